// The corpus as the engine sees it: which files are sources (walk of config.root honouring sources, exclude,
// extensions, size cap and symlinks) and their decoded text, cached by mtime+size. Corpus-level reads
// (listing, the discovery index) happen here; per-claim reads go through the ScopedSearchKernel.
import * as path from 'node:path';
import picomatch from 'picomatch';
import { DEFAULT_MAX_PDF_BYTES, type ResolvedConfig } from '../config/schema';
import { SizeBoundedCache } from '../util/bounded-memo';
import type { CheckedFile, FileSystemPort, Logger } from '../ports';
import { sha256 } from '../util/hash';
import { lineStarts } from '../text/lines';
import { parsePdfText, type SourceDocument } from '../sources';
import { joinPages, pageStarts } from '../pdf/pages';
import { PdfExtractionError, type PdfExtraction } from '../pdf/extract';
import { defaultPdfReader, type PdfReader } from '../pdf/reader';
import { foldText, type FoldedText } from './fold';
import { exclusionMatcher, extensionOf, isInsideRoot, relativePath, sourcesMatcher } from './paths';

export interface SourceFileInfo {
  absPath: string; // real path
  relPath: string; // relative to config.root, forward slashes
  size: number;
  mtimeMs: number;
}

/** `no_text`: a PDF that gives no text (encrypted, damaged, or a scan without a text layer). */
export type SkipReason = 'excluded' | 'too_large' | 'binary' | 'unsupported_type' | 'symlink_escape' | 'unreadable' | 'no_text';

export interface SkippedSource {
  path: string; // absolute
  relPath: string;
  reason: SkipReason;
  detail: string;
}

export interface SourceListing {
  files: SourceFileInfo[];
  skipped: SkippedSource[];
}

export interface SourceDoc {
  absPath: string; // real path
  relPath: string;
  text: string; // decoded UTF-8 without BOM (a PDF: its extracted text): every offset in the system indexes this string
  sourceHash: string; // sha256(text); a PDF: sha256 of its bytes
  lineStarts: number[]; // offset of each line's first character
  mtimeMs: number;
  size: number; // bytes on disk
  /** A PDF: the offset of each page's first character in `text` (pages joined by PAGE_BREAK). */
  pages?: number[];
  /** A PDF: which extractor made `text` (see core/pdf/extract.ts). */
  extractor?: string;
  /** A PDF: the text read as a document, with the headings the extractor found. */
  document?: SourceDocument;
}

/** Why a file could not be loaded (the kernel turns this into a WarrantViolation). */
export class SourceLoadError extends Error {
  override readonly name = 'SourceLoadError';
  constructor(
    readonly absPath: string,
    readonly reason: SkipReason | 'out_of_scope',
    readonly detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}

/** What the store knows about a real path, from the current listing. */
export type SourceStatus = { kind: 'source' } | { kind: 'skipped'; reason: SkipReason; detail: string } | { kind: 'draft' } | { kind: 'not_listed' };

const FOLD_CACHE_CHARS = 4_000_000;
const IO_CONCURRENCY = 16;

export interface FileInspection {
  realPath: string;
  kind: 'file' | 'directory' | 'other';
  size: number;
  mtimeMs: number;
}

/**
 * How many characters of source text stay cached between reads. A verification reads a few hundred sources; a cold
 * build reads every one, and a corpus of 100 MB kept whole was most of the memory a build held on to.
 */
const TEXT_CACHE_CHARS = 16_000_000;

export class SourceStore {
  private realRoot: string | undefined;
  private listing: SourceListing | undefined;
  private listingIndex = new Map<string, SourceStatus>();
  private drafts = new Set<string>();
  private lastExcludePaths: string[] = [];
  /** Texts read, within textCacheChars (a cold build reads every source once), by real path. */
  private readonly docs: SizeBoundedCache<string, SourceDoc>;
  /** PDFs that gave no text, by real path, while their mtime and size are unchanged (not extracted again). */
  private failures = new Map<string, { mtimeMs: number; size: number; error: SourceLoadError }>();
  private folds = new Map<string, FoldedText>(); // by sourceHash, least recently used first
  private dirRealpaths = new Map<string, Promise<string>>(); // cleared by invalidate()
  private inspections = new Map<string, Promise<FileInspection | undefined>>(); // only while a snapshot is open
  private recheck = new Set<string>(); // listed sources reported changed since the listing was made
  private rechecking: Promise<void> | undefined;
  private snapshots = 0;
  private statsUntilInvalidated = false;
  private foldChars = 0;
  private readonly isExcluded: (rel: string) => boolean;
  private readonly isSourcePath: (rel: string) => boolean;
  private readonly extensions: ReadonlySet<string>;

  constructor(
    readonly fs: FileSystemPort,
    readonly config: ResolvedConfig,
    private readonly logger: Logger,
    /** How PDFs become text (default: pdf.js, cached in memory; the CLI and the editor add the state-folder cache). */
    private readonly pdf: PdfReader = defaultPdfReader,
    /** How many characters of source text stay cached between reads. */
    readonly textCacheChars = TEXT_CACHE_CHARS,
  ) {
    this.docs = new SizeBoundedCache(textCacheChars, (doc) => doc.text.length);
    this.isExcluded = exclusionMatcher(config.exclude);
    this.isSourcePath = sourcesMatcher(config.sources);
    this.extensions = new Set(config.sourceExtensions.map((e) => e.toLowerCase()));
  }

  /** The workspace root as a real path. */
  async root(): Promise<string> {
    this.realRoot ??= await this.fs.realpath(path.resolve(this.config.root));
    return this.realRoot;
  }

  /** Walks the sources (deterministic order). `excludePaths` are the drafts: never evidence. */
  async listSources(excludePaths: string[] = []): Promise<SourceListing> {
    const root = await this.root();
    this.lastExcludePaths = [...excludePaths];
    this.drafts = new Set(await Promise.all(excludePaths.map((p) => this.realOrResolved(p))));
    const files: SourceFileInfo[] = [];
    const skipped: SkippedSource[] = [];
    const skip = (abs: string, reason: SkipReason, detail: string) => skipped.push({ path: abs, relPath: relativePath(root, abs), reason, detail });

    for (const { base, explicit } of this.walkBases()) {
      const abs = path.join(root, base);
      const st = await this.fs.stat(abs);
      if (!st) {
        if (explicit) skip(abs, 'unreadable', 'configured source not found');
        continue;
      }
      const real = await this.fs.realpath(abs).catch(() => undefined);
      if (st.kind !== 'symlink' && real !== abs) {
        // A symlinked folder on the way to the source: never walked through.
        if (real === undefined || !isInsideRoot(relativePath(root, real))) skip(abs, 'symlink_escape', 'a folder on the way is a symlink leading outside the workspace');
        continue;
      }
      await this.visit(root, abs, st.kind, explicit, files, skip);
    }
    const seen = new Set<string>();
    this.recheck.clear();
    this.listing = { files: files.sort(byRelPath).filter((f) => !seen.has(f.absPath) && seen.add(f.absPath)), skipped: skipped.sort(byRelPath) };
    this.listingIndex = new Map<string, SourceStatus>();
    for (const s of this.listing.skipped) this.listingIndex.set(s.path, { kind: 'skipped', reason: s.reason, detail: s.detail });
    for (const f of this.listing.files) this.listingIndex.set(f.absPath, { kind: 'source' });
    this.logger.debug('sources listed', { files: this.listing.files.length, skipped: this.listing.skipped.length });
    return this.listing;
  }

  /**
   * The current listing (walked again with the last drafts after invalidate()). Sources reported changed are
   * stat-ed again on their own; one that is gone, no longer a plain file or over its size cap means a new walk.
   */
  async sources(): Promise<SourceListing> {
    while (this.listing && this.recheck.size > 0) {
      this.rechecking ??= this.recheckListing(this.listing).finally(() => (this.rechecking = undefined));
      await this.rechecking;
    }
    return this.listing ?? this.listSources(this.lastExcludePaths);
  }

  /** The listing for these drafts: the current one (its changed sources stat-ed again) when the drafts are the same. */
  async sourcesFor(excludePaths: string[]): Promise<SourceListing> {
    const same = excludePaths.length === this.lastExcludePaths.length && excludePaths.every((p, i) => p === this.lastExcludePaths[i]);
    return same && this.listing ? this.sources() : this.listSources(excludePaths);
  }

  private async recheckListing(before: SourceListing): Promise<void> {
    const next = await this.rechecked(before);
    // a listing made or dropped meanwhile (invalidate(), listSources()) is newer than this one
    if (this.listing === before) this.listing = next;
  }

  private async rechecked(listing: SourceListing): Promise<SourceListing | undefined> {
    const changed = [...this.recheck];
    this.recheck.clear();
    const stats = new Map<string, { size: number; mtimeMs: number }>();
    for (const abs of changed) {
      const st = await this.fs.stat(abs);
      if (!st || st.kind !== 'file' || st.size > sizeCapFor(this.config, abs).bytes) return undefined;
      stats.set(abs, { size: st.size, mtimeMs: st.mtimeMs });
    }
    return { ...listing, files: listing.files.map((f) => (stats.has(f.absPath) ? { ...f, ...stats.get(f.absPath)! } : f)) };
  }

  /** Whether a real path is a listed source, a skipped one, a draft, or not a source at all. */
  async status(realPath: string): Promise<SourceStatus> {
    await this.sources();
    if (this.drafts.has(realPath)) return { kind: 'draft' };
    return this.listingIndex.get(realPath) ?? { kind: 'not_listed' };
  }

  /**
   * Runs `fn` against a consistent view of the file system: stats are taken once per file and reused,
   * because a chapter's claims re-check the same few files many times. Nested and concurrent runs share it.
   */
  async withSnapshot<T>(fn: () => Promise<T>): Promise<T> {
    this.snapshots++;
    try {
      return await fn();
    } finally {
      if (--this.snapshots === 0 && !this.statsUntilInvalidated) this.inspections.clear();
    }
  }

  /**
   * For an owner that reports every change through invalidate() (the engine: file watchers in the editor, one
   * run in the CLI): stats taken in one run stay valid for the next until a change is reported.
   */
  keepStatsUntilInvalidated(): void {
    this.statsUntilInvalidated = true;
  }

  /**
   * lstat + real path of a path without reading it; undefined when it does not exist. A symlink is resolved
   * with realpath; any other entry is its real parent folder (realpath, cached until invalidate()) + its name.
   */
  inspect(absPath: string): Promise<FileInspection | undefined> {
    if (typeof absPath !== 'string' || absPath.includes('\0')) return Promise.resolve(undefined); // "%00" in a link: no file
    const abs = path.resolve(absPath);
    if (this.snapshots === 0 && !this.statsUntilInvalidated) return this.inspectUncached(abs);
    let pending = this.inspections.get(abs);
    if (!pending) {
      pending = this.inspectUncached(abs);
      this.inspections.set(abs, pending);
    }
    return pending;
  }

  private async inspectUncached(abs: string): Promise<FileInspection | undefined> {
    const st = await this.fs.stat(abs);
    if (!st) return undefined;
    let realPath: string;
    try {
      realPath = st.kind === 'symlink' || path.dirname(abs) === abs ? await this.fs.realpath(abs) : path.join(await this.realDir(path.dirname(abs)), path.basename(abs));
    } catch {
      return undefined; // dangling symlink
    }
    const target = st.kind === 'symlink' ? await this.fs.stat(realPath) : st;
    if (!target) return undefined;
    const kind = target.kind === 'file' || target.kind === 'directory' ? target.kind : 'other';
    return { realPath, kind, size: target.size, mtimeMs: target.mtimeMs };
  }

  /**
   * For a cited path: true only when it lies inside the workspace, outside every exclusion, and nothing is
   * there. An outside or excluded path gets one answer (false) whether or not it exists, so a citation cannot
   * be used to learn what exists outside the warrant.
   */
  async citationMissing(absPath: string): Promise<boolean> {
    if (typeof absPath !== 'string' || absPath.includes('\0')) return false;
    const root = await this.root();
    const abs = path.resolve(root, absPath);
    const rel = relativePath(root, abs);
    if (rel === '' || !isInsideRoot(rel) || this.isExcluded(rel)) return false;
    // The folder it would be in must itself lie inside the workspace (no link on the way leads out).
    let parentReal: string;
    try {
      parentReal = await this.realDir(path.dirname(abs));
    } catch {
      parentReal = '';
    }
    if (parentReal !== '') {
      const realRel = relativePath(root, path.join(parentReal, path.basename(abs)));
      if (!isInsideRoot(realRel) || this.isExcluded(realRel)) return false;
    } else {
      // The folder is missing too: judged by the nearest existing folder above it.
      let dir = path.dirname(path.dirname(abs));
      for (;;) {
        const real = await this.fs.realpath(dir).catch(() => undefined);
        if (real !== undefined) {
          if (!isInsideRoot(relativePath(root, real))) return false;
          break;
        }
        if (dir === root || path.dirname(dir) === dir) break;
        dir = path.dirname(dir);
      }
    }
    return (await this.fs.stat(abs)) === undefined;
  }

  /**
   * Reads and decodes a source (cached while mtime and size are unchanged). Refuses binary/oversized/outside files.
   * `keep: false` reads a text in passing: a cached one is still used, but one read is not added to the cache (a
   * cold build reads more text than the cache holds: keeping each one only promoted it to V8's old generation to
   * be dropped there as garbage, and left the cache holding the last sources listed). A PDF's is always kept.
   */
  async load(absPath: string, { keep = true }: { keep?: boolean } = {}): Promise<SourceDoc> {
    const root = await this.root();
    const info = await this.inspect(absPath);
    if (!info || info.kind !== 'file') throw new SourceLoadError(absPath, 'unreadable', 'not a readable file');
    const realPath = info.realPath;
    // A cached text was inside the (fixed) root when it was read, under the same real path.
    const cached = this.docs.find(realPath);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached;
    const failed = this.failures.get(realPath);
    if (failed && failed.mtimeMs === info.mtimeMs && failed.size === info.size) throw failed.error;
    const relPath = relativePath(root, realPath);
    if (!isInsideRoot(relPath)) throw new SourceLoadError(absPath, realPath === path.resolve(absPath) ? 'out_of_scope' : 'symlink_escape', 'outside the workspace');
    const cap = sizeCapFor(this.config, realPath);
    if (info.size > cap.bytes) throw new SourceLoadError(absPath, 'too_large', `${info.size} bytes > ${cap.name} ${cap.bytes}`);
    // Open once and judge the open descriptor: a file swapped for a link after the checks above is refused,
    // never read through the link.
    let opened: CheckedFile;
    try {
      opened = await this.fs.readChecked(realPath, cap.bytes);
    } catch (e) {
      const code = (e as { code?: unknown }).code;
      if (code === 'ELOOP') throw new SourceLoadError(absPath, 'symlink_escape', 'became a symbolic link while it was read');
      if (code === 'EFBIG') throw new SourceLoadError(absPath, 'too_large', `larger than ${cap.name} ${cap.bytes}`);
      throw new SourceLoadError(absPath, 'unreadable', code === 'ENOTREG' ? 'not a regular file' : (e as Error).message);
    }
    if (opened.realPath !== realPath || !isInsideRoot(relativePath(root, opened.realPath))) {
      throw new SourceLoadError(absPath, 'symlink_escape', 'moved or was replaced while it was read');
    }
    const bytes = opened.data;
    if (isPdfPath(realPath)) return this.loadPdf(absPath, realPath, relPath, opened);
    const text = decodeText(bytes);
    if (text === undefined) throw new SourceLoadError(absPath, 'binary', 'not UTF-8 text (NUL bytes or invalid UTF-8)');
    const doc = sourceDoc({ absPath: realPath, relPath, text, sourceHash: sha256(text), mtimeMs: opened.mtimeMs, size: bytes.byteLength });
    if (keep) this.docs.put(realPath, doc);
    this.logger.debug('source read', { relPath, chars: text.length });
    return doc;
  }

  /** A PDF's extracted text as a source document; a PDF that gives no text is remembered as such until it changes. */
  private async loadPdf(absPath: string, realPath: string, relPath: string, opened: CheckedFile): Promise<SourceDoc> {
    const sourceHash = sha256(opened.data);
    let extraction: PdfExtraction;
    try {
      extraction = await this.pdf.extract(opened.data, sourceHash, relPath);
    } catch (e) {
      if (!(e instanceof PdfExtractionError)) throw e;
      const error = new SourceLoadError(absPath, 'no_text', e.message);
      this.failures.set(realPath, { mtimeMs: opened.mtimeMs, size: opened.data.byteLength, error });
      throw error;
    }
    const text = joinPages(extraction.pages);
    const pages = pageStarts(text);
    const headings = extraction.headings.flatMap((hs, i) => hs.map((h) => ({ start: pages[i]! + h.start, end: pages[i]! + h.end, depth: h.depth })));
    const doc = sourceDoc({
      absPath: realPath,
      relPath,
      text,
      sourceHash,
      mtimeMs: opened.mtimeMs,
      size: opened.data.byteLength,
      pages,
      extractor: extraction.extractor,
      document: parsePdfText(text, headings),
    });
    this.failures.delete(realPath);
    this.docs.put(realPath, doc);
    this.logger.debug('source read', { relPath, chars: text.length, pages: pages.length });
    return doc;
  }

  /** Why a source gave no text at its last read (a PDF that is encrypted, damaged or a scan), or undefined. */
  unreadable(realPath: string): SourceLoadError | undefined {
    return this.failures.get(realPath)?.error;
  }

  /** Loads every listed source (for the discovery index); files that fail to load are reported, not thrown. */
  async loadAll(): Promise<{ docs: SourceDoc[]; skipped: SkippedSource[] }> {
    const listing = await this.sources();
    const loaded = await mapLimit(listing.files, IO_CONCURRENCY, async (f) => {
      try {
        return await this.load(f.absPath);
      } catch (e) {
        if (!(e instanceof SourceLoadError)) throw e;
        return e;
      }
    });
    const docs: SourceDoc[] = [];
    const skipped: SkippedSource[] = [];
    loaded.forEach((result, i) => {
      if (!(result instanceof SourceLoadError)) return void docs.push(result);
      const f = listing.files[i]!;
      const reason = result.reason === 'out_of_scope' ? 'symlink_escape' : result.reason;
      skipped.push({ path: f.absPath, relPath: f.relPath, reason, detail: result.detail });
      this.listingIndex.set(f.absPath, { kind: 'skipped', reason, detail: result.detail });
    });
    if (skipped.length > 0 && this.listing === listing) {
      // What cannot be read is no longer a source: scope-wide searches stop paying for it.
      const failed = new Set(skipped.map((s) => s.path));
      this.listing = { files: listing.files.filter((f) => !failed.has(f.absPath)), skipped: [...listing.skipped, ...skipped].sort(byRelPath) };
    }
    return { docs, skipped };
  }

  /**
   * Forget cached texts (all, or these absolute paths): the next access re-reads. Listed sources alone are stat-ed
   * again at the next listing; any other path (new, a draft, a folder) or no paths drops the listing.
   */
  invalidate(paths?: string[]): void {
    this.inspections.clear();
    // listed sources whose content changed: only they are checked again, not the whole tree (a watcher's change event)
    const listed = paths?.map((p) => path.resolve(p));
    if (this.listing && listed && listed.length > 0 && listed.every((p) => this.listingIndex.get(p)?.kind === 'source')) {
      for (const p of listed) this.recheck.add(p);
    } else {
      this.listing = undefined;
      this.recheck.clear();
      this.dirRealpaths.clear();
    }
    if (!paths) {
      this.docs.clear();
      this.failures.clear();
      return;
    }
    for (const p of paths) {
      const abs = path.resolve(p);
      this.docs.delete(abs);
      this.failures.delete(abs);
      for (const [key, doc] of [...this.docs.entriesInOrder()]) if (doc.absPath === abs || key.startsWith(abs + path.sep)) this.docs.delete(key);
    }
  }

  /** The folded (case/diacritic/whitespace-insensitive) view of a document, LRU-cached by content hash. */
  folded(doc: SourceDoc): FoldedText {
    const hit = this.folds.get(doc.sourceHash);
    if (hit) {
      this.folds.delete(doc.sourceHash);
      this.folds.set(doc.sourceHash, hit);
      return hit;
    }
    const f = foldText(doc.text);
    this.folds.set(doc.sourceHash, f);
    this.foldChars += f.folded.length;
    for (const [key, old] of this.folds) {
      if (this.foldChars <= FOLD_CACHE_CHARS || key === doc.sourceHash) break;
      this.folds.delete(key);
      this.foldChars -= old.folded.length;
    }
    return f;
  }

  hasSourceExtension(p: string): boolean {
    return this.extensions.has(extensionOf(p));
  }

  /** Where to start walking: the root, or the static bases of the configured sources. */
  private walkBases(): Array<{ base: string; explicit: boolean }> {
    const sources = this.config.sources;
    if (sources.length === 0 || sources.includes('.')) return [{ base: '', explicit: false }];
    const bases = sources.map((s) => {
      const scan = picomatch.scan(s);
      return scan.isGlob ? { base: scan.base === '.' ? '' : scan.base, explicit: false } : { base: s, explicit: true };
    });
    const nested = (a: string, b: string) => a !== b && (b === '' || a.startsWith(b + '/'));
    const unique = [...new Map(bases.map((b) => [b.base, b])).values()];
    return unique.filter((b) => !unique.some((o) => nested(b.base, o.base))).sort((a, b) => (a.base < b.base ? -1 : 1));
  }

  private async visit(
    root: string,
    abs: string,
    kind: string,
    explicit: boolean,
    files: SourceFileInfo[],
    skip: (abs: string, reason: SkipReason, detail: string) => void,
  ): Promise<void> {
    const rel = relativePath(root, abs);
    if (kind === 'symlink') {
      // Never followed: a link that leaves the workspace is reported; one inside it is judged at its target.
      let real: string | undefined;
      try {
        real = await this.fs.realpath(abs);
      } catch {
        real = undefined;
      }
      if (real === undefined) skip(abs, 'unreadable', 'dangling symlink');
      else if (!isInsideRoot(relativePath(root, real))) skip(abs, 'symlink_escape', 'symlink leads outside the workspace');
      return;
    }
    if (rel !== '' && this.isExcluded(rel)) {
      if (kind === 'directory' || this.isSourcePath(rel)) skip(abs, 'excluded', 'matches an exclude pattern');
      return;
    }
    if (kind === 'directory') {
      let entries: Array<{ name: string; kind: string }>;
      try {
        entries = await this.fs.readDirectory(abs);
      } catch (e) {
        skip(abs, 'unreadable', (e as Error).message);
        return;
      }
      const subdirs = entries.filter((e) => e.kind === 'directory');
      await mapLimit(entries.filter((e) => e.kind !== 'directory'), IO_CONCURRENCY, (e) => this.visit(root, path.join(abs, e.name), e.kind, false, files, skip));
      for (const dir of subdirs) await this.visit(root, path.join(abs, dir.name), dir.kind, false, files, skip);
      return;
    }
    if (kind !== 'file' || this.drafts.has(abs) || !this.isSourcePath(rel)) return;
    if (!this.extensions.has(extensionOf(abs))) {
      if (explicit) skip(abs, 'unsupported_type', `${extensionOf(abs) || 'no extension'} is not a source type`);
      return;
    }
    const st = await this.fs.stat(abs);
    if (!st) return;
    const cap = sizeCapFor(this.config, abs);
    if (st.size > cap.bytes) {
      skip(abs, 'too_large', `${st.size} bytes > ${cap.name} ${cap.bytes}`);
      return;
    }
    files.push({ absPath: abs, relPath: rel, size: st.size, mtimeMs: st.mtimeMs });
  }

  private realDir(dir: string): Promise<string> {
    let real = this.dirRealpaths.get(dir);
    if (!real) {
      real = this.fs.realpath(dir);
      real.catch(() => this.dirRealpaths.delete(dir));
      this.dirRealpaths.set(dir, real);
    }
    return real;
  }

  private async realOrResolved(p: string): Promise<string> {
    try {
      return await this.fs.realpath(path.resolve(p));
    } catch {
      return path.resolve(p);
    }
  }
}

export function isPdfPath(p: string): boolean {
  return extensionOf(p) === '.pdf';
}

/** The size cap of a source: PDFs (larger for the same text) have their own. */
export function sizeCapFor(config: Pick<ResolvedConfig, 'maxFileBytes' | 'maxPdfBytes'>, p: string): { name: string; bytes: number } {
  return isPdfPath(p) ? { name: 'maxPdfBytes', bytes: config.maxPdfBytes ?? DEFAULT_MAX_PDF_BYTES } : { name: 'maxFileBytes', bytes: config.maxFileBytes };
}

/** UTF-8 text without BOM, or undefined for binary content (NUL bytes, invalid UTF-8). */
export function decodeText(bytes: Uint8Array): string | undefined {
  if (bytes.includes(0)) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return undefined;
  }
}

/** The kernel's name for the shared line-start rule (after \n, \r\n or a lone \r). */
export const lineStartsOf = lineStarts;

/**
 * A source read, with its line starts found when first asked for (a span's line and range): a cold build reads
 * every source and asks for none, and an array of a number per line for every source of 100 MB was garbage it made
 * for nothing.
 */
function sourceDoc(fields: Omit<SourceDoc, 'lineStarts'>): SourceDoc {
  let lines: number[] | undefined;
  return Object.defineProperty(fields as SourceDoc, 'lineStarts', { get: () => (lines ??= lineStartsOf(fields.text)), enumerable: true });
}

function byRelPath(a: { relPath: string }, b: { relPath: string }): number {
  return a.relPath < b.relPath ? -1 : a.relPath > b.relPath ? 1 : 0;
}

/** Maps with at most `limit` calls in flight; results in input order. */
async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
