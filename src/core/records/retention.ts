// Retention policy: what may be kept of a source (text, redacted text, or hashes only) and, for
// sensitive sources, hashes salted with a per-workspace secret so a bare hash is no membership oracle.
import { createHmac, randomBytes } from 'node:crypto';
import * as path from 'node:path';
import { sourcesMatcher } from '../kernel/paths';
import type { ResolvedConfig } from '../config/schema';
import type { Retention } from '../model';
import { sha256 } from '../util/hash';
import type { StateStorePort } from './state-store';

export interface SourcePolicy {
  retention: Retention;
  sensitive: boolean;
}

/** The policy of one workspace-relative source path: the default, then every matching override in order. */
export function resolvePolicy(config: Pick<ResolvedConfig, 'retention'>, relPath: string): SourcePolicy {
  const policy: SourcePolicy = { retention: config.retention.default, sensitive: false };
  for (const o of config.retention.overrides) {
    if (!matcherFor(o.sources)(relPath)) continue;
    if (o.retention) policy.retention = o.retention;
    if (o.sensitive !== undefined) policy.sensitive = o.sensitive;
  }
  return policy;
}

const matchers = new WeakMap<readonly string[], (relPath: string) => boolean>();

/** Override `sources` are read like the config's own `sources`: a plain folder covers everything below it. */
function matcherFor(globs: readonly string[]): (relPath: string) => boolean {
  let match = matchers.get(globs);
  if (!match) matchers.set(globs, (match = sourcesMatcher(globs)));
  return match;
}

const STRICTNESS: Record<Retention, number> = { store_span: 0, store_redacted_span: 1, metadata_only: 2 };

/** The strictest of several retentions (metadata_only > store_redacted_span > store_span). */
export function strictest(retentions: Iterable<Retention>, fallback: Retention): Retention {
  let out: Retention | undefined;
  for (const r of retentions) if (out === undefined || STRICTNESS[r] > STRICTNESS[out]) out = r;
  return out ?? fallback;
}

/**
 * Masks digits ("#") and capitalised words that do not begin a sentence (likely names, "▪" per letter).
 * Length-preserving, so a redacted span still lines up with its source offsets.
 */
export function redact(text: string): string {
  const masked = text.replace(/\p{Nd}/gu, '#');
  return masked.replace(/\p{Lu}[\p{L}\p{M}'’-]*/gu, (word: string, offset: number) =>
    startsSentence(masked, offset) ? word : '▪'.repeat(word.length),
  );
}

function startsSentence(text: string, offset: number): boolean {
  let i = offset - 1;
  while (i >= 0 && /[\s"'“‘(\[*_]/u.test(text[i]!)) {
    if (text[i] === '\n') return true;
    i--;
  }
  return i < 0 || /[.!?:]/.test(text[i]!);
}

// ---------- the workspace secret and hashing ----------

export const SECRET_FILE = 'secret';

export class SecretError extends Error {
  override readonly name = 'SecretError';
}

/** Reads `<stateDir>/secret`, creating it (random 32 bytes, hex, mode 0600) on first use. */
export async function loadOrCreateSecret(store: StateStorePort, stateDir: string): Promise<string> {
  const file = path.join(stateDir, SECRET_FILE);
  let secret = await store.read(file);
  if (secret === undefined) {
    await store.createExclusive(file, randomBytes(32).toString('hex') + '\n', 0o600); // a concurrent creator may win
    secret = await store.read(file);
  }
  const value = secret?.trim() ?? '';
  if (!/^[0-9a-f]{64}$/.test(value)) {
    throw new SecretError(`${file}: not a warrant secret (expected 64 hex characters); delete it to create a new one`);
  }
  return value;
}

/** Hashes spans and sources: plain sha256, or HMAC-SHA256 (keyed with the workspace secret) for sensitive sources. */
export class EvidenceHasher {
  readonly saltId: string | null;
  private readonly keyedBase: number | null;

  constructor(private readonly secret: string | null) {
    this.saltId = secret === null ? null : 'salt_' + sha256('warrant-salt-id\u0000' + secret).slice(7, 19);
    this.keyedBase = secret === null ? null : deriveBase(secret);
  }

  /** `plainHash` is the "sha256:…" of the text; sensitive hashes are HMACs of it. */
  protect(plainHash: string, sensitive: boolean): string {
    if (!sensitive) return plainHash;
    if (this.secret === null) throw new SecretError('a sensitive source needs the workspace secret');
    return 'hmac-sha256:' + createHmac('sha256', this.secret).update(plainHash).digest('hex');
  }

  spanHash(text: string, sensitive: boolean): string {
    return this.protect(sha256(text), sensitive);
  }

  /** Polynomial base for the rolling fingerprint: fixed for plain spans, derived from the secret when sensitive. */
  fingerprintBase(sensitive: boolean): number {
    if (!sensitive) return 0x01000193; // the FNV prime: odd, so multiplication mod 2^32 is invertible
    if (this.keyedBase === null) throw new SecretError('a sensitive source needs the workspace secret');
    return this.keyedBase;
  }

  fingerprint(text: string, sensitive: boolean): number {
    return rollingHash(text, this.fingerprintBase(sensitive));
  }
}

function deriveBase(secret: string): number {
  const digest = createHmac('sha256', secret).update('warrant-fingerprint-base').digest();
  return (digest.readUInt32BE(0) | 1) >>> 0; // odd
}

/**
 * Σ text[i]·base^(n-1-i) mod 2^32 over UTF-16 code units (int32 arithmetic: fast enough to slide over a
 * 2 MB source). Only a prefilter: every fingerprint hit is confirmed with the span hash.
 */
export function rollingHash(text: string, base: number): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, base) + text.charCodeAt(i)) | 0;
  return h >>> 0;
}

/** sha256 of a workspace-relative path, used by tombstones. */
export function pathHash(relPath: string): string {
  return sha256('path\u0000' + relPath);
}
