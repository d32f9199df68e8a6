// `warrant diff [<draft.md|folder>...] [--format text|json]`: the attribution diff against the evidence lockfile.
// Exit 2 when evidence was lost or a verdict got worse, 0 otherwise, 1 on error.
import { existsSync, promises as fsp } from 'node:fs';
import * as path from 'node:path';
import type { ResolvedConfig } from '../../core/config';
import { nodeFileSystem } from '../../core/fs/node-fs';
import { SourceStore } from '../../core/kernel';
import { emptySummary, type DocumentResult } from '../../core/model';
import { systemClock } from '../../core/ports';
import {
  diffAttribution, LockfileError, lockfilePath, readLockfile, renderDiffJson, renderDiffText, SecretError, sourceReaderFromStore, toRelPath,
  workspaceHasher, type EvidenceHasher, type Lockfile, type SourceReader,
} from '../../core/records';
import { nodeStateStore } from '../../core/records/node-state';
import { flag, parseArgs } from '../args';
import { CliError, type CliIO } from '../io';
import { findDrafts, loadRunConfig, runVerification, stderrLogger } from '../run';
import { isInsideRoot, relativePath } from '../../core/kernel/paths';

export const DIFF_FLAGS = [
  { name: 'sources', repeatable: true },
  { name: 'config' },
  { name: 'format', choices: ['text', 'json'] },
  { name: 'verbose', boolean: true },
] as const;

/** The options `warrant diff` accepts (docs/cli.md documents each; a test holds them equal). */
export const flags = DIFF_FLAGS;

export async function run(argv: string[], io: CliIO): Promise<number> {
  const args = parseArgs(argv, DIFF_FLAGS, 'diff');
  const ctx = await recordedRun(args.positionals, flag(args, 'config'), args.flags.get('sources'), flag(args, 'verbose') === 'true', io);
  const diff = await diffAttribution(ctx.lock, ctx.documents, ctx.reader, { config: ctx.config, hasher: ctx.hasher, documents: ctx.keys });
  io.stdout(flag(args, 'format') === 'json' ? renderDiffJson(diff) : renderDiffText(diff));
  return diff.worse ? 2 : 0;
}

export interface RecordedRun {
  config: ResolvedConfig;
  lock: Lockfile;
  keys: string[]; // workspace-relative drafts compared
  documents: DocumentResult[]; // fresh results (a deleted draft: no claims)
  reader: SourceReader;
  hasher: EvidenceHasher;
}

/**
 * Shared by diff and replay: loads the config and the lockfile, re-verifies the named drafts (default: every
 * recorded draft), and opens the current sources through the kernel's source store.
 */
export async function recordedRun(
  inputs: string[],
  configPath: string | undefined,
  sources: string[] | undefined,
  verbose: boolean,
  io: CliIO,
): Promise<RecordedRun> {
  const config = await loadRunConfig({ cwd: io.cwd, configPath, sources });
  let lock: Lockfile;
  try {
    const read = await readLockfile(config, nodeStateStore);
    if (!read.exists) {
      throw new CliError(`${path.relative(io.cwd, lockfilePath(config)) || lockfilePath(config)}: no evidence recorded yet; run \`warrant verify <drafts> --update-lock\` first`);
    }
    lock = read.lock;
  } catch (e) {
    if (e instanceof LockfileError) throw new CliError(e.message);
    throw e;
  }
  const drafts = inputs.length > 0
    ? await findDrafts(io.cwd, inputs, config)
    : await recordedDrafts(lock, config, io);
  const existing = drafts.filter((d) => existsSync(d));
  const verified = existing.length > 0 ? (await runVerification({ cwd: io.cwd, inputs: existing, sources, configPath, io, verbose, strictSources: false })).documents : [];
  const deleted: DocumentResult[] = drafts
    .filter((d) => !existsSync(d))
    .map((documentPath) => ({ documentPath, results: [], problems: [], summary: emptySummary() }));
  const store = new SourceStore(nodeFileSystem, config, stderrLogger(io, verbose));
  return {
    config,
    lock,
    keys: drafts.map((d) => toRelPath(config, d)),
    documents: [...verified, ...deleted],
    reader: sourceReaderFromStore(store, drafts),
    hasher: await workspaceHasher(config, { store: nodeStateStore, clock: systemClock }, false).catch((e: unknown) => {
      throw e instanceof SecretError ? new CliError(e.message) : e;
    }),
  };
}

/**
 * The drafts the lockfile names (their keys were validated on load: relative, no "..", not excluded), minus any
 * that a link on the way now leads outside the workspace: those are skipped with a line, never opened.
 */
async function recordedDrafts(lock: Lockfile, config: ResolvedConfig, io: CliIO): Promise<string[]> {
  const out: string[] = [];
  for (const key of Object.keys(lock.documents).sort()) {
    const abs = path.resolve(config.root, key);
    const real = await fsp.realpath(abs).catch(() => undefined);
    if (real !== undefined && (!isInsideRoot(relativePath(config.root, real)) || real !== abs)) {
      io.stderr(`warrant: skipped ${key}: a link on the way leads elsewhere; recorded drafts are only read at their own path inside the workspace\n`);
      continue;
    }
    out.push(abs);
  }
  return out;
}
