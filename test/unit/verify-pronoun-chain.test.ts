// Two parts of a claim stated by two sentences side by side, the second opening on a pronoun that reads back to the
// first ("Parsers analyze … They don't know …"): accepted as one account (invented sentences).
import assert from 'node:assert/strict';
import { makeClaim, makeDoc, spanOf } from './verify-fixtures';
import { DEFAULT_THRESHOLDS, verifyClaim } from '../../src/core/verify/index';

function verdictUnder(claimText: string, sentences: readonly string[], headings: string[], gap = ' ') {
  const doc = makeDoc('specs/pipeline.md', sentences.join(gap));
  const candidates = sentences.map((s) => ({ ...spanOf(doc, s), context: { title: 'Pipeline design', headings } }));
  return verifyClaim({ claim: makeClaim(claimText), candidates, thresholds: DEFAULT_THRESHOLDS, scope: { exhausted: false, filesSearched: 1 } }).verdict;
}

describe('verify: a pronoun that reads back to the sentence before it', () => {
  const first = 'Loaders read their input and build a record table.';
  const second = 'They know nothing about where the records are written.';
  const claim = 'Loaders read their input and build a record table, and they know nothing about where the records are written.';

  it('the two sentences side by side carry the claim together, named by the heading as well', () => {
    const v = verdictUnder(claim, [first, second], ['Design', 'Loaders']);
    assert.equal(v.label, 'supports', v.reason);
    assert.equal(v.quality, 'strong', v.reason);
    assert.ok(v.flags.includes('multi_span_one_source'), v.flags.join(', '));
  });

  it('not when another sentence stands between them, nor when the later one names its own subject', () => {
    const apart = verdictUnder(claim, [first, 'Writers flush the table on exit.', second], ['Design', 'Loaders']);
    assert.notEqual(apart.quality, 'strong', apart.reason);
    const named = verdictUnder('Loaders read their input and build a record table, and loaders know nothing about where the records are written.',
      [first, 'Writers know nothing about where the records are written.'], ['Design', 'Loaders']);
    assert.notEqual(named.quality, 'strong', named.reason);
  });
});
