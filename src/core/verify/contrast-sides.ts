// A claim of one clause stitched from both sides of a span's contrast or alternative. "While none have authority to
// end a thread, stating an intent to block is a useful way to defuse discussions" has every word of "Stating an intent
// to block is a useful way to end a thread", but "end a thread" belongs to the conceded clause, not to what is said of
// stating an intent. Likewise the rejected side of "rather than"/"instead of" and the alternative after "or else".
import { stem as stemOf } from '../text/stem';
import { tokenize as tokenizeText, type Token } from '../text/tokenize';
import { negationHits, posTags } from './analysis';
import { memoByText, SPAN_TEXTS } from './memo';

const tokenize: (text: string) => readonly Token[] = memoByText(SPAN_TEXTS, tokenizeText);

/** A clause the span concedes or contrasts: from its opening word to its comma (or the sentence's end). */
const CONCEDED = /(?:^|[,;(]\s*)(even though|although|though|whereas|whilst|while)\s+/gi;
/** The side a span sets aside: "rather than X", "instead of X", up to the next comma or the sentence's end. */
const SET_ASIDE = /\b(rather than|instead of|as opposed to|in place of|alternatives? (?:\p{L}+ ){0,2}?to(?=\s+(?:the|a|an|this|that|these|those|its|their|our|existing|current)\b))\s+/giu;
/** What holds only when the rest does not: "…, or else X", "…; otherwise X", to the sentence's end. */
const ALTERNATIVE = /(?:[,;]\s*|\s)(or else|otherwise)\b[\s,]*/gi;
/** The most sides of one span read (a long passage of many "while"s and "rather than"s is read no further). */
const MAX_SIDES = 8;
/** Spans longer than this are passages, not sentences: their sides are not read. */
const MAX_SPAN_LENGTH = 3000;

/** A claim with a connective or a denial of its own relates its parts itself (or says the span's other side): not judged here. */
const CLAIM_RELATES = /\b(?:and|but|or|nor|yet|so|while|whilst|whereas|although|though|however|despite|rather|instead|unlike|except|unless|otherwise|else|because|since|if|when|whether|neither|either|only|than|both|also|even|still)\b/i;
/** A claim that relates a set-aside side itself: its own contrast or alternative ("B is used instead of A", "A rather than B"). */
const CLAIM_SETS_ASIDE = /\b(?:rather|instead|unlike|except|than|over|opposed|place|alternatives?|but|while|whilst|whereas|although|though|however|or|nor|neither|either|otherwise|else|both)\b/i;
/** A denial of the claim's own: it may say the span's other side ("Y is not used") unless the span's main clause denies it too. */
const DENIAL_WORDS = /\b(?:not|no|never|without)\b|n['’]t\b/gi;
/** A cheap test: the span has one of the openings above. */
const MAY_HAVE_SIDES = /\b(?:though|although|whereas|whilst|while|rather than|instead of|as opposed to|in place of|alternatives?|or else|otherwise|over|prefer(?:s|red|ring)?)\b/i;
/** The side a choice passes over: "preferred A over *B*", "picks the A loader over *the B one*", "A was picked over *B*", "preferred A to *B*". */
const CHOICE_VERB = String.raw`\b(?:prefer(?:s|red|ring)?|cho(?:se|sen|oses?|osing)|pick(?:s|ed|ing)?|favou?r(?:s|ed|ing)?|select(?:s|ed|ing)?|recommend(?:s|ed|ing)?)\b`;
/** Words between the choice's verb and its "over": the chosen thing, not a clause ("because it maps to …"). */
const CHOSEN_WORDS = String.raw`(?:\s+(?!(?:over|to|because|since|as|which|that|it|they|when|if|and|or|but|so|use|using)\b|\p{L}+ing\b)[\p{L}\d'’.\u0060*_/@-]+){0,6}?`;
const PASSED_OVER = new RegExp(String.raw`${CHOICE_VERB}${CHOSEN_WORDS}\s+(over)\s+`, 'giu');
/** "preferred A to B": only "prefer" takes "to" so, and only with the chosen thing between ("preferred to use" is no choice). */
const PREFERRED_TO = new RegExp(String.raw`(?:\bprefer(?:s|red|ring)?\b${CHOSEN_WORDS.replace('{0,6}?', '{1,6}?')}|\b(?:is|are|was|were|be|been|being)\s+preferred)\s+(to)\s+(?!(?:be|use|have|do|make|keep|add|run|write|read)\b)`, 'giu');
/** The same two, for a yes-or-no test of a whole text (no global state between calls). */
const MAKES_CHOICE = new RegExp(PASSED_OVER.source, 'iu');
const PREFERS_TO = new RegExp(PREFERRED_TO.source, 'iu');

/** The share of a span's content words a claim must say to restate it whole. */
const WHOLE_RESTATEMENT = 0.9;
const REFERS_BACK = /\b(?:it|its|them|they|their|this|these|those)\b/i;
const PRONOUN_SUBJECTS = new Set(['it', 'they', 'he', 'she', 'we', 'this', 'these', 'those', 'that', 'which']);
const AUXILIARIES = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'has', 'have', 'had', 'will', 'would', 'can', 'could', 'may',
  'might', 'must', 'shall', 'should', 'does', 'do', 'did']);

interface Side { marker: string; start: number; end: number; kind: 'conceded' | 'set_aside' | 'alternative' }

export interface JoinedSides { marker: string; sideWord: string; mainWord: string }

/** Where the clause from `from` ends: its comma, semicolon or closing parenthesis, else the text's end. */
function clauseEnd(text: string, from: number, toSentenceEnd: boolean): number {
  const rest = text.slice(from);
  const stop = toSentenceEnd ? rest.search(/[;]|[.!?](?:\s|$)/) : rest.search(/[,;)]|[.!?](?:\s|$)/);
  return stop < 0 ? text.length : from + stop;
}

function sidesOf(text: string): Side[] {
  const out: Side[] = [];
  for (const m of text.matchAll(CONCEDED)) {
    const start = m.index! + m[0].toLowerCase().indexOf(m[1]!.toLowerCase());
    out.push({ marker: m[1]!.toLowerCase(), start, end: clauseEnd(text, m.index! + m[0].length, false), kind: 'conceded' });
  }
  // (the side is what is set aside, after the marker: "alternative ideas to *the ones proposed …*")
  // (only its noun phrase: "instead of *a manifest* to pin versions" — a purpose or a place after it is the main clause's)
  for (const m of text.matchAll(SET_ASIDE)) {
    const start = m.index! + m[0].length;
    const phraseEnd = /\s(?:to|for|in|on|with|by|at|from|because|so|when|if|which|that)\s/i.exec(text.slice(start, clauseEnd(text, start, false)));
    out.push({ marker: m[1]!.toLowerCase(), start, end: phraseEnd ? start + phraseEnd.index : clauseEnd(text, start, false), kind: 'set_aside' });
  }
  for (const m of [...text.matchAll(PASSED_OVER), ...text.matchAll(PREFERRED_TO)]) {
    const start = m.index! + m[0].length;
    const phraseEnd = /\s(?:to|for|in|on|with|by|at|from|because|so|when|if|which|that|as|since)\s/i.exec(text.slice(start, clauseEnd(text, start, false)));
    out.push({ marker: m[1]!.toLowerCase(), start, end: phraseEnd ? start + phraseEnd.index : clauseEnd(text, start, false), kind: 'set_aside' });
  }
  for (const m of text.matchAll(ALTERNATIVE)) out.push({ marker: m[1]!.toLowerCase(), start: m.index! + m[0].indexOf(m[1]!), end: clauseEnd(text, m.index! + m[0].length, true), kind: 'alternative' });
  // ("…, but requires X": both sides are said, and a writer may join them; not read here)
  return out.slice(0, MAX_SIDES);
}

/** The words of the clause from `start` that stand before its first verb or auxiliary: its subject, if it has one. */
function subjectWords(tokens: readonly Token[], tags: ReadonlyMap<number, unknown>, start: number, end: number): Token[] {
  const words = tokens.filter((t) => t.start >= start && t.end <= end && (t.kind === 'word' || t.kind === 'number'));
  const verb = words.findIndex((t) => AUXILIARIES.has(t.norm) || tags.get(t.start) === 'v');
  return verb < 0 ? [] : words.slice(0, verb);
}

/** The clause at `at` opens with no subject of its own (its verb, an auxiliary or an -ing form first) or with a pronoun. */
function takesSubjectElsewhere(tokens: readonly Token[], tags: ReadonlyMap<number, unknown>, at: number, end: number): boolean {
  const first = tokens.find((t) => t.start >= at && t.end <= end && t.kind === 'word' && !/ly$/.test(t.norm));
  if (!first) return true;
  return PRONOUN_SUBJECTS.has(first.norm) || AUXILIARIES.has(first.norm) || tags.get(first.start) === 'v' || /ing$/.test(first.norm);
}

/** The conceded side opens with a verb form or an adjective, not a subject: a phrase of time or manner, not a clause. */
function adjunctOnly(tokens: readonly Token[], tags: ReadonlyMap<number, unknown>, side: Side): boolean {
  const words = tokens.filter((t) => t.start >= side.start && t.end <= side.end && t.kind === 'word' && !/ly$/.test(t.norm));
  const first = words.find((t, i) => i >= side.marker.split(' ').length);
  if (!first) return true;
  if (PRONOUN_SUBJECTS.has(first.norm)) return false;
  return /(?:ing|ed)$/.test(first.norm) || tags.get(first.start) === 'v' || tags.get(first.start) === 'a';
}

/**
 * A claim of one clause whose words the span has only on both sides of one contrast, concession, set-aside or
 * alternative — a word only in the conceded or set-aside clause and another only outside it — where neither side
 * lends the other its subject: the two words and the marker, or undefined. A claim that has a connective or a denial
 * of its own is left to the checks that read those.
 */
export function sidesJoined(claimText: string, spanText: string): JoinedSides | undefined {
  if (spanText.length > MAX_SPAN_LENGTH || !MAY_HAVE_SIDES.test(spanText) || CLAIM_SETS_ASIDE.test(claimText)) return undefined;
  // (a claim that makes a choice of its own, "prefer A to B", sets its sides itself)
  if (MAKES_CHOICE.test(claimText) || PREFERS_TO.test(claimText)) return undefined;
  // (a claim's own "because", "so", "when" relates its parts, which a conceded side may lend it; a side set aside lends
  // nothing: "B was preferred because …" over "A was preferred over B because …")
  const relates = CLAIM_RELATES.test(claimText);
  const sides = sidesOf(spanText).filter((side) => !relates || side.kind === 'set_aside');
  if (sides.length === 0) return undefined;
  const spanTokens = tokenize(spanText);
  const claimStems = new Set(tokenize(claimText).filter((t) => (t.kind === 'word' || t.kind === 'number') && !t.stop).map((t) => t.stem));
  const content = spanTokens.filter((t) => (t.kind === 'word' || t.kind === 'number') && !t.stop && claimStems.has(t.stem));
  if (content.length < 2) return undefined;
  // (a claim that says nearly all of the span's words restates it whole, whatever connective it left out)
  const spanContent = new Set(spanTokens.filter((t) => (t.kind === 'word' || t.kind === 'number') && !t.stop).map((t) => t.stem));
  // (not of a side set aside: a claim that drops the chosen thing and keeps the rest says the rest of the other one)
  const restatesWhole = [...spanContent].filter((s) => claimStems.has(s)).length >= WHOLE_RESTATEMENT * spanContent.size;
  const denials = [...claimText.matchAll(DENIAL_WORDS)].map((m) => m[0].toLowerCase());
  let tags: ReadonlyMap<number, unknown> | undefined;
  for (const side of sides) {
    if (restatesWhole && side.kind !== 'set_aside') continue;
    if (denials.length > 0) {
      const mainText = (spanText.slice(0, side.start) + ' ' + spanText.slice(side.end)).toLowerCase();
      // (in any words of denial: "does not have" for "has no")
      if (!new RegExp(DENIAL_WORDS.source, 'i').test(mainText)) continue;
    }
    // (a claim that says the marker's own word sets the sides apart itself: "alternatives to the ideas …")
    const key = side.marker.split(' ').find((w) => !/^(?:as|in|of|to|than)$/.test(w));
    if (key !== undefined && claimStems.has(stemOf(key))) continue;
    const inside = (t: Token) => t.start >= side.start && t.end <= side.end;
    const within = new Set(content.filter(inside).map((t) => t.stem));
    const outside = new Set(content.filter((t) => !inside(t)).map((t) => t.stem));
    const sideOnly = [...within].filter((s) => !outside.has(s));
    const mainOnly = [...outside].filter((s) => !within.has(s));
    if (sideOnly.length === 0 || mainOnly.length === 0) continue;
    // (a pronoun that refers back joins the two clauses: "Although it is small, the cache …", "While X is fast, it …")
    if (side.kind === 'conceded' && (REFERS_BACK.test(spanText.slice(side.start, side.end)) || REFERS_BACK.test(spanText.slice(side.end)))) continue;
    tags ??= posTags(spanText);
    // ("While discussing this PEP at PyCon, …", "though rarely used": a conceded side with no clause of its own says when
    // or how, and lends its words to the main clause)
    if (side.kind === 'conceded' && adjunctOnly(spanTokens, tags, side)) continue;
    // ("While the build runs, the daemon caches …": a "while" of time; one of concession sets a denial against the rest)
    if ((side.marker === 'while' || side.marker === 'whilst') && !/\b(?:not|no|none|never|nothing|nobody|cannot|without)\b|n['’]t\b/i.test(spanText)) continue;
    const markerEnd = spanText.indexOf(' ', side.start + side.marker.length - 1);
    const sideBody = side.kind === 'set_aside' ? side.start : markerEnd < 0 ? side.end : markerEnd;
    // the main clause's subject lends itself to a side with none ("X pickles lists, but requires a temp object"), and a
    // conceded clause's subject to a main clause that refers back to it ("While X is fast, it uses memory")
    const mainStart = side.kind === 'conceded' && spanText.slice(0, side.start).trim() === '' ? side.end : 0;
    const lent = new Set<string>();
    if (takesSubjectElsewhere(spanTokens, tags, sideBody, side.end)) {
      for (const t of subjectWords(spanTokens, tags, mainStart, mainStart === 0 ? side.start : spanText.length)) lent.add(t.stem);
    }
    const afterSide = spanText.slice(side.end).search(/[^\s,;]/);
    if (side.kind === 'conceded' && afterSide >= 0 && takesSubjectElsewhere(spanTokens, tags, side.end + afterSide, spanText.length)) {
      for (const t of subjectWords(spanTokens, tags, sideBody, side.end)) lent.add(t.stem);
    }
    const sideWord = sideOnly.find((s) => !lent.has(s));
    const mainWord = mainOnly.find((s) => !lent.has(s));
    if (sideWord === undefined || mainWord === undefined) continue;
    const surface = (s: string) => content.find((t) => t.stem === s)!.text;
    return { marker: side.marker, sideWord: surface(sideWord), mainWord: surface(mainWord) };
  }
  return undefined;
}

/** What a span sets apart in comparing ("faster *than B*", "unlike *B*"): up to the clause's end. */
const COMPARED_AWAY = /\b(?:than|unlike)\s+([^,;:.!?()]+)/gi;

/**
 * The claim passes something over ("A is recommended over *B*", "chose A over *B*", "prefers A to *B*") that the span
 * does not set aside anywhere: it names it outside every "over", "instead of", "rather than", "than" or "unlike" — "It is
 * recommended to use a dedicated library" does not carry ".formData() is recommended over dedicated libraries". The
 * claim's passed-over word, or undefined (no choice in the claim, or its side not named in the span).
 */
export function passedOverNotSetAside(claimText: string, spanText: string): { word: string; marker: string } | undefined {
  if (!/\b(?:over|to)\b/i.test(claimText) || !MAY_HAVE_CHOICE.test(claimText)) return undefined;
  const claimSides = sidesOf(claimText).filter((side) => side.kind === 'set_aside' && (side.marker === 'over' || side.marker === 'to'));
  if (claimSides.length === 0) return undefined;
  const spanTokens = tokenize(spanText);
  const asideRegions = [...sidesOf(spanText).filter((side) => side.kind === 'set_aside'),
    ...[...spanText.matchAll(COMPARED_AWAY)].map((m) => ({ start: m.index!, end: m.index! + m[0].length }))];
  const claimTokens = tokenize(claimText);
  const plain = (text: string) => text.replace(/[`*_"'’]/g, '').replace(/\s+/g, ' ').trim().toLowerCase();
  const spanPlain = plain(spanText);
  for (const side of claimSides) {
    const words = claimTokens.filter((t) => t.start >= side.start && t.end <= side.end && (t.kind === 'word' || t.kind === 'number') && !t.stop);
    // (what the claim passes over, named nowhere in the span as a whole: "dict.copy() is recommended over copy.copy()" over
    // "It is recommended to use dict.copy()", whose words are all in the chosen name)
    // (a call's brackets are its own: "eval()"; a trailing "such" or "like" opens examples)
    const sideEnd = claimText.slice(side.start, side.end).includes('(') && claimText.charAt(side.end) === ')' ? side.end + 1 : side.end;
    const sideText = claimText.slice(side.start, sideEnd).trim().replace(/[.,;:!?]+$/, '').replace(/\s+(?:such|like|including|e\.g\.?)$/i, '');
    const passed = plain(sideText);
    // (as a whole name: "eval()" is not named by "ast.literal_eval()")
    const named = passed.length > 0 && new RegExp(`(?<![\\w.])${passed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w])`).test(spanPlain);
    if (words.length > 0 && passed.length > 0 && !named) return { word: sideText, marker: side.marker };
    const chosenElsewhere = new Set(claimTokens.filter((t) => (t.end <= side.start || t.start >= side.end) && t.kind === 'word').map((t) => t.stem));
    for (const w of words) {
      if (chosenElsewhere.has(w.stem)) continue;
      const inSpan = spanTokens.filter((t) => t.stem === w.stem);
      if (inSpan.length === 0) continue;
      if (inSpan.every((t) => !asideRegions.some((r) => t.start >= r.start && t.end <= r.end))) return { word: w.text, marker: side.marker };
    }
  }
  return undefined;
}
const MAY_HAVE_CHOICE = /\b(?:prefer|chose|choos|pick|favou?r|select|recommend)/i;

/** Words that end a subject and start what is said of it. */
const PREDICATE_START = /^(?:is|are|was|were|has|have|had|can|could|will|would|may|might|must|should|shall|do|does|did)$/;

/**
 * A claim whose subject joins two things ("Both A and B have been removed"), read as one claim per thing: the claim
 * with each of them alone as its subject ("A have been removed", "B have been removed"), or undefined when the subject
 * is not such a pair. The predicate starts at the subject's first auxiliary or verb.
 */
export function conjoinedSubjects(claimText: string): string[] | undefined {
  if (!/\band\b/i.test(claimText)) return undefined;
  const tokens = tokenize(claimText);
  const tags = posTags(claimText);
  const verb = tokens.find((t) => t.kind === 'word' && (PREDICATE_START.test(t.norm) || (tags.get(t.start) === 'v' && t.norm !== 'both')));
  if (!verb) return undefined;
  const subject = claimText.slice(0, verb.start);
  // (one "and", outside code and parentheses; not a list of three, nor a clause before a comma)
  const masked = subject.replace(/``[^`]*``|`[^`]*`/g, (m) => 'x'.repeat(m.length));
  if (/[,;:()]/.test(masked)) return undefined;
  const joins = [...masked.matchAll(/\s+and\s+/gi)];
  if (joins.length !== 1) return undefined;
  const at = joins[0]!.index!;
  const first = subject.slice(0, at).replace(/^\s*both\s+/i, '').trim();
  const second = subject.slice(at + joins[0]![0].length).trim();
  if (first.length === 0 || second.length === 0) return undefined;
  const rest = claimText.slice(verb.start);
  return [`${first} ${rest}`, `${second} ${rest}`];
}

/**
 * The span joins the last words of the claim's two joined subjects itself, "A and B" or "A or B" within a few words
 * ("the appropriate name and origin"): the two stand together there, as in the claim.
 */
export function joinsTheSameTwo(claimText: string, spanText: string): boolean {
  const parts = conjoinedSubjects(claimText);
  if (!parts) return false;
  const lastWordOf = (part: string, rest: string) => {
    const subject = tokenize(part.slice(0, part.length - rest.length)).filter((t) => (t.kind === 'word' || t.kind === 'number') && !t.stop);
    return subject[subject.length - 1]?.stem;
  };
  // the predicate both parts share is what follows the subject in each: their common end
  // (word by word: "the header … / the trailer …" share no letters of their own words)
  const [a0, b0] = [parts[0]!.split(' '), parts[1]!.split(' ')];
  let common = 0;
  while (common < Math.min(a0.length, b0.length) - 1 && a0[a0.length - 1 - common] === b0[b0.length - 1 - common]) common++;
  const shared = a0.slice(a0.length - common).join(' ');
  const a = lastWordOf(parts[0]!, shared);
  const b = lastWordOf(parts[1]!, shared);
  if (!a || !b) return false;
  const words = tokenize(spanText).filter((t) => t.kind === 'word' || t.kind === 'number');
  return words.some((t, i) => t.stem === a && words.slice(i + 1, i + 5).some((u, k) => u.stem === b && words.slice(i + 1, i + 1 + k).some((j) => j.norm === 'and' || j.norm === 'or')));
}

/** A contrast that joins two statements: ", whereas", ", while", ", but" (each text read at its first one). */
const CONTRAST_MARKER = /,?\s+(?:whereas|whilst|while|but)\s+/i;

/**
 * "A clutters the docs, whereas B groups them neatly" over "a drawback of B is that the docs are cluttered, whereas A
 * neatly groups them": each side of the claim's contrast has its subject on one side of the span's and the rest of its
 * words on the other — the span says of each what the claim says of the other. The claim's two subjects, or undefined.
 */
export function contrastSubjectsSwapped(claimText: string, spanText: string): { first: string; second: string } | undefined {
  const c = CONTRAST_MARKER.exec(claimText);
  const s = CONTRAST_MARKER.exec(spanText);
  if (!c || !s) return undefined;
  const content = (text: string) => tokenize(text).filter((t) => (t.kind === 'word' && !t.stop) || t.kind === 'number');
  const [left, right] = [content(claimText.slice(0, c.index)), content(claimText.slice(c.index + c[0].length))];
  const spanLeft = new Set(content(spanText.slice(0, s.index)).map((t) => t.stem));
  const spanRight = new Set(content(spanText.slice(s.index + s[0].length)).map((t) => t.stem));
  // the span side a word stands on alone, or undefined where it stands on both or neither
  const sideOf = (stem: string) => (spanLeft.has(stem) === spanRight.has(stem) ? undefined : spanLeft.has(stem) ? 'left' : 'right');
  const split = (own: readonly Token[], other: readonly Token[]) => {
    const otherStems = new Set(other.map((t) => t.stem));
    const exclusive = own.filter((t) => !otherStems.has(t.stem));
    const subject = exclusive[0];
    if (!subject) return undefined;
    const subjectSide = sideOf(subject.stem);
    const rest = exclusive.slice(1).map((t) => sideOf(t.stem)).filter((x) => x !== undefined);
    const opposite = rest.filter((x) => x !== subjectSide).length;
    return subjectSide !== undefined && opposite >= 2 && opposite > rest.length / 2 ? { subject, subjectSide } : undefined;
  };
  const a = split(left, right);
  const b = split(right, left);
  return a && b && a.subjectSide !== b.subjectSide ? { first: a.subject.text, second: b.subject.text } : undefined;
}

/** The stems of a text's content words and figures. */
const stems = (text: string): Set<string> => new Set(tokenize(text).filter((t) => (t.kind === 'word' || t.kind === 'number') && !t.stop).map((t) => stemOf(t.norm)));

/** A side preferred to another that is set aside: "detects it with A instead of by B", "uses A rather than B". */
const PREFERRED_SIDE = /^([\s\S]*\S)\s*,?\s+(?:instead\s+of|rather\s+than|in\s+place\s+of)\s+([\s\S]+?)[\s.!?]*$/i;
/** The words a sentence sets its other side aside with: "not", "instead of", "rather than", "in place of". */
export function setAsideMarker(text: string): string {
  if (DENIED_SIDE.test(text)) return 'not';
  return /\b(instead\s+of|rather\s+than|in\s+place\s+of)\b/i.exec(text)?.[1]!.toLowerCase().replace(/\s+/g, ' ') ?? 'not';
}
/** The last contrast of a sentence that sets a side aside by a denial: "A, not (just) B", "A and not B", "A but not B". */
const DENIED_SIDE = /^([\s\S]*\S)\s*(?:,\s*|\s+(?:and|but)\s+)not\s+(?:just\s+|merely\s+|only\s+|simply\s+)?([\s\S]+?)[\s.!?]*$/i;
/** A reporting frame that opens a sentence: "The authors believe that", "I think", "We argue that". */
const REPORTING_FRAME = /^[^,;:.]*?\b(?:believes?|thinks?|argues?|says?|notes?|states?|proposes?|suggests?|feels?|expects?|claims?)\s+(?:that\s+)?/i;
/** A denial that only widens ("not just", "not only", "not merely", "not simply"): it sets nothing aside. */
const NOT_JUST = /(?:,\s*|\s+(?:and|but)\s+)not\s+(?:just|merely|only|simply)\s/i;
/** What a denial sets aside, up to the end of its clause. */
// (not "which" after a preposition: "not in the order in which the fields are specified" sets aside that whole order)
const DENIED_CLAUSE_END = /\s*(?:[,;:()]|\s--?\s|\s[—–]\s?)|\s+(?:and|while|whereas|because|since|so|but)\s+|(?<!\b(?:in|of|by|on|at|to|for|from|with|through|under))\s+which\s+/i;
function deniedClause(text: string): string {
  return text.split(DENIED_CLAUSE_END)[0] ?? text;
}
/**
 * The claim says what the span sets aside and sets aside what the span says: "guarantees a minimum number of digits,
 * not a minimum length of the field" against "guarantees a minimum length of the field, not just the number of digits";
 * "with A instead of by B" against "by B instead of with A".
 * Each side's denial is of the other's affirmed words: a contradiction, though both deny something.
 */
export function contrastSidesTraded(claimText: string, spanText: string): boolean {
  const c = DENIED_SIDE.exec(claimText) ?? PREFERRED_SIDE.exec(claimText);
  const s = c ? DENIED_SIDE.exec(spanText) ?? PREFERRED_SIDE.exec(spanText) : null;
  if (!c || !s) return false;
  // ("A, not just B" and "B, not just A" both say A and B: no side is set aside)
  if (NOT_JUST.test(c[0]) && NOT_JUST.test(s[0])) return false;
  // (the claim's words are all the span's, a reporting frame left out: "The callee frees the buffer, not the
  // caller, and the caller must not touch it" over "The caller allocates the buffer, not the callee, …" trades other
  // acts, not the same two sides; "The authors believe that …" over "We believe that …" says the span's words)
  const spanWords = stems(spanText.replace(REPORTING_FRAME, ''));
  if ([...stems(claimText.replace(REPORTING_FRAME, ''))].some((w) => !spanWords.has(w))) return false;
  // (the side set aside runs to its clause's end: "… but not under the LLVM rules; more complex variants …")
  // (read by content words; where a side has none of its own, by its pronouns too: "the object itself" / "the object's class")
  return tradedBy(stems, c, s) ?? tradedBy(sideStems, c, s) ?? false;
}
function tradedBy(stemsOf: (text: string) => Set<string>, c: RegExpExecArray, s: RegExpExecArray): boolean | undefined {
  const [claimKept, claimSet] = [stemsOf(c[1]!), stemsOf(deniedClause(c[2]!))];
  const [spanKept, spanSet] = [stemsOf(s[1]!), stemsOf(deniedClause(s[2]!))];
  // (the words each side's two parts share are the frame both keep: "a minimum …" of "a minimum length" / "a minimum number")
  const own = (set: Set<string>, other: Set<string>) => [...set].filter((x) => !other.has(x));
  const claimSetOwn = own(claimSet, claimKept);
  const spanSetOwn = own(spanSet, spanKept);
  if (claimSetOwn.length === 0 || spanSetOwn.length === 0) return undefined;
  const share = (xs: string[], of: Set<string>) => xs.filter((x) => of.has(x)).length / xs.length;
  return share(claimSetOwn, spanKept) >= 0.5 && share(claimSetOwn, spanSet) < 0.5 && share(spanSetOwn, claimKept) >= 0.5 && share(spanSetOwn, claimSet) < 0.5;
}

/** A clause's plain denial ("does not", "is not", "cannot", "never", "no"). */
const DENIAL_WORD = /\b(?:not|never|no|cannot|can['’]t|don['’]t|doesn['’]t|didn['’]t|isn['’]t|aren['’]t|won['’]t|nor)\b/i;
/**
 * "does not support Windows, but it supports macOS" against "does not support Windows or macOS": the claim asserts
 * after its "but" what the span denies as the other alternative of one denial. The claim's asserted words, or undefined.
 */
export function deniedAlternativeAsserted(claimText: string, spanText: string): string | undefined {
  const turn = /,?\s+but\s+/i.exec(claimText);
  if (!turn) return undefined;
  const [denied, asserted] = [claimText.slice(0, turn.index), claimText.slice(turn.index + turn[0].length).split(/[;.!?]/, 1)[0]!];
  if (!DENIAL_WORD.test(denied) || DENIAL_WORD.test(asserted) || /\bbut\b/i.test(spanText)) return undefined;
  // the span's one clause with a denial, and what it denies: from the denial to the clause's end
  const clause = spanText.split(/[;.!?](?:\s|$)/).find((c) => DENIAL_WORD.test(c));
  if (!clause) return undefined;
  const deniedPart = clause.slice(DENIAL_WORD.exec(clause)!.index);
  // the alternative after the span's "or"/"nor": its words are the asserted clause's own (not the denied clause's)
  const alternative = /\b(?:or|nor)\s+(.+)$/i.exec(deniedPart)?.[1];
  if (!alternative) return undefined;
  const own = [...stems(asserted)].filter((w) => !stems(denied).has(w));
  const alt = stems(alternative);
  if (own.length === 0 || own.some((w) => !alt.has(w))) return undefined;
  // (and the claim's denied clause is the span's first alternative: its words are in the span's denied part)
  const deniedWords = [...stems(denied)];
  const spanDenied = stems(deniedPart);
  return deniedWords.filter((w) => spanDenied.has(w)).length >= 1 ? asserted.trim() : undefined;
}

/** "A instead of B", "A rather than B": the phrase that is chosen and the one set aside, each up to a clause break. */
const CONTRAST_SIDES = /\b(?:instead\s+of|rather\s+than|in\s+place\s+of|as\s+opposed\s+to)\b/i;
/** A contrast's two sides as the stems of their content words: the chosen one before the marker, the one set aside after it. */
function contrastSides(text: string): { chosen: Set<string>; aside: Set<string>; chosenText: string; asideText: string } | undefined {
  const m = CONTRAST_SIDES.exec(text);
  if (!m) return undefined;
  // (a chosen side of one word after a preposition, "write data to buf instead of …", reads back to the verb it belongs to)
  // (or a side with no verb of its own, "append entries to the log instead of …")
  const parts = text.slice(0, m.index).split(/([,;:.!?()]|\b(?:into|to|for|with|by|as|than|from|which|that|and|or)\b)/i);
  let before = parts.pop() ?? '';
  const tags = posTags(text);
  const hasVerb = (side: string) => {
    const at = text.slice(0, m.index).lastIndexOf(side);
    return tokenize(side).some((t) => t.kind === 'word' && tags.get(at + t.start) === 'v');
  };
  while ((stems(before).size < 2 || !hasVerb(before)) && parts.length >= 2 && !/^[,;:.!?()]$|^(?:which|that|and|or)$/i.test(parts[parts.length - 1]!)) {
    const separator = parts.pop()!;
    before = parts.pop()! + separator + before;
  }
  const after = text.slice(m.index + m[0].length).split(/[,;:.!?()]|\b(?:and|or|but|which|that|because|so|if|when)\b/i)[0] ?? '';
  const [chosen, aside] = [stems(before), stems(after)];
  return chosen.size > 0 && aside.size > 0 ? { chosen, aside, chosenText: before.trim(), asideText: after.trim() } : undefined;
}
/**
 * "desugars into anonymous associated types instead of Box<dyn Future>s" over "desugars into Box<dyn Future>s instead of
 * anonymous associated types": what is chosen and what is set aside trade places. The span's two sides, or undefined.
 */
export function contrastChoiceTraded(claimText: string, spanText: string): { chosen: string; aside: string } | undefined {
  const c = contrastSides(claimText);
  const s = c ? contrastSides(spanText) : undefined;
  if (!c || !s) return undefined;
  const share = (a: Set<string>, b: Set<string>) => [...a].filter((w) => b.has(w)).length;
  // (words both chosen sides have and neither side sets aside are their common frame, "implementations … buf" of "only
  // write data to buf instead of reading its contents" / "read the contents of buf instead of writing data to it")
  const frame = new Set([...c.chosen].filter((w) => s.chosen.has(w) && !c.aside.has(w) && !s.aside.has(w)));
  const [cChosen, sChosen] = [c.chosen, s.chosen].map((side) => new Set([...side].filter((w) => !frame.has(w)))) as [Set<string>, Set<string>];
  return share(cChosen, s.aside) > share(cChosen, sChosen) && share(c.aside, sChosen) > share(c.aside, s.aside)
    ? { chosen: s.chosenText, aside: s.asideText } : undefined;
}

/** What a sentence sets apart by "unlike": from "unlike" to its comma, bracket or the sentence's end. */
const UNLIKE = /\bunlike\s+([^,;:.!?()]+)/i;
/**
 * "X …, unlike Y" over "Y …, unlike X": the thing the claim sets apart is what the span says it of, and the reverse
 * ("because the type alias is within the scope …, unlike the return type" / "due to the return-type being within the
 * scope …, unlike the type alias"). The words only one side's "unlike" has are the other side's subject. The span's
 * set-apart phrase and the claim's, or undefined.
 */
export function unlikeSidesTraded(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const c = UNLIKE.exec(claimText);
  const s = c ? UNLIKE.exec(spanText) : null;
  if (!c || !s) return undefined;
  const [claimAside, spanAside] = [stems(c[1]!), stems(s[1]!)];
  const claimRest = stems(claimText.slice(0, c.index) + ' ' + claimText.slice(c.index + c[0].length));
  const spanRest = stems(spanText.slice(0, s.index) + ' ' + spanText.slice(s.index + s[0].length));
  const claimOwn = [...claimAside].filter((x) => !spanAside.has(x));
  const spanOwn = [...spanAside].filter((x) => !claimAside.has(x));
  if (claimOwn.length === 0 || spanOwn.length === 0) return undefined;
  return claimOwn.every((x) => spanRest.has(x)) && spanOwn.every((x) => claimRest.has(x)) ? { claim: c[0].trim(), span: s[0].trim() } : undefined;
}

/** "not A but B": A set aside, B kept. */
const NOT_BUT = /\bnot\s+((?:[^\s,.;:()]+\s+){0,7}?[^\s,.;:()]+)\s+but\s+((?:[^\s,.;:()]+\s*){1,8})/i;
/** "B, not A" closing a clause: B kept (its last words), A set aside. */
const COMMA_NOT = /((?:[^\s,.;:()]+\s+){0,7}[^\s,.;:()]+)\s*,\s*not\s+((?:[^\s,.;:()]+\s*){1,8})(?=[,.;:()]|$)/i;
/** "B rather than A", "B instead of A". */
const RATHER_THAN = /((?:[^\s,.;:()]+\s+){0,7}[^\s,.;:()]+)\s+(?:rather\s+than|instead\s+of)\s+((?:[^\s,.;:()]+\s*){1,8})/i;

/** Words of a side of a contrast that tell nothing apart (articles, prepositions, "be"); pronouns and "itself" count. */
const CONTRAST_FRAME = new Set(['the', 'a', 'an', 'of', 'from', 'by', 'to', 'in', 'on', 'for', 'with', 'at', 'is', 'are', 'was', 'were', 'be', 'and', 'or', 'just', 'only']);
const sideStems = (text: string): Set<string> =>
  new Set(tokenize(text).filter((t) => (t.kind === 'word' || t.kind === 'number') && !CONTRAST_FRAME.has(t.norm)).map((t) => stemOf(t.norm)));
/** What a text keeps and what it sets aside by one contrast ("not A but B", "B, not A", "B rather than A"), as stems. */
function contrastOf(text: string): { kept: Set<string>; aside: Set<string>; start: number; end: number } | undefined {
  const stems = sideStems;
  const at = (m: RegExpExecArray) => ({ start: m.index, end: m.index + m[0].length });
  const notBut = NOT_BUT.exec(text);
  if (notBut) return { kept: stems(notBut[2]!), aside: stems(notBut[1]!), ...at(notBut) };
  // (", not" first: the pattern's run of words before it is tried at every place of a long text)
  const commaNot = NOT_JUST.test(text) || !/,\s*not\s/i.test(text) ? null : COMMA_NOT.exec(text);
  if (commaNot) return { kept: stems(commaNot[1]!), aside: stems(commaNot[2]!), ...at(commaNot) };
  const rather = RATHER_THAN.exec(text);
  if (rather) return { kept: stems(rather[1]!), aside: stems(rather[2]!), ...at(rather) };
  return undefined;
}
/** The denials of a text outside its contrast ("…, and is thus not instantly stable"): what the contrast does not answer. */
const denialsOutside = (text: string, c: { start: number; end: number }) => negationHits(text).filter((h) => h.end <= c.start || h.start >= c.end).length;

/**
 * The claim and the span set the same thing aside for the same other thing, each in its own words: "taken not from
 * the object itself but from the object's class" / "taken from the object's class, not from the object itself".
 * Both deny, of the same things: they say the same.
 */
export function contrastAlike(claimText: string, spanText: string): boolean {
  const c = contrastOf(claimText);
  const s = c ? contrastOf(spanText) : undefined;
  if (!c || !s) return false;
  // (each side's own words: what the two parts of a contrast share is its frame)
  const own = (set: Set<string>, other: Set<string>) => [...set].filter((x) => !other.has(x));
  const [cKept, cAside, sKept, sAside] = [own(c.kept, c.aside), own(c.aside, c.kept), new Set(own(s.kept, s.aside)), new Set(own(s.aside, s.kept))];
  if (cKept.length === 0 || cAside.length === 0) return false;
  // (a denial one side makes outside its contrast is no part of it: "…, and is thus not instantly stable")
  if (denialsOutside(claimText, c) !== denialsOutside(spanText, s)) return false;
  const share = (xs: string[], of: Set<string>) => xs.filter((x) => of.has(x)).length / xs.length;
  return share(cAside, sAside) >= 0.5 && share(cKept, sKept) >= 0.5 && share(cAside, sKept) < 0.5 && share(cKept, sAside) < 0.5;
}
