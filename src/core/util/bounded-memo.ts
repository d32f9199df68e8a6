// A memo of a pure function's results, bounded: past `maxEntries` the least recently used entry is dropped.
export class BoundedMemo<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly maxEntries: number) {}

  /** The value for `key`, computed by `make` on a miss (and kept, most recently used last). */
  get(key: K, make: () => V): V {
    const found = this.entries.get(key);
    if (found !== undefined || this.entries.has(key)) {
      this.entries.delete(key); // moved to the end: most recently used
      this.entries.set(key, found as V);
      return found as V;
    }
    const value = make();
    this.entries.set(key, value);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
    return value;
  }

  /** The value kept for `key` (now the most recently used), or undefined. */
  find(key: K): V | undefined {
    return findRecent(this.entries, key);
  }

  /** Keeps `value` for `key`, most recently used. */
  put(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * Values kept by key within a budget of their summed sizes (characters of text, say): past it the least recently
 * used are dropped, never the one just kept.
 */
export class SizeBoundedCache<K, V> {
  private readonly entries = new Map<K, V>();
  private total = 0;

  constructor(private readonly budget: number, private readonly sizeOf: (value: V) => number) {}

  /** The value kept for `key` (now the most recently used), or undefined. */
  find(key: K): V | undefined {
    return findRecent(this.entries, key);
  }

  /** Keeps `value` for `key`, most recently used, and drops the least recently used beyond the budget. */
  put(key: K, value: V): void {
    this.delete(key);
    this.entries.set(key, value);
    this.total += this.sizeOf(value);
    for (const [k, v] of this.entries) {
      if (this.total <= this.budget || k === key) break;
      this.entries.delete(k);
      this.total -= this.sizeOf(v);
    }
  }

  delete(key: K): void {
    const old = this.entries.get(key);
    if (old === undefined) return;
    this.entries.delete(key);
    this.total -= this.sizeOf(old);
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }

  /** Every entry, least recently used first. */
  entriesInOrder(): IterableIterator<[K, V]> {
    return this.entries.entries();
  }
}

/** The map's value for `key`, moved to the end (the most recently used), or undefined. */
function findRecent<K, V>(entries: Map<K, V>, key: K): V | undefined {
  const found = entries.get(key);
  if (found !== undefined) {
    entries.delete(key);
    entries.set(key, found);
  }
  return found;
}
