// The thirty-seventh round of verification on real writing (invented sentences, each a kind seen on the checks' misses).
import assert from 'node:assert/strict';
import { assertNotSupported, assertSupports, labelAgainst, verifyDraftAgainst } from './verify-fixtures';
import { extractQuantities } from '../../src/core/text/quantities';

describe('verify: the thirty-seventh round — the generic "one" and kind nouns after names', () => {
  it('reads "one" before a modal as the generic pronoun, not the figure 1, unless a word before it counts', () => {
    assert.deepEqual(extractQuantities('One should not confuse a quill with a tarn.').map((q) => q.raw), []);
    assert.deepEqual(extractQuantities('one can see the lock file grow').map((q) => q.raw), []);
    assert.deepEqual(extractQuantities('Only one can run at a time.').map((q) => q.value), [1]);
    assert.deepEqual(extractQuantities('At least one must be given.').map((q) => q.value), [1]);
    assert.deepEqual(extractQuantities('One reviewer should approve it.').map((q) => q.value), [1]);
    // so a faithful rewording of such a sentence is not refuted as a changed figure
    const v = labelAgainst('According to PEP 9999, one should not confuse a quill lock file with a tarn archive.',
      'One should not confuse a quill lock file with a tarn archive.');
    assert.equal(v.label, 'supports', v.reason);
  });

  it('lets a kind noun after a name go unsaid when the span names the thing itself, and says so', () => {
    const gene = labelAgainst('The QRDM1 gene is a key determinant of primordial germ cells.',
      'Blimp1 (Qrdm1), the key determinant of primordial germ cells, acts with Qrdm14 during specification.');
    assert.equal(gene.label, 'supports', gene.reason);
    assert.match(gene.reason, /The span names 'QRDM1' itself; the claim's 'gene' only says what kind of thing it is/);
    assertSupports('The Quill type implements Debug.', '`Quill` implements `Debug`.');
    assertSupports('The Tarn tool builds every crate in the workspace.', 'Tarn builds every crate in the workspace.');
  });

  it('keeps a kind noun that is not the head, another kind after the same name, and a verb spelled like a kind', () => {
    // another kind after the name in the span: it says something else
    const macro = assertNotSupported('The Quill trait gets pretty printing.', 'The Quill macro gets pretty printing.');
    assert.match(macro.reason, /'macro' where the claim says 'trait'/);
    assertNotSupported('The QRDM1 gene is a key determinant of germ cells.', 'The QRDM1 protein is a key determinant of germ cells.');
    // a compound the noun starts ("package index") is the claim's own
    assertNotSupported('The Quill package index lists every release.', 'Quill lists every release.');
    // "filed" is a verb, not the noun "file"
    assertNotSupported('Quill filed a report against Tarn.', 'Quill reported Tarn.');
  });
});

describe('verify: the thirty-seventh round — a condition said in other words', () => {
  it('reads "once" as the time "when" sets, and "assuming" with or without its "that"', () => {
    assertSupports('Tarn switches the default to the quill allocator once the feature stabilizes.',
      'Tarn switches the default to the quill allocator when the feature stabilizes.');
    assertSupports('Several students used the quill notation in their answers, assuming it already existed in Tarn.',
      'Several students used the quill notation in their answers, assuming that it already existed in Tarn.');
    // (the condition left out is still left out; "was once" is no condition)
    assertNotSupported('Tarn switches the default to the quill allocator.',
      'Tarn switches the default to the quill allocator once the feature stabilizes.');
    assertSupports('Tarn was the most popular quill allocator.', 'Tarn was once the most popular quill allocator.');
    // (a span's "once" said as "after"; the claim's own "after" supposes it as the span's "once" does)
    assertSupports('After a quill boundary is crossed, the only way to share data mutably is through a Tarn lock.',
      'Once a quill boundary is crossed, the only way to share data mutably is via a Tarn lock.');
    assertNotSupported('The only way to share data mutably is through a Tarn lock.',
      'Once a quill boundary is crossed, the only way to share data mutably is via a Tarn lock.');
  });

  it('finds the span\'s condition in the claim by a word said in other words, and reads a pronoun\'s condition with the whole claim', () => {
    const v = labelAgainst('A QuillError is raised if this happens, presumably because of some kind of logic error.',
      'A ``QuillError`` is raised if this occurs (presumably due to a logic error of some kind).');
    assert.equal(v.label, 'supports', v.reason);
    // (a condition whose words the claim does not say stays one it leaves out)
    const dropped = assertNotSupported('A QuillError is raised, presumably because of some kind of logic error.',
      'A ``QuillError`` is raised if this occurs (presumably due to a logic error of some kind).');
    assert.match(dropped.reason, /only under a condition the claim leaves out/);
  });
});

describe('verify: the thirty-seventh round — a strong word said in other words', () => {
  it('carries "a single", "never", "none of" and "ensures" by "one", "not … at any time", "not … any of" and "makes sure"', () => {
    assertSupports('Quill types and tarn types differ only in the capitalization of a single letter.',
      'Quill types and tarn types only differ in the capitalization of one letter.');
    assertSupports('Quill names can never be removed from headers.', 'Quill names cannot be removed from headers at any time.');
    assertSupports('Scoped quills are a better default because they ensure spawned quills are joined.',
      'Scoped quills are a better default because they make sure spawned quills are joined.');
  });

  it('keeps them unsaid where the figure, the noun or the clause differs', () => {
    assertNotSupported('Quill types and tarn types differ only in the capitalization of a single letter.',
      'Quill types and tarn types only differ in the capitalization of two letters.');
    // (a "but" turns the clause: "at any time later" is no "never")
    assertNotSupported('Quill names can never be removed from headers.',
      'Quill names cannot be removed from headers in the first release, but can be at any time later.');
    assertNotSupported('None of the quill captures can be used by reference.', 'Some of the quill captures cannot be used by reference.');
  });
});

describe('verify: the thirty-seventh round — "lack", "now" and "simply" in other words', () => {
  it('reads "lack" and "missing" as a denied "have" of the same thing, either way round', () => {
    const v = labelAgainst('Because quill machines lack direct access to the hardware, they have fewer sources of entropy.',
      "Quill machines don't have a direct access to the hardware and so have less sources of entropy.");
    assert.equal(v.label, 'supports', v.reason);
    assert.match(v.reason, /The span's 'n't have' says the claim's 'lack'/);
    assertSupports('Tarn users have worked around the missing support for quill shards with a proc macro.',
      'Tarn users have worked around the lack of support for quill shards with a proc macro.');
    assertSupports('Tarn developers do not have a background in quill design.', 'Tarn developers lack a background in quill design.');
  });

  it('keeps "lack" unsaid where the denied "have" is of another thing, or where nothing is denied', () => {
    assertNotSupported('Tarn developers lack a background in quill design.', 'Tarn developers have a background in quill design but do not have time.');
    assertNotSupported('Tarn developers lack a background in quill design.', 'Tarn developers have a background in quill design.');
  });

  it('carries "now" by "at the moment" or "currently", "until now" by "until this point", and "simply" by "just"', () => {
    assertSupports('For now, the quill search path on Tarn systems will default to empty.', 'At the moment, on Tarn systems, the quill search path will default to empty.');
    assertSupports('The quill syntax has varied widely until now.', 'The quill syntax has varied widely until this point.');
    assertSupports('No quill code breaks, because a shard is simply a typedef for int there.', 'No quill code breaks, as a shard is just a typedef for int there.');
    assertSupports('Defining a quill function with the default ABI is an error, as no compatible function could ever be written.',
      'Defining a quill function with the default ABI is an error, because the programmer can never write a compatible function.');
    // (a time before now is no "now")
    assertNotSupported('The quill search path on Tarn systems will now default to empty.', 'The quill search path on Tarn systems used to default to empty.');
  });
});

describe('verify: the thirty-seventh round — "one" as a pronoun', () => {
  it('does not ask the span for a pronoun "one" with no determiner, which it may say as the noun or "each other"', () => {
    assertSupports('Quill cycles MUST NOT be included, and Tarn tools SHOULD report an error when they detect one.',
      'Quill includes MUST NOT include cycles, and Tarn tools SHOULD report an error if they detect a cycle.');
    assertSupports('Quill modules compiled for different major versions are incompatible with one another.',
      'Quill modules compiled for different major versions are incompatible with each other.');
  });

  it('still counts "one" before its noun or after "only", and keeps "one of …" a share only the same words carry', () => {
    assertNotSupported('One of the quill tools resets the cache.', 'A quill tool resets the cache.');
    const count = labelAgainst('Only one quill can run at a time.', 'Two quills can run at a time.');
    assert.equal(count.label, 'contradicts', count.reason);
    assertNotSupported('One quill reviewer must approve the change.', 'Two quill reviewers must approve the change.');
  });
});

describe('verify: the thirty-seventh round — the document\'s own word as the subject', () => {
  it('does not read "this proposal" as another subject when it is the document the claim names', async () => {
    const results = await verifyDraftAgainst('python-peps/pep-0947.rst',
      'PEP: 947\nTitle: Quill layouts\n\nRationale\n=========\n\nOn 32-bit platforms, this proposal calls for the same layout as on 64-bit, ' +
      'doubling the size compared to the existing structs (from 8 bytes to 16).\n\nOn 32-bit platforms, the tarn proposal calls for a packed layout.\n',
      '# Notes\n\n## PEP 947\n\n' +
      'PEP 947 calls for the same layout on 32-bit platforms as on 64-bit ones, which doubles the size compared with the existing structs, from 8 bytes to 16.\n\n' +
      'PEP 947 calls for a packed layout on 32-bit platforms.\n');
    const [own, other] = results;
    assert.equal(own!.action, 'accept', own!.verdict.reason);
    assert.match(own!.verdict.reason, /'PEP 947' is this document \('this proposal'/);
    assert.notEqual(other!.action, 'accept', other!.verdict.reason);
  });
});

describe('verify: the thirty-seventh round — "most" against a large number', () => {
  it('does not carry "most" by "a very large contingent of", a size that names no share', () => {
    const v = assertNotSupported('Quill 2.7 is an LTS release, and most quill users still use it as their primary version.',
      'Quill 2.7 is an LTS release of Quill, and there is still a very large contingent of users who are still using Quill 2.7 as their primary version.');
    assert.ok(v.flags.some((f) => f === 'overclaim:most'), v.flags.join());
    assertSupports('Most quill users still use Quill 2.7.', 'The majority of quill users still use Quill 2.7.');
  });
});

describe('verify: the thirty-seventh round — "comes before" read as "precedes"', () => {
  it('reads "comes before" as "precedes" and "came after" as "followed", in their order', () => {
    const v = labelAgainst('The new quill clause comes before the decorator lines.', 'The new ``quill`` clause precedes the decorator lines.');
    assert.equal(v.label, 'supports', v.reason);
    assert.match(v.reason, /Read with the claim's 'comes before' as 'precedes'/);
    assertSupports('The tarn vote came after the nomination period.', 'The nomination period was followed by the tarn vote.');
    assertNotSupported('The new quill clause comes after the decorator lines.', 'The new ``quill`` clause precedes the decorator lines.');
    assertNotSupported('The nomination period came after the tarn vote.', 'The nomination period was followed by the tarn vote.');
  });
});

describe('verify: the thirty-seventh round — a degree word on an opposite', () => {
  it('refutes "somewhat less" against "more … but not by much": the degree is part of the opposite', () => {
    const v = labelAgainst('For most quill applications, Tarn 3.11 will consume somewhat less memory than Tarn 3.10.',
      'In summary, for most quill applications, Tarn 3.11 will consume more memory than Tarn 3.10, but not by much.');
    assert.equal(v.label, 'contradicts', v.reason);
    assert.ok(v.flags.includes('antonym:less/more'), v.flags.join());
    // (a degree word that is not on the opposite is still a word the span must carry)
    assertNotSupported('For most quill applications, Tarn 3.11 will consume more memory than Tarn 3.10, somewhat surprisingly.',
      'In summary, for most quill applications, Tarn 3.11 will consume more memory than Tarn 3.10.');
  });
});

describe('verify: the thirty-seventh round — "without them"', () => {
  it('reads "without them" that points back to words said before as the span\'s "without" of those words, not a denial of them', () => {
    const v = labelAgainst('A quill lint may be wanted that encourages CamelCase names for macros with derive rules and snake_case names for macros without them.',
      'We may want to add a quill lint, encouraging macros with derive rules to use `CamelCase` names, and encouraging macros without derive rules to use `snake_case` names.');
    assert.notEqual(v.label, 'contradicts', v.reason);
    const flipped = labelAgainst('Quill macros without derive rules use CamelCase names.', 'Quill macros with derive rules use CamelCase names.');
    assert.notEqual(flipped.label, 'supports', flipped.reason);
  });
});
