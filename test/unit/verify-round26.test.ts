// The twenty-sixth round of verification on real writing (invented sentences, each a kind seen on the eval sets or the review).
import assert from 'node:assert/strict';
import { assertNotSupported as notSupported, assertSupports as supports, labelAgainst as label } from './verify-fixtures';

describe('verify: the twenty-sixth round', () => {
  it('reads "the PEP" as the document the claim is about, not another PEP the span names', () => {
    const span = 'While PEP 384 defines a stable ABI for Quillet modules, it will minimize but not eliminate incompatibilities.';
    const v = notSupported('The PEP defines a stable ABI for Quillet modules.', span);
    assert.ok(v.flags.includes('other_document:PEP 384'), v.flags.join());
    assert.match(v.reason, /'the PEP' is the document the claim is about \(pep-9999\.rst\); the span speaks of 'PEP 384'\./);
    assert.doesNotMatch(v.reason, /does not name PEP/);
    notSupported('The RFC defines a stable ABI for Quillet modules.', 'While RFC 1234 defines a stable ABI for Quillet modules, it is not enough.', 'rust-rfcs/0042-quillet.md');
    // (the document's own number, "this PEP", or the other number in the claim itself: the span speaks of the claim's PEP)
    supports('The PEP defines a stable ABI for Quillet modules.', 'PEP 9999 defines a stable ABI for Quillet modules.');
    supports('The PEP defines a stable ABI for Quillet modules.', 'This PEP defines a stable ABI for Quillet modules.');
    supports('Building on PEP 384, the PEP defines a stable ABI for Quillet modules.', 'Building on PEP 384, this PEP defines a stable ABI for Quillet modules.');
    // (a kind that is not the source's own is not read as it: a README's "the PEP" may be the PEP it cites)
    assert.equal(label('The PEP defines a stable ABI for Quillet modules.', 'PEP 384 defines a stable ABI for Quillet modules.', 'docs/quillet-notes.md').flags
      .some((f) => f.startsWith('other_document:')), false);
  });

  it('reads lower-case one-letter names traded between two places ("pad with n nops before … and m after")', () => {
    const span = 'To set this for one function, use `#[quill_entry(prefix = m, entry = n)]` to pad with m nops before the symbol and n after the symbol.';
    const v = notSupported('Use #[quill_entry(prefix = m, entry = n)] to pad with n nops before the symbol and m after the symbol.', span, 'rust-rfcs/9999-quill.md');
    assert.match(v.reason, /'pad with n'; the span says 'pad with m'/);
    supports('Use #[quill_entry(prefix = m, entry = n)] to pad with m nops before the symbol and n after the symbol.', span, 'rust-rfcs/9999-quill.md');
    // (a letter of an abbreviation or a contraction is no name)
    supports('The Quillet loop runs n times over k items, e.g. in a sort.', 'The Quillet loop runs n times over k items, e.g. in a sort.');
  });

  it('reads the sides of an active preference, "prefer A to B", among several choices', () => {
    const span = 'The proposed convention is, first of all, to (1) prefer adding default methods to existing traits or (2) prefer generically useful traits to extension traits whenever feasible.';
    const v = notSupported('The proposed convention is to prefer extension traits to generically useful traits whenever feasible.', span);
    assert.match(v.reason, /The span prefers 'generically useful traits', not 'extension traits'/);
    supports('The proposed convention is to prefer generically useful traits to extension traits whenever feasible.', span);
    notSupported('Quillet users prefer spaces over tabs.', 'Tabs are preferred over spaces by Quillet users.');
    supports('Quillet users prefer tabs over spaces.', 'Tabs are preferred over spaces by Quillet users.');
  });

  it('reads a denial against a span whose only denial is of other words, in another clause', () => {
    const span = 'Quillet modules will have to be compiled for every version, so sharing them isn\'t useful.';
    const v = label('Quillet modules will no longer have to be compiled for every version.', span);
    assert.equal(v.label, 'contradicts', v.reason);
    assert.match(v.reason, /The claim denies 'compiled', which the span asserts\./);
    supports('Quillet modules will have to be compiled for every version.', span);
    // (a span that denies the claim's own words answers its denial)
    supports('Quillet modules will not have to be compiled for every version.', 'Quillet modules will not have to be compiled for every version, so sharing them isn\'t useful.');
  });

  it('reads hedges of likelihood, time and rarity in other words: "likely to" for "probably", "at present" for "currently", "seldom" for "rarely"', () => {
    const v = label('The Quillet cache will probably be removed in version 3.', 'The Quillet cache is likely to be removed in version 3.');
    assert.equal(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('lexicon_synonym:likely/probably'), v.flags.join());
    supports('The Quillet cache will probably be removed in version 3.', 'It is likely that the Quillet cache will be removed in version 3.');
    supports('The Quillet cache is currently disabled on Windows.', 'The Quillet cache is at present disabled on Windows.');
    supports('The Quillet cache is currently disabled on Windows.', 'The Quillet cache is disabled on Windows at the moment.');
    supports('The Quillet cache is seldom disabled on Windows.', 'The Quillet cache is rarely disabled on Windows.');
    supports('The Quillet cache was eventually disabled on Windows.', 'The Quillet cache was ultimately disabled on Windows.');
    supports('The Quillet cache was initially disabled on Windows.', 'The Quillet cache was originally disabled on Windows.');
    // (not a likelihood denied, a time that is a limit, or a rarity for a frequency)
    notSupported('The Quillet cache will probably be removed in version 3.', 'The Quillet cache is unlikely to be removed in version 3.');
    notSupported('The Quillet cache is currently disabled on Windows.', 'The Quillet cache is disabled on Windows for now.');
    notSupported('The Quillet cache is seldom disabled on Windows.', 'The Quillet cache is often disabled on Windows.');
  });

  it('reads the claim’s opening clause alone for a contradiction, not for support ("X, leaving Y", "X, so Y")', () => {
    const span = 'Unfortunately, Quillet 5.11 reached its end-of-life on March 31st, 2017 with a clear warning against its continued use.';
    const v = label('Quillet 5.11 reached end-of-life on March 31st, 2018, leaving the Tarn image stuck on obsolete packages.', span);
    assert.equal(v.label, 'contradicts', v.reason);
    assert.ok(v.flags.includes('main_clause_contradicted'), v.flags.join());
    assert.match(v.reason, /This is the claim's opening clause, 'Quillet 5\.11 reached end-of-life on March 31st, 2018'; what the claim says after it cannot make that clause true\)\./);
    // (never carried that way: the rest is the claim's too)
    notSupported('Quillet 5.11 reached end-of-life on March 31st, 2017, leaving the Tarn image stuck on obsolete packages.', span);
    // (a span whose denials may be those of the rest of the claim does not refute the opening clause)
    const denying = 'Without it the Quillet compiler will optimize away the vector table, as it is not directly used by the program, and it will never reach the linker.';
    assert.notEqual(label('Without the attribute, the Quillet compiler optimizes away the vector table because the program does not use it directly, so it never reaches the linker.', denying).label, 'contradicts');
  });

  it('reads a denied word against its opposite in another clause of the span as agreeing ("has not managed" / "unable …, because … fail")', () => {
    const span = 'Unfortunately, Tarn has so far been unable to follow suit, because enabling the blocking behaviour causes some distributions to fail to boot.';
    assert.notEqual(label('Tarn has not yet managed to follow suit.', span).label, 'contradicts');
    assert.equal(label('Tarn has managed to follow suit.', 'Tarn has failed to follow suit.').label !== 'supports', true);
  });

  it('reads two events put in the other order, whatever words order them ("once A, B and then C", "first A, then B", "B after A")', () => {
    const span = 'Once the Quillet graph is created, it must be flattened and then final emission of bytecode occurs.';
    const v = notSupported('Once the final bytecode has been emitted, the Quillet graph must be created and then flattened.', span);
    assert.ok(v.flags.some((f) => /^(?:order_reversed:events|clauses_reversed:once)$/.test(f)), v.flags.join());
    assert.ok(notSupported('The Quillet hook will first set the context attribute of the current exception, then normalize it so it is an instance.',
      'The Quillet hook will first normalize the current exception so it is an instance, then set its context attribute.').flags.includes('order_reversed:events'));
    const first = 'The Quillet hook will first normalize the current exception so it is an instance, then set its context attribute.';
    notSupported('The Quillet hook will first set the context attribute of the current exception, then normalize it so it is an instance.', first);
    notSupported('The Quillet hook will normalize the current exception so it is an instance after setting its context attribute.', first);
    notSupported('The Quillet timeout might expire after the generator is resumed but before it yields.', 'The Quillet timeout might expire after the generator yields but before it is resumed.');
    // (the same order in other words is carried)
    supports('The Quillet hook will set its context attribute after normalizing the current exception so it is an instance.', first);
  });

  it('reads "both <things>", figures traded in place, and a two-item list widened to three', () => {
    const v = notSupported('The Quillet tool supports both formats.', 'The Quillet tool supports the JSON format.');
    assert.ok(v.flags.includes('quantifier_unstated:both formats'), v.flags.join());
    supports('The Quillet tool supports both JSON and YAML.', 'The Quillet tool supports JSON and YAML.');
    supports('The Quillet tool supports both formats.', 'The Quillet tool supports both formats.');
    notSupported('Quillet loops index from one, as opposed to indexing from zero as Tarn does.', 'Quillet loops index from zero, as opposed to indexing from one as Tarn does.');
    notSupported('The Quillet runner will continue to handle strings, lists and modules as it does now.', 'The Quillet runner module will continue to handle strings and lists as it does now.');
  });

  it('reads a denial of a degree ("no more so than"), one said again ("…, not even for"), and one over "or" ("not A or B")', () => {
    // (a degree denied is still a denial: "more so than" is not what "no more so than" says)
    assert.notEqual(label('A Quillet hook will mildly slow attribute setting, more so than a plain setter does today.',
      'A Quillet hook will mildly slow attribute setting, but no more so than a plain setter does today.').label, 'supports');
    supports('The Quillet spec makes no attempt to define any standard semantics, not even for the built-in types.',
      'The Quillet spec makes no attempt to define any standard semantics, even for the built-in types.');
    assert.notEqual(label('Some model underlies the Quillet implementation, but it has not been written out explicitly or implemented consistently.',
      'Some model underlies the Quillet implementation, but it is not written out explicitly and not implemented consistently.').label, 'contradicts');
    // (what "but" opens is asserted: "not by us but by Tarn")
    assert.notEqual(label('All of the Quillet layout is determined by Tarn and other tools.', 'All of the Quillet layout is determined not by us but by Tarn and other tools.').label, 'contradicts');
  });

  it('reads a duty that may be met another way, and a condition with a part the claim leaves out', () => {
    const v = notSupported('Every Quillet variable named gen must be renamed.', 'Every Quillet variable named gen must be renamed or be referred to via r#gen.');
    assert.ok(v.flags.some((f) => f.startsWith('alternative_dropped:be referred to via r#gen')), v.flags.join());
    supports('Every Quillet variable named gen must be renamed or be referred to via r#gen.', 'Every Quillet variable named gen must be renamed or be referred to via r#gen.');
    const c = notSupported('If the Quillet scan completes without returning a module, then a namespace package is created.',
      'If the Quillet scan completes without returning a module, and at least one directory was recorded, then a namespace package is created.');
    assert.ok(c.flags.includes('condition_part_dropped:at least one directory was recorded'), c.flags.join());
    notSupported('If the Quillet module has a loader, call its describe() method.', 'If the Quillet module has a loader and that loader has a describe() method, call it.');
  });

  it('reads "no" before a compound as no count of its first noun, and a modal of a later clause the claim leaves out', () => {
    assert.notEqual(label('Only Quillet integers that fit in one byte are accepted.',
      'The rule to only accept Quillet integers that fit in a single byte means that no byte order information is needed.').label, 'contradicts');
    assert.equal(label('Two other languages feature the Quillet syntax.', 'No other language features the Quillet syntax.').label, 'contradicts');
    supports('The first two Quillet styles should generally be preferred, as it allows easier static analysis.',
      'The first two Quillet styles should generally be preferred, as it allows easier static analysis, though the third form would be allowed for consistency.');
    notSupported('The third Quillet form is allowed for consistency.',
      'The first two Quillet styles should generally be preferred, as it allows easier static analysis, though the third form would be allowed for consistency.');
  });

  it('reads "not A but B" and "B, not A" as one contrast, and the sides traded as none', () => {
    const span = 'A Quillet hook is meant to be taken from the object\'s class, not from the object itself.';
    assert.notEqual(label('A Quillet hook is meant to be taken not from the object itself but from the object\'s class.', span).label, 'contradicts');
    assert.equal(label('A Quillet hook is meant to be taken from the object itself, not from the object\'s class.', span).label, 'contradicts');
  });
});
