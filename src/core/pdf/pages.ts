// A PDF's extracted text as one source text: the pages joined by a form feed on a line of its own, so every
// offset the kernel, discovery and the verifier use indexes one string, and each page's text is a slice of it.
// Pure over the text: which page an offset is on is read from the form feeds (no page has one of its own).

import { lastAtOrBefore } from '../text/lines';

export const PAGE_BREAK = '\n\f\n';

export function joinPages(pages: readonly string[]): string {
  return pages.map((p) => p.replace(/\f/g, ' ')).join(PAGE_BREAK);
}

/** Offset of each page's first character (page n starts at result[n - 1]). */
export function pageStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf(PAGE_BREAK); i >= 0; i = text.indexOf(PAGE_BREAK, i + 1)) starts.push(i + PAGE_BREAK.length);
  return starts;
}

/** Page n's extracted text (1-based); '' past the last page. */
export function pageText(text: string, page: number, starts = pageStarts(text)): string {
  const start = starts[page - 1];
  if (start === undefined) return '';
  const next = starts[page];
  return text.slice(start, next === undefined ? text.length : next - PAGE_BREAK.length);
}

export interface PageLocation {
  page: number; // 1-based
  /** Offsets into that page's extracted text. */
  start: number;
  end: number;
}

/**
 * Where text[start, end) lies: its page and offsets into that page's text, so that
 * pageText(text, page).slice(loc.start, loc.end) === text.slice(start, end). A range that crosses a page break
 * has no single page: undefined.
 */
export function locateOnPage(starts: readonly number[], textLength: number, start: number, end: number): PageLocation | undefined {
  const lo = lastAtOrBefore(starts, start);
  const pageStart = starts[lo]!;
  const next = starts[lo + 1];
  const pageEnd = next === undefined ? textLength : next - PAGE_BREAK.length;
  if (start < pageStart || end > pageEnd) return undefined;
  return { page: lo + 1, start: start - pageStart, end: end - pageStart };
}

/** Where a span is, as people cite it: "papers/citevqa.pdf, p. 3" for a PDF, "notes.md:12" for text. */
export function spanPlace(span: { line: number; page?: number }, shownPath: string): string {
  return span.page !== undefined ? `${shownPath}, p. ${span.page}` : `${shownPath}:${span.line + 1}`;
}

/** The 1-based page an offset of the joined text is on (undefined on a page break). */
export function pageAt(starts: readonly number[], textLength: number, offset: number): number | undefined {
  return locateOnPage(starts, textLength, offset, offset)?.page;
}
