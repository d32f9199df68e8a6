import assert from 'node:assert/strict';
import { SourceStore } from '../../src/core/kernel';
import { silentLogger } from '../../src/core/ports';
import {
  buildRecord, checkAnchor, checkRecord, DependencyIndex, EvidenceHasher, EvidenceRecords, MemoryStateStore, redact, resolvePolicy,
  type EvidenceRecord,
} from '../../src/core/records';
import { emptyLockfile } from '../../src/core/records/schema';
import type { ResolvedConfig } from '../../src/core/config/schema';
import { CITEVQA, CITEVQA_SPAN, claimResult, documentResult, DRAFT, FakeClock, makeConfig, ROOT, spanOf, Workspace } from './records-fixtures';

const SECRET = 'a'.repeat(64);
const AT = '2026-11-22T08:00:00.000Z';

function recordFor(config: ResolvedConfig, hasher: EvidenceHasher, source = CITEVQA, spanText = CITEVQA_SPAN, relPath = 'papers/citevqa.txt'): EvidenceRecord {
  const result = claimResult({ text: 'CiteVQA has 1,897 questions over 711 PDFs.', evidence: [spanOf(relPath, source, spanText)] });
  return buildRecord(result, 'drafts/chapter.md', { config, hasher, at: AT });
}

describe('records: staleness and re-anchoring', () => {
  const config = makeConfig();
  const hasher = new EvidenceHasher(null);

  it('unchanged source: anchored, source unchanged', async () => {
    const ws = new Workspace(config).write('papers/citevqa.txt', CITEVQA);
    const check = await checkRecord(recordFor(config, hasher), ws.reader(), hasher);
    assert.equal(check.status, 'anchored');
    assert.equal(check.anchors[0]!.sourceChanged, false);
    assert.equal(check.replayNeeded, false);
  });

  it('edit elsewhere in the source: still anchored at the same offsets, source hash changed', async () => {
    const ws = new Workspace(config).write('papers/citevqa.txt', CITEVQA + 'An appendix was added.\n');
    const check = await checkRecord(recordFor(config, hasher), ws.reader(), hasher);
    assert.equal(check.status, 'anchored');
    assert.equal(check.anchors[0]!.sourceChanged, true);
  });

  it('moved span under metadata_only: re-anchored by hash alone, new offsets point at the exact text', async () => {
    const record = recordFor(config, hasher);
    assert.equal(record.evidence[0]!.text, undefined, 'metadata_only keeps no span text');
    const moved = 'Preface.\nA new paragraph pushes everything down.\n\n' + CITEVQA;
    const ws = new Workspace(config).write('papers/citevqa.txt', moved);
    const check = await checkRecord(record, ws.reader(), hasher);
    assert.equal(check.status, 're_anchored');
    const to = check.anchors[0]!.relocated!;
    assert.equal(moved.slice(to.start, to.end), CITEVQA_SPAN);
    assert.equal(to.line, moved.slice(0, to.start).split('\n').length - 1);
  });

  it('repeated span text: re-anchors to the occurrence nearest the old offset', async () => {
    const source = 'x'.repeat(10) + CITEVQA_SPAN + '\n' + 'y'.repeat(400) + CITEVQA_SPAN + '\n';
    const record = recordFor(config, hasher, source, CITEVQA_SPAN);
    const shifted = 'z'.repeat(300) + source; // both occurrences move by 300; nearest to the old start (10) is the first
    const ws = new Workspace(config).write('papers/citevqa.txt', shifted);
    const anchor = await checkAnchor(record.evidence[0]!, await ws.reader().read('papers/citevqa.txt'), { hasher });
    assert.equal(anchor.status, 're_anchored');
    assert.equal(anchor.relocated!.start, 310);
  });

  it('edited span (a number changed) under metadata_only: lost, never re-anchored', async () => {
    const ws = new Workspace(config).write('papers/citevqa.txt', CITEVQA.replace('1,897', '1,987'));
    const check = await checkRecord(recordFor(config, hasher), ws.reader(), hasher);
    assert.equal(check.status, 'lost');
    assert.equal(check.anchors[0]!.relocated, null);
  });

  it('edited span with store_span: only a fuzzy candidate, which must be re-verified', async () => {
    const keep = makeConfig({ retention: { default: 'store_span', overrides: [] } });
    const edited = CITEVQA.replace('1,897 questions', '1,987 questions');
    const ws = new Workspace(keep).write('papers/citevqa.txt', edited);
    const check = await checkRecord(recordFor(keep, hasher), ws.reader(), hasher);
    assert.equal(check.status, 'candidate');
    const a = check.anchors[0]!;
    assert.ok(a.similarity! >= 0.6 && a.similarity! < 1);
    assert.match(edited.slice(a.relocated!.start, a.relocated!.end), /CiteVQA contains 1,987 questions/);
    assert.match(a.reason, /re-verify/);
  });

  it('redacted span: masked digits and names act as wildcards for the candidate', async () => {
    const red = makeConfig({ retention: { default: 'store_redacted_span', overrides: [] } });
    const span = 'The benchmark was assembled by Maria Lopez at Example Labs in 2024.';
    const record = recordFor(red, hasher, CITEVQA, span);
    assert.equal(record.evidence[0]!.text, 'The benchmark was assembled by ▪▪▪▪▪ ▪▪▪▪▪ at ▪▪▪▪▪▪▪ ▪▪▪▪ in ####.');
    const ws = new Workspace(red).write('papers/citevqa.txt', CITEVQA.replace('assembled by', 'put together by'));
    const check = await checkRecord(record, ws.reader(), hasher);
    assert.equal(check.status, 'candidate');
  });

  it('deleted source: lost', async () => {
    const ws = new Workspace(config).write('papers/other.txt', 'unrelated\n');
    const check = await checkRecord(recordFor(config, hasher), ws.reader(), hasher);
    assert.equal(check.status, 'lost');
    assert.match(check.anchors[0]!.reason, /deleted/);
  });

  it('renamed source (same content at another path): renamed', async () => {
    const ws = new Workspace(config).write('archive/citevqa-v1.txt', CITEVQA);
    const check = await checkRecord(recordFor(config, hasher), ws.reader(), hasher);
    assert.equal(check.status, 'renamed');
    assert.equal(check.anchors[0]!.relocated!.relPath, 'archive/citevqa-v1.txt');
  });

  it('claim edited: claim_changed', async () => {
    const ws = new Workspace(config).write('papers/citevqa.txt', CITEVQA);
    const edited = claimResult({ text: 'CiteVQA has 2,000 questions over 711 PDFs.' });
    const check = await checkRecord(recordFor(config, hasher), ws.reader(), hasher, edited.claim.hash);
    assert.equal(check.status, 'claim_changed');
  });

  it('verifier bumped: replay needed', async () => {
    const ws = new Workspace(config).write('papers/citevqa.txt', CITEVQA);
    const record = { ...recordFor(config, hasher), verifierVersion: 'verify-0' };
    const check = await checkRecord(record, ws.reader(), hasher);
    assert.equal(check.status, 'anchored');
    assert.equal(check.replayNeeded, true);
  });
});

describe('records: retention and salted hashes', () => {
  it('metadata_only keeps no source text in the record, only hashes and offsets', () => {
    const config = makeConfig();
    const record = recordFor(config, new EvidenceHasher(null));
    const serialized = JSON.stringify(record);
    assert.ok(!serialized.includes(CITEVQA_SPAN));
    assert.ok(!serialized.includes('questions across'));
    assert.match(record.evidence[0]!.spanHash, /^sha256:/);
  });

  it('store_span keeps the exact span', () => {
    const config = makeConfig({ retention: { default: 'store_span', overrides: [] } });
    assert.equal(recordFor(config, new EvidenceHasher(null)).evidence[0]!.text, CITEVQA_SPAN);
  });

  it('per-source overrides apply in order; sensitive sources get HMAC hashes that differ per secret', () => {
    const config = makeConfig({
      retention: {
        default: 'store_span',
        overrides: [{ sources: ['private-notes/**'], retention: 'metadata_only', sensitive: true }],
      },
    });
    assert.deepEqual(resolvePolicy(config, 'private-notes/a.txt'), { retention: 'metadata_only', sensitive: true });
    assert.deepEqual(resolvePolicy(config, 'papers/a.txt'), { retention: 'store_span', sensitive: false });
    const byFolder = makeConfig({ retention: { default: 'store_span', overrides: [{ sources: ['private-notes'], sensitive: true }] } });
    assert.equal(resolvePolicy(byFolder, 'private-notes/deep/a.txt').sensitive, true, 'a plain folder covers what is below it, as in `sources`');
    const a = recordFor(config, new EvidenceHasher(SECRET), CITEVQA, CITEVQA_SPAN, 'private-notes/c.txt');
    const b = recordFor(config, new EvidenceHasher('b'.repeat(64)), CITEVQA, CITEVQA_SPAN, 'private-notes/c.txt');
    const span = a.evidence[0]!;
    assert.match(span.spanHash, /^hmac-sha256:/);
    assert.match(span.sourceHash, /^hmac-sha256:/);
    assert.notEqual(span.spanHash, b.evidence[0]!.spanHash);
    assert.notEqual(span.fingerprint, b.evidence[0]!.fingerprint, 'the relocation fingerprint is keyed too');
    const bare = spanOf('private-notes/c.txt', CITEVQA, CITEVQA_SPAN);
    assert.ok(!JSON.stringify(a).includes(bare.spanHash), 'no bare span hash (membership oracle)');
    assert.ok(!JSON.stringify(a).includes(bare.sourceHash), 'no bare source hash');
    assert.equal(span.text, undefined);
  });

  it('salted spans re-anchor with the same secret and are unverifiable with another', async () => {
    const config = makeConfig({ retention: { default: 'metadata_only', overrides: [{ sources: ['private-notes/**'], sensitive: true }] } });
    const hasher = new EvidenceHasher(SECRET);
    const record = recordFor(config, hasher, CITEVQA, CITEVQA_SPAN, 'private-notes/c.txt');
    const ws = new Workspace(config).write('private-notes/c.txt', 'Moved down.\n' + CITEVQA);
    assert.equal((await checkRecord(record, ws.reader(), hasher)).status, 're_anchored');
    assert.equal((await checkRecord(record, ws.reader(), new EvidenceHasher('c'.repeat(64)))).status, 'unverifiable');
  });

  it('redact masks digits and mid-sentence capitalised words, preserving length', () => {
    const text = 'In 2024, Maria Lopez measured 53.6% on CiteVQA. The end.';
    const out = redact(text);
    assert.equal(out.length, text.length);
    assert.equal(out, 'In ####, ▪▪▪▪▪ ▪▪▪▪▪ measured ##.#% on ▪▪▪▪▪▪▪. The end.');
  });
});

describe('records: dependency index', () => {
  it('finds records by source, claim and verifier version', () => {
    const config = makeConfig();
    const hasher = new EvidenceHasher(null);
    const lock = emptyLockfile();
    const r1 = recordFor(config, hasher);
    const r2 = buildRecord(
      claimResult({ text: 'Each answer cites a page region.', evidence: [spanOf('papers/other.txt', 'Each answer must cite a page region.', 'Each answer must cite a page region.')] }),
      'drafts/chapter.md', { config, hasher, at: AT },
    );
    lock.documents['drafts/chapter.md'] = [r1, { ...r2, verifierVersion: 'verify-0' }];
    const index = new DependencyIndex(lock);
    assert.deepEqual(index.bySource('papers/citevqa.txt').map((r) => r.claimId), [r1.claimId]);
    assert.deepEqual(index.byClaim(r2.claimId).map((r) => r.claimId), [r2.claimId]);
    assert.deepEqual(index.byVerifier('verify-0').map((r) => r.claimId), [r2.claimId]);
    assert.deepEqual(index.notVerifiedBy('verify-1').map((r) => r.claimId), [r2.claimId]);
    assert.deepEqual(index.sources(), ['papers/citevqa.txt', 'papers/other.txt']);
    assert.deepEqual([...index.dependents(['papers/other.txt'])].map(([d, ids]) => [d, [...ids]]), [['drafts/chapter.md', [r2.claimId]]]);
  });
});

describe('records: the EvidenceRecords service (what the extension uses)', () => {
  it('records, finds dependents of a changed source, marks staleness, and a fresh run resets it', async () => {
    const config = makeConfig();
    const ws = new Workspace(config).write('papers/citevqa.txt', CITEVQA);
    const clock = new FakeClock();
    const records = () => new EvidenceRecords({ config, store, clock, sources: new SourceStore(ws.fs, config, silentLogger) });
    const store = new MemoryStateStore();
    const doc = documentResult([claimResult({ text: 'CiteVQA has 1,897 questions over 711 PDFs.', evidence: [spanOf('papers/citevqa.txt', CITEVQA, CITEVQA_SPAN)] })]);
    await records().update([doc]);

    const dependents = await records().dependentClaims([`${ROOT}/papers/citevqa.txt`, `${ROOT}/papers/unrelated.txt`]);
    assert.deepEqual([...dependents.keys()], [DRAFT]);
    assert.deepEqual([...dependents.get(DRAFT)!], [doc.results[0]!.claim.id]);

    ws.remove('papers/citevqa.txt');
    assert.deepEqual((await records().markStaleness()).source_missing, 1);
    assert.equal((await records().read()).lock.documents['drafts/chapter.md']![0]!.staleStatus, 'source_missing');
    const diff = await records().diff([]);
    assert.equal(diff.worse, true);

    ws.write('papers/citevqa.txt', CITEVQA);
    clock.advance(1000);
    await records().update([doc]);
    assert.equal((await records().read()).lock.documents['drafts/chapter.md']![0]!.staleStatus, 'fresh');
  });
});
