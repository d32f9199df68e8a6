// Checks that a cold build on parse workers (src/core/engine/parse-pool.ts) makes the very index and documents the
// main thread makes, on a whole corpus (read in place, never copied or written):
//   npm run build && npx tsx scripts/parallel-index-check.ts <corpus folder>
// 1. The engine: a cold build with workers and one without persist byte-identical index files (postings, term
//    numbering, document skeletons).
// 2. The discovery index: every source indexed from what a worker made (in listing order) gives the same term
//    ids, the same postings per document and the same acronyms as addDocument on the main thread.
// 3. The documents: each worker's skeleton rebuilds exactly the document the main thread parses (plain text,
//    offset map, sentences, units, heading paths and their sharing, title); a source without one has none either way.
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { defaultConfig } from '../src/core/config';
import { DiscoveryIndex } from '../src/core/discovery';
import { createEngine } from '../src/core/engine';
import { ParsePool, type MadeDoc } from '../src/core/engine/parse-pool';
import { PersistedIndex } from '../src/core/engine/persisted-index';
import { nodeFileSystem } from '../src/core/fs/node-fs';
import { silentLogger, systemClock, type IndexStorePort, type Logger } from '../src/core/ports';
import { decodeSkeleton, encodeSkeleton, formatOf, parseSource, type SourceDocument } from '../src/core/sources';

const corpus = process.argv[2];
if (!corpus) {
  console.error('usage: npx tsx scripts/parallel-index-check.ts <corpus folder>   (after npm run build)');
  process.exit(2);
}
const script = path.join(__dirname, '..', 'dist', 'parse-worker.js');
const logger: Logger = { ...silentLogger, warn: (m) => console.log(`warning: ${m}`) };
let problems = 0;
const problem = (what: string): void => {
  problems++;
  if (problems <= 20) console.log(`DIFFERENT: ${what}`);
};

function memoryStore(): IndexStorePort & { bytes?: Uint8Array } {
  const store: IndexStorePort & { bytes?: Uint8Array } = {
    location: 'memory',
    read: async () => undefined,
    write: async (data) => {
      store.bytes = data;
    },
  };
  return store;
}

async function engineBuild(parseWorkers: false | { script: string; minBytes: number; threads: number }): Promise<Uint8Array> {
  const state = mkdtempSync(path.join(tmpdir(), 'warrant-parallel-check-'));
  try {
    const store = memoryStore();
    const config = { ...defaultConfig(path.resolve(corpus!)), stateDir: state };
    const started = performance.now();
    await createEngine({ config, ports: { fs: nodeFileSystem, clock: systemClock, logger }, indexStore: store, parseWorkers }).checkSources([]);
    console.log(`engine cold build, ${parseWorkers ? 'parse workers' : 'main thread only'}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    if (!store.bytes) throw new Error('the engine persisted no index');
    return store.bytes;
  } finally {
    rmSync(state, { recursive: true, force: true });
  }
}

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...filesUnder(p));
    else if (e.isFile()) out.push(p);
  }
  return out.sort();
}

function sameInts(a: Int32Array, b: Int32Array): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

function compareDocuments(file: string, serial: SourceDocument, rebuilt: SourceDocument): void {
  if (serial.format !== rebuilt.format) problem(`${file}: format`);
  if (serial.title !== rebuilt.title) problem(`${file}: title`);
  if (serial.plain !== rebuilt.plain) problem(`${file}: plain text`);
  if (!sameInts(serial.segments, rebuilt.segments)) problem(`${file}: offset map`);
  if (!sameInts(serial.sentences, rebuilt.sentences)) problem(`${file}: sentences`);
  if (serial.units.length !== rebuilt.units.length) return problem(`${file}: unit count`);
  serial.units.forEach((u, i) => {
    const r = rebuilt.units[i]!;
    if (u.kind !== r.kind || u.start !== r.start || u.end !== r.end || u.depth !== r.depth || u.row !== r.row || u.page !== r.page) problem(`${file}: unit ${i}`);
    if (JSON.stringify(u.headings) !== JSON.stringify(r.headings)) problem(`${file}: unit ${i} heading path`);
    if (i > 0 && (u.headings === serial.units[i - 1]!.headings) !== (r.headings === rebuilt.units[i - 1]!.headings)) problem(`${file}: unit ${i} heading path sharing`);
  });
}

async function main(): Promise<void> {
  // 1. the engine, end to end
  const [serialBytes, workerBytes] = [await engineBuild(false), await engineBuild({ script, minBytes: 0, threads: 2 })];
  if (Buffer.compare(Buffer.from(serialBytes), Buffer.from(workerBytes)) !== 0) problem('the persisted index files');
  else console.log(`persisted index files: identical (${serialBytes.length} bytes)`);

  // 2. and 3. the index and the documents, source by source
  const files = filesUnder(path.resolve(corpus!));
  const texts = files.map((f) => readFileSync(f, 'utf8'));
  const relPaths = files.map((f) => path.relative(corpus!, f));
  const serial = new DiscoveryIndex();
  const parallel = new DiscoveryIndex();
  const persisted = new PersistedIndex(undefined, silentLogger);
  const pool = ParsePool.forBuild(Infinity, { script, minBytes: 0, threads: 2 }, logger);
  if (!pool) throw new Error(`${script} is missing: run npm run build first`);
  let withoutSkeleton = 0;
  for (let i = 0; i < files.length; i += 32) {
    const batch = files.slice(i, i + 32).map((f, j) => ({ absPath: f, relPath: relPaths[i + j]!, text: texts[i + j]!, sourceHash: `#${i + j}` }));
    const made: Map<number, MadeDoc> = await pool.make(batch);
    for (const [j, doc] of batch.entries()) {
      const document = parseSource(doc.text, doc.relPath);
      serial.addDocument({ ...doc, document });
      const m = made.get(j);
      if (!m) {
        problem(`${doc.relPath}: no worker result`);
        continue;
      }
      persisted.addMade(parallel, doc, m);
      if (m.skeleton.length === 0) {
        withoutSkeleton++;
        if (encodeSkeleton(document, doc.text) !== null) problem(`${doc.relPath}: the worker made no skeleton`);
        continue;
      }
      const rebuilt = decodeSkeleton(m.skeleton, doc.text, formatOf(doc.relPath));
      if (!rebuilt) problem(`${doc.relPath}: the worker's skeleton does not fit`);
      else compareDocuments(doc.relPath, document, rebuilt);
    }
  }
  pool.close();
  let terms = 0;
  for (; serial.termOf(terms) !== undefined || parallel.termOf(terms) !== undefined; terms++) {
    if (serial.termOf(terms) !== parallel.termOf(terms)) {
      problem(`term id ${terms}: ${serial.termOf(terms)} / ${parallel.termOf(terms)}`);
      break;
    }
  }
  for (const [i, f] of files.entries()) {
    const a = serial.exportPostings(f)!;
    const b = parallel.exportPostings(f)!;
    if (a.unitCount !== b.unitCount || !sameInts(a.bounds, b.bounds) || !sameInts(a.records, b.records)) problem(`${relPaths[i]}: postings`);
    if (JSON.stringify([...serial.acronymsOf(f, texts[i]!)]) !== JSON.stringify([...parallel.acronymsOf(f, texts[i]!)])) problem(`${relPaths[i]}: acronyms`);
  }
  console.log(`${files.length} sources, ${terms} terms, ${withoutSkeleton} without a skeleton: ${problems === 0 ? 'the same index and documents' : `${problems} differences`}`);
  process.exit(problems === 0 ? 0 : 1);
}

void main();
