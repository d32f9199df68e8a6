// The CLI's commands and everything they need (the engine, the NLP model's loader, WordNet's, remark's).
// src/cli/main.ts loads this module only when a command runs, so `warrant --version` and `--help` never do;
// the build makes it a bundle of its own (dist/cli-commands.js).
import * as diff from './diff';
import * as evaluate from './eval';
import * as forget from './forget';
import * as replay from './replay';
import * as verify from './verify';
import type { FlagSpec } from '../args';
import { CliError, type CliIO } from '../io';

/** A command: how it runs, and the options it accepts (what parseArgs checks; docs/cli.md names each). */
export type Command = { run(argv: string[], io: CliIO): Promise<number>; flags: readonly FlagSpec[] };

export const COMMANDS: Record<string, Command> = { verify, diff, replay, forget, eval: evaluate };

const USER_FACING_ERRORS = new Set(['StateFileError', 'LockfileError', 'SecretError', 'ConfigError']);

/**
 * Runs one command and turns its errors into exit codes. The errors are caught here, not in main.ts: in the
 * build this module is a bundle of its own, with its own CliError class, so main's `instanceof` would miss them.
 */
export async function runCommand(name: string, argv: string[], io: CliIO): Promise<number> {
  const command = COMMANDS[name];
  if (!command) throw new Error(`no command "${name}"`);
  try {
    return await command.run(argv, io);
  } catch (e) {
    if (e instanceof CliError) {
      io.stderr(`${e.message}\n`);
      return e.exitCode;
    }
    // Errors that name a file and its problem (state files, the lockfile, a secret) are reasons, not crashes.
    if (e instanceof Error && USER_FACING_ERRORS.has(e.name)) {
      io.stderr(`warrant: ${e.message}\n`);
      return 1;
    }
    io.stderr(`warrant: internal error: ${(e as Error).message}\n`);
    if (io.env.WARRANT_DEBUG) io.stderr(`${(e as Error).stack}\n`);
    return 1;
  }
}
