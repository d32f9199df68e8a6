import assert from 'node:assert/strict';
import { carriedByContext } from '../../src/core/verify/context';
import { contentTerms } from '../../src/core/text/index';
import type { Term } from '../../src/core/verify/analysis';
import type { SpanContext } from '../../src/core/model';
import { antonymStemsUsing, carriesTerm, lexicalCarrier, lexicalCarrierUnmemoised, profileClaim, profilePassage, termsWithin, tokenize } from '../../src/core/verify/analysis';
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

  it("carriedByContext reads the span's names only when the context carries a term: the answers of reading them first", () => {
    /** carriedByContext as it was: the span's names first, every name asked without a memo. */
    function plainCarriedByContext(missing: Term[], claimTerms: Term[], spanWords: string, context: SpanContext | undefined, acronyms: Map<string, string> | undefined) {
      if (!context || missing.length === 0) return [];
      const names: Array<{ text: string; source: string }> = [];
      if (context.title) names.push({ text: context.title, source: 'the document title' });
      for (const h of context.headings) names.push({ text: h, source: `the section heading '${h}'` });
      if (names.length === 0) return [];
      const claimKeys = new Set(claimTerms.flatMap((t) => [t.key, ...t.parts]));
      if (profileClaim(spanWords).terms.filter((t) => t.entity).some((t) => !claimKeys.has(t.key))) return [];
      const opensWith = (name: string) => {
        const terms = contentTerms(name);
        if (terms.length === 0 || terms.length > 4 || profileClaim(name).predicates.length > 0) return false;
        const first = [...claimTerms].sort((a, b) => a.start - b.start).slice(0, terms.length);
        const wanted = new Set(terms);
        return first.length === terms.length && first.every((t) => wanted.has(t.key) || t.parts.every((p) => wanted.has(p)));
      };
      const out: Array<{ term: Term; source: string }> = [];
      for (const term of missing) {
        for (const name of names) {
          if (!carriesTerm(profilePassage(name.text, acronyms), term, acronyms)) continue;
          if (!term.entity && !opensWith(name.text)) continue;
          out.push({ term, source: name.source });
          break;
        }
      }
      return out;
    }
    const claims = ['The GSR index runs offline on a laptop for Quillet.', 'The Little Ice Age was colder in Europe.', 'CiteVQA contains 1,897 questions.', 'Rust borrows are checked at compile time.'];
    const spans = ['The index runs offline on a laptop.', 'It was colder than before.', 'It contains 1,897 questions.', 'Python checks them at run time, unlike Rust.', 'Quillet and Marrow share it.', ''];
    const contexts: Array<SpanContext | undefined> = [
      undefined,
      { title: null, headings: [] },
      { title: 'The Grep Seek Retriever', headings: ['Quillet'] },
      { title: 'Little Ice Age', headings: ['Climate', 'Europe'] },
      { title: 'CiteVQA', headings: [] },
      { title: null, headings: ['Rust', 'Borrow checking'] },
      { title: 'Marrow', headings: ['Quillet'] },
    ];
    let carried = 0;
    for (const claim of claims) {
      const terms = profileClaim(claim).terms;
      for (const acronyms of [undefined, new Map([['gsr', 'Grep Seek Retriever']])]) {
        for (const missing of [terms, terms.filter((t) => t.entity), terms.slice(0, 1), []]) {
          for (const span of spans) {
            for (const context of contexts) {
              const plain = plainCarriedByContext(missing, terms, span, context, acronyms);
              // (whether a name carried is also the document's own subject is read after the names: not compared here)
              const fast = carriedByContext(missing, terms, span, context, acronyms).map(({ subject: _subject, ...c }) => c);
              assert.deepEqual(fast, plain, `${claim} / ${span} / ${JSON.stringify(context)}`);
              carried += plain.length;
            }
          }
        }
      }
    }
    assert.ok(carried > 0, 'some context carries a term: the comparison is not vacuous');
  });
});
