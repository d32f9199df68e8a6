// The twenty-second round of verification on real writing (invented sentences, each a kind seen on the eval sets).
import assert from 'node:assert/strict';
import { assertNotSupported as notSupported, assertSupports as supports, labelAgainst as label } from './verify-fixtures';

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

  it('refutes a claim whose "A but not B" swaps the span\'s sides, also with a clause after the contrast', () => {
    for (const claim of ['The quillet parser accepts tabs but not spaces.', 'The quillet parser accepts tabs but not spaces, and the printer also emits spaces.']) {
      const v = label(claim, 'The quillet parser accepts spaces but not tabs, and the printer also emits tabs.');
      assert.equal(v.label, 'contradicts', `${claim}\n${v.reason}`);
      assert.ok(v.flags.includes('negation_conflict'), v.flags.join(' '));
    }
    const v = label('This simple code has UB under the aliasing rules but not under the borrow model, while more complex variants also have UB.',
      'This simple code only has UB under the borrow model but not under the aliasing rules; more complex variants of it -- still common -- also have UB under the aliasing rules.');
    assert.equal(v.label, 'contradicts', v.reason);
    assert.match(v.reason, /two sides are swapped/);
    // (the same sides in the same places are no swap)
    supports('The quillet parser accepts spaces but not tabs, and the printer also emits tabs.', 'The quillet parser accepts spaces but not tabs, and the printer also emits tabs.');
  });

  it('reads "a small number of" as a quantity: "most" is not carried by "only a small number of"', () => {
    const v = notSupported('At the time of writing, named tensors had been implemented in most numerical libraries.',
      'At the time of writing, named tensors have only been implemented in a small number of numerical libraries.');
    assert.ok(v.flags.includes('span_relation:a small number of'), v.flags.join(' '));
    supports('Named tensors have been implemented in a small number of numerical libraries.', 'Named tensors have only been implemented in a small number of numerical libraries so far.');
  });

  it('reads "don\'t last more than" as the bound "no more than", not as a denial against the claim\'s', () => {
    supports('Quillet betas last no more than a couple of weeks, while final releases can last for years.',
      'Quillet betas don\'t last more than a couple of weeks, but final releases can last for years.');
    // (the figure's bound turned round by the denied verb is the claim's: allowed, not a changed figure)
    assert.notEqual(label('Quillet betas last no more than two weeks.', 'Quillet betas don\'t last more than two weeks.').label, 'contradicts');
    // (the denial taken away is still a contradiction)
    assert.equal(label('Quillet betas last more than a couple of weeks.', 'Quillet betas don\'t last more than a couple of weeks.').label, 'contradicts');
  });

  it('refutes a name the span says with another number in the claim word\'s very place ("default to i64" / "default to i32")', () => {
    const v = label('Integer literals whose type is unconstrained will default to i64.', 'Integer literals whose type is unconstrained will default to i32.');
    assert.equal(v.label, 'contradicts', v.reason);
    assert.ok(v.flags.includes('number_mismatch:i64'), v.flags.join(' '));
    // (another way of writing the same name, or another name, is not a changed number)
    assert.notEqual(label('The quillet loader reads utf8 files.', 'The quillet loader reads utf-8 files.').label, 'contradicts');
    assert.notEqual(label('The quillet loader targets x86 machines.', 'The quillet loader targets arm64 machines.').label, 'contradicts');
  });

  it('keeps to what the review of the round found: modal denials, "not until", "not just" and other acts are no bound or swap', () => {
    // (a denied modal is a rule, not the bound "no more than"; "not until more than" is no bound at all)
    assert.notEqual(label('Quillet betas last no more than a couple of weeks.', 'Quillet betas shouldn\'t last more than a couple of weeks.').label, 'supports');
    assert.notEqual(label('The quillet fix landed no more than a couple of weeks later.', 'It was not until more than a couple of weeks later that the quillet fix landed.').label, 'supports');
    assert.equal(label('The quillet bug was fixed at most five years later.', 'It wasn\'t until more than five years later that the quillet bug was fixed.').label, 'contradicts');
    // ("A, not just B" and "B, not just A" both say A and B, but not which is the given and which the addition: the
    // twenty-eighth round's blind set read the two as different claims, so neither refuted nor carried)
    const notJust = label('The quillet allocator is thread-safe, not just fast, and is used by default.', 'The quillet allocator is fast, not just thread-safe, and is used by default.');
    assert.ok(notJust.label !== 'supports' && notJust.label !== 'contradicts', notJust.label);
    // (other acts around the traded sides: no swap of the same two)
    assert.notEqual(label('The callee frees the quillet buffer, not the caller, and the caller must not touch it afterwards.',
      'The caller allocates the quillet buffer, not the callee, and the callee frees it.').label, 'contradicts');
    // (a span word read alone in the claim word's place carries as before: the claim's own "usually" is not in it)
    supports('This quillet error sometimes comes up and is usually easy to fix.', 'This quillet error usually comes up and is usually easy to fix.');
  });

  it('reads a claim\'s hyphened prefixed word against the span\'s bare one as opposites, as the other way round', () => {
    const v = label('The change to quillet is non-invasive.', 'The change to quillet is invasive.');
    assert.equal(v.label, 'contradicts', v.reason);
    assert.equal(label('The change to quillet is invasive.', 'The change to quillet is non-invasive.').label, 'contradicts');
    supports('The change to quillet is non-invasive.', 'The change to quillet is non-invasive, as the tests show.');
  });
});
