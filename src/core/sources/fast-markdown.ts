// A fast reader for the Markdown most sources are written in. It builds the part of the mdast tree remark
// (micromark + GFM) would build that the source walker reads, node for node with the same values and offsets,
// following micromark's rules: paragraphs, ATX and setext headings, block quotes, lists (nested, lazy lines),
// fenced and indented code, thematic breaks, one-line link definitions, top-level HTML blocks, GFM tables and
// (in a chunk) GFM footnote definitions here; inline content in fast-markdown-inline.ts. Anything else, or anything
// whose reading by remark is not certain (tabs in indentation, HTML or definitions in containers, e-mail addresses, …), makes it
// give up with a reason and the caller parses the file with remark: a fallback costs time, a difference would
// change verdicts.
import type { Root } from 'mdast' with { 'resolution-mode': 'import' };
import { blankFrontMatter } from '../claims/markdown';
import {
  at,
  InlineReader,
  isAlnum,
  isAsciiAlpha,
  isBlankCode,
  lineEndAt,
  lineEndingLength,
  NEWLINE,
  normalizeIdentifier,
  SPACE,
  TAB,
  trailerKey,
  Unsupported,
  unsupported,
  type Line,
  type MdNode,
} from './fast-markdown-inline';

export type FastMarkdown = { tree: Root; reason?: undefined } | { tree?: undefined; reason: string };

/** The tree remark would give for the walker, or why this reader does not take the text. */
export function fastMarkdownTree(raw: string): FastMarkdown {
  try {
    return { tree: new BlockReader(blankFrontMatter(raw)).read() };
  } catch (error) {
    if (error instanceof Unsupported) return { reason: error.message };
    throw error;
  }
}

/** The tree of one chunk's text as remark parses it (see markdown-chunks.ts; no front matter), or why not. */
export function fastChunkTree(parsed: string): FastMarkdown {
  try {
    return { tree: new BlockReader(parsed, true).read() };
  } catch (error) {
    if (error instanceof Unsupported) return { reason: error.message };
    throw error;
  }
}

type UnitKind = 'paragraph' | 'list_item' | 'quote';

interface TextBlock {
  heading: number; // depth, 0 for a paragraph
  kind: UnitKind;
  lines: Line[];
}

interface Container {
  quote: boolean;
  indent: number; // list item or footnote definition: columns its content is indented by
  hasContent: boolean;
  /** A GFM footnote definition: continued by a blank line or an indent of 4; its blocks keep the kind around it. */
  footnote?: boolean;
}

/** A GFM table cell: its raw range (leading pipe included, as remark gives it) and its content. */
interface Cell {
  from: number;
  to: number;
  content: Line;
}

type Leaf =
  | { type: 'paragraph'; lines: Line[]; kind: UnitKind }
  | { type: 'table'; rows: Cell[][]; delimiterRow: number }
  | { type: 'fence'; marker: number; size: number }
  | { type: 'indented' }
  | { type: 'html'; kind: number };

/** Same as the definitions remark's chunked reader repeats in every chunk (see claims/markdown.ts). */
const LINK_DEFINITION = /^ {0,3}\[((?:[^\]\\\n]|\\.)+)\]:[ \t]*(?:\r\n|\r|\n)?[ \t]*(<[^>\n]*>|\S+)/gm;
/** What remark's chunked reader takes for a footnote definition (claims/markdown.ts). */
const FOOTNOTE_DEFINITION = /^ {0,3}\[\^([^\]\s]+)\]:/m;
/** A one-line definition this reader understands: a plain label, a plain destination, maybe a title. */
const SIMPLE_DEFINITION = /^\[([^[\]\\^][^[\]\\]*)\]:[ \t]*(<[^<>\\]*>|[^\s<>()\\"']+|[^\s<>()\\"']*(?:\([^\s<>()\\"']*\)[^\s<>()\\"']*)+)(?:[ \t]+(?:"[^"\\]*"|'[^'\\]*'|\([^()\\]*\)))?[ \t]*$/;
/** A destination that reads the same in remark's trailer line "[label]: destination". */
/**
 * A line that opens like a link definition ("[label]:") but cannot be one: on the same line a destination written
 * without angle brackets (a run of non-blanks), then blanks, then a character that cannot open a title (not `"`, `'`
 * or `(`). micromark's definition fails there whatever the label and the destination hold (a destination it cannot
 * read fails it as well), so remark reads the line as paragraph text.
 */
const NOT_A_DEFINITION = /^\[(?:[^[\]\\]|\\[^])*\]:[ \t]*[^\s<]\S*[ \t]+[^\s"'(]/;
const TRAILER_DESTINATION = /^(?:<[^<>\\]*>|[^\s<>()\\]+|[^\s<>()\\]*(?:\([^\s<>()\\]*\)[^\s<>()\\]*)+)$/;
const THEMATIC_BREAK = /^(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$/;
/** A GFM table delimiter row (it also needs a pipe or a colon somewhere). */
const DELIMITER_ROW = /^ {0,3}(?:\|[ \t]*)?:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;
class BlockReader {
  private readonly containers: Container[] = [];
  private leaf: Leaf | null = null;
  private readonly blocks: Array<TextBlock | Cell[][]> = [];
  /** Defined labels: micromark's key → the keys remark's chunk trailer looks them up by. */
  private readonly definitions = new Map<string, string[]>();
  private readonly definitionLines: number[] = [];
  /** Footnote labels defined in the text (micromark's keys): only these make a footnote reference. */
  private readonly footnotes = new Set<string>();
  /** Indented code came last (blank lines aside): micromark then reads list items as if they interrupted a paragraph. */
  private afterIndentedCode = false;
  /** The text has a carriage return: lines may end in "\r\n" or "\r" too. */
  private cr = false;

  /** `chunk`: the text is one chunk as remark parses it (see InlineReader's exactDefinitions). */
  constructor(private readonly text: string, private readonly chunk = false) {}

  read(): Root {
    const t = this.text;
    if (t.includes('\0')) unsupported('NUL');
    this.cr = t.includes('\r');
    if (t.charCodeAt(0) === 0xfeff) unsupported('byte order mark');
    // remark's chunked reader repeats "[^label]: ." after a chunk naming such a label (even in code): an empty unit.
    // A chunk's text holds those trailers, so only there are footnote definitions read as remark reads them.
    if (!this.chunk && FOOTNOTE_DEFINITION.test(t)) unsupported('footnote definition');
    for (let lineStart = 0; ; ) {
      const lineEnd = lineEndAt(t, lineStart, this.cr);
      this.line(lineStart, lineEnd);
      if (lineEnd >= t.length) break;
      lineStart = lineEnd + lineEndingLength(t, lineEnd);
    }
    if (this.leaf?.type === 'fence') unsupported('unclosed code fence');
    this.closeContainers(0);
    this.closeLeaf();
    this.checkDefinitions();
    const inline = new InlineReader(t, this.definitions, this.chunk, this.footnotes);
    const children: MdNode[] = [];
    for (const block of this.blocks) {
      if (Array.isArray(block)) {
        const rows = block.map((cells) => ({
          type: 'tableRow',
          children: cells.map((c) => ({ type: 'tableCell', children: inline.read(c.content.end > c.content.start ? [c.content] : [], true), position: at(c.from, c.to) })),
        }));
        children.push({ type: 'table', children: rows });
        continue;
      }
      const content = inline.read(block.lines);
      if (block.heading > 0) {
        children.push({ type: 'heading', depth: block.heading, children: content });
        continue;
      }
      const paragraph: MdNode = { type: 'paragraph', children: content };
      children.push(block.kind === 'paragraph' ? paragraph : { type: block.kind === 'quote' ? 'blockquote' : 'listItem', children: [paragraph] });
    }
    return { type: 'root', children } as unknown as Root;
  }

  /**
   * remark reads each chunk with the definitions LINK_DEFINITION finds anywhere (even where CommonMark sees
   * none: in code, inside a paragraph) repeated in a trailer, so those are the labels a reference may resolve
   * to (see \`defined\`). Each must make a trailer remark reads as a definition, and each definition read here
   * must be one of them.
   */
  private checkDefinitions(): void {
    const found = new Set<number>();
    for (const m of this.text.matchAll(LINK_DEFINITION)) {
      const label = m[1]!;
      if (label.startsWith('^')) {
        // a footnote definition (a trailer never repeats it as a link); any other "[^…]:" may be a link definition
        if (!/^\^[^\s[\]\\]+$/.test(label)) unsupported('link definition');
        continue;
      }
      // a blank other than space, tab or line break: remark's key and micromark's would group labels differently
      if (/[[\\]|[^\S\t\n\r ]/.test(label) || label.length > 999 || normalizeIdentifier(label) === '' || !TRAILER_DESTINATION.test(m[2]!)) unsupported('link definition');
      found.add(m.index);
      const key = normalizeIdentifier(label);
      const keys = this.definitions.get(key) ?? [];
      keys.push(trailerKey(label));
      this.definitions.set(key, keys);
    }
    for (const line of this.definitionLines) if (!found.has(line)) unsupported('link definition');
  }

  private spaces(from: number): number {
    const t = this.text;
    let n = 0;
    while (t.charCodeAt(from + n) === SPACE) n++;
    if (t.charCodeAt(from + n) === TAB) unsupported('tab in indentation');
    return n;
  }

  private blank(from: number, to: number): boolean {
    const t = this.text;
    for (let i = from; i < to; i++) {
      const c = t.charCodeAt(i);
      if (c !== SPACE && c !== TAB) return false;
    }
    return true;
  }

  // Where line() is in the line, shared by its parts: the position after the prefixes read, the containers that
  // prefix matched (and those this line opened), and whether it opened one.
  private linePos = 0;
  private lineMatched = 0;
  private lineStarted = false;

  /**
   * Reads one line. Written as four parts (containers matched, a leaf continued, blocks opened, the text left), not
   * one long function: in a cold build of a large corpus V8 optimised the one long function again after each rare
   * branch it first met there (11 optimising compilations of 45–80 ms each on the real-prose corpus).
   */
  private line(lineStart: number, lineEnd: number): void {
    this.matchContainers(lineStart, lineEnd);
    const allMatched = this.lineMatched === this.containers.length;
    if (this.continueLeaf(lineStart, lineEnd, allMatched)) return;
    this.lineStarted = false;
    if (this.openBlocks(lineEnd, allMatched)) return;
    this.lineText(lineStart, lineEnd, allMatched);
  }

  /** The container prefixes the line starts with (linePos after them, lineMatched: how many). */
  private matchContainers(lineStart: number, lineEnd: number): void {
    const t = this.text;
    let pos = lineStart;
    const containers = this.containers;
    let matched = 0;
    for (; matched < containers.length; matched++) {
      const c = containers[matched]!;
      if (this.blank(pos, lineEnd)) {
        if (c.quote || !(c.hasContent || c.footnote)) break;
        continue;
      }
      const indent = this.spaces(pos);
      if (c.quote) {
        if (indent > 3 || t.charCodeAt(pos + indent) !== 62 /* > */) break;
        pos += indent + 1;
        if (t.charCodeAt(pos) === SPACE) pos++;
        else if (t.charCodeAt(pos) === TAB) unsupported('tab after >');
      } else {
        if (indent < c.indent) break;
        pos += c.indent;
      }
    }
    this.linePos = pos;
    this.lineMatched = matched;
  }

  /** Whether the open leaf (fenced or indented code, a table, raw HTML) takes the line whole; a leaf it ends is closed. */
  private continueLeaf(lineStart: number, lineEnd: number, allMatched: boolean): boolean {
    const t = this.text;
    const pos = this.linePos;
    const leaf = this.leaf;
    if (leaf?.type === 'indented') this.afterIndentedCode = true;
    else if (!this.blank(lineStart, lineEnd)) this.afterIndentedCode = false;
    if (allMatched && leaf?.type === 'fence') {
      if (this.closesFence(pos, lineEnd, leaf)) this.leaf = null;
      return true;
    }
    if (leaf?.type === 'table') {
      // only at the top level: rows run to a blank line; a line that may start another block goes to remark
      if (lineStart === leaf.delimiterRow) return true;
      if (this.blank(lineStart, lineEnd)) {
        this.closeLeaf();
        return true;
      }
      const indent = this.spaces(lineStart);
      const first = lineStart + indent;
      if (t.charCodeAt(first) === 60 /* < */) unsupported('HTML after a table row');
      if (indent < 4 && !this.startsBlock(first, lineEnd)) {
        leaf.rows.push(this.tableCells(lineStart, lineEnd));
        return true;
      }
      this.closeLeaf(); // the line starts another block
    }
    if (leaf?.type === 'html') {
      // only at the top level: it ends at a blank line (kinds 6, 7) or on the line holding its end marker
      if (leaf.kind >= 6) {
        if (!this.blank(lineStart, lineEnd)) return true;
        this.leaf = null;
      } else {
        if (this.blank(lineStart, lineEnd)) unsupported('blank line in raw HTML or a comment');
        if (htmlEnds(t.slice(lineStart, lineEnd), leaf.kind)) this.leaf = null;
        return true;
      }
    }
    if (allMatched && leaf?.type === 'indented') {
      if (this.blank(pos, lineEnd) || this.spaces(pos) >= 4) return true;
      this.leaf = null;
    }
    return false;
  }

  /** A paragraph is open and this line opened no container (so the line may continue it). */
  private paragraphOpen(): boolean {
    return this.leaf?.type === 'paragraph' && !this.lineStarted;
  }

  /**
   * Opens the containers the line starts with, from linePos (lineMatched, lineStarted follow), and whether the line
   * was read whole that way (a heading, a fence, code, raw HTML, a thematic break, an empty list item).
   */
  private openBlocks(lineEnd: number, allMatched: boolean): boolean {
    const t = this.text;
    let pos = this.linePos;
    for (;;) {
      if (this.blank(pos, lineEnd)) break;
      const indent = this.spaces(pos);
      const first = pos + indent;
      const ch = t.charCodeAt(first);
      if (indent >= 4) {
        if (this.paragraphOpen()) break; // continuation text
        this.closeContainers(this.lineMatched);
        this.startLeaf({ type: 'indented' });
        return true;
      }
      if (ch === 62 /* > */) {
        this.closeContainers(this.lineMatched);
        this.openContainer({ quote: true, indent: 0, hasContent: false });
        this.lineMatched = this.containers.length;
        this.lineStarted = true;
        pos = first + 1;
        if (t.charCodeAt(pos) === SPACE) pos++;
        else if (t.charCodeAt(pos) === TAB) unsupported('tab after >');
        continue;
      }
      if (ch === 35 /* # */ && this.atxHeading(first, lineEnd, this.lineMatched)) return true;
      if ((ch === 96 || ch === 126) /* ` ~ */ && this.fenceOpen(first, lineEnd, this.lineMatched)) return true;
      if (ch === 60 /* < */) {
        if (this.htmlBlock(first, lineEnd, allMatched)) return true;
        break;
      }
      if ((ch === 61 || ch === 45) /* = - */ && this.paragraphOpen() && allMatched && /^(?:=+|-+)[ \t]*$/.test(t.slice(first, lineEnd))) {
        this.setextHeading(ch === 61 ? 1 : 2);
        return true;
      }
      if ((ch === 42 || ch === 45 || ch === 95) /* * - _ */ && THEMATIC_BREAK.test(t.slice(first, lineEnd))) {
        this.closeContainers(this.lineMatched);
        this.closeLeaf();
        this.markContent();
        return true;
      }
      if (ch === 91 /* [ */ && t.charCodeAt(first + 1) === 94 /* ^ */) {
        const labelEnd = this.footnoteLabelEnd(first, lineEnd);
        if (labelEnd >= 0) {
          this.openFootnote(first, labelEnd);
          pos = contentStart(t, labelEnd + 2);
          if (pos >= lineEnd) return true;
          continue;
        }
      }
      const item = this.listMarker(first, lineEnd);
      if (item) {
        const interrupts = this.paragraphOpen() && allMatched;
        if (interrupts && (item.empty || (item.ordered && item.number !== 1))) break; // continuation text
        if (this.afterIndentedCode && (item.empty || (item.ordered && item.number !== 1))) unsupported('list item after indented code');
        this.closeContainers(this.lineMatched);
        this.openContainer({ quote: false, indent: indent + item.width, hasContent: false });
        this.lineMatched = this.containers.length;
        this.lineStarted = true;
        if (item.empty) return true;
        pos = first + item.contentOffset;
        continue;
      }
      break;
    }
    this.linePos = pos;
    return false;
  }

  /** Whether a line whose first non-blank is "<" (at first) starts an HTML block, which is then open (or read whole). */
  private htmlBlock(first: number, lineEnd: number, allMatched: boolean): boolean {
    const kind = this.htmlStart(first, lineEnd);
    if (kind === 7 && this.paragraphOpen() && !allMatched) unsupported('HTML after a lazy line');
    // no HTML block: text (a complete tag alone does not interrupt a paragraph)
    if (kind === 0 || (kind === 7 && this.paragraphOpen())) return false;
    if (kind >= 3 && kind <= 5) unsupported('HTML declaration, instruction or CDATA');
    if (this.lineMatched > 0 || this.lineStarted) unsupported('HTML block in a container');
    this.closeContainers(0);
    this.startLeaf({ type: 'html', kind });
    if (kind <= 2 && htmlEnds(this.text.slice(first, lineEnd), kind, 2)) this.leaf = null;
    return true;
  }

  /** Opens the footnote definition whose label "[^" at first ends at labelEnd ("]:" follows). */
  private openFootnote(first: number, labelEnd: number): void {
    // a container that may interrupt a paragraph; all blanks after "]:" are its prefix
    if (!this.chunk) unsupported('footnote definition');
    this.footnotes.add(normalizeIdentifier(this.text.slice(first + 2, labelEnd)));
    this.closeContainers(this.lineMatched);
    // micromark continues a footnote right inside another whatever its indent (its check reads the outer one's)
    if (this.containers[this.containers.length - 1]?.footnote) unsupported('footnote definition in a footnote definition');
    this.openContainer({ quote: false, indent: 4, hasContent: false, footnote: true });
    this.lineMatched = this.containers.length;
    this.lineStarted = true;
  }

  /** The text left of the line once its prefixes and the containers it opened are read: a table, a paragraph or its continuation. */
  private lineText(lineStart: number, lineEnd: number, allMatched: boolean): void {
    const pos = this.linePos;
    const matched = this.lineMatched;
    const started = this.lineStarted;
    const containers = this.containers;
    if (this.blank(pos, lineEnd)) {
      if (!started) this.closeContainers(matched);
      this.closeLeaf();
      return;
    }
    const start = pos + this.spaces(pos);
    // a table starts at the top level, or after the containers this line ends when it continues no leaf in them
    if (matched === 0 && !started && start - lineStart <= 3 && (containers.length === 0 || this.leaf === null) && this.tableStarts(lineStart, lineEnd)) return;
    if (this.tableDelimiterLike(start, lineEnd)) unsupported('table');
    // a continuation line keeps the blanks after its container prefix (code spans show them)
    if (!started && !allMatched && this.leaf?.type === 'paragraph') {
      this.leaf.lines.push({ start: pos, end: lineEnd, lineStart }); // lazy continuation
      return;
    }
    this.closeContainers(matched);
    if (this.leaf?.type === 'paragraph') {
      this.leaf.lines.push({ start: pos, end: lineEnd, lineStart });
      return;
    }
    this.startLeaf({ type: 'paragraph', lines: [{ start, end: lineEnd, lineStart }], kind: this.kind() });
  }

  /** Whether a line (from its first non-blank) starts a heading, quote, fence, thematic break or list item. */
  private startsBlock(first: number, lineEnd: number): boolean {
    const t = this.text;
    const ch = t.charCodeAt(first);
    let run = 0;
    while (t.charCodeAt(first + run) === ch) run++;
    if (ch === 62 || (ch === 91 && this.footnoteLabelEnd(first, lineEnd) >= 0)) return true;
    if (ch === 35) return run <= 6 && (first + run >= lineEnd || isBlankCode(t.charCodeAt(first + run)));
    if (ch === 96 || ch === 126) return run >= 3 && !(ch === 96 && t.slice(first + run, lineEnd).includes('`'));
    const line = t.slice(first, lineEnd);
    return THEMATIC_BREAK.test(line) || /^(?:[-+*]|\d{1,9}[.)])(?:[ \t]|$)/.test(line);
  }

  /** A GFM table whose head row is this line (the next line its delimiter row, with as many cells) starts here. */
  private tableStarts(lineStart: number, lineEnd: number): boolean {
    const t = this.text;
    if (lineEnd >= t.length) return false;
    const next = lineEnd + lineEndingLength(t, lineEnd);
    const delimiter = t.slice(next, lineEndAt(t, next, this.cr));
    if (!DELIMITER_ROW.test(delimiter) || !/[|:]/.test(delimiter) || /^ {0,3}[-+*](?:[ \t]|$)/.test(delimiter)) return false;
    const head = this.tableCells(lineStart, lineEnd);
    if (head.length !== delimiter.match(/-+/g)!.length) return false;
    this.closeContainers(0);
    this.closeLeaf();
    this.leaf = { type: 'table', rows: [head], delimiterRow: next };
    return true;
  }

  /** A row's cells as micromark splits them: at pipes not escaped by a backslash; a leading and a trailing pipe open and close the row. */
  private tableCells(lineStart: number, lineEnd: number): Cell[] {
    const t = this.text;
    const from = contentStart(t, lineStart);
    let end = lineEnd;
    while (end > from && isBlankCode(t.charCodeAt(end - 1))) end--;
    const cells: Cell[] = [];
    const add = (cellFrom: number, cellTo: number, contentFrom: number, contentTo: number) => {
      let a = contentFrom;
      while (a < contentTo && isBlankCode(t.charCodeAt(a))) a++;
      let b = contentTo;
      while (b > a && isBlankCode(t.charCodeAt(b - 1))) b--;
      cells.push({ from: cellFrom, to: cellTo, content: { start: a, end: b, lineStart } });
    };
    let cellFrom = from;
    let contentFrom = from;
    for (let k = from; k < end; k++) {
      const c = t.charCodeAt(k);
      if (c === 92 && (t[k + 1] === '\\' || t[k + 1] === '|')) k++;
      else if (c === 124) {
        if (k === from) contentFrom = k + 1; // the leading pipe
        else if (k === end - 1) {
          add(cellFrom, lineEnd, contentFrom, k); // the trailing pipe
          return this.checkedRow(cells);
        } else {
          add(cellFrom, k, contentFrom, k);
          cellFrom = k;
          contentFrom = k + 1;
        }
      }
    }
    add(cellFrom, lineEnd, contentFrom, end);
    return this.checkedRow(cells);
  }

  private checkedRow(cells: Cell[]): Cell[] {
    if (cells.every((c) => c.content.end === c.content.start)) unsupported('empty table row');
    return cells;
  }

  private tableDelimiterLike(from: number, to: number): boolean {
    return /^[|:\- \t]*$/.test(this.text.slice(from, to)) && /[|:]/.test(this.text.slice(from, to));
  }

  private kind(): UnitKind {
    let kind: UnitKind = 'paragraph';
    for (const c of this.containers) {
      if (c.quote) return 'quote';
      if (!c.footnote) kind = 'list_item';
    }
    return kind;
  }

  /**
   * At "[^": where the label of a footnote definition "[^label]:" ends (its "]"), or -1 when the line starts none
   * (micromark: no blank or "[" in the label, at most 999 characters). Escapes and other blanks go to remark.
   */
  private footnoteLabelEnd(first: number, lineEnd: number): number {
    const t = this.text;
    let i = first + 2;
    for (; i < lineEnd; i++) {
      const c = t.charCodeAt(i);
      if (c === 93 /* ] */ || c === SPACE || c === TAB || c === 91 /* [ */) break;
      if (c === 92 /* \ */ || (c > 127 && /\s/.test(t[i]!))) unsupported('footnote label');
    }
    if (i === first + 2 || t.charCodeAt(i) !== 93 || t.charCodeAt(i + 1) !== 58 /* : */) return -1;
    if (i - first - 2 > 999) unsupported('footnote label');
    return i;
  }

  private listMarker(first: number, lineEnd: number): { width: number; contentOffset: number; empty: boolean; ordered: boolean; number: number } | null {
    const t = this.text;
    const ch = t.charCodeAt(first);
    let markerEnd = first;
    let ordered = false;
    let number = 0;
    if (ch === 42 || ch === 43 || ch === 45) markerEnd = first + 1;
    else {
      let i = first;
      while (i < lineEnd && i - first < 10 && t.charCodeAt(i) >= 48 && t.charCodeAt(i) <= 57) i++;
      if (i === first || i - first > 9) return null;
      const d = t.charCodeAt(i);
      if (d !== 46 && d !== 41) return null;
      ordered = true;
      number = Number(t.slice(first, i));
      markerEnd = i + 1;
    }
    const after = t.charCodeAt(markerEnd);
    if (markerEnd < lineEnd && after !== SPACE) {
      if (after === TAB) unsupported('tab after list marker');
      return null;
    }
    const markerWidth = markerEnd - first;
    if (this.blank(markerEnd, lineEnd)) return { width: markerWidth + 1, contentOffset: markerWidth, empty: true, ordered, number };
    const gap = this.spaces(markerEnd);
    if (/^\[[ xX]\][ \t]/.test(t.slice(markerEnd + gap, markerEnd + gap + 4)) || /^\[[ xX]\]$/.test(t.slice(markerEnd + gap, lineEnd))) unsupported('task list item');
    const width = gap >= 5 ? markerWidth + 1 : markerWidth + gap;
    return { width, contentOffset: width, empty: false, ordered, number };
  }

  private atxHeading(first: number, lineEnd: number, matched: number): boolean {
    const t = this.text;
    let hashes = 0;
    while (t.charCodeAt(first + hashes) === 35) hashes++;
    const after = first + hashes;
    if (hashes > 6 || (after < lineEnd && t.charCodeAt(after) !== SPACE && t.charCodeAt(after) !== TAB)) return false;
    this.closeContainers(matched);
    this.closeLeaf();
    this.markContent();
    let start = after;
    while (start < lineEnd && isBlankCode(t.charCodeAt(start))) start++;
    let end = lineEnd;
    while (end > start && isBlankCode(t.charCodeAt(end - 1))) end--;
    let k = end;
    while (k > start && t.charCodeAt(k - 1) === 35) k--;
    if (k < end && (k === start || isBlankCode(t.charCodeAt(k - 1)))) {
      end = k;
      while (end > start && isBlankCode(t.charCodeAt(end - 1))) end--;
    }
    this.blocks.push({ heading: hashes, kind: 'paragraph', lines: end > start ? [{ start, end, lineStart: start }] : [] });
    return true;
  }

  /** micromark's html-flow start: the kind (1 raw, 2 comment, 3–5 other, 6 block tag, 7 complete tag alone) or 0. */
  private htmlStart(first: number, lineEnd: number): number {
    const t = this.text;
    let i = first + 1;
    const c = t.charCodeAt(i);
    if (c === 33 /* ! */) {
      const d = t.charCodeAt(i + 1);
      if (d === 45) return t.charCodeAt(i + 2) === 45 ? 2 : 0;
      if (d === 91) return t.startsWith('[CDATA[', i + 1) ? 5 : 0;
      return isAsciiAlpha(d) ? 4 : 0;
    }
    if (c === 63 /* ? */) return 3;
    const closing = c === 47; /* / */
    if (closing) i++;
    if (!isAsciiAlpha(t.charCodeAt(i))) return 0;
    let j = i + 1;
    while (j < lineEnd && (isAlnum(t.charCodeAt(j)) || t.charCodeAt(j) === 45)) j++;
    const after = t.charCodeAt(j);
    if (!(j >= lineEnd || after === 47 || after === 62 || isBlankCode(after))) return 0;
    const name = t.slice(i, j).toLowerCase();
    if (after !== 47 && !closing && HTML_RAW_NAMES.has(name)) return 1;
    if (HTML_BLOCK_NAMES.has(name)) return after !== 47 || t.charCodeAt(j + 1) === 62 ? 6 : 0;
    return completeTagAlone(t, j, lineEnd, closing) ? 7 : 0;
  }

  private fenceOpen(first: number, lineEnd: number, matched: number): boolean {
    const t = this.text;
    const marker = t.charCodeAt(first);
    let size = 0;
    while (t.charCodeAt(first + size) === marker) size++;
    if (size < 3) return false;
    if (marker === 96 && t.slice(first + size, lineEnd).includes('`')) return false;
    this.closeContainers(matched);
    this.startLeaf({ type: 'fence', marker, size });
    return true;
  }

  private closesFence(pos: number, lineEnd: number, fence: { marker: number; size: number }): boolean {
    const t = this.text;
    let i = pos;
    while (i < lineEnd && i - pos < 4 && t.charCodeAt(i) === SPACE) i++;
    if (i - pos > 3) return false;
    let size = 0;
    while (t.charCodeAt(i + size) === fence.marker) size++;
    return size >= fence.size && this.blank(i + size, lineEnd);
  }

  private setextHeading(depth: number): void {
    const leaf = this.leaf as { lines: Line[]; kind: UnitKind };
    this.leaf = null;
    if (this.text.charCodeAt(contentStart(this.text, leaf.lines[0]!.start)) === 91 /* [ */) unsupported('setext heading after a possible definition');
    this.blocks.push({ heading: depth, kind: leaf.kind, lines: leaf.lines });
  }

  private markContent(): void {
    const c = this.containers[this.containers.length - 1];
    if (c) c.hasContent = true;
  }

  private openContainer(container: Container): void {
    this.closeLeaf();
    this.markContent();
    this.containers.push(container);
  }

  private startLeaf(leaf: Leaf): void {
    this.closeLeaf();
    this.markContent();
    this.leaf = leaf;
  }

  /** Closes the containers from index `keep` on (and the open leaf when any closes). */
  private closeContainers(keep: number): void {
    if (this.containers.length <= keep) return;
    this.closeLeaf();
    this.containers.length = keep;
  }

  private closeLeaf(): void {
    const leaf = this.leaf;
    this.leaf = null;
    if (leaf?.type === 'table') this.blocks.push(leaf.rows);
    if (leaf?.type !== 'paragraph') return;
    const lines = leaf.lines;
    let first = 0;
    while (first < lines.length && this.text.charCodeAt(contentStart(this.text, lines[first]!.start)) === 91 /* [ */) {
      const line = lines[first]!;
      const content = this.text.slice(contentStart(this.text, line.start), line.end);
      const definition = SIMPLE_DEFINITION.exec(content);
      if (!definition) {
        // "[^label]:" here is no footnote definition (those are containers): a reference, or a link definition.
        // A label ends at its first unescaped bracket: a definition only when that is "]" and ":" follows.
        // Not when the line shows it is none: a destination on the line followed, after blanks, by text that cannot
        // open a title ("[note]: When reading this, …"): micromark's definition then fails and the line is paragraph text.
        if (/^\[(?:[^[\]\\]|\\[^])*\]:/.test(content) && !NOT_A_DEFINITION.test(content)) unsupported('link definition');
        // a label may go on over the next lines ("[a\nb]: /x" is a definition)
        if (!content.replace(/\\[^]/g, '').includes(']') && lines.slice(first + 1).some((l) => this.text.slice(l.start, l.end).includes(']:'))) unsupported('link definition label across lines');
        break;
      }
      // in a list item too (micromark defines it for the whole text, as at the top level); the line is indented at most
      // 3 from its own start, so LINK_DEFINITION finds it there as remark's reader does (checkDefinitions). Not in a
      // quote: LINK_DEFINITION does not see a definition after "> ", so remark's trailers would not repeat it.
      if (leaf.kind === 'quote' || contentStart(this.text, line.start) - line.lineStart > 3) unsupported('link definition in a container');
      const label = normalizeIdentifier(definition[1]!);
      if (label === '' || definition[1]!.length > 999) unsupported('link definition');
      this.definitionLines.push(line.lineStart);
      first++;
      const next = lines[first];
      if (next && /^["'(]/.test(this.text[contentStart(this.text, next.start)] ?? '')) unsupported('link definition title');
    }
    const rest = lines[first];
    if (first > 0 && rest) {
      const restStart = contentStart(this.text, rest.start);
      if (restStart - rest.lineStart > 3 || /^(?:[-+*]|\d{1,9}[.)])(?:[ \t]|$)/.test(this.text.slice(restStart, rest.end))) unsupported('block after a link definition');
      rest.start = restStart; // now the paragraph's first line
    }
    if (first < lines.length) this.blocks.push({ heading: 0, kind: leaf.kind, lines: first === 0 ? lines : lines.slice(first) });
  }
}

/** The first character after the blanks from `from`. */
function contentStart(text: string, from: number): number {
  let i = from;
  while (isBlankCode(text.charCodeAt(i))) i++;
  return i;
}

const HTML_RAW_NAMES = new Set(['pre', 'script', 'style', 'textarea']);
const HTML_BLOCK_NAMES = new Set(
  ('address article aside base basefont blockquote body caption center col colgroup dd details dialog dir div dl dt fieldset ' +
    'figcaption figure footer form frame frameset h1 h2 h3 h4 h5 h6 head header hr html iframe legend li link main menu ' +
    'menuitem nav noframes ol optgroup option p param search section summary table tbody td tfoot th thead title tr track ul').split(' '),
);

/** Whether a line (from `from`) holds the end of a raw HTML block (kind 1) or a comment (kind 2, "<!-->" ends at once). */
function htmlEnds(line: string, kind: number, from = 0): boolean {
  if (kind === 2) return line.indexOf('-->', from) >= 0;
  return /<\/(?:pre|script|style|textarea)>/i.test(line);
}

/** micromark's complete open or closing tag, from after its name, followed by nothing but blanks on its line. */
function completeTagAlone(t: string, from: number, lineEnd: number, closing: boolean): boolean {
  let i = from;
  const code = () => (i < lineEnd ? t.charCodeAt(i) : NaN);
  if (closing) {
    while (isBlankCode(code())) i++;
  } else {
    for (;;) {
      // before an attribute name
      const c = code();
      if (c === 47 /* / */) {
        i++;
        break;
      }
      if (c === 58 || c === 95 || isAsciiAlpha(c)) {
        i++;
        while (code() === 45 || code() === 46 || code() === 58 || code() === 95 || isAlnum(code())) i++;
        // after the name: blanks, maybe "=" and a value; then another attribute or the end
        for (;;) {
          while (isBlankCode(code())) i++;
          if (code() !== 61 /* = */) break;
          i++;
          while (isBlankCode(code())) i++;
          const v = code();
          if (Number.isNaN(v) || v === 60 || v === 61 || v === 62 || v === 96) return false;
          if (v === 34 || v === 39) {
            const close = t.indexOf(String.fromCharCode(v), i + 1);
            if (close < 0 || close >= lineEnd) return false;
            i = close + 1;
            const next = code();
            if (!(next === 47 || next === 62 || isBlankCode(next))) return false;
            break;
          }
          while (!Number.isNaN(code()) && !isBlankCode(code()) && ![34, 39, 47, 60, 61, 62, 96].includes(code())) i++;
        }
        continue;
      }
      if (isBlankCode(c)) {
        i++;
        continue;
      }
      break;
    }
  }
  if (code() !== 62 /* > */) return false;
  i++;
  while (isBlankCode(code())) i++;
  return i >= lineEnd;
}
