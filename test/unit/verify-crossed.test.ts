// Words and figures a span gives in another of its parallel clauses, opinions and plans a claim drops, denials with the
// act left out, "any" as a universal, and a part's opposite that another candidate must not hide (invented sentences).
import assert from 'node:assert/strict';
import { verdictAgainst } from './verify-fixtures';
import { codeDiffers, crossedPairs, documentOnlyAsSource, restrictionWaived, sameForDifferent, specificForUniversal } from '../../src/core/verify/arguments';
import { attributionOf } from '../../src/core/verify/attribution';
import { extractQuantities } from '../../src/core/text/quantities';

describe('verify: crossed pairs, opinions, plans, elided denials and universals (invented)', () => {
  it('a figure the span gives in another parallel clause, where the claim\'s clause has its own figure, is not carried', () => {
    const span = 'The cache layer has changed since this note was written, as part of KIP 12 in Kestrel 2.1 and KIP 19 in Kestrel 2.4.';
    const crossed = verdictAgainst('KIP 12 changed the cache layer in Kestrel 2.4.', [span]);
    assert.notEqual(crossed.label, 'supports', crossed.reason);
    assert.deepEqual(crossedPairs('KIP 12 changed the cache layer in Kestrel 2.4.', span), { claim: '2.4', span: '2.1' });
    const later = verdictAgainst('Its effect is to become the default in Kestrel 2.1.', ['This option is to appear in Kestrel 2.1; its effect is to become the default in Kestrel 3.0.']);
    assert.ok(later.flags.includes('pairs_crossed:2.1/3.0'), later.flags.join());
    assert.match(later.reason, /gives '2\.1' with other words; with the rest of the claim it has '3\.0'/);
    // each figure with its own item, and a claim that names both figures, are carried
    assert.equal(verdictAgainst('KIP 19 changed the cache layer in Kestrel 2.4.', ['The cache layer changed in Kestrel 2.1 with KIP 12; KIP 19 changed the cache layer in Kestrel 2.4.']).label, 'supports');
    assert.equal(crossedPairs('The cache layer changed in Kestrel 2.1 and 2.4.', span), undefined);
  });

  it('words of two parallel clauses traded between them ("odd" / "even") are crossed; a clause read alone is not', () => {
    const span = 'Callers can tell the kind of a handle from its value: `r8` handles have an even value, and `q8` handles have an odd value.';
    const v = verdictAgainst('r8 handles have an odd value, and q8 handles have an even value.', [span]);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.some((f) => f.startsWith('pairs_crossed:')), v.flags.join());
    assert.equal(crossedPairs('q8 handles have an odd value.', span), undefined);
    // a "respectively" pairs two lists, read by its own rule
    assert.equal(crossedPairs('Plover 3 requires Node.js 18.', 'Plover 2 and Plover 3 require Node.js 16 and Node.js 18, respectively.'), undefined);
  });

  it('"is to appear" is a plan, not a thing done; an opinion the span states as someone\'s is not a fact', () => {
    const plan = verdictAgainst('This option appeared in Kestrel 2.4.', ['This option is to appear in Kestrel 2.4.']);
    assert.notEqual(plan.label, 'supports', plan.reason);
    assert.ok(plan.flags.includes('hedge_dropped:is to'), plan.flags.join());
    assert.equal(verdictAgainst('This option is to appear in Kestrel 2.4.', ['This option is to appear in Kestrel 2.4.']).label, 'supports');
    const opinion = verdictAgainst('There is no risk that the flag is read as a signed byte.', ["It is the author's opinion that there is no risk that the flag is read as a signed byte."]);
    assert.notEqual(opinion.label, 'supports', opinion.reason);
    assert.ok(opinion.flags.includes('hedge_dropped:opinion that'), opinion.flags.join());
    // a claim that reports the opinion keeps it
    assert.equal(verdictAgainst("In the author's opinion, there is no risk that the flag is read as a signed byte.",
      ["It is the author's opinion that there is no risk that the flag is read as a signed byte."]).label, 'supports');
  });

  it('"…, while Option does not" denies the act of that subject; "…, not how it is built" denies a clause', () => {
    const both = verdictAgainst('Both Quill and Sable provide a check that the result is used.', ['Quill provides a check that the result is used, while Sable does not.']);
    assert.equal(both.label, 'contradicts', both.reason);
    assert.equal(verdictAgainst('Quill provides a check that the result is used.', ['Quill provides a check that the result is used, while Sable does not.']).label, 'supports');
    const how = verdictAgainst('The point of a manifest is to record how a package is built.', ['The point of a manifest is to record how to install a package, not how the package is built.']);
    assert.equal(how.label, 'contradicts', how.reason);
    assert.equal(verdictAgainst('The point of a manifest is to record how to install a package.', ['The point of a manifest is to record how to install a package, not how the package is built.']).label, 'supports');
  });

  it('"any X" is a universal: a span about "the intended X" or "participating Xs" does not carry it', () => {
    const any = verdictAgainst('A scoped token can be used for any registry.', ['A scoped token can only be used for the intended registry.']);
    assert.notEqual(any.label, 'supports', any.reason);
    assert.ok(any.flags.includes('restrictor_widened:the intended registry'), any.flags.join());
    const every = verdictAgainst('The flag could then control whether a failure panics or aborts for every allocator.',
      ['Then the flag could be used to control whether a failure is a panic or abort (for participating allocators).']);
    assert.notEqual(every.label, 'supports', every.reason);
    assert.deepEqual(specificForUniversal('The flag sets the mode for every allocator.', 'The flag sets the mode for participating allocators.'),
      { claim: 'every allocator', span: 'participating allocators' });
    // (the noun itself, not a word of its stem: "allocation" is no use of "allocator")
    assert.deepEqual(specificForUniversal('The flag sets the mode of allocation for every allocator.', 'The flag sets the allocation mode for participating allocators.'),
      { claim: 'every allocator', span: 'participating allocators' });
    // the claim's own modifier is no narrowing, and "any" over the span's "any" is carried
    assert.equal(specificForUniversal('The flag sets the mode for every participating allocator.', 'The flag sets the mode for participating allocators.'), undefined);
    assert.equal(verdictAgainst('A scoped token can be used for any registry.', ['A scoped token can be used for any registry.']).label, 'supports');
  });

  it('"a one-week period" is a figure, so "two-week" does not carry it', () => {
    assert.deepEqual(extractQuantities('a one-week nomination period').map((q) => q.value), [1]);
    assert.equal(extractQuantities('one of the tests').length, 0);
    const v = verdictAgainst('There will be a one-week nomination period, followed by a two-week vote.', ['There will be a two-week nomination period, followed by a two-week vote.']);
    assert.notEqual(v.label, 'supports', v.reason);
  });

  it('a part\'s opposite in a span that carries much of the claim is not hidden by another candidate about something else', () => {
    const claim = 'Kestrel impedes disk cache eviction and compaction, resulting in reduced warm starts of the shared disk cache.';
    const span = 'Kestrel is also required for the warm start of the shared disk cache, and works with the allocator to promote disk cache eviction and compaction.';
    const v = verdictAgainst(claim, [span, 'The two components cooperate to prevent needless restarts.']);
    assert.equal(v.label, 'contradicts', v.reason);
    assert.ok(v.flags.includes('antonym:impede/promote'), v.flags.join());
    // a denial in the span is not read against a part that way: it may deny what the part does not say
    const keywords = verdictAgainst('The words alpha and beta are soft keywords, so outside a block they can still be used as ordinary names.',
      ['The alpha and beta keywords are soft keywords, i.e. they are not reserved words in other contexts.', 'Blocks were added in version 2.']);
    assert.notEqual(keywords.label, 'contradicts', keywords.reason);
  });

  it('a document named only as where something comes from is not the one that did the span\'s act', () => {
    const span = 'We choose Blake because Kestrel already ships an implementation of it from KIP 12, although the key must be exposed.';
    const v = verdictAgainst('KIP 12 chose Blake because Kestrel already shipped an implementation of it.', [span]);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('subject_as_source:KIP 12'), v.flags.join());
    assert.match(v.reason, /names 'KIP 12' only as where something comes from/);
    // the span's own act, said by the document itself, and a name that does the act
    assert.equal(documentOnlyAsSource('KIP 12 chose Blake.', 'KIP 12 chose Blake over the alternatives.'), undefined);
    assert.equal(documentOnlyAsSource('KIP 12 added Blake.', 'We choose Blake, which KIP 12 added.'), undefined);
  });

  it('a claim that waives what the span restricts to ("whether or not …", "… or not") is not carried', () => {
    const v = verdictAgainst('The hooks are easy to add to any runtime, whether or not it supports threads.', ['The hooks are easy to add to any runtime that already supports threads.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('restriction_waived:whether or not it supports threads'), v.flags.join());
    const reserved = verdictAgainst('Any upload with a prefix, reserved or not, fails unless the user owns the prefix.', ['Any upload with a reserved prefix fails unless the user owns the prefix.']);
    assert.ok(reserved.flags.includes('restriction_waived:reserved or not'), reserved.flags.join());
    // a span that waives it too carries it
    assert.equal(restrictionWaived('Kestrel starts whether or not a config file exists.', 'Kestrel starts whether or not a config file exists.'), undefined);
  });

  it('code is compared as written: "cfg(any(…))" is not "cfg(all(…))"', () => {
    const span = 'A bare list will be accepted with a warning and be equivalent to #[cfg(all(a, b, c))].';
    assert.deepEqual(codeDiffers('A bare list is equivalent to #[cfg(any(a, b, c))].', span), { claim: '#[cfg(any(a, b, c))]', span: '#[cfg(all(a, b, c))]' });
    assert.notEqual(verdictAgainst('A bare list will be accepted with a warning and be equivalent to #[cfg(any(a, b, c))].', [span]).label, 'supports');
    assert.equal(codeDiffers('A bare list is equivalent to `#[cfg(all(a, b, c))]`.', span), undefined);
    assert.equal(verdictAgainst('A bare list will be accepted with a warning and be equivalent to #[cfg(all(a, b, c))].', [span]).label, 'supports');
  });

  it('"should only be used", "provisionally called", "shouldn\'t have to": narrower than the claim says', () => {
    const only = verdictAgainst('A proxy object should be used for sharing complex objects.', ['A proxy object should only be used as a last resort for complex objects.']);
    assert.ok(only.flags.includes('hedge_dropped:should only'), only.flags.join());
    assert.equal(verdictAgainst('A proxy object can be used for complex objects.', ['A proxy object can only be used for complex objects.']).label, 'supports');
    const provisional = verdictAgainst('The new statement is called the loop-statement.', ['The new statement is provisionally called the loop-statement.']);
    assert.ok(provisional.flags.includes('hedge_dropped:provisionally'), provisional.flags.join());
    const need = verdictAgainst('Plugin authors must include their own entry point as hidden code.', ['Plugin authors can work around this by including their own entry point as hidden code, but they shouldn\'t have to.']);
    assert.notEqual(need.label, 'supports', need.reason);
    assert.ok(need.flags.includes("necessity_denied:shouldn't have to"), need.flags.join());
  });

  it('a document\'s own position ("argues that", "begins from the premise that") is a frame around what it must state', () => {
    assert.equal(attributionOf('KIP 12 begins from the premise that declaring a hook is unsafe.')?.inner, 'Declaring a hook is unsafe.');
    assert.equal(attributionOf('The RFC argues that hooks are unsafe.', ['RFC 42: hooks'])?.inner, 'Hooks are unsafe.');
    assert.equal(attributionOf('The authors make clear that the index is append-only.', ['PEP 9: the index'])?.inner, 'The index is append-only.');
    assert.equal(attributionOf('PEP 9 adds f-strings to the language.'), null);
  });

  it('what the new readings leave alone: pairings the claim keeps, waivers the span makes, a duty the span states', () => {
    // the claim pairs the figures as the second segment does, or says that segment whole with the first one's frame
    assert.equal(crossedPairs('The cache layer was changed as part of KIP 19 in Kestrel 2.4.', 'The cache layer was changed as part of KIP 12 in Kestrel 2.1 and KIP 19 in Kestrel 2.4.'), undefined);
    assert.equal(verdictAgainst('The default timeout is 60 seconds for writes.', ['The default timeout is 30 seconds for reads and 60 seconds for writes.']).label, 'supports');
    assert.ok(verdictAgainst('The default timeout for reads is 60 seconds.', ['The default timeout is 30 seconds for reads and 60 seconds for writes.']).flags.includes('pairs_crossed:60/30'));
    // an elided denial of the claim's own subject agrees with the claim's denial, and denies its assertion
    assert.notEqual(verdictAgainst('Sable does not provide a check that the result is used.', ['The Quill type provides a check that the result is used, while Sable does not.']).label, 'contradicts');
    assert.equal(verdictAgainst('The 2.x branch still receives security fixes.', ['The 3.x branch still receives security fixes, while the 2.x branch does not.']).label, 'contradicts');
    assert.equal(verdictAgainst('The 3.x branch still receives security fixes.', ['The 3.x branch still receives security fixes, while the 2.x branch does not.']).label, 'supports');
    // the span waives too, or names the other case
    assert.equal(restrictionWaived('Orbix works with or without a network connection.', 'Orbix works both with and without a network connection.'), undefined);
    assert.equal(restrictionWaived('Backups run nightly whether or not the disk is encrypted.', 'Backups run nightly on both encrypted and unencrypted disks.'), undefined);
    // "only" kept elsewhere in the claim; "may only" grants the permission it narrows
    assert.equal(verdictAgainst('Only administrators should rotate the signing keys.', ['The signing keys should only be rotated by administrators.']).flags.includes('hedge_dropped:should only'), false);
    assert.equal(verdictAgainst('Plugins may write to their own data directory.', ['Plugins may only write to their own data directory.']).label, 'supports');
    // "…, but they shouldn't have to" is the span's denial of that duty: a claim that denies it in its own words agrees
    const span = "Users currently need to restart the daemon after an update, but they shouldn't have to.";
    assert.notEqual(verdictAgainst('Users should not have to restart the daemon after an update.', [span]).label, 'contradicts');
    assert.notEqual(verdictAgainst("Currently users must restart the daemon after an update, but they shouldn't have to.", [span]).label, 'contradicts');
    // a span that states the duty and then says it should not be so carries the duty
    assert.equal(verdictAgainst('Users must configure the proxy by hand.', ["Users must configure the proxy by hand, but they shouldn't have to."]).label, 'supports');
    // a document the span names after a participle of the claim's act did it ("defined in KIP 7")
    assert.equal(documentOnlyAsSource('KIP 7 defines the marker syntax.', 'This KIP reuses the marker syntax defined in KIP 7.'), undefined);
    // plans and opinions the claim keeps in its own words
    assert.equal(verdictAgainst('The new resolver is scheduled to ship in Orbix 4.0.', ['The new resolver is to ship in Orbix 4.0.']).flags.includes('hedge_dropped:is to'), false);
    assert.equal(verdictAgainst('The authors consider the streaming parser fast enough for production use.', ['In our view, the streaming parser is fast enough for production use.']).flags.includes('hedge_dropped:in our view'), false);
  });

  it('"the same" against "different", names and figures traded between clauses, an exception, a plan in the past tense', () => {
    const same = verdictAgainst('Kestrel has proposed to have the block hook use the same API as the loop hook.', ['Kestrel has proposed to have the block hook use an entirely different API than the loop hook.']);
    assert.notEqual(same.label, 'supports', same.reason);
    // (a listed opposite since the rounds of 2026-11-30: read as one, not only as a word in its place)
    assert.ok(same.flags.includes('word_substituted:the same/different') || same.flags.includes('antonym:same/different'), same.flags.join());
    assert.equal(sameForDifferent('The hook uses a different API than the loop.', 'The hook uses a different API than the loop.'), undefined);
    const traded = verdictAgainst('The cache problem applies only to r8; it is not part of the q8 format.', ['Also, the cache problem applies only to q8; it is not part of the r8 format.']);
    assert.notEqual(traded.label, 'supports', traded.reason);
    assert.ok(traded.flags.some((f) => f.startsWith('pairs_crossed:')), traded.flags.join());
    const sizes = verdictAgainst('Kestrel without its tests is about 25 MB, and the tests add another 37 MB on top of that.', ['It is large (Kestrel without its tests is ~37 MB, then the tests add another ~25 MB on top of that).']);
    assert.notEqual(sizes.label, 'supports', sizes.reason);
    const exception = verdictAgainst('This list is identical to the libraries allowed for the 2010 profile.', ['This list is identical to the libraries allowed for the 2010 profile, with one exception: libfoo was removed as deprecated.']);
    assert.ok(exception.flags.includes('hedge_dropped:with one exception'), exception.flags.join());
    assert.match(exception.reason, /makes an exception/);
    // a claim about the exception itself states what it excepts
    assert.equal(verdictAgainst('libfoo.so.1 was removed from the list due to being deprecated in Fedora 30.',
      ['This list is identical to the libraries allowed for the 2010 profile, with one exception: libfoo.so.1 was removed due to being deprecated in Fedora 30.']).label, 'supports');
    const proposed = verdictAgainst('The block hook uses an entirely different API than the loop hook.', ['Kestrel has proposed to have the block hook use an entirely different API than the loop hook.']);
    assert.ok(proposed.flags.includes('hedge_dropped:proposed to'), proposed.flags.join());
    // "that is to say" rewords; code compared by its words survives a bracket the claim's plain text lost
    assert.equal(verdictAgainst("That's to say, in const eval, a pointer is a symbolic value.", ['That is to say, in const eval, a pointer is a symbolic value.']).label, 'supports');
    assert.equal(codeDiffers('Calling new_user(Union BasicUser, ProUser ) is rejected.', 'Calling ``new_user(Union[BasicUser, ProUser])`` is rejected.'), undefined);
    // "The expectation is that …", like "The goal is …", puts it forward; a claim that reports the expectation keeps it
    const expectation = verdictAgainst('Relatively few libraries support moving out of fixed-size arrays.', ['The expectation is that relatively few libraries support moving out of fixed-size arrays.']);
    assert.ok(expectation.flags.includes('hedge_dropped:the expectation is'), expectation.flags.join());
    assert.equal(verdictAgainst('The authors expect that relatively few libraries support moving out of fixed-size arrays.',
      ['The expectation is that relatively few libraries support moving out of fixed-size arrays.']).label, 'supports');
    const expected = verdictAgainst('The compiler team must request approval from the semantics team.', ['However, the compiler team is still expected to request approval from the semantics team.']);
    assert.ok(expected.flags.includes('hedge_dropped:is still expected to'), expected.flags.join());
  });
});
