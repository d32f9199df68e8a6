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
    const end = nextToken(text, i, to);
    if (tokenKind !== KIND_NONE) onToken(tokenKind, tokenStart, end);
    i = end;
  }
}

/** Token ranges of text, as scanTokens finds them, written to typed arrays (grown as needed) instead of a callback. */
export class TokenBuffer {
  kinds = new Uint8Array(256);
  starts = new Int32Array(256);
  ends = new Int32Array(256);
  count = 0;

  /** Scans text[from, to) into the buffer (replacing what it held). */
  scan(text: string, from: number, to: number): void {
    let count = 0;
    let i = from;
    while (i < to) {
      const end = nextToken(text, i, to);
      if (tokenKind !== KIND_NONE) {
        if (count === this.kinds.length) this.grow();
        this.kinds[count] = tokenKind;
        this.starts[count] = tokenStart;
        this.ends[count] = end;
        count++;
      }
      i = end;
    }
    this.count = count;
  }

  private grow(): void {
    const size = this.kinds.length * 2;
    const k = new Uint8Array(size); k.set(this.kinds); this.kinds = k;
    const s = new Int32Array(size); s.set(this.starts); this.starts = s;
    const e = new Int32Array(size); e.set(this.ends); this.ends = e;
  }
}

/** No token (white space), as nextToken reports it. */
const KIND_NONE = -1;
// What nextToken found (module state, so no object is made per token; the scan is synchronous).
let tokenKind = KIND_NONE;
let tokenStart = 0;

/**
 * Reads the token or white space at text[i] (i < to): returns where it ends and sets tokenKind (KIND_NONE for
 * white space) and tokenStart.
 */
function nextToken(text: string, i: number, to: number): number {
  const code = text.charCodeAt(i);
  tokenStart = i;
  if (isDigit(code)) return scanNumberOrWord(text, i, to);
  if (isAlnum(code)) {
    if (isSlashAbbreviation(text, i, to)) {
      tokenKind = KIND_WORD;
      return i + 3;
    }
    i++;
    for (;;) {
      while (i < to && isAlnum(text.charCodeAt(i))) i++;
      if (i + 1 < to && isApostrophe(text.charCodeAt(i)) && isAlnum(text.charCodeAt(i + 1))) i += 2;
      else break;
    }
    tokenKind = KIND_WORD;
    return i;
  }
  const cls = code < 128 ? asciiClass(code) : charClass(code);
  if (cls === CharClass.Space) {
    tokenKind = KIND_NONE;
    return i + 1;
  }
  // Astral characters (surrogate pairs) stay whole.
  const width = code >= 0xd800 && code <= 0xdbff && i + 1 < to ? 2 : 1;
  tokenKind = cls === CharClass.Punct ? KIND_PUNCT : KIND_SYMBOL;
  return i + width;
}

/** Two single letters joined by a slash, "I/O", "A/B", "N/A": one word (else "I" and "O" are stop words and the term is lost). */
function isSlashAbbreviation(text: string, i: number, to: number): boolean {
  return i + 2 < to && text.charCodeAt(i + 1) === 47 && isAsciiLetter(text.charCodeAt(i)) && isAsciiLetter(text.charCodeAt(i + 2)) &&
    (i + 3 >= to || (!isAlnum(text.charCodeAt(i + 3)) && text.charCodeAt(i + 3) !== 47)) &&
    (i === 0 || (!isAlnum(text.charCodeAt(i - 1)) && text.charCodeAt(i - 1) !== 47));
}

function isAsciiLetter(code: number): boolean {
  return (code | 32) >= 97 && (code | 32) <= 122;
}

function asciiClass(code: number): CharClass {
  if (code <= 32 || code === 127) return CharClass.Space;
  return charClass(code);
}

/** A number, or a word that starts with digits, at text[start]: sets tokenKind, returns its end. */
function scanNumberOrWord(text: string, start: number, to: number): number {
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
  tokenKind = KIND_NUMBER;
  if (i < to && text.charCodeAt(i) === TIMES_SIGN) return i + 1;
  let j = i;
  while (j < to && isAlnum(text.charCodeAt(j)) && !isDigit(text.charCodeAt(j))) j++;
  if (j === i) return i;
  const boundary = j >= to || !isAlnum(text.charCodeAt(j));
  if (boundary && j - i <= MAX_NUMBER_SUFFIX) return j;
  // Mixed alphanumerics ("3dsmax", "12abc4") are words.
  while (j < to && isAlnum(text.charCodeAt(j))) j++;
  tokenKind = KIND_WORD;
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
    tokens.push(makeToken(text.slice(start, end), kind, start, end, withStems));
  });
  return tokens;
}

/**
 * buildTokens(text.slice(from, to), false) from the tokens `buffer` scanned over text[from, to): the same tokens,
 * offsets into the slice, without scanning it again.
 */
export function tokensOfBuffer(text: string, from: number, buffer: TokenBuffer): Token[] {
  const tokens: Token[] = [];
  for (let i = 0; i < buffer.count; i++) {
    const start = buffer.starts[i]!;
    const end = buffer.ends[i]!;
    tokens.push(makeToken(text.slice(start, end), buffer.kinds[i]!, start - from, end - from, false));
  }
  return tokens;
}

const ACRONYM_PLURAL = /^[A-Z][A-Z0-9]+s$/;
/** (read on every word: the regular expression only for a word that ends in "s" after a capital) */
const acronymPlural = (raw: string) => raw.length > 2 && raw.charCodeAt(raw.length - 1) === 115 && raw.charCodeAt(raw.length - 2) < 91 && ACRONYM_PLURAL.test(raw);
function makeToken(raw: string, kind: number, start: number, end: number, withStems: boolean): Token {
  const norm = kind === KIND_NUMBER ? normalizeNumber(raw) : normalizeWord(raw);
  return {
    text: raw,
    start,
    end,
    norm,
    // (an acronym's plural, "CPUs", "APIs", "URIs", is the acronym: the stemmer keeps an "-us" or "-is" word whole)
    stem: kind !== KIND_WORD ? norm : withStems ? stem(acronymPlural(raw) ? norm.slice(0, -1) : norm) : '',
    kind: KIND_NAMES[kind] as TokenKind,
    stop: kind === KIND_WORD && STOPWORDS.has(norm),
  };
}
