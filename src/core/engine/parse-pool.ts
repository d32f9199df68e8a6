// Parse workers for a cold build. Parsing (remark, the reST reader) and tokenising are most of the cost of indexing
// sources from nothing; a pool of worker threads (parse-worker.ts) does both for sources the kernel has read, and
// the main thread only adds the postings they hand back, in listing order, as it adds a persisted index's. Parsing
// and tokenising are pure functions of a source's text, so the index is the one the main thread would make
// (scripts/parallel-index-check.mjs compares them on a whole corpus). A pool starts only when there is much to
// parse, so small runs do not pay for starting workers; any worker failure falls back to the main thread.
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import * as path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { MadePostings } from '../discovery';
import type { Logger } from '../ports';

/** How a cold build parses on worker threads; `false` in EngineOptions parses on the main thread only. */
export interface ParseWorkerOptions {
  /** The worker bundle (default: parse-worker.js next to the running bundle). */
  script?: string;
  /** Worker threads (default: DEFAULT_THREADS; none, so the main thread parses, on a machine of fewer than 3 cores). */
  threads?: number;
  /** Workers start only when the sources to read total at least this many bytes (default PARALLEL_MIN_BYTES). */
  minBytes?: number;
  /**
   * The share of the bytes to parse that the main thread parses itself, beside the workers (default 0: the
   * workers parse everything and the main thread adds what they hand back). See ParsePool.split.
   */
  mainShare?: number;
}

/** Below this, parsing on the main thread costs less than starting workers (each loads the parsers and the NLP model). */
export const PARALLEL_MIN_BYTES = 4 * 1024 * 1024;
const MAX_THREADS = 4;
/**
 * One core is left to the main thread and the rest of the machine. On two cores a worker did not pay: measured on
 * this project's 2-core machine, one worker took as long as the main thread and two took 20–35% more CPU time (two
 * busy threads slow each other there) for a shorter build only while the machine was otherwise idle.
 */
export const DEFAULT_THREADS = Math.min(MAX_THREADS, availableParallelism() - 1);
/**
 * Parsing Markdown allocates many short-lived objects: a young generation larger than V8's default makes far fewer
 * scavenges (measured on the real-prose corpus: about a fifth less CPU per parse).
 */
const YOUNG_GENERATION_MB = 64;
/** An idle pool stops its workers after this long (a build that stopped half-way does not leave them running). */
const IDLE_MS = 2000;

export interface ParseRequest { id: number; relPath: string; text: string }
export type ParseReply = { id: number; error: string } | ({ id: number; skeleton: Int32Array } & MadePostings);
/** What a worker made of one source: its postings and its document's skeleton (empty: none could be made). */
export type MadeDoc = MadePostings & { skeleton: Int32Array };

interface Task {
  request: ParseRequest;
  done: (made: MadeDoc | undefined) => void;
}

export class ParsePool {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Task>();
  private readonly queue: Task[] = [];
  private nextId = 0;
  private closed = false;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;

  /** A pool for a build that reads `bytes` of sources, or undefined when it should parse on the main thread. */
  static forBuild(bytes: number, options: ParseWorkerOptions | false | undefined, logger: Logger): ParsePool | undefined {
    if (options === false) return undefined;
    if (bytes < (options?.minBytes ?? PARALLEL_MIN_BYTES)) return undefined;
    const threads = Math.min(options?.threads ?? (DEFAULT_THREADS >= 2 ? DEFAULT_THREADS : 0), MAX_THREADS);
    if (threads < 1) return undefined;
    const script = options?.script ?? path.join(__dirname, 'parse-worker.js');
    // run from source (tests) there is no worker bundle next to this module: parse on the main thread
    if (!existsSync(script)) {
      logger.debug(`parse workers not started: ${script} not found`);
      return undefined;
    }
    return new ParsePool(script, threads, logger, Math.min(1, Math.max(0, options?.mainShare ?? 0)));
  }

  private started = 0;
  private mainBytes = 0;
  private workerBytes = 0;

  private constructor(private readonly script: string, private readonly threads: number, private readonly logger: Logger, private readonly mainShare: number) {}

  /**
   * Of these sources (undefined: none to parse), the ones to hand to the workers: all of them, or with a main
   * share, those that keep the bytes parsed on the main thread at about that share of all bytes parsed so far
   * (in listing order, so the main thread parses its own while the workers parse theirs).
   */
  split<T extends { text: string }>(sources: ReadonlyArray<T | undefined>): Array<T | undefined> {
    if (this.mainShare === 0) return [...sources];
    return sources.map((s) => {
      if (s === undefined) return undefined;
      if (this.mainBytes * (1 - this.mainShare) >= this.workerBytes * this.mainShare) {
        this.workerBytes += s.text.length;
        return s;
      }
      this.mainBytes += s.text.length;
      return undefined;
    });
  }

  /** Starts a worker (when there is work for it: a refresh that finds every source unchanged starts none). */
  private start(): void {
    const worker = new Worker(this.script, { resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
    this.started++;
    worker.unref();
    worker.on('message', (reply: ParseReply) => this.settle(worker, reply));
    worker.on('error', (e) => this.fail(e));
    worker.on('exit', (code) => {
      if (this.busy.has(worker) || (code !== 0 && !this.closed)) this.fail(new Error(`exit code ${code}`));
    });
    this.idle.push(worker);
  }

  /**
   * Parses and tokenises these sources (undefined: none) on the workers. The map holds what was made, by request index; a source
   * missing from it (a worker failed, or its parser threw) is for the main thread to index as before.
   */
  async make(sources: ReadonlyArray<{ relPath: string; text: string } | undefined>): Promise<Map<number, MadeDoc>> {
    const made = new Map<number, MadeDoc>();
    await Promise.all(this.makeEach(sources).map(async (m, i) => {
      const doc = await m;
      if (doc) made.set(i, doc);
    }));
    return made;
  }

  /**
   * make(), one promise per source (undefined for none), so the main thread can go on with other sources while
   * the workers parse these. The pool stops its workers once it has been idle for IDLE_MS after the last one.
   */
  makeEach(sources: ReadonlyArray<{ relPath: string; text: string } | undefined>): Array<Promise<MadeDoc | undefined> | undefined> {
    clearTimeout(this.idleTimer);
    const made = sources.map((s) =>
      s === undefined || this.closed
        ? undefined
        : new Promise<MadeDoc | undefined>((resolve) => {
            this.queue.push({ request: { id: this.nextId++, relPath: s.relPath, text: s.text }, done: resolve });
            this.dispatch();
          }),
    );
    void Promise.all(made).then(() => {
      if (this.queue.length > 0 || this.busy.size > 0 || this.closed) return;
      clearTimeout(this.idleTimer);
      this.idleTimer = setTimeout(() => this.close(), IDLE_MS);
      this.idleTimer.unref?.();
    });
    return made;
  }

  /** Stops the workers (a task still queued is left to the main thread). */
  close(): void {
    clearTimeout(this.idleTimer);
    this.closed = true;
    for (const task of this.queue.splice(0)) task.done(undefined);
    for (const [, task] of this.busy) task.done(undefined);
    for (const worker of [...this.idle, ...this.busy.keys()]) void worker.terminate();
    this.idle.length = 0;
    this.busy.clear();
  }

  private dispatch(): void {
    while (this.idle.length < this.queue.length && this.started < this.threads) this.start();
    while (this.idle.length > 0 && this.queue.length > 0) {
      const worker = this.idle.pop()!;
      const task = this.queue.shift()!;
      this.busy.set(worker, task);
      worker.postMessage(task.request);
    }
  }

  private settle(worker: Worker, reply: ParseReply): void {
    const task = this.busy.get(worker);
    if (!task || task.request.id !== reply.id) return;
    this.busy.delete(worker);
    this.idle.push(worker);
    if ('error' in reply) {
      // the main thread parses it again and reports what goes wrong there
      this.logger.debug(`parse worker: ${task.request.relPath}: ${reply.error}`);
      task.done(undefined);
    } else {
      task.done({ skeleton: reply.skeleton, postings: reply.postings, terms: reply.terms, acronyms: reply.acronyms });
    }
    this.dispatch();
  }

  private fail(e: Error): void {
    if (this.closed) return;
    this.logger.warn(`parse worker failed (${e.message}): the sources left are indexed on the main thread`);
    this.close();
  }
}
