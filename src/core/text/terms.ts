// Content terms: the stems a claim and a source sentence are compared on (and indexed by).
import { isHyphen, normalizeWord } from './normalize';
import { CARDINAL_WORDS, MULTIPLIER_WORDS, ORDINAL_WORDS, extractQuantities, quantityTerm } from './quantities';
import { stem } from './stem';
import { STOPWORDS } from './stopwords';
import { KIND_NUMBER, KIND_WORD, scanTokens } from './tokenize';

const MAX_NUMBER_WORD = 11; // "hundredfold"
/** Longer "words" (hashes, base64, minified code) are no content terms. */
export const MAX_TERM_LENGTH = 64;

function mayStartQuantity(text: string, start: number, end: number): boolean {
  if (end - start < 3 || end - start > MAX_NUMBER_WORD) return false;
  const c = text.charCodeAt(start) | 32; // number words start with d e f h n o s t z
  if (c !== 100 && c !== 101 && c !== 102 && c !== 104 && c !== 110 && c !== 111 && c !== 115 && c !== 116 && c !== 122) return false;
  const norm = text.slice(start, end).toLowerCase();
  return CARDINAL_WORDS.has(norm) || MULTIPLIER_WORDS.has(norm) || ORDINAL_WORDS.has(norm);
}

// Token buffers reused across calls (the scan is synchronous and never re-entered).
let kinds = new Uint8Array(256);
let starts = new Int32Array(256);
let ends = new Int32Array(256);

function growBuffers(): void {
  const size = kinds.length * 2;
  const k = new Uint8Array(size); k.set(kinds); kinds = k;
  const s = new Int32Array(size); s.set(starts); starts = s;
  const e = new Int32Array(size); e.set(ends); ends = e;
}

/**
 * The content terms of text[from, to) in text order, duplicates included. Word tokens of 2–64 characters go to
 * onWord as ranges, for the caller to normalise, drop if a stopword, and stem (wordTerm() does all three);
 * everything else goes to onTerm as a final term: one canonical term per quantity ("1,897"→"1897",
 * "50 percent"→"50%", "twice"→"2x"), and after the parts of a hyphenated compound its joined stem
 * ("index-based" → "index", "base", "indexbas").
 */
export function scanContentTerms(
  text: string, from: number, to: number,
  onWord: (start: number, end: number) => void,
  onTerm: (term: string, start: number, end: number) => void,
): void {
  let count = 0;
  let hasQuantity = false;
  scanTokens(text, from, to, (kind, start, end) => {
    if (count === kinds.length) growBuffers();
    kinds[count] = kind;
    starts[count] = start;
    ends[count] = end;
    count++;
    if (kind === KIND_NUMBER) hasQuantity = true;
    else if (!hasQuantity && kind === KIND_WORD && mayStartQuantity(text, start, end)) hasQuantity = true;
  });
  // Buffers may be replaced by a nested call below (extractQuantities does not scan terms, but stay safe).
  const tokenKinds = kinds;
  const tokenStarts = starts;
  const tokenEnds = ends;

  // Quantity spans replace their tokens with one canonical term.
  let quantityAt: Map<number, { term: string; end: number }> | null = null;
  if (hasQuantity) {
    quantityAt = new Map();
    for (const q of extractQuantities(text.slice(from, to))) quantityAt.set(q.start + from, { term: quantityTerm(q), end: q.end + from });
  }

  let compoundParts = 0;
  let compoundStart = 0;
  let compoundEnd = 0;
  let hyphenPending = false;
  const flushCompound = (): void => {
    if (compoundParts > 1) {
      const joined = normalizeWord(text.slice(compoundStart, compoundEnd)).replace(/-/g, '');
      if (!STOPWORDS.has(joined)) onTerm(stem(joined), compoundStart, compoundEnd);
    }
    compoundParts = 0;
    hyphenPending = false;
  };

  for (let i = 0; i < count; i++) {
    const start = tokenStarts[i]!;
    const q = quantityAt?.get(start);
    if (q !== undefined) {
      // "GPT-4", "COVID-19": a number hyphenated to a word also joins the compound.
      const joinsCompound = hyphenPending && q.end === tokenEnds[i];
      if (joinsCompound) {
        compoundParts++;
        compoundEnd = q.end;
        hyphenPending = false;
      } else flushCompound();
      onTerm(q.term, start, q.end);
      while (i + 1 < count && tokenStarts[i + 1]! < q.end) i++;
      continue;
    }
    const kind = tokenKinds[i]!;
    const end = tokenEnds[i]!;
    if (kind !== KIND_WORD && kind !== KIND_NUMBER) {
      // A hyphen directly between two words keeps the compound open.
      const joinsWords = compoundParts > 0 && end - start === 1 && isHyphen(text.charCodeAt(start)) && compoundEnd === start &&
        i + 1 < count && tokenStarts[i + 1] === end && (tokenKinds[i + 1] === KIND_WORD || tokenKinds[i + 1] === KIND_NUMBER);
      if (joinsWords) hyphenPending = true;
      else flushCompound();
      continue;
    }
    if (compoundParts > 0 && !hyphenPending) flushCompound();
    hyphenPending = false;
    if (compoundParts === 0) compoundStart = start;
    compoundParts++;
    compoundEnd = end;
    if (kind === KIND_NUMBER) onTerm(text.slice(start, end).toLowerCase(), start, end);
    else if (end - start > 1 && end - start <= MAX_TERM_LENGTH) onWord(start, end);
  }
  flushCompound();
}

/** The term of a word token: its stem, or null for a stopword. */
export function wordTerm(word: string): string | null {
  const norm = normalizeWord(word);
  return STOPWORDS.has(norm) ? null : stem(norm);
}

/** Calls emit(term, start, end) for each content term of text[from, to) in text order (see scanContentTerms). */
export function forEachContentTerm(text: string, from: number, to: number, emit: (term: string, start: number, end: number) => void): void {
  scanContentTerms(text, from, to, (start, end) => {
    const term = wordTerm(text.slice(start, end));
    if (term !== null) emit(term, start, end);
  }, emit);
}

/** Stems of non-stop words and canonical quantity terms, de-duplicated, in order of first appearance. */
export function contentTerms(text: string): string[] {
  const seen = new Set<string>();
  forEachContentTerm(text, 0, text.length, (term) => {
    seen.add(term);
  });
  return [...seen];
}
