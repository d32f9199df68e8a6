// The attribution diff: what changed in each draft's evidence since the last recorded run — claims still
// anchored, evidence lost, spans moved or edited, claims edited, verdicts changed, synthesis claims with a
// stale part, repairs awaiting review. `worse` (evidence lost or a verdict got worse) is what CI fails on.
import { spanPlace } from '../pdf/pages';
import type { ResolvedConfig } from '../config/schema';
import {
  VERIFIER_VERSION, type Action, type ClaimResult, type DocumentResult, type Quality, type Range, type VerdictLabel,
} from '../model';
import { checkRecord, type AnchorResult, type AnchorStatus, type SourceReader } from './anchor';
import { toRelPath } from './lockfile';
import { QUALITY_RANK } from '../policy';
import { EvidenceHasher, redact, resolvePolicy } from './retention';
import type { EvidenceRecord, Lockfile, StoredSpan } from './schema';

export const DIFF_KINDS = [
  'evidence_lost', 'verdict_changed', 'span_changed', 'claim_changed', 'synthesis_stale', 'repair_awaiting_review',
  'verifier_changed', 'claim_added', 'claim_removed', 'anchored', 'unchanged',
] as const;
export type DiffKind = (typeof DIFF_KINDS)[number];

export interface DiffSpan {
  relPath: string;
  start: number;
  end: number;
  line: number;
  page?: number; // a PDF source: the 1-based page
  text?: string; // only where the retention policy allows keeping it
}

export interface DiffState {
  label: VerdictLabel;
  action: Action;
  quality: Quality;
  spans: DiffSpan[];
}

export interface DiffEntry {
  kind: DiffKind;
  document: string; // workspace-relative draft
  claimId: string;
  claimText: string | null; // from the current draft (never from a source)
  claimRange: Range | null; // in the current draft, for navigation; null when the claim is gone
  before: DiffState | null; // as recorded
  after: DiffState | null; // as verified now (null when the draft was not re-verified)
  anchors: Array<{ status: AnchorStatus; from: DiffSpan; to: DiffSpan | null; reason: string }>;
  direction: 'better' | 'worse' | 'same' | null; // verdict_changed / claim_changed
  detail: string;
}

export interface DocumentDiff {
  document: string;
  verified: boolean; // current results were given for this draft
  entries: DiffEntry[];
}

export interface AttributionDiff {
  schemaVersion: 1;
  verifierVersion: string;
  documents: DocumentDiff[];
  counts: Record<DiffKind, number>;
  worse: boolean;
}

export interface DiffOptions {
  config: Pick<ResolvedConfig, 'root' | 'retention'>;
  hasher: EvidenceHasher;
  /** Workspace-relative drafts to report; default: every recorded draft and every draft in `current`. */
  documents?: string[];
}

// Support first; every "not carried" label ranks the same (the action then orders them); contradiction last.
const LABEL_RANK: Record<VerdictLabel, number> = {
  supports: 4, partially_supports: 3, needs_multiple_spans: 2, too_vague: 1, abstain: 1, not_checked: 1,
  not_in_corpus: 1, out_of_scope: 1, does_not_support: 1, contradicts: 0,
};
const ACTION_RANK: Record<Action, number> = { accept: 5, pass: 5, review: 4, repair: 3, abstain: 2, refute: 1 };

/** better / worse / same, ordered by verdict label, then action, then quality. */
export function compareVerdicts(before: Omit<DiffState, 'spans'>, after: Omit<DiffState, 'spans'>): 'better' | 'worse' | 'same' {
  const d = LABEL_RANK[after.label] - LABEL_RANK[before.label]
    || ACTION_RANK[after.action] - ACTION_RANK[before.action]
    || QUALITY_RANK[after.quality] - QUALITY_RANK[before.quality];
  return d > 0 ? 'better' : d < 0 ? 'worse' : 'same';
}

export async function diffAttribution(
  lock: Lockfile,
  current: readonly DocumentResult[],
  reader: SourceReader,
  opts: DiffOptions,
): Promise<AttributionDiff> {
  const currentByKey = new Map(current.map((d) => [toRelPath(opts.config, d.documentPath), d]));
  const keys = opts.documents ?? [...new Set([...Object.keys(lock.documents), ...currentByKey.keys()])].sort();
  const documents: DocumentDiff[] = [];
  for (const key of keys) {
    const doc = currentByKey.get(key);
    const records = lock.documents[key] ?? [];
    const entries = doc
      ? await diffVerified(key, records, doc.results.filter((r) => r.claim.needsEvidence), reader, opts)
      : await diffUnverified(key, records, reader, opts);
    documents.push({ document: key, verified: doc !== undefined, entries });
  }
  const counts = Object.fromEntries(DIFF_KINDS.map((k) => [k, 0])) as Record<DiffKind, number>;
  for (const entry of documents.flatMap((d) => d.entries)) counts[entry.kind]++;
  const worse = documents.some((d) => d.entries.some((e) => e.kind === 'evidence_lost' || (e.kind === 'verdict_changed' && e.direction === 'worse')));
  return { schemaVersion: 1, verifierVersion: VERIFIER_VERSION, documents, counts, worse };
}

async function diffVerified(
  document: string,
  records: readonly EvidenceRecord[],
  results: readonly ClaimResult[],
  reader: SourceReader,
  opts: DiffOptions,
): Promise<DiffEntry[]> {
  const entries: DiffEntry[] = [];
  for (const step of align(records.map((r) => r.claimId), results.map((r) => r.claim.id))) {
    const record = step.old === null ? null : records[step.old]!;
    const result = step.new === null ? null : results[step.new]!;
    const base = {
      document,
      claimId: result?.claim.id ?? record!.claimId,
      claimText: result?.claim.text ?? null,
      claimRange: result?.claim.range ?? null,
      before: record ? recordedState(record) : null,
      after: result ? currentState(result, opts) : null,
      anchors: [],
      direction: null,
    };
    if (record && result && record.claimId === result.claim.id) {
      entries.push(...(await compareRecord(base, record, result, reader, opts)));
    } else if (record && result) {
      entries.push({ ...base, kind: 'claim_changed', direction: compareVerdicts(base.before!, base.after!), detail: `claim text changed; re-verified: ${result.verdict.label} (was ${record.verdict.label})` });
    } else if (result) {
      entries.push({ ...base, kind: 'claim_added', detail: `new claim: ${result.verdict.label}` });
    } else {
      entries.push({ ...base, kind: 'claim_removed', detail: `claim no longer in the draft (was ${record!.verdict.label})` });
    }
    if (result && awaitsReview(result.action, result.repair !== null, record)) {
      entries.push({ ...base, kind: 'repair_awaiting_review', detail: `repair ${result.repair!.verified ? 'verified' : 'not verified'}${result.repair!.highRisk ? ', high risk' : ''}: awaiting review` });
    }
  }
  return entries;
}

type EntryBase = Omit<DiffEntry, 'kind' | 'detail'>;

async function compareRecord(base: EntryBase, record: EvidenceRecord, result: ClaimResult, reader: SourceReader, opts: DiffOptions): Promise<DiffEntry[]> {
  const check = await checkRecord(record, reader, opts.hasher, result.claim.hash);
  const anchors = check.anchors.map(toDiffAnchor);
  const withAnchors = { ...base, anchors };
  const entries: DiffEntry[] = [];
  if (check.status === 'claim_changed') {
    entries.push({ ...withAnchors, kind: 'claim_changed', direction: compareVerdicts(base.before!, base.after!), detail: 'claim text changed (whitespace or punctuation); re-verified' });
  }
  const main = check.anchors.slice(0, record.evidence.length);
  const gone = main.filter((a) => a.status === 'lost' || a.status === 'candidate');
  const moved = main.filter((a) => a.status === 're_anchored' || a.status === 'renamed' || a.status === 'unverifiable');
  const direction = compareVerdicts(base.before!, base.after!);
  if (gone.length > 0) {
    const carriedElsewhere = direction !== 'worse' && result.evidence.length > 0;
    entries.push(carriedElsewhere
      ? { ...withAnchors, kind: 'span_changed', detail: `recorded span gone (${gone[0]!.reason}); the claim is now carried by ${diffSpanPlace(result.evidence[0]!)}` }
      : { ...withAnchors, kind: 'evidence_lost', detail: `${gone[0]!.span.relPath}: ${gone[0]!.reason}` });
  } else if (moved.length > 0) {
    entries.push({ ...withAnchors, kind: 'span_changed', detail: `${moved[0]!.span.relPath}: ${moved[0]!.reason}` });
  }
  const partStale = check.anchors.slice(record.evidence.length).find((a) => a.status !== 'anchored');
  if (record.synthesis && partStale) {
    entries.push({ ...withAnchors, kind: 'synthesis_stale', detail: `a part's evidence is ${partStale.status} (${partStale.span.relPath}: ${partStale.reason})` });
  }
  const verdictMoved = base.before!.label !== base.after!.label || base.before!.action !== base.after!.action || base.before!.quality !== base.after!.quality;
  if (verdictMoved) {
    entries.push({ ...withAnchors, kind: 'verdict_changed', direction, detail: `${base.before!.label}/${base.before!.action} → ${base.after!.label}/${base.after!.action} (${direction})` });
  }
  if (check.replayNeeded) {
    entries.push({ ...withAnchors, kind: 'verifier_changed', detail: `recorded by ${record.verifierVersion}, now ${VERIFIER_VERSION}` });
  }
  if (entries.length === 0 || entries.every((e) => e.kind === 'verifier_changed')) {
    entries.unshift({ ...withAnchors, kind: record.evidence.length > 0 ? 'anchored' : 'unchanged', detail: record.evidence.length > 0 ? 'evidence still anchored' : `still ${record.verdict.label}` });
  }
  return entries;
}

async function diffUnverified(document: string, records: readonly EvidenceRecord[], reader: SourceReader, opts: DiffOptions): Promise<DiffEntry[]> {
  const entries: DiffEntry[] = [];
  for (const record of records) {
    const check = await checkRecord(record, reader, opts.hasher);
    const base = {
      document, claimId: record.claimId, claimText: null, claimRange: null, before: recordedState(record), after: null,
      anchors: check.anchors.map(toDiffAnchor), direction: null,
    };
    const first = check.anchors.find((a) => a.status !== 'anchored');
    const kind: DiffKind = check.status === 'lost' || check.status === 'candidate' ? 'evidence_lost'
      : check.status === 'anchored' ? 'anchored'
      : check.status === 'no_evidence' ? 'unchanged'
      : 'span_changed';
    entries.push({ ...base, kind, detail: first ? `${first.span.relPath}: ${first.reason}` : kind === 'anchored' ? 'evidence still anchored (draft not re-verified)' : 'no evidence recorded' });
    if (check.replayNeeded) entries.push({ ...base, kind: 'verifier_changed', detail: `recorded by ${record.verifierVersion}, now ${VERIFIER_VERSION}` });
    if (awaitsReview(record.action, record.repairHistory.length > 0, record)) {
      entries.push({ ...base, kind: 'repair_awaiting_review', detail: 'recorded repair awaiting review' });
    }
  }
  return entries;
}

function awaitsReview(action: Action, hasRepair: boolean, record: EvidenceRecord | null): boolean {
  return action === 'repair' && hasRepair && (record === null || record.reviewStatus === 'raw');
}

function recordedState(r: EvidenceRecord): DiffState {
  return { label: r.verdict.label, action: r.action, quality: r.verdict.quality, spans: r.evidence.map(storedToDiff) };
}

function currentState(r: ClaimResult, opts: DiffOptions): DiffState {
  return {
    label: r.verdict.label, action: r.action, quality: r.verdict.quality,
    spans: r.evidence.map((s) => {
      const { retention } = resolvePolicy(opts.config, s.relPath);
      const span: DiffSpan = { relPath: s.relPath, start: s.start, end: s.end, line: s.line, ...(s.page !== undefined ? { page: s.page } : {}) };
      if (retention === 'store_span') span.text = s.text;
      if (retention === 'store_redacted_span') span.text = redact(s.text);
      return span;
    }),
  };
}

function storedToDiff(s: StoredSpan): DiffSpan {
  return { relPath: s.relPath, start: s.start, end: s.end, line: s.line, ...(s.page !== undefined ? { page: s.page } : {}), ...(s.text !== undefined ? { text: s.text } : {}) };
}

function toDiffAnchor(a: AnchorResult): DiffEntry['anchors'][number] {
  return { status: a.status, from: storedToDiff(a.span), to: a.relocated, reason: a.reason };
}

/** Where a span is, as the diff names it: "papers/x.pdf, p. 3" for a PDF page, "notes.md:12" for text. */
export function diffSpanPlace(s: { relPath: string; line: number; page?: number }): string {
  return spanPlace(s, s.relPath);
}

/**
 * Aligns recorded and current claim ids: the longest common subsequence pairs unchanged claims; inside each
 * gap, removed and added claims are paired in order (a claim whose text was edited gets a new id).
 */
function align(oldIds: readonly string[], newIds: readonly string[]): Array<{ old: number | null; new: number | null }> {
  const n = oldIds.length;
  const m = newIds.length;
  const lcs = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i]![j] = oldIds[i] === newIds[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const steps: Array<{ old: number | null; new: number | null }> = [];
  let gapOld: number[] = [];
  let gapNew: number[] = [];
  const flush = (): void => {
    const k = Math.max(gapOld.length, gapNew.length);
    for (let x = 0; x < k; x++) steps.push({ old: gapOld[x] ?? null, new: gapNew[x] ?? null });
    gapOld = [];
    gapNew = [];
  };
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && oldIds[i] === newIds[j]) {
      flush();
      steps.push({ old: i++, new: j++ });
    } else if (j >= m || (i < n && lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) gapOld.push(i++);
    else gapNew.push(j++);
  }
  flush();
  return steps;
}

// ---------- renderers ----------

const TITLES: Record<DiffKind, string> = {
  evidence_lost: 'lost evidence', verdict_changed: 'verdict changed', span_changed: 'span changed',
  claim_changed: 'claim changed, re-verified', synthesis_stale: 'synthesis with a stale part',
  repair_awaiting_review: 'repair awaiting review', verifier_changed: 'verifier changed (replay)',
  claim_added: 'new claim', claim_removed: 'claim removed', anchored: 'still anchored', unchanged: 'unchanged',
};
const MARKS: Record<DiffKind, string> = {
  evidence_lost: '✗', verdict_changed: '±', span_changed: '~', claim_changed: '~', synthesis_stale: '!',
  repair_awaiting_review: '?', verifier_changed: '↻', claim_added: '+', claim_removed: '-', anchored: '✓', unchanged: '=',
};

export function renderDiffText(diff: AttributionDiff): string {
  const out: string[] = [];
  for (const doc of diff.documents) {
    out.push(`${doc.document}${doc.verified ? '' : ' (not re-verified)'}`);
    const interesting = doc.entries.filter((e) => e.kind !== 'anchored' && e.kind !== 'unchanged');
    const quiet = doc.entries.length - interesting.length;
    for (const e of interesting) {
      const mark = e.kind === 'verdict_changed' ? (e.direction === 'worse' ? '▼' : e.direction === 'better' ? '▲' : '±') : MARKS[e.kind];
      const where = e.claimRange ? `line ${e.claimRange.start.line + 1}` : e.claimId;
      const claim = e.claimText ? ` "${truncate(e.claimText, 70)}"` : '';
      out.push(`  ${mark} ${TITLES[e.kind]} · ${where}${claim}`);
      out.push(`      ${e.detail}`);
    }
    if (quiet > 0) out.push(`  ✓ ${quiet} claim${quiet === 1 ? '' : 's'} unchanged and anchored`);
    if (doc.entries.length === 0) out.push('  (nothing recorded)');
  }
  const summary = DIFF_KINDS.filter((k) => diff.counts[k] > 0).map((k) => `${diff.counts[k]} ${TITLES[k]}`);
  out.push('', `Since the last recorded run: ${summary.length > 0 ? summary.join(', ') : 'nothing recorded'}.`);
  if (diff.worse) out.push('Evidence was lost or a verdict got worse.');
  return out.join('\n') + '\n';
}

export function renderDiffJson(diff: AttributionDiff): string {
  return JSON.stringify(diff, null, 2) + '\n';
}

function truncate(s: string, max: number): string {
  return s.length <= max ? s : s.slice(0, max - 1) + '…';
}
