// What a figure, a verb or a name is attached to (invented sentences): a hyphenated measure ("a two-week cycle") is a
// figure with its unit; two verbs may trade their objects and two document references their places; a denial may sit
// on either side of the word it denies; possibilities, "can only" and "in general" are kept; a denial of a denying
// verb asserts; "neither … nor" may be said as two denials; a span word the claim says itself carries nothing else.
// Denials said in other words are no contradiction: a comparison with every other, an act of "doing", no change said as
// "continue to", a denial that speaks of the words before it, a cleft ("X is not something we do").
import assert from 'node:assert/strict';
import { verdictAgainst } from './verify-fixtures';
import { extractQuantities } from '../../src/core/text/quantities';
import { namesSwapped, objectsTraded } from '../../src/core/verify/arguments';
import { denialsMirrored } from '../../src/core/verify/index';

const figures = (text: string) => extractQuantities(text).map((q) => `${q.value}:${q.unit ?? '-'}`);

describe('verify: what figures, verbs and names are attached to (invented)', () => {
  it('a hyphenated measure is a figure with its unit, and sits before the noun it measures', () => {
    assert.deepEqual(figures('Kestrel ships on a two-week cycle with a 3-day freeze and 64-bit builds.'), ['2:week', '3:day', '64:bit']);
    // (a hyphen before a word that is no measure leaves the figure bare: "3-only", "2-based", "8-like")
    assert.deepEqual(figures('Python 3-only code, 2-based indexing'), ['3:-', '2:-']);
    const span = 'Kestrel uses a two-week release cycle with a one-week freeze.';
    const changed = verdictAgainst('Kestrel uses a one-week release cycle.', [span]);
    assert.equal(changed.label, 'contradicts', changed.reason);
    assert.match(changed.reason, /gives 'two', not 'one'/);
    const same = verdictAgainst('Kestrel has a two-week release cycle.', [span]);
    assert.equal(same.label, 'supports', same.reason);
  });

  it('a figure of a unit is not carried by the same number of no unit when the span gives that unit another figure', () => {
    const span = 'The constructor takes eight 16-bit integers as arguments.';
    const swapped = verdictAgainst('The constructor takes sixteen 8-bit integers as arguments.', [span]);
    assert.equal(swapped.label, 'contradicts', swapped.reason);
    assert.ok(swapped.flags.includes('number_mismatch:8'), swapped.flags.join());
    assert.equal(verdictAgainst('The constructor takes eight 16-bit integers.', [span]).label, 'supports');
  });

  it('two verbs that trade their objects are not support: "disables caching … enables telemetry"', () => {
    const span = 'By default, Tern enables caching and disables telemetry.';
    const v = verdictAgainst('Tern disables caching by default and enables telemetry.', [span]);
    assert.notEqual(v.label, 'supports', v.reason);
    // ("enable"/"disable" are opposites in place since the thirtieth round: what the claim says of caching is refuted)
    assert.equal(v.label, 'contradicts', v.reason);
    assert.ok(v.flags.includes('antonym:disable/enable'), v.flags.join());
    assert.equal(verdictAgainst('By default Tern enables caching and disables telemetry.', [span]).label, 'supports');
    // (two verbs no list pairs as opposites, trading their objects: not carried)
    const traded = verdictAgainst('Tern compresses caches by default and encrypts logs.', ['By default, Tern encrypts caches and compresses logs.']);
    assert.notEqual(traded.label, 'supports', traded.reason);
    assert.ok(traded.flags.includes('objects_traded:compresses/encrypts'), traded.flags.join());
    // (words of one hyphened compound are no verb and object: "R-goal-tagged issues")
    assert.equal(objectsTraded('The teams created R-goal-tagged issues on the tracker.', 'The teams create an issue on the tracker tagged with R-goal.'), undefined);
  });

  it('a document reference is a name: "PEP 376 updates this PEP" over "This PEP updates :pep:`376`"', () => {
    const span = 'This PEP clarifies and updates :pep:`376` (Database of Installed Distributions), rewriting it as a standard.';
    const v = verdictAgainst('PEP 376 clarifies and updates this PEP.', [span]);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.deepEqual(namesSwapped('PEP 376 clarifies and updates this PEP.', span), { first: 'PEP 376', second: 'this PEP' });
    assert.equal(namesSwapped('This PEP clarifies and updates PEP 376.', span), undefined);
    // ("A and B": a list says the same of either)
    assert.equal(namesSwapped('`alpha` and `beta` are kept.', '`beta` and `alpha` are kept.'), undefined);
  });

  it('a denial reaches the word it denies from either side: "guaranteed to be present" / "no guarantee that … is present"', () => {
    const v = verdictAgainst('Both timestamps are guaranteed to be present, although their order is not defined.',
      ["There is no guarantee that either timestamp is present, nor is either timestamp's order defined."]);
    assert.equal(v.label, 'contradicts', v.reason);
  });

  it('a possibility made room for is not an event: "allowing for the term to be extended"', () => {
    const span = 'The charter keeps this rule, allowing for the term to be extended to two more seasons with approval from the board.';
    const v = verdictAgainst('The term has already been extended to two more seasons by the board.', [span]);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('hedge_dropped:allowing for'), v.flags.join());
  });

  it('"can only" restricts under its modal; "in general" is a hedge that "generally" keeps', () => {
    const only = verdictAgainst('The formatter can only be run through the build tool.', ['The formatter can be run through the build tool.']);
    assert.notEqual(only.label, 'supports', only.reason);
    assert.ok(only.flags.includes('predicate_unsupported:only'), only.flags.join());
    const span = 'In general, the result of a pure function is not cached by the runtime.';
    const dropped = verdictAgainst('The result of a pure function is not cached by the runtime.', [span]);
    assert.notEqual(dropped.label, 'supports', dropped.reason);
    assert.ok(dropped.flags.includes('hedge_dropped:in general'), dropped.flags.join());
    const kept = verdictAgainst('The result of a pure function is generally not cached by the runtime.', [span]);
    assert.ok(!kept.flags.some((f) => f.startsWith('hedge_dropped')), kept.flags.join());
  });

  it('a denied denying verb asserts: "does not prevent evolution" is no denial of "can evolve"', () => {
    const v = verdictAgainst('The underlying traits can still evolve after the macro ships.',
      ['Shipping the macro unblocks plugin authors and does not prevent evolution of the underlying traits.']);
    assert.notEqual(v.label, 'contradicts', v.reason);
    // (but "does not replace or prevent X" still denies "replaces X")
    const replaces = verdictAgainst('This proposal replaces other caching strategies such as lazy loading.',
      ['This proposal does not replace or prevent other caching strategies such as lazy loading.']);
    assert.equal(replaces.label, 'contradicts', replaces.reason);
  });

  it('"neither … nor" may be said as two denials', () => {
    const span = 'If the list is present and empty, then tools must not copy any files and must not raise an error.';
    assert.notEqual(denialsMirrored('If the list is present and empty, tools must neither copy files nor raise an error.', span), undefined);
    const v = verdictAgainst('If the list is present and empty, tools must neither copy files nor raise an error.', [span]);
    assert.notEqual(v.label, 'contradicts', v.reason);
  });

  it('a span word the claim says itself carries no other claim word: "use … usable" over "use"', () => {
    const span = 'Readers are unable to use the archive without the key.';
    const v = verdictAgainst('Readers are unable to use the archive, which is usable without the key.', [span]);
    assert.notEqual(v.label, 'supports', v.reason);
    // (where the span says it twice, once for each: "required … requires")
    const twice = verdictAgainst('Raising the minimum required version needs approval from the team.',
      ['Raising the minimum version required requires approval from the team.']);
    assert.equal(twice.label, 'supports', twice.reason);
  });

  it('a claim that says it is already done is not carried by a "will" of what happens for each item', () => {
    const v = verdictAgainst('The teams have already filed a tracking issue for each goal.', ['For each goal the teams will file a tracking issue.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('hedge_dropped:will'), v.flags.join());
  });

  it('a two-word contrasting modifier restricts the noun: "non-cross platform applications"', () => {
    const v = verdictAgainst('Such warnings are not useful for any application run on Unix.', ['Such warnings are not useful for non-cross platform applications run on Unix.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.some((f) => f.startsWith('modifier_dropped:non-cross platform')), v.flags.join());
  });

  it('"can only" in the span carries "can only" or "could only" in the claim', () => {
    const v = verdictAgainst('The parser could only read UTF-8 files.', ['The parser can only read UTF-8 files.']);
    assert.ok(!v.flags.includes('predicate_unsupported:only'), v.flags.join());
  });
});

describe('verify: denials said in other words (invented)', () => {
  it('"no other X as fast as Y" / "Y, faster than any other X" is no contradiction', () => {
    const v = verdictAgainst('No other safe API copies buffers in bulk as quickly as the ranged copy.',
      ['The ranged copy allows bulk copying of buffers, more quickly than any other safe API.']);
    assert.notEqual(v.label, 'contradicts', v.reason);
  });

  it('"if this is not done" / "the cost of not doing this" deny the same act', () => {
    assert.equal(denialsMirrored('If this is not done, the cache will stay stale.', 'The cost of not doing this is that the cache will remain stale.'), 'same');
    const v = verdictAgainst('If this is not done, the cache will stay stale.', ['The cost of not doing this is that the cache will remain stale.']);
    assert.notEqual(v.label, 'contradicts', v.reason);
  });

  it('"none of these changes how X behaves" / "X will continue to behave as it does"; but "continue to" is no "no longer"', () => {
    const span = 'Under all of these drafts, the loader and the linker by themselves will continue to behave as they currently do, reading the innermost file first.';
    const v = verdictAgainst('None of these drafts changes how the loader and the linker on their own behave: they still read the innermost file first.', [span]);
    assert.notEqual(v.label, 'contradicts', v.reason);
    const lost = verdictAgainst('The language will continue to offer a built-in way to avoid repeating fields.',
      ['The language will no longer offer any built-in way to avoid repeating fields.']);
    assert.equal(lost.label, 'contradicts', lost.reason);
  });

  it('a denial speaks of the words right before it: "the warning never shows up" / "I never get the warning"', () => {
    const v = verdictAgainst('Unless the crate is built directly, the warning never shows up for me.',
      ['I will never get the warning about this unless I try to build the crate directly.']);
    assert.notEqual(v.label, 'contradicts', v.reason);
  });

  it('a cleft denies its subject: "Motivating X is not something this RFC sets out to do" / "This RFC does not motivate X"', () => {
    assert.equal(denialsMirrored('Motivating labelled blocks is not something this RFC sets out to do.', 'This RFC does not motivate labelled blocks.'), 'same');
    const v = verdictAgainst('Motivating labelled blocks is not something this RFC sets out to do.', ['This RFC does not motivate labelled blocks.']);
    assert.notEqual(v.label, 'contradicts', v.reason);
  });

});

describe('verify: hedges and conditions said in other words (invented)', () => {
  it('"PEP 12 says documentation should …" is an attribution, and its modal answers the span\'s "should be documented"', () => {
    const v = verdictAgainst('PEP 12 says documentation should state whether keyword arguments are accepted.',
      ['It should be documented whether keyword arguments are accepted.'], 'peps/pep-0012.rst');
    assert.ok(v.flags.includes('attributed:PEP 12'), v.flags.join());
    assert.ok(!v.flags.some((f) => f.startsWith('hedge_dropped')), v.flags.join());
  });

  it('"will" of a consequence or under a condition is no plan: "will panic if …", "will give a … error"', () => {
    const panic = verdictAgainst('These methods panic when the cell is currently borrowed.', ['These methods will panic if the cell is currently borrowed.']);
    assert.ok(!panic.flags.includes('hedge_dropped:will'), panic.flags.join());
    const error = verdictAgainst('Reusing a name for two captures gives a "duplicate binding" error.',
      ['Reusing a name for two captures will give a "duplicate binding" error.']);
    assert.ok(!error.flags.includes('hedge_dropped:will'), error.flags.join());
    // (a plan stays one: "Kettle 3.0 will emit a warning")
    assert.notEqual(verdictAgainst('Kettle 3.0 emits a warning for unused keys.', ['Kettle 3.0 will emit a warning for unused keys.']).label, 'supports');
  });

  it('a condition said by all its words, without "if" or "when", is stated: "with `z` present" for "When `z` is present"', () => {
    const span = 'When `z` is present, negative zero will be normalized to positive zero.';
    const v = verdictAgainst('With `z` present, negative zero is normalized to positive zero.', [span]);
    assert.equal(v.label, 'supports', v.reason);
    const dropped = verdictAgainst('Negative zero is normalized to positive zero.', [span]);
    assert.notEqual(dropped.label, 'supports', dropped.reason);
  });

  it('an adverb carries the adjective it is made from (WordNet points only the other way): "effective immediately"', () => {
    const v = verdictAgainst('The maintainer steps down with immediate effect.', ['The maintainer steps down, effective immediately.']);
    assert.ok(!v.flags.includes('term_missing:immediate'), v.flags.join());
    // ("hardly" is no form of "hard")
    assert.ok(verdictAgainst('The migration is hard.', ['The migration is hardly finished.']).flags.includes('term_missing:hard'));
  });

  it('"gets" before a participle is the passive\'s auxiliary, no word the span must say: "gets evaluated"', () => {
    const v = verdictAgainst('Every default value gets evaluated when the definition is executed.', ['Every default value is evaluated when the definition is executed.']);
    assert.equal(v.label, 'supports', v.reason);
    assert.notEqual(verdictAgainst('Every user gets a warning when the definition is executed.', ['Every user is warned when the definition is executed.']).label, 'supports');
  });

  it('"certain X" keeps "some X"; a hedge of how often keeps one as strong or stronger, wherever it stands', () => {
    const certain = verdictAgainst('Certain signals are not interesting and should not interrupt the program.', ['Some signals are not interesting and should not interrupt the program.']);
    assert.ok(!certain.flags.some((f) => f.startsWith('hedge_dropped')), certain.flags.join());
    const usually = verdictAgainst('Leads usually serve between six months and a year.', ['Leads typically serve between six months and a year.']);
    assert.equal(usually.label, 'supports', usually.reason);
    const sometimes = verdictAgainst('Reviewers sometimes merge the branch before the tests finish.', ['In some cases, reviewers merge the branch before the tests finish.']);
    assert.equal(sometimes.label, 'supports', sometimes.reason);
    // (not one stronger than the span's, nor against "rarely")
    assert.notEqual(verdictAgainst('Reviewers usually merge the branch before the tests finish.', ['In some cases, reviewers merge the branch before the tests finish.']).label, 'supports');
    assert.notEqual(verdictAgainst('Importing one file twice is usually what the user wanted.', ['Importing one file twice is very rarely what the user wanted.']).label, 'supports');
  });

  it('a claim that denies a word is not contradicted by a span that says its opposite: "no longer be able" / "be unable"', () => {
    const v = verdictAgainst('Users will no longer be able to use the old keyword as a name.', ['Users will be unable to use the old keyword as a name.']);
    assert.notEqual(v.label, 'contradicts', v.reason);
    assert.ok(v.flags.includes('polarity_uncertain'), v.flags.join());
    assert.notEqual(verdictAgainst('Users will be able to use the old keyword as a name.', ['Users will be unable to use the old keyword as a name.']).label, 'supports');
  });

  it('"impossible for X to" denies; "not … any" is no "not … all"; "can never" says never', () => {
    const denied = verdictAgainst('The mini library supports all methods of Str.', ['It is impossible for the mini library to support all methods of Str.']);
    assert.equal(denied.label, 'contradicts', denied.reason);
    const scope = verdictAgainst('The mini library cannot support any of the methods of Str.', ['It is impossible for the mini library to support all methods of Str.']);
    assert.notEqual(scope.label, 'supports', scope.reason);
    assert.ok(scope.flags.includes('polarity_uncertain'), scope.flags.join());
    const never = verdictAgainst('Adding new keywords can never be done backwards compatibly.', ['Adding new keywords sometimes cannot be done backwards compatibly.']);
    assert.ok(never.flags.includes('predicate_unsupported:never'), never.flags.join());
  });

  it('a condition stated as a fact is dropped: "has been added" for "If it is added"; "the potential for" is a possibility', () => {
    const v = verdictAgainst('The list type has been added to the collections module without compatibility issues.',
      ['If the list type is added to the collections module, compatibility is not an issue.']);
    assert.notEqual(v.label, 'supports', v.reason);
    const potential = verdictAgainst('A more compact instruction format speeds up interpreter dispatch.',
      ['There is also the potential for a more compact instruction format, speeding up interpreter dispatch.']);
    assert.ok(potential.flags.includes('hedge_dropped:the potential for'), potential.flags.join());
  });

  it('under "any", a restriction the span puts between the noun and the claim\'s next content word is dropped', () => {
    const v = verdictAgainst('Library optimizations may not apply to any code in a user\'s crate.',
      ['Library optimizations may not apply to code inlined or monomorphized by a user\'s crate.']);
    assert.notEqual(v.label, 'supports', v.reason);
  });

  it('a claim that opens with the name of the span\'s own document may be refuted by it, never carried by that name alone', () => {
    const span = 'The installer searches 8 directories for locally developed code before it looks at site-packages.';
    const refuted = verdictAgainst('PEP 250 states that the installer searches 12 directories for locally developed code before it looks at site-packages.',
      [span], 'peps/pep-0250.rst');
    assert.equal(refuted.label, 'contradicts', refuted.reason);
    const changed = verdictAgainst('PEP 250 has the installer search 12 directories for locally developed code before it looks at site-packages.', [span], 'peps/pep-0250.rst');
    assert.ok(changed.flags.includes('document_source:PEP 250'), changed.flags.join());
    assert.equal(changed.label, 'contradicts', changed.reason);
    const same = verdictAgainst('PEP 250 has the installer search 8 directories for locally developed code before it looks at site-packages.', [span], 'peps/pep-0250.rst');
    assert.notEqual(same.label, 'supports', same.reason);
    // (another document's name is not the span's)
    assert.ok(!verdictAgainst('PEP 251 has the installer search 12 directories for locally developed code before it looks at site-packages.', [span], 'peps/pep-0250.rst')
      .flags.some((f) => f.startsWith('document_source')));
  });

  it('both sides deny, but not the same things: no accept ("is not allowed to see" / "is allowed to see, as there are no …")', () => {
    const v = verdictAgainst('In a fenced run, the load of y in core 1 is not allowed to observe the store made in core 2.',
      ['In a fenced run, yes: the load of y in core 1 is allowed to observe the store made in core 2 because there are no ordering edges between the cores.']);
    assert.notEqual(v.label, 'supports', v.reason);
    const frozen = verdictAgainst('Even if the flags were not frozen yet, a simpler layout could not have been chosen.',
      ['If the flags were not frozen yet, we could have chosen a simpler layout.']);
    assert.notEqual(frozen.label, 'supports', frozen.reason);
    assert.ok(frozen.flags.includes('polarity_uncertain'), frozen.flags.join());
    assert.match(frozen.reason, /Both deny something, but not the same things/);
    // (the same denial in other places, an elliptical one, or one in a bracketed aside still agree)
    assert.equal(verdictAgainst('Users should not have to restart the daemon after an update.', ['Users currently need to restart the daemon after an update, but they should not have to.']).label, 'supports');
    assert.equal(verdictAgainst('The trait does not describe how the object is implemented.', ['The trait describes what an object can do, not how the object is implemented.']).label, 'supports');
  });

  it('"isn\'t the only way" is "is not the only way" (a contraction\'s denial of "the only X")', () => {
    assert.equal(verdictAgainst('Luckily, the eager strategy isn\'t the only way to implement lazy drop flags.',
      ['Luckily, the eager strategy is not the only way to implement lazy drop flags.']).label, 'supports');
    assert.equal(verdictAgainst('The eager strategy is the only way to implement lazy drop flags.',
      ['The eager strategy isn\'t the only way to implement lazy drop flags.']).label, 'contradicts');
  });
});
