// A parse worker of a cold build (bundled as dist/parse-worker.js, started by parse-pool.ts). It never reads a
// file: the engine hands it a source's text (read by the kernel), and it hands back what indexing that text on
// the main thread would make: the document's skeleton and its postings, as transferable typed arrays.
import { parentPort } from 'node:worker_threads';
import { DiscoveryIndex } from '../discovery';
import { encodeSkeleton, parseSource } from '../sources';
import type { ParseReply, ParseRequest } from './parse-pool';

const port = parentPort;
if (!port) throw new Error('parse-worker.js runs as a worker thread');

// One scratch index for the worker's life: each document is indexed, exported and taken out again, while its
// word table keeps every distinct word stemmed once.
const scratch = new DiscoveryIndex();

port.on('message', (request: ParseRequest) => {
  let reply: ParseReply;
  try {
    const document = parseSource(request.text, request.relPath);
    const skeleton = encodeSkeleton(document, request.text) ?? new Int32Array(0);
    const made = scratch.postingsFor({ absPath: request.relPath, relPath: request.relPath, text: request.text, sourceHash: '', document });
    reply = { id: request.id, skeleton, ...made };
    port.postMessage(reply, [skeleton.buffer, made.postings.bounds.buffer, made.postings.records.buffer] as ArrayBuffer[]);
  } catch (e) {
    reply = { id: request.id, error: (e as Error).message ?? String(e) };
    port.postMessage(reply);
  }
});
