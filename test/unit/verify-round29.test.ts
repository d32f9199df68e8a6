// The twenty-ninth round of verification on real writing (invented sentences, each a kind seen on the review or the
// eval sets' misses).
import assert from 'node:assert/strict';
import { parseConfig } from '../../src/core/config';
import { createEngine } from '../../src/core/engine';
import { resolveSubject } from '../../src/core/engine/subject';
import { MemoryFileSystem } from '../../src/core/fs/memory-fs';
import { silentLogger, systemClock } from '../../src/core/ports';
import { analyse } from '../../src/core/claims/nlp';
import { oppositeInPlace } from '../../src/core/verify/analysis';
import { changeEndsTraded } from '../../src/core/verify/traded';
import { assertNotSupported as notSupported, assertSupports as supports, labelAgainst as label } from './verify-fixtures';

describe('verify: the twenty-ninth round', () => {
  it('carries no verb by a looser WordNet kinship in its place: a kind of a verb says more, or something else', () => {
    // (a review of the round found "ignores" read as a kind of "rejects", "executes" of "kills", "requires" sharing a far
    // sense of "takes", and under a denial the specific no longer carries the general: the reading was taken out)
    for (const [claim, span] of [
      ['The quill parser rejects unknown keys in the manifest.', 'The quill parser ignores unknown keys in the manifest.'],
      ['The quill scheduler kills the job when the timeout expires.', 'The quill scheduler executes the job when the timeout expires.'],
      ['The quill loader takes the global lock before reading the index.', 'The quill loader requires the global lock before reading the index.'],
      ['The quill profiler does not move the stack on every sample.', 'The quill profiler does not walk the stack on every sample.'],
      ['Quill keeps every parsed header in a ring buffer called the journal.', 'Quill retains every parsed header in a ring buffer called the journal.'],
    ] as const) notSupported(claim, span);
  });

  it('keeps the span\'s modal when the claim writes it after the same word, whatever verb follows', () => {
    supports('The quill tool may treat each cached file as plain text.', 'The quill tool may handle each cached file as plain text.');
    // (a modal the claim drops, or denies, is still not kept)
    notSupported('The quill tool treats each cached file as plain text.', 'The quill tool may handle each cached file as plain text.');
    notSupported('The quill tool may not treat each cached file as plain text.', 'The quill tool may handle each cached file as plain text.');
    // (the same subject's modal on another verb of the span, the claim's verb said there under a denial: not kept)
    assert.equal(label('If the index is empty, quill tools may raise an error, but quill servers must not.',
      'Quill tools MAY and quill servers SHOULD log a warning if the index is empty, and quill servers MAY but quill tools MUST NOT raise an error.').label, 'contradicts');
  });

  it('reads as opposites in place an antonym through a synonym, the two ends of a scale of how often or how many', () => {
    assert.ok(oppositeInPlace('frequently', 'rarely'));
    // (not through a noun's or a verb's synset, which holds words of other uses: "offset" stands with "beginning", "draw" with "pull")
    assert.ok(!oppositeInPlace('end', 'offset'));
    assert.ok(!oppositeInPlace('pushes', 'draws'));
    assert.ok(oppositeInPlace('rarely', 'typically'));
    assert.ok(oppositeInPlace('few', 'most'));
    // ("a few" is some, not few; two words of one end are not opposites)
    assert.ok(!oppositeInPlace('few', 'most', 'the module has a '));
    assert.ok(!oppositeInPlace('usually', 'often'));
    assert.ok(!oppositeInPlace('start', 'beginning'));
    assert.equal(label('Quill frequently rebuilds the index after an upgrade.', 'Quill rarely rebuilds the index after an upgrade.').label, 'contradicts');
    assert.equal(label('The module has two dozen helpers, few of which duplicate methods of the trait.', 'The module has two dozen helpers, most of which duplicate methods of the trait.').label, 'contradicts');
    // ("a few of which" does not deny "most of which")
    assert.notEqual(label('The module has two dozen helpers, a few of which duplicate methods of the trait.', 'The module has two dozen helpers, most of which duplicate methods of the trait.').label, 'contradicts');
  });

  it('reads an adjective\'s opposite in a predicate as a contradiction, one that picks another thing of the noun as none', () => {
    assert.equal(label('As its primary goal, the group will fix known issues with the loader.', 'As its secondary goal, the group will fix known issues with the loader.').label, 'contradicts');
    assert.equal(label('The hook is intended as a permanent solution for the loader.', 'The hook is intended as a temporary solution for the loader.').label, 'contradicts');
    // (an adjective that picks which thing: the span speaks of the other one, denying nothing)
    assert.notEqual(label('The Orbix parser rejects the old syntax for slice bounds.', 'The Orbix parser rejects the new syntax for slice bounds.').label, 'contradicts');
  });

  it('reads "It" or "Its" under a numbered document\'s heading as that document by its number, not its title', () => {
    const context = { headings: ['Notes on two proposals', 'RFC 9999: Raw Quills'], previous: [] };
    assert.deepEqual(resolveSubject('Its motivation cites a count of 38 crates.', context),
      { text: "RFC 9999's motivation cites a count of 38 crates.", subject: 'RFC 9999', document: true });
    // (a bare "RFC" named before may be another one, "RFC 1999 was rejected.": not read as the heading's)
    assert.notEqual(resolveSubject('It adds a raw quill format.', { ...context, previous: ['RFC 1999 was rejected.'] }).subject, 'RFC 9999');
    // (a heading with no number, or a name said before, is read as before)
    assert.equal(resolveSubject('It adds a raw quill format.', { headings: ['Raw Quills'], previous: [] }).subject, 'Raw Quills');
    assert.equal(resolveSubject('It adds a raw quill format.', { ...context, previous: ['We compared the loader with Serde.'] }).subject, 'Serde');
  });

  it('reads an imperative in a section that lays the proposal out as the document\'s act, not one that speaks to the reader', async () => {
    const fs = new MemoryFileSystem().writeFile('/ws/rust-rfcs/0042-quill-traits.md', '# Summary\n\nExpand the traits of quills.\n\n' +
      '# Guide-level explanation\n\nAdd an `extra_quills` feature to the `quill` library that enables `Debug` for all folds.\n\n' +
      'Add `quill = "1"` to your manifest to fold quills.\n\n# Summary of costs\n\nIntroduce a cache for every fold.\n');
    const config = parseConfig('{ "sources": ["rust-rfcs"] }', '/ws/.warrant.json', '/ws');
    const engine = createEngine({ config, ports: { fs, clock: systemClock, logger: silentLogger } });
    const doc = await engine.verifyDocument({
      documentPath: '/ws/draft.md',
      text: '# Notes\n\n## RFC 42: quill traits\n\nThe RFC adds an extra_quills feature to quill that enables Debug for all folds.\n\n' +
        'RFC 42 adds quill = "1" to the manifest to fold quills.\n\nThe RFC aims to introduce a cache for every fold.\n\nThe RFC aims to expand the traits of quills.\n',
    });
    const [adds, manifest, cache, aims] = doc.results;
    assert.equal(aims!.action, 'accept', aims!.verdict.reason);
    assert.match(aims!.verdict.reason, /its Summary says what it aims to do in the imperative/);
    assert.equal(adds!.action, 'accept', adds!.verdict.reason);
    assert.match(adds!.verdict.reason, /its Guide-level explanation says what it does in the imperative/);
    // (an imperative that speaks to the reader, or one under a heading that lays nothing out, is no act of the document)
    assert.notEqual(manifest!.action, 'accept', manifest!.verdict.reason);
    assert.notEqual(cache!.action, 'accept', cache!.verdict.reason);
  });

  it('reads "less" of an opposite as the comparative: "less strong" carries "weaker", not "stronger"', () => {
    const v = label('The case for the quill loader is weaker, but it is helped by consistency.', 'The case for the quill loader is less strong, but it is helped by consistency.');
    assert.equal(v.label, 'supports', v.reason);
    assert.match(v.reason, /The span's 'less strong' says the claim's 'weaker'/);
    notSupported('The case for the quill loader is stronger, but it is helped by consistency.', 'The case for the quill loader is less strong, but it is helped by consistency.');
    assert.equal(label('The case for the quill loader is weaker.', 'The case for the quill loader is strong.').label, 'contradicts');
  });

  it('reads a stance "spoken strongly against" an act as its denial, past a subordinate clause after it', () => {
    const span = 'The quill maintainers have spoken strongly in favour of retaining a process interface, even though it is slow and old.';
    assert.equal(label('The quill maintainers have spoken strongly against retaining a process interface, even though it is slow and old.', span).label, 'contradicts');
    supports('The quill maintainers have spoken strongly in favour of retaining a process interface.', span);
  });

  it('refutes the two sides of "instead of" or "rather than" traded, however each side is worded', () => {
    const span = 'Callers are encouraged to detect empty ranges with `Quill::is_empty` instead of by observing the fields directly.';
    const v = label('Callers are encouraged to detect empty ranges by observing the fields directly instead of with Quill::is_empty.', span);
    assert.equal(v.label, 'contradicts', v.reason);
    assert.ok(v.flags.includes('arguments_reversed:contrast'), v.flags.join(' '));
    assert.match(v.reason, /sets aside with 'instead of'/);
    supports('Callers are encouraged to detect empty ranges with Quill::is_empty instead of by observing the fields directly.', span);
  });

  it('sees a change "from A to B" turned round when its ends are code in another order, or where the span names only its target', () => {
    assert.deepEqual(changeEndsTraded('The RFC changes the bound from T: ?Sized to Sized? T, and more.', 'Change the bound from `Sized? T` to `T: ?Sized`, and more.'),
      { claim: 'from T: ?Sized to Sized? T', span: 'from Sized? T to T: ?Sized' });
    assert.equal(changeEndsTraded('The RFC changes the bound from Sized? T to T: ?Sized.', 'Change the bound from `Sized? T` to `T: ?Sized`.'), undefined);
    assert.deepEqual(changeEndsTraded('The loader moved from version 2 to version 3.', 'The loader was moved to version 2 in March.'), { claim: 'from version 2 to version 3', span: 'to version 2' });
    assert.equal(changeEndsTraded('The loader moved from version 2 to version 3.', 'The loader was moved to version 3 in March.'), undefined);
  });

  it('does not end a sentence at a capitalised word\'s "?" before a one-letter name (code written without its marks)', () => {
    const text = 'The RFC changes the bound from T: ?Sized to Sized? T, and the rest stays.';
    assert.deepEqual(analyse(text).map((s) => text.slice(s.start, s.end)), [text]);
    for (const [t, n] of [['Is this Sized? T is the variable.', 2], ['Why use Option? A value may be missing.', 2], ['Is it ready? Maybe not.', 2]] as const) {
      assert.equal(analyse(t).length, n, t);
    }
  });

  it('reads "<document>\'s X" as the span\'s "the X" in that document, never another document\'s or another X', () => {
    const PEP = 'python-peps/pep-9836.rst';
    const span = 'However, the initial speed target is at least 20% on the quill benchmark by the first beta of Quill 3.17.';
    const v = label("PEP 9836's initial speed target is at least 20% on the quill benchmark by the first beta of Quill 3.17.", span, PEP);
    assert.equal(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('document_possessive:PEP 9836'), v.flags.join(' '));
    assert.match(v.reason, /with the same numbers \(at least 20%, 3\.17\)/);
    assert.equal(label("PEP 9836's initial speed target is at least 30% on the quill benchmark by the first beta of Quill 3.17.", span, PEP).label, 'contradicts');
    notSupported("PEP 9836's final speed target is at least 20% on the quill benchmark by the first beta of Quill 3.17.", span, PEP);
    notSupported("PEP 9836's initial speed target is at least 20% on the quill benchmark.", 'The initial speed target of PEP 744 is at least 20% on the quill benchmark.', PEP);
    notSupported("PEP 9999's initial speed target is at least 20% on the quill benchmark.", 'The initial speed target is at least 20% on the quill benchmark.', PEP);
  });

  it('reads "today" and "nowadays" as "currently", "by hand" as "manually", when the claim as written is left open', () => {
    const v = label('Today the quill loader reads every header.', 'Right now, the quill loader reads every header.');
    assert.equal(v.label, 'supports', v.reason);
    assert.match(v.reason, /as 'currently'/);
    supports('Currently the quill loader reads every header.', 'Right now, the quill loader reads every header.');
    supports('The quill loader checks every header by hand.', 'The quill loader checks every header manually.');
    notSupported('Today the quill loader reads every header.', 'The quill loader reads every header.');
    notSupported('The quill loader checks every header by hand.', 'The quill loader checks every header.');
  });

  it('keeps to what the round\'s figures showed: a change made both ways, sides traded under a denial both share, "today" in a denial', () => {
    // (a change the span also makes the claim's way is said there)
    supports('Likewise, quill blocks with several guards suspend from right to left and resume from left to right.',
      'Similarly, quill blocks with several guards suspend from right to left, and resume from left to right.');
    // (the two sides of "rather than" traded are refuted, whatever both sides deny alike after them)
    assert.equal(label('We change the default rather than exposing a flag, because by default quill users should not be trying to recover from errors.',
      'We expose a flag, rather than changing the default, because *by default* quill users should not be trying to recover from errors.').label, 'contradicts');
    // ("today" read as "currently" carries; it makes no contradiction of its own)
    assert.notEqual(label('The PEP does not extend the marker to local variables, where it means nothing today, and such uses stay disallowed.',
      'Use of the marker at other sites where it currently has no meaning (such as local variables) is considered out of scope for this PEP, and remains forbidden.').label, 'contradicts');
  });

  it('keeps to what a review of the round found: "less" only in place, "the X" only the same phrase, kinds of a name, "such as"', () => {
    // ("less strong" only where "weaker" stands, no comparison with "than" or "as" whose sides could be swapped)
    notSupported("The quill loader's isolation is weaker on Linux than on Windows.", "The quill loader's isolation is less strong on Windows but stronger on Linux.");
    notSupported('The argument for the quill loader is weaker than the argument for the orbix loader.', 'The argument for the quill loader is no less strong than the argument for the orbix loader.');
    notSupported("The quill loader's guarantee is weaker than the orbix loader's guarantee.", "The orbix loader's guarantee is not as strong as the quill loader's guarantee.");
    // ("The X of another thing" is not the document's X)
    const PEP = 'python-peps/pep-9836.rst';
    notSupported("PEP 9836's motivation was speed on large inputs.", 'The motivation of the rejected predecessor was speed on large inputs.', PEP);
    notSupported("PEP 9836's default encoding is UTF-8 on every platform.", 'However, the default encoding in Quill 3.14 is UTF-8 on every platform.', PEP);
    // (a flag, a feature, a keyword of a name are parts of another thing)
    notSupported('The PEP deprecates quillio.', 'The PEP deprecates the quillio flag.');
    notSupported('The PEP deprecates quillio.', 'The PEP deprecates the quillio option of the quill loader.');
    // ("such as the old syntax": examples, not a predicate)
    assert.notEqual(label('Several forms, such as the old syntax, are rejected by the quill parser.', 'Several forms, such as the new syntax, are rejected by the quill parser.').label, 'contradicts');
    // (a span that moves it on to the claim's end too does not turn the change round)
    assert.equal(changeEndsTraded('The project moved from QuillHub to Codeberg in 2023.', 'The project was first moved to QuillHub in 2019 and then to Codeberg in 2023.'), undefined);
  });
});
