// Replay: the regression check for verifier changes. A stored record is replayable when its claim text and
// every source it drew on are exactly as recorded; re-verifying it must then give the same verdict.
import type { ResolvedConfig } from '../config/schema';
import { VERIFIER_VERSION, type DocumentResult } from '../model';
import { checkRecord, type SourceReader } from './anchor';
import { compareVerdicts, type DiffState } from './diff';
import { toRelPath } from './lockfile';
import type { EvidenceHasher } from './retention';
import type { Lockfile } from './schema';

export interface ReplayEntry {
  document: string;
  claimId: string;
  status: 'same' | 'drift' | 'not_replayable';
  recordedBy: string; // verifier version of the record
  before: Omit<DiffState, 'spans'> & { supportScore: number };
  after: (Omit<DiffState, 'spans'> & { supportScore: number }) | null;
  direction: 'better' | 'worse' | 'same' | null;
  reason: string;
}

export interface ReplayReport {
  verifierVersion: string;
  replayed: number;
  drifted: number;
  notReplayable: number;
  entries: ReplayEntry[];
}

/** Compares the recorded decisions of `documents` (workspace-relative; default all) with a fresh run of the same drafts. */
export async function replayRecords(
  lock: Lockfile,
  current: readonly DocumentResult[],
  reader: SourceReader,
  opts: { config: Pick<ResolvedConfig, 'root'>; hasher: EvidenceHasher; documents?: string[] },
): Promise<ReplayReport> {
  const byKey = new Map(current.map((d) => [toRelPath(opts.config, d.documentPath), d]));
  const entries: ReplayEntry[] = [];
  for (const document of opts.documents ?? Object.keys(lock.documents).sort()) {
    const results = new Map((byKey.get(document)?.results ?? []).map((r) => [r.claim.id, r]));
    for (const record of lock.documents[document] ?? []) {
      const before = { label: record.verdict.label, action: record.action, quality: record.verdict.quality, supportScore: record.verdict.supportScore };
      const base = { document, claimId: record.claimId, recordedBy: record.verifierVersion, before, after: null, direction: null };
      const result = results.get(record.claimId);
      if (!result) {
        entries.push({ ...base, status: 'not_replayable', reason: byKey.has(document) ? 'claim no longer in the draft' : 'draft not re-verified' });
        continue;
      }
      const check = await checkRecord(record, reader, opts.hasher, result.claim.hash);
      const sourceMoved = check.anchors.find((a) => a.status !== 'anchored' || a.sourceChanged);
      if (check.status === 'claim_changed' || sourceMoved) {
        entries.push({ ...base, status: 'not_replayable', reason: sourceMoved ? `${sourceMoved.span.relPath} changed since recorded (see warrant diff)` : 'claim text changed' });
        continue;
      }
      const after = { label: result.verdict.label, action: result.action, quality: result.verdict.quality, supportScore: result.verdict.supportScore };
      const direction = compareVerdicts(before, after);
      const drift = before.label !== after.label || before.action !== after.action || before.quality !== after.quality;
      entries.push({
        ...base, after, direction: drift ? direction : null, status: drift ? 'drift' : 'same',
        reason: drift ? `${before.label}/${before.action} → ${after.label}/${after.action}` : 'same verdict',
      });
    }
  }
  return {
    verifierVersion: VERIFIER_VERSION,
    replayed: entries.filter((e) => e.status !== 'not_replayable').length,
    drifted: entries.filter((e) => e.status === 'drift').length,
    notReplayable: entries.filter((e) => e.status === 'not_replayable').length,
    entries,
  };
}

export function renderReplayText(report: ReplayReport): string {
  const out = [`Replayed ${report.replayed} recorded decision(s) with verifier ${report.verifierVersion}.`];
  for (const e of report.entries.filter((x) => x.status === 'drift')) {
    out.push(`  ${e.direction === 'worse' ? '▼' : e.direction === 'better' ? '▲' : '±'} ${e.document} ${e.claimId} (recorded by ${e.recordedBy}): ${e.reason}`);
  }
  const skipped = report.entries.filter((x) => x.status === 'not_replayable');
  if (skipped.length > 0) {
    out.push(`Not replayable (${skipped.length}):`);
    for (const e of skipped) out.push(`  - ${e.document} ${e.claimId}: ${e.reason}`);
  }
  out.push(report.drifted > 0 ? `Verdict drift: ${report.drifted} decision(s) changed.` : 'No verdict drift.');
  return out.join('\n') + '\n';
}
