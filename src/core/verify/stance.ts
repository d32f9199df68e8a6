/**
 * A stance against an act ("argued against adding X", "opposed adding X", "recommended against it") is not the act left
 * undone ("X was not added"), nor another stance ("voted against" is not "argued against"). The denial reading counts a
 * stance as a denial of what follows it, so two sides that both deny the act agree by polarity: these readings keep the
 * kind of denial apart, and let two stances of the same kind agree.
 */
import { tokenize } from './analysis';

export type StanceKind = 'opposition' | 'advice' | 'vote' | 'decision';

/** Each kind's phrases; what follows a phrase is the act it stands against. */
const STANCES: ReadonlyArray<readonly [StanceKind, RegExp]> = [
  // (not "as opposed to", a contrast; "opposed to" after "is" or a name is the stance)
  ['opposition', /\b(?:(?:argu(?:e|es|ed|ing)|speak(?:s|ing)?|spoke|spoken|advocat(?:e|es|ed|ing))\s+(?:(?:very|quite|strongly|firmly|vigorously|vehemently)\s+)?against|(?<!\bas\s+)oppos(?:e|es|ed|ing)(?:\s+to)?|object(?:ed|ing)\s+to|(?:is|are|was|were|be|been|being)\s+(?:(?:strongly|firmly|very\s+much)\s+)?against(?=\s+\p{L}+ing\b))\b/giu],
  // ("recommends not using" is the same advice as "recommends against using")
  ['advice', /\b(?:recommend(?:s|ed|ing)?|advis(?:e|es|ed|ing))\s+(?:(?:strongly|firmly)\s+)?(?:against|not\s+to|not(?=\s+\p{L}+ing\b)|that\s+(?:\p{L}+\s+){0,3}?not|(?:\p{L}+\s+){1,2}not\s+to)\b/giu],
  ['vote', /\bvot(?:e|es|ed|ing)\s+(?:\p{L}+ly\s+)?(?:against|not\s+to)\b/giu],
  ['decision', /\b(?:decid(?:e|es|ed|ing)|rul(?:e|es|ed|ing))\s+(?:against|not\s+to|that\s+[^.;]{0,60}?\bnot)\b/gi],
];

export interface Stance {
  kind: StanceKind;
  /** The stance itself is denied ("did not oppose", "never argued against", "no longer speaks against"). */
  denied: boolean;
  /** The phrase as written. */
  words: string;
  /** The stem of the first word after it that is no determiner: the act it stands against. */
  act: string | undefined;
}

/** A denial in words: "not", "no", "never", "without", "n't". */
const DENIAL = /\b(?:not|no|never|without|neither|nor|cannot|none|nobody)\b|n['’]t\b/i;
/** A denial right before a stance: "did not oppose", "never argued against", "no longer speaks against". */
const STANCE_DENIED = /(?:\bnot|n['’]t|\bnever|\bno\s+longer)\s+(?:\p{L}+\s+)?$/iu;
/** A stance's kind, a denied stance as a kind of its own ("did not oppose" takes no stance against the act). */
const kindOf = (s: Stance) => `${s.kind}${s.denied ? ':denied' : ''}`;
const DETERMINERS = new Set(['a', 'an', 'the', 'this', 'that', 'these', 'those', 'any', 'such', 'its', 'their', 'his', 'her', 'our', 'it', 'them']);

/** The stances a text takes, in order. */
export function stancesOf(text: string): Stance[] {
  const found: Array<Stance & { at: number }> = [];
  for (const [kind, pattern] of STANCES) {
    for (const m of text.matchAll(pattern)) {
      const next = tokenize(text.slice(m.index! + m[0].length, m.index! + m[0].length + 80))
        .find((t) => t.kind === 'word' && !DETERMINERS.has(t.norm));
      found.push({ kind, denied: STANCE_DENIED.test(text.slice(Math.max(0, m.index! - 24), m.index!)), words: m[0], act: next?.stem, at: m.index! });
    }
  }
  return found.sort((a, b) => a.at - b.at).map(({ kind, denied, words, act }) => ({ kind, denied, words, act }));
}

/**
 * The claim takes a stance the span does not take (of the same kind), or the claim denies an act the span only takes a
 * stance against (a stance against one of the claim's words, which the claim does not take): the side and its stance.
 * Undefined when the two agree.
 */
export function stanceUnmatched(claim: string, span: string): { side: 'claim' | 'span'; stance: Stance } | undefined {
  const mine = stancesOf(claim);
  const theirs = stancesOf(span);
  if (mine.length === 0 && theirs.length === 0) return undefined;
  const spanKinds = new Set(theirs.map(kindOf));
  const unmatched = mine.find((s) => !spanKinds.has(kindOf(s)));
  if (unmatched) return { side: 'claim', stance: unmatched };
  // (a span's stance is read against a claim's own denial only: "suggests storing secrets in a vault" is not denied by the
  // span's "recommends against storing secrets in plain files")
  if (!DENIAL.test(claim) || DENIAL.test(span)) return undefined;
  const claimKinds = new Set(mine.map(kindOf));
  const claimStems = new Set(tokenize(claim).filter((t) => t.kind === 'word').map((t) => t.stem));
  const spanOnly = theirs.find((s) => !claimKinds.has(kindOf(s)) && s.act !== undefined && claimStems.has(s.act));
  return spanOnly ? { side: 'span', stance: spanOnly } : undefined;
}

/**
 * One side denies an act by a stance of opposition ("argued against adding X") and the other opposes it in a word the
 * denial reading does not count as a denial ("opposed adding X", "objected to adding X"): the two deny alike.
 */
export function opposedAlike(claim: string, span: string): boolean {
  if (DENIAL.test(claim) || DENIAL.test(span)) return false;
  const act = (list: Stance[]) => new Set(list.filter((s) => s.kind === 'opposition' && s.act !== undefined).map((s) => s.act!));
  const mine = act(stancesOf(claim));
  const theirs = act(stancesOf(span));
  return [...mine].some((a) => theirs.has(a));
}
