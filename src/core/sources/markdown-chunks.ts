// The chunks remark's reader of sources parses a Markdown text in (markdownTrees in claims/markdown.ts: cut after
// CHUNK_SIZE characters where a new unindented top-level block starts, each chunk followed by a trailer repeating
// the definitions it names), computed here the same way so the fast reader can read a source chunk by chunk and
// leave to remark only the chunks it cannot read. Any change to the chunking there must be made here too:
// test/unit/fast-markdown-chunks.test.ts compares the documents both ways give.

export const CHUNK_SIZE = 8192;
const FOOTNOTE_DEFINITION = /^ {0,3}\[\^([^\]\s]+)\]:/gm;
const LINK_DEFINITION = /^ {0,3}\[((?:[^\]\\\n]|\\.)+)\]:[ \t]*(?:\r\n|\r|\n)?[ \t]*(<[^>\n]*>|\S+)/gm;
const BRACKETED = /\[\^?((?:[^\]\\\n]|\\.)+)\]/g;

const normaliseLabel = (label: string) => label.replace(/\s+/g, ' ').trim().toLowerCase();

export interface SourceChunk {
  start: number;
  end: number;
  /** The text remark parses for the chunk: text[start, end), then the definitions it names (its trailer), if any. */
  parsed: string;
  /** The trailer's definitions, one a line. */
  trailer: string[];
}

/** The chunks of a text whose front matter is already blanked, as remark's reader of sources cuts them. */
export function sourceChunks(text: string): SourceChunk[] {
  const footnoteLabels = new Set<string>();
  const linkLines = new Map<string, string>();
  if (text.includes(']:')) {
    for (const m of text.matchAll(FOOTNOTE_DEFINITION)) footnoteLabels.add(normaliseLabel(m[1]!));
    for (const m of text.matchAll(LINK_DEFINITION)) {
      const label = normaliseLabel(m[1]!);
      if (!label.startsWith('^') && !linkLines.has(label)) linkLines.set(label, `[${m[1]}]: ${m[2]}`);
    }
  }
  const noDefinitions = footnoteLabels.size === 0 && linkLines.size === 0;
  return chunkRanges(text).map(([start, end]) => {
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
    return { start, end, parsed: trailer.length === 0 ? part : `${part}\n\n${trailer.join('\n\n')}\n`, trailer };
  });
}

function chunkRanges(text: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let chunkStart = 0;
  for (const at of placesToCut(text)) {
    if (at - chunkStart >= CHUNK_SIZE) {
      ranges.push([chunkStart, at]);
      chunkStart = at;
    }
  }
  if (chunkStart < text.length || ranges.length === 0) ranges.push([chunkStart, text.length]);
  return ranges;
}

/** The places a chunk may end: the start of each line that opens a new unindented top-level block after a blank line. */
function placesToCut(text: string): number[] {
  const places: number[] = [];
  let fence: string | null = null;
  let rawHtmlEnd: string | null = null;
  let inComment = false;
  let previousBlank = false;
  const marks = commentMarks(text);
  let lineStart = 0;
  while (lineStart < text.length) {
    const newline = text.indexOf('\n', lineStart);
    const lineEnd = newline < 0 ? text.length : newline + 1;
    const first = text.charCodeAt(lineStart);
    const plainStart = first > 0x20 && first < 0x7f;
    const blank = plainStart ? false : text.slice(lineStart, lineEnd).trim() === '';
    if (previousBlank && !blank && fence === null && rawHtmlEnd === null && !inComment && first !== 0x20 && first !== 0x09) places.push(lineStart);
    if (fence === null && rawHtmlEnd === null && plainStart && first !== 0x60 && first !== 0x7e && first !== 0x3c) {
      inComment = commentStateIn(lineStart, lineEnd, inComment, marks);
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
        const other = /^ {0,3}(?:<\?|<!\[CDATA\[|<![A-Za-z])/.exec(line);
        const otherEnd = other === null ? '' : other[0].endsWith('?') ? '?>' : other[0].endsWith('[') ? ']]>' : '>';
        if (open && !(open[1]![0] === '`' && line.slice(open[0].length).includes('`'))) fence = open[1]!;
        else if (rawHtml && !line.toLowerCase().includes(`</${rawHtml[1]!.toLowerCase()}>`)) rawHtmlEnd = `</${rawHtml[1]!.toLowerCase()}>`;
        else if (other && !line.slice(other[0].length).includes(otherEnd)) rawHtmlEnd = otherEnd;
        else inComment = commentStateIn(lineStart, lineEnd, inComment, marks);
      }
    }
    previousBlank = blank;
    lineStart = lineEnd;
  }
  return places;
}

interface CommentMarks {
  open(at: number): number;
  close(at: number): number;
}

function commentStateIn(start: number, end: number, inComment: boolean, next: CommentMarks): boolean {
  let state = inComment;
  let at = start;
  for (;;) {
    const found = state ? next.close(at) : next.open(at);
    if (found < 0 || found + (state ? 3 : 4) > end) return state;
    at = found + (state ? 3 : 4);
    state = !state;
  }
}

function commentMarks(text: string): CommentMarks {
  const nextOf = (needle: string) => {
    let found = -2;
    return (at: number) => {
      if (found === -2 || (found >= 0 && found < at)) found = text.indexOf(needle, at);
      return found;
    };
  };
  return { open: nextOf('<!--'), close: nextOf('-->') };
}
