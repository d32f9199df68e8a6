import assert from 'node:assert/strict';
import { extractSpans } from '../../src/core/extract/index';
import type { Claim, EvidenceSpan, Risk } from '../../src/core/model';
import { DEFAULT_THRESHOLDS, verifyClaim, type VerifyOutput } from '../../src/core/verify/index';
import { proposeRepair } from '../../src/core/verify/repair';
import { ALL_DOCS, CITEVQA, makeClaim, makeDoc, makeWindow, spanOf } from './verify-fixtures';

const SCOPE = { exhausted: false, filesSearched: 3 };

function run(claim: Claim, candidates: EvidenceSpan[]): VerifyOutput {
  return verifyClaim({ claim, candidates, thresholds: DEFAULT_THRESHOLDS, scope: SCOPE });
}

function verifyAndRepair(text: string, risk: Risk = 'high', docs = ALL_DOCS) {
  const claim = makeClaim(text, { modality: 'causal', risk });
  const out = run(claim, docs.flatMap((d) => extractSpans(claim, makeWindow(d), d)));
  return { claim, out, repair: proposeRepair(claim, out.verdict, out.evidence) };
}

/** What the engine does before offering a repair: the rewrite must come back `supports` on the same evidence. */
function assertRepairVerifies(claim: Claim, repairText: string, evidence: EvidenceSpan[]): void {
  const again = run({ ...claim, text: repairText }, evidence);
  assert.equal(again.verdict.label, 'supports', `${repairText} → ${again.verdict.label}: ${again.verdict.reason}`);
  assert.ok(['strong', 'verified'].includes(again.verdict.quality), `${repairText} → quality ${again.verdict.quality}`);
}

describe('verify/repair: softened rewrites from the evidence\'s own wording', () => {
  it('replaces "eliminates" with the span\'s "reduces" and the rewrite verifies', () => {
    const { claim, out, repair } = verifyAndRepair('ACL-Verbatim eliminates hallucination from research QA.');
    assert.ok(repair);
    assert.equal(repair.text, 'ACL-Verbatim reduces hallucination risk in research QA by returning answers as verbatim spans of the source.');
    assert.doesNotMatch(repair.text, /eliminat/);
    assert.match(repair.basis, /'reduces' \(papers\/acl_verbatim\.txt line 3\)/);
    assert.equal(repair.highRisk, true);
    assertRepairVerifies(claim, repair.text, out.evidence);
  });

  it('turns "replaces dense retrieval" into the span\'s "complements index-based retrieval", verified', () => {
    const { claim, out, repair } = verifyAndRepair('GrepSeek replaces dense retrieval.');
    assert.ok(repair);
    assert.match(repair.text, /^GrepSeek complements index-based retrieval/);
    assert.doesNotMatch(repair.text, /dense|replaces/);
    assertRepairVerifies(claim, repair.text, out.evidence);
  });

  it('narrows "always" to the span\'s "often"', () => {
    const span = spanOf(CITEVQA, 'Models that answer correctly often cite the wrong page.');
    const claim = makeClaim('Models that answer correctly always cite the wrong page.', { risk: 'high' });
    const out = run(claim, [span]);
    const repair = proposeRepair(claim, out.verdict, out.evidence);
    assert.ok(repair);
    assert.equal(repair.text, 'Models that answer correctly often cite the wrong page.');
    assertRepairVerifies(claim, repair.text, [span]);
  });

  it('keeps the writer\'s sentence and swaps only the predicate when the object is the span\'s too', () => {
    const doc = makeDoc('notes/lint.md', 'Warrant reduces citation errors, according to our pilot.\n');
    const { claim, out, repair } = verifyAndRepair('Warrant eliminates citation errors.', 'medium', [doc]);
    assert.equal(out.verdict.label, 'partially_supports');
    assert.ok(repair);
    assert.ok(['Warrant reduces citation errors, according to our pilot.', 'Warrant reduces citation errors.'].includes(repair.text), repair.text);
    assertRepairVerifies(claim, repair.text, out.evidence);
  });

  it('narrows "most" to the span\'s "some"', () => {
    const doc = makeDoc('notes/some.md', 'In the Tarrow trial, some participants replaced car commutes with e-bike trips.\n');
    const { claim, out, repair } = verifyAndRepair('In the Tarrow trial, most participants replaced car commutes with e-bike trips.', 'medium', [doc]);
    assert.ok(repair);
    assert.equal(repair.text, 'In the Tarrow trial, some participants replaced car commutes with e-bike trips.');
    assertRepairVerifies(claim, repair.text, out.evidence);
  });

  it('puts back the hedge the claim dropped', () => {
    const doc = makeDoc('notes/bm25.md', 'BM25 is often more accurate than dense retrieval on keyword-heavy queries.\nDirect corpus interaction can complement index-based retrieval.\n');
    const often = verifyAndRepair('BM25 is more accurate than dense retrieval on keyword-heavy queries.', 'medium', [doc]);
    assert.equal(often.repair?.text, 'BM25 is often more accurate than dense retrieval on keyword-heavy queries.');
    assert.equal(often.repair?.highRisk, false);
    assertRepairVerifies(often.claim, often.repair!.text, often.out.evidence);
    const can = verifyAndRepair('Direct corpus interaction complements index-based retrieval.', 'medium', [doc]);
    assert.equal(can.repair?.text, 'Direct corpus interaction can complement index-based retrieval.');
    assertRepairVerifies(can.claim, can.repair!.text, can.out.evidence);
  });

  it('drops a quantifier no span states ("always returns" → "returns")', () => {
    const doc = makeDoc('papers/acl.md', 'ACL-Verbatim returns verbatim source spans.\n');
    const { claim, out, repair } = verifyAndRepair('ACL-Verbatim always returns verbatim source spans.', 'high', [doc]);
    assert.equal(out.verdict.label, 'partially_supports');
    assert.ok(out.verdict.flags.includes('predicate_unsupported:always'));
    assert.equal(repair?.text, 'ACL-Verbatim returns verbatim source spans.');
    assertRepairVerifies(claim, repair!.text, out.evidence);
  });

  it('hedges an unhedged claim with the span\'s own modal', () => {
    const doc = makeDoc('notes/hedge.md', 'GrepSeek may replace BM25 for exact identifier lookups.\n');
    const { claim, out, repair } = verifyAndRepair('GrepSeek replaces BM25 for exact identifier lookups.', 'high', [doc]);
    assert.equal(out.verdict.label, 'partially_supports');
    assert.ok(repair);
    assert.equal(repair.text, 'GrepSeek may replace BM25 for exact identifier lookups.');
    assertRepairVerifies(claim, repair.text, out.evidence);
  });

  it('restores the source\'s number in a contradicted metric claim', () => {
    const { claim, out, repair } = verifyAndRepair('CiteVQA contains 1,987 questions across 711 PDFs.', 'medium');
    assert.equal(out.verdict.label, 'contradicts');
    assert.ok(repair);
    assert.equal(repair.text, 'CiteVQA contains 1,897 questions across 711 PDFs.');
    assert.match(repair.basis, /1,897/);
    assert.equal(repair.highRisk, false);
    assertRepairVerifies(claim, repair.text, out.evidence);
  });

  it('restores the changed number, not a value the claim already has right', () => {
    const doc = makeDoc('studies/calder.md', 'In the Calder Bay study, modal share in the western district rose from 3% to 4%.\n');
    const { claim, out, repair } = verifyAndRepair('In the Calder Bay study, modal share in the western district rose from 3% to 8%.', 'medium', [doc]);
    assert.equal(out.verdict.label, 'contradicts');
    assert.ok(repair);
    assert.equal(repair.text, 'In the Calder Bay study, modal share in the western district rose from 3% to 4%.');
    assertRepairVerifies(claim, repair.text, out.evidence);
  });

  it('falls back to the span\'s own sentence when the span states no relation to swap in', () => {
    const doc = makeDoc('studies/calder2.md', 'The Calder Bay study concluded that network connectivity mattered more than total lane length.\n');
    const { claim, out, repair } = verifyAndRepair('The Calder Bay study proves that network connectivity mattered more than total lane length.', 'high', [doc]);
    assert.equal(out.verdict.label, 'partially_supports');
    assert.ok(repair);
    assert.equal(repair.text, 'The Calder Bay study concluded that network connectivity mattered more than total lane length.');
    assert.equal(repair.highRisk, true);
    assertRepairVerifies(claim, repair.text, out.evidence);
  });

  it('cuts a conjunctive claim back to the parts the evidence carries', () => {
    const doc = makeDoc('studies/merrow.md', 'The Merrow survey interviewed 310 shopkeepers and 2,400 customers.\n');
    const { claim, out, repair } = verifyAndRepair('The Merrow survey interviewed 310 shopkeepers and 2,400 customers and was funded by the Merrow chamber of commerce.', 'medium', [doc]);
    assert.equal(out.verdict.label, 'partially_supports');
    assert.ok(out.verdict.flags.includes('conjunct_unsupported'));
    assert.equal(repair?.text, 'The Merrow survey interviewed 310 shopkeepers and 2,400 customers.');
    assertRepairVerifies(claim, repair!.text, out.evidence);
  });

  it('offers nothing when the evidence has no wording to repair with', () => {
    const supported = verifyAndRepair('CiteVQA contains 1,897 questions across 711 PDFs.', 'medium');
    assert.equal(supported.out.verdict.label, 'supports');
    assert.equal(supported.repair, null);
    const negated = verifyAndRepair('ACL-Verbatim paraphrases the source text.', 'medium');
    assert.equal(negated.out.verdict.label, 'contradicts');
    assert.equal(negated.repair, null);
    const missingNumber = verifyAndRepair('CiteVQA contains 1,897 questions across 711 PDFs from 2019.', 'medium');
    assert.equal(missingNumber.repair, null);
    const claim = makeClaim('GrepSeek replaces dense retrieval.');
    assert.equal(proposeRepair(claim, run(claim, []).verdict, []), null);
  });

  it('never offers a rewrite the verifier would not accept in full', () => {
    for (const text of [
      'ACL-Verbatim eliminates hallucination from research QA.',
      'GrepSeek replaces dense retrieval.',
      'GrepSeek always makes search trajectories explicit.',
      'CiteVQA proves that models cite the wrong page.',
    ]) {
      const { claim, out, repair } = verifyAndRepair(text);
      if (repair) assertRepairVerifies(claim, repair.text, out.evidence);
    }
  });
});

describe('verify/repair: requirement words in capitals and plans by their noun (invented)', () => {
  it('a requirement put at another level is repaired with the span\'s word in its case; a plan by its noun is not rewritten', () => {
    const rules = makeDoc('notes/rules.md', 'A cache entry with no checksum MUST be treated as stale by every client.\nThere is a proposal to split the core module into two packages.\n');
    const level = verifyAndRepair('A cache entry with no checksum MAY be treated as stale by every client.', 'medium', [rules]);
    assert.ok(level.repair, level.out.verdict.reason);
    assert.equal(level.repair!.text, 'A cache entry with no checksum MUST be treated as stale by every client.');
    const plan = verifyAndRepair('The core module was split into two packages.', 'medium', [rules]);
    assert.notEqual(plan.out.verdict.label, 'supports', plan.out.verdict.reason);
    assert.ok(!plan.repair || !/proposal to split into/.test(plan.repair.text), plan.repair?.text);
  });
});
