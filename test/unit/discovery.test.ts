import assert from 'node:assert/strict';
import { DiscoveryIndex, TF_BITS, type IndexedDoc } from '../../src/core/discovery';
import { WordTermTable } from '../../src/core/discovery/word-table';
import { contentTerms } from '../../src/core/text';

const doc = (name: string, text: string, version = '1'): IndexedDoc => ({
  absPath: `/src/${name}`, relPath: name, text, sourceHash: `sha256:${name}:${version}`,
});

function indexOf(...docs: IndexedDoc[]): DiscoveryIndex {
  const index = new DiscoveryIndex();
  for (const d of docs) index.addDocument(d);
  return index;
}

const textsByPath = (...list: IndexedDoc[]): Map<string, string> => new Map(list.map((d) => [d.absPath, d.text]));

/** Text of the best hit for a claim, checking that its offsets point into the right document. */
function best(index: DiscoveryIndex, docs: IndexedDoc[], claim: string, restrictTo?: ReadonlySet<string>): string | undefined {
  const hit = index.search(contentTerms(claim), { limit: 5, restrictTo })[0];
  if (hit === undefined) return undefined;
  const source = docs.find((d) => d.absPath === hit.absPath)!;
  assert.equal(source.relPath, hit.relPath);
  return source.text.slice(hit.start, hit.end);
}

const paper = doc('paper.md', [
  '# Evaluation',
  '',
  'We evaluate on 1,897 annotated questions drawn from three domains.',
  'Our metric is Strict Attributed Accuracy (SAA), which credits an answer only with a verbatim supporting span.',
  'The system reached 53.6% on the held-out split.',
  '',
  '## Retrieval',
  '',
  'Index-based retrieval was twice as fast as the dense baseline.',
  'Café owners were not surveyed.',
].join('\n'));
const notes = doc('notes.txt', 'Retrieval matters. Many studies discuss evaluation in general terms. The weather was fine.');
const other = doc('other.md', 'Accuracy under SAA fell to 41% for long questions. Sparse retrieval is an indexbased method.');

describe('discovery: ranking', () => {
  const docs = [paper, notes, other];
  const index = indexOf(...docs);

  it('returns exact sentence offsets ranked by BM25 and coverage', () => {
    const hits = index.search(contentTerms('The system reached 53.6% on held-out data'), { limit: 3 });
    assert.ok(hits.length > 0);
    assert.equal(paper.text.slice(hits[0]!.start, hits[0]!.end), 'The system reached 53.6% on the held-out split.');
    assert.deepEqual(hits[0]!.matchedTerms, ['system', 'reach', '53.6%', 'held', 'heldout']);
    for (let i = 1; i < hits.length; i++) assert.ok(hits[i - 1]!.score >= hits[i]!.score);
  });

  it('prefers the unit matching rare terms over one matching a common term', () => {
    assert.equal(best(index, docs, 'Retrieval over annotated questions from three domains'),
      'We evaluate on 1,897 annotated questions drawn from three domains.');
  });

  it('normalises numbers: thousands separators, percent words, multipliers', () => {
    assert.match(best(index, docs, 'They used 1897 questions')!, /1,897 annotated questions/);
    assert.match(best(index, docs, 'scored 53.6 percent')!, /53\.6%/);
    assert.match(best(index, docs, 'index-based retrieval was 2x faster')!, /twice as fast/);
    assert.match(best(index, docs, 'a two-fold speed-up over dense')!, /twice as fast/);
  });

  it('normalises case, diacritics and inflection', () => {
    assert.equal(best(index, docs, 'CAFE OWNERS'), 'Café owners were not surveyed.');
    assert.match(best(index, docs, 'one study discussed evaluations')!, /Many studies discuss evaluation/);
  });

  it('matches hyphenated, spaced and closed compounds', () => {
    const forms = ['index-based retrieval speed', 'index based retrieval speed', 'indexbased retrieval speed'];
    for (const claim of forms) {
      const hits = index.search(contentTerms(claim), { limit: 10 });
      const texts = hits.map((h) => docs.find((d) => d.absPath === h.absPath)!.text.slice(h.start, h.end));
      assert.ok(texts.includes('Index-based retrieval was twice as fast as the dense baseline.'), claim);
      assert.ok(texts.some((t) => t.includes('indexbased method')), claim);
    }
    // A closed compound in the claim meets a spaced one in the source.
    const spaced = doc('spaced.md', 'Lookup is index based in this design. Nothing else here.');
    const hit = indexOf(spaced, notes).search(contentTerms('indexbased lookup'), { limit: 1 })[0]!;
    assert.equal(spaced.text.slice(hit.start, hit.end), 'Lookup is index based in this design.');
    assert.ok(hit.matchedTerms.includes('index') && hit.matchedTerms.includes('base'));
  });

  it('expands acronyms defined in the source, both ways', () => {
    // The claim says "SAA"; the defining sentence spells it out and also matches.
    assert.match(best(index, [paper], 'SAA credits verbatim spans', new Set([paper.absPath]))!, /Strict Attributed Accuracy \(SAA\)/);
    // The claim spells it out; a unit saying only "SAA" in the same document is found.
    const withUse = doc('use.md', 'Strict Attributed Accuracy (SAA) is defined below. Under SAA the score fell to 41% for long answers.');
    const small = indexOf(withUse);
    const hit = small.search(contentTerms('strict attributed accuracy fell to 41%'), { limit: 1 })[0]!;
    assert.equal(withUse.text.slice(hit.start, hit.end), 'Under SAA the score fell to 41% for long answers.');
    assert.deepEqual(small.acronymsOf(withUse.absPath, withUse.text), new Map([['saa', 'strict attributed accuracy']]));
    assert.deepEqual(small.acronymsOf('/missing', ''), new Map());
  });

  it('returns a neighbouring pair when evidence spans two sentences', () => {
    const split = doc('split.md', 'The Calder study enrolled 240 cyclists. Their commute times fell by 12 percent. Unrelated closing remark.');
    const small = indexOf(split, notes);
    const hits = small.search(contentTerms('Calder cyclists saw commute times fall by 12%'), { limit: 3 });
    const texts = hits.map((h) => split.text.slice(h.start, h.end));
    assert.equal(texts[0], 'The Calder study enrolled 240 cyclists. Their commute times fell by 12 percent.');
  });

  it('ranks units holding all of several very common terms first', () => {
    // 4,000 units: "alpha" in every 2nd, "beta" every 3rd, "gamma" every 5th; all three only every 30th.
    const lines = Array.from({ length: 4000 }, (_, i) =>
      [`Item${i}`, i % 2 === 0 ? 'alpha' : 'omega', i % 3 === 0 ? 'beta' : 'sigma', i % 5 === 0 ? 'gamma' : 'kappa'].join(' ') + '.');
    const big = doc('big.md', lines.join(' '));
    const half = doc('half.md', lines.slice(0, 1000).join(' '));
    const index = indexOf(big, half);
    const hits = index.search(contentTerms('alpha beta gamma'), { limit: 10 });
    assert.equal(hits.length, 10);
    for (const h of hits) assert.match(textsByPath(big, half).get(h.absPath)!.slice(h.start, h.end), /^Item\d+ alpha beta gamma\.$/);
    const restricted = index.search(contentTerms('alpha beta gamma'), { limit: 10, restrictTo: new Set([half.absPath]) });
    assert.ok(restricted.length > 0 && restricted.every((h) => h.absPath === half.absPath));
  });

  it('honours restrictTo and limit, and ignores unknown terms', () => {
    const only = new Set([other.absPath]);
    const hits = index.search(contentTerms('retrieval accuracy questions'), { limit: 10, restrictTo: only });
    assert.ok(hits.length > 0);
    assert.ok(hits.every((h) => h.absPath === other.absPath));
    assert.equal(index.search(contentTerms('retrieval'), { limit: 1 }).length, 1);
    assert.deepEqual(index.search(['zzzunknown'], { limit: 5 }), []);
    assert.deepEqual(index.search(contentTerms('retrieval'), { limit: 5, restrictTo: new Set(['/nope']) }), []);
    assert.deepEqual(index.search(contentTerms('retrieval'), { limit: 0 }), []);
  });
});

describe('discovery: restricted searches', () => {
  // A corpus big enough for common terms (in 1,000+ sentences) and the "enough candidates" rule to matter.
  let seed = 7;
  const rand = (n: number): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  const words = ['retrieval', 'corpus', 'citation', 'annotator', 'benchmark', 'span', 'query', 'ranking', 'archive', 'survey'];
  const names = Array.from({ length: 40 }, (_, i) => `Sys${i}x`);
  const sentence = (): string => `${names[rand(names.length)]} ${words[rand(10)]}s ${rand(900) + 10} ${words[rand(10)]}s for the ${words[rand(10)]}.`;
  const docs = Array.from({ length: 120 }, (_, i) => doc(`d${i}.md`, Array.from({ length: 40 }, sentence).join(' ')));
  const build = (restrictedSearch: 'postings' | 'scan'): DiscoveryIndex => {
    const index = new DiscoveryIndex({ restrictedSearch });
    for (const d of docs) index.addDocument(d);
    return index;
  };
  const viaPostings = build('postings');
  const viaScan = build('scan');
  const auto = indexOf(...docs);

  it('finds the same hits by reading the allowed documents as by walking posting lists', () => {
    let nonEmpty = 0;
    for (let round = 0; round < 60; round++) {
      const allowed = new Set(Array.from({ length: 1 + rand(round % 3 === 0 ? 60 : 4) }, () => docs[rand(docs.length)]!.absPath));
      const query = contentTerms(round % 4 === 0 ? `${words[rand(10)]} ${words[rand(10)]} ${words[rand(10)]}` : sentence());
      const limit = 1 + rand(12);
      const expected = viaPostings.search(query, { limit, restrictTo: allowed });
      assert.deepEqual(viaScan.search(query, { limit, restrictTo: allowed }), expected, query.join(' '));
      assert.deepEqual(auto.search(query, { limit, restrictTo: allowed }), expected, query.join(' '));
      assert.ok(expected.every((h) => allowed.has(h.absPath)));
      if (expected.length > 0) nonEmpty++;
    }
    assert.ok(nonEmpty >= 50, `${nonEmpty} of 60 restricted searches found something`);
  });
});

describe('discovery: incremental updates', () => {
  it('replaces an older version of the same path and reports versions', () => {
    const index = indexOf(paper, notes);
    assert.ok(index.hasVersion(paper.absPath, paper.sourceHash));
    const edited = doc('paper.md', 'We now evaluate on 2,500 questions. Retrieval was slower.', '2');
    index.addDocument(edited);
    assert.ok(!index.hasVersion(paper.absPath, paper.sourceHash));
    assert.ok(index.hasVersion(paper.absPath, edited.sourceHash));
    assert.deepEqual(index.search(contentTerms('1,897 annotated questions'), { limit: 5, restrictTo: new Set([paper.absPath]) })
      .map((h) => edited.text.slice(h.start, h.end)), ['We now evaluate on 2,500 questions.']);
    const hit = index.search(contentTerms('2500 questions'), { limit: 1 })[0]!;
    assert.equal(edited.text.slice(hit.start, hit.end), 'We now evaluate on 2,500 questions.');
    assert.equal(index.stats().documents, 2);
  });

  it('removes documents without disturbing the others', () => {
    const index = indexOf(paper, notes, other);
    const before = index.stats();
    const notesHits = index.search(contentTerms('weather was fine'), { limit: 1 });
    index.removeDocument(paper.absPath);
    index.removeDocument('/never/added');
    const after = index.stats();
    assert.equal(after.documents, 2);
    assert.ok(after.units < before.units);
    assert.ok(index.search(contentTerms('1,897 annotated questions'), { limit: 5 }).every((h) => h.absPath !== paper.absPath));
    // Scores move with corpus statistics; paths and offsets of the other documents must not.
    const where = (hits: ReturnType<DiscoveryIndex['search']>): unknown => hits.map((h) => [h.absPath, h.start, h.end]);
    assert.deepEqual(where(index.search(contentTerms('weather was fine'), { limit: 1 })), where(notesHits));
    index.addDocument(paper);
    assert.deepEqual(index.stats(), before);
  });

  it('gives the same ranking after remove + re-add as after a fresh build', () => {
    const incremental = indexOf(paper, notes, other);
    incremental.removeDocument(notes.absPath);
    incremental.addDocument(notes);
    const fresh = indexOf(paper, other, notes);
    const query = contentTerms('retrieval evaluation questions accuracy');
    const strip = (hits: ReturnType<DiscoveryIndex['search']>): unknown => hits.map((h) => [h.absPath, h.start, h.end, h.score.toFixed(9)]);
    assert.deepEqual(strip(incremental.search(query, { limit: 10 })), strip(fresh.search(query, { limit: 10 })));
  });

  it('reclaims removed units and keeps every result after many edits', () => {
    const compacting = new DiscoveryIndex({ minGarbageUnits: 1 });
    for (let round = 0; round < 5; round++) {
      for (const d of [paper, notes, other]) compacting.addDocument({ ...d, sourceHash: `${d.sourceHash}:${round}` });
      compacting.removeDocument(notes.absPath);
      compacting.addDocument(notes);
    }
    const fresh = indexOf(paper, other, notes);
    assert.deepEqual(compacting.stats(), fresh.stats());
    for (const claim of ['retrieval evaluation questions accuracy', 'SAA 41%', 'weather', 'twice as fast']) {
      const where = (hits: ReturnType<DiscoveryIndex['search']>): unknown => hits.map((h) => [h.absPath, h.start, h.end, h.matchedTerms]);
      assert.deepEqual(where(compacting.search(contentTerms(claim), { limit: 10 })), where(fresh.search(contentTerms(claim), { limit: 10 })), claim);
    }
  });

  it('indexes empty and whitespace-only documents', () => {
    const index = indexOf(doc('empty.md', ''), doc('blank.md', '  \n\n '));
    assert.deepEqual(index.stats(), { documents: 2, units: 0, terms: 0 });
    assert.deepEqual(index.search(['anything'], { limit: 3 }), []);
  });
});

describe('discovery: posting lists', () => {
  // Enough postings (80,000+) for the lists to grow, move and be repacked, over a vocabulary small enough for common terms.
  let seed = 11;
  const rand = (n: number): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return Math.floor((seed / 2147483648) * n);
  };
  // made-up words that stem to themselves, the first ones the most frequent
  const syllables = ['ka', 'lo', 'mi', 'nu', 'pa', 'ro', 'si', 'tu', 'vo', 'zu'];
  const vocabulary = Array.from({ length: 300 }, (_, i) => `${syllables[i % 10]}${syllables[Math.floor(i / 10) % 10]}${i >= 100 ? syllables[Math.floor(i / 100)] : ''}t`);
  const sentence = (): string => {
    const words = Array.from({ length: 6 + rand(8) }, () => vocabulary[Math.min(rand(300), rand(300))]!).join(' ');
    return `${words[0]!.toUpperCase()}${words.slice(1)}.`;
  };
  const docs = Array.from({ length: 400 }, (_, i) => doc(`p${i}.md`, Array.from({ length: 25 }, sentence).join(' ')));
  const queries = Array.from({ length: 40 }, (_, i) => (i % 5 === 0 ? vocabulary.slice(0, 3).join(' ') : sentence()));
  const hitsOf = (index: DiscoveryIndex, query: string, restrictTo?: ReadonlySet<string>): unknown =>
    index.search(contentTerms(query), { limit: 12, restrictTo }).map((h) => [h.absPath, h.start, h.end, h.score.toFixed(9), h.matchedTerms]);
  const fresh = indexOf(...docs);

  it('hold every unit of every term through growth, removals and compaction (walking the lists finds what reading the units finds)', () => {
    const walk = new DiscoveryIndex({ restrictedSearch: 'postings', minGarbageUnits: 1 });
    const scan = new DiscoveryIndex({ restrictedSearch: 'scan', minGarbageUnits: 1 });
    for (const index of [walk, scan]) {
      for (const d of docs) index.addDocument(d);
      // edits: every third document removed and added again (lists shrink in the middle, then grow at the end)
      for (let i = 0; i < docs.length; i += 3) index.removeDocument(docs[i]!.absPath);
      for (let i = 0; i < docs.length; i += 3) index.addDocument(docs[i]!);
    }
    const all = new Set(docs.map((d) => d.absPath));
    for (const q of queries) {
      const expected = hitsOf(scan, q, all);
      assert.deepEqual(hitsOf(walk, q, all), expected, q);
      assert.ok((expected as unknown[]).length > 0, q);
    }
    assert.deepEqual(walk.stats(), fresh.stats());
    assert.ok(fresh.stats().units >= 10_000 && fresh.stats().terms >= 250, JSON.stringify(fresh.stats()));
  });

  it('give back the room they grew into after a build, and still take and drop documents', () => {
    const index = indexOf(...docs);
    const grown = index.postingStorage();
    index.fitPostings();
    const fitted = index.postingStorage();
    assert.equal(fitted.postings, grown.postings);
    assert.ok(grown.slots > 1.5 * grown.postings, JSON.stringify(grown));
    assert.ok(fitted.slots < 1.25 * fitted.postings, JSON.stringify(fitted));
    for (const q of queries) assert.deepEqual(hitsOf(index, q), hitsOf(fresh, q), q);
    // every list is full now: the next documents move the lists they touch
    for (let i = 0; i < docs.length; i += 7) index.removeDocument(docs[i]!.absPath);
    for (let i = 0; i < docs.length; i += 7) index.addDocument(docs[i]!);
    const all = new Set(docs.map((d) => d.absPath));
    const scan = new DiscoveryIndex({ restrictedSearch: 'scan' });
    for (const d of docs.filter((_, i) => i % 7 !== 0)) scan.addDocument(d);
    for (let i = 0; i < docs.length; i += 7) scan.addDocument(docs[i]!);
    for (const q of queries) assert.deepEqual(hitsOf(index, q, all), hitsOf(scan, q, all), q);
    const walk = new DiscoveryIndex({ restrictedSearch: 'postings' });
    for (const d of docs.filter((_, i) => i % 7 !== 0)) walk.addDocument(d);
    for (let i = 0; i < docs.length; i += 7) walk.addDocument(docs[i]!);
    for (const q of queries) assert.deepEqual(hitsOf(index, q), hitsOf(walk, q), q);
  });

  it('deferred (a first build), are filled at their final size when first read and answer as lists filled as documents came', () => {
    const all = new Set(docs.map((d) => d.absPath));
    const deferred = new DiscoveryIndex();
    deferred.deferPostings();
    for (const d of docs) deferred.addDocument(d);
    const filled = deferred.postingStorage();
    assert.equal(filled.postings, fresh.postingStorage().postings);
    // one move per list into room for all of them: no room to give back, and no more than a sixteenth spare
    assert.ok(filled.slots <= filled.postings + (filled.postings >> 4) + 1024, JSON.stringify(filled));
    deferred.fitPostings();
    assert.deepEqual(deferred.postingStorage(), filled);
    for (const q of queries) assert.deepEqual(hitsOf(deferred, q), hitsOf(fresh, q), q);
    for (const q of queries) assert.deepEqual(hitsOf(deferred, q, all), hitsOf(fresh, q, all), q);
    for (const d of docs) assert.deepEqual(deferred.exportPostings(d.absPath), fresh.exportPostings(d.absPath));
    // a read in the middle (a search, a removal, a reserve for persisted postings) fills the lists so far; documents
    // added after it go straight to the lists
    const walk = new DiscoveryIndex({ restrictedSearch: 'postings', minGarbageUnits: 1 });
    walk.deferPostings();
    const vocab = Array.from({ length: fresh.stats().terms }, (_, termId) => fresh.termOf(termId));
    for (const [i, d] of docs.entries()) {
      if (i === 100) assert.deepEqual(hitsOf(walk, queries[0]!), hitsOf(indexOf(...docs.slice(0, 100)), queries[0]!));
      if (i === 200) walk.removeDocument(docs[150]!.absPath);
      if (i === 250) walk.deferPostings();
      if (i === 300) walk.addPostings(docs[150]!, fresh.exportPostings(docs[150]!.absPath)!, walk.internTerms(vocab));
      if (i === 350) walk.deferPostings();
      // every fifth document replaced while deferred (its old units removed)
      if (i > 350 && i % 5 === 0) walk.addDocument(docs[i - 1]!);
      walk.addDocument(d);
    }
    // most documents removed, then added again while deferred: the first one added compacts the units
    for (const d of docs.slice(0, 300)) walk.removeDocument(d.absPath);
    walk.deferPostings();
    for (const d of docs.slice(0, 300)) walk.addDocument(d);
    const scan = new DiscoveryIndex({ restrictedSearch: 'scan' });
    for (const d of [...docs.slice(300), ...docs.slice(0, 300)]) scan.addDocument(d);
    for (const q of queries) assert.deepEqual(hitsOf(walk, q, all), hitsOf(scan, q, all), q);
    assert.deepEqual(walk.stats(), fresh.stats());
  });

  it('filled through reservePostings and addPostings (a persisted index) answer as an index built from the texts', () => {
    const vocab = Array.from({ length: fresh.stats().terms }, (_, termId) => fresh.termOf(termId));
    const exported = docs.map((d) => fresh.exportPostings(d.absPath)!);
    const counts = new Int32Array(vocab.length);
    for (const postings of exported) {
      for (let at = 0; at < postings.records.length;) {
        const end = at + 2 + postings.records[at + 1]!;
        for (let k = at + 2; k < end; k++) counts[postings.records[k]! >>> TF_BITS]!++;
        at = end;
      }
    }
    const loaded = new DiscoveryIndex();
    const termIds = loaded.internTerms(vocab);
    loaded.reservePostings(termIds, counts);
    // the last documents come after the reserve was made for others: their lists move again
    const reservedFor = 300;
    for (const [i, d] of docs.entries()) {
      if (i === reservedFor) loaded.reservePostings(termIds, new Int32Array(vocab.length));
      loaded.addPostings(d, exported[i]!, termIds);
    }
    for (const q of queries) assert.deepEqual(hitsOf(loaded, q), hitsOf(fresh, q), q);
    for (const d of docs) assert.deepEqual(loaded.exportPostings(d.absPath), fresh.exportPostings(d.absPath));
    // a reserve larger than what comes (a source deleted since the index was persisted) changes nothing
    const partial = new DiscoveryIndex();
    partial.reservePostings(partial.internTerms(vocab), counts);
    const some = docs.filter((_, i) => i % 2 === 0);
    for (const d of some) partial.addPostings(d, exported[docs.indexOf(d)]!, termIds);
    const rebuilt = indexOf(...some);
    for (const q of queries) assert.deepEqual(hitsOf(partial, q), hitsOf(rebuilt, q), q);
  });
});

describe('discovery: word table', () => {
  it('maps each distinct word, in any case, to one id and different words to different ids', () => {
    const seen = new Map<string, number>();
    const table = new WordTermTable((word) => {
      if (word === 'the') return -1;
      if (!seen.has(word)) seen.set(word, seen.size);
      return seen.get(word)!;
    });
    const words = Array.from({ length: 50_000 }, (_, i) => `w${i.toString(36)}x`);
    const text = words.join(' ');
    let at = 0;
    const ids = words.map((w) => {
      const id = table.lookup(text, at, at + w.length);
      at += w.length + 1;
      return id;
    });
    assert.equal(new Set(ids).size, words.length);
    const upper = words.map((w) => w.toUpperCase()).join(' ');
    at = 0;
    words.forEach((w, i) => {
      assert.equal(table.lookup(upper, at, at + w.length), ids[i]);
      at += w.length + 1;
    });
    assert.equal(table.lookup('The', 0, 3), -1);
    assert.equal(table.lookup('naïve', 0, 5), table.lookup('naïve', 0, 5));
    assert.notEqual(table.lookup('naïve', 0, 5), table.lookup('naive', 0, 5));
  });
});
