// Builds the integration tests (one CommonJS file per suite file, run inside VS Code's extension
// host) into out/test/integration/ (test/integration/suite) and out/test/integration-multiroot/
// (test/integration/multiroot), and prepares their workspaces: out/test/workspace, a fresh copy of
// sample-corpus for the tests to edit, and out/test/multiroot, a multi-root workspace of two copies
// whose configs differ (alpha: as shipped; beta: papers/citevqa.txt excluded) listed in
// multiroot.code-workspace. `vscode` and `mocha` stay external (the host provides vscode; mocha is
// resolved from node_modules at run time).
import { build } from 'esbuild';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'out/test/integration');
const multirootOutDir = join(root, 'out/test/integration-multiroot');
const workspace = join(root, 'out/test/workspace');
const multiroot = join(root, 'out/test/multiroot');
const multirootFile = join(multiroot, 'multiroot.code-workspace');

async function buildSuite(suite, out) {
  rmSync(out, { recursive: true, force: true });
  await build({
    entryPoints: readdirSync(suite).filter((f) => f === 'index.ts' || f.endsWith('.test.ts')).map((f) => join(suite, f)),
    outdir: out,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: 'inline',
    external: ['vscode', 'mocha'],
    logLevel: 'warning',
  });
}

/** A fresh copy of sample-corpus without its .warrant/ state folder. */
function copyCorpus(target) {
  rmSync(target, { recursive: true, force: true });
  cpSync(join(root, 'sample-corpus'), target, { recursive: true, filter: (src) => !/[\\/]\.warrant([\\/]|$)/.test(src.slice(root.length)) });
}

await buildSuite(join(root, 'test/integration/suite'), outDir);
await buildSuite(join(root, 'test/integration/multiroot'), multirootOutDir);
copyCorpus(workspace);

rmSync(multiroot, { recursive: true, force: true });
copyCorpus(join(multiroot, 'alpha'));
copyCorpus(join(multiroot, 'beta'));
// beta's own config takes the CiteVQA paper out of its sources; alpha keeps the shipped config.
const betaConfig = join(multiroot, 'beta/.warrant.json');
writeFileSync(betaConfig, readFileSync(betaConfig, 'utf8').replace('"exclude": ["notes/excluded/**"]', '"exclude": ["notes/excluded/**", "papers/citevqa.txt"]'));
if (!readFileSync(betaConfig, 'utf8').includes('papers/citevqa.txt')) throw new Error(`could not exclude papers/citevqa.txt in ${betaConfig}`);
writeFileSync(multirootFile, `${JSON.stringify({ folders: [{ path: 'alpha' }, { path: 'beta' }], settings: {} }, null, 2)}\n`);

console.log(`integration tests: ${outDir}\ntest workspace:    ${workspace}`);
console.log(`multi-root tests:  ${multirootOutDir}\nmulti-root file:   ${multirootFile}`);
