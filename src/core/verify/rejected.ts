// A design the document sets out only to reject: under "Rejected Ideas", "The index is stored in a single SQLite
// file." describes the idea that was turned down, not what the document proposes. A claim that states it as what is
// so, without saying it was an idea, a proposal or an alternative, is not carried by it.

/**
 * Headings of a section of ideas the document turns down ("Rejected Ideas", "Alternatives considered", "Abandoned
 * approaches", "Ideas not pursued"); not a section on things that are rejected or declined ("Declined payments").
 */
const REJECTED_HEADING = /\b(?:rejected|abandoned|discarded|dismissed|declined)\s+(?:[\p{L}-]+\s+)?(?:ideas?|alternatives?|proposals?|approaches|approach|designs?|options|solutions?|suggestions?)\b|\balternatives?\s+(?:considered|rejected|not\s+(?:chosen|taken|adopted|pursued))\b|\b(?:ideas?|proposals?|approaches|approach|designs?|options|alternatives?)\s+(?:not\s+(?:chosen|taken|adopted|pursued)|(?:considered\s+and\s+)?rejected)\b/iu;
/** Words by which a claim (or the span itself) says it speaks of an idea, not of what holds. */
const SPOKEN_OF_AS_IDEA = /\b(?:reject\w*|abandon\w*|discard\w*|dismiss\w*|declin\w*|alternatives?|propos\w*|idea\w*|consider\w*|suggest\w*|instead|rather|could|would|might|should|was\s+to|were\s+to|turned\s+down|not\s+(?:chosen|adopted|taken|pursued|accepted))\b/i;

/** The heading under which the span describes only an idea the document rejects, when the claim states it as so; else undefined. */
export function rejectedIdeaHeading(claimText: string, spanText: string, headings: readonly string[] | undefined): string | undefined {
  const heading = headings?.find((h) => REJECTED_HEADING.test(h));
  if (heading === undefined) return undefined;
  if (SPOKEN_OF_AS_IDEA.test(claimText) || SPOKEN_OF_AS_IDEA.test(spanText)) return undefined;
  return heading;
}
