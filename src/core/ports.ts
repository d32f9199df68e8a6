// The ports the core is given. The core never imports `fs` or `vscode`: the CLI passes a Node
// implementation, the extension passes one too (or its own), tests pass the in-memory one.

export type EntryKind = 'file' | 'directory' | 'symlink' | 'other';

export interface FileStat {
  kind: EntryKind; // of the path itself (lstat semantics: a symlink reports 'symlink')
  size: number;
  mtimeMs: number;
}

export interface CheckedFile {
  data: Uint8Array;
  realPath: string; // of the opened descriptor
  size: number;
  mtimeMs: number;
}

export interface FileSystemPort {
  /** lstat: undefined when the path does not exist. */
  stat(absPath: string): Promise<FileStat | undefined>;
  /** Resolves every symlink; throws when the path does not exist. */
  realpath(absPath: string): Promise<string>;
  readFile(absPath: string): Promise<Uint8Array>;
  /**
   * Opens `absPath` once, without following a link in its last component or blocking (a FIFO), checks the open
   * descriptor (a regular file of at most `maxBytes`; its real path) and reads from that descriptor, so a file
   * swapped for a link between a check and the read is never read through the link. Errors carry a `code`:
   * ELOOP (a link), ENOTREG (not a regular file), EFBIG (too large), ENOENT, EACCES, ….
   */
  readChecked(absPath: string, maxBytes: number): Promise<CheckedFile>;
  readDirectory(absPath: string): Promise<Array<{ name: string; kind: EntryKind }>>;
}

export interface Clock {
  now(): Date;
}

export interface Logger {
  debug(message: string, data?: unknown): void;
  info(message: string, data?: unknown): void;
  warn(message: string, data?: unknown): void;
  error(message: string, data?: unknown): void;
}

export const systemClock: Clock = { now: () => new Date() };

export const silentLogger: Logger = {
  debug() {},
  info() {},
  warn() {},
  error() {},
};

export interface Ports {
  fs: FileSystemPort;
  clock: Clock;
  logger: Logger;
}

/** The persisted discovery index is bounded: a larger file is neither written nor read. */
export const MAX_INDEX_BYTES = 512 * 1024 * 1024;
/** The persisted verification results (engine/persisted-results.ts) are kept under this size: the oldest drafts go first. */
export const MAX_RESULTS_BYTES = 32 * 1024 * 1024;

/**
 * Where the engine keeps its persisted discovery index (a file in the state folder; see core/discovery/snapshot.ts).
 * Writes replace the file atomically; a read of a missing file is undefined.
 */
export interface IndexStorePort {
  /** Names the place in log lines. */
  readonly location: string;
  /**
   * True when read() gives back only the very bytes a write() of this store was given, checked by a MAC over all of
   * them (a truncated, damaged or foreign file is refused, read() throws): the snapshot's own checksum is then not
   * computed again on load (the file is hashed once). A store without it has every snapshot's checksum checked.
   */
  readonly authenticates?: boolean;
  /**
   * The bytes last written, or undefined when there are none. They are the caller's: read into a shrinkable buffer
   * (util/shrinkable.ts), the persisted index gives their memory back once it has taken what it keeps.
   */
  read(): Promise<Uint8Array | undefined>;
  write(data: Uint8Array): Promise<void>;
  /**
   * write() of the bytes `pieces()` gives, in order (`length` in all), without joining them: a large index is never
   * one buffer. A piece is valid only until the next is asked for (they may share one buffer): it is written (or
   * copied) before. A store without it is given the pieces joined.
   */
  writePieces?(length: number, pieces: () => Iterable<Uint8Array>): Promise<void>;
}
