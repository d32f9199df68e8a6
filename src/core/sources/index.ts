// Source documents: one parser per format behind parseSource(), chosen by file extension, and a cache so each
// version of a source (by its hash) is parsed once.
import { rawEndOf, rawStartOf } from './builder';
import { parseMarkdown } from './markdown';
import { parsePdfText } from './pdf';
import { parsePlain } from './plain';
import { parseAsciiDoc, parseHtml, parseLatex, parseRst } from './light';
import { decodeSkeleton } from './skeleton';
import { SENTENCE_FIELDS, type SourceDocument, type SourceFormat, type SourceSentence, type SpanContext } from './types';
import { SizeBoundedCache } from '../util/bounded-memo';

export * from './types';
export { rawEndOf, rawStartOf } from './builder';
export { parsePdfText, type TextHeading } from './pdf';
export { decodeSkeleton, encodeSkeleton } from './skeleton';

const FORMATS: Record<string, SourceFormat> = {
  md: 'markdown', markdown: 'markdown', mdown: 'markdown', mkd: 'markdown',
  rst: 'rst', rest: 'rst',
  adoc: 'asciidoc', asciidoc: 'asciidoc', asc: 'asciidoc',
  html: 'html', htm: 'html', xhtml: 'html',
  tex: 'latex', latex: 'latex',
  pdf: 'pdf',
};

/** The format a file is read as, from its extension; anything unknown is plain text. */
export function formatOf(path: string): SourceFormat {
  const dot = path.lastIndexOf('.');
  const slash = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
  if (dot <= slash + 1) return 'plain';
  return FORMATS[path.slice(dot + 1).toLowerCase()] ?? 'plain';
}

const PARSERS: Record<SourceFormat, (raw: string) => SourceDocument> = {
  markdown: parseMarkdown,
  rst: parseRst,
  asciidoc: parseAsciiDoc,
  html: parseHtml,
  latex: parseLatex,
  plain: parsePlain,
  pdf: (raw) => parsePdfText(raw),
};

/** Reads raw text as a document of `format`. A text the parser cannot take (nesting too deep) is read as plain text. */
export function parseDocument(raw: string, format: SourceFormat): SourceDocument {
  try {
    return PARSERS[format](raw);
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
    return parsePlain(raw);
  }
}

export function parseSource(raw: string, path: string): SourceDocument {
  return parseDocument(raw, formatOf(path));
}

/** Table cell borders as each format writes them: an HTML cell tag, a grid or pipe table's `|` between spaces. */
const CELL_BORDERS: Record<SourceFormat, RegExp | null> = {
  markdown: /(?:^|\s)\|(?=\s|$)/m,
  rst: /(?:^|\s)\|(?=\s|$)|^\s*\+[-=+]+\+\s*$/m,
  asciidoc: /(?:^|\s)[|!](?=\s|$)/m,
  html: /<\/?t[dh]\b/i,
  latex: /(?<!\\)&|\\\\/,
  plain: null,
  pdf: /\t/, // the PDF extractor joins the cells of a table row with tabs
};

/**
 * True when raw text of `format` crosses a table cell border: what the reader made of it joins cells
 * ("Loading  The parsers reduce …" from `Loading</td><td>The parsers …`), words to verify, not a sentence.
 */
export function crossesTableCells(raw: string, format: SourceFormat): boolean {
  return CELL_BORDERS[format]?.test(raw) ?? false;
}

const CACHE_CHARS = 8_000_000;

/**
 * Parsed documents by source hash and format, least recently used dropped beyond a character budget. A document
 * with a skeleton (see skeleton.ts, offered from the persisted index) is rebuilt from it instead of parsed.
 */
export class SourceDocumentCache {
  private readonly docs: SizeBoundedCache<string, SourceDocument>;
  private readonly skeletons = new Map<string, Int32Array>();

  constructor(maxChars = CACHE_CHARS) {
    this.docs = new SizeBoundedCache(maxChars, (doc) => doc.plain.length);
  }

  /** A skeleton of the version `sourceHash` of a source read as `path`'s format, used when it is next parsed. */
  offerSkeleton(path: string, sourceHash: string, skeleton: Int32Array): void {
    this.skeletons.set(`${formatOf(path)}\u0000${sourceHash}`, skeleton);
  }

  get(raw: string, path: string, sourceHash: string): SourceDocument {
    const key = `${formatOf(path)}\u0000${sourceHash}`;
    const cached = this.docs.find(key);
    if (cached) return cached;
    const doc = this.make(raw, path, key);
    this.docs.put(key, doc);
    return doc;
  }

  /** get() without adding what it makes to the cache (see passingSourceDocument). */
  peek(raw: string, path: string, sourceHash: string): SourceDocument {
    const key = `${formatOf(path)}\u0000${sourceHash}`;
    return this.docs.find(key) ?? this.make(raw, path, key);
  }

  private make(raw: string, path: string, key: string): SourceDocument {
    const format = formatOf(path);
    const skeleton = this.skeletons.get(key);
    return (skeleton && decodeSkeleton(skeleton, raw, format)) ?? parseDocument(raw, format);
  }
}

const sharedCache = new SourceDocumentCache();

/** The document of a source version, parsed once (shared cache). */
export function sourceDocument(raw: string, path: string, sourceHash: string): SourceDocument {
  return sharedCache.get(raw, path, sourceHash);
}

/**
 * The document of a source version read once in passing (a cold build indexing every source): the cached one when
 * there is one, else made (from an offered skeleton, or parsed) and not kept, so a build does not pass every
 * source's document through the cache (each one promoted to V8's old generation, then dropped as garbage).
 */
export function passingSourceDocument(raw: string, path: string, sourceHash: string): SourceDocument {
  return sharedCache.peek(raw, path, sourceHash);
}

/** Offers the shared cache a skeleton of a source version (from the persisted index). */
export function offerSkeleton(path: string, sourceHash: string, skeleton: Int32Array): void {
  sharedCache.offerSkeleton(path, sourceHash, skeleton);
}

export function sentenceCount(doc: SourceDocument): number {
  return doc.sentences.length / SENTENCE_FIELDS;
}

export function sentenceAt(doc: SourceDocument, index: number): SourceSentence {
  const at = index * SENTENCE_FIELDS;
  const s = doc.sentences;
  return { index, plainStart: s[at]!, plainEnd: s[at + 1]!, rawStart: s[at + 2]!, rawEnd: s[at + 3]!, unit: s[at + 4]! };
}

/** Index of the first sentence whose raw start is at or after `rawOffset`. */
export function firstSentenceFrom(doc: SourceDocument, rawOffset: number): number {
  let lo = 0;
  let hi = sentenceCount(doc);
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (doc.sentences[mid * SENTENCE_FIELDS + 2]! < rawOffset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The raw range the plain range [start, end) stands for. */
export function rawRange(doc: SourceDocument, start: number, end: number): [number, number] {
  return [rawStartOf(doc.segments, start), rawEndOf(doc.segments, end)];
}

/** What names the surroundings of a sentence: the document title and the section headings above it (the title left out). */
export function contextOf(doc: SourceDocument, sentence: SourceSentence, last: SourceSentence = sentence): SpanContext {
  const unit = doc.units[sentence.unit]!;
  const headings = doc.title === null ? unit.headings : unit.headings.filter((h, i) => !(i === 0 && h === doc.title));
  const before = sentencesBefore(doc, sentence);
  const after = sentencesAfter(doc, last);
  const opens = opensSection(doc, sentence);
  const first = opens && previousSentence(doc, sentence) === null;
  return { title: doc.title, headings: [...headings], ...(before ? { before } : {}), ...(after ? { after } : {}), ...(opens ? { opensSection: true } : {}),
    ...(first ? { firstInSection: true } : {}) };
}

/** A paragraph that is one code span and nothing else: a call's signature set above its description. */
const CODE_ONLY_LINE = /^\s*(`+)([^`\n]{1,80})\1\s*$/;

/**
 * The code of the paragraph right before the sentence's own, when that paragraph is one line of code alone under the
 * same headings ("`.asWinding()`" above "You can convert …"), or undefined.
 */
export function signatureAbove(doc: SourceDocument, sentence: SourceSentence, raw: string): string | undefined {
  const unit = doc.units[sentence.unit]!;
  if (unit.kind !== 'paragraph') return undefined;
  let first = sentence;
  for (let i = sentence.index - 1; i >= 0; i--) {
    const s = sentenceAt(doc, i);
    if (s.unit !== sentence.unit) break;
    first = s;
  }
  if (first.index === 0) return undefined;
  const previous = sentenceAt(doc, first.index - 1);
  const other = doc.units[previous.unit]!;
  if (other.kind !== 'paragraph' || previous.unit !== sentence.unit - 1 || !sameHeadings(other, unit)) return undefined;
  if (previous.index > 0 && sentenceAt(doc, previous.index - 1).unit === previous.unit) return undefined;
  const code = CODE_ONLY_LINE.exec(raw.slice(previous.rawStart, previous.rawEnd));
  return code ? code[2]!.trim() : undefined;
}

/** Two units under the same headings, heading by heading. */
const sameHeadings = (a: { headings: readonly string[] }, b: { headings: readonly string[] }): boolean =>
  a.headings.length === b.headings.length && a.headings.every((h, k) => h === b.headings[k]);

/** How many words of its section may come before a paragraph that still opens it (a lead-in: "Under this scheme:"). */
const LEAD_IN_WORDS = 30;

/**
 * Whether the sentence's paragraph opens its section: the first under its headings, or after no more than a short
 * lead-in (a remark, a line that introduces a list) under them.
 */
function opensSection(doc: SourceDocument, sentence: SourceSentence): boolean {
  const unit = doc.units[sentence.unit]!;
  let words = 0;
  for (let i = sentence.index - 1; i >= 0; i--) {
    const previous = sentenceAt(doc, i);
    if (previous.unit === sentence.unit) continue;
    const other = doc.units[previous.unit]!;
    if (other.kind === 'heading' || !sameHeadings(other, unit)) return true;
    words += doc.plain.slice(previous.plainStart, previous.plainEnd).split(/\s+/).filter(Boolean).length;
    if (words > LEAD_IN_WORDS) return false;
  }
  return true;
}

/** How many sentences after a span may say that its state has since changed. */
const AFTER_SENTENCES = 3;

/**
 * The next few sentences of the same paragraph or list item (not of a table row), and, where the paragraph ends
 * first, the first sentence of the next paragraph under the same headings (after a blank line); one per line, or
 * undefined.
 */
function sentencesAfter(doc: SourceDocument, sentence: SourceSentence): string | undefined {
  const out: string[] = [];
  const count = sentenceCount(doc);
  const unit = doc.units[sentence.unit]!;
  if (unit.kind === 'table_fact') return undefined;
  for (let i = sentence.index + 1; i < count && out.length < AFTER_SENTENCES; i++) {
    const next = sentenceAt(doc, i);
    const text = doc.plain.slice(next.plainStart, next.plainEnd);
    if (next.unit === sentence.unit) {
      out.push(text);
      continue;
    }
    const nextUnit = doc.units[next.unit]!;
    const sameSection = sameHeadings(nextUnit, unit);
    // (a blank line before the next paragraph's sentence: the verifier reads it more strictly)
    if (nextUnit.kind === 'paragraph' && unit.kind === 'paragraph' && sameSection) out.push(`\n${text}`);
    break;
  }
  return out.length > 0 ? out.join('\n') : undefined;
}

/** How many sentences before a span, and how many characters of them, may hold what it points back to. */
const BEFORE_SENTENCES = 3;
const BEFORE_CHARS = 700;

/** The words of the few sentences just before this one (headings and table facts left out), in document order. */
function sentencesBefore(doc: SourceDocument, sentence: SourceSentence): string {
  const texts: string[] = [];
  let length = 0;
  for (let i = sentence.index - 1; i >= 0 && texts.length < BEFORE_SENTENCES && length < BEFORE_CHARS; i--) {
    const s = sentenceAt(doc, i);
    const kind = doc.units[s.unit]!.kind;
    if (kind === 'heading' || kind === 'table_fact') continue;
    const text = doc.plain.slice(s.plainStart, s.plainEnd);
    texts.unshift(text);
    length += text.length + 1;
  }
  const joined = texts.join(' ');
  return joined.length > BEFORE_CHARS ? joined.slice(joined.length - BEFORE_CHARS) : joined;
}

/** The sentence before this one in the same section, or null. */
export function previousSentence(doc: SourceDocument, sentence: SourceSentence): SourceSentence | null {
  if (sentence.index === 0) return null;
  const before = sentenceAt(doc, sentence.index - 1);
  const unit = doc.units[before.unit]!;
  if (unit.kind === 'heading' || unit.headings !== doc.units[sentence.unit]!.headings) return null;
  return before;
}
