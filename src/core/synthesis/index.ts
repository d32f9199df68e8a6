// Synthesis claims → EvidenceSets: sourceable atoms (one per named component, each grounded in its own
// verbatim span) and the interpretive join, which is the author's and is never given a source.
import type { EvidenceSet, EvidenceSpan } from '../model';
import { escapeRegExp } from '../util/regex';
import { contentTerms, extractQuantities, sameQuantity } from '../text';
import { NEGATIONS, STRONG_RELATIONS } from '../text/lexicon';

export interface Atom {
  entity: string;
  span: EvidenceSpan | null; // the sentence that grounds this component, verbatim
  contradicted?: boolean;
}

/** Relations that make a join overstrong: the author may compose, not prove or replace. */
const OVERSTRONG_GROUPS = ['replace', 'eliminate', 'prove', 'solve', 'guarantee', 'always', 'never', 'best', 'first'];
const HEDGES = /\b(might|may|could|perhaps|possibly|would)\b/i;

/** The claim with its named components taken out: what the author asserts about them together. */
export function joinText(plain: string, entities: string[]): string {
  let rest = plain;
  for (const e of entities) rest = rest.replace(new RegExp(`\\b${escapeRegExp(e)}\\b`, 'i'), ' ');
  rest = rest
    .replace(/^\s*(together\s*,?\s*)/i, '')
    .replace(/(\s*,\s*)+(and|or)?\s*(?=\s)/gi, ' ')
    .replace(/^\W*(and|or|both)\b/i, '')
    .replace(/\s+([.,;:!?])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!?]+$/, '');
  return rest || plain;
}

export function overstrongJoin(join: string): string | null {
  const lower = ` ${join.toLowerCase()} `;
  for (const group of OVERSTRONG_GROUPS) {
    for (const form of STRONG_RELATIONS[group] ?? []) if (lower.includes(` ${form} `)) return form;
  }
  return null;
}

export function buildEvidenceSet(plain: string, atoms: Atom[]): EvidenceSet {
  const join = joinText(plain, atoms.map((a) => a.entity));
  const subclaims = atoms.map((a) => ({
    text: a.span ? a.span.text.replace(/\s+/g, ' ').trim() : `${a.entity}: no span in the allowed sources`,
    verdict: a.span ? { label: a.contradicted ? ('contradicts' as const) : ('supports' as const), supportScore: a.contradicted ? 0.1 : 0.9 } : { label: 'not_in_corpus' as const, supportScore: 0 },
    evidence: a.span ? [a.span] : [],
  }));
  const joins = [{ text: join, verdict: 'author_interpretation' as const }];
  const missing = atoms.filter((a) => !a.span).map((a) => a.entity);
  const strong = overstrongJoin(join);
  if (atoms.some((a) => a.contradicted)) {
    return { subclaims, joins, compositionVerdict: 'conflicting_subclaims', note: 'A source contradicts one of the parts; the composition cannot stand as written.' };
  }
  if (missing.length === atoms.length) {
    return { subclaims, joins, compositionVerdict: 'unsupported_subclaim', note: 'No part of this synthesis is grounded in the allowed sources.' };
  }
  if (missing.length > 0) {
    return { subclaims, joins, compositionVerdict: 'unsupported_subclaim', note: `The sources ground ${atoms.length - missing.length} of ${atoms.length} parts; nothing in scope speaks to ${missing.join(', ')}.` };
  }
  const spans = atoms.flatMap((a) => (a.span ? [a.span.text] : []));
  const uncarried = extractQuantities(join).filter((q) => !spans.some((t) => extractQuantities(t).some((p) => sameQuantity(q, p))));
  if (uncarried.length > 0) {
    return { subclaims, joins, compositionVerdict: 'requires_human_review', note: `The join states figures no part carries (${uncarried.map((q) => q.raw).join(', ')}); check them against the sources.` };
  }
  if (strong) {
    return { subclaims, joins, compositionVerdict: 'overstrong_join', note: `The sources support the parts, but the join claims '${strong}', which no source asserts and a synthesis cannot prove.` };
  }
  if (HEDGES.test(join)) {
    return { subclaims, joins, compositionVerdict: 'speculative_extension', note: 'The sources support the parts; the join is the author’s speculation.' };
  }
  return { subclaims, joins, compositionVerdict: 'supported_interpretation', note: 'The sources support the parts; the author supplies the join.' };
}

/**
 * A modest join only relates the parts: no figures, no strong or negated predicate, a few words. Only such a
 * join may be accepted with a note (config `verifier.synthesisJoin: accept_with_note`).
 */
export function modestJoin(join: string): boolean {
  const lower = ` ${join.toLowerCase()} `;
  if (extractQuantities(join).length > 0 || overstrongJoin(join)) return false;
  if (NEGATIONS.some((n) => lower.includes(` ${n} `))) return false;
  return contentTerms(join).length <= 6;
}
