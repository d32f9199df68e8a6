/** Offsets where each line starts (after \n, \r\n or a lone \r, as editors count lines). */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) starts.push(i + 1);
  }
  return starts;
}

/** Index of the last value at or before `value` in an ascending list whose first value is at or before it (binary search). */
export function lastAtOrBefore(sorted: ArrayLike<number>, value: number): number {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (sorted[mid]! <= value) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Zero-based line and character of an offset, by binary search over lineStarts(). */
export function offsetToPosition(starts: readonly number[], offset: number): { line: number; character: number } {
  const line = lastAtOrBefore(starts, offset);
  return { line, character: offset - starts[line]! };
}
