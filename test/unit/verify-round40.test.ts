// The fortieth round of verification on real writing (invented sentences, each a kind seen on the checks' misses).
import assert from 'node:assert/strict';
import { extractQuantities } from '../../src/core/text/quantities';
import { contrastSidesSwapped } from '../../src/core/verify/contrast-swap';
import { assertNotSupported, assertSupports, labelAgainst } from './verify-fixtures';

describe('verify: the fortieth round — bounds in other words, verbs of several words, framing nouns replaced', () => {
  it('reads a bound written after its figure as part of it ("3 or more", "2.7 or newer", "15+")', () => {
    const [q] = extractQuantities('each quill needs seven or more tarn keys');
    assert.equal(q?.raw, 'seven or more');
    assert.equal(q?.unit, 'key');
    assert.equal(q?.bounded, true);
    assert.deepEqual([q?.approx?.min, q?.approx?.max], [7, Infinity]);
    const [upper] = extractQuantities('at 3.8 or older');
    assert.equal(upper?.approx?.max, 3.8);
    assert.equal(extractQuantities('15+ years')[0]?.raw, '15+');
    // not a bound: "or more than", "between 2 and 16", "C++"
    assert.deepEqual(extractQuantities('3 or more than 4 quills').map((x) => x.raw), ['3', 'more than 4']);
    assert.deepEqual(extractQuantities('between 2 and 16 quills').map((x) => x.raw), ['2', '16']);
  });

  it('carries a bound said in other words, and still tells a different bound', () => {
    assertSupports('Tarn maintainers must keep their quill keys for at least seven years.', 'Tarn maintainers must keep their quill keys for seven or more years.');
    assertSupports('Each quill helper needs at least three lines under the Tarn style.', 'Each quill helper needs a minimum of three lines under the Tarn style.');
    // "over"/"under" are as often prepositions ("averaged over 5 runs"): not read as "more than"/"less than"
    assertNotSupported('The Tarn benchmark was averaged over more than 5 runs.', 'The Tarn benchmark was averaged over 5 runs.');
    assertNotSupported('The quill thread on the Tarn forum received more than 100 replies.', 'The quill thread on the Tarn forum received over 100 replies.');
    assertSupports('The quill module works with Tarn 2.7.1 or newer.', 'The quill module works with Tarn >= 2.7.1.');
    // "15+" is at least 15, not more than 15; "at most" is not "at least"
    assertNotSupported('The Tarn team has spent more than 15 years on quill keys.', 'The Tarn team has spent 15+ years on quill keys.');
    assertNotSupported('Each quill helper needs at most three lines under the Tarn style.', 'Each quill helper needs three or more lines under the Tarn style.');
    // a bound does not say its first figure: "in 2025 or later" is not "in 2025"; "3.1 or newer" is not "3.10 or newer"
    assertNotSupported('The Tarn codec ships in 2025.', 'The Tarn codec ships in 2025 or later.');
    assertNotSupported('The quill module works with Tarn 3.1 or newer.', 'The quill module works with Tarn 3.10 or newer.');
    assertNotSupported('Each quill needs 3 Tarn keys.', 'Each quill needs 3 or more Tarn keys.');
    // a version's every part counts, bound or not
    assertNotSupported('The quill module works with Tarn 2.7.5 or newer.', 'The quill module works with Tarn >= 2.7.1.');
    // "over" after a word of choosing is a preposition, not "more than"
    assertNotSupported('The quill format was preferred more than 3 alternatives by Tarn users.', 'The quill format was preferred over 3 alternatives by Tarn users.');
  });

  it('carries no claim verb by a span\'s verb of several words, whose denial a word match would read through', () => {
    assertNotSupported('Only those on the Tarn voter roll participated in the quill vote.', 'Only those on the Tarn voter roll did not take part in the quill vote.');
  });

  it('does not leave out a framing noun the claim uses as a thing of its own where the span has another word', () => {
    const v = assertNotSupported('Tarn maintainers rejected the study in 2021.', 'Tarn maintainers rejected the proposal in 2021.');
    assert.ok(v.flags?.includes('word_substituted:study/proposal'), v.reason);
    assertNotSupported('The Tarn crates participated in the annual survey.', 'The Tarn crates participated in the annual benchmark.');
    // a frame still left out: the study that reports, or one framing noun for another
    assertSupports('A study found that quill caches halve Tarn build times.', 'Quill caches halve Tarn build times.');
    assertSupports('The Tarn paper found that quill caches halve build times.', 'The Tarn study found that quill caches halve build times.');
    assert.equal(labelAgainst('Tarn maintainers rejected the study in 2021.', 'Tarn maintainers rejected the study in 2021.').label, 'supports');
    // a light framing noun is still left out: "as a result" for "this means", "does its work" for "acts"
    assertSupports('As a result, the Tarn loader cannot check quill manifests, because that code contains such optimizations.',
      'This means that the Tarn loader cannot check quill manifests, since that code contains such optimizations.');
    assertSupports('The Tarn cell does its work behind a quill reference.', 'The Tarn cell acts behind a quill reference.');
  });

  it('reads the two sides of a contrast: what is affirmed and what is set aside must not trade places', () => {
    const span = 'It could be confusing that `Tarn::check(..)` refers to a quill and not the `()` type that results from await.';
    const v = assertNotSupported('It could be confusing that Tarn::check(..) refers to the () type that results from await and not to the quill.',
      span.replace(/`/g, ''));
    assert.ok(v.flags?.some((f) => f.startsWith('sides_swapped:') || f.startsWith('kept_and_excluded_traded:')), v.reason);
    assert.deepEqual(contrastSidesSwapped('The Tarn loader reads quill manifests rather than lock files.', 'The Tarn loader reads lock files, not quill manifests.'),
      { affirmed: 'manifests', denied: 'files' });
    assert.deepEqual(contrastSidesSwapped('The Tarn loader reads not quill manifests but lock files.', 'The Tarn loader reads quill manifests and not lock files.'),
      { affirmed: 'lock', denied: 'quill' });
    // the same sides, in other words of contrast, are no trade
    assert.equal(contrastSidesSwapped('The Tarn loader reads quill manifests rather than lock files.', 'The Tarn loader reads quill manifests, not lock files.'), undefined);
    assertSupports('It could be confusing that Tarn::check(..) refers to a quill and not to the () type that results from await.', span);
    // a second contrast of the span that says it the claim's way round answers the claim's: no trade across two contrasts
    assertSupports('The Tarn digest size is measured in bytes rather than bits; a quill digest, for example, is a 128-bit value, not a 16-byte one.',
      'The Tarn digest size is measured in bytes, not bits; a quill digest is a 128-bit value and not a 16-byte one, for example.');
  });

  it('reads "the number of X is N" as a count of X', () => {
    assertSupports('The number of top-level Tarn teams must be between 4 and 9.', 'There must be between 4 and 9 top-level Tarn teams.');
    assertNotSupported('The number of top-level Tarn teams must be between 4 and 9.', 'There must be between 4 and 9 top-level Tarn working groups.');
    assertNotSupported('The number of top-level Tarn teams must be between 4 and 9.', 'There must be between 5 and 9 top-level Tarn teams.');
  });

  it('does not read a span word that stands in another claim word\'s very place as an opposite', () => {
    const v = labelAgainst('The Tarn freeze runs in September, beginning on September 1 and finishing by October 1.',
      'The Tarn freeze runs during September, starting September 1 and ending by October 1.');
    assert.notEqual(v.label, 'contradicts', v.reason);
    assert.ok(!(v.flags ?? []).some((f) => f.startsWith('antonym:')), v.reason);
    // the opposite in the claim word's own place is still one
    assert.equal(labelAgainst('The Tarn freeze ends on September 1.', 'The Tarn freeze begins on September 1.').label, 'contradicts');
  });
});
