// A past state the document says has since changed: "Tansy parsed Markdown with a state machine. It now uses a
// CommonMark parser." does not carry "Tansy parses Markdown with a state machine". The claim says it in the present,
// the span in the past, and the span itself or the next sentence of its paragraph says what holds now.

import { posTags, tokenize, verbFormExceptions } from './analysis';
import type { Token } from '../text/tokenize';
import { splitSentences } from '../text/index';

/** Words before a verb that make an "-ed" form a participle of the present ("is capped", "has parsed", "to be used"). */
const PRESENT_AUXILIARIES = /^(?:is|are|am|be|been|being|has|have|get|gets|can|will|would|should|shall|may|might|must|to|does|do)$/;
/** Words of the past before a verb ("was capped", "had parsed", "did parse", "used to parse"). */
const PAST_AUXILIARIES = /^(?:was|were|had|did)$/;
/** A change to the present, said in the sentence after: what holds now, or the act that ended the old state. */
const CHANGED_SINCE = /\b(?:now|currently|current|today|nowadays|no\s+longer|any\s*more|since\s+then|these\s+days)\b|\b(?:removed|replaced|dropped|eliminated|changed|switched|lifted|superseded|rewrote|reworked|redesigned|retired)\b|\b(?:this|the\s+(?:new|current|present|revised|second|final))\s+(?:draft|version|design|implementation|parser|proposal|revision|release|builds?|runtime|scheme|approach)\b/i;
/** A change said in the span itself after its past verb: ", which changed with the redesign", "(since removed)". */
const CHANGED_IN_SPAN = /(?:,\s*which\s+(?:has\s+)?(?:since\s+)?(?:changed|been\s+(?:removed|replaced|dropped|changed))|\(\s*since\s+(?:removed|replaced|dropped|changed)\b|,\s*(?:since|now)\s+(?:removed|replaced|dropped|deprecated)\b)/i;

/** The verb forms of a text read as the past ("parsed", "wrote", "was capped"), by stem or lemma. */
function pastVerbs(text: string): Set<string> {
  const tags = posTags(text);
  const tokens = tokenize(text);
  const out = new Set<string>();
  const irregular = verbFormExceptions();
  tokens.forEach((t, i) => {
    if (t.kind !== 'word') return;
    const previous = tokens.slice(0, i).reverse().find((p) => p.kind === 'word' && !/ly$/.test(p.norm))?.norm ?? '';
    const regular = /\p{L}{2}ed$/u.test(t.norm) && tags.get(t.start) === 'v';
    const lemma = irregular.get(t.norm);
    const irregularPast = lemma !== undefined && lemma !== t.norm && !/(?:en|wn|ne)$/.test(t.norm) && tags.get(t.start) === 'v';
    if ((regular || irregularPast) && !PRESENT_AUXILIARIES.test(previous)) {
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
    if (t.kind !== 'word' || tags.get(t.start) !== 'v') return false;
    const previous = tokens.slice(0, i).reverse().find((p) => p.kind === 'word')?.norm ?? '';
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
  const at = sentences.findIndex((sentence) => {
    const past = pastVerbs(sentence);
    return present.some((t) => past.has(/^(?:is|are|am)$/.test(t.norm) ? 'be' : t.stem) || past.has(irregular.get(t.norm) ?? t.norm));
  });
  if (at < 0) return undefined;
  const inSpan = CHANGED_IN_SPAN.exec(sentences[at]!);
  if (inSpan) return inSpan[0].replace(/^[,(\s]+/, '');
  // (the claim says it has changed too: "now", "no longer")
  if (CHANGED_SINCE.test(claimText)) return undefined;
  const next = [...sentences.slice(at + 1), ...(after === undefined ? [] : [after])][0];
  return next !== undefined && CHANGED_SINCE.test(next) ? next.trim() : undefined;
}
