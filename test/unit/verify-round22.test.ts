// The twenty-second round of verification on real writing (invented sentences, each a kind seen on the eval sets).
import assert from 'node:assert/strict';
import { verdictAgainst } from './verify-fixtures';

const PEP = 'python-peps/pep-9999.rst';
const label = (claim: string, span: string, path = PEP) => verdictAgainst(claim, [span], path);
const supports = (claim: string, span: string, path = PEP) => {
  const v = label(claim, span, path);
  assert.equal(v.label, 'supports', `${claim}\n${span}\n${v.reason}`);
};
const notSupported = (claim: string, span: string, path = PEP) => {
  const v = label(claim, span, path);
  assert.notEqual(v.label, 'supports', `${claim}\n${span}\n${v.reason}`);
  return v;
};

describe('verify: the twenty-second round', () => {
  it('does not let a claim\'s own "usually" carry its "frequently" where the span says "occasionally"', () => {
    const v = notSupported('In testing, this error has come up frequently, but it is usually easy to fix.',
      'In testing, this error has come up occasionally, but is usually easy to fix.');
    assert.ok(v.flags.some((f) => f.startsWith('word_substituted:frequently/occasionally')), v.flags.join(' '));
    // (a span's own adverb of how often still carries a weaker one of the claim's)
    supports('In testing, this error has sometimes come up, but it is usually easy to fix.',
      'In testing, this error has often come up, but it is usually easy to fix.');
  });

  it('reads a modal past a degree word and its adverb ("can more easily support" is "can support … more easily")', () => {
    supports('Quillet macros can support caching more easily, since they cannot read the environment.',
      'Quillet macros can more easily support caching, as they cannot read the environment.');
    // (dropping the modal still states it outright)
    const v = notSupported('Quillet macros support caching more easily.', 'Quillet macros can more easily support caching.');
    assert.ok(v.flags.includes('hedge_dropped:can'), v.flags.join(' '));
  });
});
