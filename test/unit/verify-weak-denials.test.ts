// Denials weaker than the opposite, and denials said by a noun or through a means (invented sentences, written after
// reading the round's held-out reviews rev75 and rev76: each kind once seen there, each case here new).
import assert from 'node:assert/strict';
import { verdictAgainst } from './verify-fixtures';
import { weakDenial } from '../../src/core/verify/weak-denial';
import { denialReaches } from '../../src/core/verify/analysis';

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

describe('verify: readings after the held-out reviews rev77 and rev78 (invented)', () => {
  it('"not possible for X to V" denies that X does V', () => {
    assert.equal(verdict('The CI service tests every pull request on Windows.', 'It is not possible for the CI service to test every pull request on Windows.').label, 'contradicts');
    assert.equal(verdict('The maintainers review each patch by hand.', 'It is not feasible for the maintainers to review each patch by hand.').label, 'contradicts');
  });

  it('"is certain to" does not keep a span\'s "likely"; "but only as …" limits what it follows', () => {
    assert.notEqual(verdict('The new scheduler is certain to reduce tail latency for batch jobs.', 'The new scheduler will likely reduce tail latency for batch jobs.').label, 'supports');
    const tail = verdict('The linker inlines small constant tables into the binary.', 'The linker inlines small constant tables into the binary, but only when link-time optimisation is on.');
    assert.notEqual(tail.label, 'supports', tail.reason);
    assert.equal(verdict('The linker inlines small constant tables into the binary only when link-time optimisation is on.', 'The linker inlines small constant tables into the binary, but only when link-time optimisation is on.').label, 'supports');
  });

  it('a participle phrase or a relative clause after the subject restricts it', () => {
    for (const [claim, span] of [
      ['Extensions are rebuilt for every interpreter release.', 'Extensions using the private headers are rebuilt for every interpreter release.'],
      ['Plugins are loaded before the main window opens.', 'Plugins that declare a startup hook are loaded before the main window opens.'],
    ]) {
      const v = verdict(claim!, span!);
      assert.notEqual(v.label, 'supports', claim);
      assert.ok(v.flags.some((f) => f.startsWith('modifier_dropped:') || f.startsWith('argument_elsewhere:')), v.flags.join());
    }
    // (a span that says the subject plainly too carries it)
    assert.equal(verdict('The cached builds were found in the first two runners inspected.', 'Builds using old flags were cached, and the cached builds were found in the first two runners inspected.').label, 'supports');
  });

  it('what a denied guarantee leaves open, an earlier version and one of two alternatives are not stated', () => {
    assert.notEqual(verdict('The cache survives restarts.', 'The cache is kept on disk, although we do not guarantee that it survives restarts.').label, 'supports');
    assert.notEqual(verdict('The tool signs every release.', 'An earlier version of the tool signed every release.').label, 'supports');
    const either = verdict('Bug reports should go to the issue tracker.', 'Bug reports should either go to the issue tracker for crashes or the mailing list for everything else.');
    assert.notEqual(either.label, 'supports');
    assert.ok(either.flags.some((f) => f.startsWith('alternative_dropped:')), either.flags.join());
    // (an alternative is a few words to its clause's end: the aside after "or default" is no alternative the claim names)
    assert.ok(!verdict('The result of an overflow depends upon the state of overflow checking.',
      'The result of an overflow depends upon the state of overflow checking, which can be either enabled or default (this RFC does not describe a way to disable overflow checking).')
      .flags.some((f) => f.startsWith('alternative_dropped:')));
  });

  it('two things paired by a preposition, or the two sides of a contrast, traded are not carried', () => {
    const pairs = verdict('The launcher uses fork on Linux and spawn on macOS.', 'The launcher uses the spawn method on Linux and the fork method on macOS.');
    assert.notEqual(pairs.label, 'supports');
    assert.equal(verdict('The launcher uses spawn on Linux and fork on macOS.', 'The launcher uses the spawn method on Linux and the fork method on macOS.').label, 'supports');
    const sides = verdict('The old layout scatters helper functions across modules, whereas the new layout keeps them together.',
      'A drawback of the new layout is that helper functions are scattered across modules, whereas the old layout keeps them together.');
    assert.notEqual(sides.label, 'supports');
  });

  it('an act before an event is the other side of one done once it has happened; the converse is the same', () => {
    const order = verdict('Linters must be updated to accept the new syntax before the grammar is extended.', 'Once the grammar is extended, linters will need to be updated to accept the new syntax.');
    assert.ok(order.flags.some((f) => f.startsWith('point_side_reversed:')), order.flags.join());
    assert.notEqual(order.label, 'supports');
  });

  it('"not … until" is "only after"; "lack of" and "non-" deny; a contrast after a denial ends it', () => {
    assert.notEqual(verdict('The signature file cannot be written until the manifest has been generated.', 'The signature file can only be written after the manifest is generated.').label, 'contradicts');
    assert.notEqual(verdict('The maintainer lacked time to keep reviewing the proposal.', 'The maintainer has expressed lack of time to continue to review the proposal.').label, 'contradicts');
    assert.notEqual(verdict('A tool can rewrite the statement reliably and unambiguously.', 'The statement can be rewritten reliably and non-ambiguously by a tool.').label, 'contradicts');
    assert.notEqual(verdict('Because usage data is not collected, the team cannot rank the options, though bug reports show each one has some users.',
      'Bug reports show all of these options have at least some users. However, as we do not track usage data, we have no way to rank the options.').label, 'contradicts');
  });
});

describe('verify: a denied act against the act said with a manner adverb (invented)', () => {
  it('"do not preserve" contradicts "faithfully preserve"; "do not faithfully preserve" leaves "preserve" open', () => {
    const v = verdict('Common archivers such as tar and zip faithfully preserve file ownership.', 'Common archivers (tar, zip) do not preserve file ownership.');
    assert.equal(v.label, 'contradicts', v.reason);
    assert.notEqual(verdict('Common archivers such as tar and zip do not faithfully preserve file ownership.', 'Common archivers (tar, zip) preserve file ownership.').label, 'contradicts');
    // (an adverb of time is no manner: "will eventually have a value" is not denied by "have no value yet")
    assert.notEqual(verdict('All pending slots will eventually have a value assigned to them.', 'Pending slots have no value assigned to them yet.').label, 'contradicts');
  });
});

describe('verify: words of one figure said beside another (invented)', () => {
  it('a detail the span gives beside another date is not carried with the claim\'s date; a frame said before both is', () => {
    const merged = verdict('The registry opened its first mirrors, free for student projects, on 2021-04-12.',
      'The first mirrors of the registry opened on 2021-04-12, with free mirrors for student projects opened on 2022-02-01.');
    assert.notEqual(merged.label, 'supports');
    assert.ok(merged.flags.some((f) => f.startsWith('figure_mispaired:')), merged.flags.join());
    assert.equal(verdict('The default timeout is 60 seconds for writes.', 'The default timeout is 30 seconds for reads and 60 seconds for writes.').label, 'supports');
  });
});

describe('verify: denials after the held-out reviews rev79 and rev80 (invented)', () => {
  it('the same denial on both sides, in clauses or sentences arranged otherwise, is no opposite', () => {
    assert.notEqual(verdict('The portal currently does no cross-browser testing, though some UI tests run in a headless browser.',
      'The portal is not currently doing any cross-browser testing; there are some UI tests that run in a headless browser.').label, 'contradicts');
    assert.notEqual(verdict('The wheel bundles 12 shared libraries during the build, and none of them are detected by common scanners.',
      'The wheel bundles 12 shared libraries as part of the build. None of those shared libraries are detected by common scanners.').label, 'contradicts');
    // (a denial of another word on the other side answers nothing: "succeeds without network access" is still denied)
    assert.equal(verdict('The build succeeds without network access.', 'The build cannot succeed without network access.').label, 'contradicts');
  });

  it('"not acceptable for X to V" denies it; "no more than one" is a bound, not a denial', () => {
    assert.notEqual(verdict('Checked-in code must never break the nightly build.', 'It is not acceptable for any checked-in code to break the nightly build.').label, 'contradicts');
    assert.notEqual(verdict('No more than one of the keys url, path and git may be given together.', 'At most one of the following keys can be specified at once: url, path and git.').label, 'contradicts');
  });
});

describe('verify: mended after the last held-out pair, rev81 and rev82, was measured (invented)', () => {
  it('"No-one" denies as "no one" does; a relative clause after a denial is not denied', () => {
    assert.deepEqual(denialReaches('So far, no-one has yet stepped up to maintain the bindings.').map((r) => r.stems.includes('step')), [true]);
    assert.notEqual(verdict('Nobody but the author has commit rights to the Quillet repository.', 'No-one but the author has commit rights to the Quillet repository.').label, 'contradicts');
    assert.notEqual(verdict('Formatted code won\'t be formatted differently by future releases, which avoids churn and CI failures when the formatter checks style.',
      'Formatted code won\'t get formatted differently with a future release. This avoids churn, and avoids creating CI failures when people use the formatter to check style.').label, 'contradicts');
  });
});

describe('verify: a requirement with "or", a place denied by an ellipsis, a part with its own subject (invented)', () => {
  it('"X isn\'t true stops it" and "X must be true or it is stopped" are one rule turned round', () => {
    const v = verdict('A check that isn\'t satisfied aborts the build.', 'Checks must be satisfied or the build is aborted.');
    assert.notEqual(v.label, 'contradicts', v.reason);
  });

  it('"whereas it does not on Unix" denies the claim\'s "on Unix"; the claim\'s own "but not on Unix" says it', () => {
    const v = verdict('The timer counts time spent asleep on both Windows and Unix.', 'On Windows, the timer counts time spent asleep, whereas it does not on Unix.');
    assert.notEqual(v.label, 'supports');
    assert.ok(v.flags.includes('place_denied:Unix'), v.flags.join());
    assert.ok(!verdict('On Windows the timer counts time spent asleep, but not on Unix.', 'On Windows, the timer counts time spent asleep, whereas it does not on Unix.').flags.some((f) => f.startsWith('place_denied:')));
  });

  it('a part with a verb and a name of its own does not inherit the denial before it', () => {
    assert.notEqual(verdict('A newer crate would be unable to use the old identifiers, and @kestrel found 28 crates using them, some of them public.',
      'This would leave a newer crate unable to use the old identifiers. @kestrel found 28 crates using them, some public.').label, 'contradicts');
  });
});

describe('verify: figures paired with places and traded (invented, after the final held-out pair was read)', () => {
  it('"8-9 times as fast on Windows, 2-3 times on Linux" does not carry the two figures the other way round', () => {
    const span = 'Caching the directory entries makes the scan about 8-9 times as fast on Windows, and about 2-3 times as fast on Linux.';
    const traded = verdict('Caching the directory entries makes the scan about 8-9 times as fast on Linux and about 2-3 times as fast on Windows.', span);
    assert.notEqual(traded.label, 'supports');
    assert.ok(traded.flags.some((f) => f.startsWith('pairs_crossed:') || f.startsWith('words_swapped:') || f.startsWith('figures_traded:')), traded.flags.join());
    assert.equal(verdict('Caching the directory entries makes the scan about 8-9 times as fast on Windows and about 2-3 times as fast on Linux.', span).label, 'supports');
    // (the figure, a few words before the place, is what each place is paired with)
    const figures = verdict('Dropping the extra calls makes the walk about 8-9 times as fast on POSIX systems and about 2-3 times as fast on Windows.',
      'In practice, dropping all those extra calls makes the walk about 8-9 times as fast on Windows, and about 2-3 times as fast on POSIX systems.');
    assert.ok(figures.flags.some((f) => f.startsWith('pairs_crossed:') || f.startsWith('figures_traded:')), figures.flags.join());
  });
});
