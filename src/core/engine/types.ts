// The engine's public face: the CLI and the extension talk to the core only through this.
import type { ResolvedConfig } from '../config/schema';
import type { DocumentResult, SourceCheck } from '../model';
import type { PdfCacheStore } from '../pdf/reader';
import type { IndexStorePort, Ports } from '../ports';
import type { ParseWorkerOptions } from './parse-pool';

export interface EngineOptions {
  ports: Ports;
  config: ResolvedConfig;
  /** Where the discovery index is persisted between runs; without it every engine indexes from scratch. */
  indexStore?: IndexStorePort;
  /** The persisted index's version (default: INDEX_VERSION); tests change it to see a snapshot of another version refused. */
  indexVersion?: string;
  /** Called while sources are indexed: `done` of `total` listed sources looked at. */
  onIndexProgress?: (done: number, total: number) => void;
  /** Parse workers of a cold build (default: started when there is much to parse); false: the main thread only. */
  parseWorkers?: ParseWorkerOptions | false;
  /** Where extracted PDF text may be cached (the state folder's store); without it, only in memory. */
  pdfCache?: PdfCacheStore;
  /**
   * Where verification results are persisted between processes (see persisted-results.ts), with the id of the build
   * that makes them (src/core/build-id.ts): both are needed, without either nothing is read or written.
   */
  resultStore?: IndexStorePort;
  buildId?: string | null;
  /**
   * True: the persisted index's file, once loaded, is kept for the engine's life instead of given back (see
   * PersistedIndex.release). For a one-shot run (the CLI), which ends soon after: giving back a 100 MB corpus's
   * file costs 0.1-0.3 s of CPU and only lowers the memory of a process that goes on.
   */
  keepPersistedIndex?: boolean;
}

export interface VerifyRequest {
  /** Absolute path of the draft (for untitled documents: a synthetic path under config.root). */
  documentPath: string;
  /** The draft's current text (may be unsaved). */
  text: string;
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
  /** The other drafts of this run (absolute): drafts are never evidence for each other. */
  drafts?: string[];
  /**
   * Results from an earlier run of the same document. Claims whose block (paragraphKey) and
   * claim hash are unchanged, and whose sources did not change since, are reused instead of
   * re-verified; only edited paragraphs are verified again.
   */
  previous?: DocumentResult;
}

export interface Engine {
  readonly config: ResolvedConfig;
  verifyDocument(request: VerifyRequest): Promise<DocumentResult>;
  /** Verifies one sentence as if it stood in `documentPath` (used to re-verify repairs). */
  verifyText(documentPath: string, sentence: string): Promise<DocumentResult>;
  /**
   * Lists and indexes the sources (the drafts of the run are never evidence) and says whether they are the ones
   * asked for: each `sources` entry that gives no file to search, or a workspace without any source. The same
   * check rides on every DocumentResult (`sources`).
   */
  checkSources(drafts?: string[]): Promise<SourceCheck>;
  /** Tell the engine that sources changed (absolute paths; undefined = everything). */
  invalidateSources(paths?: string[]): void;
  /** Writes the results of this engine's runs to its result store (EngineOptions.resultStore), when it has one. */
  saveResults?(): Promise<void>;
}
