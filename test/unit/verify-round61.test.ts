// The sixty-first round of verification on real writing (invented sentences in the manner of proposals, package READMEs
// and contributor guides): readings that let true near copies through again — a cause the span gives by a colon, a
// choice among the items after "one of", a document's own ruling on its scope.
import assert from 'node:assert/strict';
import { verdictAgainst } from './verify-fixtures';
import { causeAdded, joinTurned } from '../../src/core/verify/near-copy';
import { setWordNetLoader, wordNet } from '../../src/core/lexicon/index';

const label = (claim: string, span: string) => verdictAgainst(claim, [span]).label;

describe('verify: the sixty-first round — links and rulings a near copy may say in its own words', () => {
  before(function () {
    this.timeout(120_000);
    setWordNetLoader(undefined);
    wordNet();
  });

  it('reads a colon that gives the reason as the claim\'s "because", past closing marks and words moved', () => {
    assert.equal(causeAdded('Using uppercase last makes sure keys never meet default values such as constructor, because nothing in the prototype of Object is uppercase.',
      'Using uppercase last makes sure keys never meet default values (such as `constructor`): nothing in the prototype of `Object` is uppercase.'), undefined);
    assert.equal(causeAdded('Counting NOTE tags may be a useful metric, since a high count may indicate a design or other problem.',
      'It may be a useful metric to count ``NOTE`` tags: a high count may indicate a design (or other) problem.'), undefined);
    assert.equal(label('Counting NOTE tags may be a useful metric, since a high count may indicate a design or other problem.',
      'It may be a useful metric to count ``NOTE`` tags: a high count may indicate a design (or other) problem.'), 'supports');
    // (two statements joined by "and" still give no cause)
    assert.equal(causeAdded('The cache is rebuilt at noon because the workers read it at startup.', 'The cache is rebuilt at noon and the workers read it at startup.'), 'because');
    assert.equal(label('The cache is rebuilt at noon because the workers read it at startup.', 'The cache is rebuilt at noon and the workers read it at startup.'), 'does_not_support');
  });

  it('reads "and" between the items after "one of" as the claim\'s "or", and nowhere else', () => {
    assert.equal(joinTurned('That branch is normally one of just two: the latest maintenance branch or the trunk.',
      'Usually, that is one of only two branches: the latest maintenance branch and the trunk.'), undefined);
    assert.equal(label('Except for security fixes, that branch is normally one of just two: the latest maintenance branch or the trunk.',
      'Usually, that is one of only two branches: the latest maintenance branch and the trunk, except for security fixes.'), 'supports');
    assert.deepEqual(joinTurned('Builds run on the latest maintenance branch or the trunk.', 'Builds run on the latest maintenance branch and the trunk.'), { claim: 'or', span: 'and' });
  });

  it('takes "is considered out of scope for this PEP" as the document\'s own ruling, not a standing others give', () => {
    assert.equal(verdictAgainst('Using ReadOnly at other sites where it has no meaning, such as local variables, is out of scope for PEP 767 and remains forbidden.',
      ['Use of ``ReadOnly`` at other sites where it has no meaning (such as local variables) is considered out of scope for this PEP, and remains forbidden.'], 'peps/pep-0767.rst').label, 'supports');
    assert.equal(label('Variable annotations are out of scope for the proposal.', 'Variable annotations are considered out of scope for this proposal.'), 'supports');
    // (a standing that others give is still a hedge)
    assert.notEqual(label('The option is harmful in production deployments.', 'The option is considered harmful in production deployments by some users.'), 'supports');
  });
});
