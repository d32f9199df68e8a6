// Two sides of a contrast traded: "X refers to A and not B" over "X refers to B and not A". Every word is carried and
// both sentences deny something; which side is denied is what differs.
import { tokenize, type Token } from '../text/tokenize';
import { posTags } from './analysis';
import { memoByText, SPAN_TEXTS } from './memo';

interface Contrast { affirmed: Set<string>; denied: Set<string> }

/** "A and not B", "A, not B", "A but not B", "A rather than B", "A instead of B" (B is after the mark). */
const NOT_AFTER = /(?:,\s*|\s+(?:and|but)\s+)not\s+(?!only\b|just\b|necessarily\b|always\b|even\b)|\s+(?:rather\s+than|instead\s+of)\s+/gi;
/** "not A but B", "not A, but B" (A is group 1's span, B after the match). */
const NOT_BUT = /\bnot\s+(?!only\b|just\b)([^,;:.!?]{1,80}?),?\s+but\s+(?!also\b)/gi;
/** Where a side ends: a clause break or a word that starts another clause. */
const SIDE_END = /[,;:!?]|\.(?=\s|$)|\s(?:which|because|so|since|while|whereas|although|when|if)\s/i;
/** The most content words a side is read for. */
const MAX_SIDE_WORDS = 6;

const contentStems = (tokens: readonly Token[]): string[] => tokens.filter((t) => t.kind === 'word' && !t.stop).map((t) => t.stem);

/** The content words just before `at`, back to a verb or a clause break (at most MAX_SIDE_WORDS): the side a contrast affirms. */
function sideBefore(text: string, at: number): string[] {
  const tags = posTags(text);
  const clauseStart = Math.max(0, ...[...text.slice(0, at).matchAll(/[,;:!?]|\.(?=\s)/g)].map((m) => m.index! + 1));
  const tokens = tokenize(text.slice(clauseStart, at)).filter((t) => t.kind === 'word' && !t.stop);
  const out: string[] = [];
  for (let i = tokens.length - 1; i >= 0 && out.length < MAX_SIDE_WORDS; i--) {
    // (the word right before the mark is the side's own, whatever its tag: "results from await and not …", "is run and not compiled")
    if (out.length > 0 && tags.get(clauseStart + tokens[i]!.start) === 'v') break;
    out.push(tokens[i]!.stem);
  }
  return out;
}

/** The content words from `at` to the side's end (at most MAX_SIDE_WORDS): the side a contrast denies or sets aside. */
function sideAfter(text: string, at: number, end = -1): string[] {
  const rest = text.slice(at, end < 0 ? undefined : end);
  const stop = rest.search(SIDE_END);
  return contentStems(tokenize(stop < 0 ? rest : rest.slice(0, stop))).slice(0, MAX_SIDE_WORDS);
}

const contrastsOf = memoByText(SPAN_TEXTS, (text: string): Contrast[] => {
  const out: Contrast[] = [];
  const add = (affirmed: string[], denied: string[]) => {
    // (a word on both sides belongs to neither: "the C type and not the Python type")
    const both = new Set(affirmed.filter((w) => denied.includes(w)));
    const a = new Set(affirmed.filter((w) => !both.has(w)));
    const d = new Set(denied.filter((w) => !both.has(w)));
    if (a.size > 0 && d.size > 0) out.push({ affirmed: a, denied: d });
  };
  for (const m of text.matchAll(NOT_AFTER)) add(sideBefore(text, m.index!), sideAfter(text, m.index! + m[0].length));
  for (const m of text.matchAll(NOT_BUT)) {
    const deniedStart = m.index! + m[0].indexOf(m[1]!);
    add(sideAfter(text, m.index! + m[0].length), sideAfter(text, deniedStart, deniedStart + m[1]!.length));
  }
  return out;
});

/**
 * The claim affirms what the span's contrast denies and denies what it affirms: the words that trade places (one of
 * each), or undefined. Neither side may keep a word on its own side, so a contrast read loosely does not count.
 */
export function contrastSidesSwapped(claim: string, span: string): { affirmed: string; denied: string } | undefined {
  const theirs = contrastsOf(span);
  if (theirs.length === 0) return undefined;
  for (const mine of contrastsOf(claim)) {
    // (a contrast of the span that says it the claim's way round answers it: "bytes, not bits … 128-bit and not 16-byte")
    if (theirs.some((other) => [...mine.affirmed].some((w) => other.affirmed.has(w)) || [...mine.denied].some((w) => other.denied.has(w)))) continue;
    for (const other of theirs) {
      const crossedIn = [...mine.affirmed].find((w) => other.denied.has(w));
      const crossedOut = [...mine.denied].find((w) => other.affirmed.has(w));
      if (crossedIn === undefined || crossedOut === undefined) continue;
      return { affirmed: wordOf(claim, crossedIn), denied: wordOf(claim, crossedOut) };
    }
  }
  return undefined;
}

function wordOf(text: string, stem: string): string {
  return tokenize(text).find((t) => t.stem === stem)?.text ?? stem;
}
