// Character classes and word normalisation shared by the tokenizer and every matcher.

export const enum CharClass { Space = 1, Letter = 2, Digit = 3, Punct = 4, Symbol = 5 }

const classTable = new Uint8Array(65536);
const LETTER_RE = /[\p{L}\p{M}\p{N}]/u;
const SPACE_RE = /\s/u;
const PUNCT_RE = /[\p{P}]/u;

/** Class of a UTF-16 code unit; non-ASCII classes are computed once and cached. */
export function charClass(code: number): CharClass {
  const cached = classTable[code];
  if (cached !== 0) return cached as CharClass;
  let cls: CharClass;
  if (code >= 0xd800 && code <= 0xdfff) cls = CharClass.Symbol; // astral chars (emoji etc.)
  else {
    const ch = String.fromCharCode(code);
    if (code >= 48 && code <= 57) cls = CharClass.Digit;
    else if (SPACE_RE.test(ch)) cls = CharClass.Space;
    else if (LETTER_RE.test(ch)) cls = CharClass.Letter;
    else if (PUNCT_RE.test(ch)) cls = CharClass.Punct;
    else cls = CharClass.Symbol;
  }
  classTable[code] = cls;
  return cls;
}

const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g;
const SINGLE_QUOTES = /[\u2018\u2019\u201A\u201B\u2032\u0060\u00B4]/g;
const DOUBLE_QUOTES = /[\u201C-\u201F\u2033\u00AB\u00BB]/g;
const COMBINING = /[\u0300-\u036f]/g;

function isAscii(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 127) return false;
  return true;
}

/** Lowercase, diacritics stripped (NFKD), unicode dashes and quotes unified to ASCII. */
export function normalizeWord(word: string): string {
  if (isAscii(word)) return word.toLowerCase();
  return word
    .normalize('NFKD')
    .replace(COMBINING, '')
    .replace(DASHES, '-')
    .replace(SINGLE_QUOTES, "'")
    .replace(DOUBLE_QUOTES, '"')
    .toLowerCase();
}

/** True for the characters that join hyphenated compounds ("index-based", "state‑of‑the‑art"). */
export function isHyphen(code: number): boolean {
  return code === 45 || (code >= 0x2010 && code <= 0x2012) || code === 0x2212;
}

/** True for apostrophes that may sit inside a word ("don't", "author’s"). */
export function isApostrophe(code: number): boolean {
  return code === 39 || code === 0x2019;
}
