// The forty-fourth round of verification on real writing (invented sentences): a symbol the claim's plain reading
// glued to the word before it, a verb's object traded with its second argument, and a reflexive the span never says.
import assert from 'node:assert/strict';
import { assertSupports, labelAgainst, verifyDraftAgainst } from './verify-fixtures';
import { plainText } from '../../src/core/engine/plain';
import { namesTradedAtNoun, objectAndSecondArgumentTraded, reflexiveUnsaid, relationNounReversed } from '../../src/core/verify/traded';
import { deniedForClaimSubject } from '../../src/core/verify/clause-subject';
import { supersededPast } from '../../src/core/verify/superseded';
import { rejectedIdeaHeading } from '../../src/core/verify/rejected';

const actionOf = async (claim: string, source: string) => (await verifyDraftAgainst('notes/source.md', source, claim)).map((r) => r.action).join(',');

describe('verify: the forty-fourth round — symbols kept apart, arguments traded, reflexives', () => {
  it('keeps a symbol written on its own apart from the word before it, and still drops a space before a lone stop', () => {
    assert.equal(plainText('The path starts with ::, self or super.'), 'The path starts with ::, self or super.');
    assert.equal(plainText('Names may use ... as a placeholder.'), 'Names may use ... as a placeholder.');
    assert.equal(plainText('It targets .NET and the JVM.'), 'It targets .NET and the JVM.');
    assert.equal(plainText('See the [guide](https://example.org) .'), 'See the guide.');
    assert.equal(plainText('First, *this* ; then that !'), 'First, this; then that!');
  });

  it('does not carry a claim whose bare code name stands where the span writes a symbol', async () => {
    const source = '# Imports\n\nFirst the path is prefixed with `::`, unless it already starts with `::`, `crate` or `super`.\n';
    assert.notEqual(await actionOf('First the path is prefixed with crate, unless it already starts with ::, crate or super.', source), 'accept');
    assert.equal(await actionOf('First the path is prefixed with ::, unless it already starts with ::, crate or super.', source), 'accept');
  });

  it("does not carry a verb's object traded with the object of its later preposition", () => {
    for (const [claim, span] of [
      ['The patch brings the Windows loader into line with the Linux loader, which already rejects this.', 'The patch brings the Linux loader into line with the Windows loader, which already rejects this.'],
      ['The tool converts every heading into a bookmark.', 'The tool converts every bookmark into a heading.'],
      ['The script moves stale branches from the archive to the main remote.', 'The script moves stale branches from the main remote to the archive.'],
    ] as const) {
      assert.notEqual(labelAgainst(claim, span).label, 'supports', `${claim}\n${span}`);
    }
    assert.deepEqual(objectAndSecondArgumentTraded('The patch brings the Windows loader into line with the Linux loader.', 'The patch brings the Linux loader into line with the Windows loader.'),
      { claim: 'brings … windows … line with … linux', span: 'brings … linux … line with … windows' });
    // the same order, and "with" right after the object ("combine A with B") are no trade by this reading
    assert.equal(objectAndSecondArgumentTraded('The patch brings the Linux loader into line with the Windows loader.', 'The patch brings the Linux loader into line with the Windows loader.'), undefined);
    assert.equal(objectAndSecondArgumentTraded('You can combine the cache with the index.', 'You can combine the index with the cache.'), undefined);
    assertSupports('The patch brings the Linux loader into line with the Windows loader.', 'The patch brings the Linux loader into line with the Windows loader, which already rejects this.');
  });

  it('does not carry a claim that turns a verb on its own subject where the span never does', () => {
    assert.notEqual(labelAgainst('Reviewers who are maintainers may approve themselves.', 'Reviewers must be approved by a maintainer.').label, 'supports');
    assert.equal(reflexiveUnsaid('Reviewers who are maintainers may approve themselves.', 'Reviewers must be approved by a maintainer.'), 'approve themselves');
    // the span's own reflexive, and an emphatic reflexive after a noun, are no such turn
    assert.equal(reflexiveUnsaid('Each plugin registers itself with the loader.', 'Each plugin registers itself with the loader at start-up.'), undefined);
    assert.equal(reflexiveUnsaid('The maintainers themselves review each patch.', 'Each patch is reviewed by the maintainers.'), undefined);
    assertSupports('Each plugin registers itself with the loader.', 'Each plugin registers itself with the loader at start-up.');
  });

  it('does not carry a claim by a design the document sets out under a heading of rejected ideas', async () => {
    const section = (heading: string) => `# Index format\n\n## ${heading}\n\n### Store the index in SQLite\n\nThe index is stored in a single SQLite file, and lookups go through an SQL query. Native code was too heavy a dependency.\n`;
    for (const heading of ['Rejected Ideas', 'Alternatives considered', 'Abandoned approaches']) {
      assert.notEqual(await actionOf('The index is stored in a single SQLite file.', section(heading)), 'accept', heading);
    }
    // or where the sentence after says it was turned down, whatever the heading
    assert.notEqual(await actionOf('The index is stored in a single SQLite file.', '# Index format\n\n## Alternatives\n\nThe index is stored in a single SQLite file. This was rejected because native code was too heavy a dependency.\n'), 'accept');
    // the same sentence under a heading of what the document proposes is carried
    assert.equal(await actionOf('The index is stored in a single SQLite file.', section('Specification')), 'accept');
    // a claim or a span that speaks of it as an idea is left to the other readings
    assert.equal(rejectedIdeaHeading('Storing the index in SQLite was rejected.', 'The index is stored in a single SQLite file.', ['Rejected Ideas', 'Store the index in SQLite']), undefined);
    assert.equal(rejectedIdeaHeading('The index is stored in a single SQLite file.', 'One idea was that the index is stored in a single SQLite file.', ['Rejected Ideas', 'Store the index in SQLite']), undefined);
    assert.equal(rejectedIdeaHeading('The index is stored in a single SQLite file.', 'The index is stored in a single SQLite file.', ['Rationale and alternatives']), undefined);
    assert.equal(rejectedIdeaHeading('The index is stored in a single SQLite file.', 'The index is stored in a single SQLite file.', ['Rejected Ideas', 'SQLite']), 'Rejected Ideas');
  });

  it('reads a one-way relation turned round between names that share their head word', () => {
    assert.notEqual(labelAgainst('Sorted maps are a special case of maps.', 'Maps are a special case of sorted maps.').label, 'supports');
    assert.deepEqual(relationNounReversed('Ordered sets are a kind of set.', 'Sets are a kind of ordered set.'), { claim: 'Ordered sets are a kind of set.', span: 'Sets are a kind of ordered' });
    assert.equal(relationNounReversed('Sorted maps are a special case of maps.', 'Sorted maps are a special case of maps, with keys kept in order.'), undefined);
    assertSupports('Sorted maps are a special case of maps.', 'Sorted maps are a special case of maps, with keys kept in order.');
  });

  it("does not carry a claim the span denies in the clause of the claim's own subject", () => {
    const span = 'Unit structs must be followed by a semicolon, while structs with named fields do not need to be followed by one.';
    for (const claim of ['Structs with named fields must be followed by a semicolon.',
      'Unit structs must be followed by a semicolon, and structs with named fields must be followed by one too.']) {
      assert.notEqual(labelAgainst(claim, span).label, 'supports', claim);
    }
    assert.equal(deniedForClaimSubject('Structs with named fields must be followed by a semicolon.', span), 'structs with named fields do not need to be followed by one.');
    // the subject of the clause that asserts it, and a claim that denies it too, are no such conflict
    assert.equal(deniedForClaimSubject('Unit structs must be followed by a semicolon.', span), undefined);
    assert.equal(deniedForClaimSubject('Structs with named fields do not need a semicolon.', span), undefined);
    assertSupports('Unit structs must be followed by a semicolon.', span);
  });

  it('does not carry a claim that trades two names between the nouns the span attaches them to', async () => {
    const source = '# Tidy docs\n\nTidy changes the `summary()` documentation to suggest use of the `Render` trait instead.\n';
    assert.notEqual(await actionOf('Tidy changes the documentation of the Render trait to suggest use of summary() instead.', source), 'accept');
    assert.equal(await actionOf('Tidy changes the summary() documentation to suggest use of the Render trait instead.', source), 'accept');
    assert.deepEqual(namesTradedAtNoun('Remove support for the old_flag variable and use the new_flag variable.', 'Remove support for the `new_flag` variable and use the `old_flag` variable.'),
      { claim: 'support … old_flag', span: 'support … new_flag' });
    // the same attachments written another way, and a list in another order, are no trade
    assert.equal(namesTradedAtNoun('Change the documentation of summary() to suggest use of the Render trait instead.', 'Change the `summary()` documentation to suggest use of the `Render` trait instead.'), undefined);
    assert.equal(namesTradedAtNoun('The crate adds support for Linux, FreeBSD and macOS.', 'The crate adds support for macOS, Linux and FreeBSD.'), undefined);
  });

  it('reads a change said further on in the paragraph, or at the start of the next, when it speaks of the same thing', async () => {
    for (const source of [
      '# Tern storage\n\nTern stored indexes as flat files. The files were easy to inspect by hand. Since 3.0, indexes live in LMDB.\n',
      '# Tern storage\n\nTern stored indexes as flat files.\n\nSince 3.0, indexes live in LMDB.\n',
      "# Tern storage\n\nTern's writer stored indexes as flat files; this was changed in 3.0.\n",
    ]) {
      assert.notEqual(await actionOf('Tern stores indexes as flat files.', source), 'accept', source);
    }
    assert.equal(await actionOf('Tern stores indexes as flat files.', '# Tern storage\n\nTern stored indexes as flat files. The files were easy to inspect by hand.\n'), 'accept');
    // a later sentence about something else, or one that says it still holds, changes nothing
    assert.equal(supersededPast('Tern stores indexes as flat files.', 'Tern stored indexes as flat files.', 'The files were easy to inspect.\nThe logo was replaced in 3.0.'), undefined);
    assert.equal(supersededPast('Tern stores indexes as flat files.', 'Tern stored indexes as flat files.', 'It still does.\nSince 3.0, indexes live in LMDB.'), undefined);
    assert.equal(supersededPast('Tern stores indexes as flat files.', 'Tern stored indexes as flat files.', 'The files were easy to inspect.\nSince 3.0, indexes live in LMDB.'), 'Since 3.0, indexes live in LMDB.');
    // a verb the span's sentence also says in the present is no past of it
    assert.equal(supersededPast('Two factors drove the choice of the name: it is short, and it is clear.', "The choice of the name was driven by two factors: it's short, and it's clear.", 'We could use another name.\nSome prefer a longer name instead.'), undefined);
    assert.equal(supersededPast('Tern stores indexes as flat files.', 'Tern stored indexes as flat files.', 'The files were easy to inspect.\nIndexes are kept in LMDB instead.'), 'Indexes are kept in LMDB instead.');
  });

  it('reads a relation turned round at a use of its verb the tagger took for a noun', () => {
    const span = 'The scheduler signals the worker pool, which then signals each thread.';
    assert.notEqual(labelAgainst('The worker pool signals the scheduler, which then signals each thread.', span).label, 'supports');
    assertSupports('The scheduler signals the worker pool, which then signals each thread.', span);
  });

  it('after the review: a heading that only names rejected things, a symbol at the end, a reordered list, an unrelated next sentence', async () => {
    // "Declined payments" is no section of rejected ideas; "Ideas not pursued" is
    assert.equal(await actionOf('The gateway retries a payment three times before marking it failed.', '# Billing\n\n## Declined payments\n\nThe gateway retries a payment three times before marking it failed.\n'), 'accept');
    assert.equal(rejectedIdeaHeading('The index is stored in a single SQLite file.', 'The index is stored in a single SQLite file.', ['Ideas not pursued', 'Store the index in SQLite']), 'Ideas not pursued');
    assert.equal(rejectedIdeaHeading('The --fast option stores the index in SQLite.', 'The --fast option stores the index in SQLite.', ['Rejected Ideas', 'Store the index in SQLite']), 'Rejected Ideas');
    // the section's other sentences, the facts that argue against the idea, are read as any others; so is a sentence
    // right under the heading, or under a question ("Why not SQLite?"), or one that gives the idea's outcome as a condition
    assert.equal(rejectedIdeaHeading('The flake8 linter requires a space after the # sign.', 'The flake8 linter requires a space after the # sign.', ['Rejected Ideas', 'Use a comment syntax']), undefined);
    assert.equal(rejectedIdeaHeading('The index is stored in a single SQLite file.', 'The index is stored in a single SQLite file.', ['Rejected Ideas']), undefined);
    assert.equal(rejectedIdeaHeading('The index is stored in a single SQLite file.', 'The index is stored in a single SQLite file.', ['Rejected Ideas', 'Why not store the index in SQLite?']), undefined);
    assert.equal(rejectedIdeaHeading('If a warning is emitted, filters may change the list.', 'If a warning is emitted, filters may change the list.', ['Rejected Ideas', 'Emit a warning']), undefined);
    // a claim that ends on a symbol, and one list of code names in another order
    const paths = '# Tarn paths\n\nTarn joins module paths with `::`; a leading `::`, `crate` or `self` is kept as written.\n';
    assert.equal(await actionOf('Tarn joins module paths with ::.', paths), 'accept');
    assert.equal(await actionOf('In Tarn, a leading crate, self or :: is kept as written.', paths), 'accept');
    // a sentence after the span about something else, in its paragraph or the next, changes nothing
    for (const after of [' The lexer was replaced in 0.8.', '\n\nSince 3.0, the CLI is written in Rust.', '\n\nThe logo was replaced in 3.0.']) {
      assert.equal(await actionOf('Tern stores indexes as flat files.', `# Tern storage\n\nTern stored indexes as flat files.${after}\n`), 'accept', after);
    }
    assert.notEqual(await actionOf('Tern stores indexes as flat files.', '# Tern storage\n\nTern stored indexes as flat files. They were easy to read. Indexes now live in LMDB.\n'), 'accept');
    // the sentence right after may point back without the span's words: a pronoun, "then", a version or year, "the project"
    for (const after of ['LMDB replaced them in 2023.', 'Since then, LMDB has been the default.', 'Version 2 keeps them in LMDB.', 'In 2023 the project moved to LMDB.', 'The practice ended in 2023.']) {
      assert.notEqual(await actionOf('Tern stores indexes as flat files.', `# Tern storage\n\nTern stored indexes as flat files. ${after}\n`), 'accept', after);
    }
    // a one-way relation turned round with articles, and between names with more modifiers
    assert.notEqual(labelAgainst('A sorted map is a special case of a map.', 'A map is a special case of a sorted map.').label, 'supports');
    assert.notEqual(labelAgainst('Thread-safe sorted maps are a special case of sorted maps.', 'Sorted maps are a special case of thread-safe sorted maps.').label, 'supports');
  });


  it('after the blind runs: a denial of another object, and a symbol the span writes elsewhere but not beside the same words', () => {
    assert.equal(deniedForClaimSubject('Instead of implementing Runner, the new handles will implement Clone and Display.', 'These new handles will not implement `Runner`, instead implementing `Clone` and `Display`.'), undefined);
    assert.equal(deniedForClaimSubject('The new handles will implement Runner.', 'These new handles will not implement `Runner`, instead implementing `Clone` and `Display`.'), 'These new handles will not implement `Runner`');
    const span = 'Tarn is the other language we know of that uses both ``->`` and ``|`` in types, and it has ``|`` bind tighter.';
    assert.notEqual(labelAgainst('Tarn, the other language known to use both -> and | in types, has -> bind tighter than |.', span).label, 'supports');
    assertSupports('Tarn, the other language known to use both -> and | in types, has | bind tighter.', span);
  });
});
