// Acronyms defined in a text: "Strict Attributed Accuracy (SAA)" and "SAA (Strict Attributed Accuracy)".
// Matching follows Schwartz & Hearst (2003): the short form's letters are found right to left in the
// long form, its first letter at the start of a word.
import { normalizeWord } from './normalize';

const MAX_SHORT = 12;

function isUpper(c: string): boolean {
  return c !== c.toLowerCase() && c === c.toUpperCase();
}

function isAlnumChar(c: string | undefined): boolean {
  return c !== undefined && /[\p{L}\p{N}]/u.test(c);
}

/** A plausible short form: one token, 2–12 chars, starts with a letter, at least two capitals. */
function asShortForm(candidate: string): string | null {
  const s = candidate.trim();
  if (s.length < 2 || s.length > MAX_SHORT || /\s/.test(s) || !/^\p{L}/u.test(s)) return null;
  let capitals = 0;
  for (const c of s) if (isUpper(c)) capitals++;
  if (capitals < 2) return null;
  // Plural "LLMs" defines "LLM".
  return /\p{Lu}s$/u.test(s) ? s.slice(0, -1) : s;
}

/** The shortest tail of longForm that the short form's letters abbreviate, or null. */
function matchLongForm(shortForm: string, longForm: string): string | null {
  let s = shortForm.length - 1;
  let l = longForm.length - 1;
  while (s >= 0) {
    const c = shortForm[s]!.toLowerCase();
    if (!isAlnumChar(c)) {
      s--;
      continue;
    }
    while (l >= 0 && (longForm[l]!.toLowerCase() !== c || (s === 0 && l > 0 && isAlnumChar(longForm[l - 1])))) l--;
    if (l < 0) return null;
    l--;
    s--;
  }
  const start = Math.max(longForm.lastIndexOf(' ', l), longForm.lastIndexOf('-', l)) + 1;
  const found = longForm.slice(start).trim();
  const words = found.split(/\s+/).length;
  if (found.length <= shortForm.length || words > Math.min(shortForm.length + 5, shortForm.length * 2)) return null;
  return found;
}

/** Words before position `end` in the same clause, at most maxWords of them. */
function wordsBefore(text: string, end: number, maxWords: number): string {
  let i = end;
  let words = 0;
  while (i > 0 && words < maxWords) {
    let k = i;
    while (k > 0 && /\s/.test(text[k - 1]!)) k--;
    let w = k;
    while (w > 0 && !/[\s.,;:!?()[\]"“”]/.test(text[w - 1]!)) w--;
    if (w === k) break;
    i = w;
    words++;
  }
  return text.slice(i, end).trim();
}

/** Acronyms defined in text: lowercase short form → normalised long form ("saa" → "strict attributed accuracy"). */
export function findAcronyms(text: string): Map<string, string> {
  const out = new Map<string, string>();
  let close = -1;
  for (let open = text.indexOf('('); open >= 0; open = text.indexOf('(', open + 1)) {
    // Reuse the last ")" found while it is still ahead: keeps many "(" without ")" linear.
    if (close <= open) close = text.indexOf(')', open + 1);
    if (close < 0) break;
    if (close - open > 200) continue;
    // (a short form in quotes is the same definition: 'global interpreter lock ("GIL")')
    const inside = text.slice(open + 1, close).split(/[;,]/)[0]!.trim().replace(/^["'“‘`]+(?=\S)|(?<=\S)["'”’`]+$/g, '');
    const short = asShortForm(inside);
    let long: string | null = null;
    let key: string | null = null;
    if (short !== null) {
      const before = wordsBefore(text, open, Math.min(short.length + 5, short.length * 2));
      long = before.length > 0 ? matchLongForm(short, before) : null;
      key = short;
    } else if (/\s/.test(inside)) {
      // Reverse form: "SAA (Strict Attributed Accuracy)".
      const prev = wordsBefore(text, open, 1);
      const reverseShort = asShortForm(prev);
      if (reverseShort !== null) {
        const matched = matchLongForm(reverseShort, inside);
        if (matched !== null && matched === inside) {
          long = matched;
          key = reverseShort;
        }
      }
    }
    if (long !== null && key !== null) {
      const normalized = normalizeWord(long).replace(/\s+/g, ' ');
      const k = normalizeWord(key);
      if (!out.has(k)) out.set(k, normalized);
    }
  }
  return out;
}

/**
 * Acronyms of software writing every reader knows without a definition ("CLI" is a command-line interface): lowercase
 * short form → long form. A document's own definition of the same short form wins.
 */
export const COMMON_ACRONYMS: ReadonlyMap<string, string> = new Map([
  ['cli', 'command-line interface'], ['api', 'application programming interface'], ['gui', 'graphical user interface'],
  ['ui', 'user interface'], ['ci', 'continuous integration'], ['pr', 'pull request'],
  ['ide', 'integrated development environment'], ['sdk', 'software development kit'], ['vm', 'virtual machine'],
  ['ast', 'abstract syntax tree'], ['dom', 'document object model'], ['esm', 'ecmascript module'], ['cjs', 'commonjs'],
  ['csv', 'comma separated values'], ['eof', 'end of file'], ['regex', 'regular expression'], ['env', 'environment'],
]);

const COMMON_ONLY = new Map(COMMON_ACRONYMS);
const withCommon = new WeakMap<ReadonlyMap<string, string>, Map<string, string>>();
/** A document's acronyms with the common ones added where it defines no other (the same map for the same input). */
export function withCommonAcronyms(defined: ReadonlyMap<string, string> | undefined): Map<string, string> {
  if (defined === undefined) return COMMON_ONLY;
  let merged = withCommon.get(defined);
  if (!merged) {
    merged = new Map([...COMMON_ACRONYMS, ...defined]);
    withCommon.set(defined, merged);
  }
  return merged;
}
