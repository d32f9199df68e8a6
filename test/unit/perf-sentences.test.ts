import assert from 'node:assert/strict';
import { startsSentence } from '../../src/core/extract/index';

/** startsSentence as it was: regular expressions over the 200 characters before pos. */
function plainStartsSentence(text: string, pos: number): boolean {
  if (pos === 0) return true;
  const before = text.slice(Math.max(0, pos - 200), pos);
  if (/\n[^\S\n]*\n\s*$/.test(before) || (/\n[^\S\n]*$/.test(before) && /^(?:#{1,6}\s|[-*+]\s|\d+[.)]\s|>\s?|\|)/.test(text.slice(pos, pos + 8)))) return true;
  const lastLine = /(?:^|\n)([^\n]*)\n[^\S\n]*$/.exec(before)?.[1];
  if (lastLine !== undefined && /^\s*#{1,6}\s/.test(lastLine)) return true;
  const trimmed = before.trimEnd();
  return trimmed.length === 0 ? pos - before.length === 0 : /[.!?\u2026]["'\u2019\u201d)\]]*$/.test(trimmed) || trimmed.endsWith(':');
}

let seed = 4242;
function rand(): number {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
}
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

const PIECES = [
  'word', 'Word', 'the corpus', '.', '!', '?', '\u2026', '"', "'", '\u2019', '\u201d', ')', ']', ':', ';', ',', '\n', '\n\n', '\r\n', ' ', '  ',
  '\t', '\u2028', '\u00a0', '\u3000', '\ufeff', '\v', '# ', '## Heading', '####### x', '- ', '* ', '+ ', '1. ', '12) ', '> ', '>', '|', '#',
  'x'.repeat(120), ' '.repeat(90), '\n'.repeat(3), 'A.', 'e.g.', '3.5', '(see above).', '"Quoted."',
];

describe('perf: startsSentence without regular expressions over the look-behind', () => {
  it('answers as the regular-expression version at every position of many texts', () => {
    let positions = 0;
    for (let n = 0; n < 1500; n++) {
      const parts: string[] = [];
      for (let k = 1 + Math.floor(rand() * 14); k > 0; k--) parts.push(pick(PIECES));
      const text = parts.join(rand() < 0.5 ? '' : pick([' ', '\n', '']));
      for (let pos = 0; pos <= text.length; pos++) {
        assert.equal(startsSentence(text, pos), plainStartsSentence(text, pos), `${JSON.stringify(text)} at ${pos}`);
        positions++;
      }
    }
    assert.ok(positions > 50_000);
  });
});
