// A source file read as a document: units (headings, paragraphs, list items, table facts) whose normalised
// text (markup removed, table headers attached to their cells) is what discovery indexes and the verifier
// reads, each character mapped back to the raw file so every span stays a verbatim slice of it.
import { z } from 'zod';

export const SourceFormatSchema = z.enum(['markdown', 'rst', 'asciidoc', 'html', 'latex', 'plain', 'pdf']);
export type SourceFormat = z.infer<typeof SourceFormatSchema>;

export const UnitKindSchema = z.enum(['heading', 'paragraph', 'list_item', 'quote', 'table_fact']);
export type UnitKind = z.infer<typeof UnitKindSchema>;

export const SourceUnitSchema = z.object({
  kind: UnitKindSchema,
  /** Range of the unit's normalised text in SourceDocument.plain. */
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  /** Heading depth (1 = top) for headings, else 0. */
  depth: z.number().int().nonnegative(),
  /** Texts of the section headings above the unit, outermost first (the unit itself excluded). */
  headings: z.array(z.string()),
  /** Units of one table row share a row id (≥ 0): their facts may be read together; -1 elsewhere. */
  row: z.number().int(),
  /** A PDF source: the 1-based page the unit is on. */
  page: z.number().int().positive().optional(),
});
export type SourceUnit = z.infer<typeof SourceUnitSchema>;

/** Offset map entries, four ints each: plain start, raw start, raw end, copied (1: plain[i] is raw[rawStart + i − plainStart]). */
export const SEGMENT_FIELDS = 4;

export const SourceDocumentSchema = z.object({
  format: SourceFormatSchema,
  /** The document's title: its first top-level heading or a title field; null when it has none. */
  title: z.string().nullable(),
  /** Normalised text of every unit, units separated by a line break. */
  plain: z.string(),
  units: z.array(SourceUnitSchema),
  /** Plain → raw offset map (see SEGMENT_FIELDS), sorted by plain start. */
  segments: z.instanceof(Int32Array),
  /** Sentences, five ints each: plain start, plain end, raw start, raw end, unit index; in document order. */
  sentences: z.instanceof(Int32Array),
});
export type SourceDocument = z.infer<typeof SourceDocumentSchema>;

export const SENTENCE_FIELDS = 5;

/** One sentence of a document, unpacked. */
export interface SourceSentence {
  index: number;
  plainStart: number;
  plainEnd: number;
  rawStart: number;
  rawEnd: number;
  unit: number;
}

export { SpanContextSchema, type SpanContext } from '../model';
