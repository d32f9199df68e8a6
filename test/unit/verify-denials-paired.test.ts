// Denials said on both sides, each in its own words or place, are no contradiction: paired one to one, a denial of
// one side answered by a denial, an exception, a zero or a verb that denies by its meaning on the other (invented
// sentences). Also: a unit that is a round number of another, and a span word that carries another claim word.
import assert from 'node:assert/strict';
import { verdictAgainst } from './verify-fixtures';
import { denialsMirrored } from '../../src/core/verify/index';
import { denialReaches } from '../../src/core/verify/analysis';
import { attributionOf } from '../../src/core/verify/attribution';
import { namesSwapped, timeRelationDropped } from '../../src/core/verify/arguments';
import { wordNet } from '../../src/core/lexicon/index';
import { sharesSense } from '../../src/core/lexicon/relations';

describe('verify: denials paired across claim and span (invented)', () => {
  it('the same denial in another place or form agrees: "statement and not an expression" / "statement, not an expression"', () => {
    const span = 'We propose that the gate keyword should be a statement, not an expression.';
    const v = verdictAgainst('According to the proposal, the gate keyword should be a statement and not an expression.', [span]);
    assert.notEqual(v.label, 'contradicts', v.reason);
    assert.ok(!v.flags.includes('negation_conflict'), v.flags.join());
    assert.equal(denialsMirrored('The gate keyword should be a statement and not an expression.', span), 'same');
    // an exception answers a denial: "except the manifest" / "but not the manifest"
    assert.equal(denialsMirrored('Every entry is signed, except the manifest, which cannot hold its own signature.',
      'All entries are signed, but not the manifest, which cannot hold its own signature.'), 'same');
  });

  it('denials of the same things that start elsewhere are neither support nor a contradiction', () => {
    const span = 'Plain records do not need to be followed by a comma, but tagged records must be.';
    const v = verdictAgainst('Plain records need no trailing comma.', [span]);
    assert.notEqual(v.label, 'contradicts', v.reason);
    assert.notEqual(v.label, 'supports', v.reason);
    // "need no" denies the verb before it too
    assert.deepEqual(denialReaches('Plain records need no trailing comma.')[0]!.stems.slice(0, 2), ['need', 'trail']);
  });

  it('a denied duty is not a denied act: "should not be shown" / "don\'t need to be shown" is neither support nor a contradiction', () => {
    for (const span of ["Apprentices don't need to be shown the new gauges in their first week.", 'Apprentices need not be shown the new gauges in their first week.']) {
      const duty = verdictAgainst('Apprentices should not be shown the new gauges in their first week.', [span]);
      assert.notEqual(duty.label, 'supports', duty.reason);
      assert.notEqual(duty.label, 'contradicts', duty.reason);
      assert.ok(duty.flags.includes('polarity_uncertain'), duty.flags.join());
      assert.match(duty.reason, /denies a duty/);
    }
    // both sides deny the duty, in their own words
    const both = verdictAgainst("Apprentices don't have to be shown the new gauges in their first week.", ["Apprentices don't need to be shown the new gauges in their first week."]);
    assert.ok(!both.flags.includes('polarity_uncertain'), both.flags.join());
  });

  it('a verb that denies by its meaning or a zero answers a denial of the same words', () => {
    assert.notEqual(denialsMirrored('The new tags remove the need for a checksum file.', 'With the new tags no checksum file is needed.'), undefined);
    assert.notEqual(denialsMirrored('The author believes there is no chance that the flag is read as a sign bit.',
      'It is the author\'s opinion that there is a 0% chance that the flag is read as a sign bit.'), undefined);
    const zero = verdictAgainst('The author believes there is no chance that the flag is read as a sign bit.',
      ["It is the author's opinion that there is a 0% chance that the flag is read as a sign bit."]);
    assert.notEqual(zero.label, 'contradicts', zero.reason);
  });

  it('a denial left over, or a partner that denies its own word, still contradicts', () => {
    // two denials against one: the claim denies what the span asserts
    assert.equal(denialsMirrored('The build does not fail without the flag.', 'The build fails without the flag.'), undefined);
    const v = verdictAgainst('The build does not fail without the flag.', ['The build fails without the flag.']);
    assert.equal(v.label, 'contradicts', v.reason);
    // "drops X" against "does not drop X": the partner's own word is what the other side denies
    assert.equal(denialsMirrored('Version 4 drops support for the old index.', 'Version 4 does not drop support for the old index.'), undefined);
    // a denial moved to the other item: "not A but B" / "A but not B"
    assert.equal(denialsMirrored('The relay is not used for mail but for chat.', 'The relay is used for mail but not for chat.'), undefined);
    // the word a denial first denies, asserted elsewhere in the span
    const asserted = verdictAgainst('The pool will not attempt to close idle sockets.',
      ['The pool will always attempt to close idle sockets, but will not promise that idle sockets are closed at once.']);
    assert.equal(asserted.label, 'contradicts', asserted.reason);
  });

  it('a span whose only denial reaches words the claim does not use denies nothing of the claim', () => {
    const v = verdictAgainst('KIP 40, withdrawn in 2019, was an earlier attempt at adding a ring buffer to Kestrel.',
      ['The idea of adding a ring buffer to Kestrel is not new - KIP 40 is an earlier attempt that was withdrawn in 2019.']);
    assert.notEqual(v.label, 'contradicts', v.reason);
  });
});

describe('verify: units as round numbers of others, and words that carry another claim word (invented)', () => {
  it('"over a decade" is "over 10 years": no clash of units', () => {
    const v = verdictAgainst('Plans for a shared runtime date back over a decade.', ['Plans for a shared runtime date back over 10 years.']);
    assert.notEqual(v.label, 'contradicts', v.reason);
    assert.ok(!v.flags.some((f) => f.startsWith('unit_mismatch')), v.flags.join());
    // another number of years is still another span of time
    const other = verdictAgainst('Plans for a shared runtime date back over a decade.', ['Plans for a shared runtime date back over 3 years.']);
    assert.notEqual(other.label, 'supports', other.reason);
  });

  it('a span word that carries another claim word is not an opposite of this one', () => {
    const v = verdictAgainst('The `mode = "strict"` key had been approved earlier but was subsequently withdrawn.',
      ['The `mode = "strict"` key was previously approved, but was later withdrawn.']);
    assert.notEqual(v.label, 'contradicts', v.reason);
    assert.ok(!v.flags.some((f) => f.startsWith('antonym:')), v.flags.join());
    // with no other claim word for it to carry, the opposite stands
    const opposite = verdictAgainst('The key was approved earlier than the flag.', ['The key was approved later than the flag.']);
    assert.equal(opposite.label, 'contradicts', opposite.reason);
  });
});

describe('verify: "most" is not "any", and the ends of a change (invented)', () => {
  it('"any" or "all" of a noun the span says "most" or "many" of speaks of more', () => {
    const v = verdictAgainst('The Pick trait is not suitable for any ring indexing task.', ['Currently, the Pick trait is not suitable for most ring indexing tasks.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.some((f) => f.startsWith('restrictor_widened:most')), v.flags.join());
    const all = verdictAgainst('All mirrors sync hourly.', ['Many mirrors sync hourly.']);
    assert.notEqual(all.label, 'supports', all.reason);
    // the same quantifier on both sides is carried
    assert.equal(verdictAgainst('The Pick trait is not suitable for most ring indexing tasks.', ['Currently, the Pick trait is not suitable for most ring indexing tasks.']).label, 'supports');
  });

  it('a figure the claim says a change ended at, which the span says it started from, is another figure', () => {
    const v = verdictAgainst('The review window was shortened to two weeks.', ['The review window was shortened from two weeks to one week.']);
    assert.equal(v.label, 'contradicts', v.reason);
    assert.ok(v.flags.includes('number_mismatch:two'), v.flags.join());
    // each end where the span has it
    assert.equal(verdictAgainst('The review window was shortened to one week.', ['The review window was shortened from two weeks to one week.']).label, 'supports');
    assert.equal(verdictAgainst('The review window was shortened from two weeks to one week.', ['The review window was shortened from two weeks to one week.']).label, 'supports');
    // "up to" is a bound, not the end of a change
    assert.notEqual(verdictAgainst('Jobs may run for up to two weeks.', ['Jobs may run for up to two weeks.']).label, 'contradicts');
  });
});

describe('verify: a denial of an act the span never names (invented)', () => {
  it('the claim denies an act the span does not speak of: neither stated nor denied', () => {
    const v = verdictAgainst('Bracket clauses would not replace the old notation, which would remain as shorthand for them.',
      ['The old notation would remain as shorthand for bracket clauses.']);
    assert.equal(v.label, 'does_not_support', v.reason);
    assert.ok(v.flags.includes('denial_unstated'), v.flags.join());
    // the act named in the span is denied by the claim: a contradiction
    assert.equal(verdictAgainst('Orbix does not encrypt backups.', ['Orbix encrypts backups.']).label, 'contradicts');
    // a denied quality (not an act) may be said by a synonym WordNet does not list: still read as before
    assert.equal(verdictAgainst('The new flag is never useful in any situation.', ['The new flag, while handy in some situations, causes more problems than it solves.']).label, 'contradicts');
  });
});

describe('verify: a hedge on a light verb sits on its noun (invented)', () => {
  it('"is likely to make use of X" hedges "uses X"', () => {
    const v = verdictAgainst('Any port of Tern will use the flags alpha and beta.', ['Any port of Tern is likely to make use of the flags alpha and beta.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('hedge_dropped:is likely to'), v.flags.join());
    // the claim that keeps the hedge is carried
    assert.equal(verdictAgainst('Any port of Tern is likely to make use of the flags alpha and beta.', ['Any port of Tern is likely to make use of the flags alpha and beta.']).label, 'supports');
  });
});

describe('verify: denials that assert, asides and choices; names that trade places (invented)', () => {
  it('"cannot X without breaking Y" asserts that X would break Y', () => {
    const v = verdictAgainst('Shipping the fixes as they are would break the widely used releases of Tern.',
      ['Sadly we cannot ship the fixes as they are without breaking the widely used releases of Tern.']);
    assert.notEqual(v.label, 'contradicts', v.reason);
  });

  it('a denial inside a bracketed example about other things denies nothing of the claim', () => {
    const span = 'Writing a Tern hook is hard: only "hook-safe" calls can be made (for example, ``spawn()`` and ``fork()`` are not hook-safe), and reentry is an issue.';
    const v = verdictAgainst('Writing a Tern hook is hard since only hook-safe calls can be made and reentry is an issue.', [span]);
    assert.notEqual(v.label, 'contradicts', v.reason);
    // a claim about the things the example names is still denied by it
    assert.equal(verdictAgainst('``spawn()`` and ``fork()`` are hook-safe.', [span]).label, 'contradicts');
  });

  it('"instead of" and "rather than" answer each other', () => {
    assert.equal(denialsMirrored('One could argue for doing it later instead of sooner.', 'It could be argued that this could be done later rather than sooner.'), 'same');
    const v = verdictAgainst('One could argue for doing it later instead of sooner.', ['It could be argued that this could be done later rather than sooner.']);
    assert.notEqual(v.label, 'contradicts', v.reason);
  });

  it('two names that trade places around the same words are reversed; a passive or a symmetric relation is not', () => {
    const v = verdictAgainst('The ``load_raw()`` helper will be a thin wrapper for ``loadFile()``.', ['The ``loadFile()`` helper will be a thin wrapper for ``load_raw()``.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('arguments_reversed:load_raw()/loadFile()'), v.flags.join());
    const copies = verdictAgainst('The attribute copies `fetch_at_origin` to a new function `fetch_one`.', ['The attribute copies `fetch_one` to a new function `fetch_at_origin`.']);
    assert.notEqual(copies.label, 'supports', copies.reason);
    assert.equal(verdictAgainst('The attribute copies `fetch_one` to a new function `fetch_at_origin`.', ['The attribute copies `fetch_one` to a new function `fetch_at_origin`.']).label, 'supports');
    // "by" turns the roles round, "compatible with" says the same of either side
    assert.equal(namesSwapped('`loadFile` is called by `load_raw`.', '`load_raw` calls `loadFile`.'), undefined);
    assert.equal(namesSwapped('`load_raw` is compatible with `loadFile`.', '`loadFile` is compatible with `load_raw`.'), undefined);
  });
});

describe('verify: a synonym in the claim word\'s very place (invented)', () => {
  it('a word sharing one of the two most frequent senses, standing where the claim word stands, carries it', () => {
    const v = verdictAgainst('Tern field names are still treated as plain strings.', ['Tern field names are still handled as plain strings.']);
    assert.equal(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('lexicon_synonym:handled/treated'), v.flags.join());
    assert.match(v.reason, /in its very place/);
    assert.ok(sharesSense(wordNet(), 'probably', 'likely'));
  });

  it('not elsewhere in the span, not an opposite, not a word of another sense', () => {
    // the same word pair away from the claim word's place carries nothing by this rule
    const away = verdictAgainst('Tern field names are still treated as plain strings.', ['Tern handled the field names, which are still plain strings.']);
    assert.notEqual(away.label, 'supports', away.reason);
    assert.equal(sharesSense(wordNet(), 'increase', 'decrease'), undefined);
    assert.equal(sharesSense(wordNet(), 'prepended', 'appended'), undefined);
    assert.equal(sharesSense(wordNet(), 'kept', 'removed'), undefined);
  });
});

describe('verify: a denied restriction, and an event placed in time (invented)', () => {
  it('"the only X" against "not the only X" is a contradiction; "not the sole X" agrees with "not the only X"', () => {
    const span = 'Batch mode is not the only area where we allow Tern hooks to be "looser" than the spec they follow.';
    const v = verdictAgainst('Batch mode is the only area where Tern hooks may be looser than the spec they follow.', [span]);
    assert.equal(v.label, 'contradicts', v.reason);
    const agrees = verdictAgainst('Batch mode isn\'t the sole area where Tern hooks may be "looser" than the spec they follow.', [span]);
    assert.notEqual(agrees.label, 'contradicts', agrees.reason);
  });

  it('an event the span places before another is not the event the claim places at it, and the reverse', () => {
    const span = 'The most compatible interpreter is Kestrel 2.7, the version before the breaking change was enforced.';
    const v = verdictAgainst('The most compatible interpreter is Kestrel 2.7, the version in which the breaking change was enforced.', [span]);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('time_relation:before'), v.flags.join());
    const added = verdictAgainst('Small features may be added before the first beta release.', ['Small features may be added in the first beta release.']);
    assert.notEqual(added.label, 'supports', added.reason);
    // the converse said with the other word of time, and "since" as a cause, are left alone
    assert.equal(timeRelationDropped('The index is rebuilt before the cache is cleared.', 'The cache is cleared after the index is rebuilt.'), undefined);
    assert.equal(timeRelationDropped('There should be little fallout, since struct literals are rare in these positions.', 'Struct literals are rare in these positions, so there should be little fallout.'), undefined);
  });
});

describe('verify: more frames that cite a document, and denials in other words (invented)', () => {
  it('"Per RFC N,", "Under PEP N,", ", per PEP N", "PEP N says that, …" and "RFC N says the …" cite the document', () => {
    for (const [text, inner] of [
      ['Per RFC 4410, the loader retries twice.', 'The loader retries twice.'],
      ['Under PEP 9107, a vote passes with two thirds of the votes.', 'A vote passes with two thirds of the votes.'],
      ['The loader retries twice, per RFC 4410.', 'The loader retries twice.'],
      ['PEP 9107 says that, in new code, tabs are not used.', 'In new code, tabs are not used.'],
      ['RFC 4410 says the loader retries twice.', 'The loader retries twice.'],
    ] as const) {
      assert.equal(attributionOf(text)?.inner, inner, text);
    }
    // "Python 3" is a version, not a cited document; "describes" takes an object, not a clause
    assert.equal(attributionOf('Under Python 3, the loader retries twice.'), null);
    assert.equal(attributionOf('RFC 4410 describes the loader in detail.'), null);
    const v = verdictAgainst('Per RFC 4410, the loader retries twice before it gives up.', ['The loader retries twice before it gives up.'], 'rfcs/4410-loader.md');
    assert.equal(v.label, 'supports', v.reason);
    // cited to another document, it is not
    assert.notEqual(verdictAgainst('Per RFC 4411, the loader retries twice before it gives up.', ['The loader retries twice before it gives up.'], 'rfcs/4410-loader.md').label, 'supports');
  });

  it('"neither X nor Y" is one denial; "leaving out both" and "nothing is" answer a denial of the same things', () => {
    assert.equal(denialReaches('Specifying neither `head_pad` nor `tail_pad` is an error.').length, 1);
    assert.equal(denialsMirrored('Leaving out both `head_pad` and `tail_pad` is an error.', 'Specifying neither `head_pad` nor `tail_pad` is an error.'), 'same');
    const v = verdictAgainst('With the new token, nothing is ambiguous.', ['With the new token there is no ambiguity.']);
    assert.notEqual(v.label, 'contradicts', v.reason);
  });

  it('an opposite the claim itself says as often as the span, where the span lacks the claim word, is the claim\'s own', () => {
    const v = verdictAgainst('Fields labelled "(optional)" can be left out of a manifest, whereas all the other fields are mandatory.',
      ['Fields marked "(optional)" are not required in a manifest; all other fields must be present.']);
    assert.notEqual(v.label, 'contradicts', v.reason);
    // a claim that swaps the two words is still read against the span that has both
    const swapped = verdictAgainst('The first field is optional and the second field is mandatory.', ['The first field is mandatory and the second field is optional.']);
    assert.notEqual(swapped.label, 'supports', swapped.reason);
  });
});
