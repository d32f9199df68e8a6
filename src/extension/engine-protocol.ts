// Messages between the extension host and the engine worker (src/extension/engine-worker.ts). Plain data only:
// everything crosses the thread boundary by structured clone.
import type { ResolvedConfig } from '../core/config/schema';
import type { DocumentResult } from '../core/model';

export interface WorkerInit {
  config: ResolvedConfig;
  /** Load and write the persisted discovery index in the state folder (a trusted workspace only). */
  persistIndex?: boolean;
  /** Cache extracted PDF text in the state folder (a trusted workspace only: nothing is written otherwise). */
  cachePdfText?: boolean;
}

export type ToWorker =
  // reuse: start from the worker's own last result for this document (the engine recognises its results by identity)
  | { type: 'verify'; id: number; documentPath: string; text: string; drafts?: string[]; reuse: boolean }
  | { type: 'verifyText'; id: number; documentPath: string; sentence: string }
  | { type: 'cancel'; id: number }
  | { type: 'invalidate'; paths?: string[] };

export type FromWorker =
  | { type: 'result'; id: number; result: DocumentResult }
  | { type: 'error'; id: number; message: string; aborted: boolean }
  | { type: 'progress'; id: number; done: number; total: number }
  | { type: 'started'; id: number } // the sources are indexed: the run's time budget starts now
  | { type: 'indexing'; done: number; total: number } // sources looked at while (re)indexing
  | { type: 'log'; level: 'debug' | 'info' | 'warn' | 'error'; message: string };
