// Bounded memoisation of pure functions of a text: the extractor and the verifier profile the same sentences
// and claims many times over (every window, every candidate, the refutation pass, repairs). Within a run reuse is
// close together, so caches of claim texts are small: everything they keep survives young-generation collections.

/**
 * For texts of source spans: an edited paragraph's claim is judged against the spans its earlier wording was, a
 * whole chapter ago (about 3,000 distinct span texts for 150 claims), so these memos must outlast a chapter's run.
 */
export const SPAN_TEXTS = 2048;

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
