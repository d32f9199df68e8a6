// The persisted discovery index: one binary file of typed arrays in the state folder, so a warm start loads each
// unchanged source's postings instead of reading and tokenising it again. It holds normalised terms (stems) and
// offsets, never source text. A snapshot is trusted only whole: a wrong magic, version, byte order, length or
// checksum makes it unusable, and the caller rebuilds. The checksum is always written; it is not computed again
// on load when the bytes come from a store that checked a MAC over all of them (`authenticated`: the index file
// is then hashed once, by that MAC, not twice).
//
// Layout: "WRNTIDX\n" · sha256 (32 bytes) of everything after it · u32 meta length · meta JSON (UTF-8, padded
// to 4 bytes) · int32 data (per document: its bounds, its records (term numbers index meta.vocab), then its
// document skeleton (offsets only, see sources/skeleton.ts; empty when it has none)).
import { createHash } from 'node:crypto';
import { PDF_EXTRACTOR_VERSION } from '../pdf/extract';
import { TF_BITS, type DocPostings } from './index';

/**
 * Bump when anything that decides a source's postings changes: source parsing, sentence splitting, tokenising,
 * stemming, acronym expansion or the record layout. A snapshot of another version is rebuilt. A PDF's postings
 * index its extracted text, so a new extractor makes a new version too.
 */
export const INDEX_VERSION = `discovery-17+${PDF_EXTRACTOR_VERSION}`;

const MAGIC = 'WRNTIDX\n';
const HASH_BYTES = 32;
const HEADER_BYTES = MAGIC.length + HASH_BYTES;
/** Written as an int32 first in the data: read back differently on a machine of the other byte order. */
const BYTE_ORDER_MARK = 0x01020304;

export interface SnapshotDoc {
  relPath: string;
  sourceHash: string;
  size: number;
  mtimeMs: number;
  /**
   * The file's size and mtime were taken long enough before its content was read that an edit cannot hide behind
   * an unchanged mtime (git's "racily clean" rule): only then is an unchanged stat taken as an unchanged file.
   */
  statTrusted: boolean;
  postings: DocPostings;
  /** The parsed document's skeleton (offsets only), rebuilt instead of parsed again; empty when there is none. */
  skeleton: Int32Array;
}

export interface Snapshot {
  version: string;
  /** Term number → term. */
  vocab: string[];
  docs: SnapshotDoc[];
}

/**
 * A document to encode whose postings are written straight into the snapshot's buffer (no copy of their own): their
 * sizes, and a function that fills the two places it is given.
 */
export interface EncodedDoc extends Omit<SnapshotDoc, 'postings'> {
  postings: DocPostings | { unitCount: number; recordInts: number; writeInto(bounds: Int32Array, records: Int32Array): void };
}

interface MetaDoc { p: string; h: string; s: number; m: number; t: 0 | 1; u: number; r: number; k: number }
interface Meta { version: string; vocab: string[]; docs: MetaDoc[] }

export function encodeSnapshot(snapshot: Omit<Snapshot, 'docs'> & { docs: readonly EncodedDoc[] }): Uint8Array {
  return joinPieces(encodeSnapshotPieces(snapshot));
}

/** The pieces as one buffer: for a store that takes nothing else. */
export function joinPieces(encoded: SnapshotPieces): Uint8Array {
  const out = new Uint8Array(encoded.length);
  let at = 0;
  for (const piece of encoded.pieces()) {
    out.set(piece, at);
    at += piece.length;
  }
  return out;
}

/**
 * A snapshot as the pieces of its file, in order, made anew on each call of `pieces` (never all held at once). A
 * piece is valid until the next one is asked for: the documents' pieces are made in one buffer, reused.
 */
export interface SnapshotPieces {
  length: number;
  pieces(): Iterable<Uint8Array>;
}

/**
 * encodeSnapshot's bytes as pieces: the header, the meta, then one piece per document. The checksum in the header
 * is of the pieces after it, so they are made twice (once to hash them, once to give them), both within one call of
 * `pieces`: a large index is never one buffer, nor its postings a second copy. The caller takes the pieces without
 * a pause (a document's postings are read from the live index as its piece is made), each before asking for the
 * next: every document's piece is made in one buffer, grown to the largest (a new buffer per document, made twice,
 * was about 200 MB of array buffers for a 100 MB corpus, freed only as V8 got round to collecting them).
 */
export function encodeSnapshotPieces(snapshot: Omit<Snapshot, 'docs'> & { docs: readonly EncodedDoc[] }): SnapshotPieces {
  const recordInts = (p: EncodedDoc['postings']) => ('records' in p ? p.records.length : p.recordInts);
  const meta: Meta = {
    version: snapshot.version,
    vocab: snapshot.vocab,
    docs: snapshot.docs.map((d) => ({ p: d.relPath, h: d.sourceHash, s: d.size, m: d.mtimeMs, t: d.statTrusted ? 1 : 0, u: d.postings.unitCount, r: recordInts(d.postings), k: d.skeleton.length })),
  };
  const metaBytes = Buffer.from(JSON.stringify(meta), 'utf8');
  const metaPadded = (metaBytes.length + 3) & ~3;
  let ints = 1;
  for (const d of snapshot.docs) ints += 2 * d.postings.unitCount + recordInts(d.postings) + d.skeleton.length;
  // the meta piece: its length, the JSON padded to 4 bytes, and the byte order mark that opens the data
  const head = new Uint8Array(4 + metaPadded + 4);
  const view = new DataView(head.buffer);
  view.setUint32(0, metaBytes.length, true);
  head.set(metaBytes, 4);
  new Int32Array(head.buffer, 4 + metaPadded, 1)[0] = BYTE_ORDER_MARK;
  function* body(): Generator<Uint8Array> {
    yield head;
    let buffer = new Int32Array(0);
    for (const d of snapshot.docs) {
      const p = d.postings;
      const bounds = 2 * p.unitCount;
      const records = recordInts(p);
      const size = bounds + records + d.skeleton.length;
      // every int of the piece is written below: what the buffer held for the piece before is overwritten
      if (size > buffer.length) buffer = new Int32Array(Math.max(size, 2 * buffer.length));
      const data = buffer.subarray(0, size);
      if ('records' in p) {
        data.set(p.bounds, 0);
        data.set(p.records, bounds);
      } else p.writeInto(data.subarray(0, bounds), data.subarray(bounds, bounds + records));
      data.set(d.skeleton, bounds + records);
      yield new Uint8Array(data.buffer, 0, size * 4);
    }
  }
  return {
    length: HEADER_BYTES + 4 + metaPadded + ints * 4,
    *pieces() {
      // hashed when asked for, so that the pieces hashed and the pieces given are made from the same state
      const hash = createHash('sha256');
      for (const piece of body()) hash.update(piece);
      const header = new Uint8Array(HEADER_BYTES);
      header.set(Buffer.from(MAGIC, 'latin1'), 0);
      header.set(hash.digest(), MAGIC.length);
      yield header;
      yield* body();
    },
  };
}

/**
 * The snapshot in `bytes`, or why it cannot be used. Never throws on bad input. `authenticated`: the bytes are those
 * a writer gave encodeSnapshot's output to, checked whole by a MAC (IndexStorePort.authenticates), so the checksum
 * is not checked again; every other check is made either way.
 */
export function decodeSnapshot(bytes: Uint8Array, expectedVersion: string, authenticated = false): { snapshot: Snapshot } | { problem: string } {
  try {
    return decode(bytes, expectedVersion, authenticated);
  } catch (e) {
    return { problem: `unreadable (${(e as Error).message})` };
  }
}

function decode(bytes: Uint8Array, expectedVersion: string, authenticated: boolean): { snapshot: Snapshot } | { problem: string } {
  if (bytes.length < HEADER_BYTES + 8 || Buffer.from(bytes.subarray(0, MAGIC.length)).toString('latin1') !== MAGIC) return { problem: 'not a warrant index' };
  if (!authenticated) {
    const digest = createHash('sha256').update(bytes.subarray(HEADER_BYTES)).digest();
    if (!digest.equals(bytes.subarray(MAGIC.length, HEADER_BYTES))) return { problem: 'checksum mismatch (truncated or damaged)' };
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const metaLength = view.getUint32(HEADER_BYTES, true);
  const metaPadded = (metaLength + 3) & ~3;
  const dataStart = HEADER_BYTES + 4 + metaPadded;
  if (dataStart > bytes.length || (bytes.length - dataStart) % 4 !== 0) return { problem: 'bad length' };
  const meta = JSON.parse(Buffer.from(bytes.subarray(HEADER_BYTES + 4, HEADER_BYTES + 4 + metaLength)).toString('utf8')) as Meta;
  if (meta.version !== expectedVersion) return { problem: `index version ${String(meta.version)}, expected ${expectedVersion}` };
  // Int32Array needs 4-byte alignment: copy when the file's buffer is not aligned.
  const aligned = (bytes.byteOffset + dataStart) % 4 === 0 ? bytes : bytes.slice();
  const data = new Int32Array(aligned.buffer, aligned.byteOffset + dataStart, (bytes.length - dataStart) / 4);
  if (data[0] !== BYTE_ORDER_MARK) return { problem: 'written on a machine of another byte order' };
  const docs: SnapshotDoc[] = [];
  let at = 1;
  const vocabSize = meta.vocab.length;
  for (const d of meta.docs) {
    const boundsEnd = at + 2 * d.u;
    const recordsEnd = boundsEnd + d.r;
    const skeletonEnd = recordsEnd + d.k;
    if (!(d.k >= 0) || skeletonEnd > data.length) return { problem: 'bad length' };
    const postings = { unitCount: d.u, bounds: data.subarray(at, boundsEnd), records: data.subarray(boundsEnd, recordsEnd) };
    if (!wellFormed(postings, vocabSize)) return { problem: `bad records for ${d.p}` };
    docs.push({ relPath: d.p, sourceHash: d.h, size: d.s, mtimeMs: d.m, statTrusted: d.t === 1, postings, skeleton: data.subarray(recordsEnd, skeletonEnd) });
    at = skeletonEnd;
  }
  if (at !== data.length) return { problem: 'bad length' };
  return { snapshot: { version: meta.version, vocab: meta.vocab, docs } };
}

/** Records that walk exactly to their end and name only known terms (a checksum collision cannot crash the index). */
function wellFormed(p: DocPostings, vocabSize: number): boolean {
  let at = 0;
  const r = p.records;
  for (let u = 0; u < p.unitCount; u++) {
    if (at + 2 > r.length) return false;
    const count = r[at + 1]!;
    if (r[at]! < 0 || count < 0 || at + 2 + count > r.length) return false;
    for (let k = at + 2; k < at + 2 + count; k++) if (r[k]! < 0 || r[k]! >>> TF_BITS >= vocabSize) return false;
    at += 2 + count;
  }
  return at === r.length;
}
