// Markdown → prose blocks. Each block carries the plain text the sentence splitter sees and a map from
// every plain-text character back to its offset in the draft, so sentence offsets land on the raw source.
import type { Nodes, Root } from 'mdast' with { 'resolution-mode': 'import' };
import { findPandocCitations, type CiteItem } from '../bibliography/pandoc.js';
import type { Claim } from '../model.js';
import { BoundedMemo } from '../util/bounded-memo.js';
import { literalTag } from '../text/html-tags.js';

// unified/remark are ESM-only; this CommonJS build loads them with require() (Node ≥ 20.19, tsx, esbuild).
type UnifiedModule = typeof import('unified', { with: { 'resolution-mode': 'import' } });
type RemarkParseModule = typeof import('remark-parse', { with: { 'resolution-mode': 'import' } });
type RemarkGfmModule = typeof import('remark-gfm', { with: { 'resolution-mode': 'import' } });

type Parser = (text: string) => Root;
let parser: Parser | undefined;

function parseMarkdown(text: string): Root {
  if (!parser) {
    const { unified } = require('unified') as UnifiedModule;
    const remarkParse = (require('remark-parse') as RemarkParseModule).default;
    const remarkGfm = (require('remark-gfm') as RemarkGfmModule).default;
    const processor = unified().use(remarkParse).use(remarkGfm);
    parser = (input) => processor.parse(input);
  }
  return parser(text);
}

export type BlockKind = Claim['block'];

/** An inline node whose markup should be kept whole when a sentence covers all of its content. */
export interface InlineContainer {
  rawStart: number;
  rawEnd: number;
  plainStart: number;
  plainEnd: number;
}

/** A footnote reference, a link or a Pandoc citation written inside a block (items' key offsets are draft offsets). */
export type InlineReference =
  | { kind: 'footnote'; label: string; identifier: string; start: number; end: number }
  | { kind: 'link'; label: string; url: string; start: number; end: number }
  | { kind: 'cite'; items: CiteItem[]; start: number; end: number };

/** An HTML comment in the draft (candidate inline control). */
export interface HtmlComment {
  body: string; // the comment's inner text, trimmed
  start: number;
  end: number;
  aloneOnLine: boolean;
}

export interface ProseBlock {
  kind: BlockKind;
  start: number; // raw range of the block in the draft
  end: number;
  plain: string;
  plainToRaw: number[]; // plainToRaw[i] = draft offset of plain[i]
  codeRanges: Array<[number, number]>; // plain ranges that are inline code (not analysed)
  containers: InlineContainer[];
  references: InlineReference[];
}

export interface FootnoteDefinition {
  label: string;
  text: string; // raw text of the definition body
  linkUrl: string | null; // first link inside the definition, if any
}

export interface UndefinedFootnote {
  label: string;
  start: number;
  end: number;
}

/** A heading of the draft (checked or not): the section path a claim sits in. */
export interface DraftHeading {
  depth: number;
  start: number; // draft offset
  text: string; // plain text
}

export interface MarkdownProse {
  blocks: ProseBlock[];
  headings: DraftHeading[]; // in document order
  comments: HtmlComment[];
  footnotes: Map<string, FootnoteDefinition>; // by normalised identifier
  undefinedFootnotes: UndefinedFootnote[];
}

export interface ProseOptions {
  checkHeadings: boolean;
  /** Read "@key" in running text as a citation (when a bibliography is named); "[@key]" always is one. */
  inTextCitations?: boolean;
  parseAsWritten?: boolean; // no placeholders for plain paragraphs (tests compare both ways)
  /**
   * Characters per parse chunk: cut at the first place a chunk may end after this many (tests compare sizes).
   * By default a draft's chunks are cut where the text says (see DRAFT_CUTS), not by size.
   */
  chunkSize?: number;
}

export const FRONT_MATTER = /^(?:---|\+\+\+)[ \t]*(?:\r\n|\r|\n)/;

/** Blank out YAML/TOML front matter (keeping line breaks) so offsets stay those of the draft. */
export function blankFrontMatter(text: string): string {
  const open = FRONT_MATTER.exec(text);
  if (!open) return text;
  const fence = text.startsWith('+++') ? '\\+\\+\\+' : '(?:---|\\.\\.\\.)';
  const close = new RegExp(`(?:\\r\\n|\\r|\\n)${fence}[ \\t]*(?=\\r\\n|\\r|\\n|$)`, 'g');
  close.lastIndex = open[0].length - 1;
  const end = close.exec(text);
  if (!end) return text;
  const stop = end.index + end[0].length;
  return text.slice(0, stop).replace(/[^\r\n]/g, ' ') + text.slice(stop);
}

const COMMENT = /<!--([\s\S]*?)-->/g;
const SHIELD = '\u200b';
const LINE_PREFIX = /^(?:[ \t]*(?:>|[*+-]|\d{1,9}[.)]))*[ \t\u200b]*$/;

/**
 * A comment that opens a line followed by text ("<!-- warrant: opinion --> GrepSeek is great.") would make
 * CommonMark read the whole line as an HTML block and lose the sentence. Such comments are replaced by
 * zero-width spaces of the same length (offsets unchanged, skipped in the plain text) and returned.
 */
function shieldLeadingComments(text: string): { text: string; shielded: HtmlComment[] } {
  const shielded: HtmlComment[] = [];
  const parts: string[] = [];
  let copied = 0;
  for (const match of text.matchAll(COMMENT)) {
    if (/[\r\n]/.test(match[0])) continue;
    const start = match.index;
    const end = start + match[0].length;
    let lineStart = start;
    while (lineStart > copied && text[lineStart - 1] !== '\n' && text[lineStart - 1] !== '\r') lineStart--;
    let lineEnd = end;
    while (lineEnd < text.length && text[lineEnd] !== '\n' && text[lineEnd] !== '\r') lineEnd++;
    const prefix = text.slice(lineStart, start).replace(COMMENT, '');
    if (!LINE_PREFIX.test(prefix) || text.slice(end, lineEnd).trim() === '') continue;
    parts.push(text.slice(copied, start), SHIELD.repeat(end - start));
    copied = end;
    shielded.push({ body: match[1]!.trim(), start, end, aloneOnLine: false });
  }
  if (shielded.length === 0) return { text, shielded };
  parts.push(text.slice(copied));
  return { text: parts.join(''), shielded };
}

const UNDEFINED_FOOTNOTE = /\[\^([^\]\s]+)\]/g;
const LOOKAHEAD = 64; // how far alignment may skip raw characters (line prefixes, escapes, entities)

/**
 * A block of a draft chunk's memoised prose, placed in the draft: `block` is the memoised block, its offsets in the
 * chunk, and `at` the chunk's place (added to every raw offset the block holds). The same memoised block comes back
 * for the same chunk text, options and place in it, run after run, so work that depends on nothing else can be kept
 * on it; and the same placed object while its chunk stays where it was.
 */
export interface PlacedBlock {
  block: ProseBlock;
  at: number;
  start: number; // raw range of the block in the draft (block.start + at, block.end + at)
  end: number;
}

/** A draft's prose as claim extraction reads it: as MarkdownProse, its blocks placed, not copied (see PlacedBlock). */
export interface DraftProse extends Omit<MarkdownProse, 'blocks'> {
  blocks: PlacedBlock[];
}

/** The draft's prose, every block at its draft offsets (see draftProse). */
export function extractProse(draft: string, options: ProseOptions): MarkdownProse {
  const prose = draftProse(draft, options);
  return { ...prose, blocks: prose.blocks.map(({ block: b, at }) => movedBlock(b, at)) };
}

/**
 * A draft's prose, chunk by chunk: each chunk's prose is a function of its text as parsed (trailer included), its
 * text as written (comments shielded, front matter blanked) and the options, read at offset 0 and memoised, then
 * placed where the chunk is. A draft re-read after an edit parses and walks again only the chunks the edit touched.
 */
export function draftProse(draft: string, options: ProseOptions): DraftProse {
  const footnotes = new Map<string, FootnoteDefinition>();
  const blocks: PlacedBlock[] = [];
  const headings: DraftHeading[] = [];
  const comments: HtmlComment[] = [];
  const undefinedFootnotes: UndefinedFootnote[] = [];
  const codeRanges: Array<[number, number]> = []; // draft ranges of code (blocks and inline)

  const { text: source, shielded } = shieldLeadingComments(blankFrontMatter(draft));
  const usePlaceholders = !options.parseAsWritten;
  const mode = `${usePlaceholders ? 1 : 0}${options.checkHeadings ? 1 : 0}${options.inTextCitations ? 1 : 0}`; // chunk size aside: a chunk's prose is the same whatever its size
  for (const chunk of chunksOf(source, options.chunkSize ?? DRAFT_CUTS)) {
    const raw = draft.slice(chunk.start, chunk.end);
    const parsed = chunk.withTrailer(chunk.part);
    const key = raw === chunk.part ? `${mode}\u0000${parsed}` : `${mode}\u0001${parsed}\u0000${raw}`;
    const prose = draftChunkProse.get(key, () => {
      draftChunkWork.parsed++;
      return chunkProse(parseChunk(chunk.part, 0, chunk.withTrailer, usePlaceholders), raw, options);
    });
    const by = chunk.start;
    let placed = placedChunks.get(prose);
    if (placed?.at !== by) placedChunks.set(prose, (placed = { at: by, blocks: prose.blocks.map((block) => ({ block, at: by, start: block.start + by, end: block.end + by })) }));
    for (const b of placed.blocks) blocks.push(b);
    for (const h of prose.headings) headings.push({ ...h, start: h.start + by });
    for (const c of prose.comments) comments.push({ ...c, start: c.start + by, end: c.end + by });
    for (const u of prose.undefinedFootnotes) undefinedFootnotes.push({ ...u, start: u.start + by, end: u.end + by });
    if (shielded.length > 0) for (const [s, e] of prose.codeRanges) codeRanges.push([s + by, e + by]);
    for (const [identifier, definition] of prose.footnotes) if (!footnotes.has(identifier)) footnotes.set(identifier, definition);
  }
  // shielded comments inside code are text, not controls (both lists are in document order)
  let code = 0;
  for (const comment of shielded) {
    while (code < codeRanges.length && codeRanges[code]![1] <= comment.start) code++;
    const inside = codeRanges[code];
    if (!inside || comment.end <= inside[0]) comments.push(comment);
  }
  comments.sort((a, b) => a.start - b.start);
  return { blocks, headings, comments, footnotes, undefinedFootnotes };
}

/** The blocks of each memoised chunk prose as last placed (a chunk before an edit stays where it was). */
const placedChunks = new WeakMap<ChunkProse, { at: number; blocks: PlacedBlock[] }>();

/** A copy of a block with `by` added to each of its raw offsets. */
function movedBlock(b: ProseBlock, by: number): ProseBlock {
  return {
    ...b,
    start: b.start + by,
    end: b.end + by,
    plainToRaw: b.plainToRaw.map((o) => o + by),
    containers: b.containers.map((c) => ({ ...c, rawStart: c.rawStart + by, rawEnd: c.rawEnd + by })),
    references: b.references.map((r) => movedReference(r, by)),
  };
}

function movedReference(r: InlineReference, by: number): InlineReference {
  if (r.kind !== 'cite') return { ...r, start: r.start + by, end: r.end + by };
  return { ...r, start: r.start + by, end: r.end + by, items: r.items.map((i) => ({ ...i, keyStart: i.keyStart + by, keyEnd: i.keyEnd + by })) };
}

/** What one chunk of the draft holds, at offsets into the chunk (see extractProse). */
interface ChunkProse {
  blocks: ProseBlock[];
  headings: DraftHeading[];
  comments: HtmlComment[];
  /** The footnote definitions written in the chunk, first of each identifier, in order. */
  footnotes: Array<[string, FootnoteDefinition]>;
  undefinedFootnotes: UndefinedFootnote[];
  codeRanges: Array<[number, number]>;
}

/** The prose of one chunk's syntax tree; `draft` is the chunk as written, the tree's offsets point into it. */
function chunkProse(tree: Root, draft: string, options: ProseOptions): ChunkProse {
  const footnotes = new Map<string, FootnoteDefinition>();
  const linkDefinitions = new Map<string, string>(); // of the chunk, trailer included

  const blocks: ProseBlock[] = [];
  const headings: DraftHeading[] = [];
  const comments: HtmlComment[] = [];
  const undefinedFootnotes: UndefinedFootnote[] = [];
  const codeRanges: Array<[number, number]> = []; // ranges of code (blocks and inline)

  const startOf = (node: Nodes): number | undefined => node.position?.start.offset;
  const endOf = (node: Nodes): number | undefined => node.position?.end.offset;

  const recordComments = (value: string, at: number, block: boolean) => {
    for (const match of value.matchAll(COMMENT)) {
      const start = at + match.index;
      const end = start + match[0].length;
      comments.push({ body: match[1]!.trim(), start, end, aloneOnLine: block || aloneOnLine(draft, start, end) });
    }
  };

  const buildBlock = (node: Nodes & { children: Nodes[] }, kind: BlockKind) => {
    const start = startOf(node);
    const end = endOf(node);
    if (start === undefined || end === undefined) return;
    const block: ProseBlock = { kind, start, end, plain: '', plainToRaw: [], codeRanges: [], containers: [], references: [] };
    let plain = '';

    /** Append `value`, aligning each character with the draft inside [rawStart, rawEnd); returns the raw cursor. */
    const appendAligned = (value: string, rawStart: number, rawEnd: number): number => {
      let raw = rawStart;
      for (let i = 0; i < value.length; i++) {
        const ch = value[i]!;
        if (ch === SHIELD) continue;
        const limit = Math.min(rawEnd, raw + LOOKAHEAD);
        let j = raw;
        while (j < limit && draft[j] !== ch) j++;
        if (j < limit) {
          block.plainToRaw.push(j);
          raw = j + 1;
        } else {
          block.plainToRaw.push(Math.min(raw, Math.max(rawStart, rawEnd - 1)));
        }
      }
      plain += value.includes(SHIELD) ? value.replaceAll(SHIELD, '') : value;
      return raw;
    };

    const appendText = (value: string, rawStart: number, rawEnd: number) => {
      // Left out of the prose and reported: a "[^label]" left as text (a footnote reference without a
      // definition) and Pandoc citations ("[@key, p. 3]", and "@key" in running text when a bibliography is named).
      if (!value.includes('[') && !(options.inTextCitations && value.includes('@'))) {
        appendAligned(value, rawStart, rawEnd); // the common case: nothing to cut
        return;
      }
      const cuts: Array<{ index: number; text: string; cite?: CiteItem[] }> = [];
      for (const match of value.matchAll(UNDEFINED_FOOTNOTE)) cuts.push({ index: match.index, text: match[0] });
      for (const c of findPandocCitations(value)) {
        if (!c.bracketed && !options.inTextCitations) continue;
        if (cuts.some((x) => c.start < x.index + x.text.length && x.index < c.end)) continue;
        cuts.push({ index: c.start, text: value.slice(c.start, c.end), cite: c.items.map((i) => ({ ...i, keyStart: i.keyStart - c.start, keyEnd: i.keyEnd - c.start })) });
      }
      cuts.sort((a, b) => a.index - b.index);
      let done = 0;
      let raw = rawStart;
      for (const cut of cuts) {
        raw = appendAligned(value.slice(done, cut.index), raw, rawEnd);
        const found = draft.slice(raw, rawEnd).indexOf(cut.text);
        const refStart = found >= 0 ? raw + found : raw;
        const refEnd = Math.min(rawEnd, refStart + cut.text.length);
        if (cut.cite) {
          const items = cut.cite.map((i) => ({ ...i, keyStart: refStart + i.keyStart, keyEnd: refStart + i.keyEnd }));
          block.references.push({ kind: 'cite', items, start: refStart, end: refEnd });
        } else {
          undefinedFootnotes.push({ label: cut.text.slice(2, -1), start: refStart, end: refEnd });
        }
        raw = refEnd;
        done = cut.index + cut.text.length;
      }
      appendAligned(value.slice(done), raw, rawEnd);
    };

    const walkInline = (child: Nodes) => {
      const s = startOf(child);
      const e = endOf(child);
      switch (child.type) {
        case 'text':
          if (s !== undefined && e !== undefined) appendText(child.value, s, e);
          return;
        case 'inlineCode': {
          if (s === undefined || e === undefined) return;
          codeRanges.push([s, e]);
          const plainStart = plain.length;
          appendAligned(child.value, s, e);
          block.codeRanges.push([plainStart, plain.length]);
          block.containers.push({ rawStart: s, rawEnd: e, plainStart, plainEnd: plain.length });
          return;
        }
        case 'break':
          if (s !== undefined) {
            block.plainToRaw.push(s);
            plain += '\n';
          }
          return;
        case 'html':
          // (a tag of no HTML element is the writer's literal text, "set to the '<anonymous TypedDict>' string": its
          // words are the claim's; a real element or a comment is markup)
          if (s !== undefined && e !== undefined && literalTag(child.value)) appendText(child.value, s, e);
          else if (s !== undefined) recordComments(child.value, s, false);
          return;
        case 'footnoteReference':
          if (s !== undefined && e !== undefined) {
            block.references.push({ kind: 'footnote', label: child.label ?? child.identifier, identifier: child.identifier, start: s, end: e });
          }
          return;
        case 'image':
        case 'imageReference':
          return;
        case 'link':
        case 'linkReference': {
          const url = child.type === 'link' ? child.url : linkDefinitions.get(child.identifier);
          const plainStart = plain.length;
          for (const grandchild of child.children) walkInline(grandchild);
          if (s !== undefined && e !== undefined) {
            block.containers.push({ rawStart: s, rawEnd: e, plainStart, plainEnd: plain.length });
            if (url !== undefined) block.references.push({ kind: 'link', label: plain.slice(plainStart).trim(), url, start: s, end: e });
          }
          return;
        }
        default:
          if ('children' in child) {
            const plainStart = plain.length;
            for (const grandchild of child.children as Nodes[]) walkInline(grandchild);
            if (s !== undefined && e !== undefined) block.containers.push({ rawStart: s, rawEnd: e, plainStart, plainEnd: plain.length });
          } else if ('value' in child && typeof child.value === 'string' && s !== undefined && e !== undefined) {
            appendText(child.value, s, e);
          }
      }
    };

    for (const child of node.children) walkInline(child);
    block.plain = plain;
    if (plain.trim() !== '') blocks.push(block);
  };

  const walkBlock = (node: Nodes, inQuote: boolean, inList: boolean) => {
    switch (node.type) {
      case 'paragraph':
        buildBlock(node, inQuote ? 'blockquote' : inList ? 'list_item' : 'paragraph');
        return;
      case 'heading': {
        const s = startOf(node);
        const text = headingText(node).replace(/\s+/g, ' ').trim();
        if (s !== undefined && !inQuote && text !== '') headings.push({ depth: node.depth, start: s, text });
      }
        if (options.checkHeadings) buildBlock(node, inQuote ? 'blockquote' : 'heading');
        return;
      case 'tableCell':
        buildBlock(node, inQuote ? 'blockquote' : 'table_cell');
        return;
      case 'html': {
        const s = startOf(node);
        if (s !== undefined) recordComments(node.value, s, true);
        return;
      }
      case 'blockquote':
        for (const child of node.children) walkBlock(child, true, inList);
        return;
      case 'listItem':
        for (const child of node.children) walkBlock(child, inQuote, true);
        return;
      case 'code': {
        const s = startOf(node);
        const e = endOf(node);
        if (s !== undefined && e !== undefined) codeRanges.push([s, e]);
        return;
      }
      case 'footnoteDefinition':
      case 'definition':
      case 'yaml':
      case 'thematicBreak':
        return;
      default:
        if ('children' in node) for (const child of node.children as Nodes[]) walkBlock(child, inQuote, inList);
    }
  };

  collectDefinitions(tree, draft, footnotes, linkDefinitions);
  walkBlock(tree, false, false);
  return { blocks, headings, comments, footnotes: [...footnotes], undefinedFootnotes, codeRanges };
}

/**
 * The syntax trees of a Markdown text, chunk by chunk (plain paragraphs fast), positions as offsets into the
 * text; front matter is blanked. For readers other than claim extraction (source documents).
 */
export function markdownTrees(text: string): Iterable<Root> {
  return parseInChunks(blankFrontMatter(text), true);
}

/** Link definitions of the chunk (its trailer repeats those defined elsewhere) and footnote definitions written in it. */
function collectDefinitions(node: Nodes, draft: string, footnotes: Map<string, FootnoteDefinition>, links: Map<string, string>): void {
  if (node.type === 'definition') {
    if (!links.has(node.identifier)) links.set(node.identifier, node.url);
    return;
  }
  if (node.type === 'footnoteDefinition') {
    if (node.position?.start.offset === undefined) return;
    const start = node.children[0]?.position?.start.offset;
    const end = node.children[node.children.length - 1]?.position?.end.offset;
    const text = start !== undefined && end !== undefined ? draft.slice(start, end) : '';
    if (!footnotes.has(node.identifier)) footnotes.set(node.identifier, { label: node.label ?? node.identifier, text, linkUrl: firstLinkUrl(node) });
    return;
  }
  if ('children' in node) for (const child of node.children as Nodes[]) collectDefinitions(child, draft, footnotes, links);
}

// micromark slows down super-linearly on long documents with many containers (block quotes, footnotes), so the
// draft is parsed in chunks split at blank lines where a new top-level block starts. Definitions are
// document-wide: each chunk gets a trailer repeating the definitions it uses (offsets past the chunk are ignored).
export const CHUNK_SIZE = 8192;
/**
 * A draft's chunks are small (an edit parses its own chunk again) and cut where the text says, not by size: a cut
 * made once a chunk is long enough moves when an edit makes the chunk longer or shorter, and every later cut with
 * it, so one edit could parse ten chunks again. Here whether a place a chunk may end (see chunkRanges) is a cut
 * depends only on the text next to it: it is one where the block after it or before it is long (LONG_BLOCK), or
 * where the first characters of its line hash lower than those of the place before it (a paragraph's first words
 * rarely change while it is edited; where two lines start alike, their whole lines are compared). A run of rising
 * hashes is short (n places or more: 1 in n!), so a chunk holds about two blocks, seldom more than four. An edit moves
 * no cut but those beside the blocks it changes. Past 8 KB (lines that all start alike: a long table) a chunk is
 * cut anyway.
 */
export const DRAFT_CUTS = 'content';
const LONG_BLOCK = 512;
const CUT_PREFIX = 16;

const FOOTNOTE_DEFINITION = /^ {0,3}\[\^([^\]\s]+)\]:/gm;
const LINK_DEFINITION = /^ {0,3}\[((?:[^\]\\\n]|\\.)+)\]:[ \t]*(?:\r\n|\r|\n)?[ \t]*(<[^>\n]*>|\S+)/gm;
const BRACKETED = /\[\^?((?:[^\]\\\n]|\\.)+)\]/g;

const normaliseLabel = (label: string) => label.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Claim extraction's prose by chunk (see extractProse): a draft re-read after an edit parses and walks again only
 * the chunks the edit touched; the others are moved to their place. Not used for sources, which are read once.
 */
const draftChunkProse = new BoundedMemo<string, ChunkProse>(2048); // drafts up to about 1 MB

/** How many draft chunks were parsed (not taken from the memo): tests count the work an edit causes. */
export const draftChunkWork = { parsed: 0 };

/** Forgets the memoised prose of draft chunks (tests compare a memoised extraction with one from nothing). */
export function clearDraftTrees(): void {
  draftChunkProse.clear();
}

function* parseInChunks(text: string, usePlaceholders: boolean): Generator<Root> {
  for (const chunk of chunksOf(text, CHUNK_SIZE)) yield parseChunk(chunk.part, chunk.start, chunk.withTrailer, usePlaceholders);
}

interface Chunk {
  start: number;
  end: number;
  part: string;
  /** The definitions it uses from elsewhere, one a line. */
  trailer: string[];
  /** The text a chunk body is parsed as: the body, then the definitions it uses from elsewhere. */
  withTrailer: (body: string) => string;
}

export interface SourceChunk {
  start: number;
  end: number;
  /** The text remark parses for the chunk: text[start, end), then the definitions it names (its trailer), if any. */
  parsed: string;
  /** The trailer's definitions, one a line. */
  trailer: string[];
}

/** The chunks the reader of sources parses a text (front matter blanked) in, each as remark is given it. */
export function sourceChunks(text: string): SourceChunk[] {
  return [...chunksOf(text, CHUNK_SIZE)].map((c) => ({ start: c.start, end: c.end, parsed: c.withTrailer(c.part), trailer: c.trailer }));
}

function* chunksOf(text: string, chunkSize: number | typeof DRAFT_CUTS): Generator<Chunk> {
  const footnoteLabels = new Set<string>();
  const linkLines = new Map<string, string>();
  if (text.includes(']:')) {
    // both kinds of definition hold "]:" (most drafts have none: two scans of the whole text saved)
    for (const m of text.matchAll(FOOTNOTE_DEFINITION)) footnoteLabels.add(normaliseLabel(m[1]!));
    for (const m of text.matchAll(LINK_DEFINITION)) {
      const label = normaliseLabel(m[1]!);
      if (!label.startsWith('^') && !linkLines.has(label)) linkLines.set(label, `[${m[1]}]: ${m[2]}`);
    }
  }
  const noDefinitions = footnoteLabels.size === 0 && linkLines.size === 0;
  for (const [start, end] of chunkRanges(text, chunkSize)) {
    const part = text.slice(start, end);
    const trailer: string[] = [];
    const seen = new Set<string>();
    if (!noDefinitions) {
      for (const m of part.matchAll(BRACKETED)) {
        const label = normaliseLabel(m[1]!);
        const key = (m[0].startsWith('[^') ? '^' : '') + label;
        if (seen.has(key)) continue;
        seen.add(key);
        if (m[0].startsWith('[^') && footnoteLabels.has(label)) trailer.push(`[^${m[1]}]: .`);
        else if (linkLines.has(label)) trailer.push(linkLines.get(label)!);
      }
    }
    const withTrailer = (body: string) => (trailer.length === 0 ? body : `${body}\n\n${trailer.join('\n\n')}\n`);
    yield { start, end, part, trailer, withTrailer };
  }
}

// Most paragraphs are plain prose, and micromark spends most of its time on them. Plain paragraphs with only
// blank lines between them are parsed as the single character "x", and the placeholder's paragraph is replaced
// by theirs afterwards. The rest of the tree cannot differ: plain lines after a blank line start no block, end
// none, and hold no inline syntax, link label or autolink. A placeholder that does not come back as a paragraph
// of its own (it lay inside fenced code or an HTML block) is left as written in a second parse, and a chunk
// where that fails too is parsed as written.
const PLACEHOLDER = 'x';
const LINE = /[^\r\n]*(?:\r\n|\r|\n|$)/y;
const BLANK_LINE = /^[ \t]*$/;
/** Starts with a letter or digit (not a list marker), holds no Markdown syntax, ends in no space or tab. */
const PLAIN_LINE = /^(?!\d+[.)])(?![^]*(?:www\.|:\/\/))[\p{L}\p{N}](?:[^\\`*_~<>[\]&@|\p{Cc}\u200b\ufeff]*[^\\`*_~<>[\]&@|\p{Cc}\u200b\ufeff ])?$/iu;

type Span = readonly [start: number, end: number];

/** The chunk's syntax tree, positions turned into draft offsets (undefined in the trailer). */
function parseChunk(part: string, base: number, withTrailer: (body: string) => string, usePlaceholders: boolean): Root {
  let groups = usePlaceholders ? plainParagraphGroups(part) : [];
  for (let attempt = 0; attempt < 2 && groups.length > 0; attempt++) {
    const pieces: string[] = [];
    const placeholders: number[] = []; // offsets in the parsed text
    const removedThrough: number[] = []; // characters taken out by the placeholders up to this one
    let copied = 0;
    for (const group of groups) {
      const start = group[0]![0];
      const end = group[group.length - 1]![1];
      pieces.push(part.slice(copied, start), PLACEHOLDER);
      placeholders.push(start - (removedThrough[removedThrough.length - 1] ?? 0));
      removedThrough.push(end - placeholders[placeholders.length - 1]! - PLACEHOLDER.length);
      copied = end;
    }
    pieces.push(part.slice(copied));
    const tree = parseMarkdown(withTrailer(pieces.join('')));
    const found = placeholderParagraphs(tree, placeholders);
    if (found.every((paragraph) => paragraph !== undefined)) {
      // an offset just past a placeholder lies after everything it stands for
      toDraftOffsets(tree, (offset) => offset + (removedThrough[lastAtOrBefore(placeholders, offset - 1, identity)] ?? 0), part.length, base);
      for (let i = found.length - 1; i >= 0; i--) {
        const { parent, index } = found[i]!; // from the last, so earlier siblings keep their index
        parent.children.splice(index, 1, ...plainParagraphNodes(part, groups[i]!, base));
      }
      return tree;
    }
    groups = groups.filter((_, i) => found[i] !== undefined);
  }
  const tree = parseMarkdown(withTrailer(part));
  toDraftOffsets(tree, (offset) => offset, part.length, base);
  return tree;
}

/** Paragraphs of plain lines with a blank line (or the chunk's edge) before and after each, grouped where only blank lines separate them. */
function plainParagraphGroups(part: string): Span[][] {
  const groups: Span[][] = [];
  let group: Span[] | null = null; // the current group, until a line that is neither plain nor blank
  let runStart = 0; // start of the current run of plain lines, or -1 after a line that is neither plain nor blank
  let runEnd = 0; // end of the run's last line, before its line ending
  const endRun = () => {
    if (runStart < 0 || runEnd === runStart) return;
    if (group === null) groups.push((group = []));
    group.push([runStart, runEnd]);
  };
  let lineStart = 0;
  while (lineStart < part.length) {
    LINE.lastIndex = lineStart;
    const line = LINE.exec(part)![0];
    const content = line.replace(/[\r\n]+$/, '');
    if (BLANK_LINE.test(content)) {
      endRun();
      runStart = runEnd = lineStart + line.length;
    } else if (runStart >= 0 && PLAIN_LINE.test(content)) {
      runEnd = lineStart + content.length;
    } else {
      runStart = -1;
      group = null;
    }
    lineStart += line.length;
  }
  endRun();
  return groups;
}

interface PlaceholderParagraph {
  parent: { children: Nodes[] };
  index: number;
}

/** Where each placeholder came back as a paragraph of its own (undefined for the others), in document order. */
function placeholderParagraphs(tree: Root, placeholders: readonly number[]): Array<PlaceholderParagraph | undefined> {
  const found = placeholders.map((): PlaceholderParagraph | undefined => undefined);
  const visit = (parent: { children: Nodes[] }) => {
    parent.children.forEach((node, index) => {
      if (node.type === 'paragraph') {
        const i = lastAtOrBefore(placeholders, node.position?.start.offset ?? -1, identity);
        const at = placeholders[i];
        const end = at! + PLACEHOLDER.length;
        const text = node.children[0];
        if (
          at !== undefined && node.position?.start.offset === at && node.position.end.offset === end && node.children.length === 1 &&
          text?.type === 'text' && text.value === PLACEHOLDER && text.position?.start.offset === at && text.position.end.offset === end
        ) {
          found[i] = { parent, index };
        }
      } else if ('children' in node) {
        visit(node as { children: Nodes[] });
      }
    });
  };
  visit(tree);
  return found;
}

/** The paragraphs a placeholder stood for, as micromark reads them: one text node each, exactly as written. */
function plainParagraphNodes(part: string, paragraphs: readonly Span[], base: number): Nodes[] {
  // only offsets are read; line and column are left at zero
  const position = (start: number, end: number) => ({ start: { line: 0, column: 0, offset: base + start }, end: { line: 0, column: 0, offset: base + end } });
  return paragraphs.map(([start, end]) => ({
    type: 'paragraph',
    children: [{ type: 'text', value: part.slice(start, end), position: position(start, end) }],
    position: position(start, end),
  }));
}

/**
 * Turn the positions of a chunk's tree into draft offsets: `inChunk` maps a parsed offset into the chunk; what
 * lies past the chunk (its trailer) gets no offset, except an end offset at the chunk's end.
 */
function toDraftOffsets(node: Nodes, inChunk: (offset: number) => number, length: number, base: number): void {
  const position = node.position;
  if (position) {
    const start = position.start.offset === undefined ? length : inChunk(position.start.offset);
    const end = position.end.offset === undefined ? length + 1 : inChunk(position.end.offset);
    position.start.offset = start < length ? start + base : undefined;
    position.end.offset = end <= length ? end + base : undefined;
  }
  if ('children' in node) for (const child of node.children as Nodes[]) toDraftOffsets(child, inChunk, length, base);
}

/** Index of the last item whose key is <= value in a list sorted by key, or -1. */
export function lastAtOrBefore<T>(items: readonly T[], value: number, key: (item: T) => number): number {
  let low = 0;
  let high = items.length - 1;
  let answer = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (key(items[mid]!) <= value) {
      answer = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return answer;
}

/**
 * [start, end) ranges of about `chunkSize` characters (or cut where the text says, see DRAFT_CUTS), cut only where a
 * new unindented top-level block starts.
 */
function chunkRanges(text: string, chunkSize: number | typeof DRAFT_CUTS): Array<[number, number]> {
  const places = placesToCut(text);
  const ranges: Array<[number, number]> = [];
  let chunkStart = 0;
  const cut = (at: number) => {
    ranges.push([chunkStart, at]);
    chunkStart = at;
  };
  if (chunkSize !== DRAFT_CUTS) {
    for (const at of places) if (at - chunkStart >= chunkSize) cut(at);
  } else {
    // a place's key: the hash of its line's first characters; where two places' are the same, of their whole lines
    const key = places.map((at) => hashOfRange(text, at, Math.min(text.length, at + CUT_PREFIX)));
    const whole: number[] = [];
    const wholeKey = (i: number) => (whole[i] ??= hashOfRange(text, places[i]!, text.length));
    const lower = (i: number, j: number) => key[i]! < key[j]! || (key[i] === key[j] && wholeKey(i) < wholeKey(j));
    for (let i = 0; i < places.length; i++) {
      const at = places[i]!;
      const before = at - (places[i - 1] ?? 0);
      const after = (places[i + 1] ?? text.length) - at;
      if ((i > 0 && lower(i, i - 1)) || before >= LONG_BLOCK || after >= LONG_BLOCK || at - chunkStart >= CHUNK_SIZE) cut(at);
    }
  }
  if (chunkStart < text.length || ranges.length === 0) ranges.push([chunkStart, text.length]);
  return ranges;
}

/** Where a draft's chunks are cut (for tests). */
export function draftChunkRanges(text: string): Array<[number, number]> {
  return chunkRanges(text, DRAFT_CUTS);
}

/** The places a chunk may end: the start of each line that opens a new unindented top-level block after a blank line. */
function placesToCut(text: string): number[] {
  const places: number[] = [];
  let fence: string | null = null; // the opening fence of an open fenced code block
  let rawHtmlEnd: string | null = null; // closing tag of an open <pre>/<script>/<style>/<textarea> block
  let inComment = false;
  let previousBlank = false;
  const marks = commentMarks(text);
  let lineStart = 0;
  while (lineStart < text.length) {
    const newline = text.indexOf('\n', lineStart);
    const lineEnd = newline < 0 ? text.length : newline + 1;
    const first = text.charCodeAt(lineStart);
    // Most lines start with a printable ASCII character other than a space: not blank, not indented, and no fence
    // or HTML block opens there unless that character is one of ` ~ <. Others are read as written.
    const plainStart = first > 0x20 && first < 0x7f;
    const blank = plainStart ? false : text.slice(lineStart, lineEnd).trim() === '';
    if (previousBlank && !blank && fence === null && rawHtmlEnd === null && !inComment && first !== 0x20 && first !== 0x09) places.push(lineStart);
    if (fence === null && rawHtmlEnd === null && plainStart && first !== 0x60 && first !== 0x7e && first !== 0x3c) {
      // no fence nor HTML block: only a comment may open or close in the line
      inComment = commentStateIn(text, lineStart, lineEnd, inComment, marks);
    } else {
      const line = text.slice(lineStart, lineEnd);
      if (fence !== null) {
        const close = /^ {0,3}(`{3,}|~{3,})[ \t]*\r?$/.exec(line.replace(/\n$/, ''));
        if (close && close[1]![0] === fence[0] && close[1]!.length >= fence.length) fence = null;
      } else if (rawHtmlEnd !== null) {
        if (line.toLowerCase().includes(rawHtmlEnd)) rawHtmlEnd = null;
      } else {
        const open = /^ {0,3}(`{3,}|~{3,})/.exec(line);
        const rawHtml = /^ {0,3}<(pre|script|style|textarea)[\s>]/i.exec(line);
        // HTML blocks that a blank line does not end either: <?…?>, <!DOCTYPE …>, <![CDATA[…]]>
        const other = /^ {0,3}(?:<\?|<!\[CDATA\[|<![A-Za-z])/.exec(line);
        const otherEnd = other === null ? '' : other[0].endsWith('?') ? '?>' : other[0].endsWith('[') ? ']]>' : '>';
        if (open && !(open[1]![0] === '`' && line.slice(open[0].length).includes('`'))) fence = open[1]!;
        else if (rawHtml && !line.toLowerCase().includes(`</${rawHtml[1]!.toLowerCase()}>`)) rawHtmlEnd = `</${rawHtml[1]!.toLowerCase()}>`;
        else if (other && !line.slice(other[0].length).includes(otherEnd)) rawHtmlEnd = otherEnd;
        else inComment = commentStateIn(text, lineStart, lineEnd, inComment, marks);
      }
    }
    previousBlank = blank;
    lineStart = lineEnd;
  }
  return places;
}

/** FNV-1a over text[start, end), stopping at a line break, its bits mixed (murmur3's finaliser): an unsigned 32-bit number. */
function hashOfRange(text: string, start: number, end: number): number {
  let h = 0x811c9dc5;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) break;
    h = Math.imul(h ^ c, 0x01000193);
  }
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Whether an HTML comment is open after text[start, end), given whether one was open before it (lines in order). */
function commentStateIn(text: string, start: number, end: number, inComment: boolean, next: CommentMarks): boolean {
  let state = inComment;
  let at = start;
  for (;;) {
    const found = state ? next.close(at) : next.open(at);
    if (found < 0 || found + (state ? 3 : 4) > end) return state;
    at = found + (state ? 3 : 4);
    state = !state;
  }
}

/** The next '<!--' and '-->' at or after an offset, each searched again only once passed (offsets asked in order). */
interface CommentMarks {
  open(at: number): number;
  close(at: number): number;
}

function commentMarks(text: string): CommentMarks {
  const nextOf = (needle: string) => {
    let found = -2; // not searched yet
    return (at: number) => {
      if (found === -2 || (found >= 0 && found < at)) found = text.indexOf(needle, at);
      return found;
    };
  };
  return { open: nextOf('<!--'), close: nextOf('-->') };
}

/** A heading's words: text and inline code, without images, HTML or footnote markers. */
function headingText(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if (node.type === 'image' || node.type === 'imageReference' || node.type === 'html' || node.type === 'footnoteReference') return '';
  if ('children' in node) return (node.children as Nodes[]).map(headingText).join('');
  return '';
}

function firstLinkUrl(node: Nodes): string | null {
  if (node.type === 'link') return node.url;
  if ('children' in node) {
    for (const child of node.children as Nodes[]) {
      const url = firstLinkUrl(child);
      if (url !== null) return url;
    }
  }
  return null;
}

/** True when only whitespace (or block-quote/list markers) shares the comment's lines. */
function aloneOnLine(draft: string, start: number, end: number): boolean {
  let before = start;
  while (before > 0 && draft[before - 1] !== '\n' && draft[before - 1] !== '\r') before--;
  let after = end;
  while (after < draft.length && draft[after] !== '\n' && draft[after] !== '\r') after++;
  return /^[\s>*+-]*$/.test(draft.slice(before, start)) && draft.slice(end, after).trim() === '';
}

const identity = (n: number): number => n;
