// Shared by the CLI commands: load the config, find the drafts, run the engine over them.
import { nodeStateStore } from '../core/records/node-state';
import { promises as fsp } from 'node:fs';
import * as path from 'node:path';
import picomatch from 'picomatch';
import { ConfigError, loadConfig, type ResolvedConfig } from '../core/config';
import { draftMatcher } from '../core/config/drafts';
import { createEngine, type Engine } from '../core/engine';
import { nodeFileSystem, nodeFileSystemBlockingReads } from '../core/fs/node-fs';
import { nodeIndexStore, nodeResultStore } from '../core/records/node-state';
import { buildId } from '../core/build-id';
import { decodeText } from '../core/kernel';
import { exclusionMatcher, relativePath } from '../core/kernel/paths';
import { describeSourceProblem } from '../core/kernel';
import type { DocumentResult, SourceCheck } from '../core/model';
import { systemClock, type FileSystemPort, type Logger } from '../core/ports';
import { CliError, type CliIO } from './io';

export interface RunOptions {
  cwd: string;
  inputs: string[];
  sources?: string[];
  configPath?: string;
  io: CliIO;
  verbose?: boolean;
  /** How drafts are read (tests instrument it); default node:fs. */
  fs?: FileSystemPort;
  /** Source problems fail the run (verify; the default) or are warnings (diff, replay). See checkRunSources. */
  strictSources?: boolean;
  /**
   * Reuse the results of earlier runs kept in the state folder, and keep this run's (verify, unless --no-reuse): a
   * claim whose draft, config, sources and build are those of a kept result is replayed, not verified again.
   */
  reuse?: boolean;
}

export function stderrLogger(io: CliIO, verbose: boolean): Logger {
  const line = (level: string) => (message: string) => io.stderr(`warrant: ${level}${message}\n`);
  return {
    debug: verbose ? line('') : () => {},
    info: verbose ? line('') : () => {},
    warn: line('warning: '),
    error: line('error: '),
  };
}

/** Loads the config for a run and applies `--sources` (paths/globs relative to cwd). */
export async function loadRunConfig(opts: Pick<RunOptions, 'cwd' | 'sources' | 'configPath'>): Promise<ResolvedConfig> {
  let config: ResolvedConfig;
  try {
    config = await loadConfig(nodeFileSystem, opts.cwd, opts.configPath);
  } catch (e) {
    if (e instanceof ConfigError) throw new CliError(e.message);
    throw e;
  }
  if (opts.sources && opts.sources.length > 0) {
    const absolute = opts.sources.map((s) => path.resolve(opts.cwd, s));
    const root = commonAncestor([config.root, ...absolute.map((a) => staticBase(a))]);
    const rebased = absolute.map((a) => relativePath(root, a) || '.');
    config = {
      ...rerooted(config, root),
      sources: rebased.map((s) => (s === '.' ? '**' : s)),
      sourceLabels: [...opts.sources],
      sourcesOrigin: '--sources',
    };
  }
  return config;
}

/**
 * The config with its globs re-anchored at a new (ancestor) root, so that adding sources outside the workspace
 * never switches off its exclusions, draft globs or retention overrides: "notes/private/**" becomes
 * "<workspace>/notes/private/**"; patterns that apply anywhere ("**\/…") are kept as they are.
 */
export function rerooted(config: ResolvedConfig, root: string): ResolvedConfig {
  const prefix = relativePath(root, config.root);
  if (prefix === '') return { ...config, root };
  const escaped = prefix.replace(/[\\*?[\]{}()!+@]/g, (c) => `\\${c}`);
  const rebase = (glob: string) => (glob.startsWith('**/') || glob === '**' ? glob : `${escaped}/${glob}`);
  return {
    ...config,
    root,
    exclude: config.exclude.map(rebase),
    drafts: config.drafts.map(rebase),
    retention: { ...config.retention, overrides: config.retention.overrides.map((o) => ({ ...o, sources: o.sources.map(rebase) })) },
  };
}

export async function createRunEngine(config: ResolvedConfig, io: CliIO, verbose = false, reuse = false): Promise<Engine> {
  // Extracted PDF text is cached in the state folder (never committed: see core/pdf/reader.ts). A CLI run is one
  // process with nothing else to serve, so its sources are read with blocking reads (the same checks; cheaper).
  return createEngine({
    config,
    ports: { fs: nodeFileSystemBlockingReads, clock: systemClock, logger: stderrLogger(io, verbose) },
    indexStore: nodeIndexStore(config.stateDir),
    pdfCache: nodeStateStore,
    // a one-shot run: the index file it loads is not given back (see EngineOptions.keepPersistedIndex)
    keepPersistedIndex: true,
    ...(reuse ? { resultStore: nodeResultStore(config.stateDir), buildId: buildId() } : {}),
  });
}

/**
 * The sources are checked before any draft: each entry that gives no file to search is said once on stderr.
 * `strict` (verify): with no source file at all nothing is verified (a CliError, exit 1); otherwise the run goes
 * on against the sources that exist and the caller fails it. Not strict (diff, replay: lost evidence is what they
 * report), the lines are warnings.
 */
export async function checkRunSources(engine: Engine, drafts: string[], io: CliIO, strict: boolean): Promise<SourceCheck> {
  const check = await engine.checkSources(drafts);
  const lines = check.problems.map((p) => `warrant: ${strict ? '' : 'warning: '}${describeSourceProblem(check, p)}${p.kind === 'no_sources' ? '; name them with --sources <folder> or in .warrant.json' : ''}`);
  if (strict && check.files === 0) throw new CliError(`${lines.join('\n')}\nwarrant: nothing to verify against, so no claim was checked`);
  for (const line of lines) io.stderr(`${line}\n`);
  if (strict && lines.length > 0) io.stderr(`warrant: the other sources were searched; the run fails (exit 1) until every source entry gives files to search\n`);
  return check;
}

/** Verifies every draft named by `inputs` (files or folders; none: the config's drafts, see configuredDrafts). */
/** `unreadable`: drafts skipped with a one-line error (binary, too large, not UTF-8); the others still ran. */
/** `sources`: the check of the sources (its problems were said on stderr; any makes the run fail). */
export async function runVerification(opts: RunOptions): Promise<{ config: ResolvedConfig; documents: DocumentResult[]; unreadable: number; sources: SourceCheck }> {
  const config = await loadRunConfig(opts);
  let unreadable = 0;
  const onSkip = (line: string) => {
    opts.io.stderr(`warrant: skipped ${line}\n`);
    unreadable++;
  };
  const drafts = opts.inputs.length > 0 ? await findDrafts(opts.cwd, opts.inputs, config, onSkip) : await configuredDrafts(opts.cwd, config, onSkip);
  if (drafts.length === 0) throw new CliError(`no Markdown drafts found in: ${opts.inputs.join(', ')}`);
  const engine = await createRunEngine(config, opts.io, opts.verbose, opts.reuse);
  const sources = await checkRunSources(engine, drafts, opts.io, opts.strictSources ?? true);
  const documents: DocumentResult[] = [];
  const progress = drafts.length > 1 || opts.verbose;
  for (const [i, draft] of drafts.entries()) {
    let text: string;
    try {
      text = await readDraft(draft, opts.fs ?? nodeFileSystem);
    } catch (e) {
      if (!(e instanceof CliError) || drafts.length === 1) throw e;
      opts.io.stderr(`warrant: skipped ${e.message}\n`);
      unreadable++;
      continue;
    }
    if (progress) opts.io.stderr(`warrant: [${i + 1}/${drafts.length}] ${path.relative(opts.cwd, draft)}\n`);
    const label = path.relative(opts.cwd, draft);
    const onProgress = opts.io.stderrIsTTY
      ? (done: number, total: number) => opts.io.stderr(`\rwarrant: ${label} ${done}/${total} sentences${done === total ? '\n' : ''}`)
      : undefined;
    try {
      documents.push(await engine.verifyDocument({ documentPath: draft, text, onProgress, drafts }));
    } catch (e) {
      // One draft the engine cannot handle is skipped with a line; the others still run.
      if (drafts.length === 1) throw e;
      opts.io.stderr(`warrant: skipped ${label}: could not be verified (${(e as Error).message})\n`);
      unreadable++;
    }
  }
  await engine.saveResults?.();
  return { config, documents, unreadable, sources };
}

const MAX_DRAFT_BYTES = 5_000_000;

/** Opened once, never blocking (a FIFO) and only as a regular file; every failure is a one-line CliError. */
async function readDraft(file: string, fs: FileSystemPort): Promise<string> {
  let bytes: Uint8Array;
  try {
    bytes = (await fs.readChecked(await fs.realpath(file), MAX_DRAFT_BYTES)).data;
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    if (code === 'EFBIG') throw new CliError(`${file}: draft is larger than ${MAX_DRAFT_BYTES} bytes`);
    if (code === 'ENOTREG') throw new CliError(`${file}: not a regular file (a folder, a FIFO or a device)`);
    if (code === 'EACCES' || code === 'EPERM') throw new CliError(`${file}: permission denied`);
    throw new CliError(`${file}: cannot be read (${typeof code === 'string' ? code : (e as Error).message})`);
  }
  if (bytes.includes(0)) throw new CliError(`${file}: looks binary (contains NUL bytes), not a Markdown draft`);
  const text = decodeText(bytes);
  if (text === undefined) throw new CliError(`${file}: is not valid UTF-8 text`);
  return text;
}

/**
 * No draft named: every draft of the workspace, as the config's `drafts` globs say (default: every Markdown
 * file), walked from the config's folder (or the current one without a config). The editor's rule (draftMatcher).
 */
export async function configuredDrafts(cwd: string, config: ResolvedConfig, onSkip?: (line: string) => void): Promise<string[]> {
  const workspace = config.configPath ? path.dirname(config.configPath) : cwd;
  const isDraft = draftMatcher(config);
  const drafts = (await findDrafts(cwd, [workspace], config, onSkip)).filter((d) => isDraft(relativePath(config.root, d)));
  if (drafts.length === 0) {
    const where = path.relative(cwd, workspace) || '.';
    const globs = config.drafts.length ? config.drafts.join(', ') : '**/*.md';
    throw new CliError(`no drafts to verify: no Markdown file under ${where} matches "drafts" (${globs}); name the drafts: warrant verify <draft.md|folder>`);
  }
  return drafts;
}

const DRAFT_EXTENSIONS = new Set(['.md', '.markdown', '.mdx']);

/** Files as given; folders are walked for Markdown files outside excluded paths. Sorted, unique. */
export async function findDrafts(cwd: string, inputs: string[], config: ResolvedConfig, onSkip?: (line: string) => void): Promise<string[]> {
  const out = new Set<string>();
  // Drafts are excluded as evidence, not as drafts: walk past everything else that is excluded.
  const draftGlobs = new Set(config.drafts);
  const excluded = exclusionMatcher(config.exclude.filter((g) => !draftGlobs.has(g)));
  for (const input of inputs) {
    const abs = path.resolve(cwd, input);
    const stat = await fsp.stat(abs).catch(() => undefined);
    if (!stat) throw new CliError(`${input}: no such file or folder`);
    if (stat.isFile()) {
      out.add(abs);
      continue;
    }
    if (!stat.isDirectory()) {
      onSkip?.(`${input}: not a regular file (a FIFO or a device), not a draft`);
      continue;
    }
    const walk = async (dir: string): Promise<void> => {
      let entries;
      try {
        entries = await fsp.readdir(dir, { withFileTypes: true });
      } catch (e) {
        // An unreadable folder inside a run is skipped with a line; the input itself must be readable.
        if (dir === abs) throw new CliError(`${input}: cannot be read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
        onSkip?.(`${path.relative(cwd, dir) || dir}: folder cannot be read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
        return;
      }
      for (const entry of entries) {
        const child = path.join(dir, entry.name);
        const rel = relativePath(config.root, child);
        if (excluded(rel)) continue;
        if (entry.isDirectory()) await walk(child);
        else if (DRAFT_EXTENSIONS.has(path.extname(entry.name).toLowerCase()) && !entry.isSymbolicLink()) {
          if (entry.isFile()) out.add(child);
          else onSkip?.(`${path.relative(cwd, child)}: not a regular file (a FIFO or a device), not a draft`);
        }
      }
    };
    await walk(abs);
  }
  return [...out].sort();
}

function staticBase(absPattern: string): string {
  const scan = picomatch.scan(absPattern);
  return scan.isGlob ? scan.base : absPattern;
}

function commonAncestor(paths: string[]): string {
  let common = paths[0]!.split(path.sep);
  for (const p of paths.slice(1)) {
    const parts = p.split(path.sep);
    let i = 0;
    while (i < common.length && i < parts.length && common[i] === parts[i]) i++;
    common = common.slice(0, i);
  }
  return common.join(path.sep) || path.sep;
}
