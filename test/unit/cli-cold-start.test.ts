// The CLI's cold start: `--version` and `--help` are answered by the small entry (src/cli/main.ts, dist/cli.js)
// without loading the commands, the engine or the NLP model; a command loads them on demand, and the built
// CLI (two bundles) gives the same output as the source. How fast it starts is measured by `npm run bench`,
// not asserted here.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { COMMANDS } from '../../src/cli/commands/index';
import { COMMAND_NAMES, main, USAGE } from '../../src/cli/main';
import type { CliIO } from '../../src/cli/io';
import { TOOL_VERSION } from '../../src/core/model';

const ROOT = path.resolve(__dirname, '../..');
const DRAFT = 'sample-corpus/drafts/warranted-search.md';
const CONFIG = 'sample-corpus/.warrant.json';

/** Runs `main(argv)` from the source in a fresh process and lists the modules it loaded (paths relative to the repo). */
function loadedBy(argv: string[]): { code: number; out: string; err: string; loaded: string[] } {
  const script = [
    "const { main } = require('./src/cli/main');",
    "let out = '', err = '';",
    `main(${JSON.stringify(argv)}, { cwd: process.cwd(), stdout: (s) => { out += s; }, stderr: (s) => { err += s; }, env: {}, stderrIsTTY: false }).then((code) => {`,
    "  const loaded = Object.keys(require.cache).map((f) => require('path').relative(process.cwd(), f).split(require('path').sep).join('/'));",
    '  console.log(JSON.stringify({ code, out, err, loaded }));',
    '});',
  ].join('\n');
  const stdout = execFileSync(process.execPath, ['-r', 'tsx/cjs', '-e', script], { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(stdout.trim().split('\n').pop()!);
}

const ENGINE_MODULES = [/^src\/cli\/commands\//, /^src\/core\/model\.ts$/, /^src\/core\/engine\//, /node_modules\/zod\//, /node_modules\/wink-/, /node_modules\/unified\//];

describe('CLI cold start', function () {
  this.timeout(60_000);

  it('knows its command names without loading the commands, and they are the commands there are', () => {
    assert.deepEqual([...COMMAND_NAMES].sort(), Object.keys(COMMANDS).sort());
    for (const name of COMMAND_NAMES) assert.match(USAGE, new RegExp(`\\n  warrant ${name} `), name);
  });

  it('--version prints the package version; --help the usage; an unknown command is a usage error', async () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
    assert.equal(TOOL_VERSION, pkg.version);
    const run = async (argv: string[]) => {
      let out = '';
      let err = '';
      const io: CliIO = { cwd: ROOT, stdout: (s) => (out += s), stderr: (s) => (err += s), env: {} };
      return { code: await main(argv, io), out, err };
    };
    for (const flag of ['--version', '-v']) assert.deepEqual(await run([flag]), { code: 0, out: `${pkg.version}\n`, err: '' });
    for (const flag of ['--help', '-h', 'help']) assert.deepEqual(await run([flag]), { code: 0, out: USAGE, err: '' });
    assert.deepEqual(await run([]), { code: 1, out: USAGE, err: '' });
    const unknown = await run(['verfiy']);
    assert.equal(unknown.code, 1);
    assert.equal(unknown.err, 'warrant: unknown command "verfiy" (commands: verify, diff, replay, forget, eval)\n');
  });

  it('--version, --help and an unknown command load neither the commands nor the engine, zod, remark or wink', () => {
    for (const argv of [['--version'], ['--help'], ['nope']]) {
      const r = loadedBy(argv);
      assert.ok(r.loaded.includes('src/cli/main.ts'), r.loaded.join(', '));
      const heavy = r.loaded.filter((f) => ENGINE_MODULES.some((re) => re.test(f)));
      assert.deepEqual(heavy, [], `${argv.join(' ')} loaded ${heavy.length} engine modules: ${heavy.slice(0, 4).join(', ')}, …`);
    }
  });

  it('a command loads the commands on demand, but not the NLP model until a sentence is split', () => {
    const r = loadedBy(['verify', '--format', 'xml']); // a usage error, raised by the verify command itself
    assert.equal(r.code, 1);
    assert.equal(r.err, 'warrant verify: --format must be one of text|json|sarif (got "xml")\n');
    assert.ok(r.loaded.includes('src/cli/commands/index.ts'));
    assert.deepEqual(r.loaded.filter((f) => /node_modules\/wink-/.test(f)), []);
  });

  describe('the built CLI (dist/cli.js + dist/cli-commands.js)', () => {
    const bin = path.join(ROOT, 'bin', 'warrant.js');
    const scratch: string[] = [];
    after(() => scratch.forEach((d) => rmSync(d, { recursive: true, force: true })));

    before(function () {
      if (existsSync(path.join(ROOT, 'dist', 'cli.js')) && existsSync(path.join(ROOT, 'dist', 'cli-commands.js'))) return;
      this.timeout(120_000); // not built yet (`npm test` builds first): build it now
      const built = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')], { cwd: ROOT, encoding: 'utf8' });
      assert.equal(built.status, 0, built.stderr);
    });

    it('answers --version from dist/cli.js alone, without reading dist/cli-commands.js', () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'warrant-coldstart-'));
      scratch.push(dir);
      const preload = path.join(dir, 'loaded.js');
      writeFileSync(preload, "process.on('exit', () => process.stderr.write('LOADED ' + JSON.stringify(Object.keys(require.cache)) + '\\n'));\n");
      for (const flag of ['--version', '--help']) {
        const r = spawnSync(process.execPath, ['-r', preload, bin, flag], { cwd: ROOT, encoding: 'utf8' });
        assert.equal(r.status, 0, r.stderr);
        assert.equal(r.stdout, flag === '--version' ? `${TOOL_VERSION}\n` : USAGE);
        const loaded = JSON.parse(/^LOADED (.*)$/m.exec(r.stderr)![1]!) as string[];
        assert.ok(loaded.includes(path.join(ROOT, 'dist', 'cli.js')), loaded.join(', '));
        assert.deepEqual(loaded.filter((f) => f.includes('cli-commands')), []);
      }
    });

    it('gives byte for byte the JSON the source gives on the sample chapter', async () => {
      const args = ['verify', DRAFT, '--config', CONFIG, '--format', 'json', '--fail-level', 'none'];
      const built = spawnSync(process.execPath, [bin, ...args], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 });
      assert.equal(built.status, 0, built.stderr);
      let out = '';
      const code = await main(args, { cwd: ROOT, stdout: (s) => (out += s), stderr: () => {}, env: {} });
      assert.equal(code, 0);
      assert.ok(built.stdout === out, 'dist/cli.js and src/cli/main.ts print different JSON');
    });
  });
});
