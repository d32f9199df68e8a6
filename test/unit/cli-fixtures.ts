// Shared by the CLI tests: the CLI run in-process with captured output, and scratch folders removed after the run.
import { cpSync, mkdtempSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { main } from '../../src/cli/main';
import type { CliIO } from '../../src/cli/io';

export async function runCli(args: string[], cwd: string): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: CliIO = { cwd, stdout: (s) => (out += s), stderr: (s) => (err += s), env: {} };
  const code = await main(args, io);
  return { code, out, err };
}

const scratchDirs: string[] = [];
/** A new empty folder under the system temp folder, removed when the test run ends. */
export function scratchDir(prefix = 'warrant-cli-'): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  scratchDirs.push(dir);
  return dir;
}
after(() => scratchDirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/**
 * The sample workspace copied to a scratch folder without the state folder other tests' runs may leave in it, its
 * files dated an hour back (so their stats are trusted as unchanged).
 */
export function datedSampleCopy(prefix: string): string {
  const dir = path.join(scratchDir(prefix), 'ws');
  cpSync('sample-corpus', dir, { recursive: true });
  rmSync(path.join(dir, '.warrant'), { recursive: true, force: true });
  const past = new Date(Date.now() - 3_600_000);
  const touch = (p: string): void => {
    for (const e of readdirSync(p, { withFileTypes: true })) {
      const child = path.join(p, e.name);
      if (e.isDirectory()) touch(child);
      else utimesSync(child, past, past);
    }
  };
  touch(dir);
  return dir;
}
