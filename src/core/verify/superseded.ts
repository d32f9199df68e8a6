// A past state the document says has since changed: "Tansy parsed Markdown with a state machine. It now uses a
// CommonMark parser." does not carry "Tansy parses Markdown with a state machine". The claim says it in the present,
// the span in the past, and the span itself or the next sentence of its paragraph says what holds now.

import { posTags, tokenize, verbFormExceptions } from './analysis';
import type { Token } from '../text/tokenize';
import { splitSentences } from '../text/index';

/** Words before a verb that make an "-ed" form a participle of the present ("is capped", "has parsed", "to be used"). */
const PRESENT_AUXILIARIES = /^(?:is|are|am|be|been|being|has|have|get|gets|can|will|would|should|shall|may|might|must|to|does|do)$/;
/** A present auxiliary in the clause before a verb form. */
const PRESENT_IN_CLAUSE = /\b(?:is|are|am|has|have|does|do)\b|['’]s\b/i;
/** Adverbs and denials that may stand between an auxiliary and its verb ("are often shared", "is not yet used"). */
const ADVERBS_BETWEEN = /^(?:often|already|always|still|never|also|just|not|n't|only|even|yet|further|once|first|now|then|thus|therefore|hence|rarely|seldom|sometimes|usually|generally|typically|largely|mostly|fully|partly|since|ever|all|both|each)$/;
/** Words of the past before a verb ("was capped", "had parsed", "did parse", "used to parse"). */
const PAST_AUXILIARIES = /^(?:was|were|had|did)$/;
/**
 * A change to the present, said in the sentence after: the act that ended the old state ("was removed", "moved to",
 * "instead"), what holds now named as new ("the current parser", "Version 2 …", "From 2.0 on, …").
 */
const CHANGED_SINCE = /\b(?:no\s+longer|any\s*more|since\s+then)\b|\b(?:removed|replaced|dropped|eliminated|changed|switched|lifted|superseded|rewritten|rewrote|reworked|redesigned|retired|abandoned|reverted|discontinued|deprecated|ended)\b|\bmoved\s+(?:to|from|away)\b|\b(?:was|were|has\s+been|have\s+been)\s+fixed\b|\binstead\b|\bin\s+(?:current|newer|recent|later)\s+(?:releases?|versions?|builds?)\b|\b(?:this|the\s+(?:new|current|present|revised|second|final|later))\s+(?:draft|version|design|implementation|parser|proposal|revision|release|builds?|runtime|scheme|approach)\b|^[\s"'(*_]*(?:since|from)\s+(?:version\s+|v)?\d[\d.]*(?:\s+on)?\s*,|^[\s"'(*_]*(?:version|v)\s*\d+(?:\.\d+)*\s+\p{Ll}/iu;
/**
 * The present said of the same thing, weaker: a sentence that opens on it as it is now ("Current builds …", "It now uses
 * …", "Today, …") or ends on "today".
 */
const NOW_SAID = /^[\s"'(*_]*(?:(?:[Cc]urrent|[Nn]ewer|[Rr]ecent|[Mm]odern|[Tt]oday['’]s)\s+\p{L}+|(?:[Ii]t|[Tt]hey|[Tt]his|[Tt]hese)\s+(?:now|currently|nowadays)\b|(?:[Nn]ow|[Tt]oday|[Nn]owadays|[Tt]hese\s+days|[Cc]urrently)\s*,?\s+(?:it|they|the|this|these|\p{Lu}))|\b(?:today|nowadays|these\s+days)\s*[.!]?\s*$/u;
/** A sentence that says the old state goes on ("It still does today.", "This remains the default."). */
const CONTINUES = /\b(?:still|remains?|remained|continues?|continued|as\s+before|unchanged|again)\b/i;
/** A change said in the span itself after its past verb: ", which changed with the redesign", "(since removed)", "until the project moved to …". */
const CHANGED_IN_SPAN = /(?:,\s*which\s+(?:has\s+)?(?:since\s+)?(?:changed|been\s+(?:removed|replaced|dropped|changed))|\(\s*(?:since|later|now)\s+(?:removed|replaced|dropped|changed|deprecated)\b|,\s*(?:since|now)\s+(?:removed|replaced|dropped|deprecated)\b|;\s*(?:this|that|it)\s+(?:was|has\s+been)\s+(?:fixed|changed|removed|replaced|dropped)\b|\buntil\s+(?:the\s+[\p{L}-]+\s+|it\s+|they\s+|we\s+)?(?:moved|switched|migrated)\b)/iu;
/** Determiners before a word that make it a noun ("the signs", "its prints"). */
const DETERMINER_BEFORE = /^(?:the|a|an|its|their|this|these|those|his|her|our|your|my|some|any|no|each|every)$/;

/** The verb forms of a text read as the past ("parsed", "wrote", "was capped"), by stem or lemma. */
function pastVerbs(text: string): Set<string> {
  const tags = posTags(text);
  const tokens = tokenize(text);
  const out = new Set<string>();
  const irregular = verbFormExceptions();
  tokens.forEach((t, i) => {
    if (t.kind !== 'word') return;
    // (past adverbs to the word before: "are often shared", "is already implemented", "are not affected")
    const previous = tokens.slice(0, i).reverse().find((p) => p.kind === 'word' && !/ly$/.test(p.norm) && !ADVERBS_BETWEEN.test(p.norm))?.norm ?? '';
    const regular = /\p{L}{2}ed$/u.test(t.norm) && tags.get(t.start) === 'v';
    const lemma = irregular.get(t.norm);
    // (not a present participle or an "-s" form the exceptions list as well: "adding", "setting")
    const irregularPast = lemma !== undefined && lemma !== t.norm && !/(?:en|wn|ne|ing|s)$/.test(t.norm) && tags.get(t.start) === 'v';
    // (nor one whose clause has a present auxiliary before it: "the other half has an implementation submitted", "it's expected")
    // (a possessive is no auxiliary: "Garnet's parser allocated …"; "it's already expected" keeps its "'s")
    const clauseBefore = (text.slice(0, t.start).split(/[,;:]/).pop() ?? '').replace(/['’]s(?=\s+(\p{L}+))/gu, (s, next: string) => (/ly$/.test(next) || ADVERBS_BETWEEN.test(next.toLowerCase()) ? s : ''));
    // (nor a participle before its agent whose clause goes on to its own verb: "the jump table generated by rustc is
    // larger …"; "Results ranked by date." is the past it says)
    const byAgent = () => tokens.slice(i + 1).find((n) => n.kind === 'word')?.norm === 'by' &&
      /\b(?:is|are|has|have|does|do|can|will|must|should|may)\b/i.test(text.slice(t.end).split(/[.;:!?]/, 1)[0]!);
    if ((regular || irregularPast) && !PRESENT_AUXILIARIES.test(previous) && !PRESENT_IN_CLAUSE.test(clauseBefore) && !byAgent()) {
      out.add(t.stem);
      if (lemma) out.add(lemma);
    }
    if (PAST_AUXILIARIES.test(previous) && tags.get(t.start) === 'v') out.add(t.stem);
    if (t.norm === 'was' || t.norm === 'were') out.add('be');
  });
  return out;
}

/** The claim's verbs said in the present: a verb not after "was"/"had"/"did" and not itself a past form. */
function presentVerbs(text: string): Token[] {
  const tags = posTags(text);
  const tokens = tokenize(text);
  const irregular = verbFormExceptions();
  if (/\b(?:was|were|had|did|used\s+to|formerly|previously|originally|once|initially)\b/i.test(text)) return [];
  return tokens.filter((t, i) => {
    if (t.kind === 'word' && /^(?:is|are|am)$/.test(t.norm)) return true;
    const previous = tokens.slice(0, i).reverse().find((p) => p.kind === 'word')?.norm ?? '';
    // (a present "-s" form the tagger calls a noun, "Marten signs releases", "The CLI prints …": read as a verb when the
    // span has its past, which the caller asks)
    if (t.kind === 'word' && tags.get(t.start) === 'n' && /[^s]s$/.test(t.norm) && i > 0 && !DETERMINER_BEFORE.test(previous)) return true;
    if (t.kind !== 'word' || tags.get(t.start) !== 'v') return false;
    const lemma = irregular.get(t.norm);
    const pastForm = /\p{L}{2}ed$/u.test(t.norm) || (lemma !== undefined && lemma !== t.norm && !/s$/.test(t.norm));
    return !pastForm || PRESENT_AUXILIARIES.test(previous);
  });
}

/**
 * The span says in the past what the claim says in the present, and it or the next sentence of its paragraph says that
 * has changed: the words that say so, or undefined.
 */
export function supersededPast(claimText: string, spanText: string, after: string | undefined): string | undefined {
  const present = presentVerbs(claimText);
  if (present.length === 0) return undefined;
  const irregular = verbFormExceptions();
  // (a span of two sentences: the one that says it in the past, then the rest of the span and the paragraph after it)
  // (and a full stop before a capital the splitter kept, after a file name: "… to /var/log/osprey.log. Current builds …")
  const sentences = splitSentences(spanText).flatMap((r) => spanText.slice(r.start, r.end).split(/(?<=[.!?;])\s+(?=\p{Lu})/u));
  // (a verb the span's sentence also says in the present is no past of it: "The choice was driven by two factors: it's
  // short, …" says "is short" now)
  const key = (t: Token) => (/^(?:is|are|am)$/.test(t.norm) ? 'be' : t.stem);
  const at = sentences.findIndex((sentence) => {
    const past = pastVerbs(sentence);
    const clauses = sentence.replace(/\b(it|that|there|what|this)['’]s\b/gi, '$1 is').replace(/['’]re\b/g, ' are').split(/[:;]|,\s/);
    const nowToo = new Set(clauses.flatMap((clause) => presentVerbs(clause)).map(key));
    return present.some((t) => (past.has(key(t)) || past.has(irregular.get(t.norm) ?? t.norm)) && !nowToo.has(key(t)));
  });
  if (at < 0) return undefined;
  const inSpan = CHANGED_IN_SPAN.exec(sentences[at]!);
  if (inSpan) return inSpan[0].replace(/^[,(\s]+/, '');
  // (the claim says it has changed too: "now", "no longer")
  if (CHANGED_SINCE.test(claimText) || /\b(?:now|currently|today)\b/i.test(claimText)) return undefined;
  // (the next paragraph's sentence comes after a blank line)
  const [sameParagraph, nextParagraph] = (after ?? '').split('\n\n');
  const following = [
    ...sentences.slice(at + 1).map((text) => ({ text, ownParagraph: true })),
    ...(sameParagraph ? sameParagraph.split('\n') : []).map((text) => ({ text, ownParagraph: true })),
    ...(nextParagraph ? [{ text: nextParagraph, ownParagraph: false }] : []),
  ].slice(0, FOLLOWING_READ);
  // (a sentence counts only where it speaks of the same thing, by a word of the span's sentence or, right after it in
  // its paragraph, by pointing back to it: "Since 3.0, indexes live in LMDB.", "It now uses …", "The current parser …")
  const spoken = contentStemsOf(sentences[at]!);
  for (const [i, { text, ownParagraph }] of following.entries()) {
    const next = text.trim();
    if (CONTINUES.test(next)) return undefined;
    const sameThing = contentStemsOf(next).some((s) => spoken.includes(s));
    if (!sameThing && !(i === 0 && ownParagraph && (POINTS_BACK.test(next) || NOW_SAID.test(next) || CURRENT_THING.test(next) || VERSION_OPENER.test(next) || TIME_OPENER.test(next) || GENERIC_DEFINITE.test(next)))) continue;
    if (CHANGED_SINCE.test(next) || NOW_SAID.test(next) || (sameThing && NOW_WORD.test(next))) return next;
  }
  return undefined;
}

/** A sentence that points back to what the one before spoke of: a pronoun or a demonstrative ("It now uses …", "That
 * design …", "Sigstore replaced it", "Since then, …"). */
const POINTS_BACK = /\b(?:it|its|they|their|them|this|that|these|those|such|then)\b/i;
/** A sentence that opens on a version or a year: "Version 2 embeds …", "In 2023 the project moved …". */
const TIME_OPENER = /^[\s"'(*_]*(?:(?:version|v)\s*\d|(?:in|by|after|since|from|as\s+of)\s+(?:version\s+|v)?\d)/i;
/** A sentence that opens on a general name for the thing before: "The practice ended …", "The project moved …". */
const GENERIC_DEFINITE = /^[\s"'(*_]*the\s+(?:project|practice|approach|design|behaviou?r|tool|library|feature|option|default|system|implementation|code|module|package|setting|mechanism|format|scheme|method)\b/i;
/** The present state named as new: "the current parser", "the new design". */
const CURRENT_THING = /\b(?:the|its|their)\s+(?:new|current|present|revised|latest)\s+\p{L}+/iu;
/** A sentence that opens on a version from which things hold: "From 2.0 on, …", "Since v3, …". */
const VERSION_OPENER = /^[\s"'(*_]*(?:since|from|as\s+of|starting\s+(?:with|from|in))\s+(?:version\s+|v)?\d[\d.]*(?:\s+on)?\s*,/i;
/** "now" said anywhere in a sentence of the same thing: "Indexes now live in LMDB." */
const NOW_WORD = /\b(?:now|currently|nowadays)\b/i;

/** How many sentences after the span's past may say it changed. */
const FOLLOWING_READ = 3;
const contentStemsOf = (text: string) => tokenize(text).filter((t) => t.kind === 'word' && !t.stop && t.norm.length > 2).map((t) => t.stem);
