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
    const found = this.entries.get(key);
    if (found !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, found);
    }
    return found;
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
