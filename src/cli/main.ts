// The `warrant` command: a thin adapter over src/core for CI and scripts (contract: shared/cli-contract.md).
import { TOOL_VERSION } from '../core/model';
import { CliError, type CliIO } from './io';
import * as verify from './commands/verify';
import * as evaluate from './commands/eval';
import * as diff from './commands/diff';
import * as replay from './commands/replay';
import * as forget from './commands/forget';

const USER_FACING_ERRORS = new Set(['StateFileError', 'LockfileError', 'SecretError', 'ConfigError']);

type Command = { run(argv: string[], io: CliIO): Promise<number> };

const COMMANDS: Record<string, Command> = { verify, diff, replay, forget, eval: evaluate };

export const USAGE = `warrant ${TOOL_VERSION} — evidence for every claim

usage:
  warrant verify <draft.md|folder>... [--sources <dir|glob>]... [--config <file>]
                 [--format text|json|sarif] [--fail-level refute|repair|review|abstain|none]
                 [--show-passed] [--verbose] [--update-lock]
  warrant diff   [<draft.md|folder>...] [--format text|json] [--config <file>]   exit 2: evidence lost or a verdict got worse
  warrant replay [<draft.md|folder>...] [--format text|json] [--config <file>]   exit 2: verdict drift
  warrant forget <source|draft|folder> [--reason <text>] [--config <file>]
  warrant eval   <gold.jsonl> [--sources <dir|glob>]... [--config <file>] [--format text|json] [--chart <file.svg>]

exit codes: 0 nothing at or above the fail level · 2 findings at or above it · 1 usage, config or runtime error,
            or a source entry that gives nothing to search (said on stderr)
`;

export async function main(argv: string[], io: CliIO): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.stdout(USAGE);
    return name === undefined ? 1 : 0;
  }
  if (name === '--version' || name === '-v') {
    io.stdout(`${TOOL_VERSION}\n`);
    return 0;
  }
  const command = COMMANDS[name];
  if (!command) {
    io.stderr(`warrant: unknown command "${name}" (commands: ${Object.keys(COMMANDS).join(', ')})\n`);
    return 1;
  }
  try {
    return await command.run(rest, io);
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

if (require.main === module || process.env.WARRANT_CLI_ENTRY === '1' || (globalThis as { __warrantBin?: boolean }).__warrantBin) {
  // A closed pipe (`warrant verify … | head`) ends the output, not the program with a stack trace.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw e;
  });
  main(process.argv.slice(2), {
    cwd: process.cwd(),
    stdout: (s) => process.stdout.write(s),
    stderr: (s) => process.stderr.write(s),
    env: process.env,
    stderrIsTTY: process.stderr.isTTY === true,
  }).then((code) => {
    process.exitCode = code;
  });
}
