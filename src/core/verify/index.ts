// The attribution verifier: deterministic, explainable rules deciding whether verbatim spans carry a claim.
// Every rule leaves a machine flag and a sentence a writer can act on.
import type { Claim, EvidenceSpan, Quality, Verdict, VerdictLabel } from '../model';
import { sameQuantity, type Quantity } from '../text/index';
import { SYNTHESIS_JOINS } from '../text/lexicon';
import {
  WEIGHT, antonymConflict, carriesTerm, findPhrases, findWeakRelations, findStrongPredicates, negationTargets, passageNegates,
  profileClaim, profilePassage, type ClaimProfile, type StrongPredicate, type Term, type WeakRelation,
} from './analysis';

export interface VerifyInput {
  claim: Claim;
  candidates: EvidenceSpan[]; // ranked spans from one or several sources (may be empty)
  acronyms?: Map<string, string>; // merged acronym definitions of the sources involved
  thresholds: { acceptScore: number; partialScore: number }; // defaults 0.75 / 0.4
  scope: { exhausted: boolean; filesSearched: number; outOfScopeOnly?: boolean };
}

export interface VerifyPart {
  text: string;
  evidence: EvidenceSpan | null;
  label: VerdictLabel;
}

export interface VerifyOutput {
  verdict: Verdict;
  evidence: EvidenceSpan[]; // the span(s) the verdict rests on
  parts?: VerifyPart[];
}

export const DEFAULT_THRESHOLDS = { acceptScore: 0.75, partialScore: 0.4 } as const;

/** Weighted term coverage a span needs to carry a claim, and at most this much weight may be missing. */
const CARRY_COVERAGE = 0.8;
const MAX_MISSING_WEIGHT = WEIGHT.term;
/** A span this close to the claim is about the same thing: a different number or polarity there is a contradiction. */
const TOPICAL_COVERAGE = 0.6;

/** A claim, or one conjunct of it, to be matched against a span. */
interface Unit {
  text: string;
  terms: Term[];
  quantities: Quantity[];
  predicates: StrongPredicate[];
  negated: boolean;
}

type SpanLabel = 'supports' | 'partially_supports' | 'does_not_support' | 'contradicts';

interface Judgement {
  span: EvidenceSpan;
  label: SpanLabel;
  score: number; // raw support score before label clipping
  coverage: number;
  drift: number;
  carried: Term[];
  missing: Term[];
  missingNumbers: Quantity[];
  mismatches: Array<{ claim: Quantity; span: Quantity }>;
  predicate: { status: 'none' | 'carried' | 'weak' | 'absent'; claim?: StrongPredicate; spanRelation?: WeakRelation };
  flags: string[];
  reasons: string[];
}

const LABEL_RANK: Record<SpanLabel, number> = { supports: 3, partially_supports: 2, does_not_support: 1, contradicts: 0 };

const quote = (s: string) => `'${s}'`;
const where = (span: EvidenceSpan) => `${span.relPath} line ${span.line + 1}`;
const round = (x: number) => Math.round(Math.min(1, Math.max(0, x)) * 1000) / 1000;

function judge(unit: Unit, span: EvidenceSpan, acronyms: Map<string, string> | undefined, thresholds: VerifyInput['thresholds']): Judgement {
  const passage = profilePassage(span.text, acronyms);
  const flags: string[] = [];
  const reasons: string[] = [];

  const carried: Term[] = [];
  const missing: Term[] = [];
  for (const term of unit.terms) (carriesTerm(passage, term, acronyms) ? carried : missing).push(term);
  const totalWeight = unit.terms.reduce((s, t) => s + t.weight, 0);
  const missingWeight = missing.reduce((s, t) => s + t.weight, 0);
  const coverage = totalWeight === 0 ? 1 : 1 - missingWeight / totalWeight;
  const entities = unit.terms.filter((t) => t.entity);
  const missingEntities = missing.filter((t) => t.entity);

  const missingNumbers: Quantity[] = [];
  const mismatches: Array<{ claim: Quantity; span: Quantity }> = [];
  for (const q of unit.quantities) {
    if (passage.quantities.some((p) => sameQuantity(q, p) || sameValueNounNearby(q, p, passage.keys))) continue;
    const conflicting = passage.quantities.find((p) => q.value !== p.value && sameUnit(q, p));
    if (conflicting) mismatches.push({ claim: q, span: conflicting });
    else missingNumbers.push(q);
  }

  const predicate = predicateGate(unit.predicates, span.text);
  const targets = negationTargets(unit.terms, unit.predicates);
  const negationConflict = unit.negated !== passageNegates(passage, targets);
  const antonym = antonymConflict(unit.text, passage);
  const topical = coverage >= TOPICAL_COVERAGE && missingEntities.length === 0;

  const entityRatio = entities.length === 0 ? 1 : 1 - missingEntities.length / entities.length;
  const numberRatio = unit.quantities.length === 0 ? 1 : 1 - (missingNumbers.length + mismatches.length) / unit.quantities.length;
  const predicateFactor = predicate.status === 'absent' ? 0 : predicate.status === 'weak' ? 0.5 : 1;
  const score = 0.5 * coverage + 0.2 * entityRatio + 0.15 * numberRatio + 0.15 * predicateFactor;

  const driftTotal = totalWeight + WEIGHT.number * unit.quantities.length + WEIGHT.predicate * unit.predicates.length;
  const driftMissing = missingWeight + WEIGHT.number * (missingNumbers.length + mismatches.length) +
    WEIGHT.predicate * unit.predicates.length * (1 - predicateFactor);
  const drift = driftTotal === 0 ? 0 : driftMissing / driftTotal;

  for (const t of missingEntities) flags.push(`entity_missing:${t.surface}`);
  for (const t of missing.filter((m) => !m.entity)) flags.push(`term_missing:${t.surface}`);
  for (const q of missingNumbers) flags.push(`number_missing:${q.raw}`);
  for (const m of mismatches) flags.push(`number_mismatch:${m.claim.raw}`);

  const base = { span, score, coverage, drift, carried, missing, missingNumbers, mismatches, predicate, flags, reasons };
  const finish = (label: SpanLabel): Judgement => {
    const clipped =
      label === 'supports' ? score
        : label === 'partially_supports' ? Math.min(score, thresholds.acceptScore - 0.01)
          : label === 'does_not_support' ? Math.min(score, thresholds.partialScore - 0.01)
            : Math.min(0.1, score / 10);
    return { ...base, label, score: round(clipped) };
  };

  // contradictions: only on a span about the same thing
  if (topical && mismatches.length > 0) {
    reasons.push(...mismatches.map((m) => `The source gives ${quote(m.span.raw)}, not ${quote(m.claim.raw)}.`));
    return finish('contradicts');
  }
  if (topical && negationConflict !== (antonym !== null)) {
    if (negationConflict) {
      flags.push('negation_conflict');
      reasons.push(unit.negated ? 'The claim denies what the span asserts.' : 'The span denies what the claim asserts.');
    } else {
      flags.push(`antonym:${antonym![0]}/${antonym![1]}`);
      reasons.push(`The span says ${quote(antonym![1])} where the claim says ${quote(antonym![0])}.`);
    }
    return finish('contradicts');
  }
  const polarityUnclear = topical && negationConflict && antonym !== null;
  if (polarityUnclear) {
    flags.push('polarity_uncertain');
    reasons.push('The span words the relation the opposite way with a negation; check the direction.');
  }

  if (predicate.status === 'weak') {
    flags.push(`overclaim:${predicate.claim!.surface}`, `span_relation:${predicate.spanRelation!.phrase}`);
    reasons.push(`The span says ${quote(predicate.spanRelation!.surface)}, not ${quote(predicate.claim!.surface)}.`);
  } else if (predicate.status === 'absent') {
    flags.push(`predicate_unsupported:${predicate.claim!.surface}`);
    reasons.push(`No span states ${quote(predicate.claim!.surface)}; sharing the words is not support.`);
  }
  if (missingEntities.length > 0) reasons.push(`The span does not name ${missingEntities.map((t) => t.surface).join(', ')}.`);
  if (missingNumbers.length > 0) reasons.push(`The span does not state ${missingNumbers.map((q) => q.raw).join(', ')}.`);
  const missingWords = missing.filter((t) => !t.entity);
  if (missingWords.length > 0) reasons.push(`The span does not carry ${missingWords.map((t) => quote(t.surface)).join(', ')}.`);

  const carries = coverage >= CARRY_COVERAGE && missingWeight <= MAX_MISSING_WEIGHT && missingEntities.length === 0 &&
    missingNumbers.length === 0 && (predicate.status === 'none' || predicate.status === 'carried') && !polarityUnclear;
  if (carries && score >= thresholds.acceptScore) return finish('supports');
  if (predicate.status !== 'absent' && coverage >= 0.5 && score >= thresholds.partialScore) return finish('partially_supports');
  return finish('does_not_support');
}

/** The same count where the span's unit guess differs ("1897 index-based queries") but the claim's noun is in the span. */
function sameValueNounNearby(claim: Quantity, span: Quantity, spanKeys: Set<string>): boolean {
  return claim.kind === 'count' && span.kind === 'count' && claim.value === span.value && claim.unit !== null && spanKeys.has(claim.unit);
}

function sameUnit(a: Quantity, b: Quantity): boolean {
  if (a.kind === 'year' && b.kind === 'year') return true;
  return a.unit !== null && a.unit === b.unit && a.kind === b.kind;
}

function predicateGate(predicates: StrongPredicate[], spanText: string): Judgement['predicate'] {
  if (predicates.length === 0) return { status: 'none' };
  const spanGroups = new Set(findStrongPredicates(spanText).map((p) => p.group));
  const unsupported = predicates.find((p) => !spanGroups.has(p.group));
  if (!unsupported) return { status: 'carried' };
  const weak = findWeakRelations(spanText)[0];
  return weak ? { status: 'weak', claim: unsupported, spanRelation: weak } : { status: 'absent', claim: unsupported };
}

function bestOf(judgements: Judgement[]): Judgement | undefined {
  return [...judgements].sort((a, b) => LABEL_RANK[b.label] - LABEL_RANK[a.label] || b.score - a.score)[0];
}

function overlaps(a: EvidenceSpan, b: EvidenceSpan): boolean {
  return a.sourcePath === b.sourcePath && a.start < b.end && b.start < a.end;
}

// ---------- claim-level structure ----------

/** Named things (not plural acronyms such as "PDFs") listed before an authorial join ("form a", "together"). */
function synthesisEntities(profile: ClaimProfile): Term[] | null {
  const join = findPhrases(profile.text, SYNTHESIS_JOINS)[0];
  if (!join) return null;
  const named = profile.terms.filter((t) => t.entity && t.start < join.start && !/\p{Lu}s$/u.test(t.surface));
  return named.length >= 2 ? named : null;
}

const CONJUNCTIONS = ['and', 'as well as', 'while', 'whereas', 'but', ';'];

/** Conjuncts of "X does A and B": each with at least two units of content; later ones inherit the subject. */
function conjuncts(profile: ClaimProfile): Unit[] {
  const cuts = findPhrases(profile.text, CONJUNCTIONS).map((h) => ({ start: h.start, end: h.end }));
  if (cuts.length === 0) return [];
  const ranges: Array<{ start: number; end: number }> = [];
  let from = 0;
  for (const c of cuts) {
    ranges.push({ start: from, end: c.start });
    from = c.end;
  }
  ranges.push({ start: from, end: profile.text.length });
  const inside = <T extends { start: number }>(xs: T[], r: { start: number; end: number }) => xs.filter((x) => x.start >= r.start && x.start < r.end);
  const size = (r: { start: number; end: number }) =>
    inside(profile.terms.filter((t) => !t.generic), r).length + inside(profile.quantities, r).length + inside(profile.predicates, r).length;
  const merged: Array<{ start: number; end: number }> = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && (size(r) < 2 || size(last) < 2)) last.end = r.end;
    else merged.push({ ...r });
  }
  if (merged.length < 2) return [];
  const first = merged[0]!;
  const firstPlain = profile.terms.find((t) => t.start >= first.start && !t.entity);
  const subject = inside(profile.terms, first).filter((t) => t.entity && (!firstPlain || t.start < firstPlain.start));
  return merged.map((r, i) => {
    const terms = inside(profile.terms, r);
    const withSubject = i > 0 && !terms.some((t) => t.entity) ? [...subject, ...terms] : terms;
    return {
      text: profile.text.slice(r.start, r.end).trim().replace(/^[,;]\s*/, '').replace(/[,;.]\s*$/, ''),
      terms: withSubject,
      quantities: inside(profile.quantities, r),
      predicates: inside(profile.predicates, r),
      negated: profile.negated,
    };
  });
}

function isTooVague(profile: ClaimProfile): boolean {
  const specific = profile.terms.filter((t) => !t.generic);
  return specific.every((t) => !t.entity) && profile.quantities.length === 0 && specific.length <= 1;
}

// ---------- verdict assembly ----------

function verdict(label: VerdictLabel, supportScore: number, driftScore: number, quality: Quality, reason: string, flags: string[]): Verdict {
  return { label, supportScore: round(supportScore), driftScore: round(driftScore), quality, reason, flags: [...new Set(flags)] };
}

function noEvidence(input: VerifyInput): VerifyOutput {
  const { scope } = input;
  if (scope.outOfScopeOnly) {
    return { verdict: verdict('out_of_scope', 0, 1, 'none', 'Evidence for this claim exists only outside the allowed sources; widen the warrant to use it.', ['out_of_scope']), evidence: [] };
  }
  if (scope.exhausted) {
    return { verdict: verdict('abstain', 0, 1, 'none', 'The search budget ran out before any evidence was found; nothing is concluded.', ['budget_exhausted']), evidence: [] };
  }
  const files = `${scope.filesSearched} searched file${scope.filesSearched === 1 ? '' : 's'}`;
  return { verdict: verdict('not_in_corpus', 0, 1, 'none', `No passage in the ${files} carries this claim.`, ['no_candidates']), evidence: [] };
}

function synthesisVerdict(entities: Term[], input: VerifyInput): VerifyOutput {
  const parts: VerifyPart[] = entities.map((entity) => {
    // prefer a full sentence over a heading that merely names the entity
    const holders = input.candidates
      .filter((c) => carriesTerm(profilePassage(c.text, input.acronyms), entity, input.acronyms))
      .sort((a, b) => Number(/[.!?]\s*$/.test(b.text)) - Number(/[.!?]\s*$/.test(a.text)));
    return { text: entity.surface, evidence: holders[0] ?? null, label: holders[0] ? 'partially_supports' : 'not_in_corpus' };
  });
  const found = parts.filter((p) => p.evidence !== null);
  const evidence = found.map((p) => p.evidence!).filter((s, i, all) => all.findIndex((o) => o.spanHash === s.spanHash && o.sourcePath === s.sourcePath) === i);
  const share = found.length / parts.length;
  const missing = parts.filter((p) => p.evidence === null).map((p) => p.text);
  const reason = `This joins ${entities.map((e) => e.surface).join(', ')} in the author's own relation; no single passage can carry it. ` +
    (missing.length > 0 ? `No span was found for ${missing.join(', ')}. ` : 'Each part needs its own span; the join is yours. ');
  return {
    verdict: verdict('needs_multiple_spans', 0.3 * share, 1 - 0.5 * share, found.length === 0 ? 'none' : share === 1 ? 'moderate' : 'weak', reason.trim(), ['synthesis']),
    evidence,
    parts,
  };
}

/** Decide whether the candidate spans carry the claim. Deterministic; every outcome explains itself. */
export function verifyClaim(input: VerifyInput): VerifyOutput {
  const { claim, candidates, acronyms, thresholds } = input;
  const profile = profileClaim(claim.text);

  if (isTooVague(profile)) {
    return {
      verdict: verdict('too_vague', 0, 1, candidates.length > 0 ? 'weak' : 'none', 'Too general to check: name who or what, and what exactly they found.', ['too_vague']),
      evidence: [],
    };
  }
  if (candidates.length === 0) return noEvidence(input);

  const named = synthesisEntities(profile) ?? (claim.modality === 'synthesis' ? profile.terms.filter((t) => t.entity) : null);
  if (named) return synthesisVerdict(named.length > 0 ? named : profile.terms.filter((t) => !t.generic).slice(0, 3), input);

  const whole: Unit = { text: claim.text, terms: profile.terms, quantities: profile.quantities, predicates: profile.predicates, negated: profile.negated };
  const judgements = candidates.map((span) => judge(whole, span, acronyms, thresholds));
  const best = bestOf(judgements)!;
  const units = conjuncts(profile);

  if (best.label === 'supports') {
    const contradicting = judgements.find((j) => j.label === 'contradicts');
    if (contradicting) {
      return {
        verdict: verdict('abstain', Math.min(best.score, thresholds.partialScore - 0.01), best.drift, 'weak',
          `The sources disagree: ${where(best.span)} carries this claim, but ${where(contradicting.span)} says otherwise (${contradicting.reasons.join(' ')}).`,
          ['conflicting_evidence', ...contradicting.flags]),
        evidence: [best.span, contradicting.span],
      };
    }
    const corroborating = judgements.find((j) => j !== best && j.label === 'supports' && !overlaps(j.span, best.span) &&
      (j.span.sourcePath !== best.span.sourcePath || j.span.spanHash !== best.span.spanHash));
    const exact = best.missing.length === 0;
    const quality: Quality = corroborating && exact ? 'verified' : exact ? 'strong' : 'moderate';
    const flags = [...best.flags, ...(corroborating ? ['corroborated'] : [])];
    const numbers = profile.quantities.length > 0 ? `, with the same numbers (${profile.quantities.map((q) => q.raw).join(', ')})` : '';
    const reason = `${where(best.span)} states this${numbers}.` +
      (corroborating ? ` ${where(corroborating.span)} agrees.` : '') + (best.reasons.length > 0 ? ` ${best.reasons.join(' ')}` : '');
    return {
      verdict: verdict('supports', best.score, best.drift, quality, reason, flags),
      evidence: corroborating ? [best.span, corroborating.span] : [best.span],
      ...(units.length > 0 ? { parts: units.map((u) => ({ text: u.text, evidence: best.span, label: 'supports' as const })) } : {}),
    };
  }

  if (units.length > 0) {
    const partJudgements = units.map((u) => bestOf(candidates.map((span) => judge(u, span, acronyms, thresholds)))!);
    const parts: VerifyPart[] = units.map((u, i) => {
      const j = partJudgements[i]!;
      return { text: u.text, evidence: j.label === 'does_not_support' ? null : j.span, label: j.label };
    });
    const contradicted = partJudgements.find((j) => j.label === 'contradicts');
    if (contradicted) {
      return {
        verdict: verdict('contradicts', contradicted.score, 1, 'moderate', contradicted.reasons.join(' '), contradicted.flags),
        evidence: [contradicted.span],
        parts,
      };
    }
    const carried = partJudgements.filter((j) => j.label === 'supports');
    const spans = carried.map((j) => j.span).filter((s, i, all) => all.findIndex((o) => o.spanHash === s.spanHash && o.sourcePath === s.sourcePath) === i);
    if (carried.length === units.length) {
      const score = Math.min(...carried.map((j) => j.score));
      return {
        verdict: verdict('supports', score, Math.max(...carried.map((j) => j.drift)), 'moderate',
          `Each part is stated by its own span (${spans.map(where).join('; ')}); no single passage states all of it.`, ['multi_span']),
        evidence: spans,
        parts,
      };
    }
    if (carried.length > 0) {
      const unsupported = units.filter((_, i) => partJudgements[i]!.label !== 'supports').map((u) => quote(u.text));
      return {
        verdict: verdict('partially_supports', Math.min(best.score, thresholds.acceptScore - 0.01, Math.max(thresholds.partialScore, carried.length / units.length * thresholds.acceptScore)),
          1 - carried.length / units.length, 'weak',
          `Only part of this claim is carried: no span states ${unsupported.join(', ')}.`, ['conjunct_unsupported', ...best.flags]),
        evidence: spans,
        parts,
      };
    }
  }

  const contradicting = judgements
    .filter((j) => j.label === 'contradicts')
    .sort((a, b) => b.coverage - a.coverage || a.span.text.length - b.span.text.length)[0];
  if (contradicting) {
    return {
      verdict: verdict('contradicts', contradicting.score, Math.max(contradicting.drift, 0.5), contradicting.mismatches.length > 0 ? 'moderate' : 'weak',
        `${where(contradicting.span)}: ${contradicting.reasons.join(' ')}`, contradicting.flags),
      evidence: [contradicting.span],
    };
  }

  const spread = termsSpread(profile, judgements, best);
  if (spread) {
    return {
      verdict: verdict('does_not_support', Math.min(best.score, thresholds.partialScore - 0.01), best.drift, 'weak',
        `The words of this claim occur in different passages (${spread.map(where).join('; ')}), but no single passage says it.`,
        ['terms_spread', ...best.flags]),
      evidence: [best.span],
    };
  }

  const quality: Quality = best.label === 'partially_supports' && best.coverage >= CARRY_COVERAGE ? 'moderate' : 'weak';
  const reason = best.reasons.length > 0 ? `${where(best.span)}: ${best.reasons.join(' ')}` : `${where(best.span)} is related but does not carry this claim.`;
  return { verdict: verdict(best.label, best.score, best.drift, quality, reason, best.flags), evidence: [best.span] };
}

/** The spans that together hold the claim's words when no single one does, or null. */
function termsSpread(profile: ClaimProfile, judgements: Judgement[], best: Judgement): EvidenceSpan[] | null {
  if (best.coverage >= CARRY_COVERAGE) return null;
  const total = profile.terms.reduce((s, t) => s + t.weight, 0);
  if (total === 0) return null;
  const holders: EvidenceSpan[] = [best.span];
  const covered = new Set(best.carried.map((t) => t.key));
  for (const j of judgements) {
    const adds = j.carried.filter((t) => !covered.has(t.key));
    if (adds.length === 0) continue;
    for (const t of adds) covered.add(t.key);
    holders.push(j.span);
  }
  const unionCoverage = profile.terms.filter((t) => covered.has(t.key)).reduce((s, t) => s + t.weight, 0) / total;
  return holders.length >= 2 && unionCoverage >= CARRY_COVERAGE && unionCoverage - best.coverage >= 0.2 ? holders : null;
}
