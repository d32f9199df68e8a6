// Bibliography files → entries with their local files. BibTeX/BibLaTeX are read by Better BibTeX's own parser
// (@retorquere/bibtex-parser); CSL-JSON by jsonc-parser. Pure: the caller reads the file.
import { escapeRegExp } from '../util/regex';
import { parse as parseJsonc, printParseErrorCode, type ParseError as JsonParseError } from 'jsonc-parser';
import { filePaths } from './file-field.js';

export interface BibEntry {
  key: string;
  title: string | null;
  authors: string | null; // "Smith", "Smith and Doe", "Smith et al."
  year: string | null;
  files: string[]; // as written in the entry (relative paths resolve against the bibliography's folder)
  line: number; // 1-based line of the entry in its file
}

export interface BibProblem {
  line: number; // 1-based
  message: string;
}

export interface ParsedBibliography {
  entries: BibEntry[];
  problems: BibProblem[];
}

export type BibFormat = 'bibtex' | 'csl-json';

/** The format a bibliography file is read as, by its extension; null when it is neither. */
export function bibliographyFormat(file: string): BibFormat | null {
  const lower = file.toLowerCase();
  if (lower.endsWith('.bib') || lower.endsWith('.bibtex') || lower.endsWith('.biblatex')) return 'bibtex';
  if (lower.endsWith('.json')) return 'csl-json';
  return null;
}

type BibtexModule = typeof import('@retorquere/bibtex-parser', { with: { 'resolution-mode': 'import' } });
let bibtexModule: Promise<BibtexModule> | undefined;
// The package's CommonJS build does not load under Node (its package is "type": "module"): the ESM build is imported.
const loadBibtexParser = (): Promise<BibtexModule> => (bibtexModule ??= import('@retorquere/bibtex-parser'));

export async function parseBibliography(text: string, format: BibFormat): Promise<ParsedBibliography> {
  return format === 'bibtex' ? parseBibtex(text) : parseCslJson(text);
}

async function parseBibtex(text: string): Promise<ParsedBibliography> {
  const { parse } = await loadBibtexParser();
  const problems: BibProblem[] = [];
  const lineAt = lineFinder(text);
  let library: ReturnType<BibtexModule['parse']>;
  try {
    library = parse(text, { sentenceCase: false, english: false, unsupported: 'ignore', applyCrossRef: true });
  } catch (e) {
    return { entries: [], problems: [{ line: lineOfMessage((e as Error).message) ?? 1, message: `not readable as BibTeX: ${(e as Error).message}` }] };
  }
  for (const error of library.errors) {
    const at = error.input ? text.indexOf(error.input) : -1;
    problems.push({ line: lineOfMessage(error.error) ?? (at >= 0 ? lineAt(at) : 1), message: error.error.replace(/\s+/g, ' ') });
  }
  const entries: BibEntry[] = [];
  let searchFrom = 0;
  for (const entry of library.entries) {
    if (!entry.key) continue;
    // where the entry starts: its raw input, or (for an entry the parser gave up on) its "@type{key,"
    let at = entry.input ? text.indexOf(entry.input, searchFrom) : -1;
    if (at < 0) {
      const head = new RegExp(String.raw`@\w+\s*[{(]\s*${escapeRegExp(entry.key)}\s*,`, 'g');
      head.lastIndex = searchFrom;
      at = head.exec(text)?.index ?? -1;
    }
    if (at >= 0) searchFrom = at + 1;
    const fields = entry.fields as Record<string, unknown>;
    const file = typeof fields.file === 'string' ? fields.file : null;
    const creators = (fields.author ?? fields.editor) as Array<{ lastName?: string; name?: string }> | undefined;
    entries.push({
      key: entry.key,
      title: plainTitle(stringField(fields.title) ?? stringField(fields.shorttitle)),
      authors: authorLine(creators?.map((c) => c.lastName ?? c.name ?? '').filter(Boolean) ?? []),
      year: stringField(fields.year) ?? stringField(fields.date)?.slice(0, 4) ?? null,
      files: file ? filePaths(file) : [],
      line: at >= 0 ? lineAt(at) : 1,
    });
  }
  return { entries, problems };
}

function parseCslJson(text: string): ParsedBibliography {
  const errors: JsonParseError[] = [];
  const data = parseJsonc(text, errors, { allowTrailingComma: false, disallowComments: true }) as unknown;
  if (errors.length > 0) {
    const first = errors[0]!;
    return { entries: [], problems: [{ line: lineFinder(text)(first.offset), message: `invalid JSON (${printParseErrorCode(first.error)})` }] };
  }
  const items = Array.isArray(data) ? data : isObject(data) && Array.isArray(data.items) ? data.items : null;
  if (!items) return { entries: [], problems: [{ line: 1, message: 'a CSL-JSON bibliography must be an array of items' }] };
  const entries: BibEntry[] = [];
  const problems: BibProblem[] = [];
  const idAt = itemLines(text);
  items.forEach((item: unknown, i: number) => {
    const line = idAt[i] ?? 1;
    if (!isObject(item) || (typeof item.id !== 'string' && typeof item.id !== 'number')) {
      problems.push({ line, message: `item ${i + 1} has no "id" (its citation key)` });
      return;
    }
    const file = item.file;
    const files = typeof file === 'string' ? filePaths(file) : Array.isArray(file) ? file.filter((f): f is string => typeof f === 'string') : [];
    const authors = Array.isArray(item.author)
      ? item.author.map((a: unknown) => (isObject(a) ? String(a.family ?? a.literal ?? '') : '')).filter(Boolean)
      : [];
    const issued = isObject(item.issued) && Array.isArray(item.issued['date-parts']) ? (item.issued['date-parts'] as unknown[][])[0]?.[0] : undefined;
    entries.push({ key: String(item.id), title: stringField(item.title), authors: authorLine(authors), year: issued !== undefined ? String(issued) : null, files, line });
  });
  return { entries, problems };
}

/** 1-based line of each top-level array item's opening brace (approximate for exotic layouts). */
function itemLines(text: string): number[] {
  const lines: number[] = [];
  let depth = 0;
  let inString = false;
  let line = 1;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '\n') line++;
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '[' || ch === '{') {
      if (depth === 1 && ch === '{') lines.push(line);
      depth++;
    } else if (ch === ']' || ch === '}') depth--;
  }
  return lines;
}

function authorLine(names: string[]): string | null {
  if (names.length === 0) return null;
  if (names.length === 1) return names[0]!;
  if (names.length === 2) return `${names[0]} and ${names[1]}`;
  return `${names[0]} et al.`;
}

/** The parser renders LaTeX markup as HTML (\emph → <i>); a title for people is plain text. */
function plainTitle(title: string | null): string | null {
  return title === null ? null : title.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim() || null;
}

function stringField(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.replace(/\s+/g, ' ').trim() : null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function lineOfMessage(message: string): number | null {
  const m = /\bline (\d+)/i.exec(message);
  return m ? Number.parseInt(m[1]!, 10) : null;
}

/** The 1-based line of an offset, from the text's line breaks found once (a large library has thousands of lookups). */
function lineFinder(text: string): (offset: number) => number {
  const breaks: number[] = [];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) breaks.push(i);
  return (offset) => {
    let lo = 0;
    let hi = breaks.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (breaks[mid]! < offset) lo = mid + 1;
      else hi = mid;
    }
    return lo + 1; // line breaks before the offset, plus one
  };
}
