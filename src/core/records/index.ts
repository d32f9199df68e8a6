// Living evidence: the lockfile, the trace store, retention, staleness/re-anchoring, replay and the attribution diff.
export { checkAnchor, checkRecord, lineAt, type AnchorContext, type AnchorResult, type AnchorStatus, type RecordCheck, type SourceReader } from './anchor';
export { buildRecord, buildTraceLines, storeSpan } from './build';
export { DependencyIndex } from './dependency-index';
export {
  compareVerdicts, diffAttribution, diffSpanPlace, DIFF_KINDS, renderDiffJson, renderDiffText,
  type AttributionDiff, type DiffEntry, type DiffKind, type DiffOptions, type DiffSpan, type DiffState, type DocumentDiff,
} from './diff';
export {
  LockfileError, LockfileNewerError, lockfilePath, mutateLockfile, parseLockfile, readLockfile, serializeLockfile, toRelPath, withStateLock,
  type LockfileRecovery, type RecordsPorts,
} from './lockfile';
export { replayRecords, renderReplayText, type ReplayEntry, type ReplayReport } from './replay';
export { EvidenceHasher, loadOrCreateSecret, pathHash, redact, resolvePolicy, SecretError, type SourcePolicy } from './retention';
export {
  canonicalJson, EvidenceRecordSchema, isSafeRelativePath, LOCKFILE_NAME, LOCKFILE_SCHEMA_VERSION, LockfileSchema, migrateLockfile, StoredSpanSchema, TraceLineSchema,
  type EvidenceRecord, type Lockfile, type ReviewStatus, type StaleStatus, type StoredSpan, type Tombstone, type TraceLine,
} from './schema';
export { MemoryStateStore, StateFileError, type LockOwner, type StateStorePort } from './state-store';
export { sourceReaderFromStore } from './source-reader';
export {
  forgetPath, markStaleness, setReviewStatus, TRACES_DIR, updateLockfile, workspaceHasher,
  type ForgetResult, type RecordsConfig, type UpdateResult,
} from './update';
export { EvidenceRecords, type EvidenceRecordsOptions } from './service';
export type { SourceStoreLike } from './source-reader';
