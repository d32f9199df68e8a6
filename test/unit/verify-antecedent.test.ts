// A span that points back with a determiner and a head noun ("this macro", "the protocol") stands for the nearest
// mention of that noun in the sentences before it: a claim naming that mention is carried, another is not
// (invented sentences).
import assert from 'node:assert/strict';
import { makeClaim, makeDoc, spanOf } from './verify-fixtures';
import { DEFAULT_THRESHOLDS, verifyClaim } from '../../src/core/verify/index';

function verdictAfter(claimText: string, sentence: string, before: string | undefined) {
  const doc = makeDoc('specs/tracing.md', `${before ?? ''} ${sentence}`.trim());
  const span = { ...spanOf(doc, sentence), context: { title: null, headings: [], ...(before !== undefined ? { before } : {}) } };
  return verifyClaim({ claim: makeClaim(claimText), candidates: [span], thresholds: DEFAULT_THRESHOLDS, scope: { exhausted: false, filesSearched: 1 } }).verdict;
}

describe('verify: what a span points back to', () => {
  const span = 'The exact output printed by this macro is subject to change.';
  const claim = 'The exact output printed by the trace! macro is subject to change.';

  it('carries the name of the nearest mention of the head noun before the span, and says so', () => {
    const v = verdictAfter(claim, span, 'The `trace!(x)` macro returns its argument unchanged. It works in release builds too.');
    assert.equal(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('antecedent_carried:trace'), v.flags.join(', '));
    assert.match(v.reason, /'trace' is what the span's 'this macro' points back to/);
  });

  it('not another name: the claim names a macro the span does not point to', () => {
    const v = verdictAfter('The exact output printed by the dump! macro is subject to change.', span,
      'The `trace!(x)` macro returns its argument unchanged.');
    assert.notEqual(v.label, 'supports', v.reason);
  });

  it('only the nearest mention counts: a macro named earlier is not the one "this macro" points to', () => {
    const v = verdictAfter(claim, span, 'The `trace!(x)` macro returns its argument. The `dump!` macro prints it instead.');
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(!v.flags.some((f) => f.startsWith('antecedent_carried:')), v.flags.join(', '));
  });

  it('nothing before the span, or a claim that puts the name before another noun, carries nothing', () => {
    assert.notEqual(verdictAfter(claim, span, undefined).label, 'supports');
    const elsewhere = verdictAfter('The exact output printed by this macro is subject to trace changes.', span, 'The `trace!(x)` macro returns its argument.');
    assert.notEqual(elsewhere.label, 'supports', elsewhere.reason);
  });

  it('"the protocol" stands for a name only: the Tarn protocol named just before, not the Brim one, not a plain word', () => {
    const sentence = 'Write access can be enabled, but the protocol lacks any authentication.';
    const before = 'The daemon serves repositories over the Tarn protocol.';
    const tarn = verdictAfter('Write access can be enabled, but the Tarn protocol lacks any authentication.', sentence, before);
    assert.equal(tarn.label, 'supports', tarn.reason);
    const brim = verdictAfter('Write access can be enabled, but the Brim protocol lacks any authentication.', sentence, before);
    assert.notEqual(brim.label, 'supports', brim.reason);
    // ("the protocol" may be any protocol said before: "the secure protocol" is not carried by "the protocol")
    const plain = verdictAfter('Write access can be enabled, but the secure protocol lacks any authentication.', sentence,
      'The daemon serves repositories over the secure protocol.');
    assert.notEqual(plain.label, 'supports', plain.reason);
  });

  it('an opening pronoun stands for the subject of the sentence just before the span, never its object', () => {
    const sentence = 'But its implementation will invoke functions in `libnative` directly, rather than going through a trait object.';
    const before = 'In this scheme, the actual API of `libstd` will not change significantly.';
    const libstd = verdictAfter('However, the implementation of libstd will invoke functions in libnative directly rather than going through a trait object.', sentence, before);
    assert.equal(libstd.label, 'supports', libstd.reason);
    assert.ok(libstd.flags.includes('antecedent_carried:libstd'), libstd.flags.join());
    assert.match(libstd.reason, /'libstd' is what the span's 'its' stands for/);
    // (a word read through a pronoun is a reading of the context: counted with the context-carried words, so no
    // calibrated accept rests on it)
    assert.equal(libstd.signals?.contextCarried, 1);
    // (a name the sentence before has only as its object is not what the pronoun stands for)
    const object = verdictAfter('The Tarn program now funds three maintainers.', 'It now funds three maintainers.',
      'The Quell fund started in 2021 and pays for the Tarn program.');
    assert.notEqual(object.label, 'supports', object.reason);
    const subject = verdictAfter('The Tarn program now funds three maintainers.', 'After five years, it now funds three maintainers.',
      'The Tarn program started in 2021.');
    assert.notEqual(subject.label, 'supports', 'the pronoun must open the span');
    const opening = verdictAfter('The Tarn program now funds three maintainers.', 'It now funds three maintainers.', 'The Tarn program started in 2021.');
    assert.equal(opening.label, 'supports', opening.reason);
    // (nor a pronoun where the span has another figure than the claim's: no span about the same thing is made that way)
    const figure = verdictAfter('A C implementation of Tarn is available as patch 492105.', 'It is available as patch 1234.', 'A sample implementation of Tarn was written.');
    assert.ok(!figure.flags.some((f) => f.startsWith('antecedent_carried:')), figure.flags.join());
    assert.notEqual(figure.label, 'contradicts', figure.reason);
    // (nor an "it" that stands for what follows it)
    const extraposed = verdictAfter('For the Tarn program it is possible to fund three maintainers.', 'It is possible to fund three maintainers.', 'The Tarn program started in 2021.');
    assert.notEqual(extraposed.label, 'supports', extraposed.reason);
  });
});
