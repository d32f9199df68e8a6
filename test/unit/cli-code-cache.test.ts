// The CLI compiles its commands bundle with a V8 code cache kept in the user's cache folder (src/cli/code-cache.ts).
// A cache changes how fast the bundle compiles, never what runs: these tests load modules with and without one, with
// a damaged one and one V8 refuses, and check that the built CLI prints the same JSON either way. How much time it
// saves is measured (docs/performance-history.md, twelfth pass), not asserted.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { codeCacheFile, requireWithCodeCache, userCacheDir } from '../../src/cli/code-cache';

const ROOT = path.resolve(__dirname, '../..');

describe('CLI code cache', function () {
  this.timeout(120_000);
  const scratch: string[] = [];
  after(() => scratch.forEach((d) => rmSync(d, { recursive: true, force: true })));
  const folder = (): string => {
    const dir = mkdtempSync(path.join(tmpdir(), 'warrant-code-cache-'));
    scratch.push(dir);
    return dir;
  };

  /** A CommonJS module that requires a file next to it and reports its own file and folder. */
  function moduleIn(dir: string, name: string, value: string): string {
    writeFileSync(path.join(dir, 'helper.js'), "exports.twice = (s) => s + s;\n");
    const file = path.join(dir, name);
    writeFileSync(file, [
      "'use strict';",
      "const helper = require('./helper.js');",
      `exports.value = helper.twice(${JSON.stringify(value)});`,
      'exports.file = __filename;',
      'exports.dir = __dirname;',
      'exports.self = module.exports === exports && this === exports;',
      'exports.later = function later(n) { let s = 0; for (let i = 0; i < n; i++) s += i; return s; };',
    ].join('\n'));
    return file;
  }

  it('loads a module as require does: first without a cache (then written), then from it', () => {
    const dir = folder();
    const cacheDir = path.join(dir, 'cache');
    const file = moduleIn(dir, 'a.js', 'ab');
    const first = requireWithCodeCache(file, cacheDir, []);
    const exports = first.exports as { value: string; file: string; dir: string; self: boolean; later: (n: number) => number };
    assert.equal(first.state, 'missing');
    assert.deepEqual([exports.value, exports.file, exports.dir, exports.self, exports.later(5)], ['abab', file, dir, true, 10]);
    assert.equal(existsSync(first.file), false);
    first.save();
    assert.equal(existsSync(first.file), true);
    assert.equal(statSync(first.file).mode & 0o777, 0o600);
    assert.equal(statSync(cacheDir).mode & 0o777, 0o700);
    const second = requireWithCodeCache(file, cacheDir, []);
    assert.equal(second.state, 'used');
    assert.equal(second.file, first.file);
    const again = second.exports as typeof exports;
    assert.deepEqual([again.value, again.file, again.dir, again.self, again.later(5)], ['abab', file, dir, true, 10]);
    const written = readFileSync(first.file);
    second.save(); // used: nothing to write
    assert.ok(readFileSync(first.file).equals(written));
  });

  it('keys the cache by the module bytes, the Node version and the V8 flags, not only by the length V8 checks', () => {
    const dir = folder();
    const cacheDir = path.join(dir, 'cache');
    const a = requireWithCodeCache(moduleIn(dir, 'same.js', 'ab'), cacheDir, []);
    a.save();
    // the same length, other bytes: another cache file, and the new code runs
    const b = requireWithCodeCache(moduleIn(dir, 'same.js', 'cd'), cacheDir, []);
    assert.equal(b.state, 'missing');
    assert.notEqual(b.file, a.file);
    assert.equal((b.exports as { value: string }).value, 'cdcd');
    const c = requireWithCodeCache(moduleIn(dir, 'same.js', 'ab'), cacheDir, ['--no-turbo-inlining']);
    assert.equal(c.state, 'missing');
    assert.notEqual(c.file, a.file);
  });

  it('ignores a damaged or truncated file (and writes it again), with the same exports', () => {
    const dir = folder();
    const cacheDir = path.join(dir, 'cache');
    const file = moduleIn(dir, 'a.js', 'xy');
    const first = requireWithCodeCache(file, cacheDir, []);
    first.save();
    const good = readFileSync(first.file);
    const damaged = Buffer.from(good);
    damaged[damaged.length - 1]! ^= 0xff;
    for (const bad of [damaged, good.subarray(0, good.length - 7), good.subarray(0, 10), Buffer.alloc(0), Buffer.from('not a cache')]) {
      writeFileSync(first.file, bad);
      const load = requireWithCodeCache(file, cacheDir, []);
      assert.equal(load.state, 'damaged');
      assert.equal((load.exports as { value: string }).value, 'xyxy');
      load.save();
      assert.ok(readFileSync(first.file).length > 0);
      assert.equal(requireWithCodeCache(file, cacheDir, []).state, 'used');
    }
  });

  it('replaces a well-formed cache V8 refuses (another script of another length), with the same exports', () => {
    const dir = folder();
    const cacheDir = path.join(dir, 'cache');
    const other = requireWithCodeCache(moduleIn(folder(), 'b.js', 'something else entirely'), path.join(dir, 'other-cache'), []);
    other.save();
    // a module this process has not compiled yet (V8 keeps compiled scripts by source, and would not read the cache)
    const file = moduleIn(dir, 'fresh.js', 'a module not compiled before');
    const planted = codeCacheFile(readFileSync(file), cacheDir, []);
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(planted, readFileSync(other.file));
    const refused = requireWithCodeCache(file, cacheDir, []);
    assert.equal(refused.file, planted);
    assert.equal(refused.state, 'rejected');
    assert.equal((refused.exports as { value: string }).value, 'a module not compiled beforea module not compiled before');
    refused.save();
    assert.notDeepEqual(readFileSync(planted), readFileSync(other.file));
  });

  it("throws the module's own error, and keeps at most three caches", () => {
    const dir = folder();
    const cacheDir = path.join(dir, 'cache');
    const broken = path.join(dir, 'broken.js');
    writeFileSync(broken, "throw new Error('broken module');\n");
    assert.throws(() => requireWithCodeCache(broken, cacheDir, []), /broken module/);
    for (const value of ['a', 'b', 'c', 'd', 'e']) requireWithCodeCache(moduleIn(dir, `m-${value}.js`, value), cacheDir, []).save();
    assert.equal(readdirSync(cacheDir).filter((n) => n.startsWith('cli-code-')).length, 3);
  });

  it("lives in the user's cache folder", () => {
    assert.equal(userCacheDir({ XDG_CACHE_HOME: '/x/cache' }), path.join('/x/cache', 'warrant'));
  });

  describe('the built CLI', () => {
    before(function () {
      if (existsSync(path.join(ROOT, 'dist', 'cli.js')) && existsSync(path.join(ROOT, 'dist', 'cli-commands.js'))) return;
      const built = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')], { cwd: ROOT, encoding: 'utf8' });
      assert.equal(built.status, 0, built.stderr);
    });

    it('prints the same JSON without a cache, writing one, reading it and past a damaged one (BibTeX citations included)', () => {
      const cacheHome = folder();
      const work = folder();
      const caches = (): string[] => (existsSync(path.join(cacheHome, 'warrant')) ? readdirSync(path.join(cacheHome, 'warrant')).filter((n) => n.startsWith('cli-code-')) : []);
      const run = (env: NodeJS.ProcessEnv = {}): string => {
        const args = ['verify', 'sample-corpus/drafts/warranted-search.md', 'sample-corpus/drafts/cited-by-key.md', '--config', 'sample-corpus/.warrant.json', '--format', 'json', '--fail-level', 'none', '--no-reuse'];
        const r = spawnSync(process.execPath, [path.join(ROOT, 'bin', 'warrant.js'), ...args], {
          cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20, env: { ...process.env, XDG_CACHE_HOME: cacheHome, WARRANT_CODE_CACHE: '', TMPDIR: work, ...env },
        });
        assert.equal(r.status, 0, r.stderr);
        return r.stdout;
      };
      const plain = run({ WARRANT_CODE_CACHE: '0' });
      assert.deepEqual(caches(), []);
      assert.match(plain, /"cited-by-key\.md"|cited-by-key/);
      assert.equal(run(), plain); // writes the cache
      const [cache] = caches();
      assert.ok(cache);
      const written = readFileSync(path.join(cacheHome, 'warrant', cache));
      assert.equal(run(), plain); // reads it, and leaves it as it was
      assert.ok(readFileSync(path.join(cacheHome, 'warrant', cache)).equals(written));
      writeFileSync(path.join(cacheHome, 'warrant', cache), written.subarray(0, written.length >> 1));
      assert.equal(run(), plain); // damaged: not used, written again
      assert.ok(readFileSync(path.join(cacheHome, 'warrant', cache)).length > written.length >> 1);
    });
  });
});
