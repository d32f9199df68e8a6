// Words and figures a span gives in another of its parallel clauses, opinions and plans a claim drops, denials with the
// act left out, "any" as a universal, and a part's opposite that another candidate must not hide (invented sentences).
import assert from 'node:assert/strict';
import { verdictAgainst } from './verify-fixtures';
import { crossedPairs, documentOnlyAsSource, specificForUniversal } from '../../src/core/verify/arguments';
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
});
