// The sixtieth round of verification on real writing (invented sentences in the manner of API references, contributor
// guides and proposals): what a claim copied nearly word for word may still change — two pieces traded, a join turned, a
// name cut short, a cause added, one of two denied acts affirmed, the sides of "instead" or of a participle traded, an
// item dropped from an "only" subject, an opening phrase whose words the span uses again, a perception stated as fact, a
// modifier of a bare plural — and readings that let true claims through: a plural of a code name with a figure in it, an
// owner the span names before the claim's last word, a kind noun after a name in code marks, an open range upward in
// other words, and "you" as the claim's user.
import assert from 'node:assert/strict';
import { verdictAgainst, verifyDraftAgainst } from './verify-fixtures';
import { causeAdded, deniedPairAffirmed, insteadTraded, joinTurned, nameCutShort, piecesTraded, preferenceTraded, relativeRolesTraded } from '../../src/core/verify/near-copy';
import { onlyOneOfList } from '../../src/core/verify/arguments';
import { modifierDropped } from '../../src/core/verify/scope-limits';
import { stem } from '../../src/core/text/stem';
import { setWordNetLoader, wordNet } from '../../src/core/lexicon/index';

const label = (claim: string, span: string) => verdictAgainst(claim, [span]).label;
const run = async (draft: string, source: string, path = 'notes/source.md') => (await verifyDraftAgainst(path, source, draft))[0]!;

describe('verify: the sixtieth round — near copies that change something, and readings of names and readers', () => {
  before(function () {
    this.timeout(120_000);
    setWordNetLoader(undefined);
    wordNet();
  });

  it('finds two pieces of the span traded: figures, signed figures, phrases around "than"; not the items of a list', () => {
    assert.deepEqual(piecesTraded('The date for 4.0.0 is set right after the release of 5.0.0.', 'The date for 5.0.0 is set right after the release of 4.0.0.'),
      { first: '4.0.0', second: '5.0.0' });
    assert.deepEqual(piecesTraded('Stepping up from a negative value skips -1.0, and only +1.0 is reached.', 'Stepping up from a negative value skips +1.0, and only -1.0 is reached.'),
      { first: '-1.0', second: '+1.0' });
    // (a block and a piece of it: "level N+1 … level N")
    assert.deepEqual(piecesTraded('Code that builds on level N+1 must build on level N as well.', 'Code that builds on level N must build on level N+1 as well.'), { first: 'N+1', second: 'N' });
    assert.ok(piecesTraded('It is rarer to see tabs in the first column than to see spaces in the margin.', 'It is rarer to see spaces in the margin than to see tabs in the first column.'));
    // (an article more or less changes nothing)
    assert.ok(piecesTraded('Walking down from a positive value visits -1.0, not +1.0.', 'Walking down from positive value visits +1.0, not -1.0.'));
    // (a list in another order says the same, unless the sentence is about the order)
    assert.equal(piecesTraded('The tool runs on Windows, macOS and Linux.', 'The tool runs on Linux, macOS and Windows.'), undefined);
    assert.ok(piecesTraded('Imports are sorted in this order: numbers, small letters, _, capitals.', 'Imports are sorted in this order: numbers, capitals, _, small letters.'));
    // (a clause moved to the other side of its sentence)
    assert.equal(piecesTraded('The cache is cleared if the build fails.', 'If the build fails, the cache is cleared.'), undefined);
    assert.notEqual(label('The date for 4.0.0 is set right after the release of 5.0.0.', 'The date for 5.0.0 is set right after the release of 4.0.0.'), 'supports');
    assert.equal(label('The date for 5.0.0 is set right after the release of 4.0.0.', 'The date for 5.0.0 is set right after the release of 4.0.0.'), 'supports');
  });

  it('finds a join turned between the same two words, and "both … and" for "either … or"', () => {
    assert.deepEqual(joinTurned('A merge needs one review or a green build.', 'A merge needs one review and a green build.'), { claim: 'or', span: 'and' });
    assert.deepEqual(joinTurned('A change is signed off by both replying OK and pressing the button.', 'A change is signed off either by replying OK, or by pressing the button.'), { claim: 'both', span: 'either' });
    // (a longer list, a list of examples, a denial: the join reads either way)
    assert.equal(joinTurned('It runs on Linux, macOS or Windows.', 'It runs on Linux, macOS, and Windows.'), undefined);
    assert.equal(joinTurned('Formats such as YAML or TOML are read.', 'Formats such as YAML and TOML are read.'), undefined);
    assert.equal(joinTurned('The server cannot read and write the file.', 'The server cannot read or write the file.'), undefined);
    assert.notEqual(label('A merge needs one review or a green build.', 'A merge needs one review and a green build.'), 'supports');
  });

  it('finds a name cut short, or a dotted name of code the span has only in pieces; not a host with a path', () => {
    assert.deepEqual(nameCutShort('The bot then sets the label sync-failed.', 'The bot then sets the label `sync-failed-twice`.'), { claim: 'sync-failed', span: 'sync-failed-twice' });
    assert.deepEqual(nameCutShort('The checksum file is named SUMS512.txt.', 'The checksum file is named SUMS512.txt.sig.'), { claim: 'SUMS512.txt', span: 'SUMS512.txt.sig' });
    assert.ok(nameCutShort('Array.prototype.flatMap reads the Symbol.flatMap key.', '`Array.prototype.flatMap` | `Symbol.flat`'));
    assert.equal(nameCutShort('The keys at keys.example.org are trusted.', 'The keys at <https://keys.example.org/> are trusted.'), undefined);
    assert.equal(nameCutShort('The setting sits at the top-level of the file.', 'The setting sits at the top-level-ish part of the file.'), undefined);
    assert.equal(nameCutShort('Run make docs-clean first.', 'Run `make docs-clean` first.'), undefined);
  });

  it('finds a cause the claim adds between two stretches of the span, but reads one across a semicolon', () => {
    assert.equal(causeAdded('Star imports are now gated because clashes between names can be resolved by renaming them.', 'Star imports are now gated, and clashes between names can be resolved by renaming them.'), 'because');
    assert.equal(causeAdded('Old methods never worked, so new methods can be written with plain traits.', 'Old methods never worked, while new methods can be written with plain traits.'), 'so');
    assert.equal(causeAdded('Workers rely on shared mutable state, so their use in the core should be avoided.', 'Workers rely on shared mutable state; their use in the core should be avoided.'), undefined);
    assert.equal(causeAdded('The cache grows because every build writes new entries into it.', 'The cache grows because every build writes new entries into it.'), undefined);
  });

  it('finds one of two denied acts affirmed, "neither … nor" read as one, and the sides of "instead" or of a preference traded', () => {
    assert.equal(deniedPairAffirmed('Plugins can use the hooks but should not rely on them.', 'Plugins cannot use or rely on the hooks.'), 'use');
    assert.equal(deniedPairAffirmed('The flag will work in 3.2 but not in 3.1.', 'In neither 3.1 nor 3.2 will the flag work.'), '3.2');
    assert.equal(deniedPairAffirmed('Plugins cannot use the hooks.', 'Plugins cannot use or rely on the hooks.'), undefined);
    assert.equal(insteadTraded('For an empty callback, use EmptyFn instead of () => {}.', '`EmptyFn`: use `() => {}` instead for an empty callback.'), '() => {}');
    assert.equal(insteadTraded('For an empty callback, use () => {} instead of EmptyFn.', '`EmptyFn`: use `() => {}` instead for an empty callback.'), undefined);
    assert.equal(preferenceTraded('The shell prefers any tabs that a user might type to those soft spaces.', 'The shell will prefer those soft spaces over any tabs that you might type.'), 'any tabs that a user might type');
    assert.equal(preferenceTraded('The shell prefers those soft spaces to any tabs that a user might type.', 'The shell will prefer those soft spaces over any tabs that you might type.'), undefined);
  });

  it('finds who does the act traded between a participle and a relative clause', () => {
    assert.equal(relativeRolesTraded('It prints the list of plugins that a given theme itself requires to be loaded.', 'It prints the list of plugins requiring a given theme to be loaded.'), 'requires');
    assert.equal(relativeRolesTraded('It prints the list of plugins that require a given theme to be loaded.', 'It prints the list of plugins requiring a given theme to be loaded.'), undefined);
  });

  it('reads an "only" that opens its sentence as reaching its subject, and a name with a dot as no sentence end', () => {
    assert.equal(onlyOneOfList('Only Deno.land maintainers can start a release.', 'Only Deno.land maintainers and triagers can start a release.'), 'Deno.land maintainers and triagers');
    assert.equal(onlyOneOfList('Only maintainers and triagers can start a release.', 'Only maintainers and triagers can start a release.'), undefined);
  });

  it('keeps an opening phrase whose words the span uses again after it, and a perception', () => {
    assert.notEqual(label('The runner adds the log next to the failed check result in the report.', 'For failing checks, the runner adds the log next to the failed check result in the report.'), 'supports');
    assert.equal(label('For failing checks, the runner adds the log next to the failed check result in the report.', 'For failing checks, the runner adds the log next to the failed check result in the report.'), 'supports');
    assert.notEqual(label('The plugin system is one of the weak points of the editor.', 'The plugin system is already perceived as one of the weak points of the editor.'), 'supports');
  });

  it('keeps a modifier of a bare plural that opens the span or follows a function word', () => {
    assert.equal(modifierDropped('Sync handlers are relying on mutable globals.', 'Handlers and sync event handlers are relying on mutable globals.'), 'event');
    assert.equal(modifierDropped('The new API is stable.', 'The new public API is stable.'), undefined);
  });

  it('reads a code name\'s plural with a figure in it, and an owner named before the claim\'s last word', () => {
    assert.equal(stem('int16arrays'), stem('int16array'));
    assert.equal(stem('utf8s'), 'utf8s');
    assert.equal(label('The Frame API accepts a plain Int16Array wherever a Frame is accepted.', 'The Frame API accepts plain Int16Arrays wherever Frames are accepted.'), 'supports');
    assert.equal(label('The Frame class is a subclass of Int16Array.', "The Frame class is a subclass of JavaScript's Int16Array class and adds methods."), 'supports');
    assert.notEqual(label('The Frame class is a subclass of Int32Array.', "The Frame class is a subclass of JavaScript's Int16Array class and adds methods."), 'supports');
  });

  it('reads a kind noun after a name in code marks as no word of the span\'s condition', async () => {
    const source = '# Loader\n\nIf a top level `yield` expression never settles, the loader will exit with a 9 status code.\n';
    assert.equal((await run('# Notes\n\nIf a top-level yield never settles, the loader exits with status code 9.\n', source)).action, 'accept');
    assert.notEqual((await run('# Notes\n\nThe loader exits with status code 9.\n', source)).action, 'accept');
  });

  it('reads an open range upward in other words, from the same point only', () => {
    const v = verdictAgainst('The linker strips debug sections at levels -O2 and higher.', ['At levels ``-O2`` and above, the linker strips debug sections.']);
    assert.equal(v.label, 'supports');
    assert.ok(v.flags.includes('range_upward:higher/above'), v.flags.join(','));
    assert.notEqual(label('The linker strips debug sections at levels -O3 and higher.', 'At levels ``-O2`` and above, the linker strips debug sections.'), 'supports');
    assert.notEqual(label('The linker strips debug sections at levels -O2 or lower.', 'At levels ``-O2`` and above, the linker strips debug sections.'), 'supports');
  });

  it('reads the span\'s "you" as the claim\'s user', () => {
    const v = verdictAgainst('Once revoked, the key is removed from the server and the user can no longer sign with it.', ['Once revoked, the key is removed from the server and you can no longer sign with it.']);
    assert.equal(v.label, 'supports');
    assert.ok(v.flags.includes('reader_addressed:user'), v.flags.join(','));
    assert.notEqual(label('Once revoked, the key is removed from the server and the admin can no longer sign with it.', 'Once revoked, the key is removed from the server and you can no longer sign with it.'), 'supports');
  });
});
