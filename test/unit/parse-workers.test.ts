// A cold build's parse workers (src/core/engine/parse-pool.ts, dist/parse-worker.js) make the very index the main
// thread makes: the same term ids, postings, acronyms, persisted file and verdicts; a worker that fails leaves
// the work to the main thread with one warning; a small build starts no worker. Needs `npm run build` first.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { parseConfig } from '../../src/core/config';
import { DiscoveryIndex } from '../../src/core/discovery';
import { createEngine } from '../../src/core/engine';
import { ParsePool, PARALLEL_MIN_BYTES, type ParseWorkerOptions } from '../../src/core/engine/parse-pool';
import { MemoryFileSystem } from '../../src/core/fs/memory-fs';
import type { IndexStorePort, Logger } from '../../src/core/ports';
import { parseSource } from '../../src/core/sources';

const WORKER = path.join(__dirname, '..', '..', 'dist', 'parse-worker.js');
const ROOT = '/ws';
const NOW = Date.UTC(2026, 0, 10);
const OLD = NOW - 3_600_000;
const DRAFT = `${ROOT}/draft.md`;

const SOURCES: Record<string, string> = {
  'papers/vela.md': '# Vela\n\nVela catalogues list 57 pulsars found by the Arecibo telescope (AT). The AT survey ran for 9 years.\n\n| Model | Acc |\n|---|---|\n| Vela-X | 66.0 |\n',
  'papers/orbit.md': '---\ntitle: Orbix\n---\n# Orbix\n\nThe Orbix survey covered 412 observatories in *nine* countries, with `code` and a [link](x.md).\n\n- Orbix complements ground surveys.\n- It adds satellite passes &amp; more.\n',
  'notes/lumen.rst': 'Lumen\n=====\n\nThe Lumen pipeline processed 2,300 nights of data with the Very Large Array (VLA).\n\n.. note:: The VLA pipeline is **new**.\n',
  'notes/plain.txt': 'Lumen is a photometry pipeline.\nThe Lumen pipeline processed 2,300 nights of data.\n',
  'notes/empty.md': '',
};

function workspace(): MemoryFileSystem {
  const fs = new MemoryFileSystem();
  for (const [rel, text] of Object.entries(SOURCES)) fs.writeFile(`${ROOT}/${rel}`, text, OLD);
  return fs;
}

class MemoryIndexStore implements IndexStorePort {
  readonly location = '/ws/.warrant/discovery-index.bin';
  data: Uint8Array | undefined;
  async read(): Promise<Uint8Array | undefined> {
    return undefined;
  }
  async write(data: Uint8Array): Promise<void> {
    this.data = data.slice();
  }
}

function recorder(): Logger & { warnings: string[] } {
  const warnings: string[] = [];
  return { warnings, debug() {}, info() {}, warn: (m: string) => void warnings.push(m), error: (m: string) => void warnings.push(m) };
}

/** The persisted index and the verdicts of a cold engine. */
async function coldRun(parseWorkers: ParseWorkerOptions | false, logger: Logger = recorder()): Promise<{ index: string; results: string }> {
  const store = new MemoryIndexStore();
  const config = parseConfig('{ "sources": ["papers", "notes"] }', `${ROOT}/.warrant.json`, ROOT);
  const engine = createEngine({ config, ports: { fs: workspace(), clock: { now: () => new Date(NOW) }, logger }, indexStore: store, parseWorkers });
  const text = ['The AT survey ran for 9 years.', 'The Lumen pipeline processed 2,300 nights of data.', 'The Orbix survey covered 421 observatories in nine countries.', 'The VLA pipeline is new.'].join('\n\n');
  const result = await engine.verifyDocument({ documentPath: DRAFT, text });
  return { index: Buffer.from(store.data!).toString('base64'), results: JSON.stringify(result.results) };
}

function termsOf(index: DiscoveryIndex): string[] {
  const terms: string[] = [];
  while (index.termOf(terms.length) !== undefined) terms.push(index.termOf(terms.length));
  return terms;
}

describe('parse workers of a cold build', function () {
  this.timeout(60_000);

  before(() => {
    assert.ok(existsSync(WORKER), `${WORKER} is missing: run npm run build first`);
  });

  it('postings made on a scratch index give the term ids, postings and acronyms addDocument gives', () => {
    const serial = new DiscoveryIndex();
    const parallel = new DiscoveryIndex();
    const scratch = new DiscoveryIndex();
    for (const [relPath, text] of Object.entries(SOURCES)) {
      const doc = { absPath: `${ROOT}/${relPath}`, relPath, text, sourceHash: relPath, document: parseSource(text, relPath) };
      serial.addDocument(doc);
      const made = scratch.postingsFor({ ...doc, absPath: 'scratch' });
      parallel.addPostings(doc, made.postings, parallel.internTerms(made.terms), made.acronyms);
    }
    assert.deepEqual(termsOf(parallel), termsOf(serial));
    assert.ok(termsOf(serial).includes('arecibo'));
    for (const [relPath, text] of Object.entries(SOURCES)) {
      const absPath = `${ROOT}/${relPath}`;
      assert.deepEqual(parallel.exportPostings(absPath), serial.exportPostings(absPath), relPath);
      assert.deepEqual(parallel.acronymsOf(absPath, text), serial.acronymsOf(absPath, text), relPath);
    }
    assert.deepEqual([...serial.acronymsOf(`${ROOT}/papers/vela.md`, SOURCES['papers/vela.md']!)], [['at', 'arecibo telescope']]);
    const query = ['vlas', 'pipelin', 'arecibo', 'survey'];
    assert.deepEqual(parallel.search(query, { limit: 5 }), serial.search(query, { limit: 5 }));
  });

  it('a cold build on two workers persists the same index and gives the same verdicts as the main thread alone', async () => {
    const serial = await coldRun(false);
    const logger = recorder();
    const parallel = await coldRun({ script: WORKER, minBytes: 0, threads: 2 }, logger);
    assert.equal(parallel.index, serial.index);
    assert.equal(parallel.results, serial.results);
    assert.match(serial.results, /"action":"accept"/);
    assert.deepEqual(logger.warnings, []);
  });

  it('a build whose main thread parses a share of the sources beside a worker persists the same index and verdicts', async () => {
    const serial = await coldRun(false);
    const logger = recorder();
    for (const mainShare of [0.5, 0.8, 1]) {
      assert.deepEqual(await coldRun({ script: WORKER, minBytes: 0, threads: 1, mainShare }, logger), serial, `main share ${mainShare}`);
    }
    assert.deepEqual(logger.warnings, []);
  });

  it('splits sources by bytes: about the main share stays on the main thread, in listing order', () => {
    const pool = ParsePool.forBuild(PARALLEL_MIN_BYTES, { script: WORKER, threads: 1, mainShare: 0.5 }, recorder());
    assert.ok(pool);
    try {
      const doc = (n: number) => ({ relPath: `d${n}.md`, text: 'x'.repeat(100) });
      const sources = [doc(0), undefined, doc(1), doc(2), doc(3), undefined, doc(4), doc(5)];
      const toWorkers = pool.split(sources);
      assert.equal(toWorkers.length, sources.length);
      // the first source goes to the worker, then the main thread and the worker take turns; none is made up
      assert.deepEqual(toWorkers.map((s) => s?.relPath ?? null), ['d0.md', null, null, 'd2.md', null, null, 'd4.md', null]);
      // the split goes on across batches
      assert.deepEqual(pool.split([doc(6), doc(7)]).map((s) => s?.relPath ?? null), ['d6.md', null]);
    } finally {
      pool.close();
    }
    const all = ParsePool.forBuild(PARALLEL_MIN_BYTES, { script: WORKER, threads: 1 }, recorder());
    assert.ok(all);
    const sources = [{ relPath: 'a.md', text: 'a' }, undefined, { relPath: 'b.md', text: 'b' }];
    assert.deepEqual(all.split(sources), sources);
    all.close();
  });

  it('a worker that fails leaves its sources to the main thread, with one warning and the same results', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'warrant-parse-worker-'));
    try {
      const broken = path.join(dir, 'broken-worker.js');
      writeFileSync(broken, "throw new Error('no parser here');\n");
      const logger = recorder();
      const run = await coldRun({ script: broken, minBytes: 0, threads: 2 }, logger);
      assert.deepEqual(run, await coldRun(false));
      assert.equal(logger.warnings.length, 1);
      assert.match(logger.warnings[0]!, /parse worker failed \(no parser here\): the sources left are indexed on the main thread/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('starts only for a build with much to parse, with at least one thread, and never when turned off', () => {
    const logger = recorder();
    assert.equal(ParsePool.forBuild(PARALLEL_MIN_BYTES - 1, { script: WORKER, threads: 2 }, logger), undefined);
    assert.equal(ParsePool.forBuild(PARALLEL_MIN_BYTES, { script: WORKER, threads: 0 }, logger), undefined);
    assert.equal(ParsePool.forBuild(PARALLEL_MIN_BYTES, false, logger), undefined);
    assert.equal(ParsePool.forBuild(PARALLEL_MIN_BYTES, { script: path.join(tmpdir(), 'no-such-worker.js'), threads: 2 }, logger), undefined);
    const pool = ParsePool.forBuild(PARALLEL_MIN_BYTES, { script: WORKER, threads: 1 }, logger);
    assert.ok(pool);
    pool.close();
  });
});
