// The verifier on spans that report a claim, restrict it to a share, or speak of an estimate: a claim that states
// the thing itself, for all of it, is not carried word for word. Invented estuary sentences, unlike the gold corpora.
import assert from 'node:assert/strict';
import { extractSpans } from '../../src/core/extract/index';
import type { Verdict } from '../../src/core/model';
import { DEFAULT_THRESHOLDS, verifyClaim } from '../../src/core/verify/index';
import { makeClaim, makeDoc, makeWindow } from './verify-fixtures';

const VARN = makeDoc('studies/varn.md', [
  'It was claimed in 2019 that the Varn estuary had the highest salinity on the coast.',
  'Some tide gauges on the Varn estuary recorded rising water levels after 1990.',
  'Worldwide heron population estimates have increased over the past 30 years.',
  'The Varn estuary eel population has declined over the past 30 years.',
  'The Varn tide models predict strong warming in the upper estuary.',
  'The Varn salinity record is not always the same across seasons.',
  'Varn buoys report to each other every hour.',
  'The Varn wardens did not have to change their tide tables at all.',
].join('\n'));

function check(text: string): Verdict {
  const claim = makeClaim(text, { modality: 'factual', risk: 'medium' });
  const candidates = extractSpans(claim, makeWindow(VARN), VARN);
  return verifyClaim({ claim, candidates, thresholds: DEFAULT_THRESHOLDS, scope: { exhausted: false, filesSearched: 1 } }).verdict;
}

describe('verify: reported, restricted and estimated', function () {
  this.timeout(30_000);

  it('a span that reports what was claimed does not assert it', () => {
    const v = check('The Varn estuary had the highest salinity on the coast.');
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('hedge_dropped:it was claimed'), v.flags.join(', '));
  });

  it('"not always the same across seasons" hedges the claim across a preposition: "the same across seasons" is not carried', () => {
    const v = check('The Varn salinity record is the same across seasons.');
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('hedge_dropped:not always'), v.flags.join(', '));
    assert.equal(check('The Varn salinity record is not always the same across seasons.').label, 'supports');
  });

  it('"every hour" in the span does not carry "all buoys" in the claim: the quantifier must be over the same noun', () => {
    const v = check('All Varn buoys report every hour.');
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('predicate_unsupported:All'), v.flags.join(', '));
    assert.equal(check('Varn buoys report to each other every hour.').label, 'supports');
    // "at all" quantifies no noun: carried by the span's own "at all"
    assert.equal(check("The Varn wardens didn't have to change their tide tables at all.").label, 'supports');
  });

  it('"some gauges" does not carry a claim about gauges in general, but carries one that keeps "some"', () => {
    const general = check('Tide gauges on the Varn estuary recorded rising water levels after 1990.');
    assert.notEqual(general.label, 'supports', general.reason);
    assert.ok(general.flags.includes('hedge_dropped:some'), general.flags.join(', '));
    assert.equal(check('Some tide gauges on the Varn estuary recorded rising water levels after 1990.').label, 'supports');
  });

  it('estimates that rose are not a population that grew; the population itself is', () => {
    const v = check('The heron population has increased over the past 30 years.');
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('hedge_dropped:estimates'), v.flags.join(', '));
    assert.equal(check('Heron population estimates have increased over the past 30 years.').label, 'supports');
    assert.equal(check('The Varn estuary eel population has declined over the past 30 years.').label, 'supports');
  });

  it('a judgement of degree ("too much") is the claim\'s own unless the span makes it', () => {
    const v = check('The Varn tide models predict too much warming in the upper estuary.');
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('predicate_unsupported:too much'), v.flags.join(', '));
    assert.equal(check('The Varn tide models predict strong warming in the upper estuary.').label, 'supports');
  });
});
