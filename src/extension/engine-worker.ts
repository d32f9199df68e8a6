// The engine's thread: verification runs here, off the extension host, so a costly draft never stalls the editor.
// One worker per workspace folder; the host cancels a run by message, or ends the whole thread when a run
// overruns its time budget (a CPU-bound step cannot see a cancellation).
import { parentPort, workerData } from 'node:worker_threads';
import { createEngine } from '../core/engine/index';
import { nodeFileSystem } from '../core/fs/node-fs';
import { systemClock, type Logger } from '../core/ports';
import { nodeIndexStore, nodeStateStore } from '../core/records/node-state';
import type { DocumentResult } from '../core/model';
import { analyse } from '../core/claims/nlp';
import { wordNet } from '../core/lexicon';
import type { FromWorker, ToWorker, WorkerInit } from './engine-protocol';

const MAX_REMEMBERED = 64;

const port = parentPort;
if (port) {
  const post = (message: FromWorker) => port.postMessage(message);
  const log = (level: 'debug' | 'info' | 'warn' | 'error') => (message: string) => post({ type: 'log', level, message });
  const logger: Logger = { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
  const { config, persistIndex, cachePdfText } = workerData as WorkerInit;
  const engine = createEngine({
    config,
    ports: { fs: nodeFileSystem, clock: systemClock, logger },
    indexStore: persistIndex ? nodeIndexStore(config.stateDir) : undefined,
    onIndexProgress: (done, total) => post({ type: 'indexing', done, total }),
    ...(cachePdfText ? { pdfCache: nodeStateStore } : {}),
  });
  const running = new Map<number, AbortController>();

  const lastResults = new Map<string, DocumentResult>(); // by document path, most recent last
  const remember = (documentPath: string, result: DocumentResult) => {
    lastResults.delete(documentPath);
    lastResults.set(documentPath, result);
    if (lastResults.size > MAX_REMEMBERED) lastResults.delete(lastResults.keys().next().value!);
  };

  // Loading the sentence model and WordNet (1–2 s, longer on a busy machine) is start-up, not the run's work: done
  // once per worker before the budget starts, so a fresh worker's first draft is not given up for being first.
  let warm = false;
  const warmUp = () => {
    if (warm) return;
    warm = true;
    const started = Date.now();
    try {
      analyse('Warrant loads its sentence model once.');
      wordNet();
      logger.debug(`engine warmed up in ${Date.now() - started} ms`);
    } catch (e) {
      logger.warn(`engine warm-up failed: ${(e as Error).message}`); // the run itself will report the cause
    }
  };

  const verify = async (message: Extract<ToWorker, { type: 'verify' | 'verifyText' }>, signal: AbortSignal): Promise<DocumentResult> => {
    // Indexing the sources (I/O, bounded by the corpus) is not charged to the run's time budget: an empty
    // draft brings the index up to date, then the budget starts.
    await engine.verifyDocument({ documentPath: message.documentPath, text: '', signal });
    warmUp();
    post({ type: 'started', id: message.id });
    if (message.type === 'verifyText') return engine.verifyText(message.documentPath, message.sentence);
    const result = await engine.verifyDocument({
      documentPath: message.documentPath,
      text: message.text,
      drafts: message.drafts,
      previous: message.reuse ? lastResults.get(message.documentPath) : undefined,
      signal,
      onProgress: (done, total) => post({ type: 'progress', id: message.id, done, total }),
    });
    remember(message.documentPath, result);
    return result;
  };

  port.on('message', (message: ToWorker) => {
    if (message.type === 'invalidate') return engine.invalidateSources(message.paths);
    if (message.type === 'cancel') return running.get(message.id)?.abort();
    const controller = new AbortController();
    running.set(message.id, controller);
    verify(message, controller.signal)
      .then(
        (result) => post({ type: 'result', id: message.id, result }),
        (e: unknown) => post({ type: 'error', id: message.id, message: e instanceof Error ? e.message : String(e), aborted: controller.signal.aborted }),
      )
      .finally(() => running.delete(message.id));
  });
}
