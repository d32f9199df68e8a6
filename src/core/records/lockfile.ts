// Reading, locking and writing the evidence lockfile. Every change is read-merge-write under the state
// lock (.warrant/lock), written atomically; a corrupt file is backed up, never silently dropped.
import { randomBytes } from 'node:crypto';
import * as path from 'node:path';
import type { ResolvedConfig } from '../config/schema';
import { exclusionMatcher, relativePath } from '../kernel/paths';
import type { Clock } from '../ports';
import { canonicalJson, emptyLockfile, LOCKFILE_NAME, LockfileSchema, LockfileVersionError, migrateLockfile, type Lockfile } from './schema';
import type { LockOwner, StateStorePort } from './state-store';

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
  override readonly name: string = 'LockfileError';
  constructor(readonly file: string, readonly problem: string) {
    super(`${file}: ${problem}`);
  }
}

/** A lockfile of a newer schema: never read as corrupt, never overwritten by this version. */
export class LockfileNewerError extends LockfileError {}

/** Keys that would reach an object's prototype when copied: refused anywhere in the file. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Parses lockfile text; throws LockfileError naming the first problems (JSON position or schema path). */
export function parseLockfile(text: string, file: string): Lockfile {
  let raw: unknown;
  let forbidden: string | undefined;
  try {
    raw = JSON.parse(text, (key, value: unknown) => {
      if (FORBIDDEN_KEYS.has(key)) forbidden ??= key;
      return value;
    });
  } catch (err) {
    throw new LockfileError(file, `invalid JSON (${jsonErrorWhere(text, err)})`);
  }
  if (forbidden !== undefined) throw new LockfileError(file, `the key "${forbidden}" is not allowed in a lockfile`);
  let migrated: unknown;
  try {
    migrated = migrateLockfile(raw);
  } catch (err) {
    if (err instanceof LockfileVersionError) {
      const newer = /newer/.test(err.message);
      throw newer ? new LockfileNewerError(file, `this lockfile was written by a newer Warrant (${err.message})`) : new LockfileError(file, err.message);
    }
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

/** The config fields readLockfile checks stored draft paths against (when given). */
export type LockfileScope = Pick<ResolvedConfig, 'stateDir'> & Partial<Pick<ResolvedConfig, 'exclude' | 'drafts'>>;

/**
 * The current lockfile, or an empty one when none exists yet. Throws LockfileError when it is corrupt, or
 * when a recorded draft path is excluded by the config (the schema already refuses absolute paths and "..").
 */
export async function readLockfile(config: LockfileScope, store: StateStorePort): Promise<{ lock: Lockfile; exists: boolean }> {
  const file = lockfilePath(config);
  const text = await store.read(file);
  if (text === undefined) return { lock: emptyLockfile(), exists: false };
  const lock = parseLockfile(text, file);
  checkRecordedPaths(lock, config, file);
  return { lock, exists: true };
}

/** Drafts are excluded as evidence, not as drafts: a recorded draft may not lie where nothing may be read. */
function checkRecordedPaths(lock: Lockfile, config: LockfileScope, file: string): void {
  if (!config.exclude) return;
  const draftGlobs = new Set(config.drafts ?? []);
  const excluded = exclusionMatcher(config.exclude.filter((g) => !draftGlobs.has(g)));
  for (const key of Object.keys(lock.documents)) {
    if (excluded(key)) throw new LockfileError(file, `"documents.${key}" names a draft in an excluded place; remove it from the lockfile`);
  }
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
  const owner: LockOwner = ports.store.owner?.() ?? { pid: process.pid, start: null, host: '' };
  let unreadableSince: number | null = null;
  for (;;) {
    const body = JSON.stringify({ token, pid: owner.pid, start: owner.start, host: owner.host, at: ports.clock.now().getTime() });
    if (await ports.store.createExclusive(file, body)) break;
    const held = await ports.store.read(file);
    const at = lockTime(held);
    if (at === null) unreadableSince ??= Date.now(); // being written right now, or garbage
    // A lock whose owner is known to be dead (its pid gone, or reused by a process that started later) is taken at once.
    const heldBy = lockOwner(held);
    const ownerDead = heldBy !== null && ports.store.ownerAlive?.(heldBy) === false;
    const abandoned =
      ownerDead || (at !== null ? ports.clock.now().getTime() - at > staleMs : unreadableSince !== null && Date.now() - unreadableSince > staleMs);
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

function lockOwner(content: string | undefined): LockOwner | null {
  if (!content) return null;
  try {
    const o = JSON.parse(content) as { pid?: unknown; start?: unknown; host?: unknown };
    if (typeof o.pid !== 'number' || typeof o.host !== 'string') return null;
    return { pid: o.pid, start: typeof o.start === 'number' ? o.start : null, host: o.host };
  } catch {
    return null;
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

/**
 * `evidence.lock.json.tmp-<pid>-…` files left by a writer killed mid-write. Called under the state lock, so no
 * live warrant is writing one; a temp of a process that still runs elsewhere (another host, unknown) is kept.
 */
async function removeAbandonedTemps(config: Pick<ResolvedConfig, 'stateDir'>, ports: RecordsPorts): Promise<void> {
  const prefix = `${LOCKFILE_NAME}.tmp-`;
  const self = ports.store.owner?.();
  for (const name of await ports.store.list(config.stateDir)) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number(/^(\d+)-/.exec(name.slice(prefix.length))?.[1]);
    if (!Number.isInteger(pid)) continue;
    const dead = (self && pid === self.pid) || (self && ports.store.ownerAlive?.({ pid, start: null, host: self.host }) === false);
    if (dead) await ports.store.remove(path.join(config.stateDir, name));
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
    await removeAbandonedTemps(config, ports);
    if (text !== undefined) {
      try {
        lock = parseLockfile(text, file);
      } catch (err) {
        // A newer lockfile is not corrupt: this version refuses to write rather than downgrade it.
        if (!(err instanceof LockfileError) || err instanceof LockfileNewerError) throw err;
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
