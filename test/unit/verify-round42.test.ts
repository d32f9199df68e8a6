// The forty-second round of verification on real writing (invented sentences): what held before a version or a change,
// what another text said, and what others argue are not the document's own statement of the present.
import assert from 'node:assert/strict';
import { assertNotSupported, assertSupports, labelAgainst } from './verify-fixtures';

describe('verify: the forty-second round — earlier states, other texts and others\' positions', () => {
  it('does not read what held before a version, a year or the document itself as holding now', () => {
    for (const span of [
      'Before Quill 3.0, the Tarn parser used a hand-written lexer.',
      'Before 2022, the Tarn parser used a hand-written lexer.',
      'Prior to this PEP, the Tarn parser used a hand-written lexer.',
    ]) {
      const v = labelAgainst('The Tarn parser uses a hand-written lexer.', span);
      assert.notEqual(v.label, 'supports', `${span}\n${v.reason}`);
    }
    // what held in the past, said in other words ("Historically,", "In the past,", "used to", "before the rewrite")
    for (const span of [
      'Historically, the Tarn parser used a hand-written lexer.',
      'In the past, the Tarn parser used a hand-written lexer.',
      'Back then, the Tarn parser used a hand-written lexer.',
      'The Tarn parser used to rely on a hand-written lexer.',
      'The Tarn parser used a hand-written lexer before the rewrite.',
    ]) {
      const v = labelAgainst('The Tarn parser uses a hand-written lexer.', span);
      assert.notEqual(v.label, 'supports', `${span}\n${v.reason}`);
    }
    // (a participle after a determiner or a present "is" is no past: the claim does not keep the time)
    for (const [claim, span] of [
      ['Tarn ships with a bundled Quill build.', 'Historically, Tarn shipped with a bundled Quill build.'],
      ['The Tarn CLI is distributed as a single shell script.', 'Years ago, the Tarn CLI was distributed as a single shell script.'],
    ] as const) {
      const v = labelAgainst(claim, span);
      assert.notEqual(v.label, 'supports', `${span}\n${v.reason}`);
    }
    assertSupports('The Tarn parser used to rely on a hand-written lexer.', 'The Tarn parser used to rely on a hand-written lexer.');
    assertSupports('A hand-written lexer is used to parse Tarn files.', 'A hand-written lexer is used to parse Tarn files.');
    // a claim that keeps the time says what the span says, wherever it puts it
    assertSupports('Before Quill 3.0, the Tarn parser used a hand-written lexer.', 'Before Quill 3.0, the Tarn parser used a hand-written lexer.');
    assertSupports('The Tarn parser used a hand-written lexer before Quill 3.0.', 'Before Quill 3.0, the Tarn parser used a hand-written lexer.');
    assertSupports('The build script cleans the cache before running the tests.', 'Before running the tests, the build script cleans the cache.');
    // (the writer's own steps limit nothing: "Before we begin, …")
    assertSupports('The Tarn parser uses a hand-written lexer.', 'Before we begin, note that the Tarn parser uses a hand-written lexer.');
    assertSupports('The Tarn parser uses a hand-written lexer.', 'Before diving into the details, the Tarn parser uses a hand-written lexer.');
  });

  it('does not read what an earlier or rejected text says as the document\'s own statement', () => {
    for (const span of [
      "In Ada's rejected draft, the Tarn parser uses a hand-written lexer.",
      'In the original proposal, the Tarn parser uses a hand-written lexer.',
      'The 2021 README claimed the Tarn parser uses a hand-written lexer.',
    ]) {
      const v = labelAgainst('The Tarn parser uses a hand-written lexer.', span);
      assert.notEqual(v.label, 'supports', `${span}\n${v.reason}`);
    }
    // the document's own design, or a claim that keeps the frame, still counts
    assertSupports('The Tarn parser uses a hand-written lexer.', 'In this proposal, the Tarn parser uses a hand-written lexer.');
    assertSupports('The Tarn parser uses a hand-written lexer.', 'In the current design, the Tarn parser uses a hand-written lexer.');
    assertSupports('In the original proposal, the Tarn parser used a hand-written lexer.', 'In the original proposal, the Tarn parser used a hand-written lexer.');
    assertSupports('The Quill proposal claimed a 20% speed-up.', 'The Quill proposal claimed a 20% speed-up.');
    assertSupports('The Tarn loader reads the claimed file.', 'The Tarn loader reads the claimed file.');
  });

  it('reads what critics, opponents or others hold as their position, with what they hold it of between', () => {
    assertNotSupported('The new Tarn syntax is confusing.', 'Critics of the PEP argue that the new Tarn syntax is confusing.');
    assertNotSupported('The new Tarn syntax is confusing.', 'Opponents of the change say the new Tarn syntax is confusing.');
    assertNotSupported('The new Tarn syntax is confusing.', 'Some developers feel that the new Tarn syntax is confusing.');
    // a claim that reports the position too is carried; a noun phrase with no verb of holding reports nothing
    assertSupports('Critics argue that the new Tarn syntax is confusing.', 'Critics of the PEP argue that the new Tarn syntax is confusing.');
    assertSupports('Supporters of the Tarn change were vocal.', 'Supporters of the Tarn change were vocal on the mailing list.');
  });

  it('does not read an order of two events the other way round ("A before B" over "B before A"), with compounds read whole', () => {
    assertNotSupported('The quill entry is moved into its slot before the Tarn guard is checked.',
      'The Tarn guard must see each move-bound quill entry as a path to the value being matched before it is moved, not the moved value itself.');
    assertNotSupported('The Tarn cache is cleared before the quill index is rebuilt.', 'The quill index is rebuilt before the Tarn cache is cleared.');
    // the same order, said either way round or opening the sentence, still counts
    assertSupports('The Tarn cache is cleared before the quill index is rebuilt.', 'Before the quill index is rebuilt, the Tarn cache is cleared.');
    assertSupports('Before it is moved, the Tarn guard sees each move-bound quill entry.', 'The Tarn guard sees each move-bound quill entry before it is moved.');
    assertSupports('Tarn works as before.', 'Tarn works as before.');
  });

  it('reads other wordings of a time before now, a plan of another text and a view put forward as someone\'s', () => {
    for (const span of [
      'Up until version 4, the Tarn parser used a hand-written lexer.',
      'Traditionally, the Tarn parser used a hand-written lexer.',
      'Earlier, the Tarn parser used a hand-written lexer; it now uses a generated one.',
      'Pre-2.0, the Tarn parser used a hand-written lexer.',
      'The Tarn parser used a hand-written lexer before the move to Quill.',
      'The Tarn parser used a hand-written lexer in the original design.',
      'In the proof of concept, the Tarn parser used a hand-written lexer.',
      'According to the 2019 roadmap, the Tarn parser uses a hand-written lexer.',
      'The vendor asserted the Tarn parser uses a hand-written lexer.',
      'The Tarn parser is claimed to use a hand-written lexer.',
      'A number of reviewers think the Tarn parser uses a hand-written lexer.',
      'A common view is that the Tarn parser uses a hand-written lexer.',
    ]) {
      const v = labelAgainst('The Tarn parser uses a hand-written lexer.', span);
      assert.notEqual(v.label, 'supports', `${span}\n${v.reason}`);
    }
    assert.match(labelAgainst('The Tarn parser uses a hand-written lexer.', 'The vendor asserted the Tarn parser uses a hand-written lexer.').reason, /reports what others say or hold/);
    // not a view: a relative clause, a noun, work done, a neutral report, the document's own argument kept by the claim
    assertSupports('The line length can be configured in quill.toml.', 'Developers who feel strongly about formatting can configure the line length in quill.toml.');
    assertSupports('Ada maintains the Tarn parser.', 'Ada maintains the Tarn parser.');
    assertSupports('Quill keys are stored in the Tarn registry.', 'Ada notes that quill keys are stored in the Tarn registry.');
    assertSupports('Mutable default arguments confuse Tarn beginners.', 'Mutable default arguments confuse Tarn beginners.');
    assertSupports('Reviewers think the Tarn parser uses a hand-written lexer.', 'A number of reviewers think the Tarn parser uses a hand-written lexer.');
    // a claim that keeps the past in its own words, an adverb of an adjective, the writer's own step
    assertSupports('The Tarn registry used to accept unsigned uploads.', 'In the past, the Tarn registry accepted unsigned uploads.');
    assertSupports('The Tarn resolver is now three times faster after the rewrite.', 'The historically slow Tarn resolver is now three times faster after the rewrite.');
    assertSupports('Tarn never modifies files outside the project directory.', 'Before reading the rest of this guide, you should know that Tarn never modifies files outside the project directory.');
  });
  it('reads a reporting verb only as a verb of someone else: not the document\'s own denial, not code, and kept by a claim that reports', () => {
    // the document itself denies putting it forward: its own statement
    assertSupports('The proposal does not change the order of evaluation.', 'Note that this proposal does not suggest changing the order of evaluation.');
    // a reporting verb inside a code name is no report ("debug_assert!")
    assertSupports('Implementations must check overflow when debug_assert! assertions are enabled.', 'Implementations must check overflow when `debug_assert!` assertions are enabled.');
    // a claim that reports, in other words, keeps the report
    assertSupports('Mira Holt proposed building the whole table in one pass.', 'Mira Holt suggested building the entire table in one pass.');
    const v = labelAgainst('The Tarn parser builds the whole table in one pass.', 'Mira Holt suggested that the Tarn parser builds the entire table in one pass.');
    assert.notEqual(v.label, 'supports', v.reason);
  });
  it('reads a version said mid-sentence, a series, a branch, a legacy system and an old specification as limits', () => {
    for (const [claim, span] of [
      ['The sync command follows symbolic links into other directories.', 'The `sync` command, prior to 3.0, followed symbolic links into other directories.'],
      ["Tarn's public API changes in almost every minor release.", "Through the 0.x series, Tarn's public API changed in almost every minor release."],
      ['Every request hits the primary database.', 'In the legacy stack, every request hits the primary database.'],
      ['The resolver backtracks at most 100 times.', "In Ada Quill's branch, the resolver backtracks at most 100 times."],
      ['Timestamps are encoded as seconds since the epoch.', 'Per the v1 specification, timestamps are encoded as seconds since the epoch.'],
    ] as const) {
      const v = labelAgainst(claim, span);
      assert.notEqual(v.label, 'supports', `${span}\n${v.reason}`);
    }
    // a means or a place opened by "through", a specification with no version, and a duration are no such limit
    assertSupports('The Tarn parser is fast.', 'Through careful design, the Tarn parser is fast.');
    assertSupports('Timestamps are encoded as seconds since the epoch.', 'Per the specification, timestamps are encoded as seconds since the epoch.');
    assertSupports('The Tarn cache is flushed before 2.5 seconds elapse.', 'The Tarn cache is flushed before 2.5 seconds elapse.');
    assertSupports('The sync command follows symbolic links prior to 3.0.', 'The `sync` command, prior to 3.0, followed symbolic links.');
  });

  it('reads "until" and an opening "Once" as orders of two events, "not … until" as the later side', () => {
    for (const [claim, span] of [
      ['Tarn rejects writes with HTTP 503 after the migration completes.', 'Until the migration completes, Tarn rejects writes with HTTP 503.'],
      ['The Tarn cache is rebuilt before the index changes.', 'Once the index changes, the Tarn cache is rebuilt.'],
    ] as const) {
      const v = labelAgainst(claim, span);
      assert.notEqual(v.label, 'supports', `${span}\n${v.reason}`);
    }
    // word for word but for the order word: a contradiction, as before
    assert.equal(labelAgainst('Tarn rejects writes with HTTP 503 after the migration completes.', 'Tarn rejects writes with HTTP 503 until the migration completes.').label, 'contradicts');
    assertSupports('Tarn rejects writes until the migration completes.', 'Until the migration completes, Tarn rejects writes.');
    assertSupports('The Tarn cache is rebuilt after the index changes.', 'Once the index changes, the Tarn cache is rebuilt.');
    assertSupports('The Tarn job runs once a day after the backup finishes.', 'The Tarn job runs once a day after the backup finishes.');
    assert.notEqual(labelAgainst('Tarn accepts writes before the migration completes.', 'Tarn does not accept writes until the migration completes.').label, 'supports');
    // (a denial elsewhere in the sentence does not bound the "until")
    assertSupports('Apart from adding a flag, no Tarn option will be changed, though some could be, and any such change can wait until Tarn 4.',
      'Other than adding a flag, no Tarn option will be changed, though some could be; any such change can wait until Tarn 4.');
    assertSupports('The Tarn freeze does not allow for exceptions: once accepted, any pending changes will be postponed until the freeze is lifted.',
      'The Tarn freeze does not allow for exceptions -- once accepted, any pending changes will be postponed until the freeze is lifted.');
  });
  it('does not read a reference mark moved to another mention of a name ("&T" and "T" traded) as carried', () => {
    const v = labelAgainst("One would expect a Tarn slot to contain T's, but with this proposal it now contains &T's.",
      "One would expect a Tarn slot to contain &T's, but with this proposal it now contains T's.");
    assert.notEqual(v.label, 'supports', v.reason);
    assertSupports("One would expect a Tarn slot to contain &T's, but with this proposal it now contains T's.",
      "One would expect a Tarn slot to contain &T's, but with this proposal it now contains T's.");
    assertSupports('A Tarn slot holds a &T reference.', 'A Tarn slot holds a `&T` reference.');
  });
});
