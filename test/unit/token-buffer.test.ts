// The tokenizer's typed-array scan (TokenBuffer, used when indexing) finds exactly the tokens the callback scan
// finds, and content terms do not depend on which scan or nesting made them.
import assert from 'node:assert/strict';
import { contentTerms, forEachContentTerm, scanContentTerms } from '../../src/core/text';
import { TokenBuffer, buildTokens, scanTokens, tokensOfBuffer } from '../../src/core/text/tokenize';
import { seededRandom as rng } from '../../src/core/util/random';


const PIECES = ['word', 'Twice', 'TWO', 'tenth', 'ninefold', 'dozen', 'twoo', 'Thé', 'ﬁve', '1,897', '3.5', '150M', '2x', '12abc4', '3×', '1990s',
  "don't", 'author’s', '-', '‑', '—', ' ', '\n', '\t', '.', ',', '(', ')', '%', '€', '😀', 'é', 'Ⅻ', '٣', 'index-based', 'GPT-4', 'COVID-19', '50 percent'];

describe('token buffer scan', () => {
  it('gives the tokens scanTokens gives, and those of the range tokenised alone, on random texts and ranges', () => {
    const next = rng(11);
    const buffer = new TokenBuffer();
    for (let round = 0; round < 2_000; round++) {
      let text = '';
      const n = Math.floor(next() * 400); // past the buffer's first size, so it grows
      for (let i = 0; i < n; i++) text += PIECES[Math.floor(next() * PIECES.length)];
      const from = Math.floor(next() * (text.length + 1));
      const to = from + Math.floor(next() * (text.length - from + 1));
      const expected: number[] = [];
      scanTokens(text, from, to, (kind, start, end) => expected.push(kind, start, end));
      buffer.scan(text, from, to);
      const got: number[] = [];
      for (let i = 0; i < buffer.count; i++) got.push(buffer.kinds[i]!, buffer.starts[i]!, buffer.ends[i]!);
      assert.deepEqual(got, expected, JSON.stringify({ text, from, to }));
      // the quantity reader's tokens of the range: as tokenising its text alone gives them
      assert.deepEqual(tokensOfBuffer(text, from, buffer), buildTokens(text.slice(from, to), false));
    }
  });

  it('reads number words in any case as quantities, and near misses as words', () => {
    assert.deepEqual(contentTerms('It ran Twice and TWICE, then ninefold.'), ['ran', '2x', '9x']);
    assert.ok(contentTerms('twoo tenths').every((t) => t !== '2' && t !== '10'));
    assert.deepEqual(contentTerms('Ten cats, ten Dogs'), contentTerms('10 cats, 10 dogs'));
  });

  it('gives the same terms when a callback scans another text', () => {
    const text = 'Retrieval at 53.6% accuracy, twice the baseline; index-based search of 1,897 studies.';
    const flat: string[] = [];
    forEachContentTerm(text, 0, text.length, (term) => flat.push(term));
    const nested: string[] = [];
    scanContentTerms(text, 0, text.length, (start, end) => {
      contentTerms('an inner text with 3 words and twice as many'); // reuses no buffer of the outer scan
      nested.push(text.slice(start, end));
    }, (term) => nested.push(term));
    const words: string[] = [];
    scanContentTerms(text, 0, text.length, (start, end) => words.push(text.slice(start, end)), (term) => words.push(term));
    assert.deepEqual(nested, words);
    assert.ok(flat.includes('2x') && flat.includes('1897') && flat.includes('indexbas'));
  });
});
