// Checks that the fast Markdown reader (src/core/sources/fast-markdown.ts) makes exactly the document remark
// makes, on every Markdown file of a corpus (read in place, never copied or written):
//   npx tsx scripts/fast-markdown-check.ts <folder> [more folders or .md files …]
//   npx tsx scripts/fast-markdown-check.ts --list <file of paths, one a line>
// For each file the whole finished document (title, plain text, units and heading paths, offset map,
// sentences) of the fast reader is compared with parseWithRemark's. Prints how many files and bytes the fast
// reader took, why it left the others to remark (top reasons), every difference (there must be none), and
// the CPU time of both readers on the files the fast reader took.
import { readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { fastMarkdownTree } from '../src/core/sources/fast-markdown';
import { documentFromTrees, parseWithRemark } from '../src/core/sources/markdown';
import type { SourceDocument } from '../src/core/sources/types';
import { markdownUnder } from '../src/bench/markdown-files';

const args = process.argv.slice(2);
if (args.length === 0) {
  console.error('usage: npx tsx scripts/fast-markdown-check.ts <folder or .md file> … | --list <file of paths>');
  process.exit(2);
}

const files: string[] = [];
if (args[0] === '--list') {
  for (const line of readFileSync(args[1]!, 'utf8').split('\n')) if (line.trim() && statSync(line.trim()).isFile()) files.push(line.trim());
}
else for (const a of args) markdownUnder(path.resolve(a), files);

/** CPU time in ms (user + system) spent by `run`. */
function cpu(run: () => void): number {
  const before = process.cpuUsage();
  run();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

function firstDifference(a: SourceDocument, b: SourceDocument): string {
  for (const key of ['format', 'title', 'plain', 'units', 'segments', 'sentences'] as const) {
    if (!isDeepStrictEqual(a[key], b[key])) {
      if (key === 'plain') {
        let i = 0;
        while (i < a.plain.length && a.plain[i] === b.plain[i]) i++;
        return `plain at ${i}: fast ${JSON.stringify(a.plain.slice(i, i + 60))} / remark ${JSON.stringify(b.plain.slice(i, i + 60))}`;
      }
      if (key === 'units') {
        const i = a.units.findIndex((u, j) => !isDeepStrictEqual(u, b.units[j]));
        return `unit ${i}: fast ${JSON.stringify(a.units[i])} / remark ${JSON.stringify(b.units[i])}`;
      }
      if (key === 'segments' || key === 'sentences') {
        let i = 0;
        while (i < a[key].length && a[key][i] === b[key][i]) i++;
        return `${key} at ${i}: fast ${a[key].slice(i, i + 8).join(',')} / remark ${b[key].slice(i, i + 8).join(',')}`;
      }
      return `${key}: fast ${JSON.stringify(a[key])} / remark ${JSON.stringify(b[key])}`;
    }
  }
  return '';
}

let taken = 0;
let takenBytes = 0;
let totalBytes = 0;
let differences = 0;
let fastMs = 0;
let remarkMs = 0;
const reasons = new Map<string, { files: number; bytes: number; example: string }>();
for (const file of files) {
  const raw = readFileSync(file, 'utf8');
  totalBytes += raw.length;
  let fast: ReturnType<typeof fastMarkdownTree> | undefined;
  let fastDocument: SourceDocument | undefined;
  const fastTime = cpu(() => {
    fast = fastMarkdownTree(raw);
    if (fast.tree) fastDocument = documentFromTrees(raw, [fast.tree]);
  });
  if (!fastDocument) {
    const reason = fast!.reason!;
    const entry = reasons.get(reason) ?? { files: 0, bytes: 0, example: file };
    entry.files++;
    entry.bytes += raw.length;
    reasons.set(reason, entry);
    continue;
  }
  let remarkDocument: SourceDocument | undefined;
  const remarkTime = cpu(() => {
    remarkDocument = parseWithRemark(raw);
  });
  taken++;
  takenBytes += raw.length;
  fastMs += fastTime;
  remarkMs += remarkTime;
  if (!isDeepStrictEqual(fastDocument, remarkDocument)) {
    differences++;
    if (differences <= 30) console.log(`DIFFERENT: ${file}: ${firstDifference(fastDocument, remarkDocument!)}`);
  }
}

const mb = (n: number) => `${(n / 1e6).toFixed(2)} MB`;
const percent = (a: number, b: number) => `${b === 0 ? 0 : Math.round((100 * a) / b)}%`;
console.log(`${files.length} Markdown files, ${mb(totalBytes)}`);
console.log(`fast reader took ${taken} files (${percent(taken, files.length)}), ${mb(takenBytes)} (${percent(takenBytes, totalBytes)} of the bytes)`);
console.log(`left to remark: ${files.length - taken} files, ${mb(totalBytes - takenBytes)}; top reasons:`);
for (const [reason, e] of [...reasons].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, 12)) {
  console.log(`  ${String(e.files).padStart(5)} files ${mb(e.bytes).padStart(9)}  ${reason}  (e.g. ${e.example})`);
}
console.log(`CPU on the files taken: fast reader ${(fastMs / 1000).toFixed(2)} s, remark ${(remarkMs / 1000).toFixed(2)} s (${(remarkMs / Math.max(fastMs, 1e-3)).toFixed(1)}×)`);
console.log(differences === 0 ? 'differences: 0' : `differences: ${differences}`);
process.exit(differences === 0 ? 0 : 1);
