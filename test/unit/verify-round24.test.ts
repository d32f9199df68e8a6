// The twenty-fourth round of verification on real writing (invented sentences, each a kind seen on the eval sets).
import assert from 'node:assert/strict';
import { extractQuantities } from '../../src/core/text/quantities';
import { clausesReversed } from '../../src/core/verify/arguments';
import { assertNotSupported as notSupported, assertSupports as supports, labelAgainst as label, verdictAgainst } from './verify-fixtures';

describe('verify: the twenty-fourth round', () => {
  it('reads every place a connective stands: a "since" of time beside a "Since" of reason reverses nothing', () => {
    supports('Because the Quillet API has largely remained unchanged since its inception 2 years ago, great weight is placed on keeping the existing API.',
      'Since the API of Quillet has largely remained unchanged since its inception 2 years ago, great weight is placed on keeping the existing API.');
    // (the two joined the other way round are still reversed)
    assert.ok(clausesReversed('The cache is stale because the build failed.', 'The build failed because the cache was stale.'));
    assert.ok(clausesReversed('Kestrel restarts after the cache is flushed.', 'After Kestrel restarts, the cache is flushed.'));
  });

  it('reads "if", "when" and "whenever" as one condition: the claim may trade the two words of two conditions', () => {
    assert.equal(clausesReversed('If the Quillet zip is called with strict=True, the iterator raises a ValueError when the inputs run out at different lengths.',
      'When the Quillet zip is called with strict=True, the iterator will raise a ValueError if the inputs run out at different lengths.'), undefined);
    supports('If the Quillet zip is called with strict=True, the iterator raises a ValueError when the inputs run out at different lengths.',
      'When the Quillet zip is called with strict=True, the iterator will raise a ValueError if the inputs run out at different lengths.');
    // (the two conditions hold together either way: "if B, R when A" says what "when A, R if B" says)
    supports('If the inputs run out at different lengths, the iterator raises a ValueError when the Quillet zip is called with strict=True.',
      'When the Quillet zip is called with strict=True, the iterator will raise a ValueError if the inputs run out at different lengths.');
  });

  it('does not read a result join the claim makes too as the span reversing its "because"', () => {
    assert.equal(clausesReversed('The grammar change is backwards compatible, because a rule could previously only start with a bracket, so the parser can tell the new rules apart.',
      'This grammar change is backwards compatible: previously, a rule could only start with a bracket, so the parser can tell the new rules apart.'), undefined);
  });

  it('reads "will" under "until" or "by default" as what happens, which the claim may say in the present', () => {
    supports('By default, the Quillet loader strips out any Required[] qualifiers, because they are expected to be inconvenient for introspection.',
      'The Quillet loader will by default strip out any Required[] qualifiers, since these are expected to be inconvenient for introspection.');
    supports('A Quillet plugin is not loaded by the host until that plugin is first used, so unused plugins cost nothing.',
      'The host will not load a Quillet plugin until that plugin is first used, so that unused plugins cost nothing.');
    // (a plan with its date is still no fact)
    notSupported('Quillet removes the legacy loader in version 4.', 'Quillet will remove the legacy loader in version 4, once the migration is complete.');
  });

  it('reads a denied passive ("is not looked up by") with its agent, and a voice turned is no word traded', () => {
    supports('A macro handler is not looked up by the Quillet compiler until that macro is reached.',
      'The Quillet compiler will not look up a macro handler until that macro is reached.');
    // (the roles swapped are not)
    notSupported('A macro handler is not looked up by the Quillet compiler until that macro is reached.',
      'A macro handler will not look up the Quillet compiler until that macro is reached.');
    notSupported('The Quillet compiler is not looked up by a macro handler until that macro is reached.',
      'The Quillet compiler will not look up a macro handler until that macro is reached.');
  });

  it('reads "gets updated" in a condition as "is updated"', () => {
    supports('For wildcard imports, this shadowing keeps Quillet code from breaking if the source module is updated to include new names.',
      'In the case of wildcard imports, this shadowing keeps Quillet code from breaking if the source module gets updated to include new names.');
    // (a condition with other words is still left out)
    notSupported('For wildcard imports, this shadowing keeps Quillet code from breaking if the source module is renamed.',
      'In the case of wildcard imports, this shadowing keeps Quillet code from breaking if the source module gets updated to include new names.');
  });

  it('ends a condition with no comma where its sentence\'s own verb comes, at that verb\'s subject', () => {
    supports('The voting period is limited; if no vote has been resubmitted after that period, the proposal is rejected.',
      'The voting period is limited, if no vote has been resubmitted after that period the proposal is rejected.');
    notSupported('The proposal is rejected.', 'The voting period is limited, if no vote has been resubmitted after that period the proposal is rejected.');
  });

  it('reads "this PEP" anywhere in a PEP that names no other as the document the claim names by its number', () => {
    const path = 'python-peps/pep-0504.rst';
    assert.equal(label('While PEP 504 was being discussed, Ada Quill proposed the simpler alternative of a standard secrets module.',
      'During discussion of this PEP, Ada Quill proposed the simpler alternative of offering a standard ``secrets`` module.', path).label, 'supports');
    // (another number is another document)
    assert.notEqual(label('While PEP 505 was being discussed, Ada Quill proposed the simpler alternative of a standard secrets module.',
      'During discussion of this PEP, Ada Quill proposed the simpler alternative of offering a standard ``secrets`` module.', path).label, 'supports');
  });

  it('reads a bound past markup and a word naming the figure ("at least version ``2.0``")', () => {
    const [q] = extractQuantities('wheels MUST be at least version ``2.0`` from now on');
    assert.equal(q?.raw.includes('at least'), true, JSON.stringify(q));
    supports('Quillet wheels must have a Wheel-Version of at least 2.0.', 'The ``Wheel-Version`` for Quillet wheels **MUST** be at least version ``2.0``.');
    assert.notEqual(label('Quillet wheels must have a Wheel-Version of exactly 2.0.', 'The ``Wheel-Version`` for Quillet wheels **MUST** be at least version ``2.0``.').label, 'supports');
  });

  it('reads the number of a numbered document as a name, with no unit after it ("PEP 255 disallows")', () => {
    assert.equal(extractQuantities('PEP 255 disallows yield here')[0]?.unit, null);
    assert.equal(extractQuantities('Section 4 describes the format')[0]?.unit, null);
    assert.equal(extractQuantities('the 12 rules apply')[0]?.unit, 'rule');
    supports('PEP 255 currently forbids yield inside the try clause of a Quillet block.', 'Currently PEP 255 disallows yield inside a try clause of a Quillet block.');
    notSupported('PEP 256 currently forbids yield inside the try clause of a Quillet block.', 'Currently PEP 255 disallows yield inside a try clause of a Quillet block.');
  });
});

describe('verify: the twenty-fourth round, a document\'s proposal', () => {
  it('reads "This PEP proposes to withdraw" as what the PEP does, for a claim with the document as its subject in the present', () => {
    const path = 'python-peps/pep-0765.rst';
    const span = 'This PEP proposes to withdraw support for ``return`` and ``break`` statements that break out of a ``finally`` block.';
    assert.equal(label('The PEP withdraws support for return and break statements that break out of a finally block.', span, path).label, 'supports');
    assert.equal(label('PEP 765 withdraws support for return and break statements that break out of a finally block.', span, path).label, 'supports');
    // (not that it was done, nor that another did it)
    assert.notEqual(label('PEP 765 withdrew support for return and break statements that break out of a finally block.', span, path).label, 'supports');
    assert.notEqual(label('Python withdraws support for return and break statements that break out of a finally block.', span, path).label, 'supports');
  });
});

describe('verify: the twenty-fourth round, the document by its kind', () => {
  const path = 'rust-rfcs/0823-quillet-hashing.md';
  const span = 'The key observation is that the hash values produced in a Quillet program are **not** reproducible outside of Quillet.';
  it('reads "in the RFC" and "the RFC\'s" as the span\'s own RFC, so what the clause says is read', () => {
    assert.equal(label('A key observation in the RFC is that the hash values a Quillet program produces are not reproducible outside of Quillet.', span, path).label, 'supports');
    assert.equal(label('The RFC\'s key observation is that the hash values a Quillet program produces are not reproducible outside of Quillet.', span, path).label, 'supports');
    const v = label('A key observation in the RFC is that the hash values a Quillet program produces are reproducible outside of Quillet.', span, path);
    assert.equal(v.label, 'contradicts', v.reason);
  });
  it('does not read it so in a PEP, nor as the doer of an act', () => {
    assert.notEqual(label('A key observation in the RFC is that the hash values a Quillet program produces are not reproducible outside of Quillet.', span, 'python-peps/pep-0823.rst').label, 'supports');
    assert.notEqual(label('The RFC removes the hash values a Quillet program produces.', 'The hash values a Quillet program produces were removed in Quillet 1.0.', path).label, 'supports');
  });
});

describe('verify: the twenty-fourth round, figures', () => {
  it('reads the span\'s "no" before the noun a claim counts as a count of none', () => {
    const v = label('To the authors\' knowledge, two other mainstream languages feature a section such as this.',
      'To the authors knowledge, no other mainstream language features a section such as this.');
    assert.equal(v.label, 'contradicts', v.reason);
    assert.equal(label('There are three known examples of this in the Quillet library.', 'There are no known examples of this in the Quillet library.').label, 'contradicts');
    // (a bound is no count of none)
    assert.notEqual(label('The Quillet builder has two modes.', 'The Quillet builder has no more than two modes.').label, 'contradicts');
  });

  it('reads a figure\'s noun past "other", "such" or "more" and past a dotted name', () => {
    assert.equal(extractQuantities('two other mainstream languages feature it')[0]?.unit, extractQuantities('two languages')[0]?.unit);
    assert.equal(extractQuantities('only about 640 such files')[0]?.unit, 'file');
    assert.equal(extractQuantities('Of the 5560 crates.io packages surveyed')[0]?.unit, extractQuantities('5560 packages')[0]?.unit);
    // (a word naming the figure is passed only by a bound of words: "under Python 2.1.3" says where, no bound)
    assert.equal(extractQuantities('it will not work under Python 2.1.3')[0]?.bounded, undefined);
    assert.notEqual(label('A setup.py file using it will not work under Python 2.1.5.', 'A setup.py file using it will not work under Python 2.1.3.').label, 'supports');
  });
});

describe('verify: the twenty-fourth round, the blind review set\'s kinds', () => {
  it('reads an operator in capitals ("through AND") as a name the span must write', () => {
    const span = 'Due to the semantics of Quillet expressions, extension could be defined through ``AND``.';
    notSupported('Due to the semantics of Quillet expressions, extension could be defined through OR.', span);
    supports('Due to the semantics of Quillet expressions, extension could be defined through AND.', span);
  });

  it('reads a universal over a noun the span narrows by a relative clause ending in a pronoun the claim has too', () => {
    const v = notSupported('Private imports are treated like public ones, so any module may reference them.',
      'Private imports are treated like public ones, so they may be referenced from modules which have access to them.');
    assert.ok(v.flags.some((f) => f.startsWith('restriction_dropped:')), v.flags.join(' '));
  });

  it('does not refute a figure whose unit the span names before it ("rounds between 1 and 16")', () => {
    const v = label('If a Quillet cipher allows between 1 and 16 rounds, with 1-round encryption insecure, the default should be 8 or more.',
      'If a Quillet cipher has a selectable number of rounds between 1 and 16, and 1-round encryption is insecure, the default should be 8 or more.');
    assert.notEqual(v.label, 'contradicts', v.reason);
    // (a figure changed is still refuted)
    assert.equal(label('If a Quillet cipher allows between 1 and 12 rounds, the default should be 8 or more.',
      'If a Quillet cipher allows between 1 and 16 rounds, the default should be 8 or more.').label, 'contradicts');
  });

  it('reads "not …, either A or B" as "neither A nor B", "none of which" as "of which none", and "better … than B" as "better …, rather than B"', () => {
    supports('The Quillet change should not have much impact, either positive or negative, on the performance of existing code.',
      'The Quillet change should not have much impact on the performance of existing code (neither in the positive nor the negative sense).');
    assert.notEqual(label('A search turned up four Quillet implementations in the first sixty hits, none of which handle tracebacks.',
      'A search found four Quillet implementations in the first sixty hits, of which none handle tracebacks.').label, 'contradicts');
    assert.notEqual(label('Any reasons for keeping the Quillet order are better addressed with conventions and lints than with hard parser rules.',
      'And any reasons for keeping the Quillet order can be better addressed with conventions and lints, rather than hard parser rules.').label, 'contradicts');
    // (the denial turned is still refuted)
    assert.equal(label('A search turned up four Quillet implementations in the first sixty hits, all of which handle tracebacks.',
      'A search found four Quillet implementations in the first sixty hits, of which none handle tracebacks.').label === 'supports', false);
  });
});

describe('verify: the twenty-fourth round, parts found apart', () => {
  it('does not accept parts found in two spans where one span with every word has the two traded', () => {
    const v = verdictAgainst('Currently the T* type in C is equivalent to *T in Quillet, and the const T* type in C is equivalent to *mut T in Quillet.', [
      'Currently the `T*` type in C is equivalent to `*mut T` in Quillet, and the `const T*` type in C is equivalent to the `*T` type in Quillet.',
      'In Quillet, the `*mut T` type is equivalent to the `T*` type in C, and the `*const T` type is equivalent to the `const T*` type in C.',
    ]);
    assert.notEqual(v.label, 'supports', v.reason);
  });
});

describe('verify: the twenty-fourth round, conditions in a list', () => {
  it('reads "When A, or when B, R" with its conditions listed, no clause joined the other way round', () => {
    supports('When called on the same Quillet context from more than one thread, or when called recursively, Quillet.run() raises a RuntimeError.',
      '``Quillet.run()`` raises a ``RuntimeError`` when called on the same Quillet context from more than one thread, or when called recursively.');
  });
});

describe('verify: the twenty-fourth round, words for the same thing', () => {
  it('reads "need to" as "have to", also denied, and a denied duty against a duty is still no support', () => {
    supports('The Quillet loader does not need to be a 1.0 feature.', 'The Quillet loader does not have to be a 1.0 feature.');
    supports('Every Quillet plugin needs to declare its version.', 'Every Quillet plugin has to declare its version.');
    notSupported('Every Quillet plugin needs to declare its version.', 'No Quillet plugin has to declare its version.');
    notSupported('The Quillet loader does not need to be a 1.0 feature.', 'The Quillet loader has to be a 1.0 feature.');
  });

  it('reads a word in the claim word\'s place past a lead-in that opens the span ("Second, permitting …")', () => {
    supports('Allowing unconstrained Quillet parameters on impls could lead to ill-defined semantics later on.',
      'Second, permitting unconstrained Quillet parameters on impls could lead to ill-defined semantics later on.');
  });
});

describe('verify: the twenty-fourth round, the review\'s kinds (invented pairs)', () => {
  it('does not accept an exception the span does not make ("every worker except external plugins")', () => {
    const v = notSupported('The Quillet cache lets every worker except external plugins read entries directly.',
      'The Quillet cache lets every worker (e.g. the indexer, the scheduler and external plugins) read entries directly.');
    assert.ok(v.flags.some((f) => f.startsWith('exception_added:')), v.flags.join(' '));
    // (a span that makes an exception of its own is read by the exception readings)
    supports('All Quillet tests pass except on Windows.', 'All Quillet tests pass on every platform but Windows.');
  });

  it('reads the two sides of "…, rather than …" traded as words in each other\'s places', () => {
    notSupported('Marlo flushes the write buffer after the lock is released, rather than before, to avoid torn reads.',
      'Marlo flushes the write buffer before the lock is released, rather than after, to avoid torn reads.');
  });

  it('does not accept code in other places of the same frame ("`debug` and `release`" for "`release` and `debug`")', () => {
    const v = notSupported('Varrow can map the `alpha` and `beta` channels to `right` and `left` to keep stereo order.',
      'Varrow can map the `alpha` and `beta` channels to `left` and `right` to keep stereo order.');
    assert.ok(v.flags.some((f) => f.startsWith('respectively_mispaired:')), v.flags.join(' '));
    supports('Varrow can map the `alpha` and `beta` channels to `left` and `right` to keep stereo order.',
      'Varrow can map the `alpha` and `beta` channels to `left` and `right` to keep stereo order.');
  });

  it('reads a key or an option joined by "-" or "=" as code written as it is', () => {
    notSupported('To pin a Quillet version, add a `quill-version` field to the `[tool]` table with the targeted Quill version.',
      'To pin a Quillet version, add a `quill` field to the `[tool]` table with the targeted Quill version.');
    notSupported('A single Varrow account should be used, with from= attributes in the keys file.',
      'A single Varrow account should be used, with command= attributes in the keys file.');
  });

  it('reads "the same" where the span has "different" in that very place, whatever the span says elsewhere', () => {
    notSupported('A Varrow index may hold identical-content archives with the same archive versions.',
      'A Varrow index may hold identical-content archives with different archive versions.');
  });

  it('does not accept a list widened before the same word, even with a word the span has elsewhere', () => {
    notSupported('If it is a `table`, `view` or `index` definition, columns referred to in its index expressions must be typed.',
      'If it is a `table` or `view` definition, columns referred to in its index expressions must be typed.');
  });

  it('keeps a condition\'s second predicate set off by commas ("…, and doesn\'t have a fallback source,")', () => {
    notSupported('If the Quillet resolver is given mixed inputs, it should fall back to the generic codec.',
      'If the Quillet resolver is given mixed inputs, and doesn\'t have a fallback source, it should fall back to the generic codec.');
  });

  it('reads "at" against "below" or "above" in an otherwise word-for-word claim', () => {
    assert.equal(label('Quillet plugins may only be loaded below the top level of a config file.',
      'Quillet plugins may only be loaded at the top level of a config file.').label, 'contradicts');
  });

  it('does not read "One option …, and another option …" as a count of one against "two options"', () => {
    assert.notEqual(label('There are two Quillet fixes: pinning the version or vendoring the crate.',
      'One Quillet fix is to pin the version, and another is to vendor the crate.').label, 'contradicts');
    // (a count of one alone still is)
    assert.equal(label('The Quillet server offers two modes for batch work.', 'The Quillet server offers one mode for batch work.').label, 'contradicts');
  });
});

describe('verify: the twenty-fourth round, code as the verifier reads a Markdown claim', () => {
  it('finds the span\'s pieces of code in a claim whose code marks were dropped, and a hyphened name made from one', () => {
    notSupported('Varrow can map the alpha and beta channels to right and left to keep stereo order.',
      'Varrow can map the `alpha` and `beta` channels to `left` and `right` to keep stereo order.');
    notSupported('To pin a Quillet version, add a quill-version field to the tool table.', 'To pin a Quillet version, add a `quill` field to the tool table.');
    supports('Varrow can map the alpha and beta channels to left and right to keep stereo order.',
      'Varrow can map the `alpha` and `beta` channels to `left` and `right` to keep stereo order.');
  });
});

describe('verify: the twenty-fourth round, a lead-in before the connective', () => {
  it('reads "However, when A, B" as opening with its condition, as the claim "When A, B" does', () => {
    supports('When the above Quillet command line is used it is natural to presume that the module is imported under its official name, and therefore that if the program imports that name again it will obtain the same module instance.',
      'However, when the above Quillet command line is used it is natural to presume that the module is imported under its official name, and therefore that if the program imports that name again it will obtain the same module instance.');
  });
});

describe('verify: the twenty-fourth round, a restriction by figures', () => {
  it('reads "any value" over "may only be used for values 0 through 99" as the restriction dropped', () => {
    const v = notSupported('Quillet tokens may be used for any value.', 'Quillet tokens may only be used for values 0 through 99.');
    assert.ok(v.flags.some((f) => f.startsWith('restriction_dropped:')), v.flags.join(' '));
    // (the restriction kept, or "only" dropped alone, is carried)
    supports('Quillet tokens may be used for values 0 through 99.', 'Quillet tokens may only be used for values 0 through 99.');
  });
});
