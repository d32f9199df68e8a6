// A kind noun written after a name ("the PRDM1 gene", "the Debug trait", "the serde crate") says what kind of thing
// the name is; a span that names the thing without it ("Prdm1, the key determinant …", "`Debug` gets …") still says it
// of the same thing. Not where the span writes another kind after the same name ("the Debug macro"), and not where the
// noun is not the head ("the Python package index": the claim's own compound).
import { stem } from '../text/stem';
import { tokenize } from '../text/tokenize';
import { STOPWORDS } from '../text/index';
import { posTags, type Term } from './analysis';
import { escapeRegExp } from '../util/regex';
import { KIND_FORMS } from './thing-kinds';

/** Between a name and the kind noun after it: spaces, perhaps a closing quote or code mark. */
const NAME_TO_KIND = /^[`'"’”*_]*\s+$/;

/**
 * The name a missing kind noun of the claim classifies, when the span names it with no other kind after it; undefined
 * when the term is no such noun, the name is not carried, the noun is not the head, or the span gives another kind.
 */
export function kindOfCarriedName(term: Term, terms: readonly Term[], carried: readonly Term[], claimText: string, spanText: string): Term | undefined {
  if (term.entity || term.parts.length !== 1 || !KIND_FORMS.has(term.surface.toLowerCase()) || posTags(claimText).get(term.start) !== 'n') return undefined;
  const name = terms.find((t) => t.end <= term.start && NAME_TO_KIND.test(claimText.slice(t.end, term.start)));
  // (a word the span writes as code is a name too: "the prune subcommand" / "`prune` removes …")
  const inCode = (n: Term) => new RegExp(`\`${escapeRegExp(n.surface)}\``, 'i').test(spanText);
  if (name === undefined || !(name.entity || inCode(name)) || name.frame || !carried.includes(name)) return undefined;
  // the noun is the head: nothing but a function word, a verb or punctuation after it ("the Debug trait gets …")
  const next = tokenize(claimText.slice(term.end)).find((t) => t.kind !== 'punct' || /[.,;:!?)]/.test(t.text));
  if (next !== undefined && next.kind === 'word' && !STOPWORDS.has(next.norm) && posTags(claimText).get(term.end + next.start) !== 'v') return undefined;
  if (next !== undefined && next.kind === 'number') return undefined;
  // (the span's own word for it, not a pronoun or a heading read as it: "They differ …" after "two modes")
  if (!new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name.surface)}(?![\\p{L}\\p{N}])`, 'iu').test(spanText)) return undefined;
  return anotherKindAfter(spanText, name.surface, term.surface.toLowerCase()) ? undefined : name;
}

/** Whether the span writes a kind noun other than the claim's after the name ("the Debug macro" for "the Debug trait"). */
function anotherKindAfter(spanText: string, nameSurface: string, kind: string): boolean {
  const re = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(nameSurface)}(?![\\p{L}\\p{N}])[\`'"’”*_]*\\s+(\\p{L}+)`, 'giu');
  for (const m of spanText.matchAll(re)) {
    const after = m[1]!.toLowerCase();
    if (KIND_FORMS.has(after) && stem(after) !== stem(kind)) return true;
  }
  return false;
}

