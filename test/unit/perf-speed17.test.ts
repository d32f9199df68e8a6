// The seventeenth speed pass (the warm CLI run) changed how three things are done, not what they give: a search's
// candidates scored in one loop, wink's core model parsed from its JSON text in the bundles, and the CLI's checked
// reads made synchronously. Each is compared here with the way before the pass on varied inputs.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import Module from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { DiscoveryIndex, type DiscoveryIndexOptions } from '../../src/core/discovery/index';
import { nodeFileSystem, nodeFileSystemBlockingReads } from '../../src/core/fs/node-fs';
import { contentTerms } from '../../src/core/text';
import { seededRandom as rng } from '../../src/core/util/random';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const winkModelText = require('../../scripts/wink-model-text.cjs') as {
  readCoreModelWithText(source: string, jsonText: string): string;
  rewriteReadCoreModel(file: string): string;
};

// Few words, so many sentences are alike (equal scores at the edge of a search's best units) and many are not.
const WORDS = ['index', 'search', 'claim', 'source', 'evidence', 'span', 'verify', 'the', 'of', 'a', 'Rust', 'PEP', 'cold',
  'warm', 'build', 'builds', 'two', 'three', '50%', 'window', 'record', 'term', 'unit', 'score', 'heap', 'tie', 'rare'];

function sentence(random: () => number): string {
  const n = 2 + Math.floor(random() * 10);
  const words: string[] = [];
  for (let w = 0; w < n; w++) words.push(random() < 0.1 ? `w${Math.floor(random() * 40)}` : WORDS[Math.floor(random() * WORDS.length)]!);
  return `${words.join(' ')}.`;
}

function corpus(seed: number): Array<{ absPath: string; relPath: string; text: string; sourceHash: string }> {
  const random = rng(seed);
  const repeated = Array.from({ length: 6 }, () => sentence(random));
  const docs = [];
  for (let d = 0, n = 2 + Math.floor(random() * 12); d < n; d++) {
    const sentences: string[] = [];
    for (let s = 0, m = 1 + Math.floor(random() * 40); s < m; s++) sentences.push(random() < 0.3 ? repeated[Math.floor(random() * repeated.length)]! : sentence(random));
    docs.push({ absPath: `/c/d${d}.md`, relPath: `d${d}.md`, text: sentences.join(random() < 0.5 ? ' ' : '\n\n'), sourceHash: `s${seed}-${d}` });
  }
  return docs;
}

function indexWith(options: DiscoveryIndexOptions, seed: number): DiscoveryIndex {
  const index = new DiscoveryIndex(options);
  for (const doc of corpus(seed)) index.addDocument(doc);
  return index;
}

describe('speed pass 17: the same results, reached more cheaply', () => {
  it('a search scoring its candidates in one loop keeps the units scoring each through measureRecord and offer kept', () => {
    let searches = 0;
    let hits = 0;
    let tiedEdges = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const together = indexWith({}, seed);
      const each = indexWith({ scoring: 'each' }, seed);
      const random = rng(1000 + seed);
      const paths = corpus(seed).map((d) => d.absPath);
      for (let q = 0; q < 25; q++) {
        const terms: string[] = [];
        for (let t = 0, n = 1 + Math.floor(random() * 8); t < n; t++) terms.push(random() < 0.15 ? `w${Math.floor(random() * 40)}` : WORDS[Math.floor(random() * WORDS.length)]!.toLowerCase());
        const restrictTo = random() < 0.25 ? new Set(paths.filter(() => random() < 0.5)) : undefined;
        const opts = { limit: 1 + Math.floor(random() * 12), restrictTo };
        // query terms as discovery gives them: a claim's content terms
        const stems = contentTerms(terms.join(' '));
        const a = together.search(stems, opts);
        const b = each.search(stems, opts);
        assert.deepEqual(a, b, `seed ${seed}, query ${q}`);
        searches++;
        hits += a.length;
        if (a.length >= 2 && a.at(-1)!.score === a.at(-2)!.score) tiedEdges++;
      }
    }
    // not vacuous: searches that find things, and equal scores at the edge of what is kept
    assert.ok(hits > searches * 2, `${hits} hits in ${searches} searches`);
    assert.ok(tiedEdges > 20, `${tiedEdges} searches with tied last hits`);
  });

  it("wink's core model parsed from its JSON text is the model read-core-model.js copied from the required JSON", () => {
    const file = require.resolve('wink-eng-lite-web-model/dist/read-core-model.js');
    const original = (require(file) as () => unknown)();
    const mod = new Module(file) as Module & { _compile(source: string, filename: string): void; paths: string[]; filename: string };
    mod.filename = file;
    mod.paths = (Module as unknown as { _nodeModulePaths(from: string): string[] })._nodeModulePaths(path.dirname(file));
    mod._compile(winkModelText.rewriteReadCoreModel(file), file);
    const rewritten = (mod.exports as () => unknown)();
    assert.deepStrictEqual(rewritten, original);
    // each call still gives a model of its own (the copy was made per call)
    assert.notEqual((mod.exports as () => unknown)(), rewritten);
  });

  it('the model rewrite refuses a read-core-model.js it does not know', () => {
    const source = 'const originalModel=require("./languages/cur/models/eng-core-web-model.json");var f=function(){return JSON.parse(JSON.stringify(originalModel))};';
    assert.match(winkModelText.readCoreModelWithText(source, '{"a":[1,"é"]}'), /JSON\.parse\(originalModelText\)/);
    // text that a replacement string would read as patterns ("$$", "$&", "$'") is kept as it is
    const tricky = '{"re":"^US\\\\$$|^C\\\\$$","b":"$&$\'$`$1"}';
    const made = winkModelText.readCoreModelWithText(source, tricky);
    const text = /const originalModelText=("(?:[^"\\]|\\.)*")/.exec(made)![1]!;
    assert.equal(JSON.parse(text), tricky);
    assert.throws(() => winkModelText.readCoreModelWithText(source.replace('JSON.stringify', 'clone'), '{}'), /expected one/);
    assert.throws(() => winkModelText.readCoreModelWithText(source + source, '{}'), /expected one/);
    assert.throws(() => winkModelText.readCoreModelWithText(source, '{"a":'), SyntaxError);
  });

  it("the CLI's blocking checked reads give what the promise reads give, and fail with the same codes", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'warrant-speed17-'));
    try {
      writeFileSync(path.join(dir, 'file.md'), 'Some text, ünïcode too.\n');
      writeFileSync(path.join(dir, 'empty.md'), '');
      writeFileSync(path.join(dir, 'ten.md'), '0123456789');
      mkdirSync(path.join(dir, 'folder'));
      symlinkSync(path.join(dir, 'file.md'), path.join(dir, 'link.md'));
      symlinkSync(path.join(dir, 'nowhere.md'), path.join(dir, 'dangling.md'));
      symlinkSync(dir, path.join(dir, 'dirlink'));
      let fifo = false;
      try {
        execFileSync('mkfifo', [path.join(dir, 'fifo')]);
        fifo = true;
      } catch {
        // no mkfifo here: the other cases still run
      }
      const cases: Array<[string, number]> = [
        ['file.md', 1 << 20], ['file.md', 5], ['empty.md', 10], ['ten.md', 10], ['ten.md', 9], ['ten.md', 11], ['folder', 100],
        ['link.md', 100], ['dangling.md', 100], ['missing.md', 100], ['file.md/inner', 100], ['dirlink/file.md', 100],
        ['bad\u0000name', 100], ...(fifo ? [['fifo', 100] as [string, number]] : []),
      ];
      const outcome = async (read: typeof nodeFileSystem.readChecked, p: string, max: number) => {
        try {
          const r = await read(p, max);
          return { ok: { data: Buffer.from(r.data).toString('hex'), realPath: r.realPath, size: r.size, mtimeMs: r.mtimeMs } };
        } catch (e) {
          return { code: (e as NodeJS.ErrnoException).code };
        }
      };
      let read = 0;
      for (const [name, max] of [...cases, ['/dev/null', 100] as [string, number]]) {
        const p = name.startsWith('/') ? name : path.join(dir, name);
        const before = await outcome(nodeFileSystem.readChecked, p, max);
        const after = await outcome(nodeFileSystemBlockingReads.readChecked, p, max);
        assert.deepEqual(after, before, name);
        assert.ok(before.ok !== undefined || before.code !== undefined, name);
        if (before.ok) read++;
      }
      assert.equal(read, 5); // file.md (whole), empty.md, ten.md twice, dirlink/file.md: the rest are refused
      // the other operations are the port's own
      assert.equal(nodeFileSystemBlockingReads.stat, nodeFileSystem.stat);
      assert.equal(nodeFileSystemBlockingReads.readDirectory, nodeFileSystem.readDirectory);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
