// `warrant forget <source|draft> [--reason <text>]`: removes every record of a draft, or every record that drew
// on a source, plus the trace lines about it, and leaves a tombstone (kind, path hash, reason, time) so it is
// not recorded again. Exit 0 done, 1 on error.
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import type { ResolvedConfig } from '../../core/config';
import { isPdfPath, sizeCapFor } from '../../core/kernel/source-store';
import { forgetCachedPdfText } from '../../core/pdf/reader';
import { systemClock } from '../../core/ports';
import { sha256 } from '../../core/util/hash';
import { DependencyIndex, forgetPath, LockfileError, readLockfile, SecretError, toRelPath } from '../../core/records';
import { nodeStateStore } from '../../core/records/node-state';
import { flag, parseArgs } from '../args';
import { CliError, type CliIO } from '../io';
import { loadRunConfig } from '../run';

export const FORGET_FLAGS = [{ name: 'config' }, { name: 'reason' }] as const;

export const flags = FORGET_FLAGS;

export async function run(argv: string[], io: CliIO): Promise<number> {
  const args = parseArgs(argv, FORGET_FLAGS, 'forget');
  if (args.positionals.length !== 1) throw new CliError('warrant forget: name exactly one source or draft path');
  const config = await loadRunConfig({ cwd: io.cwd, configPath: flag(args, 'config') });
  const target = path.resolve(io.cwd, args.positionals[0]!);
  if (path.relative(config.root, target).startsWith('..')) throw new CliError(`warrant forget: ${args.positionals[0]} is outside the workspace (${config.root})`);
  const reason = flag(args, 'reason') ?? 'forgotten on request';
  try {
    if (!existsSync(target) && !(await isRecorded(config, target))) {
      throw new CliError(`warrant forget: ${args.positionals[0]}: no such file or folder, and nothing recorded under it`);
    }
    const pdfVersions = await pdfVersionsUnder(config, target);
    const result = await forgetPath(config, target, reason, { store: nodeStateStore, clock: systemClock });
    const pdfTexts = await forgetCachedPdfText(nodeStateStore, config.stateDir, pdfVersions);
    io.stdout(
      `Forgot ${result.kind} ${result.relPath}: ${result.recordsRemoved} record(s) and ${result.traceLinesRemoved} trace line(s) removed` +
        (pdfTexts > 0 ? `, and ${pdfTexts} cached PDF text(s).\n` : '.\n') +
        `Tombstone ${result.tombstone.pathHash.slice(0, 19)}… keeps only that it must not be recorded again (reason: ${reason}).\n`,
    );
    return 0;
  } catch (e) {
    if (e instanceof LockfileError || e instanceof SecretError) throw new CliError(e.message);
    throw e;
  }
}

/** The versions (content hashes) of the PDFs under `target`: those on disk now and those the lockfile recorded. */
async function pdfVersionsUnder(config: ResolvedConfig, target: string): Promise<Set<string>> {
  const versions = new Set<string>();
  const walk = (abs: string, depth: number) => {
    const info = lstatSync(abs, { throwIfNoEntry: false }); // links are not followed
    if (!info) return;
    if (info.isFile() && isPdfPath(abs) && info.size <= sizeCapFor(config, abs).bytes) versions.add(sha256(readFileSync(abs)));
    else if (info.isDirectory() && depth < 32) for (const name of readdirSync(abs)) walk(path.join(abs, name), depth + 1);
  };
  walk(target, 0);
  const rel = toRelPath(config, target);
  const { lock } = await readLockfile(config, nodeStateStore);
  for (const records of Object.values(lock.documents)) {
    for (const record of records) {
      for (const span of record.evidence) if (span.page !== undefined && (span.relPath === rel || span.relPath.startsWith(rel + '/'))) versions.add(span.sourceHash);
    }
  }
  return versions;
}

/** A deleted source or draft can still be forgotten while records of it remain. */
async function isRecorded(config: ResolvedConfig, target: string): Promise<boolean> {
  const rel = toRelPath(config, target);
  const { lock } = await readLockfile(config, nodeStateStore);
  return Object.keys(lock.documents).some((d) => d === rel || d.startsWith(rel + '/')) || new DependencyIndex(lock).sources().some((s) => s === rel || s.startsWith(rel + '/'));
}
