// Turns the engine's ClaimResults into evidence records and trace lines, applying the retention policy:
// metadata_only keeps hashes and offsets only, store_span keeps the span, store_redacted_span a masked span;
// sensitive sources get salted hashes.
import type { ResolvedConfig } from '../config/schema';
import { EXTRACTOR_VERSION, VERIFIER_VERSION, type ClaimResult, type EvidenceSpan, type TraceEvent } from '../model';
import { sha256 } from '../util/hash';
import { EvidenceHasher, pathHash, redact, resolvePolicy, strictest } from './retention';
import type { EvidenceRecord, StoredSpan, TraceLine, Tombstone } from './schema';

export interface BuildContext {
  config: Pick<ResolvedConfig, 'retention' | 'plainQueryTerms'>;
  hasher: EvidenceHasher;
  at: string; // ISO timestamp of the run
}

export function storeSpan(span: EvidenceSpan, ctx: BuildContext): StoredSpan {
  const { retention, sensitive } = resolvePolicy(ctx.config, span.relPath);
  const stored: StoredSpan = {
    relPath: span.relPath,
    sourceHash: ctx.hasher.protect(span.sourceHash, sensitive),
    start: span.start,
    end: span.end,
    line: span.line,
    spanHash: ctx.hasher.spanHash(span.text, sensitive),
    fingerprint: ctx.hasher.fingerprint(span.text, sensitive),
    retention,
    saltId: sensitive ? ctx.hasher.saltId : null,
  };
  if (span.page !== undefined) Object.assign(stored, { page: span.page, pageStart: span.pageStart, pageEnd: span.pageEnd });
  if (span.textExtractor !== undefined) stored.textExtractor = span.textExtractor;
  if (retention === 'store_span') stored.text = span.text;
  if (retention === 'store_redacted_span') stored.text = redact(span.text);
  return stored;
}

const round = (x: number): number => Math.round(x * 10_000) / 10_000;

/** The evidence record of one evidence-bearing claim, as of this run (timestamps = ctx.at). */
export function buildRecord(result: ClaimResult, document: string, ctx: BuildContext): EvidenceRecord {
  const { claim, verdict } = result;
  const evidence = result.evidence.map((s) => storeSpan(s, ctx));
  const repairKeepsText = result.evidence.length > 0 && evidence.every((s) => s.retention === 'store_span');
  // Subclaim and repair texts are usually verbatim source sentences: hash them like spans of those sources.
  const sensitiveText = (spans: readonly EvidenceSpan[]) => spans.some((e) => resolvePolicy(ctx.config, e.relPath).sensitive);
  return {
    claimId: claim.id,
    claimHash: claim.hash,
    document,
    modality: claim.modality,
    risk: claim.risk,
    warrant: result.warrant ? { id: result.warrant.id, version: result.warrant.version } : null,
    verdict: {
      label: verdict.label,
      supportScore: round(verdict.supportScore),
      driftScore: round(verdict.driftScore),
      quality: verdict.quality,
      flags: storedFlags(verdict.flags, result, ctx),
    },
    action: result.action,
    evidence,
    synthesis: result.evidenceSet
      ? {
          compositionVerdict: result.evidenceSet.compositionVerdict,
          subclaims: result.evidenceSet.subclaims.map((s) => ({
            textHash: ctx.hasher.spanHash(s.text, sensitiveText(s.evidence)),
            label: s.verdict.label,
            supportScore: round(s.verdict.supportScore),
            evidence: s.evidence.map((e) => storeSpan(e, ctx)),
          })),
          joins: result.evidenceSet.joins.length,
        }
      : null,
    refutation: result.refutation
      ? { outcome: result.refutation.outcome, evidence: result.refutation.evidence.map((e) => storeSpan(e, ctx)) }
      : null,
    repairHistory: result.repair
      ? [{
          at: ctx.at,
          textHash: ctx.hasher.spanHash(result.repair.text, sensitiveText(result.evidence)),
          ...(repairKeepsText ? { text: result.repair.text } : {}),
          verified: result.repair.verified,
          highRisk: result.repair.highRisk,
        }]
      : [],
    reviewStatus: 'raw',
    staleStatus: 'fresh',
    verifierVersion: VERIFIER_VERSION,
    extractorVersion: EXTRACTOR_VERSION,
    createdAt: ctx.at,
    verifiedAt: ctx.at,
    updatedAt: ctx.at,
  };
}

/**
 * Verdict flags are "code" or "code:argument", and the argument may be source text ("other_entity:<a name>",
 * "hedge_dropped:probably"). Arguments are kept only when every source the claim drew on may keep its spans
 * (store_span, not sensitive); otherwise the lockfile keeps the codes alone.
 */
function storedFlags(flags: readonly string[], result: ClaimResult, ctx: BuildContext): string[] {
  const touched = new Set([...sourcesOf(result), ...result.trace.flatMap((e) => e.files)]);
  const policies = [...touched].map((s) => resolvePolicy(ctx.config, s));
  const keepsText = strictest(policies.map((p) => p.retention), ctx.config.retention.default) === 'store_span' && !policies.some((p) => p.sensitive);
  if (keepsText) return [...flags];
  return [...new Set(flags.map((f) => flagCode(f)))];
}

/** The code of a flag: its leading [a-z_] name, whatever follows. */
export function flagCode(flag: string): string {
  return /^[a-z][a-z0-9_]*/.exec(flag)?.[0] ?? 'flag';
}

/** Every source a ClaimResult drew on (workspace-relative). */
export function sourcesOf(result: ClaimResult): string[] {
  const spans = [
    ...result.evidence,
    ...(result.evidenceSet?.subclaims.flatMap((s) => s.evidence) ?? []),
    ...(result.refutation?.evidence ?? []),
  ];
  return [...new Set(spans.map((s) => s.relPath))];
}

/** True when the path, or a folder containing it, was forgotten as this kind. */
export function isTombstoned(tombstones: readonly Tombstone[], kind: Tombstone['kind'], relPath: string): boolean {
  const parts = relPath.split('/');
  const hashes = new Set(parts.map((_, i) => pathHash(parts.slice(0, i + 1).join('/'))));
  return tombstones.some((t) => t.kind === kind && hashes.has(t.pathHash));
}

/** Trace lines for one claim: its kernel operations and boundary events, then its decisions. */
export function buildTraceLines(result: ClaimResult, document: string, runId: string, ctx: BuildContext): TraceLine[] {
  const refutationWarrant = result.refutation?.warrant.id ?? null;
  const lines: TraceLine[] = [];
  const common = { at: ctx.at, runId, document, claimId: result.claim.id };
  for (const event of result.trace) {
    const policies = event.files.map((f) => resolvePolicy(ctx.config, f));
    const retention = strictest(policies.map((p) => p.retention), ctx.config.retention.default);
    lines.push({
      ...common,
      traceKind: refutationWarrant !== null && event.warrantId === refutationWarrant ? 'refutation' : 'support',
      type: event.op === 'boundary' ? 'boundary' : 'operation',
      retention,
      event: sanitizeEvent(event, retention, policies.some((p) => p.sensitive), ctx),
    });
  }
  const decisionRetention = (spans: StoredSpan[]) => strictest(spans.map((s) => s.retention), ctx.config.retention.default);
  const traced = (span: EvidenceSpan): StoredSpan => {
    const stored = storeSpan(span, ctx); // sensitive paths are hashed in traces, as in the events above
    return stored.saltId === null ? stored : { ...stored, relPath: ctx.hasher.protect(pathHash(stored.relPath), true) };
  };
  const supportSpans = result.evidence.map(traced);
  lines.push({
    ...common, traceKind: 'support', type: 'decision', retention: decisionRetention(supportSpans),
    decision: { label: result.verdict.label, action: result.action, quality: result.verdict.quality, outcome: null, verifierVersion: VERIFIER_VERSION, spans: supportSpans },
  });
  if (result.refutation) {
    const spans = result.refutation.evidence.map(traced);
    lines.push({
      ...common, traceKind: 'refutation', type: 'decision', retention: decisionRetention(spans),
      decision: { label: result.verdict.label, action: result.action, quality: result.verdict.quality, outcome: result.refutation.outcome, verifierVersion: VERIFIER_VERSION, spans },
    });
  }
  return lines;
}

/**
 * Query arguments stay plain only when the audit config asks for it and the sources allow keeping text;
 * otherwise they are hashed (salted for sensitive sources, whose paths are hashed too).
 */
function sanitizeEvent(event: TraceEvent, retention: StoredSpan['retention'], sensitive: boolean, ctx: BuildContext): TraceEvent {
  const plainAllowed = ctx.config.plainQueryTerms && retention !== 'metadata_only' && !sensitive;
  const args: Record<string, string> = {};
  for (const [key, value] of Object.entries(event.args)) {
    if (plainAllowed) args[key] = value;
    else {
      const plainHash = value.startsWith('sha256:') ? value : sha256(value);
      args[key] = ctx.hasher.protect(plainHash, sensitive);
    }
  }
  const hidden = new Map(event.files.filter((f) => resolvePolicy(ctx.config, f).sensitive).map((f) => [f, ctx.hasher.protect(pathHash(f), true)]));
  const scrub = (text: string): string => [...hidden].reduce((t, [plain, hashed]) => t.split(plain).join(hashed), text);
  return {
    ...event,
    args,
    files: event.files.map((f) => hidden.get(f) ?? f),
    result: scrub(event.result),
    reason: event.reason === null ? null : scrub(event.reason),
  };
}
