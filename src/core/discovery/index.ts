// In-memory ranking index over the allowed sources. It tells the kernel where evidence may live; it never
// returns evidence, never reads files, and keeps offsets and term ids, not source text.
import { contentTerms, findAcronyms, scanContentTerms, splitSentences, stem, wordTerm } from '../text';
import { WordTermTable } from './word-table';

export interface IndexedDoc { absPath: string; relPath: string; text: string; sourceHash: string }

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
/** A posting packs (unit id, term frequency) as unit << TF_BITS | min(tf, TF_MASK); unit ids stay below 2^27. */
const TF_BITS = 4;
const TF_MASK = (1 << TF_BITS) - 1;
/** Query terms beyond this many (the most common ones) are dropped so matched sets fit a bit mask. */
const MAX_QUERY_TERMS = 30;
/** Terms in more than this share of all units (and this many) only re-score units that rarer terms found. */
const COMMON_TERM_SHARE = 0.005;
const MIN_COMMON_DF = 1000;
/** Common terms still add units while fewer than this many times `limit` were found. */
const MIN_CANDIDATES_PER_HIT = 4;
/** A list this many times longer than the candidate set is searched per candidate rather than walked. */
const SEEK_RATIO = 16;
const PAIR_PENALTY = 0.85;
/** Unit ids must fit in a posting beside the tf bits. */
const MAX_UNITS = 2 ** (31 - TF_BITS);
/** By default, slots of removed units are reclaimed once they outnumber the live ones and this many. */
const MIN_GARBAGE_UNITS = 100_000;

export interface DiscoveryIndexOptions {
  /** Reclaim removed units' slots once there are more of them than live units and than this number. */
  minGarbageUnits?: number;
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
  acronyms: Map<string, string>;
}

/** Growable typed array of 32-bit ints. */
class IntColumn {
  data = new Int32Array(1024);
  ensure(size: number): void {
    if (size <= this.data.length) return;
    let capacity = this.data.length;
    while (capacity < size) capacity *= 2;
    const next = new Int32Array(capacity);
    next.set(this.data);
    this.data = next;
  }
}

export class DiscoveryIndex {
  private readonly termIds = new Map<string, number>();
  private readonly postings: number[][] = [];
  private readonly docsByPath = new Map<string, DocEntry>();
  private readonly docsById = new Map<number, DocEntry>();
  private nextDocId = 0;
  private readonly minGarbageUnits: number;
  // Unit columns, indexed by unit id. Unit ids only grow, so every posting list stays sorted.
  private unitStart = new IntColumn();
  private unitEnd = new IntColumn();
  private unitLength = new IntColumn();
  private unitDoc = new IntColumn();
  private nextUnit = 0;
  private liveUnits = 0;
  private liveLength = 0;
  // Scratch space for indexing and scoring, reused to avoid per-unit allocation.
  private tfScratch = new Int32Array(1024);
  private docSeen = new Int32Array(1024);
  private scoreScratch = new Float64Array(1024);
  private maskScratch = new Int32Array(1024);
  private coveredScratch = new Float64Array(1024);
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

  constructor(options: DiscoveryIndexOptions = {}) {
    this.minGarbageUnits = options.minGarbageUnits ?? MIN_GARBAGE_UNITS;
  }

  /** Indexes doc, replacing an older version of the same absPath. */
  addDocument(doc: IndexedDoc): void {
    if (this.docsByPath.has(doc.absPath)) this.removeDocument(doc.absPath);
    const id = this.nextDocId++;
    const docMark = id + 1;
    const units = splitSentences(doc.text);
    const acronyms = doc.text.includes('(') ? findAcronyms(doc.text) : new Map<string, string>();
    const expansions: Array<{ short: number; long: number[] }> = [];
    for (const [short, long] of acronyms) {
      const shortTerm = wordTerm(short);
      if (shortTerm !== null) expansions.push({ short: this.intern(shortTerm), long: contentTerms(long).map((t) => this.intern(t)) });
    }
    const docTerms: number[] = [];
    const garbage = this.nextUnit - this.liveUnits;
    if (garbage > Math.max(this.liveUnits, this.minGarbageUnits) || this.nextUnit + units.length > MAX_UNITS) this.compactUnits();
    if (this.nextUnit + units.length > MAX_UNITS) throw new Error(`Discovery index is full: more than ${MAX_UNITS} sentences.`);
    const firstUnit = this.nextUnit;
    this.reserveUnits(firstUnit + units.length);
    const touched = this.touched;
    this.unitText = doc.text;
    for (const unit of units) {
      const unitId = this.nextUnit++;
      this.unitTermCount = 0;
      scanContentTerms(doc.text, unit.start, unit.end, this.countWord, this.countTerm);
      const length = this.unitTermCount;
      for (const { short, long } of expansions) this.expandAcronym(short, long, touched);
      for (const termId of touched) {
        const tf = this.tfScratch[termId]!;
        this.tfScratch[termId] = 0;
        this.postings[termId]!.push((unitId << TF_BITS) | Math.min(tf, TF_MASK));
        if (this.docSeen[termId] !== docMark) {
          this.docSeen[termId] = docMark;
          docTerms.push(termId);
        }
      }
      touched.length = 0;
      this.unitStart.data[unitId] = unit.start;
      this.unitEnd.data[unitId] = unit.end;
      this.unitLength.data[unitId] = length;
      this.unitDoc.data[unitId] = id;
      this.liveLength += length;
    }
    this.unitText = '';
    this.liveUnits += units.length;
    const entry: DocEntry = {
      id, absPath: doc.absPath, relPath: doc.relPath, sourceHash: doc.sourceHash,
      firstUnit, unitCount: units.length, termIds: Int32Array.from(docTerms), acronyms,
    };
    this.docsByPath.set(doc.absPath, entry);
    this.docsById.set(id, entry);
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

  removeDocument(absPath: string): void {
    const entry = this.docsByPath.get(absPath);
    if (entry === undefined) return;
    const first = entry.firstUnit << TF_BITS;
    const last = (entry.firstUnit + entry.unitCount) << TF_BITS;
    for (const termId of entry.termIds) {
      const list = this.postings[termId]!;
      const from = lowerBound(list, first);
      const to = lowerBound(list, last);
      if (to > from) list.splice(from, to - from);
    }
    for (let u = entry.firstUnit; u < entry.firstUnit + entry.unitCount; u++) {
      this.liveLength -= this.unitLength.data[u]!;
      this.unitDoc.data[u] = -1;
    }
    this.liveUnits -= entry.unitCount;
    this.docsByPath.delete(absPath);
    this.docsById.delete(entry.id);
  }

  /** Renumbers live units densely (order kept, so posting lists stay sorted) and drops removed units' slots. */
  private compactUnits(): void {
    const remap = new Int32Array(this.nextUnit).fill(-1);
    const start = new IntColumn();
    const end = new IntColumn();
    const length = new IntColumn();
    const docOf = new IntColumn();
    for (const column of [start, end, length, docOf]) column.ensure(this.liveUnits + 1);
    let next = 0;
    for (const entry of this.docsById.values()) {
      for (let k = 0; k < entry.unitCount; k++) {
        const old = entry.firstUnit + k;
        remap[old] = next;
        start.data[next] = this.unitStart.data[old]!;
        end.data[next] = this.unitEnd.data[old]!;
        length.data[next] = this.unitLength.data[old]!;
        docOf.data[next] = this.unitDoc.data[old]!;
        next++;
      }
      entry.firstUnit = next - entry.unitCount;
    }
    for (const list of this.postings) {
      for (let i = 0; i < list.length; i++) list[i] = (remap[list[i]! >>> TF_BITS]! << TF_BITS) | (list[i]! & TF_MASK);
    }
    this.unitStart = start;
    this.unitEnd = end;
    this.unitLength = length;
    this.unitDoc = docOf;
    this.nextUnit = next;
  }

  hasVersion(absPath: string, sourceHash: string): boolean {
    return this.docsByPath.get(absPath)?.sourceHash === sourceHash;
  }

  acronymsOf(absPath: string): Map<string, string> {
    return new Map(this.docsByPath.get(absPath)?.acronyms ?? []);
  }

  stats(): { documents: number; units: number; terms: number } {
    let terms = 0;
    for (const list of this.postings) if (list.length > 0) terms++;
    return { documents: this.docsByPath.size, units: this.liveUnits, terms };
  }

  /** Units (and neighbouring unit pairs) ranked by BM25 over the query stems, boosted by idf-weighted coverage. */
  search(queryTerms: string[], opts: SearchOptions): DiscoveryHit[] {
    if (opts.limit <= 0 || this.liveUnits === 0) return [];
    const query = this.resolveQuery(queryTerms);
    if (query.length === 0) return [];
    const allowedDocs = opts.restrictTo === undefined ? null : this.allowedDocIds(opts.restrictTo);
    if (allowedDocs !== null && allowedDocs.size === 0) return [];

    const avgLength = Math.max(1, this.liveLength / this.liveUnits);
    const scores = this.scoreScratch;
    const covered = this.coveredScratch;
    const masks = this.maskScratch;
    const candidates: number[] = [];
    const unitLength = this.unitLength.data;
    const unitDoc = this.unitDoc.data;
    let totalIdf = 0;
    for (const q of query) totalIdf += q.idf;
    const commonDf = Math.max(MIN_COMMON_DF, this.liveUnits * COMMON_TERM_SHARE);
    let sortedCandidates: Int32Array | null = null;
    const minCandidates = opts.limit * MIN_CANDIDATES_PER_HIT;
    const score = (q: QueryTerm, packed: number, unit: number): void => {
      const tf = packed & TF_MASK;
      scores[unit]! += (q.idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * unitLength[unit]!) / avgLength));
      const bit = 1 << q.slot;
      if ((masks[unit]! & bit) === 0) covered[unit]! += q.idf;
      masks[unit]! |= bit;
    };
    const allowed = (unit: number): boolean => allowedDocs === null || allowedDocs.has(unitDoc[unit]!);

    let next = 0;
    if (query.length >= 2 && this.postings[query[0]!.termId]!.length >= commonDf) {
      // Every term is common: start from the units holding both of the two rarest, if there are enough.
      const [qa, qb] = [query[0]!, query[1]!];
      const a = this.postings[qa.termId]!;
      const b = this.postings[qb.termId]!;
      const both: number[] = [];
      for (let i = 0, j = 0; i < a.length && j < b.length;) {
        const ua = a[i]! >>> TF_BITS;
        const ub = b[j]! >>> TF_BITS;
        if (ua < ub) i++;
        else if (ua > ub) j++;
        else {
          if (allowed(ua)) both.push(i, j);
          i++;
          j++;
        }
      }
      if (both.length / 2 >= minCandidates) {
        for (let k = 0; k < both.length; k += 2) {
          const unit = a[both[k]!]! >>> TF_BITS;
          candidates.push(unit);
          score(qa, a[both[k]!]!, unit);
          score(qb, b[both[k + 1]!]!, unit);
        }
        next = 2;
      }
    }
    // Rarest terms first. Common terms only re-score the units rarer terms found (once there are enough):
    // a unit sharing only common words with the claim is no place to look for its evidence.
    for (; next < query.length; next++) {
      const q = query[next]!;
      const list = this.postings[q.termId]!;
      const addUnits = list.length < commonDf || candidates.length < minCandidates;
      if (addUnits) sortedCandidates = null;
      if (!addUnits && list.length > SEEK_RATIO * candidates.length) {
        // Few candidates, long list: look each candidate up instead of walking the list.
        sortedCandidates ??= Int32Array.from(candidates).sort();
        let from = 0;
        for (const unit of sortedCandidates) {
          from = gallop(list, unit << TF_BITS, from);
          if (from >= list.length) break;
          if (list[from]! >>> TF_BITS === unit) score(q, list[from]!, unit);
        }
        continue;
      }
      for (let i = 0; i < list.length; i++) {
        const packed = list[i]!;
        const unit = packed >>> TF_BITS;
        if (masks[unit] === 0) {
          if (!addUnits || !allowed(unit)) continue;
          candidates.push(unit);
        }
        score(q, packed, unit);
      }
    }

    const coverage = (unit: number): number => (totalIdf > 0 ? covered[unit]! / totalIdf : 0);
    const slotIdf = new Float64Array(MAX_QUERY_TERMS);
    for (const q of query) slotIdf[q.slot] = q.idf;
    const sharedIdf = (mask: number): number => {
      let sum = 0;
      for (let slot = 0; mask !== 0; slot++, mask >>>= 1) if (mask & 1) sum += slotIdf[slot]!;
      return sum;
    };
    // Single units: keep the best few with a bounded min-heap instead of sorting every candidate.
    const best = new TopK(Math.max(opts.limit * 4, opts.limit + 8));
    for (const unit of candidates) best.offer(unit, unit, scores[unit]! * (1 + coverage(unit)), masks[unit]!);
    const ranked = best.items();
    // Neighbouring pairs of the best units, when together they cover query terms neither covers alone.
    for (const single of ranked.slice()) {
      for (const [first, second] of [[single.unit - 1, single.unit], [single.unit, single.unit + 1]] as const) {
        if (first < 0 || second >= this.nextUnit || unitDoc[first] !== unitDoc[second]) continue;
        const mask = masks[first]! | masks[second]!;
        if (mask === masks[first] || mask === masks[second]) continue;
        const pairCoverage = totalIdf > 0 ? Math.min(1, (covered[first]! + covered[second]! - sharedIdf(masks[first]! & masks[second]!)) / totalIdf) : 0;
        const score = (scores[first]! + scores[second]!) * (1 + pairCoverage) * PAIR_PENALTY;
        if (!ranked.some((r) => r.unit === first && r.last === second)) ranked.push({ unit: first, last: second, score, mask });
      }
    }
    for (const unit of candidates) {
      scores[unit] = 0;
      covered[unit] = 0;
      masks[unit] = 0;
    }

    ranked.sort((a, b) => b.score - a.score || a.unit - b.unit || a.last - b.last);
    const inQueryOrder = [...query].sort((a, b) => a.order - b.order);
    return ranked.slice(0, opts.limit).map((r) => {
      const doc = this.docsById.get(unitDoc[r.unit]!)!;
      const matchedTerms: string[] = [];
      for (const q of inQueryOrder) if (r.mask & (1 << q.slot)) matchedTerms.push(q.term);
      return {
        absPath: doc.absPath,
        relPath: doc.relPath,
        start: this.unitStart.data[r.unit]!,
        end: this.unitEnd.data[r.last]!,
        score: r.score,
        matchedTerms,
      };
    });
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
      if (id !== undefined && this.postings[id]!.length > 0) add(term);
      else for (const part of this.splitCompound(term)) add(part);
      const next = queryTerms[i + 1];
      if (next !== undefined && /^[a-z]+$/.test(term) && /^[a-z]+$/.test(next)) {
        const joined = stem(term + next);
        const joinedId = this.termIds.get(joined);
        if (joinedId !== undefined && this.postings[joinedId]!.length > 0) add(joined);
      }
    }
    const resolved = wanted.map((term, order) => {
      const termId = this.termIds.get(term)!;
      const df = this.postings[termId]!.length;
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
      return id !== undefined && this.postings[id]!.length > 0;
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
      id = this.postings.length;
      this.termIds.set(term, id);
      this.postings.push([]);
      if (id >= this.tfScratch.length) {
        this.tfScratch = grow(this.tfScratch, id + 1);
        this.docSeen = grow(this.docSeen, id + 1);
      }
    }
    return id;
  }

  private reserveUnits(size: number): void {
    this.unitStart.ensure(size);
    this.unitEnd.ensure(size);
    this.unitLength.ensure(size);
    this.unitDoc.ensure(size);
    if (size > this.scoreScratch.length) {
      let capacity = this.scoreScratch.length;
      while (capacity < size) capacity *= 2;
      this.scoreScratch = new Float64Array(capacity);
      this.maskScratch = new Int32Array(capacity);
      this.coveredScratch = new Float64Array(capacity);
    }
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

  items(): Ranked[] {
    return [...this.heap];
  }
}

function grow(array: Int32Array<ArrayBuffer>, size: number): Int32Array<ArrayBuffer> {
  let capacity = array.length;
  while (capacity < size) capacity *= 2;
  const next = new Int32Array(capacity);
  next.set(array);
  return next;
}

/** lowerBound() from `from`, probing 1, 2, 4, … ahead first: cheap when successive keys are close. */
function gallop(list: number[], key: number, from: number): number {
  let step = 1;
  let hi = from;
  while (hi < list.length && list[hi]! < key) {
    from = hi + 1;
    hi += step;
    step *= 2;
  }
  return lowerBound(list, key, from, Math.min(hi, list.length));
}

/** First index in [from, to) of the sorted list whose value is >= key (to if none). */
function lowerBound(list: number[], key: number, from = 0, to = list.length): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
