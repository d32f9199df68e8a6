/**
 * Denials that are weaker than the opposite of a statement: a denied duty or degree ("does not have to move", "not
 * necessarily compatible"), a statement that something happens only rarely against "never", a matter left open ("it is
 * unclear which value they would add"), and an act the other side only names ("proposed for backporting", "Simply
 * renaming it would …"). One side denying and the other asserting is then no contradiction: neither carries the other.
 */
import { contentStems, denialReaches, posTags, subjectDeniedBefore, tokenize } from './analysis';

export interface WeakDenial {
  kind: 'duty' | 'seldom' | 'unsettled' | 'named_only' | 'both_deny' | 'until';
  /** The words that make the denial weak, as written. */
  words: string;
}

/** A denied duty or degree: "need not", "does not have to", "is not required to", "not necessarily", "not always". */
const DUTY_OR_DEGREE_DENIAL = /\b(?:need\s+not|needn['’]t|(?:do|does|did|will|would|should|could|may|might)(?:\s+not|n['’]t)\s+(?:necessarily\s+)?(?:need|have)\s+to|(?:is|are|was|were|be|been)(?:\s+not|n['’]t)\s+(?:necessarily\s+)?(?:required|obliged|necessary|mandatory)|(?:is|was)\s+no\s+need|no\s+need\s+to|not\s+(?:(?:be|been|yet)\s+)?(?:necessarily|always|entirely|completely|fully|strictly)|not\s+(?:every|all|each)\s+(?:[\p{L}-]+\s+){1,3}(?:needs?|has|have)\s+to)\b/giu;
/** A denied degree on the asserting side: "not necessarily", "not always", "not all", "not every". */
const DEGREE_DENIED = /(?:\bnot|n['’]t)\s+(?:(?:be|been|yet)\s+)?(?:necessarily|always|all|every)\b/gi;
/** A side that says the duty or the degree itself ("must move", "is always compatible"): the denial is then of what it says. */
const SAYS_DUTY_OR_DEGREE = /\b(?:must|(?:has|have|had)\s+to|needs?|needed|required|requires?|necessar(?:y|ily)|always|obliged|mandatory|entirely|completely|fully|strictly)\b|\b100\s?%/i;
/** How often or how likely, close to never: "rarely", "seldom", "unlikely to". */
const SELDOM = /^(?:rarely|seldom|scarcely|barely|infrequently|hardly|unlikely|improbable)$/;
/** A question left open before what it asks: "it is unclear which", "takes no position on how (or whether)". */
const UNSETTLED = /\b(?:unclear|not\s+(?:yet\s+)?clear|uncertain|unknown|undecided|unsure|an?\s+open\s+question|no\s+(?:explicit\s+|particular\s+|clear\s+|firm\s+)?(?:position|stance|opinion|view|recommendation)|(?:not|never)\s+(?:yet\s+)?(?:decided|settled|specified|determined|defined))\b(?:\s+(?:on|about|as\s+to|regarding))?[^.;:!?]{0,30}?\b(?:whether|which|how|if|what|when|where|why)\b/gi;
/** Words before an "-ing" form that make it a noun: a preposition of matter or purpose, or a determiner ("for backporting",
 * "the caching"; not "by calling", "after removing", which say the act was done). */
const BEFORE_A_NOUN = new Set(['for', 'of', 'about', 'against', 'the', 'a', 'an', 'this', 'that', 'any', 'no', 'its', 'their', 'such', 'further']);
/** A denial that sets a thing apart: ", not", "but not", "and not". */
const SETS_APART = /(?:,|\bbut|\band)\s+not$/i;
/** An act's verb form, after an auxiliary, "to" or a modal: "will be backported", "to simply rename". */
const BEFORE_AN_ACT = /\b(?:to|be|been|being|is|are|was|were|will|would|can|could|may|might|shall|should|must|do|does|did)\s+(?:\p{L}+ly\s+)?$/iu;
/** An act put off until a time: "deferred until", "postponed until", "delayed until", "put off until". */
export const DEFERRED_UNTIL = /\b(?:defer(?:s|red|ring)?|postpon(?:e|es|ed|ing)|delay(?:s|ed|ing)?|put\s+off|puts\s+off|putting\s+off)\b[^.;:!?]{0,80}?\buntil\b/i;
/** The stem of the first word after `at` that is not a function word. */
const firstWordAfter = (text: string, at: number) => tokenize(text.slice(at, at + 60)).find((t) => (t.kind === 'word' || t.kind === 'number') && !t.stop)?.stem;
/** How many words after a denial's start its act may stand. */
const ACT_REACH = 8;
/** How many words before the other side's word may hold "rarely". */
const SELDOM_REACH = 4;

/**
 * Why the denying side's denial does not contradict what the asserting side says, or undefined when it may: every
 * denial there is of a duty or a degree and the other side says none; the other side says the act happens rarely; the
 * other side leaves the matter open, or one side's denial sits in such an open question; the other side only names
 * the denied act, as a noun; the other side denies the same things itself.
 */
export function weakDenial(denyingText: string, assertingText: string): WeakDenial | undefined {
  const reaches = denialReaches(denyingText);
  if (reaches.length === 0) return undefined;
  const duties = [...denyingText.matchAll(DUTY_OR_DEGREE_DENIAL)];
  // (a side that denies a duty too says the same: "don't have to specify it" / "specifying it is not mandatory")
  // (its own denied duty set aside, the other side must say no duty: "must be followed …, while X need not be" says one)
  if (duties.length > 0 && !SAYS_DUTY_OR_DEGREE.test(assertingText.replace(DUTY_OR_DEGREE_DENIAL, ' ')) &&
    reaches.every((r) => duties.some((m) => r.start < m.index! + m[0].length && r.end > m.index!))) {
    return { kind: 'duty', words: duties[0]![0] };
  }
  // (the other side denies the same duty of the same words: "need not be a string literal" / "must be a `&str`, but does
  // not have to be a string literal": its own "must" is of something else)
  const theirDuties = [...assertingText.matchAll(DUTY_OR_DEGREE_DENIAL)];
  if (duties.length > 0 && theirDuties.some((m) => {
    const after = tokenize(assertingText.slice(m.index! + m[0].length)).filter((t) => t.kind === 'word' && !t.stop).slice(0, ACT_REACH).map((t) => t.stem);
    return reaches.some((r) => duties.some((d) => r.start < d.index! + d[0].length && r.end > d.index!) && r.stems.slice(0, 3).some((x) => after.includes(x)));
  })) {
    return { kind: 'duty', words: duties[0]![0] };
  }
  // ("can't be added until RECORD is generated" / "can only be added after RECORD is generated": the same rule)
  // ("should not make it public … before all experts have updated" / "only once all experts have updated … should")
  const until = /\b(?:until|before)\b/i.exec(denyingText);
  if (until && reaches.some((r) => r.end <= until.index && !/[.;:!?]/.test(denyingText.slice(r.end, until.index)))) {
    const words = denyingText.slice(reaches[0]!.start, until.index + until[0].length);
    if (/\bonly\s+(?:\p{L}+\s+){0,4}?(?:after|once|when)\b/iu.test(assertingText)) return { kind: 'until', words };
    // ("will not be considered until Python 3.8" / "consideration has been deferred until Python 3.8": an act put off
    // until the same time is the act denied until then)
    const deferred = /^until$/i.test(until[0]) && !DEFERRED_UNTIL.test(denyingText) ? DEFERRED_UNTIL.exec(assertingText) : null;
    if (deferred && firstWordAfter(denyingText, until.index + until[0].length) === firstWordAfter(assertingText, deferred.index + deferred[0].length)) {
      return { kind: 'until', words };
    }
  }
  const opened = openQuestion(denyingText, reaches.map((r) => r.start));
  if (opened) return { kind: 'unsettled', words: opened };
  // ("…, not for simple exception raising" / "simple exception raising does not require it": the other side denies of the
  // same things, with its own words and its own denial)
  // (only a denial that sets a thing apart, after a comma and with no verb of its own: "…, not for Y", "but not Y")
  const own = denialReaches(assertingText);
  const both = reaches.find((r) => SETS_APART.test(denyingText.slice(Math.max(0, r.start - 6), r.end)) && !verbIn(denyingText, r.end, r.reachEnd) &&
    own.some((a) => r.stems.slice(0, 3).filter((x) => a.before.includes(x)).length >= 2));
  if (both) return { kind: 'both_deny', words: denyingText.slice(both.start, both.end) };
  // (the other side denies a degree of the same act, "rustfmt may not necessarily support all combinations" / "Not every
  // combination is supported": read as a hedge, it is a denial too)
  const degree = [...assertingText.matchAll(DEGREE_DENIED)].find((m) => {
    const after = tokenize(assertingText.slice(m.index! + m[0].length)).filter((t) => t.kind === 'word' && !t.stop).slice(0, ACT_REACH).map((t) => t.stem);
    return reaches.some((r) => r.stems.slice(0, 3).some((x) => after.includes(x)));
  });
  if (degree) return { kind: 'both_deny', words: degree[0] };
  // (the other side denies the same word by a subject that opens with "no": "no separate entry is available" / "an entry
  // is not available")
  const firstDenied = reaches.map((r) => denyingText.slice(r.end).match(/^\s*(?:(?:be|been|being)\s+)?(?:\p{L}+ly\s+)?(\p{L}+)/u)?.[1]).filter((w) => w !== undefined);
  const noSubject = firstDenied.find((w) => subjectDeniedBefore(assertingText, w!));
  if (noSubject) return { kind: 'both_deny', words: noSubject };
  const asserting = tokenize(assertingText).filter((t) => t.kind === 'word' || t.kind === 'number');
  // the first few words each denial reaches, found on the asserting side
  const deniedStems = new Set(reaches.flatMap((r) => r.stems.slice(0, 3)));
  const uses = asserting.map((t, i) => ({ t, i })).filter(({ t }) => deniedStems.has(t.stem));
  if (uses.length === 0) return undefined;
  const seldom = uses.find(({ i }) => asserting.slice(Math.max(0, i - SELDOM_REACH), i).some((b) => SELDOM.test(b.norm)));
  if (seldom) return { kind: 'seldom', words: asserting.slice(Math.max(0, seldom.i - SELDOM_REACH), seldom.i).find((b) => SELDOM.test(b.norm))!.text };
  const unsettled = openQuestion(assertingText, uses.map(({ t }) => t.start));
  if (unsettled) return { kind: 'unsettled', words: unsettled };
  // the act each denial denies: the first word read as a verb it reaches
  const denyingTags = posTags(denyingText);
  const denyingWords = tokenize(denyingText).filter((t) => t.kind === 'word');
  const acts = new Set(reaches.flatMap((r) => {
    const act = denyingWords.filter((t) => t.start >= r.end && t.start < r.reachEnd).slice(0, ACT_REACH)
      .find((t) => !t.stop && denyingTags.get(t.start) === 'v' && BEFORE_AN_ACT.test(denyingText.slice(Math.max(0, t.start - 24), t.start)));
    return act ? [act.stem] : [];
  }));
  const actUses = asserting.map((t, i) => ({ t, i })).filter(({ t }) => acts.has(t.stem));
  if (actUses.length > 0 && actUses.every(({ t, i }) => namedOnly(assertingText, asserting, i))) {
    const { t, i } = actUses[0]!;
    const before = asserting[i - 1];
    return { kind: 'named_only', words: before && BEFORE_A_NOUN.has(before.norm) ? `${before.text} ${t.text}` : t.text };
  }
  return undefined;
}

/** Every offset stands in a question left open before it, in the same sentence: the opening words, or undefined. */
function openQuestion(text: string, offsets: readonly number[]): string | undefined {
  const opened = [...text.matchAll(UNSETTLED)];
  const inside = (at: number) => opened.some((m) => at >= m.index! + m[0].length && !/[.;:!?]/.test(text.slice(m.index!, at)));
  return opened.length > 0 && offsets.every(inside) ? opened[0]![0] : undefined;
}

/**
 * The weak denial of a claim (or of the part being judged) against a span, read first on the part, then on the whole
 * claim (a part cut from it, "Testing of every profile", may have lost the rest of its clause), then as the same denial
 * on both whole texts ("does no cross-browser testing, though …" / "is not currently doing any cross-browser testing;
 * there are …"); undefined when the denial may be the opposite.
 */
export function weakDenialOf(part: string, claim: string | undefined, span: string, claimDenies: boolean): WeakDenial | undefined {
  const sides = (claimText: string): [string, string] => (claimDenies ? [claimText, span] : [span, claimText]);
  const whole = claim ?? part;
  return weakDenial(...sides(part)) ?? (claim !== undefined ? weakDenial(...sides(claim)) : undefined) ??
    (denialsAnswered(...sides(whole)) ? { kind: 'both_deny', words: sides(whole)[0] } : undefined);
}

/** The "-ing" form at i is a noun: after a preposition or a determiner, or opening its sentence ("Simply renaming it would …"). */
function namedOnly(text: string, words: ReturnType<typeof tokenize>, i: number): boolean {
  const t = words[i]!;
  if (!/ing$/.test(t.norm)) return false;
  const before = words[i - 1];
  if (before === undefined || /[.;:!?]\s*$/.test(text.slice(before.end, t.start))) return hypothetical(text, t.end);
  if (BEFORE_A_NOUN.has(before.norm)) return true;
  // (an adverb that opens the sentence: "Simply renaming …")
  const twoBefore = words[i - 2];
  return /ly$/.test(before.norm) && (twoBefore === undefined || /[.;:!?]\s*$/.test(text.slice(twoBefore.end, before.start))) && hypothetical(text, t.end);
}
/**
 * What a sentence-opening "-ing" subject does is only supposed or judged: "would", "could" or "might" follows in its
 * clause, or a judgement that denies it ("Renaming it would break …", "Creating one is currently impossible"; not
 * "Combining them allows …").
 */
function hypothetical(text: string, from: number): boolean {
  return /^(?:(?![.;:!?](?:\s|$))[^]){0,160}?(?:\b(?:would|could|might)\b|\b(?:is|are|was|were|be)\s+(?:\p{L}+ly\s+)?(?:impossible|infeasible|unfeasible|impractical|unrealistic|not\s+(?:possible|feasible|practical|realistic)|unclear|pointless|unnecessary|not\s+(?:safe|enough|needed|necessary))\b|\b(?:does|do)(?:\s+not|n['’]t)\s+make\s+(?:much\s+)?sense\b)/iu.test(text.slice(from));
}

/** A word read as a verb between two offsets. */
function verbIn(text: string, from: number, to: number): boolean {
  const tags = posTags(text);
  return tokenize(text).some((t) => t.kind === 'word' && t.start >= from && t.start < to && tags.get(t.start) === 'v');
}

/**
 * Every denial of one text is answered by a denial of the other of the same word ("does no cross-browser testing" /
 * "is not currently doing any cross-browser testing"), about two of the same words: both deny the same things, in
 * clauses or sentences arranged otherwise. Read on whole texts, where a part cut from a claim, or a clause chosen from
 * a span, has lost the other's denial.
 */
export function denialsAnswered(denyingText: string, otherText: string): boolean {
  const reaches = denialReaches(denyingText);
  const others = denialReaches(otherText);
  if (reaches.length === 0 || others.length === 0) return false;
  const words = (r: { stems: string[]; before: string[] }) => new Set([...r.before, ...r.stems.slice(0, 4)]);
  // (the word each denies first, past an auxiliary: "is not currently doing any cross-browser testing" denies "cross")
  const first = (r: { stems: string[] }) => r.stems.find((x) => !/^(?:do|be|have|get|currently|yet|any)$/.test(x));
  // (and no word of the denial that the other side says elsewhere, of another thing: "No errors are reported by Orbix" is
  // not answered by "No errors are reported by Varrow, but Orbix reports errors")
  const otherStems = new Set(tokenize(otherText).map((t) => t.stem));
  return reaches.every((r) => first(r) !== undefined && others.some((a) => first(a) === first(r) &&
    [...words(r)].filter((x) => words(a).has(x)).length >= 2 && !r.stems.slice(0, 4).some((x) => !words(a).has(x) && otherStems.has(x))));
}

/** "must be true or the program is stopped": a requirement with what follows when it fails. */
const MUST_OR = /\b(?:must|should|has\s+to|have\s+to|needs?\s+to)\s+(?:be\s+)?(\p{L}+)\s*,?\s+or\s+(?:else\s+)?/giu;

/**
 * "A contract that isn't true stops the program" / "contracts must be true or the program is stopped": one side says
 * what follows when a requirement fails, the other the requirement with "or": the same rule turned round.
 */
export function mustOrElse(denyingText: string, assertingText: string): boolean {
  const denied = new Set(denialReaches(denyingText).map((r) => r.stems[0]).filter((x) => x !== undefined));
  if (denied.size === 0) return false;
  return [...assertingText.matchAll(MUST_OR)].some((m) => denied.has(tokenize(m[1]!)[0]?.stem ?? ''));
}

/**
 * "cannot be implemented without adding X" / "implementation requires the addition of X": a denial of doing it without
 * a thing is a requirement of that thing, said by the other side in words of need; the two say the same.
 */
export function cannotWithout(denyingText: string, assertingText: string): boolean {
  const m = CANNOT_WITHOUT.exec(denyingText);
  if (!m || !REQUIREMENT.test(assertingText)) return false;
  // (the thing required, named on both sides)
  const needed = contentStems(tokenize(m[1]!));
  const asserted = contentStems(tokenize(assertingText));
  return [...needed].some((x) => asserted.has(x));
}
const CANNOT_WITHOUT = /\b(?:cannot|can['’]t|can\s+not|could\s+not|couldn['’]t|(?:is|are|was|were)\s+(?:not\s+possible|impossible))\b[^.;:]{0,80}?\bwithout\s+([^.;:,]{3,80})/i;
const REQUIREMENT = /\b(?:requires?|required|requiring|requirements?|needs?|needed|necessary|necessitates?|prerequisite|must|depends?\s+on|only\s+(?:if|when|with|after))\b/i;
