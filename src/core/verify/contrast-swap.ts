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

interface Order { earlier: Set<string>; later: Set<string> }
/** Content stems with a hyphenated compound read as one word ("move-bound" is not "move"). */
function eventStems(text: string): string[] {
  const tokens = tokenize(text);
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== 'word') continue;
    let end = i;
    while (tokens[end + 1]?.text === '-' && tokens[end + 2]?.kind === 'word' && tokens[end + 1]!.start === tokens[end]!.end && tokens[end + 2]!.start === tokens[end + 1]!.end) end += 2;
    if (end > i) {
      out.push(tokens.slice(i, end + 1).filter((x) => x.kind === 'word').map((x) => x.stem).join('-'));
      i = end;
    } else if (!t.stop) out.push(t.stem);
  }
  return out;
}
/**
 * "before", "after", "prior to" and "until" between two events (not "after all", "as before", "than before", "before
 * long"); "once" only opening its sentence ("Once B, A"; not "runs once a day").
 */
const ORDER_WORD = /\b(?<!\b(?:as|than|ever|long|day|week|year|month|night|shortly|soon|right|just|immediately|even|up)\s+)(before|after|prior\s+to|until|till|up\s+until|once(?=\s+(?:the|a|an|this|that|it|they|we|you|all|every|each)\b))\b(?!\s+(?:all|long|that|this|then|now|hand)\b)/gi;
/** A denial in the clause an "until" bounds: "A is not done until B" puts A after B. */
const DENIED_UNTIL = /\b(?:not|never|no|cannot|can't|won't|don't|doesn't|isn't|aren't|wasn't|weren't|didn't|nothing|none)\b|n['’]t\b/i;

/** The most words an opening "Before …," phrase is read for. */
const ORDER_PHRASE_WORDS = 8;
/** The events a sentence orders, each as its content words: "A before B", "A after B", "Before B, A". */
const ordersOf = memoByText(SPAN_TEXTS, (text: string): Order[] => {
  const out: Order[] = [];
  for (const m of text.matchAll(ORDER_WORD)) {
    const at = m.index!;
    const end = at + m[0].length;
    const clauseStart = Math.max(0, ...[...text.slice(0, at).matchAll(/[;:!?]|\.(?=\s)/g)].map((x) => x.index! + 1));
    const rest = text.slice(end);
    const clauseEnd = end + (rest.search(/[;:!?]|\.(?=\s|$)/) < 0 ? rest.length : rest.search(/[;:!?]|\.(?=\s|$)/));
    const comma = text.indexOf(',', end);
    let first: string[];
    let second: string[];
    // (the denial that bounds an "until" stands in its own stretch of the clause: "none … will change, though any
    // deprecation can wait until 4.0" denies nothing of the waiting)
    let mainClause = text.slice(Math.max(clauseStart, text.lastIndexOf(',', at) + 1, text.lastIndexOf(' -- ', at) + 1), at);
    if (/^[\s"'(*_]*$/.test(text.slice(clauseStart, at))) {
      // "Before B, A": the phrase up to its comma, then the clause
      // (a short phrase only: with no comma near, "After installation the wheel must be discarded, and …" is not read)
      // (nor one that runs into the main clause's modal: "After installation the wheel must be discarded, and …")
      const phrase = text.slice(end, comma);
      if (comma < 0 || comma > clauseEnd || phrase.trim().split(/\s+/).length > ORDER_PHRASE_WORDS || /\b(?:must|should|shall|will|would|can|could|may|might)\b/i.test(phrase)) continue;
      second = eventStems(text.slice(end, comma));
      first = eventStems(text.slice(comma + 1, clauseEnd));
      mainClause = text.slice(comma + 1, clauseEnd);
    } else if (/^once$/i.test(m[1]!)) {
      continue;
    } else {
      first = eventStems(text.slice(clauseStart, at));
      second = eventStems(text.slice(end, comma > end && comma < clauseEnd ? comma : clauseEnd));
    }
    const both = new Set(first.filter((w) => second.includes(w)));
    const a = new Set(first.filter((w) => !both.has(w)));
    const b = new Set(second.filter((w) => !both.has(w)));
    if (a.size === 0 || b.size === 0) continue;
    // ("A after B", "Once B, A", "A is not done until B": A comes later)
    const later = /^(?:after|once)$/i.test(m[1]!) || (/^(?:until|till|up\s+until)$/i.test(m[1]!) && DENIED_UNTIL.test(mainClause));
    out.push(later ? { earlier: b, later: a } : { earlier: a, later: b });
  }
  return out;
});

/**
 * The claim puts first what the span puts after, and after what the span puts first ("the value is moved before the guard
 * runs" over "the guard sees the value before it is moved"): one word of each event that trades places, or undefined. A
 * word on both sides of the span's order decides nothing; an order of the span that has it the claim's way answers it.
 */
export function orderSidesSwapped(claim: string, span: string): { earlier: string; later: string } | undefined {
  const theirs = ordersOf(span);
  if (theirs.length === 0) return undefined;
  for (const mine of ordersOf(claim)) {
    if (theirs.some((o) => [...mine.earlier].some((w) => o.earlier.has(w)) && [...mine.later].some((w) => o.later.has(w)))) continue;
    for (const other of theirs) {
      const early = [...mine.earlier].find((w) => other.later.has(w));
      const late = [...mine.later].find((w) => other.earlier.has(w));
      if (early === undefined || late === undefined) continue;
      return { earlier: wordOf(claim, early), later: wordOf(claim, late) };
    }
  }
  return undefined;
}
