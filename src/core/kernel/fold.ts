// Case-, diacritic-, dash/quote- and whitespace-insensitive view of a text, with a map back to source offsets,
// so literal matches on the folded text become exact `text.slice(start, end)` ranges of the source.
import { escapeRegExp } from '../util/regex';

export interface FoldedText {
  folded: string;
  /**
   * For each folded code unit: the source offset where the character it came from starts / ends.
   * null for ASCII text, whose view is just lower-cased (same offsets; whitespace runs are matched by the pattern).
   */
  starts: Int32Array | null;
  ends: Int32Array | null;
}

const NON_ASCII = /[^\x00-\x7f]/;
const DROPPED = /^[\u00AD\u200B-\u200D\u2060\uFEFF]$/; // soft hyphen, zero-width characters
const MARKS = /\p{M}/gu;
const WHITESPACE = /^\s$/u;
const PUNCTUATION_FOLDS: Record<string, string> = {
  '\u2018': "'", '\u2019': "'", '\u201A': "'", '\u201B': "'", '\u2032': "'",
  '\u201C': '"', '\u201D': '"', '\u201E': '"', '\u201F': '"', '\u2033': '"',
  '\u2010': '-', '\u2011': '-', '\u2012': '-', '\u2013': '-', '\u2014': '-', '\u2015': '-', '\u2212': '-',
};

const foldCache = new Map<number, string>(); // non-ASCII code point → its folded form

function foldCodePoint(cp: number, ch: string): string {
  let f = foldCache.get(cp);
  if (f === undefined) {
    f = PUNCTUATION_FOLDS[ch] ?? (DROPPED.test(ch) ? '' : ch.normalize('NFD').replace(MARKS, '').toLowerCase());
    // Keep the folded text no longer than the source (rare expansions are cut), so offsets stay in bounds.
    if (f.length > ch.length) f = f.slice(0, ch.length);
    if (foldCache.size < 65_536) foldCache.set(cp, f);
  }
  return f;
}

export function foldText(text: string): FoldedText {
  if (!NON_ASCII.test(text)) return { folded: text.toLowerCase(), starts: null, ends: null };
  const length = text.length;
  const codes = new Uint16Array(length);
  const starts = new Int32Array(length);
  const ends = new Int32Array(length);
  let n = 0;
  let inSpace = false;
  for (let i = 0; i < length; ) {
    const code = text.charCodeAt(i);
    if (code < 0x80) {
      if (code === 32 || (code >= 9 && code <= 13)) {
        if (inSpace) ends[n - 1] = i + 1;
        else if (n > 0) {
          codes[n] = 32;
          starts[n] = i;
          ends[n++] = i + 1;
          inSpace = true;
        }
      } else {
        codes[n] = code >= 65 && code <= 90 ? code + 32 : code;
        starts[n] = i;
        ends[n++] = i + 1;
        inSpace = false;
      }
      i++;
      continue;
    }
    const cp = text.codePointAt(i)!;
    const len = cp > 0xffff ? 2 : 1;
    const ch = len === 1 ? text[i]! : text.slice(i, i + 2);
    if (WHITESPACE.test(ch)) {
      if (inSpace) ends[n - 1] = i + len;
      else if (n > 0) {
        codes[n] = 32;
        starts[n] = i;
        ends[n++] = i + len;
        inSpace = true;
      }
    } else {
      const folded = foldCodePoint(cp, ch);
      if (folded === '') {
        // A dropped character (combining mark, soft hyphen) belongs to the character before it.
        if (n > 0 && !inSpace) ends[n - 1] = i + len;
      } else {
        for (let k = 0; k < folded.length; k++) {
          codes[n] = folded.charCodeAt(k);
          starts[n] = i;
          ends[n++] = i + len;
        }
        inSpace = false;
      }
    }
    i += len;
  }
  if (inSpace) n--;
  return { folded: fromCodes(codes, n), starts: starts.subarray(0, n), ends: ends.subarray(0, n) };
}

function fromCodes(codes: Uint16Array, n: number): string {
  const parts: string[] = [];
  for (let i = 0; i < n; i += 8192) parts.push(String.fromCharCode(...codes.subarray(i, Math.min(n, i + 8192))));
  return parts.join('');
}

/** The folded form of a query or heading: whitespace runs collapsed to one space, trimmed. */
export function foldQuery(query: string): string {
  return foldText(query).folded.replace(/\s+/g, ' ').trim();
}

/** Source range of folded [from, to). */
export function sourceRange(f: FoldedText, from: number, to: number): { start: number; end: number } {
  return f.starts && f.ends ? { start: f.starts[from]!, end: f.ends[to - 1]! } : { start: from, end: to };
}

const WORD = /[\p{L}\p{N}]/u;
export function isWordChar(ch: string | undefined): boolean {
  return ch !== undefined && WORD.test(ch);
}

/**
 * A linear-time pattern for a folded literal: its words escaped and joined by \s+ (whitespace-flexible),
 * optionally anchored at word boundaries, or open-ended for a prefix term. Never built from user regex.
 */
export function literalPattern(foldedLiteral: string, opts: { wordBoundaries: boolean; prefix: boolean }): RegExp {
  const body = foldedLiteral.split(/\s+/).filter(Boolean).map(escapeRegExp).join('\\s+');
  const head = opts.wordBoundaries && isWordChar(foldedLiteral[0]) ? '(?<![\\p{L}\\p{N}])' : '';
  const last = foldedLiteral[foldedLiteral.length - 1];
  const tail = opts.prefix ? '[\\p{L}\\p{N}]*' : opts.wordBoundaries && isWordChar(last) ? '(?![\\p{L}\\p{N}])' : '';
  return new RegExp(head + body + tail, 'gu');
}

/** Non-overlapping matches of a pattern in a folded view, as folded [from, to). */
export function matchAll(view: string, pattern: RegExp, limit = Infinity): Array<{ from: number; to: number }> {
  const out: Array<{ from: number; to: number }> = [];
  pattern.lastIndex = 0;
  for (let m = pattern.exec(view); m && out.length < limit; m = pattern.exec(view)) {
    out.push({ from: m.index, to: m.index + m[0].length });
    if (m[0].length === 0) pattern.lastIndex++;
  }
  return out;
}
