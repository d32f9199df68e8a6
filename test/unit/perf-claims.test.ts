import assert from 'node:assert/strict';
import { extractProse } from '../../src/core/claims/markdown';

let seed = 2718;
function rand(): number {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
}
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

/** Plain prose lines (parsed through placeholders) and lines of every construct that could change their reading. */
const PROSE = ['GrepSeek cuts latency by 42 percent.', 'Vienna has 1.9 million inhabitants', 'it may help readers.', 'Zürich café 12 km', '2020 was a year'];
const OTHER = [
  '1. item', '2) item', '- item', '* item', '> quoted', '>', '```', '~~~', '    indented code', '  two spaces', '\tTabbed', '<pre>', '</pre>',
  '<div>', '<!--', '-->', '<!-- warrant', '<!-- warrant: opinion --> Shielded line.', '<?php', '?>', '<!DOCTYPE html>', '<![CDATA[', ']]>',
  '===', '---', '| a | b |', '|---|---|', '# Heading', '[^1]: papers/a.txt', '    footnote text', '[ref]:', '  papers/b.txt', 'See [ref] here[^1].',
  'Trailing spaces  ', 'Backslash\\', 'www.example.com site', 'a@b.co mail', 'https://example.com', '\u00a0NBSP', 'ZWSP\u200bline', 'x', '1.',
];

describe('perf: plain paragraphs parsed through placeholders', () => {
  it('yield the prose of the draft parsed as written', () => {
    let plainParagraphs = 0;
    for (let n = 0; n < 1000; n++) {
      const lines: string[] = [];
      for (let k = 2 + Math.floor(rand() * (n % 50 === 0 ? 900 : 25)); k > 0; k--) {
        const x = rand();
        lines.push(x < 0.3 ? '' : x < 0.6 ? pick(PROSE) : pick(OTHER));
      }
      const draft = lines.join(pick(['\n', '\n', '\r\n', '\r']));
      const fast = extractProse(draft, { checkHeadings: true });
      assert.deepEqual(fast, extractProse(draft, { checkHeadings: true, parseAsWritten: true }), JSON.stringify(draft));
      plainParagraphs += fast.blocks.filter((b) => b.plain.split(/\r\n|\r|\n/).every((line) => PROSE.includes(line))).length;
    }
    assert.ok(plainParagraphs > 800);
  });
});
