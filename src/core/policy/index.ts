// The policy router: verdict + risk + modality + warrant state → what happens to the claim.
import type { ResolvedConfig } from '../config/schema';
import type { Action, Claim, Quality, Repair, Verdict } from '../model';

export interface RouteInput {
  claim: Pick<Claim, 'needsEvidence' | 'risk' | 'modality'>;
  verdict: Verdict;
  repair: Repair | null; // only a verified repair changes the route to `repair`
  review: ResolvedConfig['review'];
}

export interface Route {
  action: Action;
  why: string;
}

export const QUALITY_RANK: Record<Quality, number> = { none: 0, weak: 1, moderate: 2, strong: 3, verified: 4 };

export function qualityAtLeast(q: Quality, min: Quality): boolean {
  return QUALITY_RANK[q] >= QUALITY_RANK[min];
}

export function route({ claim, verdict, repair, review }: RouteInput): Route {
  if (!claim.needsEvidence || verdict.label === 'not_checked') return { action: 'pass', why: 'needs no evidence' };
  switch (verdict.label) {
    case 'supports': {
      if (!qualityAtLeast(verdict.quality, 'strong')) return { action: 'review', why: `supported, but evidence quality is only ${verdict.quality}` };
      if (review.modalities.includes(claim.modality)) return { action: 'review', why: `${claim.modality} claims always go to review (config)` };
      if (review.risks.includes(claim.risk)) return { action: 'review', why: `${claim.risk}-risk claims always go to review (config)` };
      return { action: 'accept', why: 'a verbatim span carries the claim' };
    }
    case 'partially_supports':
      return repair?.verified
        ? { action: 'repair', why: 'the evidence carries a narrower claim; a verified rewrite exists' }
        : { action: 'review', why: 'the evidence carries only part of the claim and no verified rewrite exists' };
    case 'contradicts':
      return { action: 'refute', why: 'the source says otherwise' };
    case 'does_not_support':
    case 'too_vague':
    case 'needs_multiple_spans':
      return { action: 'review', why: verdict.label === 'needs_multiple_spans' ? 'a synthesis is never certified by one span' : 'no span carries the claim' };
    case 'not_in_corpus':
    case 'out_of_scope':
    case 'abstain':
      return { action: 'abstain', why: 'not verified inside this scope' };
  }
}
