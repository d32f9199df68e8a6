// The same said otherwise, and less or more than the span says (invented sentences, written after reading the twelfth
// round's review pair rev85 and rev86: each kind once seen there, each case here new).
import assert from 'node:assert/strict';
import { verdictAgainst } from './verify-fixtures';
import { extractQuantities } from '../../src/core/text/quantities';

const verdict = (claim: string, span: string) => verdictAgainst(claim, [span]);

describe('verify: the same said otherwise (invented)', () => {
  it('"no X" and "0 X" / "zero X" say the same', () => {
    for (const [claim, span] of [
      ['Marker traits have no methods and exist only to tag types.', 'Marker traits have 0 methods and exist only to tag types.'],
      ['The empty profile has zero entries and is written on first start.', 'The empty profile has no entries and is written on first start.'],
    ]) {
      const v = verdict(claim!, span!);
      assert.notEqual(v.label, 'contradicts', `${claim}: ${v.reason}`);
    }
    assert.equal(verdict('Marker traits have 2 methods and exist only to tag types.', 'Marker traits have 0 methods and exist only to tag types.').label, 'contradicts');
  });

  it('"without much X" is "little X", "without touching" is "untouched": weaker, never the opposite', () => {
    for (const [claim, span] of [
      ['The schema change was merged with little review by the maintainers.', 'The schema change was merged by the maintainers without much review.'],
      ['The migration rewrites the index and leaves the stored documents untouched.', 'The migration rewrites the index without touching the stored documents.'],
      ['The proposal was accepted with little public discussion.', 'The proposal has been accepted without much public discussion.'],
      ['The hook alters the request at the routing layer, leaving the stored session untouched.', 'The hook will modify the request at the routing layer without touching the stored session.'],
    ]) {
      const v = verdict(claim!, span!);
      assert.notEqual(v.label, 'contradicts', `${claim}: ${v.reason}`);
      assert.notEqual(v.label, 'supports', `${claim}: ${v.reason}`);
    }
    // (said so: the span denies the opposite, which is weaker)
    assert.match(verdict('The proposal was accepted with little public discussion.', 'The proposal has been accepted without much public discussion.').reason, /denies the opposite \('not much'\)/);
    assert.match(verdict('The hook alters the request at the routing layer, leaving the stored session untouched.', 'The hook will modify the request at the routing layer without touching the stored session.').reason, /denies the opposite/);
  });

  it('"ever" under a denial is "never"', () => {
    const v = verdict('No caller can ever observe the buffer in a half-written state.', 'Callers can never observe the buffer in a half-written state.');
    assert.notEqual(v.label, 'contradicts', v.reason);
  });

  it('a minus after a code mark is a sign: "``-1``" is -1', () => {
    assert.deepEqual(extractQuantities('returns ``-1`` on failure').map((q) => q.value), [-1]);
    assert.deepEqual(extractQuantities("returns '-1' or `-2`").map((q) => q.value), [-1, -2]);
    const v = verdict('On failure the hook returns `-1` and sets an exception.', 'On failure the hook sets an exception and returns ``-1``.');
    assert.notEqual(v.label, 'contradicts', v.reason);
    assert.equal(verdict('On failure the hook returns `1` and sets an exception.', 'On failure the hook sets an exception and returns ``-1``.').label, 'contradicts');
  });
});

describe('verify: less or more than the span says (invented)', () => {
  it('a weaker quantifier than the span\'s "all" of the same noun is not support', () => {
    for (const [claim, span] of [
      ['The linter reports some unused imports in the generated modules.', 'The linter reports all unused imports in the generated modules.'],
      ['The release notes say most public functions are now documented.', 'The release notes say all public functions are now documented.'],
      ['Many of the fixtures are regenerated on every run.', 'All fixtures are regenerated on every run.'],
    ]) {
      const v = verdict(claim!, span!);
      assert.notEqual(v.label, 'supports', `${claim}: ${v.reason}`);
    }
    const v = verdict('The linter reports some unused imports in the generated modules.', 'The linter reports all unused imports in the generated modules.');
    assert.ok(v.flags.some((f) => f.startsWith('quantifier_weakened:')), v.flags.join(' '));
    // (past a possessive: "most of Kestrel's plugins" / "all of the plugins")
    assert.ok(verdict('Most of Kestrel\'s plugins ship a manifest that pins their version.', 'All of the plugins for Kestrel ship a manifest that pins their version.').flags.some((f) => f.startsWith('quantifier_weakened:')));
    // ("some" of another noun than the span's "all" is not weakened)
    assert.ok(!verdict('The linter reports all unused imports in some generated modules.', 'The linter reports all unused imports in the generated modules.').flags.some((f) => f.startsWith('quantifier_weakened:')));
  });

  it('what the span sets aside ("Unlike X, …", "Rather than X, …") is not what it says', () => {
    assert.notEqual(verdict('Both staging and production deployments require a signed manifest.', 'Unlike staging deployments, however, production deployments require a signed manifest.').label, 'supports');
    const v = verdict('Both hosted runners and local runners are required to pin exactly one toolchain.', 'Unlike local runners, however, hosted runners are *required* to pin exactly one toolchain.');
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.some((f) => f.startsWith('set_aside:')), v.flags.join(' '));
    // (the claim that keeps the contrast, or speaks only of the other case, is not set aside)
    assert.ok(!verdict('Production deployments, unlike staging ones, require a signed manifest.', 'Unlike staging deployments, however, production deployments require a signed manifest.').flags.some((f) => f.startsWith('set_aside:')));
    assert.equal(verdict('Production deployments require a signed manifest.', 'Unlike staging deployments, however, production deployments require a signed manifest.').label, 'supports');
    // (a claim of the set-aside thing alone is not carried either)
    assert.notEqual(verdict('Staging runners are required to pin exactly one toolchain.', 'Unlike staging runners, however, hosted runners are *required* to pin exactly one toolchain.').label, 'supports');
    // (a claim that opens with the same phrase, its marker left out, keeps the span's framing)
    assert.ok(!verdict('Of rebuilding the whole index on every start, the daemon now loads a snapshot and replays the changes since.',
      'Instead of rebuilding the whole index on every start, the daemon now loads a snapshot and replays the changes since.').flags.some((f) => f.startsWith('set_aside:')));
  });

  it('a cause the span does not give ("because") is not support, though the span names an agent with "by"', () => {
    const v = verdict('The legacy exporter is rarely used because the new pipeline cannot read its output.', 'The output of the legacy exporter cannot be read by the new pipeline and the exporter has been found to be rarely used.');
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('relation_unstated'), v.flags.join(' '));
    // (a span that gives the reason in its own words, or a means by an act, keeps it)
    assert.ok(!verdict('The legacy exporter is rarely used because the new pipeline cannot parse its output.', 'The legacy exporter is rarely used, since the new pipeline cannot parse its output.').flags.includes('relation_unstated'));
    assert.ok(!verdict('The cache cuts latency via prefetching.', 'The cache cuts latency by prefetching the next block.').flags.includes('relation_unstated'));
  });

  it('a duty the span does not state ("must") is not support; a span\'s rule in other words is', () => {
    const v = verdict('Long-running jobs must set a timeout with the `--deadline` flag.', 'To set a timeout for a long-running job, use the `--deadline` flag.');
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.some((f) => f.startsWith('duty_unstated:')), v.flags.join(' '));
    assert.ok(!verdict('Long-running jobs must set a timeout with the `--deadline` flag.', 'Long-running jobs are required to set a timeout with the `--deadline` flag.').flags.some((f) => f.startsWith('duty_unstated:')));
  });

  it('an author\'s "I expect that" is a hedge a plain claim drops', () => {
    const v = verdict('The 2.0 release will drop support for the old plugin format.', 'I expect that the 2.0 release will drop support for the old plugin format.');
    assert.notEqual(v.label, 'supports', v.reason);
  });

  it('a name\'s version the span gives only elsewhere, the name standing with another version, is not support', () => {
    const span = 'The feature freeze for Django 4.1 effectively lengthened that cycle to *more than 9 months* (4.0: December 2021, 4.2: April 2023) without complaints.';
    const v = verdict('The Django 4.2 feature freeze lengthened that cycle to more than 9 months without complaints.', span);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.some((f) => f.startsWith('version_of_another:')), v.flags.join(' '));
    // (a list of the name's versions names each of them; the span's own pairing is carried)
    assert.ok(!verdict('Django 4.2 drops the old parser.', 'Django 4.1 and 4.2 drop the old parser.').flags.some((f) => f.startsWith('version_of_another:')));
    assert.ok(!verdict('The Django 4.1 feature freeze lengthened that cycle to more than 9 months without complaints.', span).flags.some((f) => f.includes('number')));
  });
});

// (written after reading review pair rev87 and rev88)
describe('verify: requirements, clefts and lists under "only" (invented)', () => {
  it('"cannot … without X" is "requires X": the two say the same', () => {
    const v = verdict('The exporter cannot be enabled without adding a signing key, which the setup guide explains.', 'Enabling the exporter requires the addition of a signing key that the setup guide explains.');
    assert.notEqual(v.label, 'contradicts', v.reason);
    // (a span that does it without the thing still contradicts)
    assert.equal(verdict('The plugin cannot be loaded without a signed manifest.', 'The plugin can be loaded without a signed manifest.').label, 'contradicts');
  });

  it('"cannot be included" denies "included": weaker than "excluded", never its opposite', () => {
    const v = verdict('The audit log excludes session tokens because they expire.', 'Because they expire, session tokens cannot be included in the audit log.');
    assert.notEqual(v.label, 'contradicts', v.reason);
    // (where both sides deny their word, the words are still opposites: "cannot reject" / "cannot accept")
    assert.equal(verdict('The parser cannot reject a header with any encoding.', 'The parser cannot accept a header with any encoding.').label, 'contradicts');
  });

  it('"it was not until X that …" says when, and denies nothing', () => {
    const v = verdict('It was not until March 2023 that the overloaded mirror got its first full-time maintainer.', 'The mirror has been overloaded, getting its first full-time maintainer in March 2023.');
    assert.notEqual(v.label, 'contradicts', v.reason);
  });

  it('"2/3 of" is a fraction, the same as "two thirds of"', () => {
    assert.deepEqual(extractQuantities('at least 2/3 of the vote').map((q) => [q.raw, Math.round(q.value), q.kind]), [['2/3', 67, 'percent']]);
    // (not a date or a ratio without "of")
    assert.notEqual(extractQuantities('on 3/4 days')[0]?.kind, 'percent');
    const v = verdict('At least two thirds of the maintainers must approve a release.', 'A release requires that at least 2/3 of the maintainers approve it.');
    assert.ok(!v.flags.some((f) => f.startsWith('number_mismatch')), v.flags.join(' '));
  });

  it('a claim\'s "only" of one item of the span\'s list under "only" is not support', () => {
    const span = 'Nightly wheels have only been published through two CI services, Buildkite and Drone, both of which keep the keys offline.';
    const v = verdict('Nightly wheels have only been published through Buildkite, which keeps the keys offline.', span);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.some((f) => f.startsWith('only_one_of_list:')), v.flags.join(' '));
    // (the list's head, or every item, is not one of several)
    assert.ok(!verdict('Nightly wheels have only been published through two CI services.', span).flags.some((f) => f.startsWith('only_one_of_list:')));
    assert.ok(!verdict('Nightly wheels have only been published through Buildkite and Drone.', span).flags.some((f) => f.startsWith('only_one_of_list:')));
  });

  it('a claim\'s "any of" the things over the span\'s "most of" them is not support', () => {
    const v = verdict('Once the header is corrupted, calling any of the reader\'s other methods will panic.', 'Once the header is corrupted, calling most of the reader\'s other methods will panic.');
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.some((f) => f.startsWith('quantifier_strengthened:')), v.flags.join(' '));
  });
});

// (written after the one measurement of the round's last pair, rev91 and rev92)
describe('verify: lost abilities, lists of figures, comparisons turned (invented)', () => {
  it('"lose the ability to X" denies X: it agrees with "can no longer be X-ed" and contradicts "can still X"', () => {
    assert.equal(verdict('The schema of archived tables can no longer be altered.', 'We lose the ability to alter the schema of archived tables.').label, 'supports');
    assert.equal(verdict('The schema of archived tables can still be altered.', 'We lose the ability to alter the schema of archived tables.').label, 'contradicts');
  });

  it('a list of figures that is not the span\'s list of as many figures is not support', () => {
    const v = verdict('The hook runs exactly three times, right after the counter is set to 1, 2, and 3.', 'After 2 warm-up rounds, the hook runs exactly three times: right after the counter is set to ``1``, ``3``, and ``5``, respectively.');
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.some((f) => f.startsWith('figure_list_differs:')), v.flags.join(' '));
    assert.equal(verdict('The hook runs exactly three times, right after the counter is set to 1, 3, and 5.', 'The hook runs exactly three times: right after the counter is set to ``1``, ``3``, and ``5``, respectively.').label, 'supports');
  });

  it('a comparison with a thing the span compares the other way is not support, though the span says the claim\'s word of another', () => {
    const span = 'The pipe operator is left-associative and has precedence higher than comparison, but lower than multiplication.';
    const v = verdict('The pipe operator has lower precedence than comparison.', span);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.some((f) => f.startsWith('comparison_turned:')), v.flags.join(' '));
    assert.ok(!verdict('The pipe operator has higher precedence than comparison.', span).flags.some((f) => f.startsWith('comparison_turned:')));
    // (the converse, said of the other thing, is no comparison turned: what each is compared with differs)
    assert.equal(verdict('Hives near the river had fewer mites than hives near the road.', 'Hives near the road had more mites than hives near the river.').label, 'supports');
  });

  it('of a figure the span states twice, the claim\'s figure pairs with the one between its own neighbouring words', () => {
    const span = 'We kept 4.1.2 as the baseline because the lab runs Kestrel 3.4 internally, and moving from Kestrel 3.4 to Kestrel 4.x was judged too risky.';
    const v = verdict('We kept 4.1.2 as the baseline because the lab runs Kestrel 3.3 internally, and moving from Kestrel 3.4 to Kestrel 4.x was judged too risky.', span);
    assert.equal(v.label, 'contradicts', v.reason);
    assert.ok(v.flags.includes('number_mismatch:3.3'), v.flags.join(' '));
  });
});

// (written after reading again what the tenth round's reviews rev71, rev73 and rev74 still let through)
describe('verify: denials that reach further, pairs and ideas (invented)', () => {
  it('a denial reaches each alternative after "or", and past "the creation of"', () => {
    assert.equal(verdict('The shutdown hook flushes the write buffer.', 'The shutdown hook exits at once without closing the sockets or flushing the write buffer.').label, 'contradicts');
    assert.equal(verdict('The release forms the board along with several new working groups.', 'The release forms the board and does not include the creation of new working groups of any kind.').label, 'contradicts');
  });

  it('a claim word that the chosen clause lacks, and another clause says only under its denial, is denied', () => {
    const span = 'In the batch mode the retry step will behave the same as in the standard while loop: It will immediately stop the job without logging the failure or sending the alert.';
    assert.equal(verdict('In the batch mode the retry step will stop the job and then send the alert.', span).label, 'contradicts');
    assert.equal(verdict('In the batch mode the retry step will stop the job.', span).label, 'supports');
  });

  it('"both A and B" or "either A or B" where the span names one of them is not support', () => {
    const v = verdict('Both blocking and non-blocking sockets raise this error in this version.', 'In this version non-blocking sockets raise this error.');
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.some((f) => f.startsWith('pair_item_unstated:')), v.flags.join(' '));
    assert.notEqual(verdict('Both problems are solved by adding a lock around the cache.', 'The second problem is solved by adding a lock around the cache.').label, 'supports');
    assert.equal(verdict('The hook runs both before and after the build step.', 'The hook runs both before and after the build step.').label, 'supports');
  });

  it('an idea being explored is not done', () => {
    const v = verdict('The infrastructure team has replaced its build farm with a simpler runner.', 'The infrastructure team is exploring the idea of replacing its build farm with a simpler runner.');
    assert.notEqual(v.label, 'supports', v.reason);
  });
});

