// From positioned text runs (what pdf.js gives per page) to the page's extracted text, in reading order:
// rows of runs, split into fragments at wide gaps; a vertical gutter with column-filling lines on both sides
// makes a two-column page, read left column then right between full-width lines; lines of a paragraph are
// joined with a space (a hyphen at a line end before a lower-case letter is dropped), paragraphs are
// separated by a blank line, table cells on one row by a tab. Pure: no pdf.js here.

export interface TextRun {
  text: string;
  x: number; // left of the run, PDF points
  y: number; // baseline, PDF points (grows upwards)
  width: number;
  size: number; // font size
}

export interface PageHeading {
  start: number; // offsets into the page text
  end: number;
  depth: number;
}

export interface PageText {
  text: string;
  headings: PageHeading[];
}

export interface LayoutOptions {
  /** The body text's font size (the most common one in the document). */
  bodySize: number;
  /** Font sizes larger than the body, largest first: a heading's depth is its size's rank (1-based). */
  headingSizes: number[];
  /** Outline (bookmark) titles folded with foldTitle, with their depth: a line equal to one is a heading. */
  outline: Map<string, number>;
}

/** Typographic ligatures and other presentation forms as their letters. */
const LIGATURES: Record<string, string> = {
  '\uFB00': 'ff', '\uFB01': 'fi', '\uFB02': 'fl', '\uFB03': 'ffi', '\uFB04': 'ffl', '\uFB05': 'st', '\uFB06': 'st',
  '\u0132': 'IJ', '\u0133': 'ij', '\u0152': 'OE', '\u0153': 'oe', '\u00C6': 'AE', '\u00E6': 'ae',
};
const LIGATURE_PATTERN = /[\uFB00-\uFB06\u0132\u0133]/g;

/** A run's text as it should read: ligatures spelled out, soft hyphens and control characters gone. */
function normaliseRunText(text: string): string {
  return text
    .replace(LIGATURE_PATTERN, (c) => LIGATURES[c] ?? c)
    .replace(/\u00AD/g, '')
    .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, ' ')
    .replace(/[\t\n\r]/g, ' ');
}

/** How outline titles and lines are compared: case, spacing and punctuation at the ends ignored. */
export function foldTitle(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').replace(/^[\s\d.:)-]+|[\s.:]+$/g, '');
}

interface Fragment {
  text: string;
  x0: number;
  x1: number;
  y: number;
  size: number;
  cells: number; // runs separated by a table-like gap inside it (joined by tabs)
}

/** The extracted text of one page. */
export function layoutPage(runs: readonly TextRun[], opts: LayoutOptions): PageText {
  const fragments = rowsToFragments(runs);
  if (fragments.length === 0) return { text: '', headings: [] };
  const ordered = readingOrder(fragments);
  return assemble(ordered, opts);
}

/** Runs grouped into rows by baseline, each row split into fragments at gaps wider than a column gutter. */
function rowsToFragments(runs: readonly TextRun[]): Fragment[] {
  const usable = runs
    .map((r) => ({ ...r, text: normaliseRunText(r.text) }))
    .filter((r) => r.text.trim().length > 0 && Number.isFinite(r.x) && Number.isFinite(r.y))
    .sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: TextRun[][] = [];
  for (const run of usable) {
    const row = rows[rows.length - 1];
    if (row && Math.abs(row[0]!.y - run.y) <= 0.4 * Math.max(1, Math.min(row[0]!.size, run.size))) row.push(run);
    else rows.push([run]);
  }
  const out: Fragment[] = [];
  for (const row of rows) {
    row.sort((a, b) => a.x - b.x);
    let current: (Fragment & { parts: string[] }) | undefined;
    for (const run of row) {
      const size = Math.max(1, run.size);
      const gap = current ? run.x - current.x1 : 0;
      if (current && gap > 2.5 * size) {
        out.push(close(current));
        current = undefined;
      }
      if (!current) {
        current = { text: '', parts: [run.text], x0: run.x, x1: run.x + run.width, y: run.y, size, cells: 1 };
        continue;
      }
      // A gap of more than one em inside a fragment separates table cells; a smaller one is a word space.
      const sep = gap > 1.0 * size ? '\t' : gap > 0.15 * size && !/\s$/.test(current.parts[current.parts.length - 1]!) && !/^\s/.test(run.text) ? ' ' : '';
      if (sep === '\t') current.cells++;
      current.parts.push(sep, run.text);
      current.x1 = Math.max(current.x1, run.x + run.width);
      current.size = Math.max(current.size, size);
    }
    if (current) out.push(close(current));
  }
  return out;
}

function close(f: Fragment & { parts: string[] }): Fragment {
  return { text: f.parts.join('').replace(/ {2,}/g, ' ').trim(), x0: f.x0, x1: f.x1, y: f.y, size: f.size, cells: f.cells };
}

/**
 * Fragments in reading order. With a gutter (a vertical band no fragment crosses, with lines that fill their
 * column on both sides), the fragments between two full-width ones are read left column first.
 */
function readingOrder(fragments: Fragment[]): Fragment[] {
  const byPosition = [...fragments].sort((a, b) => b.y - a.y || a.x0 - b.x0);
  const gutter = findGutter(fragments);
  if (gutter === undefined) return byPosition;
  const out: Fragment[] = [];
  let left: Fragment[] = [];
  let right: Fragment[] = [];
  const flush = () => {
    out.push(...left, ...right);
    left = [];
    right = [];
  };
  for (const f of byPosition) {
    if (f.x1 <= gutter) left.push(f);
    else if (f.x0 >= gutter) right.push(f);
    else {
      flush();
      out.push(f);
    }
  }
  flush();
  return out;
}

function findGutter(fragments: Fragment[]): number | undefined {
  const minX = Math.min(...fragments.map((f) => f.x0));
  const maxX = Math.max(...fragments.map((f) => f.x1));
  const width = maxX - minX;
  if (width <= 0 || fragments.length < 6) return undefined;
  let best: { x: number; crossing: number } | undefined;
  for (let x = minX + 0.3 * width; x <= minX + 0.7 * width; x += 1) {
    let crossing = 0;
    for (const f of fragments) if (f.x0 < x && f.x1 > x) crossing++;
    if (!best || crossing < best.crossing) best = { x, crossing };
  }
  if (!best || best.crossing > 0.25 * fragments.length) return undefined;
  const g = best.x;
  // The middle of the empty band, so a line ending a little further right still counts as left.
  let lo = g;
  let hi = g;
  const free = (x: number) => !fragments.some((f) => f.x0 < x && f.x1 > x);
  while (lo - 1 > minX && free(lo - 1)) lo--;
  while (hi + 1 < maxX && free(hi + 1)) hi++;
  const mid = (lo + hi) / 2;
  const left = fragments.filter((f) => f.x1 <= mid && f.cells === 1);
  const right = fragments.filter((f) => f.x0 >= mid && f.cells === 1);
  if (left.length < 3 || right.length < 3) return undefined;
  // Columns of running text: most lines fill their column (table cells and labels do not).
  const fills = (side: Fragment[], colWidth: number) => side.filter((f) => f.x1 - f.x0 >= 0.6 * colWidth).length >= 0.5 * side.length;
  if (!fills(left, lo - minX) || !fills(right, maxX - hi)) return undefined;
  return mid;
}

interface Line {
  text: string;
  size: number;
  y: number;
  x0: number;
  table: boolean;
}

/** Fragments (in reading order) as lines, lines as paragraphs, paragraphs as the page text. */
function assemble(ordered: Fragment[], opts: LayoutOptions): PageText {
  // Fragments of one row in the same column are one line (a row of table cells joined by tabs).
  const lines: Line[] = [];
  for (const f of ordered) {
    const prev = lines[lines.length - 1];
    if (prev && Math.abs(prev.y - f.y) <= 0.4 * Math.min(prev.size, f.size) && f.x0 >= prev.x0) {
      prev.text += '\t' + f.text;
      prev.table = true;
      continue;
    }
    lines.push({ text: f.text, size: f.size, y: f.y, x0: f.x0, table: f.cells > 1 });
  }
  let text = '';
  const headings: PageHeading[] = [];
  let prev: (Line & { heading: boolean }) | undefined;
  for (const line of lines) {
    const depth = headingDepth(line, opts);
    const heading = depth > 0;
    let sep = '\n\n';
    if (prev && !heading && !prev.heading && !line.table && !prev.table) {
      const gap = prev.y - line.y;
      const sameParagraph = Math.abs(line.size - prev.size) < 0.5 && (gap < 0 ? !/[.!?:]["')\]]?$/.test(prev.text) : gap <= 1.6 * line.size);
      if (sameParagraph) sep = /\p{L}-$/u.test(prev.text) && /^\p{Ll}/u.test(line.text) ? '\u0000' : ' ';
    }
    if (text.length === 0) sep = '';
    if (sep === '\u0000') text = text.slice(0, -1); // the hyphen that only broke the word at the line end
    else text += sep;
    const start = text.length;
    text += line.text;
    if (heading) headings.push({ start, end: text.length, depth });
    prev = { ...line, heading };
  }
  return { text, headings };
}

/** 0 for body text; otherwise the depth of a heading line (outline title, or a short line in a larger font). */
function headingDepth(line: Line, opts: LayoutOptions): number {
  if (line.table) return 0;
  const outlined = opts.outline.get(foldTitle(line.text));
  if (outlined !== undefined) return outlined;
  const words = line.text.split(/\s+/).length;
  if (line.size < opts.bodySize * 1.15 || words > 14 || /[.,;]$/.test(line.text) || !/\p{L}/u.test(line.text)) return 0;
  const rank = opts.headingSizes.findIndex((s) => Math.abs(s - line.size) < 0.5);
  return rank < 0 ? opts.headingSizes.length + 1 : rank + 1;
}
