// Purposes, connectives that open a sentence, and words a claim joins (invented sentences): "was added to reduce
// latency" is a purpose a span that says both side by side does not state; "As a result," ties its sentence to the one
// before, not its parts to each other; "JSON and YAML output" is not carried by "JSON input and YAML output".
import assert from 'node:assert/strict';
import { verdictAgainst } from './verify-fixtures';
import { coordinationSplit } from '../../src/core/verify/arguments';

describe('verify: purposes, opening connectives and joined words (invented)', () => {
  it('a purpose is carried only by a span that says it', () => {
    const purpose = verdictAgainst('The index was added to reduce lookup latency.', ['The index was added, and lookup latency dropped.']);
    assert.notEqual(purpose.label, 'supports', purpose.reason);
    assert.ok(purpose.flags.includes('relation_unstated'), purpose.flags.join());
    assert.notEqual(verdictAgainst('The flag exists to support old clients.', ['The flag exists, and old clients are supported.']).label, 'supports');
    for (const span of ['The index was added to reduce lookup latency.', 'The index was added in order to cut lookup latency.']) {
      assert.equal(verdictAgainst('The index was added to reduce lookup latency.', [span]).label, 'supports', span);
    }
  });

  it('a connective that opens the span\'s sentence states no relation between its parts', () => {
    const opening = verdictAgainst('The build is slow because it links twice.', ['As a result, the build is slow, and it links twice.']);
    assert.notEqual(opening.label, 'supports', opening.reason);
    assert.equal(verdictAgainst('The build is slow because it links twice.', ['The build is slow because it links twice.']).label, 'supports');
  });

  it('two joined words are not carried where the span gives one of them another word of its own', () => {
    assert.deepEqual(coordinationSplit('The library supports JSON and YAML output.', 'The library supports JSON input and YAML output.'),
      { claim: 'JSON … output', span: 'JSON input' });
    assert.notEqual(verdictAgainst('The library supports JSON and YAML output.', ['The library supports JSON input and YAML output.']).label, 'supports');
    assert.notEqual(verdictAgainst('The server logs errors and warnings to disk.', ['The server logs errors to disk and warnings to the console.']).label, 'supports');
    // (the span joins them too, or gives each the shared word)
    assert.equal(coordinationSplit('The library supports JSON and YAML output.', 'The library supports JSON and YAML output.'), undefined);
    assert.equal(coordinationSplit('The tool reads config and data files.', 'The tool reads config files and data files.'), undefined);
  });

  it('a claim with the same inverted condition states it', () => {
    const sentence = 'Had the team moved to Mercurial in 2012, the guide would have been titled "Using Mercurial".';
    assert.equal(verdictAgainst(sentence, [sentence]).label, 'supports');
  });
});

describe('verify: opposites of technical prose (invented)', () => {
  it('listed opposites WordNet does not pair refute; a denied opposite agrees', () => {
    for (const [a, b] of [['allows', 'forbids'], ['static', 'dynamic'], ['eagerly', 'lazily'], ['starts', 'stops'], ['sequential', 'parallel']]) {
      const v = verdictAgainst(`In this design, the scheduler ${a === 'static' || a === 'sequential' ? `is ${a}` : a} by default for every worker.`,
        [`In this design, the scheduler ${b === 'dynamic' || b === 'parallel' ? `is ${b}` : b} by default for every worker.`]);
      assert.equal(v.label, 'contradicts', `${a}/${b}: ${v.reason}`);
    }
    const agree = verdictAgainst('Arguments and return types are not allowed, since nothing consumes them.', ['Arguments and return types are forbidden because nothing consumes them.']);
    assert.notEqual(agree.label, 'contradicts', agree.reason);
  });

  it('more listed opposites: "usually"/"rarely", "major"/"minor", "preserves"/"discards", "easier"/"harder"', () => {
    for (const [claim, span] of [
      ['The formatter usually keeps trailing commas.', 'The formatter rarely keeps trailing commas.'],
      ['A new field bumps the major version.', 'A new field bumps the minor version.'],
      ['The exporter preserves comments in the output.', 'The exporter discards comments in the output.'],
      ['The new flag makes interfacing with C easier.', 'The new flag makes interfacing with C harder.'],
    ]) {
      assert.equal(verdictAgainst(claim!, [span!]).label, 'contradicts', claim);
    }
  });
});

describe('verify: reasons set against concessions, lists paired in code, and "only" with an alternative (invented)', () => {
  it('"because" is not carried by a concession, nor by a "because" that ties other things', () => {
    const conceded = verdictAgainst('Because the scheduler is complex, it does not offer the control of a hand-written loop.',
      ['Although the scheduler is complex, it does not offer the same control as a hand-written loop.']);
    assert.notEqual(conceded.label, 'supports', conceded.reason);
    const other = verdictAgainst('The runtime has no green threads because `spawn` is a blocking call.',
      ['The runtime has no green threads, and `spawn` is a blocking call because of how the kernel API works.']);
    assert.notEqual(other.label, 'supports', other.reason);
    // (a sentence with "because of" in its middle carries itself: real-prose seed 180 and a CLIMATE-FEVER claim had lost it)
    const own = 'The two rules are inconsistent, and this is exposed to users because of the common need to switch between the forms.';
    assert.equal(verdictAgainst(own, [own]).label, 'supports');
    assert.equal(verdictAgainst('Because it is a core part of the project, the team is bound by its rules.',
      ['The team is a core part of the project and thus is bound by its rules.']).label, 'supports');
  });

  it('lists of code paired item by item ("respectively") are read as lists of words', () => {
    const v = verdictAgainst('``out`` and ``err`` default to ``log.error`` and ``log.info`` respectively.',
      ['``in`` defaults to ``EOF``, while ``out`` and ``err`` default to ``log.info`` and ``log.error`` respectively.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.some((f) => f.startsWith('respectively_mispaired:')), v.flags.join());
  });

  it('"the only way … is A" is not carried by "… is A, or B"', () => {
    const v = verdictAgainst('The only way to copy the buffer is to use unsafe methods.', ['The only way to copy the buffer is to\nuse a loop, or unsafe methods.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('alternative_dropped:loop, or'), v.flags.join());
    // ("only" of another clause says nothing of the alternatives: "regular or short ints")
    assert.equal(verdictAgainst('Long ints are limited only by memory, whereas regular ints are limited by a C long.',
      ['Long ints are limited only by memory, whereas regular or short ints are limited by a C long.']).label, 'supports');
  });
});
