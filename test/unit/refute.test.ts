import assert from 'node:assert/strict';
import type { Claim, EvidenceSpan, Verdict } from '../../src/core/model';
import { judgeCounterEvidence, namesIn, needsRefutation } from '../../src/core/refute';
import { makeClaim } from './verify-fixtures';

const span = (text: string, start = 0): EvidenceSpan => ({
  sourcePath: '/w/p.txt', relPath: 'p.txt', start, end: start + text.length, line: 0, text, spanHash: 'sha256:a', sourceHash: 'sha256:b', extractorVersion: 'x',
});
const claim = (text: string, extra: Partial<Claim> = {}): Claim =>
  makeClaim(text, { id: 'claim_x', hash: 'sha256:c', documentPath: '/w/d.md', paragraphKey: 'k', risk: 'high', ...extra });
const supports: Verdict = { label: 'supports', supportScore: 0.95, driftScore: 0.05, quality: 'strong', reason: '', flags: [] };
const thresholds = { acceptScore: 0.75, partialScore: 0.4 };

describe('refutation', () => {
  it('runs for high-risk and comparative claims, not for claims already out of scope', () => {
    assert.ok(needsRefutation({ risk: 'high', modality: 'factual', needsEvidence: true }, supports));
    assert.ok(needsRefutation({ risk: 'low', modality: 'comparative', needsEvidence: true }, supports));
    assert.ok(!needsRefutation({ risk: 'low', modality: 'factual', needsEvidence: true }, supports));
    assert.ok(!needsRefutation({ risk: 'high', modality: 'factual', needsEvidence: true }, { ...supports, label: 'not_in_corpus' }));
    assert.ok(!needsRefutation({ risk: 'high', modality: 'opinion', needsEvidence: false }, supports));
  });

  it('finds names a counter-span must share', () => {
    assert.deepEqual(namesIn('GrepSeek beats BM25 on SAA tasks.'), ['grepseek', 'bm25', 'saa']);
  });

  it('reports a contradiction', () => {
    const c = claim('GrepSeek outperforms dense retrieval on paraphrased queries.', { modality: 'comparative' });
    const counter = span('GrepSeek underperforms dense retrieval on paraphrased queries.', 100);
    const out = judgeCounterEvidence({ claim: c, support: supports, supportEvidence: [], candidates: [counter], thresholds, exhausted: false });
    assert.equal(out.outcome, 'claim_contradicted');
    assert.deepEqual(out.evidence, [counter]);
  });

  it('a mere denial does not outweigh the claim\'s word-for-word source; one that says the claim again with the denial taken out does', () => {
    const c = claim('The Quillet profile key cannot be set in a GrepSeek override.');
    const own = span('The Quillet profile key cannot be set in a GrepSeek override.', 0);
    const loose = span('To change the GrepSeek level, a Quillet crate can set the profile key in an override.', 500);
    const out = judgeCounterEvidence({ claim: c, support: supports, supportEvidence: [own], candidates: [own, loose], thresholds, exhausted: false });
    assert.notEqual(out.outcome, 'claim_contradicted');
    const again = span('The Quillet profile key can be set in a GrepSeek override.', 900);
    assert.equal(judgeCounterEvidence({ claim: c, support: supports, supportEvidence: [own], candidates: [own, again], thresholds, exhausted: false }).outcome, 'claim_contradicted');
  });

  it('the claim\'s word-for-word source outweighs a weaker word elsewhere and the same words with other figures', () => {
    const c = claim('All these GrepSeek votes are reserved to core developers.');
    const own = span('All these GrepSeek votes are reserved to core developers.', 0);
    const weaker = span('Some GrepSeek votes are reserved to core developers of the project.', 500);
    assert.equal(judgeCounterEvidence({ claim: c, support: supports, supportEvidence: [], candidates: [weaker], thresholds, exhausted: false }).outcome, 'claim_too_broad');
    assert.notEqual(judgeCounterEvidence({ claim: c, support: supports, supportEvidence: [own], candidates: [own, weaker], thresholds, exhausted: false }).outcome, 'claim_too_broad');
    const release = claim('After the release of GrepSeek 3.3.0 final, a final 3.2 bugfix update will be released.');
    const ownRelease = span('After the release of GrepSeek 3.3.0 final, a final 3.2 bugfix update will be released.', 0);
    const other = span('After the release of GrepSeek 3.4.0 final, a final 3.3 bugfix update will be released.', 900);
    assert.notEqual(judgeCounterEvidence({ claim: release, support: supports, supportEvidence: [ownRelease], candidates: [ownRelease, other], thresholds, exhausted: false }).outcome, 'claim_contradicted');
    assert.equal(judgeCounterEvidence({ claim: release, support: supports, supportEvidence: [], candidates: [other], thresholds, exhausted: false }).outcome, 'claim_contradicted');
  });

  it('a claim that cites its document is gainsaid only by that document', () => {
    const c = claim('All these GrepSeek votes are reserved to core developers (PEP 8015).');
    const elsewhere = { ...span('Some GrepSeek votes are reserved to core developers of the project.', 500), relPath: 'peps/pep-8016.rst', sourcePath: '/w/peps/pep-8016.rst' };
    assert.notEqual(judgeCounterEvidence({ claim: c, support: supports, supportEvidence: [], candidates: [elsewhere], thresholds, exhausted: false }).outcome, 'claim_too_broad');
    const own = { ...elsewhere, relPath: 'peps/pep-8015.rst', sourcePath: '/w/peps/pep-8015.rst' };
    assert.equal(judgeCounterEvidence({ claim: c, support: supports, supportEvidence: [], candidates: [own], thresholds, exhausted: false }).outcome, 'claim_too_broad');
  });

  it('reports a claim broader than a limitation the source states', () => {
    const c = claim('GrepSeek replaces dense retrieval.');
    const out = judgeCounterEvidence({ claim: c, support: supports, supportEvidence: [], candidates: [span('GrepSeek complements dense retrieval.')], thresholds, exhausted: false });
    assert.equal(out.outcome, 'claim_too_broad');
  });

  it('ignores the support span itself and unrelated passages', () => {
    const c = claim('GrepSeek answered 63% of the test questions.');
    const own = span('GrepSeek answered 63% of the test questions.');
    const unrelated = span('Dense retrieval is not always slower than BM25.', 200);
    const out = judgeCounterEvidence({ claim: c, support: supports, supportEvidence: [own], candidates: [own, unrelated], thresholds, exhausted: false });
    assert.equal(out.outcome, 'no_counterevidence_found');
  });

  it('says when the budget ran out before anything was found', () => {
    const out = judgeCounterEvidence({ claim: claim('GrepSeek answered 63% of the questions.'), support: supports, supportEvidence: [], candidates: [], thresholds, exhausted: true });
    assert.equal(out.outcome, 'budget_exhausted');
  });
  it('a span that says only part of a claim its source carries whole does not gainsay it; a figure said otherwise, or a weaker support, still does', () => {
    const c = claim('Creating a separate Quillet function that is only used in a single place is cumbersome and does not encourage keeping unsafe to a minimum.');
    const own = span('Creating a separate Quillet function which is only used at a single place is cumbersome, and does not encourage the keeping of unsafe to a minimum.', 0);
    const part = span('The changes proposed in this Quillet RFC are intended to increase ergonomics and encourage keeping unsafe to a minimum.', 700);
    const out = judgeCounterEvidence({ claim: c, support: { ...supports, supportScore: 1 }, supportEvidence: [own], candidates: [own, part], thresholds, exhausted: false });
    assert.notEqual(out.outcome, 'claim_contradicted');
    // (a support with a word left out is no source that carries it whole: the partial denial stands)
    const partly: Verdict = { ...supports, supportScore: 1, flags: ['context_carried:Quillet'] };
    assert.equal(judgeCounterEvidence({ claim: c, support: partly, supportEvidence: [own], candidates: [own, part], thresholds, exhausted: false }).outcome, 'claim_contradicted');
    // (an opposite word is no mere denial: "rejected" still gainsays "accepted and stored …", however little else it says)
    const uploads = claim('Quillet uploads larger than the limit are accepted and stored in the archive bucket.');
    const stored = span('Quillet uploads larger than the limit are accepted and stored in the archive bucket.', 0);
    const rejected = span('Quillet uploads larger than the limit are rejected.', 900);
    assert.equal(judgeCounterEvidence({ claim: uploads, support: { ...supports, supportScore: 1 }, supportEvidence: [stored], candidates: [stored, rejected], thresholds, exhausted: false }).outcome,
      'claim_contradicted');
    // (the same partial denial with nothing carrying the claim is a contradiction, as before)
    assert.equal(judgeCounterEvidence({ claim: c, support: { ...supports, label: 'partially_supports', supportScore: 0.6 }, supportEvidence: [], candidates: [part], thresholds, exhausted: false }).outcome, 'claim_contradicted');
  });
});
