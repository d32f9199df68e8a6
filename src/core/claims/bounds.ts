// Bounds on the work the claim stage does for one draft, checked before the Markdown parser sees it. A line
// opening a thousand nested lists makes the parser and the prose walk recurse a thousand levels deep (slow, then
// a stack overflow); no writer nests 32 lists. Such a paragraph is blanked in a copy of the draft of the same
// length (offsets and line breaks kept), and so is everything past MAX_DRAFT_CHARS. Every paragraph skipped is
// reported, never dropped in silence. One linear scan. (Long "words" are bounded before the tagger, in nlp.ts;
// overlong sentences in modality.ts.)

/** Container markers (>, -, *, +, 1.) opening one line: a paragraph with a deeper line is not analysed. */
export const MAX_NESTING = 32;
/** Characters of one draft that are analysed; the paragraphs after this are not. */
export const MAX_DRAFT_CHARS = 2_000_000;
/** Notices per draft: past this, the rest are summed up in the last one. */
export const MAX_NOTICES = 20;

export interface BoundNotice {
  start: number; // draft offsets of the paragraph concerned
  end: number;
  message: string;
}

export interface BoundedDraft {
  text: string; // what the parser is given: the draft with skipped paragraphs blanked, same length, same line breaks
  changed: BoundNotice[]; // every paragraph changed, in draft order
  notices: BoundNotice[]; // what to tell the writer: at most MAX_NOTICES
}

const FENCE = /^[ \t]{0,3}(`{3,}|~{3,})/;
const CONTAINER = /^(?:[ \t]*(?:>|[*+-](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$)))+/;
const MARKER = />|[*+-](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$)/g;

/** The end of the line starting at an offset: the next line break (\n, \r or \r\n) or the text's end (offsets asked in order). */
function lineBreaks(text: string): (from: number) => number {
  let lf = -2; // not searched yet
  let cr = -2;
  return (from) => {
    if (lf === -2 || (lf >= 0 && lf < from)) lf = text.indexOf('\n', from);
    if (cr === -2 || (cr >= 0 && cr < from)) cr = text.indexOf('\r', from);
    const end = lf < 0 ? cr : cr < 0 ? lf : Math.min(lf, cr);
    return end < 0 ? text.length : end;
  };
}

export function boundDraft(draft: string): BoundedDraft {
  const changed: BoundNotice[] = [];
  const edits: Array<[number, number]> = []; // draft ranges to turn into spaces (line breaks kept), in order
  let fence: string | null = null; // the open code fence, if any
  let paragraphStart = -1;
  let paragraphEnd = -1;
  let deepest = 0;

  const close = () => {
    if (paragraphStart < 0) return;
    const [start, end] = [paragraphStart, paragraphEnd];
    paragraphStart = -1;
    if (start >= MAX_DRAFT_CHARS || deepest > MAX_NESTING) {
      edits.push([start, end]);
      const reason = start >= MAX_DRAFT_CHARS
        ? `the draft is longer than ${MAX_DRAFT_CHARS.toLocaleString('en-US')} characters`
        : `a line opens ${deepest} nested lists or quotes (limit ${MAX_NESTING})`;
      changed.push({ start, end, message: `This paragraph was not analysed: ${reason}.` });
    }
  };

  const nextBreak = lineBreaks(draft);
  for (let start = 0; start < draft.length; ) {
    const lineEnd = nextBreak(start); // the line's end, before its line break
    const next = lineEnd >= draft.length ? draft.length : lineEnd + (draft.charCodeAt(lineEnd) === 13 && draft.charCodeAt(lineEnd + 1) === 10 ? 2 : 1);
    const lineStart = start;
    start = next;
    const first = draft.charCodeAt(lineStart);
    if ((first >= 0x61 && first <= 0x7a) || (first >= 0x41 && first <= 0x5a)) {
      // A line starting with an ASCII letter (most lines of prose) opens and closes no fence, opens no container, is
      // not indented and not blank: it only extends the open paragraph, if no fence is open.
      if (fence !== null) continue;
      if (paragraphStart < 0) {
        paragraphStart = lineStart;
        deepest = 0;
      }
      paragraphEnd = lineEnd;
      continue;
    }
    const line = draft.slice(lineStart, lineEnd);
    const opening = FENCE.exec(line);
    if (fence !== null) {
      // code is not prose: the parser reads it as one literal block
      if (opening && opening[1]!.startsWith(fence)) fence = null;
      continue;
    }
    if (opening) {
      close();
      fence = opening[1]!;
      continue;
    }
    if (line.trim() === '') {
      close();
      continue;
    }
    if (paragraphStart < 0) {
      paragraphStart = lineStart;
      deepest = 0;
    }
    paragraphEnd = lineEnd;
    const prefix = CONTAINER.exec(line);
    if (prefix) deepest = Math.max(deepest, prefix[0].match(MARKER)?.length ?? 0);
    // nesting by indentation ("- a", "  - b", "    - c", …): two columns or more per level
    const indent = /^[ \t]*/.exec(line)![0].replace(/\t/g, '    ').length;
    if (indent > 2 * MAX_NESTING) deepest = Math.max(deepest, Math.floor(indent / 2));
  }
  close();
  if (edits.length === 0) return { text: draft, changed, notices: [] };

  const parts: string[] = [];
  let copied = 0;
  for (const [start, end] of edits) {
    parts.push(draft.slice(copied, start), draft.slice(start, end).replace(/[^\r\n]/g, ' '));
    copied = end;
  }
  parts.push(draft.slice(copied));
  const notices = changed.slice(0, MAX_NOTICES);
  if (changed.length > MAX_NOTICES) {
    const rest = changed.slice(MAX_NOTICES - 1);
    notices[MAX_NOTICES - 1] = {
      start: rest[0]!.start,
      end: rest[rest.length - 1]!.end,
      message: `${rest.length} more paragraphs from here on were not analysed: too deeply nested, or past the draft's limit.`,
    };
  }
  return { text: parts.join(''), changed, notices };
}
