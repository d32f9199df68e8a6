// What a CLI command is given: its working directory, output streams and environment.
export interface CliIO {
  cwd: string;
  stdout(s: string): void;
  stderr(s: string): void;
  env: Record<string, string | undefined>;
  /** True when stderr is a terminal: long runs then show a live progress line there. */
  stderrIsTTY?: boolean;
}

/** A usage, config or runtime error: exit code 1 with a one-line reason on stderr. */
export class CliError extends Error {
  constructor(message: string, readonly exitCode = 1) {
    super(message);
  }
}
