// The twenty-third round of verification on real writing (invented sentences, each a kind seen on the eval sets).
import assert from 'node:assert/strict';
import { assertNotSupported as notSupported, assertSupports as supports, labelAgainst as label, PEP_PATH, verdictAgainst } from './verify-fixtures';

describe('verify: the twenty-third round', () => {
  it('refutes a changed figure that stands in the span figure\'s slot, two words around both the same', () => {
    const v = label('Python 3.10 added the frame_hooks slot so that plugins can mark whether they may run in a sandbox.',
      'Python 3.12 added a way for plugins to mark whether they may run in a sandbox: the ``frame_hooks`` slot.');
    assert.equal(v.label, 'contradicts', v.reason);
    assert.ok(v.flags.includes('number_mismatch:3.10'), v.flags.join(' '));
    // (a version read as a count, "3.0", and one read as a decimal, "2.5", are one kind of figure)
    const w = label('Stage 3 will be implemented in Quillet 2.5, at least two years after Quillet 2.4 is released.',
      'Stage 3 will be implemented in Quillet 3.0 (at least two years after Quillet 2.4 is released).');
    assert.equal(w.label, 'contradicts', w.reason);
    assert.ok(w.flags.includes('number_mismatch:2.5'), w.flags.join(' '));
    // (the same figure is still carried)
    supports('Python 3.12 added a way for plugins to mark whether they can run in a sandbox.',
      'Python 3.12 added a way for plugins to mark whether they may run in a sandbox: the ``frame_hooks`` slot.');
  });

  it('reads the span\'s "a single" before the counted noun as a count of one against the claim\'s "two"', () => {
    const v = label('The loader makes two passes over the bytecode in search of the LOAD_NAME opcode.',
      'The loader is fast, making just a single pass over the bytecode in search of the LOAD_NAME opcode.');
    assert.equal(v.label, 'contradicts', v.reason);
    assert.ok(v.flags.includes('number_mismatch:two'), v.flags.join(' '));
    // (not where the span gives the claim's figure to something else: one pass for each of two modes may be two passes)
    const w = notSupported('The loader makes two passes over the input.', 'The loader makes a single pass over the input for each of its two modes.');
    assert.ok(!w.flags.some((f) => f.startsWith('number_mismatch')), w.flags.join(' '));
    // (nor against a denial, "not a single bug": the figure's clauses must deny alike)
    const x = label('To our knowledge, exactly two bugs have been exposed by removing the fallback.', 'To our knowledge, not a single bug has been exposed by removing the fallback.');
    assert.notEqual(x.label, 'supports', x.reason);
    assert.ok(!x.flags.some((f) => f.startsWith('number_mismatch')), x.flags.join(' '));
    // ("a single pass" in the claim is carried by the span's)
    supports('The loader makes a single pass over the bytecode in search of the LOAD_NAME opcode.',
      'The loader is fast, making just a single pass over the bytecode in search of the LOAD_NAME opcode.');
  });

  it('reads a lead-in that says nothing is needed ("No changes required: …") as no denial of the sentence after it', () => {
    supports('Quillet tooling for the new board has been available for a while now, so this doesn\'t affect the end user experience.',
      'No changes required: Quillet tooling for the new board has been available for a while now so this doesn\'t affect the end user experience.');
    supports('The loader keeps its cache on disk, so this doesn\'t slow down start-up.', 'Not a problem: the loader keeps its cache on disk, so this doesn\'t slow down start-up.');
    // (a lead-in that denies what follows still does: "Not supported: …" is no such lead-in)
    const v = notSupported('The loader keeps its cache on disk, so this doesn\'t slow down start-up.', 'Not supported: the loader keeps its cache on disk, so this doesn\'t slow down start-up.');
    assert.ok(v.flags.some((f) => f.startsWith('negation') || f.startsWith('polarity')), v.flags.join(' '));
  });

  it('does not accept two things paired with two modes by "or" where the span pairs them the other way round', () => {
    const v = notSupported('Marlin should use UTF-8, and Quillet should choose UTF-8 in text mode or Latin-1 in binary mode as its encoding.',
      'Marlin should use UTF-8 and Quillet should either choose Latin-1 (in text mode) or UTF-8 (in binary mode) as encoding.');
    assert.ok(v.flags.includes('pairs_crossed:UTF-8 in text/Latin-1 in binary'), v.flags.join(' '));
    // (the same pairs are carried)
    supports('Quillet should choose Latin-1 in text mode or UTF-8 in binary mode.', 'Quillet should either choose Latin-1 (in text mode) or UTF-8 (in binary mode).');
  });

  it('does not accept "outside X" from a span that says "in", "under" or "only in" X, nor refute it against "not within X"', () => {
    let v = notSupported('A Cursor handle is also valid outside worker contexts.', 'A ``Cursor`` handle is only valid in worker contexts, and will always refer to the owning worker.');
    assert.ok(v.flags.includes('predicate_unsupported:outside'), v.flags.join(' '));
    v = notSupported('Generated files are written outside the build directory.', 'Generated files are written under the build directory.');
    assert.ok(v.flags.includes('predicate_unsupported:outside'), v.flags.join(' '));
    supports('Generated files are written outside the build directory.', 'Generated files are written outside the build directory.');
    // ("outside the scope" says what "not within the scope" says: no contradiction)
    v = label('Thread pinning is outside the scope of this proposal because no platform supports it.',
      'Thread pinning would be useful, but that is not within the scope of this proposal because no platform supports it.');
    assert.notEqual(v.label, 'contradicts', v.reason);
    assert.notEqual(v.label, 'supports', v.reason);
  });

  it('refutes a time bound turned round: "after" or "once" for "until", "since" for "before"', () => {
    for (const claim of ['After the Kelp API is stabilized, it will require the nightly toolchain.', 'Once the Kelp API is stabilized, it will require the nightly toolchain.']) {
      const v = label(claim, 'Until the Kelp API is stabilized, it will require the nightly toolchain.');
      assert.equal(v.label, 'contradicts', `${claim}\n${v.reason}`);
      assert.ok(v.flags.some((f) => f.startsWith('opposite_word:')), v.flags.join(' '));
    }
    supports('Until the Kelp API is stabilized, it will require the nightly toolchain.', 'Until the Kelp API is stabilized, it will require the nightly toolchain.');
    const v = label('The code used in versions after Brin 4.2 has many corner cases.', 'The code used in versions up to and including Brin 4.2 has many corner cases.');
    assert.equal(v.label, 'contradicts', v.reason);
  });

  it('does not accept a cause that the span gives for another clause of its sentence', () => {
    for (const [claim, span] of [
      ['The scheduler is fair because of the adaptive backoff.', 'The scheduler is fair and idle workers are parked quickly due to the adaptive backoff.'],
      ['Nightly builds are unsigned because of the mirror network.', 'Nightly builds are unsigned, and downloads are fast because of the mirror network.'],
    ] as const) {
      const v = notSupported(claim, span);
      assert.ok(v.flags.some((f) => f.startsWith('cause_of_other_clause:')), `${claim}: ${v.flags.join(' ')}`);
    }
    // (words joined without a verb of their own share the cause, and the claim that keeps both clauses is carried)
    supports('The scheduler is fair and fast because of the adaptive backoff.', 'The scheduler is fair and fast due to the adaptive backoff.');
    supports('The scheduler is fair and idle workers are parked quickly because of the adaptive backoff.',
      'The scheduler is fair and idle workers are parked quickly due to the adaptive backoff.');
  });

  it('reads "with the exception that" and "apart from" as exceptions a claim may not leave out', () => {
    let v = notSupported('Handlers are registered in the same way as ordinary callbacks.',
      'Handlers are registered in the same way as ordinary callbacks, with the exception that they must not return a value.');
    assert.ok(v.flags.includes('hedge_dropped:with the exception that'), v.flags.join(' '));
    v = notSupported('Every config key is optional.', 'Every config key is optional, apart from the project name.');
    assert.match(v.reason, /makes an exception/);
    supports('Apart from the project name, every config key is optional.', 'Every config key is optional, apart from the project name.');
  });

  it('refutes "not A, but B" against the span\'s "not A or B"', () => {
    const v = label('The tool does not support Windows, but it supports macOS.', 'The tool does not support Windows or macOS.');
    assert.equal(v.label, 'contradicts', v.reason);
    supports('The tool does not support Windows or macOS.', 'The tool does not support Windows or macOS.');
    supports('The tool does not support Windows, but it supports macOS.', 'The tool does not support Windows, but it supports macOS.');
  });

  it('reads "come before" and "go before" as the same order, not opposite acts', () => {
    for (const [claim, span] of [['Annotations come before the default.', 'Annotations go before the default.'], ['Imports come after the module docstring.', 'Imports go after the module docstring.']]) {
      assert.notEqual(label(claim!, span!).label, 'contradicts', claim);
    }
  });

  it('reads a name spelt like a function word ("the From trait") as a name, carried only as written', () => {
    let v = notSupported('The From/Into traits could not be added to the prelude without an edition boundary.',
      'The `TryFrom`/`TryInto` traits could not be added to the prelude without an edition boundary.');
    assert.ok(v.flags.includes('entity_missing:From'), v.flags.join(' '));
    v = notSupported('The From trait is included in the prelude.', 'The trait is included in the prelude from the start.');
    assert.ok(v.flags.includes('entity_missing:From'), v.flags.join(' '));
    supports('The From trait is included in the prelude.', 'The `From` trait is included in the prelude.');
  });

  it('splits off a part whose subject is a pronoun for the first part\'s subject ("…, and they cannot be shadowed")', () => {
    const v = verdictAgainst('Constants may be declared in any scope, and they cannot be shadowed.', ['Constants may be declared in any scope.', 'They cannot be shadowed.'], PEP_PATH);
    assert.equal(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('multi_span'), v.flags.join(' '));
  });

  it('pairs the claim\'s denial with the span\'s past a denial of another clause that reaches none of the claim\'s words', () => {
    supports('Clients do not usually read this header.', 'There is no standard for this, and clients generally do not read this header.');
    // (the span's denial of the claim's own act is still a conflict)
    assert.equal(label('Clients read this header.', 'There is no standard for this, and clients generally do not read this header.').label, 'contradicts');
  });

  it('sees two words swapped when the span names one of them again in a later clause', () => {
    const v = notSupported('The style team may reject or defer lint determinations on the basis of feasibility.',
      'However, the lint team may reject or defer style determinations on the basis of feasibility, providing such feedback to the style team for revision.');
    assert.ok(v.flags.includes('words_swapped:style/lint'), v.flags.join(' '));
    supports('The lint team may reject or defer style determinations on the basis of feasibility.',
      'However, the lint team may reject or defer style determinations on the basis of feasibility, providing such feedback to the style team for revision.');
  });

  it('reads "Neither A nor B mentions X" as "A and B do not mention X"', () => {
    supports('Neither Quillet 2008 nor Quillet 2019 mentions nextafter at all.', 'The specifications Quillet 2008 and Quillet 2019 do not mention `nextafter` at all.');
    // (a span that says one of them does is still against it)
    assert.notEqual(label('Neither Quillet 2008 nor Quillet 2019 mentions nextafter at all.', 'The specifications Quillet 2008 and Quillet 2019 mention `nextafter` twice.').label, 'supports');
  });

  it('reads a denial that ends its clause after "but" as a denial of that clause\'s whole subject, a list included', () => {
    supports('The cache holds manifests and lockfiles, but logs and traces it does not.', 'The cache holds manifests and lockfiles, but not logs or traces.');
    const v = label('Tarn expressions, fn items and mod items count as blocks, but things like extern, enum or struct do not.',
      'Blocks include Tarn expressions, `fn` items and `mod` items, but not things like `extern`, `enum` or `struct`.');
    assert.notEqual(v.label, 'contradicts', v.reason);
    // (the sides swapped, or a span that denies nothing, are still against it)
    assert.notEqual(label('The cache holds manifests and lockfiles, but things like logs or traces it does not.', 'The cache holds logs and traces, but not things like manifests or lockfiles.').label, 'supports');
    assert.equal(label('The cache holds manifests and lockfiles, but logs and traces it does not.', 'The cache holds manifests, lockfiles, logs and traces.').label, 'contradicts');
  });

  it('does not borrow a denial from another clause that denies the same act of other things', () => {
    let v = label('Workers do not retry failed jobs.', 'Workers retry failed jobs three times, although they do not retry timeouts.');
    assert.equal(v.label, 'contradicts', v.reason);
    v = label('Dyn types currently do not require that associated types are named.', 'This is because dyn types currently require that all associated types are named, and the `$` type cannot be named.');
    assert.equal(v.label, 'contradicts', v.reason);
    // (a pronoun clause that denies a claim word only it names still denies it)
    assert.equal(label('Orbix supports YAML and TOML.', 'Orbix supports YAML, but it does not support TOML.').label, 'contradicts');
    supports('Workers retry failed jobs three times.', 'Workers retry failed jobs three times, although they do not retry timeouts.');
  });

  it('keeps a reported agreement, a finding, advice and "preferably" / "where possible" as what the span only puts forward', () => {
    for (const [claim, span] of [
      ['Relative imports will require listing specific names.', 'There does seem to be agreement that relative imports will require listing specific names.'],
      ['Removing the fallback has a small impact on existing code.', 'Previous experiments indicate that removing the fallback has a small impact on existing code.'],
      ['Authors must leave their users enough time to react.', 'Authors shall be advised to leave their users enough time to react.'],
      ['Use non-ASCII characters only to denote places and names.', 'Use non-ASCII characters sparingly, preferably only to denote places and names.'],
      ['Plugins should be loaded only from the vendor directory.', 'Plugins should, where possible, be loaded only from the vendor directory.'],
    ] as const) {
      const v = notSupported(claim, span);
      assert.ok(v.flags.some((f) => f.startsWith('hedge_dropped:')), `${claim}: ${v.flags.join(' ')}`);
    }
    supports('Previous experiments indicate that removing the fallback has a small impact on existing code.',
      'Previous experiments indicate that removing the fallback has a small impact on existing code.');
  });

  it('does not accept a symbol the span writes otherwise in the same place ("a $ sign" / "a % sign")', () => {
    let v = notSupported('The rules for what can follow a $ sign are fairly complex.', 'The rules for what can follow a % sign are fairly complex.');
    assert.ok(v.flags.includes('code_differs:$'), v.flags.join(' '));
    v = notSupported('Fields are separated by a , character.', 'Fields are separated by a ; character.');
    assert.ok(v.flags.includes('code_differs:,'), v.flags.join(' '));
    supports('Names start with a # sign.', 'Names start with a # sign.');
  });

  it('does not accept "up to three" over the span\'s "one or two": allowed, not stated', () => {
    const v = notSupported('Arithmetic operations with up to three bool arguments are allowed.', 'For example, arithmetic operations with one or two bool arguments are allowed.');
    assert.ok(v.flags.includes('number_qualifier:up to three'), v.flags.join(' '));
    assert.notEqual(v.label, 'contradicts');
    supports('The queue holds up to 40 jobs.', 'The queue holds up to 40 jobs.');
  });

  it('does not accept a condition joined by "or" where the span joins it by "and", or the other way round', () => {
    let v = notSupported('If this command fails or rustc succeeds then Cargo will fall back to the old behaviour.', 'If this command fails and rustc succeeds then Cargo will fall back to the old behaviour.');
    assert.ok(v.flags.includes('join_swapped:or/and'), v.flags.join(' '));
    v = notSupported('Cargo cannot rely on it unless both the crate and the trait are local.', 'Cargo cannot rely on it unless the crate or the trait is local.');
    assert.ok(v.flags.includes('join_swapped:and/or'), v.flags.join(' '));
    // (under a denial "not A or B" may say "not A and not B": left alone)
    assert.ok(!label('The tool does not support Linux and macOS.', 'The tool does not support Linux or macOS.').flags.some((f) => f.startsWith('join_swapped')));
  });

  it('sees "A instead of B" turned round when both sides share a frame ("implementations … buf")', () => {
    const v = notSupported('It is recommended that implementations read the contents of buf instead of writing data to it.',
      'It is recommended that implementations only write data to buf instead of reading its contents.');
    assert.ok(v.flags.includes('arguments_reversed:contrast'), v.flags.join(' '));
  });

  it('does not accept a condition cut to one of the joined conditions the span needs', () => {
    const v = notSupported('Two signatures are equal when their parameters are equal.',
      'Two signatures are equal when their parameters are equal, their parameters appear in the same order, and they have equal return annotations.');
    assert.ok(v.flags.some((f) => f.startsWith('condition_part_dropped:')), v.flags.join(' '));
    supports('Two signatures are equal when their parameters are equal, their parameters appear in the same order, and they have equal return annotations.',
      'Two signatures are equal when their parameters are equal, their parameters appear in the same order, and they have equal return annotations.');
    // (an example after the condition is no part of it)
    supports('The build fails when the lock file is stale.', 'The build fails when the lock file is stale, for example after an edit.');
  });

  it('reads "it may make sense to add X" as putting X forward, not as "X should be added"', () => {
    const v = notSupported('A Quillet.isclose() that works with the decimal type should be added, though not as part of this proposal.',
      'NOTE: it may make sense to add a ``Quillet.isclose()`` that works with the decimal type, but that is not included as part of this proposal.');
    assert.ok(v.flags.includes('hedge_dropped:may make sense to'), v.flags.join(' '));
  });

  it('reads "…, while Option does not" as denying the clause before it, not a clause after it', () => {
    const v = label('This difference between Mavro and Pillet matters for large uploads.', 'Mavro supports streaming, while Pillet does not, and this difference matters for large uploads.');
    assert.notEqual(v.label, 'contradicts', v.reason);
    assert.equal(label('Both Mavro and Pillet support streaming.', 'Mavro supports streaming, while Pillet does not.').label, 'contradicts');
  });

  it('sees two words swapped when the span names one of them again in a relative clause', () => {
    const v = notSupported("Pravo won't remove the artifacts for deleted projects, just the logs.",
      "Pravo won't remove the logs for deleted projects, just the artifacts that were built by Pravo itself.");
    assert.ok(v.flags.includes('words_swapped:artifacts/logs'), v.flags.join(' '));
  });

  it('reads a subject\'s restricting word dropped before a modal or "cannot" as before any other verb', () => {
    const v = notSupported('Wexel packages cannot be installed on production hosts.', 'Internal Wexel packages cannot be installed on production hosts.');
    assert.ok(v.flags.includes('modifier_dropped:Internal Wexel packages'), v.flags.join(' '));
    supports('Internal Wexel packages cannot be installed on production hosts.', 'Internal Wexel packages cannot be installed on production hosts.');
  });

  it('does not accept an event anchored to what the span names before its "… after that" clause', () => {
    const v = notSupported('Brin 1.2.0 will be released six weeks after 1.0.0.', 'Six weeks after 1.0.0 is released Brin 1.1.0 will be released, and six weeks after that Brin 1.2.0, etc.');
    assert.ok(v.flags.includes('anchor_moved:after 1.0.0'), v.flags.join(' '));
    supports('Brin 1.1.0 will be released six weeks after 1.0.0 is released.', 'Six weeks after 1.0.0 is released Brin 1.1.0 will be released, and six weeks after that Brin 1.2.0, etc.');
  });
});
