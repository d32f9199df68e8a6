// A claim that is a source's own sentence, copied: its words stand in the span in the same order, with at most a
// few markup leftovers between them ("[#redhat]_", a link label). Such a sentence is the source speaking, whatever
// the modality gate made of it (an opinion, a definition, a join of several names): it is checked as a claim.

/** Fewest words a copied sentence needs before its copy says anything (a short phrase recurs by chance). */
export const MIN_QUOTE_WORDS = 8;
/** Span words allowed between the claim's words (markup the draft dropped or never had). */
const MAX_INSERTED = 3;

// a figure stays one word ("1,897", "3.30"); accents and case do not count
const wordsOf = (text: string): string[] =>
  text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/(\d)[.,](?=\d)/g, '$1').split(/[^\p{L}\p{N}]+/u).filter(Boolean);

const NUMBER_WORDS = new Set(['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'twenty', 'thirty',
  'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety', 'hundred', 'thousand', 'million', 'billion', 'dozen', 'half', 'third', 'quarter']);
const isNumber = (w: string) => /^\d/.test(w) || NUMBER_WORDS.has(w);

/**
 * Does the span hold the claim word for word (same words, same order, at most a few span words between them)?
 * With anyNumber, a figure of the claim may stand where the span has another one: a copy whose numbers were changed.
 */
export function quotesClaim(spanText: string, claimText: string, options: { anyNumber?: boolean } = {}): boolean {
  const claim = wordsOf(claimText);
  if (claim.length < MIN_QUOTE_WORDS) return false;
  const span = wordsOf(spanText);
  const same = (a: string, b: string) => a === b || (options.anyNumber === true && isNumber(a) && isNumber(b));
  for (let from = 0; from < span.length; from++) {
    if (!same(span[from]!, claim[0]!)) continue;
    let j = from + 1;
    let inserted = 0;
    let i = 1;
    for (; i < claim.length && j < span.length; j++) {
      if (same(span[j]!, claim[i]!)) i++;
      else if (++inserted > MAX_INSERTED) break;
    }
    if (i === claim.length) return true;
  }
  return false;
}
