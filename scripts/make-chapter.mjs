#!/usr/bin/env node
// Writes the real-prose benchmark's 150-sentence chapter (the same sample `npm run bench -- --corpus` makes) to a file,
// so a CLI run of it can be timed or profiled on its own.
//   node scripts/make-chapter.mjs <corpus> <chapter.md>
import { writeFileSync } from 'node:fs';
import { corpusSentences, sampleCases, VARIANTS } from './real-prose-check.mjs';

const [corpus, out] = process.argv.slice(2);
if (!out) {
  console.error('usage: node scripts/make-chapter.mjs <corpus> <chapter.md>');
  process.exit(2);
}
const CLAIMS = 150;
const all = corpusSentences(corpus);
const sample = sampleCases(all, Math.ceil(CLAIMS / VARIANTS.length), 1);
const sentences = sample.cases.flatMap((c) => VARIANTS.map((v) => c.variants[v])).slice(0, CLAIMS);
writeFileSync(out, ['# Benchmark chapter', '', ...sentences.flatMap((s) => [s, ''])].join('\n'));
console.log(`${out}: ${sentences.length} sentences`);
