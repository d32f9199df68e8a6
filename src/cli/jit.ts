// V8's optimising compiler (TurboFan), tuned for a short CLI run. A `warrant verify` runs a 6 MB bundle for a few
// seconds over code that sees new claims and spans all the time: measured on the real-prose chapter (warm,
// `--no-reuse`, Node 20), V8's helper threads spent 1.9–2.1 s of CPU compiling beside the main thread's 2.2–2.6 s,
// much of it compiling large functions again after a deoptimisation (one function six times, 0.5–0.7 s), and the
// optimised code hardly paid for itself in a run that short. Without inlining, and optimising a function only after
// four times the default budget of interpreted work, the process uses about a quarter less CPU (main thread unchanged,
// helper threads 0.7–0.8 s) and the output is the same. Only the CLI process does this (not the extension host,
// not a process that imports the CLI's main), and only on the V8 these flags were measured on: V8 prints an unknown
// flag's error on stdout, where it would corrupt a JSON report. WARRANT_V8_DEFAULTS=1 leaves V8's defaults.
import { setFlagsFromString } from 'node:v8';

/** The flags, for V8 11 (Node 20): --interrupt-budget four times its default of 66 KB of bytecode. */
export const CLI_V8_FLAGS = ['--no-turbo-inlining', '--interrupt-budget=270336'] as const;

/** The V8 major versions CLI_V8_FLAGS were measured on (and are known flags of). */
const MEASURED_V8_MAJORS = new Set([11]);

/** The flags to set in a CLI process running on this V8 with this environment (none: V8's defaults). */
export function cliV8Flags(v8Version: string, env: NodeJS.ProcessEnv): readonly string[] {
  if (env.WARRANT_V8_DEFAULTS === '1') return [];
  const major = Number(v8Version.split('.')[0]);
  return MEASURED_V8_MAJORS.has(major) ? CLI_V8_FLAGS : [];
}

/** Sets the flags for this process (and returns them); called first thing by the CLI's entry, before the commands are loaded. */
export function tuneV8ForCli(): readonly string[] {
  const flags = cliV8Flags(process.versions.v8, process.env);
  for (const flag of flags) setFlagsFromString(flag);
  return flags;
}
