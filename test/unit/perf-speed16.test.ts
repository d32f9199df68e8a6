// The sixteenth speed pass (the cold index build) rewrote a few hot loops of indexing and of writing the persisted
// index. What they compute must not change: each is compared here with the code before the pass (kept as it was,
// in the code or under fixtures-speed16/) on varied inputs.
import assert from 'node:assert/strict';
import { DiscoveryIndex } from '../../src/core/discovery';
import { seededRandom as rng } from '../../src/core/util/random';

const WORDS = ['index', 'indexes', 'indexing', 'build', 'builds', 'the', 'a', 'of', 'cold', 'warm', 'Rust', 'RFC', 'PEP',
  'two', 'Twice', 'tenth', 'hundredfold', 'stem', 'stemming', 'café', 'naïve', 'Straße', 'ſtop', 'x', 'GPT-4', 'index-based',
  'COVID-19', '50%', '1,897', '3.14', 'don\'t', 'it\'s', 'über', 'KELVIN', 'K', 'ab', 'zz', 'qqqqqqqq', 'Ω', '日本語'];

/** A text of sentences drawn from WORDS (and random letter runs), seeded. */
function randomText(random: () => number, sentences: number): string {
  const out: string[] = [];
  for (let s = 0; s < sentences; s++) {
    const words: string[] = [];
    const n = 3 + Math.floor(random() * 14);
    for (let w = 0; w < n; w++) {
      if (random() < 0.25) {
        let word = '';
        const len = 1 + Math.floor(random() * 12);
        for (let k = 0; k < len; k++) word += String.fromCharCode((random() < 0.2 ? 65 : 97) + Math.floor(random() * 26));
        words.push(word);
      } else words.push(WORDS[Math.floor(random() * WORDS.length)]!);
    }
    out.push(`${words.join(random() < 0.1 ? ' - ' : ' ')}.`);
  }
  return out.join(random() < 0.5 ? ' ' : '\n\n');
}

function indexOf(seed: number, docs: number): { index: DiscoveryIndex; paths: string[] } {
  const random = rng(seed);
  const index = new DiscoveryIndex();
  const paths: string[] = [];
  for (let d = 0; d < docs; d++) {
    const absPath = `/corpus/doc-${d}.txt`;
    index.addDocument({ absPath, relPath: `doc-${d}.txt`, text: randomText(random, 1 + Math.floor(random() * 30)), sourceHash: `h${seed}-${d}` });
    paths.push(absPath);
  }
  // a document replaced and one removed: term ids no longer in order of the documents left
  if (docs > 2) {
    index.addDocument({ absPath: paths[0]!, relPath: 'doc-0.txt', text: randomText(random, 12), sourceHash: `h${seed}-again` });
    index.removeDocument(paths[1]!);
  }
  return { index, paths };
}

describe('speed pass 16: the persisted index numbers and writes terms as before', () => {
  it('numberTermsOf and exportNumberedInto give the vocabulary and records of forEachTermOf and exportPostingsInto with a map', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const { index, paths } = indexOf(seed, 1 + (seed % 9));
      // before: a map from term id to number, filled through forEachTermOf, read through a renumber function
      const vocabBefore: string[] = [];
      const numbers = new Map<number, number>();
      const visit = (termId: number): void => {
        if (numbers.has(termId)) return;
        numbers.set(termId, vocabBefore.length);
        vocabBefore.push(index.termOf(termId));
      };
      const vocabAfter: string[] = [];
      const numberOf = new Int32Array(index.termCount).fill(-1);
      for (const absPath of paths) {
        index.forEachTermOf(absPath, visit);
        index.numberTermsOf(absPath, numberOf, vocabAfter);
      }
      assert.deepEqual(vocabAfter, vocabBefore, `seed ${seed}`);
      for (const absPath of paths) {
        const shape = index.postingsShape(absPath);
        if (!shape) continue;
        const before = { bounds: new Int32Array(2 * shape.unitCount), records: new Int32Array(shape.recordInts) };
        const after = { bounds: new Int32Array(2 * shape.unitCount).fill(-7), records: new Int32Array(shape.recordInts).fill(-7) };
        index.exportPostingsInto(absPath, before.bounds, before.records, (termId) => numbers.get(termId)!);
        index.exportNumberedInto(absPath, after.bounds, after.records, numberOf);
        assert.deepEqual(after, before, `seed ${seed} ${absPath}`);
      }
    }
  });
});
