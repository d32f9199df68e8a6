import assert from 'node:assert/strict';
import { antonymStemsUsing, lexicalCarrier, lexicalCarrierUnmemoised, profileClaim, profilePassage, termsWithin, tokenize } from '../../src/core/verify/analysis';
import { setWordNetLoader, wordNet } from '../../src/core/lexicon/index';
import { nodeFileSystem } from '../../src/core/fs/node-fs';
import { mkdirSync, mkdtempSync, promises as fsp, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { ANTONYMS } from '../../src/core/text/lexicon';
import { stem } from '../../src/core/text/index';

// The twelfth speed pass reads the same answers a cheaper way. Each fast path must give what the plain computation gives.

/** Every antonym pair both ways with stems, filtered by the claim-side stem: the pass over all pairs it replaces. */
function plainAntonymStemsUsing(stems: ReadonlySet<string>): Array<[string, string, string, string]> {
  const all = ANTONYMS.flatMap(([x, y]): Array<[string, string, string, string]> => [[x, y, stem(x), stem(y)], [y, x, stem(y), stem(x)]]);
  return all.filter((p) => stems.has(p[2]));
}

describe('twelfth speed pass: fast paths equal the plain computation', () => {
  it('antonymStemsUsing gives the pairs of a full pass, in list order', () => {
    const texts = [
      'Treatment increased the mortality rate in older patients but decreased it in younger ones.',
      'The new allocator is faster and uses less memory than the old one, which was slower.',
      'Bats were absent from the western district; the internal and external walls were present.',
      'Nothing here is an opposite of anything.',
      '',
      'more less higher lower up down before after open closed true false inside outside',
    ];
    for (const text of texts) {
      const stems = new Set(tokenize(text).map((t) => t.stem));
      assert.deepEqual(antonymStemsUsing(stems), plainAntonymStemsUsing(stems), text);
    }
    // every listed word alone, and random mixes of listed stems and other words
    const words = [...new Set(ANTONYMS.flat())];
    for (const w of words) assert.deepEqual(antonymStemsUsing(new Set([stem(w)])), plainAntonymStemsUsing(new Set([stem(w)])), w);
    let seed = 12;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 200; round++) {
      const stems = new Set<string>();
      const n = Math.floor(next() * 30);
      for (let i = 0; i < n; i++) stems.add(next() < 0.8 ? stem(words[Math.floor(next() * words.length)]!) : `zz${i}`);
      assert.deepEqual(antonymStemsUsing(stems), plainAntonymStemsUsing(stems));
    }
  });

  it('lexicalCarrier with its per-term memo gives the carrier of the unmemoised reading, first call and later ones', function () {
    this.timeout(120_000); // the real WordNet index
    setWordNetLoader(undefined);
    wordNet();
    const claims = [
      'The Varrow filters hid the trail warnings by default.',
      'The council sought funding for the new bridge and purchased three boats.',
      'Researchers discovered that the medication reduced pain in elderly patients.',
      'The left window was found open; the engineers repaired the automobile quickly.',
      'Dogs and cats were absent from the western district, and the lay reader saw nothing.',
    ];
    const passages = [
      'The Varrow filters were updated to hide the trail warnings by default.',
      'The council seeks funds for a bridge; it bought boats and a car.',
      'Scientists found that the drug lowered the ache felt by old people.',
      'An auto was fixed by the mechanics, and the window on the left was opened.',
      'No animals lived there: the puppy, the kitten and the hound had gone.',
      '',
    ];
    for (const claimText of claims) {
      const profile = profileClaim(claimText);
      // terms of the whole claim, and of a part of it read alone (new term objects each time)
      const terms = [...profile.terms, ...termsWithin(profile, { start: 0, end: Math.floor(claimText.length / 2) }), ...termsWithin(profile, { start: 4, end: claimText.length })];
      for (const passageText of passages) {
        const passage = profilePassage(passageText);
        for (const term of terms) {
          const plain = lexicalCarrierUnmemoised(passage, term);
          assert.deepEqual(lexicalCarrier(passage, term), plain, `${term.surface} in "${passageText}"`);
          assert.deepEqual(lexicalCarrier(passage, term), plain, `${term.surface} in "${passageText}", again`);
        }
      }
    }
    // at least one term of these sentences is carried through WordNet, and one is not
    const carried = claims.flatMap((c) => profileClaim(c).terms.map((t) => passages.some((p) => lexicalCarrier(profilePassage(p), t) !== undefined)));
    assert.ok(carried.includes(true) && carried.includes(false));
  });

  it("nodeFileSystem.stat (a synchronous lstat) says what the promise lstat says, for every kind of path", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'warrant-stat-'));
    try {
      writeFileSync(path.join(dir, 'file.md'), 'some text\n');
      mkdirSync(path.join(dir, 'folder'));
      symlinkSync(path.join(dir, 'file.md'), path.join(dir, 'link.md'));
      symlinkSync(path.join(dir, 'missing.md'), path.join(dir, 'dangling.md'));
      const viaPromise = async (p: string) => {
        try {
          const s = await fsp.lstat(p);
          return { kind: s.isSymbolicLink() ? 'symlink' : s.isFile() ? 'file' : s.isDirectory() ? 'directory' : 'other', size: s.size, mtimeMs: s.mtimeMs };
        } catch (e) {
          const code = (e as NodeJS.ErrnoException).code;
          if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'ERR_INVALID_ARG_VALUE' || code === 'ERR_INVALID_ARG_TYPE') return undefined;
          throw e;
        }
      };
      const paths = ['file.md', 'folder', 'link.md', 'dangling.md', 'missing.md', 'file.md/below', 'folder/missing', 'nul\u0000byte'].map((p) => path.join(dir, p));
      for (const p of [...paths, '/dev/null']) assert.deepEqual(await nodeFileSystem.stat(p), await viaPromise(p), p);
      assert.equal((await nodeFileSystem.stat(path.join(dir, 'link.md')))?.kind, 'symlink');
      assert.equal(await nodeFileSystem.stat(path.join(dir, 'file.md/below')), undefined);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
