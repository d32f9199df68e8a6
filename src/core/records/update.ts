// Recording a run: merge the new evidence records into the lockfile (by claim id, newest wins), append
// the run's trace lines, and the review/forget operations on recorded evidence.
import * as path from 'node:path';
import type { ResolvedConfig } from '../config/schema';
import type { DocumentResult } from '../model';
import { shortId } from '../util/hash';
import { checkRecord, type RecordCheck, type SourceReader } from './anchor';
import { buildRecord, buildTraceLines, isTombstoned, sourcesOf, type BuildContext } from './build';
import { lockfilePath, mutateLockfile, toRelPath, type LockfileRecovery, type RecordsPorts } from './lockfile';
import { EvidenceHasher, loadOrCreateSecret, pathHash, resolvePolicy, SECRET_FILE } from './retention';
import { canonicalLine, isSafeRelativePath, type EvidenceRecord, type ReviewStatus, type StaleStatus, type Tombstone, type TraceLine } from './schema';

export type RecordsConfig = Pick<ResolvedConfig, 'root' | 'stateDir' | 'retention' | 'plainQueryTerms'>;

export const TRACES_DIR = 'traces';

/**
 * The hasher for this workspace. The secret is created only when `create` is set (a sensitive source is
 * about to be recorded); otherwise an existing secret is used, or none.
 */
export async function workspaceHasher(config: Pick<ResolvedConfig, 'stateDir'>, ports: RecordsPorts, create: boolean): Promise<EvidenceHasher> {
  if (create) return new EvidenceHasher(await loadOrCreateSecret(ports.store, config.stateDir));
  const exists = (await ports.store.read(path.join(config.stateDir, SECRET_FILE))) !== undefined;
  return new EvidenceHasher(exists ? await loadOrCreateSecret(ports.store, config.stateDir) : null);
}

export interface UpdateResult {
  lockfile: string;
  changed: number; // records added or updated
  unchanged: number;
  removed: number; // records of claims no longer in the drafts
  forgotten: number; // claims not recorded because a document or source was forgotten
  traceFile: string | null;
  recovered: LockfileRecovery | null; // a corrupt lockfile was backed up and replaced
  outside: string[]; // drafts not recorded: they lie outside the workspace root (absolute paths)
}

/**
 * Records the given documents' results (complete per draft) in the lockfile and the trace store.
 * Called by `warrant verify --update-lock` and by the extension's "accept" action.
 */
export async function updateLockfile(
  config: RecordsConfig,
  documents: readonly DocumentResult[],
  ports: RecordsPorts,
  opts: { traces?: boolean } = {},
): Promise<UpdateResult> {
  const at = ports.clock.now().toISOString();
  const sensitiveUsed = documents.some((d) =>
    d.results.some((r) => [...sourcesOf(r), ...r.trace.flatMap((e) => e.files)].some((f) => resolvePolicy(config, f).sensitive)),
  );
  const hasher = await workspaceHasher(config, ports, sensitiveUsed);
  const ctx: BuildContext = { config, hasher, at };
  const runId = shortId('run', at, ...documents.map((d) => d.documentPath));
  const traceLines: TraceLine[] = [];
  const counts = { changed: 0, unchanged: 0, removed: 0, forgotten: 0 };

  const traceFile = path.join(config.stateDir, TRACES_DIR, `${at.slice(0, 10)}.jsonl`);
  let tracesWritten = false;
  const outside: string[] = [];
  const { recovered } = await mutateLockfile(config, ports, async (lock) => {
    for (const doc of documents) {
      const key = toRelPath(config, doc.documentPath);
      if (!isSafeRelativePath(key)) {
        outside.push(doc.documentPath);
        continue;
      }
      const evidenceBearing = doc.results.filter((r) => r.claim.needsEvidence);
      if (isTombstoned(lock.tombstones, 'document', key)) {
        counts.forgotten += evidenceBearing.length;
        continue;
      }
      const fresh: EvidenceRecord[] = [];
      for (const result of evidenceBearing) {
        if (sourcesOf(result).some((s) => isTombstoned(lock.tombstones, 'source', s))) {
          counts.forgotten++;
          continue;
        }
        fresh.push(buildRecord(result, key, ctx));
        traceLines.push(...buildTraceLines(result, key, runId, ctx));
      }
      lock.documents[key] = mergeDocument(lock.documents[key] ?? [], fresh, at, counts);
    }
    // appended under the state lock so a concurrent `forget` cannot purge around it
    if ((opts.traces ?? true) && traceLines.length > 0) {
      await ports.store.appendLine(traceFile, traceLines.map(canonicalLine).join('\n'));
      tracesWritten = true;
    }
  });

  return { lockfile: lockfilePath(config), ...counts, traceFile: tracesWritten ? traceFile : null, recovered, outside };
}

/**
 * Merges one draft's freshly built records into its recorded ones. Per claim id the newer record wins
 * (a concurrent writer may have recorded a later run); an unchanged record keeps its timestamps so
 * re-running produces no diff; the repair history accumulates; review status survives while the claim
 * and its evidence stay the same.
 */
function mergeDocument(
  previous: readonly EvidenceRecord[],
  fresh: readonly EvidenceRecord[],
  runAt: string,
  counts: { changed: number; unchanged: number; removed: number },
): EvidenceRecord[] {
  const byId = new Map(previous.map((r) => [r.claimId, r]));
  const freshIds = new Set(fresh.map((r) => r.claimId));
  const merged: EvidenceRecord[] = [];
  for (const next of fresh) {
    const old = byId.get(next.claimId);
    if (old && old.updatedAt > runAt) {
      merged.push(old);
      counts.unchanged++;
      continue;
    }
    if (old && sameDecision(old, next)) {
      merged.push(old.staleStatus === 'fresh' ? old : { ...old, staleStatus: 'fresh' }); // just re-verified against the current sources
      counts.unchanged++;
      continue;
    }
    const history = [...(old?.repairHistory ?? [])];
    const repair = next.repairHistory[0];
    if (repair && history.at(-1)?.textHash !== repair.textHash) history.push(repair);
    const keepsReview = old !== undefined && old.claimHash === next.claimHash && sameEvidence(old, next);
    merged.push({
      ...next,
      createdAt: old?.createdAt ?? next.createdAt,
      repairHistory: history.slice(-20),
      reviewStatus: keepsReview ? old.reviewStatus : 'raw',
    });
    counts.changed++;
  }
  for (const old of previous) {
    if (freshIds.has(old.claimId)) continue;
    if (old.updatedAt > runAt) merged.push(old); // recorded by a newer run of another writer
    else counts.removed++;
  }
  return merged;
}

function decisionKey(r: EvidenceRecord): string {
  const { createdAt, verifiedAt, updatedAt, repairHistory, reviewStatus, staleStatus, ...decision } = r;
  return canonicalLine({ ...decision, repair: repairHistory.at(-1)?.textHash ?? null });
}

function sameDecision(a: EvidenceRecord, b: EvidenceRecord): boolean {
  return decisionKey(a) === decisionKey(b);
}

function sameEvidence(a: EvidenceRecord, b: EvidenceRecord): boolean {
  return canonicalLine(a.evidence.map((s) => s.spanHash)) === canonicalLine(b.evidence.map((s) => s.spanHash)) && a.verdict.label === b.verdict.label;
}

/** Records a human review decision (e.g. the extension's accept action) on one claim's record. */
export async function setReviewStatus(
  config: RecordsConfig,
  documentPath: string,
  claimId: string,
  status: ReviewStatus,
  ports: RecordsPorts,
): Promise<boolean> {
  const key = toRelPath(config, documentPath);
  const { result } = await mutateLockfile(config, ports, (lock) => {
    const record = lock.documents[key]?.find((r) => r.claimId === claimId);
    if (!record) return false;
    record.reviewStatus = status;
    record.updatedAt = ports.clock.now().toISOString();
    return true;
  });
  return result;
}

/**
 * Writes each record's stale status from a check against the current sources (the extension calls this when
 * sources change; a later verified run resets it to fresh). Timestamps are left alone: staleness is derived,
 * not a decision, so it never wins a merge against a newer run.
 */
export async function markStaleness(
  config: RecordsConfig,
  reader: SourceReader,
  ports: RecordsPorts,
  documents?: string[],
): Promise<Record<StaleStatus, number>> {
  const hasher = await workspaceHasher(config, ports, false);
  const counts: Record<StaleStatus, number> = { fresh: 0, stale: 0, source_missing: 0, verifier_changed: 0, claim_changed: 0 };
  await mutateLockfile(config, ports, async (lock) => {
    for (const key of documents ?? Object.keys(lock.documents)) {
      for (const record of lock.documents[key] ?? []) {
        record.staleStatus = staleStatusOf(await checkRecord(record, reader, hasher));
        counts[record.staleStatus]++;
      }
    }
  });
  return counts;
}

function staleStatusOf(check: RecordCheck): StaleStatus {
  if (check.anchors.some((a) => a.sourceMissing)) return 'source_missing';
  if (check.status !== 'anchored' && check.status !== 'no_evidence') return 'stale';
  return check.replayNeeded ? 'verifier_changed' : 'fresh';
}

export interface ForgetResult {
  kind: Tombstone['kind'];
  relPath: string;
  recordsRemoved: number;
  traceLinesRemoved: number;
  tombstone: Tombstone;
}

/**
 * Removes every record of a draft (or of every draft under a folder), or every record that drew on a source
 * (or on any source under a folder), plus the trace lines about them, and leaves a tombstone holding only the
 * path's hash, why and when: nothing under that path is recorded again.
 */
export async function forgetPath(
  config: RecordsConfig,
  absPath: string,
  reason: string,
  ports: RecordsPorts,
): Promise<ForgetResult> {
  const relPath = toRelPath(config, absPath);
  const within = (p: string): boolean => p === relPath || p.startsWith(relPath + '/');
  const hasher = await workspaceHasher(config, ports, false);

  const { result } = await mutateLockfile(config, ports, async (lock) => {
    const documents = Object.keys(lock.documents).filter(within);
    const kind: Tombstone['kind'] = documents.length > 0 ? 'document' : 'source';
    let recordsRemoved = 0;
    let dropLine: (line: TraceLine) => boolean;
    if (kind === 'document') {
      for (const doc of documents) {
        recordsRemoved += lock.documents[doc]!.length;
        delete lock.documents[doc];
      }
      dropLine = (line) => within(line.document);
    } else {
      // sensitive paths appear hashed in traces: match the hashed forms of every recorded file under the path
      const files = new Set([relPath, ...Object.values(lock.documents).flat().flatMap(recordSources).filter(within)]);
      const traced = new Set([...files].filter((f) => resolvePolicy(config, f).sensitive && hasher.saltId !== null).map((f) => hasher.protect(pathHash(f), true)));
      const touches = (p: string): boolean => within(p) || traced.has(p);
      for (const [doc, records] of Object.entries(lock.documents)) {
        const kept = records.filter((r) => !recordSources(r).some(within));
        recordsRemoved += records.length - kept.length;
        lock.documents[doc] = kept;
      }
      dropLine = (line) => (line.event?.files.some(touches) ?? false) || (line.decision?.spans.some((s) => touches(s.relPath)) ?? false);
    }
    const traceLinesRemoved = await purgeTraces(config, ports, dropLine);
    const hash = pathHash(relPath);
    const tombstone: Tombstone = { kind, pathHash: hash, reason, at: ports.clock.now().toISOString() };
    lock.tombstones = lock.tombstones.filter((t) => !(t.kind === kind && t.pathHash === hash));
    lock.tombstones.push(tombstone);
    return { kind, relPath, recordsRemoved, traceLinesRemoved, tombstone };
  });
  return result;
}

export function recordSources(r: EvidenceRecord): string[] {
  const spans = [...r.evidence, ...(r.synthesis?.subclaims.flatMap((s) => s.evidence) ?? []), ...(r.refutation?.evidence ?? [])];
  return [...new Set(spans.map((s) => s.relPath))];
}

/** Rewrites every trace file without the lines `drop` selects; returns how many were removed. */
async function purgeTraces(config: Pick<ResolvedConfig, 'stateDir'>, ports: RecordsPorts, drop: (line: TraceLine) => boolean): Promise<number> {
  const dir = path.join(config.stateDir, TRACES_DIR);
  let removed = 0;
  for (const name of await ports.store.list(dir)) {
    if (!name.endsWith('.jsonl')) continue;
    const file = path.join(dir, name);
    const lines = ((await ports.store.read(file)) ?? '').split('\n').filter((l) => l.trim() !== '');
    const kept = lines.filter((l) => {
      try {
        return !drop(JSON.parse(l) as TraceLine);
      } catch {
        return true; // never discard a line we cannot read
      }
    });
    if (kept.length === lines.length) continue;
    removed += lines.length - kept.length;
    if (kept.length === 0) await ports.store.remove(file);
    else await ports.store.writeAtomic(file, kept.join('\n') + '\n');
  }
  return removed;
}
