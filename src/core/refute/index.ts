// Refutation search: a bounded second look for counter-evidence under its own warrant. This module judges
// what the counter-search found; the engine runs the search through the kernel.
import type { Claim, EvidenceSpan, Refutation, Verdict } from '../model';
import { contentTerms } from '../text';
import { REWORDED, aboutAnotherVersion, looseDenial, otherFiguresOnly, verifyClaim } from '../verify';
import { quotesClaim } from '../verify/quote';
import { attributionOf, isAttributedDocument } from '../verify/attribution';

/** Words that mark limits, caveats and comparisons: what counter-queries look for. */
export const COUNTER_CUES = [
  'not', 'limitation', 'limitations', 'however', 'unclear', 'complement', 'complements', 'complementary', 'underperforms',
  'underperform', 'compared', 'future', 'only', 'fails', 'slower', 'worse', 'caveat', 'although', 'but', 'cannot', 'does not',
];
const CAVEAT = /\b(limitation|limitations|however|unclear|only|not|cannot|fails?|slower|worse|underperforms?|although|but|future work|remains? open|caveat)\b/i;
const COMPARISON = /\b(than|compared (with|to)|versus|vs\.?|outperforms?|underperforms?|relative to)\b/i;

export type RefutationOutcome = Refutation['outcome'];

/** A support score at which the supporting span carries the claim whole. */
const STRONG_SUPPORT = 0.95;
/** The share of the claim's words a contradicting span must say for it to gainsay a claim its source carries whole. */
const COUNTER_COVERAGE = 0.7;

/** Should a claim get a counter-evidence pass? High-risk claims, comparisons, and supported-but-not-sure ones. */
export function needsRefutation(claim: Pick<Claim, 'risk' | 'modality' | 'needsEvidence'>, support: Verdict): boolean {
  if (!claim.needsEvidence) return false;
  if (['not_in_corpus', 'out_of_scope', 'too_vague', 'abstain', 'needs_multiple_spans'].includes(support.label)) return false;
  return claim.risk === 'high' || claim.modality === 'comparative' || (support.label === 'supports' && support.supportScore < 0.9);
}

export interface CounterJudgementInput {
  claim: Claim; // text = plain prose
  support: Verdict;
  supportEvidence: EvidenceSpan[];
  candidates: EvidenceSpan[];
  acronyms?: Map<string, string>;
  thresholds: { acceptScore: number; partialScore: number };
  exhausted: boolean;
}

export function judgeCounterEvidence(input: CounterJudgementInput): { outcome: RefutationOutcome; evidence: EvidenceSpan[] } {
  const supportKeys = new Set(input.supportEvidence.map(spanKey));
  // a claim that cites its document ("… (PEP 8015).") says what that document says: only its passages can gainsay it
  const attribution = attributionOf(input.claim.text, input.claim.context?.headings);
  const candidates = input.candidates.filter((c) => !supportKeys.has(spanKey(c)) &&
    (!attribution || isAttributedDocument(attribution, c.relPath, c.context?.title)));
  const claimWords = attribution?.inner ?? input.claim.text;
  const claimTerms = new Set(contentTerms(input.claim.text));
  const names = namesIn(input.claim.text);
  const related = (s: EvidenceSpan) =>
    (names.length === 0 || names.some((n) => s.text.toLowerCase().includes(n))) &&
    contentTerms(s.text).filter((t) => claimTerms.has(t)).length >= Math.min(2, claimTerms.size);
  const scope = { exhausted: false, filesSearched: 1 };

  let tooBroad: EvidenceSpan | null = null;
  let caveat: EvidenceSpan | null = null;
  let comparison: EvidenceSpan | null = null;
  let weak: EvidenceSpan | null = null;
  // a mere denial by a span that does not say the claim again does not outweigh the claim's word-for-word source
  const quoted = input.support.label === 'supports' ? input.supportEvidence[0] : undefined;
  // nor do the same words with other figures (another example), nor a weaker word elsewhere for what the source
  // itself says word for word ("All these votes are reserved to core developers.")
  const quotedWords = quoted ? quoted.plain ?? quoted.text : undefined;
  const quotesIt = quotedWords !== undefined && quotesClaim(quotedWords, claimWords);
  // a claim its source carries whole, with nothing left out or read through another word than WordNet's, is not gainsaid
  // by a span that says only part of it: "The changes … are intended to … encourage keeping unsafe to a minimum" does not
  // deny "Creating a separate function … does not encourage keeping unsafe to a minimum" (another subject); a figure
  // said otherwise still is
  const carriedWhole = input.support.label === 'supports' && input.support.supportScore >= STRONG_SUPPORT &&
    input.support.flags.every((f) => f.startsWith('lexicon_'));
  for (const span of candidates) {
    if (!related(span)) continue;
    const v = verifyClaim({ claim: input.claim, candidates: [span], acronyms: input.acronyms, thresholds: input.thresholds, scope }).verdict;
    const counterWords = span.plain ?? span.text;
    // a span about another version than the claim's own, which the supporting span names, gainsays nothing ("3.9
    // received bugfix updates every 2 months" beside "3.7 will receive … every 3 months")
    if (v.label === 'contradicts' && input.support.label === 'supports' && input.supportEvidence.length > 0 && aboutAnotherVersion(claimWords, input.support.flags, v.flags, counterWords)) continue;
    // a contradiction read in a rewording is weaker than the span that supports the claim
    if (v.label === 'contradicts' && input.support.label === 'supports' && v.flags.includes(REWORDED)) {
      weak ??= span;
      continue;
    }
    // (a denial only: an opposite word, a figure, a unit or swapped roles still gainsay it, whatever else the span says)
    if (v.label === 'contradicts' && carriedWhole && (v.signals?.coverage ?? 1) < COUNTER_COVERAGE && v.flags.includes('negation_conflict') &&
        !v.flags.some((f) => /^(?:number_mismatch|antonym|unit_mismatch|roles_|arguments_reversed|words_swapped)/.test(f))) {
      weak ??= span;
      continue;
    }
    if (v.label === 'contradicts' && !(quotedWords !== undefined && (looseDenial(claimWords, quotedWords, counterWords, v.flags) ||
        otherFiguresOnly(claimWords, quotedWords, counterWords, v.flags)))) {
      return { outcome: 'claim_contradicted', evidence: [span] };
    }
    if (v.label === 'partially_supports' && v.flags.some((f) => f.startsWith('overclaim:'))) {
      if (!quotesIt) tooBroad ??= span;
    }
    else if (CAVEAT.test(span.text)) caveat ??= span;
    else if (input.claim.modality === 'comparative' && COMPARISON.test(span.text)) comparison ??= span;
    else if (v.label === 'abstain') weak ??= span;
  }
  if (tooBroad) return { outcome: 'claim_too_broad', evidence: [tooBroad] };
  if (caveat && input.support.label === 'supports') return { outcome: 'needs_caveat', evidence: [caveat] };
  if (comparison) return { outcome: 'needs_comparison', evidence: [comparison] };
  if (caveat || weak) return { outcome: 'weak_counterevidence', evidence: [(caveat ?? weak)!] };
  if (input.exhausted) return { outcome: 'budget_exhausted', evidence: [] };
  return { outcome: 'no_counterevidence_found', evidence: [] };
}

/** Names a counter-span must mention to be about the same thing: CamelCase, acronyms, alphanumerics (GrepSeek, SAA, BM25). */
export function namesIn(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(/[A-Za-z0-9][A-Za-z0-9-]*[A-Za-z0-9]/g)) {
    const w = m[0];
    const inner = /[A-Z]/.test(w.slice(1));
    const alnum = /[A-Za-z]/.test(w) && /[0-9]/.test(w);
    if (inner || alnum) out.add(w.toLowerCase());
  }
  return [...out];
}

function spanKey(s: EvidenceSpan): string {
  return `${s.sourcePath}:${s.start}:${s.end}`;
}
