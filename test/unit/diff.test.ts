import assert from 'node:assert/strict';
import {
  diffAttribution, diffSpanPlace, EvidenceHasher, MemoryStateStore, readLockfile, renderDiffJson, renderDiffText, renderReplayText, replayRecords,
  setReviewStatus, updateLockfile, type Lockfile,
} from '../../src/core/records';
import type { ResolvedConfig } from '../../src/core/config/schema';
import type { DocumentResult } from '../../src/core/model';
import { CITEVQA, CITEVQA_SPAN, claimResult, documentResult, DRAFT, FakeClock, makeConfig, spanOf, Workspace } from './records-fixtures';

const CLAIM = 'CiteVQA has 1,897 questions over 711 PDFs.';
const GREPSEEK = 'GrepSeek reduces reliance on dense retrieval for exact-match questions.\n';
const GREPSEEK_SPAN = 'GrepSeek reduces reliance on dense retrieval for exact-match questions.';
const hasher = new EvidenceHasher(null);

function supported(source = CITEVQA, label: 'supports' | 'partially_supports' | 'not_in_corpus' = 'supports') {
  return claimResult({ text: CLAIM, label, action: label === 'supports' ? 'accept' : 'abstain', evidence: label === 'not_in_corpus' ? [] : [spanOf('papers/citevqa.txt', source, CITEVQA_SPAN)] });
}

async function record(config: ResolvedConfig, docs: DocumentResult[]): Promise<{ lock: Lockfile; store: MemoryStateStore }> {
  const store = new MemoryStateStore();
  await updateLockfile(config, docs, { store, clock: new FakeClock() });
  return { lock: (await readLockfile(config, store)).lock, store };
}

describe('attribution diff', () => {
  const config = makeConfig();

  it('nothing changed: every claim still anchored, not worse', async () => {
    const ws = new Workspace(config).write('papers/citevqa.txt', CITEVQA);
    const { lock } = await record(config, [documentResult([supported()])]);
    const diff = await diffAttribution(lock, [documentResult([supported()])], ws.reader(), { config, hasher });
    assert.equal(diff.counts.anchored, 1);
    assert.equal(diff.worse, false);
    assert.deepEqual(diff.documents[0]!.entries.map((e) => e.kind), ['anchored']);
    assert.match(renderDiffText(diff), /1 claim unchanged and anchored/);
  });

  it('a source edit that removes the span and breaks the claim: lost evidence + worse verdict → worse', async () => {
    const edited = CITEVQA.replace('1,897 questions', '1,987 questions');
    const ws = new Workspace(config).write('papers/citevqa.txt', edited);
    const { lock } = await record(config, [documentResult([supported()])]);
    const now = documentResult([claimResult({ text: CLAIM, label: 'contradicts', action: 'refute', evidence: [spanOf('papers/citevqa.txt', edited, 'CiteVQA contains 1,987 questions across 711 PDFs.')] })]);
    const diff = await diffAttribution(lock, [now], ws.reader(), { config, hasher });
    const kinds = diff.documents[0]!.entries.map((e) => e.kind);
    assert.deepEqual(kinds, ['evidence_lost', 'verdict_changed']);
    assert.equal(diff.documents[0]!.entries[1]!.direction, 'worse');
    assert.equal(diff.worse, true);
    const text = renderDiffText(diff);
    assert.match(text, /✗ lost evidence · line 1 "CiteVQA has 1,897/);
    assert.match(text, /▼ verdict changed/);
    assert.match(text, /Evidence was lost or a verdict got worse\./);
  });

  it('the span moved within the source: span changed (re-anchored), not worse', async () => {
    const moved = 'New intro.\n\n' + CITEVQA;
    const ws = new Workspace(config).write('papers/citevqa.txt', moved);
    const { lock } = await record(config, [documentResult([supported()])]);
    const diff = await diffAttribution(lock, [documentResult([supported(moved)])], ws.reader(), { config, hasher });
    const [entry] = diff.documents[0]!.entries;
    assert.equal(entry!.kind, 'span_changed');
    assert.equal(entry!.anchors[0]!.status, 're_anchored');
    assert.equal(entry!.anchors[0]!.to!.start, CITEVQA.indexOf(CITEVQA_SPAN) + 'New intro.\n\n'.length);
    assert.equal(diff.worse, false);
  });

  it('names a PDF span by its page and a text span by its line', () => {
    assert.equal(diffSpanPlace({ relPath: 'papers/study.pdf', line: 40, page: 3 }), 'papers/study.pdf, p. 3');
    assert.equal(diffSpanPlace({ relPath: 'notes/a.md', line: 11 }), 'notes/a.md:12');
  });

  it('recorded span gone but the claim is now carried by another span: span changed, not lost', async () => {
    const ws = new Workspace(config).write('papers/citevqa.txt', '# CiteVQA\n').write('papers/grepseek.txt', GREPSEEK);
    const { lock } = await record(config, [documentResult([supported()])]);
    const now = documentResult([claimResult({ text: CLAIM, evidence: [spanOf('papers/grepseek.txt', GREPSEEK, GREPSEEK_SPAN)] })]);
    const diff = await diffAttribution(lock, [now], ws.reader(), { config, hasher });
    assert.deepEqual(diff.documents[0]!.entries.map((e) => e.kind), ['span_changed']);
    assert.match(diff.documents[0]!.entries[0]!.detail, /now carried by papers\/grepseek\.txt:1/);
    assert.equal(diff.worse, false);
  });

  it('a claim edited in the draft pairs with its old record: claim changed (re-verified), not a loss', async () => {
    const ws = new Workspace(config).write('papers/citevqa.txt', CITEVQA);
    const { lock } = await record(config, [documentResult([supported()])]);
    const edited = claimResult({ text: 'CiteVQA holds 1,897 questions over 711 PDFs.', evidence: [spanOf('papers/citevqa.txt', CITEVQA, CITEVQA_SPAN)] });
    const diff = await diffAttribution(lock, [documentResult([edited])], ws.reader(), { config, hasher });
    const [entry] = diff.documents[0]!.entries;
    assert.equal(entry!.kind, 'claim_changed');
    assert.equal(entry!.claimId, edited.claim.id);
    assert.equal(entry!.before!.label, 'supports');
    assert.equal(diff.worse, false);
  });

  it('claims added and removed are reported as such', async () => {
    const ws = new Workspace(config).write('papers/citevqa.txt', CITEVQA);
    const extra = claimResult({ text: 'A brand new claim with 3 parts.', label: 'not_in_corpus', action: 'abstain' });
    const { lock } = await record(config, [documentResult([supported()])]);
    const diff = await diffAttribution(lock, [documentResult([supported(), extra])], ws.reader(), { config, hasher });
    assert.deepEqual(diff.documents[0]!.entries.map((e) => e.kind), ['anchored', 'claim_added']);
    const back = await diffAttribution((await record(config, [documentResult([supported(), extra])])).lock, [documentResult([supported()])], ws.reader(), { config, hasher });
    assert.deepEqual(back.documents[0]!.entries.map((e) => e.kind), ['anchored', 'claim_removed']);
  });

  it('a better verdict is reported as better and does not fail', async () => {
    const ws = new Workspace(config).write('papers/citevqa.txt', CITEVQA);
    const { lock } = await record(config, [documentResult([supported(CITEVQA, 'partially_supports')])]);
    const diff = await diffAttribution(lock, [documentResult([supported()])], ws.reader(), { config, hasher });
    const changed = diff.documents[0]!.entries.find((e) => e.kind === 'verdict_changed')!;
    assert.equal(changed.direction, 'better');
    assert.equal(diff.worse, false);
  });

  it('a synthesis claim whose part lost its span: synthesis with a stale part', async () => {
    const ws = new Workspace(config).write('papers/citevqa.txt', CITEVQA).write('papers/grepseek.txt', GREPSEEK);
    const synth = (grepseekText: string) => claimResult({
      text: 'CiteVQA and GrepSeek together make exact evidence practical.',
      label: 'supports', action: 'review',
      evidence: [],
      evidenceSet: {
        subclaims: [
          { text: 'CiteVQA has 1,897 questions', verdict: { label: 'supports', supportScore: 0.9 }, evidence: [spanOf('papers/citevqa.txt', CITEVQA, CITEVQA_SPAN)] },
          { text: 'GrepSeek reduces dense retrieval', verdict: { label: 'supports', supportScore: 0.9 }, evidence: [spanOf('papers/grepseek.txt', grepseekText, GREPSEEK_SPAN)] },
        ],
        joins: [{ text: 'together make exact evidence practical', verdict: 'author_interpretation' }],
        compositionVerdict: 'supported_interpretation',
        note: 'parts supported; the join is the author’s',
      },
    });
    const { lock } = await record(config, [documentResult([synth(GREPSEEK)])]);
    ws.write('papers/grepseek.txt', 'GrepSeek replaces dense retrieval.\n');
    const diff = await diffAttribution(lock, [documentResult([synth(GREPSEEK)])], ws.reader(), { config, hasher });
    const stale = diff.documents[0]!.entries.find((e) => e.kind === 'synthesis_stale');
    assert.ok(stale);
    assert.match(stale.detail, /papers\/grepseek\.txt/);
  });

  it('repairs awaiting review until a review is recorded', async () => {
    const ws = new Workspace(config).write('papers/citevqa.txt', CITEVQA);
    const withRepair = () => {
      const r = claimResult({ text: CLAIM, label: 'partially_supports', action: 'repair', evidence: [spanOf('papers/citevqa.txt', CITEVQA, CITEVQA_SPAN)] });
      r.repair = { text: 'CiteVQA contains 1,897 questions.', verified: true, basis: 'span', highRisk: false };
      return documentResult([r]);
    };
    const { lock, store } = await record(config, [withRepair()]);
    const diff = await diffAttribution(lock, [withRepair()], ws.reader(), { config, hasher });
    assert.ok(diff.documents[0]!.entries.some((e) => e.kind === 'repair_awaiting_review'));
    await setReviewStatus(config, DRAFT, withRepair().results[0]!.claim.id, 'reviewed', { store, clock: new FakeClock() });
    const reviewed = (await readLockfile(config, store)).lock;
    const after = await diffAttribution(reviewed, [withRepair()], ws.reader(), { config, hasher });
    assert.ok(!after.documents[0]!.entries.some((e) => e.kind === 'repair_awaiting_review'));
  });

  it('a recorded verifier version other than the current one asks for a replay', async () => {
    const ws = new Workspace(config).write('papers/citevqa.txt', CITEVQA);
    const { lock } = await record(config, [documentResult([supported()])]);
    lock.documents['drafts/chapter.md']![0]!.verifierVersion = 'verify-0';
    const diff = await diffAttribution(lock, [documentResult([supported()])], ws.reader(), { config, hasher });
    assert.deepEqual(diff.documents[0]!.entries.map((e) => e.kind), ['anchored', 'verifier_changed']);
  });

  it('without re-verifying the draft (CI over sources only), a deleted source is lost evidence', async () => {
    const ws = new Workspace(config).write('papers/unrelated.txt', 'nothing here\n');
    const { lock } = await record(config, [documentResult([supported()])]);
    const diff = await diffAttribution(lock, [], ws.reader(), { config, hasher });
    assert.equal(diff.documents[0]!.verified, false);
    assert.deepEqual(diff.documents[0]!.entries.map((e) => e.kind), ['evidence_lost']);
    assert.equal(diff.worse, true);
    assert.match(renderDiffText(diff), /drafts\/chapter\.md \(not re-verified\)/);
  });

  it('JSON output keeps to the retention policy: no span text under metadata_only, before/after text with store_span', async () => {
    const moved = 'New intro.\n\n' + CITEVQA;
    const ws = new Workspace(config).write('papers/citevqa.txt', moved);
    const { lock } = await record(config, [documentResult([supported()])]);
    const json = renderDiffJson(await diffAttribution(lock, [documentResult([supported(moved)])], ws.reader(), { config, hasher }));
    assert.ok(!json.includes(CITEVQA_SPAN));
    assert.equal(JSON.parse(json).schemaVersion, 1);

    const keep = makeConfig({ retention: { default: 'store_span', overrides: [] } });
    const kept = await record(keep, [documentResult([supported()])]);
    const diff = await diffAttribution(kept.lock, [documentResult([supported(moved)])], new Workspace(keep).write('papers/citevqa.txt', moved).reader(), { config: keep, hasher });
    const entry = diff.documents[0]!.entries[0]!;
    assert.equal(entry.before!.spans[0]!.text, CITEVQA_SPAN);
    assert.equal(entry.after!.spans[0]!.text, CITEVQA_SPAN);
  });
});

describe('replay', () => {
  const config = makeConfig();

  it('same claim, same source, same verdict: no drift', async () => {
    const ws = new Workspace(config).write('papers/citevqa.txt', CITEVQA);
    const { lock } = await record(config, [documentResult([supported()])]);
    const report = await replayRecords(lock, [documentResult([supported()])], ws.reader(), { config, hasher });
    assert.deepEqual([report.replayed, report.drifted, report.notReplayable], [1, 0, 0]);
    assert.match(renderReplayText(report), /No verdict drift\./);
  });

  it('a new verifier that decides differently on unchanged inputs: drift, with direction', async () => {
    const ws = new Workspace(config).write('papers/citevqa.txt', CITEVQA);
    const { lock } = await record(config, [documentResult([supported()])]);
    lock.documents['drafts/chapter.md']![0]!.verifierVersion = 'verify-0';
    const report = await replayRecords(lock, [documentResult([supported(CITEVQA, 'partially_supports')])], ws.reader(), { config, hasher });
    assert.equal(report.drifted, 1);
    const [entry] = report.entries;
    assert.equal(entry!.direction, 'worse');
    assert.equal(entry!.recordedBy, 'verify-0');
    assert.match(renderReplayText(report), /▼ drafts\/chapter\.md .* \(recorded by verify-0\): supports\/accept → partially_supports\/abstain/);
  });

  it('a record whose source changed is not replayable (that is the diff’s job)', async () => {
    const ws = new Workspace(config).write('papers/citevqa.txt', CITEVQA + 'more\n');
    const { lock } = await record(config, [documentResult([supported()])]);
    const report = await replayRecords(lock, [documentResult([supported()])], ws.reader(), { config, hasher });
    assert.equal(report.notReplayable, 1);
    assert.match(report.entries[0]!.reason, /papers\/citevqa\.txt changed since recorded/);
  });
});
