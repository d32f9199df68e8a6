// A V8 code cache for the CLI's commands bundle (dist/cli-commands.js, 6 MB). Every `warrant` command compiles that
// bundle again: its top level at load, then each function the first time it runs. A code cache hands V8 the
// bytecode an earlier process made, so those compilations are skipped (measured on the real-prose chapter, warm,
// `--no-reuse`: 0.07–0.19 s of CPU a run in the eleventh pass's measurement with a preload).
//
// What keeps it from ever running other code than the bundle's:
// - V8 checks a cache against its own version, its flags and the source's *length* only, so the cache file is named
//   by the sha256 of the bundle's bytes (hashing 6 MB: ~5 ms), the Node version, the architecture and the V8 flags
//   of the process; a bundle rebuilt, upgraded or edited by hand is another file name.
// - The file holds a magic line and a sha256 of the cache bytes: a damaged or truncated file is ignored (and
//   replaced after the run), never handed to V8. It is written to a temporary file and renamed.
// - It lives in the user's own cache folder ($XDG_CACHE_HOME/warrant or ~/.cache/warrant, mode 0700, files 0600),
//   next to the index key: never in a workspace, so a repository cannot bring one. At most three are kept.
// The bundle is compiled as Node compiles a CommonJS module (the same wrapper, filename, `require` relative to it).
// A script compiled through `vm` has no dynamic `import()` on Node 20 (it fails without --experimental-vm-modules),
// so the build gives this bundle `require` where the source has `import()` (scripts/build.mjs: the BibTeX parser,
// itself a CommonJS bundle). WARRANT_CODE_CACHE=0 loads the bundle with plain `require`.
// Loaded by the small CLI entry: only Node's own modules, each required when first needed.
/* eslint-disable @typescript-eslint/no-require-imports */

const MAGIC = Buffer.from('warrant-code-cache-1\n');
const DIGEST_BYTES = 32;
/** Files of this cache in the folder: `cli-code-<key>.bin`. */
const PREFIX = 'cli-code-';
/** Caches kept in the folder (each one bundle's, 5–10 MB). */
const KEPT = 3;

/** What became of the cache in one load: used (accepted by V8), written after a miss, or not used at all. */
export type CodeCacheState = 'used' | 'missing' | 'damaged' | 'rejected' | 'off';

export interface CachedLoad {
  /** The module's exports. */
  exports: unknown;
  state: CodeCacheState;
  /** The cache file this load read or will write. */
  file: string;
  /**
   * Writes the cache when this load had none V8 accepted (call it after the run: functions compiled during the run
   * are then in it too); a no-op otherwise. Never throws: a cache that cannot be written is no error.
   */
  save(): void;
}

/** The folder of the user's own Warrant caches (the index key's folder). */
export function userCacheDir(env: NodeJS.ProcessEnv): string {
  const path = require('node:path') as typeof import('node:path');
  const os = require('node:os') as typeof import('node:os');
  return path.join(env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'warrant');
}

/**
 * Loads a CommonJS file as `require` would, compiling it with a code cache kept in `cacheDir`; `v8Flags` are the flags
 * this process set at run time (src/cli/jit.ts). The file must not use dynamic `import()` (see above). Errors of the
 * module itself are thrown as `require` throws them.
 */
export function requireWithCodeCache(file: string, cacheDir: string, v8Flags: readonly string[]): CachedLoad {
  const fs = require('node:fs') as typeof import('node:fs');
  const path = require('node:path') as typeof import('node:path');
  const vm = require('node:vm') as typeof import('node:vm');
  const Module = require('node:module') as typeof import('node:module') & { wrap(source: string): string; _nodeModulePaths(from: string): string[] };

  const bytes = fs.readFileSync(file);
  const cacheFile = codeCacheFile(bytes, cacheDir, v8Flags);
  const { data, state: readState } = readCache(cacheFile);
  const script = new vm.Script(Module.wrap(bytes.toString('utf8')), { filename: file, cachedData: data });
  const state: CodeCacheState = data === undefined ? readState : script.cachedDataRejected === true ? 'rejected' : 'used';

  const mod = new Module(file) as import('node:module') & { filename: string; paths: string[]; loaded: boolean; exports: unknown };
  mod.filename = file;
  mod.paths = Module._nodeModulePaths(path.dirname(file));
  const moduleRequire = Module.createRequire(file);
  require.cache[file] = mod as unknown as NodeJS.Module;
  try {
    (script.runInThisContext() as (...args: unknown[]) => void).call(mod.exports, mod.exports, moduleRequire, mod, file, path.dirname(file));
  } catch (e) {
    delete require.cache[file];
    throw e;
  }
  mod.loaded = true;
  let saved = state === 'used';
  return {
    exports: mod.exports,
    state,
    file: cacheFile,
    save() {
      if (saved) return;
      saved = true;
      try {
        writeCache(cacheDir, cacheFile, script.createCachedData());
      } catch {
        // a cache is an optimisation: a folder that cannot be written costs the next run its compile time, nothing more
      }
    },
  };
}

/** The cache file of a module with these bytes, in this Node, with these V8 flags set at run time. */
export function codeCacheFile(bytes: Buffer, cacheDir: string, v8Flags: readonly string[]): string {
  const path = require('node:path') as typeof import('node:path');
  const { createHash } = require('node:crypto') as typeof import('node:crypto');
  // V8 rejects a cache made under other flags: the flags of this process are part of the key, so two ways of running
  // the CLI (WARRANT_V8_DEFAULTS=1, NODE_OPTIONS) keep a cache each instead of replacing each other's
  const flags = [...process.execArgv, process.env.NODE_OPTIONS ?? '', ...v8Flags].join('\u0000');
  const key = createHash('sha256').update(bytes).update('\u0000').update(`${process.version} ${process.arch}\u0000${flags}`).digest('hex').slice(0, 40);
  return path.join(cacheDir, `${PREFIX}${key}.bin`);
}

function readCache(file: string): { data: Buffer | undefined; state: CodeCacheState } {
  const fs = require('node:fs') as typeof import('node:fs');
  const { createHash } = require('node:crypto') as typeof import('node:crypto');
  let raw: Buffer;
  try {
    raw = fs.readFileSync(file);
  } catch {
    return { data: undefined, state: 'missing' };
  }
  const head = MAGIC.length + DIGEST_BYTES;
  if (raw.length <= head || !raw.subarray(0, MAGIC.length).equals(MAGIC)) return { data: undefined, state: 'damaged' };
  const data = raw.subarray(head);
  const digest = createHash('sha256').update(data).digest();
  if (!digest.equals(raw.subarray(MAGIC.length, head))) return { data: undefined, state: 'damaged' };
  return { data, state: 'used' };
}

function writeCache(dir: string, file: string, data: Buffer): void {
  const fs = require('node:fs') as typeof import('node:fs');
  const path = require('node:path') as typeof import('node:path');
  const { createHash } = require('node:crypto') as typeof import('node:crypto');
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const temp = `${file}.tmp-${process.pid}`;
  try {
    fs.writeFileSync(temp, Buffer.concat([MAGIC, createHash('sha256').update(data).digest(), data]), { mode: 0o600, flag: 'wx' });
    fs.renameSync(temp, file);
  } finally {
    fs.rmSync(temp, { force: true });
  }
  // bounded: the KEPT most recently written caches stay (other builds, Node versions or flags), older ones and
  // temporaries of killed writers go
  const others = fs.readdirSync(dir).filter((name) => name.startsWith(PREFIX) && path.join(dir, name) !== file).map((name) => {
    const at = path.join(dir, name);
    try {
      return { at, time: name.endsWith('.bin') ? fs.statSync(at).mtimeMs : -Infinity };
    } catch {
      return { at, time: -Infinity };
    }
  });
  others.sort((a, b) => b.time - a.time);
  for (const { at } of others.slice(KEPT - 1)) fs.rmSync(at, { force: true });
}
