// The evidence lockfile (.warrant/evidence.lock.json) and trace-line schemas, their migration and
// their canonical serialisation (sorted keys, 2 spaces, trailing newline: small, meaningful git diffs).
import { z } from 'zod';
import {
  ActionSchema, ModalitySchema, QualitySchema, RetentionSchema, RiskSchema, TraceEventSchema, VerdictLabelSchema,
} from '../model';

export const LOCKFILE_NAME = 'evidence.lock.json';
export const LOCKFILE_SCHEMA_VERSION = 1;

/**
 * A workspace-relative path as stored: the lockfile is user-editable input, so a stored path that could lead
 * outside the workspace (absolute, "..", a drive, a backslash, NUL, an empty or "." segment) is refused on load.
 */
export function isSafeRelativePath(p: string): boolean {
  if (p.length === 0 || p.length > 4096 || /[\\\0]/.test(p) || /^[A-Za-z]:/.test(p) || p.startsWith('/')) return false;
  if (p === '__proto__' || p === 'constructor' || p === 'prototype') return false; // keys of a plain object
  return p.split('/').every((seg) => seg !== '' && seg !== '.' && seg !== '..');
}
export const StoredPathSchema = z.string().refine(isSafeRelativePath, 'a workspace-relative path without "..", a leading "/" or a drive');

/** One evidence span as remembered: hashes and offsets always, text only when the retention policy allows. */
export const StoredSpanSchema = z.strictObject({
  relPath: StoredPathSchema, // workspace-relative, forward slashes
  sourceHash: z.string(), // "sha256:…", or "hmac-sha256:…" for sensitive sources
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  line: z.number().int().nonnegative(),
  spanHash: z.string(), // same hashing rule as sourceHash
  fingerprint: z.number().int().nonnegative(), // rolling hash of the span (keyed when sensitive): relocates it without its text
  retention: RetentionSchema,
  saltId: z.string().nullable(), // which workspace secret salted the hashes; null = unsalted
  text: z.string().optional(), // store_span: the span; store_redacted_span: the span with digits/names masked
  // A PDF source (sourceHash is then the hash of the PDF's bytes): the page, the offsets into that page's
  // extracted text, and the extractor that made the text the offsets index.
  page: z.number().int().positive().optional(),
  pageStart: z.number().int().nonnegative().optional(),
  pageEnd: z.number().int().nonnegative().optional(),
  textExtractor: z.string().optional(),
});
export type StoredSpan = z.infer<typeof StoredSpanSchema>;

export const ReviewStatusSchema = z.enum(['raw', 'reviewed', 'validated', 'rejected']);
export type ReviewStatus = z.infer<typeof ReviewStatusSchema>;
export const StaleStatusSchema = z.enum(['fresh', 'stale', 'source_missing', 'verifier_changed', 'claim_changed']);
export type StaleStatus = z.infer<typeof StaleStatusSchema>;

export const RepairEntrySchema = z.strictObject({
  at: z.string(),
  textHash: z.string(),
  text: z.string().optional(), // only when every span it was built from may be kept
  verified: z.boolean(),
  highRisk: z.boolean(),
});
export type RepairEntry = z.infer<typeof RepairEntrySchema>;

export const EvidenceRecordSchema = z.strictObject({
  claimId: z.string(),
  claimHash: z.string(),
  document: StoredPathSchema, // workspace-relative draft path
  modality: ModalitySchema,
  risk: RiskSchema,
  warrant: z.strictObject({ id: z.string(), version: z.number().int() }).nullable(),
  verdict: z.strictObject({
    label: VerdictLabelSchema,
    supportScore: z.number(),
    driftScore: z.number(),
    quality: QualitySchema,
    flags: z.array(z.string()),
  }),
  action: ActionSchema,
  evidence: z.array(StoredSpanSchema),
  synthesis: z
    .strictObject({
      compositionVerdict: z.string(),
      subclaims: z.array(z.strictObject({
        textHash: z.string(),
        label: VerdictLabelSchema,
        supportScore: z.number(),
        evidence: z.array(StoredSpanSchema),
      })),
      joins: z.number().int().nonnegative(),
    })
    .nullable(),
  refutation: z.strictObject({ outcome: z.string(), evidence: z.array(StoredSpanSchema) }).nullable(),
  repairHistory: z.array(RepairEntrySchema),
  reviewStatus: ReviewStatusSchema,
  staleStatus: StaleStatusSchema,
  verifierVersion: z.string(),
  extractorVersion: z.string(),
  createdAt: z.string(),
  verifiedAt: z.string(),
  updatedAt: z.string(),
});
export type EvidenceRecord = z.infer<typeof EvidenceRecordSchema>;

/** What `forget` leaves behind: only that a path must not be reused, never its content. */
export const TombstoneSchema = z.strictObject({
  kind: z.enum(['source', 'document']),
  pathHash: z.string(), // sha256 of the workspace-relative path
  reason: z.string(),
  at: z.string(),
});
export type Tombstone = z.infer<typeof TombstoneSchema>;

export const LockfileSchema = z.strictObject({
  schemaVersion: z.literal(LOCKFILE_SCHEMA_VERSION),
  generator: z.literal('warrant'),
  documents: z.record(StoredPathSchema, z.array(EvidenceRecordSchema)), // draft path → records in draft order
  tombstones: z.array(TombstoneSchema),
});
export type Lockfile = z.infer<typeof LockfileSchema>;

export function emptyLockfile(): Lockfile {
  return { schemaVersion: LOCKFILE_SCHEMA_VERSION, generator: 'warrant', documents: {}, tombstones: [] };
}

/**
 * Upgrades a parsed lockfile of an older schema version, one step at a time. `MIGRATIONS[n]` turns
 * version n into n + 1; version 1 is the first released shape, so the chain is empty for now.
 */
const MIGRATIONS: Record<number, (doc: Record<string, unknown>) => Record<string, unknown>> = {};

export class LockfileVersionError extends Error {}

export function migrateLockfile(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw; // schema validation names the problem
  let doc = raw as Record<string, unknown>;
  const declared = doc['schemaVersion'];
  if (typeof declared !== 'number' || !Number.isInteger(declared)) return raw;
  let version = declared;
  if (version > LOCKFILE_SCHEMA_VERSION) {
    throw new LockfileVersionError(
      `schemaVersion ${version} was written by a newer warrant (this one reads up to ${LOCKFILE_SCHEMA_VERSION}); upgrade warrant`,
    );
  }
  while (version < LOCKFILE_SCHEMA_VERSION) {
    const step = MIGRATIONS[version];
    if (!step) throw new LockfileVersionError(`schemaVersion ${version} is not a known lockfile version`);
    doc = step(doc);
    version = doc['schemaVersion'] as number;
  }
  return doc;
}

/** One line of `.warrant/traces/<date>.jsonl`. */
export const TraceLineSchema = z.strictObject({
  at: z.string(),
  runId: z.string(),
  document: z.string(),
  claimId: z.string(),
  traceKind: z.enum(['support', 'refutation']),
  type: z.enum(['operation', 'boundary', 'decision']),
  retention: RetentionSchema,
  event: TraceEventSchema.optional(), // operation / boundary events, args hashed per retention
  decision: z
    .strictObject({
      label: VerdictLabelSchema,
      action: ActionSchema,
      quality: QualitySchema,
      outcome: z.string().nullable(), // refutation outcome
      verifierVersion: z.string(),
      spans: z.array(StoredSpanSchema),
    })
    .optional(),
});
export type TraceLine = z.infer<typeof TraceLineSchema>;

/** Deterministic JSON: object keys sorted at every level, array order kept, 2 spaces, trailing newline. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value), null, 2) + '\n';
}

/** Same ordering, one line (for JSONL). */
export function canonicalLine(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const v = (value as Record<string, unknown>)[key];
      if (v !== undefined) out[key] = sortKeys(v);
    }
    return out;
  }
  return value;
}
