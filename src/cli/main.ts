// The `warrant` command: a thin adapter over src/core for CI and scripts (contract: docs/cli.md).
// This entry is kept small on purpose: `--version`, `--help` and a usage error are answered from here alone, and
// the commands (with the engine, zod, remark and the NLP model behind them) are loaded only when one runs
// (./commands/index, dist/cli-commands.js in the build). Import nothing heavy here.
import { TOOL_VERSION } from '../core/version';
import type { CliIO } from './io';
import { tuneV8ForCli } from './jit';
import { requireWithCodeCache, userCacheDir } from './code-cache';
import * as path from 'node:path';

/** The command names, known without loading the commands (a unit test holds them equal to ./commands/index). */
export const COMMAND_NAMES = ['verify', 'diff', 'replay', 'forget', 'eval'] as const;

export const USAGE = `warrant ${TOOL_VERSION} — evidence for every claim

usage:
  warrant verify [<draft.md|folder>...] [--sources <dir|glob>]... [--config <file>]   no draft: every draft of the config
                 [--format text|json|sarif] [--fail-level refute|repair|review|abstain|none]
                 [--show-passed] [--verbose] [--update-lock] [--no-reuse]
  warrant diff   [<draft.md|folder>...] [--format text|json] [--config <file>]   exit 2: evidence lost or a verdict got worse
  warrant replay [<draft.md|folder>...] [--format text|json] [--config <file>]   exit 2: verdict drift
                 (diff, replay: also [--sources <dir|glob>]... [--verbose])
  warrant forget <source|draft|folder> [--reason <text>] [--config <file>]
  warrant eval   <gold.jsonl> [--sources <dir|glob>]... [--config <file>] [--format text|json] [--chart <file.svg>]

exit codes: 0 nothing at or above the fail level · 2 findings at or above it · 1 usage, config or runtime error,
            or a source entry that gives nothing to search (said on stderr)
JSON positions are 0-based (LSP), the text report's lines 1-based. Full contract: docs/cli.md
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
  if (!(COMMAND_NAMES as readonly string[]).includes(name)) {
    io.stderr(`warrant: unknown command "${name}" (commands: ${COMMAND_NAMES.join(', ')})\n`);
    return 1;
  }
  // Loaded here, on first use: scripts/build.mjs points this require at dist/cli-commands.js, which the built CLI
  // compiles with a V8 code cache (./code-cache).
  let commands: typeof import('./commands/index');
  let saveCodeCache = (): void => {};
  try {
    const cached = typeof __WARRANT_CLI_BUNDLE__ === 'boolean' && io.env.WARRANT_CODE_CACHE !== '0'
      ? requireWithCodeCache(path.join(__dirname, 'cli-commands.js'), userCacheDir(io.env), cliFlags)
      : undefined;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    commands = cached ? (cached.exports as typeof import('./commands/index')) : (require('./commands/index') as typeof import('./commands/index'));
    if (cached) saveCodeCache = () => cached.save();
  } catch (e) {
    io.stderr(`warrant: internal error: the commands could not be loaded (${(e as Error).message.split('\n')[0]}); run \`npm run build\`\n`);
    return 1;
  }
  const code = await commands.runCommand(name, rest, io);
  saveCodeCache(); // after the run: the functions it compiled are in the cache too
  return code;
}

/** Set by scripts/build.mjs in dist/cli.js only: the commands are the bundle next to it. */
declare const __WARRANT_CLI_BUNDLE__: boolean | undefined;
/** The V8 flags this process set (./jit). */
let cliFlags: readonly string[] = [];

if (require.main === module || process.env.WARRANT_CLI_ENTRY === '1' || (globalThis as { __warrantBin?: boolean }).__warrantBin) {
  // before anything is compiled: the optimising compiler tuned for a short run (see ./jit)
  cliFlags = tuneV8ForCli();
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
