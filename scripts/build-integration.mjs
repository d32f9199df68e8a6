// Builds the integration tests (one CommonJS file per suite file, run inside VS Code's extension
// host) into out/test/integration/, and prepares out/test/workspace: a fresh copy of sample-corpus
// for the tests to edit. `vscode` and `mocha` stay external (the host provides vscode; mocha is
// resolved from node_modules at run time).
import { build } from 'esbuild';
import { cpSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const suite = join(root, 'test/integration/suite');
const outDir = join(root, 'out/test/integration');
const workspace = join(root, 'out/test/workspace');

rmSync(outDir, { recursive: true, force: true });
await build({
  entryPoints: readdirSync(suite).filter((f) => f === 'index.ts' || f.endsWith('.test.ts')).map((f) => join(suite, f)),
  outdir: outDir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: 'inline',
  external: ['vscode', 'mocha'],
  logLevel: 'warning',
});

rmSync(workspace, { recursive: true, force: true });
cpSync(join(root, 'sample-corpus'), workspace, { recursive: true, filter: (src) => !/[\\/]\.warrant([\\/]|$)/.test(src.slice(root.length)) });
console.log(`integration tests: ${outDir}\ntest workspace:    ${workspace}`);
