// Pandoc citation syntax in Markdown text: `[@key]`, `[@key, p. 12]`, `[see @a; -@b, pp. 3-5]`, and `@key`
// (optionally `@key [p. 12]`) in running text. Pure string scanning: no file is read here.

/** One cited key with its locator (as written) and the pages the locator names, if any. */
export interface CiteItem {
  key: string;
  keyStart: number; // offsets of "@key" in the scanned text (the "@" included)
  keyEnd: number;
  locator: string | null; // e.g. "p. 12", "chap. 3"
  pages: PageRange[]; // from a page locator ("p. 12", "pp. 3-5, 9"); empty otherwise
}

/** An inclusive range of 1-based page numbers. */
export interface PageRange {
  from: number;
  to: number;
}

/** A citation as written: a bracketed group or an in-text key, with its offsets in the scanned text. */
export interface PandocCitation {
  start: number;
  end: number;
  bracketed: boolean;
  items: CiteItem[];
}

// Pandoc keys: start with a letter, digit or "_", then letters, digits, "_" and single internal punctuation.
const KEY = String.raw`[\p{L}\p{N}_](?:[\p{L}\p{N}_]|[:.#$%&+?<>~/-](?=[\p{L}\p{N}_]))*`;
const BRACKETED = /\[([^\[\]\n]*?@[^\[\]]*?)\]/gu;
const ITEM_KEY = new RegExp(String.raw`(^|[\s;(])-?(@(?:\{([^{}\s]+)\}|(${KEY})))`, 'u');
// In running text "@" must not follow a word character, "." or "@" (e-mail addresses, handles in code).
const IN_TEXT = new RegExp(String.raw`(?<![\p{L}\p{N}_.@\\/\x60'"-])-?@(?:\{([^{}\s]+)\}|(${KEY}))(?:\s?\[([^\[\]\n]*)\])?`, 'gu');
const PAGE_LOCATOR = /^(?:p|pp|pg|pgs|page|pages)\.?\s*(\d+(?:\s*[-–—]+\s*\d+)?(?:\s*(?:,|and|&)\s*\d+(?:\s*[-–—]+\s*\d+)?)*)\s*$/i;

/** Every Pandoc citation in `text`, in order; bracketed groups first claim their keys. */
export function findPandocCitations(text: string): PandocCitation[] {
  if (!text.includes('@')) return [];
  const found: PandocCitation[] = [];
  const taken: Array<[number, number]> = [];
  for (const m of text.matchAll(BRACKETED)) {
    // "[text](url)" and "[text][ref]" are links, not citations
    const after = text[m.index + m[0].length];
    if (after === '(' || after === '[') continue;
    const items = bracketItems(m[1]!, m.index + 1);
    if (items.length === 0) continue;
    found.push({ start: m.index, end: m.index + m[0].length, bracketed: true, items });
    taken.push([m.index, m.index + m[0].length]);
  }
  for (const m of text.matchAll(IN_TEXT)) {
    const start = m.index;
    if (taken.some(([s, e]) => start >= s && start < e)) continue;
    const keyStart = text.indexOf('@', start);
    const key = m[1] ?? m[2]!;
    const keyEnd = keyStart + 1 + (m[1] !== undefined ? key.length + 2 : key.length);
    const locator = m[3]?.trim() || null;
    found.push({
      start,
      end: start + m[0].length,
      bracketed: false,
      items: [{ key, keyStart, keyEnd, locator, pages: locator ? parsePages(locator) : [] }],
    });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The items of a bracketed group "see @a, p. 3; @b" (offset: where the group's inside starts). */
function bracketItems(inside: string, offset: number): CiteItem[] {
  const items: CiteItem[] = [];
  let at = 0;
  for (const part of inside.split(';')) {
    const m = ITEM_KEY.exec(part);
    if (m) {
      const keyStart = offset + at + m.index + m[1]!.length + (part[m.index + m[1]!.length] === '-' ? 1 : 0);
      const key = m[3] ?? m[4]!;
      const keyEnd = keyStart + m[2]!.length;
      const rest = part.slice(m.index + m[0].length).replace(/^\s*,?\s*/, '').trim();
      items.push({ key, keyStart, keyEnd, locator: rest || null, pages: rest ? parsePages(rest) : [] });
    }
    at += part.length + 1;
  }
  return items;
}

/** Page ranges of a locator such as "p. 12", "pp. 3-5, 9" or "page 7"; empty for other locators. */
export function parsePages(locator: string): PageRange[] {
  const m = PAGE_LOCATOR.exec(locator.trim());
  if (!m) return [];
  const ranges: PageRange[] = [];
  for (const piece of m[1]!.split(/\s*(?:,|and|&)\s*/)) {
    const [a, b] = piece.split(/\s*[-–—]+\s*/).map((n) => Number.parseInt(n, 10));
    if (a === undefined || Number.isNaN(a)) continue;
    let to = b ?? a;
    // "pp. 123-45" means 123 to 145
    if (b !== undefined && b < a && String(b).length < String(a).length) {
      const digits = String(a);
      to = Number.parseInt(digits.slice(0, digits.length - String(b).length) + String(b), 10);
    }
    if (to >= a && a > 0) ranges.push({ from: a, to });
  }
  return ranges;
}

/** The text with every Pandoc citation removed (what the verifier compares against sources). */
export function stripPandocCitations(text: string, inTextKeys?: ReadonlySet<string>): string {
  // ("@key" in running text only where the claim cites that key through a bibliography: "The @azure/identity package"
  // names a package)
  const cites = findPandocCitations(text).filter((c) => c.bracketed || inTextKeys === undefined || c.items.every((i) => inTextKeys.has(i.key)));
  if (cites.length === 0) return text;
  let out = '';
  let done = 0;
  for (const c of cites) {
    out += text.slice(done, c.start);
    done = c.end;
  }
  return out + text.slice(done);
}
