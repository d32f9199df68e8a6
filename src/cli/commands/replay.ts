// `warrant replay [<draft.md|folder>...] [--format text|json]`: re-verifies recorded decisions whose claim and
// sources are unchanged and reports verdict drift (the regression check for verifier changes).
// Exit 2 when a verdict drifted, 0 otherwise, 1 on error.
import { renderReplayText, replayRecords } from '../../core/records';
import { flag, parseArgs } from '../args';
import type { CliIO } from '../io';
import { DIFF_FLAGS, recordedRun } from './diff';

/** replay takes exactly diff's options: both re-verify the recorded drafts. */
export const REPLAY_FLAGS = DIFF_FLAGS;

export const flags = REPLAY_FLAGS;

export async function run(argv: string[], io: CliIO): Promise<number> {
  const args = parseArgs(argv, REPLAY_FLAGS, 'replay');
  const ctx = await recordedRun(args.positionals, flag(args, 'config'), args.flags.get('sources'), flag(args, 'verbose') === 'true', io);
  const report = await replayRecords(ctx.lock, ctx.documents, ctx.reader, { config: ctx.config, hasher: ctx.hasher, documents: ctx.keys });
  io.stdout(flag(args, 'format') === 'json' ? JSON.stringify(report, null, 2) + '\n' : renderReplayText(report));
  return report.drifted > 0 ? 2 : 0;
}
