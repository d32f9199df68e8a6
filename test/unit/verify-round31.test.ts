// The thirty-first round of verification on real writing (invented sentences, each a kind seen on the review or the
// eval sets' misses).
import assert from 'node:assert/strict';
import { parseConfig } from '../../src/core/config';
import { createEngine } from '../../src/core/engine';
import { MemoryFileSystem } from '../../src/core/fs/memory-fs';
import { claimStatesCondition } from '../../src/core/verify/analysis';
import { clausePhrasesTraded, slotFillersTraded, subjectModifierTraded } from '../../src/core/verify/traded';
import { silentLogger, systemClock } from '../../src/core/ports';
import { assertNotSupported as notSupported, assertSupports as supports, labelAgainst as label } from './verify-fixtures';

describe('verify: the thirty-first round', () => {
  it('reads a condition\'s denial and its verb of having in other words as the same condition', () => {
    supports('If the quill cache holds no entries, the loader skips the index.', 'The loader skips the index if the quill cache does not hold any entries.');
    supports('When the quill review does not produce consensus in time, the council may decide.',
      "The council may decide when the quill review doesn't produce consensus in time.");
    // (a verb of the condition is still a word of it: "is a manifest" does not state "contains a manifest")
    notSupported('If the quill archive is a manifest, quill refuses to install it.', 'If the quill archive contains a manifest, quill refuses to install it.');
    // (the condition's polarity still counts, and a claim that drops it is still not carried)
    notSupported('If quill packages need to be declared, the loader may mistake a folder for a package.',
      'The loader may mistake a folder for a package if there is no need to declare quill packages.');
    notSupported('If the quill cache holds entries, the loader skips the index.', 'The loader skips the index if the quill cache does not hold any entries.');
    notSupported('If the quill manifest lacks license entries, build tools may print a warning.',
      'Build tools may print a warning if the quill manifest contains license entries.');
    notSupported('Build tools may print a warning.', 'Build tools may print a warning if the quill manifest contains no license entries.');
  });

  it('reads "where practical" as the "if practical" it shortens', () => {
    supports('Where practical, quill should also report an error for an empty loop.', 'If practical, quill should also report an error for an empty loop.');
    supports('Quill should, where possible, report an error for an empty loop.', 'Quill should report an error for an empty loop if possible.');
    notSupported('Quill should report an error for an empty loop.', 'If practical, quill should also report an error for an empty loop.');
    // (a "where" of place is no such condition)
    notSupported('Quill should report an error where the loop is empty.', 'If practical, quill should report an error for an empty loop.');
  });

  it('reads a summary in the imperative whose verb the tagger takes for a noun, or with a clause of its own after it, as the document\'s act', async () => {
    const fs = new MemoryFileSystem().writeFile('/ws/rust-rfcs/0042-quill-lines.md', '# Summary\n\n' +
      'Change all quill functions dealing with reading lines to treat a lone CR as a line ending.\n\n' +
      'Tweak the quill safety rules to allow static dispatch, even when the trait would not be safe to use as an object.\n\n' +
      'Remove the shadowing of quill items, in order to be more future proof.\n\n' +
      'Allow users to load custom quill lints.\n\n' +
      'Raise an error for every unknown quill flag.\n\n' +
      'Split the quill crate into two crates where it is practical.\n\n' +
      'Add the quill-extra crate to your manifest.\n\n' +
      'Introduce a quill trait for customising the try operator.\n\n' +
      'Support for quill output beyond plain text is deferred.\n');
    const config = parseConfig('{ "sources": ["rust-rfcs"] }', '/ws/.warrant.json', '/ws');
    const engine = createEngine({ config, ports: { fs, clock: systemClock, logger: silentLogger } });
    const doc = await engine.verifyDocument({
      documentPath: '/ws/draft.md',
      text: '# Notes\n\n## RFC 42: quill lines\n\n' +
        'The RFC proposes to change all quill functions dealing with reading lines to treat a lone CR as a line ending.\n\n' +
        'The RFC tweaks the quill safety rules to allow static dispatch, even when the trait would not be safe to use as an object.\n\n' +
        'RFC 42 proposes to remove the shadowing of quill items.\n\n' +
        'RFC 42 would let users load custom quill lints.\n\n' +
        'The RFC adds a quill trait for customising the try operator.\n\n' +
        // (another verb, a verb of another sense, or a noun that opens a sentence of being are not the document's act)
        'RFC 42 would keep all quill functions dealing with reading lines as they are.\n\n' +
        'RFC 42 would force users to load custom quill lints.\n\n' +
        'RFC 42 supports quill output beyond plain text.\n\n' +
        'RFC 42 removes a quill trait for customising the try operator.\n\n' +
        'RFC 42 lifts an error for every unknown quill flag.\n\n' +
        'RFC 42 splits the quill crate into two crates.\n\n' +
        'RFC 42 adds the quill-extra crate to your manifest.\n',
    });
    const [change, tweak, remove, allow, adds, keep, force, support, removes, lifts, splits, manifest] = doc.results;
    for (const r of [change, tweak, remove, allow, adds]) {
      assert.equal(r!.action, 'accept', `${r!.claim.text}: ${r!.verdict.reason}`);
      assert.match(r!.verdict.reason, /its Summary says what it (?:does|proposes|would do) in the imperative/);
    }
    // (nor a verb WordNet only relates, an act the summary restricts to a place, or one that speaks to the reader)
    for (const r of [keep, force, support, removes, lifts, splits, manifest]) assert.notEqual(r!.action, 'accept', `${r!.claim.text}: ${r!.verdict.reason}`);
  });

  it('reads a compound with one word turned to its opposite as the opposite ("opt-out" / "opt-in", "low-level" / "high-level")', () => {
    assert.equal(label('Quill telemetry is opt-out for every project.', 'Quill telemetry is opt-in for every project.').label, 'contradicts');
    assert.equal(label('The quill bindings expose a low-level interface.', 'The quill bindings expose a high-level interface.').label, 'contradicts');
    supports('Quill telemetry is opt-in for every project.', 'Quill telemetry is opt-in for every project.');
    // (a span that says both compounds, or a compound of three words, is not read as the opposite)
    assert.notEqual(label('Quill telemetry is opt-out for every project.', 'Quill telemetry is opt-in for every project, never opt-out.').label, 'supports');
    assert.notEqual(label('The quill bindings are state-of-the-art.', 'The quill bindings are state-of-the-art.').label, 'contradicts');
    // (particles only where no word follows the compound: a "check-in desk" and a "check-out desk" are two things)
    assert.notEqual(label('The quill check-in desk is on the left.', 'The quill check-out desk is on the left.').label, 'contradicts');
    // ("less" before the opposite says no opposite: "less complicated" is no contradiction of "simplify")
    assert.notEqual(label('Quill removes shadowing to simplify its semantics.', 'Quill removes shadowing to have less complicated semantics.').label, 'contradicts');
  });

  it('reads a claim whose gerund subject is the span\'s participle condition as stating it', () => {
    const span = 'When using a quill executor as a context manager, its exit method calls shutdown.';
    const when = { phrase: 'when', surface: 'When', start: 0, end: 4 };
    assert.equal(claimStatesCondition('Using a quill executor as a context manager makes its exit method call shutdown.', span, when), true);
    // (another gerund, or the condition's words elsewhere than the claim's opening, state no such condition)
    assert.equal(claimStatesCondition('Building a quill executor as a context manager makes its exit method call shutdown.', span, when), false);
    assert.equal(claimStatesCondition('Its exit method calls shutdown, and a quill executor is often used as a context manager.', span, when), false);
    assert.equal(claimStatesCondition('Using threads means a quill executor as a context manager calls shutdown on exit.', span, when), false);
    // (its words in the condition's order: "Using Tarn on quill" does not state "When using quill on Tarn")
    const order = 'When using quill on Tarn, builds are faster.';
    assert.equal(claimStatesCondition('Using Tarn on quill makes builds faster.', order, when), false);
    assert.equal(claimStatesCondition('Using quill on Tarn makes builds faster.', order, when), true);
  });

  it('reads words traded between two clauses of three, pairs traded past empty brackets, and subjects whose modifiers trade places', () => {
    // (three clauses alike on both sides: the words of two neighbours traded)
    const claim = 'Quill 2 keeps the same core idea, but limits lock support to readers while leaving the behavior of writers untouched.';
    const span = 'Quill 2 keeps the same core idea, but limits the lock support to writers while leaving the reader behavior untouched.';
    assert.ok(clausePhrasesTraded(claim, span));
    notSupported(claim, span);
    supports('Quill 2 keeps the same core idea, but limits lock support to writers while leaving the behavior of readers untouched.', span);
    // (an empty pair of brackets one side's reading blanked is no mark of a place)
    assert.ok(slotFillersTraded('as seen with    for unions and | for generics', 'as seen with [] for generics and | for unions'));
    // (where both sides write the brackets, they mark the places: a reordered list is no trade, a swapped one is)
    supports('Quill uses {} for sets and [] for lists.', 'Quill uses [] for lists and {} for sets.');
    notSupported('Tarn accepts () for arrays and [] for tuples.', 'Tarn accepts [] for arrays and () for tuples.');
    // (a subject's modifier traded with another noun's, each named elsewhere on the other side)
    const subjects = subjectModifierTraded('Runtime quill packages should name the versions of their stub-only package they support.',
      'In addition, stub-only quill packages should name the versions of the runtime package they support.');
    assert.deepEqual(subjects, { claim: 'Runtime quill packages', span: 'stub-only quill packages' });
    assert.equal(subjectModifierTraded('Runtime quill packages should name their versions.', 'Runtime quill packages should name their versions.'), undefined);
    // (nor where the span also says the claim's subject with the claim's verb)
    assert.equal(subjectModifierTraded('The left quill pane mirrors the right quill pane.',
      'The right quill pane mirrors the left quill pane (and the left quill pane mirrors the right quill pane).'), undefined);
    assert.equal(subjectModifierTraded('Runtime quill packages should name their versions.', 'In addition, stub-only quill packages should name their versions.'), undefined);
  });

  it('reads a modal\'s denial of an act done "simply" as a denial, and does not let a claim drop the manner', () => {
    supports('Quill cannot simply be used as a cache for wheels.', 'Quill cannot be used simply as a cache for wheels.');
    notSupported('Quill cannot be used as a cache for wheels.', 'Quill cannot simply be used as a cache for wheels.');
    assert.equal(label('Quill can be used as a cache for wheels.', 'Quill cannot simply be used as a cache for wheels.').label, 'contradicts');
    // ("is not simply", "does not just": not only, which asserts)
    supports('Quill is a cache for wheels.', 'Quill is not simply a cache for wheels, but a store.');
    // (a modal's "not merely … also": not only, which asserts; a manner word of another clause is not the claim's)
    assert.notEqual(label('The quill key must not be copied.', 'The quill key must not merely be copied; it must also be re-encrypted.').label, 'supports');
    supports('Tarn requires a quill token.', 'Tarn requires a quill token, but the token cannot simply be copied.');
  });
});
