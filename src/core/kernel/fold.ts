// Case-, diacritic-, dash/quote- and whitespace-insensitive view of a text, with a map back to source offsets,
// so literal matches on the folded text become exact `text.slice(start, end)` ranges of the source.

export interface FoldedText {
  folded: string;
  /** For each folded code unit: the source offset where the character it came from starts / ends. */
  starts: Int32Array;
  ends: Int32Array;
}

const DROPPED = /^[\u00AD\u200B-\u200D\u2060\uFEFF]$/; // soft hyphen, zero-width characters
const MARKS = /\p{M}/gu;
const WHITESPACE = /^\s$/u;
const PUNCTUATION_FOLDS: Record<string, string> = {
  '\u2018': "'", '\u2019': "'", '\u201A': "'", '\u201B': "'", '\u2032': "'",
  '\u201C': '"', '\u201D': '"', '\u201E': '"', '\u201F': '"', '\u2033': '"',
  '\u2010': '-', '\u2011': '-', '\u2012': '-', '\u2013': '-', '\u2014': '-', '\u2015': '-', '\u2212': '-',
};

export function foldText(text: string): FoldedText {
  const out: string[] = [];
  const starts = new Int32Array(text.length + 1);
  const ends = new Int32Array(text.length + 1);
  let n = 0;
  let inSpace = false;
  const push = (ch: string, start: number, end: number) => {
    for (const unit of ch.split('')) {
      out.push(unit);
      starts[n] = start;
      ends[n] = end;
      n++;
    }
  };
  for (let i = 0; i < text.length; ) {
    const code = text.charCodeAt(i);
    if (code < 0x80) {
      if (code === 32 || (code >= 9 && code <= 13)) {
        if (inSpace) ends[n - 1] = i + 1;
        else if (n > 0) {
          push(' ', i, i + 1);
          inSpace = true;
        }
      } else {
        push(code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : text[i]!, i, i + 1);
        inSpace = false;
      }
      i++;
      continue;
    }
    const cp = text.codePointAt(i)!;
    const len = cp > 0xffff ? 2 : 1;
    const ch = text.slice(i, i + len);
    if (WHITESPACE.test(ch)) {
      if (inSpace) ends[n - 1] = i + len;
      else if (n > 0) {
        push(' ', i, i + len);
        inSpace = true;
      }
    } else {
      const folded = PUNCTUATION_FOLDS[ch] ?? (DROPPED.test(ch) ? '' : ch.normalize('NFD').replace(MARKS, '').toLowerCase());
      // A dropped character (combining mark, soft hyphen) belongs to the character before it.
      if (folded === '') {
        if (n > 0 && !inSpace) ends[n - 1] = i + len;
      } else {
        // Expansions longer than the source (rare: "İ" → "i̇" is stripped back to one unit) stay in bounds.
        push(folded.length > len ? folded.slice(0, len) : folded, i, i + len);
        inSpace = false;
      }
    }
    i += len;
  }
  if (inSpace) {
    n--;
    out.pop();
  }
  return { folded: out.join(''), starts: starts.subarray(0, n), ends: ends.subarray(0, n) };
}

/** The folded form of a query (what the kernel searches for). */
export function foldQuery(query: string): string {
  return foldText(query).folded;
}

/** Source range of folded [from, to). */
export function sourceRange(f: FoldedText, from: number, to: number): { start: number; end: number } {
  return { start: f.starts[from]!, end: f.ends[to - 1]! };
}

const WORD = /[\p{L}\p{N}]/u;
export function isWordChar(ch: string | undefined): boolean {
  return ch !== undefined && WORD.test(ch);
}
