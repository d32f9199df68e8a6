// Rule-based sentence splitter over Markdown or plain text. Headings, list items, table rows and
// paragraphs are blocks; blocks split at sentence punctuation unless it ends an abbreviation, an
// initial or a decimal. Offsets are exact; surrounding whitespace and block markers are trimmed.
import { CharClass, charClass } from './normalize';

export interface SentenceRange { start: number; end: number }

/** Abbreviations after which a period never ends a sentence (lowercase, without the final period). */
const NEVER_FINAL = new Set([
  'e.g', 'i.e', 'eg', 'ie', 'cf', 'vs', 'viz', 'al', 'dr', 'mr', 'mrs', 'ms', 'prof', 'fig', 'figs', 'eq', 'eqs',
  'sec', 'secs', 'ch', 'chap', 'ref', 'refs', 'resp', 'tab', 'dept', 'approx', 'ca', 'st', 'n.b', 'ibid', 'cit',
  'gen', 'gov', 'sen', 'rep', 'lt', 'col', 'capt', 'mt', 'sgt', 'rev', 'hon',
]);
/** Abbreviations that never end a sentence when a number follows ("No. 5", "p. 12", "vol. 3"). */
const BEFORE_NUMBER = new Set(['no', 'nos', 'p', 'pp', 'vol', 'vols', 'art', 'op', 'para']);
/** Abbreviations that end a sentence only when a typical sentence opener follows ("… the U.S. The …"). */
const MAYBE_FINAL = new Set([
  'etc', 'u.s', 'u.k', 'e.u', 'a.m', 'p.m', 'ph.d', 'jr', 'sr', 'inc', 'ltd', 'co', 'corp', 'est', 'min', 'max', 'avg',
  'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec',
]);
const SENTENCE_OPENERS = new Set([
  'the', 'this', 'that', 'these', 'those', 'it', 'its', 'we', 'i', 'they', 'he', 'she', 'our', 'their', 'there', 'in',
  'on', 'at', 'a', 'an', 'but', 'and', 'however', 'thus', 'as', 'for', 'to', 'when', 'while', 'if', 'after', 'before',
  'so', 'yet', 'then', 'also', 'moreover', 'finally', 'overall', 'here', 'one', 'some', 'most', 'many', 'all', 'no',
]);

/** Whether the word starting at `at` is a typical sentence opener. */
function opensSentence(text: string, at: number, end: number): boolean {
  let k = at;
  while (k < end && isLetter(text.charCodeAt(k))) k++;
  return SENTENCE_OPENERS.has(text.slice(at, k).toLowerCase());
}

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13 || (code > 127 && charClass(code) === CharClass.Space);
}

function isLetter(code: number): boolean {
  if (code < 128) return (code | 32) >= 97 && (code | 32) <= 122;
  return charClass(code) === CharClass.Letter;
}

function isClosing(code: number): boolean {
  // ) ] } " ' * _ ” ’ »
  return code === 41 || code === 93 || code === 125 || code === 34 || code === 39 || code === 42 || code === 95 ||
    code === 0x201d || code === 0x2019 || code === 0xbb;
}

function isLowerStart(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c >= 97 && c <= 122) return true;
  if (c < 128) return false;
  const ch = text[i]!;
  return charClass(c) === CharClass.Letter && ch === ch.toLowerCase() && ch !== ch.toUpperCase();
}

/** Whether the period at `dot` ends a sentence, given the first non-space character after it at `next`. */
function periodEndsSentence(text: string, blockStart: number, dot: number, next: number, blockEnd: number): boolean {
  let ws = dot;
  while (ws > blockStart && (isLetter(text.charCodeAt(ws - 1)) || text.charCodeAt(ws - 1) === 46)) ws--;
  const word = text.slice(ws, dot);
  if (word.length === 0) return true;
  const lower = word.toLowerCase();
  if (next >= blockEnd) return true;
  const nextIsUpperWord = !isLowerStart(text, next) && isLetter(text.charCodeAt(next));
  if (NEVER_FINAL.has(lower)) return false;
  if (BEFORE_NUMBER.has(lower) && text.charCodeAt(next) >= 48 && text.charCodeAt(next) <= 57) return false;
  if (MAYBE_FINAL.has(lower) || word.includes('.')) return nextIsUpperWord && opensSentence(text, next, blockEnd);
  if (word.length === 1 && !isLowerStart(text, ws) && isLetter(text.charCodeAt(ws))) return false; // initial "J. Smith"
  return !isLowerStart(text, next);
}

/** A sentence that opens as a question does ("Is this Sized? T is …"): its "?" ends it. */
const QUESTION_OPENING = /^[\s"'“(*_]*(?:is|are|was|were|am|do|does|did|can|could|should|would|will|shall|may|might|must|has|have|had|what|why|how|when|where|who|whom|whose|which)\b/i;
/**
 * "Sized? T, and …", "from T: ?Sized to Sized? T": a question mark right after a capitalised word and before a one-letter
 * capital name is code written without its marks (a type and its variable), not a question's end.
 */
function typeVariableAfterMark(text: string, mark: number, next: number, end: number): boolean {
  if (mark === 0 || !isLetter(text.charCodeAt(mark - 1))) return false;
  let w = mark;
  while (w > 0 && isLetter(text.charCodeAt(w - 1))) w--;
  if (mark - w < 2 || isLowerStart(text, w)) return false;
  const c = text.charCodeAt(next);
  if (!(c >= 65 && c <= 90) || (next + 1 < end && isLetter(text.charCodeAt(next + 1)))) return false;
  return next + 1 >= end || /[,;:)\s.]/.test(text[next + 1]!);
}

function splitBlock(text: string, start: number, end: number, out: SentenceRange[]): void {
  let sentenceStart = start;
  let i = start;
  while (i < end) {
    const c = text.charCodeAt(i);
    if (c !== 46 && c !== 33 && c !== 63 && c !== 0x2026) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < end && (text.charCodeAt(j) === 46 || text.charCodeAt(j) === 33 || text.charCodeAt(j) === 63)) j++;
    while (j < end && isClosing(text.charCodeAt(j))) j++;
    if (j < end && !isSpace(text.charCodeAt(j))) {
      i = j; // "53.6", "e.g.,", "example.com"
      continue;
    }
    let next = j;
    while (next < end && isSpace(text.charCodeAt(next))) next++;
    const ends = c === 46 && j === i + 1 ? periodEndsSentence(text, sentenceStart, i, next, end)
      : next >= end || (!isLowerStart(text, next) && !(c === 63 && j === i + 1 && !QUESTION_OPENING.test(text.slice(sentenceStart, sentenceStart + 24)) && typeVariableAfterMark(text, i, next, end)));
    if (ends) {
      pushTrimmed(text, sentenceStart, j, out);
      sentenceStart = next;
    }
    i = j;
  }
  pushTrimmed(text, sentenceStart, end, out);
}

function pushTrimmed(text: string, start: number, end: number, out: SentenceRange[]): void {
  while (start < end && isSpace(text.charCodeAt(start))) start++;
  while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
  if (end > start) out.push({ start, end });
}

type LineKind = 'blank' | 'heading' | 'item' | 'row' | 'fence' | 'rule' | 'text';

/** Kind of a line and where its content starts (after "#", bullet, "1.", ">" markers). */
function classifyLine(text: string, start: number, end: number): { kind: LineKind; content: number } {
  let i = start;
  while (i < end && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
  const indent = i - start;
  // Block quotes: strip ">" markers and classify the rest.
  while (i < end && text.charCodeAt(i) === 62) {
    i++;
    while (i < end && text.charCodeAt(i) === 32) i++;
  }
  if (i >= end || (i === end - 1 && text.charCodeAt(i) === 13)) return { kind: 'blank', content: end };
  const c = text.charCodeAt(i);
  if (c === 96 && text.startsWith('```', i) || c === 126 && text.startsWith('~~~', i)) return { kind: 'fence', content: end };
  if (c === 35 && indent < 4) {
    let k = i;
    while (k < end && text.charCodeAt(k) === 35) k++;
    if (k - i <= 6 && (k >= end || isSpace(text.charCodeAt(k)))) return { kind: 'heading', content: k };
  }
  if ((c === 45 || c === 42 || c === 95 || c === 61) && isRule(text, i, end)) return { kind: 'rule', content: end }; // also setext underlines
  if ((c === 45 || c === 42 || c === 43 || c === 0x2022) && i + 1 < end && isSpace(text.charCodeAt(i + 1))) {
    return { kind: 'item', content: i + 2 };
  }
  if (c >= 48 && c <= 57) {
    let k = i;
    // Up to three digits: "2023. The year…" at a line start is prose, not a list item.
    while (k < end && k - i < 4 && text.charCodeAt(k) >= 48 && text.charCodeAt(k) <= 57) k++;
    if (k - i > 3) return { kind: 'text', content: i };
    const m = text.charCodeAt(k);
    if ((m === 46 || m === 41) && k + 1 < end && isSpace(text.charCodeAt(k + 1))) return { kind: 'item', content: k + 2 };
  }
  if (c === 124) return { kind: 'row', content: i };
  return { kind: 'text', content: i };
}

function isRule(text: string, i: number, end: number): boolean {
  const marker = text.charCodeAt(i);
  let count = 0;
  for (let k = i; k < end; k++) {
    const c = text.charCodeAt(k);
    if (c === marker) count++;
    else if (!isSpace(c)) return false;
  }
  return count >= 3;
}

/** Sentence ranges of text (Markdown-aware), in order, trimmed, offsets into text. */
export function splitSentences(text: string): SentenceRange[] {
  const out: SentenceRange[] = [];
  let blockStart = -1;
  let blockEnd = -1;
  let inFence = false;
  const closeBlock = (): void => {
    if (blockStart >= 0) splitBlock(text, blockStart, blockEnd, out);
    blockStart = -1;
  };
  let lineStart = 0;
  while (lineStart <= text.length) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd < 0) lineEnd = text.length;
    const { kind, content } = classifyLine(text, lineStart, lineEnd);
    if (kind === 'fence') {
      closeBlock();
      inFence = !inFence;
    } else if (inFence) {
      // Code is kept one line per unit: never merged with prose, never split at dots.
      pushTrimmed(text, lineStart, lineEnd, out);
    } else if (kind === 'blank' || kind === 'rule') {
      closeBlock();
    } else if (kind === 'heading' || kind === 'row') {
      closeBlock();
      let end = lineEnd;
      if (kind === 'heading') {
        // Closing "##" of an ATX heading is markup, not content.
        while (end > content && isSpace(text.charCodeAt(end - 1))) end--;
        let k = end;
        while (k > content && text.charCodeAt(k - 1) === 35) k--;
        if (k < end && (k === content || isSpace(text.charCodeAt(k - 1)))) end = k;
      }
      pushTrimmed(text, content, end, out);
    } else if (kind === 'item') {
      closeBlock();
      blockStart = content;
      blockEnd = lineEnd;
    } else {
      if (blockStart < 0) blockStart = content;
      blockEnd = lineEnd;
    }
    if (lineEnd >= text.length) break;
    lineStart = lineEnd + 1;
  }
  closeBlock();
  return out;
}
