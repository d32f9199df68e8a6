// The reST reader finds inline markup from the first character a match must contain (rstMarkupAt), not by running
// its pattern at every position: it must find exactly the match the pattern finds, or none that could be used.
import assert from 'node:assert/strict';
import { RST_INLINE, parseRst, rstMarkupAt } from '../../src/core/sources/light';
import { seededRandom as rng } from '../../src/core/util/random';


// Pieces the pattern's alternatives are made of, and prose around them.
const PIECES = [
  'word', 'Foo', 'x1', 'a-b', '_', '__', ' ', ' ', '\n', '\t', '\u00a0', '`', '``', '*', '**', ':', ':ref:', '[', ']', ']_', '[#', '[1]_',
  '|', '|sub|', '\\', '<', '>', '<http://x>', '.', ',', '-', '9', 'é', 'link_', 'two words_', '`x <y>`_', ':pep:`8`', '\\*',
];

function randomText(next: () => number): string {
  let s = '';
  const n = 1 + Math.floor(next() * 30);
  for (let i = 0; i < n; i++) s += PIECES[Math.floor(next() * PIECES.length)];
  return s;
}

describe('reST inline markup found from its first markup character', () => {
  it('finds the match the whole pattern finds, or none that ends before the range does', () => {
    const next = rng(7);
    let compared = 0;
    let matched = 0;
    for (let round = 0; round < 20_000; round++) {
      const raw = randomText(next);
      const from = Math.floor(next() * (raw.length + 1));
      const end = from + Math.floor(next() * (raw.length - from + 1));
      RST_INLINE.lastIndex = from;
      const expected = RST_INLINE.exec(raw);
      RST_INLINE.lastIndex = from;
      const got = rstMarkupAt(raw, RST_INLINE, end);
      compared++;
      if (got === null) {
        // none found: the pattern's match, if any, starts at or after `end` or runs past it (copyInline skips both)
        assert.ok(expected === null || expected.index >= end || expected.index + expected[0].length > end, JSON.stringify({ raw, from, end }));
      } else {
        matched++;
        assert.ok(expected !== null, JSON.stringify({ raw, from, end }));
        assert.equal(got.index, expected.index, JSON.stringify({ raw, from, end }));
        assert.equal(got[0], expected[0]);
        assert.deepEqual(got.indices, expected.indices);
      }
    }
    assert.equal(compared, 20_000);
    assert.ok(matched > 5_000, `only ${matched} matches compared`);
  });

  it('keeps the text of roles (a :pep: number read as "PEP 8"), literals, emphasis and references and drops their markup', () => {
    const doc = parseRst('Intro to :pep:`8` and ``code`` with *emphasis* and **strong**, see `the link <http://x>`_ and target_ [1]_.\n');
    assert.equal(doc.plain.trim(), 'Intro to PEP 8 and code with emphasis and strong, see the link and target.');
  });
});
