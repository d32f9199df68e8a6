// The port through which the records layer touches the state folder (.warrant/). State files are not
// sources: the lockfile, traces, secret and lock live here and nowhere else.
import * as path from 'node:path';

export interface StateStorePort {
  /** File content as UTF-8, undefined when absent. */
  read(absPath: string): Promise<string | undefined>;
  /** Writes a temporary sibling then renames it over the target: readers see the old or the new file, never half. */
  writeAtomic(absPath: string, data: string, mode?: number): Promise<void>;
  /** Appends `line` + "\n" (creating the file and its folders). */
  appendLine(absPath: string, line: string): Promise<void>;
  /** Creates the file only if it does not exist (O_EXCL); false when it already existed. */
  createExclusive(absPath: string, data: string, mode?: number): Promise<boolean>;
  /** Removes the file; no error when it is absent. */
  remove(absPath: string): Promise<void>;
  /** File names in a folder ([] when the folder is absent). */
  list(absDir: string): Promise<string[]>;
  /** Who this process is, written into the state lock (optional: without it a lock is judged by age only). */
  owner?(): LockOwner;
  /** Whether the process that wrote a lock still runs: false = dead (or its pid reused), undefined = cannot tell. */
  ownerAlive?(owner: LockOwner): boolean | undefined;
}

/** The process holding the state lock: pid, its start time (to see through pid reuse) and host. */
export interface LockOwner {
  pid: number;
  start: number | null;
  host: string;
}

/** A state file that cannot be used safely or at all (a link, a folder, a FIFO, too large, unreadable). */
export class StateFileError extends Error {
  override readonly name = 'StateFileError';
  constructor(readonly file: string, readonly problem: string) {
    super(`${file}: ${problem}`);
  }
}

/** In-memory state store for tests; every operation yields to the event loop so async writers interleave. */
export class MemoryStateStore implements StateStorePort {
  readonly files = new Map<string, { data: string; mode: number }>();
  /** Owners reported dead by ownerAlive (tests of lock recovery). */
  readonly deadOwners = new Set<number>();
  ownerPid = 4242;

  owner(): LockOwner {
    return { pid: this.ownerPid, start: 1, host: 'memory' };
  }

  ownerAlive(owner: LockOwner): boolean | undefined {
    return owner.host === 'memory' ? !this.deadOwners.has(owner.pid) : undefined;
  }

  private async tick(): Promise<void> {
    await new Promise<void>((resolve) => setImmediate(resolve));
  }

  async read(absPath: string): Promise<string | undefined> {
    await this.tick();
    return this.files.get(absPath)?.data;
  }

  async writeAtomic(absPath: string, data: string, mode = 0o644): Promise<void> {
    await this.tick();
    this.files.set(absPath, { data, mode });
  }

  async appendLine(absPath: string, line: string): Promise<void> {
    await this.tick();
    const prev = this.files.get(absPath);
    this.files.set(absPath, { data: (prev?.data ?? '') + line + '\n', mode: prev?.mode ?? 0o644 });
  }

  async createExclusive(absPath: string, data: string, mode = 0o644): Promise<boolean> {
    await this.tick();
    if (this.files.has(absPath)) return false;
    this.files.set(absPath, { data, mode });
    return true;
  }

  async remove(absPath: string): Promise<void> {
    await this.tick();
    this.files.delete(absPath);
  }

  async list(absDir: string): Promise<string[]> {
    await this.tick();
    const prefix = absDir.endsWith(path.sep) ? absDir : absDir + path.sep;
    return [...this.files.keys()]
      .filter((p) => p.startsWith(prefix) && !p.slice(prefix.length).includes(path.sep))
      .map((p) => p.slice(prefix.length))
      .sort();
  }
}
