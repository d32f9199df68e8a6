// The CLI process tunes V8's optimising compiler for a short run (src/cli/jit.ts): only on the V8 the flags were
// measured on, never in a process that merely imports the CLI, and with the same output as V8's defaults.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { CLI_V8_FLAGS, cliV8Flags } from '../../src/cli/jit';
import { TOOL_VERSION } from '../../src/core/version';

const ROOT = path.resolve(__dirname, '../..');
const BIN = path.join(ROOT, 'bin', 'warrant.js');

describe('CLI V8 flags', function () {
  this.timeout(120_000);
  const scratch: string[] = [];
  after(() => scratch.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('are set only on V8 11 (Node 20), and not when WARRANT_V8_DEFAULTS=1', () => {
    assert.deepEqual(cliV8Flags('11.3.244.8-node.38', {}), CLI_V8_FLAGS);
    for (const other of ['10.2.154.26-node.26', '12.4.254.21-node.33', '13.6.233.10-node.18', '']) assert.deepEqual(cliV8Flags(other, {}), [], other);
    assert.deepEqual(cliV8Flags('11.3.244.8-node.38', { WARRANT_V8_DEFAULTS: '1' }), []);
  });

  it('are flags this V8 knows when it is one they are set on (an unknown flag is reported on stdout)', function () {
    if (cliV8Flags(process.versions.v8, {}).length === 0) this.skip();
    for (const flag of CLI_V8_FLAGS) {
      const r = spawnSync(process.execPath, ['-e', `require('node:v8').setFlagsFromString(${JSON.stringify(flag)})`], { encoding: 'utf8' });
      assert.equal(r.status, 0, r.stderr);
      assert.equal(r.stdout, '', `${flag}: ${r.stdout}`);
    }
  });

  describe('the built CLI', () => {
    before(function () {
      if (existsSync(path.join(ROOT, 'dist', 'cli.js')) && existsSync(path.join(ROOT, 'dist', 'cli-commands.js'))) return;
      const built = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')], { cwd: ROOT, encoding: 'utf8' });
      assert.equal(built.status, 0, built.stderr);
    });

    /** Runs the built CLI with a preload that records the V8 flags set; returns its stdout and the flags. */
    function run(args: string[], env: NodeJS.ProcessEnv = {}): { stdout: string; flags: string[] } {
      const dir = mkdtempSync(path.join(tmpdir(), 'warrant-jit-'));
      scratch.push(dir);
      const preload = path.join(dir, 'flags.js');
      writeFileSync(preload, [
        "const v8 = require('node:v8'); const set = v8.setFlagsFromString; const seen = [];",
        'v8.setFlagsFromString = (f) => { seen.push(f); return set(f); };',
        "process.on('exit', () => process.stderr.write('FLAGS ' + JSON.stringify(seen) + '\\n'));",
      ].join('\n'));
      const r = spawnSync(process.execPath, ['-r', preload, BIN, ...args], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, WARRANT_V8_DEFAULTS: '', ...env }, maxBuffer: 64 << 20 });
      assert.equal(r.status, 0, r.stderr);
      return { stdout: r.stdout, flags: JSON.parse(/^FLAGS (.*)$/m.exec(r.stderr)![1]!) as string[] };
    }

    it('sets them, and prints the same JSON on the sample chapter as with V8 defaults', () => {
      const args = ['verify', 'sample-corpus/drafts/warranted-search.md', '--config', 'sample-corpus/.warrant.json', '--format', 'json', '--fail-level', 'none', '--no-reuse'];
      const tuned = run(args);
      const plain = run(args, { WARRANT_V8_DEFAULTS: '1' });
      assert.deepEqual(tuned.flags, [...cliV8Flags(process.versions.v8, {})]);
      assert.deepEqual(plain.flags, []);
      assert.ok(tuned.stdout.length > 0 && tuned.stdout === plain.stdout, 'the JSON differs with and without the flags');
      // nothing but the version on stdout: no flag error there
      assert.equal(run(['--version']).stdout, `${TOOL_VERSION}\n`);
    });
  });
});
