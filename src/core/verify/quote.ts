// A claim that is a source's own sentence, copied: its words stand in the span in the same order, with at most a
// few markup leftovers between them ("[#redhat]_", a link label). Such a sentence is the source speaking, whatever
// the modality gate made of it (an opinion, a definition, a join of several names): it is checked as a claim.

/** Fewest words a copied sentence needs before its copy says anything (a short phrase recurs by chance). */
export const MIN_QUOTE_WORDS = 8;
/** Span words allowed between the claim's words (markup the draft dropped or never had). */
const MAX_INSERTED = 3;

const wordsOf = (text: string): string[] => text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** Does the span hold the claim word for word (same words, same order, at most a few span words between them)? */
export function quotesClaim(spanText: string, claimText: string): boolean {
  const claim = wordsOf(claimText);
  if (claim.length < MIN_QUOTE_WORDS) return false;
  const span = wordsOf(spanText);
  for (let from = span.indexOf(claim[0]!); from >= 0; from = span.indexOf(claim[0]!, from + 1)) {
    let j = from + 1;
    let inserted = 0;
    let i = 1;
    for (; i < claim.length && j < span.length; j++) {
      if (span[j] === claim[i]) i++;
      else if (++inserted > MAX_INSERTED) break;
    }
    if (i === claim.length) return true;
  }
  return false;
}
