// The last gate of a repair: a single clean sentence of prose a writer can paste into the draft. A rewrite
// built from a source's words may still carry what the source was written in (a table's pipes or `</td>`,
// link or role syntax, an entity, a line break); such a rewrite is never offered.
import { splitSentences } from '../text/index';

/** Characters and sequences that are markup in some source format, never prose. */
const MARKUP: ReadonlyArray<readonly [RegExp, string]> = [
  [/[\r\n\t\f\v\u2028\u2029]/, 'a line break'],
  [/<\/?[A-Za-z!?][^>]*>|[<>]/, 'an HTML tag or angle bracket'],
  [/!?\[[^\]]*\]\s*[([]|\[\^|[[\]]/, 'link, footnote or bracket syntax'],
  [/[`|{}\\^]|~(?!\d)|\$(?!\d)/, 'code, table, TeX or template syntax'],
  [/\*|(^|[^\p{L}\p{N}])_|_($|[^\p{L}\p{N}])/u, 'emphasis'],
  [/&(?:[a-z]+|#\d+|#x[0-9a-f]+);/i, 'an HTML entity'],
  [/\b[a-z][a-z0-9+.-]*:\/\/|\bwww\./i, 'a URL'],
  [/::|(^|\s):[a-z]+:|(^|\s)\.\.\s|(^|\s)#+\s/, 'reST or Markdown directive syntax'],
  [/\s{2}/, 'a run of spaces'],
];

const OPENERS: Record<string, string> = { '(': ')', '\u201c': '\u201d', '\u2018': '\u2019' };

/** Brackets and quotes open and close in order; straight double quotes come in pairs. */
function balanced(text: string): boolean {
  const stack: string[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (OPENERS[ch]) stack.push(OPENERS[ch]!);
    else if (ch === ')' || ch === '\u201d') {
      if (stack.pop() !== ch) return false;
    } else if (ch === '\u2019') {
      // an apostrophe ("Warrant’s") unless it closes an open single quote
      if (stack[stack.length - 1] === '\u2019') stack.pop();
    }
  }
  return stack.length === 0 && (text.match(/"/g)?.length ?? 0) % 2 === 0;
}

/** The sentence-final punctuation of a sentence ("." for "… spans."), or '' when it has none. */
export function endPunctuation(text: string): string {
  return /([.!?])["'\u201d\u2019)]*\s*$/.exec(text)?.[1] ?? '';
}

/** Spaces collapsed (a line break read as one), no space before punctuation, the claim's end punctuation. */
export function tidySentence(text: string, end: string): string {
  const words = text.replace(/\s+/g, ' ').replace(/\s+([.,;:!?])/g, '$1').trim().replace(/[.!?]+$/, '');
  return words + end;
}

/**
 * Why `text` is not one clean sentence of prose ending like the claim (`end`: its end punctuation), or
 * null when it is one.
 */
export function uncleanReason(text: string, end: string): string | null {
  for (const [pattern, what] of MARKUP) if (pattern.test(text)) return `contains ${what}`;
  if (!balanced(text)) return 'unbalanced brackets or quotes';
  if (!/^["\u201c(]?[\p{Lu}\p{N}]/u.test(text)) return 'does not begin a sentence';
  if (endPunctuation(text) !== end || (end === '' && /[,;:]$/.test(text))) return `does not end with the claim's ${end ? `"${end}"` : 'ending'}`;
  if (splitSentences(text).length !== 1) return 'is not one sentence';
  return null;
}
