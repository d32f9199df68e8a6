// reStructuredText, AsciiDoc, HTML and LaTeX sources → SourceDocument, read far enough that markup is not
// words: tags, directives, roles and commands are dropped and their text kept, headings are headings, code
// and math are not prose.
import { DocumentBuilder } from './builder';
import { POWER_BASE_MAX } from '../text/quantities';
import type { SourceDocument, UnitKind } from './types';

// ---------- shared ----------

/**
 * Copies raw[start, end) into the open unit, markup dropped: each match of `markup` (flags 'gd') keeps the text of
 * its k1…k9 groups (read again for nested markup), stands for a space (group sp) or a character (group ent), or
 * is dropped.
 */
function copyInline(b: DocumentBuilder, raw: string, start: number, end: number, markup: RegExp, skip?: MarkupSkip): void {
  let pos = start;
  markup.lastIndex = start;
  for (;;) {
    const m = skip ? skip(raw, markup, end) : markup.exec(raw);
    if (!m || m.index >= end) break;
    const mEnd = m.index + m[0].length;
    if (mEnd > end || m[0].length === 0) {
      markup.lastIndex = m.index + 1;
      continue;
    }
    b.copy(pos, m.index);
    const groups = m.indices?.groups ?? {};
    // (":pep:`658`" reads "PEP 658", ":rfc:`2119`" reads "RFC 2119": the role names what the number is)
    const role = groups['role'] ? raw.slice(groups['role'][0], groups['role'][1]).toLowerCase() : undefined;
    if ((role === 'pep' || role === 'rfc') && groups['k1'] && /^\d/.test(raw.slice(groups['k1'][0], groups['k1'][1]))) b.replace(`${role.toUpperCase()} `, m.index, groups['k1'][0]);
    let kept = false;
    for (let k = 1; k <= 9; k++) {
      const g = groups[`k${k}`];
      if (g === undefined) continue;
      kept = true;
      if (g[1] > g[0]) copyInline(b, raw, g[0], g[1], markup, skip);
    }
    if (!kept && groups['sp'] !== undefined) b.replace(' ', m.index, mEnd);
    else if (!kept && groups['ent'] !== undefined) b.replace(decodeEntity(m[0]), m.index, mEnd);
    pos = mEnd;
    markup.lastIndex = mEnd;
  }
  b.copy(pos, end);
}

/**
 * markup.exec(raw) from markup.lastIndex, or null when no match starts before `end` — the same answer, found
 * without running the whole pattern at every position (see rstMarkupAt).
 */
type MarkupSkip = (raw: string, markup: RegExp, end: number) => RegExpExecArray | null;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ndash: '–', mdash: '—', hellip: '…', lsquo: '‘', rsquo: '’',
  ldquo: '“', rdquo: '”', copy: '©', reg: '®', trade: '™', deg: '°', times: '×', minus: '−', plusmn: '±', middot: '·', shy: '',
  euro: '€', pound: '£', eacute: 'é', egrave: 'è', uuml: 'ü', ouml: 'ö', auml: 'ä', szlig: 'ß', laquo: '«', raquo: '»', bull: '•',
};

function decodeEntity(entity: string): string {
  const body = entity.slice(1, -1);
  if (body.startsWith('#')) {
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
  }
  return NAMED_ENTITIES[body.toLowerCase()] ?? ' ';
}

export interface Line { start: number; end: number; text: string; indent: number }

/** The lines of a text with their offsets (a "\r\n" line's "\r" is no text) and indents. */
export function linesOf(raw: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  while (start <= raw.length) {
    let end = raw.indexOf('\n', start);
    if (end < 0) end = raw.length;
    const lineEnd = end > start && raw.charCodeAt(end - 1) === 13 ? end - 1 : end; // "\r\n": the "\r" is no text
    const text = raw.slice(start, lineEnd);
    let indent = 0;
    for (let c = text.charCodeAt(0); c === 32 || c === 9; c = text.charCodeAt(indent)) indent++;
    lines.push({ start, end: lineEnd, text, indent });
    if (end >= raw.length) break;
    start = end + 1;
  }
  return lines;
}

const blank = (line: Line | undefined) => line === undefined || line.text.trim() === '';

/** Paragraph lines collected until a block boundary, then written as one unit. */
class Paragraphs {
  private first = -1;
  private last = -1;
  private kind: UnitKind = 'paragraph';
  constructor(private readonly b: DocumentBuilder, private readonly raw: string, private readonly markup: RegExp, private readonly skip?: MarkupSkip) {}

  add(start: number, end: number, kind: UnitKind = 'paragraph'): void {
    if (this.first < 0) {
      this.first = start;
      this.kind = kind;
    }
    this.last = end;
  }

  get open(): boolean {
    return this.first >= 0;
  }

  /** The kind of the unit being collected, or null when none is open. */
  get openKind(): UnitKind | null {
    return this.first >= 0 ? this.kind : null;
  }

  flush(): void {
    if (this.first < 0) return;
    this.b.begin(this.kind);
    copyInline(this.b, this.raw, this.first, this.last, this.markup, this.skip);
    this.b.end();
    this.first = -1;
  }

  heading(start: number, end: number, depth: number): void {
    this.flush();
    this.b.begin('heading', depth);
    copyInline(this.b, this.raw, start, end, this.markup, this.skip);
    this.b.end();
  }
}

// ---------- reStructuredText ----------

export const RST_INLINE = new RegExp([
  String.raw`:(?:[\w.+-]+:)?(?<role>[\w.+-]+):\x60(?<k1>[^\x60<]*?)(?:\s*<[^>\x60]*>)?\x60`, // :role:`text <target>`, :py:class:`text` (a Sphinx domain's role)
  String.raw`\x60\x60(?<k2>[^\x60]+)\x60\x60`, // ``literal``
  String.raw`\x60(?<k3>[^\x60<]+?)(?:\s*<[^>\x60]*>)?\x60(?:_{1,2}|:[\w.+-]+:)?`, // `link <url>`_ , `text`
  String.raw`\*\*(?<k4>[^*\s](?:[^*]*[^*\s])?)\*\*`,
  String.raw`\*(?<k5>[^*\s](?:[^*]*[^*\s])?)\*`,
  String.raw`\s?\[(?:#[\w-]*|\*|\d+|[A-Za-z][\w.-]*)\]_`, // footnote and citation references
  String.raw`\|(?<k6>[^|\s](?:[^|]*[^|\s])?)\|_{0,2}`, // |substitution|
  String.raw`(?<k7>\b[A-Za-z0-9][\w-]*)__?(?![\w])`, // reference_
  String.raw`\\(?<k8>.)`,
  String.raw`(?<sp>(?:^|\s)\|(?=\s|$))`, // table cell borders
].join('|'), 'gdm');

/**
 * Every match of RST_INLINE holds one of these characters, and only word characters or a hyphen (k7: `word-word_`),
 * or one white-space character (`\s?[`, `\s|`), stand between a match's start and the first of them.
 */
const RST_MARKUP_CHAR = /[:\x60*[|_\\]/g;
const isWordOrHyphen = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 45;

/** RST_INLINE tried at one position only (sticky). */
const RST_INLINE_AT = new RegExp(RST_INLINE.source, 'dmy');

/**
 * RST_INLINE's next match from markup.lastIndex, as markup.exec(raw) would find it, or null when none starts
 * before `end` that could end there. The pattern's alternatives (k7 tries every word) make it costly to run at
 * every position of plain prose, and a search for the next match ran on past `end` to the end of the file; so the
 * pattern is tried only at the positions a match can start at: a markup character (every match holds one), after
 * the word characters and hyphens just before it (k7: `word-word_`) and one character more (`\s?[`, `\s|`). A
 * match whose first markup character is at or after `end` cannot end by `end` (copyInline would skip it).
 */
export function rstMarkupAt(raw: string, markup: RegExp, end: number): RegExpExecArray | null {
  const from = markup.lastIndex;
  let tried = from; // every position before this one was tried, or cannot start a match
  RST_MARKUP_CHAR.lastIndex = from;
  for (;;) {
    const found = RST_MARKUP_CHAR.exec(raw);
    if (!found || found.index >= end) return null;
    const q = found.index;
    let at = q;
    while (at > tried && isWordOrHyphen(raw.charCodeAt(at - 1))) at--;
    if (at > tried) at--; // one white-space character before "[" or "|"
    for (; at <= q; at++) {
      RST_INLINE_AT.lastIndex = at;
      const m = RST_INLINE_AT.exec(raw);
      if (m) return m;
    }
    tried = q + 1;
    RST_MARKUP_CHAR.lastIndex = tried;
  }
}

const RST_ADORNMENT = /^([=\-~^"'`#*+:._<>!$%&,/;?@\\|])\1{2,}\s*$/;
const RST_PROSE_DIRECTIVES = new Set(['note', 'warning', 'tip', 'important', 'attention', 'caution', 'danger', 'error', 'hint',
  'admonition', 'topic', 'sidebar', 'epigraph', 'highlights', 'pull-quote', 'compound', 'container', 'rubric', 'seealso', 'versionadded',
  'versionchanged', 'deprecated', 'abstract',
  // a PEP's resolution banner ("This PEP has been rejected. …") is the document's own prose
  'rejected', 'withdrawn', 'superseded', 'accepted', 'deferred', 'final', 'provisional', 'glossary']);
/** Sphinx descriptions of an object (".. c:function:: PyObject* f(int x)"): the argument is code, the body prose. */
const RST_DESCRIPTION_DIRECTIVE = /^(?:(?:c|cpp|py|js|rst|std):)?(?:function|member|macro|type|struct|union|enum|enumerator|var|method|attribute|data|exception|decorator|describe|object|option|envvar|directive|role|classmethod|staticmethod)$/;
/** A directive's option line (":class: custom"), not a line that opens with a role (":pep:`8` style …"). */
const RST_OPTION = /^\s+:[\w-]+:(?:\s|$)/;
const RST_ITEM = /^[ \t]*(?:[-*+•‣]|\(?(?:\d+|#|[A-Za-z]|[ivxlcdm]+)[.)])[ \t]+/;
const RST_FIELD_HEADER = /^([A-Za-z][\w-]*):[ \t]+(.*)$/;

/** A simple table's border: columns of "=" apart by spaces. */
const RST_SIMPLE_TABLE_BORDER = /^\s*=+(\s+=+)+\s*$/;
/** How many lines a simple table may span (a border further on is another table's). */
const RST_TABLE_REACH = 400;

/**
 * The simple table whose top border is line `top`: a header (the rows between the first two borders, when a third
 * closes the body) and body rows, each line a row; a line with an empty first column goes on with the row before it.
 * Each body cell after the first becomes a fact of its row: the first cell, the column's header, the cell. Returns the
 * bottom border's line, or `top` when no table closes there (the border is then read as a transition).
 */
function rstSimpleTable(b: DocumentBuilder, raw: string, lines: Line[], top: number): number {
  const columns = [...lines[top]!.text.matchAll(/=+/g)].map((m) => m.index!);
  const borderAfter = (from: number) => {
    for (let k = from + 1; k < lines.length && k <= from + RST_TABLE_REACH; k++) {
      if (RST_SIMPLE_TABLE_BORDER.test(lines[k]!.text)) return k;
    }
    return -1;
  };
  const second = borderAfter(top);
  if (second < 0) return top;
  // a border with a row right after it separates the header; the table then ends at the first border after it that a
  // blank line or the end follows (a body may hold blank lines); one with a blank line after it ends a table without one
  let bottom = second;
  const hasHeader = !blank(lines[second + 1]) && second + 1 < lines.length;
  if (hasHeader) {
    bottom = -1;
    for (let k = borderAfter(second); k >= 0; k = borderAfter(k)) {
      if (blank(lines[k + 1])) {
        bottom = k;
        break;
      }
    }
    if (bottom < 0) return top;
  }
  // (no heading's underline inside: what a stray border "opens" is no table)
  if (lines.slice(top + 1, bottom).some((l) => RST_ADORNMENT.test(l.text) && !RST_SIMPLE_TABLE_BORDER.test(l.text))) return top;
  const [headerLines, bodyFrom, bodyTo] = hasHeader ? [lines.slice(top + 1, second), second + 1, bottom] : [[], top + 1, second];
  const cellRange = (line: Line, c: number): [number, number] | undefined => {
    const from = columns[c]!;
    const to = c + 1 < columns.length ? Math.min(columns[c + 1]!, line.text.length) : line.text.length;
    if (from >= line.text.length) return undefined;
    let [a, z] = [from, to];
    while (a < z && /\s/.test(line.text[a]!)) a++;
    while (z > a && /\s/.test(line.text[z - 1]!)) z--;
    return a < z ? [line.start + a, line.start + z] : undefined;
  };
  const headers = columns.map((_, c) => headerLines.map((l) => cellRange(l, c)).filter((r) => r !== undefined)
    .map(([a, z]) => raw.slice(a, z)).join(' ').replace(RST_INLINE_MARKS, '').trim());
  // the rows: a line whose first column is empty goes on with the row before it
  const rows: Array<Array<Array<[number, number]>>> = [];
  for (let k = bodyFrom; k < bodyTo; k++) {
    const line = lines[k]!;
    if (blank(line)) continue;
    const cells = columns.map((_, c) => cellRange(line, c));
    if (cells[0] === undefined && rows.length > 0) cells.forEach((r, c) => r && rows[rows.length - 1]![c]!.push(r));
    else rows.push(cells.map((r) => (r ? [r] : [])));
  }
  const copyCell = (ranges: Array<[number, number]>) => ranges.forEach(([a, z], n) => {
    if (n > 0) b.insert(' ', a);
    copyInline(b, raw, a, z, RST_INLINE, rstMarkupAt);
  });
  for (const row of rows) {
    b.newRow();
    const [label, ...rest] = row;
    if (rest.every((r) => r.length === 0)) {
      if (label!.length === 0) continue;
      b.beginFact();
      copyCell(label!);
      b.end();
      continue;
    }
    rest.forEach((cell, n) => {
      if (cell.length === 0) return;
      b.beginFact();
      copyCell(label!);
      const header = headers[n + 1] ?? '';
      b.insert(header ? ` ${header} ` : ' ', cell[0]![0]);
      copyCell(cell);
      if (!/[.!?]\s*$/.test(b.openText())) b.insert('.', cell[cell.length - 1]![1]);
      b.end();
    });
  }
  return bodyTo;
}
/** Inline markup characters left out of a header cell's words. */
const RST_INLINE_MARKS = /[\x60*|_]/g;

export function parseRst(raw: string): SourceDocument {
  const b = new DocumentBuilder(raw, 'rst');
  const lines = linesOf(raw);
  const paragraphs = new Paragraphs(b, raw, RST_INLINE, rstMarkupAt);
  const styles: string[] = [];
  const depthOf = (style: string) => {
    if (!styles.includes(style)) styles.push(style);
    return styles.indexOf(style) + 1;
  };
  let i = 0;
  // RFC 822 style header of a PEP ("Title: …"): fields, not prose
  if (RST_FIELD_HEADER.test(lines[0]?.text ?? '')) {
    while (i < lines.length && !blank(lines[i])) {
      const field = RST_FIELD_HEADER.exec(lines[i]!.text);
      if (field && field[1]!.toLowerCase() === 'title') b.setTitle(field[2]!);
      i++;
    }
  }
  /** Skips the block indented deeper than `indent` after line i; returns the next line to read. */
  const skipIndented = (from: number, indent: number): number => {
    let j = from;
    while (j < lines.length && (blank(lines[j]) || lines[j]!.indent > indent)) j++;
    return j;
  };
  let literalNext = false;
  for (; i < lines.length; i++) {
    const line = lines[i]!;
    const text = line.text;
    if (blank(line)) {
      paragraphs.flush();
      if (literalNext) {
        const j = skipIndented(i + 1, indentBefore(lines, i));
        literalNext = false;
        i = j - 1;
      }
      continue;
    }
    const next = lines[i + 1];
    // overlined and underlined titles
    if (RST_ADORNMENT.test(text) && next && !blank(next) && lines[i + 2] && RST_ADORNMENT.test(lines[i + 2]!.text) && !RST_ADORNMENT.test(next.text)) {
      paragraphs.heading(next.start + next.indent, next.end, depthOf(`o${text.trim()[0]}`));
      i += 2;
      continue;
    }
    if (!paragraphs.open && next && RST_ADORNMENT.test(next.text) && next.text.trim().length >= Math.min(text.trim().length, 3) && !RST_ADORNMENT.test(text)) {
      paragraphs.heading(line.start + line.indent, line.end, depthOf(`u${next.text.trim()[0]}`));
      i += 1;
      continue;
    }
    if (RST_SIMPLE_TABLE_BORDER.test(text)) {
      paragraphs.flush();
      // a simple table: each row a fact per cell, with its column's header ("2.7 Release Manager Name Benjamin Peterson.")
      const end = rstSimpleTable(b, raw, lines, i);
      if (end > i) i = end;
      continue;
    }
    if (RST_ADORNMENT.test(text) || /^\s*\+[-=+]+\+\s*$/.test(text)) {
      paragraphs.flush(); // transitions and grid table borders
      continue;
    }
    const directive = /^([ \t]*)\.\.[ \t]+([\w:-]+)::(.*)$/.exec(text);
    if (directive) {
      paragraphs.flush();
      const name = directive[2]!.toLowerCase();
      const described = RST_DESCRIPTION_DIRECTIVE.test(name);
      if (RST_PROSE_DIRECTIVES.has(name) || described) {
        if (directive[3]!.trim() !== '' && name !== 'admonition' && !described) {
          // (".. note:: It is recommended that …" goes on in the indented lines right after it: one paragraph; a line
          // that ends with "::" opens a literal block, as anywhere)
          const addLine = (from: number, l: Line): boolean => {
            const literal = l.text.trimEnd().endsWith('::');
            paragraphs.add(from, literal ? l.start + l.text.trimEnd().length - 1 : l.end);
            if (literal) literalNext = true;
            return literal;
          };
          let j = i + 1;
          if (!addLine(line.start + text.indexOf('::') + 2, line)) {
            while (j < lines.length && !blank(lines[j]) && lines[j]!.indent > line.indent && !RST_OPTION.test(lines[j]!.text)) {
              const literal = addLine(lines[j]!.start + lines[j]!.indent, lines[j]!);
              j++;
              if (literal) break;
            }
          }
          while (j < lines.length && RST_OPTION.test(lines[j]!.text)) j++;
          i = j - 1;
          continue;
        }
        // the body is read as prose; its options, and a description's signature going on past its first line, are not
        let j = i + 1;
        while (j < lines.length && !blank(lines[j]) && lines[j]!.indent > line.indent && (described || RST_OPTION.test(lines[j]!.text))) j++;
        i = j - 1;
        continue;
      }
      i = skipIndented(i + 1, line.indent) - 1;
      continue;
    }
    if (/^[ \t]*\.\.(?:\s|$)/.test(text)) {
      paragraphs.flush(); // comments, targets, footnote bodies' markers
      const footnote = /^([ \t]*\.\.[ \t]+\[[^\]]+\][ \t]+)/.exec(text);
      if (footnote) paragraphs.add(line.start + footnote[1]!.length, line.end);
      else i = skipIndented(i + 1, line.indent) - 1;
      continue;
    }
    if (/^[ \t]*:[\w -]+:(?:\s|$)/.test(text) && !paragraphs.open) {
      const field = /^[ \t]*:title:[ \t]*(.*)$/i.exec(text);
      if (field) b.setTitle(field[1]!);
      continue; // field lists: metadata
    }
    // a list starts after a blank line (or another item): "in\n2031. For …" continues the paragraph
    const item = paragraphs.open && paragraphs.openKind !== 'list_item' ? null : RST_ITEM.exec(text);
    if (item) {
      paragraphs.flush();
      paragraphs.add(line.start + item[0].length, line.end, 'list_item');
      literalNext = text.trimEnd().endsWith('::');
      continue;
    }
    if (paragraphs.open && line.indent > indentBefore(lines, i) && !RST_ITEM.test(lines[i - 1]!.text)) paragraphs.flush(); // a definition
    const literal = text.trimEnd().endsWith('::');
    paragraphs.add(line.start + line.indent, literal ? line.start + text.trimEnd().length - 1 : line.end);
    if (literal) literalNext = true;
  }
  paragraphs.flush();
  return b.finish();
}

function indentBefore(lines: Line[], i: number): number {
  for (let j = i - 1; j >= 0; j--) if (!blank(lines[j])) return lines[j]!.indent;
  return 0;
}

// ---------- AsciiDoc ----------

const ADOC_INLINE = new RegExp([
  String.raw`(?:link:|xref:|mailto:|https?://)[^\s\[]*\[(?<k1>[^\]]*)\]`, // link:url[text], https://url[text]
  String.raw`image:[^\s\[]*\[[^\]]*\]`,
  String.raw`(?:footnote|kbd|btn|menu|pass):\[(?<k2>[^\]]*)\]`,
  String.raw`<<[^,>]*,\s*(?<k3>[^>]*)>>`,
  String.raw`<<[^>]*>>`,
  String.raw`https?://[^\s\[\]<>]+`,
  String.raw`\*\*(?<k4>[^*]+)\*\*`,
  String.raw`(?<![\w*])\*(?<k5>[^*\s](?:[^*]*[^*\s])?)\*(?![\w*])`,
  String.raw`__(?<k6>[^_]+)__`,
  String.raw`(?<![\w_])_(?<k7>[^_\s](?:[^_]*[^_\s])?)_(?![\w_])`,
  String.raw`\x60+\+?(?<k8>[^\x60]+?)\+?\x60+`,
  String.raw`(?<![\w#])#(?<k9>[^#\s](?:[^#]*[^#\s])?)#(?![\w#])`,
  String.raw`\{[\w-]+\}`, // attribute references
  String.raw`(?<sp>(?:^|\s)[|!](?=\s|$)| \+$)`, // table cells, hard line breaks
].join('|'), 'gdm');

const ADOC_SKIPPED_BLOCK = /^(-{4,}|\.{4,}|\+{4,}|\/{4,})\s*$/;
const ADOC_PLAIN_BLOCK = /^(={4,}|\*{4,}|_{4,}|--)\s*$/;
const ADOC_ITEM = /^[ \t]*(?:\*+|-|\.+|\d+\.)[ \t]+/;

export function parseAsciiDoc(raw: string): SourceDocument {
  const b = new DocumentBuilder(raw, 'asciidoc');
  const lines = linesOf(raw);
  const paragraphs = new Paragraphs(b, raw, ADOC_INLINE);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const text = line.text;
    if (blank(line)) {
      paragraphs.flush();
      continue;
    }
    const heading = /^(=+|#+)[ \t]+(\S.*?)\s*(?:\1)?$/.exec(text);
    if (heading && heading[1]!.length <= 6) {
      const at = line.start + text.indexOf(heading[2]!);
      paragraphs.heading(at, at + heading[2]!.length, heading[1]!.length);
      continue;
    }
    const skipped = ADOC_SKIPPED_BLOCK.exec(text);
    if (skipped) {
      paragraphs.flush();
      let j = i + 1;
      while (j < lines.length && lines[j]!.text.trimEnd() !== skipped[1]) j++;
      i = j;
      continue;
    }
    if (ADOC_PLAIN_BLOCK.test(text) || /^\|===\s*$/.test(text) || /^\/\//.test(text) || /^\[.*\]\s*$/.test(text) ||
      /^\.[A-Za-z]/.test(text) || /^[a-z]+::\S*\[.*\]\s*$/.test(text) || /^'{3,}\s*$/.test(text) || /^<{3,}\s*$/.test(text)) {
      paragraphs.flush(); // delimiters, comments, block attributes and titles, block macros, breaks
      continue;
    }
    const attribute = /^:([\w-]+!?):[ \t]*(.*)$/.exec(text);
    if (attribute) {
      paragraphs.flush();
      if (attribute[1]!.toLowerCase() === 'doctitle' || attribute[1]!.toLowerCase() === 'title') b.setTitle(attribute[2]!);
      continue;
    }
    if (text.startsWith('|')) {
      paragraphs.flush();
      paragraphs.add(line.start, line.end);
      paragraphs.flush();
      continue;
    }
    const item = ADOC_ITEM.exec(text);
    if (item) {
      paragraphs.flush();
      paragraphs.add(line.start + item[0].length, line.end, 'list_item');
      continue;
    }
    const admonition = /^(?:NOTE|TIP|IMPORTANT|WARNING|CAUTION):[ \t]+/.exec(text);
    paragraphs.add(line.start + (admonition ? admonition[0].length : line.indent), line.end);
  }
  paragraphs.flush();
  return b.finish();
}

// ---------- HTML ----------

const HTML_TOKEN = /<!--[\s\S]*?-->|<(script|style|head|template|svg|noscript|pre|code|math|button|select|iframe|del|s|strike)\b[^>]*>[\s\S]*?<\/\1\s*>|<!\[CDATA\[[\s\S]*?\]\]>|<![^>]*>|<\?[\s\S]*?\?>|<\/?([A-Za-z][\w:-]*)\b(?:[^>"']|"[^"]*"|'[^']*')*>|&(?:#\d+|#[xX][0-9a-fA-F]+|[A-Za-z]+\d*);/g;
const HTML_BLOCKS = new Set(['p', 'div', 'li', 'ul', 'ol', 'dl', 'dt', 'dd', 'tr', 'table', 'thead', 'tbody', 'tfoot', 'section', 'article',
  'header', 'footer', 'nav', 'aside', 'main', 'blockquote', 'figure', 'figcaption', 'caption', 'hr', 'form', 'body', 'html', 'address',
  'details', 'summary', 'fieldset', 'legend', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'title']);
const HTML_SPACES = new Set(['br', 'td', 'th', 'img', 'wbr']);

export function parseHtml(raw: string): SourceDocument {
  const b = new DocumentBuilder(raw, 'html');
  const title = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i.exec(raw);
  let open = false;
  let kind: UnitKind = 'paragraph';
  const close = () => {
    if (open) b.end();
    open = false;
  };
  const text = (start: number, end: number) => {
    if (end <= start) return;
    if (!open) {
      if (raw.slice(start, end).trim() === '') return;
      b.begin(kind === 'heading' ? 'paragraph' : kind);
      open = true;
    }
    b.copy(start, end);
  };
  let pos = 0;
  HTML_TOKEN.lastIndex = 0;
  for (let m = HTML_TOKEN.exec(raw); m; m = HTML_TOKEN.exec(raw)) {
    text(pos, m.index);
    pos = m.index + m[0].length;
    const token = m[0];
    if (token.startsWith('&')) {
      if (!open) {
        b.begin(kind === 'heading' ? 'paragraph' : kind);
        open = true;
      }
      b.replace(decodeEntity(token), m.index, pos);
      continue;
    }
    const skippedName = m[1]?.toLowerCase();
    if (skippedName !== undefined) {
      // (inline code stays a gap, not words; so does text struck out, which the page no longer says)
      if (skippedName === 'code' || skippedName === 'button' || skippedName === 'select' || skippedName === 'del' || skippedName === 's' || skippedName === 'strike') {
        if (open) b.replace(' ', m.index, pos);
      } else close();
      continue;
    }
    const name = m[2]?.toLowerCase();
    if (name === undefined) continue;
    const closing = token.startsWith('</');
    const heading = /^h([1-6])$/.exec(name);
    if (heading && !closing) {
      close();
      b.begin('heading', Number(heading[1]));
      open = true;
      kind = 'heading';
    } else if (HTML_BLOCKS.has(name)) {
      close();
      kind = !closing && name === 'li' ? 'list_item' : !closing && name === 'blockquote' ? 'quote' : 'paragraph';
    } else if (HTML_SPACES.has(name) && open) {
      b.replace(' ', m.index, pos);
    } else if (name === 'sup' && !closing && open) {
      const close = raw.indexOf('</sup>', pos);
      const inner = close > pos && close - pos <= 12 ? raw.slice(pos, close).trim() : undefined;
      const base = /(?<![0-9.])([0-9]{1,2})$/.exec(raw.slice(Math.max(0, m.index - 3), m.index))?.[1];
      // a power, "2<sup>10</sup>": 2^10, not 210 (of a small base); a footnote mark, "used<sup>1</sup>": not words
      if (inner !== undefined && /^[-−]?[0-9]{1,3}$/.test(inner) && base !== undefined && Number(base) <= POWER_BASE_MAX) b.replace('^', m.index, pos);
      else if (inner !== undefined && /^\s*(?:\[?[0-9]{1,3}\]?|[*†‡§]+)\s*$/.test(inner)) {
        b.replace(' ', m.index, close);
        pos = close;
        HTML_TOKEN.lastIndex = close;
      }
    }
  }
  text(pos, raw.length);
  close();
  if (title) b.setTitle(title[1]!.replace(/<[^>]*>/g, ' ').replace(/&(?:#\d+|#x[0-9a-f]+|[a-z]+);/gi, (e) => decodeEntity(e)));
  return b.finish();
}

// ---------- LaTeX ----------

const LATEX_INLINE = new RegExp([
  String.raw`\\href\{[^{}]*\}\{(?<k1>[^{}]*)\}`,
  String.raw`\\(?:cite[a-zA-Z]*|ref|eqref|autoref|[cC]ref|label|url|includegraphics|input|include|bibliography|bibliographystyle|pageref|nocite|vspace|hspace|setlength|footnotemark)\*?(?:\[[^\]]*\])*\{[^{}]*\}`,
  String.raw`\$(?<k2>[^$]+)\$`,
  String.raw`\\\((?<k3>[\s\S]*?)\\\)`,
  String.raw`\\(?<k4>[%&$#_{}])`,
  String.raw`(?<sp>~|\\\\(?:\[[^\]]*\])?|\\[,;: ])`,
  String.raw`\\[a-zA-Z]+\*?(?:\[[^\]]*\])?`,
  String.raw`[{}]`,
  String.raw`(?<!\\)%.*$`,
].join('|'), 'gdm');

const LATEX_SKIPPED_ENVIRONMENTS = new Set(['equation', 'align', 'eqnarray', 'gather', 'multline', 'math', 'displaymath', 'verbatim', 'lstlisting',
  'minted', 'tikzpicture', 'tabular', 'figure', 'table', 'thebibliography', 'comment', 'algorithm', 'algorithmic', 'filecontents']);
const LATEX_SECTIONS: Record<string, number> = { part: 1, chapter: 1, section: 2, subsection: 3, subsubsection: 4, paragraph: 5, subparagraph: 6 };
const LATEX_STRUCTURE = /\\begin\{([A-Za-z]+)\*?\}|\\end\{([A-Za-z]+)\*?\}|\\(part|chapter|section|subsection|subsubsection|paragraph|subparagraph)\*?(?:\[[^\]]*\])?\{|\\item\b(?:\[[^\]]*\])?|\n[ \t]*(?:%[^\n]*)?\n|\\\[[\s\S]*?\\\]|\$\$[\s\S]*?\$\$|(?<!\\)%[^\n]*/g;

export function parseLatex(raw: string): SourceDocument {
  const b = new DocumentBuilder(raw, 'latex');
  const title = /\\title\s*(?:\[[^\]]*\])?\{((?:[^{}]|\{[^{}]*\})*)\}/.exec(raw);
  if (title) b.setTitle(title[1]!.replace(/\\[a-zA-Z]+\*?|[{}]/g, ' ').replace(/\\\\/g, ' '));
  const bodyStart = raw.indexOf('\\begin{document}');
  const paragraphs = new Paragraphs(b, raw, LATEX_INLINE);
  let pos = bodyStart >= 0 ? bodyStart + '\\begin{document}'.length : 0;
  let kind: UnitKind = 'paragraph';
  const text = (start: number, end: number) => {
    if (raw.slice(start, end).trim() !== '') paragraphs.add(start, end, kind);
  };
  LATEX_STRUCTURE.lastIndex = pos;
  for (let m = LATEX_STRUCTURE.exec(raw); m; m = LATEX_STRUCTURE.exec(raw)) {
    text(pos, m.index);
    pos = m.index + m[0].length;
    const token = m[0];
    if (m[1] !== undefined) {
      const name = m[1].toLowerCase();
      paragraphs.flush();
      if (name === 'document') continue;
      if (LATEX_SKIPPED_ENVIRONMENTS.has(name)) {
        const end = raw.indexOf(`\\end{${m[1]}`, pos);
        pos = end < 0 ? raw.length : raw.indexOf('}', end) + 1;
        LATEX_STRUCTURE.lastIndex = pos;
      }
      if (name === 'itemize' || name === 'enumerate' || name === 'description') kind = 'list_item';
      if (name === 'quote' || name === 'quotation') kind = 'quote';
      continue;
    }
    if (m[2] !== undefined) {
      paragraphs.flush();
      if (m[2] === 'document') break;
      kind = 'paragraph';
      continue;
    }
    if (m[3] !== undefined) {
      const close = matchingBrace(raw, pos);
      paragraphs.heading(pos, close, LATEX_SECTIONS[m[3]]!);
      pos = Math.min(raw.length, close + 1);
      LATEX_STRUCTURE.lastIndex = pos;
      continue;
    }
    if (token.startsWith('\\item')) {
      paragraphs.flush();
      kind = 'list_item';
      continue;
    }
    if (token.startsWith('%')) continue; // a comment inside a paragraph: the paragraph goes on after it
    paragraphs.flush(); // a blank line or display math
  }
  text(pos, raw.length);
  paragraphs.flush();
  return b.finish();
}

/** Offset of the brace closing the group opened just before `from`. */
function matchingBrace(raw: string, from: number): number {
  let depth = 1;
  for (let i = from; i < raw.length; i++) {
    const c = raw[i];
    if (c === '\\') i++;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return raw.length;
}
