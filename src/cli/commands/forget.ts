// `warrant forget <source|draft> [--reason <text>]`: removes every record of a draft, or every record that drew
// on a source, plus the trace lines about it, and leaves a tombstone (kind, path hash, reason, time) so it is
// not recorded again. Exit 0 done, 1 on error.
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import type { ResolvedConfig } from '../../core/config';
import { systemClock } from '../../core/ports';
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
    const result = await forgetPath(config, target, reason, { store: nodeStateStore, clock: systemClock });
    io.stdout(
      `Forgot ${result.kind} ${result.relPath}: ${result.recordsRemoved} record(s) and ${result.traceLinesRemoved} trace line(s) removed.\n` +
        `Tombstone ${result.tombstone.pathHash.slice(0, 19)}… keeps only that it must not be recorded again (reason: ${reason}).\n`,
    );
    return 0;
  } catch (e) {
    if (e instanceof LockfileError || e instanceof SecretError) throw new CliError(e.message);
    throw e;
  }
}

/** A deleted source or draft can still be forgotten while records of it remain. */
async function isRecorded(config: ResolvedConfig, target: string): Promise<boolean> {
  const rel = toRelPath(config, target);
  const { lock } = await readLockfile(config, nodeStateStore);
  return Object.keys(lock.documents).some((d) => d === rel || d.startsWith(rel + '/')) || new DependencyIndex(lock).sources().some((s) => s === rel || s.startsWith(rel + '/'));
}
