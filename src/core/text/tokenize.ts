// Hand-written scanner: one pass over char codes, offsets exact, no regex per character.
import { CharClass, charClass, isApostrophe, normalizeWord } from './normalize';
import { stem } from './stem';
import { STOPWORDS } from './stopwords';

export type TokenKind = 'word' | 'number' | 'punct' | 'symbol';

export interface Token {
  /** Exactly text.slice(start, end). */
  text: string;
  start: number;
  end: number;
  /** Lowercase, diacritics stripped (NFKD), unicode dashes/quotes unified; numbers lose thousands commas. */
  norm: string;
  /** Light English stem of norm (numbers: norm). */
  stem: string;
  kind: TokenKind;
  stop: boolean;
}

export const KIND_WORD = 0;
export const KIND_NUMBER = 1;
export const KIND_PUNCT = 2;
export const KIND_SYMBOL = 3;
const KIND_NAMES: readonly TokenKind[] = ['word', 'number', 'punct', 'symbol'];

/** Longest letter run directly after digits that still counts as part of a number ("150M", "2x", "3rd", "1990s"). */
const MAX_NUMBER_SUFFIX = 3;
const TIMES_SIGN = 0xd7;

function isAlnum(code: number): boolean {
  if (code < 128) return (code >= 48 && code <= 57) || ((code | 32) >= 97 && (code | 32) <= 122);
  const cls = charClass(code);
  return cls === CharClass.Letter || cls === CharClass.Digit;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/**
 * Calls onToken(kind, start, end) for every token of text[from, to). Kinds are the KIND_* constants.
 * Words are letter/digit runs with inner apostrophes; numbers start with a digit and may carry thousands
 * commas, one decimal point, and a short attached suffix; every other non-space character is one token.
 */
export function scanTokens(text: string, from: number, to: number, onToken: (kind: number, start: number, end: number) => void): void {
  let i = from;
  while (i < to) {
    const code = text.charCodeAt(i);
    if (isDigit(code)) {
      i = scanNumberOrWord(text, i, to, onToken);
      continue;
    }
    if (isAlnum(code)) {
      const start = i;
      i++;
      for (;;) {
        while (i < to && isAlnum(text.charCodeAt(i))) i++;
        if (i + 1 < to && isApostrophe(text.charCodeAt(i)) && isAlnum(text.charCodeAt(i + 1))) i += 2;
        else break;
      }
      onToken(KIND_WORD, start, i);
      continue;
    }
    const cls = code < 128 ? asciiClass(code) : charClass(code);
    if (cls === CharClass.Space) {
      i++;
      continue;
    }
    // Astral characters (surrogate pairs) stay whole.
    const width = code >= 0xd800 && code <= 0xdbff && i + 1 < to ? 2 : 1;
    onToken(cls === CharClass.Punct ? KIND_PUNCT : KIND_SYMBOL, i, i + width);
    i += width;
  }
}

function asciiClass(code: number): CharClass {
  if (code <= 32 || code === 127) return CharClass.Space;
  return charClass(code);
}

function scanNumberOrWord(text: string, start: number, to: number, onToken: (kind: number, start: number, end: number) => void): number {
  let i = start;
  while (i < to && isDigit(text.charCodeAt(i))) i++;
  let hasDecimal = false;
  for (;;) {
    const c = text.charCodeAt(i);
    if (c === 44 && !hasDecimal && i + 3 < to && isDigit(text.charCodeAt(i + 1)) && isDigit(text.charCodeAt(i + 2)) &&
      isDigit(text.charCodeAt(i + 3)) && !(i + 4 < to && isDigit(text.charCodeAt(i + 4)))) {
      i += 4; // thousands group ",897"
    } else if (c === 46 && !hasDecimal && i + 1 < to && isDigit(text.charCodeAt(i + 1))) {
      hasDecimal = true;
      i += 2;
      while (i < to && isDigit(text.charCodeAt(i))) i++;
    } else break;
  }
  if (i < to && text.charCodeAt(i) === TIMES_SIGN) {
    onToken(KIND_NUMBER, start, i + 1);
    return i + 1;
  }
  let j = i;
  while (j < to && isAlnum(text.charCodeAt(j)) && !isDigit(text.charCodeAt(j))) j++;
  if (j === i) {
    onToken(KIND_NUMBER, start, i);
    return i;
  }
  const boundary = j >= to || !isAlnum(text.charCodeAt(j));
  if (boundary && j - i <= MAX_NUMBER_SUFFIX) {
    onToken(KIND_NUMBER, start, j);
    return j;
  }
  // Mixed alphanumerics ("3dsmax", "12abc4") are words.
  while (j < to && isAlnum(text.charCodeAt(j))) j++;
  onToken(KIND_WORD, start, j);
  return j;
}

/** Normalised form of a number token: lowercase, thousands commas removed, "×" written "x". */
export function normalizeNumber(raw: string): string {
  let out = '';
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c === 44) continue;
    out += c === TIMES_SIGN ? 'x' : raw[i];
  }
  return out.toLowerCase();
}

/** Tokens of text with offsets into text (text === tokens' text joined with the gaps). */
export function tokenize(text: string): Token[] {
  return buildTokens(text, true);
}

/** tokenize(), optionally leaving stem empty for callers that stem only the few tokens they need. */
export function buildTokens(text: string, withStems: boolean): Token[] {
  const tokens: Token[] = [];
  scanTokens(text, 0, text.length, (kind, start, end) => {
    const raw = text.slice(start, end);
    const norm = kind === KIND_NUMBER ? normalizeNumber(raw) : normalizeWord(raw);
    tokens.push({
      text: raw,
      start,
      end,
      norm,
      stem: kind !== KIND_WORD ? norm : withStems ? stem(norm) : '',
      kind: KIND_NAMES[kind] as TokenKind,
      stop: kind === KIND_WORD && STOPWORDS.has(norm),
    });
  });
  return tokens;
}
