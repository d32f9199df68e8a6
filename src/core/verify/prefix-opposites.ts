// Opposites made by a negative prefix: "UCP1-dependent" / "UCP1-independent", "capable" / "incapable",
// "infertile" / "non-infertile", "affected" / "unaffected". English morphology, not a word list: the two words
// differ only by the prefix, and they sit next to the same word on at least one side, so they speak of the same thing.
import type { Token } from '../text/tokenize';
import type { AntonymHit } from './analysis';

export const NEGATIVE_PREFIXES = ['non', 'un', 'in', 'im', 'ir', 'il', 'dis'] as const;
/** A bare word shorter than this is too easily a prefix's accident ("in" + "form"). */
const MIN_BARE_LENGTH = 5;

interface Word {
  norm: string;
  prev: string | undefined; // the word before, across a hyphen
  next: string | undefined;
  denied?: boolean; // a denial stands right before it, past an article ("without a scope", "no owner")
}

/** Words that deny the word after them (past an article): "without a scope" says what "unscoped" says. */
const DENYING = new Set(['without', 'no', 'not', 'never', 'lacking', 'lacks']);
const ARTICLES = new Set(['a', 'an', 'the', 'any']);

/** A word the text denies itself: the word before it denies, or an article after a denial ("without a scope"). */
export function deniedByWordBefore(before: string | undefined, beforeThat: string | undefined): boolean {
  return before !== undefined && (DENYING.has(before) || (ARTICLES.has(before) && beforeThat !== undefined && DENYING.has(beforeThat)));
}

/** Emphasis marks, as the tokeniser gives them. */
const EMPHASIS = /^[*_]+$/;

function wordsOf(tokens: readonly Token[]): Word[] {
  const words: Word[] = [];
  let pendingPrefix: string | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== 'word' && t.kind !== 'number') continue;
    // "non-infertile" is one word with its prefix
    // (emphasis around the prefix alone, "*non*-higher-ranked", is no gap)
    let p = i - 2;
    while (p >= 1 && EMPHASIS.test(tokens[p]!.text) && tokens[p]!.end === tokens[p + 1]!.start) p--;
    const hyphenBefore = i >= 2 && p >= 0 && tokens[i - 1]!.text === '-' && tokens[p]!.end === tokens[p + 1]!.start && tokens[i - 1]!.end === t.start;
    // ("non breaking" written apart is "non-breaking": "non" is no word of its own)
    const nonApart = i >= 1 && tokens[i - 1]!.norm === 'non' && t.start - tokens[i - 1]!.end === 1;
    const glued = hyphenBefore && (NEGATIVE_PREFIXES as readonly string[]).includes(tokens[p]!.norm) ? tokens[p]!.norm : nonApart ? 'non' : undefined;
    if (glued && words.length > 0 && words[words.length - 1]!.norm === glued) {
      const prefixWord = words.pop()!;
      pendingPrefix = prefixWord.prev;
    }
    const norm = glued ? glued + t.norm : t.norm;
    const prev = glued ? pendingPrefix : words[words.length - 1]?.norm;
    pendingPrefix = undefined;
    if (words.length > 0) words[words.length - 1]!.next = norm;
    const last = words[words.length - 1];
    const denied = deniedByWordBefore(last?.norm, last?.prev);
    words.push({ norm, prev, next: undefined, ...(denied ? { denied } : {}) });
  }
  return words;
}

/** The bare word when `word` is a negative prefix + a word of reasonable length, else undefined. */
export function bareOf(word: string): string | undefined {
  for (const p of NEGATIVE_PREFIXES) {
    if (word.length - p.length >= MIN_BARE_LENGTH && word.startsWith(p)) return word.slice(p.length);
  }
  return undefined;
}

// A claim is checked against many spans and a span (a memoised profile's tokens) against many claims: each side's
// reading is kept per token list, which is never changed once made.
interface ClaimWord { word: Word; others: string[] }
const claimSides = new WeakMap<readonly Token[], ClaimWord[]>();
const spanSides = new WeakMap<readonly Token[], Map<string, Word[]>>();

/** The claim's words, each with the other forms (prefixed or bare) the claim does not use itself. */
function claimSideOf(tokens: readonly Token[]): ClaimWord[] {
  let side = claimSides.get(tokens);
  if (side) return side;
  const claim = wordsOf(tokens);
  const claimForms = new Set(claim.map((w) => w.norm));
  side = claim.map((c) => {
    // the span's form is the claim word with a negative prefix, or the claim word's bare form
    const others = NEGATIVE_PREFIXES.map((p) => p + c.norm).filter((w) => bareOf(w) === c.norm);
    const bare = bareOf(c.norm);
    if (bare !== undefined) others.push(bare);
    return { word: c, others: others.filter((o) => !claimForms.has(o)) };
  });
  claimSides.set(tokens, side);
  return side;
}

/** The span's words by form. */
function spanSideOf(tokens: readonly Token[]): Map<string, Word[]> {
  let spanByForm = spanSides.get(tokens);
  if (spanByForm) return spanByForm;
  spanByForm = new Map<string, Word[]>();
  for (const s of wordsOf(tokens)) {
    const list = spanByForm.get(s.norm);
    if (list) list.push(s);
    else spanByForm.set(s.norm, [s]);
  }
  spanSides.set(tokens, spanByForm);
  return spanByForm;
}

/**
 * Claim words whose prefixed opposite (or bare form) the span uses next to the same neighbour, while the claim does not
 * use that other form itself.
 */
export function prefixOpposites(claimTokens: readonly Token[], spanTokens: readonly Token[]): AntonymHit[] {
  const claim = claimSideOf(claimTokens);
  const spanByForm = spanSideOf(spanTokens);
  const hits: AntonymHit[] = [];
  for (const { word: c, others } of claim) {
    // (the claim denies the word itself: "attributes without a scope" are the span's "unscoped attributes")
    if (others.length === 0 || c.denied) continue;
    if (hits.some((h) => h.pair[0] === c.norm)) continue;
    for (const other of others) {
      const anchored = spanByForm.get(other)?.some((s) => (c.prev !== undefined && c.prev === s.prev) || (c.next !== undefined && c.next === s.next));
      if (anchored) {
        hits.push({ pair: [c.norm, other], converse: false });
        break;
      }
    }
  }
  return hits;
}

/** The tokens without the bare word after a hyphened negative prefix ("non-invasive" keeps "non", not "invasive"). */
export function withoutPrefixedBare(tokens: readonly Token[]): Token[] {
  return tokens.filter((t, i) => !(i >= 2 && tokens[i - 1]!.text === '-' && tokens[i - 1]!.start === tokens[i - 2]!.end && tokens[i - 1]!.end === t.start &&
    (NEGATIVE_PREFIXES as readonly string[]).includes(tokens[i - 2]!.norm)));
}

const BE_FORMS = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'being']);
/** Particles WordNet gives no usable opposites for, opposed in compounds ("opt-in" / "opt-out", "log-on" / "log-off"). */
const PARTICLE_OPPOSITES: ReadonlyMap<string, string> = new Map([['in', 'out'], ['out', 'in'], ['on', 'off'], ['off', 'on'], ['up', 'down'], ['down', 'up']]);

interface Compound { first: string; second: string; predicative: boolean }
/** Two words joined by a hyphen, as the tokeniser gives them ("opt", "-", "in"), lower-cased. */
function hyphenPairs(tokens: readonly Token[]): Compound[] {
  const pairs: Compound[] = [];
  for (let i = 0; i + 2 < tokens.length; i++) {
    const [a, dash, b] = [tokens[i]!, tokens[i + 1]!, tokens[i + 2]!];
    if (dash.text !== '-' || a.kind !== 'word' || b.kind !== 'word' || a.end !== dash.start || dash.end !== b.start) continue;
    // (a compound of three or more words is not read: "state-of-the-art")
    if (tokens[i - 1]?.text === '-' && tokens[i - 1]!.end === a.start) continue;
    if (tokens[i + 3]?.text === '-' && tokens[i + 3]!.start === b.end) continue;
    // (whether it says how a thing is, after a form of "be" and before no noun: "is opt-in." does; "on check-out", "a
    // log-in page", "the opt-in form" name a thing or an event)
    const after = tokens[i + 3];
    // (an adverb may stand between: "is strictly opt-in")
    const before = tokens[i - 1]?.kind === 'word' && /ly$/.test(tokens[i - 1]!.norm) ? tokens[i - 2] : tokens[i - 1];
    const predicative = BE_FORMS.has(before?.norm ?? '') && !(after?.kind === 'word' && !after.stop);
    pairs.push({ first: a.norm, second: b.norm, predicative });
  }
  return pairs;
}

/**
 * Hyphened compounds of two words that differ in one word, the two words opposites ("opt-in" / "opt-out", "low-level" /
 * "high-level", "short-lived" / "long-lived"): the claim's compound against the span's, each not used by the other side.
 * `opposed` says whether two words are opposites (WordNet's antonyms); particles (in/out, on/off, up/down) are read here,
 * only in a compound after a form of "be" with no noun after it ("is opt-in").
 */
export function compoundOpposites(claimTokens: readonly Token[], spanTokens: readonly Token[], opposed: (a: string, b: string) => boolean): AntonymHit[] {
  const claim = hyphenPairs(claimTokens);
  if (claim.length === 0) return [];
  const span = hyphenPairs(spanTokens);
  if (span.length === 0) return [];
  const join = (c: Compound) => `${c.first}-${c.second}`;
  const claimForms = new Set(claim.map(join));
  const spanForms = new Set(span.map(join));
  // (particles only in a compound that says how a thing is, on both sides: a "check-in desk" and a "check-out desk" are two things)
  const opposite = (a: string, b: string, predicative: boolean) => a !== b && ((predicative && PARTICLE_OPPOSITES.get(a) === b) || opposed(a, b));
  const hits: AntonymHit[] = [];
  for (const c of claim) {
    if (spanForms.has(join(c))) continue;
    const other = span.find((s) => {
      const predicative = c.predicative && s.predicative;
      return !claimForms.has(join(s)) && ((s.first === c.first && opposite(c.second, s.second, predicative)) || (s.second === c.second && opposite(c.first, s.first, predicative)));
    });
    if (other && !hits.some((h) => h.pair[0] === join(c))) hits.push({ pair: [join(c), join(other)], converse: false });
  }
  return hits;
}
