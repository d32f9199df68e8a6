// The twenty-first round of verification on real writing (invented sentences, each a kind seen on the eval sets).
import assert from 'node:assert/strict';
import { verdictAgainst } from './verify-fixtures';
import { extract } from './claims-helpers';
import { extractQuantities } from '../../src/core/text/quantities';

const PEP = 'python-peps/pep-9999.rst';
const label = (claim: string, span: string, path = PEP) => verdictAgainst(claim, [span], path);
const supports = (claim: string, span: string, path = PEP) => {
  const v = label(claim, span, path);
  assert.equal(v.label, 'supports', `${claim}\n${span}\n${v.reason}`);
};
const notSupported = (claim: string, span: string, path = PEP) => {
  const v = label(claim, span, path);
  assert.notEqual(v.label, 'supports', `${claim}\n${span}\n${v.reason}`);
  return v;
};

describe('verify: the twenty-first round', () => {
  it('reads a modal past an adverbial phrase to its verb ("should by default be preferred" is "should be preferred by default")', () => {
    supports('The new syntax should be preferred by default in new code.', 'The new syntax should by default be preferred in new code.');
    supports('The quillet cache could be extended in the future.', 'The quillet cache could in the future be extended.');
    // (the claim that drops the modal still says it outright; another modal is still another modal)
    const v = notSupported('The new syntax is preferred by default in new code.', 'The new syntax should by default be preferred in new code.');
    assert.ok(v.flags.includes('hedge_dropped:should'), v.flags.join(' '));
    notSupported('The quillet cache will be extended in the future.', 'The quillet cache could in the future be extended.');
  });

  it('finds a phrasal verb\'s particle after its object ("turns the check off" says "turns off the check")', () => {
    supports('The compiler turns off the check in release builds.', 'The compiler turns the check off in release builds.');
    supports('The installer sets up a fresh mirror every night.', 'The installer sets a fresh mirror up every night.');
    // (not past a comma, nor another particle: "turns the check on …, and off …" does not say it is turned off there)
    const v = notSupported('The compiler turns off the check in release builds.', 'The compiler turns the check on in release builds, and off in debug builds.');
    assert.ok(v.flags.includes('particle_dropped:turns off'), v.flags.join(' '));
    notSupported('The linter turns off the rule.', 'The linter turns the rule up and off.');
  });

  it('takes an antonym\'s synonyms in their first sense as opposites too ("correct" ↔ "incorrect", whose first-sense synonym is "wrong")', () => {
    const v = label('The result of the quillet parser is correct for nested lists.', 'The result of the quillet parser is wrong for nested lists.');
    assert.equal(v.label, 'contradicts', v.reason);
    assert.ok(v.flags.includes('antonym:correct/wrong'), v.flags.join(' '));
    assert.equal(label('The result of the quillet parser is wrong for nested lists.', 'The result of the quillet parser is correct for nested lists.').label, 'contradicts');
    // (an adjective that picks out one thing, before its noun, is still not the statement's opposite)
    assert.notEqual(label('The parser gives the correct result for nested lists.', 'The parser gives the wrong result for nested lists.').label, 'supports');
  });

  it('refutes a changed figure in the same slot of both sentences, the rest worded otherwise ("runs to 68 pages when printed" / "86 pages if printed")', () => {
    const v = label('One objection to the quillet format was its specification, which runs to 68 pages when printed on letter paper.',
      'One objection is that the quillet specification is large: 86 pages when printed on letter paper.');
    assert.equal(v.label, 'contradicts', v.reason);
    assert.ok(v.flags.includes('number_mismatch:68'), v.flags.join(' '));
    // (one word shared is no slot: a unit measures many things, "a 79-character line" is not "17 characters" of boilerplate)
    assert.notEqual(label('Replacing the two quillet clauses with single characters lets the example fit within a 79-character line.',
      'In the example, two quillet clauses (minimally 17 characters) are replaced with single characters.').label, 'contradicts');
    // (nor where the span states the claim's value too: "in both 55- and 65-year-old" has the claim's 55)
    assert.notEqual(label('Quillet users who are 55 years old have a 90% chance of developing the condition during their lifetime.',
      'The lifetime risks of developing the condition were 90% in both 55- and 65-year-old quillet users.').label, 'contradicts');
    // (nor where a thing's name is replaced in its very place: "the initial draft" and "the final draft" are two drafts)
    assert.notEqual(label('The initial quillet draft was published on the mailing list in 2008.', 'The final quillet draft was published on the mailing list in 2010.').label, 'contradicts');
  });

  it('reads a denied word against its opposite as uncertain though the span denies something after it ("is not sufficient" / "is insufficient - … never see …")', () => {
    const v = label('Warning quillet users in documentation is not sufficient, since most users ignore such warnings.',
      'Warning quillet users in documentation is insufficient - most users either never see these warnings or ignore them.');
    assert.notEqual(v.label, 'contradicts', v.reason);
    assert.ok(v.flags.includes('polarity_uncertain'), v.flags.join(' '));
    // (a denial before the opposite, in its clause, still denies it: "never unnecessary" is "necessary")
    assert.equal(label('The quillet checks are not necessary for release builds.', 'The quillet checks are never unnecessary for release builds.').label, 'contradicts');
    assert.equal(label('The quillet parser cannot reject empty input.', 'The quillet parser cannot accept empty input.').label, 'contradicts');
  });

  it('does not take a number word beside a figure for a word of its slot ("the first two examples, the 31 character" / "the two 21-character")', () => {
    assert.notEqual(label('Replacing the two 21-character quillet clauses with single characters removes all noise from the last example.',
      'In the first two examples, the 31 character boilerplate clause has been replaced by a single character.').label, 'contradicts');
  });
});

describe('verify: the twenty-first round, two older readings', () => {
  it('reads a clause the claim says itself, denial and all, as the claim\'s own ("isn\'t the only reason" / "is not the only reason")', () => {
    assert.equal(label('Syntax is not the only reason: quillet ascription is a good idea.', 'Syntax isn\'t the only reason; quillet ascription is a good idea.').label, 'supports');
    assert.equal(label('Syntax is not the only reason, and quillet ascription is a good idea.', 'Syntax is not the only reason; quillet ascription is a good idea.').label, 'supports');
    assert.equal(label('Syntax is not the only reason: quillet ascription is a good idea.', 'Syntax is not the only reason; quillet ascription is not a good idea.').label, 'contradicts');
  });

  it('reads a second hyphen before a figure as a dash, not a minus ("the range 00--0x7F")', () => {
    const v = label('Bytes in the range 00 to 0x7F must use the quillet escape format.', 'Bytes in the range `00`--`0x7F` must use the quillet escape format.', 'rust-rfcs/4411-orbix.md');
    assert.equal(v.label, 'supports', v.reason);
    assert.deepEqual(extractQuantities('in the range 00--0x7F').map((q) => q.value), [0, 127]);
    assert.deepEqual(extractQuantities('a value of -1, or `-2`').map((q) => q.value), [-1, -2]);
  });
});

describe('verify: the twenty-first round, a hedge of another clause', () => {
  it('leaves a modal of a clause the claim does not say to that clause ("…, and the return value should always be a base str")', () => {
    const span = 'When the arguments are quillet subclasses, the methods should behave as though the arguments were first coerced to base objects, and the return value should always be a base object.';
    supports('When the arguments are quillet subclasses, the methods should behave as though the arguments were first coerced to base objects.', span);
    // (a claim that says that clause without its modal still drops it)
    const v = notSupported('The quillet methods should behave as though the arguments were coerced, and the return value is a base string.',
      'The quillet methods should behave as though the arguments were coerced, and the return value should always be a base string.');
    assert.ok(v.flags.includes('hedge_dropped:should'), v.flags.join(' '));
  });

  it('leaves a condition after ", thus" to its own clause ("…, thus everyone would benefit if …")', () => {
    supports('It is unlikely that many programmers will take the time to write quillet code themselves.',
      'It is unlikely that many programmers will take the time to write quillet code themselves, thus everyone would benefit if this difficult work is done in the standard library.');
  });
});

describe('verify: the twenty-first round, words moved in a light rewording', () => {
  it('reads a prepositional phrase moved from the front to after the verb as the same sentence', () => {
    supports('Very good progress has been made over the last 2 quarters in understanding the gaps on the path to Tier-1 status for the quillet target.',
      'In the last 2 quarters, very good progress has been made in understanding the gaps on the path to Tier-1 status for the quillet target.', 'rust-rfcs/4411-orbix.md');
    supports('Selective optimization is fairly easy to achieve with a quillet toolchain by compiling the relevant units with different options.',
      'With a quillet toolchain selective optimization is fairly easy to achieve by compiling the relevant units with different options.', 'rust-rfcs/4411-orbix.md');
  });

  it('reads "in fact", "for example" and the like as sentence adverbs, wherever they stand', () => {
    supports('Quillet implementations are in fact encouraged to make these assumptions, since doing so is likely to give better performance.',
      'In fact, quillet implementations are encouraged to make these assumptions, as it is likely to give better performance.');
  });

  it('reads a modal past an aside set off by commas ("should, whenever possible, be made")', () => {
    supports('Quillet style decisions should, whenever possible, be made before a new construct is stabilized.',
      'Whenever possible, quillet style decisions should be made before a new construct is stabilized.', 'rust-rfcs/4411-orbix.md');
    const v = notSupported('Quillet style decisions are, whenever possible, made before a new construct is stabilized.',
      'Whenever possible, quillet style decisions should be made before a new construct is stabilized.', 'rust-rfcs/4411-orbix.md');
    assert.ok(v.flags.some((f) => f.startsWith('hedge_dropped:should')), v.flags.join(' '));
  });

  it('does not read a participle after a determiner as the act ("ignore the specified annotation")', () => {
    supports('Quillet classes completely ignore the specified attribute type annotation, with two exceptions.',
      'With two exceptions, the specified attribute type annotation is completely ignored by quillet classes.');
    // (a passive whose sides are traded is still read the other way round)
    notSupported('The quillet checker completely ignores the specified attribute annotation.', 'The specified attribute annotation completely ignores the quillet checker.');
  });
});

describe('verify: the twenty-first round, a sentence that opens with "One"', () => {
  it('reads "One possible fix …" as "A possible fix …", and no other count or "One of …" so', () => {
    supports('One possible fix is to reset the quillet cache before each run.', 'A possible fix is to reset the quillet cache before each run.');
    notSupported('One possible fix is to reset the quillet cache before each run.', 'Two possible fixes are to reset the quillet cache before each run.');
    notSupported('One of the quillet tools resets the cache.', 'A quillet tool resets the cache.');
  });
});

describe('verify: the twenty-first round, an adverb that opens the span', () => {
  it('does not read a sentence-opening adverb before a name as part of the name ("Currently Quillet standard library …")', () => {
    supports('The Quillet standard library currently exports two kinds of symbols.', 'Currently Quillet standard library exports two kinds of symbols.');
    // (a word that reads first as an adjective still leads a name: "New York" is not "new")
    notSupported('New quillet releases ship every month.', 'New York quillet releases ship every month.');
  });
});

describe('verify: the twenty-first round, the review\'s cases', () => {
  it('still reads a modal dropped from a second clause the claim says briefly, its verb with it', () => {
    const v = notSupported('Quillet clients may cache responses, and the server sends headers.',
      'Quillet clients may cache responses, and the server may send additional validation headers for every cacheable resource type.');
    assert.ok(v.flags.includes('hedge_dropped:may'), v.flags.join(' '));
  });

  it('does not take a particle across a relative or a join, nor one that opens a phrase ("out of caution", "up front")', () => {
    for (const [claim, span] of [
      ['The quillet daemon starts up jobs.', 'The quillet daemon starts jobs that pile up.'],
      ['The quillet updater pulls down patches.', 'The quillet updater pulls patches and slows down.'],
      ['The quillet daemon locks out the file.', 'The quillet daemon locks the file out of caution.'],
      ['The quillet tool sets up the flag.', 'The quillet tool sets the flag up front.'],
    ] as const) {
      const v = notSupported(claim, span);
      assert.ok(v.flags.some((f) => f.startsWith('particle_dropped:')), `${claim}: ${v.flags.join(' ')}`);
    }
    // (a particle right after its verb is the verb's, whatever follows it: "propagate out of __exit__", "kept up to date")
    supports('Quillet errors are typically allowed to propagate out of the handler to the calling function.',
      'Quillet errors are typically allowed to propagate out of the handler to the calling function.');
  });

  it('takes no opposite from the synset of a noun, verb or adverb antonym ("partly" is no opposite of "all")', () => {
    assert.notEqual(label('The quillet sort algorithm is partly based on Timsort.', 'The quillet sort algorithm is based on Timsort, like all modern hybrid sorts.').label, 'contradicts');
    assert.notEqual(label('The quillet header stores the end of each record.', 'The quillet header stores the offset of each record.').label, 'contradicts');
    assert.notEqual(label('The quillet renderer pushes pixels to the framebuffer.', 'The quillet renderer draws pixels to the framebuffer.').label, 'contradicts');
  });

  it('does not refute a figure whose slot another thing owns ("the cache saves 30 percent" / "the index saves 45 percent")', () => {
    assert.notEqual(label('The quillet benchmark shows the cache saves 30 percent of CPU time on large inputs.',
      'In the quillet benchmark the index saves 45 percent of CPU time on large inputs.').label, 'contradicts');
  });
});

describe('claims: the twenty-first round', () => {
  const modality = (sentence: string) => {
    const claims = extract(sentence + '\n').claims;
    assert.equal(claims.length, 1);
    return claims[0]!;
  };
  it('checks a statement whose judgement is what others agreed, or a "should" of a question it embeds', () => {
    for (const sentence of [
      'The Default trait was originally derivable only on structs, because it was unclear which variant should be the default.',
      'The idea was discussed at a meeting of the typing community, and everyone agreed that the change would not be worth the cost.',
      'The Quillet team could not decide whether the flag should be on by default, so RFC 4411 leaves it off.',
    ]) {
      const claim = modality(sentence);
      assert.equal(claim.needsEvidence, true, `${sentence} → ${claim.modality} [${claim.cues.join(', ')}]`);
    }
    // (a judgement in the main clause or after "but"/"because", or a stance opening the sentence, is still the writer's)
    for (const sentence of [
      'The quillet trace viewer is a delightful piece of engineering, because it simplifies debugging.',
      'I think the second approach is not a good idea, since it would slow down compilation.',
      'Writers should check every citation, because sources drift.',
      'Defining wrapper structs can overcome the orphan rule, but doing so can be annoying.',
      'We tried the Vantor library for a week, but it should be avoided.',
      'The Pickering defaults are wrong, because users should opt in to telemetry.',
      'Both communities eventually had to decide who should run the mirrors.',
    ]) {
      const claim = modality(sentence);
      assert.equal(claim.needsEvidence, false, `${sentence} → ${claim.modality} [${claim.cues.join(', ')}]`);
    }
  });
});
