// A claim that is a source's own sentence, copied: its words stand in the span in the same order, with at most a
// few markup leftovers between them ("[#redhat]_", a link label). Such a sentence is the source speaking, whatever
// the modality gate made of it (an opinion, a definition, a join of several names): it is checked as a claim.
import { TextMemo } from './memo';

/** Fewest words a copied sentence needs before its copy says anything (a short phrase recurs by chance). */
export const MIN_QUOTE_WORDS = 8;
/** Span words allowed between the claim's words (markup the draft dropped or never had). */
const MAX_INSERTED = 3;

interface Word { word: string; start: number; end: number }

// a letter/digit run; a figure stays one word ("1,897", "3.30"), an identifier too ("no_std"), and an apostrophe inside a
// word is kept to read contractions
const WORD_RUN = /(?:[\p{L}\p{N}]|(?<=\p{N})[.,](?=\p{N})|(?<=\p{L})['’](?=\p{L})|(?<=[\p{L}\p{N}])_(?=[\p{L}\p{N}]))+/gu;
const COMBINING = /[\u0300-\u036f]/g;
/** Contractions read as their full words, so "doesn't" and "does not" are the same words ("cannot" too). */
const CONTRACTED_NOT = new Map([['can', 'can'], ['won', 'will'], ['shan', 'shall'], ['ain', 'is']]);
const IS_CONTRACTED = new Set(['it', 'that', 'there', 'here', 'what', 'who', 'he', 'she', 'where', 'how']);
const SUFFIXES = new Map([['re', 'are'], ['ve', 'have'], ['ll', 'will'], ['m', 'am']]);

// The same claim and span texts are read again and again: by each judgement of a claim (support, repair, refutation)
// and by each claim that finds the same source sentence. Both memos hold shared values: never mutate them.
const wordMemo = new TextMemo<Word[]>(1024, readQuoteWords);
const rangeMemo = new TextMemo<QuotedRange | null>(1024, () => undefined as never); // filled through peek and remember
const ASCII = /^[\x00-\x7f]*$/;
const FIGURE_SEPARATOR = /(\d)[.,](?=\d)/g;

/**
 * The words of a text, lowercased, accents dropped and contractions expanded, each with the range it was read from.
 * Remembered for recent texts: the list returned is shared and must not be changed.
 */
export function quoteWords(text: string): Word[] {
  return wordMemo.get(text);
}

/** quoteWords without the memo (exported for tests: both must read the same words). */
export function readQuoteWords(text: string): Word[] {
  const out: Word[] = [];
  const push = (word: string, start: number, end: number) => { if (word) out.push({ word, start, end }); };
  for (const m of text.matchAll(WORD_RUN)) {
    const start = m.index!;
    const end = start + m[0].length;
    // ASCII has no accents to drop and no curly apostrophe, and NFKD leaves it as it is
    let w = m[0].toLowerCase();
    if (!ASCII.test(w)) w = w.normalize('NFKD').replace(COMBINING, '');
    if (w.includes('.') || w.includes(',')) w = w.replace(FIGURE_SEPARATOR, '$1');
    if (w.includes('’')) w = w.replace(/’/g, "'");
    if (w === 'cannot') {
      push('can', start, end);
      push('not', start, end);
      continue;
    }
    const apostrophe = w.indexOf("'");
    if (apostrophe < 0) {
      push(w, start, end);
      continue;
    }
    const head = w.slice(0, apostrophe);
    const tail = w.slice(apostrophe + 1);
    if (tail === 't' && head.endsWith('n')) {
      push(CONTRACTED_NOT.get(head) ?? head.slice(0, -1), start, end);
      push('not', start, end);
    } else if (tail === 's' && head === 'let') {
      push('let', start, end);
      push('us', start, end);
    } else if (tail === 's' && IS_CONTRACTED.has(head)) {
      push(head, start, end);
      push('is', start, end);
    } else if (SUFFIXES.has(tail)) {
      push(head, start, end);
      push(SUFFIXES.get(tail)!, start, end);
    } else {
      // a possessive or a name ("author's", "O'Neil"): its parts, as before
      for (const part of w.split("'")) push(part, start, end);
    }
  }
  return out;
}

const NUMBER_WORDS = new Set(['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'twenty', 'thirty',
  'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety', 'hundred', 'thousand', 'million', 'billion', 'dozen', 'half', 'third', 'quarter']);
const isNumber = (w: string) => /^\d/.test(w) || NUMBER_WORDS.has(w);

/**
 * Where the span holds the claim word for word (same words, same order, at most a few span words between them):
 * the range of the span from its first to its last quoted word, or null. Contractions count as their full words.
 * With anyNumber, a figure of the claim may stand where the span has another one: a copy whose numbers were changed.
 */
export interface QuotedRange {
  start: number;
  end: number;
  /** The span's words that matched the claim's, in order (the rest of the range is inserted words). */
  matched: Array<{ start: number; end: number }>;
}

/** Where the span holds the claim word for word (see QuotedRange); remembered for recent pairs, the range is shared. */
export function quotedRange(spanText: string, claimText: string, options: { anyNumber?: boolean; minWords?: number } = {}): QuotedRange | null {
  // the key: both options, the claim's length (so the two texts cannot be split another way), the claim and the span
  const key = `${options.anyNumber === true ? 1 : 0}:${options.minWords ?? MIN_QUOTE_WORDS}:${claimText.length}:${claimText}${spanText}`;
  const known = rangeMemo.peek(key);
  if (known !== undefined) return known;
  const found = findQuotedRange(spanText, claimText, options);
  rangeMemo.remember(key, found);
  return found;
}

/** quotedRange without the memo (exported for tests: both must find the same range). */
export function findQuotedRange(spanText: string, claimText: string, options: { anyNumber?: boolean; minWords?: number } = {}): QuotedRange | null {
  const claim = quoteWords(claimText).map((w) => w.word);
  if (claim.length < (options.minWords ?? MIN_QUOTE_WORDS)) return null;
  const span = quoteWords(spanText);
  const aside = asideOf(spanText, span);
  const same = (a: string, b: string) => a === b || (options.anyNumber === true && isNumber(a) && isNumber(b));
  for (let from = 0; from < span.length; from++) {
    if (!same(span[from]!.word, claim[0]!)) continue;
    let j = from + 1;
    let inserted = 0;
    let i = 1;
    const matched = [{ start: span[from]!.start, end: span[from]!.end }];
    // a bracketed aside the claim leaves out is one inserted piece, however long ("(for example, from ctypes or …)")
    let skippedAside = -1;
    for (; i < claim.length && j < span.length; j++) {
      if (same(span[j]!.word, claim[i]!)) {
        i++;
        matched.push({ start: span[j]!.start, end: span[j]!.end });
      } else if (aside[j]! >= 0 && aside[j] === skippedAside) continue;
      else {
        skippedAside = aside[j]!;
        if (++inserted > MAX_INSERTED) break;
      }
    }
    if (i === claim.length) return { start: span[from]!.start, end: span[j - 1]!.end, matched };
  }
  return null;
}

/** For each word, the offset of the innermost "(" it stands in, or -1 outside brackets. */
function asideOf(text: string, words: readonly Word[]): number[] {
  if (!text.includes('(')) return words.map(() => -1);
  const opens: number[] = [];
  let at = 0;
  // words come in text order: the brackets are read once, up to each word's start
  return words.map((w) => {
    for (; at < w.start; at++) {
      if (text[at] === '(') opens.push(at);
      else if (text[at] === ')') opens.pop();
    }
    return opens.length > 0 ? opens[opens.length - 1]! : -1;
  });
}

/** Does the span hold the claim word for word? (See quotedRange.) */
export function quotesClaim(spanText: string, claimText: string, options: { anyNumber?: boolean } = {}): boolean {
  return quotedRange(spanText, claimText, options) !== null;
}
