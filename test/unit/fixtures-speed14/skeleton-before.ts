// skeleton.ts as it was before the fourteenth speed pass split encode() and decode() into parts: kept to test that the parts compute the same.
// A parsed document's skeleton: the SourceDocument as offsets only, so a later run rebuilds it from the raw
// text without parsing again. It never holds source text: plain text is read back from the raw ranges the
// offset map names; a text a parser put in (an entity, a separator, a table header before a cell) is a raw
// position it can be read from, an earlier range of the plain text already rebuilt, a single character, or a
// run of such pieces (a header with emphasis, `2021: *Outer LP*`, copied before each cell as `2021: Outer LP`);
// heading and title texts are plain or raw ranges. A document that needs anything else gets no skeleton (it is
// parsed again). A skeleton that does not fit its raw text rebuilds nothing (null).
//
// Layout (int32): MARK · format · copy mode · plain length · segment ints · sentence ints · unit count · path count ·
// title (kind, a, b) · segments · per inserted text (kind, value), pieces adding (kind, value, length) each ·
// sentences · units (kind, start, end, depth, row, path) · paths (length, then one heading unit index per heading).
import { SEGMENT_FIELDS, SENTENCE_FIELDS, SourceFormatSchema, UnitKindSchema, type SourceDocument, type SourceFormat, type SourceUnit } from '../../../src/core/sources/types';

const MARK = 0x534b4c32; // "SKL2"
const HEADER = 11;
const FORMATS = SourceFormatSchema.options;
const KINDS = UnitKindSchema.options;
const LINE_BREAKS = /[\r\n\t\f\v]/g;
/** Copied raw text reads line breaks and tabs as spaces (the document builder) or as written (plain text). */
const COPY_SPACED = 0;
const COPY_VERBATIM = 1;
/**
 * An inserted text is a single character (its code), raw text from a position (read as plain text reads it; length
 * from the offset map), such raw text between two spaces (a table header put before a cell), the plain text from
 * an earlier position (it ends before this text starts), or a run of pieces, each a character, a raw text or an
 * earlier plain text with its own length.
 */
const TEXT_CHAR = 0;
const TEXT_RAW = 1;
const TEXT_SPACED = 2;
const TEXT_PLAIN = 3;
const TEXT_PIECES = 4;
/** A title: none, a heading unit's text, raw text (whitespace collapsed), or a range of the plain text. */
const TITLE_NONE = 0;
const TITLE_HEADING = 1;
const TITLE_RAW = 2;
const TITLE_PLAIN = 3;

/**
 * The skeleton of `doc` parsed from `raw`, or null when it would need text that is not in raw. It is checked by
 * rebuilding the document from it: a skeleton that would not give back this very document is not made.
 */
export function encodeSkeleton(doc: SourceDocument, raw: string): Int32Array | null {
  // the copy mode only tells the decoder how to read copied text: encode once, try each mode
  const skeleton = encode(doc, raw, COPY_SPACED);
  if (skeleton === null) return null;
  for (const mode of [COPY_SPACED, COPY_VERBATIM]) {
    skeleton[2] = mode;
    if (sameDocument(decodeSkeleton(skeleton, raw, doc.format), doc)) return skeleton;
  }
  return null;
}

function sameDocument(a: SourceDocument | null, b: SourceDocument): boolean {
  if (a === null || a.title !== b.title || a.plain !== b.plain || a.units.length !== b.units.length) return false;
  if (!sameInts(a.segments, b.segments) || !sameInts(a.sentences, b.sentences)) return false;
  return a.units.every((u, i) => {
    const v = b.units[i]!;
    return u.kind === v.kind && u.start === v.start && u.end === v.end && u.depth === v.depth && u.row === v.row
      && u.headings.length === v.headings.length && u.headings.every((h, k) => h === v.headings[k]);
  });
}

function sameInts(a: Int32Array, b: Int32Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function encode(doc: SourceDocument, raw: string, mode: number): Int32Array | null {
  const { plain, segments, units, sentences } = doc;
  const segmentCount = segments.length / SEGMENT_FIELDS;
  const texts: number[] = [];
  const finder = new TextFinder(raw, plain);
  for (let s = 0; s < segmentCount; s++) {
    const at = s * SEGMENT_FIELDS;
    const plainEnd = s + 1 < segmentCount ? segments[at + SEGMENT_FIELDS]! : plain.length;
    if (segments[at + 3] === 1) continue;
    const plainStart = segments[at]!;
    const text = plain.slice(plainStart, plainEnd);
    if (text.length === 1) {
      texts.push(TEXT_CHAR, text.charCodeAt(0));
      continue;
    }
    const rawStart = segments[at + 1]!;
    const position = rawText(raw, rawStart, text.length) === text ? rawStart : finder.inRaw(text);
    if (position >= 0) {
      texts.push(TEXT_RAW, position);
      continue;
    }
    const inner = text.length > 2 && text.startsWith(' ') && text.endsWith(' ') ? finder.inRaw(text.slice(1, -1)) : -1;
    if (inner >= 0) {
      texts.push(TEXT_SPACED, inner);
      continue;
    }
    const earlier = finder.inPlain(text, plainStart);
    if (earlier >= 0) {
      texts.push(TEXT_PLAIN, earlier);
      continue;
    }
    const pieces = finder.pieces(text, plainStart);
    if (pieces === null) return null;
    texts.push(TEXT_PIECES, pieces.length / 3);
    for (const x of pieces) texts.push(x);
  }
  const headingText = new Map<number, string>();
  units.forEach((u, i) => {
    if (u.kind === 'heading') headingText.set(i, headingOf(plain, u));
  });
  // heading paths by identity (readers compare them with ===), each as the heading units that name it
  const pathIndex = new Map<readonly string[], number>();
  const paths: number[] = [];
  const open: number[] = [];
  const unitInts: number[] = [];
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    let path = pathIndex.get(u.headings);
    if (path === undefined) {
      if (u.headings.length > open.length) return null;
      const names = open.slice(open.length - u.headings.length);
      if (names.some((h, k) => headingText.get(h) !== u.headings[k])) return null;
      path = pathIndex.size;
      pathIndex.set(u.headings, path);
      paths.push(names.length, ...names);
    }
    unitInts.push(KINDS.indexOf(u.kind), u.start, u.end, u.depth, u.row, path);
    if (u.kind === 'heading') {
      while (open.length > 0 && units[open[open.length - 1]!]!.depth >= u.depth) open.pop();
      open.push(i);
    }
  }
  let title = [TITLE_NONE, 0, 0];
  if (doc.title !== null) {
    const heading = [...headingText].find(([, text]) => text === doc.title);
    if (heading) title = [TITLE_HEADING, heading[0], 0];
    else if (plain.includes(doc.title)) {
      const at = plain.indexOf(doc.title);
      title = [TITLE_PLAIN, at, at + doc.title.length];
    } else {
      const at = raw.indexOf(doc.title);
      if (at < 0 || collapse(raw.slice(at, at + doc.title.length)) !== doc.title) return null;
      title = [TITLE_RAW, at, at + doc.title.length];
    }
  }
  const header = [MARK, FORMATS.indexOf(doc.format), mode, plain.length, segments.length, sentences.length, units.length, pathIndex.size, ...title];
  const out = new Int32Array(HEADER + segments.length + texts.length + sentences.length + unitInts.length + paths.length);
  let at = 0;
  for (const part of [header, segments, texts, sentences, unitInts, paths]) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The document `skeleton` stands for over `raw`, or null when it does not fit raw (or is damaged). */
export function decodeSkeleton(skeleton: Int32Array, raw: string, format: SourceFormat): SourceDocument | null {
  try {
    return decode(skeleton, raw, format);
  } catch {
    return null;
  }
}

function decode(k: Int32Array, raw: string, format: SourceFormat): SourceDocument | null {
  if (k.length < HEADER || k[0] !== MARK || FORMATS[k[1]!] !== format) return null;
  const [mode, plainLength, segmentInts, sentenceInts, unitCount, pathCount, titleKind, titleA, titleB] = Array.from(k.subarray(2, HEADER));
  if (segmentInts! % SEGMENT_FIELDS !== 0 || sentenceInts! % SENTENCE_FIELDS !== 0) return null;
  let at = HEADER;
  const segments = k.slice(at, (at += segmentInts!));
  const parts: string[] = [];
  let length = 0;
  /** The text of one piece of `size` (> 0), or null; a plain piece ends before the text being rebuilt starts. */
  const piece = (kind: number, value: number, size: number): string | null => {
    if (kind === TEXT_CHAR) return size === 1 ? String.fromCharCode(value) : null;
    if (kind === TEXT_RAW) return size > 0 && value >= 0 && value + size <= raw.length ? rawText(raw, value, size) : null;
    if (kind === TEXT_PLAIN) return size > 0 && value >= 0 && value + size <= length ? builtSlice(parts, segments, value, value + size) : null;
    return null;
  };
  for (let s = 0; s < segments.length; s += SEGMENT_FIELDS) {
    const plainEnd = s + SEGMENT_FIELDS < segments.length ? segments[s + SEGMENT_FIELDS]! : plainLength!;
    const size = plainEnd - segments[s]!;
    if (segments[s] !== length || size <= 0) return null;
    const rawStart = segments[s + 1]!;
    let text: string | null;
    if (segments[s + 3] === 1) {
      if (segments[s + 2]! - rawStart !== size || segments[s + 2]! > raw.length || rawStart < 0) return null;
      text = mode === COPY_VERBATIM ? raw.slice(rawStart, rawStart + size) : rawText(raw, rawStart, size);
    } else {
      const kind = k[at++];
      const value = k[at++]!;
      if (kind === TEXT_SPACED && size > 2 && value >= 0 && value + size - 2 <= raw.length) text = ` ${rawText(raw, value, size - 2)} `;
      else if (kind !== TEXT_PIECES) text = piece(kind!, value, size);
      else {
        if (!(value > 0 && value <= size)) return null;
        const texts: string[] = [];
        let sum = 0;
        for (let n = 0; n < value; n++, at += 3) {
          const t = piece(k[at]!, k[at + 1]!, k[at + 2]!);
          if (t === null) return null;
          texts.push(t);
          sum += t.length;
        }
        text = sum === size ? texts.join('') : null;
      }
      if (text === null) return null;
    }
    parts.push(text);
    length += size;
  }
  if (length !== plainLength) return null;
  const plain = parts.join('');
  const sentences = k.slice(at, (at += sentenceInts!));
  for (let s = 0; s < sentences.length; s += SENTENCE_FIELDS) {
    if (sentences[s + 1]! > plainLength! || sentences[s + 3]! > raw.length || sentences[s + 4]! >= unitCount!) return null;
  }
  const unitInts = k.subarray(at, (at += 6 * unitCount!));
  const pathInts = k.subarray(at);
  const headingOfUnit = (i: number): string => {
    if (i < 0 || i >= unitCount! || unitInts[6 * i] !== 0) throw new Error('not a heading');
    return headingOf(plain, { start: unitInts[6 * i + 1]!, end: unitInts[6 * i + 2]! });
  };
  const paths: string[][] = [];
  let p = 0;
  for (let n = 0; n < pathCount!; n++) {
    const size = pathInts[p++]!;
    if (size < 0 || p + size > pathInts.length) return null;
    paths.push(Array.from(pathInts.subarray(p, p + size), headingOfUnit));
    p += size;
  }
  if (p !== pathInts.length) return null;
  const units: SourceUnit[] = [];
  for (let i = 0; i < unitCount!; i++) {
    const [kind, start, end, depth, row, path] = Array.from(unitInts.subarray(6 * i, 6 * i + 6));
    const headings = paths[path!];
    if (KINDS[kind!] === undefined || headings === undefined || start! < 0 || end! < start! || end! > plainLength!) return null;
    units.push({ kind: KINDS[kind!]!, start: start!, end: end!, depth: depth!, headings, row: row! });
  }
  let title: string | null = null;
  if (titleKind === TITLE_HEADING) title = headingOfUnit(titleA!);
  else if (titleKind === TITLE_RAW && titleA! >= 0 && titleB! <= raw.length) title = collapse(raw.slice(titleA, titleB));
  else if (titleKind === TITLE_PLAIN && titleA! >= 0 && titleB! <= plain.length) title = plain.slice(titleA, titleB);
  else if (titleKind !== TITLE_NONE) return null;
  return { format, title, plain, units, segments, sentences };
}

/**
 * plain[from, to) of a document being rebuilt, read from its parts so far (parts[i] is the text of segment i, which
 * starts at segments[i * SEGMENT_FIELDS]); `to` is at most the length of the parts.
 */
function builtSlice(parts: readonly string[], segments: Int32Array, from: number, to: number): string {
  let lo = 0;
  let hi = parts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (segments[mid * SEGMENT_FIELDS]! <= from) lo = mid;
    else hi = mid - 1;
  }
  let text = '';
  for (let i = lo; text.length < to - from; i++) {
    const start = segments[i * SEGMENT_FIELDS]!;
    text += parts[i]!.slice(Math.max(0, from - start), to - start);
  }
  return text;
}

/**
 * Finds where an inserted text can be read from: in the raw text (as plain text reads it, line breaks as spaces),
 * or in the plain text before a given position; failing both, as a run of the longest such pieces.
 */
class TextFinder {
  private rawRead: string | null = null;
  private readonly found = new Map<string, number>();
  private readonly foundInPlain = new Map<string, number>();

  constructor(private readonly raw: string, private readonly plain: string) {}

  /** A raw position whose text reads as `text`, or -1. */
  inRaw(text: string): number {
    let at = this.found.get(text);
    if (at === undefined) {
      this.rawRead ??= this.raw.replace(LINE_BREAKS, ' ');
      this.found.set(text, (at = this.rawRead.indexOf(text)));
    }
    return at;
  }

  /** A plain position before `before` where `text` is written, ending by `before`, or -1. */
  inPlain(text: string, before: number): number {
    let at = this.foundInPlain.get(text);
    if (at === undefined) this.foundInPlain.set(text, (at = this.plain.indexOf(text)));
    return at >= 0 && at + text.length <= before ? at : -1;
  }

  /**
   * `text` as (kind, value, length) pieces: from each place on, the longest next piece found in raw or in the plain
   * text before `before`, else one character. Null when that takes more pieces than a third of the text's length
   * (a text made of scattered characters is not worth a skeleton).
   */
  pieces(text: string, before: number): number[] | null {
    const out: number[] = [];
    for (let i = 0; i < text.length;) {
      // the longest prefix of text.slice(i) found: a prefix of a found text is found too, so search by halves
      let lo = 0;
      let hi = text.length - i;
      let where: [number, number] = [TEXT_CHAR, text.charCodeAt(i)];
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        const part = text.slice(i, i + mid);
        const inRaw = this.inRaw(part);
        const inPlain = inRaw >= 0 ? -1 : this.inPlain(part, before);
        if (inRaw >= 0 || inPlain >= 0) {
          lo = mid;
          where = inRaw >= 0 ? [TEXT_RAW, inRaw] : [TEXT_PLAIN, inPlain];
        } else hi = mid - 1;
      }
      const size = Math.max(1, lo);
      if (size === 1) where = [TEXT_CHAR, text.charCodeAt(i)];
      out.push(where[0], where[1], size);
      if (out.length > text.length) return null;
      i += size;
    }
    return out;
  }
}

/** raw[start, start + size) as plain text reads it (line breaks and tabs as spaces). */
function rawText(raw: string, start: number, size: number): string {
  const text = raw.slice(start, start + size);
  // most copied runs hold no line break: only those are rewritten (LINE_BREAKS is \t \n \v \f \r, codes 9–13)
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 9 && c <= 13) return text.replace(LINE_BREAKS, ' ');
  }
  return text;
}

/** A heading unit's text as the builder names it in heading paths and titles. */
function headingOf(plain: string, unit: Pick<SourceUnit, 'start' | 'end'>): string {
  return collapse(plain.slice(unit.start, unit.end));
}

function collapse(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}
