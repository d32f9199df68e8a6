// Checks that reading a Markdown source chunk by chunk (the fast reader where it can, remark for the other chunks;
// src/core/sources/markdown-chunks.ts) makes exactly the document remark makes, on every Markdown file the fast
// reader does not take whole (read in place, never copied or written):
//   npx tsx src/bench/markdown-chunks-check.ts <folders or .md files …>
// Prints the files and bytes concerned, how many bytes the fast reader took chunk by chunk, every difference
// (there must be none: the whole document, heading paths' sharing included), and the CPU time of both ways.
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { blankFrontMatter } from '../core/claims/markdown';
import { fastChunkTree, fastMarkdownTree } from '../core/sources/fast-markdown';
import { parseSimpleMarkdown, parseWithRemark, readMarkdown } from '../core/sources/markdown';
import { sourceChunks } from '../core/sources/markdown-chunks';
import type { SourceDocument } from '../core/sources/types';
import { markdownUnder } from './markdown-files';

function cpu<T>(run: () => T): [T, number] {
  const before = process.cpuUsage();
  const value = run();
  const used = process.cpuUsage(before);
  return [value, (used.user + used.system) / 1000];
}

/** The heading paths' sharing: for each unit, the index of the first unit with the very same array. */
function sharing(doc: SourceDocument): number[] {
  return doc.units.map((u) => doc.units.findIndex((v) => v.headings === u.headings));
}

const files: string[] = [];
for (const a of process.argv.slice(2)) markdownUnder(path.resolve(a), files);
if (files.length === 0) {
  console.error('usage: npx tsx src/bench/markdown-chunks-check.ts <folders or .md files …>');
  process.exit(2);
}
let checked = 0;
let bytes = 0;
let fastBytes = 0;
let differences = 0;
let chunkedMs = 0;
let remarkMs = 0;
for (const file of files) {
  const raw = readFileSync(file, 'utf8');
  if (parseSimpleMarkdown(raw) || fastMarkdownTree(raw).tree) continue;
  checked++;
  bytes += raw.length;
  for (const c of sourceChunks(blankFrontMatter(raw))) if (fastChunkTree(c.parsed).tree) fastBytes += c.end - c.start;
  let chunked: SourceDocument;
  let expected: SourceDocument;
  try {
    const [doc, ms] = cpu(() => readMarkdown(raw).document);
    chunked = doc;
    chunkedMs += ms;
    const [reference, rms] = cpu(() => parseWithRemark(raw));
    expected = reference;
    remarkMs += rms;
  } catch (e) {
    differences++;
    console.log(`DIFFERENT ${file}: ${(e as Error).message}`);
    continue;
  }
  if (!isDeepStrictEqual(chunked, expected) || !isDeepStrictEqual(sharing(chunked), sharing(expected))) {
    differences++;
    const key = (['title', 'plain', 'units', 'segments', 'sentences'] as const).find((k) => !isDeepStrictEqual(chunked[k], expected[k])) ?? 'heading path sharing';
    console.log(`DIFFERENT ${file}: ${key}`);
  }
}
console.log(`${files.length} Markdown files; ${checked} not taken whole by the fast reader (${(bytes / 1e6).toFixed(2)} MB), of which the fast reader took ${(fastBytes / 1e6).toFixed(2)} MB chunk by chunk`);
console.log(`differences: ${differences}; CPU on those files: chunk by chunk ${(chunkedMs / 1000).toFixed(2)} s, remark alone ${(remarkMs / 1000).toFixed(2)} s`);
