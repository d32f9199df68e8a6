import assert from 'node:assert/strict';
import { modalPairCount } from '../../src/core/verify/analysis';
import { kindPatterns } from '../../src/core/verify/self-reference';
import { notSaidThereRemembered, notSaidThereUnmemoised } from '../../src/core/verify/index';
import { setWordNetLoader, wordNet, wordNetGeneration } from '../../src/core/lexicon/index';
import { escapeRegExp } from '../../src/core/util/regex';
import { fixtureJson } from './lexicon-fixture';

// The fifteenth speed pass (the verifier in a warm run) reads the same answers a cheaper way: a regex kept per pattern,
// an ASCII regex on ASCII text, a memo of notSaidThere. Each must give what the plain computation gives.

let seed = 15;
const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;

/** droppedHedge's pair count as it was written before this pass: a new `iu` regex each time. */
const plainPairCount = (text: string, modal: string, word: string) =>
  text.match(new RegExp(`\\b${escapeRegExp(modal)}[^\\p{L}\\p{N}]+${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'giu'))?.length ?? 0;

describe('fifteenth speed pass: fast paths equal the plain computation', () => {
  it('modalPairCount counts what a new iu regex counts, on ASCII and other text, also after its regexes are forgotten', () => {
    const modals = ['can', 'could', 'may', 'might', 'must', 'should', 'ought', 'would', 'will', 'shall', 'Can', 'WOULD'];
    // letters that fold to ASCII under the iu flags only (long s, Kelvin sign), accents, digits, underscores, regex metacharacters
    const words = ['be', 'run', 'Run', 'RUN', 'ſet', 'set', 'K', 'k', 'kelvin', 'Kelvin', 'café', 'cafe', 'x2', '2x', 'a_b', 'c++', 'a.b', '(x)', 'naïve', 'über', 'Σ', 'σ', 'ς'];
    const joins = [' ', '  ', ', ', ' - ', '\u00a0', '—', '_', '', '\n', ' (', '’', "'"];
    const texts = [
      'It can be run twice; it can be run again, and CAN BE RUN.',
      'The tool would set the flag; it would ſet the flag; it would Set it.',
      'A reading in \u212a: it may Kelvin or it may kelvin.',
      'You should café, you should cafe, should  cafe.',
      '', 'can', 'can be', 'can_be can-be can2be can be2',
    ];
    for (let i = 0; i < 1500; i++) {
      const n = 1 + Math.floor(next() * 8);
      const parts: string[] = [];
      for (let k = 0; k < n; k++) parts.push(next() < 0.5 ? pick(modals) : pick(words), pick(joins));
      texts.push(parts.join(''));
    }
    let checked = 0;
    for (let round = 0; round < 2; round++) {
      for (const text of texts) {
        const modal = pick(modals).toLowerCase();
        const word = pick(words);
        assert.equal(modalPairCount(text, modal, word), plainPairCount(text, modal, word), `${JSON.stringify(text)} ${modal} ${word}`);
        checked++;
      }
    }
    // more distinct patterns than the memo keeps (256): the first ones are built again, and count the same
    for (let i = 0; i < 600; i++) assert.equal(modalPairCount(`it can w${i} now`, 'can', `w${i}`), 1);
    for (const text of texts.slice(0, 200)) assert.equal(modalPairCount(text, 'can', 'be'), plainPairCount(text, 'can', 'be'), text);
    assert.ok(checked > 3000);
    // not vacuous: both kinds of text met, and counts above one
    assert.ok(texts.some((t) => /[^\x00-\x7f]/.test(t) && plainPairCount(t, 'would', 'ſet') > 0));
    assert.equal(modalPairCount('It can be run twice; it can be run again, and CAN BE RUN.', 'can', 'be'), 3);
    assert.equal(modalPairCount('it would ſet it', 'would', 'set'), 1); // the long s folds to "s" under iu: the unicode regex
    assert.equal(modalPairCount('it would set it', 'would', 'ſet'), 1);
    assert.equal(modalPairCount('it may \u212a', 'may', 'k'), 1);
  });

  it('kindPatterns: the kept and ASCII regexes find what new ones find, and keep no state between calls', () => {
    const kinds = ['pep', 'rfc', 'proposal', 'document', 'specification', 'spec', 'readme', 'crate', 'thesis'];
    const claims = [
      'The private-fields RFC proposes adding a new syntax.',
      'The new RFC and the old RFC disagree.',
      'A tiny proposal changes the grammar; the assignment-expressions proposal was accepted.',
      'The ſpec and the spec, the \u212aelvin-scale spec, the café spec.',
      'PEP 572: the walrus PEP adds assignment expressions. From the text of PEP 690: lazy imports.',
      'See RFC #326 and RFC-0326, the THE Big Crate, an old thesis.',
      '', 'the', 'the pep', 'the  a  b  c pep', 'a b-c d-e PEP.',
    ];
    for (let i = 0; i < 400; i++) {
      const words = ['the', 'a', 'an', 'The', 'new', 'old', 'private-fields', 'ſmall', 'café', 'x2', '-', pick(kinds), pick(kinds).toUpperCase(), 'PEP 8', 'RFC 42:', ':', '.'];
      claims.push(Array.from({ length: 2 + Math.floor(next() * 9) }, () => pick(words)).join(next() < 0.8 ? ' ' : '  '));
    }
    for (const kind of kinds) {
      const plainDescribed = new RegExp(`\\b(?:the|a|an)\\s+((?:[\\p{L}\\p{N}][\\p{L}\\p{N}-]*\\s+){0,2}[\\p{L}\\p{N}][\\p{L}\\p{N}-]*)\\s+${kind}\\b`, 'iu');
      const plainIntroduced = new RegExp(`\\b${kind}[\\s#-]*(\\d+)\\b[^.!?:]*:(?:\\s|$)`, 'giu');
      for (let round = 0; round < 2; round++) {
        for (const claim of claims) {
          const patterns = kindPatterns(kind);
          const chosen = /[^\x00-\x7f]/.test(claim) ? patterns.described : patterns.describedAscii;
          const a = chosen.exec(claim);
          const b = plainDescribed.exec(claim);
          assert.deepEqual(a && { m: [...a], index: a.index }, b && { m: [...b], index: b.index }, `${kind}: ${claim}`);
          assert.deepEqual([...claim.matchAll(patterns.introduced)].map((m) => [m.index, ...m]), [...claim.matchAll(plainIntroduced)].map((m) => [m.index, ...m]));
          assert.equal(patterns.introduced.lastIndex, 0);
          assert.equal(chosen.lastIndex, 0);
        }
      }
    }
    assert.ok(claims.some((c) => kindPatterns('rfc').describedAscii.exec(c) !== null));
    // more kinds than are kept: patterns are made again and are the same
    for (let i = 0; i < 100; i++) assert.equal(kindPatterns(`kind${i}`).describedAscii.exec(`the big kind${i}`)?.[1], 'big');
    assert.equal(kindPatterns('pep').describedAscii.exec('the walrus PEP')?.[1], 'walrus');
  });

  it('notSaidThere remembered gives the unmemoised answer, in any order, after eviction and after WordNet is swapped', function () {
    this.timeout(240_000); // the real WordNet index, and over a thousand texts tagged
    setWordNetLoader(undefined);
    wordNet();
    const pairs: Array<[string, string]> = [
      ['The default will be consulted.', 'The default loader of Orbix consults a settings file called ORBIXRC.'],
      ['The header will be silently dropped.', 'If the user meant the header to be a macro, silently dropping the unknown field is not right.'],
      ['The Orbix scheduler starts the workers.', 'Only jobs that start the workers reach the Orbix scheduler.'],
      ['Heat stress in the Orbix reefs causes bleaching.', 'Bleaching is caused by heat stress in the Orbix reefs.'],
      ['Orbix header values must be byte strings.', 'A gateway should provide as many Orbix headers as are applicable, each with a text key and a byte string for its value.'],
      ['The Orbix cache is small.', 'Because the Orbix cache is small and fast, lookups are cheap.'],
      ['The Orbix relays restart nightly.', 'The Orbix relays, if any, restart nightly.'],
      ['Skipping members this way is a feature.', 'Skipping members this way is a feature of the Orbix loader.'],
      ['The merge request is reviewed by two people.', 'A Github Pull Request is reviewed by two people, and the merge happens later.'],
      ['The Orbix build is on its own.', 'The Orbix build is the same on every platform.'],
      ['All other fields are ignored.', 'Fields other than these are ignored, except those the context names.'],
      ['The value is copied.', '`--force`: the value is copied.'],
      ['If the tag is in the list, then it will be installed.', 'The tags in the list are used by installers to decide what will be installed.'],
      ['When the disk is full, the Orbix writer stops.', 'The Orbix writer stops once the disk is full.'],
    ];
    // every claim against every span, as a whole claim and as a part of one (the condition check reads whole claims only)
    const triples: Array<[string, string, string, boolean]> = [];
    for (const [c, s] of pairs) for (const [, s2] of pairs) triples.push([c, s2, s2, true], [c, s2, s2, false], [c, s, `* ${s}`, true]);
    const plain = triples.map(([c, s, r, w]) => notSaidThereUnmemoised(c, s, r, w));
    assert.ok(triples.some(([c, s, r], i) => plain[i] !== notSaidThereUnmemoised(c, s, r, !triples[i]![3]))); // the flag matters somewhere
    assert.ok(plain.some((x) => x !== undefined) && plain.some((x) => x === undefined)); // not vacuous
    // first calls, then again in reverse order (remembered), each equal to the plain answer
    triples.forEach(([c, s, r, w], i) => assert.deepEqual(notSaidThereRemembered(c, s, r, w), plain[i], c));
    [...triples.keys()].reverse().forEach((i) => assert.deepEqual(notSaidThereRemembered(...triples[i]!), plain[i], triples[i]![0]));
    // texts whose concatenations coincide are different keys
    assert.deepEqual(notSaidThereRemembered('The default will be', ' consulted.The default', 'x', true), notSaidThereUnmemoised('The default will be', ' consulted.The default', 'x', true));
    assert.deepEqual(notSaidThereRemembered('The default will be consulted.', 'The default', 'x', true), notSaidThereUnmemoised('The default will be consulted.', 'The default', 'x', true));
    // more distinct triples than the memo keeps (2 × 512): the first ones are computed again, and the same
    for (let i = 0; i < 1100; i++) notSaidThereRemembered(`Orbix ${i} starts.`, `Orbix ${i} starts now.`, '', i % 2 === 0);
    triples.forEach(([c, s, r, w], i) => assert.deepEqual(notSaidThereRemembered(c, s, r, w), plain[i], c));
    // another WordNet: a new generation, so nothing remembered from the real one is given
    const before = wordNetGeneration();
    setWordNetLoader(fixtureJson);
    try {
      assert.notEqual(wordNetGeneration(), before);
      const fixturePlain = triples.map(([c, s, r, w]) => notSaidThereUnmemoised(c, s, r, w));
      triples.forEach(([c, s, r, w], i) => assert.deepEqual(notSaidThereRemembered(c, s, r, w), fixturePlain[i], c));
    } finally {
      setWordNetLoader(undefined);
    }
    triples.forEach(([c, s, r, w], i) => assert.deepEqual(notSaidThereRemembered(c, s, r, w), plain[i], c));
  });
});
