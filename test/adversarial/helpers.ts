// Shared by the adversarial cases: throwaway workspaces on the real file system, the CLI run in-process with
// captured output, and an outside folder whose content must never be read, copied or written.
import { execFileSync, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { main } from '../../src/cli/main';

export const SECRET = 'TOKEN=hostile-secret-7f3a9c';
/** A sentence a draft claims; the outside copies of it must never become evidence or output. */
export const OUTSIDE_SENTENCE = 'The Halvard reservoir holds 4,180 cubic metres of water.';

export interface Workspace {
  root: string; // real path
  outside: string; // real path of a folder next to the workspace
  write(rel: string, text: string): string;
  file(rel: string): string;
  read(rel: string): string;
  cleanup(): void;
}

export function workspace(): Workspace {
  const base = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'warrant-adv-')));
  const root = path.join(base, 'ws');
  const outside = path.join(base, 'outside');
  fs.mkdirSync(root);
  fs.mkdirSync(outside);
  fs.writeFileSync(path.join(outside, 'secret.txt'), `${SECRET}\n`);
  fs.writeFileSync(path.join(outside, 'o.md'), `# Outside\n\n${OUTSIDE_SENTENCE}\n`);
  const file = (rel: string) => path.join(root, rel);
  return {
    root,
    outside,
    file,
    write(rel, text) {
      fs.mkdirSync(path.dirname(file(rel)), { recursive: true });
      fs.writeFileSync(file(rel), text);
      return file(rel);
    },
    read: (rel) => fs.readFileSync(file(rel), 'utf8'),
    cleanup() {
      fs.rmSync(base, { recursive: true, force: true });
    },
  };
}

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
  ms: number;
}

export async function cli(cwd: string, args: string[]): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const started = Date.now();
  const code = await main(args, { cwd, stdout: (s) => void (stdout += s), stderr: (s) => void (stderr += s), env: {} });
  return { code, stdout, stderr, ms: Date.now() - started };
}

/** Every file below `dir` (links not followed) with its content, for "nothing was copied here" checks. */
export function filesBelow(dir: string): Array<{ path: string; text: string }> {
  const out: Array<{ path: string; text: string }> = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile()) out.push({ path: p, text: fs.readFileSync(p, 'utf8') });
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return out;
}

export function mkfifo(p: string): void {
  fs.mkdirSync(path.dirname(p), { recursive: true });
  execFileSync('mkfifo', [p]);
}

/** The pid of a process that has exited (very unlikely to be reused within a test). */
export async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
  const pid = child.pid!;
  await new Promise((resolve) => child.on('exit', resolve));
  return pid;
}

/** A draft whose only claim is carried by OUTSIDE_SENTENCE, and an inside source that carries it too. */
export const RESERVOIR = 'The Halvard reservoir holds 4,180 cubic metres of water.\n';
export const DRAFT = `# Chapter\n\n${RESERVOIR}`;

/** A workspace with the reservoir note as its source and, unless told otherwise, the chapter draft that claims it. */
export function reservoirWorkspace({ draft = true } = {}): Workspace {
  const ws = workspace();
  ws.write('notes/reservoir.md', RESERVOIR);
  if (draft) ws.write('drafts/chapter.md', DRAFT);
  return ws;
}

export function today(): string {
  return new Date().toISOString().slice(0, 10);
}
