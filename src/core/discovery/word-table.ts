// Word range → term id, without allocating a string per token: ASCII words are hashed straight from the
// text's char codes (lowercased on the fly) into an open-addressing table. Other words take the Map path.
// Entries are identified by two different 32-bit hashes plus the length, not by the string: a false match
// needs both hashes and the length to collide, and a lookup never touches string memory.

/** Resolves a normalised-to-be word to a term id, or -1 for a word that is no term (a stopword). */
export type ResolveWord = (word: string) => number;

const EMPTY = -1;

export class WordTermTable {
  private slots = new Int32Array(1 << 16).fill(EMPTY);
  private size = 0;
  private hashes = new Int32Array(1 << 15);
  private checks = new Int32Array(1 << 15);
  private lengths = new Int32Array(1 << 15);
  private termIds = new Int32Array(1 << 15);
  private readonly nonAscii = new Map<string, number>();

  constructor(private readonly resolve: ResolveWord) {}

  /** Term id of the word text[start, end), or -1 if it is a stopword. */
  lookup(text: string, start: number, end: number): number {
    let hash = 0x811c9dc5;
    let check = 0x9747b28c;
    for (let i = start; i < end; i++) {
      const c = text.charCodeAt(i);
      if (c > 127) return this.lookupNonAscii(text.slice(start, end));
      const lower = c >= 65 && c <= 90 ? c | 32 : c;
      hash = Math.imul(hash ^ lower, 16777619);
      check = Math.imul(check ^ lower, 0x5bd1e995) ^ (check >>> 15);
    }
    hash = mix(hash);
    const mask = this.slots.length - 1;
    const length = end - start;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const entry = this.slots[slot]!;
      if (entry === EMPTY) break;
      if (this.hashes[entry] === hash && this.checks[entry] === check && this.lengths[entry] === length) return this.termIds[entry]!;
    }
    const key = text.slice(start, end).toLowerCase();
    const termId = this.resolve(key);
    this.insert(key, hash, check, termId);
    return termId;
  }

  private lookupNonAscii(word: string): number {
    let termId = this.nonAscii.get(word);
    if (termId === undefined) {
      termId = this.resolve(word);
      this.nonAscii.set(word, termId);
    }
    return termId;
  }

  private insert(key: string, hash: number, check: number, termId: number): void {
    const entry = this.size++;
    if (entry >= this.hashes.length) {
      this.hashes = grow(this.hashes);
      this.checks = grow(this.checks);
      this.lengths = grow(this.lengths);
      this.termIds = grow(this.termIds);
    }
    this.hashes[entry] = hash;
    this.checks[entry] = check;
    this.lengths[entry] = key.length;
    this.termIds[entry] = termId;
    if (this.size * 2 > this.slots.length) this.rehash(this.slots.length * 2);
    else this.place(entry, hash);
  }

  private place(entry: number, hash: number): void {
    const mask = this.slots.length - 1;
    let slot = hash & mask;
    while (this.slots[slot] !== EMPTY) slot = (slot + 1) & mask;
    this.slots[slot] = entry;
  }

  private rehash(size: number): void {
    this.slots = new Int32Array(size).fill(EMPTY);
    for (let entry = 0; entry < this.size; entry++) this.place(entry, this.hashes[entry]!);
  }
}

/** Murmur3 finaliser: spreads FNV's weak low bits before they pick a slot. */
function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

function grow(array: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  const next = new Int32Array(array.length * 2);
  next.set(array);
  return next;
}
