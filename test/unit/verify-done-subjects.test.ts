// Requirements, proposals and possibilities said as done, and subjects that deny or join (invented sentences): "must be
// updated" and "proposes adding" are not "has been updated" / "added"; "It's possible that …" hedges its clause; a
// quantity in a claim that says a thing was done keeps no plan; "might want to consider writing" is weaker than "must
// write"; "nothing" as a subject denies its verb; "reports to" is an act, not a frame; each thing of a joined subject must
// be the subject of what is said; "alternatives to X" sets X aside; the claim's own word on the same word is no
// opposite; "unless" answers "if not"; "no point" denies "pointed".
import assert from 'node:assert/strict';
import { verdictAgainst } from './verify-fixtures';
import { conjoinedSubjects } from '../../src/core/verify/contrast-sides';

describe('verify: requirements said as done, subjects that deny or join (invented)', () => {
  it('a requirement or a proposal is not that it was done', () => {
    const must = 'To use the new format, package indexes (including the main one) must be updated.';
    const done = verdictAgainst('The main package index has already been updated to use the new format.', [must]);
    assert.notEqual(done.label, 'supports', done.reason);
    assert.ok(done.flags.includes('hedge_dropped:must be'), done.flags.join());
    assert.equal(verdictAgainst('The main package index was updated to use the new format.', ['To use the new format, the main package index must be updated.']).label,
      'partially_supports');
    // (the claim keeps the requirement)
    assert.equal(verdictAgainst('To use the new format, the main package index must be updated.', ['To use the new format, the main package index must be updated.']).label, 'supports');
    const proposes = verdictAgainst('The proposal added a faster resolver to the installer.', ['This proposal suggests adding a faster resolver to the installer.']);
    assert.notEqual(proposes.label, 'supports', proposes.reason);
  });

  it('"It\'s possible that …" hedges its clause; "some" keeps no plan in a claim of a thing done; "might want to consider" is weak', () => {
    const possible = verdictAgainst('Faster startup has already removed some of these complaints.',
      ["It's possible that faster startup will remove some of these complaints, but many questions remain."]);
    assert.notEqual(possible.label, 'supports', possible.reason);
    const planned = verdictAgainst('Faster startup has already removed some of these complaints.', ['Faster startup will remove some of these complaints.']);
    assert.ok(planned.flags.includes('hedge_dropped:will'), planned.flags.join());
    // (a claim of what some do keeps a habitual "will")
    assert.equal(verdictAgainst('Many editors insert a placeholder in generated code.',
      ['While editing Rust code, many editors will insert a placeholder in generated code.']).label, 'supports');
    const weighed = 'So teams which plan to use the attribute might want to consider writing a wrapper with a shorter name.';
    const firmer = verdictAgainst('Teams which plan to use the attribute must write a wrapper with a shorter name.', [weighed]);
    assert.notEqual(firmer.label, 'supports', firmer.reason);
    assert.equal(verdictAgainst('Teams which plan to use the attribute might consider writing a wrapper with a shorter name.', [weighed]).label, 'supports');
  });

  it('"nothing" as the subject of a verb denies it; as an object or before "but" it does not', () => {
    const nothing = verdictAgainst('The plugin API prevents users from writing their own loaders.',
      ["This means there's nothing technically preventing users from writing their own loaders with the plugin API."]);
    assert.equal(nothing.label, 'contradicts', nothing.reason);
    assert.equal(verdictAgainst('The new helper does nothing except return the default value.',
      ['The new helper does nothing but return the default value.']).label, 'supports');
  });

  it('"reports to" is an act; each thing of a joined subject must be what is said of', () => {
    const reports = verdictAgainst('The group is now called the Review Board, and the Release Team reports to it.',
      ['This group is now called the Review Board to tell it apart from the Release Team that was formed since then.']);
    assert.notEqual(reports.label, 'supports', reports.reason);
    assert.deepEqual(conjoinedSubjects('Both the legacy scanner and the streaming lexer have been removed.'),
      ['the legacy scanner have been removed.', 'the streaming lexer have been removed.']);
    assert.equal(conjoinedSubjects('The legacy scanner has been removed and replaced.'), undefined);
    const joined = verdictAgainst('Both the legacy scanner and the streaming lexer have been removed from the standard library.',
      ['The legacy scanner has been removed from the standard library: it was an alias to the streaming lexer.']);
    assert.notEqual(joined.label, 'supports', joined.reason);
    assert.ok(joined.flags.some((f) => f.startsWith('argument_elsewhere:')), joined.flags.join());
  });

  it('"alternatives to X" sets X aside', () => {
    const aside = verdictAgainst('This page explains why the designs proposed in the main document were rejected.',
      ['This page holds a list of the alternative designs to the ones proposed in the main document, with explanations of why they were rejected.']);
    assert.notEqual(aside.label, 'supports', aside.reason);
    assert.ok(aside.flags.some((f) => f.startsWith('sides_joined:')), aside.flags.join());
  });

  it('the claim\'s own word on the same word is no opposite; "unless" answers "if not"; "no point" denies "pointed"', () => {
    const same = verdictAgainst('Sorting each type with its own algorithm makes timings less predictable.',
      ['Sorting each type with its own algorithm makes timings more uneven and less predictable.']);
    assert.notEqual(same.label, 'contradicts', same.reason);
    const unless = verdictAgainst('Unless configured otherwise, the standard streams are inherited by the child.',
      ['The standard streams will be inherited by the child if not otherwise configured.']);
    assert.notEqual(unless.label, 'contradicts', unless.reason);
    const point = verdictAgainst('An argument of the empty type would be pointless.', ['There is no point in having an argument of the empty type.']);
    assert.notEqual(point.label, 'contradicts', point.reason);
  });
});
