// The persisted discovery index: a warm engine loads it instead of reading the sources, a changed, added, deleted or
// renamed source updates only its own entry, and an unusable snapshot (another version, truncated, damaged) is
// rebuilt with one log line. In every case the results are those of an engine indexing from nothing.
import assert from 'node:assert/strict';
import { mock } from 'node:test';
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { parseConfig } from '../../src/core/config';
import { DiscoveryIndex } from '../../src/core/discovery';
import { INDEX_VERSION, decodeSnapshot, encodeSnapshot, encodeSnapshotPieces, type Snapshot } from '../../src/core/discovery/snapshot';
import { createEngine, type Engine } from '../../src/core/engine';
import { PersistedIndex, SAVE_DELAY_MS, SAVE_MAX_WAIT_MS, type IndexedSource } from '../../src/core/engine/persisted-index';
import { MemoryFileSystem } from '../../src/core/fs/memory-fs';
import type { DocumentResult } from '../../src/core/model';
import type { CheckedFile, IndexStorePort, Logger } from '../../src/core/ports';
import { nodeIndexStore } from '../../src/core/records/node-state';
import { decodeSkeleton, formatOf, parseSource } from '../../src/core/sources';
import { datedSampleCopy, runCli, scratchDir } from './cli-fixtures';
import { shrinkable, shrinkableBuffer } from '../../src/core/util/shrinkable';
import { MemoryStore } from './memory-store';

const ROOT = '/ws';
const NOW = Date.UTC(2026, 0, 10);
const OLD = NOW - 3_600_000; // an hour before the runs: stats taken then are trusted
const DRAFT = `${ROOT}/draft.md`;
const CHAPTER = [
  'The Orbix survey covered 412 observatories in nine countries.',
  'The Lumen pipeline processed 2,300 nights of data.',
  'Vela catalogues list 57 pulsars found by the Arecibo telescope.',
  'The Orbix survey covered 421 observatories in nine countries.',
].join('\n\n');

function workspace<T extends MemoryFileSystem>(fs: T = new MemoryFileSystem() as T): T {
  return fs
    .writeFile(`${ROOT}/papers/orbit.md`, '# Orbix\n\nThe Orbix survey covered 412 observatories in nine countries.\nOrbix complements ground surveys by adding satellite passes.\n', OLD)
    .writeFile(`${ROOT}/papers/lumen.txt`, 'Lumen is a photometry pipeline.\nThe Lumen pipeline processed 2,300 nights of data.\n', OLD)
    .writeFile(`${ROOT}/notes/vela.md`, 'Vela catalogues list 57 pulsars found by the Arecibo telescope (AT). The AT survey ran for 9 years.\n', OLD)
    .writeFile(`${ROOT}/notes/misc.md`, 'Nothing about surveys here, only *emphasis* and `code` and a [link](x.md).\n', OLD);
}

/** The file system with a count of the files read. */
class CountingFs extends MemoryFileSystem {
  reads: string[] = [];
  override readChecked(absPath: string, maxBytes: number): Promise<CheckedFile> {
    this.reads.push(absPath);
    return super.readChecked(absPath, maxBytes);
  }
}


function recorder(): Logger & { warnings: string[] } {
  const warnings: string[] = [];
  return { warnings, debug() {}, info() {}, warn: (m: string) => void warnings.push(m), error: (m: string) => void warnings.push(m) };
}

function engineFor(fs: MemoryFileSystem, store?: IndexStorePort, logger: Logger = recorder(), indexVersion?: string): Engine {
  const config = parseConfig('{ "sources": ["papers", "notes"] }', `${ROOT}/.warrant.json`, ROOT);
  return createEngine({ config, ports: { fs, clock: { now: () => new Date(NOW) }, logger }, indexStore: store, indexVersion });
}

/** What a user sees of a run: every claim's verdict, action, evidence and trace (trace timestamps included). */
async function verify(engine: Engine, text = CHAPTER): Promise<string> {
  const result: DocumentResult = await engine.verifyDocument({ documentPath: DRAFT, text });
  return JSON.stringify(result.results);
}

/** The same run by an engine indexing from nothing. */
async function fromScratch(fs: MemoryFileSystem): Promise<string> {
  return verify(engineFor(fs));
}

/** Reads made by a fresh engine with `store` just to bring its index up to date. */
async function readsToIndex(fs: CountingFs, store: IndexStorePort, logger: Logger = recorder(), version?: string): Promise<string[]> {
  fs.reads = [];
  await engineFor(fs, store, logger, version).checkSources([DRAFT]);
  return fs.reads.map((p) => p.slice(ROOT.length + 1));
}

/** A store that reads into a shrinkable buffer, as the node store does; what it gave is kept. */
class ShrinkableStore extends MemoryStore {
  given: Uint8Array[] = [];
  override async read(): Promise<Uint8Array | undefined> {
    if (!this.data) return undefined;
    const bytes = new Uint8Array(shrinkableBuffer(this.data.length));
    bytes.set(this.data);
    this.given.push(bytes);
    return bytes;
  }
}

/** The sources an engine reads to bring its index up to date (relative paths). */
async function readsBy(engine: Engine, fs: CountingFs): Promise<string[]> {
  fs.reads = [];
  await engine.checkSources([DRAFT]);
  return fs.reads.map((p) => p.slice(ROOT.length + 1));
}

describe('persisted discovery index', function () {
  this.timeout(30_000);

  it('an update is written once the engine has been idle, not while someone is typing', async () => {
    const fs = workspace();
    const store = new MemoryStore('/ws/.warrant/discovery-index.bin');
    const engine = engineFor(fs, store);
    await verify(engine);
    assert.equal(store.writes, 1, 'the first indexing is written at once');
    mock.timers.enable({ apis: ['setTimeout', 'Date'], now: NOW });
    try {
      const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
      fs.writeFile(`${ROOT}/papers/lumen.txt`, 'Lumen is a photometry pipeline.\nThe Lumen pipeline processed 2,400 nights of data.\n', OLD);
      engine.invalidateSources([`${ROOT}/papers/lumen.txt`]);
      await verify(engine); // the update: a save is due in SAVE_DELAY_MS
      mock.timers.tick(SAVE_DELAY_MS - 500);
      await verify(engine, 'The Lumen pipeline processed 2,400 nights of data.'); // typing, 0.5 s before the save
      mock.timers.tick(500);
      await flush();
      assert.equal(store.writes, 1, 'not written right after a run');
      mock.timers.tick(2000);
      await flush();
      assert.equal(store.writes, 2, 'written once the engine was idle');
      mock.timers.tick(SAVE_MAX_WAIT_MS);
      await flush();
      assert.equal(store.writes, 2, 'once');
    } finally {
      mock.timers.reset();
    }
    const warm = new MemoryStore('/ws/.warrant/discovery-index.bin');
    warm.data = store.data;
    assert.equal(await verify(engineFor(fs, warm)), await fromScratch(fs));
  });

  it('is written by a cold run, loaded by a warm one without reading any source, with the same results', async () => {
    const fs = workspace(new CountingFs());
    const store = new MemoryStore('/ws/.warrant/discovery-index.bin');
    const cold = await verify(engineFor(fs, store));
    assert.equal(store.writes, 1);
    assert.deepEqual(await readsToIndex(fs, store), []);
    const warmStore = new MemoryStore('/ws/.warrant/discovery-index.bin');
    warmStore.data = store.data;
    assert.equal(await verify(engineFor(fs, warmStore)), cold);
    assert.equal(warmStore.writes, 0, 'an unchanged index is not written again');
    assert.equal(cold, await fromScratch(fs));
    assert.match(cold, /"action":"accept"/);
    assert.match(cold, /"label":"contradicts"/);
  });

  it('holds terms and offsets, never the sources\' text', async () => {
    const fs = workspace();
    const store = new MemoryStore('/ws/.warrant/discovery-index.bin');
    await verify(engineFor(fs, store));
    const bytes = Buffer.from(store.data!).toString('latin1');
    for (const phrase of ['Orbix survey', 'photometry pipeline', 'Arecibo telescope', 'observatories in nine']) assert.ok(!bytes.includes(phrase), phrase);
    const decoded = decodeSnapshot(store.data!, INDEX_VERSION);
    assert.ok('snapshot' in decoded);
    assert.deepEqual(decoded.snapshot.docs.map((d) => d.relPath), ['notes/misc.md', 'notes/vela.md', 'papers/lumen.txt', 'papers/orbit.md']);
  });

  it('holds each source\'s document skeleton, which rebuilds the document its parser makes', async () => {
    const fs = workspace();
    const store = new MemoryStore('/ws/.warrant/discovery-index.bin');
    await verify(engineFor(fs, store));
    const decoded = decodeSnapshot(store.data!, INDEX_VERSION);
    assert.ok('snapshot' in decoded);
    for (const doc of decoded.snapshot.docs) {
      const raw = new TextDecoder().decode((await fs.readChecked(`${ROOT}/${doc.relPath}`, 1 << 20)).data);
      assert.ok(doc.skeleton.length > 0, doc.relPath);
      assert.deepEqual(decodeSkeleton(doc.skeleton, raw, formatOf(doc.relPath)), parseSource(raw, doc.relPath), doc.relPath);
    }
  });

  it('re-reads only an edited source, and answers as a full rebuild does', async () => {
    const fs = workspace(new CountingFs());
    const store = new MemoryStore('/ws/.warrant/discovery-index.bin');
    await verify(engineFor(fs, store));
    fs.writeFile(`${ROOT}/papers/orbit.md`, '# Orbix\n\nThe Orbix survey covered 421 observatories in nine countries.\n', OLD + 5000);
    assert.deepEqual(await readsToIndex(fs, store), ['papers/orbit.md']);
    const updated = await verify(engineFor(fs, store));
    assert.equal(updated, await fromScratch(fs));
    assert.match(updated, /"text":"The Orbix survey covered 421 observatories in nine countries\."/);
  });

  it('drops a deleted source, finds an added one, and takes a renamed one\'s postings by content', async () => {
    const fs = workspace(new CountingFs());
    const store = new MemoryStore('/ws/.warrant/discovery-index.bin');
    await verify(engineFor(fs, store));
    fs.remove(`${ROOT}/papers/lumen.txt`);
    fs.writeFile(`${ROOT}/notes/lumen-renamed.txt`, 'Lumen is a photometry pipeline.\nThe Lumen pipeline processed 2,300 nights of data.\n', OLD);
    fs.writeFile(`${ROOT}/notes/added.md`, 'Vela catalogues list 58 pulsars in a later release.\n', OLD);
    assert.deepEqual((await readsToIndex(fs, store)).sort(), ['notes/added.md', 'notes/lumen-renamed.txt']);
    const after = await verify(engineFor(fs, store));
    assert.equal(after, await fromScratch(fs));
    assert.match(after, /notes\/lumen-renamed\.txt/);
    assert.doesNotMatch(after, /papers\/lumen\.txt/);
  });

  it('rebuilds, with one log line, an index of another version, a truncated one and a damaged one', async () => {
    const fs = workspace(new CountingFs());
    const store = new MemoryStore('/ws/.warrant/discovery-index.bin');
    const expected = await verify(engineFor(fs, store));
    const good = store.data!;
    const all = ['notes/misc.md', 'notes/vela.md', 'papers/lumen.txt', 'papers/orbit.md'];
    const cases: Array<[string, Uint8Array, string | undefined, RegExp]> = [
      ['version bumped', good, 'discovery-999', new RegExp(`index version ${INDEX_VERSION.replace(/[.+]/g, '\\$&')}, expected discovery-999`)],
      ['truncated', good.subarray(0, Math.floor(good.length / 2)), undefined, /checksum mismatch/],
      ['damaged', Uint8Array.from(good, (b, i) => (i === good.length - 9 ? b ^ 0x40 : b)), undefined, /checksum mismatch/],
      ['not an index', new TextEncoder().encode('{"hello": 1}'), undefined, /not a warrant index/],
    ];
    for (const [name, bytes, version, problem] of cases) {
      const broken = new MemoryStore('/ws/.warrant/discovery-index.bin');
      broken.data = bytes;
      const logger = recorder();
      assert.deepEqual((await readsToIndex(fs, broken, logger, version)).sort(), all, name);
      assert.equal(logger.warnings.length, 1, `${name}: ${logger.warnings.join(' | ')}`);
      assert.match(logger.warnings[0]!, problem);
      broken.data = bytes;
      assert.equal(await verify(engineFor(fs, broken, recorder(), version)), version === undefined ? expected : await verify(engineFor(fs, undefined, recorder(), version)), name);
      assert.ok(broken.writes > 0, `${name}: a good index is written again`);
    }
  });

  it('catches a source edited behind an unchanged size and mtime when it reads it, and answers as a full rebuild does', async () => {
    const fs = workspace();
    const store = new MemoryStore('/ws/.warrant/discovery-index.bin');
    await verify(engineFor(fs, store));
    // same length, same mtime: only the content hash can tell
    fs.writeFile(`${ROOT}/papers/orbit.md`, '# Orbix\n\nThe Orbix survey covered 413 observatories in nine countries.\nOrbix complements ground surveys by adding satellite passes.\n', OLD);
    const logger = recorder();
    const stale = await verify(engineFor(fs, store, logger));
    assert.equal(stale, await fromScratch(fs));
    assert.equal(logger.warnings.length, 1);
    assert.match(logger.warnings[0]!, /papers\/orbit\.md changed without a new size or modification time/);
  });

  it('does not trust the stat of a file modified just before it was read (racily clean)', async () => {
    const fs = workspace(new CountingFs());
    fs.writeFile(`${ROOT}/papers/orbit.md`, '# Orbix\n\nThe Orbix survey covered 412 observatories in nine countries.\n', NOW - 1000);
    const store = new MemoryStore('/ws/.warrant/discovery-index.bin');
    await verify(engineFor(fs, store));
    assert.deepEqual(await readsToIndex(fs, store), ['papers/orbit.md']);
  });

  it('in one engine, an edit reported by invalidateSources re-reads that source even with its old stat', async () => {
    const fs = workspace();
    const engine = engineFor(fs);
    await verify(engine);
    fs.writeFile(`${ROOT}/papers/orbit.md`, '# Orbix\n\nThe Orbix survey covered 413 observatories in nine countries.\nOrbix complements ground surveys by adding satellite passes.\n', OLD);
    engine.invalidateSources([`${ROOT}/papers/orbit.md`]);
    assert.equal(await verify(engine), await fromScratch(fs));
  });

  it('lets go of the file once its postings are in the index: a source renamed or restored later in the session is read again, and answers as a full rebuild does', async () => {
    const fs = workspace(new CountingFs());
    const cold = new MemoryStore('/ws/.warrant/discovery-index.bin');
    await verify(engineFor(fs, cold));
    const store = new ShrinkableStore('/ws/.warrant/discovery-index.bin');
    store.data = cold.data;
    const engine = engineFor(fs, store);
    assert.deepEqual(await readsBy(engine, fs), [], 'warm: every source from the file');
    assert.equal(store.given.length, 1);
    assert.equal(store.given[0]!.buffer.byteLength, 0, 'the buffer the file was read into is given back');
    // a one-shot run (the CLI) keeps it: it ends soon after
    const kept = new ShrinkableStore('/ws/.warrant/discovery-index.bin');
    kept.data = cold.data;
    const config = parseConfig('{ "sources": ["papers", "notes"] }', `${ROOT}/.warrant.json`, ROOT);
    const oneShot = createEngine({ config, ports: { fs, clock: { now: () => new Date(NOW) }, logger: recorder() }, indexStore: kept, keepPersistedIndex: true });
    assert.equal(await verify(oneShot), await verify(engine));
    assert.equal(kept.given[0]!.buffer.byteLength, cold.data!.length);
    assert.equal(await verify(engine), await fromScratch(fs));
    // renamed: its content is in the file, but the file's postings are gone: read and indexed from its text
    const lumen = `${ROOT}/papers/lumen.txt`;
    const renamed = `${ROOT}/notes/lumen-renamed.txt`;
    const text = new TextDecoder().decode((await fs.readChecked(lumen, 1 << 20)).data);
    fs.remove(lumen).writeFile(renamed, text, OLD);
    engine.invalidateSources([lumen, renamed]);
    assert.deepEqual(await readsBy(engine, fs), ['notes/lumen-renamed.txt']);
    const afterRename = await verify(engine);
    assert.equal(afterRename, await fromScratch(fs));
    assert.match(afterRename, /notes\/lumen-renamed\.txt/);
    // deleted, then restored as it was (the size and mtime the file has for it): read again
    const orbit = `${ROOT}/papers/orbit.md`;
    const original = new TextDecoder().decode((await fs.readChecked(orbit, 1 << 20)).data);
    fs.remove(orbit);
    engine.invalidateSources([orbit]);
    assert.deepEqual(await readsBy(engine, fs), []);
    assert.doesNotMatch(await verify(engine), /papers\/orbit\.md/);
    fs.writeFile(orbit, original, OLD);
    engine.invalidateSources([orbit]);
    assert.deepEqual(await readsBy(engine, fs), ['papers/orbit.md']);
    const afterRestore = await verify(engine);
    assert.equal(afterRestore, await fromScratch(fs));
    assert.match(afterRestore, /papers\/orbit\.md/);
  });

  it('copies every skeleton out as it gives the file back from its end, and writes the same postings and skeletons again', async () => {
    const fs = workspace();
    const cold = new MemoryStore('/ws/.warrant/discovery-index.bin');
    await verify(engineFor(fs, cold));
    const before = decodeSnapshot(cold.data!, INDEX_VERSION);
    assert.ok('snapshot' in before);
    const store = new ShrinkableStore('/ws/.warrant/discovery-index.bin');
    store.data = cold.data;
    const persisted = new PersistedIndex(store, recorder());
    await persisted.open();
    const index = new DiscoveryIndex();
    const sources = new Map<string, IndexedSource>();
    for (const d of before.snapshot.docs) {
      persisted.addTo(index, `${ROOT}/${d.relPath}`, d.relPath, persisted.unchangedAt(d.relPath, d.size, d.mtimeMs)!);
      // stats no longer trusted: a manifest that differs, so save() writes a new file
      sources.set(`${ROOT}/${d.relPath}`, { relPath: d.relPath, sourceHash: d.sourceHash, size: d.size, mtimeMs: d.mtimeMs, statTrusted: false });
    }
    persisted.release(1); // the file shrunk after every document
    assert.equal(store.given[0]!.buffer.byteLength, 0);
    const first = before.snapshot.docs[0]!;
    assert.equal(persisted.unchangedAt(first.relPath, first.size, first.mtimeMs), undefined, 'no persisted postings after release');
    assert.equal(persisted.withContent(first.relPath, first.sourceHash), undefined);
    await persisted.save(() => index, sources);
    assert.equal(store.writes, 1);
    const after = decodeSnapshot(store.data!, INDEX_VERSION);
    assert.ok('snapshot' in after);
    const parts = (s: Snapshot) => s.docs.map((d) => [d.relPath, [...d.postings.bounds], [...d.postings.records], [...d.skeleton]]);
    assert.deepEqual(parts(after.snapshot), parts(before.snapshot));
    assert.deepEqual(after.snapshot.vocab, before.snapshot.vocab);
    assert.ok(before.snapshot.docs.every((d) => d.skeleton.length > 0));
  });

  it('after letting go of the file, writes on a later update the file a full build writes (the skeletons were kept)', async () => {
    const fs = workspace();
    const cold = new MemoryStore('/ws/.warrant/discovery-index.bin');
    await verify(engineFor(fs, cold));
    for (const store of [new ShrinkableStore('/ws/.warrant/discovery-index.bin'), new MemoryStore('/ws/.warrant/discovery-index.bin')]) {
      store.data = cold.data;
      const engine = engineFor(fs, store);
      await verify(engine);
      assert.equal(store.writes, 0);
      mock.timers.enable({ apis: ['setTimeout', 'Date'], now: NOW });
      try {
        fs.writeFile(`${ROOT}/papers/orbit.md`, '# Orbix\n\nThe Orbix survey covered 421 observatories in nine countries.\n', OLD + 5000);
        engine.invalidateSources([`${ROOT}/papers/orbit.md`]);
        await verify(engine);
        mock.timers.tick(SAVE_DELAY_MS + 2000);
        await new Promise<void>((resolve) => setImmediate(resolve));
      } finally {
        mock.timers.reset();
      }
      assert.equal(store.writes, 1, store.constructor.name);
      const rebuilt = new MemoryStore('/ws/.warrant/discovery-index.bin');
      await verify(engineFor(fs, rebuilt));
      assert.deepEqual(Buffer.from(store.data!), Buffer.from(rebuilt.data!), `${store.constructor.name}: the same bytes`);
      fs.writeFile(`${ROOT}/papers/orbit.md`, '# Orbix\n\nThe Orbix survey covered 412 observatories in nine countries.\nOrbix complements ground surveys by adding satellite passes.\n', OLD);
    }
  });
});

describe('the index file on disk', () => {
  it('is signed with a key of this user kept outside the workspace: a file written under another key is refused', async () => {
    const base = scratchDir('warrant-index-store-');
    const mine = nodeIndexStore(path.join(base, 'ws', '.warrant'), path.join(base, 'key-mine'));
    const data = Uint8Array.from([1, 2, 3, 4, 5]);
    await mine.write(data);
    assert.deepEqual([...(await mine.read())!], [1, 2, 3, 4, 5]);
    assert.ok(shrinkable((await mine.read())!.buffer), 'read into a buffer the engine can give back once loaded');
    assert.equal(statSync(path.join(base, 'key-mine', 'index-key')).mode & 0o777, 0o600);
    const theirs = nodeIndexStore(path.join(base, 'ws', '.warrant'), path.join(base, 'key-theirs'));
    await assert.rejects(theirs.read(), /was not written by warrant for this user/);
    const file = path.join(base, 'ws', '.warrant', 'cache', 'discovery-index.bin');
    writeFileSync(file, readFileSync(file).subarray(0, 20));
    await assert.rejects(mine.read(), /was not written by warrant for this user \(or is damaged\)/);
  });

  it('is written piece by piece as the same bytes, and a writer whose pieces fail leaves the file it had', async () => {
    const base = scratchDir('warrant-index-pieces-');
    const store = nodeIndexStore(path.join(base, 'ws', '.warrant'), path.join(base, 'key'));
    const doc = (relPath: string, bounds: number[], records: number[], skeleton: number[]) => ({
      relPath, sourceHash: 'h'.repeat(64), size: 10, mtimeMs: 1, statTrusted: true, skeleton: Int32Array.from(skeleton),
      postings: { unitCount: bounds.length / 2, bounds: Int32Array.from(bounds), records: Int32Array.from(records) },
    });
    // c's piece is smaller than b's: made in the buffer b's piece was made in
    const snapshot = { version: INDEX_VERSION, vocab: ['quill', 'fold', 'sugar'], docs: [doc('a.md', [0, 5], [5, 1, 17], [1, 2]), doc('b.md', [0, 3, 4, 9], [3, 1, 33, 5, 2, 17, 33], [4, 5, 6]), doc('c.md', [0, 2], [2, 1, 33], [])] };
    const whole = encodeSnapshot(snapshot);
    const pieces = encodeSnapshotPieces(snapshot);
    assert.equal(pieces.length, whole.length);
    // each piece copied before the next is asked for (the documents' pieces share one buffer)
    const copies: Buffer[] = [];
    for (const piece of pieces.pieces()) copies.push(Buffer.from(piece));
    assert.deepEqual(Buffer.concat(copies), Buffer.from(whole), 'the pieces are the bytes encodeSnapshot gives');
    await store.writePieces!(pieces.length, () => pieces.pieces());
    assert.deepEqual(Buffer.from((await store.read())!), Buffer.from(whole));
    const decoded = decodeSnapshot((await store.read())!, INDEX_VERSION, true);
    assert.ok('snapshot' in decoded && decoded.snapshot.docs.length === 3);
    for (const [i, d] of decoded.snapshot.docs.entries()) {
      const given = snapshot.docs[i]!;
      assert.deepEqual([d.relPath, [...d.postings.bounds], [...d.postings.records], [...d.skeleton]], [given.relPath, [...given.postings.bounds], [...given.postings.records], [...given.skeleton]]);
    }
    // a writer that fails half way (the index changed under it) leaves the file as it was, and no temporary file
    const failing = encodeSnapshotPieces({ ...snapshot, docs: [snapshot.docs[0]!, { ...snapshot.docs[1]!, postings: { unitCount: 2, recordInts: 7, writeInto: () => { throw new Error('the index changed while it was being written'); } } }] });
    await assert.rejects(store.writePieces!(failing.length, () => failing.pieces()), /the index changed/);
    assert.deepEqual(Buffer.from((await store.read())!), Buffer.from(whole));
    assert.deepEqual(readdirSync(path.join(base, 'ws', '.warrant', 'cache')).filter((f) => f.includes('.tmp-')), []);
    // pieces that do not add up to the length announced are refused
    await assert.rejects(store.writePieces!(pieces.length + 4, () => pieces.pieces()), /not the \d+ announced/);
  });

  it('is hashed once on load: the signature stands for the snapshot\'s checksum, and any damaged file is still refused and rebuilt', async () => {
    const base = scratchDir('warrant-index-once-');
    const store = nodeIndexStore(path.join(base, 'ws', '.warrant'), path.join(base, 'key'));
    assert.equal(store.authenticates, true);
    const fs = workspace(new CountingFs());
    const expected = await verify(engineFor(fs, store));
    const file = path.join(base, 'ws', '.warrant', 'cache', 'discovery-index.bin');
    const good = readFileSync(file);
    assert.deepEqual(await readsToIndex(fs, store), [], 'the signed file is used: no source read');
    const all = ['notes/misc.md', 'notes/vela.md', 'papers/lumen.txt', 'papers/orbit.md'];
    const flip = (at: number): Buffer => Buffer.from(Uint8Array.from(good, (b, i) => (i === at ? b ^ 0x01 : b)));
    // the signature (32 bytes), then the snapshot: magic (8), checksum (32), meta, data
    const damaged: Array<[string, Buffer]> = [
      ['one byte short', good.subarray(0, good.length - 1)],
      ['cut in half', good.subarray(0, good.length >> 1)],
      ['one byte more', Buffer.concat([good, Buffer.from([0])])],
      ['a bit of the last posting', flip(good.length - 5)],
      ['a bit of the meta', flip(32 + 40 + 10)],
      ['a bit of the snapshot checksum', flip(32 + 8 + 3)],
      ['a bit of the signature', flip(0)],
    ];
    for (const [name, bytes] of damaged) {
      writeFileSync(file, bytes);
      await assert.rejects(store.read(), /or is damaged/, name);
      const logger = recorder();
      assert.deepEqual((await readsToIndex(fs, store, logger)).sort(), all, name);
      assert.equal(logger.warnings.length, 1, `${name}: ${logger.warnings.join(' | ')}`);
      assert.match(logger.warnings[0]!, /not read \(.*was not written by warrant for this user \(or is damaged\)\): indexing the sources again/, name);
      writeFileSync(file, bytes);
      assert.equal(await verify(engineFor(fs, store)), expected, name);
      assert.notDeepEqual(readFileSync(file), bytes, `${name}: a good index is written again`);
    }
  });

  it('has its checksum checked unless the store that read it authenticates it', async () => {
    const fs = workspace(new CountingFs());
    const plain = new MemoryStore('/ws/.warrant/discovery-index.bin');
    await verify(engineFor(fs, plain));
    // a snapshot whose checksum field alone is wrong: a store that checked a MAC over these bytes wrote them so
    const unchecked = Uint8Array.from(plain.data!, (b, i) => (i >= 8 && i < 40 ? 0 : b));
    assert.match((decodeSnapshot(unchecked, INDEX_VERSION) as { problem: string }).problem, /checksum mismatch/);
    assert.ok('snapshot' in decodeSnapshot(unchecked, INDEX_VERSION, true));
    // the other checks are made either way
    assert.match((decodeSnapshot(unchecked.subarray(0, unchecked.length - 4), INDEX_VERSION, true) as { problem: string }).problem, /bad length/);
    assert.match((decodeSnapshot(unchecked, 'discovery-999', true) as { problem: string }).problem, /index version/);
    class AuthenticatingStore extends MemoryStore {
      readonly authenticates = true;
    }
    const authenticating = new AuthenticatingStore('/ws/.warrant/discovery-index.bin');
    authenticating.data = unchecked;
    const logger = recorder();
    assert.deepEqual(await readsToIndex(fs, authenticating, logger), [], 'taken as it is');
    assert.deepEqual(logger.warnings, []);
    plain.data = unchecked;
    assert.equal((await readsToIndex(fs, plain, logger)).length, 4, 'refused');
    assert.match(logger.warnings.join('\n'), /checksum mismatch/);
  });
});

describe('indexing progress and cancellation', function () {
  this.timeout(30_000);

  it('reports n of N sources, stops between batches when cancelled, and the next run goes on to the same results', async () => {
    const fs = workspace();
    for (let i = 0; i < 70; i++) fs.writeFile(`${ROOT}/notes/extra-${String(i).padStart(2, '0')}.md`, `Note ${i} lists ${i + 3} minor pulsars.\n`, OLD);
    const seen: Array<[number, number]> = [];
    const controller = new AbortController();
    const config = parseConfig('{ "sources": ["papers", "notes"] }', `${ROOT}/.warrant.json`, ROOT);
    const engine = createEngine({
      config,
      ports: { fs, clock: { now: () => new Date(NOW) }, logger: recorder() },
      onIndexProgress: (done, total) => {
        seen.push([done, total]);
        controller.abort();
      },
    });
    await assert.rejects(engine.verifyDocument({ documentPath: DRAFT, text: CHAPTER, signal: controller.signal }), /indexing cancelled/);
    assert.deepEqual(seen, [[32, 74]]);
    seen.length = 0;
    const resumed = await verify(engine);
    assert.deepEqual(seen.at(-1), [74, 74]);
    assert.equal(resumed, await fromScratch(fs));
    seen.length = 0;
    await verify(engine);
    assert.deepEqual(seen, [], 'nothing to index: no progress');
  });
});

describe('persisted discovery index through the CLI', function () {
  this.timeout(60_000);

  /** The sample workspace copied to a scratch folder, its files dated an hour back (so their stats are trusted). */
  const indexFile = (dir: string): string => path.join(dir, '.warrant', 'cache', 'discovery-index.bin');
  const verifyJson = async (dir: string): Promise<string> => {
    const r = await runCli(['verify', 'drafts/warranted-search.md', '--format', 'json', '--fail-level', 'none'], dir);
    assert.equal(r.code, 0, r.err);
    assert.equal(r.err, '');
    return r.out;
  };

  it('prints the same JSON for the sample chapter with and without the persisted index, and after an incremental update as after a full rebuild', async () => {
    const dir = datedSampleCopy('warrant-index-');
    const cold = await verifyJson(dir);
    assert.ok(existsSync(indexFile(dir)), 'the first run persists the index');
    assert.equal(readFileSync(path.join(dir, '.warrant', 'cache', '.gitignore'), 'utf8').split('\n')[1], '*', 'never committed');
    const written = statSync(indexFile(dir)).mtimeMs;
    assert.equal(await verifyJson(dir), cold, 'warm run, persisted index');
    assert.equal(statSync(indexFile(dir)).mtimeMs, written, 'an unchanged index is not rewritten');
    rmSync(indexFile(dir));
    assert.equal(await verifyJson(dir), cold, 'index deleted: rebuilt from nothing');

    appendFileSync(path.join(dir, 'papers', 'citevqa.txt'), '\nThe CiteVQA benchmark was later extended with 40 more PDFs.\n');
    const incremental = await verifyJson(dir);
    rmSync(indexFile(dir));
    assert.equal(await verifyJson(dir), incremental, 'incremental update = full rebuild');
  });

  it('prints the same JSON in a fresh process that rebuilds the sources\' documents from their persisted skeletons', async () => {
    const dir = datedSampleCopy('warrant-index-');
    // each run its own process, so the warm one has no parsed document in memory: only skeletons or parsing
    const script = [
      `const { main } = require(${JSON.stringify(path.resolve('src/cli/main'))});`,
      "let out = '', err = '';",
      "main(['verify', 'drafts/warranted-search.md', '--format', 'json', '--fail-level', 'none'], { cwd: process.cwd(), stdout: (s) => { out += s; }, stderr: (s) => { err += s; }, env: {}, stderrIsTTY: false })",
      '  .then((code) => { if (code !== 0 || err) throw new Error(`exit ${code}: ${err}`); process.stdout.write(out); });',
    ].join('\n');
    const run = (): string => execFileSync(process.execPath, ['-r', require.resolve('tsx/cjs'), '-e', script], { cwd: dir, encoding: 'utf8' });
    const cold = run();
    const decoded = decodeSnapshot((await nodeIndexStore(path.join(dir, '.warrant')).read())!, INDEX_VERSION);
    assert.ok('snapshot' in decoded);
    const markdown = decoded.snapshot.docs.filter((d) => formatOf(d.relPath) === 'markdown');
    assert.ok(markdown.length > 0 && markdown.every((d) => d.skeleton.length > 0), 'every Markdown source has a skeleton');
    assert.equal(run(), cold);
  });

  it('rebuilds from a damaged index file with one warning and the same JSON', async () => {
    const dir = datedSampleCopy('warrant-index-');
    const cold = await verifyJson(dir);
    const bytes = readFileSync(indexFile(dir));
    writeFileSync(indexFile(dir), bytes.subarray(0, bytes.length - 100));
    const r = await runCli(['verify', 'drafts/warranted-search.md', '--format', 'json', '--fail-level', 'none'], dir);
    assert.equal(r.out, cold);
    assert.equal(r.err.trim().split('\n').length, 1, r.err);
    assert.match(r.err, /warrant: warning: discovery index .*cache\/discovery-index\.bin not read \(.*was not written by warrant for this user \(or is damaged\)\): indexing the sources again/);
    assert.equal(await verifyJson(dir), cold, 'and the rebuilt index is good');
  });
});
