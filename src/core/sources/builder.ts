// Builds a SourceDocument: parsers copy raw ranges, insert or replace text, and open and close units; the
// builder keeps the plain → raw offset map, the heading path and the title, and splits units into sentences.
import { splitSentences } from '../text/sentences';
import { SEGMENT_FIELDS, SENTENCE_FIELDS, type SourceDocument, type SourceFormat, type SourceUnit, type UnitKind } from './types';

const LINE_BREAKS = /[\r\n\t\f\v]/g;

export class DocumentBuilder {
  private readonly parts: string[] = [];
  private length = 0;
  private readonly segments: number[] = [];
  private readonly units: SourceUnit[] = [];
  /** Open headings, outermost first. */
  private readonly stack: Array<{ depth: number; text: string }> = [];
  private headingPath: string[] = [];
  private title: string | null = null;
  private open: { kind: UnitKind; start: number; depth: number; row: number } | null = null;
  private nextRow = 0;
  /** Raw end of the last copied character, so contiguous copies extend one segment. */
  private lastCopyRawEnd = -1;

  constructor(readonly raw: string, readonly format: SourceFormat) {}

  /** Copies raw[start, end) as plain text (line breaks and tabs read as spaces). */
  copy(start: number, end: number): void {
    if (end <= start) return;
    if (start !== this.lastCopyRawEnd || this.segments.length === 0) this.segments.push(this.length, start, end, 1);
    else this.segments[this.segments.length - 2] = end;
    const text = this.raw.slice(start, end);
    this.push(LINE_BREAKS.test(text) ? text.replace(LINE_BREAKS, ' ') : text);
    LINE_BREAKS.lastIndex = 0;
    this.lastCopyRawEnd = end;
  }

  /** Text standing for raw[rawStart, rawEnd) (an entity, a header cell, a space at a line break). */
  replace(text: string, rawStart: number, rawEnd: number): void {
    if (text.length === 0) return;
    this.segments.push(this.length, rawStart, rawEnd, 0);
    this.push(text.replace(LINE_BREAKS, ' '));
    this.lastCopyRawEnd = -1;
  }

  /** Text inserted at a raw position (it stands for nothing written there). */
  insert(text: string, rawAt: number): void {
    this.replace(text, rawAt, rawAt);
  }

  /** Starts a unit; a heading of `depth` closes the sections at its depth and below. */
  begin(kind: UnitKind, depth = 0): void {
    if (this.open) this.end();
    if (this.length > 0) this.insertSeparator();
    this.open = { kind, start: this.length, depth: kind === 'heading' ? Math.max(1, depth) : 0, row: -1 };
  }

  /** Starts a fact of the current table row (see newRow). */
  beginFact(): void {
    const row = this.nextRow - 1;
    this.begin('table_fact');
    this.open!.row = row;
  }

  newRow(): void {
    this.nextRow++;
  }

  /** Closes the open unit; a unit without words is dropped (its text stays in plain, unused). */
  end(): void {
    const open = this.open;
    if (!open) return;
    this.open = null;
    const plain = this.currentPlain(open.start);
    let start = open.start;
    let end = this.length;
    while (start < end && isBlank(plain.charCodeAt(start - open.start))) start++;
    while (end > start && isBlank(plain.charCodeAt(end - 1 - open.start))) end--;
    if (!/[\p{L}\p{N}]/u.test(plain)) return;
    if (open.kind === 'heading') {
      const text = plain.trim().replace(/\s+/g, ' ');
      while (this.stack.length > 0 && this.stack[this.stack.length - 1]!.depth >= open.depth) this.stack.pop();
      this.units.push({ kind: 'heading', start, end, depth: open.depth, headings: this.headingPath, row: -1 });
      this.stack.push({ depth: open.depth, text });
      this.headingPath = this.stack.map((h) => h.text);
      if (this.title === null && open.depth === 1) this.title = text;
      return;
    }
    this.units.push({ kind: open.kind, start, end, depth: 0, headings: this.headingPath, row: open.row });
  }

  /** A title given outside the headings (front matter, a title field, <title>), when none was found yet. */
  setTitle(title: string): void {
    const text = title.replace(/\s+/g, ' ').trim();
    if (this.title === null && text.length > 0) this.title = text;
  }

  /** The text of the open unit so far. */
  openText(): string {
    return this.open ? this.currentPlain(this.open.start) : '';
  }

  finish(): SourceDocument {
    this.end();
    const plain = this.parts.join('');
    const segments = Int32Array.from(this.segments);
    const sentences: number[] = [];
    for (let u = 0; u < this.units.length; u++) {
      const unit = this.units[u]!;
      if (unit.kind === 'heading' || unit.kind === 'table_fact') {
        pushSentence(sentences, segments, this.raw, unit.start, unit.end, u);
        continue;
      }
      for (const s of splitSentences(plain.slice(unit.start, unit.end))) pushSentence(sentences, segments, this.raw, unit.start + s.start, unit.start + s.end, u);
    }
    return { format: this.format, title: this.title, plain, units: this.units, segments, sentences: Int32Array.from(sentences) };
  }

  private insertSeparator(): void {
    this.segments.push(this.length, this.lastRaw(), this.lastRaw(), 0);
    this.push('\n');
    this.lastCopyRawEnd = -1;
  }

  private lastRaw(): number {
    const n = this.segments.length;
    return n === 0 ? 0 : this.segments[n - 2]!;
  }

  private push(text: string): void {
    this.parts.push(text);
    this.length += text.length;
  }

  private currentPlain(from: number): string {
    // parts are short; walk back from the end to collect the unit's text
    let collected = 0;
    let i = this.parts.length;
    while (i > 0 && this.length - collected > from) collected += this.parts[--i]!.length;
    const joined = this.parts.slice(i).join('');
    return joined.slice(joined.length - (this.length - from));
  }
}

function isBlank(code: number): boolean {
  return code === 32 || code === 0xa0 || code === 0x200b;
}

/** Emphasis and code delimiters a sentence begins or ends on are kept whole in its raw span. */
const DELIMITERS = new Set(['*', '_', '~', '`']);

function pushSentence(out: number[], segments: Int32Array, raw: string, start: number, end: number, unit: number): void {
  if (end <= start) return;
  let rawStart = rawStartOf(segments, start);
  let rawEnd = rawEndOf(segments, end);
  if (rawEnd < rawStart) [rawStart, rawEnd] = [rawEnd, rawStart];
  while (rawEnd < raw.length && DELIMITERS.has(raw[rawEnd]!)) rawEnd++;
  let opening = rawStart;
  while (opening > 0 && DELIMITERS.has(raw[opening - 1]!)) opening--;
  if (opening === 0 || /\s/.test(raw[opening - 1]!)) rawStart = opening;
  if (rawEnd <= rawStart) return; // stands for nothing written: no span can show it
  out.push(start, end, rawStart, rawEnd, unit);
}

/** Index of the segment holding plain offset `at`. */
function segmentAt(segments: Int32Array, at: number): number {
  let lo = 0;
  let hi = segments.length / SEGMENT_FIELDS - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (segments[mid * SEGMENT_FIELDS]! <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Raw offset where the plain character at `at` begins. */
export function rawStartOf(segments: Int32Array, at: number): number {
  const s = segmentAt(segments, at) * SEGMENT_FIELDS;
  return segments[s + 3] === 1 ? segments[s + 1]! + (at - segments[s]!) : segments[s + 1]!;
}

/** Raw offset where the plain text ending at `end` (exclusive) ends. */
export function rawEndOf(segments: Int32Array, end: number): number {
  const s = segmentAt(segments, end - 1) * SEGMENT_FIELDS;
  return segments[s + 3] === 1 ? segments[s + 1]! + (end - segments[s]!) : segments[s + 2]!;
}

export { SENTENCE_FIELDS };
