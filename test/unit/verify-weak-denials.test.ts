// Denials weaker than the opposite, and denials said by a noun or through a means (invented sentences, written after
// reading the round's held-out reviews rev75 and rev76: each kind once seen there, each case here new).
import assert from 'node:assert/strict';
import { verdictAgainst } from './verify-fixtures';
import { weakDenial } from '../../src/core/verify/weak-denial';

const verdict = (claim: string, span: string) => verdictAgainst(claim, [span]);

describe('verify: denials weaker than the opposite (invented)', () => {
  it('a denied duty or degree does not contradict the plain statement, nor carry it', () => {
    for (const [claim, span] of [
      ['The installer will reboot the machine after the update.', 'The installer does not have to reboot the machine after the update.'],
      ['Plugins will be recompiled when the host is upgraded.', 'Plugins need not be recompiled when the host is upgraded.'],
      ['The parser is compatible with older grammars.', 'The parser is not always compatible with older grammars.'],
      ['The migration rewrites every row.', 'The migration does not necessarily rewrite every row.'],
      ['Callers release the lock before returning.', 'Callers are not required to release the lock before returning.'],
    ]) {
      const v = verdict(claim!, span!);
      assert.ok(!['supports', 'contradicts'].includes(v.label), `${claim}: ${v.label} ${v.reason}`);
    }
    assert.equal(weakDenial('The installer does not have to reboot the machine.', 'The installer will reboot the machine.')?.kind, 'duty');
    // (a duty said against a denied duty, and a plain denial, still contradict)
    assert.equal(verdict('Callers must release the lock before returning.', 'Callers are not required to release the lock before returning.').label, 'contradicts');
    assert.equal(verdict('The installer will not reboot the machine after the update.', 'The installer reboots the machine after the update.').label, 'contradicts');
  });

  it('"rarely" is not "never"; a matter left open is neither said nor denied', () => {
    for (const [claim, span] of [
      ['Maintainers never review patches for the legacy port.', 'Maintainers rarely review patches for the legacy port, since few people still use it.'],
      ['The fallback path is never taken in production.', 'The fallback path is seldom taken in production.'],
      ['The new API adds no value for embedded users.', 'It is unclear what value the new API would add for embedded users.'],
      ['The specification says the field must not be cached.', 'The specification takes no position on whether the field may be cached.'],
    ]) {
      const v = verdict(claim!, span!);
      assert.equal(v.label, 'does_not_support', `${claim}: ${v.reason}`);
      assert.ok(v.flags.some((f) => f.startsWith('denial_weaker:')), claim);
    }
  });

  it('an act only named, as a noun, is not asserted; a denial of the same things on both sides is no opposite', () => {
    const named = verdict('Simply restarting the service would lose queued jobs.', 'It is not safe to simply restart the service, as that would lose queued jobs.');
    assert.ok(named.flags.includes('denial_weaker:named_only'), named.reason);
    assert.notEqual(verdict('No new plugins will be backported to the 1.x line.', 'This policy does not propose a general exception for backporting new plugins to the 1.x line; each plugin proposed for backporting is judged on its own.').label, 'contradicts');
    assert.notEqual(verdict('The lock is needed only for writers, not for plain readers.', 'The lock is only needed by writers; plain readers do not need it.').label, 'contradicts');
    // (an act said with its verb is asserted: the denial still contradicts it)
    assert.equal(verdict('The tool does not support streaming.', 'The tool supports streaming input.').label, 'contradicts');
  });
});

describe('verify: denials said by a noun or through a means (invented)', () => {
  it('"the inability to X" denies X', () => {
    assert.equal(verdict('The old format cannot express nested tables, which led to the redesign.', 'The inability of the old format to express nested tables led to the redesign.').label, 'supports');
    assert.notEqual(verdict('Frozen instances are hashable because they cannot be modified.', 'The inability to modify frozen instances makes them hashable.').label, 'contradicts');
  });

  it('a denied verb that would give a means denies the act ("does not offer the ability to export")', () => {
    assert.notEqual(verdict('There is no supported way for plugins to register new commands.', 'The host does not provide a way for plugins to register new commands.').label, 'contradicts');
    assert.equal(verdict('The runtime has no mechanism to cancel a running task.', 'The runtime does not expose a mechanism to cancel a running task.').label, 'supports');
    assert.equal(verdict('Plugins can register new commands.', 'The host does not provide a way for plugins to register new commands.').label, 'contradicts');
  });

  it('"no X is allowed" is not the opposite of "disallows X"', () => {
    assert.notEqual(verdict('The grammar disallows a trailing comma in this position.', 'No trailing comma is allowed in this position.').label, 'contradicts');
    assert.notEqual(verdict('The expressionless form disallows an else suite.', 'Given that the loop never ends normally, no else suite is allowed in the expressionless form.').label, 'contradicts');
  });
});

describe('verify: beliefs, proposals and alternatives by other words (invented)', () => {
  it('"is believed safe" says what "is believed to be safe" says, and hedges a plain "is safe"', () => {
    assert.equal(verdict('The default cipher suite is believed to be secure against known attacks.', 'The default cipher suite is believed secure against known attacks.').label, 'supports');
    const dropped = verdict('The default cipher suite is secure against known attacks.', 'The default cipher suite is believed secure against known attacks.');
    assert.notEqual(dropped.label, 'supports');
    assert.ok(dropped.flags.some((f) => f.startsWith('hedge_dropped:')), dropped.reason);
  });

  it('"proposes making X" or "proposes support for X" is not that X was made', () => {
    for (const [claim, span] of [
      ['The RFC made closures serializable.', 'This RFC proposes making closures serializable.'],
      ['The PEP made the walrus operator usable in comprehensions.', 'This PEP proposes support for making the walrus operator usable in comprehensions.'],
      ['The RFC built a new test harness.', 'This RFC recommends building a new test harness.'],
    ]) assert.notEqual(verdict(claim!, span!).label, 'supports', claim);
    assert.equal(verdict('The RFC proposes making closures serializable.', 'This RFC proposes making closures serializable.').label, 'supports');
  });

  it('"after" an event is the other side of "prior to" it; "we could also …" only weighs an alternative', () => {
    const side = verdict('The key is rotated after deployment.', 'The key is rotated prior to deployment.');
    assert.equal(side.label, 'does_not_support', side.reason);
    assert.ok(side.flags.includes('point_side_reversed:after deployment'), side.flags.join());
    assert.equal(verdict('The signing key is rotated before each deployment to production.', 'The signing key is rotated prior to each deployment to production.').label, 'supports');
    assert.notEqual(verdict('The default branch is the release branch.', 'We could instead declare that the default branch is the release branch, however that would confuse contributors.').label, 'supports');
  });
});
