// Content terms: the stems a claim and a source sentence are compared on (and indexed by).
import { isHyphen, normalizeWord } from './normalize';
import { CARDINAL_WORDS, MULTIPLIER_WORDS, ORDINAL_WORDS, quantitiesOfTokens, quantityTerm } from './quantities';
import { stem } from './stem';
import { STOPWORDS } from './stopwords';
import { KIND_NUMBER, KIND_WORD, TokenBuffer, tokensOfBuffer } from './tokenize';

const MAX_NUMBER_WORD = 11; // "hundredfold"
/** Longer "words" (hashes, base64, minified code) are no content terms. */
export const MAX_TERM_LENGTH = 64;

/** Number words (cardinal, ordinal, multiplier) by length and first letter, for a check that makes no string. */
const NUMBER_WORDS_AT = new Map<number, string[]>();
for (const word of [...CARDINAL_WORDS.keys(), ...MULTIPLIER_WORDS.keys(), ...ORDINAL_WORDS.keys()]) {
  const key = word.length * 128 + word.charCodeAt(0);
  NUMBER_WORDS_AT.set(key, [...(NUMBER_WORDS_AT.get(key) ?? []), word]);
}

/** Whether the word text[start, end) is a number word ("two", "Twice", "tenth"). */
function mayStartQuantity(text: string, start: number, end: number): boolean {
  if (end - start < 3 || end - start > MAX_NUMBER_WORD) return false;
  const c = text.charCodeAt(start) | 32; // number words start with d e f h n o s t z
  if (c !== 100 && c !== 101 && c !== 102 && c !== 104 && c !== 110 && c !== 111 && c !== 115 && c !== 116 && c !== 122) return false;
  for (let i = start; i < end; i++) if (text.charCodeAt(i) > 127) return isNumberWord(text.slice(start, end).toLowerCase());
  // ASCII: lower case only changes A-Z, and (code | 32) is a lower-case letter only for that letter in either case
  const candidates = NUMBER_WORDS_AT.get((end - start) * 128 + c);
  if (candidates === undefined) return false;
  for (const word of candidates) {
    let i = 1;
    while (i < word.length && (text.charCodeAt(start + i) | 32) === word.charCodeAt(i)) i++;
    if (i === word.length) return true;
  }
  return false;
}

function isNumberWord(norm: string): boolean {
  return CARDINAL_WORDS.has(norm) || MULTIPLIER_WORDS.has(norm) || ORDINAL_WORDS.has(norm);
}

// Token buffers, one per level of nesting (a callback below may scan another text), reused across calls.
const buffers: TokenBuffer[] = [];
let depth = 0;

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
  const buffer = (buffers[depth] ??= new TokenBuffer());
  depth++;
  try {
    buffer.scan(text, from, to);
    termsOfTokens(text, from, to, buffer, onWord, onTerm);
  } finally {
    depth--;
  }
}

function termsOfTokens(
  text: string, from: number, to: number, buffer: TokenBuffer,
  onWord: (start: number, end: number) => void,
  onTerm: (term: string, start: number, end: number) => void,
): void {
  const count = buffer.count;
  const tokenKinds = buffer.kinds;
  const tokenStarts = buffer.starts;
  const tokenEnds = buffer.ends;
  let hasQuantity = false;
  for (let i = 0; i < count && !hasQuantity; i++) {
    const kind = tokenKinds[i]!;
    hasQuantity = kind === KIND_NUMBER || (kind === KIND_WORD && mayStartQuantity(text, tokenStarts[i]!, tokenEnds[i]!));
  }

  // Quantity spans replace their tokens with one canonical term.
  let quantityAt: Map<number, { term: string; end: number }> | null = null;
  if (hasQuantity) {
    quantityAt = new Map();
    // extractQuantities(text.slice(from, to)), from the tokens already scanned (the same tokens, not scanned again)
    for (const q of quantitiesOfTokens(text.slice(from, to), tokensOfBuffer(text, from, buffer))) quantityAt.set(q.start + from, { term: quantityTerm(q), end: q.end + from });
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
