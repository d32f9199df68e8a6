// The thirtieth round of verification on real writing (invented sentences, each a kind seen on the review or the
// eval sets' misses).
import assert from 'node:assert/strict';
import { stancesOf, stanceUnmatched } from '../../src/core/verify/stance';
import { assertNotSupported as notSupported, assertSupports as supports, labelAgainst as label } from './verify-fixtures';

describe('verify: the thirtieth round', () => {
  it('does not read a stance against an act as the act left undone, nor the other way round', () => {
    notSupported('The quill maintainers argued against adding a second lockfile.', 'The quill maintainers did not add a second lockfile.');
    notSupported('The quill maintainers did not add a second lockfile.', 'The quill maintainers argued against adding a second lockfile.');
    // (nor a stance of another kind: a vote or advice is not an argument)
    notSupported('The quill maintainers argued against adding a second lockfile.', 'The quill maintainers recommended against adding a second lockfile.');
    notSupported('The quill maintainers voted against adding a second lockfile.', 'The quill maintainers argued against adding a second lockfile.');
    // (the same stance in other words of its kind still carries it)
    supports('The quill maintainers argued against adding a second lockfile.', 'The quill maintainers argued strongly against adding a second lockfile.');
    supports('The quill maintainers were against adding a second lockfile.', 'The quill maintainers opposed adding a second lockfile.');
    supports('The quill authors recommend not using the default feature.', 'The quill authors recommend against using the default feature.');
  });

  it('does not refute a claim that opposes an act in other words than the span\'s stance against it', () => {
    for (const [claim, span] of [
      ['The quill maintainers opposed adding a second lockfile.', 'The quill maintainers argued against adding a second lockfile.'],
      ['Guido objected to adding a second lockfile to quill.', 'Guido spoke against adding a second lockfile to quill.'],
    ] as const) assert.notEqual(label(claim, span).label, 'contradicts', claim);
    // (an act the span favours is left open or read as against the claim's opposition, never carried)
    assert.notEqual(label('Guido opposed adding a second lockfile to quill.', 'Guido was in favour of adding a second lockfile to quill.').label, 'supports');
  });

  it('reads the act a stance stands against, and not "as opposed to" as a stance', () => {
    assert.deepEqual(stancesOf('They argued strongly against adding the flag.').map((s) => [s.kind, s.act]), [['opposition', 'add']]);
    assert.deepEqual(stancesOf('It uses tabs as opposed to spaces.'), []);
    assert.equal(stanceUnmatched('It uses tabs as opposed to spaces.', 'It uses tabs as opposed to spaces.'), undefined);
    // (a span's stance against another act than the claim's is not read)
    assert.equal(stanceUnmatched('The flag was not added.', 'Some argued against the rename; the flag was not added.'), undefined);
  });

  it('reads two words traded past an aside in brackets that names one of them again', () => {
    notSupported('A bad quill escape is an error, specifically KeyError in byte strings and ValueError in text strings.',
      'A bad quill escape is an error, specifically ``ValueError`` in byte strings, and ``KeyError`` (a subclass of ``ValueError``) in text strings.');
    supports('A bad quill escape is an error, specifically ValueError in byte strings and KeyError in text strings.',
      'A bad quill escape is an error, specifically ``ValueError`` in byte strings, and ``KeyError`` (a subclass of ``ValueError``) in text strings.');
  });

  it('reads the words of two clauses joined by ", though" traded between them', () => {
    notSupported('On the quill side, the simplest solution is to return a list of small pages, though a clever provider may instead return one large copy of the pages.',
      'The simplest solution on the quill side is to return one large copy of the pages; a clever provider, though, may decide instead to return a list of small pages.');
    supports('The simplest solution on the quill side is to return one large copy of the pages, though a clever provider may instead return a list of small pages.',
      'The simplest solution on the quill side is to return one large copy of the pages; a clever provider, though, may decide instead to return a list of small pages.');
  });

  it('reads a "while" of a time as a condition the claim must keep, and a "while" of contrast as none', () => {
    notSupported('Quill applications cannot make use of the features.', 'Quill applications cannot make use of the features while they reside in the library.');
    notSupported('The quill buffer can be read.', 'The quill buffer can be read while holding the global lock.');
    supports('Quill applications cannot make use of the features when they reside in the library.', 'Quill applications cannot make use of the features while they reside in the library.');
    supports('The quill parser is fast.', 'The quill parser is fast, while the quill printer is slow.');
  });

  it('reads a bound inside the subject a clause\'s "No" denies as turned round', () => {
    assert.notEqual(label('Every supported quill mode uses at least 8 bits per component.', 'No palette modes or modes with less than 8 bits per component are supported by quill.').label, 'contradicts');
    assert.equal(label('Quill supports modes with less than 8 bits per component.', 'No palette modes or modes with less than 8 bits per component are supported by quill.').label, 'contradicts');
  });

  it('does not refute "not … until" against an act deferred, postponed or delayed until the same time', () => {
    for (const [claim, span] of [
      ['The quill proposal will not be considered further until Python 3.8 at the earliest.', 'Further consideration of the quill proposal has been deferred until Python 3.8 at the earliest.'],
      ['The quill proposal will not be reviewed until the next release.', 'Review of the quill proposal has been postponed until the next release.'],
    ] as const) assert.notEqual(label(claim, span).label, 'contradicts', claim);
    // (put off until another time: still read against the claim)
    assert.notEqual(label('The quill proposal will not be reviewed until the next release.', 'Review of the quill proposal has been postponed until the autumn.').label, 'supports');
  });

  it('reads "not … like X" as the claim\'s "unlike X", and a plain "like" still against it', () => {
    assert.notEqual(label('Unlike the open hook, the close hook is not checked.', 'The presence of a close hook is not checked like that of the open hook.').label, 'contradicts');
    assert.equal(label('Unlike the open hook, the close hook is checked.', 'The close hook is checked like the open hook.').label, 'contradicts');
  });

  it('reads the "will" of a clause whose subject is an act, a gerund\'s, as what the act does each time', () => {
    supports('Merging the quill branch breaks the build.', 'Merging the quill branch will break the build.');
    // (not a preposition or a noun in "-ing", nor a time to come)
    notSupported('The build uses the quill cache.', 'During the build the quill cache will be used.');
    notSupported('Quill 3.0 removes the flag.', 'Removing the flag will happen in quill 3.0.');
  });

  it('reads what a change does to a feature, and a part against the whole, as opposites in place', () => {
    for (const [claim, span] of [
      ['Version 1.2 of the quill format removes a number of optional fields.', 'Version 1.2 of the quill format adds a number of optional fields.'],
      ['The quill flag disables the cache.', 'The quill flag enables the cache.'],
      ['The quill proposal was rejected in 2019.', 'The quill proposal was accepted in 2019.'],
      ['The quill class provides a superset of the functionality of these libraries.', 'The quill class provides a (very small) subset of the functionality of these libraries.'],
    ] as const) assert.equal(label(claim, span).label, 'contradicts', claim);
    // (each said of its own thing, both on the span's side)
    supports('The quill release removes the cache.', 'The quill release adds the loader and removes the cache.');
    supports('The quill hook is easy to disable.', 'The quill hook is easy to disable but hard to remove.');
  });

  it('what the diff review found: denied stances, a deferral dropped, asides that restate, bounds of an exception (invented)', () => {
    // (a stance the span denies is no stance it takes; two denials of a stance agree)
    notSupported('The quill maintainers argued against removing the loader.', 'The quill maintainers did not oppose removing the loader.');
    supports('The quill maintainers did not oppose removing the loader.', 'The quill maintainers did not oppose removing the loader.');
    assert.notEqual(label('The quill maintainers opposed removing the loader.', 'The quill maintainers did not oppose removing the loader.').label, 'supports');
    // (the same vote, however it went)
    assert.notEqual(label('The quill council voted against the proposal.', 'The quill council voted unanimously against the proposal.').label, 'contradicts');
    // (an act the span puts off is not said to happen)
    notSupported('The quill proposal will be reviewed before Python 3.8.', 'Review of the quill proposal has been postponed until Python 3.8.');
    supports('Review of the quill proposal was deferred until Python 3.8.', 'Review of the quill proposal has been postponed until Python 3.8.');
    // (a denial of the deferral itself is still against it)
    assert.equal(label('The quill release was not delayed until June.', 'The quill release was delayed until June.').label, 'contradicts');
    // (an aside that says both words restates the claim: no trade)
    supports('The left quill pane mirrors the right quill pane.', 'The panes are linked (and the left quill pane mirrors the right quill pane).');
    // (the bound of an exception is not turned round by the "No" before it)
    assert.notEqual(label('Quill supports modes with at least 8 bits.', 'No modes, except those with fewer than 8 bits, are supported by quill.').label, 'supports');
    // (a concessive aside, ", though small,", is no second clause)
    supports('The quill cache holds the index, though it is small.', 'The quill cache, though small, holds the index.');
    // ("not only … like", "not fatal just like X": the property shared, not contrasted)
    assert.notEqual(label('Unlike warnings, errors in quill are not fatal.', 'Errors in quill are not fatal just like warnings.').label, 'supports');
  });

  it('reads "…, not even …" with a verb of its own as a denial, and the same repeated denial alike on both sides', () => {
    // (a copy of the span, its "not even" too, is no denial added; seen on the real-prose check)
    supports('The quill loader does not cache modules, not even the builtin ones.', 'The quill loader does not cache modules, not even the builtin ones.');
    supports('Since quill binds names to the module, and there is no separate namespace for traits, not even methods from the subclass are imported.',
      'In fact, since quill binds names to the module, and there is no separate namespace for traits, not even methods from the subclass are imported.');
    // (the claim that drops it, with its clause's own verb, says what the span denies)
    assert.equal(label('Since quill binds names to the module, and there is no separate namespace for traits, methods from the subclass are imported.',
      'Since quill binds names to the module, and there is no separate namespace for traits, not even methods from the subclass are imported.').label, 'contradicts');
  });
});
