#!/usr/bin/env node
// Checks the two ways Warrant is used outside this repository, as the README's "Use it on your own project" says,
// from the current build (run `npm run build` first; nothing is rebuilt) and without the network:
//   cli   `npm pack` → the tarball installed offline into scratch projects (npm i, npm i -g, npx --package) → `warrant verify`
//         on a small draft + sources exits 0 / 2 / 1 as documented;
//   vsix  `vsce package` → the .vsix installed into the test VS Code (`--install-extension`) → the installed
//         extension, with no development folder, activates and flags a claim in the scratch project.
// Usage: node scripts/test-package.mjs [cli] [vsix]   (both by default). Exits 1 on the first failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const manifest = require(join(root, 'package.json'));
const steps = process.argv.slice(2);
for (const step of steps) if (step !== 'cli' && step !== 'vsix') fail(`unknown step "${step}" (cli, vsix)`);
const run = (step) => steps.length === 0 || steps.includes(step);

/**
 * What the packed CLI must hold: its launcher and two bundles, the docs, and the run-time files the extension ships
 * from dist/ (.vscodeignore: WordNet, bundles loaded on demand, their licences) except the extension's own bundles.
 */
const EXTENSION_ONLY = ['dist/extension.js', 'dist/engine-worker.js'];
const sharedDist = readFileSync(join(root, '.vscodeignore'), 'utf8').split('\n').map((l) => l.trim())
  .filter((l) => l.startsWith('!dist/')).map((l) => l.slice(1)).filter((f) => !EXTENSION_ONLY.includes(f));
const CLI_FILES = [...new Set(['LICENSE', 'README.md', 'package.json', 'bin/warrant.js', 'dist/cli.js', 'dist/cli-commands.js',
  'docs/cli.md', 'schemas/warrant-config.schema.json', ...sharedDist])].sort();
/** The most the .vsix may weigh (it is ~4 MB: two bundles and WordNet). */
const VSIX_MAX_BYTES = 8 * 1024 * 1024;

function fail(message) {
  console.error(`test-package: ${message}`);
  process.exit(1);
}

/** Runs a command; fails with its output unless it exits with `expect` (0 by default). */
function sh(command, args, { cwd = root, expect = 0, env } = {}) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, ...env }, timeout: 180_000 });
  if (result.status !== expect) {
    fail(`\`${command} ${args.join(' ')}\` in ${cwd} exited ${result.status ?? result.signal}, expected ${expect}\n${result.stdout}${result.stderr}`);
  }
  return result;
}

/** npm without the network: --offline and an empty cache of its own, so nothing can come from the registry. */
function npm(args, cwd, cache) {
  return sh('npm', [...args, '--offline', '--cache', cache, '--no-audit', '--no-fund', '--loglevel', 'error'], { cwd });
}

const built = ['dist/cli.js', 'dist/cli-commands.js', 'dist/extension.js', 'dist/engine-worker.js', 'dist/wordnet.json.gz'];
for (const file of built) if (!existsSync(join(root, file))) fail(`${file} is missing: run \`npm run build\` first`);

const scratch = mkdtempSync(join(tmpdir(), 'warrant-package-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));

// The scratch project's files come from the same module the in-VS-Code test reads its expectations from.
const projectModule = join(root, 'out/test/package/scratch-project.js');
await build({ entryPoints: [join(root, 'test/package/scratch-project.ts')], outfile: projectModule, bundle: true, platform: 'node', format: 'cjs', logLevel: 'warning' });
const { PROJECT, writeScratchProject } = require(projectModule);
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

if (run('cli')) {
  // esbuild bundles every library into dist/: a run-time dependency would only make installing the tarball fetch it
  const runtimeDeps = Object.keys(manifest.dependencies ?? {});
  if (runtimeDeps.length) fail(`package.json lists dependencies (${runtimeDeps.join(', ')}): the bundles carry them; move them to devDependencies`);
  // --ignore-scripts: prepack would rebuild; this checks the build at hand.
  sh('npm', ['pack', '--ignore-scripts', '--pack-destination', scratch, '--loglevel', 'error']);
  const tarball = join(scratch, `${manifest.name}-${manifest.version}.tgz`);
  const listed = sh('tar', ['-tzf', tarball]).stdout.split('\n').filter(Boolean).map((f) => f.replace(/^package\//, '')).sort();
  const extra = listed.filter((f) => !CLI_FILES.includes(f));
  const missing = CLI_FILES.filter((f) => !listed.includes(f));
  if (extra.length || missing.length) {
    fail(`the packed CLI is not what it should be (see .npmignore; a stale file in dist/? run \`rm -rf dist && npm run build\`)` +
      `${extra.length ? `\n  not wanted: ${extra.join(', ')}` : ''}${missing.length ? `\n  missing: ${missing.join(', ')}` : ''}`);
  }

  const project = join(scratch, 'project');
  writeScratchProject(project);
  writeFileSync(join(project, 'package.json'), '{ "name": "scratch-project", "private": true }\n');
  npm(['install', tarball], project, join(scratch, 'npm-cache'));
  const installed = readdirSync(join(project, 'node_modules')).filter((f) => !f.startsWith('.'));
  if (installed.join() !== 'warrant') fail(`installing the tarball pulled in more than warrant: ${installed.join(', ')}`);

  const warrant = join(project, 'node_modules/.bin/warrant');
  const verify = (args, expect) => sh(warrant, ['verify', ...args], { cwd: project, expect });
  const good = verify([PROJECT.rightDraft, '--sources', 'papers'], 0).stdout;
  if (!good.includes(`accept ${PROJECT.rightClaims.length}`)) fail(`the supported draft was not accepted:\n${good}`);
  const refuted = verify([PROJECT.wrongDraft], 2).stdout;
  if (!/refute 1\b/.test(refuted) || !refuted.includes("'1,897'")) fail(`the changed number was not refuted:\n${refuted}`);
  const json = JSON.parse(verify([PROJECT.wrongDraft, '--format', 'json', '--fail-level', 'none'], 0).stdout);
  if (json.documents?.[0]?.claims?.[0]?.action !== 'refute') fail('--format json did not report the refuted claim');
  const noSources = verify([PROJECT.rightDraft, '--sources', 'sourcez'], 1).stderr;
  if (!noSources.includes('"sourcez" does not exist')) fail(`a missing --sources folder was not named:\n${noSources}`);

  // npx from the tarball's path, in a project where nothing is installed
  const bare = join(scratch, 'bare-project');
  writeScratchProject(bare);
  const npxOut = sh('npx', ['--yes', '--offline', '--cache', join(scratch, 'npx-cache'), '--loglevel', 'error', '--package', tarball,
    'warrant', 'verify', PROJECT.rightDraft], { cwd: bare }).stdout;
  if (!npxOut.includes(`accept ${PROJECT.rightClaims.length}`)) fail(`npx --package did not accept the supported draft:\n${npxOut}`);

  // npm i -g into a prefix of its own, as a user installs the command for every project
  const prefix = join(scratch, 'global');
  npm(['install', '-g', '--prefix', prefix, tarball], scratch, join(scratch, 'npm-cache'));
  const global = sh(join(prefix, 'bin/warrant'), ['verify', PROJECT.wrongDraft, '--fail-level', 'refute'], { cwd: project, expect: 2 }).stdout;
  if (!/refute 1\b/.test(global)) fail(`the globally installed CLI did not refute the changed number:\n${global}`);
  console.log(`cli: ${tarball.slice(scratch.length + 1)} (${Math.round(statSync(tarball).size / 1024)} KB, no dependencies) ` +
    `installed offline (npm i, npm i -g, npx --package); verify exits 0 / 2 / 1 as documented (${seconds()})`);
}

if (run('vsix')) {
  const vsix = join(scratch, `${manifest.name}-${manifest.version}.vsix`);
  // `npm run package` without its build: the same vsce options, read from the script.
  const packageOptions = /\bvsce package\b([^&|;]*)/.exec(manifest.scripts.package)?.[1].trim().split(/\s+/).filter(Boolean);
  if (!packageOptions) fail('package.json\'s "package" script does not run `vsce package`');
  const vsce = join(dirname(require.resolve('@vscode/vsce/package.json')), 'vsce');
  sh(process.execPath, [vsce, 'package', ...packageOptions, '--out', vsix]);
  const size = statSync(vsix).size;
  if (size > VSIX_MAX_BYTES) fail(`${vsix} weighs ${size} bytes (over ${VSIX_MAX_BYTES}): check .vscodeignore`);

  const testsOut = join(root, 'out/test/package');
  await build({
    entryPoints: [join(root, 'test/package/index.ts'), join(root, 'test/package/installed.test.ts')],
    outdir: testsOut, bundle: true, platform: 'node', target: 'node20', format: 'cjs', sourcemap: 'inline',
    external: ['vscode', 'mocha'], logLevel: 'warning',
  });
  const workspace = join(scratch, 'vsix-project');
  mkdirSync(workspace);
  writeScratchProject(workspace);

  // VS Code starts a test run only for a development extension: an empty one (no code, no contributions) carries
  // the run, and Warrant itself comes only from the installed .vsix.
  const testHost = join(scratch, 'test-host');
  mkdirSync(testHost);
  writeFileSync(join(testHost, 'package.json'), `${JSON.stringify({
    name: 'warrant-package-test-host', publisher: 'warrant-dev', version: '0.0.0', engines: { vscode: manifest.engines.vscode },
  }, null, 2)}\n`);

  const { runExtensionTests } = await import('./vscode/lib.mjs');
  const code = await runExtensionTests({
    installExtensions: [vsix],
    extensionDevelopmentPaths: [testHost],
    extensionTestsPath: join(testsOut, 'index.js'),
    workspace,
    timeoutSec: 180,
  });
  if (code !== 0) fail(`the installed .vsix failed its checks in VS Code (exit ${code})`);
  console.log(`vsix: ${vsix.slice(scratch.length + 1)} (${Math.round(size / 1024)} KB) installed with --install-extension; ` +
    `the installed extension activated and flagged the scratch project's claim (${seconds()})`);
}
