import assert from 'node:assert/strict';
import { promises as fsp } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import {
  forgetPath, LockfileError, lockfilePath, MemoryStateStore, parseLockfile, readLockfile, setReviewStatus, TraceLineSchema,
  updateLockfile, withStateLock, type RecordsPorts,
} from '../../src/core/records';
import { nodeStateStore } from '../../src/core/records/node-state';
import { pathHash } from '../../src/core/records/retention';
import type { ResolvedConfig } from '../../src/core/config/schema';
import type { TraceEvent } from '../../src/core/model';
import { CITEVQA, CITEVQA_SPAN, claimResult, documentResult, DRAFT, FakeClock, makeConfig, ROOT, spanOf } from './records-fixtures';

const PRIVATE = 'Patient 4411 was enrolled by Dr Alma Reyes on 2025-03-02 after consent.\n';
const PRIVATE_SPAN = 'Patient 4411 was enrolled by Dr Alma Reyes on 2025-03-02 after consent.';

function ports(store = new MemoryStateStore(), clock = new FakeClock()): RecordsPorts & { store: MemoryStateStore; clock: FakeClock } {
  return { store, clock } as RecordsPorts & { store: MemoryStateStore; clock: FakeClock };
}

function traceEvent(warrantId: string, files: string[], phrase: string): TraceEvent {
  return { seq: 0, warrantId, op: 'search_phrase', args: { phrase }, files, charsRead: 100, charsReturned: 50, result: '1 hit in 1 file', status: 'ok', reason: null };
}

function chapter(label: 'supports' | 'does_not_support' = 'supports', extra: Parameters<typeof claimResult>[0][] = []) {
  const main = claimResult({ text: 'CiteVQA has 1,897 questions over 711 PDFs.', label, evidence: [spanOf('papers/citevqa.txt', CITEVQA, CITEVQA_SPAN)] });
  main.trace = [traceEvent(main.warrant!.id, ['papers/citevqa.txt'], 'questions across 711 PDFs')];
  return documentResult([main, ...extra.map(claimResult), claimResult({ text: 'I think this is neat.', needsEvidence: false, label: 'not_checked', action: 'pass' })]);
}

function allStateText(store: MemoryStateStore): string {
  return [...store.files.values()].map((f) => f.data).join('\n');
}

describe('lockfile: writing and determinism', () => {
  it('records evidence-bearing claims only, deterministically (sorted keys, 2 spaces, trailing newline)', async () => {
    const p = ports();
    const config = makeConfig();
    const result = await updateLockfile(config, [chapter()], p);
    assert.equal(result.changed, 1);
    const text = p.store.files.get(lockfilePath(config))!.data;
    assert.ok(text.endsWith('}\n'));
    assert.match(text, /^\{\n {2}"documents": \{\n {4}"drafts\/chapter\.md": \[/);
    const lock = parseLockfile(text, 'x');
    const [record] = lock.documents['drafts/chapter.md']!;
    assert.equal(lock.documents['drafts/chapter.md']!.length, 1);
    assert.equal(record!.evidence[0]!.relPath, 'papers/citevqa.txt');
    assert.equal(record!.verdict.label, 'supports');
    assert.equal(record!.staleStatus, 'fresh');
    assert.equal(record!.createdAt, '2026-11-22T08:00:00.000Z');
  });

  it('an unchanged re-run later rewrites nothing (no timestamp churn in git)', async () => {
    const p = ports();
    const config = makeConfig();
    await updateLockfile(config, [chapter()], p);
    const first = p.store.files.get(lockfilePath(config))!.data;
    p.clock.advance(3_600_000);
    const again = await updateLockfile(config, [chapter()], p);
    assert.equal(again.changed, 0);
    assert.equal(again.unchanged, 1);
    assert.equal(p.store.files.get(lockfilePath(config))!.data, first);
  });

  it('a changed verdict updates the record, keeps createdAt, accumulates the repair history, resets review', async () => {
    const p = ports();
    const config = makeConfig();
    await updateLockfile(config, [chapter()], p);
    const { claim } = chapter().results[0]!;
    assert.equal(await setReviewStatus(config, DRAFT, claim.id, 'reviewed', p), true);
    p.clock.advance(60_000);
    const repaired = chapter('does_not_support');
    repaired.results[0]!.repair = { text: 'CiteVQA reports 1,897 questions.', verified: true, basis: 'span', highRisk: false };
    await updateLockfile(config, [repaired], p);
    const record = (await readLockfile(config, p.store)).lock.documents['drafts/chapter.md']![0]!;
    assert.equal(record.verdict.label, 'does_not_support');
    assert.equal(record.createdAt, '2026-11-22T08:00:00.000Z');
    assert.equal(record.updatedAt, '2026-11-22T08:01:00.000Z');
    assert.equal(record.repairHistory.length, 1);
    assert.equal(record.repairHistory[0]!.text, undefined, 'metadata_only: repair text (built from the span) is not kept');
    assert.equal(record.reviewStatus, 'raw');
  });

  it('review status survives a re-run that changes nothing', async () => {
    const p = ports();
    const config = makeConfig();
    await updateLockfile(config, [chapter()], p);
    await setReviewStatus(config, DRAFT, chapter().results[0]!.claim.id, 'validated', p);
    p.clock.advance(1000);
    await updateLockfile(config, [chapter()], p);
    assert.equal((await readLockfile(config, p.store)).lock.documents['drafts/chapter.md']![0]!.reviewStatus, 'validated');
  });

  it('claims deleted from the draft lose their records', async () => {
    const p = ports();
    const config = makeConfig();
    await updateLockfile(config, [chapter('supports', [{ text: 'A second claim with 12 items.', label: 'not_in_corpus', action: 'abstain' }])], p);
    p.clock.advance(1000);
    const result = await updateLockfile(config, [chapter()], p);
    assert.equal(result.removed, 1);
    assert.equal((await readLockfile(config, p.store)).lock.documents['drafts/chapter.md']!.length, 1);
  });
});

describe('lockfile: retention in the lockfile and the traces', () => {
  it('metadata_only: no span text and no plain query terms anywhere in .warrant/', async () => {
    const p = ports();
    const config = makeConfig();
    const result = await updateLockfile(config, [chapter()], p);
    assert.ok(result.traceFile);
    const everything = allStateText(p.store);
    assert.ok(!everything.includes(CITEVQA_SPAN), 'span sentence leaked');
    assert.ok(!everything.includes('questions across'), 'span fragment or query term leaked');
    const lines = p.store.files.get(result.traceFile!)!.data.trim().split('\n').map((l) => TraceLineSchema.parse(JSON.parse(l)));
    assert.deepEqual(lines.map((l) => [l.traceKind, l.type]), [['support', 'operation'], ['support', 'decision']]);
    assert.match(lines[0]!.event!.args['phrase']!, /^sha256:/);
  });

  it('store_span keeps the span in the lockfile and plain query terms only when the audit config asks', async () => {
    const p = ports();
    const config = makeConfig({ retention: { default: 'store_span', overrides: [] }, plainQueryTerms: true });
    const result = await updateLockfile(config, [chapter()], p);
    assert.ok(p.store.files.get(lockfilePath(config))!.data.includes(CITEVQA_SPAN));
    assert.ok(p.store.files.get(result.traceFile!)!.data.includes('"phrase":"questions across 711 PDFs"'));
  });

  it('refutation events and decisions are traced separately from support', async () => {
    const p = ports();
    const config = makeConfig();
    const doc = chapter();
    const r = doc.results[0]!;
    const refWarrant = 'warrant_refutation1';
    r.trace.push(traceEvent(refWarrant, ['papers/citevqa.txt'], 'contradicting'));
    r.refutation = { outcome: 'no_counterevidence_found', evidence: [], warrant: { id: refWarrant, opsUsed: 1, filesTouched: 1, charsRead: 10, charsReturned: 0, exhausted: false, refusals: 0 } };
    const result = await updateLockfile(config, [doc], p);
    const lines = p.store.files.get(result.traceFile!)!.data.trim().split('\n').map((l) => TraceLineSchema.parse(JSON.parse(l)));
    assert.deepEqual(lines.map((l) => `${l.traceKind}/${l.type}`), ['support/operation', 'refutation/operation', 'support/decision', 'refutation/decision']);
    assert.equal(lines[3]!.decision!.outcome, 'no_counterevidence_found');
  });

  it('sensitive sources: secret created (0600, outside the lockfile), salted hashes, hashed paths in traces', async () => {
    const p = ports();
    const config = makeConfig({ retention: { default: 'store_span', overrides: [{ sources: ['private-notes/**'], retention: 'metadata_only', sensitive: true }] } });
    const r = claimResult({ text: 'Patient 4411 was enrolled in March 2025.', evidence: [spanOf('private-notes/visit.txt', PRIVATE, PRIVATE_SPAN)] });
    r.trace = [
      traceEvent(r.warrant!.id, ['private-notes/visit.txt'], 'patient 4411 enrolled'),
      { ...traceEvent(r.warrant!.id, ['private-notes/visit.txt'], 'x'), op: 'boundary', status: 'refused', reason: 'too_large: private-notes/visit.txt exceeds maxFileBytes' },
    ];
    const result = await updateLockfile(config, [documentResult([r])], p);
    const secret = p.store.files.get(path.join(config.stateDir, 'secret'))!;
    assert.equal(secret.mode, 0o600);
    assert.match(secret.data, /^[0-9a-f]{64}\n$/);
    const lockText = p.store.files.get(lockfilePath(config))!.data;
    assert.ok(!lockText.includes(secret.data.trim()));
    const span = spanOf('private-notes/visit.txt', PRIVATE, PRIVATE_SPAN);
    for (const text of [lockText, p.store.files.get(result.traceFile!)!.data]) {
      assert.ok(!text.includes(PRIVATE_SPAN) && !text.includes('Alma Reyes') && !text.includes('patient 4411'));
      assert.ok(!text.includes(span.spanHash) && !text.includes(span.sourceHash), 'bare hashes are a membership oracle');
    }
    assert.match(lockText, /"spanHash": "hmac-sha256:/);
    const traceText = p.store.files.get(result.traceFile!)!.data;
    assert.ok(!traceText.includes('private-notes/visit.txt'), 'sensitive paths are hashed in traces');
  });
});

describe('lockfile: corruption and versions', () => {
  it('invalid JSON: clear error naming the file and position', async () => {
    const p = ports();
    const config = makeConfig();
    p.store.files.set(lockfilePath(config), { data: '{\n  "schemaVersion": 1,\n  "documents": {,\n}', mode: 0o644 });
    await assert.rejects(readLockfile(config, p.store), (e: unknown) => {
      assert.ok(e instanceof LockfileError);
      assert.equal(e.file, lockfilePath(config));
      assert.match(e.message, /evidence\.lock\.json: invalid JSON \(.*line 3, column \d+\)/);
      return true;
    });
  });

  it('schema violation: the error names the field', () => {
    const bad = JSON.stringify({ schemaVersion: 1, generator: 'warrant', documents: { 'a.md': [{ claimId: 5 }] }, tombstones: [] });
    assert.throws(() => parseLockfile(bad, '.warrant/evidence.lock.json'), /\.warrant\/evidence\.lock\.json: does not match the lockfile schema: "documents\.a\.md\.0\.claimId"/);
  });

  it('a newer schema version is refused with an upgrade hint, not misread', () => {
    const newer = JSON.stringify({ schemaVersion: 99, generator: 'warrant', documents: {}, tombstones: [] });
    assert.throws(() => parseLockfile(newer, 'lock.json'), /lock\.json: this lockfile was written by a newer Warrant.*schemaVersion 99.*upgrade/);
  });

  it('an unknown older version is named, never guessed at', () => {
    const old = JSON.stringify({ schemaVersion: 0, documents: {} });
    assert.throws(() => parseLockfile(old, 'lock.json'), /lock\.json: schemaVersion 0 is not a known lockfile version/);
  });

  it('update over a corrupt lockfile: the bad file is backed up byte for byte first, then replaced', async () => {
    const p = ports();
    const config = makeConfig();
    const garbage = '{"schemaVersion": 1, "documents": {"drafts/chapter.md": [ {"claimId": "hand-edited" ';
    p.store.files.set(lockfilePath(config), { data: garbage, mode: 0o644 });
    const result = await updateLockfile(config, [chapter()], p);
    assert.ok(result.recovered);
    assert.equal(result.recovered.backupPath, `${lockfilePath(config)}.corrupt-2026-11-22T08-00-00-000Z`);
    assert.match(result.recovered.problem, /invalid JSON/);
    assert.equal(p.store.files.get(result.recovered.backupPath)!.data, garbage);
    assert.equal((await readLockfile(config, p.store)).lock.documents['drafts/chapter.md']!.length, 1);
  });
});

describe('lockfile: concurrent writers', () => {
  const other = path.join(ROOT, 'drafts/other.md');
  const otherDoc = () => documentResult([claimResult({ text: 'Each answer cites a page.', documentPath: other, evidence: [spanOf('papers/citevqa.txt', CITEVQA, 'Each answer must cite a page region.')] })], other);

  it('two interleaved async writers (CLI + extension) both keep their updates', async () => {
    const p = ports();
    const config = makeConfig();
    await Promise.all([updateLockfile(config, [chapter()], p), updateLockfile(config, [otherDoc()], p)]);
    const { lock } = await readLockfile(config, p.store);
    assert.deepEqual(Object.keys(lock.documents).sort(), ['drafts/chapter.md', 'drafts/other.md']);
    assert.ok(!p.store.files.has(path.join(config.stateDir, 'lock')), 'lock released');
  });

  it('same claim from two writers: the newer run wins even when it lands first', async () => {
    const config = makeConfig();
    const store = new MemoryStateStore();
    const later = new FakeClock(Date.parse('2026-11-22T09:00:00.000Z'));
    await updateLockfile(config, [chapter('does_not_support')], { store, clock: later });
    await updateLockfile(config, [chapter('supports')], { store, clock: new FakeClock() }); // an older run, written late
    const record = (await readLockfile(config, store)).lock.documents['drafts/chapter.md']![0]!;
    assert.equal(record.verdict.label, 'does_not_support');
  });

  it('a lock abandoned for over 10 s is taken over; a live one makes the writer wait, then time out clearly', async () => {
    const p = ports();
    const config = makeConfig();
    const lockFile = path.join(config.stateDir, 'lock');
    p.store.files.set(lockFile, { data: JSON.stringify({ token: 'dead', pid: 1, at: p.clock.now().getTime() - 11_000 }), mode: 0o644 });
    assert.equal(await withStateLock(config, p, async () => 'ran'), 'ran');
    p.store.files.set(lockFile, { data: JSON.stringify({ token: 'live', pid: 1, at: p.clock.now().getTime() }), mode: 0o644 });
    await assert.rejects(withStateLock(config, p, async () => 'ran', { timeoutMs: 100, retryMs: 5 }), /lock: held by another warrant process/);
    assert.match(p.store.files.get(lockFile)!.data, /live/, 'a live lock is never removed');
  });

  describe('on the real file system', () => {
    let dir: string;
    let config: ResolvedConfig;
    beforeEach(async () => {
      dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'warrant-records-'));
      config = makeConfig({ stateDir: path.join(dir, '.warrant') });
    });
    afterEach(async () => {
      await fsp.rm(dir, { recursive: true, force: true });
    });

    it('parallel writers through node:fs keep both updates, and leave no temp or lock files', async () => {
      const p = { store: nodeStateStore, clock: new FakeClock() };
      await Promise.all([updateLockfile(config, [chapter()], p), updateLockfile(config, [otherDoc()], p), updateLockfile(config, [chapter()], p)]);
      const { lock } = await readLockfile(config, nodeStateStore);
      assert.deepEqual(Object.keys(lock.documents).sort(), ['drafts/chapter.md', 'drafts/other.md']);
      assert.deepEqual((await fsp.readdir(config.stateDir)).sort(), ['.gitignore', 'evidence.lock.json', 'traces']);
      assert.match(await fsp.readFile(path.join(config.stateDir, '.gitignore'), 'utf8'), /^traces\/\nsecret\nlock\n/m);
    });

    it('atomic writes: a reader never sees a half-written file', async () => {
      const file = path.join(dir, 'big.json');
      const a = JSON.stringify({ v: 'a'.repeat(2_000_000) });
      const b = JSON.stringify({ v: 'b'.repeat(2_000_000) });
      await nodeStateStore.writeAtomic(file, a);
      let reads = 0;
      const writer = (async () => {
        for (let i = 0; i < 10; i++) await nodeStateStore.writeAtomic(file, i % 2 ? a : b);
      })();
      let done = false;
      void writer.then(() => (done = true));
      while (!done) {
        const seen = await nodeStateStore.read(file);
        assert.ok(seen === a || seen === b, 'partial content observed');
        reads++;
      }
      await writer;
      assert.ok(reads > 0);
      assert.deepEqual(await fsp.readdir(dir), ['big.json']);
    });

    it('the secret file is created with mode 0600', async () => {
      const sensitive = { ...config, retention: { default: 'metadata_only' as const, overrides: [{ sources: ['private-notes/**'], sensitive: true }] } };
      const r = claimResult({ text: 'Patient 4411 was enrolled.', evidence: [spanOf('private-notes/visit.txt', PRIVATE, PRIVATE_SPAN)] });
      await updateLockfile(sensitive, [documentResult([r])], { store: nodeStateStore, clock: new FakeClock() });
      const st = await fsp.stat(path.join(config.stateDir, 'secret'));
      assert.equal(st.mode & 0o777, 0o600);
    });
  });
});

describe('lockfile: forget and tombstones', () => {
  it('forgetting a source removes its records and trace lines, leaves a content-free tombstone, and blocks re-recording', async () => {
    const p = ports();
    const config = makeConfig();
    const keep = { text: 'Each answer cites a page.', evidence: [spanOf('papers/other.txt', 'Each answer must cite a page region.', 'Each answer must cite a page region.')] };
    const first = await updateLockfile(config, [chapter('supports', [keep])], p);
    const forgotten = await forgetPath(config, path.join(ROOT, 'papers/citevqa.txt'), 'licence withdrawn', p);
    assert.equal(forgotten.kind, 'source');
    assert.equal(forgotten.recordsRemoved, 1);
    assert.ok(forgotten.traceLinesRemoved >= 1);
    assert.deepEqual(forgotten.tombstone, { kind: 'source', pathHash: pathHash('papers/citevqa.txt'), reason: 'licence withdrawn', at: '2026-11-22T08:00:00.000Z' });
    const lockText = p.store.files.get(lockfilePath(config))!.data;
    assert.ok(!lockText.includes('papers/citevqa.txt'), 'the tombstone does not name the path');
    assert.ok(!p.store.files.get(first.traceFile!)!.data.includes('citevqa'), 'trace lines about it are purged');
    const again = await updateLockfile(config, [chapter('supports', [keep])], p);
    assert.equal(again.forgotten, 1);
    const { lock } = await readLockfile(config, p.store);
    assert.deepEqual(lock.documents['drafts/chapter.md']!.map((r) => r.evidence[0]!.relPath), ['papers/other.txt']);
  });

  it('forgetting a draft removes all its records and is remembered as a document tombstone', async () => {
    const p = ports();
    const config = makeConfig();
    await updateLockfile(config, [chapter()], p);
    const result = await forgetPath(config, DRAFT, 'draft withdrawn', p);
    assert.equal(result.kind, 'document');
    assert.equal(result.recordsRemoved, 1);
    const { lock } = await readLockfile(config, p.store);
    assert.deepEqual(lock.documents, {});
    assert.equal(lock.tombstones[0]!.kind, 'document');
    assert.equal((await updateLockfile(config, [chapter()], p)).forgotten, 1);
  });
});

describe('lockfile: forgetting a folder', () => {
  it('forgets every source under it, and later sources under it are not recorded either', async () => {
    const p = ports();
    const config = makeConfig();
    const inFolder = { text: 'Notes say 12 items.', evidence: [spanOf('notes/private/a.txt', 'There are 12 items.\n', 'There are 12 items.')] };
    const result = await forgetPath(config, path.join(ROOT, 'notes'), 'personal notes', p);
    assert.equal(result.kind, 'source');
    assert.equal(result.recordsRemoved, 0);
    const update = await updateLockfile(config, [chapter('supports', [inFolder])], p);
    assert.equal(update.forgotten, 1);
    const { lock } = await readLockfile(config, p.store);
    assert.deepEqual(lock.documents['drafts/chapter.md']!.map((r) => r.evidence[0]!.relPath), ['papers/citevqa.txt']);
    const traces = p.store.files.get(update.traceFile!)!.data;
    assert.ok(!traces.includes('notes/private'), 'no trace lines about forgotten sources either');
  });
});
