// Bounded memoisation of pure functions of a text: the extractor and the verifier profile the same sentences
// and claims many times over (every window, every candidate, the refutation pass, repairs).

/**
 * compute(text), remembered for the last `limit` distinct texts (oldest forgotten first). The values are
 * shared between callers: they must never be mutated.
 */
export class TextMemo<T> {
  private readonly cache = new Map<string, T>();

  constructor(private readonly limit: number, private readonly compute: (text: string) => T) {}

  get(text: string): T {
    let value = this.cache.get(text);
    if (value === undefined) {
      value = this.compute(text);
      this.remember(text, value);
    }
    return value;
  }

  /** Remembers a value found another way; it must equal compute(text). */
  remember(text: string, value: T): void {
    if (this.cache.size >= this.limit) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(text, value);
  }
}

/** A memoised function of a text (see TextMemo). */
export function memoByText<T>(limit: number, compute: (text: string) => T): (text: string) => T {
  const memo = new TextMemo(limit, compute);
  return (text) => memo.get(text);
}
