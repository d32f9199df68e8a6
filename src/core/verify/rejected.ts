// A design the document sets out only to reject: under "Rejected Ideas" › "Store the index in SQLite", "The index is
// stored in a single SQLite file." describes the idea that was turned down, not what the document proposes. A claim that
// states it as what is so, without saying it was an idea, a proposal or an alternative, is not carried by it. Other
// sentences of such a section (the facts that argue against the idea) are read as any others.
import { tokenize } from '../text/tokenize';

/**
 * Headings of a section of ideas the document turns down ("Rejected Ideas", "Alternatives considered", "Abandoned
 * approaches", "Ideas not pursued"); not a section on things that are rejected or declined ("Declined payments").
 */
const REJECTED_HEADING = /\b(?:rejected|abandoned|discarded|dismissed|declined)\s+(?:[\p{L}-]+\s+)?(?:ideas?|alternatives?|proposals?|approaches|approach|designs?|options|solutions?|suggestions?)\b|\balternatives?\s+(?:considered|rejected|not\s+(?:chosen|taken|adopted|pursued))\b|\b(?:ideas?|proposals?|approaches|approach|designs?|options|alternatives?)\s+(?:not\s+(?:chosen|taken|adopted|pursued)|(?:considered\s+and\s+)?rejected)\b/iu;
/** Words by which a claim (or the span itself) says it speaks of an idea, a condition or a possibility, not of what holds. */
const SPOKEN_OF_AS_IDEA = /\b(?:reject\w*|abandon\w*|discard\w*|dismiss\w*|declin\w*|alternatives?|propos\w*|idea\w*|consider\w*|suggest\w*|instead|rather|could|would|might|may|should|if|unless|was\s+to|were\s+to|turned\s+down|not\s+(?:chosen|adopted|taken|pursued|accepted))\b/i;
/** The document speaking of itself ("This PEP does not provide …", "This PEP currently mirrors …"): its own stance. */
const DOCUMENT_ITSELF = /\b(?:this|the\s+present)\s+(?:pep|rfc|proposal|document|specification)\b/i;
/** A heading that asks about the idea rather than naming it ("Why not use SQLite?"). */
const ASKING_HEADING = /^\s*(?:why|what|how|should|could|can|is|are|does|do)\b|\?\s*$/i;

const stemsOf = (text: string) => new Set(tokenize(text).filter((t) => t.kind === 'word' && !t.stop && t.norm.length > 2).map((t) => t.stem));

/** The sentence after the span that says it was turned down: "This was rejected because …", "The idea was dropped." */
const REJECTED_AFTER = /^[\s"'(*_]*(?:this|that|it|the\s+(?:idea|proposal|approach|design|option|alternative|suggestion))\s+(?:was|were|has\s+been|had\s+been)\s+(?:(?:ultimately|eventually|later|quickly)\s+)?(?:rejected|turned\s+down|dropped|abandoned|discarded|dismissed|declined|not\s+(?:adopted|accepted|pursued))\b/i;

/**
 * What says the span describes an idea the document rejects, when the claim states it as so; else undefined: a heading
 * of rejected ideas right above a section of the idea's own (named, not asked), whose opening paragraph the span is in
 * and whose name's words it carries (at least two, or all of a shorter name); or the sentence right after the span
 * ("This was rejected because …").
 */
export function rejectedIdea(claimText: string, spanText: string, headings: readonly string[] | undefined, after?: string, opensSection = false): { heading: string } | { said: string } | undefined {
  if (SPOKEN_OF_AS_IDEA.test(claimText) || SPOKEN_OF_AS_IDEA.test(spanText)) return undefined;
  const next = after?.split('\n')[0]?.trim();
  if (next !== undefined && REJECTED_AFTER.test(next)) return { said: next };
  // (the idea is set out where its own section opens: not in a later paragraph, nor under a heading of its own below
  // the idea's, "Usage statistics"; and not where the document speaks of itself)
  if (!opensSection || DOCUMENT_ITSELF.test(spanText)) return undefined;
  const at = headings?.findIndex((h) => REJECTED_HEADING.test(h)) ?? -1;
  const idea = at >= 0 && headings!.length === at + 2 ? headings![at + 1] : undefined;
  if (idea === undefined || ASKING_HEADING.test(idea)) return undefined;
  const named = stemsOf(idea);
  const spanStems = stemsOf(spanText);
  const shared = [...named].filter((s) => spanStems.has(s)).length;
  return named.size > 0 && shared >= Math.min(2, named.size) ? { heading: headings![at]! } : undefined;
}

/** The heading of rejected ideas the span stands under, for `rejectedIdea` read by its heading alone. */
export function rejectedIdeaHeading(claimText: string, spanText: string, headings: readonly string[] | undefined, opensSection = true): string | undefined {
  const found = rejectedIdea(claimText, spanText, headings, undefined, opensSection);
  return found !== undefined && 'heading' in found ? found.heading : undefined;
}

/**
 * Headings of a section whose items are what the thing is not, or does not do ("What This Is (probably) Not",
 * "Non-goals", "Out of scope", "Not supported"): an item's words say the opposite of what they seem to.
 */
const DENYING_HEADING = /\bnon-?goals?\b|\bnot\s+(?:a\s+)?goals?\b|\bwhat\s+(?:this|it|[\p{L}-]+)\s+(?:is|does)\s+(?:\([^)]*\)\s*)?not\b|\bout\s+of\s+scope\b|\bwon['’]t\s+(?:do|fix)\b/iu;

/** The heading above the span that denies what its section's items say, or undefined. */
export function denyingHeading(headings: readonly string[] | undefined, spanText: string): string | undefined {
  // (only an item named by a label, "An XML Validator - It does …", "A file watcher: it reads …"; a sentence of such a
  // section says its own polarity, "PEP 480 may in future allow …"; nor under "Goals and non-goals")
  if (!/^[\s*_"'(]*[^\s.:;!?][^.:;!?]{0,60}?\s(?:-|–|—)\s|^[\s*_"'(]*[^\s.:;!?][^.;!?]{0,60}?:\s/.test(spanText)) return undefined;
  return headings?.find((h) => DENYING_HEADING.test(h) && !/\bgoals?\s+and\s+non-?goals?\b/i.test(h));
}
