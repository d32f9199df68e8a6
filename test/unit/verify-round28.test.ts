// The twenty-eighth round of verification on real writing (invented sentences, each a kind seen on the review or the
// eval sets' misses).
import assert from 'node:assert/strict';
import { equationTurned } from '../../src/core/verify/arguments';
import { caseClausesTraded, changeEndsTraded, comparisonStandardSide, coordinatedItemDenied, slotFillersTraded } from '../../src/core/verify/traded';
import { assertNotSupported as notSupported, assertSupports as supports, labelAgainst as label } from './verify-fixtures';

const RFC = 'rust-rfcs/9999-quill.md';

describe('verify: the twenty-eighth round', () => {
  it('reads a limiting phrase or a condition right after "and" as the next conjunct\'s, not the first one\'s', () => {
    supports("Quill's loader adds an extra check to startup code.", "Quill's loader adds an extra check to startup code and in streaming mode is slower.");
    supports("Quill's loader checks the header.", "Quill's loader checks the header and if the file is large, skips the body.");
    // (the conjunct it opens is the claim's: the condition is still left out)
    const v = notSupported("Quill's loader skips the body.", "Quill's loader checks the header and if the file is large, skips the body.");
    assert.match(v.reason, /only under a condition the claim leaves out \('if the file is large'\)/);
    notSupported("Quill's loader adds an extra check to startup code.", "Quill's loader adds an extra check to startup code in streaming mode.");
    // ("in some cases" is a hedge of how often, read with the hedges, not a limiting phrase)
    assert.match(notSupported("Quill's loader adds an extra check to startup code.", "Quill's loader adds an extra check to startup code in some cases.").reason, /hedges it: 'in some cases'/);
  });

  it('reads a condition reworded by a preposition of cause, "with no" for "without any", and "by using" for "through"', () => {
    const span = 'If a vote appears deadlocked due to objections from outside the team, the leads may overrule those objections.';
    supports('The leads may overrule objections from outside the team if a vote appears deadlocked because of them.', span);
    notSupported('The leads may overrule objections from outside the team.', span);
    supports('If the loader is called without any path arguments, the EmptyPathError exception is raised.', 'The exception ``EmptyPathError`` is raised if the loader is called with no path arguments.');
    const trickery = 'If you bypass a lock by using unsafe casts, such as transmuting a guard, the resulting code is unsound.';
    supports('If a lock is bypassed through unsafe casts, such as transmuting a guard, the resulting code is unsound.', trickery);
    notSupported('If a lock is bypassed, the resulting code is unsound.', trickery);
    // ("than in the case of X": the other side of a comparison, no case the statement is limited to)
    supports('Because of its narrow signature, the risk in this case is even lower than with the old hook.', 'Because of its narrow signature, the risk in this case is even lower than in the case of the old hook.');
  });

  it('reads "in order to" as "to" and "this way" as a manner that points back, in every part of a claim', () => {
    supports('Quill sorts the keys in order to speed up lookups.', 'Quill sorts the keys to speed up lookups.');
    notSupported('Quill sorts the keys in order.', 'Quill sorts the keys to speed up lookups.');
    supports('The proposal provides convenience but is not a necessary thing to learn in order to use Quill.', 'The proposal is something that provides convenience but is not a necessary thing to learn to use Quill.', RFC);
    supports('Building tables this way will be faster when the table is large.', 'This will be faster for building tables when the table is large.');
    notSupported('This way of building tables will be faster.', 'This will be faster for building tables when the table is large.');
  });

  it('reads an equation that picks one out either way round, its sides whole, and a gerund subject as an act not said to happen', () => {
    const span = 'Returning an error and asking the user to re-run the command with a prefix is the easiest way to stay compatible with older versions of Quill.';
    supports('The easiest way to stay compatible with older versions of Quill is to return an error and ask the user to re-run the command with a prefix.', span);
    // (one part of the span's side is not what the span says is the easiest way)
    notSupported('The easiest way to stay compatible with older versions of Quill is to return an error.', span);
    // ("Quill returns an error": the act said to happen, where the span only names it)
    assert.match(notSupported('Quill returns an error to stay compatible with older versions.', 'Returning an error is the easiest way to stay compatible with older versions of Quill.').reason, /names the act \('Returning' …\)/);
    // (the equation's two sides turned: the claim's X must be what the span's copula follows)
    supports('The only plugin that Tarn loads is Quillet.', 'Quillet is the only plugin that Tarn loads.');
    notSupported('The only plugin that Quillet loads is Tarn.', 'Quillet is the only plugin that Tarn loads.');
    assert.ok(equationTurned('The only plugin that Tarn loads is Quillet.', 'Quillet is the only plugin that Tarn loads.'));
    assert.ok(!equationTurned('The only plugin that Quillet loads is Tarn.', 'Quillet is the only plugin that Tarn loads.'));
  });

  it('does not take code cut short for the code the span writes', () => {
    const span = 'In this design the signature of the `#[quill_handler]` function would be enforced to be `fn(&quill::Info) -> !`.';
    const v = notSupported('In this design the signature of the `#[quill_handler]` function would be enforced to be `fn(&quill::Info)`.', span, RFC);
    assert.match(v.reason, /code must match as written/);
    supports('In this design the signature of the `#[quill_handler]` function would be enforced to be `fn(&quill::Info) -> !`.', span, RFC);
    // (a call's empty brackets are the same name)
    supports('The `Vec::fresh` function allocates nothing.', 'The `Vec::fresh()` function allocates nothing.', RFC);
  });

  it('reads "any N" and "N of any type" against a span that narrows N near the noun, not by a word the claim says elsewhere', () => {
    const span = 'The user of the index is solely responsible for answering the maintainers about projects that the user owns.';
    const v = notSupported('The user of the index is solely responsible for answering the maintainers about any project on the index.', span);
    assert.match(v.reason, /'projects that the user owns\.?'/);
    supports('The user of the index is solely responsible for answering the maintainers about projects that the user owns.', span);
    const chains = 'Chaining lets you combine several `let`s and `bool`-typed conditions together.';
    assert.match(notSupported('Chaining lets you combine several `let`s and conditions of any type together.', chains, RFC).reason, /conditions of any type/);
    supports('Chaining lets you combine several `let`s and `bool`-typed conditions together.', chains, RFC);
  });

  it('reads which side of a comparison made both ways the claim\'s other side stands on', () => {
    const span = 'The ``?=`` operator binds more tightly than a comma, but less tightly than all other operators, including ``or``, ``and`` and ``not``.';
    const v = notSupported('The ``?=`` operator binds more tightly than ``or``, ``and`` and ``not``.', span);
    assert.ok(v.flags.includes('arguments_reversed:comparison'), v.flags.join());
    supports('The ``?=`` operator binds less tightly than ``or``, ``and`` and ``not``.', span);
    supports('The ``?=`` operator binds more tightly than a comma.', span);
    assert.equal(label('The ``?=`` operator binds less tightly than a comma.', span).label, 'contradicts');
    assert.equal(comparisonStandardSide('It binds less tightly than ``or``.', span)?.side, 'same');
  });

  it('does not carry one of two joined items the span denies or sets against the first', () => {
    const span = 'The ``?=`` operator may be used directly in a positional argument; however it is invalid directly in a keyword argument.';
    const v = notSupported('The ``?=`` operator may be used directly in both positional and keyword arguments.', span);
    assert.ok(v.flags.some((f) => f.startsWith('item_denied:')), v.flags.join());
    supports('The ``?=`` operator may be used directly in a positional argument.', span);
    supports('The ``?=`` operator is invalid directly in a keyword argument, but it may be used directly in a positional argument.', span);
    const versions = 'An early draft of this RFC followed the Itanium scheme closely, however, the final draft only keeps its length prefixes for identifiers.';
    notSupported('Both the early and the final draft of this RFC follow the Itanium scheme closely.', versions, RFC);
    supports('The final draft of this RFC only keeps the length prefixes for identifiers.', versions, RFC);
    assert.equal(coordinatedItemDenied('The parser accepts tabs and spaces.', 'The parser accepts tabs and spaces.'), undefined);
  });

  it('reads succession said by a noun or a verb, and sides the span trades by "not", by case or by a change', () => {
    const span = 'Quill 2.7 is the end of the 2.x series, and is succeeded by Quill 3.';
    notSupported('Quill 2.7 is the end of the 2.x series, and is the successor of Quill 3.', span);
    notSupported('Quill 2.7 succeeds Quill 3.', span);
    supports('Quill 3 succeeds Quill 2.7.', span);
    const order = 'We want to drop the temporaries in the order that they appear in the source, not in the order in which the fields are declared in the struct.';
    assert.equal(label('We want to drop the temporaries in the order in which the fields are declared in the struct, not in the order that they appear in the source.', order, RFC).label, 'contradicts');
    supports(order, order, RFC);
    const cases = "For strings and slices this is the length of the buffer, for trait objects this is the object's vtable.";
    assert.ok(caseClausesTraded("For trait objects this is the length of the buffer, for strings and slices this is the object's vtable.", cases));
    supports("For trait objects this is the object's vtable, while for strings and slices it is the length of the buffer.", cases, RFC);
    const change = 'Change the integer types from being defined as wrapping around on overflow to it being considered a program error.';
    assert.ok(changeEndsTraded('Change the integer types from overflow being considered a program error to it being defined as wrapping around.', change));
    notSupported('Change the integer types from overflow being considered a program error to it being defined as wrapping around.', change, RFC);
    supports(change, change, RFC);
  });

  it('reads two places marked alike on both sides whose words the claim trades, and code written without marks in another order', () => {
    const span = 'Removing a bound from a struct becomes a breaking change (note: this can already be the case for functions and traits).';
    const v = notSupported('Removing a bound from a function or trait becomes a breaking change, which can already be the case for structs.', span, RFC);
    assert.ok(v.flags.some((f) => f.startsWith('words_swapped:')), v.flags.join());
    supports('Removing a bound from a struct becomes a breaking change, which can already be the case for functions and traits.', span, RFC);
    assert.ok(slotFillersTraded('Quill can export symbols from dylibs, not just executables.', 'Quill can export symbols from executables, not just dylibs.'));
    assert.equal(slotFillersTraded('Quill reads JSON and YAML files.', 'Quill reads YAML and JSON files.'), undefined);
    const lint = 'We may also lint against `|| async {}` in code that *does* pass, since it is not as expressive.';
    assert.match(notSupported('The authors may also lint against async || {} in code that does pass.', lint, RFC).reason, /code must match as written/);
    supports('The authors may also lint against || async {} in code that does pass, since it is not as expressive.', lint, RFC);
  });

  it('reads the claim\'s "rather than B" as said by a span that denies B and gives the same verb another place by "but"', () => {
    const span = 'The cache does not keep its keys in memory, but on disk.';
    assert.match(label('The cache keeps its keys on disk rather than in memory.', span).reason, /'not … but'/);
    notSupported('The cache keeps its keys in memory rather than on disk.', span);
    // (a "but" that opens a clause of its own gives no other place)
    notSupported('The cache keeps its keys on disk rather than in memory.', 'The cache does not keep its keys in memory, but it is slow on disk.');
  });

  it('reads phrases of time as their one word, "earlier" as "previous", an opening adverb as no list item, and a demonstrative before a name', () => {
    assert.match(label('Quill betas are currently available four months ahead of the final release.', 'Currently, Quill betas are available four months before the final release.').reason, /'ahead of' as 'before'/);
    assert.match(label('At present, Quill does not specify the order in which hooks are run.', 'Currently Quill does not specify the order in which the hooks are run.').reason, /'at present' as 'currently'/);
    notSupported('Quill betas are currently available four months after the final release.', 'Currently, Quill betas are available four months before the final release.');
    supports('An earlier draft of the plan added a new base class for plugins.', 'A previous draft of the plan added a new base class for plugins.');
    supports('Initially, 0 and 1 will be the only valid values for the flag, with other values reserved.', 'The only valid values for the flag will initially be 0 and 1 and other values are reserved.');
    supports('These Windows rules are pretty complicated, and they do not match the Unix rules.', 'So these Windows rules are pretty complicated, and do not match the Unix rules.');
  });

  it('keeps a word the stemmer joins with another of the claim\'s apart when it is another word ("referent", "reference")', () => {
    const span = 'The callbacks registered with weak references must accept a single parameter, which will be the weak reference itself.';
    assert.match(notSupported('The callbacks registered with weak references must accept a single parameter, which will be the referent itself.', span).reason, /does not carry 'referent'/);
    supports('The callbacks registered with weak references must accept a single parameter, which will be the weak reference itself.', span);
  });
});
