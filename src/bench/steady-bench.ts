// Parsing and indexing apart, pass after pass in one process: for comparing two builds' steady-state costs on a
// machine whose load moves (the minimum of several passes moves far less than a cold build does). The first parse
// pass also pays for V8 compiling the parsers, the later ones show the work itself (indexing starts after parsing,
// so its first pass compiles only the tokeniser and the index). Each part prints a digest of what it
// made (documents; postings and terms), so two builds can be checked to make the same.
// Bundle it like cold-build.ts (npx esbuild src/bench/steady-bench.ts --bundle --platform=node --target=node20
// --main-fields=module,main --external:vscode --outfile=dist/steady-bench.js), then:
//   node dist/steady-bench.js <corpus> [passes] [parse|index]
// Sources are the .md, .rst and .txt files under <corpus>, in sorted order, read once before the first pass.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { DiscoveryIndex } from '../core/discovery';
import { parseSource } from '../core/sources';

function sourcesUnder(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const p = path.join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.(md|rst|txt)$/.test(p)) files.push(p);
    }
  };
  walk(root);
  return files;
}

function cpuMs(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

function main(): void {
  const corpus = process.argv[2];
  const passes = Number(process.argv[3] ?? 5);
  const only = process.argv[4];
  if (!corpus) throw new Error('usage: node dist/steady-bench.js <corpus> [passes] [parse|index]');
  const texts = sourcesUnder(corpus).map((f) => ({ absPath: f, relPath: path.relative(corpus, f), text: readFileSync(f, 'utf8') }));
  if (only !== 'index') {
    const times: number[] = [];
    const digest = createHash('sha256');
    for (let pass = 0; pass < passes; pass++) {
      const started = process.cpuUsage();
      for (const t of texts) {
        const doc = parseSource(t.text, t.relPath);
        if (pass === 0) digest.update(JSON.stringify([doc.title, doc.plain, [...doc.segments], [...doc.sentences], doc.units]));
      }
      times.push(cpuMs(started));
    }
    console.log(`parse ${texts.length} sources: ${times.map((t) => t.toFixed(0)).join(' ')} ms CPU (min ${Math.min(...times).toFixed(0)}), digest ${digest.digest('hex').slice(0, 16)}`);
  }
  if (only !== 'parse') {
    const docs = texts.map((t) => ({ ...t, sourceHash: t.relPath, document: parseSource(t.text, t.relPath) }));
    const times: number[] = [];
    let index = new DiscoveryIndex();
    for (let pass = 0; pass < passes; pass++) {
      const started = process.cpuUsage();
      index = new DiscoveryIndex();
      for (const d of docs) index.addDocument(d);
      times.push(cpuMs(started));
    }
    const digest = createHash('sha256');
    for (const d of docs) {
      const postings = index.exportPostings(d.absPath)!;
      digest.update(new Uint8Array(postings.bounds.buffer));
      digest.update(new Uint8Array(postings.records.buffer));
    }
    for (let t = 0; t < index.termCount; t++) digest.update(`${index.termOf(t)}\n`);
    console.log(`index ${docs.length} documents: ${times.map((t) => t.toFixed(0)).join(' ')} ms CPU (min ${Math.min(...times).toFixed(0)}), digest ${digest.digest('hex').slice(0, 16)}`);
  }
}

main();
