// A PDF's extracted text (see core/pdf/pages.ts) as a document: each paragraph of a page is a unit (never one
// across a page break), heading lines (found by the extractor from the outline or font sizes) open sections,
// and a row of table cells (joined by tabs) is its own unit. Without the extractor's headings (a text read back
// from elsewhere) the same paragraphs are read, without sections.
import { pageAt, pageStarts } from '../pdf/pages';
import { DocumentBuilder, rawStartOf } from './builder';
import type { SourceDocument } from './types';

export interface TextHeading {
  start: number; // offsets into the whole extracted text
  end: number;
  depth: number;
}

const PARAGRAPH_BREAK = /\n[^\S\n\f]*(?:\f[^\S\n]*)?\n/g;

export function parsePdfText(raw: string, headings: readonly TextHeading[] = []): SourceDocument {
  const b = new DocumentBuilder(raw, 'pdf');
  const byStart = new Map(headings.map((h) => [h.start, h]));
  let from = 0;
  const paragraph = (start: number, end: number) => {
    while (start < end && /\s/.test(raw[start]!)) start++;
    while (end > start && /\s/.test(raw[end - 1]!)) end--;
    if (end <= start) return;
    const h = byStart.get(start);
    b.begin(h && h.end === end ? 'heading' : 'paragraph', h?.depth ?? 0);
    b.copy(start, end);
    b.end();
  };
  for (const m of raw.matchAll(PARAGRAPH_BREAK)) {
    paragraph(from, m.index);
    from = m.index + m[0].length;
  }
  paragraph(from, raw.length);
  const doc = b.finish();
  const starts = pageStarts(raw);
  for (const unit of doc.units) unit.page = pageAt(starts, raw.length, rawStartOf(doc.segments, unit.start)) ?? 1;
  return doc;
}
