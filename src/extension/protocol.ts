// The typed message protocol between the extension and the evidence webview (media/panel.js).
// Everything is plain data; the webview renders it with textContent only.
import * as path from 'node:path';
import type { ClaimResult, EvidenceSpan } from '../core/model';
import { canFixCitation } from './text-edits';
import { spanPlace } from '../core/pdf/pages';
import { compositionWords, describeProblem, labelWords, outcomeWords } from './wording';

export interface PanelSpan {
  relPath: string;
  line: number; // 1-based
  /** A PDF source: the page, and how the panel names the place ("papers/a.pdf, p. 3"). */
  page?: number;
  place: string;
  start: number;
  end: number;
  text: string;
  spanHash: string;
  sourceHash: string;
}

export interface PanelClaim {
  documentName: string;
  claimId: string;
  text: string;
  modality: string;
  risk: string;
  action: string;
  headline: string;
  verdict: { label: string; words: string; supportScore: number; driftScore: number; quality: string; reason: string; flags: string[] };
  warrant: {
    id: string;
    kind: string;
    purpose: string;
    scope: string[];
    files: string[] | null;
    operations: string[];
    budgets: { maxFilesTouched: number; maxSearchOps: number; maxCharsRead: number; maxCharsReturned: number };
    retention: string;
  } | null;
  usage: { opsUsed: number; filesTouched: number; charsRead: number; charsReturned: number; exhausted: boolean; refusals: number } | null;
  trace: Array<{ seq: number; op: string; status: string; result: string; files: string[]; reason: string | null }>;
  evidence: PanelSpan[];
  repair: { text: string; verified: boolean; basis: string; highRisk: boolean } | null;
  evidenceSet: {
    compositionVerdict: string;
    compositionWords: string;
    note: string;
    subclaims: Array<{ text: string; label: string; words: string; supportScore: number; evidence: PanelSpan[] }>;
    joins: string[];
  } | null;
  refutation: { outcome: string; words: string; evidence: PanelSpan[] } | null;
  suggestedCitation: { relPath: string; line: number; reason: string; key?: string } | null;
  /** The claim has a citation that "Fix citation" can point at the suggested source. */
  canFixCitation: boolean;
}

export type ToWebview = { type: 'claim'; claim: PanelClaim } | { type: 'empty'; message: string };

export type FromWebview =
  | { type: 'ready' }
  | { type: 'rendered'; claimId: string | null }
  | { type: 'openSpan'; list: 'evidence' | 'refutation'; index: number }
  | { type: 'openSpan'; list: 'subclaim'; part: number; index: number }
  | { type: 'applyRepair'; claimId: string }
  | { type: 'fixCitation'; claimId: string };

/** Accepts only well-formed messages from the webview (it is a separate, less trusted context). */
export function parseFromWebview(m: unknown): FromWebview | undefined {
  if (typeof m !== 'object' || m === null) return undefined;
  const o = m as Record<string, unknown>;
  switch (o.type) {
    case 'ready':
      return { type: 'ready' };
    case 'rendered':
      return typeof o.claimId === 'string' || o.claimId === null ? { type: 'rendered', claimId: o.claimId } : undefined;
    case 'openSpan': {
      if (!isIndex(o.index)) return undefined;
      if (o.list === 'evidence' || o.list === 'refutation') return { type: 'openSpan', list: o.list, index: o.index };
      return o.list === 'subclaim' && isIndex(o.part) ? { type: 'openSpan', list: 'subclaim', part: o.part, index: o.index } : undefined;
    }
    case 'applyRepair':
    case 'fixCitation':
      return typeof o.claimId === 'string' ? { type: o.type, claimId: o.claimId } : undefined;
    default:
      return undefined;
  }
}

function isIndex(n: unknown): n is number {
  return Number.isInteger(n) && (n as number) >= 0;
}

/** The span a webview "openSpan" message names, if the claim has it. */
export function spanOf(r: ClaimResult, m: Extract<FromWebview, { type: 'openSpan' }>): EvidenceSpan | undefined {
  switch (m.list) {
    case 'evidence':
      return r.evidence[m.index];
    case 'refutation':
      return r.refutation?.evidence[m.index];
    case 'subclaim':
      return r.evidenceSet?.subclaims[m.part]?.evidence[m.index];
  }
}

function panelSpan(s: EvidenceSpan): PanelSpan {
  return { relPath: s.relPath, line: s.line + 1, ...(s.page !== undefined ? { page: s.page } : {}), place: spanPlace(s, s.relPath), start: s.start, end: s.end, text: s.text, spanHash: s.spanHash, sourceHash: s.sourceHash };
}

export function toPanelClaim(documentPath: string, r: ClaimResult): PanelClaim {
  const w = r.warrant;
  const rel = (p: string) => (w ? path.relative(w.workspaceRoot, p).split(path.sep).join('/') || '.' : p);
  return {
    documentName: path.basename(documentPath),
    claimId: r.claim.id,
    text: r.claim.text,
    modality: r.claim.modality,
    risk: r.claim.risk,
    action: r.action,
    headline: describeProblem(r),
    verdict: { ...r.verdict, words: labelWords(r.verdict.label), flags: [...r.verdict.flags] },
    warrant: w && {
      id: w.id,
      kind: w.kind,
      purpose: w.purpose,
      scope: w.allowedRoots.map(rel),
      files: w.allowedFiles?.map(rel) ?? null,
      operations: [...w.allowedOperations],
      budgets: { ...w.budgets },
      retention: w.retention,
    },
    usage: r.usage && { ...r.usage },
    trace: r.trace.map((t) => ({ seq: t.seq, op: t.op, status: t.status, result: t.result, files: [...t.files], reason: t.reason })),
    evidence: r.evidence.map(panelSpan),
    repair: r.repair && { ...r.repair },
    evidenceSet: r.evidenceSet && {
      compositionVerdict: r.evidenceSet.compositionVerdict,
      compositionWords: compositionWords(r.evidenceSet.compositionVerdict),
      note: r.evidenceSet.note,
      subclaims: r.evidenceSet.subclaims.map((s) => ({
        text: s.text, label: s.verdict.label, words: labelWords(s.verdict.label), supportScore: s.verdict.supportScore, evidence: s.evidence.map(panelSpan),
      })),
      joins: r.evidenceSet.joins.map((j) => j.text),
    },
    refutation: r.refutation && { outcome: r.refutation.outcome, words: outcomeWords(r.refutation.outcome), evidence: r.refutation.evidence.map(panelSpan) },
    suggestedCitation: r.suggestedCitation && { ...r.suggestedCitation, line: r.suggestedCitation.line + 1 },
    canFixCitation: canFixCitation(r),
  };
}
