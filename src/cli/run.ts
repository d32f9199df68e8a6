// Shared by the CLI commands: load the config, find the drafts, run the engine over them.
import { promises as fsp } from 'node:fs';
import * as path from 'node:path';
import picomatch from 'picomatch';
import { ConfigError, loadConfig, type ResolvedConfig } from '../core/config';
import { createEngine, type Engine } from '../core/engine';
import { nodeFileSystem } from '../core/fs/node-fs';
import { decodeText } from '../core/kernel';
import { exclusionMatcher, relativePath } from '../core/kernel/paths';
import type { DocumentResult } from '../core/model';
import { systemClock, type Logger } from '../core/ports';
import { CliError, type CliIO } from './io';

export interface RunOptions {
  cwd: string;
  inputs: string[];
  sources?: string[];
  configPath?: string;
  io: CliIO;
  verbose?: boolean;
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
    config = { ...config, root, sources: rebased.map((s) => (s === '.' ? '**' : s)) };
  }
  return config;
}

export async function createRunEngine(config: ResolvedConfig, io: CliIO, verbose = false): Promise<Engine> {
  return createEngine({ config, ports: { fs: nodeFileSystem, clock: systemClock, logger: stderrLogger(io, verbose) } });
}

/** Verifies every draft named by `inputs` (files or folders). */
/** `unreadable`: drafts skipped with a one-line error (binary, too large, not UTF-8); the others still ran. */
export async function runVerification(opts: RunOptions): Promise<{ config: ResolvedConfig; documents: DocumentResult[]; unreadable: number }> {
  const config = await loadRunConfig(opts);
  const drafts = await findDrafts(opts.cwd, opts.inputs, config);
  if (drafts.length === 0) throw new CliError(`no Markdown drafts found in: ${opts.inputs.join(', ')}`);
  const engine = await createRunEngine(config, opts.io, opts.verbose);
  const documents: DocumentResult[] = [];
  const progress = drafts.length > 1 || opts.verbose;
  let unreadable = 0;
  for (const [i, draft] of drafts.entries()) {
    let text: string;
    try {
      text = await readDraft(draft);
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
    documents.push(await engine.verifyDocument({ documentPath: draft, text, onProgress, drafts }));
  }
  return { config, documents, unreadable };
}

const MAX_DRAFT_BYTES = 5_000_000;

async function readDraft(file: string): Promise<string> {
  const bytes = await fsp.readFile(file);
  if (bytes.byteLength > MAX_DRAFT_BYTES) throw new CliError(`${file}: draft is larger than ${MAX_DRAFT_BYTES} bytes`);
  if (bytes.includes(0)) throw new CliError(`${file}: looks binary (contains NUL bytes), not a Markdown draft`);
  const text = decodeText(bytes);
  if (text === undefined) throw new CliError(`${file}: is not valid UTF-8 text`);
  return text;
}

const DRAFT_EXTENSIONS = new Set(['.md', '.markdown', '.mdx']);

/** Files as given; folders are walked for Markdown files outside excluded paths. Sorted, unique. */
export async function findDrafts(cwd: string, inputs: string[], config: ResolvedConfig): Promise<string[]> {
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
    const walk = async (dir: string): Promise<void> => {
      for (const entry of await fsp.readdir(dir, { withFileTypes: true })) {
        const child = path.join(dir, entry.name);
        const rel = relativePath(config.root, child);
        if (excluded(rel)) continue;
        if (entry.isDirectory()) await walk(child);
        else if (entry.isFile() && DRAFT_EXTENSIONS.has(path.extname(entry.name).toLowerCase())) out.add(child);
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
