// `warrant verify [<draft.md|folder>...] (none: every draft of the config) [--sources …] [--config …] [--format text|json|sarif] [--fail-level …]`
import { relative } from 'node:path';
import { INTERNAL_ERROR_FLAG } from '../../core/engine';
import type { Action } from '../../core/model';
import { updateLockfile } from '../../core/records';
import { nodeStateStore } from '../../core/records/node-state';
import { systemClock } from '../../core/ports';
import { flag, parseArgs } from '../args';
import type { CliIO } from '../io';
import { toJson, toSarif, toText } from '../render';
import { runVerification } from '../run';

export const FAIL_LEVELS = ['refute', 'repair', 'review', 'abstain', 'none'] as const;
export type FailLevel = (typeof FAIL_LEVELS)[number];
const SEVERITY: Record<Action, number> = { refute: 4, repair: 3, review: 2, abstain: 1, accept: 0, pass: 0 };
const LEVEL_SEVERITY: Record<FailLevel, number> = { refute: 4, repair: 3, review: 2, abstain: 1, none: Infinity };

export const VERIFY_FLAGS = [
  { name: 'sources', repeatable: true },
  { name: 'config' },
  { name: 'format', choices: ['text', 'json', 'sarif'] },
  { name: 'fail-level', choices: FAIL_LEVELS },
  { name: 'show-passed', boolean: true },
  { name: 'verbose', boolean: true },
  { name: 'update-lock', boolean: true },
  { name: 'no-reuse', boolean: true },
] as const;

/** The options `warrant verify` accepts (docs/cli.md documents each; a test holds them equal). */
export const flags = VERIFY_FLAGS;

export async function run(argv: string[], io: CliIO): Promise<number> {
  const args = parseArgs(argv, VERIFY_FLAGS, 'verify');
  const format = flag(args, 'format') ?? 'text';
  const failLevel = (flag(args, 'fail-level') ?? 'repair') as FailLevel;
  const { config, documents, unreadable, sources } = await runVerification({
    cwd: io.cwd,
    inputs: args.positionals,
    sources: args.flags.get('sources'),
    configPath: flag(args, 'config'),
    io,
    verbose: flag(args, 'verbose') === 'true',
    reuse: flag(args, 'no-reuse') !== 'true',
  });
  const sourcesFailed = sources.problems.length > 0;
  if (flag(args, 'update-lock') === 'true' && sourcesFailed) {
    io.stderr('warrant: lockfile not updated: the run did not search the sources asked for\n');
  } else if (flag(args, 'update-lock') === 'true') {
    const result = await updateLockfile(config, documents, { store: nodeStateStore, clock: systemClock });
    for (const d of result.outside) io.stderr(`warrant: warning: ${d}: not recorded, it lies outside the workspace (${config.root})\n`);
    if (result.recovered) io.stderr(`warrant: warning: ${result.recovered.problem}; the unreadable lockfile was kept as ${result.recovered.backupPath}\n`);
    io.stderr(`warrant: lockfile updated (${result.changed} changed, ${result.unchanged} unchanged, ${result.removed} removed)\n`);
  }
  if (format === 'json') io.stdout(JSON.stringify(toJson(io.cwd, documents, sources, config.root), null, 2) + '\n');
  else if (format === 'sarif') io.stdout(JSON.stringify(toSarif(io.cwd, documents, config.root), null, 2) + '\n');
  else io.stdout(toText(io.cwd, documents, { showPassed: flag(args, 'show-passed') === 'true', root: config.root }));
  const failed = documents.flatMap((d) => d.results.filter((r) => r.verdict.flags.includes(INTERNAL_ERROR_FLAG)).map((r) => ({ d, r })));
  for (const { d, r } of failed) {
    io.stderr(`warrant: internal error: ${relative(io.cwd, d.documentPath) || d.documentPath}:${r.claim.range.start.line + 1}: the sentence could not be checked (${r.verdict.reason})\n`);
  }
  if (unreadable > 0 || sourcesFailed || failed.length > 0) return 1;
  const worst = Math.max(0, ...documents.flatMap((d) => d.results.map((r) => SEVERITY[r.action])));
  return worst >= LEVEL_SEVERITY[failLevel] ? 2 : 0;
}
