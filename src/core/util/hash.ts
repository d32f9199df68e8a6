import { createHash } from 'node:crypto';

/** "sha256:<hex>" of a string's UTF-8 bytes. */
export function sha256(text: string | Uint8Array): string {
  return 'sha256:' + createHash('sha256').update(text).digest('hex');
}

/** A short deterministic id: prefix + first 12 hex chars of sha256 over the parts. */
export function shortId(prefix: string, ...parts: string[]): string {
  const h = createHash('sha256');
  for (const p of parts) h.update(p).update('\u0000');
  return `${prefix}_${h.digest('hex').slice(0, 12)}`;
}
