// Key citations → the files of their bibliography entries. Every key that cannot narrow the claim's warrant to
// a readable workspace file gets one diagnostic naming why; nothing is dropped silently.
import * as path from 'node:path';
import type { Citation, Claim, ClaimExtraction, ParseProblem, Range } from '../model.js';
import { exclusionMatcher, isInsideRoot, relativePath, sourcesMatcher } from '../kernel/paths.js';
import { ALWAYS_EXCLUDED } from '../config/schema.js';
import type { FileSystemPort } from '../ports.js';
import { lineStarts, offsetToPosition } from '../text/lines.js';
import { bibliographyFormat, parseBibliography, type BibEntry, type BibProblem } from './parse.js';

/** One bibliography file as loaded: its entries by key, or why it could not be read. */
export interface LoadedBibliography {
  absPath: string;
  shown: string; // relative to the workspace root, for messages
  entries: Map<string, BibEntry>;
  problems: BibProblem[]; // line 0: the file as a whole (missing, unreadable, outside the workspace)
}

export const MAX_BIBLIOGRAPHY_BYTES = 20 * 1024 * 1024;
const alwaysExcluded = (rel: string) => exclusionMatcher(ALWAYS_EXCLUDED)(rel);

/** Reads and parses bibliographies through the file-system port, cached by path, size and modification time. */
export class BibliographyLoader {
  private readonly cache = new Map<string, { stamp: string; loaded: LoadedBibliography }>();

  constructor(private readonly fs: FileSystemPort, private readonly root: string) {}

  async load(absPath: string): Promise<LoadedBibliography> {
    const shown = relativePath(this.root, absPath);
    const fail = (message: string): LoadedBibliography => ({ absPath, shown, entries: new Map(), problems: [{ line: 0, message }] });
    if (!isInsideRoot(shown)) return fail(`${shown}: the bibliography is outside the workspace: not read`);
    // secrets stay unread whatever names them (the config's own exclusions cover drafts, where a .bib may live)
    if (alwaysExcluded(shown)) return fail(`${shown}: the bibliography is in an always-excluded place (.git, .env*, secrets/, private/, …): not read`);
    const format = bibliographyFormat(absPath);
    if (!format) return fail(`${shown}: not a bibliography Warrant reads (.bib BibTeX/BibLaTeX or .json CSL-JSON)`);
    const stat = await this.fs.stat(absPath).catch(() => undefined);
    if (!stat) return fail(`${shown}: the bibliography file does not exist`);
    const real = await this.fs.realpath(absPath).catch(() => absPath);
    const realRel = relativePath(this.root, real);
    if (!isInsideRoot(realRel)) return fail(`${shown}: the bibliography is a link leading outside the workspace: not read`);
    if (alwaysExcluded(realRel)) return fail(`${shown}: the bibliography is a link into an always-excluded place: not read`);
    const stamp = `${stat.size}:${stat.mtimeMs}`;
    const cached = this.cache.get(absPath);
    if (cached && cached.stamp === stamp) return cached.loaded;
    let text: string;
    try {
      const { data } = await this.fs.readChecked(real, MAX_BIBLIOGRAPHY_BYTES);
      text = new TextDecoder('utf-8', { fatal: true }).decode(data).replace(/^\uFEFF/, '');
    } catch (e) {
      const code = (e as { code?: unknown }).code;
      return fail(
        code === 'EFBIG'
          ? `${shown}: the bibliography is larger than ${MAX_BIBLIOGRAPHY_BYTES / 1024 / 1024} MB: not read`
          : e instanceof TypeError
            ? `${shown}: the bibliography is not UTF-8 text`
            : `${shown}: cannot read the bibliography (${(e as Error).message})`,
      );
    }
    const parsed = await parseBibliography(text, format);
    const entries = new Map<string, BibEntry>();
    for (const entry of parsed.entries) if (!entries.has(entry.key)) entries.set(entry.key, entry);
    const loaded: LoadedBibliography = { absPath, shown, entries, problems: parsed.problems };
    this.cache.set(absPath, { stamp, loaded });
    return loaded;
  }
}

/** The absolute file a `file` field names (relative paths: from the bibliography's folder); null for a Windows path read elsewhere. */
function fileOf(bib: LoadedBibliography, written: string): string | null {
  if (path.sep === '/' && /^[A-Za-z]:[\\/]/.test(written)) return null;
  return path.resolve(path.dirname(bib.absPath), written);
}

export interface ResolveOptions {
  root: string; // absolute real workspace root
  /** Bibliographies named in .warrant.json, absolute. The draft's front matter adds (and comes before) its own. */
  configured: string[];
  exclude: readonly string[]; // the config's exclusions (built-ins included)
  sources: readonly string[]; // the config's sources ([]: the whole workspace)
  sourceExtensions: readonly string[];
  loader: BibliographyLoader;
  /** True when an inside-workspace path does not exist (the kernel store's check: no existence oracle outside). */
  missing: (absPath: string) => Promise<boolean>;
}

export interface Resolution {
  extraction: ClaimExtraction; // claims with key citations pointed at their entries' files, problems added
  bibliographies: LoadedBibliography[];
  /** For "Fix citation": the key whose entry names each (absolute) file. */
  keyOfFile: Map<string, string>;
}

/** Points every key citation at its entry's local file(s); reports each key that cannot be resolved. */
export async function resolveKeyCitations(extraction: ClaimExtraction, text: string, options: ResolveOptions): Promise<Resolution> {
  const hasKeys = extraction.claims.some((c) => c.citations.some((x) => x.kind === 'key'));
  const lines = lineStarts(text);
  const rangeOf = (start: number, end: number): Range => ({ start: offsetToPosition(lines, start), end: offsetToPosition(lines, end) });
  const named = extraction.bibliography;
  const draftDir = path.dirname(extraction.documentPath);
  const files = [...new Set([...(named?.files ?? []).map((f) => path.resolve(draftDir, f)), ...options.configured])];
  if (files.length === 0 && !hasKeys) return { extraction, bibliographies: [], keyOfFile: new Map() };

  const problems: ParseProblem[] = [...extraction.problems];
  const bibliographies = await Promise.all(files.map((f) => options.loader.load(f)));
  // A bibliography's own problems: at its front-matter line when the draft names it, else at the first key.
  const firstKey = extraction.claims.flatMap((c) => c.citations).find((c) => c.kind === 'key')?.range;
  const fromFrontMatter = new Set((named?.files ?? []).map((f) => path.resolve(draftDir, f)));
  for (const bib of bibliographies) {
    const at = fromFrontMatter.has(bib.absPath) && named ? rangeOf(named.start, named.end) : firstKey;
    if (!at) continue;
    for (const p of bib.problems) {
      const message = p.line === 0 ? p.message : `${bib.shown}:${p.line}: ${p.message}`;
      problems.push({ message: `Bibliography: ${message}`, range: at, severity: 'warning' });
    }
  }

  const isExcluded = exclusionMatcher(options.exclude);
  const isSource = sourcesMatcher(options.sources);
  const keyOfFile = new Map<string, string>();
  const names = bibliographies.map((b) => b.shown).join(', ');
  const lookup = (key: string): { bib: LoadedBibliography; entry: BibEntry } | null => {
    for (const bib of bibliographies) {
      const entry = bib.entries.get(key);
      if (entry) return { bib, entry };
    }
    return null;
  };
  /** Why a cited file cannot be evidence, or null when it can. */
  const fileProblem = async (abs: string | null): Promise<string | null> => {
    if (abs === null) return 'is a Windows path, which names no file here';
    const rel = relativePath(options.root, abs);
    if (!isInsideRoot(rel)) return 'is outside the workspace: it cannot be evidence';
    if (isExcluded(rel)) return 'is excluded from the sources (.warrant.json "exclude" or a built-in exclusion)';
    if (!isSource(rel)) return 'is not among the sources (.warrant.json "sources"): it cannot be evidence';
    const ext = path.extname(abs).toLowerCase();
    if (!options.sourceExtensions.includes(ext)) return `is a ${ext || 'file without extension'}, a type Warrant does not read as a source`;
    return (await options.missing(abs)) ? 'does not exist' : null;
  };
  const usable = new Map<string, { files: string[]; notes: string[] }>();
  const filesOf = async (key: string) => {
    const cached = usable.get(key);
    if (cached) return cached;
    const found = lookup(key);
    const out = { files: [] as string[], notes: [] as string[] };
    if (!found) {
      out.notes.push(files.length === 0 ? `@${key} cites through a bibliography, but none is named: add "bibliography: refs.bib" to the front matter or "bibliography" to .warrant.json.` : `@${key} is not in ${names}.`);
    } else if (found.entry.files.length === 0) {
      out.notes.push(`@${key} has no local file in ${found.bib.shown} (line ${found.entry.line}): add its file (Zotero: attach it; Better BibTeX exports the "file" field).`);
    } else {
      for (const written of found.entry.files) {
        const abs = fileOf(found.bib, written);
        const problem = await fileProblem(abs);
        if (problem !== null) {
          const rel = abs === null ? '' : relativePath(options.root, abs);
          out.notes.push(`@${key}'s file ${abs !== null && isInsideRoot(rel) ? rel : written} (${found.bib.shown} line ${found.entry.line}) ${problem}.`);
        }
        // a file with a problem is still the claim's scope: the kernel refuses it (a boundary event) or reports
        // it missing, and the claim abstains; a Windows path read elsewhere names no file at all
        if (abs !== null) out.files.push(abs);
      }
      if (out.files.length === 0 && out.notes.length === 0) out.notes.push(`@${key} has no local file in ${found.bib.shown}.`);
    }
    usable.set(key, out);
    return out;
  };
  // The key of each file an entry names (path arithmetic only), so "Fix citation" can name the key of
  // whichever allowed source carries a claim; the engine only asks about files it found evidence in.
  for (const bib of bibliographies) {
    for (const entry of bib.entries.values()) {
      if (lookup(entry.key)?.bib !== bib) continue; // an earlier bibliography's entry of the same key wins
      for (const written of entry.files) {
        const abs = fileOf(bib, written);
        if (abs !== null && !keyOfFile.has(abs)) keyOfFile.set(abs, entry.key);
      }
    }
  }

  const claims: Claim[] = [];
  for (const claim of extraction.claims) {
    if (!claim.citations.some((c) => c.kind === 'key')) {
      claims.push(claim);
      continue;
    }
    const citations: Citation[] = [];
    for (const c of claim.citations) {
      if (c.kind !== 'key' || !c.key) {
        citations.push(c);
        continue;
      }
      const { files: found, notes } = await filesOf(c.key);
      // One diagnostic per problem of each written key; the files narrow the warrant as a footnote to a file does.
      for (const message of notes) problems.push({ message, range: c.range, severity: 'warning' });
      if (found.length === 0) citations.push(c);
      for (const file of found) citations.push({ ...c, resolvedPath: file });
    }
    claims.push({ ...claim, citations });
  }
  return { extraction: { ...extraction, claims, problems }, bibliographies, keyOfFile };
}
