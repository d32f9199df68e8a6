// The engine's side of the persisted discovery index: reads the snapshot once (an unusable one is reported in one
// log line and ignored: the sources are indexed again), offers its documents by path and by content, and writes a
// new snapshot when what is indexed differs from what was persisted. Each document's skeleton goes with its
// postings, so reading a persisted source for evidence rebuilds its document instead of parsing it again.
import { INDEX_VERSION, decodeSnapshot, encodeSnapshotPieces, joinPieces, type EncodedDoc, type Snapshot, type SnapshotDoc } from '../discovery/snapshot';
import { TF_BITS, type DiscoveryIndex, type IndexedDoc, type PostedDoc } from '../discovery';
import { encodeSkeleton, formatOf, offerSkeleton, passingSourceDocument, sourceDocument } from '../sources';
import { MAX_INDEX_BYTES, type IndexStorePort, type Logger } from '../ports';
import { shrink, shrinkable } from '../util/shrinkable';
import type { MadeDoc } from './parse-pool';

/** What the engine knows of an indexed source: the version indexed and the stat it was indexed under. */
export interface IndexedSource {
  relPath: string;
  sourceHash: string;
  size: number;
  mtimeMs: number;
  statTrusted: boolean;
}

/** A larger snapshot is not written (the index still works, a next run indexes again): the state folder stays bounded. */
/**
 * A file modified less than this long before its content was read is "racily clean": an edit in the same
 * mtime tick (up to 2 s on FAT) would keep its stat, so its stat alone is never taken as proof it is unchanged.
 */
export const RACY_MS = 3000;
/** Delay of a save after an update within one engine (see saveLater). */
export const SAVE_DELAY_MS = 5000;
/** How long a save waits for the engine to be idle (see saveLater). */
export const SAVE_MAX_WAIT_MS = 60_000;

export class PersistedIndex {
  private snapshot: Snapshot | null = null;
  private byPath = new Map<string, SnapshotDoc>();
  private byContent = new Map<string, SnapshotDoc>();
  /** Skeletons of the documents indexed from text in this process, by contentKey (empty: none could be made). */
  private readonly skeletons = new Map<string, Int32Array>();
  private termIds: Int32Array | null = null;
  private loaded = false;
  /** Manifest of the last snapshot read or written: a new one is written only when it differs. */
  private savedManifest = '';
  private pending: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly store: IndexStorePort | undefined,
    private readonly logger: Logger,
    private readonly version = INDEX_VERSION,
  ) {}

  /** Reads the snapshot on first use; later calls do nothing (the engine's own index is newer). */
  async open(): Promise<void> {
    if (this.loaded || !this.store) return;
    this.loaded = true;
    let bytes: Uint8Array | undefined;
    try {
      bytes = await this.store.read();
    } catch (e) {
      this.logger.warn(`discovery index ${this.store.location} not read (${(e as Error).message}): indexing the sources again`);
      return;
    }
    if (bytes === undefined) return;
    const decoded = decodeSnapshot(bytes, this.version, this.store.authenticates === true);
    if ('problem' in decoded) {
      this.logger.warn(`discovery index ${this.store.location} not used (${decoded.problem}): indexing the sources again`);
      return;
    }
    this.snapshot = decoded.snapshot;
    for (const doc of decoded.snapshot.docs) {
      this.byPath.set(doc.relPath, doc);
      this.byContent.set(contentKey(doc.relPath, doc.sourceHash), doc);
      if (doc.skeleton.length > 0) offerSkeleton(doc.relPath, doc.sourceHash, doc.skeleton);
    }
    this.savedManifest = manifestOf(decoded.snapshot.docs);
    this.logger.debug('discovery index loaded', { documents: decoded.snapshot.docs.length, terms: decoded.snapshot.vocab.length });
  }

  /**
   * Lets go of the snapshot once what the engine took from it is in the index. Its bytes (the whole index file, about
   * 100 MB for a 100 MB corpus) were otherwise held for the session: every persisted document's postings and skeleton
   * are views into them. The skeletons are still needed (to rebuild a source's document instead of parsing it, and
   * for the next save): each is copied out, offered again to the document cache in place of its view and kept as
   * those of sources indexed from text are. The postings are not: a source that comes back later in the session
   * (restored, renamed, edited back) is read and indexed from its text, as a full rebuild would index it, its document
   * rebuilt from the skeleton kept. When the file was read into a shrinkable buffer (the node store's), its memory is
   * given back to the system as the copies are made, from its end (so the file and the copies together never take
   * more than the file and RELEASE_STEP), and none is left: a view of it kept anywhere would read as empty, never as
   * other data. Else the file's buffer is left to the collector. Call it only when no persisted document is still to
   * be added (addTo) and no caller holds one. (`step`: for tests.)
   */
  release(step = RELEASE_STEP): void {
    const snapshot = this.snapshot;
    if (!snapshot) return;
    this.snapshot = null;
    this.termIds = null;
    this.byPath.clear();
    this.byContent.clear();
    const buffer = snapshot.docs[0]?.skeleton.buffer;
    const inPlace = buffer !== undefined && shrinkable(buffer) && snapshot.docs.every((d) => d.skeleton.buffer === buffer);
    let end = buffer?.byteLength ?? 0;
    for (let i = snapshot.docs.length - 1; i >= 0; i--) {
      const doc = snapshot.docs[i]!;
      const skeleton = doc.skeleton;
      if (skeleton.length > 0) {
        const key = contentKey(doc.relPath, doc.sourceHash);
        let kept = this.skeletons.get(key);
        if (kept === undefined) this.skeletons.set(key, (kept = skeleton.slice()));
        // the document cache's offer of this version was a view of the file (a version indexed from text in this
        // process and found to have no skeleton still has the file's, copied)
        offerSkeleton(doc.relPath, doc.sourceHash, kept.length > 0 ? kept : skeleton.slice());
      }
      // this document's part of the file (postings, then skeleton) and all after it are copied: given back
      const start = doc.postings.bounds.byteOffset;
      if (inPlace && end - start >= step) shrink(buffer, (end = start));
    }
    if (inPlace) shrink(buffer, 0);
  }

  /** The persisted document at relPath whose stat proves it unchanged, if any. */
  unchangedAt(relPath: string, size: number, mtimeMs: number): SnapshotDoc | undefined {
    const doc = this.byPath.get(relPath);
    return doc && doc.statTrusted && doc.size === size && doc.mtimeMs === mtimeMs ? doc : undefined;
  }

  /** A persisted document with this content, read as the same format (an edited-back, touched or renamed file). */
  withContent(relPath: string, sourceHash: string): SnapshotDoc | undefined {
    return this.byContent.get(contentKey(relPath, sourceHash));
  }

  /**
   * Indexes a persisted document under `absPath` without reading it. The first call makes room in the index for the
   * postings of every persisted document (most of them follow: a warm start), so no posting list grows twice.
   */
  addTo(index: DiscoveryIndex, absPath: string, relPath: string, doc: SnapshotDoc): void {
    if (this.termIds === null) {
      this.termIds = index.internTerms(this.snapshot!.vocab);
      index.reservePostings(this.termIds, postingCounts(this.snapshot!));
    }
    index.addPostings({ absPath, relPath, sourceHash: doc.sourceHash }, doc.postings, this.termIds);
  }

  /**
   * Indexes a source from its text. With a store, the way a parse worker's source is (addMade): its document is made
   * in passing, not kept in the shared document cache, and its skeleton, kept for save(), is offered to that cache
   * instead (a source read for evidence later is rebuilt from it, not parsed again). A cold build of 100 MB passed
   * every document through the cache: each one was promoted to V8's old generation and dropped there as garbage,
   * which the heap grew into. Without a store (nothing to save) the document is cached, as a verification's are.
   */
  addFromText(index: DiscoveryIndex, doc: IndexedDoc): void {
    if (!this.store || doc.document) {
      index.addDocument(doc);
      this.noteIndexed(doc.relPath, doc.sourceHash, doc.text);
      return;
    }
    const key = contentKey(doc.relPath, doc.sourceHash);
    const document = passingSourceDocument(doc.text, doc.relPath, doc.sourceHash);
    index.addDocument({ absPath: doc.absPath, relPath: doc.relPath, text: doc.text, sourceHash: doc.sourceHash, document });
    let skeleton = this.skeletons.get(key);
    if (skeleton === undefined) this.skeletons.set(key, (skeleton = encodeSkeleton(document, doc.text) ?? NO_SKELETON));
    if (skeleton.length > 0) offerSkeleton(doc.relPath, doc.sourceHash, skeleton);
  }

  /** Keeps the skeleton of a source just indexed from its text (its document is in the shared cache), for save(). */
  private noteIndexed(relPath: string, sourceHash: string, text: string): void {
    if (!this.store) return;
    const key = contentKey(relPath, sourceHash);
    if (!this.skeletons.has(key)) this.skeletons.set(key, encodeSkeleton(sourceDocument(text, relPath, sourceHash), text) ?? NO_SKELETON);
  }

  /**
   * Indexes a source from what a parse worker made of its text (see parse-pool.ts): its postings, with its terms
   * interned in the order addDocument would meet them, and its skeleton, kept for save() and offered to the
   * document cache (a source read for evidence is rebuilt from it, not parsed again).
   */
  addMade(index: DiscoveryIndex, doc: PostedDoc, made: MadeDoc): void {
    index.addPostings(doc, made.postings, index.internTerms(made.terms), made.acronyms);
    if (made.skeleton.length > 0) offerSkeleton(doc.relPath, doc.sourceHash, made.skeleton);
    if (!this.store) return;
    const key = contentKey(doc.relPath, doc.sourceHash);
    if (!this.skeletons.has(key)) this.skeletons.set(key, made.skeleton.length > 0 ? made.skeleton : NO_SKELETON);
  }

  /**
   * save() in SAVE_DELAY_MS, replacing a save already waiting; the timer does not keep a process alive. A save
   * holds the thread for a few hundred milliseconds on a large corpus: while `busy()` says the engine is at work
   * (a verification running or just run: someone is typing) it waits, checking again every second, for at most
   * SAVE_MAX_WAIT_MS.
   */
  saveLater(index: () => DiscoveryIndex, sources: ReadonlyMap<string, IndexedSource>, busy: () => boolean = () => false): void {
    if (!this.store) return;
    clearTimeout(this.pending);
    const giveUpWaitingAt = Date.now() + SAVE_MAX_WAIT_MS;
    const attempt = () => {
      if (busy() && Date.now() < giveUpWaitingAt) return this.retryIn(1000, attempt);
      void this.save(index, sources);
    };
    this.retryIn(SAVE_DELAY_MS, attempt);
  }

  private retryIn(ms: number, attempt: () => void): void {
    this.pending = setTimeout(attempt, ms);
    this.pending.unref?.();
  }

  /**
   * Writes a snapshot of `sources` (absPath → what was indexed, in index order) unless it is the one persisted.
   * `indexOf` gives the index (asked for only when a snapshot is written: the engine may not have added every
   * posting yet).
   */
  async save(indexOf: () => DiscoveryIndex, sources: ReadonlyMap<string, IndexedSource>): Promise<void> {
    if (!this.store) return;
    const entries = [...sources];
    const manifest = manifestOf(entries.map(([, s]) => s));
    if (manifest === this.savedManifest) return;
    const index = indexOf();
    // the vocabulary numbers terms in the order the documents' records meet them (a first pass, no copy), then each
    // document's postings are written, renumbered, straight into the snapshot's buffer
    const changes = index.changeCount;
    // (term id → number in a typed array, -1 until numbered: millions of records are renumbered, twice)
    const vocab: string[] = [];
    const numberOf = new Int32Array(index.termCount).fill(-1);
    const docs: EncodedDoc[] = [];
    for (const [absPath, source] of entries) {
      const shape = index.postingsShape(absPath);
      if (!shape) continue;
      index.numberTermsOf(absPath, numberOf, vocab);
      const key = contentKey(source.relPath, source.sourceHash);
      const skeleton = this.skeletons.get(key) ?? this.byContent.get(key)?.skeleton ?? NO_SKELETON;
      const writeInto = (bounds: Int32Array, records: Int32Array) => {
        // the sizes in the file's meta are this index's: one that changed since cannot be written under them
        if (index.changeCount !== changes) throw new Error('the index changed while it was being written');
        index.exportPostingsInto(absPath, bounds, records, numberOf);
      };
      docs.push({ ...source, postings: { ...shape, writeInto }, skeleton });
    }
    // skeletons of versions no longer indexed (an editor session's earlier saves) are not kept
    const current = new Set(entries.map(([, source]) => contentKey(source.relPath, source.sourceHash)));
    for (const key of this.skeletons.keys()) if (!current.has(key)) this.skeletons.delete(key);
    const encoded = encodeSnapshotPieces({ version: this.version, vocab, docs });
    if (encoded.length > MAX_INDEX_BYTES) {
      this.logger.warn(`discovery index not persisted: ${encoded.length} bytes is more than ${MAX_INDEX_BYTES}`);
      return;
    }
    try {
      // written piece by piece where the store can (a large index is never one buffer), else joined
      if (this.store.writePieces) await this.store.writePieces(encoded.length, () => encoded.pieces());
      else await this.store.write(joinPieces(encoded));
      this.savedManifest = manifest;
      this.logger.debug('discovery index written', { documents: docs.length, terms: vocab.length, bytes: encoded.length });
    } catch (e) {
      this.logger.warn(`discovery index ${this.store.location} not written (${(e as Error).message})`);
    }
  }
}

const NO_SKELETON = new Int32Array(0);
/** How much of the persisted index's file release() gives back at a time (see release). */
const RELEASE_STEP = 4 << 20;

/** How many postings each term of the snapshot's vocabulary has, over all its documents. */
function postingCounts(snapshot: Snapshot): Int32Array {
  const counts = new Int32Array(snapshot.vocab.length);
  for (const doc of snapshot.docs) {
    const records = doc.postings.records;
    for (let at = 0; at < records.length;) {
      const end = at + 2 + records[at + 1]!;
      for (let k = at + 2; k < end; k++) counts[records[k]! >>> TF_BITS]!++;
      at = end;
    }
  }
  return counts;
}

function contentKey(relPath: string, sourceHash: string): string {
  return `${formatOf(relPath)}\u0000${sourceHash}`;
}

function manifestOf(sources: ReadonlyArray<Pick<IndexedSource, 'relPath' | 'sourceHash' | 'size' | 'mtimeMs' | 'statTrusted'>>): string {
  return sources.map((s) => `${s.relPath}\u0000${s.sourceHash}\u0000${s.size}\u0000${s.mtimeMs}\u0000${s.statTrusted ? 1 : 0}`).join('\n');
}
