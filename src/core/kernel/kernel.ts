// The scoped search kernel: the only per-claim code that reads sources. Every operation is checked against
// the claim's warrant before it touches anything, charged to the warrant's budgets and appended to the trace.
import * as path from 'node:path';
import type { CandidateWindow, Operation, TraceEvent, Warrant, WarrantUsage } from '../model';
import type { Logger } from '../ports';
import { sha256 } from '../util/hash';
import { foldQuery, literalPattern, matchAll, sourceRange } from './fold';
import { exclusionMatcher, extensionOf, isInsideRoot, relativePath } from './paths';
import { sizeCapFor, SourceLoadError, type SourceDoc, type SourceStore } from './source-store';
import { BOUNDARY_CODES, WarrantViolation, type ViolationCode } from './violation';

/** Largest window around a hit (chars); a window is a search result, not evidence. */
export const MAX_WINDOW_CHARS = 600;
/** Largest window readWindow returns. */
export const MAX_READ_WINDOW_CHARS = 2000;
const CONTEXT_CHARS = 240;
const DEFAULT_MAX_HITS = 20;
const DEFAULT_MAX_HITS_PER_FILE = 5;
const MAX_HITS_LIMIT = 200;
const MAX_PHRASE_CHARS = 500;
const MAX_TERMS = 16;
const MAX_TERM_CHARS = 64;
const MAX_NEAR_DISTANCE = 1000;

export interface SearchOptions {
  /** Absolute (or workspace-relative) files to search; default: every source in the warrant's scope. */
  files?: string[];
  maxHits?: number;
  /** Windows from one file (default 5), so one repetitive file cannot crowd out the rest. */
  maxHitsPerFile?: number;
}

export interface TextSearchOptions extends SearchOptions {
  /** Distinct terms that must co-occur in a window (default: half of the terms, at least 1). */
  minTerms?: number;
  /** Largest distance from the first to the last co-occurring term (default 300, at most 600). */
  maxSpanChars?: number;
}

interface OpContext {
  files: Set<string>; // workspace-relative paths touched by this operation
  charsRead: number;
  charsReturned: number;
  windows: CandidateWindow[];
  skipped: number; // binary files passed over in a scope-wide scan
}

interface Target {
  realPath: string;
  relPath: string;
}

export class ScopedSearchKernel {
  private readonly events: TraceEvent[] = [];
  private readonly touched = new Set<string>();
  private opsUsed = 0;
  private charsRead = 0;
  private charsReturned = 0;
  private refusals = 0;
  private exhausted = false;
  private readonly isExcluded: (rel: string) => boolean;
  private realRoots: Promise<string[]> | undefined;
  private realFiles: Promise<string[]> | undefined;
  private realWorkspace: Promise<string> | undefined;
  /** The warrant's allowed files (or roots) as paths under the workspace root, for the lexical scope check. */
  private lexicalScope: string[] | undefined;

  constructor(
    readonly warrant: Warrant,
    private readonly store: SourceStore,
    private readonly logger: Logger,
  ) {
    this.isExcluded = exclusionMatcher(warrant.exclude);
  }

  /** Sources in the warrant's scope (no file is read). */
  listFiles(): Promise<string[]> {
    return this.run('list_files', {}, async () => {
      const files = (await this.scopeTargets()).map((t) => t.realPath);
      return { value: files, summary: `${files.length} files in scope` };
    });
  }

  /** Case-, diacritic- and whitespace-insensitive literal search. */
  searchPhrase(phrase: string, opts: SearchOptions = {}): Promise<CandidateWindow[]> {
    return this.run('search_phrase', { phrase: this.auditText(phrase), ...this.scopeArgs(opts) }, async (ctx) => {
      const needle = typeof phrase === 'string' ? foldQuery(phrase) : '';
      if (needle.length === 0 || needle.length > MAX_PHRASE_CHARS) {
        throw new WarrantViolation('operation_not_allowed', `search_phrase needs a phrase of 1-${MAX_PHRASE_CHARS} characters`);
      }
      const pattern = literalPattern(needle, { wordBoundaries: false, prefix: false });
      const maxHits = clampHits(opts.maxHits);
      const perFile = clampHits(opts.maxHitsPerFile ?? DEFAULT_MAX_HITS_PER_FILE);
      for (const target of await this.targets(opts.files)) {
        if (ctx.windows.length >= maxHits) break;
        const doc = await this.scanInScope(ctx, target, opts.files === undefined);
        if (!doc) continue;
        const folded = this.store.folded(doc);
        const limit = Math.min(maxHits, ctx.windows.length + perFile);
        let lastEnd = -1;
        for (const m of matchAll(folded.folded, pattern)) {
          if (ctx.windows.length >= limit) break;
          const hit = sourceRange(folded, m.from, m.to);
          if (hit.start < lastEnd) continue; // already inside the previous window
          lastEnd = this.emit(ctx, windowAround(doc, hit.start, hit.end), doc, 'search_phrase', phrase).end;
        }
      }
      return { value: ctx.windows, summary: hitSummary(ctx) };
    });
  }

  /**
   * Windows where at least `minTerms` distinct terms co-occur. Terms are literal words or phrases,
   * optionally with one trailing `*` (prefix match); nothing else is a pattern.
   */
  searchText(terms: string[], opts: TextSearchOptions = {}): Promise<CandidateWindow[]> {
    return this.run('search_text', { terms: this.auditText(JSON.stringify(terms)), ...this.scopeArgs(opts) }, async (ctx) => {
      const parsed = parseTerms(terms);
      const minTerms = Math.min(parsed.length, Math.max(1, Math.floor(opts.minTerms ?? Math.ceil(parsed.length / 2))));
      const maxSpan = Math.min(MAX_WINDOW_CHARS, Math.max(1, Math.floor(opts.maxSpanChars ?? 300)));
      const maxHits = clampHits(opts.maxHits);
      const perFile = clampHits(opts.maxHitsPerFile ?? DEFAULT_MAX_HITS_PER_FILE);
      const scored: Array<{ window: CandidateWindow; distinct: number }> = [];
      for (const target of await this.targets(opts.files)) {
        if (scored.length >= maxHits) break;
        const doc = await this.scanInScope(ctx, target, opts.files === undefined);
        if (!doc) continue;
        const folded = this.store.folded(doc);
        const occurrences = parsed.flatMap((term, index) => matchAll(folded.folded, term.pattern).map((o) => ({ ...o, term: index })));
        occurrences.sort((a, b) => a.from - b.from || a.term - b.term);
        const best = clusters(occurrences, minTerms, maxSpan)
          .sort((a, b) => b.distinct - a.distinct || a.from - b.from)
          .slice(0, perFile)
          .sort((a, b) => a.from - b.from);
        for (const cluster of best) {
          if (scored.length >= maxHits) break;
          const hit = sourceRange(folded, cluster.from, cluster.to);
          const window = this.emit(ctx, windowAround(doc, hit.start, hit.end), doc, 'search_text', terms.join(' '));
          scored.push({ window, distinct: cluster.distinct });
        }
      }
      const ranked = scored.sort((a, b) => b.distinct - a.distinct).map((s) => s.window);
      return { value: ranked, summary: hitSummary(ctx) };
    });
  }

  /** Exactly `source.slice(start, end)` (clamped to the file and to MAX_READ_WINDOW_CHARS). */
  readWindow(absPath: string, start: number, end: number): Promise<CandidateWindow> {
    return this.run('read_window', { path: this.auditPath(absPath), start: String(start), end: String(end) }, async (ctx) => {
      if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end < start) {
        throw new WarrantViolation('operation_not_allowed', `read_window needs integer offsets 0 <= start <= end (got ${start}, ${end})`);
      }
      const [target] = await this.targets([absPath]);
      const doc = await this.scan(ctx, target!, Math.min(end - start, MAX_READ_WINDOW_CHARS));
      const from = snapToCodePoint(doc.text, Math.min(start, doc.text.length));
      const to = snapToCodePoint(doc.text, Math.min(end, doc.text.length, from + MAX_READ_WINDOW_CHARS));
      const window = this.emit(ctx, { start: from, end: to }, doc, 'read_window', `${start}-${end}`);
      return { value: window, summary: `read ${window.end - window.start} chars of ${target!.relPath}` };
    });
  }

  /** Headings (Markdown ATX/setext, AsciiDoc, Org, reStructuredText) containing `text`, with the start of their section. */
  findHeading(absPath: string | undefined, text: string, opts: { maxHits?: number; maxHitsPerFile?: number } = {}): Promise<CandidateWindow[]> {
    const scope = absPath === undefined ? {} : { files: [absPath] };
    return this.run('find_heading', { text: this.auditText(text), ...this.scopeArgs(scope) }, async (ctx) => {
      const needle = typeof text === 'string' ? foldQuery(text) : '';
      if (needle.length === 0 || needle.length > MAX_PHRASE_CHARS) {
        throw new WarrantViolation('operation_not_allowed', `find_heading needs a text of 1-${MAX_PHRASE_CHARS} characters`);
      }
      const maxHits = clampHits(opts.maxHits);
      const perFile = clampHits(opts.maxHitsPerFile ?? DEFAULT_MAX_HITS_PER_FILE);
      for (const target of await this.targets(scope.files)) {
        if (ctx.windows.length >= maxHits) break;
        const doc = await this.scanInScope(ctx, target, absPath === undefined);
        if (!doc) continue;
        const limit = Math.min(maxHits, ctx.windows.length + perFile);
        const heads = headings(doc);
        heads.forEach((h, i) => {
          if (ctx.windows.length >= limit || !foldQuery(h.title).includes(needle)) return;
          const sectionEnd = i + 1 < heads.length ? heads[i + 1]!.start : doc.text.length;
          const end = snapEndToLine(doc.text, h.start, Math.min(sectionEnd, h.start + MAX_WINDOW_CHARS));
          this.emit(ctx, { start: h.start, end }, doc, 'find_heading', text);
        });
      }
      return { value: ctx.windows, summary: hitSummary(ctx) };
    });
  }

  /** Windows in one file where termA and termB occur at most `maxDistanceChars` apart (at most 1000). */
  findNear(absPath: string, termA: string, termB: string, maxDistanceChars: number): Promise<CandidateWindow[]> {
    const args = { path: this.auditPath(absPath), terms: this.auditText(JSON.stringify([termA, termB])), distance: String(maxDistanceChars) };
    return this.run('find_near', args, async (ctx) => {
      const [a, b] = parseTerms([termA, termB]);
      const distance = Math.min(MAX_NEAR_DISTANCE, Math.max(0, Math.floor(Number.isFinite(maxDistanceChars) ? maxDistanceChars : 0)));
      const [target] = await this.targets([absPath]);
      const doc = await this.scan(ctx, target!);
      const folded = this.store.folded(doc);
      const occA = matchAll(folded.folded, a!.pattern);
      const occB = matchAll(folded.folded, b!.pattern);
      let lastEnd = -1;
      for (const x of occA) {
        if (ctx.windows.length >= DEFAULT_MAX_HITS) break;
        const y = occB.find((o) => gap(x, o) <= distance && (o.from !== x.from || o.to !== x.to));
        if (!y) continue;
        const hit = sourceRange(folded, Math.min(x.from, y.from), Math.max(x.to, y.to));
        if (hit.start < lastEnd) continue;
        lastEnd = this.emit(ctx, windowAround(doc, hit.start, hit.end), doc, 'find_near', `${termA} ~ ${termB}`).end;
      }
      return { value: ctx.windows, summary: hitSummary(ctx) };
    });
  }

  usage(): WarrantUsage {
    return {
      id: this.warrant.id,
      opsUsed: this.opsUsed,
      filesTouched: this.touched.size,
      charsRead: this.charsRead,
      charsReturned: this.charsReturned,
      exhausted: this.exhausted,
      refusals: this.refusals,
    };
  }

  trace(): TraceEvent[] {
    return this.events.map((e) => ({ ...e, args: { ...e.args }, files: [...e.files] }));
  }

  // ---------- the checked operation wrapper ----------

  private async run<T>(op: Operation, args: Record<string, string>, body: (ctx: OpContext) => Promise<{ value: T; summary: string }>): Promise<T> {
    const ctx: OpContext = { files: new Set(), charsRead: 0, charsReturned: 0, windows: [], skipped: 0 };
    try {
      if (this.exhausted) throw new WarrantViolation('budget_exhausted', 'the warrant is exhausted: the claim abstains');
      if (!this.warrant.allowedOperations.includes(op)) throw new WarrantViolation('operation_not_allowed', `${op} is not allowed by warrant ${this.warrant.id}`);
      if (this.opsUsed >= this.warrant.budgets.maxSearchOps) this.exhaust('maxSearchOps', this.warrant.budgets.maxSearchOps);
      this.opsUsed++;
      const { value, summary } = await body(ctx);
      this.record(op, args, ctx, 'ok', summary, null);
      return value;
    } catch (e) {
      if (e instanceof WarrantViolation) {
        const exhausted = e.code === 'budget_exhausted';
        if (!exhausted) this.refusals++;
        const status = exhausted ? 'exhausted' : 'refused';
        this.record(BOUNDARY_CODES.has(e.code) ? 'boundary' : op, args, ctx, status, exhausted ? hitSummary(ctx) : 'refused', `${e.code}: ${e.detail}`);
        this.logger.debug(`kernel ${status}`, { warrantId: this.warrant.id, op, code: e.code });
        throw ctx.windows.length > 0 && e.partial.length === 0 ? new WarrantViolation(e.code, e.detail, [...ctx.windows]) : e;
      }
      this.record(op, args, ctx, 'error', 'error', (e as Error).message);
      throw e;
    }
  }

  private record(op: TraceEvent['op'], args: Record<string, string>, ctx: OpContext, status: TraceEvent['status'], result: string, reason: string | null): void {
    this.events.push({
      seq: this.events.length,
      warrantId: this.warrant.id,
      op,
      args,
      files: [...ctx.files].sort(),
      charsRead: ctx.charsRead,
      charsReturned: ctx.charsReturned,
      result,
      status,
      reason,
    });
  }

  private exhaust(budget: string, limit: number): never {
    this.exhausted = true;
    throw new WarrantViolation('budget_exhausted', `${budget} (${limit}) reached: the claim abstains`);
  }

  // ---------- scope checks (no file content is read here) ----------

  /** Checks every requested file before any is read; default: the sources in scope. */
  private async targets(files: string[] | undefined): Promise<Target[]> {
    if (files === undefined) return this.scopeTargets();
    return this.checkAll(files);
  }

  private async scopeTargets(): Promise<Target[]> {
    if (this.warrant.allowedFiles) {
      return this.checkAll(this.warrant.allowedFiles);
    }
    const roots = await this.allowedRealRoots();
    const root = await this.realWorkspaceRoot();
    const listing = await this.store.sources();
    return listing.files
      .filter((f) => roots.some((r) => isWithin(f.absPath, r)) && !this.isExcluded(relativePath(root, f.absPath)))
      .map((f) => ({ realPath: f.absPath, relPath: relativePath(root, f.absPath) }));
  }

  /** Checks paths concurrently; the first refusal in request order wins; duplicates collapse. */
  private async checkAll(files: readonly string[]): Promise<Target[]> {
    const settled = await Promise.allSettled(files.map((f) => this.checkPath(f)));
    const targets = new Map<string, Target>();
    for (const s of settled) {
      if (s.status === 'rejected') throw s.reason;
      targets.set(s.value.realPath, s.value);
    }
    return [...targets.values()];
  }

  private async checkPath(requested: string): Promise<Target> {
    const w = this.warrant;
    const root = w.workspaceRoot;
    if (typeof requested !== 'string' || requested.length === 0 || requested.includes('\0')) {
      throw new WarrantViolation('out_of_scope', 'not a file path');
    }
    const realRoot = await this.realWorkspaceRoot();
    // A real path (as listings return) names the same entry as its path under the workspace root.
    const viaRoot = (p: string) => {
      const resolved = path.resolve(root, p);
      const underRealRoot = relativePath(realRoot, resolved);
      return !isInsideRoot(relativePath(root, resolved)) && isInsideRoot(underRealRoot) ? path.join(root, underRealRoot) : resolved;
    };
    const abs = viaRoot(requested);
    const rel = relativePath(root, abs);
    const shown = isInsideRoot(rel) ? rel : abs;
    this.lexicalScope ??= (w.allowedFiles ?? w.allowedRoots).map(viaRoot);
    const lexicalAllowed = w.allowedFiles ? this.lexicalScope.includes(abs) : this.lexicalScope.some((r) => isWithin(abs, r));
    if (!isInsideRoot(rel) || !lexicalAllowed) throw new WarrantViolation('out_of_scope', `${shown} is outside the warrant's scope`);
    if (this.isExcluded(rel)) throw new WarrantViolation('excluded', `${rel} matches an exclude pattern`);

    const info = await this.store.inspect(abs);
    if (!info) {
      // A dangling link gets the answer of a link that leads outside: whether its target exists is not told.
      const own = await this.store.fs.stat(abs).catch(() => undefined);
      if (own?.kind === 'symlink') throw new WarrantViolation('symlink_escape', `${rel} resolves outside the warrant's scope`);
      throw new WarrantViolation('out_of_scope', `${rel} does not exist`);
    }
    const realRel = relativePath(realRoot, info.realPath);
    const escaped = realRel !== rel; // a symlink on the way changed where the path leads
    const realRoots = await this.allowedRealRoots();
    const realFiles = w.allowedFiles ? await this.allowedRealFiles() : undefined;
    const realAllowed = realFiles ? realFiles.includes(info.realPath) : realRoots.some((r) => isWithin(info.realPath, r));
    if (!isInsideRoot(realRel) || !realAllowed) {
      throw new WarrantViolation(escaped ? 'symlink_escape' : 'out_of_scope', `${rel} resolves outside the warrant's scope`);
    }
    if (this.isExcluded(realRel)) throw new WarrantViolation('excluded', `${rel} resolves to ${realRel}, which matches an exclude pattern`);
    if (info.kind !== 'file') throw new WarrantViolation('unsupported_type', `${rel} is not a regular file`);
    if (!this.store.hasSourceExtension(abs) || !this.store.hasSourceExtension(info.realPath)) {
      throw new WarrantViolation('unsupported_type', `${extensionOf(info.realPath) || 'no extension'} is not a source type`);
    }
    const cap = sizeCapFor(w, info.realPath);
    if (info.size > cap.bytes) throw new WarrantViolation('too_large', `${rel} has ${info.size} bytes > ${cap.name} ${cap.bytes}`);
    const status = await this.store.status(info.realPath);
    if (status.kind === 'draft') throw new WarrantViolation('excluded', `${realRel} is a draft being verified, never evidence`);
    if (status.kind === 'skipped') throw new WarrantViolation(status.reason === 'unreadable' ? 'out_of_scope' : status.reason, `${realRel}: ${status.detail}`);
    if (status.kind === 'not_listed') throw new WarrantViolation('out_of_scope', `${realRel} is not a configured source`);
    return { realPath: info.realPath, relPath: realRel };
  }

  /** The workspace root with symlinks resolved: real paths are judged against it. */
  private realWorkspaceRoot(): Promise<string> {
    this.realWorkspace ??= this.store.inspect(this.warrant.workspaceRoot).then((info) => info?.realPath ?? this.warrant.workspaceRoot);
    return this.realWorkspace;
  }

  private allowedRealRoots(): Promise<string[]> {
    this.realRoots ??= this.realPathsInWorkspace(this.warrant.allowedRoots);
    return this.realRoots;
  }

  private allowedRealFiles(): Promise<string[]> {
    this.realFiles ??= this.realPathsInWorkspace(this.warrant.allowedFiles ?? []);
    return this.realFiles;
  }

  /** Real paths of existing entries that stay inside the workspace (a scope entry that escapes it is dropped). */
  private async realPathsInWorkspace(paths: readonly string[]): Promise<string[]> {
    const realRoot = await this.realWorkspaceRoot();
    const out: string[] = [];
    for (const p of paths) {
      const info = await this.store.inspect(path.resolve(this.warrant.workspaceRoot, p));
      if (info && isInsideRoot(relativePath(realRoot, info.realPath))) out.push(info.realPath);
    }
    return out;
  }

  // ---------- charged reads and returns ----------

  /**
   * A scope-wide scan passes over binary files and PDFs without text (still charged as touched: their bytes were read);
   * a file the caller named explicitly is refused instead.
   */
  private async scanInScope(ctx: OpContext, target: Target, scopeWide: boolean): Promise<SourceDoc | undefined> {
    try {
      return await this.scan(ctx, target);
    } catch (e) {
      if (scopeWide && e instanceof WarrantViolation && (e.code === 'binary' || e.code === 'no_text')) {
        ctx.skipped++;
        return undefined;
      }
      throw e;
    }
  }

  /** Reads a checked file, charging it as touched and its characters as read (or `chargeChars`). */
  private async scan(ctx: OpContext, target: Target, chargeChars?: number): Promise<SourceDoc> {
    const b = this.warrant.budgets;
    if (!this.touched.has(target.realPath) && this.touched.size >= b.maxFilesTouched) this.exhaust('maxFilesTouched', b.maxFilesTouched);
    this.touched.add(target.realPath);
    ctx.files.add(target.relPath);
    let doc: SourceDoc;
    try {
      doc = await this.store.load(target.realPath);
    } catch (e) {
      if (e instanceof SourceLoadError) {
        const code: ViolationCode = e.reason === 'unreadable' ? 'out_of_scope' : e.reason;
        throw new WarrantViolation(code, `${target.relPath}: ${e.detail}`);
      }
      throw e;
    }
    const charge = Math.min(chargeChars ?? doc.text.length, doc.text.length);
    if (this.charsRead + charge > b.maxCharsRead) this.exhaust('maxCharsRead', b.maxCharsRead);
    this.charsRead += charge;
    ctx.charsRead += charge;
    return doc;
  }

  /** Builds a window over exact source offsets and charges it to maxCharsReturned. */
  private emit(ctx: OpContext, range: { start: number; end: number }, doc: SourceDoc, op: Operation, query: string): CandidateWindow {
    const text = doc.text.slice(range.start, range.end);
    const b = this.warrant.budgets;
    if (this.charsReturned + text.length > b.maxCharsReturned) this.exhaust('maxCharsReturned', b.maxCharsReturned);
    this.charsReturned += text.length;
    ctx.charsReturned += text.length;
    const window: CandidateWindow = {
      sourcePath: doc.absPath,
      relPath: doc.relPath,
      start: range.start,
      end: range.end,
      text,
      op,
      query,
      warrantId: this.warrant.id,
      sourceHash: doc.sourceHash,
    };
    ctx.windows.push(window);
    return window;
  }

  // ---------- audit ----------

  private auditText(value: unknown): string {
    const text = typeof value === 'string' ? value : String(value);
    return this.warrant.audit.hashQueryTerms ? sha256(text) : text;
  }

  /** Paths are not query terms: workspace-relative when inside, as requested when not (a refused attempt stays visible). */
  private auditPath(p: unknown): string {
    if (typeof p !== 'string') return String(p);
    const rel = relativePath(this.warrant.workspaceRoot, path.resolve(this.warrant.workspaceRoot, p));
    return isInsideRoot(rel) ? rel : p;
  }

  private scopeArgs(opts: SearchOptions): Record<string, string> {
    return opts.files === undefined ? { scope: 'warrant' } : { scope: `files:${opts.files.length}` };
  }
}

// ---------- pure helpers ----------

function isWithin(p: string, container: string): boolean {
  return isInsideRoot(relativePath(container, p));
}

function clampHits(maxHits: number | undefined): number {
  return Math.min(MAX_HITS_LIMIT, Math.max(1, Math.floor(maxHits ?? DEFAULT_MAX_HITS)));
}

function hitSummary(ctx: OpContext): string {
  const skipped = ctx.skipped > 0 ? `, ${ctx.skipped} binary skipped` : '';
  return `${ctx.windows.length} hits in ${new Set(ctx.windows.map((w) => w.relPath)).size} files (${ctx.files.size} scanned${skipped})`;
}

interface Term {
  text: string; // folded
  pattern: RegExp; // built by literalPattern: escaped literal, word boundaries, optional prefix
}

/** Literal terms with an optional trailing `*`; anything else is refused (no user regex). */
function parseTerms(terms: unknown): Term[] {
  if (!Array.isArray(terms) || terms.length === 0 || terms.length > MAX_TERMS) {
    throw new WarrantViolation('operation_not_allowed', `search needs 1-${MAX_TERMS} terms`);
  }
  return terms.map((raw) => {
    if (typeof raw !== 'string') throw new WarrantViolation('operation_not_allowed', 'search terms must be strings');
    const prefix = raw.trimEnd().endsWith('*');
    const text = foldQuery(prefix ? raw.trimEnd().slice(0, -1) : raw);
    if (text.length === 0 || text.length > MAX_TERM_CHARS || text.includes('*') || (prefix && text.length < 2)) {
      throw new WarrantViolation('operation_not_allowed', `term not allowed: a literal of 1-${MAX_TERM_CHARS} characters with at most a trailing "*" (prefix of 2+ characters)`);
    }
    return { text, pattern: literalPattern(text, { wordBoundaries: true, prefix }) };
  });
}

interface Occurrence {
  from: number; // folded offsets
  to: number;
}

/** Non-overlapping runs of occurrences spanning at most maxSpan chars with at least minTerms distinct terms. */
function clusters(occ: Array<Occurrence & { term: number }>, minTerms: number, maxSpan: number): Array<Occurrence & { distinct: number }> {
  const out: Array<Occurrence & { distinct: number }> = [];
  let i = 0;
  while (i < occ.length) {
    const seen = new Set<number>();
    let j = i;
    let to = occ[i]!.to;
    while (j < occ.length && occ[j]!.to - occ[i]!.from <= maxSpan) {
      seen.add(occ[j]!.term);
      to = Math.max(to, occ[j]!.to);
      j++;
    }
    if (seen.size >= minTerms) {
      out.push({ from: occ[i]!.from, to, distinct: seen.size });
      i = j;
    } else {
      i++;
    }
  }
  return out;
}

function gap(a: Occurrence, b: Occurrence): number {
  return a.from <= b.from ? Math.max(0, b.from - a.to) : Math.max(0, a.from - b.to);
}

/** A bounded window around [start, end), snapped to sentence or line boundaries where possible. */
export function windowAround(doc: { text: string }, start: number, end: number): { start: number; end: number } {
  const text = doc.text;
  const room = Math.max(0, MAX_WINDOW_CHARS - (end - start));
  const side = Math.min(CONTEXT_CHARS, Math.floor(room / 2));
  let from = start;
  const lo = Math.max(0, start - side);
  for (let i = start - 1; i >= lo; i--) {
    const c = text[i]!;
    if (c === '\n' || c === '\r' || (/\s/.test(c) && /[.!?]/.test(text[i - 1] ?? ''))) break;
    from = i;
  }
  if (from === lo && lo > 0) {
    const space = text.slice(lo, start).search(/\s/); // do not start mid-word
    if (space >= 0) from = lo + space + 1;
  }
  let to = end;
  const hi = Math.min(text.length, end + side);
  for (let i = end; i < hi; i++) {
    const c = text[i]!;
    if (c === '\n' || c === '\r') break;
    to = i + 1;
    if (/[.!?]/.test(c) && (i + 1 >= text.length || /\s/.test(text[i + 1]!))) break;
  }
  if (to === hi && hi < text.length && /\S/.test(text[hi]!)) {
    const lastSpace = text.slice(end, hi).search(/\s\S*$/);
    if (lastSpace >= 0) to = end + lastSpace;
  }
  while (from < start && /\s/.test(text[from]!)) from++;
  while (to > end && /\s/.test(text[to - 1]!)) to--;
  return { start: snapToCodePoint(text, from), end: snapToCodePoint(text, to) };
}

/** Moves an offset off the middle of a surrogate pair (backwards). */
function snapToCodePoint(text: string, offset: number): number {
  const c = text.charCodeAt(offset);
  return offset > 0 && c >= 0xdc00 && c <= 0xdfff && isHighSurrogate(text.charCodeAt(offset - 1)) ? offset - 1 : offset;
}

function isHighSurrogate(c: number): boolean {
  return c >= 0xd800 && c <= 0xdbff;
}

/** End of a section window: `limit`, pulled back to the last line break after `start`, without trailing whitespace. */
function snapEndToLine(text: string, start: number, limit: number): number {
  let end = limit;
  if (limit < text.length) {
    const lastBreak = text.lastIndexOf('\n', limit - 1);
    if (lastBreak > start) end = lastBreak;
  }
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  return snapToCodePoint(text, end);
}

interface Heading {
  start: number; // offset of the heading line
  title: string;
}

/** Heading lines of a document, in order. */
function headings(doc: SourceDoc): Heading[] {
  const out: Heading[] = [];
  const lines = doc.lineStarts.map((s, i) => {
    const next = doc.lineStarts[i + 1] ?? doc.text.length;
    return { start: s, text: doc.text.slice(s, next).replace(/\r?\n$|\r$/, '') };
  });
  const ext = extensionOf(doc.absPath);
  const marker = ext === '.adoc' ? /^={1,6}[ \t]+(.+)$/ : ext === '.org' ? /^\*+[ \t]+(.+)$/ : /^ {0,3}#{1,6}[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/;
  lines.forEach((line, i) => {
    const atx = marker.exec(line.text);
    if (atx) {
      out.push({ start: line.start, title: atx[1]! });
      return;
    }
    const under = lines[i + 1]?.text ?? '';
    if (line.text.trim() && /^(=+|-+|~+|\^+|\*+|#+)[ \t]*$/.test(under) && under.trim().length >= Math.min(3, line.text.trim().length)) {
      out.push({ start: line.start, title: line.text.trim() });
    }
  });
  return out;
}

