// Bounded memoisation of pure functions of a text: the extractor and the verifier profile the same sentences
// and claims many times over (every window, every candidate, the refutation pass, repairs).

/**
 * compute(text), remembered for the last `limit` distinct texts (oldest forgotten first). The results are
 * shared between callers: they must never be mutated.
 */
export function memoByText<T>(limit: number, compute: (text: string) => T): (text: string) => T {
  const cache = new Map<string, T>();
  return (text) => {
    let value = cache.get(text);
    if (value === undefined) {
      value = compute(text);
      if (cache.size >= limit) cache.delete(cache.keys().next().value!);
      cache.set(text, value);
    }
    return value;
  };
}
