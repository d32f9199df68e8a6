// Plain text (and formats read as text: .txt, .org, .csv, .json): the text is its own normalised form, and
// its sentences are those the Markdown-aware splitter finds, grouped into paragraphs at blank lines.
import { splitSentences } from '../text/sentences';
import type { SourceDocument, SourceUnit } from './types';

const BLANK_LINE = /\n[^\S\n]*\n/;

export function parsePlain(raw: string): SourceDocument {
  const ranges = splitSentences(raw);
  const units: SourceUnit[] = [];
  const sentences = new Int32Array(ranges.length * 5);
  const noHeadings: string[] = [];
  let unitStart = -1;
  let unitEnd = -1;
  const close = () => {
    if (unitStart >= 0) units.push({ kind: 'paragraph', start: unitStart, end: unitEnd, depth: 0, headings: noHeadings, row: -1 });
  };
  for (let i = 0; i < ranges.length; i++) {
    const r = ranges[i]!;
    if (unitStart < 0 || BLANK_LINE.test(raw.slice(unitEnd, r.start))) {
      close();
      unitStart = r.start;
    }
    unitEnd = r.end;
    sentences.set([r.start, r.end, r.start, r.end, units.length], i * 5);
  }
  close();
  return { format: 'plain', title: null, plain: raw, units, segments: Int32Array.of(0, 0, raw.length, 1), sentences };
}
