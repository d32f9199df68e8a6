// Staleness and re-anchoring of stored spans against the current sources. The span hash is the anchor,
// offsets are only hints: an exact match elsewhere re-anchors (and must be re-verified), a fuzzy match is
// only a candidate (must pass verification again), anything else is lost.
import { VERIFIER_VERSION } from '../model';
import type { EvidenceHasher } from './retention';
import type { EvidenceRecord, StoredSpan } from './schema';

/** Current source contents, as the kernel's source store sees them (the records layer never reads sources itself). */
export interface SourceReader {
  /** Text and sha256 of a workspace-relative source; null when it no longer exists or is no longer a source. */
  read(relPath: string): Promise<{ text: string; sourceHash: string } | null>;
  /** Every current source (workspace-relative), for rename detection. */
  list(): Promise<string[]>;
}

export type AnchorStatus = 'anchored' | 're_anchored' | 'candidate' | 'lost' | 'renamed' | 'unverifiable';

export interface AnchorResult {
  status: AnchorStatus;
  span: StoredSpan;
  /** Where the span is now (re_anchored, renamed) or the proposal (candidate). */
  relocated: { relPath: string; start: number; end: number; line: number } | null;
  sourceChanged: boolean; // the source's hash differs from the recorded one
  sourceMissing: boolean; // the source no longer exists (and no renamed copy was found)
  similarity: number | null; // candidate only: token overlap with the kept span text
  reason: string;
}

export interface AnchorContext {
  hasher: EvidenceHasher;
  /** Optional: other sources, searched for the recorded source hash when the file is gone. */
  reader?: SourceReader;
  /** Minimum token overlap for a fuzzy candidate (default 0.6). */
  minSimilarity?: number;
}

/** Checks one stored span against the current text of its source (null = the source is gone). */
export async function checkAnchor(
  span: StoredSpan,
  current: { text: string; sourceHash: string } | null,
  ctx: AnchorContext,
): Promise<AnchorResult> {
  const sensitive = span.saltId !== null;
  const base = { span, relocated: null, similarity: null, sourceMissing: false } as const;
  if (sensitive && span.saltId !== ctx.hasher.saltId) {
    return { ...base, status: 'unverifiable', sourceChanged: false, reason: 'salted with another workspace secret (.warrant/secret changed)' };
  }
  if (current === null) {
    const moved = ctx.reader ? await findRenamed(span, ctx.reader, ctx.hasher) : null;
    if (moved) {
      return { ...base, status: 'renamed', sourceChanged: false, relocated: { relPath: moved, start: span.start, end: span.end, line: span.line }, reason: `source moved to ${moved}` };
    }
    return { ...base, status: 'lost', sourceChanged: true, sourceMissing: true, reason: 'source deleted' };
  }
  const sourceChanged = ctx.hasher.protect(current.sourceHash, sensitive) !== span.sourceHash;
  const spanMatches = (start: number): boolean =>
    ctx.hasher.spanHash(current.text.slice(start, start + span.end - span.start), sensitive) === span.spanHash;
  if (span.end <= current.text.length && spanMatches(span.start)) {
    return { ...base, status: 'anchored', sourceChanged, reason: sourceChanged ? 'span unchanged at its offsets' : 'source unchanged' };
  }
  const found = findByFingerprint(current.text, span, ctx.hasher.fingerprintBase(sensitive), spanMatches);
  if (found !== null) {
    const length = span.end - span.start;
    return {
      ...base, status: 're_anchored', sourceChanged,
      relocated: { relPath: span.relPath, start: found, end: found + length, line: lineAt(current.text, found) },
      reason: `exact span found at ${found} (was ${span.start}); re-verify`,
    };
  }
  if (span.text !== undefined) {
    const proposal = fuzzyRelocate(current.text, span, ctx.minSimilarity ?? 0.6);
    if (proposal) {
      return {
        ...base, status: 'candidate', sourceChanged, similarity: proposal.similarity,
        relocated: { relPath: span.relPath, start: proposal.start, end: proposal.end, line: lineAt(current.text, proposal.start) },
        reason: `span edited; similar text at ${proposal.start} (overlap ${proposal.similarity.toFixed(2)}) is only a candidate: re-verify`,
      };
    }
  }
  return { ...base, status: 'lost', sourceChanged, reason: span.text === undefined ? 'span text no longer in the source' : 'span text no longer in the source, nothing similar' };
}

/** Status of a whole record: the worst of its spans, or claim_changed / replay flags. */
export interface RecordCheck {
  record: EvidenceRecord;
  status: AnchorStatus | 'claim_changed' | 'no_evidence';
  anchors: AnchorResult[]; // main evidence, then synthesis subclaim evidence
  replayNeeded: boolean; // recorded by another verifier version
}

const SEVERITY: Record<AnchorStatus, number> = { anchored: 0, re_anchored: 1, renamed: 2, candidate: 3, unverifiable: 4, lost: 5 };

export async function checkRecord(
  record: EvidenceRecord,
  reader: SourceReader,
  hasher: EvidenceHasher,
  currentClaimHash?: string,
): Promise<RecordCheck> {
  const spans = [...record.evidence, ...(record.synthesis?.subclaims.flatMap((s) => s.evidence) ?? [])];
  const cache = new Map<string, Promise<{ text: string; sourceHash: string } | null>>();
  const anchors: AnchorResult[] = [];
  for (const span of spans) {
    if (!cache.has(span.relPath)) cache.set(span.relPath, reader.read(span.relPath));
    anchors.push(await checkAnchor(span, await cache.get(span.relPath)!, { hasher, reader }));
  }
  const replayNeeded = record.verifierVersion !== VERIFIER_VERSION;
  if (currentClaimHash !== undefined && currentClaimHash !== record.claimHash) {
    return { record, status: 'claim_changed', anchors, replayNeeded };
  }
  if (anchors.length === 0) return { record, status: 'no_evidence', anchors, replayNeeded };
  const worst = anchors.reduce((a, b) => (SEVERITY[b.status] > SEVERITY[a.status] ? b : a));
  return { record, status: worst.status, anchors, replayNeeded };
}

async function findRenamed(span: StoredSpan, reader: SourceReader, hasher: EvidenceHasher): Promise<string | null> {
  const sensitive = span.saltId !== null;
  for (const relPath of await reader.list()) {
    if (relPath === span.relPath) continue;
    const doc = await reader.read(relPath);
    if (doc && hasher.protect(doc.sourceHash, sensitive) === span.sourceHash) return relPath;
  }
  return null;
}

/**
 * Rabin–Karp over every window of the span's length: a window whose rolling fingerprint matches is
 * confirmed by the span hash. Works under metadata_only, where the span text itself is not kept.
 * Returns the confirmed start nearest the old offset, or null.
 */
function findByFingerprint(text: string, span: StoredSpan, base: number, confirm: (start: number) => boolean): number | null {
  const n = span.end - span.start;
  if (n === 0 || n > text.length) return null;
  let high = 1; // base^(n-1) mod 2^32
  for (let i = 1; i < n; i++) high = Math.imul(high, base);
  let h = 0;
  for (let i = 0; i < n; i++) h = (Math.imul(h, base) + text.charCodeAt(i)) | 0;
  const target = span.fingerprint | 0;
  let best: number | null = null;
  for (let start = 0; ; start++) {
    if (best !== null && start - span.start > Math.abs(best - span.start)) break; // later matches are only farther
    if (h === target && confirm(start)) {
      if (best === null || Math.abs(start - span.start) < Math.abs(best - span.start)) best = start;
    }
    if (start + n >= text.length) break;
    h = (Math.imul(h - Math.imul(text.charCodeAt(start), high), base) + text.charCodeAt(start + n)) | 0;
  }
  return best;
}

const WORD = /[\p{L}\p{N}▪#]+/gu;

/**
 * Proposes the source window (same number of words as the kept span) with the highest word overlap.
 * Masked words of a redacted span match any word. Only a proposal: the verifier must pass it again.
 */
function fuzzyRelocate(text: string, span: StoredSpan, minSimilarity: number): { start: number; end: number; similarity: number } | null {
  const wanted = (span.text ?? '').match(WORD) ?? [];
  if (wanted.length === 0) return null;
  const isRedacted = span.retention === 'store_redacted_span';
  const need = new Map<string, number>();
  let wildcards = 0;
  for (const w of wanted) {
    if (isRedacted && /[▪#]/.test(w)) wildcards++;
    else need.set(w.toLowerCase(), (need.get(w.toLowerCase()) ?? 0) + 1);
  }
  const words = [...text.matchAll(WORD)].map((m) => ({ word: m[0].toLowerCase(), start: m.index, end: m.index + m[0].length }));
  const k = wanted.length;
  if (words.length < k) return null;
  const have = new Map<string, number>();
  let overlap = 0;
  const add = (w: string, d: 1 | -1): void => {
    const before = have.get(w) ?? 0;
    have.set(w, before + d);
    const needed = need.get(w) ?? 0;
    if (d === 1 && before < needed) overlap++;
    if (d === -1 && before <= needed) overlap--;
  };
  let best: { start: number; end: number; similarity: number } | null = null;
  for (let i = 0; i < words.length; i++) {
    add(words[i]!.word, 1);
    if (i >= k) add(words[i - k]!.word, -1);
    if (i < k - 1) continue;
    const similarity = Math.min(1, (overlap + wildcards) / k);
    if (similarity >= minSimilarity && (best === null || similarity > best.similarity)) {
      best = { start: words[i - k + 1]!.start, end: words[i]!.end, similarity };
    }
  }
  return best;
}

export function lineAt(text: string, offset: number): number {
  let line = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}
