import assert from 'node:assert/strict';
import { foldQuery, foldText, literalPattern, matchAll, sourceRange } from '../../src/core/kernel/fold';

const TEXTS = [
  'Plain ASCII text.\r\nWith  CRLF\tand   runs of    spaces.',
  'Cafe\u0301 cr\u00E8me br\u00FBl\u00E9e \u2014 \u201Cquoted\u201D and it\u2019s na\u00EFve.\n\nStra\u00DFe \u{1F600} emoji, soft\u00ADhyphen, \u0130stanbul.',
  '\u00C9TUDE: r\u00E9sum\u00E9 of the \u00C9COLE results \u2013 1,897 questions.',
];

describe('kernel: folded views map back to exact source offsets', () => {
  it('every match slices the source to text that folds back to the query', () => {
    for (const text of TEXTS) {
      const folded = foldText(text);
      const words = foldQuery(text).split(' ');
      for (let i = 0; i < words.length; i++) {
        for (let len = 1; len <= 3 && i + len <= words.length; len++) {
          const query = words.slice(i, i + len).join(' ');
          const matches = matchAll(folded.folded, literalPattern(query, { wordBoundaries: false, prefix: false }));
          assert.ok(matches.length > 0, `"${query}" found in its own text`);
          for (const m of matches) {
            const { start, end } = sourceRange(folded, m.from, m.to);
            assert.ok(start >= 0 && end <= text.length && start < end);
            assert.equal(foldQuery(text.slice(start, end)), query, `slice ${start}-${end} of ${JSON.stringify(text)}`);
          }
        }
      }
    }
  });

  it('folds case, diacritics, dashes, quotes and whitespace; ASCII text keeps its offsets', () => {
    assert.equal(foldQuery('  \u00C9cole  \u201CCR\u00C8ME\u201D\u2014it\u2019s  '), 'ecole "creme"-it\'s');
    const ascii = foldText('A  B\nC');
    assert.equal(ascii.folded, 'a  b\nc');
    assert.equal(ascii.starts, null);
    const accented = foldText('E\u0301t\u00E9');
    assert.equal(accented.folded, 'ete');
    assert.deepEqual(sourceRange(accented, 0, 1), { start: 0, end: 2 }, 'the combining mark travels with its letter');
  });

  it('term patterns respect word boundaries and trailing-* prefixes only', () => {
    const view = foldText('PDFs and a PDF; retrieval, retrieve, preretrieval.').folded;
    const count = (q: string, prefix = false) => matchAll(view, literalPattern(q, { wordBoundaries: true, prefix })).length;
    assert.equal(count('pdf'), 1);
    assert.equal(count('pdf', true), 2);
    assert.equal(count('retriev', true), 2);
    assert.equal(count('retrieval'), 1);
    assert.equal(count('(a|b)+'), 0);
  });
});
