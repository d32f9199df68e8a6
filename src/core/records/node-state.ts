// Node implementation of the StateStorePort (node:fs). Only ever used on the state folder, which a hostile
// workspace may have prepared: no operation follows a symbolic link (every folder on the way is checked with
// lstat, the file itself is opened with O_NOFOLLOW), reads only accept regular files (a FIFO, a device or a
// folder is refused without blocking), and every failure is a StateFileError naming the file.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { constants as C, promises as fsp, readFileSync, writeSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { MAX_INDEX_BYTES, MAX_RESULTS_BYTES, type IndexStorePort } from '../ports';
import { shrinkableBuffer } from '../util/shrinkable';
import { StateFileError, type LockOwner, type StateStorePort } from './state-store';

/** Larger state files are refused rather than read (the lockfile of a big book is a few MB). */
export const MAX_STATE_FILE_BYTES = 64 * 1024 * 1024;

const NOFOLLOW = C.O_NOFOLLOW ?? 0;
const NONBLOCK = C.O_NONBLOCK ?? 0;

function codeOf(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null ? ((err as { code?: unknown }).code as string | undefined) : undefined;
}

/** Throws when an existing folder on the way to `absPath` (or `absPath` itself when `self`) is a symbolic link. */
async function assertNoLinks(absPath: string, self: boolean): Promise<void> {
  const parts = path.resolve(absPath).split(path.sep);
  const last = self ? parts.length : parts.length - 1;
  let cur = parts[0] === '' ? path.sep : parts[0]!;
  for (let i = 1; i < last; i++) {
    cur = path.join(cur, parts[i]!);
    let st;
    try {
      st = await fsp.lstat(cur);
    } catch (err) {
      if (codeOf(err) === 'ENOENT') return; // the rest does not exist yet
      throw new StateFileError(absPath, `cannot check ${cur} (${codeOf(err) ?? (err as Error).message})`);
    }
    if (st.isSymbolicLink()) throw new StateFileError(absPath, `${cur} is a symbolic link; warrant never follows links in its state folder`);
    if (!st.isDirectory()) throw new StateFileError(absPath, `${cur} is not a folder`);
  }
}

/** mkdir -p that refuses links: each missing folder is created one at a time after checking its parents. */
async function makeFolders(absDir: string): Promise<void> {
  await assertNoLinks(absDir, true);
  const parts = path.resolve(absDir).split(path.sep);
  let cur = parts[0] === '' ? path.sep : parts[0]!;
  for (let i = 1; i < parts.length; i++) {
    cur = path.join(cur, parts[i]!);
    try {
      await fsp.mkdir(cur);
    } catch (err) {
      if (codeOf(err) !== 'EEXIST') throw new StateFileError(absDir, `cannot create ${cur} (${codeOf(err) ?? (err as Error).message})`);
    }
  }
  await assertNoLinks(absDir, true); // a link swapped in meanwhile
}

function refuse(absPath: string, err: unknown): never {
  if (err instanceof StateFileError) throw err;
  const code = codeOf(err);
  if (code === 'ELOOP' || code === 'EMLINK') throw new StateFileError(absPath, 'is a symbolic link; warrant never follows links in its state folder');
  if (code === 'EISDIR') throw new StateFileError(absPath, 'is a folder, not a file');
  throw new StateFileError(absPath, `${code ?? 'error'}: ${(err as Error).message}`);
}

/** Opens an existing regular file without following a link or blocking on a FIFO; undefined when absent. */
async function openRegular(absPath: string, flags: number): Promise<fsp.FileHandle | undefined> {
  await assertNoLinks(absPath, false);
  let handle: fsp.FileHandle;
  try {
    handle = await fsp.open(absPath, flags | NOFOLLOW | NONBLOCK);
  } catch (err) {
    if (codeOf(err) === 'ENOENT') return undefined;
    refuse(absPath, err);
  }
  const st = await handle.stat();
  if (!st.isFile()) {
    await handle.close();
    throw new StateFileError(absPath, 'is not a regular file');
  }
  return handle;
}

/** Start time of a process (clock ticks since boot, from /proc), or null where /proc is not available. */
function processStart(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const start = Number(fields[19]);
    return Number.isFinite(start) ? start : null;
  } catch {
    return null;
  }
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return codeOf(err) === 'EPERM'; // exists, owned by someone else
  }
}

/** Writes all of `bytes` at the file's current position (or at `position`), however many writes that takes. */
function writeAllSync(fd: number, bytes: Uint8Array, position?: number): void {
  for (let done = 0; done < bytes.length;) done += writeSync(fd, bytes, done, bytes.length - done, position === undefined ? null : position + done);
}

/** Writes a temporary sibling, syncs it, then renames it over the target: readers see the old or the new file. */
async function writeAtomic(absPath: string, data: string | Uint8Array | ((handle: fsp.FileHandle) => void), mode: number): Promise<void> {
  await makeFolders(path.dirname(absPath));
  const temp = `${absPath}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    const handle = await fsp.open(temp, C.O_WRONLY | C.O_CREAT | C.O_EXCL | NOFOLLOW, mode);
    try {
      if (typeof data === 'function') data(handle);
      else await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await assertNoLinks(absPath, false);
    await fsp.rename(temp, absPath); // replaces a link itself, never writes through it
  } catch (err) {
    await fsp.rm(temp, { force: true }).catch(() => undefined);
    refuse(absPath, err);
  }
}

/**
 * The persisted discovery index: a file of the state folder's cache/ folder (read and written with the same link
 * checks), which ignores itself in git (a cache is never committed, unlike the lockfile next to it).
 */
export const INDEX_FILE = path.join('cache', 'discovery-index.bin');
/** The index of a large corpus is larger than other state files; beyond this it is neither written nor read. */

/** Where the key that signs this user's index files lives: outside every workspace. */
export function defaultIndexKeyDir(): string {
  return path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'warrant');
}

const MAC_BYTES = 32;

/**
 * The file's first `size` bytes (fewer if it ends before), in a buffer the reader may shrink once it has taken what
 * it needs (see util/shrinkable.ts): the persisted index gives back most of its file's memory after the load.
 */
async function readWhole(handle: fsp.FileHandle, size: number): Promise<Buffer> {
  const bytes = Buffer.from(shrinkableBuffer(size), 0, size);
  let at = 0;
  while (at < size) {
    const { bytesRead } = await handle.read(bytes, at, size - at, at);
    if (bytesRead === 0) break;
    at += bytesRead;
  }
  return at === size ? bytes : bytes.subarray(0, at);
}

/**
 * The index file is signed (HMAC-SHA256) with a key of this user kept outside the workspace: an index that came
 * with a repository (prepared to hide a source's sentences from discovery) is not one this machine wrote, and is
 * rebuilt instead of used.
 */
export function nodeIndexStore(stateDir: string, keyDir = defaultIndexKeyDir()): IndexStorePort {
  return signedStore(path.join(stateDir, INDEX_FILE), keyDir, MAX_INDEX_BYTES, '# the discovery index: a cache, rebuilt when missing\n*\n');
}

/**
 * The persisted verification results (see src/core/engine/persisted-results.ts): in the same cache folder, signed
 * with the same per-user key as the index, so results a repository brings along are not this user's and are not used.
 */
export const RESULTS_FILE = path.join('cache', 'results.bin');

export function nodeResultStore(stateDir: string, keyDir = defaultIndexKeyDir()): IndexStorePort {
  return signedStore(path.join(stateDir, RESULTS_FILE), keyDir, MAX_RESULTS_BYTES, '# the discovery index: a cache, rebuilt when missing\n*\n');
}

/** A state file signed (HMAC-SHA256, the user's index key) and written atomically; read() gives back only what write() was given. */
function signedStore(file: string, keyDir: string, maxBytes: number, gitignore: string): IndexStorePort {
  const dir = path.dirname(file);
  let key: Promise<Buffer> | undefined;
  const signingKey = (): Promise<Buffer> => (key ??= indexKey(keyDir));
  return {
    location: file,
    // read() checks the HMAC over the whole payload before giving it back: a payload checksum adds nothing
    authenticates: true,
    async read() {
      const handle = await openRegular(file, C.O_RDONLY);
      if (!handle) return undefined;
      let bytes: Buffer;
      try {
        const st = await handle.stat();
        if (st.size > maxBytes) throw new StateFileError(file, `is larger than ${maxBytes} bytes`);
        bytes = await readWhole(handle, st.size);
      } catch (err) {
        refuse(file, err);
      } finally {
        await handle.close();
      }
      const payload = bytes.subarray(MAC_BYTES);
      const mac = createHmac('sha256', await signingKey()).update(payload).digest();
      if (bytes.length < MAC_BYTES || !timingSafeEqual(mac, bytes.subarray(0, MAC_BYTES))) throw new StateFileError(file, 'was not written by warrant for this user (or is damaged)');
      return payload;
    },
    write(data) {
      return this.writePieces!(data.length, () => [data]);
    },
    async writePieces(length, pieces) {
      if (length > maxBytes) throw new StateFileError(file, `would be larger than ${maxBytes} bytes`);
      const signer = createHmac('sha256', await signingKey());
      await removeAbandonedTemps(file);
      await nodeStateStore.createExclusive(path.join(dir, '.gitignore'), gitignore);
      // the MAC goes first in the file but is known last: its place is written again once every piece is signed.
      // The pieces are made and written without a pause (synchronous writes): what they are made from cannot change
      // between the first piece and the last.
      await writeAtomic(file, (handle) => {
        writeAllSync(handle.fd, Buffer.alloc(MAC_BYTES));
        let written = 0;
        for (const piece of pieces()) {
          signer.update(piece);
          writeAllSync(handle.fd, piece);
          written += piece.length;
        }
        if (written !== length) throw new StateFileError(file, `was given ${written} bytes, not the ${length} announced`);
        writeAllSync(handle.fd, signer.digest(), 0);
      }, 0o644);
    },
  };
}

/**
 * This user's index key (32 random bytes, mode 0600), created on first use. It lives in the user's own cache
 * folder, not in a workspace: read with plain fs (a link in the home folder's path is the user's own).
 */
async function indexKey(keyDir: string): Promise<Buffer> {
  const keyFile = path.join(keyDir, 'index-key');
  const parse = (text: string): Buffer => {
    if (!/^[0-9a-f]{64}$/.test(text.trim())) throw new StateFileError(keyFile, 'is not a warrant index key');
    return Buffer.from(text.trim(), 'hex');
  };
  try {
    return parse(await fsp.readFile(keyFile, 'utf8'));
  } catch (err) {
    if (codeOf(err) !== 'ENOENT') refuse(keyFile, err);
  }
  await fsp.mkdir(keyDir, { recursive: true, mode: 0o700 });
  const fresh = randomBytes(32).toString('hex');
  try {
    await fsp.writeFile(keyFile, fresh + '\n', { flag: 'wx', mode: 0o600 });
    return Buffer.from(fresh, 'hex');
  } catch (err) {
    if (codeOf(err) !== 'EEXIST') refuse(keyFile, err);
    return parse(await fsp.readFile(keyFile, 'utf8')); // another process made it first
  }
}

/** Temporary files of writers of `file` that were killed mid-write (they can be large): removed before writing anew. */
async function removeAbandonedTemps(file: string): Promise<void> {
  const dir = path.dirname(file);
  const prefix = `${path.basename(file)}.tmp-`;
  for (const name of await nodeStateStore.list(dir)) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number(/^(\d+)-/.exec(name.slice(prefix.length))?.[1]);
    if (Number.isInteger(pid) && pid !== process.pid && pidAlive(pid)) continue;
    await nodeStateStore.remove(path.join(dir, name));
  }
}

export const nodeStateStore: StateStorePort = {
  async read(absPath) {
    const handle = await openRegular(absPath, C.O_RDONLY);
    if (!handle) return undefined;
    try {
      const st = await handle.stat();
      if (st.size > MAX_STATE_FILE_BYTES) throw new StateFileError(absPath, `is larger than ${MAX_STATE_FILE_BYTES} bytes`);
      return await handle.readFile('utf8');
    } catch (err) {
      refuse(absPath, err);
    } finally {
      await handle.close();
    }
  },

  writeAtomic: (absPath, data, mode = 0o644) => writeAtomic(absPath, data, mode),

  async appendLine(absPath, line) {
    await makeFolders(path.dirname(absPath));
    let handle: fsp.FileHandle;
    try {
      handle = await fsp.open(absPath, C.O_WRONLY | C.O_APPEND | C.O_CREAT | NOFOLLOW | NONBLOCK, 0o644);
    } catch (err) {
      refuse(absPath, err);
    }
    try {
      if (!(await handle.stat()).isFile()) throw new StateFileError(absPath, 'is not a regular file');
      await handle.appendFile(line + '\n', 'utf8');
    } catch (err) {
      refuse(absPath, err);
    } finally {
      await handle.close();
    }
  },

  async createExclusive(absPath, data, mode = 0o644) {
    await makeFolders(path.dirname(absPath));
    try {
      // O_CREAT|O_EXCL never follows a link: an existing link is EEXIST.
      const handle = await fsp.open(absPath, C.O_WRONLY | C.O_CREAT | C.O_EXCL | NOFOLLOW, mode);
      try {
        await handle.writeFile(data, 'utf8');
      } finally {
        await handle.close();
      }
      return true;
    } catch (err) {
      if (codeOf(err) === 'EEXIST') return false;
      refuse(absPath, err);
    }
  },

  async remove(absPath) {
    await assertNoLinks(absPath, false);
    try {
      await fsp.rm(absPath, { force: true }); // a link is removed itself, not its target
    } catch (err) {
      refuse(absPath, err);
    }
  },

  async list(absDir) {
    await assertNoLinks(absDir, true);
    try {
      const entries = await fsp.readdir(absDir, { withFileTypes: true });
      return entries.filter((e) => e.isFile()).map((e) => e.name).sort();
    } catch (err) {
      if (codeOf(err) === 'ENOENT') return [];
      refuse(absDir, err);
    }
  },

  owner(): LockOwner {
    return { pid: process.pid, start: processStart(process.pid), host: os.hostname() };
  },

  ownerAlive(owner) {
    if (owner.host !== os.hostname() || !Number.isInteger(owner.pid) || owner.pid <= 0) return undefined; // cannot tell
    if (!pidAlive(owner.pid)) return false;
    if (owner.start === null) return true;
    const start = processStart(owner.pid);
    return start === null || start === owner.start; // a different start time: the pid was reused
  },
};
