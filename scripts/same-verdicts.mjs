#!/usr/bin/env node
// Checks that two builds of the CLI give the same verdicts on a chapter: runs `verify <chapter> --sources <corpus>`
// with each build, cold (empty state folder) and warm (the index it persisted), in a scratch copy of the corpus,
// and compares the JSON byte for byte. The corpus is read-only and copied to a temporary folder, never kept.
//   node scripts/same-verdicts.mjs <before/bin/warrant.js> <after/bin/warrant.js> <corpus> <chapter.md>
// With SAME_VERDICTS_DUMP=<folder>, two JSON outputs that differ are written there (a.json, b.json).
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const [before, after, corpus, chapter] = process.argv.slice(2);
if (!chapter) {
  console.error('usage: node scripts/same-verdicts.mjs <before cli> <after cli> <corpus folder> <chapter.md>');
  process.exit(2);
}

// One scratch folder for both builds (the JSON names files by their paths), the state folder emptied between them.
const work = mkdtempSync(path.join(tmpdir(), 'warrant-same-verdicts-'));
cpSync(corpus, path.join(work, 'corpus'), { recursive: true });
copyFileSync(chapter, path.join(work, 'chapter.md'));

function runs(cli) {
  rmSync(path.join(work, '.warrant'), { recursive: true, force: true });
  const once = (label) => {
    const started = performance.now();
    const r = spawnSync(process.execPath, [path.resolve(cli), 'verify', 'chapter.md', '--sources', 'corpus', '--format', 'json', '--fail-level', 'none'], { cwd: work, encoding: 'utf8', maxBuffer: 1 << 30 });
    if (r.status !== 0) throw new Error(`${cli} ${label}: exit ${r.status}: ${r.stderr}`);
    console.log(`${cli} ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return r.stdout;
  };
  return { cold: once('cold'), warm: once('warm') };
}

let a, b;
try {
  a = runs(before);
  b = runs(after);
} finally {
  rmSync(work, { recursive: true, force: true });
}
const checks = [['before cold = before warm', a.cold, a.warm], ['before cold = after cold', a.cold, b.cold], ['before cold = after warm', a.cold, b.warm]];
let same = true;
for (const [name, x, y] of checks) {
  console.log(`${name}: ${x === y ? 'same JSON' : 'DIFFERENT'}`);
  if (x !== y && process.env.SAME_VERDICTS_DUMP) {
    writeFileSync(path.join(process.env.SAME_VERDICTS_DUMP, 'a.json'), x);
    writeFileSync(path.join(process.env.SAME_VERDICTS_DUMP, 'b.json'), y);
  }
  same &&= x === y;
}
process.exit(same ? 0 : 1);
