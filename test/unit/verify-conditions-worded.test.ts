// A condition, an exception or a hedge the claim states in words of its own, and two hedges a claim must not drop:
// a clause said to be likely, and a permission turned into a duty (invented sentences).
import assert from 'node:assert/strict';
import { verdictAgainst } from './verify-fixtures';

const carried = (claim: string, span: string) => {
  const v = verdictAgainst(claim, [span]);
  assert.equal(v.label, 'supports', `${claim}\n${v.reason}`);
  assert.ok(!v.flags.some((f) => f.startsWith('hedge_dropped:')), v.flags.join(' '));
};
const notCarried = (claim: string, span: string, flag = 'hedge_dropped:') => {
  const v = verdictAgainst(claim, [span]);
  assert.notEqual(v.label, 'supports', `${claim}\n${v.reason}`);
  assert.ok(v.flags.some((f) => f.startsWith(flag)), v.flags.join(' '));
};

describe('verify: conditions and exceptions said in other words', () => {
  it('reads "apart from", "aside from" and "except" as the same exception, also inside brackets', () => {
    carried('Apart from trivial typography fixes, any change to the quillet charter must go through the review process.',
      'Any change to the quillet charter (except trivial typography fixes) must go through the review process.');
    carried('Apart from allowing a hyphen after the first character, a quillet name must be a valid identifier.',
      'A quillet name must be a valid identifier with the exception of allowing a hyphen after the first character.');
    notCarried('Any change to the quillet charter must go through the review process.',
      'Any change to the quillet charter (except trivial typography fixes) must go through the review process.');
  });

  it('reads "in the case of" as "in case of", and a condition after an aside ("if, for example, …")', () => {
    carried('In the case of the quillet outage, the mirror URL should point to the backup index.',
      'In case of the quillet outage, the mirror URL should point to the backup index.');
    carried('For example, it would be surprising if a quillet template did not round the value when rendered.',
      'It would be surprising if, for example, a quillet template did not round the value when rendered.');
    notCarried('The mirror URL should point to the backup index.', 'In case of the quillet outage, the mirror URL should point to the backup index.');
  });

  it('takes "in which case" as the condition said before it, stated by the claim, and not otherwise', () => {
    carried('If the quillet cannot be adapted, an AdaptError is raised, unless a fallback is given, in which case the fallback is returned.',
      'If the quillet cannot be adapted, an AdaptError is raised, unless a fallback is given, in which case the fallback is returned instead.');
    notCarried('The fallback is returned instead when the quillet cannot be adapted.',
      'If the quillet cannot be adapted, an AdaptError is raised, unless a fallback is given, in which case the fallback is returned instead.');
  });

  it('keeps a span\'s "some" before one thing by the claim\'s "a", not a plural\'s', () => {
    carried('Without a reasonable quillet mitigation strategy, the maintainers would have to wait five years.',
      'Without some reasonable quillet mitigation strategy, the maintainers would have to wait five years.');
    notCarried('Quillet maintainers would have to wait five years.', 'Some quillet maintainers would have to wait five years.');
  });
});

describe('verify: hedges a claim drops', () => {
  it('a clause said to be likely ("it is likely that post-1.0 we will add …") is not carried as a plain future', () => {
    notCarried('Quillet ascription will be added to the language after 1.0.',
      'Although there has not been much discussion, it is likely that post-1.0 we will add quillet ascription to the language.');
    carried('Quillet ascription will likely be added to the language after 1.0.',
      'Although there has not been much discussion, it is likely that post-1.0 we will add quillet ascription to the language.');
  });
  it('a permission in words ("are allowed to") is not a duty ("must")', () => {
    notCarried('Quillet members who follow the forum must suggest that the proposer withdraw.',
      'Quillet members who follow the forum are allowed to suggest the proposer withdraw.');
    carried('Quillet members who follow the forum may suggest that the proposer withdraw.',
      'Quillet members who follow the forum are allowed to suggest the proposer withdraw.');
    // (the claim grants the same act in its own words: "can let the compiler use" / "are able to allow the compiler to use")
    carried('Quillet users who know their CPUs can let the compiler use these extra instructions.',
      'Quillet users that know their CPUs are able to allow the compiler to use these extra instructions.');
  });
});

describe('verify: examples given by "like" or by "such as"', () => {
  it('carries the claim\'s prepositional "like" by the span\'s "such as", not a verb "like"', () => {
    const v = verdictAgainst('Quillet containers like lists or maps typically hold values of one particular type.',
      ['Quillet containers, such as lists or maps, typically hold values of one particular type.']);
    assert.equal(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('examples_said:such as'), v.flags.join(' '));
    const verb = verdictAgainst('Quillet containers would like lists or maps to hold values of one particular type.',
      ['Quillet containers, such as lists or maps, hold values of one particular type.']);
    assert.ok(!verb.flags.some((f) => f.startsWith('examples_said:')), verb.flags.join(' '));
  });
});

describe('verify: "will" of what any one of a kind does', () => {
  it('an indefinite subject\'s "will" (and its second verb\'s) says what such a thing does, not a plan', () => {
    carried('A closed quillet transport finishes writing all the data queued in it and then stops reading or writing data.',
      'A closed quillet transport will finish writing all of the data queued in it, and will then stop reading or writing data.');
    notCarried('A new quillet release adds the parser.', 'A new quillet release will add the parser next year.');
    notCarried('A deprecation warning was emitted for the quillet module.', 'A deprecation warning will be emitted for the quillet module.');
    notCarried('The quillet team adds the parser.', 'The quillet team will add the parser.');
  });
});
