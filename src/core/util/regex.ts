/** Text with every regular-expression metacharacter escaped, to match it literally. */
export function escapeRegExp(s: string): string {
  return s.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
}
