// One word of the claim swapped in its very place for its opposite, every other word carried: the span says the
// opposite, even of an adjective before a noun ("a large number of" / "a small number of") — the rest of the sentence
// says which thing it is (invented sentences).
import assert from 'node:assert/strict';
import { verdictAgainst } from './verify-fixtures';
import { oppositeInPlace } from '../../src/core/verify/analysis';

describe('verify: an opposite in the claim word\'s very place', () => {
  it('contradicts where an attributive adjective or an ordinal is swapped for its opposite and all else is carried', () => {
    for (const [claim, span] of [
      ['A large number of quillet maintainers may observe new warnings from their index.', 'A small number of quillet maintainers may observe new warnings from their index.'],
      ['Parsing the quillet operator with low priority requires the fewest parentheses.', 'Parsing the quillet operator with high priority requires the fewest parentheses.'],
      ['The earliest quillet release supported only the legacy wire format.', 'The latest quillet release supported only the legacy wire format.'],
      ['The second quillet stage, dependency resolution, is the most complex.', 'The first quillet stage, dependency resolution, is the most complex.'],
    ]) {
      const v = verdictAgainst(claim!, [span!]);
      assert.equal(v.label, 'contradicts', `${claim}\n${v.reason}`);
      assert.ok(v.flags.some((f) => f.startsWith('antonym:')), v.flags.join(' '));
    }
  });

  it('does not where the swapped word is no opposite, or where other words are missing too', () => {
    // (another word, not an opposite: "not supported", never "contradicted")
    const other = verdictAgainst('A large number of quillet maintainers may observe new warnings from their index.',
      ['A growing number of quillet maintainers may observe new warnings from their index.']);
    assert.notEqual(other.label, 'contradicts', other.reason);
    assert.notEqual(other.label, 'supports', other.reason);
    // (the opposite, but the span speaks of another thing as well: more than one word differs)
    const more = verdictAgainst('A large number of quillet maintainers may observe new warnings from their index.',
      ['A small number of gradle packagers may observe new warnings from their registry.']);
    assert.notEqual(more.label, 'contradicts', more.reason);
  });

  it('reads opposites both ways and through graded forms, not synonyms or the same word', () => {
    assert.ok(oppositeInPlace('large', 'small'));
    assert.ok(oppositeInPlace('oldest', 'newest'));
    assert.ok(oppositeInPlace('low', 'high'));
    assert.ok(!oppositeInPlace('large', 'big'));
    assert.ok(!oppositeInPlace('large', 'large'));
    assert.ok(!oppositeInPlace('quillet', 'small'));
  });
});

describe('verify: a changed figure in a reworded statement, read in its own clause', () => {
  it('contradicts where a modifier is worded otherwise and the figure stands between the same words, past a denial of another clause', () => {
    const v = verdictAgainst('An earlier attempt, PEP 354, had been rejected in 2008.',
      ['The idea of adding a quillet type to Python is not new - :pep:`354` is a previous attempt that was rejected in 2005.'], 'python-peps/pep-0435.rst');
    assert.equal(v.label, 'contradicts', v.reason);
    assert.ok(v.flags.includes('number_mismatch:2008'), v.flags.join(' '));
  });
  it('does not where the figure has other neighbours, or where the claim denies something itself', () => {
    const moved = verdictAgainst('An earlier attempt, PEP 354, had been rejected by 2008.',
      ['The idea of adding a quillet type to Python is not new - :pep:`354` is a previous attempt that was rejected in 2005.'], 'python-peps/pep-0435.rst');
    assert.notEqual(moved.label, 'contradicts', moved.reason);
    assert.notEqual(moved.label, 'supports', moved.reason);
    const denied = verdictAgainst('An earlier attempt, PEP 354, had not been rejected in 2008.',
      ['The idea of adding a quillet type to Python is not new - :pep:`354` is a previous attempt that was rejected in 2005.'], 'python-peps/pep-0435.rst');
    assert.notEqual(denied.label, 'supports', denied.reason);
    assert.ok(!denied.flags.includes('number_mismatch:2008'), denied.flags.join(' '));
  });
});
