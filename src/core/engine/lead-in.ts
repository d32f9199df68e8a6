// "The moderation team is the exception: it has no leader, …": a writer's lead-in before a colon characterises what
// the rest states ("is the exception", "are stark", "get a brisk review"). A source states the rest, not the
// characterisation; when the rest is carried, the claim is, with the lead-in named as the writer's own words.
// A lead-in that states a fact (a figure, a name, an act: "The PEP was rejected:", "There are four kinds:") is not
// one: the claim is checked whole, as any other. The lead-in's subject is what the rest is about ("The *higher* left
// box is a mix: …"): it must be said in the rest or by the evidence, else the claim is checked whole.
import { analyse } from '../claims/nlp';

export interface LeadIn {
  /** The words before the colon, as written. */
  lead: string;
  /** What the claim states after it, with a pronoun that opens it read as the lead-in's subject. */
  rest: string;
  /** The content words of the lead-in's subject, lower case: what the rest must be about ("higher", "left", "box"). */
  subjectWords: string[];
}

/** Verbs that join a subject to a characterisation of it, not an act. */
const CHARACTERISING = new Set(['is', 'are', 'was', 'were', 'gets', 'get', 'got', 'remains', 'remain', 'looks', 'look', 'seems', 'seem', 'feels', 'feel']);
/** Words that make a lead-in say something of its own: a denial, a degree of all or none, a change. */
const STATING = /\b(?:not|no|never|none|nothing|always|all|every|only|first|last|most|least|more|less|than|n['’]t)\b/i;
/** States a document gives a thing, which a source can confirm or deny: a lead-in that says one states a fact. */
const STATES = new Set(['true', 'false', 'optional', 'required', 'mandatory', 'deprecated', 'experimental', 'stable', 'unstable', 'public',
  'private', 'internal', 'default', 'enabled', 'disabled', 'final', 'accepted', 'rejected', 'withdrawn', 'deferred', 'active', 'obsolete',
  'superseded', 'provisional', 'available', 'unavailable', 'supported', 'unsupported', 'compatible', 'incompatible', 'safe', 'unsafe',
  'synchronous', 'asynchronous', 'immutable', 'mutable', 'static', 'dynamic', 'free', 'open', 'closed', 'new', 'old', 'valid', 'invalid',
  'legal', 'illegal', 'allowed', 'forbidden', 'empty', 'unchanged', 'identical', 'equivalent', 'different', 'same', 'complete', 'incomplete',
  'finished', 'unfinished', 'draft', 'normative', 'informational', 'breaking', 'backward', 'backwards', 'fixed', 'broken']);
const PRONOUN_OPENING = /^(?:it|they)\b(?!['’])/i;
/** A rest that opens with a word pointing back that cannot simply be replaced by the subject ("it's", "its", "this"). */
const POINTING_OPENING = /^(?:it|they|its|their|this|these|that|those|he|she|his|her|we|our)\b/i;

/** The claim's lead-in and the rest it introduces, or null when the claim has no characterising lead-in. */
export function leadIn(text: string): LeadIn | null {
  const colon = /:\s+/.exec(text);
  if (!colon || colon.index === undefined || /:\s+/.test(text.slice(colon.index + colon[0].length))) return null;
  const lead = text.slice(0, colon.index);
  const rest = text.slice(colon.index + colon[0].length).trim();
  const words = (s: string) => s.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  if (words(lead).length < 3 || words(lead).length > 10 || words(rest).length < 4) return null;
  // no figure, quotation, code or statement of its own in the lead-in
  if (/[\p{N}"“”`'‘’(]/u.test(lead.replace(/['’]s\b/g, '')) || STATING.test(lead)) return null;
  const tokens = analyse(lead).flatMap((s) => s.tokens).filter((t) => t.type !== 'punctuation');
  const verb = tokens.findIndex((t) => CHARACTERISING.has(t.lower));
  if (verb < 1 || tokens.slice(verb + 1).some((t) => CHARACTERISING.has(t.lower))) return null;
  // what follows the verb characterises: an adjective or a noun (with its determiner, adverb and modifiers), no name,
  // no verb ("was rejected", "is used by …") and nothing another verb governs
  const predicate = tokens.slice(verb + 1);
  if (predicate.length === 0 || predicate.length > 5) return null;
  if (predicate.some((t) => t.pos === 'PROPN' || t.pos === 'VERB' || t.pos === 'AUX' || t.pos === 'NUM' || t.pos === 'PRON')) return null;
  if (!predicate.some((t) => t.pos === 'ADJ' || t.pos === 'NOUN') || predicate.some((t) => STATES.has(t.lower))) return null;
  // the lead-in's subject, when it is a noun phrase of its own ("The moderation team"), stands for an opening "it"
  const subjectTokens = tokens.slice(0, verb);
  const subject = subjectTokens.every((t) => t.pos === 'DET' || t.pos === 'ADJ' || t.pos === 'NOUN' || t.pos === 'PROPN') &&
    subjectTokens.some((t) => t.pos === 'NOUN' || t.pos === 'PROPN')
    ? lead.slice(subjectTokens[0]!.start, subjectTokens[subjectTokens.length - 1]!.end)
    : null;
  const opening = PRONOUN_OPENING.exec(rest);
  if ((opening && subject === null) || (!opening && POINTING_OPENING.test(rest))) return null;
  const said = opening ? `${subject}${rest.slice(opening[0].length)}` : rest;
  const subjectWords = subjectTokens.filter((t) => t.pos === 'NOUN' || t.pos === 'PROPN' || t.pos === 'ADJ').map((t) => t.lower);
  return { lead, rest: said.charAt(0).toUpperCase() + said.slice(1), subjectWords };
}

/**
 * The evidence says the lead-in's words itself before a colon of its own, all of them or all but one ("Mypy is
 * technically *correct* here: …" for "… *incorrect* here: …"): the lead-in is the source's, changed or not, not the
 * writer's own characterisation.
 */
export function leadCopied(lead: string, evidence: string): boolean {
  const colon = evidence.indexOf(':');
  if (colon < 0) return false;
  const words = (s: string) => s.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0);
  const head = new Set(words(evidence.slice(0, colon)));
  const mine = [...new Set(words(lead))];
  const missing = mine.filter((w) => !head.has(w)).length;
  // (one word changed only where two content words stay the source's: "The relay is the exception" is no copy of "The relay is special")
  return missing === 0 || (missing === 1 && mine.filter((w) => head.has(w) && !LEAD_FUNCTION_WORDS.has(w)).length >= 2);
}
const LEAD_FUNCTION_WORDS = new Set(['the', 'a', 'an', 'is', 'are', 'was', 'were', 'be', 'it', 'its', 'this', 'that', 'these', 'those', 'here',
  'there', 'of', 'for', 'to', 'in', 'on', 'at', 'and', 'or', 'so', 'as', 'by', 'with']);
