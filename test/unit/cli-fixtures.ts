// Shared by the CLI tests: the CLI run in-process with captured output, and scratch folders removed after the run.
import { mkdtempSync, rmSync } from 'node:fs';
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
