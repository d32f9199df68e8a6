// Markdown / GFM source → SourceDocument, read with remark: emphasis and link text are words, URLs, images
// and HTML tags are not; headings and list items are units of their own; a table row becomes one fact per
// cell ("Model-X Acc 66.0"); code is not prose.
import type { Nodes, Root, Table, TableRow } from 'mdast' with { 'resolution-mode': 'import' };
import { FRONT_MATTER, blankFrontMatter, markdownTrees } from '../claims/markdown';
import { literalTag } from '../text/html-tags';
import { POWER_BASE_MAX } from '../text/quantities';
import { DocumentBuilder } from './builder';
import { fastChunkTree, fastMarkdownTree } from './fast-markdown';
import { CHUNK_SIZE, sourceChunks, type SourceChunk } from './markdown-chunks';
import type { SourceDocument, UnitKind } from './types';

const LOOKAHEAD = 64;
const FRONT_TITLE = /^(?:---|\+\+\+)[ \t]*\r?\n([\s\S]*?)\r?\n(?:---|\+\+\+|\.\.\.)[ \t]*(?:\r?\n|$)/;

export function parseMarkdown(raw: string): SourceDocument {
  return parseSimpleMarkdown(raw) ?? readMarkdown(raw).document;
}

/** The document, read by the fast reader when it takes the text (fallback: why it did not), else by remark. */
export function readMarkdown(raw: string): { document: SourceDocument; fallback?: string } {
  const fast = fastMarkdownTree(raw);
  if (fast.tree) return { document: documentFromTrees(raw, [fast.tree]) };
  return { document: documentFromTrees(raw, chunkTrees(raw)), fallback: fast.reason };
}

/**
 * remark's chunk trees of a text the fast reader did not take whole (markdownTrees), except that each chunk the
 * fast reader can read is read by it: most of a file that remark must read is in chunks without the construct
 * that sent it there (a footnote, a reference to a definition far away).
 */
function chunkTrees(raw: string): Iterable<Root> {
  const text = blankFrontMatter(raw);
  const chunks = sourceChunks(text);
  const fast = chunks.map((c) => fastChunkTree(c.parsed).tree);
  // a later chunk that starts like front matter would be blanked when parsed alone (see remarkChunkTree)
  if (fast.every((tree) => tree === undefined) || chunks.some((c, i) => i > 0 && fast[i] === undefined && FRONT_MATTER.test(text.slice(c.start, c.end)))) return markdownTrees(raw);
  return chunks.map((c, i) => placeChunk(fast[i] ?? remarkChunkTree(text, c), c.end - c.start, c.start));
}

/**
 * The tree remark's reader makes of one chunk, offsets in the chunk: the chunk parsed alone, padded with blank lines
 * so that the definitions after it start a chunk of their own (which is not parsed), as they start its trailer.
 */
function remarkChunkTree(text: string, c: SourceChunk): Root {
  const part = text.slice(c.start, c.end);
  const padded = c.trailer.length === 0 ? part : `${part}${'\n'.repeat(Math.max(2, CHUNK_SIZE - part.length + 2))}${c.trailer.join('\n\n')}\n`;
  for (const tree of markdownTrees(padded)) return tree;
  throw new Error('markdownTrees gave no tree');
}

/**
 * A point past its chunk: no offset. Its own class, so that points made with an offset (by remark and by the fast
 * reader) keep offsets that are always small integers: writing `undefined` into one of theirs changed the field's
 * representation for every point of that shape and sent the optimised code that makes points back to the compiler.
 */
class UnplacedPoint {
  readonly offset = undefined;
}
const UNPLACED = new UnplacedPoint();

/** Offsets of a chunk's tree moved to the text, as remark's reader places them: none past the chunk (its trailer). */
export function placeChunk(tree: Root, length: number, base: number): Root {
  const place = (node: Nodes): void => {
    const position = node.position as { start: { offset?: number }; end: { offset?: number } } | undefined;
    if (position) {
      const start = position.start.offset;
      const end = position.end.offset;
      if (start !== undefined && start < length) position.start.offset = start + base;
      else position.start = UNPLACED;
      if (end !== undefined && end <= length) position.end.offset = end + base;
      else position.end = UNPLACED;
    }
    if ('children' in node) for (const child of node.children as Nodes[]) place(child);
  };
  place(tree);
  return tree;
}

// Most sources are headings and plain paragraphs: those are read line by line, as remark would read them, and
// only a text with any other syntax is handed to remark. (Not quite as remark: a continuation line keeps its
// leading blanks here; persisted documents were made this way, so it stays until the index version changes.)
const NOT_SIMPLE = /[\\`*~|]|<[A-Za-z/!?]|&#?[A-Za-z0-9]+;|\]\(|\]\[|^ {0,3}\[[^\]]*\]:|(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])|^(?:---|\+\+\+)/mu;
const ATX = /^ {0,3}(#{1,6})(?:[ \t]+|$)/;
/** A line that starts a block other than a paragraph or a heading (list, quote, fence, rule, setext underline, code). */
const OTHER_BLOCK = /^(?: {0,3}(?:[-+*][ \t]|\d{1,9}[.)](?:[ \t]|$)|>|=+[ \t]*$|-+[ \t]*$|[-+*]$)| {4}|\t)/;

export function parseSimpleMarkdown(raw: string): SourceDocument | null {
  if (NOT_SIMPLE.test(raw)) return null;
  const b = new DocumentBuilder(raw, 'markdown');
  let paragraph = -1; // raw start of the open paragraph
  let paragraphEnd = -1;
  const flush = () => {
    if (paragraph < 0) return;
    b.begin('paragraph');
    b.copy(paragraph, paragraphEnd);
    b.end();
    paragraph = -1;
  };
  for (let start = 0; start <= raw.length;) {
    let end = raw.indexOf('\n', start);
    if (end < 0) end = raw.length;
    let lineEnd = end;
    while (lineEnd > start && /\s/.test(raw[lineEnd - 1]!)) lineEnd--;
    let content = start;
    while (content < lineEnd && (raw[content] === ' ' || raw[content] === '\t')) content++;
    if (content >= lineEnd) {
      flush();
    } else if (ATX.test(raw.slice(start, Math.min(lineEnd, start + 12)))) {
      flush();
      const marker = ATX.exec(raw.slice(start, lineEnd))!;
      let from = start + marker[0].length;
      let to = lineEnd;
      let k = to;
      while (k > from && raw[k - 1] === '#') k--;
      if (k < to && (k === from || raw[k - 1] === ' ' || raw[k - 1] === '\t')) to = k; // closing hashes
      while (to > from && (raw[to - 1] === ' ' || raw[to - 1] === '\t')) to--;
      b.begin('heading', marker[1]!.length);
      b.copy(from, to);
      b.end();
    } else if (paragraph < 0 && OTHER_BLOCK.test(raw.slice(start, Math.min(lineEnd, start + 16)))) {
      return null;
    } else if (paragraph >= 0 && OTHER_BLOCK.test(raw.slice(start, Math.min(lineEnd, start + 16))) && !/^ {4}|^\t/.test(raw.slice(start, start + 4))) {
      return null; // a list, quote or underline that may interrupt the paragraph
    } else {
      if (paragraph < 0) paragraph = content;
      paragraphEnd = lineEnd;
    }
    if (end >= raw.length) break;
    start = end + 1;
  }
  flush();
  return b.finish();
}

/** The document as remark reads it (the reference the fast reader must match). */
export function parseWithRemark(raw: string): SourceDocument {
  return documentFromTrees(raw, markdownTrees(raw));
}

/** The document the walker makes of syntax trees of `raw` (remark's chunk trees, or the fast reader's one tree). */
export function documentFromTrees(raw: string, trees: Iterable<Root>): SourceDocument {
  const b = new DocumentBuilder(raw, 'markdown');
  const front = FRONT_TITLE.exec(raw);
  if (front) {
    const title = /^title\s*[:=]\s*["']?(.*?)["']?\s*$/im.exec(front[1]!);
    if (title) b.setTitle(title[1]!);
  }
  const walker = new MarkdownWalker(raw, b);
  for (const tree of trees) walker.block(tree, 'paragraph');
  return b.finish();
}

/** A single-tilde strikethrough of one word that is no figure: "~Windows~", "~HTTP/1.0~" (not "~50~", "~$5 (~"). */
const SINGLE_STRUCK_WORD = /^~(?![\d$~.,])[^\s~]+~$/;
/** An inline HTML tag that strikes its text out: `<del>`, `<s>`, `<strike>` (its opening, or its closing when `closing`). */
const STRIKE_OPEN = /^<(?:del|s|strike)(?:\s[^>]*)?>$/i;
const STRIKE_CLOSE = /^<\/(?:del|s|strike)\s*>$/i;
const SUP_OPEN = /^<sup(?:\s[^>]*)?>$/i;
const SUP_CLOSE = /^<\/sup\s*>$/i;
/** What a superscript that marks a footnote holds: a figure, a bracketed one, a star or a dagger. */
const FOOTNOTE_MARK = /^\s*(?:\[?[0-9]{1,3}\]?|[*†‡§]+|\[[a-z]\])\s*$/i;

class MarkdownWalker {
  /** How many struck-out HTML elements (`<del>`…) are open in the current unit: their text is not the source's word. */
  private struck = 0;
  /** Inside a superscript footnote mark ("used<sup>1</sup>", "120<sup>[2]</sup>"): not words. */
  private footnoteMark = false;

  constructor(private readonly raw: string, private readonly b: DocumentBuilder) {}

  block(node: Nodes, kind: UnitKind): void {
    switch (node.type) {
      case 'paragraph':
        this.b.begin(kind);
        this.struck = 0;
        this.footnoteMark = false;
        for (const child of node.children) this.inline(child);
        this.b.end();
        return;
      case 'heading':
        this.b.begin('heading', node.depth);
        this.struck = 0;
        this.footnoteMark = false;
        for (const child of node.children) this.inline(child);
        this.b.end();
        return;
      case 'table':
        this.table(node);
        return;
      case 'blockquote':
        for (const child of node.children) this.block(child, 'quote');
        return;
      case 'listItem':
        for (const child of node.children) this.block(child, kind === 'quote' ? 'quote' : 'list_item');
        return;
      case 'code':
      case 'html':
      case 'definition':
      case 'thematicBreak':
      case 'yaml':
        return;
      default:
        if ('children' in node) for (const child of node.children as Nodes[]) this.block(child, kind);
    }
  }

  private inline(node: Nodes): void {
    const s = node.position?.start.offset;
    const e = node.position?.end.offset;
    switch (node.type) {
      case 'text':
      case 'inlineCode':
        if (this.struck > 0 || this.footnoteMark) return;
        // (a caret in code is an operator, XOR in C, Go and Python, not a power: "`10^6`" is read with spaces around it)
        if (s !== undefined && e !== undefined) this.aligned(node.type === 'inlineCode' && node.value.includes('^') ? node.value.replace(/\^/g, ' ^ ') : node.value, s, e);
        return;
      case 'break':
        if (s !== undefined) this.b.replace(' ', s, e ?? s);
        return;
      // (text struck out, "~~supports Windows~~", is what the source no longer says: not its words; a single tilde's
      // "strikethrough" is most often a range or "about", "5~10 s", "~$5 (~$60 a year)", and is read as words)
      case 'delete':
        // (one word struck with single tildes, "~Windows~", "~HTTP/1.0~ HTTP/1.1", is struck out too: not a figure's "about")
        if (s !== undefined && e !== undefined && (this.raw.startsWith('~~', s) || SINGLE_STRUCK_WORD.test(this.raw.slice(s, e)))) this.b.replace(' ', s, e);
        else {
          // (its tildes kept as written: "5~10 s and … 3~4 s" is not "510 s and … 34 s"; one glued to a word is "about"
          // after a space, "and~90ms" as "and ~90ms")
          const tilde = (at: number) => this.b.replace(/\p{L}/u.test(this.raw[at - 1] ?? '') ? ' ~' : '~', at, at + 1);
          if (s !== undefined && this.raw[s] === '~') tilde(s);
          for (const child of node.children) this.inline(child);
          if (e !== undefined && this.raw[e - 1] === '~') tilde(e - 1);
        }
        return;
      case 'html':
        if (STRIKE_OPEN.test(node.value)) this.struck++;
        else if (STRIKE_CLOSE.test(node.value)) this.struck = Math.max(0, this.struck - 1);
        // (a power written with HTML, "2<sup>10</sup>", is 2^10, not 210 — of a small base; after a larger number or a word a
        // superscript figure is a footnote mark, "120<sup>2</sup> respondents": not a word)
        else if (s !== undefined && e !== undefined && SUP_OPEN.test(node.value)) {
          const close = this.raw.indexOf('</sup>', e);
          const inner = close > e && close - e <= 12 ? this.raw.slice(e, close).trim() : undefined;
          const base = /(?<![0-9.])([0-9]{1,2})$/.exec(this.raw.slice(Math.max(0, s - 3), s))?.[1];
          if (inner !== undefined && /^[-−]?[0-9]{1,3}$/.test(inner) && base !== undefined && Number(base) <= POWER_BASE_MAX) this.b.replace('^', s, e);
          else if (inner !== undefined && FOOTNOTE_MARK.test(inner)) this.footnoteMark = true;
        }
        else if (SUP_CLOSE.test(node.value)) this.footnoteMark = false;
        if (this.struck > 0 || STRIKE_CLOSE.test(node.value)) {
          if (s !== undefined && e !== undefined) this.b.replace(' ', s, e);
          return;
        }
        if (s !== undefined && /^<br\b/i.test(node.value)) this.b.replace(' ', s, e ?? s);
        // (a tag of no HTML element is the writer's text, "returns Option<Module>": read as the claims read it)
        else if (s !== undefined && e !== undefined && literalTag(node.value)) this.aligned(node.value, s, e);
        return;
      case 'image':
      case 'imageReference':
      case 'footnoteReference':
        return;
      default:
        if ('children' in node) for (const child of node.children as Nodes[]) this.inline(child);
    }
  }

  /** Appends a node's value, each character aligned with the raw text inside [start, end) (escapes, entities and line prefixes skipped). */
  private aligned(value: string, start: number, end: number): void {
    if (end - start === value.length && this.raw.startsWith(value, start)) {
      this.b.copy(start, end);
      return;
    }
    let raw = start;
    let runStart = -1; // raw start of the current run of matched characters
    let runEnd = -1;
    const flush = () => {
      if (runStart >= 0) this.b.copy(runStart, runEnd);
      runStart = -1;
    };
    const text = this.raw;
    for (let i = 0; i < value.length; i++) {
      const ch = value.charCodeAt(i);
      const limit = Math.min(end, raw + LOOKAHEAD);
      let j = raw;
      while (j < limit && text.charCodeAt(j) !== ch) j++;
      if (j < limit) {
        if (runStart < 0 || j !== runEnd) {
          flush();
          runStart = j;
        }
        runEnd = j + 1;
        raw = j + 1;
      } else {
        flush();
        const at = Math.min(raw, end);
        this.b.replace(value[i]!, at, Math.min(end, at + 1));
      }
    }
    flush();
  }

  /** Each body cell becomes a fact: the row's first cell, the column's header, the cell ("Model-X Acc 66.0."). */
  private table(node: Table): void {
    const [head, ...body] = node.children;
    if (!head) return;
    const headers = head.children.map((cell) => textOf(cell).replace(/\s+/g, ' ').trim());
    for (const row of body) this.row(row, headers);
  }

  private row(row: TableRow, headers: string[]): void {
    const cells = row.children;
    if (cells.length === 0) return;
    this.b.newRow();
    const label = cells[0]!;
    if (cells.length === 1) {
      this.b.beginFact();
      this.cell(label);
      this.b.end();
      return;
    }
    for (let c = 1; c < cells.length; c++) {
      const cell = cells[c]!;
      const at = cell.position?.start.offset;
      const end = cell.position?.end.offset;
      if (at === undefined || end === undefined || textOf(cell).trim() === '') continue;
      this.b.beginFact();
      this.cell(label);
      const header = headers[c] ?? '';
      this.b.insert(header ? ` ${header} ` : ' ', contentStart(this.raw, at, end));
      this.cell(cell);
      if (!/[.!?]\s*$/.test(this.b.openText())) this.b.insert('.', contentEnd(this.raw, at, end));
      this.b.end();
    }
  }

  private cell(cell: Nodes): void {
    if ('children' in cell) for (const child of cell.children as Nodes[]) this.inline(child);
  }
}

/** Where a table cell's content starts: after its pipe and spaces. */
function contentStart(raw: string, start: number, end: number): number {
  let i = start;
  while (i < end && (raw[i] === '|' || raw[i] === ' ' || raw[i] === '\t')) i++;
  return i;
}

function contentEnd(raw: string, start: number, end: number): number {
  let i = end;
  while (i > start && (raw[i - 1] === '|' || raw[i - 1] === ' ' || raw[i - 1] === '\t')) i--;
  return i;
}

function textOf(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if (node.type === 'image' || node.type === 'imageReference' || node.type === 'html' || node.type === 'footnoteReference') return '';
  if ('children' in node) return (node.children as Nodes[]).map(textOf).join('');
  return '';
}
