// A denial in a reworded statement: one side denies what the other asserts while only the act is worded otherwise.
// "no longer" is a denial, not a word the span must carry; a word that denies by its meaning on one side only
// ("stopped selling" against "does not sell") may agree with the other side's "not", so no conflict is read there.
import assert from 'node:assert/strict';
import { denialsAdded } from '../../src/core/verify/index';
import { verdictAgainst } from './verify-fixtures';

const verdictOf = (claimText: string, ...sentences: string[]) => verdictAgainst(claimText, sentences);

describe('verify: a denial in a reworded statement', () => {
  const provisional = 'Unlike regular accepted proposals, provisionally accepted proposals may still be rejected or withdrawn even after the related changes have been included in a Quillet release.';
  const ferry = 'The ferry office does not sell tickets on board.';

  it('contradicts when one side denies what the other asserts and only an act word is worded otherwise', () => {
    const v = verdictOf('Once the changes from a provisionally accepted proposal have shipped in a Quillet release, the proposal can no longer be rejected.', provisional);
    assert.equal(v.label, 'contradicts', v.flags.join());
    assert.ok(v.flags.includes('negation_conflict'), v.flags.join());
    assert.ok(!v.flags.includes('term_missing:longer'), 'the "longer" of "no longer" is part of the denial');
  });

  it('does not read one where the reworded word stands after the denial: the denial may be about it', () => {
    assert.notEqual(verdictOf('The ferry permit was not approved quickly.', 'The ferry permit was approved after a lengthy review.').label, 'contradicts');
    assert.notEqual(verdictOf('The harbour index is not rebuilt on every commit.', 'The harbour index is rebuilt nightly.').label, 'contradicts');
  });

  it('does not read a conflict against a word that denies by its meaning on one side only', () => {
    const stopped = verdictOf('The ferry office quietly stopped selling tickets on board.', ferry);
    assert.notEqual(stopped.label, 'contradicts', stopped.flags.join());
  });

  it('does not read one when a noun of the claim is worded otherwise (what is spoken of may differ)', () => {
    const other = verdictOf('The ferry kiosk sells tickets on board.', ferry);
    assert.notEqual(other.label, 'contradicts', other.flags.join());
  });

  it('does not read one when the denied act is not stated on the other side, or the other side is a title', () => {
    // the span names the topic, it states no act to deny
    assert.notEqual(verdictOf('Harbour silting is not going to happen.', 'The rate of harbour silting in the north basin.').label, 'contradicts');
    assert.notEqual(verdictOf("Harbour silting isn't caused by the new breakwater.", 'Harbour Silting Prompts New Breakwater Review.').label, 'contradicts');
    // the span denies another act than the claim states
    assert.notEqual(verdictOf('The ferry office offers tickets on board.', ferry).label, 'contradicts');
  });

  it('leaves an agreeing rewording alone', () => {
    const v = verdictOf('Provisionally accepted proposals can still be rejected after their changes have shipped in a Quillet release.', provisional);
    assert.notEqual(v.label, 'contradicts', v.flags.join());
  });
});

describe('verify: a denial the claim shares with its source', () => {
  it('counts a denial before a quoted or signed word as the same denial ("no \\"-64\\" qualifier")', () => {
    const claim = 'No "-64" qualifier is needed for the ferry build as this is the default.';
    assert.equal(denialsAdded('Note that no "-64" qualifier is needed for the ferry build as this is the default.', claim), undefined);
    assert.deepEqual(denialsAdded('Note that a "-64" qualifier is needed for the ferry build as this is the default.', claim), { claim: 1, span: 0, word: 'No' });
    // a dot that opens a name (".data") is no sentence end after the denial
    assert.equal(denialsAdded("There's no .data folder or scheme keys, because the ferry build knows which scheme it uses.",
      'There is no .data folder or scheme keys, because the ferry build knows which scheme it uses.'), undefined);
  });

  it('a denial that is an answer of its own ("Unfortunately not: …") counts on neither side, so a copy is no denial', () => {
    const claim = 'Unfortunately not: ferry builds can also wrap a cancel scope, and it is infeasible to lint for all such cases.';
    assert.equal(denialsAdded('Could education be enough? Unfortunately not: ferry builds can also wrap a cancel scope, and it is infeasible to lint for all such cases.', claim), undefined);
    assert.equal(denialsAdded('No, because again, it refers to one ferry build of a harbour.', 'No, because again, it refers to one ferry build of a harbour.'), undefined);
    // a denial inside the shared words still counts
    assert.deepEqual(denialsAdded('Unfortunately not: ferry builds cannot also wrap a cancel scope, and it is infeasible to lint for all such cases.', claim)?.span, 1);
  });
});
