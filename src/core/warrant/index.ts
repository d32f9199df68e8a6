// The warrant compiler: per evidence-bearing claim, an immutable, validated statement of where the kernel
// may look, what it may do and how much. Pure and deterministic: same input, same warrant and id.
import * as path from 'node:path';
import picomatch from 'picomatch';
import type { ResolvedConfig } from '../config/schema';
import { WARRANT_VERSION, WarrantSchema, type Budgets, type Claim, type Operation, type PageRange, type Warrant } from '../model';
import { shortId } from '../util/hash';

export const SUPPORT_OPERATIONS: readonly Operation[] = ['list_files', 'search_phrase', 'search_text', 'read_window', 'find_heading', 'find_near'];
/** Counter-evidence search is targeted: no corpus listing, no heading browsing. */
export const REFUTATION_OPERATIONS: readonly Operation[] = ['search_phrase', 'search_text', 'read_window', 'find_near'];

export interface CompileWarrantInput {
  claim: Claim;
  config: ResolvedConfig;
  queryTerms: string[];
  kind?: 'support' | 'refutation';
  /** Absolute files the claim cites: the warrant is narrowed to exactly these. */
  scopeFiles?: string[];
  /** For a refutation warrant: the claim's support warrant, whose scope it may only narrow. */
  supportWarrant?: Warrant;
  /** Per absolute cited file, the pages a page locator allows ("[@key, p. 12]"). */
  pages?: Record<string, PageRange[]>;
}

export class WarrantCompileError extends Error {
  override readonly name = 'WarrantCompileError';
}

export function compileWarrant(input: CompileWarrantInput): Warrant {
  const { claim, config } = input;
  const kind = input.kind ?? 'support';
  const root = path.resolve(config.root);
  const configRoots = sourceRoots(config);
  const files = input.scopeFiles && input.scopeFiles.length > 0 ? uniqueSorted(input.scopeFiles.map((f) => path.resolve(root, f))) : null;

  if (kind === 'refutation') {
    const parent = input.supportWarrant;
    const outer = parent ? (parent.allowedFiles ?? parent.allowedRoots) : configRoots;
    for (const f of files ?? []) {
      if (!outer.some((r) => isInside(f, r))) {
        throw new WarrantCompileError(`a refutation warrant may only narrow the support scope: ${f} is outside it`);
      }
    }
  }
  const inherited = kind === 'refutation' && !files ? input.supportWarrant : undefined;
  const allowedFiles = files ?? inherited?.allowedFiles ?? null;
  const allowedRoots = allowedFiles ?? inherited?.allowedRoots ?? configRoots;

  const draftRel = toPosix(path.relative(root, path.resolve(root, claim.documentPath)));
  const draftExclude = draftRel && !draftRel.startsWith('../') ? [escapeGlob(draftRel)] : [];
  const content: Omit<Warrant, 'id'> = {
    version: WARRANT_VERSION,
    kind,
    claimId: claim.id,
    claimHash: claim.hash,
    purpose:
      kind === 'support'
        ? `Find a verbatim span in the allowed sources that carries claim ${claim.id}.`
        : `Look for counter-evidence that contradicts or narrows claim ${claim.id}.`,
    workspaceRoot: root,
    allowedRoots: [...allowedRoots],
    allowedFiles: allowedFiles ? [...allowedFiles] : null,
    allowedPages: allowedPagesOf(input.pages, allowedFiles, root),
    exclude: [...new Set([...config.exclude, ...draftExclude])],
    allowedOperations: [...(kind === 'support' ? SUPPORT_OPERATIONS : REFUTATION_OPERATIONS)],
    allowedModels: [],
    queryTerms: [...input.queryTerms],
    budgets: kind === 'support' ? { ...config.budgets } : refutationBudgets(config.budgets),
    maxFileBytes: config.maxFileBytes,
    ...(config.maxPdfBytes !== undefined ? { maxPdfBytes: config.maxPdfBytes } : {}),
    returnPolicy: 'verbatim_spans_only',
    retention: config.retention.default,
    audit: { hashQueryTerms: !config.plainQueryTerms },
    onExhaustion: 'abstain',
  };
  const warrant = WarrantSchema.parse({ id: shortId('warrant', stableJson(content)), ...content });
  return deepFreeze(warrant);
}

/** The page ranges that apply to files of the warrant's scope; undefined (no field, same id as before) when none. */
function allowedPagesOf(pages: Record<string, PageRange[]> | undefined, files: readonly string[] | null, root: string): Record<string, PageRange[]> | undefined {
  if (!pages || !files) return undefined;
  const out: Record<string, PageRange[]> = {};
  for (const [file, ranges] of Object.entries(pages)) {
    const abs = path.resolve(root, file);
    if (files.includes(abs) && ranges.length > 0) out[abs] = ranges.map((r) => ({ from: r.from, to: r.to }));
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The pages each cited file is narrowed to by its citations' page locators (a file also cited without one: all pages). */
export function pagesOf(claim: Claim): Record<string, PageRange[]> | undefined {
  const out: Record<string, PageRange[]> = {};
  const unrestricted = new Set<string>();
  for (const c of claim.citations) {
    if (!c.resolvedPath) continue;
    if (!c.pages || c.pages.length === 0) unrestricted.add(c.resolvedPath);
    else (out[c.resolvedPath] ??= []).push(...c.pages);
  }
  for (const f of unrestricted) delete out[f];
  return Object.keys(out).length > 0 ? out : undefined;
}

/**
 * True when a unit on `page` of `absPath` lies inside the warrant's allowed pages. Units without a page (text
 * sources) and files without a page restriction always pass.
 */
export function withinAllowedPages(allowed: Warrant['allowedPages'], absPath: string, page: number | undefined): boolean {
  const ranges = allowed?.[absPath];
  if (!ranges || page === undefined) return true;
  return ranges.some((r) => page >= r.from && page <= r.to);
}

/** Half of each support budget (at least 1): counter-evidence search is a bounded second look. */
export function refutationBudgets(b: Budgets): Budgets {
  const half = (n: number) => Math.max(1, Math.ceil(n / 2));
  return { maxFilesTouched: half(b.maxFilesTouched), maxSearchOps: half(b.maxSearchOps), maxCharsRead: half(b.maxCharsRead), maxCharsReturned: half(b.maxCharsReturned) };
}

/** The absolute folders/files the config's sources can reach (the glob's static base for globs). */
export function sourceRoots(config: ResolvedConfig): string[] {
  const root = path.resolve(config.root);
  if (config.sources.length === 0) return [root];
  const bases = config.sources.map((s) => {
    const scan = picomatch.scan(s);
    const base = scan.isGlob ? scan.base : s;
    return path.resolve(root, base === '.' ? '' : base);
  });
  const sorted = uniqueSorted(bases);
  return sorted.filter((b) => !sorted.some((other) => other !== b && isInside(b, other)));
}

/** True when `p` equals `container` or lies below it (lexically; callers resolve real paths first). */
export function isInside(p: string, container: string): boolean {
  const rel = path.relative(container, p);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/** JSON with object keys sorted at every level: the input of deterministic ids. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as Record<string, unknown>)) deepFreeze(v);
  }
  return value;
}

/** A path as a glob that matches only itself. */
export function escapeGlob(p: string): string {
  return p.replace(/[*?[\]{}()!+@\\]/g, '\\$&');
}

function uniqueSorted(values: string[]): string[] {
  return [...new Set(values)].sort();
}

function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}
