// Bounded memoisation of pure functions of a text: the extractor and the verifier profile the same sentences
// and claims many times over (every window, every candidate, the refutation pass, repairs). Reuse is close
// together, so the caches are small: everything they keep survives young-generation collections, at a cost.

/**
 * compute(text), remembered for at least the last `limit` distinct texts (two generations of `limit`: the older
 * is dropped whole when the newer fills up). The values are shared between callers: they must never be mutated.
 */
export class TextMemo<T> {
  private recent = new Map<string, T>();
  private older = new Map<string, T>();

  constructor(private readonly limit: number, private readonly compute: (text: string) => T) {}

  get(text: string): T {
    const value = this.recent.get(text);
    if (value !== undefined) return value;
    const found = this.older.get(text) ?? this.compute(text);
    this.remember(text, found);
    return found;
  }

  /** The value remembered for text, or undefined: nothing is computed (a caller that computes remembers it). */
  peek(text: string): T | undefined {
    const value = this.recent.get(text);
    if (value !== undefined) return value;
    const older = this.older.get(text);
    if (older !== undefined) this.remember(text, older);
    return older;
  }

  /** Remembers a value found another way; it must equal compute(text). */
  remember(text: string, value: T): void {
    if (this.recent.size >= this.limit) {
      this.older = this.recent;
      this.recent = new Map();
    }
    this.recent.set(text, value);
  }
}

/** A memoised function of a text (see TextMemo). */
export function memoByText<T>(limit: number, compute: (text: string) => T): (text: string) => T {
  const memo = new TextMemo(limit, compute);
  return (text) => memo.get(text);
}
