// In-memory ranking index over the allowed sources. It tells the kernel where evidence may live; it never
// returns evidence, never reads files, and keeps offsets and term ids, not source text.
import { SENTENCE_FIELDS, sourceDocument, type SourceDocument } from '../sources';
import { contentTerms, findAcronyms, scanContentTerms, stem, wordTerm } from '../text';
import { WordTermTable } from './word-table';

/** A source to index: its sentences are read from `document` (parsed from text by its extension when not given). */
export interface IndexedDoc { absPath: string; relPath: string; text: string; sourceHash: string; document?: SourceDocument }

export interface DiscoveryHit {
  absPath: string;
  relPath: string;
  /** Offsets of one unit (a sentence) or of two neighbouring units, into the document text. */
  start: number;
  end: number;
  score: number;
  /** Query terms found in the unit (after acronym expansion), in query order. */
  matchedTerms: string[];
}

export interface SearchOptions { limit: number; restrictTo?: ReadonlySet<string> }

const K1 = 1.2;
const B = 0.75;
/** A forward-store term entry packs (term id, term frequency) as termId << TF_BITS | min(tf, TF_MASK). */
export const TF_BITS = 4;
export const TF_MASK = (1 << TF_BITS) - 1;
/** Query terms beyond this many (the most common ones) are dropped so matched sets fit a bit mask. */
const MAX_QUERY_TERMS = 30;
/** Terms in more than this share of all units (and this many) only re-score units that rarer terms found. */
const COMMON_TERM_SHARE = 0.005;
const MIN_COMMON_DF = 1000;
/** Common terms still add units while fewer than this many times `limit` were found. */
const MIN_CANDIDATES_PER_HIT = 4;
const PAIR_PENALTY = 0.85;
const MAX_UNITS = 2 ** 30;
/** By default, slots of removed units are reclaimed once they outnumber the live ones and this many. */
const MIN_GARBAGE_UNITS = 100_000;

export interface DiscoveryIndexOptions {
  /** Reclaim removed units' slots once there are more of them than live units and than this number. */
  minGarbageUnits?: number;
  /**
   * How a search restricted to some documents finds its candidates: by walking the query terms' posting
   * lists, or by reading the allowed documents' own units. Both give the same result; 'auto' (the
   * default) takes the cheaper. Tests set it to check that.
   */
  restrictedSearch?: 'auto' | 'postings' | 'scan';
  /**
   * How a search's candidates are scored into its best units: in one loop ('together', the default), or each
   * through measureRecord and TopK.offer as before the seventeenth speed pass ('each'). Both keep the same units;
   * tests set it to check that.
   */
  scoring?: 'together' | 'each';
}

interface DocEntry {
  readonly id: number;
  absPath: string;
  relPath: string;
  sourceHash: string;
  firstUnit: number;
  unitCount: number;
  /** Distinct term ids of the document, to remove its postings without re-reading it. */
  termIds: Int32Array;
  /** Null for a document loaded from postings: found in its text when first asked for. */
  acronyms: Map<string, string> | null;
}

/**
 * A document's part of the index without its text: per unit its raw offsets (`bounds`, two ints) and its record
 * (`records`: length, n, n × (term number << TF_BITS | tf)); a term number is the caller's (an index term id
 * on export, a snapshot vocabulary id when persisted).
 */
export interface DocPostings {
  unitCount: number;
  bounds: Int32Array;
  records: Int32Array;
}

/** A document's postings made apart from the index that takes them (see DiscoveryIndex.postingsFor). */
export interface MadePostings {
  /** Term numbers index `terms`. */
  postings: DocPostings;
  terms: string[];
  /** The acronyms the document defines, in the order it defines them. */
  acronyms: Array<[string, string]>;
}

/** The document a DocPostings belongs to. */
export interface PostedDoc { absPath: string; relPath: string; sourceHash: string }

/** Growable typed array of 32-bit ints. */
class IntColumn {
  data = new Int32Array(1024);
  ensure(size: number): void {
    if (size > this.data.length) this.data = grow(this.data, size);
  }
}

/**
 * Per-unit columns, indexed by unit id: offsets in the document, the document's id (-1 once removed) and where
 * the unit's record (its length and terms) sits in the forward store.
 */
class UnitColumns {
  readonly start = new IntColumn();
  readonly end = new IntColumn();
  readonly doc = new IntColumn();
  readonly record = new IntColumn();

  ensure(size: number): void {
    for (const column of [this.start, this.end, this.doc, this.record]) column.ensure(size);
  }
}

export class DiscoveryIndex {
  /** Counts changes to what is indexed: a reader working across a pause (a save) checks it did not move. */
  private changes = 0;
  get changeCount(): number {
    return this.changes;
  }

  private readonly termIds = new Map<string, number>();
  /** Term of each term id. */
  private readonly termNames: string[] = [];
  /**
   * Per term, the record references of the units holding it, ascending (so in unit order). Read it through
   * `postings`, which first adds the postings of documents added while they were deferred (see deferPostings).
   */
  private readonly postingLists = new PostingLists();
  /** The first unit whose postings are not in the posting lists yet (see deferPostings), or -1. */
  private postingsFrom = -1;
  private readonly docsByPath = new Map<string, DocEntry>();
  private readonly docsById = new Map<number, DocEntry>();
  private nextDocId = 0;
  private readonly minGarbageUnits: number;
  private readonly restrictedSearch: 'auto' | 'postings' | 'scan';
  private readonly scoring: 'together' | 'each';
  // Unit ids only grow, so every posting list stays sorted.
  private units = new UnitColumns();
  /** Every unit's terms, so a candidate is scored without touching posting lists. */
  private forward = new ForwardStore();
  private nextUnit = 0;
  private liveUnits = 0;
  private liveLength = 0;
  // Scratch space for indexing and scoring, reused to avoid per-unit allocation.
  private tfScratch = new Int32Array(1024);
  private docSeen = new Int32Array(1024);
  /** Query slot of each term id (-1: not in the current query). */
  private slotOf = new Int32Array(1024).fill(-1);
  /** Word → term id of its stem, so each distinct word is normalised, stemmed and interned once. */
  private readonly words = new WordTermTable((word) => {
    const term = wordTerm(word);
    return term === null ? -1 : this.intern(term);
  });
  private readonly touched: number[] = [];
  private unitTermCount = 0;
  private unitText = '';

  private readonly countTermId = (termId: number): void => {
    if (this.tfScratch[termId] === 0) this.touched.push(termId);
    this.tfScratch[termId]!++;
    this.unitTermCount++;
  };
  private readonly countWord = (start: number, end: number): void => {
    const termId = this.words.lookup(this.unitText, start, end);
    if (termId >= 0) this.countTermId(termId);
  };
  private readonly countTerm = (term: string): void => {
    this.countTermId(this.intern(term));
  };

  private get postings(): PostingLists {
    if (this.postingsFrom >= 0) this.addDeferredPostings();
    return this.postingLists;
  }

  constructor(options: DiscoveryIndexOptions = {}) {
    this.minGarbageUnits = options.minGarbageUnits ?? MIN_GARBAGE_UNITS;
    this.restrictedSearch = options.restrictedSearch ?? 'auto';
    this.scoring = options.scoring ?? 'together';
  }

  /** Indexes doc, replacing an older version of the same absPath. */
  addDocument(doc: IndexedDoc): void {
    this.changes++;
    if (this.docsByPath.has(doc.absPath)) this.removeDocument(doc.absPath);
    const id = this.nextDocId++;
    const docMark = id + 1;
    // units are read in their normalised text (markup removed); offsets kept are those of the raw file
    const document = doc.document ?? sourceDocument(doc.text, doc.relPath, doc.sourceHash);
    const plain = document.plain;
    const sentences = document.sentences;
    const sentenceCount = sentences.length / SENTENCE_FIELDS;
    const acronyms = plain.includes('(') ? findAcronyms(plain) : new Map<string, string>();
    const expansions = this.expansionsOf(acronyms);
    const docTerms: number[] = [];
    const garbage = this.nextUnit - this.liveUnits;
    if (garbage > Math.max(this.liveUnits, this.minGarbageUnits) || this.nextUnit + sentenceCount > MAX_UNITS) this.compactUnits();
    if (this.nextUnit + sentenceCount > MAX_UNITS) throw new Error(`Discovery index is full: more than ${MAX_UNITS} sentences.`);
    const firstUnit = this.nextUnit;
    this.units.ensure(firstUnit + sentenceCount);
    const lists = this.postingsFrom < 0 ? this.postingLists : null;
    const touched = this.touched;
    this.unitText = plain;
    for (let s = 0; s < sentences.length; s += SENTENCE_FIELDS) {
      const unitId = this.nextUnit++;
      this.unitTermCount = 0;
      scanContentTerms(plain, sentences[s]!, sentences[s + 1]!, this.countWord, this.countTerm);
      const length = this.unitTermCount;
      for (const { short, long } of expansions) this.expandAcronym(short, long, touched);
      const record = this.forward.reserve(touched.length);
      this.units.record.data[unitId] = record;
      const chunk = this.forward.chunkOf(record);
      let at = this.forward.offsetOf(record);
      chunk[at++] = unitId;
      chunk[at++] = length;
      chunk[at++] = touched.length;
      for (const termId of touched) {
        const tf = Math.min(this.tfScratch[termId]!, TF_MASK);
        this.tfScratch[termId] = 0;
        lists?.push(termId, record);
        chunk[at++] = (termId << TF_BITS) | tf;
        if (this.docSeen[termId] !== docMark) {
          this.docSeen[termId] = docMark;
          docTerms.push(termId);
        }
      }
      touched.length = 0;
      this.units.start.data[unitId] = sentences[s + 2]!;
      this.units.end.data[unitId] = sentences[s + 3]!;
      this.units.doc.data[unitId] = id;
      this.liveLength += length;
    }
    this.unitText = '';
    this.liveUnits += sentenceCount;
    const entry: DocEntry = {
      id, absPath: doc.absPath, relPath: doc.relPath, sourceHash: doc.sourceHash,
      firstUnit, unitCount: sentenceCount, termIds: Int32Array.from(docTerms), acronyms,
    };
    this.docsByPath.set(doc.absPath, entry);
    this.docsById.set(id, entry);
  }

  /** Term ids of each acronym and of its expansion's words, interned in this order. */
  private expansionsOf(acronyms: ReadonlyMap<string, string>): Array<{ short: number; long: number[] }> {
    const expansions: Array<{ short: number; long: number[] }> = [];
    for (const [short, long] of acronyms) {
      const shortTerm = wordTerm(short);
      if (shortTerm !== null) expansions.push({ short: this.intern(shortTerm), long: contentTerms(long).map((t) => this.intern(t)) });
    }
    return expansions;
  }

  /**
   * The postings addDocument makes of `doc`, made on this (scratch) index and taken out of it again (a parse
   * worker's cold build). Term numbers index `terms`, in the order addDocument first meets them: another index
   * that interns them in that order (internTerms) gives each the id its own addDocument would, so addPostings
   * with them leaves it as addDocument would have.
   */
  postingsFor(doc: IndexedDoc): MadePostings {
    this.addDocument(doc);
    const entry = this.docsByPath.get(doc.absPath)!;
    const postings = this.exportPostings(doc.absPath)!;
    const numberOf = new Map<number, number>();
    const terms: string[] = [];
    const number = (termId: number): number => {
      let n = numberOf.get(termId);
      if (n === undefined) {
        n = terms.length;
        numberOf.set(termId, n);
        terms.push(this.termNames[termId]!);
      }
      return n;
    };
    // addDocument interns acronym expansions first, then each unit's terms in the order they are met
    for (const { short, long } of this.expansionsOf(entry.acronyms!)) {
      number(short);
      for (const termId of long) number(termId);
    }
    const records = postings.records;
    for (let at = 0; at < records.length;) {
      const count = records[at + 1]!;
      for (let k = at + 2; k < at + 2 + count; k++) records[k] = (number(records[k]! >>> TF_BITS) << TF_BITS) | (records[k]! & TF_MASK);
      at += 2 + count;
    }
    const acronyms = [...entry.acronyms!];
    this.removeDocument(doc.absPath);
    return { postings, terms, acronyms };
  }

  /** A unit using an acronym also matches its expansion, and a unit spelling out the expansion matches the acronym. */
  private expandAcronym(short: number, long: number[], touched: number[]): void {
    const add = (termId: number): void => {
      if (this.tfScratch[termId] === 0) {
        touched.push(termId);
        this.tfScratch[termId] = 1;
      }
    };
    if (this.tfScratch[short]! > 0) {
      for (const termId of long) add(termId);
    } else if (long.length > 0 && long.every((termId) => this.tfScratch[termId]! > 0)) {
      add(short);
    }
  }

  /**
   * Indexes a document from postings made earlier (a persisted index), replacing an older version of the same
   * absPath: the same units and records addDocument would make from its text, without reading or tokenising it.
   * `termIdOf` maps the postings' term numbers to this index's term ids (see internTerms). The document's
   * acronyms, when not given, are found in its text when first asked for (acronymsOf).
   */
  addPostings(doc: PostedDoc, postings: DocPostings, termIdOf: Int32Array, acronyms?: ReadonlyArray<readonly [string, string]>): void {
    this.changes++;
    if (this.docsByPath.has(doc.absPath)) this.removeDocument(doc.absPath);
    const id = this.nextDocId++;
    const docMark = id + 1;
    const unitCount = postings.unitCount;
    const garbage = this.nextUnit - this.liveUnits;
    if (garbage > Math.max(this.liveUnits, this.minGarbageUnits) || this.nextUnit + unitCount > MAX_UNITS) this.compactUnits();
    if (this.nextUnit + unitCount > MAX_UNITS) throw new Error(`Discovery index is full: more than ${MAX_UNITS} sentences.`);
    const firstUnit = this.nextUnit;
    this.units.ensure(firstUnit + unitCount);
    const lists = this.postingsFrom < 0 ? this.postingLists : null;
    const docTerms: number[] = [];
    const { bounds, records } = postings;
    let from = 0;
    for (let u = 0; u < unitCount; u++) {
      const unitId = this.nextUnit++;
      const length = records[from]!;
      const count = records[from + 1]!;
      from += 2;
      const record = this.forward.reserve(count);
      this.units.record.data[unitId] = record;
      const chunk = this.forward.chunkOf(record);
      let at = this.forward.offsetOf(record);
      chunk[at++] = unitId;
      chunk[at++] = length;
      chunk[at++] = count;
      for (let k = 0; k < count; k++) {
        const packed = records[from++]!;
        const termId = termIdOf[packed >>> TF_BITS]!;
        lists?.push(termId, record);
        chunk[at++] = (termId << TF_BITS) | (packed & TF_MASK);
        if (this.docSeen[termId] !== docMark) {
          this.docSeen[termId] = docMark;
          docTerms.push(termId);
        }
      }
      this.units.start.data[unitId] = bounds[2 * u]!;
      this.units.end.data[unitId] = bounds[2 * u + 1]!;
      this.units.doc.data[unitId] = id;
      this.liveLength += length;
    }
    this.liveUnits += unitCount;
    const entry: DocEntry = {
      id, absPath: doc.absPath, relPath: doc.relPath, sourceHash: doc.sourceHash,
      firstUnit, unitCount, termIds: Int32Array.from(docTerms), acronyms: acronyms ? new Map(acronyms) : null,
    };
    this.docsByPath.set(doc.absPath, entry);
    this.docsById.set(id, entry);
  }

  /** Index term ids of these terms (added when new), for addPostings. */
  internTerms(terms: readonly string[]): Int32Array {
    const ids = new Int32Array(terms.length);
    for (let i = 0; i < terms.length; i++) ids[i] = this.intern(terms[i]!);
    return ids;
  }

  /**
   * Room for `counts[n]` more postings of term `termIdOf[n]` (many documents about to be added with addPostings,
   * e.g. a persisted index): each list then grows once, to its final size, instead of doubling as it fills.
   * Changes nothing the index holds.
   */
  reservePostings(termIdOf: Int32Array, counts: Int32Array): void {
    this.postings.reserveMany(termIdOf, counts);
  }

  /**
   * Until the posting lists are next read (a search, a document removed, room reserved or given back), documents
   * added do not add to them: their units' records go to the forward store as always, and the lists are filled
   * from there at once, each given its final size (addDeferredPostings). A cold build's lists otherwise grew by
   * doubling into a slab copied at every growth (about 250 MB of copies for a 100 MB corpus, each earlier slab left
   * as garbage until a full collection) and then copied once more to give back their spare room (fitPostings).
   * The lists end as they would have: the same records, in the same order.
   */
  deferPostings(): void {
    if (this.postingsFrom < 0) this.postingsFrom = this.nextUnit;
  }

  /** Adds the postings of the units added since deferPostings, each list moved once to room for all of them. */
  private addDeferredPostings(): void {
    const from = this.postingsFrom;
    this.postingsFrom = -1;
    const forward = this.forward;
    const records = this.units.record.data;
    const docs = this.units.doc.data;
    const counts = new Int32Array(this.termNames.length);
    for (let unit = from; unit < this.nextUnit; unit++) {
      if (docs[unit]! < 0) continue;
      const record = records[unit]!;
      const chunk = forward.chunkOf(record);
      const at = forward.offsetOf(record) + RECORD_HEADER;
      for (let k = at, end = at + chunk[at - 1]!; k < end; k++) counts[chunk[k]! >>> TF_BITS]!++;
    }
    let terms = 0;
    for (let termId = 0; termId < counts.length; termId++) if (counts[termId]! > 0) terms++;
    const termIds = new Int32Array(terms);
    const termCounts = new Int32Array(terms);
    for (let termId = 0, n = 0; termId < counts.length; termId++) {
      if (counts[termId]! > 0) {
        termIds[n] = termId;
        termCounts[n++] = counts[termId]!;
      }
    }
    const lists = this.postingLists;
    lists.reserveMany(termIds, termCounts);
    for (let unit = from; unit < this.nextUnit; unit++) {
      if (docs[unit]! < 0) continue;
      const record = records[unit]!;
      const chunk = forward.chunkOf(record);
      const at = forward.offsetOf(record) + RECORD_HEADER;
      for (let k = at, end = at + chunk[at - 1]!; k < end; k++) lists.push(chunk[k]! >>> TF_BITS, record);
    }
  }

  /** Frees the room posting lists grew into while many documents were added from text (see PostingLists.fit). */
  fitPostings(): void {
    this.changes++;
    this.postings.fit();
  }

  /** How many postings the index holds, and how many 32-bit slots their storage takes. */
  postingStorage(): { postings: number; slots: number } {
    return this.postings.storage();
  }

  /** The postings of an indexed document, in index term ids (see termOf), or undefined when it is not indexed. */
  exportPostings(absPath: string): DocPostings | undefined {
    const shape = this.postingsShape(absPath);
    if (shape === undefined) return undefined;
    const bounds = new Int32Array(2 * shape.unitCount);
    const records = new Int32Array(shape.recordInts);
    this.exportPostingsInto(absPath, bounds, records);
    return { unitCount: shape.unitCount, bounds, records };
  }

  /** How large a document's exported postings are: its units, and the ints of their records. */
  postingsShape(absPath: string): { unitCount: number; recordInts: number } | undefined {
    const entry = this.docsByPath.get(absPath);
    if (entry === undefined) return undefined;
    let size = 0;
    for (let u = 0; u < entry.unitCount; u++) {
      const record = this.units.record.data[entry.firstUnit + u]!;
      size += 2 + this.forward.chunkOf(record)[this.forward.offsetOf(record) + 2]!;
    }
    return { unitCount: entry.unitCount, recordInts: size };
  }

  /**
   * exportPostings written into arrays the caller gives (postingsShape's sizes: a part of a snapshot being written, with
   * no copy of its own), each term id mapped through `numberOf` when given (term id → its number; see numberTermsOf): a
   * typed array read per posting, not a function call and a map look-up (a snapshot's millions of records).
   */
  exportPostingsInto(absPath: string, bounds: Int32Array, records: Int32Array, numberOf?: Int32Array): void {
    const entry = this.docsByPath.get(absPath);
    if (entry === undefined) return;
    let to = 0;
    for (let u = 0; u < entry.unitCount; u++) {
      const unit = entry.firstUnit + u;
      bounds[2 * u] = this.units.start.data[unit]!;
      bounds[2 * u + 1] = this.units.end.data[unit]!;
      const record = this.units.record.data[unit]!;
      const chunk = this.forward.chunkOf(record);
      const at = this.forward.offsetOf(record);
      const count = chunk[at + 2]!;
      records[to++] = chunk[at + 1]!;
      records[to++] = count;
      if (numberOf === undefined) records.set(chunk.subarray(at + RECORD_HEADER, at + RECORD_HEADER + count), to);
      else {
        for (let k = 0; k < count; k++) {
          const packed = chunk[at + RECORD_HEADER + k]!;
          records[to + k] = (numberOf[packed >>> TF_BITS]! << TF_BITS) | (packed & TF_MASK);
        }
      }
      to += count;
    }
  }

  /**
   * Numbers the terms of a document's records not numbered yet (`numberOf[termId] < 0`), in the order exportPostings
   * writes them, from `terms.length` on, and appends each to `terms`.
   */
  numberTermsOf(absPath: string, numberOf: Int32Array, terms: string[]): void {
    const entry = this.docsByPath.get(absPath);
    if (entry === undefined) return;
    for (let u = 0; u < entry.unitCount; u++) {
      const record = this.units.record.data[entry.firstUnit + u]!;
      const chunk = this.forward.chunkOf(record);
      const at = this.forward.offsetOf(record);
      const count = chunk[at + 2]!;
      for (let k = 0; k < count; k++) {
        const termId = chunk[at + RECORD_HEADER + k]! >>> TF_BITS;
        if (numberOf[termId]! < 0) {
          numberOf[termId] = terms.length;
          terms.push(this.termNames[termId]!);
        }
      }
    }
  }

  /** How many terms the index has numbered (term ids are below it). */
  get termCount(): number {
    return this.termNames.length;
  }

  /** The term an index term id stands for. */
  termOf(termId: number): string {
    return this.termNames[termId]!;
  }

  removeDocument(absPath: string): void {
    this.changes++;
    const entry = this.docsByPath.get(absPath);
    if (entry === undefined) return;
    if (entry.unitCount > 0) {
      const first = this.units.record.data[entry.firstUnit]!;
      const last = this.units.record.data[entry.firstUnit + entry.unitCount - 1]!;
      for (const termId of entry.termIds) this.postings.removeRange(termId, first, last + 1);
    }
    for (let u = entry.firstUnit; u < entry.firstUnit + entry.unitCount; u++) {
      this.liveLength -= this.forward.lengthOf(this.units.record.data[u]!);
      this.units.doc.data[u] = -1;
    }
    this.liveUnits -= entry.unitCount;
    this.docsByPath.delete(absPath);
    this.docsById.delete(entry.id);
  }

  /** Renumbers live units densely (order kept, so posting lists stay sorted) and drops removed units' slots. */
  private compactUnits(): void {
    const remap = new Int32Array(this.nextUnit).fill(-1);
    const units = new UnitColumns();
    const forward = new ForwardStore();
    units.ensure(this.liveUnits + 1);
    let next = 0;
    for (const entry of this.docsById.values()) {
      for (let k = 0; k < entry.unitCount; k++) {
        const old = entry.firstUnit + k;
        remap[old] = next;
        units.start.data[next] = this.units.start.data[old]!;
        units.end.data[next] = this.units.end.data[old]!;
        units.doc.data[next] = this.units.doc.data[old]!;
        units.record.data[next] = forward.copyFrom(this.forward, this.units.record.data[old]!, next);
        next++;
      }
      entry.firstUnit = next - entry.unitCount;
    }
    this.postings.remap((record) => units.record.data[remap[this.forward.unitOf(record)]!]!);
    this.units = units;
    this.forward = forward;
    this.nextUnit = next;
  }

  hasVersion(absPath: string, sourceHash: string): boolean {
    return this.docsByPath.get(absPath)?.sourceHash === sourceHash;
  }

  /** The acronyms the document defines; `text` (its text) is read for a document indexed from postings. */
  acronymsOf(absPath: string, text: string): Map<string, string> {
    const entry = this.docsByPath.get(absPath);
    if (entry === undefined) return new Map();
    if (entry.acronyms === null) {
      const plain = sourceDocument(text, entry.relPath, entry.sourceHash).plain;
      entry.acronyms = plain.includes('(') ? findAcronyms(plain) : new Map<string, string>();
    }
    return new Map(entry.acronyms);
  }

  stats(): { documents: number; units: number; terms: number } {
    let terms = 0;
    for (let termId = 0; termId < this.termNames.length; termId++) if (this.postings.length(termId) > 0) terms++;
    return { documents: this.docsByPath.size, units: this.liveUnits, terms };
  }

  /** Units (and neighbouring unit pairs) ranked by BM25 over the query stems, boosted by idf-weighted coverage. */
  search(queryTerms: string[], opts: SearchOptions): DiscoveryHit[] {
    if (opts.limit <= 0 || this.liveUnits === 0) return [];
    const query = this.resolveQuery(queryTerms);
    if (query.length === 0) return [];
    const allowedDocs = opts.restrictTo === undefined ? null : this.allowedDocIds(opts.restrictTo);
    if (allowedDocs !== null && allowedDocs.size === 0) return [];

    let totalIdf = 0;
    for (const q of query) {
      totalIdf += q.idf;
      this.slotOf[q.termId] = q.slot;
    }
    const scorer = new UnitScorer(query, totalIdf, Math.max(1, this.liveLength / this.liveUnits), {
      chunks: this.forward.chunks,
      slotOf: this.slotOf,
    });
    const minCandidates = opts.limit * MIN_CANDIDATES_PER_HIT;
    const candidates = allowedDocs !== null && this.scanIsCheaper(query, allowedDocs)
      ? this.candidateRecordsInDocs(query, minCandidates, allowedDocs, scorer)
      : this.candidateRecords(query, minCandidates, allowedDocs);
    // Single units: keep the best few with a bounded min-heap instead of sorting every candidate.
    const best = new TopK(Math.max(opts.limit * 4, opts.limit + 8));
    scorer.prefetch(candidates);
    if (this.scoring === 'together') scorer.offerAll(candidates, best);
    else {
      for (let i = 0; i < candidates.length; i++) {
        scorer.measureRecord(candidates[i]!);
        best.offer(scorer.unit, scorer.unit, scorer.score * (1 + scorer.coverage()), scorer.mask);
      }
    }
    const ranked = best.items();
    // Neighbouring pairs of the best units (both candidates), when together they cover query terms neither covers alone.
    const unitDoc = this.units.doc.data;
    for (const single of ranked.slice()) {
      for (const [first, second] of [[single.unit - 1, single.unit], [single.unit, single.unit + 1]] as const) {
        if (first < 0 || second >= this.nextUnit || unitDoc[first] !== unitDoc[second]) continue;
        const [firstRecord, secondRecord] = [this.units.record.data[first]!, this.units.record.data[second]!];
        if (!isMember(candidates, firstRecord) || !isMember(candidates, secondRecord)) continue;
        const a = scorer.measureRecord(firstRecord).snapshot();
        const b = scorer.measureRecord(secondRecord).snapshot();
        const mask = a.mask | b.mask;
        if (mask === a.mask || mask === b.mask) continue;
        const pairCoverage = totalIdf > 0 ? Math.min(1, (a.covered + b.covered - scorer.idfOf(a.mask & b.mask)) / totalIdf) : 0;
        const score = (a.score + b.score) * (1 + pairCoverage) * PAIR_PENALTY;
        if (!ranked.some((r) => r.unit === first && r.last === second)) ranked.push({ unit: first, last: second, score, mask });
      }
    }
    for (const q of query) this.slotOf[q.termId] = -1;

    ranked.sort((a, b) => b.score - a.score || a.unit - b.unit || a.last - b.last);
    const inQueryOrder = [...query].sort((a, b) => a.order - b.order);
    return ranked.slice(0, opts.limit).map((r) => {
      const doc = this.docsById.get(unitDoc[r.unit]!)!;
      const matchedTerms: string[] = [];
      for (const q of inQueryOrder) if (r.mask & (1 << q.slot)) matchedTerms.push(q.term);
      return {
        absPath: doc.absPath,
        relPath: doc.relPath,
        start: this.units.start.data[r.unit]!,
        end: this.units.end.data[r.last]!,
        score: r.score,
        matchedTerms,
      };
    });
  }

  /**
   * The units worth scoring (their records, ascending): those holding any rare query term. Common terms (in more than
   * COMMON_TERM_SHARE of all units) only add their units while fewer than minCandidates were found: a unit
   * sharing only common words with the claim is no place to look for its evidence. When every term is
   * common, the search starts from the units holding both of the two rarest, if there are enough.
   */
  private candidateRecords(query: QueryTerm[], minCandidates: number, allowedDocs: Set<number> | null): Int32Array {
    const unitDoc = this.units.doc.data;
    const allowed = (record: number): boolean => allowedDocs === null || allowedDocs.has(unitDoc[this.forward.unitOf(record)]!);
    const commonDf = this.commonDf();
    if (query.length >= 2 && this.postings.length(query[0]!.termId) >= commonDf) {
      const both = intersect(this.postings.list(query[0]!.termId), this.postings.list(query[1]!.termId), allowed);
      if (both.length >= minCandidates) return both;
    }
    let candidates: Int32Array = new Int32Array(0);
    for (const q of query) {
      const list = this.postings.list(q.termId);
      // Terms come rarest first, so once a term adds nothing, no later one does.
      if (list.length >= commonDf && candidates.length >= minCandidates) break;
      candidates = union(candidates, list, allowed);
    }
    return candidates;
  }

  /** Terms in at least this many units are common. */
  private commonDf(): number {
    return Math.max(MIN_COMMON_DF, this.liveUnits * COMMON_TERM_SHARE);
  }

  /** Reading the allowed documents' units costs less than walking the query terms' posting lists. */
  private scanIsCheaper(query: QueryTerm[], allowedDocs: Set<number>): boolean {
    if (this.restrictedSearch !== 'auto') return this.restrictedSearch === 'scan';
    let units = 0;
    for (const id of allowedDocs) units += this.docsById.get(id)!.unitCount;
    let postings = 0;
    for (const q of query) postings += this.postings.length(q.termId);
    return units * (this.liveLength / this.liveUnits) < postings;
  }

  /**
   * candidateRecords() for a search restricted to a few documents, found by reading their units' records:
   * the same rule, decided from each unit's mask of query terms instead of from posting lists.
   */
  private candidateRecordsInDocs(query: QueryTerm[], minCandidates: number, allowedDocs: Set<number>, scorer: UnitScorer): Int32Array {
    const records: number[] = [];
    const masks: number[] = [];
    const docs = [...allowedDocs].map((id) => this.docsById.get(id)!).sort((a, b) => a.firstUnit - b.firstUnit);
    for (const doc of docs) {
      for (let unit = doc.firstUnit; unit < doc.firstUnit + doc.unitCount; unit++) {
        const record = this.units.record.data[unit]!;
        const { mask } = scorer.measureRecord(record);
        if (mask === 0) continue;
        records.push(record);
        masks.push(mask);
      }
    }
    const select = (wanted: (mask: number) => boolean): Int32Array => Int32Array.from(records.filter((_, i) => wanted(masks[i]!)));
    const commonDf = this.commonDf();
    const df = (q: QueryTerm): number => this.postings.length(q.termId);
    if (query.length >= 2 && df(query[0]!) >= commonDf) {
      const both = select((mask) => (mask & 3) === 3);
      if (both.length >= minCandidates) return both;
    }
    // Terms add their units rarest first (slot order) until a common one finds enough candidates already.
    const byFirstSlot = new Array<number>(query.length).fill(0);
    for (const mask of masks) byFirstSlot[31 - Math.clz32(mask & -mask)]!++;
    let found = 0;
    let adding = query.length;
    for (const q of query) {
      if (df(q) >= commonDf && found >= minCandidates) {
        adding = q.slot;
        break;
      }
      found += byFirstSlot[q.slot]!;
    }
    const addedSlots = adding >= 31 ? -1 : (1 << adding) - 1;
    return select((mask) => (mask & addedSlots) !== 0);
  }

  /**
   * Query terms known to the index, rarest first, each with a bit slot. Also bridges compounds the source
   * writes differently: "index based" in the query meets "indexbased", and "indexbased" meets "index" + "base".
   */
  private resolveQuery(queryTerms: string[]): QueryTerm[] {
    const wanted: string[] = [];
    const add = (term: string): void => {
      if (!wanted.includes(term)) wanted.push(term);
    };
    for (let i = 0; i < queryTerms.length; i++) {
      const term = queryTerms[i]!;
      const id = this.termIds.get(term);
      if (id !== undefined && this.postings.length(id) > 0) add(term);
      else for (const part of this.splitCompound(term)) add(part);
      const next = queryTerms[i + 1];
      if (next !== undefined && /^[a-z]+$/.test(term) && /^[a-z]+$/.test(next)) {
        const joined = stem(term + next);
        const joinedId = this.termIds.get(joined);
        if (joinedId !== undefined && this.postings.length(joinedId) > 0) add(joined);
      }
    }
    const resolved = wanted.map((term, order) => {
      const termId = this.termIds.get(term)!;
      const df = this.postings.length(termId);
      return { term, termId, order, idf: Math.log(1 + (this.liveUnits - df + 0.5) / (df + 0.5)) };
    });
    resolved.sort((a, b) => b.idf - a.idf);
    return resolved.slice(0, MAX_QUERY_TERMS).map((r, slot) => ({ ...r, slot }));
  }

  /** A closed compound split into two indexed terms ("indexbas" → "index", "base"), or [] if none fits. */
  private splitCompound(term: string): string[] {
    if (!/^[a-z]{6,}$/.test(term)) return [];
    const known = (t: string): boolean => {
      const id = this.termIds.get(t);
      return id !== undefined && this.postings.length(id) > 0;
    };
    let best: string[] = [];
    let bestBalance = 0;
    for (let k = 3; k <= term.length - 3; k++) {
      const left = term.slice(0, k);
      const rest = term.slice(k);
      if (!known(left)) continue;
      const right = [rest, rest + 'e', stem(rest)].find(known);
      const balance = Math.min(k, rest.length);
      if (right !== undefined && balance > bestBalance) {
        best = [left, right];
        bestBalance = balance;
      }
    }
    return best;
  }

  private allowedDocIds(paths: ReadonlySet<string>): Set<number> {
    const ids = new Set<number>();
    for (const path of paths) {
      const entry = this.docsByPath.get(path);
      if (entry !== undefined) ids.add(entry.id);
    }
    return ids;
  }

  private intern(term: string): number {
    let id = this.termIds.get(term);
    if (id === undefined) {
      id = this.termNames.length;
      this.termIds.set(term, id);
      this.termNames.push(term);
      this.postingLists.addTerm();
      if (id >= this.tfScratch.length) {
        this.tfScratch = grow(this.tfScratch, id + 1);
        this.docSeen = grow(this.docSeen, id + 1);
        const slots = grow(this.slotOf, id + 1);
        slots.fill(-1, this.slotOf.length);
        this.slotOf = slots;
      }
    }
    return id;
  }
}

/** A resolved query term: `order` is its place in the query, `slot` its rank by rarity (and bit in masks). */
interface QueryTerm { term: string; termId: number; order: number; idf: number; slot: number }

interface Ranked { unit: number; last: number; score: number; mask: number }

/** The k highest-scoring entries, via a min-heap on score. */
class TopK {
  private readonly heap: Ranked[] = [];
  constructor(private readonly k: number) {}

  offer(unit: number, last: number, score: number, mask: number): void {
    const heap = this.heap;
    if (heap.length < this.k) {
      heap.push({ unit, last, score, mask });
      let i = heap.length - 1;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (heap[parent]!.score <= heap[i]!.score) break;
        [heap[parent], heap[i]] = [heap[i]!, heap[parent]!];
        i = parent;
      }
      return;
    }
    if (score <= heap[0]!.score) return;
    heap[0] = { unit, last, score, mask };
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let smallest = i;
      if (left < heap.length && heap[left]!.score < heap[smallest]!.score) smallest = left;
      if (right < heap.length && heap[right]!.score < heap[smallest]!.score) smallest = right;
      if (smallest === i) break;
      [heap[smallest], heap[i]] = [heap[i]!, heap[smallest]!];
      i = smallest;
    }
  }

  /** Would offer() leave the heap as it is (full, and the score no higher than its lowest)? */
  refuses(score: number): boolean {
    return this.heap.length >= this.k && score <= this.heap[0]!.score;
  }

  items(): Ranked[] {
    return [...this.heap];
  }
}

/** A forward-store record reference: chunk index << OFFSET_BITS | offset in the chunk. */
const OFFSET_BITS = 20;
const OFFSET_MASK = (1 << OFFSET_BITS) - 1;
const CHUNK_SIZE = 1 << OFFSET_BITS;
/** References stay below 2^30, small integers for V8 on every build. */
const MAX_CHUNKS = 2 ** (30 - OFFSET_BITS);
const RECORD_HEADER = 3;

/**
 * Unit records [unit id, length, n, n × (term id << TF_BITS | tf)] packed into fixed-size chunks: growing never
 * copies, and scoring a unit reads one contiguous run of memory. A record bigger than a chunk gets a chunk of its
 * own. Records are appended in unit order, so references ascend with unit ids and posting lists stay sorted.
 */
class ForwardStore {
  readonly chunks: Int32Array[] = [];
  private used = CHUNK_SIZE;

  /** Room for a record of termCount terms; returns its reference. */
  reserve(termCount: number): number {
    const size = termCount + RECORD_HEADER;
    if (this.used + size > CHUNK_SIZE) {
      if (this.chunks.length >= MAX_CHUNKS) throw new Error('Discovery index is full: too many indexed terms.');
      this.chunks.push(new Int32Array(Math.max(CHUNK_SIZE, size)));
      this.used = 0;
    }
    const record = ((this.chunks.length - 1) << OFFSET_BITS) | this.used;
    this.used += size;
    return record;
  }

  chunkOf(record: number): Int32Array {
    return this.chunks[record >>> OFFSET_BITS]!;
  }

  offsetOf(record: number): number {
    return record & OFFSET_MASK;
  }

  unitOf(record: number): number {
    return this.chunkOf(record)[this.offsetOf(record)]!;
  }

  lengthOf(record: number): number {
    return this.chunkOf(record)[this.offsetOf(record) + 1]!;
  }

  /** Copies another store's record into this one, for the unit's new id; returns the new reference. */
  copyFrom(other: ForwardStore, record: number, unit: number): number {
    const source = other.chunkOf(record);
    const at = other.offsetOf(record);
    const termCount = source[at + 2]!;
    const copy = this.reserve(termCount);
    const target = this.chunkOf(copy);
    const to = this.offsetOf(copy);
    target.set(source.subarray(at, at + RECORD_HEADER + termCount), to);
    target[to] = unit;
    return copy;
  }
}

/**
 * Every term's posting list (ascending record references) in one growable slab of 32-bit ints: per term its start,
 * length and capacity there. A list that outgrows its room moves to the end of the slab with twice the room (or
 * what reserveMany asks for); the slab is repacked when the room left behind outgrows what is in use. No object
 * per term and no per-posting allocation: loading a persisted index fills lists reserved at their final size.
 */
class PostingLists {
  private slab = new Int32Array(1 << 16);
  /** Slab entries handed out (to a list's room, in use or left behind by a move). */
  private used = 0;
  private start = new Int32Array(1024);
  private size = new Int32Array(1024);
  private room = new Int32Array(1024);
  private terms = 0;

  /** A new term with an empty list; its id is the number of terms before it. */
  addTerm(): void {
    if (this.terms === this.start.length) {
      this.start = grow(this.start, this.terms + 1);
      this.size = grow(this.size, this.terms + 1);
      this.room = grow(this.room, this.terms + 1);
    }
    this.terms++;
  }

  length(termId: number): number {
    return this.size[termId]!;
  }

  /** The term's list, a view that is only valid until the next change of any list. */
  list(termId: number): Int32Array {
    const start = this.start[termId]!;
    return this.slab.subarray(start, start + this.size[termId]!);
  }

  /** Appends a record (greater than every record in the list). */
  push(termId: number, record: number): void {
    const size = this.size[termId]!;
    if (size === this.room[termId]) this.move(termId, size < 1024 ? Math.max(4, 2 * size) : size + (size >> 1));
    this.slab[this.start[termId]! + size] = record;
    this.size[termId] = size + 1;
  }

  /**
   * Room for counts[n] more postings of term termIds[n], each list moved at most once. A sixteenth more is left
   * free at the end of the slab, so the first updates after it move the few lists they outgrow, not the slab.
   */
  reserveMany(termIds: Int32Array, counts: Int32Array): void {
    let wanted = 0;
    for (let n = 0; n < termIds.length; n++) {
      const termId = termIds[n]!;
      const need = this.size[termId]! + counts[n]!;
      if (need > this.room[termId]!) wanted += need;
    }
    this.ensureFree(wanted + (wanted >> 4));
    for (let n = 0; n < termIds.length; n++) {
      const termId = termIds[n]!;
      const need = this.size[termId]! + counts[n]!;
      if (need > this.room[termId]!) this.move(termId, need);
    }
  }

  /** Removes the records in [from, to) from the term's list. */
  removeRange(termId: number, from: number, to: number): void {
    const start = this.start[termId]!;
    const size = this.size[termId]!;
    const list = this.slab.subarray(start, start + size);
    const a = lowerBound(list, from);
    const b = lowerBound(list, to);
    if (b <= a) return;
    this.slab.copyWithin(start + a, start + b, start + size);
    this.size[termId] = size - (b - a);
  }

  /** Replaces every record by map(record); map must keep each list's order. */
  remap(map: (record: number) => number): void {
    for (let termId = 0; termId < this.terms; termId++) {
      const start = this.start[termId]!;
      for (let i = start, end = start + this.size[termId]!; i < end; i++) this.slab[i] = map(this.slab[i]!);
    }
  }

  /** Gives the term's list `room` entries at the end of the slab (room >= its size). */
  private move(termId: number, room: number): void {
    this.ensureFree(room);
    const start = this.start[termId]!;
    const size = this.size[termId]!;
    if (size > 0) this.slab.copyWithin(this.used, start, start + size);
    this.start[termId] = this.used;
    this.room[termId] = room;
    this.used += room;
  }

  /**
   * At least `free` entries past `used`: the lists are repacked in place when that frees a quarter of the slab or
   * more, else into a slab twice as large (or as large as needed), so repacking costs O(1) per entry handed out.
   */
  private ensureFree(free: number): void {
    if (this.used + free <= this.slab.length) return;
    const need = this.roomTotal() + free;
    this.repack(need <= (this.slab.length * 3) / 4 ? this.slab.length : Math.max(this.slab.length + (this.slab.length >> 1), need));
  }

  storage(): { postings: number; slots: number } {
    let postings = 0;
    for (let termId = 0; termId < this.terms; termId++) postings += this.size[termId]!;
    return { postings, slots: this.slab.length };
  }

  /**
   * Gives back the room lists grew into (a cold build doubles them as they fill): when the slab is more than a
   * quarter larger than the postings it holds, every list is repacked at its size into a slab with a little
   * room left at the end for the next updates.
   */
  fit(): void {
    let held = 0;
    for (let termId = 0; termId < this.terms; termId++) held += this.size[termId]!;
    const slack = Math.max(1024, held >> 4);
    if (this.slab.length <= held + (held >> 2) + slack) return;
    for (let termId = 0; termId < this.terms; termId++) this.room[termId] = this.size[termId]!;
    this.repack(held + slack);
  }

  private roomTotal(): number {
    let total = 0;
    for (let termId = 0; termId < this.terms; termId++) total += this.room[termId]!;
    return total;
  }

  /** Copies every list, with its room, into a slab of `capacity` entries (at least their rooms), in term order. */
  private repack(capacity: number): void {
    const next = new Int32Array(capacity);
    let at = 0;
    const slab = this.slab;
    for (let termId = 0; termId < this.terms; termId++) {
      const start = this.start[termId]!;
      const size = this.size[termId]!;
      // most lists are short: copied in place of making a view of each
      if (size > 64) next.set(slab.subarray(start, start + size), at);
      else for (let k = 0; k < size; k++) next[at + k] = slab[start + k]!;
      this.start[termId] = at;
      at += this.room[termId]!;
    }
    this.slab = next;
    this.used = at;
  }
}

/** The index columns a UnitScorer reads. */
interface ForwardColumns {
  chunks: readonly Int32Array[];
  slotOf: Int32Array;
}

/** BM25 + coverage of one unit against the current query, read from the unit's forward list. */
class UnitScorer {
  score = 0;
  covered = 0;
  mask = 0;
  unit = -1;
  /** Sum of the touched words, kept so the touching loads are not optimised away. */
  touched = 0;
  private readonly contribution = new Float64Array(MAX_QUERY_TERMS);
  private readonly slotIdf = new Float64Array(MAX_QUERY_TERMS);

  constructor(
    query: QueryTerm[],
    private readonly totalIdf: number,
    private readonly avgLength: number,
    private readonly columns: ForwardColumns,
  ) {
    for (const q of query) this.slotIdf[q.slot] = q.idf;
  }

  /**
   * Touches the candidates' records in a tight loop of independent loads before scoring them: the CPU then
   * waits for many cache misses at once instead of one after another.
   */
  prefetch(records: Int32Array): void {
    const { chunks } = this.columns;
    let touched = 0;
    for (let i = 0; i < records.length; i++) touched += chunks[records[i]! >>> OFFSET_BITS]![records[i]! & OFFSET_MASK]!;
    this.touched = touched;
  }

  measureRecord(record: number): this {
    const { chunks, slotOf } = this.columns;
    const chunk = chunks[record >>> OFFSET_BITS]!;
    const at = record & OFFSET_MASK;
    this.unit = chunk[at]!;
    const length = chunk[at + 1]!;
    let mask = 0;
    for (let i = at + RECORD_HEADER, to = at + RECORD_HEADER + chunk[at + 2]!; i < to; i++) {
      const packed = chunk[i]!;
      const slot = slotOf[packed >>> TF_BITS]!;
      if (slot < 0) continue;
      const tf = packed & TF_MASK;
      this.contribution[slot] = (this.slotIdf[slot]! * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * length) / this.avgLength));
      mask |= 1 << slot;
    }
    // Summed rarest term first, in the same order for every unit, so equal units score exactly equal.
    let score = 0;
    let covered = 0;
    for (let slot = 0, m = mask; m !== 0; slot++, m >>>= 1) {
      if ((m & 1) === 0) continue;
      score += this.contribution[slot]!;
      covered += this.slotIdf[slot]!;
    }
    this.score = score;
    this.covered = covered;
    this.mask = mask;
    return this;
  }

  coverage(): number {
    return this.totalIdf > 0 ? this.covered / this.totalIdf : 0;
  }

  /**
   * Offers every record to `best` as the unit's score × (1 + its coverage): measureRecord, coverage and TopK.offer
   * in one loop (the CLI runs V8 without inlining, and this loop runs for every candidate of every search), and a
   * record whose score cannot enter `best` is not offered. The same arithmetic in the same order as those three,
   * so `best` ends holding what offering each record in turn would leave.
   */
  offerAll(records: Int32Array, best: TopK): void {
    const { chunks, slotOf } = this.columns;
    const contribution = this.contribution;
    const slotIdf = this.slotIdf;
    const totalIdf = this.totalIdf;
    const avgLength = this.avgLength;
    for (let r = 0; r < records.length; r++) {
      const record = records[r]!;
      const chunk = chunks[record >>> OFFSET_BITS]!;
      const at = record & OFFSET_MASK;
      const length = chunk[at + 1]!;
      let mask = 0;
      for (let i = at + RECORD_HEADER, to = at + RECORD_HEADER + chunk[at + 2]!; i < to; i++) {
        const packed = chunk[i]!;
        const slot = slotOf[packed >>> TF_BITS]!;
        if (slot < 0) continue;
        const tf = packed & TF_MASK;
        contribution[slot] = (slotIdf[slot]! * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * length) / avgLength));
        mask |= 1 << slot;
      }
      let score = 0;
      let covered = 0;
      for (let slot = 0, m = mask; m !== 0; slot++, m >>>= 1) {
        if ((m & 1) === 0) continue;
        score += contribution[slot]!;
        covered += slotIdf[slot]!;
      }
      const ranked = score * (1 + (totalIdf > 0 ? covered / totalIdf : 0));
      if (best.refuses(ranked)) continue;
      const unit = chunk[at]!;
      best.offer(unit, unit, ranked, mask);
    }
  }

  snapshot(): { score: number; covered: number; mask: number } {
    return { score: this.score, covered: this.covered, mask: this.mask };
  }

  idfOf(mask: number): number {
    let sum = 0;
    for (let slot = 0; mask !== 0; slot++, mask >>>= 1) if (mask & 1) sum += this.slotIdf[slot]!;
    return sum;
  }
}

/** Entries in both sorted posting lists that pass the filter, sorted. */
function intersect(a: Int32Array, b: Int32Array, keep: (record: number) => boolean): Int32Array {
  const out = new Int32Array(Math.min(a.length, b.length));
  let n = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    const ua = a[i]!;
    const ub = b[j]!;
    if (ua < ub) i++;
    else if (ua > ub) j++;
    else {
      if (keep(ua)) out[n++] = ua;
      i++;
      j++;
    }
  }
  return out.subarray(0, n);
}

/** The sorted entries of `units` and of the posting list (those passing the filter), without duplicates. */
function union(units: Int32Array, list: Int32Array, keep: (record: number) => boolean): Int32Array {
  const out = new Int32Array(units.length + list.length);
  let n = 0;
  let i = 0;
  let j = 0;
  while (i < units.length || j < list.length) {
    const fromList = j < list.length ? list[j]! : Infinity;
    const fromUnits = i < units.length ? units[i]! : Infinity;
    if (fromUnits <= fromList) {
      out[n++] = fromUnits;
      i++;
      if (fromUnits === fromList) j++;
    } else {
      if (keep(fromList)) out[n++] = fromList;
      j++;
    }
  }
  return out.subarray(0, n);
}

/** Is value in the sorted array? */
function isMember(sorted: Int32Array, value: number): boolean {
  return sorted[lowerBound(sorted, value)] === value;
}

function grow(array: Int32Array<ArrayBuffer>, size: number): Int32Array<ArrayBuffer> {
  let capacity = array.length;
  while (capacity < size) capacity *= 2;
  const next = new Int32Array(capacity);
  next.set(array);
  return next;
}

/** First index in [from, to) of the sorted list whose value is >= key (to if none). */
function lowerBound(list: ArrayLike<number>, key: number, from = 0, to = list.length): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
