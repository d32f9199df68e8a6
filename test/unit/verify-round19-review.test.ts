// The nineteenth round's review: pairs on which a first version of the round's rules gave a wrong verdict (invented
// sentences). Each stays mended here.
import assert from 'node:assert/strict';
import { verdictAgainst } from './verify-fixtures';
import { extractClaims } from '../../src/core/claims/index';

const PEP = 'python-peps/pep-9999.rst';
const RFC = 'rust-rfcs/4411-orbix.md';
const notSupported = (claim: string, span: string, path = PEP) => {
  const v = verdictAgainst(claim, [span], path);
  assert.notEqual(v.label, 'supports', `${claim}\n${span}\n${v.reason}`);
};
const notContradicted = (claim: string, span: string, path = PEP) => {
  const v = verdictAgainst(claim, [span], path);
  assert.notEqual(v.label, 'contradicts', `${claim}\n${span}\n${v.reason}`);
};

describe('verify: the nineteenth round\'s review', () => {
  it('"in which case" after "unless", "except when" or two conditions is not the claim\'s condition', () => {
    notSupported('Unless the refresh flag is set, quillet returns the cached value.', 'Quillet returns None unless the refresh flag is set, in which case it returns the cached value.');
    notSupported('Except when the flag is set, quillet returns the cached value.', 'Quillet returns None except when the flag is set, in which case it returns the cached value.');
    notSupported('If the file is missing or empty, quillet writes a stub.', 'Quillet aborts if the file is missing, or if the file is empty, in which case it writes a stub.');
  });

  it('"like" in a condition is a word of it, except before named examples after a plural', () => {
    notSupported('If the input is a list, quillet copies it.', 'If the input is like a list, quillet copies it.');
    notSupported('When users use the quillet syntax, it becomes the default.', 'When users like the quillet syntax, it becomes the default.');
  });

  it('a condition naming another document is not the claim\'s condition on its own', () => {
    notSupported('If the RFC is accepted, the Orbix lint becomes deny-by-default.', 'If RFC 4412 is accepted, the Orbix lint becomes deny-by-default.', RFC);
    notSupported('If the specification changes, quillet must be rebuilt.', 'If the specification of PEP 9325 changes, quillet must be rebuilt.');
  });

  it('"apart from" as a place ("stored apart from") is no exception, and "exception" is not "apart"', () => {
    notSupported('The Orbix build stores generated code apart from handwritten code.', 'The Orbix build stores generated code, except handwritten code.', RFC);
    notSupported('Quillet logs every exception raised by the Orbix loader.', 'Quillet logs everything raised by the Orbix loader, apart from warnings.');
  });

  it('a span\'s "some" before many is not the claim\'s "a" elsewhere or "a" before one', () => {
    notSupported('After the Orbix migration, crates need a manual fix, so a crate owner must act.', 'After the Orbix migration, some crates need a manual fix, so a crate owner must act.');
    notSupported('A quillet plugin crashes on startup.', 'Some quillet plugins crash on startup.');
    notSupported('A crate needs a manual fix after the Orbix migration.', 'Some crates need a manual fix after the Orbix migration.');
  });

  it('a "like" that compares, or examples given after another word, is not the span\'s "such as"', () => {
    notSupported('Quillet schedules tasks like Orbix.', 'Quillet schedules tasks for runtimes such as Orbix.');
    notSupported('Quillet handles errors like Orbix does.', 'Quillet handles errors, for example from Orbix.');
  });

  it('a reporting frame is read past a connective or a citation after the span\'s subject', () => {
    notSupported('The authors argue that quillet should be deprecated.', 'The Orbix team, however, argues that quillet should be deprecated.');
    notSupported('The authors recommend pinning quillet to a minor version.', 'Smith (2019) recommends pinning quillet to a minor version.');
  });

  it('an adjective that picks out another kind of the noun is no opposite statement', () => {
    notContradicted('The Orbix parser rejects the old syntax for slice bounds.', 'The Orbix parser rejects the new syntax for slice bounds.', RFC);
    notContradicted('The quillet backend is fast for small inputs.', 'The quillet backend is fast for large inputs.');
    notContradicted('The quillet proposal makes the upper bound optional.', 'The quillet proposal makes the lower bound optional.');
    notContradicted('The RFC adds a quillet lint for implicit conversions.', 'The RFC adds a quillet lint for explicit conversions.', RFC);
  });

  it('a figure of another member named by a modifier is no changed figure', () => {
    notContradicted('The initial draft of PEP 9354 was posted in 2008.', 'The final draft of PEP 9354 was posted in 2010.', 'python-peps/pep-0935.rst');
    notContradicted('A preliminary benchmark of RFC 4411 measured 40 ms.', 'A subsequent benchmark of RFC 4411 measured 25 ms.', RFC);
  });

  it('hedges and conditions a claim must not drop: "unlikely", "in the case of", permissions in other words, a participle that says which', () => {
    notSupported('We will add type ascription to Orbix.', 'It is unlikely that we will add type ascription to Orbix.');
    notSupported('The Orbix client retries the request.', 'In the case of a timeout, the Orbix client retries the request.');
    for (const span of ['Quillet plugins are explicitly allowed to override the default timeout.', 'Quillet allows plugins to override the default timeout.',
      'Quillet lets plugins override the default timeout.']) notSupported('Quillet plugins override the default timeout.', span);
    notSupported('When a file is opened, quillet converts it to the new format.', 'When a file, written by an older release, is opened, quillet converts it to the new format.');
  });

  it('a question followed by a lower-case word still ends its sentence', () => {
    const claims = extractClaims('Should quillet adopt this? maturin already builds wheels for the Orbix runtime.\n', '/tmp/x/draft.md',
      { root: '/tmp/x', checkHeadings: false, checkBlockquotes: false, minWords: 4 }).claims;
    assert.deepEqual(claims.map((c) => c.text), ['Should quillet adopt this?', 'maturin already builds wheels for the Orbix runtime.']);
    assert.equal(claims[1]!.needsEvidence, true);
  });
});

describe('verify: review-claims-11 kinds (its three wrong accepts, read after its blind measurement)', () => {
  it('a figure whose slot another figure of the span holds ("Python 2.x implementations") is not the claim\'s ("Python 3.x implementations")', () => {
    notSupported('Python 3.x quillet implementations may take ASCII-only text as argument.',
      'Text is no longer supported in Python 3.x. Python 2.x quillet implementations may take ASCII-only text as argument.');
  });
  it('a phrasal verb\'s particle the span does not say ("opt out" / "opt to implement") is not carried', () => {
    const v = verdictAgainst('Safe quillet wrappers can opt out of Send and Share explicitly.', ['Safe quillet wrappers can opt to implement Send and Share explicitly.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('particle_dropped:opt out'), v.flags.join(' '));
    assert.equal(verdictAgainst('Safe quillet wrappers can opt out of Send explicitly.', ['Safe quillet wrappers can opt out of Send explicitly.']).label, 'supports');
  });
  it('what is chosen and what is set aside by "instead of" trade places', () => {
    const span = 'Users worked around it with the quillet macro, which desugars into boxed futures instead of anonymous associated types.';
    const v = verdictAgainst('The quillet macro desugars into anonymous associated types instead of boxed futures.', [span]);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('arguments_reversed:contrast'), v.flags.join(' '));
    assert.equal(verdictAgainst('The quillet macro desugars into boxed futures instead of anonymous associated types.', [span]).label, 'supports');
  });
});
