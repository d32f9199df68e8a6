import assert from 'node:assert/strict';
import type { Verdict } from '../../src/core/model';
import { route } from '../../src/core/policy';

const verdict = (label: Verdict['label'], quality: Verdict['quality'] = 'strong'): Verdict => ({ label, quality, supportScore: 0.9, driftScore: 0.1, reason: '', flags: [] });
const claim = { needsEvidence: true, risk: 'low' as const, modality: 'factual' as const };
const review = { modalities: [], risks: [] };
const verifiedRepair = { text: 'x', verified: true, basis: 'span', highRisk: false };

describe('policy router', () => {
  it('accepts only supported claims with strong or verified evidence', () => {
    assert.equal(route({ claim, verdict: verdict('supports', 'strong'), repair: null, review }).action, 'accept');
    assert.equal(route({ claim, verdict: verdict('supports', 'verified'), repair: null, review }).action, 'accept');
    assert.equal(route({ claim, verdict: verdict('supports', 'moderate'), repair: null, review }).action, 'review');
  });
  it('repairs a partial claim only with a verified rewrite', () => {
    assert.equal(route({ claim, verdict: verdict('partially_supports'), repair: verifiedRepair, review }).action, 'repair');
    assert.equal(route({ claim, verdict: verdict('partially_supports'), repair: { ...verifiedRepair, verified: false }, review }).action, 'review');
    assert.equal(route({ claim, verdict: verdict('partially_supports'), repair: null, review }).action, 'review');
  });
  it('refutes contradictions, reviews the unsupported, abstains outside the scope', () => {
    assert.equal(route({ claim, verdict: verdict('contradicts'), repair: null, review }).action, 'refute');
    for (const l of ['does_not_support', 'too_vague', 'needs_multiple_spans'] as const) assert.equal(route({ claim, verdict: verdict(l), repair: null, review }).action, 'review');
    for (const l of ['not_in_corpus', 'out_of_scope', 'abstain'] as const) assert.equal(route({ claim, verdict: verdict(l), repair: null, review }).action, 'abstain');
  });
  it('passes claims that need no evidence', () => {
    assert.equal(route({ claim: { ...claim, needsEvidence: false }, verdict: verdict('not_checked', 'none'), repair: null, review }).action, 'pass');
  });
  it('sends configured modalities and risks to review even when supported', () => {
    assert.equal(route({ claim: { ...claim, modality: 'metric' }, verdict: verdict('supports'), repair: null, review: { modalities: ['metric'], risks: [] } }).action, 'review');
    assert.equal(route({ claim: { ...claim, risk: 'high' }, verdict: verdict('supports'), repair: null, review: { modalities: [], risks: ['high'] } }).action, 'review');
  });
});
