// Two things a claim and its span both name, standing in each other's places: the sides of a comparison ("A is 2x
// faster than B" / "B is 2x faster than A") and what two contrasted clauses say of their subjects ("only X is
// evaluated at class scope, while Y is evaluated in a nested scope" / the other way round). Every word is carried;
// what is said of which is not.
import { CARDINAL_WORDS } from '../text/quantities';
import { stem } from '../text/stem';
import { tokenize, type Token } from '../text/tokenize';
import { escapeRegExp } from '../util/regex';
import { memoByText, SPAN_TEXTS } from './memo';
import { anotherWordOfStem, IRREGULAR_FORMS, posTags } from './analysis';
import { wordNet } from '../lexicon/index';
import { sharesSense } from '../lexicon/relations';

/** A comparative and its "than" ("2x faster than", "more expensive than", "better than"). */
// (two adjectives joined, "far more fundamental and interesting than", are one comparison of the first)
const COMPARATIVE = /\b(\p{L}{2,}er|more\s+\p{L}+|less\s+\p{L}+|better|worse)(?:\s+(?:and|or)\s+\p{L}+)?\s+than\s+/giu;
/** Where a clause starts or ends, for the side of a comparison. */
// (and a clause that opens with "that": "the observation that the ratio … is more fundamental than …")
const CLAUSE_BREAK = /[,;:()]|\s(?:and|but|or|while|whereas|which|because|that)\s/gi;
/** Words of degree or of the comparison itself, no side's own ("nearly 2x faster"). */
const DEGREE = new Set(['nearly', 'almost', 'about', 'roughly', 'approximately', 'much', 'far', 'significantly', 'slightly', 'considerably',
  'substantially', 'times', 'generally', 'typically', 'usually', 'often', 'always', 'still', 'even', 'over', 'around']);

interface Comparison { word: string; subject: Set<string>; object: Set<string>; text: string }

/** (a macro's name keeps its "!": "regex!" is not "Regex") */
const sideStems = (text: string): string[] =>
  tokenize(text).filter((t) => t.kind === 'word' && !t.stop && !DEGREE.has(t.norm)).map((t) => (text[t.end] === '!' && /[\p{L}\p{N}_]/u.test(text[t.end - 1] ?? '') ? `${t.stem}!` : t.stem));

const COMPARED_VERB = /\s(?:is|are|was|were|be|been|runs?|ran|performs?|becomes?|became|seems?|gets?|got)\s/i;
const comparisonsOf = memoByText(SPAN_TEXTS, (text: string): Comparison[] => {
  const out: Comparison[] = [];
  for (const m of text.matchAll(COMPARATIVE)) {
    const before = text.slice(0, m.index!);
    const breaks = [...before.matchAll(CLAUSE_BREAK)];
    const from = breaks.length > 0 ? breaks[breaks.length - 1]!.index! + breaks[breaks.length - 1]![0].length : 0;
    const after = text.slice(m.index! + m[0].length);
    const OBJECT_BREAK = /[,;:()?]|(?<![\p{L}\p{N}_])!|\.(?:\s|$)|\s(?:and|but|or|while|whereas|which|because|for|in|on|when|if)\s/iu;
    let objectEnd = after.search(OBJECT_BREAK);
    // ("the ratio between its circumference and diameter": the "and" of "between" joins the object's own two)
    if (objectEnd >= 0 && /\bbetween\b/i.test(after.slice(0, objectEnd)) && /^\s+and\s/i.test(after.slice(objectEnd))) {
      const next = after.slice(objectEnd + 5).search(OBJECT_BREAK);
      objectEnd = next < 0 ? -1 : objectEnd + 5 + next;
    }
    const word = m[1]!.toLowerCase().replace(/\s+/g, ' ');
    // (the subject side ends at its verb: "X is at least one order of magnitude slower than Y" compares X, not the degree)
    const subjectText = before.slice(from);
    const verb = subjectText.search(COMPARED_VERB);
    out.push({
      word: word.split(' ').map((w) => stem(w)).join(' '),
      subject: new Set(sideStems(verb > 0 ? subjectText.slice(0, verb) : subjectText)),
      object: new Set(sideStems(objectEnd < 0 ? after : after.slice(0, objectEnd)).slice(0, 3)),
      text: text.slice(from, m.index! + m[0].length + (objectEnd < 0 ? after.length : objectEnd)).trim().replace(/\s+/g, ' '),
    });
  }
  return out;
});


/**
 * The claim's comparison has its two sides the other way round in the span, with the same comparative, and the span
 * never compares them in the claim's order ("SSE4.1 is 2x faster than AVX2" / "AVX2 is 2x faster than SSE4.1, and
 * SSE4.1 is 10x faster than the fallback"): the claim's comparison and the span's, or undefined.
 */
export function comparisonSidesTraded(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const spanComparisons = comparisonsOf(spanText);
  if (spanComparisons.length === 0) return undefined;
  for (const mine of comparisonsOf(claimText)) {
    // (each side by the words the other side lacks: "the AVX2 implementation" and "the SSE4.1 implementation")
    const subject = new Set([...mine.subject].filter((w) => !mine.object.has(w)));
    const object = new Set([...mine.object].filter((w) => !mine.subject.has(w)));
    if (subject.size === 0 || object.size === 0) continue;
    const same = spanComparisons.filter((c) => c.word === mine.word);
    // (a side read by most of its own words; a tie, as with a name on both sides of the span, "the Osprey tree parser …
    // than the streaming parser", is read as neither order)
    const inSide = (words: Set<string>, side: Set<string>) => [...words].filter((w) => side.has(w)).length;
    const inOrder = (c: Comparison) => inSide(subject, c.subject) > inSide(subject, c.object) && inSide(object, c.object) > inSide(object, c.subject);
    const turned = (c: Comparison) => inSide(subject, c.object) > inSide(subject, c.subject) && inSide(object, c.subject) > inSide(object, c.object);
    if (same.some(inOrder)) continue;
    // (or by the words that tell the span's two sides apart, where most words are on both: "the ratio of the circumference
    // to its diameter … than the ratio to its radius" / "… to its radius is far more fundamental than the ratio between its
    // circumference and diameter"; one side turned, the other not in order)
    const distinct = (c: Comparison) => {
      const [ownSubject, ownObject] = [new Set([...c.subject].filter((w) => !c.object.has(w))), new Set([...c.object].filter((w) => !c.subject.has(w)))];
      return [inSide(subject, ownSubject) - inSide(subject, ownObject), inSide(object, ownObject) - inSide(object, ownSubject)] as const;
    };
    const traded = same.find(turned) ?? same.find((c) => {
      const [bySubject, byObject] = distinct(c);
      return bySubject <= 0 && byObject <= 0 && (bySubject < 0 || byObject < 0);
    });
    if (traded && !same.some((c) => {
      const [bySubject, byObject] = distinct(c);
      return bySubject > 0 && byObject > 0;
    })) return { claim: mine.text, span: traded.text };
  }
  return undefined;
}

/** Two clauses contrasted: "X …, while Y …", "X …; Y …", "X …, whereas Y …", "X …, but Y …", "X …, though Y …", "X …, with Y remaining …". */
const CONTRAST = /,?\s+(?:while|whereas|whilst)\s+|;\s+|,\s+but\s+|,\s+(?:though|although)\s+(?![^,;.]*,\s)|,\s+with\s+(?=(?:[\p{L}\d.`-]+\s+){1,4}\p{L}+ing\b)/iu;

/**
 * One of the claim's two contrasted clauses keeps its subject but takes words the span says only in its other clause:
 * each claim clause is anchored to one span clause by a word only those two have, and a word of one clause stands
 * only in the other span clause ("predicates are evaluated at class scope" of "only
 * the outermost iterator is evaluated at class scope, while all predicates … are evaluated in a nested scope"). The
 * claim's words said elsewhere and their clause, or undefined.
 */
export function clausePhrasesTraded(claimText: string, spanText: string): { phrase: string; clause: string } | undefined {
  let claimParts = claimText.split(CONTRAST).map(mainClause);
  let spanParts = spanText.split(CONTRAST).map(mainClause);
  // (two clauses joined by ", and" on both sides, where neither side contrasts them: "… entirely in cargo, and no change …")
  // (each second part a clause with its own auxiliary, not the last item of a list: "YAML, TOML, and JSON files")
  if ((claimParts.length !== 2 || spanParts.length !== 2) && claimParts.length <= 2 && spanParts.length <= 2) {
    const [claimAnd, spanAnd] = [claimText.split(AND_CLAUSES), spanText.split(AND_CLAUSES)];
    if (claimAnd.length === 2 && spanAnd.length === 2 && OWN_AUXILIARY.test(claimAnd[1]!) && OWN_AUXILIARY.test(spanAnd[1]!)) {
      [claimParts, spanParts] = [claimAnd.map(mainClause), spanAnd.map(mainClause)];
    }
  }
  // (three or four parts alike on both sides, "X, but limits A to B while leaving C untouched": each two neighbours read
  // as two contrasted clauses)
  if (claimParts.length === spanParts.length && claimParts.length > 2 && claimParts.length <= 4) {
    for (let i = 0; i + 1 < claimParts.length; i++) {
      const traded = twoClausesTraded([claimParts[i]!, claimParts[i + 1]!], [spanParts[i]!, spanParts[i + 1]!]);
      if (traded) return traded;
    }
    return undefined;
  }
  // (an act and its purpose or result, "X so that Y" on both sides: "changes A in B so that it is like C" over "changes
  // A in C so that it is like B")
  if (claimParts.length !== 2 || spanParts.length !== 2) {
    const [claimResult, spanResult] = [claimText.split(RESULT_JOIN), spanText.split(RESULT_JOIN)];
    if (claimResult.length === 2 && spanResult.length === 2) return actAndResultTraded(claimResult, spanResult);
    return undefined;
  }
  return twoClausesTraded(claimParts, spanParts);
}

/**
 * The act's words and its result's traded across "so that": each claim side anchored to its own span side by a word
 * only those two have, and words crossing both ways, so a word a paraphrase only moves to the other side ("buffers
 * bodies from slow clients so that they do not …" over "buffers bodies so that slow clients do not …") is no trade.
 */
function actAndResultTraded(claimParts: readonly string[], spanParts: readonly string[]): { phrase: string; clause: string } | undefined {
  const { d1, d2, e1, e2 } = ownWordsOfSides(claimParts, spanParts);
  if (!d1.some((w) => e1.has(w)) || !d2.some((w) => e2.has(w))) return undefined;
  const [moved1, moved2] = [d1.filter((w) => e2.has(w)), d2.filter((w) => e1.has(w))];
  return moved1.length > 0 && moved2.length > 0 ? { phrase: surfaceOf(claimParts[0]!, moved1), clause: claimParts[0]!.trim() } : undefined;
}

/** An act joined to its purpose or result: "…, so that …", "… in order to …". */
const RESULT_JOIN = /,?\s+(?:so\s+that|so\s+as\s+to|in\s+order\s+(?:to|that))\s+/i;

/**
 * A list of items that each pair a name with what it does or stands for ("panic for unwinding at the task level, and
 * abort for aborting the entire process"), where the claim gives one item's words to another: each item is read as its
 * first word (its head), the word after it, which the items of one list share ("for"), and the rest; the heads both
 * sides list are compared, and a claim item whose words the span says only in another head's item is traded. Clauses
 * that only happen to be joined by commas ("The change will impact setuptools and pip, but …") are no such list. The
 * claim's item and the span's, or undefined.
 */
export function listPairsTraded(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const [claimHeads, spanHeads] = [listItems(claimText), listItems(spanText)];
  const shared = [...claimHeads.keys()].filter((h) => spanHeads.has(h));
  if (shared.length < 2) return undefined;
  const heads = new Set(shared);
  // (a word counts only where one item of the span's shared heads has it)
  const spanItems = shared.map((h) => spanHeads.get(h)!);
  const distinct = (w: string) => !heads.has(w) && spanItems.filter((item) => item.rest.has(w)).length === 1;
  for (const h of shared) {
    const words = [...claimHeads.get(h)!.rest].filter(distinct);
    const home = spanHeads.get(h)!;
    if (words.length === 0 || words.some((w) => home.rest.has(w))) continue;
    const other = shared.find((o) => o !== h && words.every((w) => spanHeads.get(o)!.rest.has(w)));
    if (other === undefined) continue;
    const surface = claimHeads.get(h)!.words.filter((t) => words.includes(t.stem)).map((t) => t.text).join(' ');
    return { claim: `${claimHeads.get(h)!.words[0]!.text} … ${surface}`, span: `${spanHeads.get(other)!.words[0]!.text} … ${surface}` };
  }
  return undefined;
}

/**
 * One item of the span's list of pairs, in a claim that lists none ("In Moraine, soft means the job is dropped at once"
 * over "… "soft" means the job can be retried later, and "hard" means the job is dropped at once"; "The CLI exits with
 * 2 for a usage error" over "… 1 for a usage error, and 2 for an internal crash"): what the claim says after the head,
 * up to the next head or break, is said only in another item and nowhere in the head's own. The claim's item and the
 * span's, or undefined.
 */
export function singleItemTraded(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const spanHeads = listItems(spanText);
  if (spanHeads.size < 2 || listItems(claimText).size >= 2) return undefined;
  const heads = new Set(spanHeads.keys());
  const distinct = (w: string) => !heads.has(w) && [...spanHeads.values()].filter((item) => item.rest.has(w)).length === 1;
  const tokens = tokenize(claimText.replace(/[`"“”‘’*]/g, ' '));
  // (a head the span or the claim says more than once names no one item: "async Fn() … and async || for async closures")
  const stemCounts = (among: readonly Token[]) => among.reduce((counts, t) => counts.set(t.stem, (counts.get(t.stem) ?? 0) + 1), new Map<string, number>());
  const [claimCounts, spanCounts] = [stemCounts(tokens), stemCounts(tokenize(spanText))];
  for (const [at, token] of tokens.entries()) {
    const home = (token.kind === 'word' || token.kind === 'number') ? spanHeads.get(token.stem) : undefined;
    if (home === undefined || claimCounts.get(token.stem) !== 1 || spanCounts.get(token.stem) !== 1) continue;
    // (the claim's words after the head, to the next head or break; the list's own link word is no word of the item)
    const after: Token[] = [];
    for (const t of tokens.slice(at + 1)) {
      if (t.kind === 'punct' && /[,;:.!?()]/.test(t.text)) break;
      if ((t.kind === 'word' || t.kind === 'number') && heads.has(t.stem)) break;
      if ((t.kind === 'number' || (t.kind === 'word' && !t.stop && t.norm.length > 1)) && t.norm !== home.link) after.push(t);
    }
    const words = after.map((t) => t.stem).filter(distinct);
    if (words.length === 0 || words.some((w) => home.rest.has(w))) continue;
    const other = [...spanHeads.values()].find((o) => o !== home && words.every((w) => o.rest.has(w)) && spanCounts.get(o.head) === 1);
    if (other === undefined) continue;
    const surface = after.filter((t) => words.includes(t.stem)).map((t) => t.text).join(' ');
    return { claim: `${token.text} … ${surface}`, span: `${other.words[0]!.text} … ${surface}` };
  }
  return undefined;
}

type ListItem = { head: string; link: string; rest: Set<string>; words: Token[] };
/**
 * The items of a list of pairs in a text: each a head, the same word after it in each ("panic for …", "abort for …"),
 * and words of its own; the largest such group, of two items or more, by head (none when two items share a head). An
 * item led in by words of the sentence ("Moraine uses "draft" for a chapter …") is read from the head before its link.
 */
// (asked of the same span for every claim and every candidate: read once)
const listItems = memoByText(SPAN_TEXTS, (text: string): ReadonlyMap<string, ListItem> => {
  const parts = text.replace(/[`"“”‘’*]/g, ' ').split(LIST_ITEM_BREAK).map((part) =>
    tokenize(part).filter((t) => t.kind === 'word' || t.kind === 'number'));
  const itemAt = (tokens: Token[], at: number): ListItem | undefined => {
    if (at < 0 || at + 1 >= tokens.length) return undefined;
    const words = tokens.slice(at).filter((t) => t.kind === 'number' || (!t.stop && t.norm.length > 1));
    const item = { head: tokens[at]!.stem, link: tokens[at + 1]!.norm, rest: new Set(words.slice(1).map((t) => t.stem)), words };
    return item.rest.size > 0 ? item : undefined;
  };
  // (a part that opens with a connective is a clause of its own, "…, where the first example does this", "… and thus is
  // bound by …": no item)
  const first = (tokens: Token[]) => CLAUSE_CONNECTIVE.test(tokens[0]?.norm ?? '') ? -1 : tokens.findIndex((t) => t.kind === 'number' || (!t.stop && t.norm.length > 1));
  const own = parts.map((tokens) => itemAt(tokens, first(tokens)));
  const all = own.filter((item): item is ListItem => item !== undefined);
  const byLink = new Map<string, ListItem[]>();
  for (const item of all) byLink.set(item.link, [...(byLink.get(item.link) ?? []), item]);
  const group = [...byLink.values()].sort((x, y) => y.length - x.length)[0] ?? [];
  if (group.length >= 2) {
    const link = group[0]!.link;
    // (the first part, led in by the sentence's own words: its head is the word before the group's link)
    const lead = parts[0]!;
    const at = lead.findIndex((t, i) => i > 0 && t.norm === link);
    const led = at > 1 && own[0]?.link !== link ? itemAt(lead, at - 1) : undefined;
    if (led && !lead[at - 1]!.stop) group.unshift(led);
  }
  const heads = group.map((item) => item.head);
  return group.length < 2 || new Set(heads).size !== heads.length ? new Map() : new Map(group.map((item) => [item.head, item]));
});
const CLAUSE_CONNECTIVE = /^(?:where|which|who|whom|whose|while|whilst|when|whenever|whereas|because|since|so|thus|hence|therefore|then|also|if|unless|although|though|but|yet|as|after|before|until|once)$/;
const LIST_ITEM_BREAK = /\s*[,;]\s*(?:and\s+|or\s+)?|\s+and\s+/i;

/**
 * The words each of two clauses has and the other has not, on both sides (d: the claim's, e: the span's); words, and
 * versions read whole ("``>3.10`` will select 3.11, while ``>3.10.0`` may select 3.10.1").
 */
function ownWordsOfSides(claimParts: readonly string[], spanParts: readonly string[]): { d1: string[]; d2: string[]; e1: Set<string>; e2: Set<string> } {
  const words = (text: string) => new Set([...sideStems(text), ...literalsOf(text)]);
  const [c1, c2] = claimParts.map(words) as [Set<string>, Set<string>];
  const [s1, s2] = spanParts.map(words) as [Set<string>, Set<string>];
  const own = (a: Set<string>, b: Set<string>) => [...a].filter((w) => !b.has(w));
  return { d1: own(c1, c2), d2: own(c2, c1), e1: new Set(own(s1, s2)), e2: new Set(own(s2, s1)) };
}

function twoClausesTraded(claimParts: readonly string[], spanParts: readonly string[]): { phrase: string; clause: string } | undefined {
  // (a contrast inside a subordinate clause, "Because A is so while B is so, there is C", joins other parts than the span's)
  if ([claimParts[0]!, spanParts[0]!].some((part) => SUBORDINATE_OPENING.test(part))) return undefined;
  const { d1, d2, e1, e2 } = ownWordsOfSides(claimParts, spanParts);
  // each claim clause: anchored to one span clause by a word only that clause has, and with a word only the other has
  const split = (d: string[], home: Set<string>, away: Set<string>) => d.some((w) => home.has(w)) ? d.filter((w) => away.has(w)) : [];
  // (a span clause with a pronoun may name the other clause's thing by it: "An operator starts the daemon; it does not …")
  const pronoun = spanParts.map((part) => PRONOUN.test(part));
  for (const [h1, h2, p1, p2] of [[e1, e2, pronoun[0], pronoun[1]], [e2, e1, pronoun[1], pronoun[0]]] as const) {
    // (both claim clauses anchored, each to its own span clause)
    if (!d1.some((w) => h1.has(w)) || !d2.some((w) => h2.has(w))) continue;
    const moved1 = p1 ? [] : split(d1, h1, h2);
    const moved2 = p2 ? [] : split(d2, h2, h1);
    if (moved1.length > 0) return { phrase: surfaceOf(claimParts[0]!, moved1), clause: claimParts[0]!.trim() };
    if (moved2.length > 0) return { phrase: surfaceOf(claimParts[1]!, moved2), clause: claimParts[1]!.trim() };
  }
  return undefined;
}

const SUBORDINATE_OPENING = /^\s*(?:because|since|as|if|when|whenever|although|though|once|unless|after|before)\b/i;
const AND_CLAUSES = /,\s+and\s+(?=\p{L})/iu;
const OWN_AUXILIARY = /\b(?:will|would|can|could|must|should|may|might|shall|is|are|was|were|has|have|had|does|do|did)\b/i;
/** A first part that opens with a subordinate clause closed by a comma ("Since the comparisons are version-aware, …"): its main clause. */
const mainClause = (part: string, k: number): string => {
  if (k !== 0 || !SUBORDINATE_OPENING.test(part)) return part;
  const comma = part.indexOf(',');
  return comma < 0 ? part : part.slice(comma + 1);
};

/** Dotted figures (versions, "1.7.0.post1"), each read whole, in or out of code marks: "``>3.10``" → "3.10". */
export function literalsOf(text: string): string[] {
  return [...text.replace(/`+/g, ' ').matchAll(/(?<![\w.])\d+(?:\.\d+)+(?:[a-z]+\d*)?(?:\.[a-z]+\d*)*(?![\w])/gi)].map((m) => m[0].toLowerCase());
}
const PRONOUN = /\b(?:it|its|they|them|their|this|these|those)\b/i;

/** The claim's words, in its clause, whose stems are `stems` ("nested scope"), and its literals among them ("3.10.1"). */
function surfaceOf(clause: string, stems: string[]): string {
  const wanted = new Set(stems);
  const words = tokenize(clause).filter((t) => t.kind === 'word' && wanted.has(t.stem)).map((t) => t.text);
  const literals = literalsOf(clause).filter((l) => wanted.has(l) && /^[\w.]+$/.test(l));
  return [...words, ...literals].join(' ');
}

const MONTH = '(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\\.?';
/** A date, a year or a version: "November 1, 2020", "1 November 2020", "2019", "3.6". */
const POINT = `(?:${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s+\\d{4})?|\\d{1,2}\\s+${MONTH}(?:\\s+\\d{4})?|${MONTH}\\s+\\d{4}|\\d{4}|\\d+(?:\\.\\d+)+)`;
const RANGE = new RegExp(`(${POINT})\\s*(?:through|thru|to|until|till|–|—|-)\\s*(${POINT})`, 'gi');
const ENDED_AT = new RegExp(`\\b(?:ended|ends|end|closed|closes|close|finished|finishes|expired|expires|concluded|concludes|ran\\s+until|runs\\s+until|lasted\\s+until|until|through)\\s+(?:on\\s+|in\\s+|at\\s+|with\\s+)?(${POINT})`, 'gi');
const BEGAN_AT = new RegExp(`\\b(?:began|begins|begin|started|starts|start|opened|opens|open|commenced|commences|from|since)\\s+(?:on\\s+|in\\s+|at\\s+|with\\s+)?(${POINT})`, 'gi');

const pointKey = (point: string) => point.toLowerCase().replace(/(\d)(?:st|nd|rd|th)\b/g, '$1').replace(/[.,]/g, '').replace(/\s+/g, ' ').trim();

/**
 * The claim puts the end of the span's range at its start, or its start at its end ("ended on November 1, 2020" over
 * "was: November 1, 2020 through November 16, 2020"): the claim's words and the span's range, or undefined.
 */
export function rangeEndsTraded(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const ranges = [...spanText.matchAll(RANGE)].map((m) => ({ from: pointKey(m[1]!), to: pointKey(m[2]!), text: m[0] }));
  if (ranges.length === 0) return undefined;
  for (const [pattern, wrongEnd] of [[ENDED_AT, 'from'], [BEGAN_AT, 'to']] as const) {
    for (const m of claimText.matchAll(pattern)) {
      const point = pointKey(m[1]!);
      const range = ranges.find((r) => r[wrongEnd] === point && r.from !== r.to);
      // (a point that is also the right end of another range of the span is not traded)
      if (range && !ranges.some((r) => r[wrongEnd === 'from' ? 'to' : 'from'] === point)) return { claim: m[0], span: range.text };
    }
  }
  return undefined;
}

/**
 * The claim's "either A or B" where the span joins the same two by "and" and offers no choice ("enters the nursery when
 * either there is working code or the subteam approves" over "when (1) there is working code and (2) the subteam
 * approves"): one of them is not enough. The claim's "either … or", or undefined.
 */
export function conjunctionAsChoice(claimText: string, spanText: string): string | undefined {
  const choice = /\beither\b([^.;:]*?)\bor\b([^.;:]*)/i.exec(claimText);
  if (!choice || /\b(?:or|either|whichever|any\s+of)\b/i.test(spanText)) return undefined;
  const stemsOf = (text: string) => tokenize(text).filter((t) => t.kind === 'word' && !t.stop).map((t) => t.stem);
  const [first, second] = [stemsOf(choice[1]!), stemsOf(choice[2]!).slice(0, 6)];
  const spanWords = new Set(stemsOf(spanText));
  const said = (words: string[]) => words.length > 0 && words.filter((w) => spanWords.has(w)).length * 2 > words.length;
  // (both alternatives said by the span, joined there by "and")
  if (!said(first) || !said(second) || !/\band\b/i.test(spanText)) return undefined;
  const opening = (text: string) => text.trim().split(/\s+/).slice(0, 3).join(' ');
  return `either ${opening(choice[1]!)} … or ${opening(choice[2]!)} …`;
}

/** The text of the clause that runs up to `at`: from the last clause mark or subordinating word before it. */
function ownClause(text: string, at: number): string {
  const opener = [...text.slice(0, at).matchAll(/[,;:]|\b(?:unless|if|when|whenever|while|because|where|that)\b/gi)].pop();
  return text.slice(opener ? opener.index! : 0, at);
}
/**
 * The same two words joined by "and" on one side and by "or" on the other ("If this command fails or rustc succeeds" /
 * "If this command fails and rustc succeeds", "unless both Type and Trait are local" / "unless Type or Trait is local"):
 * a condition that needs both is not one that needs either. Not under a denial, where "not A or B" may say "not A and not
 * B". The claim's join and the span's, or undefined.
 */
export function coordinatorSwapped(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const words = (text: string) => tokenize(text).filter((t) => t.kind === 'word' || t.kind === 'number');
  const [mine, theirs] = [words(claimText), words(spanText)];
  const content = (t: Token) => !t.stop && !/^(?:both|either|neither)$/.test(t.norm);
  const DENIED = /\b(?:not|no|never|neither|nor|without|cannot)\b|n['’]t\b/i;
  const joinAt = (list: Token[], i: number) => {
    const before = list.slice(Math.max(0, i - 3), i).reverse().find(content);
    const after = list.slice(i + 1, i + 4).find(content);
    return before && after ? { before, after } : undefined;
  };
  // (inside a condition on both sides: "If A fails and B succeeds", "unless A or B is local"; a list of two things,
  // "one of two: A or B" / "both: A and B", is no condition)
  const inCondition = (text: string, at: number) => /\b(?:if|unless|when|whenever|provided|as\s+long\s+as|only\s+when|only\s+if)\b[^.;:!?]*$/i.test(text.slice(0, at));
  // (a join in its own condition, not one half of "and/or")
  const joinsHere = (text: string, t: Token) => inCondition(text, t.start) && !/\/\s*$/.test(text.slice(0, t.start)) && !/^\s*\//.test(text.slice(t.end));
  for (let i = 0; i < mine.length; i++) {
    const c = mine[i]!;
    if (c.norm !== 'and' && c.norm !== 'or') continue;
    if (!joinsHere(claimText, c)) continue;
    const join = joinAt(mine, i);
    if (!join || DENIED.test(ownClause(claimText, c.start))) continue;
    for (let j = 0; j < theirs.length; j++) {
      const s = theirs[j]!;
      if ((s.norm !== 'and' && s.norm !== 'or') || s.norm === c.norm || !joinsHere(spanText, s)) continue;
      const other = joinAt(theirs, j);
      if (!other || other.before.stem !== join.before.stem || other.after.stem !== join.after.stem) continue;
      if (DENIED.test(ownClause(spanText, s.start))) continue;
      return { claim: c.text, span: s.text };
    }
  }
  return undefined;
}

/** A condition and what it says, to the sentence's end or a semicolon ("when A, B and C"). */
const CONDITION_CLAUSE = /\b(when|if|whenever|provided\s+that|as\s+long\s+as)\s+([^.;:!?]+)/i;
/**
 * The span's condition is a list of joined conditions ("equal when their parameters are equal, … appear in the same order,
 * and they have equal return annotations") and the claim's same condition keeps only some of them ("equal when their
 * parameters are equal"): one part is not enough. The dropped part, or undefined.
 */
export function conditionPartDropped(claimText: string, spanText: string): string | undefined {
  const c = CONDITION_CLAUSE.exec(claimText);
  const s = c ? CONDITION_CLAUSE.exec(spanText) : null;
  // (a condition after what it limits; one fronted, "If A, B", ends at its comma, which a list of parts has too)
  const fronted = (text: string, m: RegExpExecArray) => /^[\s"'(*_]*$/.test(text.slice(0, m.index));
  if (!c || !s || c[1]!.toLowerCase() !== s[1]!.toLowerCase()) return undefined;
  // (one fronted is read where a "then" ends it: "If A, and B, then C")
  // (or, with no "then", at its first comma: "If the module has a loader and that loader has a method, call it")
  const thenEnded = (m: RegExpExecArray) => {
    const then = /,?\s+then\s/i.exec(m[2]!);
    if (then) return m[2]!.slice(0, then.index);
    const comma = m[2]!.indexOf(',');
    // (", and …," before the main clause is the condition's second part: "If the class is meant to be subclassed, and has an
    // extra interface for subclasses, that interface …")
    const second = comma > 0 ? /^,\s*and\s+[^,;:.!?]+(?=,\s*\p{L})/iu.exec(m[2]!.slice(comma)) : null;
    if (second) return m[2]!.slice(0, comma + second[0].length);
    return comma > 0 ? m[2]!.slice(0, comma) : undefined;
  };
  if (fronted(claimText, c) !== fronted(spanText, s)) return undefined;
  if (fronted(claimText, c)) {
    const [claimCondition, spanCondition] = [thenEnded(c), thenEnded(s)];
    if (claimCondition === undefined || spanCondition === undefined) return undefined;
    return partDropped(claimCondition, spanCondition);
  }
  return partDropped(c[2]!, s[2]!);
}

/** The part of the span's condition (a list of clauses joined by "and") the claim's condition leaves out, or undefined. */
function partDropped(claimCondition: string, spanConditionText: string): string | undefined {
  const stemsOf = (text: string) => new Set(tokenize(text).filter((t) => (t.kind === 'word' && !t.stop) || t.kind === 'number').map((t) => t.stem));
  // (each part a clause of its own, with its verb: not an example or an aside, "…, for example after an edit")
  const clause = /\b(?:is|are|was|were|has|have|had|does|do|did|can|could|will|would|must|should|may|might|appears?|exists?|holds?|matches|match|returns?|contains?|pass(?:es)?|fails?|succeeds?|runs?|compiles?|builds?|works?|changes?|differs?)\b/i;
  // (a list of conditions ends on "…, and C": without an "and" the part after a comma is the main clause, "if no
  // configuration has been done, basicConfig() is called")
  // (an aside in brackets is no part; a relative clause after a comma, "…, which is confusing", is none either)
  const spanCondition = spanConditionText.replace(/\([^()]*\)/g, (m) => ' '.repeat(m.length));
  if (!/(?:,\s*|\s)and\s/i.test(spanCondition) || /,\s*(?:which|who|whose|where|for\s+example|e\.g\.|such\s+as)\b/i.test(spanCondition)) return undefined;
  const parts = spanCondition.split(/,\s*(?:and\s+|or\s+)?|\s+and\s+(?=(?:the|a|an|its|their|they|it|he|she|we|at|that|this|these|those)\b)/i).map((p) => p.trim()).filter((p) => stemsOf(p).size >= 2);
  // (parts that are alternatives, "A, or B", leave the claim's narrower condition said; an "or" inside a part, "a
  // module or package", is that part's own)
  if (parts.length < 2 || /(?:,\s*|\s)or\s+(?=(?:the|a|an|its|their|they|it|he|she|we|if|when)\b)|,\s*or\s/i.test(spanCondition) ||
    !parts.every((p) => (clause.test(p) || [...posTags(p).values()].includes('v')) && !/^(?:for\s+example|e\.g\.|i\.e\.|such\s+as|including|like)\b/i.test(p))) return undefined;
  const mine = stemsOf(claimCondition);
  const said = parts.filter((p) => [...stemsOf(p)].every((w) => mine.has(w)));
  // (a part at least half of whose words the claim's condition does not say, not one the claim's condition holds
  // whole)
  const dropped = parts.find((p) => !said.includes(p) && [...stemsOf(p)].filter((w) => mine.has(w)).length * 2 <= stemsOf(p).size);
  if (said.length === 0 || dropped === undefined) return undefined;
  // (as the span writes it, its brackets kept: they were blanked in place)
  const at = spanCondition.indexOf(dropped);
  return at < 0 ? dropped : spanConditionText.slice(at, at + dropped.length);
}

/** A list of three to eight one-word items joined by commas and a last "and"/"or" ("b, x, o and d"; "`b`, `x` and `o`"). */
// (items may be dotted names, "[a..z].pypi.python.org, last.pypi.python.org and pypi.python.org")
const SHORT_LIST = /(?<![\p{L}\d_.\[\]-])([\p{L}\d_\[][\p{L}\d_.\[\]-]*)((?:\s*,\s*[\p{L}\d_.\[\]-]+){1,6}),?\s+(?:and|or)\s+([\p{L}\d_](?:[\p{L}\d_.\[\]-]*[\p{L}\d_])?)/gu;
const SPAN_LIST = /(?<![\p{L}\d_.\[\]-])([\p{L}\d_\[][\p{L}\d_.\[\]-]*)((?:\s*,\s*[\p{L}\d_.\[\]-]+){0,6}),?\s+(?:and|or)\s+([\p{L}\d_](?:[\p{L}\d_.\[\]-]*[\p{L}\d_])?)/gu;

/**
 * The claim's list has every item of a list of the span and one or more the span names nowhere ("the b, x, o and d
 * format specifiers" over "the ``b``, ``x`` and ``o`` format specifiers"): the added items, or undefined.
 */
export function listItemAdded(claimText: string, spanText: string): string | undefined {
  const plain = (text: string) => text.replace(/[`*]+/g, '');
  const listsOf = (text: string, pattern: RegExp) => [...plain(text).matchAll(pattern)].map((m) => [m[1]!, ...m[2]!.split(',').map((x) => x.trim()).filter(Boolean), m[3]!]
    .map((item) => item.toLowerCase()));
  // (the span's list may be of two dotted names: "[a..z].pypi.python.org and last.pypi.python.org")
  const spanLists = listsOf(spanText, SPAN_LIST).map((list) => ({ list }))
    // (a list of two is read against a claim's list of three or more that holds both: "strings and lists" / "strings,
    // lists and modules")
    .filter(({ list }) => list.length >= 2);
  if (spanLists.length === 0) return undefined;
  const spanWords = new Set(plain(spanText).toLowerCase().split(/[^\p{L}\d_]+/u));
  const spanPlain = plain(spanText).toLowerCase();
  // (a dotted item is one name: "pypi.python.org" is not said by "[a..z].pypi.python.org")
  const writtenWhole = (item: string) => !/[.\[\]-]/.test(item) || new RegExp(`(?<![\\p{L}\\d_.\\[\\]-])${escapeRegExp(item)}(?![\\p{L}\\d_\\[\\]-]|\\.[\\p{L}\\d])`, 'u').test(spanPlain);
  for (const mine of listsOf(claimText, SHORT_LIST)) {
    for (const { list: theirs } of spanLists) {
      // (a span's list of two is read only against a claim's list that opens with its first item: "According to
      // benchmarks, entering and exiting …" is no list of three)
      if (!theirs.every((item) => mine.includes(item)) ||
        (theirs.length === 2 && !theirs.every((item) => /[.[]/.test(item)) && (mine.length < 3 || mine[0] !== theirs[0]))) continue;
      const added = mine.filter((item) => !theirs.includes(item) && (item.split(/\s+/).some((w) => !spanWords.has(w)) || !writtenWhole(item)));
      if (added.length > 0 && added.length < mine.length - 1) return added.join(', ');
    }
  }
  return undefined;
}

/** "but not", ", not", "and not", and where what is set apart starts. */
const BUT_NOT = /(?:,|\s+but|\s+and)\s+not\s+(?:(?:for|in|of|to|with|on|at|by|from|as|the|a|an)\s+)*/giu;
/** One item set apart, then more joined by ",", "or", "nor" ("patterns or types", "``1.7.0.post1``"). */
const SET_APART = /^([\p{L}\p{N}_.>=<~!`-]+)((?:\s*(?:,\s*(?:or\s+|nor\s+)?|\s+or\s+|\s+nor\s+)(?:(?:for|in|of|the|a|an)\s+)?(?!(?:and|but|while|which|that|so)\b)[\p{L}\p{N}_.>=<~!`-]+)*)/u;

/**
 * What a side keeps and what it sets apart by "but not" ("allowed for expressions, items, and patterns, but not for
 * types"): the items before, back to the sentence, the clause or the last item set apart, and the items after.
 */
function keptAndApart(text: string): { kept: Set<string>; apart: Set<string>; texts: string[] } {
  const kept = new Set<string>();
  const apart = new Set<string>();
  const texts: string[] = [];
  let from = 0;
  for (const m of text.matchAll(BUT_NOT)) {
    const after = SET_APART.exec(text.slice(m.index! + m[0].length));
    if (!after) continue;
    const before = text.slice(from, m.index!);
    const segment = before.slice(Math.max(before.lastIndexOf('. ') + 1, before.lastIndexOf(';') + 1));
    for (const w of segment.split(/[\s,()]+/)) if (itemKey(w) !== '') kept.add(itemKey(w));
    for (const w of after[0].split(/[\s,]+/)) if (itemKey(w) !== '' && !/^(?:or|nor)$/i.test(w)) apart.add(itemKey(w));
    texts.push(`${segment.trim().split(/\s+/).slice(-2).join(' ')}${m[0].replace(/\s+/g, ' ').trimEnd()} ${after[0]}`.replace(/`+/g, '').replace(/\s+/g, ' ').trim()
      .replace(/[.,;:]+$/, ''));
    from = m.index! + m[0].length + after[0].length;
  }
  return { kept, apart, texts };
}

/**
 * An item the claim sets apart by "but not" that the span keeps (and does not set apart), or one the claim keeps that
 * the span sets apart ("allowed for expressions and items but not for patterns or types" / "allowed for expressions,
 * items, and patterns, but not for types"; ">1.7 will allow 1.7.0.post1 but not 1.7.1" / "… allow 1.7.1 but not
 * 1.7.0.post1"): the claim's words and the span's, or undefined.
 */
export function butNotTraded(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const theirs = keptAndApart(spanText);
  if (theirs.texts.length === 0) return undefined;
  const mine = keptAndApart(claimText);
  if (mine.texts.length === 0) return undefined;
  const movedIn = [...mine.apart].some((w) => theirs.kept.has(w) && !theirs.apart.has(w) && !mine.kept.has(w));
  const movedOut = [...theirs.apart].some((w) => mine.kept.has(w) && !mine.apart.has(w) && !theirs.kept.has(w));
  return movedIn || movedOut ? { claim: mine.texts[0]!, span: theirs.texts[0]! } : undefined;
}

/** An item as compared: a version as written, a word by its stem; a function word is no item. */
function itemKey(item: string): string {
  const bare = item.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  if (/\d/.test(bare)) return bare.toLowerCase();
  const token = tokenize(bare).find((t) => t.kind === 'word');
  return token === undefined || token.stop ? '' : token.stem;
}

/** How many tokens from a name its word may stand ("bound in A": "bound"; "?value& are returned": "returned"). */
const NAME_REACH = 3;
/** A literal written with symbols ("...?value&...", "a/b", "<T>"): one name, whatever the tokeniser makes of it. */
const SYMBOL_LITERAL = /(?<=^|[\s(])([^\s`(),;]*[?=&<>{}[\]|/\\][^\s`(),;]*)(?=[\s),;:]|$)/g;

/**
 * Names that the claim and the span use in each other's places: one-letter names ("names bound in A are visible in B" /
 * "names bound in B are visible in A") and literals written with symbols ("...?value&... are returned with blank
 * values" / "...?value=&... are returned with blank values but ...?value&... are completely lost"). A word the claim
 * puts next to one name (just before it, or just after it) stands next to another name in the span, and never next to
 * the claim's. The claim's words and the span's, or undefined.
 */
export function letterNamesSwapped(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  return namesSwappedOf(nameUses(claimText), nameUses(spanText)) ??
    // (lower-case one-letter names, read apart from the capitals: "pad with m nops before the symbol and n after")
    namesSwappedOf(lowerLetterUses(claimText), lowerLetterUses(spanText));
}

/** How many content words on one side of a figure make its place. */
const FIGURE_PLACE = 3;
/**
 * Two figures both texts give, each in the other's place ("indexing from one, as opposed to indexing from zero as PHP
 * does" / "from zero, … from one as PHP does"): the content words around one figure in the claim (up to three on each
 * side) are those around the other in the span, and never those of the same figure there. Words that
 * trade with the figures ("large boats lost 21%" / "small boats lost 9%") keep the places apart. The claim's words, or
 * undefined.
 */
export function figuresTradedInPlace(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const places = (text: string) => {
    const tokens = tokenize(text.replace(/`/g, ' '));
    const content = tokens.filter((t) => (t.kind === 'word' && !t.stop) || t.kind === 'number');
    return content.flatMap((t, k) => {
      const value = t.kind === 'number' ? t.text.replace(/,/g, '') : COUNT_WORD_VALUES.get(t.norm);
      if (value === undefined) return [];
      // (a figure beside another, "eight 16-bit integers", "8-9 times": the two make one place)
      const isFigure = (x: Token | undefined) => x !== undefined && (x.kind === 'number' || COUNT_WORD_VALUES.has(x.norm));
      if (isFigure(content[k - 1]) || isFigure(content[k + 1])) return [];
      const words = (from: number, to: number) => content.slice(Math.max(0, from), to).filter((x) => x.kind === 'word' && !COUNT_WORD_VALUES.has(x.norm)).map((x) => x.stem);
      const before = words(k - FIGURE_PLACE, k);
      const after = words(k + 1, k + 1 + FIGURE_PLACE);
      return [{ value, before: before.length > 0 ? before.join(' ') : undefined, after: after.length > 0 ? after.join(' ') : undefined, text: t.text }];
    });
  };
  const mine = places(claimText);
  if (mine.length < 2) return undefined;
  const theirs = places(spanText);
  const values = (ps: typeof mine) => new Set(ps.map((p) => p.value));
  const [cv, sv] = [values(mine), values(theirs)];
  if (cv.size < 2 || cv.size !== sv.size || ![...cv].every((v) => sv.has(v))) return undefined;
  // (the same place on both sides of the figure, where both are read: words traded along with the figures, "uninsulated
  // hives lost 31%" / "insulated hives lost 14%", make another place)
  const samePlace = (f: (typeof mine)[number], p: (typeof mine)[number]) => {
    const agree = (side: 'before' | 'after') => f[side] === undefined || p[side] === undefined ? undefined : f[side] === p[side];
    const [b, a] = [agree('before'), agree('after')];
    return (b === true || a === true) && b !== false && a !== false;
  };
  for (const f of mine) {
    const there = theirs.filter((p) => samePlace(f, p));
    if (there.length > 0 && there.every((p) => p.value !== f.value)) return { claim: `${f.text}`, span: there[0]!.text };
  }
  return undefined;
}

/**
 * A figure the claim gives to a word the span gives another figure ("The flag was kept in 3.0." / "The flag was kept in
 * 2.0 and removed in 3.0."): the content word right before the figure, since the last figure, is another on the span's
 * side, and the claim's word stands there right before another figure. The claim's word and figure, and the span's, or
 * undefined.
 */
export function figureGivenOtherWord(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  // (a claim of one figure: one of several may trade places with its words, "large boats lost 21%, … 9% for small boats")
  if (!/\d/.test(claimText) || !/\d/.test(spanText)) return undefined;
  const mine = figureWords(claimText);
  const theirs = figureWords(spanText);
  if (mine.length > 1) return coordinatedFigureGivenOtherWord(claimText, spanText, mine, theirs);
  if (mine.length !== 1) return undefined;
  // (a word of the span's the claim has too is one it only puts elsewhere: "Writes time out after 60 seconds" over "Reads
  // time out after 30 seconds and writes after 60 seconds", "raised to 60 seconds" over "from 30 seconds to 60 seconds")
  // (the claim's own word among them: the same word before the same figure is no trade)
  const claimStems = new Set(tokenize(claimText).map((t) => t.stem));
  const f = mine[0]!;
  const word = f.word;
  if (word === undefined) return undefined;
  const same = theirs.filter((p) => p.value === f.value);
  if (same.length === 0 || same.some((p) => p.word === undefined || claimStems.has(p.word.stem))) return undefined;
  const other = theirs.find((p) => p.value !== f.value && p.word?.stem === word.stem);
  // (both words verbs: a noun before the span's figure is its item's own, "large ones by 40%", "from 8 workers to 16",
  // under a verb the span says once for both)
  if (other && posTags(claimText).get(word.start) === 'v' && same.every((p) => posTags(spanText).get(p.word!.start) === 'v')) {
    return { claim: `${word.text} … ${f.text}`, span: `${same[0]!.word!.text} … ${same[0]!.text}` };
  }
  return undefined;
}

/**
 * "The module was kept in 2.0 and 3.0." over "The module was kept in 2.0 but removed in 3.0.": a figure the claim joins
 * to the one before it, sharing its verb, stands in the span after a verb of its own the claim does not have, while the
 * claim's verb stands before another of the claim's figures there. The claim's verb and figure, and the span's.
 */
function coordinatedFigureGivenOtherWord(claimText: string, spanText: string, mine: FigureWord[], theirs: FigureWord[]): { claim: string; span: string } | undefined {
  const spanTags = posTags(spanText);
  // (the span's act: a verb, or a plural the tagger reads as a noun right after a coordinator, "and crashes on 3.12")
  const actOf = (p: FigureWord) => p.word !== undefined && (spanTags.get(p.word.start) === 'v' ||
    (/[^s]s$/.test(p.word.norm) && /\b(?:and|but|or)\s+$/i.test(spanText.slice(Math.max(0, p.word.start - 5), p.word.start))));
  // (each figure's act, a figure joined to the one before it taking that one's: "available in 1.0, 2.0, and 3.0")
  let verb: Token | undefined;
  for (let k = 1; k < mine.length; k++) {
    const f = mine[k]!;
    const head = mine[k - 1]!;
    verb = head.word ?? verb;
    // (only a figure with no word of its own, right after the one before and a coordinator: "2.0 and 3.0", "2.0, and in 3.0")
    if (f.word !== undefined || verb === undefined || !COORDINATED_FIGURE.test(claimText.slice(head.end, f.start))) {
      if (f.word !== undefined) verb = undefined;
      continue;
    }
    // (an act: a verb or an adjective, "was available in 1.0 and 2.0"; not a noun, "30 seconds in 1.0 and 2.0")
    const claimTag = posTags(claimText).get(verb.start);
    if (claimTag !== 'v' && claimTag !== 'a') continue;
    const same = theirs.filter((p) => p.value === f.value);
    // (a verb that shares one of the claim verb's first senses says the same act: "kept in 2.0 and retained in 3.0")
    const act = verb;
    if (same.length === 0 || same.some((p) => !actOf(p) || p.word!.stem === act.stem ||
      sharesSense(wordNet(), act.text, p.word!.text, IRREGULAR_FORMS, claimTag) !== undefined)) continue;
    // (the span gives the claim's act to the claim's first figure)
    const first = mine.find((m) => m.word === act);
    if (!first || !theirs.some((p) => p.value === first.value && p.word?.stem === act.stem)) continue;
    return { claim: `${act.text} … ${f.text}`, span: `${same[0]!.word!.text} … ${same[0]!.text}` };
  }
  return undefined;
}
/** Between two figures a claim gives one act: a coordinator or a comma, a unit sign, a preposition repeated. */
const COORDINATED_FIGURE = /^\s*%?\s*(?:,\s*(?:(?:and|or)\s+)?|(?:and|or|as\s+well\s+as)\s+)(?:(?:in|on|at|by|for|from|to|with|version|versions|release)\s+)?$/i;

type FigureWord = { value: string; text: string; start: number; end: number; word: Token | undefined };
/** How many tokens before a figure its word may stand ("kept in 2.0": "kept"). */
const FIGURE_WORD_REACH = 3;
/** Each figure of a text and the content word right before it, where one stands within reach, after the last figure or coordinator. */
const figureWords = memoByText(SPAN_TEXTS, (text: string): FigureWord[] => {
  const tokens = tokenize(text.replace(/`/g, ' ')).filter((t) => t.kind === 'word' || t.kind === 'number' || /[,;:.()]/.test(t.text));
  const out: FigureWord[] = [];
  for (const [k, t] of tokens.entries()) {
    if (t.kind !== 'number') continue;
    let word: Token | undefined;
    for (let j = k - 1; j >= Math.max(0, k - FIGURE_WORD_REACH); j--) {
      const x = tokens[j]!;
      // (nor past a coordinator: "30 seconds for reads and 60 seconds" gives the 60 no word of its own)
      if (x.kind === 'number' || x.kind === 'punct' || x.kind === 'symbol' || /^(?:and|or|but|nor)$/.test(x.norm)) break;
      if (!x.stop) { word = x; break; }
    }
    out.push({ value: t.text.replace(/,/g, ''), text: t.text, start: t.start, end: t.end, word });
  }
  return out;
});

/** Words for small counts (zero to twelve), read as their figures. */
const COUNT_WORD_VALUES = new Map([...CARDINAL_WORDS].filter(([w, v]) => v <= 12 && w !== 'dozen').map(([w, v]) => [w, String(v)]));

function namesSwappedOf(claimUses: NameUse[], spanUses: NameUse[]): { claim: string; span: string } | undefined {
  if (claimUses.length < 2) return undefined;
  const names = (uses: NameUse[]) => new Set(uses.map((u) => u.name));
  const [mine, theirs] = [names(claimUses), names(spanUses)];
  if (mine.size < 2 || mine.size !== theirs.size || ![...mine].every((l) => theirs.has(l))) return undefined;
  for (const side of ['before', 'after'] as const) {
    // (a word the claim puts next to two names, "a class C … a class D", tells neither apart)
    const namesNext = (uses: NameUse[], word: string) => new Set(uses.filter((u) => u[side]?.stem === word).map((u) => u.name));
    for (const use of claimUses) {
      const word = use[side];
      if (word === undefined || namesNext(claimUses, word.stem).size > 1) continue;
      const same = spanUses.filter((u) => u[side]?.stem === word.stem);
      if (same.length > 0 && same.every((u) => u.name !== use.name)) return { claim: word.text, span: same[0]![side]!.text };
    }
  }
  return undefined;
}

interface NameUse { name: string; before: { stem: string; text: string } | undefined; after: { stem: string; text: string } | undefined }

/** Each name of a text (a capital letter inside a sentence, not "I"; a literal with symbols), with the content words next to it. */
function nameUses(text: string): NameUse[] {
  const plain = text.replace(/`/g, ' ');
  const tokens = tokenize(plain);
  const spans: Array<{ name: string; start: number; end: number }> = [];
  tokens.forEach((t, i) => {
    if (t.kind !== 'word' || !/^[A-HJ-Z]$/.test(t.text)) return;
    const previous = tokens[i - 1];
    if (previous === undefined || (previous.kind === 'punct' && /[.!?]/.test(previous.text))) return;
    spans.push({ name: t.text, start: t.start, end: t.end });
  });
  for (const m of plain.matchAll(SYMBOL_LITERAL)) {
    const name = m[1]!.replace(/^\.+|\.+$/g, '');
    if (/[\p{L}\d]/u.test(name) && name.length >= 3) spans.push({ name, start: m.index!, end: m.index! + m[0].length });
  }
  return usesAround(plain, tokens, spans);
}

/**
 * Each lower-case one-letter name of a text ("m", "n"; not "a" or "i", not a letter of an abbreviation, "e.g.", or of a
 * contraction, "don't"), with the content words next to it.
 */
function lowerLetterUses(text: string): NameUse[] {
  const plain = text.replace(/`/g, ' ');
  const tokens = tokenize(plain);
  const spans: Array<{ name: string; start: number; end: number }> = [];
  tokens.forEach((t) => {
    if (t.kind !== 'word' || !/^[b-hj-z]$/.test(t.text)) return;
    if (/[.'’\p{L}\p{N}_-]/u.test(plain[t.start - 1] ?? '') || /^\.\p{L}|^['’\p{L}\p{N}_-]/u.test(plain.slice(t.end, t.end + 2))) return;
    spans.push({ name: t.text, start: t.start, end: t.end });
  });
  return usesAround(plain, tokens, spans);
}

function usesAround(plain: string, tokens: Token[], spans: Array<{ name: string; start: number; end: number }>): NameUse[] {
  const wordNear = (from: number, step: 1 | -1) => {
    for (let k = from, n = 0; k >= 0 && k < tokens.length && n < NAME_REACH; k += step, n++) {
      const b = tokens[k]!;
      if (b.kind === 'punct' && /[,;:()]/.test(b.text)) return undefined;
      if (b.kind === 'word' && !b.stop && !/^[A-Z]$/.test(b.text)) return b;
    }
    return undefined;
  };
  return spans.map((s) => {
    const first = tokens.findIndex((t) => t.start >= s.start);
    const next = tokens.findIndex((t) => t.start >= s.end);
    const before = first > 0 ? wordNear(first - 1, -1) : undefined;
    const after = next >= 0 ? wordNear(next, 1) : undefined;
    const near = (b: (typeof tokens)[number] | undefined, atStart: boolean) => b === undefined ? undefined
      : { stem: b.stem, text: (atStart ? plain.slice(b.start, s.end) : plain.slice(s.start, b.end)).replace(/\s+/g, ' ') };
    return { name: s.name, before: near(before, true), after: near(after, false) };
  });
}

/** A short name in code marks ("`self`", "``super``"), symbols apart (LONE_SYMBOL counts those). */
const CODE_NAME = /(?<!`)`{1,2}([\p{L}_][\p{L}\p{N}_]{0,29})`{1,2}(?!`)/gu;
/** A symbol written on its own, in code marks or bare: "``-``", "a single _ character", "runs of ., - or _". */
const LONE_SYMBOL = /(?<=^|[\s`(,])([._\-/\\|*+~^=<>#@$%&!?:]{1,3})(?=[\s`),;]|$)/g;

/**
 * A symbol the claim writes on its own more often than the span, where the span writes another more often than the
 * claim ("runs of ., -, or _ replaced with a single _" / "runs of ``.``, ``-``, or ``_`` replaced with a single ``-``"):
 * one stands where the span has the other. The claim's symbol and the span's, or undefined.
 */
export function symbolSubstituted(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const counts = (text: string, bareNames: ReadonlySet<string> = new Set()) => {
    const out = new Map<string, number>();
    for (const m of text.matchAll(LONE_SYMBOL)) out.set(m[1]!, (out.get(m[1]!) ?? 0) + 1);
    // (and a name in code marks: "prefixed with `self`, unless it starts with `::`, `self` or `super`")
    for (const m of text.matchAll(CODE_NAME)) out.set(m[1]!, (out.get(m[1]!) ?? 0) + 1);
    // (and, in a claim written without code marks, the span's code names written bare: "prefixed with self, unless …")
    for (const name of bareNames) {
      const n = [...text.matchAll(new RegExp(`(?<![\\w\`.:])${escapeRegExp(name)}(?![\\w\`(])`, 'g'))].length;
      if (n > 0) out.set(name, n);
    }
    return out;
  };
  const theirs = counts(spanText);
  const bare = claimText.includes('`') ? new Set<string>() : new Set([...spanText.matchAll(CODE_NAME)].map((m) => m[1]!).filter((name) => /^[A-Za-z_]\w*$/.test(name)));
  const mine = counts(claimText, bare);
  if (mine.size === 0 || theirs.size === 0) return undefined;
  const more = [...mine].find(([symbol, n]) => n > (theirs.get(symbol) ?? 0) && theirs.has(symbol));
  const fewer = [...theirs].find(([symbol, n]) => n > (mine.get(symbol) ?? 0) && mine.has(symbol));
  return more && fewer ? { claim: more[0], span: fewer[0] } : undefined;
}

/**
 * A symbol the claim writes on its own that the span never writes, where the span writes another that the claim never
 * writes beside the same word ("what can follow a $ sign" / "what can follow a % sign", "separated by a , character" /
 * "by a ; character"): the claim's symbol and the span's, or undefined.
 */
export function symbolReplaced(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  // (a comma or semicolon too where it stands between spaces: "a , character")
  const lone = (text: string) => [...text.matchAll(LONE_SYMBOL), ...text.matchAll(/(?<=\s)([,;])(?=\s)/g)].map((m) => ({ symbol: m[1]!, start: m.index!, end: m.index! + m[1]!.length }));
  const [mine, theirs] = [lone(claimText), lone(spanText)];
  if (mine.length === 0 || theirs.length === 0) return undefined;
  const wordAfter = (text: string, at: number) => /^[\s`'"]*([\p{L}\p{N}]+)/u.exec(text.slice(at))?.[1]?.toLowerCase();
  const wordBefore = (text: string, at: number) => /([\p{L}\p{N}]+)[\s`'"]*$/u.exec(text.slice(0, at))?.[1]?.toLowerCase();
  for (const c of mine) {
    const [before, after] = [wordBefore(claimText, c.start), wordAfter(claimText, c.end)];
    // (a symbol the span writes too, but never beside the claim's words: "has -> bind tighter" / "have | bind tighter")
    const sameBeside = (t: (typeof theirs)[number]) => (after !== undefined && wordAfter(spanText, t.end) === after) || (before !== undefined && wordBefore(spanText, t.start) === before);
    if (theirs.some((t) => t.symbol === c.symbol && (mine.filter((m) => m.symbol === c.symbol).length <= theirs.filter((x) => x.symbol === c.symbol).length || sameBeside(t)))) continue;
    const other = theirs.find((t) => t.symbol !== c.symbol && sameBeside(t) && !mine.some((m) => m.symbol === t.symbol &&
      (wordAfter(claimText, m.end) === wordAfter(spanText, t.end) || wordBefore(claimText, m.start) === wordBefore(spanText, t.start))));
    if (other) return { claim: c.symbol, span: other.symbol };
  }
  return undefined;
}

/** Where a sentence's clauses part: a semicolon, a comma, a full stop, or "while", "whereas", "but" between them. */
const SYMBOL_CLAUSE_BREAK = /[;,.:](?=\s)|\s(?:while|whereas|but)\s/gi;
/** An operator written on its own, also at a sentence's end ("max() will only use <."). */
const LONE_OPERATOR = /(?<=^|[\s`(,]|(?:^|[\s(,])['"‘“])([-+*/%<>=!&|^~?]{1,3})(?=[\s`),;]|['"’”][\s),;.:]|\.(?:\s|$)|$)/g;
/** The content stems of each clause of a text, with where the clause starts and ends. */
function clausesOf(text: string): Array<{ start: number; end: number; stems: Set<string> }> {
  const clause = (start: number, end: number) => ({ start, end, stems: new Set(tokenize(text.slice(start, end)).filter((t) => t.kind === 'word' && !t.stop).map((t) => t.stem)) });
  const out: Array<{ start: number; end: number; stems: Set<string> }> = [];
  let start = 0;
  for (const m of text.matchAll(SYMBOL_CLAUSE_BREAK)) {
    out.push(clause(start, m.index!));
    start = m.index! + m[0].length;
  }
  out.push(clause(start, text.length));
  return out;
}
/**
 * An operator the claim and the span each write once, where the claim's clause has the words by which the span tells
 * apart the clause of another operator ("min() and list.sort() will only use the > operator" / "min() and list.sort() …
 * will only use the < operator; max() will only use the > operator"): the claim's operator and the span's in its place,
 * or undefined.
 */
export function symbolsTraded(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const once = (text: string) => {
    const seen = new Map<string, number>();
    for (const m of text.matchAll(LONE_OPERATOR)) seen.set(m[1]!, seen.has(m[1]!) ? -1 : m.index! + m[0].indexOf(m[1]!));
    return new Map([...seen].filter(([, at]) => at >= 0));
  };
  const [mine, theirs] = [once(claimText), once(spanText)];
  if (mine.size === 0 || theirs.size < 2) return undefined;
  const [claimClauses, spanClauses] = [clausesOf(claimText), clausesOf(spanText)];
  const clauseAt = (clauses: ReturnType<typeof clausesOf>, at: number) => clauses.find((c) => at >= c.start && at < c.end);
  for (const [a, at] of mine) {
    if (!theirs.has(a)) continue;
    const ca = clauseAt(claimClauses, at);
    const sa = clauseAt(spanClauses, theirs.get(a)!);
    if (!ca || !sa) continue;
    // the span's clause of another operator, which the claim's clause does not write
    for (const [b, bt] of theirs) {
      if (b === a || claimText.slice(ca.start, ca.end).includes(b)) continue;
      const sb = clauseAt(spanClauses, bt);
      if (!sb || sb === sa) continue;
      // (the words only one of the span's two clauses has go with the other operator in the claim)
      const onlyA = [...sa.stems].filter((t) => !sb.stems.has(t));
      const onlyB = [...sb.stems].filter((t) => !sa.stems.has(t));
      if (onlyB.some((t) => ca.stems.has(t)) && !onlyA.some((t) => ca.stems.has(t))) return { claim: a, span: b };
    }
  }
  return undefined;
}

/** "X gets promoted to Y", "X is converted into Y", "X moved from Y": one word on each side of a participle and its preposition. */
const PARTICIPLE_PAIR = /\b([\p{L}\d_.-]+)\s+(?:(?:gets?|got|is|are|was|were|be|been|being|becomes?|became)\s+)?(\p{L}+(?:ed|en))\s+(to|into|from|onto|over)\s+(?:the\s+|a\s+|an\s+)?([\p{L}\d_.-]+)/giu;

/**
 * The claim's "X V-ed to Y" where the span has the same participle and preposition only between other pairs, with the
 * claim's words in each other's roles ("stable gets promoted to beta" / "beta gets promoted to stable, and nightly gets
 * promoted to beta"): the claim's words and the span's, or undefined.
 */
export function participleRolesTraded(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const pairsOf = (text: string) => [...text.replace(/`+/g, '').matchAll(PARTICIPLE_PAIR)].map((m) => ({
    from: itemKey(m[1]!), act: `${stem(m[2]!.toLowerCase())} ${m[3]!.toLowerCase()}`, to: itemKey(m[4]!), text: m[0].replace(/\s+/g, ' '),
  })).filter((p) => p.from !== '' && p.to !== '' && p.from !== p.to);
  const claimPairs = pairsOf(claimText);
  if (claimPairs.length === 0) return undefined;
  const spanPairs = pairsOf(spanText);
  for (const mine of claimPairs) {
    const same = spanPairs.filter((p) => p.act === mine.act);
    if (same.length === 0 || same.some((p) => p.from === mine.from && p.to === mine.to)) continue;
    const traded = same.find((p) => p.to === mine.from || p.from === mine.to);
    // (both of the claim's words among the span's pairs of that act)
    const words = new Set(same.flatMap((p) => [p.from, p.to]));
    if (traded && words.has(mine.from) && words.has(mine.to)) return { claim: mine.text, span: traded.text };
  }
  return undefined;
}

/** A participle, its preposition and a capitalised name after it ("written in C", "built with Bazel"). */
/** Names joined to the one before ("Django and Flask", "Linux, macOS and Windows"). */
const JOINED_NAMES = /^(?:\s*(?:,|and|or)\s*[A-Z][\w+#.-]*){1,6}/;
const PARTICIPLE_NAME = /\b(\p{L}+(?:ed|en|wn|lt|ght))\s+(in|with|by|using|for|on|from|to|into)\s+([A-Z][\w+#.-]*)/gu;

/**
 * The claim's "V-ed in X" (a name) where the span says "V-ed in Y" with another name, and names X only elsewhere ("was
 * written in Python" / "Up to Python 3.12, the shell was written in C"): the claim's words and the span's, or undefined.
 */
export function participleObjectDiffers(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const span = spanText.replace(/`+/g, '');
  const spanUses = [...span.matchAll(PARTICIPLE_NAME)].map((m) => ({ act: `${stem(m[1]!.toLowerCase())} ${m[2]}`, name: m[3]!.replace(/[.]+$/, ''), text: m[0],
    end: m.index! + m[0].length }));
  if (spanUses.length === 0) return undefined;
  for (const m of claimText.replace(/`+/g, '').matchAll(PARTICIPLE_NAME)) {
    const act = `${stem(m[1]!.toLowerCase())} ${m[2]}`;
    const name = m[3]!.replace(/[.]+$/, '');
    const same = spanUses.filter((u) => u.act === act);
    // (one of several joined names: "used in Django and Flask projects", "tested on Linux, macOS and Windows")
    const joined = same.some((u) => JOINED_NAMES.exec(span.slice(u.end))?.[0].includes(name));
    if (same.length > 0 && !joined && same.every((u) => u.name !== name)) return { claim: m[0].replace(/[.]+$/, ''), span: same[0]!.text };
  }
  return undefined;
}

/**
 * "out of N" on one side where the other says "in N" or "within N" of the same N, and not "out of N" ("judged out of
 * scope" / "judged to be in scope"): the claim's words and the span's, or undefined.
 */
export function inOrOutOf(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  // (the noun past an article; not a count, "nine out of ten" / "nine in ten")
  // ("out-of-scope" / "within its scope": hyphens and a possessive too)
  const outs = (text: string) => [...text.matchAll(/\b(?:out[\s-]+of|beyond)[\s-]+(?:(?:the|a|an|its|their|our|this)\s+)?(?!(?:one|two|three|four|five|six|seven|eight|nine|ten|hundred|thousand)\b)(\p{L}[\p{L}-]*)/giu)].map((m) => ({ noun: stem(m[1]!.toLowerCase()), text: m[0].replace(/\s+/g, ' ') }));
  const ins = (text: string) => [...text.matchAll(/(?<!\bout[\s-]+of[\s-]+)\b(?:in|within|inside)\s+(?:(?:the|a|an|its|their|our|this)\s+)?(?!(?:one|two|three|four|five|six|seven|eight|nine|ten|hundred|thousand)\b)(\p{L}[\p{L}-]*)/giu)].map((m) => ({ noun: stem(m[1]!.toLowerCase()), text: m[0].replace(/\s+/g, ' ') }));
  const [spanOuts, spanIns] = [outs(spanText), ins(spanText)];
  for (const [a, b, same] of [[outs(claimText), spanIns, spanOuts], [ins(claimText), spanOuts, spanIns]] as const) {
    for (const mine of a) {
      const theirs = b.find((x) => x.noun === mine.noun);
      const sameOnBothSides = same.some((x) => x.noun === mine.noun);
      if (theirs && !sameOnBothSides) return { claim: mine.text, span: theirs.text };
    }
  }
  return undefined;
}

/**
 * The claim's "X N and Y N" where the span says "X N" and never "Y N" ("for loops and while loops" / "for ``for`` loops"):
 * the added "Y N", in a word the word reading may pass over ("while" is a function word). The claim's words and the
 * span's, or undefined.
 */
export function coordinatedModifierAdded(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const plain = (text: string) => text.replace(/[`*]+/g, '').replace(/\s+/g, ' ').toLowerCase();
  const [claim, span] = [plain(claimText), plain(spanText)];
  for (const m of claim.matchAll(/\b([\p{L}\d_-]+)\s+([\p{L}\d_-]+)\s+(?:and|or)\s+([\p{L}\d_-]+)\s+\2\b/gu)) {
    const [, x, head, y] = m as unknown as [string, string, string, string];
    const has = (modifier: string) => new RegExp(`\\b${escapeRegExp(modifier)}\\s+${escapeRegExp(head)}\\b`, 'u').test(span);
    // (modifiers of one head, not a verb's object and a preposition's: "hosted on GitHub and uses GitHub issues")
    if (/^(?:on|in|at|to|from|with|by|into|onto|of|the|a|an)$/.test(x) || /(?:[^s]s|ed|ing)$/.test(y)) continue;
    if (x !== y && has(x) && !has(y)) return { claim: `${y} ${head}`, span: `${x} ${head}` };
  }
  return undefined;
}

/** Prefixes that make another act or its undoing of a word ("decompressing", "unlocking", "re-reading"). */
const ACT_PREFIXES = /^(?:de|dis|un|re|non|mis|anti|counter|de-|re-|non-|un-)$/;

/**
 * A claim word whose very place in the span (the same words on each side) holds the word with a prefix, or the other
 * way round ("while compressing significantly faster" / "while decompressing significantly faster"): the claim's word
 * and the span's, or undefined.
 */
export function prefixedInPlace(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const words = (text: string) => tokenize(text.replace(/[`*]+/g, ' ')).filter((t) => t.kind === 'word' || t.kind === 'number');
  const [mine, theirs] = [words(claimText), words(spanText)];
  for (let i = 1; i < mine.length - 1; i++) {
    const w = mine[i]!;
    // (a word the span also says as it is, elsewhere, is a reordering: "uninsulated hives lost 31%, compared with 14% for
    // insulated hives" / "insulated hives lost 14%, compared with 31% for uninsulated hives")
    if (w.norm.length < 4 || theirs.some((u) => u.norm === w.norm)) continue;
    const other = theirs.find((u, j) => j > 0 && j < theirs.length - 1 && u.norm !== w.norm && theirs[j - 1]!.norm === mine[i - 1]!.norm && theirs[j + 1]!.norm === mine[i + 1]!.norm &&
      ((u.norm.endsWith(w.norm) && ACT_PREFIXES.test(u.norm.slice(0, -w.norm.length))) || (w.norm.endsWith(u.norm) && u.norm.length >= 4 && ACT_PREFIXES.test(w.norm.slice(0, -u.norm.length)))));
    if (other) return { claim: w.text, span: other.text };
  }
  return undefined;
}

/** Words (hyphens, dots and apostrophes inside), single marks of punctuation, and runs of other symbols ("::", "->"). */
const PLACE_TOKENS = /[\p{L}\p{N}](?:[\p{L}\p{N}_'’.-]*[\p{L}\p{N}])?|\(\)|\{\}|\[\]|[,;!?()[\]{}"“”]|[^\s\p{L}\p{N}`*_,;!?()[\]{}"“”]+/gu;
/** (an empty pair of brackets, "( )" or "`{ }`", is one symbol) */
const placeTokens = memoByText(SPAN_TEXTS, (text: string): string[] =>
  [...text.replace(/([([{])[ \t]*([)\]}])/g, '$1$2').matchAll(PLACE_TOKENS)].map((m) => AGREEING.get(m[0].toLowerCase()) ?? m[0].toLowerCase()));
/** (forms that differ only to agree with their subject read as one: "which was granted" / "which were granted") */
const AGREEING = new Map([['were', 'was'], ['are', 'is'], ['have', 'has'], ['do', 'does']]);
/** How many tokens an anchor on one side only must have, and how many of them content words. */
const ONE_SIDED_ANCHOR = 5;
const ONE_SIDED_CONTENT = 2;

/**
 * A word of the claim whose very place in the span, the same two tokens before it and the same two after it, holds
 * another word, while the claim's word stands elsewhere in the span: "… to omit start in range literals" over "…
 * omit all of start, end and step …; … to omit end in range literals", "listed in claimed to the" over "listed in
 * recently-claimed to the", "type :: instead of" over "type `:` instead of `::`". The span never has the claim's word in
 * that place. Figures are left to the number checks. The claim's word and the span's, or undefined.
 */
export function wordInOthersPlace(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const c = placeTokens(claimText);
  const s = placeTokens(spanText);
  if (c.length < 5 || s.length < 5) return undefined;
  const spanWords = new Set(s);
  // (not in comparisons that can be each other's converse: "A had more than B" / "B had less than A", which its own
  // reading weighs; "'synchronize' is more abstract than 'with'" / "'with' is more abstract …" is no converse)
  if (COMPARING.test(claimText) && COMPARING.test(spanText) && conversePossible(claimText, spanText)) return undefined;
  // (a word quoted on both sides is a name, however short or common: "the 'with' statement")
  const quoted = quotedWords(claimText);
  const spanQuoted = quoted.size > 0 ? quotedWords(spanText) : quoted;
  const isName = (w: string) => quoted.has(w) && spanQuoted.has(w);
  // (a word too short or common to name a place, unless quoted as a name on both sides)
  const weak = (w: string) => /^\p{L}/u.test(w) && (w.length < 3 || STOP.has(w)) && !isName(w);
  // (the span's stems, parts of hyphened words too: read only for a claim word the span does not write as it is)
  let spanStems: Set<string> | undefined;
  const at = new Map<string, number[]>();
  s.forEach((t, j) => {
    if (j < 2 || j > s.length - 3) return;
    const key = `${s[j - 2]} ${s[j - 1]}`;
    const list = at.get(key);
    if (list) list.push(j);
    else at.set(key, [j]);
  });
  for (let i = 2; i < c.length - 2; i++) {
    const word = c[i]!;
    if (/^[\p{N}.,]+$/u.test(word) || /^[,;!?()[\]{}"“”]$/.test(word) || weak(word)) continue;
    if (!spanWords.has(word)) {
      // the claim's word said by the span in another form ("synchronized" / "non-synchronized"), while in its very place
      // the span has another word the claim names elsewhere ("implicitly synchronized" / "implicitly asynchronous", the
      // claim's own "'asynchronize'"): the claim put one of its words where the span has the other
      spanStems ??= new Set(s.flatMap((t) => t.split('-').filter((p) => /^\p{L}/u.test(p)).map((p) => stem(p))));
      if (!/^\p{L}/u.test(word) || !spanStems.has(stem(word))) continue;
      // (a closing bracket ends the clause as a full stop does: "(as all … anyway)." / "since all … anyway.")
      const place = (at.get(`${c[i - 2]} ${c[i - 1]}`) ?? []).find((j) => s[j + 1] === c[i + 1] && endAlike(s[j + 2]) === endAlike(c[i + 2]));
      const other = place === undefined ? undefined : s[place]!;
      if (other === undefined || !/^\p{L}/u.test(other) || weak(other) || sameStem(other, word)) continue;
      if (!c.some((t, k) => k !== i && sameStem(t, other)) || movedNearby(c, i, other) || listedTogether(c, i, other) ||
        !sameRest(c.map((t) => endAlike(t)), i, s.map((t) => endAlike(t)), place!, word, other)) continue;
      return { claim: word, span: other };
    }
    const candidates = at.get(`${c[i - 2]} ${c[i - 1]}`) ?? [];
    // (a clause's end is one mark, whichever: "positional argument." / "positional argument; however …")
    const inPlace = candidates.filter((j) => s[j + 1] === c[i + 1] && endAlike(s[j + 2]) === endAlike(c[i + 2]));
    if (inPlace.length > 0) {
      if (inPlace.some((j) => s[j] === word)) continue;
      const other = s[inPlace[0]!]!;
      // (another form of the same word, or a mark of punctuation, is no other word; nor a word moved a step or two,
      // "older Python versions" / "older versions of Python")
      if (/^[,;!?()[\]{}"“”]$/.test(other) || weak(other) || sameStem(other, word)) continue;
      // (a word moved a step or two is the same phrase reordered, "can safely use it" / "can use it safely", unless the
      // two words trade places: each stands where the other did, "listed in claimed to the recently-claimed role")
      if ((movedNearby(c, i, other) || movedNearby(s, inPlace[0]!, word)) && !tradesPlaces(c, s, word, other)) continue;
      // (two adverbs of manner or frequency, each said by both sides in its own place: "can typically annotate …
      // automatically" / "Typically … can automatically annotate")
      if (/\p{L}{3}ly$/u.test(word) && /\p{L}{3}ly$/u.test(other) && spanWords.has(word) && c.includes(other) && !tradesPlaces(c, s, word, other)) continue;
      // (what follows in the clause must be the same, the two words read as one: "large boats lost 21% …" / "small
      // boats lost 9% …" trades the figures too, and says the same)
      if (!sameRest(c, i, s, inPlace[0]!, word, other) || listedTogether(c, i, other)) continue;
      return { claim: word, span: other };
    }
    // a longer anchor on one side only ("full team membership, which was granted relatively easily" / "r+ privileges,
    // which were granted relatively easily"): the span's word in the claim word's place is one the claim names too
    const traded = oneSidedTrade(c, s, i);
    if (traded) return { claim: word, span: traded };
  }
  return undefined;
}

/** Two words of one stem ("handle" / "handles"); symbols ("::" / ":") are compared as written. */
const sameStem = (a: string, b: string): boolean => a === b || (/^\p{L}/u.test(a) && /^\p{L}/u.test(b) && stem(a) === stem(b));

/** How far a word may move and still be the same phrase reordered ("Python versions" / "versions of Python"). */
const NEARBY = 3;
/** `word` stands within NEARBY tokens of position `at` in `tokens`. */
const movedNearby = (tokens: readonly string[], at: number, word: string): boolean =>
  tokens.slice(Math.max(0, at - NEARBY), at + NEARBY + 1).includes(word);

const CLAUSE_AFTER = /^(?:[;:.!?]|, (?:and|but|or|so|yet|while|whereas|then|because|since|although|though|if|when|as))/;
const CLAUSE_BEFORE = /(?:[;:.!?]|,)$|(?:^| )(?:and|but|or|so|yet|while|whereas|then|because|since|although|though|if|when|as) ,$/;

const COMPARING = /(?<!\b(?:rather|other)\s+)\bthan\b|\bcompared\s+(?:with|to)\b/i;
/** Comparatives of the two directions: a comparison may state the converse of another only with the other direction's. */
const UPWARD = /\b(?:more|greater|higher|larger|bigger|better|faster|longer|stronger|wider|later|newer|older)\b/i;
const DOWNWARD = /\b(?:less|fewer|lower|smaller|worse|slower|shorter|weaker|narrower|earlier|cheaper)\b/i;
/** The two texts compare in different directions (or one in neither): each could be the other's converse. */
const conversePossible = (a: string, b: string): boolean => UPWARD.test(a) !== UPWARD.test(b) || DOWNWARD.test(a) !== DOWNWARD.test(b) ||
  (!UPWARD.test(a) && !DOWNWARD.test(a));
/** A mark that ends a clause, read as a full stop. */
function endAlike(t: string): string;
function endAlike(t: string | undefined): string | undefined;
function endAlike(t: string | undefined): string | undefined {
  return t !== undefined && /^[.;)\]!?]$/.test(t) ? '.' : t;
}
/** Words written between quotes or backticks ("'with'", "`yield`"), lower-cased. */
const quotedWords = (text: string): Set<string> =>
  new Set([...text.matchAll(/['‘"“`]([\p{L}_][\p{L}\p{N}_]*)['’"”`]/gu)].map((m) => m[1]!.toLowerCase()));
/** How many tokens after a traded word, up to its clause's end, must read the same on both sides. */
const REST = 3;
/** The tokens after claim token i and span token j, to a clause break or REST tokens, read alike (`a` and `b` as one). */
function sameRest(c: readonly string[], i: number, s: readonly string[], j: number, a: string, b: string): boolean {
  const rest = (tokens: readonly string[], from: number, step: 1 | -1) => {
    const out: string[] = [];
    for (let k = from + step; k >= 0 && k < tokens.length && out.length < REST; k += step) {
      const t = tokens[k] === b ? a : tokens[k]!;
      if (t !== a && /^[,;:.!?]$/.test(t)) break;
      out.push(t);
    }
    return out.join(' ');
  };
  return rest(c, i, 1) === rest(s, j, 1) && rest(c, i, -1) === rest(s, j, -1);
}

/** The claim names `word` (at i) and `other` in one list ("YAML, TOML, and JSON"): their order is no claim of its own. */
function listedTogether(c: readonly string[], i: number, other: string): boolean {
  for (let k = Math.max(0, i - 7); k < Math.min(c.length, i + 8); k++) {
    if (c[k] !== other || k === i) continue;
    const between = c.slice(Math.min(i, k) + 1, Math.max(i, k));
    if (between.length <= 6 && between.some((t) => t === ',' || t === 'and' || t === 'or' || t === 'nor' || t === '/')) return true;
  }
  return false;
}

/** The claim's `other` stands, by its two tokens on each side, where the span has the claim's `word`. */
function tradesPlaces(c: readonly string[], s: readonly string[], word: string, other: string): boolean {
  for (let k = 2; k < c.length - 2; k++) {
    if (c[k] !== other) continue;
    for (let j = 2; j < s.length - 2; j++) {
      if (s[j] === word && s[j - 2] === c[k - 2] && s[j - 1] === c[k - 1] && s[j + 1] === c[k + 1] && s[j + 2] === c[k + 2]) return true;
    }
  }
  return false;
}

/** The span's word at the claim's token i, found by five tokens on one side (two of them content words), or undefined. */
function oneSidedTrade(c: readonly string[], s: readonly string[], i: number): string | undefined {
  const word = c[i]!;
  const claimWords = new Set(c);
  const content = (tokens: readonly string[]) => tokens.filter((t) => /^\p{L}/u.test(t) && t.length >= 3 && !STOP.has(t)).length;
  const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((t, k) => t === b[k]);
  for (const side of [1, -1] as const) {
    const anchor = side === 1 ? c.slice(i + 1, i + 1 + ONE_SIDED_ANCHOR) : c.slice(Math.max(0, i - ONE_SIDED_ANCHOR), i);
    if (anchor.length < ONE_SIDED_ANCHOR || content(anchor) < ONE_SIDED_CONTENT) continue;
    // (an anchor across a clause break names no place: ", but slot IDs will …" follows whatever ends the clause before;
    // ", which was granted …" is a place, the noun it describes)
    if (side === 1 ? CLAUSE_AFTER.test(anchor.slice(0, 2).join(' ')) : CLAUSE_BEFORE.test(anchor.slice(-2).join(' '))) continue;
    const places: number[] = [];
    for (let j = 0; j < s.length; j++) {
      const around = side === 1 ? s.slice(j + 1, j + 1 + ONE_SIDED_ANCHOR) : s.slice(Math.max(0, j - ONE_SIDED_ANCHOR), j);
      if (same(around, anchor)) places.push(j);
    }
    if (places.length === 0 || places.some((j) => s[j] === word)) continue;
    const other = s[places[0]!]!;
    if (movedNearby(c, i, other) || movedNearby(s, places[0]!, word)) continue;
    // (a phrase moved whole, from the front to after the verb: "… has been made over the last 2 quarters in …" / "In the
    // last 2 quarters, … has been made in …", "easy to achieve with a C toolchain by …" / "With a C toolchain … by …")
    if (side === 1 && phraseMoved(c, s, i, other)) continue;
    // (the voice turned: "X is not looked up by the compiler until …" / "The compiler will not look up X until …", the
    // passive's agent where the active has its object; who does what is the reading of roles' to weigh)
    if (side === 1 && voiceTurned(c, s, i, places[0]!, other)) continue;
    if (/^\p{L}/u.test(other) && other.length >= 3 && !STOP.has(other) && other !== word && !sameStem(other, word) && claimWords.has(other)) return other;
  }
  return undefined;
}
/** Claim token i ends a passive's agent ("by the compiler"), the span's `other` in its place is what the claim's passive
 * says before its "by", and the span names the agent before `other`: an active sentence turned passive. */
function voiceTurned(c: readonly string[], s: readonly string[], i: number, j: number, other: string): boolean {
  const from = Math.max(0, i - 3);
  const by = c.slice(from, i).lastIndexOf('by');
  if (by < 0 || !c.slice(from + by + 1, i).every((t) => /^\p{L}/u.test(t))) return false;
  return c.slice(0, from + by).includes(other) && s.slice(0, j).includes(c[i]!);
}
/** Prepositions that open a phrase a writer may move from the front of a sentence to after its verb. */
const MOVABLE_PHRASE_OPENERS = new Set(['in', 'on', 'over', 'at', 'with', 'by', 'during', 'for', 'from', 'within', 'after', 'before', 'since', 'under', 'across', 'throughout']);
/** How many tokens a moved phrase may have after its preposition. */
const MOVED_PHRASE_TOKENS = 5;
/**
 * Claim token i ends a prepositional phrase that follows `other`, the claim's word the span has in token i's place,
 * and the span says the phrase's words together elsewhere: the phrase was moved, not a word traded.
 */
function phraseMoved(c: readonly string[], s: readonly string[], i: number, other: string): boolean {
  for (let k = i - 1; k >= Math.max(1, i - MOVED_PHRASE_TOKENS); k--) {
    if (!MOVABLE_PHRASE_OPENERS.has(c[k]!)) continue;
    if (c[k - 1] !== other) return false;
    const words = c.slice(k + 1, i + 1);
    if (words.some((t) => /^[,;:.!?]$/.test(t))) return false;
    for (let j = 0; j + words.length <= s.length; j++) if (words.every((t, n) => s[j + n] === t)) return true;
    return false;
  }
  return false;
}
const STOP = new Set(['the', 'and', 'for', 'not', 'but', 'are', 'was', 'were', 'has', 'have', 'had', 'its', 'this', 'that', 'with', 'from', 'into', 'than', 'then', 'they', 'them', 'can', 'may', 'will', 'all', 'any', 'one', 'also', 'only', 'such', 'which', 'when', 'where', 'what', 'who', 'how', 'does', 'did', 'been', 'being', 'should', 'would', 'could', 'must', 'shall', 'there', 'their', 'these', 'those', 'each', 'some', 'more', 'most', 'less', 'very', 'both']);

/** A name joined by "&" ("AT&T", "R&D"): the words it is made of are too short or too common to be weighed as words. */
const AMPERSAND_NAME = /(?<![\p{L}\p{N}&])\p{Lu}[\p{Lu}\p{N}]*\s?&\s?\p{Lu}[\p{Lu}\p{N}]*(?![\p{L}\p{N}&])/gu;

/** A name joined by "&" that the claim writes and the span does not ("chooses AT&T syntax" / "chooses Intel syntax"). */
export function ampersandNameMissing(claimText: string, spanText: string): string | undefined {
  const compact = (name: string) => name.replace(/\s/g, '');
  const spanNames = new Set([...spanText.matchAll(AMPERSAND_NAME)].map((m) => compact(m[0])));
  for (const m of claimText.matchAll(AMPERSAND_NAME)) if (!spanNames.has(compact(m[0]))) return m[0];
  return undefined;
}

/** Words that set one item of a pair apart from the other ("parsers and possibly syntax highlighters"). */
const ITEM_QUALIFIERS = new Set(['possibly', 'maybe', 'perhaps', 'optionally', 'sometimes', 'occasionally', 'also', 'even', 'especially',
  'particularly', 'mainly', 'mostly', 'rarely', 'often', 'usually', 'eventually', 'later', 'not', 'never', 'only', 'partly', 'partially']);
/** How many words on each side of "and <qualifier>" may make an item. */
const ITEM_WORDS = 3;

/**
 * Two items joined by "and"/"or" with a word that qualifies the second one only, traded: "updates to syntax highlighters
 * and possibly parsers" over "updates to parsers and possibly syntax highlighters". The claim's qualified item is the
 * span's unqualified one and the other way round. The claim's qualified item and the span's, or undefined.
 */
export function qualifiedItemsTraded(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const pairs = (text: string) => {
    const t = placeTokens(text);
    const out: Array<{ first: string[]; second: string[]; qualifier: string }> = [];
    for (let i = 1; i + 2 < t.length; i++) {
      if ((t[i] !== 'and' && t[i] !== 'or') || !ITEM_QUALIFIERS.has(t[i + 1]!)) continue;
      const item = (from: number, step: 1 | -1) => {
        const words: string[] = [];
        for (let k = from; k >= 0 && k < t.length && words.length < ITEM_WORDS; k += step) {
          if (!/^[\p{L}\p{N}]/u.test(t[k]!) || t[k] === 'and' || t[k] === 'or') break;
          words.push(t[k]!);
        }
        return words.filter((w) => w.length >= 3 && !STOP.has(w));
      };
      out.push({ first: item(i - 1, -1), second: item(i + 2, 1), qualifier: t[i + 1]! });
    }
    return out;
  };
  const claimPairs = pairs(claimText);
  if (claimPairs.length === 0) return undefined;
  const spanPairs = pairs(spanText);
  const has = (words: readonly string[], w: string) => words.some((x) => sameStem(x, w));
  for (const c of claimPairs) {
    for (const s of spanPairs) {
      if (c.qualifier !== s.qualifier || c.second.length === 0 || s.second.length === 0) continue;
      // the head of each side's qualified item (its first word) is the other side's unqualified item, and not its own
      const claimHead = c.second[0]!;
      const spanHead = s.second[0]!;
      if (has(s.first, claimHead) && !has(s.second, claimHead) && has(c.first, spanHead) && !has(c.second, spanHead)) {
        return { claim: `${c.qualifier} ${c.second.join(' ')}`, span: `${s.qualifier} ${s.second.join(' ')}` };
      }
    }
  }
  return undefined;
}

/** "a single environment variable", "only one thread": one thing in all. */
const SINGLE_THING = /\b(?:a\s+single|one\s+single|only\s+one|just\s+one|exactly\s+one)\s+((?:[\p{L}][\p{L}-]*\s+){0,2}[\p{L}][\p{L}-]*)/giu;
/** What gives each one its own: "for each of", "per value", "a separate …", "its own …". */
const EACH_AFTER = /^(?:\s+[\p{L}-]+){0,4}?\s+(?:for\s+(?:each|every)|per|apiece)\b/iu;
const EACH_BEFORE = /\b(?:separate|individual|distinct|own)\s+(?:[\p{L}-]+\s+){0,2}$/iu;

/**
 * The span has one thing in all ("a single environment variable with a list of values"), the claim one for each ("a
 * separate environment variable for each of the values"): the head noun and what is counted otherwise. The span's
 * phrase and the claim's, or undefined.
 */
export function singleAgainstEach(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  if (!/\b(?:single|one)\b/i.test(spanText) || /\b(?:single|only\s+one|just\s+one|exactly\s+one)\b/i.test(claimText)) return undefined;
  for (const m of spanText.matchAll(SINGLE_THING)) {
    const words = m[1]!.trim().split(/\s+/);
    const cut = words.findIndex((w) => /^(?:with|of|for|and|or|that|which|to|in|on|per|at|by|from)$/i.test(w));
    const head = (cut > 0 ? words.slice(0, cut) : words).pop()!;
    const headStem = stem(head.toLowerCase());
    for (const t of tokenize(claimText)) {
      if (t.kind !== 'word' || t.stem !== headStem) continue;
      const after = EACH_AFTER.exec(claimText.slice(t.end, t.end + 60));
      const before = EACH_BEFORE.exec(claimText.slice(Math.max(0, t.start - 40), t.start));
      if (after || before) {
        const span = m[0].slice(0, m[0].lastIndexOf(head) + head.length);
        return { claim: claimText.slice(before ? t.start - before[0].length : t.start, after ? t.end + after[0].length : t.end), span };
      }
    }
  }
  return undefined;
}

/** Nouns of a one-way relation: "A is a subset of B" is not "B is a subset of A". */
const ONE_WAY = '(?:successors?|subsets?|supersets?|subclass(?:es)?|superclass(?:es)?|subtypes?|supertypes?|prefix(?:es)?|suffix(?:es)?|ancestors?|descendants?|parents?|children|child|owners?|members?|instances?|parts?|copy|copies|aliases?)';
const ONE_WAY_RELATION = new RegExp(`^(.*?)\\b(?:is|are|was|were|be|been|becomes?|remains?)\\s+(?:(?:both|all|each|also|always|still|then|now)\\s+)*(?:(?:a|an|the)\\s+)?(?:(?:proper|strict|direct|true)\\s+)?(${ONE_WAY})\\s+of\\s+(.*)$`, 'iu');

/**
 * "A will be a subset of B" over "B will be (both) subsets of A": a one-way relation whose two sides trade places.
 * The relation and the span's two sides, or undefined.
 */
export function oneWaySidesTraded(claimText: string, spanText: string): { relation: string; left: string; right: string } | undefined {
  const claimSides = oneWayStatements(claimText);
  const spanSides = claimSides.length > 0 ? oneWayStatements(spanText) : [];
  // (a figure counts however short: "Python 3" is not "Python 2.7")
  const words = (text: string) => new Set((text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? []).filter((w) => (w.length >= 3 || /^\d+$/.test(w)) && !STOP.has(w)).map((w) => stem(w)));
  const share = (a: Set<string>, b: Set<string>) => [...a].filter((w) => b.has(w)).length;
  for (const c of claimSides) {
    for (const s of spanSides) {
      if (c.relation !== s.relation) continue;
      const [cLeft, cRight, sLeft, sRight] = [words(c.left), words(c.right), words(s.left), words(s.right)];
      // each side of the claim shares more with the span's other side than with its own
      if (share(cLeft, sRight) > share(cLeft, sLeft) && share(cRight, sLeft) > share(cRight, sRight)) {
        const side = (text: string) => text.trim().replace(/^(?:the|a|an)\s+/i, '').replace(/\s+(?:will|would|shall|can|may|must|should)(?:\s+(?:both|all|also|still|then|now))?$/i, '').replace(/[.;:!?]+$/, '').replace(/[,\s]+(?:and|but|or)$/i, '');
        return { relation: `${s.relation} of`, left: side(s.left), right: side(s.right) };
      }
    }
  }
  return undefined;
}

/** "X, of which Y is a subclass", "X (which is a subclass of Y)", "X, which is a subclass of Y": a one-way relation in a relative clause. */
const NOUN_PHRASE = "((?:[\\p{L}\\p{N}_`.:'-]+\\s+){0,3}[\\p{L}\\p{N}_`.:'-]+)";
const OF_WHICH = new RegExp(`${NOUN_PHRASE}\\s*[,(]\\s*of\\s+which\\s+${NOUN_PHRASE}\\s+(?:is|are)\\s+(?:(?:a|an|the)\\s+)?(?:(?:proper|strict|direct|true)\\s+)?(${ONE_WAY})\\b`, 'giu');
const WHICH_IS = new RegExp(`${NOUN_PHRASE}\\s*[,(]\\s*which\\s+(?:is|are)\\s+(?:(?:a|an|the)\\s+)?(?:(?:proper|strict|direct|true)\\s+)?(${ONE_WAY})\\s+of\\s+${NOUN_PHRASE}`, 'giu');
/** A text's one-way relations, each as its two sides: the left one is the relation's noun of the right one. */
function oneWayStatements(text: string): Array<{ relation: string; left: string; right: string }> {
  if (!new RegExp(ONE_WAY, 'i').test(text) && !/\b(?:succe|supersed)/i.test(text)) return [];
  const noun = (n: string) => n.toLowerCase().replace(/ies$/, 'y').replace(/(s|x)es$/, '$1').replace(/([^s])s$/, '$1').replace(/^children$/, 'child');
  const out: Array<{ relation: string; left: string; right: string }> = [];
  for (const m of text.matchAll(OF_WHICH)) out.push({ relation: noun(m[3]!), left: m[2]!, right: m[1]! });
  for (const m of text.matchAll(WHICH_IS)) out.push({ relation: noun(m[2]!), left: m[1]!, right: m[3]! });
  // (a copula inside a relative clause has the relative pronoun for its subject: read above)
  const copular = ONE_WAY_RELATION.exec(text);
  if (copular && !/\b(?:which|that|who)\s*$/i.test(copular[1]!)) out.push({ relation: noun(copular[2]!), left: copular[1]!, right: copular[3]! });
  // (succession said by a verb: "A succeeds B" and "B is succeeded by A" make A the successor of B)
  const passive = SUCCEEDED_BY.exec(text);
  if (passive) out.push({ relation: 'successor', left: passive[2]!, right: passive[1]! });
  else {
    const active = SUCCEEDS.exec(text);
    if (active && !/\b(?:which|that|who)\s*$/i.test(active[1]!)) out.push({ relation: 'successor', left: active[1]!, right: active[2]! });
  }
  return out;
}
const SUCCEEDED_BY = /^(.*?)\b(?:is|are|was|were|will\s+be|has\s+been|have\s+been)\s+(?:\p{L}+ly\s+)?(?:succeeded|superseded)\s+by\s+(.*)$/iu;
const SUCCEEDS = /^(.*?)\b(?:succeeds|succeeded|supersedes|superseded|will\s+succeed|will\s+supersede)\s+(?!by\b|in\b|at\b|with\b)(.*)$/iu;

/** How many places of one pair of words wordsTradedInPlace compares. */
const MAX_PLACES_PER_PAIR = 8;
/** Tokens between two traded words that make their order free: "A and B", "A or B", "A, B", "A with B". */
const ORDER_FREE = new Set(['and', 'or', 'nor', ',', '&', 'plus', 'versus', 'vs', 'with', 'as', 'well']);
/** The same word, or one of its forms or derivations that writes it whole ("call" / "callable", "provided" / "provide"). */
const sameRoot = (a: string, b: string) => {
  if (sameStem(a, b)) return true;
  const [short, long] = a.length <= b.length ? [stem(a), b] : [stem(b), a];
  return short.length >= 4 && long.startsWith(short);
};

/**
 * Two content words of the claim that trade places in the span, the words before and between them the same: "to call
 * interfaces provided by C" over "to provide interfaces callable from C", "convert strings to bytes" over "convert bytes
 * to strings". Not where the words between them leave their order free ("A and B"). The claim's two words, or undefined.
 */
export function wordsTradedInPlace(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const c = placeTokens(claimText);
  const s = placeTokens(spanText);
  // (each pair of words kept at a few places at most: a long span repeats common pairs, and each place is walked below)
  const starts = new Map<string, number[]>();
  for (let j = 2; j < s.length; j++) {
    const key = `${s[j - 2]} ${s[j - 1]}`;
    const list = starts.get(key);
    if (!list) starts.set(key, [j]);
    else if (list.length < MAX_PLACES_PER_PAIR) list.push(j);
  }
  for (let i = 2; i < c.length; i++) {
    if (!isPlaceContent(c[i]!)) continue;
    for (const j of starts.get(`${c[i - 2]} ${c[i - 1]}`) ?? []) {
      if (s[j] === c[i] || (sameRoot(s[j]!, c[i]!) && !anotherWordOfStem(s[j]!, c[i]!)) || !isPlaceContent(s[j]!)) continue;
      // the words between run the same on both sides, one to three of them, none that leaves the order free
      for (let gap = 1; gap <= 3; gap++) {
        const k = i + gap + 1;
        if (k >= c.length || j + gap + 1 >= s.length) break;
        if (c[i + gap] !== s[j + gap] || ORDER_FREE.has(c[i + gap]!)) break;
        const [x, y] = [c[k]!, s[j + gap + 1]!];
        if (!isPlaceContent(x) || !isPlaceContent(y) || x === y) continue;
        if (sameRoot(c[i]!, y) && sameRoot(x, s[j]!) && !anotherWordOfStem(c[i]!, y) && !anotherWordOfStem(x, s[j]!)) return { claim: `${c[i]} … ${x}`, span: `${s[j]} … ${y}` };
      }
    }
  }
  return undefined;
}

/** A preference and the side it is over: "A should be preferred (by default) over B", "A takes precedence over B", "A seems preferable to B". */
const PREFERENCE = /\b(?:(?:is|are|was|were|be|been|being)\s+(?:\p{L}+ly\s+)?(?:preferred|favou?red|chosen|prioriti[sz]ed|recommended)(?:\s+by\s+default)?|(?:is|are|was|were|be|been|being|seems?|seemed|appears?|appeared)\s+(?:\p{L}+ly\s+)?(?:preferable|superior)|(?:takes?|took|taking|has|have|had|gets?|got|is\s+given|are\s+given)\s+(?:precedence|priority))\s+(?:over|to)\s+/iu;
/** Where a side of a preference ends: a clause break after it, or before it. */
const SIDE_BREAK = /[,;:]\s|\.(?:\s|$)|\s(?:as|because|since|and|but|which|when|if|unless|while|whereas|so)\s/i;
/** Modal and adverb words between a preferred side and its verb ("A should generally be preferred"). */
const BEFORE_VERB = /(?:\s+(?:should|would|could|must|can|may|might|will|shall|not|also|generally|usually|always|often|still|now|then|by\s+default))+\s*$/i;
/** A side as compared: without marks of markup, spaces or an article. */
// (up to a condition, and without a kind noun after the name: "the ``WHEEL`` file when both are present" is "wheel")
const sideName = (side: string) => side.toLowerCase().replace(/[`*_"'“”‘’]/g, '').replace(/^(?:the|a|an)\s+/, '')
  .replace(/\s+(?:when|whenever|if|unless|where|wherever)\b[\s\S]*$/, '').replace(SIDE_KIND_NOUN, '').replace(/\s+/g, '');
/** A kind noun after a side's name ("the ``WHEEL`` file", "the ``repr`` function"). */
const SIDE_KIND_NOUN = /(?<=\S)\s+(?:file|files|format|module|function|method|class|type|field|attribute|option|flag|command|crate|package|trait|macro|key|value|directory|variable|syntax|operator|keyword|tag|header|section|object)\s*$/;

function preferenceSides(raw: string): { preferred: string; over: string } | undefined {
  // (a break inside brackets is the name's own: "repr(C, Int)")
  let text = raw;
  for (let depth = 0, before = ''; depth < 4 && before !== text; depth++) {
    before = text;
    text = text.replace(/\([^()]*\)/g, (m) => `{${m.slice(1, -1).replace(/[,;:.\s]/g, '_')}}`);
  }
  const m = PREFERENCE.exec(text);
  if (!m) return undefined;
  const before = text.slice(0, m.index).replace(BEFORE_VERB, '');
  const breaks = [...before.matchAll(new RegExp(SIDE_BREAK.source, 'gi'))];
  const last = breaks[breaks.length - 1];
  const preferred = last ? before.slice(last.index! + last[0].length) : before;
  const after = text.slice(m.index + m[0].length);
  const end = after.search(SIDE_BREAK);
  const over = end < 0 ? after : after.slice(0, end);
  const at = (side: string, from: number) => raw.slice(from, from + side.length).trim();
  const overStart = m.index + m[0].length;
  return preferred.trim() && over.trim()
    ? { preferred: at(preferred, before.length - preferred.length), over: at(over, overStart).replace(/[.!?]+$/, '') } : undefined;
}

/**
 * "A should be preferred over B" over "B should be preferred over A": the two sides of a preference trade places. Read
 * by the sides as written (names that hold one another, "repr(Int)" and "repr(C, Int)", share all their words). The
 * claim's preferred side and the span's, or undefined.
 */
export function preferenceSidesTraded(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const claimSides = preferencesOf(claimText);
  const spanSides = claimSides.length > 0 ? preferencesOf(spanText) : [];
  // each side of the claim is the span's other side, or ends with it ("the new repr(Int)" / "repr(Int)")
  const same = (a: string, b: string) => a === b || (a.length >= 3 && b.length >= 3 && (a.endsWith(b) || b.endsWith(a)));
  for (const c of claimSides) {
    const [cp, co] = [sideName(c.preferred), sideName(c.over)];
    if (cp === co) continue;
    // (a span that also prefers them the claim's way says what the claim says)
    if (spanSides.some((s) => same(cp, sideName(s.preferred)) && same(co, sideName(s.over)))) continue;
    const traded = spanSides.find((s) => same(cp, sideName(s.over)) && same(co, sideName(s.preferred)) && !same(cp, sideName(s.preferred)));
    if (traded) return { claim: c.preferred, span: traded.preferred };
  }
  return undefined;
}

/** "A is preferred over B" and every "prefer A to B" / "prefers A over B" of a text: the sides of its preferences. */
function preferencesOf(raw: string): Array<{ preferred: string; over: string }> {
  const passive = preferenceSides(raw);
  // (the passive's doer is no part of its other side: "A is preferred over B by users")
  const out = passive ? [{ preferred: passive.preferred, over: passive.over.split(/\s+by\s+(?!default\b)/i)[0]!.trim() }] : [];
  for (const m of raw.matchAll(ACTIVE_PREFERENCE)) {
    const preferred = m[1]!;
    if (SIDE_BREAK.test(preferred) || /[()]/.test(preferred)) continue;
    const overStart = m.index! + m[0].length;
    const after = raw.slice(overStart);
    const end = after.search(ACTIVE_SIDE_END);
    const over = (end < 0 ? after : after.slice(0, end)).trim().replace(/[.!?]+$/, '');
    if (over) out.push({ preferred: preferred.trim(), over });
  }
  return out;
}
/** "prefer A to B", "prefers A over B" (A a few words without a break; not "prefer to use …"). */
const ACTIVE_PREFERENCE = /\bprefer(?:s|red|ring)?\s+(?!to\s)((?:[^\s,;:.]+\s+){0,5}?[^\s,;:.]+)\s+(?:to|over)\s+/giu;
/** Where the side after "to" or "over" ends: a break, another choice, a condition. */
const ACTIVE_SIDE_END = new RegExp(`${SIDE_BREAK.source}|\\s(?:or|whenever|wherever|where|when|if|unless|in|for)\\s|\\s\\(`, 'i');

/** Words of a side of an ordered pair that say nothing of which event it is (time words, modals, "first", "then"). */
const ORDER_NOISE = new Set(['first', 'firstly', 'then', 'next', 'finally', 'later', 'afterwards', 'immediately', 'also', 'must', 'will',
  'would', 'should', 'can', 'could', 'may', 'might', 'shall', 'being', 'been', 'once', 'after', 'before', 'usual']);
/** Where a side of an ordered pair ends: a mark, or a conjunction that opens another clause. */
const ORDER_SIDE_END = /[,;:()[\]]|\.(?:\s|$)|\s(?:but|and|then|while|whereas|because|since|so|which)\s/i;
const ORDER_SIDE_ENDS = new RegExp(ORDER_SIDE_END.source, 'gi');
/** A phrase of a few words with no comma, before its clause's subject: "After installation the wheel …". */
const PHRASE_BEFORE_SUBJECT = /^\s*((?:[\p{L}\p{N}_-]+\s+){0,3}?[\p{L}\p{N}_-]+)\s+(?=(?:the|a|an|this|that|these|those|its|their|each|every|all|any|some|no)\s)/iu;
/** How many words a side of an ordered pair keeps. */
const ORDER_SIDE_WORDS = 8;

/** The stems of a side of an ordered pair (content words, at most ORDER_SIDE_WORDS of them). */
function orderSide(text: string, fromEnd: boolean): Set<string> {
  // (a short name with a digit is a word of its side too: "S3", "H2")
  const words = tokenize(text).filter((t) => t.kind === 'word' && !t.stop && (t.norm.length >= 3 || /\d/.test(t.norm)) && !ORDER_NOISE.has(t.norm) && !STOP.has(t.norm));
  return new Set((fromEnd ? words.slice(-ORDER_SIDE_WORDS) : words.slice(0, ORDER_SIDE_WORDS)).map((t) => t.stem));
}

/**
 * The pairs of events a text puts in order, the earlier one first: "first A, then B", "A and then B", "once A, B",
 * "after A, B", "B after A", "before A, B", "B before A", "after A but before B", "A, followed by B", "A, otherwise B".
 */
function orderedEvents(text: string): Array<{ earlier: Set<string>; later: Set<string> }> {
  const out: Array<{ earlier: Set<string>; later: Set<string> }> = [];
  const before = (at: number) => {
    const head = text.slice(0, at);
    const breaks = [...head.matchAll(ORDER_SIDE_ENDS)];
    const last = breaks[breaks.length - 1];
    return last ? head.slice(last.index! + last[0].length) : head;
  };
  const after = (from: number) => {
    const tail = text.slice(from);
    const end = tail.search(ORDER_SIDE_END);
    return end < 0 ? tail : tail.slice(0, end);
  };
  const push = (earlier: string, later: string, earlierFromEnd: boolean) => {
    const e = orderSide(earlier, earlierFromEnd);
    const l = orderSide(later, !earlierFromEnd);
    if (e.size > 0 && l.size > 0) out.push({ earlier: e, later: l });
  };
  // "A, then B", "A and then B", "first A, then B": the text before "then" back to "first" or the clause's start
  for (const m of text.matchAll(/(?:,|;|\band)\s+then\b\s*,?/gi)) {
    const head = text.slice(0, m.index);
    const first = /\bfirst(?:ly)?\b(?![\s\S]*\bfirst(?:ly)?\b)/i.exec(head);
    const earlier = first ? head.slice(first.index + first[0].length) : before(m.index!);
    push(earlier, after(m.index! + m[0].length), true);
  }
  // "after A but before B": A, then what the sentence says, then B
  for (const m of text.matchAll(/\bafter\s+([^,;:.]+?)\s+but\s+before\s+([^,;:.]+)/gi)) push(m[1]!, m[2]!, false);
  // "once A, B", "after A, B", "before A, B" opening a clause; "B after A", "B before A" inside one
  for (const m of text.matchAll(/\b(once|after|before)\s+/gi)) {
    const word = m[1]!.toLowerCase();
    if (/\bbut\s+$/i.test(text.slice(Math.max(0, m.index! - 5), m.index))) continue;
    const opening = /(?:^|[.;:!?]\s+|,\s+)[\s"“'‘(]*$/.test(text.slice(0, m.index));
    const own = after(m.index! + m[0].length);
    if (opening) {
      // (a phrase with no verb before the main clause's subject, "After installation the wheel must be discarded": the
      // phrase is the earlier side, the clause after it the later)
      const phrase = PHRASE_BEFORE_SUBJECT.exec(own);
      if (phrase && !/\b(?:is|are|was|were|be|been|has|have|had|will|would|can|could|must|should|may|might|does|did|do)\b/i.test(phrase[1]!)) {
        const main = after(m.index! + m[0].length + phrase[0].length);
        if (word === 'before') push(main, phrase[1]!, false);
        else push(phrase[1]!, main, false);
        continue;
      }
      // (its clause ends at its comma)
      if (!/^\s*,/.test(text.slice(m.index! + m[0].length + own.length))) continue;
      const rest = text.slice(m.index! + m[0].length + own.length).replace(/^\s*,\s*/, '');
      const main = after(0 + (text.length - rest.length));
      if (word === 'before') push(main, own, false);
      else push(own, main, false);
    } else if (word !== 'once') {
      const main = before(m.index!);
      if (word === 'before') push(main, own, true);
      else push(own, main, false);
    }
  }
  for (const m of text.matchAll(/,?\s+followed\s+by\s+/gi)) push(before(m.index!), after(m.index! + m[0].length), true);
  // "A, otherwise B", "A, or else B", "A, falling back to B": A is tried first, B only failing it
  for (const m of text.matchAll(/,\s+(?:otherwise|(?:or\s+)?else|falling\s+back\s+to)\b\s*,?/gi)) push(before(m.index!), after(m.index! + m[0].length), true);
  return out;
}

/**
 * Two events the claim puts in one order and the span in the other, whatever words order them ("Once the bytecode has
 * been emitted, the CFG must be created" / "Once the CFG is created, … then final emission of bytecode occurs"; "will
 * first set X, then normalize Y" / "will first normalize Y, then set X"): each of the claim's events shares more with
 * the span's other event than with its own, and the span never orders them the claim's way. The claim's earlier and
 * later events as stems, or undefined.
 */
export function eventOrderTraded(claimText: string, spanText: string): { earlier: string; later: string } | undefined {
  if (!ORDER_WORDS.test(claimText) || !ORDER_WORDS.test(spanText)) return undefined;
  const claimPairs = orderedEvents(claimText);
  if (claimPairs.length === 0) return undefined;
  const share = (a: Set<string>, b: Set<string>) => [...a].filter((w) => b.has(w)).length;
  // (and what follows from two of them: "A, then B" and "once B, C" put A before C)
  const direct = orderedEvents(spanText);
  const spanPairs = [...direct, ...direct.flatMap((x) => direct.filter((y) => y !== x && share(x.later, y.earlier) > 0 && share(x.later, y.earlier) >= share(x.later, y.later))
    .map((y) => ({ earlier: x.earlier, later: y.later })))];
  // (each of the claim's events nearer one of the span's than the other, one of them strictly: a subject both share,
  // "after the generator yields but before it is resumed", weighs on neither side)
  const nearer = (e: Set<string>, l: Set<string>, sE: Set<string>, sL: Set<string>) => {
    const [a, b, c, d] = [share(e, sE), share(e, sL), share(l, sL), share(l, sE)];
    return a >= 1 && c >= 1 && a >= b && c >= d && (a > b || c > d);
  };
  for (const c of claimPairs) {
    if (spanPairs.some((s) => nearer(c.earlier, c.later, s.earlier, s.later))) continue;
    const traded = spanPairs.find((s) => nearer(c.earlier, c.later, s.later, s.earlier));
    if (traded) return { earlier: [...c.earlier].join(' '), later: [...c.later].join(' ') };
    // (the words both earlier sides share and neither later side has are the frame, "fetchy uses … if it is available":
    // read without them, "uses node-fetch …, otherwise the native fetch" trades the two alternatives of the span)
    for (const s of spanPairs) {
      const frame = [...c.earlier].filter((w) => s.earlier.has(w) && !c.later.has(w) && !s.later.has(w));
      if (frame.length === 0) continue;
      const bare = (x: Set<string>) => new Set([...x].filter((w) => !frame.includes(w)));
      const [ce, sE] = [bare(c.earlier), bare(s.earlier)];
      if (nearer(ce, c.later, sE, s.later)) break;
      if (nearer(ce, c.later, s.later, sE)) return { earlier: [...ce].join(' '), later: [...c.later].join(' ') };
    }
  }
  return undefined;
}
const ORDER_WORDS = /\b(?:then|once|after|before|followed\s+by|otherwise|else|falling\s+back)\b/i;

/** A modal of necessity and the words that may stand after it before its act ("must also", "has to either"). */
const NECESSITY = /\b(?:must|has\s+to|have\s+to|had\s+to|needs?\s+to|is\s+required\s+to|are\s+required\s+to|shall)\s+(?:(?:also|either|still|then|now|always|first)\s+)*/gi;
const NECESSITY_ONE = new RegExp(NECESSITY.source, 'i');
/** How many content words of each way of meeting a duty are read, nearest its "or". */
const ALTERNATIVE_WORDS = 3;

/**
 * The span's duty has two ways to meet it, "must A or B" ("must be renamed or be referred to via r#gen", "must either
 * fully constrain or place no constraints upon it"), and the claim's duty names only A: it says more than the span,
 * which lets B do instead. The alternative as the span writes it, or undefined.
 */
export function dutyAlternativeDropped(claimText: string, spanText: string): string | undefined {
  if (!NECESSITY_ONE.test(claimText) || !NECESSITY_ONE.test(spanText)) return undefined;
  const contentOf = (text: string) => tokenize(text).filter((t) => (t.kind === 'word' && !t.stop) || t.kind === 'number').map((t) => t.stem);
  const claimStems = new Set(contentOf(claimText));
  for (const m of spanText.matchAll(NECESSITY)) {
    const from = m.index! + m[0].length;
    const clause = spanText.slice(from).split(/[.;:!?](?=\s|$)|\s[-–—]\s/)[0]!;
    const or = /\s+or\s+(?!not\b)/i.exec(clause);
    if (!or) continue;
    const first = clause.slice(0, or.index);
    const second = clause.slice(or.index + or[0].length).split(/[,()]|\s(?:and|but|because|since|so|which|when|if|unless)\s/i)[0]!;
    // (each way's words nearest the "or": an object both ways take, "constrain or place no constraints upon a given
    // type", is neither's own)
    const [wholeA, wholeB] = [contentOf(first), contentOf(second)];
    const [a, b] = [new Set(wholeA.slice(-ALTERNATIVE_WORDS)), new Set(wholeB.slice(0, ALTERNATIVE_WORDS))];
    const onlyA = [...a].filter((w) => !wholeB.includes(w));
    const onlyB = [...b].filter((w) => !wholeA.includes(w));
    if (onlyB.length === 0) continue;
    // (the claim says the first way, its own words or all its words, and most of the other's words it does not)
    const saysFirst = onlyA.length > 0 ? onlyA.some((w) => claimStems.has(w)) : a.size > 0 && [...a].every((w) => claimStems.has(w));
    if (saysFirst && onlyB.filter((w) => claimStems.has(w)).length * 2 < onlyB.length) return second.trim();
  }
  return undefined;
}

/** Two words (stems) with the same word right after them, or right before them (a content word), in the text. */
function sameSlot(text: string, a: string, b: string): boolean {
  const words = tokenize(text.replace(/[`*]+/g, ' ')).filter((t) => t.kind === 'word' || t.kind === 'number');
  const at = (w: string) => words.findIndex((t) => t.stem === w);
  const [i, j] = [at(a), at(b)];
  if (i < 0 || j < 0) return false;
  const next = (k: number) => words[k + 1]?.stem;
  const before = (k: number) => (words[k - 1] && !words[k - 1]!.stop ? words[k - 1]!.stem : undefined);
  return (next(i) !== undefined && next(i) === next(j)) || (before(i) !== undefined && before(i) === before(j));
}

/** Where parallel parts of a sentence part: a semicolon, a colon, or "and" after an optional comma. */
const PARALLEL_BREAK = /[;:]\s+|,?\s+and\s+/gi;

/**
 * Two words the claim and the span each write once, in two parallel parts (parts that share a content word), that
 * trade parts: each part of the claim has a word the other lacks, and in the span that word stands with the other of
 * the two ("an acquire call in the requesting thread and a release call in the GC thread" / "one in the thread making
 * the request (a release call) and one in the GC thread (an acquire call)": "GC" goes with "release" in the claim, with
 * "acquire" in the span, and "request" with "acquire", then "release"). The claim's pair and the span's, or undefined.
 */
export function partsTraded(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const partsOf = (text: string) => {
    const plain = text.replace(/[`*]+/g, '');
    const cuts = [0, ...[...plain.matchAll(PARALLEL_BREAK)].flatMap((m) => [m.index!, m.index! + m[0].length]), plain.length];
    const parts: Array<Set<string>> = [];
    const surface = new Map<string, string>();
    const count = new Map<string, number>();
    for (let k = 0; k + 1 < cuts.length; k += 2) {
      const tokens = tokenize(plain.slice(cuts[k]!, cuts[k + 1]!)).filter((t) => t.kind === 'word' && !t.stop && t.norm.length > 1);
      for (const t of tokens) {
        count.set(t.stem, (count.get(t.stem) ?? 0) + 1);
        surface.set(t.stem, t.text);
      }
      parts.push(new Set(tokens.map((t) => t.stem)));
    }
    const partOf = (w: string) => parts.findIndex((p) => p.has(w));
    return { parts, partOf, once: (w: string) => count.get(w) === 1, surface };
  };
  // (lists a "respectively" pairs are read item by item elsewhere)
  if (/\brespectively\b/i.test(spanText)) return undefined;
  const mine = partsOf(claimText);
  if (mine.parts.length < 2) return undefined;
  const theirs = partsOf(spanText);
  if (theirs.parts.length < 2) return undefined;
  const both = [...new Set(mine.parts.flatMap((p) => [...p]))].filter((w) => mine.once(w) && theirs.once(w));
  for (const a of both) {
    for (const b of both) {
      if (a >= b) continue;
      const [ca, cb, sa, sb] = [mine.partOf(a), mine.partOf(b), theirs.partOf(a), theirs.partOf(b)];
      if (ca === cb || sa === sb) continue;
      // (parallel parts: they share a content word besides the traded ones, on both sides)
      const shared = (p: Set<string>, q: Set<string>) => [...p].some((w) => w !== a && w !== b && q.has(w));
      if (!shared(mine.parts[ca]!, mine.parts[cb]!) || !shared(theirs.parts[sa]!, theirs.parts[sb]!)) continue;
      // (the two words stand in the same slot of their parts, on both sides: "an acquire call" / "a release call"; not
      // words of a sentence whose clauses were reordered, "the distinction between …" / "… completely erased")
      if (!sameSlot(claimText, a, b) || !sameSlot(spanText, a, b)) continue;
      // a word of each part that goes with the other traded word in the span: each keeps its place, the two words trade
      const movesTo = (from: number, to: number, spanFrom: number, spanTo: number) => [...mine.parts[from]!].find((x) => x !== a && x !== b &&
        !mine.parts[to]!.has(x) && theirs.parts[spanTo]!.has(x) && !theirs.parts[spanFrom]!.has(x));
      const x = movesTo(cb, ca, sb, sa);
      const y = movesTo(ca, cb, sa, sb);
      if (x !== undefined && y !== undefined) {
        return { claim: `${mine.surface.get(b)} … ${mine.surface.get(x)}`, span: `${theirs.surface.get(a)} … ${theirs.surface.get(x)}` };
      }
    }
  }
  return undefined;
}

/** "in favour of": what follows is chosen, what comes before is set aside. */
const IN_FAVOUR_OF = /\bin\s+favou?r\s+of\s+/i;

/**
 * "A has been rejected in favour of B" over "B … has been rejected in favour of A": what the claim puts after "in favour
 * of" the span puts before it, and the other way round. Read by content words, not by parsing the sides (the side set
 * aside may be a clause's subject far before). The claim's chosen side and the span's, or undefined.
 */
export function favourSidesTraded(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const sides = (text: string) => {
    const at = IN_FAVOUR_OF.exec(text);
    if (!at) return undefined;
    const after = text.slice(at.index + at[0].length);
    const end = after.search(SIDE_BREAK);
    const chosen = (end < 0 ? after : after.slice(0, end)).replace(/[.!?]+$/, '').trim();
    // (every word but an article: "this PEP" is not ":pep:`516`")
    const words = (part: string) => new Set(tokenize(part.replace(/[`*]+/g, ' ')).filter((t) => (t.kind === 'word' && !/^(?:a|an|the)$/.test(t.norm)) || t.kind === 'number').map((t) => t.stem));
    return { chosen, chosenWords: words(chosen), before: words(text.slice(0, at.index)), afterAll: words(after) };
  };
  const mine = sides(claimText);
  if (!mine || mine.chosenWords.size === 0) return undefined;
  const theirs = sides(spanText);
  if (!theirs || theirs.chosenWords.size === 0) return undefined;
  // (a side in other words keeps most of them: "the one given above" / "the syntax given above")
  const within = (words: Set<string>, place: Set<string>) => 3 * [...words].filter((w) => place.has(w)).length >= 2 * words.size;
  // the claim's chosen side stands before the span's "in favour of" and not after it, and the span's before the claim's
  if (within(mine.chosenWords, theirs.before) && !within(mine.chosenWords, theirs.afterAll) &&
    within(theirs.chosenWords, mine.before) && !within(theirs.chosenWords, mine.afterAll)) return { claim: mine.chosen, span: theirs.chosen };
  return undefined;
}

/** Comparatives and their opposites, by stem ("better"/"worse", "more"/"fewer"). */
const CONVERSE_PAIRS: ReadonlyArray<readonly [string, string]> = [['better', 'worse'], ['more', 'less'], ['more', 'fewer'], ['higher', 'lower'],
  ['larger', 'smaller'], ['bigger', 'smaller'], ['greater', 'smaller'], ['greater', 'less'], ['faster', 'slower'], ['earlier', 'later'],
  ['older', 'newer'], ['older', 'younger'], ['longer', 'shorter'], ['stronger', 'weaker'], ['cheaper', 'costlier']];
const CONVERSE_WORDS = [...new Set(CONVERSE_PAIRS.flat())];
const CONVERSE_COMPARISON = new RegExp(`\\b(${CONVERSE_WORDS.join('|')})\\b((?:\\s+[\\p{L}-]+){0,2}?)\\s+than\\s+`, 'giu');
/** Where the subject of a comparison ends: its verb or auxiliary ("Coercions would have more …"). */
const SUBJECT_END = /\s(?:is|are|was|were|be|been|has|have|had|would|will|can|could|should|may|might|must|does|do|did|gives?|gave|offers?|offered|yields?|shows?)\s/i;

/**
 * Two places the claim and the span both mark by the same two words before them, whose words the claim gives each
 * other's ("Removing a bound from a function … the case for structs" / "Removing a bound from a struct … the case for
 * functions"; "symbols from dylibs, not just executables" / "symbols from executables, not just dylibs"): the claim's
 * two words and the span's, or undefined. Each place must be marked once on each side.
 */
export function slotFillersTraded(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  // (an empty pair of brackets one side has and the other not is no mark of a place: that side's reading may have
  // blanked it, "with    for unions" for "with [] for unions"; where both have them, they mark the places)
  const [allC, allS] = [placeTokens(claimText), placeTokens(spanText)];
  const brackets = (tokens: readonly string[]) => tokens.filter((t) => EMPTY_BRACKETS.has(t)).length;
  const blanked = brackets(allC) !== brackets(allS);
  const c = blanked ? allC.filter((t) => !EMPTY_BRACKETS.has(t)) : allC;
  const s = blanked ? allS.filter((t) => !EMPTY_BRACKETS.has(t)) : allS;
  // each place: its two words before, and the content word in it, kept only where the place is marked once
  const places = (tokens: readonly string[]) => {
    const out = new Map<string, string | null>();
    for (let i = 2; i < tokens.length; i++) {
      if (!isPlaceContent(tokens[i]) || ORDER_FREE.has(tokens[i - 1]!) || /^[,;:.!?()]$/.test(tokens[i - 1]!)) continue;
      // ("if", "when" and "whenever" mark one place: a condition)
      const key = `${SAME_MARK.get(tokens[i - 2]!) ?? tokens[i - 2]} ${SAME_MARK.get(tokens[i - 1]!) ?? tokens[i - 1]}`;
      out.set(key, out.has(key) ? null : tokens[i]!);
    }
    return out;
  };
  const mine = places(c);
  const theirs = places(s);
  const shared = [...mine.keys()].filter((k) => mine.get(k) && theirs.get(k));
  for (let x = 0; x < shared.length; x++) {
    for (let y = x + 1; y < shared.length; y++) {
      // (a predicate after an auxiliary, "aliases are considered" / "they are currently", moves with its clause: traded only
      // across "not just", "thread-safe, not just fast" / "fast, not just thread-safe")
      const afterAuxiliary = [shared[x]!, shared[y]!].some((k) => AUXILIARY_MARK.test(k.split(' ')[1]!));
      if (afterAuxiliary && ![shared[x]!, shared[y]!].some((k) => /\b(?:just|only|merely|simply)$/.test(k))) continue;
      const [ca, cb, sa, sb] = [mine.get(shared[x]!)!, mine.get(shared[y]!)!, theirs.get(shared[x]!)!, theirs.get(shared[y]!)!];
      if (sameStem(ca, cb) || sameStem(ca, sa) || sameStem(cb, sb)) continue;
      if (sameStem(ca, sb) && sameStem(cb, sa)) return { claim: `${shared[x]} ${ca} … ${shared[y]} ${cb}`, span: `${shared[x]} ${sa} … ${shared[y]} ${sb}` };
    }
  }
  return undefined;
}

/** Prepositions whose object is a role of its own ("switching to Python", "moved from C"); not "with", "against", which may join two sides alike. */
const GOVERNING = new Set(['to', 'from', 'into', 'onto', 'for', 'over', 'by', 'than', 'toward', 'towards', 'via', 'at', 'on', 'in']);
/** A content word of a place: a word of three letters or more, not a function word. */
const isPlaceContent = (w: string | undefined): w is string => w !== undefined && /^\p{L}[\p{L}\p{N}_'-]*$/u.test(w) && w.length >= 3 && !STOP.has(w);
/** Words that may stand between a preposition or "of" and the noun it governs ("to other languages", "of the users"). */
const GOVERNED_SKIP = new Set(['the', 'a', 'an', 'other', 'another', 'all', 'some', 'any', 'many', 'most', 'its', 'their']);
/** The noun "of" governs at token i ("users of other languages": "languages"), past determiners, and where it stands. */
function governedAfter(tokens: readonly string[], i: number): { word: string; at: number } | undefined {
  let k = i + 1;
  while (k < tokens.length && GOVERNED_SKIP.has(tokens[k]!)) k++;
  const word = tokens[k];
  return word !== undefined && isPlaceContent(word) ? { word, at: k } : undefined;
}

/**
 * The noun one side qualifies by a word before it ("Python users") the other qualifies by "of" ("users of other
 * languages"), and each side puts the other's qualifier after the same two words ("switching to other languages" /
 * "switching to Python"): "deter Python users from switching to other languages" over "deter users of other languages
 * from switching to Python". The claim's two phrases and the span's, or undefined.
 */
export function qualifierAndObjectTraded(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const c = placeTokens(claimText);
  const s = placeTokens(spanText);
  return qualifierTradedOneWay(c, s, false) ?? qualifierTradedOneWay(s, c, true);
}

function qualifierTradedOneWay(before: readonly string[], of: readonly string[], flipped: boolean): { claim: string; span: string } | undefined {
  for (let i = 1; i < of.length - 1; i++) {
    if (of[i] !== 'of' || !isPlaceContent(of[i - 1])) continue;
    const head = of[i - 1]!;
    const governed = governedAfter(of, i);
    if (!governed) continue;
    // the other side: the same head with another word right before it
    for (let j = 1; j < before.length; j++) {
      if (!sameStem(before[j]!, head) || !isPlaceContent(before[j - 1]) || sameStem(before[j - 1]!, governed.word) || before[j + 1] === 'of') continue;
      const qualifier = before[j - 1]!;
      // each side's qualifier stands, on the other side, after the same two words the other's qualifier stands after
      const slotOf = (tokens: readonly string[], word: string, skip: readonly number[]) => {
        for (let k = 2; k < tokens.length; k++) {
          if (skip.includes(k) || !sameStem(tokens[k]!, word)) continue;
          let p = k - 1;
          while (p > 0 && GOVERNED_SKIP.has(tokens[p]!)) p--;
          if (p >= 1 && GOVERNING.has(tokens[p]!)) return `${tokens[p - 1]} ${tokens[p]}`;
        }
        return undefined;
      };
      const qualifierThere = slotOf(of, qualifier, []);
      const governedHere = slotOf(before, governed.word, [j - 1]);
      if (qualifierThere === undefined || qualifierThere !== governedHere || qualifierThere.split(' ').includes('of')) continue;
      const here = `${qualifier} ${before[j]} … ${governedHere} ${governed.word}`;
      const there = `${head} of ${governed.word} … ${qualifierThere} ${qualifier}`;
      return flipped ? { claim: there, span: here } : { claim: here, span: there };
    }
  }
  return undefined;
}

const EMPTY_BRACKETS = new Set(['()', '[]', '{}']);
/** An auxiliary before a place: what follows it is a predicate, which a clause moved elsewhere takes with it. */
const AUXILIARY_MARK = /^(?:is|was|be|been|being|has|had|does|did|will|would|can|could|should|must|may|might|shall|not)$/;
/** Marks of one kind of place, read as one: "if", "when" and "whenever" each open a condition. */
const SAME_MARK = new Map([['when', 'if'], ['whenever', 'if']]);
/** A change "from A to B": its two states, each up to its clause's end. */
/** A verb of change and where its change goes, in one clause: "change the syntax for X to `T: ?Sized`". */
const CHANGE_TO = /\b(?:chang|switch|mov|migrat|convert|renam|turn)(?:e|es|ed|ing|s)?\b[^.;:]*?\bto\s+((?:[^.;:(]|:(?=\s*[?&*'\p{Lu}\d]))+)/giu;
// (a colon inside code is no clause break: "from T: ?Sized to Sized? T")
const FROM_TO = /\bfrom\s+((?:(?!\bto\b)(?:[^.;:]|:(?=\s*[?&*'\p{Lu}\d])))+?)\s+to\s+((?:(?!\bfrom\b)(?:[^.;:(]|:(?=\s*[?&*'\p{Lu}\d])))+)/giu;
/**
 * A change from one state to another that the claim makes the other way round ("from overflow being a program error to
 * it wrapping around" over "from wrapping around on overflow to it being a program error"): the claim's change and the
 * span's, or undefined. Each state is read by its own words, those the other state does not share.
 */
export function changeEndsTraded(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const changes = (text: string) => [...text.replace(/[`*]+/g, ' ').matchAll(FROM_TO)].map((m) => ({ text: m[0].trim(), from: words(m[1]!), to: words(m[2]!) }));
  const words = (text: string) => new Set(tokenize(text).filter((t) => (t.kind === 'word' && !t.stop) || t.kind === 'number').map((t) => t.stem));
  const own = (a: Set<string>, b: Set<string>) => [...a].filter((w) => !b.has(w));
  const share = (xs: string[], of: Set<string>) => (xs.length === 0 ? 0 : xs.filter((x) => of.has(x)).length / xs.length);
  const mine = changes(claimText);
  if (mine.length === 0) return undefined;
  // the two ends as written, each up to a comma, without code marks or spaces: the same words in another order are
  // another state ("from T: ?Sized to Sized? T" / "from `Sized? T` to `T: ?Sized`")
  const ends = (text: string) => [...text.replace(/[`*]+/g, '').matchAll(FROM_TO)].map((m) => {
    const [from, to] = [m[1]!, m[2]!].map((e) => e.split(',')[0]!.trim().replace(/\s+/g, ' '));
    return { from: from!.toLowerCase().replace(/\s+/g, ''), to: to!.toLowerCase().replace(/\s+/g, ''), text: `from ${from} to ${to}` };
  });
  const spanEnds = ends(spanText);
  const spanSpelt = spanText.replace(/[`*\s]+/g, '').toLowerCase();
  // (and a span that names only where a change goes, "change the syntax … to `T: ?Sized`", going where the claim's starts)
  const targets = [...spanText.replace(/[`*]+/g, '').matchAll(CHANGE_TO)].filter((m) => !/\bfrom\b/i.test(m[0]))
    .map((m) => ({ to: m[1]!.split(',')[0]!.trim().replace(/\s+/g, ' ') }));
  for (const c of ends(claimText)) {
    // (a change the span also makes the claim's way is said there: "suspend from right to left, and resume from left to right")
    if (c.from === c.to || !c.from || !c.to || spanEnds.some((e) => e.from === c.from && e.to === c.to)) continue;
    const s = spanEnds.find((e) => e.from === c.to && e.to === c.from);
    if (s) return { claim: c.text, span: s.text };
    // (the target's first words, spaced as they may be, that spell the claim's start: "`T: ?Sized` to resolve these issues";
    // not where the span names the claim's end too: "first moved to GitHub … and then to Codeberg")
    if (spanSpelt.includes(c.to)) continue;
    for (const x of targets) {
      const words = x.to.split(' ');
      const k = words.findIndex((_, n) => words.slice(0, n + 1).join('').toLowerCase() === c.from);
      if (k >= 0) return { claim: c.text, span: `to ${words.slice(0, k + 1).join(' ')}` };
    }
  }
  for (const c of mine) {
    const [cFrom, cTo] = [own(c.from, c.to), own(c.to, c.from)];
    if (cFrom.length < 2 || cTo.length < 2) continue;
    for (const s of changes(spanText)) {
      const [sFrom, sTo] = [own(s.from, s.to), own(s.to, s.from)];
      if (share(cFrom, s.to) >= 0.5 && share(cTo, s.from) >= 0.5 && share(cFrom, s.from) < 0.5 && share(cTo, s.to) < 0.5 && share(sFrom, c.to) >= 0.5 && share(sTo, c.from) >= 0.5) {
        return { claim: c.text.replace(/[,.]$/, ''), span: s.text.replace(/[,.]$/, '') };
      }
    }
  }
  return undefined;
}

/** "For A, X" clauses of a sentence, each opened by a phrase that says which case it speaks of. */
const CASE_CLAUSE = /(?:^|[,;]\s*|\.\s+)(?:and\s+|while\s+|whereas\s+)?(?:for|in|on|with|under)\s+([^,;.]{2,60}?),?\s+(?:this|it|that|they|these|the\s+\p{L}+)\s+([^,;]+?)(?=[,;]|\.(?:\s|$)|$)/giu;
/** The content words' stems and the figures of a text, code and emphasis marks read as spaces. */
const content = (text: string): Set<string> => new Set(tokenize(text.replace(/[`*]+/g, ' ')).filter((t) => (t.kind === 'word' && !t.stop) || t.kind === 'number').map((t) => t.stem));

/**
 * Two clauses that each open on a case ("For strings and slices this is the length of the buffer, for trait objects this
 * is the object's vtable"), whose cases the claim pairs with each other's rest: the claim's pairing and the span's, or
 * undefined.
 */
export function caseClausesTraded(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const clauses = (text: string) => [...text.matchAll(CASE_CLAUSE)].map((m) => ({ text: m[0].replace(/^[,;.\s]+/, '').trim(), topic: content(m[1]!), body: content(m[2]!) }));
  const mine = clauses(claimText);
  if (mine.length < 2) return undefined;
  const theirs = clauses(spanText);
  if (theirs.length < 2) return undefined;
  const share = (a: Set<string>, b: Set<string>) => (a.size === 0 ? 0 : [...a].filter((w) => b.has(w)).length / a.size);
  // (the words every clause's rest says are the frame the clauses share: "this is the")
  const common = new Set([...theirs[0]!.body].filter((w) => theirs.every((c) => c.body.has(w))));
  const own = (body: Set<string>) => new Set([...body].filter((w) => !common.has(w)));
  for (const c of mine) {
    const sameCase = theirs.find((s) => share(c.topic, s.topic) >= 0.5 && share(s.topic, c.topic) >= 0.5);
    const sameRest = theirs.find((s) => s !== sameCase && share(own(c.body), own(s.body)) >= 0.5);
    if (sameCase && sameRest && share(own(c.body), own(sameCase.body)) < 0.5 && share(c.topic, sameRest.topic) < 0.5) return { claim: c.text, span: sameRest.text };
  }
  return undefined;
}

/** A clause that denies, or calls its thing invalid or an error. */
const DENYING_CLAUSE = /\b(?:not|never|no|cannot|neither|nor|invalid|illegal|disallowed|forbidden|prohibited|unsupported|impossible|an?\s+(?:\w+\s+)?error)\b|n['’]t\b/i;
/** What joins a clause of contrast to the one before it. */
const CONTRAST_CLAUSE_BREAK = /;\s*(?:however,?\s*|but\s+)?|,\s*(?:but|however|whereas|while),?\s+|\.\s+(?:However|But),?\s+/g;
/**
 * The claim joins two things by "and" or "or" under one predicate it does not deny ("may be used in both positional and
 * keyword arguments"), and the span says it of the first and, in a clause of contrast, denies it of the other ("may be
 * used in a positional argument; however it is invalid in a keyword argument"): the claim's item the span denies and the
 * span's clause, or undefined.
 */
export function coordinatedItemDenied(claimText: string, spanText: string): { claim: string; span: string; denies: boolean } | undefined {
  if (DENYING_CLAUSE.test(claimText)) return undefined;
  const breaks = [...spanText.matchAll(CONTRAST_CLAUSE_BREAK)];
  if (breaks.length === 0) return undefined;
  const clauses: Array<{ text: string; denies: boolean; contrast: boolean }> = [];
  let from = 0;
  let contrast = false;
  for (const b of breaks) {
    clauses.push({ text: spanText.slice(from, b.index!), denies: false, contrast });
    from = b.index! + b[0].length;
    contrast = /\b(?:but|however|whereas|while)\b/i.test(b[0]);
  }
  clauses.push({ text: spanText.slice(from), denies: false, contrast });
  for (const c of clauses) c.denies = DENYING_CLAUSE.test(c.text);
  const stemsIn = (text: string) => new Set(tokenize(text).filter((t) => t.kind === 'word' && !t.stop).map((t) => t.stem));
  const claimStems = stemsIn(claimText);
  // "A and B", "both A and B", "A or B": two words joined with nothing but a determiner between
  for (const m of claimText.matchAll(/\b([\p{L}][\p{L}-]*)\s*,?\s+(?:and|or|as\s+well\s+as)\s+(?:(?:the|a|an)\s+)?([\p{L}][\p{L}-]*)/giu)) {
    const [a, b] = [stem(m[1]!.toLowerCase()), stem(m[2]!.toLowerCase())];
    if (a === b || STOP_LIKE.test(m[1]!) || STOP_LIKE.test(m[2]!)) continue;
    // (two things, not two clauses: "signs releases, and the notes are published" joins two statements)
    if (/^\s+(?:[\p{L}-]+\s+)?(?:is|are|was|were|has|have|had|will|would|can|could|should|must|may|might|does|do|did)\b/iu.test(claimText.slice(m.index! + m[0].length))) continue;
    const withA = clauses.filter((c) => stemsIn(c.text).has(a));
    const withB = clauses.filter((c) => stemsIn(c.text).has(b));
    // the first said in a clause that does not deny it and has not the second; the second only in others
    if (withA.length === 0 || withB.length === 0 || withA.some((c) => c.denies || withB.includes(c))) continue;
    // what the claim says of both: its words that are neither of the two nor in every clause of the span
    const shared = [...claimStems].filter((w) => w !== a && w !== b && withA.some((c) => stemsIn(c.text).has(w)) && !withB.every((c) => stemsIn(c.text).has(w)));
    // each clause with the second denies, or sets it against the first and says little of what the claim says of both
    const clause = withB.find((c) => c.denies) ??
      (withB.every((c) => c.contrast && 3 * shared.filter((w) => stemsIn(c.text).has(w)).length < shared.length) && shared.length >= 2 ? withB[0] : undefined);
    if (clause && withB.every((c) => c.denies || c.contrast)) return { claim: m[0], span: clause.text.trim().replace(/[.;,]+$/, ''), denies: clause.denies };
  }
  return undefined;
}
const STOP_LIKE = /^(?:the|a|an|it|they|this|that|these|those|is|are|was|were|be|been|both|either|not|also|then|so)$/i;

/**
 * The claim compares its subject with something by one comparative, and the span, which makes the same comparison of
 * that subject both ways, says the claim's other side only after the opposite one ("groups more tightly than `or`,
 * `and`, `not`" / "groups more tightly than a comma …, but less tightly than all other operators, including `or`, `and`,
 * `not`"): the claim's comparative and what it compares with, and the span's, or undefined.
 */
export function comparisonStandardOtherSide(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const found = comparisonStandardSide(claimText, spanText);
  return found?.side === 'other' ? found : undefined;
}
/** comparisonStandardOtherSide's reading, with the side of the span's comparisons that says the claim's ('same' or 'other'). */
export function comparisonStandardSide(claimText: string, spanText: string): { side: 'same' | 'other'; claim: string; span: string } | undefined {
  const plain = (text: string) => text.replace(/[*]+/g, ' ');
  const claim = plain(claimText);
  const span = plain(spanText);
  const found = (text: string) => [...text.matchAll(CONVERSE_COMPARISON)].map((m) => ({ word: m[1]!.toLowerCase(), modifier: stems(m[2]!), at: m.index!, end: m.index! + m[0].length }));
  const stems = (part: string) => [...tokenize(part)].filter((t) => t.kind === 'word' && !t.stop).map((t) => t.stem).join(' ');
  const spanComparisons = found(span);
  if (spanComparisons.length < 2) return undefined;
  for (const c of found(claim)) {
    // what the claim compares with: its code names, else its content words, up to its clause's end
    const rest = claim.slice(c.end).split(/[;:]|\.(?:\s|$)|\s(?:but|while|whereas|because|although|though)\s/i, 1)[0]!;
    const codes = [...rest.matchAll(/(`+)([^`]+?)\1/g)].map((m) => m[2]!.trim());
    const items = codes.length > 0 ? codes : [...new Set(tokenize(rest).filter((t) => t.kind === 'word' && !t.stop).map((t) => t.stem))];
    if (items.length === 0) continue;
    const same = spanComparisons.filter((s) => s.word === c.word && s.modifier === c.modifier);
    const other = spanComparisons.filter((s) => s.modifier === c.modifier && CONVERSE_PAIRS.some(([x, y]) => (x === c.word && y === s.word) || (y === c.word && x === s.word)));
    if (same.length === 0 || other.length === 0) continue;
    // each comparison's side: from its "than" to the next comparison or the sentence's end
    const sideOf = (s: { at: number; end: number }) => {
      const next = spanComparisons.find((o) => o.at > s.at);
      const stop = span.slice(s.end).search(/\.(?:\s|$)/);
      return span.slice(s.end, Math.min(next ? next.at : span.length, stop < 0 ? span.length : s.end + stop));
    };
    const has = (side: string) => codes.length > 0
      ? items.every((code) => new RegExp(`(\`+)\\s*${escapeRegExp(code)}\\s*\\1`).test(side))
      : items.every((w) => tokenize(side).some((t) => t.stem === w));
    const theirs = other.find((s) => has(sideOf(s)));
    const ours = same.find((s) => has(sideOf(s)));
    if ((theirs === undefined) === (ours === undefined)) continue;
    const at = (theirs ?? ours)!;
    return { side: theirs ? 'other' : 'same', claim: `${claim.slice(c.at, c.end).trim()} ${rest.trim()}`.replace(/\s+/g, ' '),
      span: `${span.slice(at.at, at.end).trim()} ${sideOf(at).trim()}`.replace(/\s+/g, ' ').replace(/[,.]$/, '') };
  }
  return undefined;
}

/**
 * A comparison the claim makes with the opposite comparative and its two sides the other way round, which says what the
 * span says ("time.time() has a much worse resolution than time.time_ns()" / "The resolution of time.time_ns() is much
 * better than time.time()"; "Coercions would have more serious downsides than this" / "This would have fewer serious
 * downsides than coercions"): the words that tell the sides apart (one side's own, the other's never) stand on the
 * other side in the span.
 */
export function comparisonConverse(claimText: string, spanText: string): boolean {
  // (a call's empty brackets are no break: "time.time_ns()")
  const plainOf = (text: string) => text.replace(/[`*]+/g, ' ').replace(/\(\)/g, '  ');
  const comparisons = (text: string) => [...plainOf(text).matchAll(CONVERSE_COMPARISON)].map((m) => {
    const plain = plainOf(text);
    const before = plain.slice(0, m.index!);
    const breaks = [...before.matchAll(/[,;:()]|\s(?:and|but|or|while|whereas|which|because|that)\s/gi)];
    let subject = before.slice(breaks.length > 0 ? breaks[breaks.length - 1]!.index! + breaks[breaks.length - 1]![0].length : 0);
    const verb = subject.search(SUBJECT_END);
    if (verb > 0) subject = subject.slice(0, verb);
    const after = plain.slice(m.index! + m[0].length);
    const end = after.search(/[,;:()?]|\.(?:\s|$)|\s(?:and|but|or|while|whereas|which|because|when|if|although|though)\s/i);
    const stems = (part: string) => new Set(tokenize(part).filter((t) => t.kind === 'word' && !t.stop && !DEGREE.has(t.norm)).map((t) => t.stem));
    return { word: m[1]!.toLowerCase(), noun: stems(m[2]!), subject: stems(subject), object: stems(end < 0 ? after : after.slice(0, end)) };
  });
  const mine = comparisons(claimText);
  if (mine.length === 0) return false;
  const theirs = comparisons(spanText);
  const opposite = (a: string, b: string) => CONVERSE_PAIRS.some(([x, y]) => (a === x && b === y) || (a === y && b === x));
  const only = (a: Set<string>, b: Set<string>) => new Set([...a].filter((w) => !b.has(w)));
  const crosses = (own: Set<string>, to: Set<string>, from: Set<string>) => own.size > 0 && [...own].every((w) => to.has(w) && !from.has(w));
  return mine.some((c) => theirs.some((s) => opposite(c.word, s.word) &&
    (crosses(only(c.object, c.subject), s.subject, s.object) || crosses(only(c.subject, c.object), s.object, s.subject))));
}

/** Words that set two things side by side, either of which may be said first. */
const COMPARED = /\b(?:compared\s+(?:with|to)|than|versus|vs|whereas|while|unlike|as\s+opposed\s+to|respectively|in\s+contrast)\b/i;
/** A short phrase that opens a sentence before a comma ("In addition,", "Currently,"): no part of its subject. */
const OPENER = /^\s*(?:[\p{L}-]+\s+){0,3}[\p{L}-]+,\s+/u;
/** Auxiliaries and modals that end a subject. */
const SUBJECT_ENDS = new Set(['is', 'are', 'was', 'were', 'be', 'has', 'have', 'had', 'will', 'would', 'can', 'could', 'should', 'shall', 'must', 'may', 'might', 'does', 'do', 'did']);

/** The hyphened word that starts at token `i` ("stub-only"), as one lower-cased word, or undefined. */
function hyphenedAt(tokens: readonly Token[], i: number): string | undefined {
  const [t, dash, next] = [tokens[i], tokens[i + 1], tokens[i + 2]];
  return t?.kind === 'word' && dash?.text === '-' && next?.kind === 'word' && dash.start === t.end && next.start === dash.end ? `${t.norm}-${next.norm}` : undefined;
}

/** The subject of a sentence's main clause, as its head's stem and its modifiers' (a hyphened word read as one), and its words as written; or undefined. */
function subjectOf(text: string): { head: string; modifiers: string[]; end: number; surface: string } | undefined {
  // (an opener is one word, or a phrase led by a function word or an adverb: "In addition,", "Currently,", not "Runtime
  // distributions SHOULD indicate,")
  const opener = OPENER.exec(text);
  const lead = opener ? tokenize(opener[0]).find((t) => t.kind === 'word') : undefined;
  const from = opener && lead && (lead.stop || /ly$/.test(lead.norm) || !/\s\S/.test(opener[0].trim())) &&
    !/\b(?:that|which|who|if|when|because|since|although|though|while)\b/i.test(opener[0]) ? opener[0].length : 0;
  const tags = posTags(text);
  const tokens = tokenize(text).filter((t) => t.start >= from);
  const words: Array<{ stem: string; end: number }> = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== 'word' || SUBJECT_ENDS.has(t.norm) || tags.get(t.start) === 'v') break;
    // ("stub-only distributions": the hyphened modifier is one word)
    const hyphened = hyphenedAt(tokens, i);
    if (hyphened) {
      words.push({ stem: hyphened, end: tokens[i + 2]!.end });
      i += 2;
      continue;
    }
    if (!t.stop) words.push({ stem: t.stem, end: t.end });
    else if (words.length > 0) return undefined; // ("the rules of X": a subject with a phrase after its head is not read)
  }
  if (words.length < 2 || words.length > 4) return undefined;
  const head = words[words.length - 1]!;
  return { head: head.stem, modifiers: words.slice(0, -1).map((w) => w.stem), end: head.end, surface: text.slice(from, head.end).trim() };
}

/**
 * The claim's subject and the span's share their head but not their modifiers, and each side names the other's modifier
 * elsewhere: "Runtime distributions SHOULD indicate … their stub-only package" / "stub-only distributions SHOULD indicate
 * … the runtime package". The two subjects as written, or undefined.
 */
export function subjectModifierTraded(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  // (a comparison may be said from either side, what is said of each moving with it: "large boats lost 21%, compared with
  // 9% for small boats" / "small boats lost 9%, compared with 21% for large boats")
  if (COMPARED.test(claimText) || COMPARED.test(spanText)) return undefined;
  const mine = subjectOf(claimText);
  const theirs = mine ? subjectOf(spanText) : undefined;
  if (!mine || !theirs || mine.head !== theirs.head) return undefined;
  // (the modifiers only one side has: "runtime" and "stub-only" of "Runtime quill packages" / "stub-only quill packages")
  const mineOnly = mine.modifiers.filter((m) => !theirs.modifiers.includes(m));
  const theirsOnly = theirs.modifiers.filter((m) => !mine.modifiers.includes(m));
  if (mineOnly.length === 0 || theirsOnly.length === 0) return undefined;
  const stemsAfter = (text: string, end: number) => new Set(tokenize(text).flatMap((t, i, all) => t.start < end || t.kind !== 'word' ? []
    : [t.stem, ...[hyphenedAt(all, i)].filter((h): h is string => h !== undefined)]));
  const [claimRest, spanRest] = [stemsAfter(claimText, mine.end), stemsAfter(spanText, theirs.end)];
  if (!mineOnly.some((m) => spanRest.has(m)) || !theirsOnly.some((m) => claimRest.has(m))) return undefined;
  // (a span that says the claim's subject with the claim's verb after it, in another clause or an aside, says it of that
  // too: "The right pane mirrors the left pane (and the left pane mirrors the right pane)")
  const words = (text: string) => tokenize(text).filter((t) => t.kind === 'word' && !t.stop && !SUBJECT_ENDS.has(t.norm)).map((t) => t.stem).join(' ');
  const claimVerb = words(claimText.slice(mine.end)).split(' ')[0];
  if (` ${words(spanText)} `.includes(` ${words(mine.surface)} ${claimVerb} `)) return undefined;
  return { claim: mine.surface, span: theirs.surface };
}

/** How many words after a verb its "to" phrase (whom it is given to) may stand. */
const RECIPIENT_REACH = 10;
/** Where the words after a verb stop being its own: a mark, a conjunction, a relative. */
const RECIPIENT_BREAK = /^(?:and|or|but|which|that|who|while|because|since|if|when|so|rather|instead)$/;
/** Verbs whose "to" phrase names whom something is given, sent or handed ("delegate X to Y", "send X to Y"). */
const GIVING_VERBS = /^(?:deleg|send|sent|give|gave|given|hand|pass|transfer|assign|grant|forward|offer|lend|lent|sell|sold|report|return|submit|upload|publish|expos|export|migrat|mov|port|redirect|forward|deliv|allot|entrust|cede|donat|leas|rent|licens)/;

/** Adjectives that, after "make", give a thing to someone ("make X available to Y"), and how far back the "make" may stand. */
const MADE_AVAILABLE = /^(?:available|accessible|visible)$/;
const MADE_AVAILABLE_REACH = 12;
/** A "to" phrase: its content stems, its head noun's stem (the last content word not read as a verb) and its text. */
type Recipient = { stems: Set<string>; head: string | undefined; text: string };
/** Each use of a giving verb and the content stems of every "to" phrase after it, within its clause. */
function recipientsOf(text: string): Array<{ verb: string; to: Recipient[] }> {
  const tokens = tokenize(text);
  const tags = posTags(text);
  const out: Array<{ verb: string; to: Recipient[] }> = [];
  tokens.forEach((t, i) => {
    // (or "make X available to Y", "made available X to Y": the adjective after a "make" gives the act)
    const madeAvailable = MADE_AVAILABLE.test(t.norm) && tokens.slice(0, i).filter((u) => u.kind === 'word').slice(-MADE_AVAILABLE_REACH).some((u) => /^(?:make|makes|made|making)$/.test(u.norm));
    if (t.kind !== 'word' || t.stop || (!madeAvailable && (!GIVING_VERBS.test(t.stem) || tags.get(t.start) !== 'v'))) return;
    const to: Recipient[] = [];
    let words = 0;
    for (let j = i + 1; j < tokens.length && words <= RECIPIENT_REACH; j++) {
      const u = tokens[j]!;
      // (an aside in brackets is passed over: "make available the type (or the whole AST) to macros")
      if (madeAvailable && u.text === '(') {
        const close = tokens.findIndex((w, k) => k > j && w.text === ')');
        if (close > j) { j = close; continue; }
      }
      // (a dot inside a name, "pypi.python.org", is no break)
      if (u.kind === 'punct' && /^[,;:.!?()]$/.test(u.text) && !(u.text === '.' && /^\S/.test(text.slice(u.end, u.end + 1)))) break;
      if (u.kind !== 'word' && u.kind !== 'number') continue;
      if (RECIPIENT_BREAK.test(u.norm)) break;
      words++;
      if (u.norm !== 'to') continue;
      // ("to delegate", "to be"): an infinitive, not whom it goes to
      const phrase: Token[] = [];
      for (let k = j + 1; k < tokens.length && phrase.length < 4; k++) {
        const w = tokens[k]!;
        if (w.kind === 'punct' && /^[,;:.!?()]$/.test(w.text)) break;
        if (w.kind !== 'word' && w.kind !== 'number') continue;
        if (RECIPIENT_BREAK.test(w.norm) || (phrase.length > 0 && /^(?:to|in|on|for|with|by|from|under|via|at|of)$/.test(w.norm))) break;
        // (a determiner after a content word opens the thing given: "makes available to workers the queue")
        if (phrase.some((x) => !x.stop) && /^(?:the|a|an|its|their|this|these)$/.test(w.norm)) break;
        phrase.push(w);
      }
      const first = phrase.find((w) => !w.stop);
      if (!first || tags.get(first.start) === 'v') break;
      const head = [...phrase].reverse().find((w) => !w.stop && tags.get(w.start) !== 'v')?.stem;
      to.push({ stems: new Set(phrase.filter((w) => !w.stop).map((w) => w.stem)), head, text: text.slice(phrase[0]!.start, phrase[phrase.length - 1]!.end) });
    }
    if (to.length > 0) out.push({ verb: madeAvailable ? `make ${t.stem}` : t.stem, to });
  });
  return out;
}

/**
 * The claim gives its act to one party where the span gives it to another the claim names in another place ("requires
 * a third party to delegate a domain name to PyPI" / "requires delegating a domain name to a third party"): the claim's
 * "to" phrase and the span's, or undefined. ("a reference to X … to the caller": any "to" phrase the two share will do.)
 */
export function recipientTraded(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const claimStems = new Set(tokenize(claimText).filter((t) => t.kind === 'word' && !t.stop).map((t) => t.stem));
  const spanUses = recipientsOf(spanText);
  if (spanUses.length === 0) return undefined;
  const meets = (a: Set<string>, b: Set<string>) => [...a].some((x) => b.has(x));
  for (const c of recipientsOf(claimText)) {
    const uses = spanUses.filter((s) => s.verb === c.verb);
    // (for "make X available to Y", the two phrases' heads: "to macros working on methods" is not "to the macro expansion code")
    const same = (x: Recipient, y: Recipient) => c.verb.startsWith('make ') ? x.head === y.head : meets(x.stems, y.stems);
    if (uses.length === 0 || uses.some((s) => s.to.some((x) => c.to.some((y) => same(x, y))))) continue;
    const other = uses.flatMap((s) => s.to).find((x) => x.stems.size > 0 && [...x.stems].every((w) => claimStems.has(w)));
    if (other) return { claim: c.to[0]!.text, span: other.text };
  }
  return undefined;
}

/** Determiners that say whose a thing is ("your local copy", "their own"): the span names the owner in its place. */
const POSSESSIVE_DETERMINERS = new Set(['my', 'your', 'our', 'their', 'his', 'her', 'its']);
/** Possessive determiners of the speaker or the reader, never a third party named in the text. */
const FIRST_SECOND_PERSON = new Set(['my', 'your', 'our']);
/** How many words before or after a noun its owner may stand ("the macro author's own copy", "the copy of the author"). */
const OWNER_REACH = 4;

/**
 * The claim's "A's N" where the span says whose N is in another way at every N it has ("your local copy", "B's copy")
 * and names A only elsewhere ("using the author's copy" / "using your local copy …, regardless of what the author had
 * in mind"): the owner, the noun and the span's phrase, or undefined.
 */
export function possessorElsewhere(claimText: string, spanText: string): { owner: string; noun: string; span: string } | undefined {
  const spanTokens = tokenize(spanText).filter((t) => t.kind === 'word' || t.kind === 'number');
  for (const m of claimText.matchAll(/\b(\p{L}[\p{L}\d_-]*)['’]s\s+((?:[\p{L}-]+\s+){0,1}[\p{L}-]+)/gu)) {
    const owner = stem(m[1]!.toLowerCase());
    // (the span's own "A's N", however it is tokenised: "O'constructor's notes")
    if (!spanTokens.some((t) => t.stem === owner) || new RegExp(escapeRegExp(m[0]).replace(/['’]/g, "['’]").replace(/\s+/g, '\\s+'), 'i').test(spanText)) continue;
    // (the noun it owns: the content words right after it, the last first — "the author's own copy" is the copy)
    const words = tokenize(m[2]!).filter((t) => t.kind === 'word' && !t.stop).map((t) => t.text);
    for (const word of [...words].reverse()) {
      const noun = stem(word.toLowerCase());
      const uses = spanTokens.flatMap((t, i) => (t.stem === noun ? [i] : []));
      if (uses.length === 0) continue;
      const ownedOtherwise = uses.every((i) => {
        const before = spanTokens.slice(Math.max(0, i - OWNER_REACH), i);
        const after = spanTokens.slice(i + 1, i + 1 + OWNER_REACH);
        if ([...before, ...after].some((t) => t.stem === owner)) return false;
        // (its owner said otherwise in its phrase: a possessive determiner or another's "B's" right before it)
        const gap = spanText.slice(before[0]?.start ?? 0, spanTokens[i]!.start);
        // (a third person's "its", "their" may stand for the owner named before it: "Cargo picks it with its resolver")
        const ownerBefore = spanTokens.slice(0, i).some((t) => t.stem === owner);
        return before.some((t) => FIRST_SECOND_PERSON.has(t.norm) || (POSSESSIVE_DETERMINERS.has(t.norm) && !ownerBefore)) || /['’]s\s+(?:[\p{L}-]+\s+)?$/u.test(gap);
      });
      if (!ownedOtherwise) break;
      const first = spanTokens[uses[0]!]!;
      const start = spanTokens.slice(Math.max(0, uses[0]! - OWNER_REACH), uses[0]!).find((t) => POSSESSIVE_DETERMINERS.has(t.norm))?.start ?? first.start;
      return { owner: m[1]!, noun: word, span: spanText.slice(start, first.end) };
    }
  }
  return undefined;
}

/** What introduces examples of the noun before it: "methods such as find", "iterators like char_indices", "tools, e.g. pip". */
const EXAMPLES_OF = /([\p{L}\d_]+)\s*,?\s+(?:such\s+as|like|including|e\.g\.,?|for\s+example,?)\s+`*([\p{L}\d_:.()!-]+?)`*(?=[\s,.;)]|$)/giu;

/**
 * Examples given for two nouns, each moved to the other's noun: "interrogator methods such as find or iterators such as
 * char_indices" over "interrogator methods such as char_indices or iterators such as find". The claim's pairing and the
 * span's, or undefined.
 */
export function examplesMispaired(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const pairs = (text: string) => [...text.replace(/[*]+/g, '').matchAll(EXAMPLES_OF)].map((m) => ({
    head: stem(m[1]!.toLowerCase()), example: m[2]!.toLowerCase().replace(/[().!]+$/, ''), raw: m[0].replace(/\s+/g, ' ').replace(/`/g, ''),
  }));
  const theirs = pairs(spanText);
  if (theirs.length < 2) return undefined;
  for (const mine of pairs(claimText)) {
    const sameHead = theirs.find((p) => p.head === mine.head);
    const otherHead = theirs.find((p) => p.head !== mine.head && p.example === mine.example);
    if (sameHead && otherHead && sameHead.example !== mine.example && !theirs.some((p) => p.head === mine.head && p.example === mine.example)) {
      return { claim: mine.raw, span: sameHead.raw };
    }
  }
  return undefined;
}

/** Nouns that relate two things one way ("A is a subset of B" is not "B is a subset of A"). */
const RELATION_NOUNS = 'version|versions|kind|kinds|type|types|subset|subsets|superset|supersets|variant|variants|form|forms|part|parts|successor|successors|predecessor|predecessors|generali[sz]ation|speciali[sz]ation|extension|extensions|wrapper|wrappers|alias|aliases|superclass|subclass|subclasses|subtype|subtypes|supertype|supertypes|parent|child|prerequisite|replacement|dependency|dependencies|component|components|instance|instances|special\\s+case|generalised\\s+form';
/** "<subject> is a specialized version of <thing>", "…, which is a subset of …": the relation noun and its two sides. */
const RELATION_NOUN_CLAUSE = new RegExp(String.raw`((?:[\p{L}\p{N}_:.()\x60'’-]+\s+){0,4}?)(?:is|are|was|were|becomes?|became|remains?)\s+(?:(?:a|an|the|one|just|only|merely|simply)\s+)*(?:[\p{L}-]+\s+){0,2}?(${RELATION_NOUNS})\s+(?:of|to|for)\s+(?:(?:a|an|the)\s+)?[\x60*_]*([\p{L}\p{N}_:.]+)`, 'giu');
/** "<subject> can have an effect on <thing>": a light verb with a noun of influence, one way too. */
const INFLUENCE_CLAUSE = /((?:[\p{L}\p{N}_:.()'’-]+\s+){0,4}?)(?:(?:can|could|may|might|will|would|does|do|did)\s+(?:also\s+)?)?(?:has|have|had)\s+(?:(?:a|an|the|some|any|no|little|much|great|large|small|significant|major|minor|big|strong)\s+)*(effect|effects|impact|impacts|influence|bearing)\s+(?:on|upon)\s+(?:(?:some|the|a|an|other|all|many|several|few|its|their)\s+)*([\p{L}\p{N}_:.]+)/giu;
const CONTENT_NAME = /[\p{L}\p{N}_]{2,}/gu;

/**
 * A one-way relation of two things said the other way round: "connect is a specialized version of concat" over
 * "concat …, which is a specialized version of connect". The claim's subject is what the span relates the other to,
 * and the claim's other thing stands just before the span's copula (or its "which"). The claim's words and the span's,
 * or undefined.
 */
export function relationNounReversed(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const names = (text: string) => (text.toLowerCase().match(CONTENT_NAME) ?? []).filter((w) => !STOPWORD_LIKE.has(w)).map((w) => stem(w));
  const read = (text: string) => {
    const plain = text.replace(/`+/g, '');
    return [...plain.matchAll(RELATION_NOUN_CLAUSE), ...plain.matchAll(INFLUENCE_CLAUSE)].map((m) => {
      const subject = names(m[1]!);
      const before = names(plain.slice(Math.max(0, m.index! - 40), m.index!));
      // (the whole phrase after "of", up to its clause's end: "sorted maps", not "sorted")
      const objectStart = m.index! + m[0].length - m[3]!.length;
      const objectPhrase = names(/^[^,;:.!?()]*/.exec(plain.slice(objectStart))![0].split(/\s+(?:which|that|and|or|but|because|so|with|in|on|for|by)\s+/i)[0]!).slice(0, 4);
      return { noun: stem(m[2]!.toLowerCase().replace(/\s+/g, ' ')), subject: subject.length > 0 ? subject.slice(-2) : before.slice(-3), subjectPhrase: subject, object: stem(m[3]!.toLowerCase().replace(/^[.:]+|[.()]+$/g, '')), objectPhrase, raw: m[0].trim().replace(/\s+/g, ' ') };
    });
  };
  const samePhrase = (a: readonly string[], b: readonly string[]) => a.length > 0 && a.length === b.length && a.every((w) => b.includes(w));
  const theirs = read(spanText);
  if (theirs.length === 0) return undefined;
  for (const mine of read(claimText)) {
    const near = mine.subject[mine.subject.length - 1];
    // (the two whole phrases trade places, also between names that share their head: "sorted maps" / "maps")
    if (!samePhrase(mine.subjectPhrase, mine.objectPhrase)) {
      const traded = theirs.find((t) => t.noun === mine.noun && samePhrase(t.objectPhrase, mine.subjectPhrase) && samePhrase(t.subjectPhrase, mine.objectPhrase));
      if (traded) return { claim: mine.raw, span: traded.raw };
    }
    if (near === undefined || near === mine.object) continue;
    const turned = theirs.find((t) => t.noun === mine.noun && t.object === near && t.subject.includes(mine.object));
    const kept = theirs.some((t) => t.noun === mine.noun && t.object === mine.object);
    if (turned && !kept) return { claim: mine.raw, span: turned.raw };
  }
  return undefined;
}
const STOPWORD_LIKE = new Set(['the', 'a', 'an', 'which', 'that', 'this', 'these', 'those', 'and', 'or', 'but', 'also', 'in', 'of', 'note', 'its', 'is', 'are', 'some', 'other', 'all', 'many', 'several']);

/** Prepositions that close a verb's second argument after its object ("bring A into line with B", "convert A to B"). */
const SECOND_ARGUMENT = new Set(['to', 'into', 'onto', 'from', 'with', 'over', 'for']);
/** Where a clause ends, for the reading of a verb's arguments. */
const ARGUMENT_CLAUSE_END = /^[,;:.!?()]$|^(?:which|who|that|while|whereas|but|because|so|and)$/;

/**
 * A word the claim and the span both use once, whose object and the object of a later preposition in its clause the
 * claim trades: "bring the throw() method into line with raise statements" over "bring raise statements into line
 * with the throw() method". Where "with" stands right after the object it may join two sides alike ("combine A with
 * B"), so a "with" counts only after a word of its own ("into line with"), and the word before the preposition must be
 * the same on both sides. The claim's two words and the span's, or undefined.
 */
export function objectAndSecondArgumentTraded(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const [c, s] = [placeTokens(claimText), placeTokens(spanText)];
  const objectAfter = (tokens: readonly string[], at: number) => governedAfter(tokens, at)?.at;
  const argumentsOf = (tokens: readonly string[], verbAt: number) => {
    const object = objectAfter(tokens, verbAt);
    const out: Array<{ object: string; preposition: string; second: string }> = [];
    if (object === undefined) return out;
    for (let k = object + 1; k < tokens.length && !ARGUMENT_CLAUSE_END.test(tokens[k]!); k++) {
      if (!SECOND_ARGUMENT.has(tokens[k]!) || (tokens[k] === 'with' && k === object + 1)) continue;
      const second = objectAfter(tokens, k);
      if (second !== undefined) out.push({ object: tokens[object]!, preposition: `${tokens[k - 1]} ${tokens[k]}`, second: tokens[second]! });
    }
    return out;
  };
  const once = (tokens: readonly string[], word: string) => tokens.filter((t) => t === word).length === 1;
  for (let i = 0; i < c.length; i++) {
    const verb = c[i]!;
    if (!isPlaceContent(verb) || !once(c, verb) || !once(s, verb)) continue;
    const spanArguments = argumentsOf(s, s.indexOf(verb));
    for (const mine of argumentsOf(c, i)) {
      if (sameStem(mine.object, mine.second)) continue;
      const theirs = spanArguments.find((a) => a.preposition === mine.preposition && sameStem(mine.object, a.second) && sameStem(mine.second, a.object));
      if (theirs) return { claim: `${verb} … ${mine.object} … ${mine.preposition} … ${mine.second}`, span: `${verb} … ${theirs.object} … ${theirs.preposition} … ${theirs.second}` };
    }
  }
  return undefined;
}

const REFLEXIVE = /\b(?:themselves|itself|himself|herself|ourselves|yourselves|yourself|myself|oneself)\b/giu;
const ANY_REFLEXIVE = new RegExp(REFLEXIVE.source, 'iu');
/**
 * A verb the claim turns on its own subject ("candidates may nominate themselves") that the span uses with no reflexive
 * anywhere ("candidates must be nominated by a core team member"): who does it to whom is the claim's own. The claim's
 * verb and its reflexive, or undefined. An emphatic reflexive after a noun ("the users themselves") is no object.
 */
export function reflexiveUnsaid(claimText: string, spanText: string): string | undefined {
  if (ANY_REFLEXIVE.test(spanText)) return undefined;
  const tags = posTags(claimText);
  const spanStems = new Set(tokenize(spanText).filter((t) => t.kind === 'word').map((t) => t.stem));
  const words = tokenize(claimText).filter((t) => t.kind === 'word');
  for (const m of claimText.matchAll(REFLEXIVE)) {
    const before = words.filter((t) => t.end <= m.index!).at(-1);
    if (before === undefined || tags.get(before.start) !== 'v' || !spanStems.has(before.stem)) continue;
    return `${claimText.slice(before.start, before.end)} ${m[0]}`;
  }
  return undefined;
}

/** Names a span writes as names: in code marks, with an underscore or call brackets, or capitalised after its first word. */
function spanNames(spanRaw: string): Set<string> {
  const out = new Set<string>();
  for (const m of spanRaw.matchAll(/`+([^`\s]+?)`+/g)) out.add(m[1]!.replace(/\(\)$/, '').toLowerCase());
  for (const m of spanRaw.matchAll(/(?<=[^.!?\s]\s+)(\p{Lu}[\p{L}\p{N}_]*)|\b([\p{L}\p{N}]*_[\p{L}\p{N}_]*|[\p{L}_][\p{L}\p{N}_]*(?=\(\)))/gu)) out.add((m[1] ?? m[2]!).toLowerCase());
  return out;
}
const GOVERNING_OF = new Set(['of', 'for']);
const NAME_TOKENS = /[\p{L}\p{N}_][\p{L}\p{N}_-]*(?:\(\))?|[,;:.!?]/gu;
/** Words that set one name beside another before a shared noun: "A rather than B", "A instead of B", "A or B". */
const NAMES_SET_BESIDE = new Set(['rather', 'than', 'instead', 'of', 'and', 'or', 'nor', ',', 'not', 'but', 'versus', 'vs']);

/**
 * Two names the claim and the span both write, which the claim attaches to a noun ("the documentation of the Display
 * trait", "support for debug_assertions") where the span attaches the other ("the description() documentation",
 * "support for ndebug"), never the claim's: the names trade places. A noun governs a name after "of"/"for" (and the
 * list joined to it), or the name written right before it ("ndebug config"). The noun with the claim's name and the
 * span's, or undefined.
 */
export function namesTradedAtNoun(claimRaw: string, spanRaw: string): { claim: string; span: string } | undefined {
  const names = spanNames(spanRaw);
  if (names.size < 2) return undefined;
  const attachments = (text: string) => {
    const tokens = [...text.replace(/`+/g, '').matchAll(NAME_TOKENS)].map((m) => m[0].replace(/\(\)$/, '').toLowerCase());
    const out = new Map<string, Set<string>>();
    const attach = (noun: string, name: string) => {
      if (noun.length < 3 || STOP.has(noun) || names.has(noun)) return;
      const key = stem(noun);
      out.set(key, (out.get(key) ?? new Set()).add(name));
    };
    tokens.forEach((t, i) => {
      if (!names.has(t)) return;
      // "<noun> of [the] <name>", and the names listed after it ("support for A, B and C")
      let k = i - 1;
      while (k >= 0 && (GOVERNED_SKIP.has(tokens[k]!) || names.has(tokens[k]!) || tokens[k] === ',' || tokens[k] === 'and' || tokens[k] === 'or')) k--;
      if (k >= 1 && GOVERNING_OF.has(tokens[k]!)) attach(tokens[k - 1]!, t);
      // "<name> <noun>", and the names set beside it before the noun ("in FIFO rather than LIFO order", "A or B mode")
      const next = tokens[i + 1];
      if (next === undefined || !/^\p{L}/u.test(next)) return;
      attach(next, t);
      for (let j = i - 1; j >= 0 && (names.has(tokens[j]!) || NAMES_SET_BESIDE.has(tokens[j]!)); j--) if (names.has(tokens[j]!)) attach(next, tokens[j]!);
    });
    return out;
  };
  const [mine, theirs] = [attachments(claimRaw), attachments(spanRaw)];
  const inClaim = new Set([...mine.values()].flatMap((s) => [...s]));
  for (const [noun, claimNames] of mine) {
    const spanNamesThere = theirs.get(noun);
    if (!spanNamesThere || [...claimNames].some((n) => spanNamesThere.has(n))) continue;
    const other = [...spanNamesThere].find((n) => inClaim.has(n) && !claimNames.has(n));
    if (other !== undefined) return { claim: `${noun} … ${[...claimNames][0]}`, span: `${noun} … ${other}` };
  }
  return undefined;
}

/** A clause of concession, to its sentence's end or the next clause mark: "even if the `end` event has not been reached". */
const CONCESSION = /\beven\s+(?:if|though|when|where)\b([^.;:!?]*)/i;
/**
 * Both sides concede a case ("…, even if A"), but the claim concedes what the span makes the rule and the other way round
 * ("will not end until the end event, even if the data is consumed" / "will end when the data is consumed, even if the
 * end event has not been reached"): the claim's concession and the span's, or undefined.
 */
export function concessionTraded(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const mine = concessionIn(claimText);
  const theirs = concessionIn(spanText);
  if (!mine || !theirs) return undefined;
  const conceded = content(mine.clause);
  const spanConceded = content(theirs.clause);
  const spanRule = content(spanText.slice(0, theirs.start) + spanText.slice(theirs.end));
  if (conceded.size === 0) return undefined;
  const share = (a: Set<string>, b: Set<string>) => [...a].filter((w) => b.has(w)).length / a.size;
  if (share(conceded, spanConceded) < 0.5 && share(conceded, spanRule) >= 0.5) return { claim: mine.text.trim(), span: theirs.text.trim() };
  return undefined;
}

/** A text's concession, where it is and what it concedes: one that opens the sentence runs to its comma ("Even when A, B"). */
function concessionIn(text: string): { text: string; clause: string; start: number; end: number } | undefined {
  const m = CONCESSION.exec(text);
  if (!m) return undefined;
  const fronted = /^[\s*_"“(]*$/.test(text.slice(0, m.index)) && m[1]!.includes(',');
  const clause = fronted ? m[1]!.slice(0, m[1]!.indexOf(',')) : m[1]!;
  const whole = m[0].slice(0, m[0].length - m[1]!.length) + clause;
  return { text: whole, clause, start: m.index, end: m.index + whole.length };
}

/** An exception the claim makes: "unless B", "except when B", "except if B" (a fronted one runs to its comma). */
const EXCEPTION_CLAUSE = /\b(?:unless|except\s+(?:when|if|where))\b([^.;:!?]*)/i;
/**
 * The claim makes an exception of a case the span says the rule holds in even so ("… until the writer closes, unless
 * the buffer is full" / "…, even if the buffer is full"): the claim's exception and the span's concession, or undefined.
 */
export function exceptionAgainstConcession(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const mine = EXCEPTION_CLAUSE.exec(claimText);
  const theirs = concessionIn(spanText);
  if (!mine || !theirs) return undefined;
  // (a fronted exception runs to its comma: "Unless the buffer is full, the cache …")
  const excepted = content(/^\s*unless\b/i.test(claimText.slice(mine.index)) && mine.index < 3 ? mine[1]!.split(',')[0]! : mine[1]!);
  const conceded = content(theirs.clause);
  if (excepted.size === 0) return undefined;
  const shared = [...excepted].filter((w) => conceded.has(w)).length;
  return shared / excepted.size >= 0.5 ? { claim: mine[0].trim(), span: theirs.text.trim() } : undefined;
}

/** A Unicode code point as READMEs write it: "U+03F4". */
const CODE_POINT = /\bU\+[0-9A-F]{4,6}\b/gi;
/**
 * The same code points on both sides in another order ("such as U+0398 …, results in … U+03F4" / "such as U+03F4 …,
 * results in … U+0398"): what is said of each is said of the other; the two, as the claim orders them, or undefined.
 */
export function codePointsTraded(claimText: string, spanText: string): { first: string; second: string } | undefined {
  const mine = [...claimText.matchAll(CODE_POINT)].map((m) => m[0].toUpperCase());
  const theirs = [...spanText.matchAll(CODE_POINT)].map((m) => m[0].toUpperCase()).filter((c) => mine.includes(c));
  const order = mine.filter((c, i) => theirs.includes(c) && mine.indexOf(c) === i);
  const spanOrder = theirs.filter((c, i) => theirs.indexOf(c) === i);
  if (order.length < 2 || order.length !== spanOrder.length) return undefined;
  const k = order.findIndex((c, i) => c !== spanOrder[i]);
  return k < 0 ? undefined : { first: order[k]!, second: spanOrder[k]! };
}
