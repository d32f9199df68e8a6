// The inline half of the fast Markdown reader (fast-markdown.ts): a block's content as the mdast nodes
// micromark + GFM would make of it (text, inline code, emphasis, strong, delete, links, images, breaks, HTML,
// footnote references),
// with the same values and offsets; what it cannot be sure of throws Unsupported.

import { lastAtOrBefore } from '../text/lines';

export class Unsupported extends Error {}

export function unsupported(reason: string): never {
  throw new Unsupported(reason);
}

// Minimal mdast: only what the walker reads (type, children, value, depth, position offsets).
export interface Position {
  start: { offset: number };
  end: { offset: number };
}
export interface MdNode {
  type: string;
  children?: MdNode[];
  value?: string;
  depth?: number;
  position?: Position;
}

export const at = (start: number, end: number): Position => ({ start: { offset: start }, end: { offset: end } });

/** A line of a block's content: raw offsets where its content starts (a continuation line keeps its blanks), where it ends (before the line break), and where the line starts. */
export interface Line {
  start: number;
  end: number;
  lineStart: number;
}

export const SPACE = 32;
export const TAB = 9;
export const NEWLINE = 10;
const CR = 13;

/** Where the line from `from` ends: at its line ending ("\n", "\r" or "\r\n", as micromark reads them) or the text's end. */
export function lineEndAt(text: string, from: number, cr: boolean): number {
  if (!cr) {
    const end = text.indexOf('\n', from);
    return end < 0 ? text.length : end;
  }
  let i = from;
  while (i < text.length && text.charCodeAt(i) !== NEWLINE && text.charCodeAt(i) !== CR) i++;
  return i;
}

/** The length of the line ending at `at`. */
export function lineEndingLength(text: string, at: number): number {
  return text.charCodeAt(at) === CR && text.charCodeAt(at + 1) === NEWLINE ? 2 : 1;
}

/** The pattern remark's chunked reader finds labels with (claims/markdown.ts). */
export const BRACKETED = /\[\^?((?:[^\]\\\n]|\\.)+)\]/g;

export function isBlankCode(c: number): boolean {
  return c === SPACE || c === TAB;
}

/** The key remark's chunk trailer finds definitions by (normaliseLabel in claims/markdown.ts). */
export function trailerKey(label: string): string {
  return label.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** micromark's normalizeIdentifier. */
export function normalizeIdentifier(value: string): string {
  return value.replace(/[\t\n\r ]+/g, ' ').replace(/^ | $/g, '').toLowerCase().toUpperCase();
}

export function isAsciiAlpha(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

export function isAlnum(c: number): boolean {
  return isAsciiAlpha(c) || (c >= 48 && c <= 57);
}

// Every item of a kind is made with the same properties in the same order (textItem, nodeItem), so the reader's
// loops see four object shapes, not one per optional property (V8 compiled `finish` again at each new shape).
interface TextItem {
  k: 'text';
  value: string;
  start: number; // raw
  end: number;
  plain: boolean; // a run of ordinary characters (its trailing blanks may become a line suffix or a break)
  url: boolean; // a bare URL remark turns into a link
}
interface DelimiterItem {
  k: 'delim';
  marker: number;
  start: number; // raw, what is left of the run
  end: number;
  open: boolean;
  close: boolean;
}
interface BracketItem {
  k: 'bracket';
  image: boolean;
  start: number; // raw
  end: number;
  contentStart: number; // content index after the bracket
  inactive: boolean;
}
interface NodeItem {
  k: 'node';
  node: MdNode;
  /** An emphasis, strong or delete group: its items, made into its children by `finish` (then null). */
  pending: Item[] | null;
}

function textItem(value: string, start: number, end: number, plain: boolean, url: boolean): TextItem {
  return { k: 'text', value, start, end, plain, url };
}

function nodeItem(node: MdNode, pending: Item[] | null = null): NodeItem {
  return { k: 'node', node, pending };
}
type Item = TextItem | DelimiterItem | BracketItem | NodeItem;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

// micromark decodes a named character reference through decode-named-character-reference (the HTML entity table);
// the fast reader asks the same function for a name other than ENTITIES', loaded at the first such name. ESM-only:
// this CommonJS build loads it with require() (Node >= 20.19, tsx, esbuild), as claims/markdown.ts loads remark.
type DecodeNamedModule = typeof import('decode-named-character-reference', { with: { 'resolution-mode': 'import' } });
let decodeNamed: DecodeNamedModule['decodeNamedCharacterReference'] | undefined;

/**
 * Characters a named reference other than ENTITIES' may stand for here: punctuation, symbols and spaces outside ASCII
 * (`&mdash;`, `&rarr;`, `&copy;`, `&ThinSpace;`). Where remark-gfm's autolink transform reads the decoded text they
 * act as the reference's own ";" does (punctuation before or after an address); an ASCII character (`&colon;`,
 * `&period;`) or a letter (`&Auml;`) may join or start an address there that the raw text does not show, and goes to
 * remark.
 */
const PLAIN_REFERENCE_TEXT = /^[^\0-\x7f\p{L}\p{N}\p{M}\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+$/u;

/**
 * The text of the named character reference `&name;`, or false when micromark reads none there (the `&` is text); a
 * reference the fast reader does not read goes to remark.
 */
function namedReference(name: string): string | false {
  if (Object.hasOwn(ENTITIES, name)) return ENTITIES[name]!;
  decodeNamed ??= (require('decode-named-character-reference') as DecodeNamedModule).decodeNamedCharacterReference;
  const value = decodeNamed(name);
  if (value !== false && !PLAIN_REFERENCE_TEXT.test(value)) unsupported('named character reference');
  return value;
}
const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;
const UNICODE_PUNCTUATION = /\p{P}|\p{S}/u;
const UNICODE_WHITESPACE = /\s/;
/** Where remark-gfm's literal-autolink transform looks for addresses in text (mdast-util-gfm-autolink-literal). */
const TRANSFORM_URL = /(?<![\da-z])(https?:\/\/|www(?=\.))([\w-]*\.[\w\-.]*)([^\t\n\r ]*)/gi;
const TRANSFORM_EMAIL = /[\w+\-.]@[\w-]+\.[\w-]/;
const URL_START = /https?:\/\/|www\./gi;
const CLEAN_URL = /https?:\/\/[A-Za-z0-9][A-Za-z0-9-]*(?:\.[A-Za-z0-9-]+)+(?:[/:?#][A-Za-z0-9\-._/#?=%+:,;!]*)?/y;
const URL_TRAIL = /[.,:;!?_*)'"]*/y;

/** micromark's classifyCharacter: 1 whitespace (or an edge), 2 punctuation, 0 other. */
function classify(code: number): number {
  if (Number.isNaN(code)) return 1;
  const ch = String.fromCharCode(code);
  if (code === SPACE || code === TAB || code === NEWLINE || UNICODE_WHITESPACE.test(ch)) return 1;
  return UNICODE_PUNCTUATION.test(ch) ? 2 : 0;
}

export class InlineReader {
  private s = ''; // the content: lines without their prefixes, joined by line breaks
  private lineContent: number[] = []; // content index where each line starts
  private lineRaw: number[] = []; // raw offset where each line starts
  private items: Item[] = [];
  private brackets: number[] = []; // indices in items of unbalanced brackets
  private lines: Line[] = [];
  private inTable = false;
  private visibleLabels: Set<string> | null = null; // labels remark's chunk trailer repeats for this block
  private urlStarts: number[] = []; // content indices where an address may begin
  private urlCursor = 0;
  /** Which delimiters micromark resolves first in the block: those of the construct it met first. */
  private firstDelimiter: DelimiterKind | null = null;
  /** Text nodes of this block holding bare URLs the tokenizer took: where each URL starts in the node's value. */
  private urlsOf = new Map<MdNode, number[]>();

  /**
   * `exactDefinitions`: the text is one chunk as remark parses it, its trailer included (markdown-chunks.ts), so
   * the definitions in it are all remark sees and a defined label is one remark resolves.
   */
  constructor(
    private readonly raw: string,
    private readonly definitions: ReadonlyMap<string, string[]>,
    private readonly exactDefinitions = false,
    /** Footnote labels defined in the text (micromark's keys). */
    private readonly footnotes: ReadonlySet<string> = new Set(),
  ) {}

  read(lines: Line[], inTable = false): MdNode[] {
    if (lines.length === 0) return [];
    this.inTable = inTable;
    const parts: string[] = [];
    this.lineContent = [];
    this.lineRaw = [];
    let length = 0;
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!;
      let end = line.end;
      if (i === lines.length - 1) while (end > line.start && isBlankCode(this.raw.charCodeAt(end - 1))) end--;
      this.lineContent.push(length);
      this.lineRaw.push(line.start);
      const part = this.raw.slice(line.start, end);
      parts.push(part);
      length += part.length + 1;
    }
    this.s = parts.join('\n');
    this.lines = lines;
    this.visibleLabels = null;
    this.items = [];
    this.brackets = [];
    this.urlStarts = [];
    this.urlCursor = 0;
    this.firstDelimiter = null;
    this.urlsOf = new Map();
    if (/[:.]/.test(this.s)) for (const m of this.s.matchAll(URL_START)) this.urlStarts.push(m.index);
    this.scan();
    const nodes = this.finish(this.items, this.firstDelimiter === 'strike' ? ['strike', 'attention'] : ['attention', 'strike']);
    checkAutolinkLiterals(nodes, this.urlsOf);
    return nodes;
  }

  /** Raw offset of content index i (a line break maps to the raw line break). */
  private rawAt(i: number): number {
    const line = lastAtOrBefore(this.lineContent, i);
    return this.lineRaw[line]! + (i - this.lineContent[line]!);
  }

  private text(value: string, from: number, to: number, plain = false): void {
    this.items.push(textItem(value, this.rawAt(from), from === to ? this.rawAt(from) : this.rawAt(to - 1) + 1, plain, false));
  }

  private scan(): void {
    const s = this.s;
    const n = s.length;
    let i = 0;
    let marks = 0; // delimiter runs, brackets and backtick runs: pairing them is quadratic, for remark too
    while (i < n) {
      const c = s.charCodeAt(i);
      if ((c === 42 || c === 95 || c === 126 || c === 91 || c === 96) && ++marks > MAX_MARKS) unsupported('too many delimiters in one block');
      switch (c) {
        case 92: { // \
          const next = s[i + 1];
          if (next === '\n') {
            const start = this.rawAt(i);
            const ending = this.rawAt(i + 1);
            this.items.push(nodeItem({ type: 'break', position: at(start, ending + lineEndingLength(this.raw, ending)) }));
            i += 2;
            while (isBlankCode(s.charCodeAt(i))) i++;
          } else if (next !== undefined && ASCII_PUNCTUATION.test(next)) {
            const start = this.rawAt(i);
            this.items.push(textItem(next, start, start + 2, false, false));
            i += 2;
          } else {
            this.text('\\', i, i + 1);
            i++;
          }
          break;
        }
        case 96: // `
          i = this.codeSpan(i);
          break;
        case 42: // *
        case 95: // _
          i = this.delimiter(i, c);
          break;
        case 91: // [
          if (s.charCodeAt(i + 1) === 94) {
            const end = this.footnoteCallEnd(i);
            if (end > 0) {
              this.items.push(nodeItem({ type: 'footnoteReference', position: at(this.rawAt(i), this.rawAt(end - 1) + 1) }));
              i = end;
              break;
            }
          }
          this.brackets.push(this.items.length);
          this.items.push({ k: 'bracket', image: false, start: this.rawAt(i), end: this.rawAt(i) + 1, contentStart: i + 1, inactive: false });
          i++;
          break;
        case 33: // !
          if (s.charCodeAt(i + 1) === 91) {
            const end = s.charCodeAt(i + 2) === 94 ? this.footnoteCallEnd(i + 1) : -1;
            if (end > 0) {
              // no image: "!" is text and the rest a footnote reference (micromark's potential footnote call)
              if (s.charCodeAt(end) === 40 || s.charCodeAt(end) === 91) unsupported('footnote');
              this.text('!', i, i + 1, true);
              this.items.push(nodeItem({ type: 'footnoteReference', position: at(this.rawAt(i + 1), this.rawAt(end - 1) + 1) }));
              i = end;
              break;
            }
            this.brackets.push(this.items.length);
            this.items.push({ k: 'bracket', image: true, start: this.rawAt(i), end: this.rawAt(i) + 2, contentStart: i + 2, inactive: false });
            i += 2;
          } else {
            this.text('!', i, i + 1, true);
            i++;
          }
          break;
        case 93: // ]
          i = this.closeBracket(i);
          break;
        case 60: // <
          i = this.angle(i);
          break;
        case 38: // &
          i = this.reference(i);
          break;
        case NEWLINE:
          this.lineEnding(i);
          i++;
          while (isBlankCode(s.charCodeAt(i))) i++; // a line's leading blanks are not text
          break;
        case 126: // ~
          i = this.tildes(i);
          break;
        default:
          i = this.plainRun(i);
      }
    }
  }

  /** Ordinary characters up to the next one with a meaning; a bare URL remark would link is kept whole. */
  private plainRun(from: number): number {
    const s = this.s;
    let end = from;
    while (end < s.length && !SPECIAL[s.charCodeAt(end)]) end++;
    if (end === from) end = from + 1;
    const starts = this.urlStarts;
    while (this.urlCursor < starts.length && starts[this.urlCursor]! < from) this.urlCursor++;
    for (let u = this.urlCursor; this.brackets.length === 0 && u < starts.length && starts[u]! < end; u++) {
      const m = starts[u]!;
      const previous = m === 0 ? NaN : s.charCodeAt(m - 1);
      const isWww = s.charCodeAt(m) === 119 || s.charCodeAt(m) === 87;
      if (isWww ? isAlnum(previous) : isAsciiAlpha(previous)) continue; // micromark's tokenizer does not try here
      if (isWww) unsupported('www address');
      if (!(Number.isNaN(previous) || previous === SPACE || previous === NEWLINE || previous === 40 || previous === 42 || previous === 95)) unsupported('bare URL');
      CLEAN_URL.lastIndex = m;
      const url = CLEAN_URL.exec(s);
      if (!url) unsupported('bare URL');
      let coreEnd = m + url[0].length;
      while (coreEnd > m && '.,:;!?_'.includes(s[coreEnd - 1]!)) coreEnd--;
      URL_TRAIL.lastIndex = coreEnd;
      const after = coreEnd + URL_TRAIL.exec(s)![0].length;
      if (after < s.length && s.charCodeAt(after) !== SPACE && s.charCodeAt(after) !== NEWLINE) unsupported('bare URL');
      if (m > from) this.text(s.slice(from, m), from, m, true);
      this.items.push(textItem(s.slice(m, coreEnd), this.rawAt(m), this.rawAt(coreEnd - 1) + 1, false, true));
      return coreEnd;
    }
    this.text(s.slice(from, end), from, end, true);
    return end;
  }

  private lineEnding(i: number): void {
    const suffix = this.lineSuffixBefore();
    const start = this.rawAt(i);
    const end = start + lineEndingLength(this.raw, start);
    if (suffix && suffix.size >= 2 && !suffix.tabs) {
      this.items.push(nodeItem({ type: 'break', position: at(suffix.start, end) }));
      return;
    }
    this.items.push(textItem(end - start === 1 ? this.raw[start]! : '\r\n', start, end, false, false));
  }

  /** Takes the blanks ending a line off the last run of ordinary text (micromark's line suffix). */
  private lineSuffixBefore(): { size: number; tabs: boolean; start: number } | null {
    const last = this.items[this.items.length - 1];
    if (!last || last.k !== 'text' || !last.plain) return null;
    const value = last.value;
    let k = value.length;
    let tabs = false;
    while (k > 0 && isBlankCode(value.charCodeAt(k - 1))) {
      if (value.charCodeAt(k - 1) === TAB) tabs = true;
      k--;
    }
    if (k === value.length) return null;
    const size = value.length - k;
    const start = last.end - size;
    if (k === 0) this.items.pop();
    else {
      last.value = value.slice(0, k);
      last.end = start;
    }
    return { size, tabs, start };
  }

  private codeSpan(from: number): number {
    const s = this.s;
    let size = 0;
    while (s.charCodeAt(from + size) === 96) size++;
    let i = from + size;
    for (;;) {
      const next = s.indexOf('`', i);
      if (next < 0) {
        this.text(s.slice(from, from + size), from, from + size, true);
        return from + size;
      }
      let run = 0;
      while (s.charCodeAt(next + run) === 96) run++;
      if (run === size) {
        let a = from + size;
        let b = next;
        const edge = (k: number) => s.charCodeAt(k) === SPACE || s.charCodeAt(k) === NEWLINE;
        if (b - a >= 2 && edge(a) && edge(b - 1) && /[^ \n]/.test(s.slice(a, b))) {
          a++;
          b--;
        }
        let value = this.withRawLineEndings(a, b);
        if (this.inTable) value = value.replace(/\\([\\|])/g, (all, ch: string) => (ch === '|' ? ch : all)); // mdast-util-gfm-table
        this.items.push(nodeItem({ type: 'inlineCode', value, position: at(this.rawAt(from), this.rawAt(next + run - 1) + 1) }));
        return next + run;
      }
      i = next + run;
    }
  }

  /** The content from a to b, each line break as written ("\r\n" or "\r" too). */
  private withRawLineEndings(a: number, b: number): string {
    const s = this.s;
    let k = s.indexOf('\n', a);
    if (k < 0 || k >= b) return s.slice(a, b);
    let value = '';
    let copied = a;
    for (; k >= 0 && k < b; k = s.indexOf('\n', k + 1)) {
      const ending = this.rawAt(k);
      value += s.slice(copied, k) + this.raw.slice(ending, ending + lineEndingLength(this.raw, ending));
      copied = k + 1;
    }
    return value + s.slice(copied, b);
  }

  private delimiter(from: number, marker: number): number {
    const s = this.s;
    let end = from;
    while (s.charCodeAt(end) === marker) end++;
    const before = classify(from === 0 ? NaN : s.charCodeAt(from - 1));
    const afterCode = end < s.length ? s.charCodeAt(end) : NaN;
    const after = classify(afterCode);
    const previousCode = from === 0 ? NaN : s.charCodeAt(from - 1);
    const open = after === 0 || (after === 2 && before !== 0) || (afterCode === 126 /* ~ */);
    const close = before === 0 || (before === 2 && after !== 0) || previousCode === 126;
    const start = this.rawAt(from);
    this.firstDelimiter ??= 'attention';
    this.items.push({
      k: 'delim',
      marker,
      start,
      end: start + (end - from),
      open: marker === 42 ? open : open && (before !== 0 || !close),
      close: marker === 42 ? close : close && (after !== 0 || !open),
    });
    return end;
  }

  /** At "<": an autolink, inline HTML (dropped by the walker, "<br>" read as a space) or a plain "<". */
  private angle(from: number): number {
    const s = this.s;
    AUTOLINK.lastIndex = from;
    const autolink = AUTOLINK.exec(s);
    if (autolink) {
      const end = from + autolink[0].length;
      const text: MdNode = { type: 'text', value: autolink[1]!, position: at(this.rawAt(from + 1), this.rawAt(end - 2) + 1) };
      this.items.push(nodeItem({ type: 'link', children: [text], position: at(this.rawAt(from), this.rawAt(end - 1) + 1) }));
      return end;
    }
    EMAIL_AUTOLINK_LIKE.lastIndex = from;
    if (EMAIL_AUTOLINK_LIKE.test(s)) unsupported('e-mail autolink');
    const end = inlineHtmlEnd(s, from);
    if (end < 0) {
      this.text('<', from, from + 1, true);
      return from + 1;
    }
    this.items.push(nodeItem({ type: 'html', value: s.slice(from, end), position: at(this.rawAt(from), this.rawAt(end - 1) + 1) }));
    return end;
  }

  /** GFM strikethrough: a run of one or two tildes may open or close; a longer run is text. */
  private tildes(from: number): number {
    const s = this.s;
    let end = from;
    while (s.charCodeAt(end) === 126) end++;
    if (end - from > 2) {
      this.text(s.slice(from, end), from, end, true);
      return end;
    }
    const before = classify(from === 0 ? NaN : s.charCodeAt(from - 1));
    const after = classify(end < s.length ? s.charCodeAt(end) : NaN);
    const start = this.rawAt(from);
    this.firstDelimiter ??= 'strike';
    this.items.push({
      k: 'delim',
      marker: 126,
      start,
      end: start + (end - from),
      open: after === 0 || (after === 2 && before !== 0),
      close: before === 0 || (before === 2 && after !== 0),
    });
    return end;
  }

  /** A character reference: a named one (HTML's entity names, as micromark decodes them), or a numeric one. */
  private reference(from: number): number {
    const s = this.s;
    const m = /^&(?:#([0-9]{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{0,31}));/.exec(s.slice(from, from + 40));
    const named = m?.[3] !== undefined ? namedReference(m[3]) : undefined;
    if (!m || named === false) {
      // no reference here (micromark: a name it does not know is none either): the "&" is text
      this.text('&', from, from + 1, true);
      return from + 1;
    }
    const value = named !== undefined ? named : decodeNumeric(m[1] !== undefined ? Number.parseInt(m[1], 10) : Number.parseInt(m[2]!, 16));
    const start = this.rawAt(from);
    this.items.push(textItem(value, start, start + m[0].length, false, false));
    return from + m[0].length;
  }

  private closeBracket(i: number): number {
    const s = this.s;
    const openerIndex = this.brackets[this.brackets.length - 1];
    if (openerIndex === undefined) {
      this.text(']', i, i + 1, true);
      return i + 1;
    }
    const opener = this.items[openerIndex] as BracketItem;
    const literal = () => {
      this.brackets.pop();
      this.text(']', i, i + 1, true);
      return i + 1;
    };
    if (opener.inactive) return literal();
    let definedCache: boolean | undefined;
    const defined = () => (definedCache ??= this.defined(this.s.slice(opener.contentStart, i)));
    let end = -1;
    const next = s.charCodeAt(i + 1);
    if (next === 40 /* ( */) {
      end = this.resource(i + 1);
      if (end < 0 && defined()) end = i + 1;
    } else if (next === 91 /* [ */) {
      const close = s.indexOf(']', i + 2);
      if (close < 0) end = -1;
      else {
        const label = s.slice(i + 2, close);
        if (/[[\\\n]/.test(label)) unsupported('reference label');
        if (label === '') end = defined() ? close + 1 : -1;
        else if (label.trim() === '') unsupported('reference label');
        else if (this.defined(label)) end = close + 1;
      }
    } else if (defined()) end = i + 1;
    if (end < 0) return literal();

    this.brackets.pop();
    const children = this.finish(this.items.slice(openerIndex + 1), ['attention', 'strike']);
    this.items.length = openerIndex;
    this.items.push(nodeItem({ type: opener.image ? 'image' : 'link', children, position: at(opener.start, this.rawAt(end - 1) + 1) }));
    if (!opener.image) for (const b of this.brackets) (this.items[b] as BracketItem).inactive ||= !(this.items[b] as BracketItem).image;
    return end;
  }

  /**
   * Whether a reference label is defined. remark reads a source in chunks and repeats in each the definitions
   * of the labels a line-by-line pattern finds there (claims/markdown.ts): a defined label that pattern does
   * not find in this block (one across lines, or inside other brackets) may be undefined for remark.
   */
  private defined(label: string): boolean {
    if (label.length > 999) return false;
    const keys = this.definitions.get(normalizeIdentifier(label));
    if (!keys) return false;
    if (this.exactDefinitions) return true;
    if (!this.visibleLabels) {
      this.visibleLabels = new Set();
      for (const line of this.lines) {
        for (const m of this.raw.slice(line.lineStart, line.end).matchAll(BRACKETED)) if (!m[0].startsWith('[^')) this.visibleLabels.add(trailerKey(m[1]!));
      }
    }
    if (!keys.some((k) => this.visibleLabels!.has(k))) unsupported('reference remark may not resolve');
    return true;
  }

  /**
   * At "[^": the end of a footnote reference (micromark tries it before a link: no blank, "[" or line break in the
   * label, and the label defined), or -1 when "[" opens a bracket. Escapes and other blanks go to remark.
   */
  private footnoteCallEnd(from: number): number {
    const s = this.s;
    let i = from + 2;
    for (; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c === 93 /* ] */ || c === SPACE || c === TAB || c === NEWLINE || c === 91 /* [ */) break;
      if (c === 92 /* \ */ || (c > 127 && UNICODE_WHITESPACE.test(s[i]!))) unsupported('footnote label');
    }
    if (i === from + 2 || s.charCodeAt(i) !== 93) return -1;
    if (i - from - 2 > 999) unsupported('footnote label');
    return this.footnotes.has(normalizeIdentifier(s.slice(from + 2, i))) ? i + 1 : -1;
  }

  /** End of a link resource "(destination)" starting at `open`, or -1 when there is none. */
  private resource(open: number): number {
    const s = this.s;
    let i = open + 1;
    while (s.charCodeAt(i) === SPACE) i++;
    if (s.charCodeAt(i) === NEWLINE || s.charCodeAt(i) === TAB) unsupported('link resource across lines');
    if (s.charCodeAt(i) === 41) return i + 1;
    if (s.charCodeAt(i) === 60 /* < */) {
      for (i++; i < s.length; i++) {
        const c = s.charCodeAt(i);
        if (c === 92 && /[<>\\]/.test(s[i + 1] ?? '')) i++;
        else if (c === 62) break;
        else if (c === 60 || c === NEWLINE) return -1;
      }
      if (i >= s.length) return -1;
      i++;
      if (s.charCodeAt(i) === 41) return i + 1;
      if (s.charCodeAt(i) !== SPACE) return -1;
    }
    let depth = 0;
    for (; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c === 92 && ASCII_PUNCTUATION.test(s[i + 1] ?? '')) i++;
      else if (c === 40) {
        if (++depth > 32) unsupported('link destination');
      } else if (c === 41) {
        if (depth === 0) return i + 1;
        depth--;
      } else if (c === SPACE || c === NEWLINE || c === TAB) break;
      else if (c < 32 || c === 127) unsupported('control character in link destination');
    }
    if (i >= s.length) return -1;
    if (depth > 0) unsupported('link destination');
    while (s.charCodeAt(i) === SPACE) i++;
    const c = s.charCodeAt(i);
    if (c === 41) return i + 1;
    if (c === 34 || c === 39 || c === 40) unsupported('link title');
    if (c === NEWLINE || c === TAB) unsupported('link resource across lines');
    return -1;
  }

  /** Emphasis as micromark resolves it, then the items as mdast nodes (adjacent text merged). */
  private finish(items: Item[], kinds: DelimiterKind[]): MdNode[] {
    resolveDelimiters(items, kinds);
    const nodes: MdNode[] = [];
    let text: { value: string; start: number; end: number; urls: number[] } | null = null;
    const flush = () => {
      if (!text) return;
      const node: MdNode = { type: 'text', value: text.value, position: at(text.start, text.end) };
      if (text.urls.length > 0) this.urlsOf.set(node, text.urls);
      nodes.push(node);
      text = null;
    };
    for (const item of items) {
      if (item.k === 'node') {
        flush();
        if (item.pending) {
          item.node.children = this.finish(item.pending, []);
          item.pending = null;
        }
        nodes.push(item.node);
        continue;
      }
      let value: string;
      let start: number;
      let end: number;
      if (item.k === 'text') [value, start, end] = [item.value, item.start, item.end];
      else if (item.k === 'delim') {
        if (item.end <= item.start) continue;
        [value, start, end] = [this.raw.slice(item.start, item.end), item.start, item.end];
      } else [value, start, end] = [item.image ? '![' : '[', item.start, item.end];
      if (!text) text = { value: '', start, end, urls: [] };
      if (item.k === 'text' && item.url) text.urls.push(text.value.length);
      text.value += value;
      text.end = end;
    }
    flush();
    return nodes;
  }
}

const MAX_MARKS = 4000;
const SPECIAL: boolean[] = [];
for (const ch of '\\`*_[!]<&~\n') SPECIAL[ch.charCodeAt(0)] = true;

const AUTOLINK = /<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\x00-\x20<>\x7f]*)>/y;
const EMAIL_AUTOLINK_LIKE = /<[^\s<>@]*@[^\s<>]*>/y;

/**
 * End of micromark's inline HTML (html-text) starting at `from` ("<"), or -1 when "<" is plain text there.
 * A tag or comment running onto the next line, a declaration, an instruction or CDATA is left to remark.
 */
function inlineHtmlEnd(s: string, from: number): number {
  let i = from + 1;
  const code = () => (i < s.length ? s.charCodeAt(i) : NaN);
  const blankOrBreak = () => {
    while (isBlankCode(code())) i++;
    if (code() === NEWLINE) unsupported('inline HTML across lines');
  };
  const c = code();
  if (c === 33 /* ! */) {
    if (s.startsWith('--', i + 1)) {
      const close = s.indexOf('-->', i + 1);
      const lineEnd = s.indexOf('\n', i);
      if (close >= 0 && (lineEnd < 0 || close < lineEnd)) return close + 3;
      if (lineEnd >= 0) unsupported('inline HTML across lines');
      return -1;
    }
    if (s.charCodeAt(i + 1) === 91 || isAsciiAlpha(s.charCodeAt(i + 1))) unsupported('inline HTML declaration or CDATA');
    return -1;
  }
  if (c === 63 /* ? */) unsupported('inline HTML instruction');
  if (c === 47 /* / */) {
    i++;
    if (!isAsciiAlpha(code())) return -1;
    while (code() === 45 || isAlnum(code())) i++;
    blankOrBreak();
    return code() === 62 ? i + 1 : -1;
  }
  if (!isAsciiAlpha(c)) return -1;
  while (code() === 45 || isAlnum(code())) i++;
  if (!(code() === 47 || code() === 62 || isBlankCode(code()) || code() === NEWLINE)) return -1;
  for (;;) {
    blankOrBreak(); // between attributes
    const b = code();
    if (b === 47) {
      i++;
      return code() === 62 ? i + 1 : -1;
    }
    if (!(b === 58 || b === 95 || isAsciiAlpha(b))) return b === 62 ? i + 1 : -1;
    while (code() === 45 || code() === 46 || code() === 58 || code() === 95 || isAlnum(code())) i++;
    blankOrBreak();
    if (code() !== 61 /* = */) continue;
    i++;
    blankOrBreak();
    const v = code();
    if (Number.isNaN(v) || v === 60 || v === 61 || v === 62 || v === 96) return -1;
    if (v === 34 || v === 39) {
      const close = s.indexOf(String.fromCharCode(v), i + 1);
      const lineEnd = s.indexOf('\n', i);
      if (close < 0) {
        if (lineEnd >= 0) unsupported('inline HTML across lines');
        return -1;
      }
      if (lineEnd >= 0 && lineEnd < close) unsupported('inline HTML across lines');
      i = close + 1;
      const after = code();
      if (!(after === 47 || after === 62 || isBlankCode(after) || after === NEWLINE)) return -1;
      continue;
    }
    for (;;) {
      const u = code();
      if (Number.isNaN(u) || u === 34 || u === 39 || u === 60 || u === 61 || u === 96) return -1;
      if (u === 47 || u === 62 || isBlankCode(u) || u === NEWLINE) break;
      i++;
    }
  }
}

/** micromark-util-decode-numeric-character-reference. */
function decodeNumeric(code: number): string {
  if (
    code < 9 || code === 11 || (code > 13 && code < 32) || (code > 126 && code < 160) || (code > 55295 && code < 57344) ||
    (code > 64975 && code < 65008) || (code & 65535) === 65535 || (code & 65535) === 65534 || code > 1114111
  ) {
    return '\uFFFD';
  }
  return String.fromCodePoint(code);
}

type DelimiterKind = 'attention' | 'strike';

/**
 * micromark's resolvers on a flat list, one kind of delimiter after the other in the order given: attention
 * (resolveAllAttention) pairs `*` and `_` runs into emphasis and strong, strikethrough pairs tilde runs of the
 * same size. The items inside a new group are resolved then with the kinds not run yet, as micromark does.
 */
function resolveDelimiters(items: Item[], kinds: readonly DelimiterKind[]): void {
  for (let k = 0; k < kinds.length; k++) {
    if (kinds[k] === 'attention') pairAttention(items, kinds.slice(k + 1));
    else pairStrikethrough(items, kinds.slice(k + 1));
  }
}

function group(type: string, inner: Item[], innerKinds: readonly DelimiterKind[], start: number, end: number): NodeItem {
  resolveDelimiters(inner, innerKinds);
  return nodeItem({ type, children: [], position: at(start, end) }, inner);
}

function pairAttention(items: Item[], innerKinds: readonly DelimiterKind[]): void {
  for (let i = 0; i < items.length; i++) {
    const close = items[i]!;
    if (close.k !== 'delim' || close.marker === 126 || !close.close || close.end <= close.start) continue;
    for (let o = i - 1; o >= 0; o--) {
      const open = items[o]!;
      if (open.k !== 'delim' || !open.open || open.marker !== close.marker || open.end <= open.start) continue;
      const openSize = open.end - open.start;
      const closeSize = close.end - close.start;
      if ((open.close || close.open) && closeSize % 3 && !((openSize + closeSize) % 3)) continue;
      const use = openSize > 1 && closeSize > 1 ? 2 : 1;
      const made = group(use > 1 ? 'strong' : 'emphasis', items.slice(o + 1, i), innerKinds, open.end - use, close.start + use);
      open.end -= use;
      close.start += use;
      const replacement: Item[] = [];
      if (open.end > open.start) replacement.push(open);
      replacement.push(made);
      const keepClose = close.end > close.start;
      if (keepClose) replacement.push(close);
      items.splice(o, i - o + 1, ...replacement);
      i = o + replacement.length - 1 - (keepClose ? 1 : 0);
      break;
    }
  }
}

function pairStrikethrough(items: Item[], innerKinds: readonly DelimiterKind[]): void {
  for (let i = 0; i < items.length; i++) {
    const close = items[i]!;
    if (close.k !== 'delim' || close.marker !== 126 || !close.close) continue;
    for (let o = i - 1; o >= 0; o--) {
      const open = items[o]!;
      if (open.k !== 'delim' || open.marker !== 126 || !open.open || open.end - open.start !== close.end - close.start) continue;
      const made = group('delete', items.slice(o + 1, i), innerKinds, open.start, close.end);
      items.splice(o, i - o + 1, made);
      i = o;
      break;
    }
  }
}

/**
 * remark-gfm links bare addresses twice: micromark's tokenizer (positions kept, so the walker reads them as
 * text) and then a transform on the remaining text (no positions: the walker would lose the text). Every
 * address the transform would find outside links must be one the tokenizer takes (a checked bare URL).
 */
function checkAutolinkLiterals(nodes: MdNode[], urlsOf: ReadonlyMap<MdNode, number[]>): void {
  for (const node of nodes) {
    if (node.type === 'link' || node.type === 'image') continue;
    if (node.type === 'text') {
      const value = node.value!;
      if (value.includes('@') && TRANSFORM_EMAIL.test(value)) unsupported('e-mail address');
      if (!/[:.]/.test(value)) continue;
      const urls = urlsOf.get(node) ?? [];
      TRANSFORM_URL.lastIndex = 0;
      for (const m of value.matchAll(TRANSFORM_URL)) if (!urls.includes(m.index)) unsupported('address remark would cut');
    } else if (node.children) checkAutolinkLiterals(node.children, urlsOf);
  }
}
