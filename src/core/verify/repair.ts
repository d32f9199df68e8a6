// Repair candidates: softened rewrites built only from the evidence's own wording, each re-verified
// here against the same evidence; a rewrite the verifier does not accept in full is never offered.
import type { Claim, EvidenceSpan, Verdict } from '../model';
import { extractQuantities, sameQuantity, splitSentences } from '../text/index';
import {
  droppedHedge, findStrongPredicates, findWeakRelations, isQuantifierGroup, modalBefore, profileClaim, profilePassage, tokenize, type WeakRelation,
} from './analysis';
import { DEFAULT_THRESHOLDS, conjunctRanges, verifyClaim, where } from './index';

export interface RepairProposal {
  text: string;
  basis: string; // what the rewrite was built from
  highRisk: boolean; // for review, never auto-applied
}

interface Candidate {
  text: string;
  basis: string;
  claimShaped: boolean; // keeps the writer's sentence and changes only the overclaiming words
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function withFinalStop(s: string): string {
  const t = s.trim();
  return /[.!?]$/.test(t) ? t : `${t}.`;
}

/** The sentence of span.text that holds [start, end), trimmed (offsets relative to span.text). */
function sentenceAround(spanText: string, start: number): { start: number; end: number } {
  const sentences = splitSentences(spanText);
  return sentences.find((s) => start >= s.start && start < s.end) ?? { start: 0, end: spanText.trimEnd().length };
}

/** Quantifiers whose removal only weakens a claim ("always returns" → "returns"); "never" or "first" would change it. */
const DROPPABLE_GROUPS = new Set(['always', 'all', 'only']);

/** text without the word at [start, end) and the space after it, capitalising a new first word. */
function dropWord(text: string, start: number, end: number): string {
  const rest = text.slice(end).replace(/^\s+/, '');
  return start === 0 ? capitalise(rest) : text.slice(0, start) + rest;
}

/** Where the span states the relation the verifier named: a weaker one, or the claim's own under a modal. */
function spanRelation(spanText: string, phrase: string): WeakRelation | undefined {
  const weak = findWeakRelations(spanText).find((r) => r.phrase === phrase);
  if (weak) return weak;
  for (const hit of findStrongPredicates(spanText)) {
    const hedge = modalBefore(spanText, hit.start);
    if (hedge?.modal === phrase) return { ...hit, phrase, start: hedge.start, surface: spanText.slice(hedge.start, hit.end), kind: 'verb' };
  }
  return undefined;
}

function overclaimCandidates(claim: Claim, verdict: Verdict, evidence: EvidenceSpan[]): Candidate[] {
  const claimSurface = verdict.flags.find((f) => f.startsWith('overclaim:'))?.slice('overclaim:'.length);
  const spanPhrase = verdict.flags.find((f) => f.startsWith('span_relation:'))?.slice('span_relation:'.length);
  if (!claimSurface) return [];
  const predicate = profileClaim(claim.text).predicates.find((p) => p.surface === claimSurface);
  if (!spanPhrase) {
    // the span states no relation of its own: the claim without its quantifier, or the span's own sentences
    const dropped: Candidate[] = predicate && DROPPABLE_GROUPS.has(predicate.group)
      ? [{ text: withFinalStop(dropWord(claim.text, predicate.start, predicate.end)), basis: `the claim without '${predicate.surface}', which no span states`, claimShaped: true }]
      : [];
    return [...dropped, ...evidence.flatMap((span) => splitSentences(span.text).map((s) => ({
      text: withFinalStop(span.text.slice(s.start, s.end)), basis: `the sentence at ${where(span)}`, claimShaped: false,
    })))];
  }
  if (!predicate) return [];
  const out: Candidate[] = [];
  for (const span of evidence) {
    const relation = spanRelation(span.text, spanPhrase);
    if (!relation) continue;
    const basis = `span relation '${relation.surface}' (${where(span)})`;
    const sentence = sentenceAround(span.text, relation.start);
    const prefix = claim.text.slice(0, predicate.start);
    const tail = span.text.slice(relation.start, sentence.end);
    const fits = isQuantifierGroup(predicate.group) ? relation.kind === 'quantifier' : relation.kind === 'verb';
    if (fits) {
      // the writer's subject, then the span's own predicate and object
      out.push({ text: withFinalStop(prefix ? prefix + tail : capitalise(tail)), basis, claimShaped: false });
      const swapped = relation.surface.toLowerCase();
      const text = claim.text.slice(0, predicate.start) + (predicate.start === 0 ? capitalise(swapped) : swapped) + claim.text.slice(predicate.end);
      out.push({ text: withFinalStop(text), basis, claimShaped: true });
    }
    out.push({ text: withFinalStop(span.text.slice(sentence.start, sentence.end)), basis: `the sentence at ${where(span)}`, claimShaped: false });
  }
  return out;
}

/** The claim cut back to its leading parts ("A and B and C" → "A and B", "A") when a later part is not carried. */
function conjunctCandidates(claim: Claim, verdict: Verdict): Candidate[] {
  if (!verdict.flags.includes('conjunct_unsupported')) return [];
  const ranges = conjunctRanges(claim.text);
  const out: Candidate[] = [];
  for (let keep = ranges.length - 1; keep >= 1; keep--) {
    const text = claim.text.slice(0, ranges[keep - 1]!.end).replace(/[\s,;]+$/, '');
    out.push({ text: withFinalStop(text), basis: 'the parts of the claim the evidence carries', claimShaped: true });
  }
  return out;
}

/** Put back the hedge the claim dropped, in the span's words: "is more accurate" → "is often more accurate". */
function hedgeCandidates(claim: Claim, verdict: Verdict, evidence: EvidenceSpan[]): Candidate[] {
  if (!verdict.flags.some((f) => f.startsWith('hedge_dropped:'))) return [];
  const claimTokens = tokenize(claim.text);
  const out: Candidate[] = [];
  for (const span of evidence) {
    const hedge = droppedHedge(claim.text, profilePassage(span.text), new Set(claimTokens.map((t) => t.stem)));
    const target = hedge && claimTokens.find((t) => t.kind === 'word' && t.stem === hedge.next.stem);
    if (!hedge || !target) continue;
    const modal = hedge.end === hedge.next.end; // "can complement" replaces the claim's verb form
    const text = modal
      ? claim.text.slice(0, target.start) + hedge.surface.toLowerCase() + claim.text.slice(target.end)
      : claim.text.slice(0, target.start) + hedge.surface.toLowerCase() + ' ' + claim.text.slice(target.start);
    out.push({ text: withFinalStop(text), basis: `the span's hedge '${hedge.surface}' (${where(span)})`, claimShaped: true });
  }
  return out;
}

function numberCandidates(claim: Claim, verdict: Verdict, evidence: EvidenceSpan[]): Candidate[] {
  const wrong = new Set(verdict.flags.filter((f) => f.startsWith('number_mismatch:')).map((f) => f.slice('number_mismatch:'.length)));
  if (wrong.size === 0) return [];
  const out: Candidate[] = [];
  const claimed = extractQuantities(claim.text);
  for (const span of evidence) {
    // the span's values not already matching another number of the claim ("from 3% to 4%" for "from 3% to 8%")
    const stated = extractQuantities(span.text).filter((s) => !claimed.some((c) => !wrong.has(c.raw) && sameQuantity(c, s)));
    let text = claim.text;
    const restored: string[] = [];
    // right to left so earlier offsets stay valid
    for (const q of claimed.filter((c) => wrong.has(c.raw)).reverse()) {
      const source = stated.find((s) => s.value !== q.value && s.kind === q.kind && (s.unit === q.unit || q.kind === 'year'));
      if (!source) continue;
      text = text.slice(0, q.start) + source.raw + text.slice(q.end);
      restored.push(source.raw);
    }
    if (restored.length > 0) out.push({ text, basis: `the source's number ${restored.reverse().join(', ')} (${where(span)})`, claimShaped: true });
  }
  return out;
}

/**
 * A rewrite of the claim that the evidence carries in full, or null. Built only from the claim's and
 * the spans' own words; verified against the same spans before it is returned.
 */
export function proposeRepair(claim: Claim, verdict: Verdict, evidence: EvidenceSpan[]): RepairProposal | null {
  if (evidence.length === 0) return null;
  if (verdict.label !== 'partially_supports' && verdict.label !== 'contradicts') return null;
  const candidates = [
    ...numberCandidates(claim, verdict, evidence), ...hedgeCandidates(claim, verdict, evidence), ...overclaimCandidates(claim, verdict, evidence),
    ...conjunctCandidates(claim, verdict),
  ];
  const seen = new Set<string>([claim.text.trim()]);
  for (const candidate of candidates) {
    if (seen.has(candidate.text)) continue;
    seen.add(candidate.text);
    const check = verifyClaim({
      claim: { ...claim, text: candidate.text, modality: claim.modality === 'synthesis' ? 'factual' : claim.modality },
      candidates: evidence,
      thresholds: DEFAULT_THRESHOLDS,
      scope: { exhausted: false, filesSearched: 1 },
    });
    // carried in full: every specific word and number in the span (strong), not merely most of them
    if (check.verdict.label === 'supports' && (check.verdict.quality === 'strong' || check.verdict.quality === 'verified')) {
      return { text: candidate.text, basis: candidate.basis, highRisk: claim.risk === 'high' || !candidate.claimShaped };
    }
  }
  return null;
}
