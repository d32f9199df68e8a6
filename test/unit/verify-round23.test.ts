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
});
