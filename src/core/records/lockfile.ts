// Reading, locking and writing the evidence lockfile. Every change is read-merge-write under the state
// lock (.warrant/lock), written atomically; a corrupt file is backed up, never silently dropped.
import { randomBytes } from 'node:crypto';
import * as path from 'node:path';
import type { ResolvedConfig } from '../config/schema';
import { relativePath } from '../kernel/paths';
import type { Clock } from '../ports';
import { canonicalJson, emptyLockfile, LOCKFILE_NAME, LockfileSchema, LockfileVersionError, migrateLockfile, type Lockfile } from './schema';
import type { StateStorePort } from './state-store';

export const STATE_LOCK_NAME = 'lock';
export const STALE_LOCK_MS = 10_000;

/** Written into the state folder on first use: the lockfile is committed, everything else stays local. */
export const STATE_GITIGNORE = [
  '# Warrant state: commit evidence.lock.json; the rest is local to this machine.',
  'traces/',
  'secret',
  'lock',
  '*.corrupt-*',
  '*.tmp-*',
  '',
].join('\n');

export interface RecordsPorts {
  store: StateStorePort;
  clock: Clock;
}

export function lockfilePath(config: Pick<ResolvedConfig, 'stateDir'>): string {
  return path.join(config.stateDir, LOCKFILE_NAME);
}

/** Workspace-relative, forward slashes: the key used for drafts and sources in the lockfile. */
export function toRelPath(config: Pick<ResolvedConfig, 'root'>, absPath: string): string {
  return relativePath(config.root, absPath);
}

/** A lockfile that cannot be read: names the file and the problem. */
export class LockfileError extends Error {
  constructor(readonly file: string, readonly problem: string) {
    super(`${file}: ${problem}`);
  }
}

/** Parses lockfile text; throws LockfileError naming the first problems (JSON position or schema path). */
export function parseLockfile(text: string, file: string): Lockfile {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    throw new LockfileError(file, `invalid JSON (${jsonErrorWhere(text, err)})`);
  }
  let migrated: unknown;
  try {
    migrated = migrateLockfile(raw);
  } catch (err) {
    if (err instanceof LockfileVersionError) throw new LockfileError(file, err.message);
    throw err;
  }
  const parsed = LockfileSchema.safeParse(migrated);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 3).map((i) => `"${i.path.join('.') || '(root)'}" ${i.message}`);
    const more = parsed.error.issues.length > 3 ? ` (+${parsed.error.issues.length - 3} more)` : '';
    throw new LockfileError(file, `does not match the lockfile schema: ${issues.join('; ')}${more}`);
  }
  return parsed.data;
}

function jsonErrorWhere(text: string, err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  const pos = /position (\d+)/.exec(message);
  if (!pos) return message;
  const offset = Number(pos[1]);
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - before.lastIndexOf('\n');
  return `${message.replace(/ in JSON at position \d+.*$/, '')} at line ${line}, column ${column}`;
}

/** The current lockfile, or an empty one when none exists yet. Throws LockfileError when it is corrupt. */
export async function readLockfile(config: Pick<ResolvedConfig, 'stateDir'>, store: StateStorePort): Promise<{ lock: Lockfile; exists: boolean }> {
  const file = lockfilePath(config);
  const text = await store.read(file);
  if (text === undefined) return { lock: emptyLockfile(), exists: false };
  return { lock: parseLockfile(text, file), exists: true };
}

export function serializeLockfile(lock: Lockfile): string {
  const sorted: Lockfile = { ...lock, documents: {} };
  for (const key of Object.keys(lock.documents).sort()) {
    if (lock.documents[key]!.length > 0) sorted.documents[key] = lock.documents[key]!;
  }
  sorted.tombstones = [...lock.tombstones].sort((a, b) => a.kind.localeCompare(b.kind) || a.pathHash.localeCompare(b.pathHash));
  return canonicalJson(LockfileSchema.parse(sorted));
}

/**
 * Runs `fn` while holding `<stateDir>/lock` (created with O_EXCL). A lock older than 10 s (by the
 * time written inside it) is considered abandoned and taken over.
 */
export async function withStateLock<T>(
  config: Pick<ResolvedConfig, 'stateDir'>,
  ports: RecordsPorts,
  fn: () => Promise<T>,
  opts: { timeoutMs?: number; retryMs?: number; staleMs?: number } = {},
): Promise<T> {
  const file = path.join(config.stateDir, STATE_LOCK_NAME);
  const staleMs = opts.staleMs ?? STALE_LOCK_MS;
  const deadline = Date.now() + (opts.timeoutMs ?? 15_000);
  const token = randomBytes(8).toString('hex');
  let unreadableSince: number | null = null;
  for (;;) {
    const body = JSON.stringify({ token, pid: process.pid, at: ports.clock.now().getTime() });
    if (await ports.store.createExclusive(file, body)) break;
    const held = await ports.store.read(file);
    const at = lockTime(held);
    if (at === null) unreadableSince ??= Date.now(); // being written right now, or garbage
    const abandoned = at !== null ? ports.clock.now().getTime() - at > staleMs : unreadableSince !== null && Date.now() - unreadableSince > staleMs;
    if (abandoned && held !== undefined && (await ports.store.read(file)) === held) {
      await ports.store.remove(file);
      continue;
    }
    if (Date.now() > deadline) throw new Error(`${file}: held by another warrant process for too long; delete it if no warrant is running`);
    await new Promise((resolve) => setTimeout(resolve, opts.retryMs ?? 25));
  }
  try {
    return await fn();
  } finally {
    const held = await ports.store.read(file);
    if (held !== undefined && held.includes(token)) await ports.store.remove(file);
  }
}

function lockTime(content: string | undefined): number | null {
  if (!content) return null;
  try {
    const at = (JSON.parse(content) as { at?: unknown }).at;
    return typeof at === 'number' ? at : null;
  } catch {
    return null;
  }
}

export interface LockfileRecovery {
  backupPath: string;
  problem: string;
}

/**
 * Read-merge-write under the state lock. A corrupt lockfile is first copied to
 * `evidence.lock.json.corrupt-<timestamp>`, then `change` starts from an empty lockfile; the recovery is returned
 * so the caller can tell the user.
 */
export async function mutateLockfile<T>(
  config: Pick<ResolvedConfig, 'stateDir'>,
  ports: RecordsPorts,
  change: (lock: Lockfile) => T | Promise<T>,
): Promise<{ result: T; recovered: LockfileRecovery | null }> {
  return withStateLock(config, ports, async () => {
    const file = lockfilePath(config);
    const text = await ports.store.read(file);
    let lock = emptyLockfile();
    let recovered: LockfileRecovery | null = null;
    if (text !== undefined) {
      try {
        lock = parseLockfile(text, file);
      } catch (err) {
        if (!(err instanceof LockfileError)) throw err;
        const stamp = ports.clock.now().toISOString().replace(/[:.]/g, '-');
        const backupPath = `${file}.corrupt-${stamp}`;
        await ports.store.writeAtomic(backupPath, text);
        recovered = { backupPath, problem: err.problem };
      }
    }
    const result = await change(lock);
    await ports.store.createExclusive(path.join(config.stateDir, '.gitignore'), STATE_GITIGNORE); // never overwrites the user's
    const next = serializeLockfile(lock);
    if (next !== text) await ports.store.writeAtomic(file, next);
    return { result, recovered };
  });
}
