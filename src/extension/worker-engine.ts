// An Engine whose work runs on a worker thread (engine-worker.ts), so a costly draft never stalls the extension
// host. Every run is cancellable and has a time budget that starts once the sources are indexed. A CPU-bound step
// cannot see a cancellation, so a run that overruns its budget (or a cancelled run that does not stop within one)
// ends the worker: the overrunning run fails with an EngineTimeout (the caller shows a notice), runs that had not
// started yet are sent again to a fresh worker.
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ResolvedConfig } from '../core/config/schema';
import type { Engine, VerifyRequest } from '../core/engine/types';
import type { DocumentResult, SourceCheck } from '../core/model';
import type { Logger } from '../core/ports';
import type { FromWorker, ToWorker, WorkerInit } from './engine-protocol';

/** A run took longer than its time budget and was given up. */
export class EngineTimeout extends Error {
  override readonly name = 'EngineTimeout';
  constructor(readonly budgetMs: number) {
    super(`gave up after ${Math.round(budgetMs / 100) / 10} s`);
  }
}

/** A run was cancelled (superseded by an edit, by the user, or the engine was stopped). */
export class EngineCancelled extends Error {
  override readonly name: string = 'EngineCancelled';
}

/**
 * A run was ended for a reason of the engine's, not of the run's: the engine was stopped (its config or settings
 * changed, so a new engine replaces it) or its worker was restarted because of another run. Nothing superseded
 * the run, so whoever asked for it should ask again (of the folder's current engine).
 */
export class EngineStopped extends EngineCancelled {
  override readonly name = 'EngineStopped';
}

/** The part of a worker_threads Worker the engine uses (tests pass a stub). */
export interface WorkerLike {
  postMessage(message: ToWorker): void;
  on(event: 'message', listener: (m: FromWorker) => void): unknown;
  on(event: 'error', listener: (e: Error) => void): unknown;
  on(event: 'exit', listener: (code: number) => void): unknown;
  terminate(): unknown;
}

export interface WorkerEngineOptions {
  /** The bundled worker script (dist/engine-worker.js). */
  script: string;
  config: ResolvedConfig;
  logger: Logger;
  /** Time budget of one run in ms (a request may pass its own). */
  budgetMs: number;
  /** Load and write the persisted discovery index (see WorkerInit). */
  persistIndex?: boolean;
  /** Sources looked at while the worker (re)indexes, for a progress display. */
  onIndexing?: (done: number, total: number) => void;
  /** Cache extracted PDF text in the state folder (see WorkerInit). */
  cachePdfText?: boolean;
  /** Starts the worker; default: new Worker(script, { workerData }). */
  spawn?: (script: string, init: WorkerInit) => WorkerLike;
}

type RunMessage = Extract<ToWorker, { type: 'verify' | 'verifyText' }>;

interface Run {
  message: RunMessage;
  budgetMs: number;
  started: boolean;
  timer?: NodeJS.Timeout;
  onProgress?: (done: number, total: number) => void;
  /** Cancels the run as its signal would. */
  cancel(): void;
  settle(outcome: { result: DocumentResult } | { error: Error }): void;
}

export class WorkerEngine implements Engine {
  private worker: WorkerLike | undefined;
  private nextId = 1;
  private readonly runs = new Map<number, Run>();
  /** Cancelled runs the worker has not confirmed yet, with the deadline after which it is presumed stuck. */
  private readonly cancelling = new Map<number, NodeJS.Timeout>();
  private disposed = false;

  constructor(private readonly options: WorkerEngineOptions) {}

  get config(): ResolvedConfig {
    return this.options.config;
  }

  /** `previous` only says whether reuse is wanted: the worker reuses its own last result of the document. */
  verifyDocument(request: VerifyRequest & { budgetMs?: number }): Promise<DocumentResult> {
    const { documentPath, text, drafts, previous, signal, onProgress } = request;
    return this.run({ type: 'verify', id: 0, documentPath, text, drafts, reuse: previous !== undefined }, signal, onProgress, request.budgetMs);
  }

  /** An empty draft brings the worker's index up to date; its result carries the check. */
  async checkSources(drafts: string[] = []): Promise<SourceCheck> {
    const documentPath = drafts[0] ?? path.join(this.options.config.root, '.warrant-source-check.md');
    const result = await this.run({ type: 'verify', id: 0, documentPath, text: '', drafts, reuse: false });
    if (!result.sources) throw new Error('the engine worker did not check the sources');
    return result.sources;
  }

  verifyText(documentPath: string, sentence: string): Promise<DocumentResult> {
    return this.run({ type: 'verifyText', id: 0, documentPath, sentence });
  }

  invalidateSources(paths?: string[]): void {
    this.worker?.postMessage({ type: 'invalidate', paths });
  }

  /** Cancels every run, and with them the indexing they wait for (what was indexed is kept; the next run goes on). */
  cancelRuns(): void {
    for (const run of [...this.runs.values()]) run.cancel();
  }

  /**
   * Ends the worker for good; pending runs, and any run asked for later, fail with EngineStopped (a run asked for
   * later would otherwise start a worker that nothing ends: its caller got this engine before it was stopped).
   */
  dispose(): void {
    this.disposed = true;
    for (const run of [...this.runs.values()]) run.settle({ error: new EngineStopped('the engine was stopped') });
    this.endWorker();
  }

  private run(message: RunMessage, signal?: AbortSignal, onProgress?: (done: number, total: number) => void, budgetMs = this.options.budgetMs): Promise<DocumentResult> {
    if (signal?.aborted) return Promise.reject(new EngineCancelled('cancelled'));
    if (this.disposed) return Promise.reject(new EngineStopped('the engine was stopped'));
    const id = this.nextId++;
    return new Promise<DocumentResult>((resolve, reject) => {
      const onAbort = () => {
        if (!this.runs.has(id)) return;
        run.settle({ error: new EngineCancelled('cancelled') });
        this.worker?.postMessage({ type: 'cancel', id });
        // A run stuck in a CPU-bound step never reads the cancel: give it one budget to stop, then end the worker.
        this.cancelling.set(id, setTimeout(() => this.restart(`a cancelled run did not stop within ${budgetMs} ms`), budgetMs));
      };
      const run: Run = {
        message: { ...message, id },
        budgetMs,
        started: false,
        onProgress,
        cancel: onAbort,
        settle: (outcome) => {
          clearTimeout(run.timer);
          signal?.removeEventListener('abort', onAbort);
          this.runs.delete(id);
          if ('result' in outcome) resolve(outcome.result);
          else reject(outcome.error);
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.runs.set(id, run);
      this.ensureWorker().postMessage(run.message);
    });
  }

  private ensureWorker(): WorkerLike {
    if (this.worker) return this.worker;
    const init: WorkerInit = { config: this.options.config, persistIndex: this.options.persistIndex, ...(this.options.cachePdfText ? { cachePdfText: true } : {}) };
    const worker = this.options.spawn ? this.options.spawn(this.options.script, init) : (new Worker(this.options.script, { workerData: init }) as WorkerLike);
    worker.on('message', (m: FromWorker) => {
      if (this.worker === worker) this.onMessage(m);
    });
    worker.on('error', (e: Error) => {
      this.options.logger.error(`engine worker failed: ${e.message}`);
      if (this.worker === worker) this.failAll(e);
    });
    worker.on('exit', (code: number) => {
      if (this.worker === worker) this.failAll(new Error(`the engine worker exited (code ${code})`));
    });
    this.worker = worker;
    return worker;
  }

  private onMessage(m: FromWorker): void {
    if (m.type === 'log') return void this.options.logger[m.level](m.message);
    if (m.type === 'indexing') return void this.options.onIndexing?.(m.done, m.total);
    if (m.type === 'result' || m.type === 'error') {
      clearTimeout(this.cancelling.get(m.id));
      this.cancelling.delete(m.id);
    }
    const run = this.runs.get(m.id);
    if (!run) return;
    if (m.type === 'started') {
      run.started = true;
      run.timer ??= setTimeout(() => {
        run.settle({ error: new EngineTimeout(run.budgetMs) });
        this.restart(`a run overran its time budget of ${run.budgetMs} ms`);
      }, run.budgetMs);
    } else if (m.type === 'progress') run.onProgress?.(m.done, m.total);
    else if (m.type === 'result') run.settle({ result: m.result });
    else run.settle({ error: m.aborted ? new EngineCancelled('cancelled') : new Error(m.message) });
  }

  /**
   * Ends a stuck worker. Runs it was executing besides the stuck one (which was settled already) are given up with
   * EngineStopped, to be asked for again; runs still queued behind them go to a new worker.
   */
  private restart(why: string): void {
    this.options.logger.warn(`engine worker restarted: ${why}`);
    this.endWorker();
    for (const run of [...this.runs.values()]) {
      if (run.started) run.settle({ error: new EngineStopped(`the engine was restarted (${why})`) });
    }
    const queued = [...this.runs.values()];
    if (queued.length > 0) {
      const worker = this.ensureWorker();
      for (const run of queued) worker.postMessage(run.message);
    }
  }

  private failAll(error: Error): void {
    this.endWorker();
    for (const run of [...this.runs.values()]) run.settle({ error });
  }

  private endWorker(): void {
    for (const t of this.cancelling.values()) clearTimeout(t);
    this.cancelling.clear();
    const worker = this.worker;
    this.worker = undefined;
    void worker?.terminate();
  }
}
