import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { defaultConfig, loadConfig, parseConfig, type ResolvedConfig } from '../../src/core/config';
import { MemoryFileSystem } from '../../src/core/fs/memory-fs';
import { nodeFileSystem } from '../../src/core/fs/node-fs';
import {
  MAX_READ_WINDOW_CHARS,
  MAX_WINDOW_CHARS,
  ScopedSearchKernel,
  SourceStore,
  WarrantViolation,
  decodeText,
  type ViolationCode,
} from '../../src/core/kernel';
import { TraceEventSchema, WarrantUsageSchema, type Budgets, type CandidateWindow, type Claim } from '../../src/core/model';
import type { FileSystemPort } from '../../src/core/ports';
import { silentLogger } from '../../src/core/ports';
import { sha256 } from '../../src/core/util/hash';
import { makeClaim } from './verify-fixtures';
import { compileWarrant } from '../../src/core/warrant';

const CITEVQA =
  'CiteVQA: a benchmark for attributed answers.\n\n' +
  'CiteVQA contains 1,897 questions built from 711 PDFs.\nIt covers seven domains and two languages.\n' +
  'The main metric is Strict Attributed Accuracy (SAA). Models often answer correctly but cite the wrong region.\n';
const ACL =
  '# ACL-Verbatim\n\nIntro text about verbatim answers.\n\n## Results\n\nACL-Verbatim reduces hallucination risk by returning verbatim spans.\n' +
  'It does not eliminate hallucination.\n\n## Limitations\n\nSpans can be long.\n';
const CAFE = 'Le cafe\u0301 est tr\u00E8s bon. Na\u00EFve  readers\nlike it. Emoji \u{1F600} here.';

/** A FileSystemPort that records which files were read. */
class CountingFs implements FileSystemPort {
  readonly reads: string[] = [];
  readonly walks: string[] = [];
  constructor(private readonly inner: FileSystemPort) {}
  stat(p: string) {
    return this.inner.stat(p);
  }
  realpath(p: string) {
    return this.inner.realpath(p);
  }
  readDirectory(p: string) {
    this.walks.push(p);
    return this.inner.readDirectory(p);
  }
  readFile(p: string) {
    this.reads.push(p);
    return this.inner.readFile(p);
  }
  readChecked(p: string, maxBytes: number) {
    this.reads.push(p);
    return this.inner.readChecked(p, maxBytes);
  }
}

function workspace(): MemoryFileSystem {
  return new MemoryFileSystem()
    .writeFile('/ws/papers/citevqa.txt', '\uFEFF' + CITEVQA, 1)
    .writeFile('/ws/papers/acl.md', ACL, 1)
    .writeFile('/ws/notes/cafe.md', CAFE, 1)
    .writeFile('/ws/notes/crlf.txt', 'First line here.\r\nGrepSeek complements index-based retrieval.\r\nLast.\r\n', 1)
    .writeFile('/ws/drafts/chapter.md', 'CiteVQA contains 1,897 questions across 711 PDFs.\n', 1)
    .writeFile('/ws/.env', 'API_KEY=CiteVQA contains 1,897 questions\n', 1)
    .writeFile('/ws/.env.local.txt', 'CiteVQA contains 1,897 questions\n', 1)
    .writeFile('/ws/secrets/keys.txt', 'CiteVQA contains 1,897 questions\n', 1)
    .writeFile('/ws/private/diary.md', 'CiteVQA contains 1,897 questions\n', 1)
    .writeFile('/ws/.git/notes.txt', 'CiteVQA contains 1,897 questions\n', 1)
    .writeFile('/ws/node_modules/pkg/readme.md', 'CiteVQA contains 1,897 questions\n', 1)
    .writeFile('/ws/id_rsa.txt', 'CiteVQA contains 1,897 questions\n', 1)
    .writeFile('/ws/cert.pem', 'CiteVQA contains 1,897 questions\n', 1)
    .writeFile('/ws/image.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47]), 1)
    .writeFile('/ws/big.txt', 'CiteVQA contains 1,897 questions. '.repeat(400), 1)
    .writeFile('/ws/bin.txt', new Uint8Array([0x43, 0x69, 0x00, 0x74]), 1)
    .writeFile('/ws/latin1.txt', new Uint8Array([0x63, 0x61, 0x66, 0xe9]), 1)
    .writeFile('/outside/secret.txt', 'CiteVQA contains 1,897 questions (outside).\n', 1)
    .symlink('/ws/link-out.txt', '/outside/secret.txt')
    .symlink('/ws/linkdir', '/outside')
    .symlink('/ws/papers/alias.txt', 'citevqa.txt');
}

const DRAFT = '/ws/drafts/chapter.md';

function claim(text = 'CiteVQA contains 1,897 questions across 711 PDFs.'): Claim {
  return makeClaim(text, { id: 'claim_test', documentPath: DRAFT, modality: 'metric', risk: 'high' });
}

interface Setup {
  fs: CountingFs;
  store: SourceStore;
  config: ResolvedConfig;
  kernel: ScopedSearchKernel;
}

async function setup(opts: { configText?: string; budgets?: Partial<Budgets>; scopeFiles?: string[]; kind?: 'support' | 'refutation'; mem?: MemoryFileSystem } = {}): Promise<Setup> {
  const mem = opts.mem ?? workspace();
  const fs = new CountingFs(mem);
  const base = parseConfig(opts.configText ?? '{"maxFileBytes": 4000}', '/ws/.warrant.json', '/ws');
  const config = { ...base, budgets: { ...base.budgets, ...opts.budgets } };
  const store = new SourceStore(fs, config, silentLogger);
  await store.listSources([DRAFT]);
  const warrant = compileWarrant({ claim: claim(), config, queryTerms: ['citevqa'], kind: opts.kind, scopeFiles: opts.scopeFiles });
  return { fs, store, config, kernel: new ScopedSearchKernel(warrant, store, silentLogger) };
}

/** Every window the tests see goes through here: the offset invariant, checked against the bytes on disk. */
async function checkWindows(fs: FileSystemPort, windows: readonly CandidateWindow[], maxLength = MAX_WINDOW_CHARS): Promise<void> {
  for (const w of windows) {
    const source = decodeText(await fs.readFile(w.sourcePath))!;
    assert.equal(source.slice(w.start, w.end), w.text, `offsets of ${w.relPath} ${w.start}-${w.end}`);
    assert.equal(w.sourceHash, sha256(source));
    assert.ok(w.end - w.start <= maxLength, `window of ${w.end - w.start} chars`);
    assert.ok(!w.relPath.startsWith('/') && !w.relPath.startsWith('..'));
  }
}

async function refusal(p: Promise<unknown>, code: ViolationCode): Promise<WarrantViolation> {
  try {
    await p;
  } catch (e) {
    assert.ok(e instanceof WarrantViolation, `expected a WarrantViolation, got ${String(e)}`);
    assert.equal(e.code, code, e.message);
    return e;
  }
  assert.fail(`expected a ${code} refusal`);
}

describe('kernel: SourceStore', () => {
  it('lists sources deterministically, skipping exclusions, secrets, drafts, oversize and escaping symlinks', async () => {
    const { store } = await setup();
    const listing = await store.listSources([DRAFT]);
    assert.deepEqual(
      listing.files.map((f) => f.relPath),
      ['bin.txt', 'latin1.txt', 'notes/cafe.md', 'notes/crlf.txt', 'papers/acl.md', 'papers/citevqa.txt'],
    );
    assert.ok(listing.files.every((f) => path.isAbsolute(f.absPath) && f.size > 0));
    const skipped = Object.fromEntries(listing.skipped.map((s) => [s.relPath, s.reason]));
    assert.deepEqual(skipped, {
      '.env': 'excluded',
      '.env.local.txt': 'excluded',
      '.git': 'excluded',
      'big.txt': 'too_large',
      'cert.pem': 'excluded',
      'id_rsa.txt': 'excluded',
      linkdir: 'symlink_escape',
      'link-out.txt': 'symlink_escape',
      node_modules: 'excluded',
      private: 'excluded',
      secrets: 'excluded',
    });
    assert.deepEqual((await store.listSources([DRAFT])).files, listing.files, 'same input, same order');
  });

  it('keeps texts read within a character budget, the least recently used dropped first, and reads a dropped one again', async () => {
    const fs = new MemoryFileSystem();
    for (const name of ['a', 'b', 'c']) fs.writeFile(`/ws/notes/${name}.md`, `${name.toUpperCase()} is forty characters long, or nearly.\n`);
    const store = new SourceStore(fs, defaultConfig('/ws'), silentLogger, undefined, 100);
    const load = async (name: string) => (await store.load(`/ws/notes/${name}.md`)).text;
    assert.match(await load('a'), /^A is/);
    assert.match(await load('b'), /^B is/);
    assert.match(await load('a'), /^A is/); // a is now the most recently used
    fs.checkedReads.length = 0;
    assert.match(await load('c'), /^C is/); // over 100 characters: b goes, a stays
    assert.match(await load('a'), /^A is/);
    assert.deepEqual(fs.checkedReads.map((r) => path.basename(r)), ['c.md'], 'a was kept');
    assert.match(await load('b'), /^B is/);
    assert.deepEqual(fs.checkedReads.map((r) => path.basename(r)), ['c.md', 'b.md'], 'b was read again, with the same text');
  });

  it('reads a text in passing (keep: false) without caching it, and still uses one cached; finds line starts when asked', async () => {
    const fs = new MemoryFileSystem();
    for (const name of ['a', 'b']) fs.writeFile(`/ws/notes/${name}.md`, `${name.toUpperCase()} is here.\r\nSecond line.\rThird.\n`);
    const store = new SourceStore(fs, defaultConfig('/ws'), silentLogger);
    const load = async (name: string, keep?: boolean) => store.load(`/ws/notes/${name}.md`, keep === undefined ? undefined : { keep });
    await load('a');
    fs.checkedReads.length = 0;
    const passing = await load('b', false);
    assert.match(passing.text, /^B is/);
    assert.deepEqual(passing.lineStarts, [0, 12, 25, 32]);
    assert.match((await load('a', false)).text, /^A is/);
    assert.match((await load('b')).text, /^B is/);
    assert.match((await load('b')).text, /^B is/);
    assert.deepEqual(fs.checkedReads.map((r) => path.basename(r)), ['b.md', 'b.md'], 'a was cached; b, read in passing, was read again once, then kept');
  });

  it('never reads file contents while listing', async () => {
    const { fs, store } = await setup();
    fs.reads.length = 0;
    await store.listSources([]);
    assert.deepEqual(fs.reads, []);
  });

  it('honours configured sources: folders, globs and explicit files', async () => {
    const mem = workspace().writeFile('/ws/refs/figure.png', 'x');
    const { store } = await setup({ mem, configText: '{"sources": ["papers/*.md", "notes", "refs/figure.png", "missing"]}' });
    const listing = await store.listSources([DRAFT]);
    assert.deepEqual(listing.files.map((f) => f.relPath), ['notes/cafe.md', 'notes/crlf.txt', 'papers/acl.md']);
    const reasons = Object.fromEntries(listing.skipped.map((s) => [s.relPath, s.reason]));
    assert.equal(reasons['refs/figure.png'], 'unsupported_type');
    assert.equal(reasons['missing'], 'unreadable');
  });

  it('never walks through a symlinked folder named in the sources', async () => {
    const mem = workspace().writeFile('/outside/sub/note.md', 'Outside note.');
    const { store } = await setup({ mem, configText: '{"sources": ["linkdir/sub", "papers"]}' });
    const listing = await store.listSources([]);
    assert.deepEqual(listing.files.map((f) => f.relPath), ['papers/acl.md', 'papers/citevqa.txt']);
    assert.deepEqual(listing.skipped.map((s) => [s.relPath, s.reason]), [['linkdir/sub', 'symlink_escape']]);
  });

  it('loads UTF-8 text without BOM, with line starts and a content hash', async () => {
    const { store } = await setup();
    const doc = await store.load('/ws/papers/citevqa.txt');
    assert.equal(doc.text, CITEVQA);
    assert.equal(doc.sourceHash, sha256(CITEVQA));
    assert.equal(doc.relPath, 'papers/citevqa.txt');
    assert.deepEqual(doc.lineStarts.slice(0, 3), [0, 45, 46]);
    const crlf = await store.load('/ws/notes/crlf.txt');
    assert.deepEqual(crlf.lineStarts, [0, 18, 63, 70]);
  });

  it('refuses binary content and invalid UTF-8', async () => {
    const { store } = await setup();
    await assert.rejects(store.load('/ws/bin.txt'), { reason: 'binary' });
    await assert.rejects(store.load('/ws/latin1.txt'), { reason: 'binary' });
    await assert.rejects(store.load('/ws/link-out.txt'), { reason: 'symlink_escape' });
    await assert.rejects(store.load('/outside/secret.txt'), { reason: 'out_of_scope' });
    const all = await store.loadAll();
    assert.deepEqual(all.docs.map((d) => d.relPath), ['notes/cafe.md', 'notes/crlf.txt', 'papers/acl.md', 'papers/citevqa.txt']);
    assert.deepEqual(all.skipped.map((s) => [s.relPath, s.reason]), [['bin.txt', 'binary'], ['latin1.txt', 'binary']]);
    const after = await store.sources();
    assert.ok(!after.files.some((f) => f.relPath === 'bin.txt'), 'unreadable files leave the listing');
    assert.ok(after.skipped.some((s) => s.relPath === 'latin1.txt' && s.reason === 'binary'));
  });

  it('caches by mtime+size and re-reads after a change or invalidate()', async () => {
    const mem = workspace();
    const { fs, store } = await setup({ mem });
    fs.reads.length = 0;
    const first = await store.load('/ws/notes/cafe.md');
    assert.equal(await store.load('/ws/notes/cafe.md'), first);
    assert.equal(fs.reads.length, 1);
    mem.writeFile('/ws/notes/cafe.md', 'Changed text.', 2);
    assert.equal((await store.load('/ws/notes/cafe.md')).text, 'Changed text.');
    assert.equal(fs.reads.length, 2);
    store.invalidate(['/ws/notes/cafe.md']);
    await store.load('/ws/notes/cafe.md');
    assert.equal(fs.reads.length, 3);
    mem.writeFile('/ws/papers/new.txt', 'A new note.', 3);
    store.invalidate();
    assert.ok((await store.sources()).files.some((f) => f.relPath === 'papers/new.txt'), 'listing refreshed with the same drafts');
    assert.ok(!(await store.sources()).files.some((f) => f.relPath === 'drafts/chapter.md'));
  });

  it('a listed source reported changed is stat-ed on its own; anything else walks the tree again', async () => {
    const mem = workspace();
    const { fs, store } = await setup({ mem });
    const sizeOf = async (rel: string) => (await store.sources()).files.find((f) => f.relPath === rel)?.size;
    fs.walks.length = 0;
    mem.writeFile('/ws/notes/cafe.md', 'Changed, and longer than it was before the edit.', 2);
    store.invalidate(['/ws/notes/cafe.md']);
    assert.equal((await store.sourcesFor([DRAFT])).files.find((f) => f.relPath === 'notes/cafe.md')?.size, 'Changed, and longer than it was before the edit.'.length);
    assert.equal(await sizeOf('notes/cafe.md'), 'Changed, and longer than it was before the edit.'.length);
    assert.equal((await store.load('/ws/notes/cafe.md')).text, 'Changed, and longer than it was before the edit.');
    assert.equal(fs.walks.length, 0, 'no folder listed again');
    // a new file is not in the listing: the tree is walked again
    mem.writeFile('/ws/papers/new.txt', 'A new note.', 3);
    store.invalidate(['/ws/papers/new.txt']);
    assert.ok((await store.sources()).files.some((f) => f.relPath === 'papers/new.txt'));
    assert.ok(fs.walks.length > 0);
    // a listed file that grew over the size cap leaves the listing (a new walk reports it as too large)
    fs.walks.length = 0;
    mem.writeFile('/ws/papers/new.txt', 'x'.repeat(5000), 4);
    store.invalidate(['/ws/papers/new.txt']);
    const listing = await store.sources();
    assert.ok(!listing.files.some((f) => f.relPath === 'papers/new.txt'));
    assert.ok(listing.skipped.some((f) => f.relPath === 'papers/new.txt' && f.reason === 'too_large'));
    assert.ok(fs.walks.length > 0);
  });
});

describe('kernel: ScopedSearchKernel operations', () => {
  it('searchPhrase: case-, diacritic- and whitespace-insensitive literal, bounded windows', async () => {
    const { fs, kernel } = await setup();
    const hits = await kernel.searchPhrase('citevqa CONTAINS 1,897   questions');
    assert.equal(hits.length, 1);
    assert.equal(hits[0]!.relPath, 'papers/citevqa.txt');
    assert.equal(hits[0]!.text, 'CiteVQA contains 1,897 questions built from 711 PDFs.');
    assert.equal(hits[0]!.op, 'search_phrase');
    const spanning = await kernel.searchPhrase('built from 711 pdfs. it covers', { files: ['/ws/papers/citevqa.txt'] });
    assert.equal(spanning.length, 1);
    assert.ok(spanning[0]!.text.includes('PDFs.\nIt covers'));
    const accents = await kernel.searchPhrase('CAFE EST TRES BON', { files: ['notes/cafe.md'] });
    assert.equal(accents.length, 1);
    assert.ok(accents[0]!.text.startsWith('Le cafe\u0301 est tr\u00E8s bon.'), 'the combining accent stays inside the window');
    const naive = await kernel.searchPhrase('naive readers like it', { files: ['notes/cafe.md'] });
    assert.equal(naive.length, 1);
    assert.deepEqual(await kernel.searchPhrase('eliminates hallucination'), []);
    await checkWindows(fs, [...hits, ...spanning, ...accents, ...naive]);
  });

  it('searchPhrase windows stay bounded and never split a surrogate pair', async () => {
    const long = ('word '.repeat(300) + 'needle phrase here ' + 'word '.repeat(300)).trim();
    const mem = workspace().writeFile('/ws/notes/long.txt', long + '\n\u{1F600}\u{1F600}needle\u{1F600}');
    const { fs, kernel } = await setup({ mem, budgets: { maxCharsReturned: 100_000 } });
    const hits = await kernel.searchPhrase('needle', { files: ['notes/long.txt'] });
    assert.equal(hits.length, 2);
    await checkWindows(fs, hits);
    for (const w of hits) {
      assert.ok(!/^[\uDC00-\uDFFF]/.test(w.text) && !/[\uD800-\uDBFF]$/.test(w.text));
      assert.ok(w.text.includes('needle'));
    }
  });

  it('searchText: literal terms and trailing-* prefixes, windows where enough terms co-occur', async () => {
    const { fs, kernel } = await setup();
    const hits = await kernel.searchText(['citevqa', 'quest*', 'pdf*'], { minTerms: 3 });
    assert.equal(hits.length, 1);
    assert.ok(hits[0]!.text.includes('1,897 questions built from 711 PDFs'));
    assert.deepEqual(await kernel.searchText(['pdf', 'questions'], { minTerms: 2 }), [], '"pdf" is a whole word, not a prefix of "PDFs"');
    const two = await kernel.searchText(['verbatim', 'hallucination', 'nonexistentterm'], { minTerms: 2 });
    assert.ok(two.length >= 1 && two.every((w) => w.relPath === 'papers/acl.md'));
    await checkWindows(fs, [...hits, ...two]);
  });

  it('searchText refuses anything but bounded literal patterns', async () => {
    const { kernel } = await setup();
    for (const bad of [['(a|b)+$'.replace('(', '*(')], ['*'], ['a*'], ['x*y*'], [], Array(17).fill('word'), ['a'.repeat(65)]]) {
      await refusal(kernel.searchText(bad), 'operation_not_allowed');
    }
    const regexLike = await kernel.searchText(['(a+)+$'], { minTerms: 1 });
    assert.deepEqual(regexLike, [], 'regex syntax is matched literally, never compiled');
  });

  it('readWindow returns exactly source.slice(start, end), clamped', async () => {
    const { fs, kernel } = await setup({ budgets: { maxCharsReturned: 50_000, maxCharsRead: 50_000 } });
    const w = await kernel.readWindow('/ws/papers/citevqa.txt', 46, 99);
    assert.equal(w.text, CITEVQA.slice(46, 99));
    const tail = await kernel.readWindow('papers/citevqa.txt', 200, 10_000);
    assert.equal(tail.end, CITEVQA.length);
    const emoji = CAFE.indexOf('\u{1F600}');
    const cut = await kernel.readWindow('notes/cafe.md', emoji + 1, emoji + 1);
    assert.equal(cut.start, emoji, 'moved off the low surrogate');
    await refusal(kernel.readWindow('papers/citevqa.txt', 10, 5), 'operation_not_allowed');
    await refusal(kernel.readWindow('papers/citevqa.txt', -1, 5), 'operation_not_allowed');
    await checkWindows(fs, [w, tail, cut], MAX_READ_WINDOW_CHARS);
  });

  it('findHeading finds headings and returns the start of their section', async () => {
    const { fs, kernel } = await setup();
    const hits = await kernel.findHeading('/ws/papers/acl.md', 'results');
    assert.equal(hits.length, 1);
    assert.ok(hits[0]!.text.startsWith('## Results'));
    assert.ok(hits[0]!.text.includes('reduces hallucination risk'));
    assert.ok(!hits[0]!.text.includes('## Limitations'));
    const anywhere = await kernel.findHeading(undefined, 'limitations');
    assert.deepEqual(anywhere.map((h) => h.relPath), ['papers/acl.md']);
    assert.deepEqual(await kernel.findHeading('/ws/papers/acl.md', 'verbatim spans'), [], 'body text is not a heading');
    await checkWindows(fs, [...hits, ...anywhere]);
  });

  it('findNear pairs two terms within a distance', async () => {
    const { fs, kernel } = await setup();
    const near = await kernel.findNear('/ws/papers/citevqa.txt', '1,897', 'pdf*', 40);
    assert.equal(near.length, 1);
    assert.ok(near[0]!.text.includes('1,897 questions built from 711 PDFs'));
    assert.deepEqual(await kernel.findNear('/ws/papers/citevqa.txt', '1,897', 'region', 40), []);
    await checkWindows(fs, near);
  });

  it('listFiles lists the scope without reading anything; cited warrants see only the cited files', async () => {
    const { fs, kernel } = await setup();
    fs.reads.length = 0;
    const files = await kernel.listFiles();
    assert.deepEqual(files, ['/ws/bin.txt', '/ws/latin1.txt', '/ws/notes/cafe.md', '/ws/notes/crlf.txt', '/ws/papers/acl.md', '/ws/papers/citevqa.txt']);
    assert.deepEqual(fs.reads, []);
    const cited = await setup({ scopeFiles: ['/ws/papers/acl.md'] });
    assert.deepEqual(await cited.kernel.listFiles(), ['/ws/papers/acl.md']);
    assert.deepEqual(await cited.kernel.searchPhrase('1,897 questions'), [], 'the cited source does not carry it');
    await refusal(cited.kernel.searchPhrase('1,897', { files: ['/ws/papers/citevqa.txt'] }), 'out_of_scope');
  });

  it('searching a handful of files reads only those files', async () => {
    const mem = workspace();
    for (let i = 0; i < 300; i++) mem.writeFile(`/ws/corpus/n${String(i).padStart(3, '0')}.md`, `Note ${i} mentions retrieval and index ${i}.`, 1);
    const { fs, kernel } = await setup({ mem });
    fs.reads.length = 0;
    const hits = await kernel.searchPhrase('mentions retrieval', { files: ['/ws/corpus/n007.md', '/ws/corpus/n123.md'] });
    assert.deepEqual(hits.map((h) => h.relPath), ['corpus/n007.md', 'corpus/n123.md']);
    assert.deepEqual(fs.reads, ['/ws/corpus/n007.md', '/ws/corpus/n123.md']);
  });
});

describe('kernel: warrant enforcement', () => {
  const cases: Array<[string, string, ViolationCode]> = [
    ['../ traversal (relative)', '../outside/secret.txt', 'out_of_scope'],
    ['../ traversal inside an absolute path', '/ws/papers/../../outside/secret.txt', 'out_of_scope'],
    ['absolute path outside', '/outside/secret.txt', 'out_of_scope'],
    ['absolute system path', '/etc/passwd', 'out_of_scope'],
    ['symlink to a file outside', '/ws/link-out.txt', 'symlink_escape'],
    ['path through a symlinked folder outside', '/ws/linkdir/secret.txt', 'symlink_escape'],
    ['.env', '/ws/.env', 'excluded'],
    ['.env.*', '.env.local.txt', 'excluded'],
    ['secrets/', '/ws/secrets/keys.txt', 'excluded'],
    ['private/', 'private/diary.md', 'excluded'],
    ['.git/', '/ws/.git/notes.txt', 'excluded'],
    ['node_modules/', 'node_modules/pkg/readme.md', 'excluded'],
    ['id_rsa*', '/ws/id_rsa.txt', 'excluded'],
    ['*.pem', '/ws/cert.pem', 'excluded'],
    ['the draft being verified', DRAFT, 'excluded'],
    ['unsupported type', '/ws/image.png', 'unsupported_type'],
    ['too large', '/ws/big.txt', 'too_large'],
    ['binary (NUL bytes)', '/ws/bin.txt', 'binary'],
    ['binary (invalid UTF-8)', '/ws/latin1.txt', 'binary'],
    ['missing file', '/ws/papers/nope.txt', 'out_of_scope'],
    ['a folder', '/ws/papers', 'unsupported_type'],
  ];
  for (const [name, target, code] of cases) {
    it(`refuses ${name} (${code}) and records it`, async () => {
      const { fs, kernel } = await setup();
      fs.reads.length = 0;
      const e = await refusal(kernel.searchPhrase('1,897', { files: [target] }), code);
      assert.ok(e.detail.length > 0);
      const last = kernel.trace().at(-1)!;
      assert.equal(last.status, 'refused');
      assert.equal(last.op, 'boundary');
      assert.ok(last.reason!.startsWith(`${code}: `));
      assert.equal(kernel.usage().refusals, 1);
      const readBeyondCheck = code === 'binary' ? 1 : 0; // binary is only known from the bytes
      assert.equal(fs.reads.length, readBeyondCheck, `read ${fs.reads.join(', ')}`);
      assert.ok(!fs.reads.some((r) => r.startsWith('/outside')), 'nothing outside the root is ever read');
      await refusal(kernel.readWindow(target, 0, 10), code);
    });
  }

  it('a refusal in a multi-file call happens before any file is read', async () => {
    const { fs, kernel } = await setup();
    fs.reads.length = 0;
    await refusal(kernel.searchPhrase('1,897', { files: ['/ws/papers/citevqa.txt', '/ws/.env'] }), 'excluded');
    assert.deepEqual(fs.reads, []);
  });

  it('a symlink inside the scope is judged by its target', async () => {
    const { fs, kernel } = await setup();
    const hits = await kernel.searchPhrase('1,897 questions', { files: ['/ws/papers/alias.txt'] });
    assert.equal(hits[0]!.relPath, 'papers/citevqa.txt');
    await checkWindows(fs, hits);
  });

  it('refuses operations the warrant does not allow', async () => {
    const { kernel } = await setup({ kind: 'refutation' });
    await refusal(kernel.listFiles(), 'operation_not_allowed');
    await refusal(kernel.findHeading(undefined, 'results'), 'operation_not_allowed');
    const last = kernel.trace().at(-1)!;
    assert.equal(last.op, 'find_heading');
    assert.equal(last.status, 'refused');
    assert.equal(kernel.usage().opsUsed, 0);
    assert.ok((await kernel.searchPhrase('1,897')).length === 1, 'allowed operations still work');
  });

  it('maxSearchOps: exhaustion ends the search and every later call throws', async () => {
    const { kernel } = await setup({ budgets: { maxSearchOps: 2 } });
    await kernel.listFiles();
    await kernel.searchPhrase('1,897', { files: ['papers/citevqa.txt'] });
    await refusal(kernel.searchPhrase('1,897'), 'budget_exhausted');
    await refusal(kernel.readWindow('papers/citevqa.txt', 0, 5), 'budget_exhausted');
    const usage = kernel.usage();
    assert.equal(usage.exhausted, true);
    assert.equal(usage.opsUsed, 2);
    assert.deepEqual(kernel.trace().map((t) => t.status), ['ok', 'ok', 'exhausted', 'exhausted']);
  });

  it('maxFilesTouched counts every scanned file and returns partial windows', async () => {
    const { kernel } = await setup({ budgets: { maxFilesTouched: 2 } });
    const files = ['notes/cafe.md', 'papers/acl.md', 'papers/citevqa.txt'];
    const e = await refusal(kernel.searchText(['hallucination', 'questions', 'cafe'], { minTerms: 1, files }), 'budget_exhausted');
    assert.equal(kernel.usage().filesTouched, 2);
    assert.deepEqual([...new Set(e.partial.map((w) => w.relPath))], ['notes/cafe.md', 'papers/acl.md'], 'windows found before exhaustion are kept');
    assert.deepEqual(kernel.trace().at(-1)!.files, ['notes/cafe.md', 'papers/acl.md']);
    await refusal(kernel.searchPhrase('x', { files: ['papers/acl.md'] }), 'budget_exhausted');
  });

  it('a scope-wide scan passes over binary files but charges them as touched', async () => {
    const { kernel } = await setup({ budgets: { maxFilesTouched: 3 } });
    const e = await refusal(kernel.searchPhrase('questions'), 'budget_exhausted');
    assert.deepEqual(e.partial, [], 'bin.txt and latin1.txt were read and skipped, cafe.md has no hit');
    assert.equal(kernel.usage().filesTouched, 3);
    const { kernel: roomy } = await setup();
    assert.equal((await roomy.searchPhrase('questions')).length, 1);
    assert.match(roomy.trace()[0]!.result, /2 binary skipped/);
  });

  it('one repetitive file cannot crowd out the rest (maxHitsPerFile)', async () => {
    const { kernel } = await setup({ configText: '{}' });
    const hits = await kernel.searchPhrase('1,897 questions');
    assert.deepEqual(hits.map((h) => h.relPath), ['big.txt', 'big.txt', 'big.txt', 'big.txt', 'big.txt', 'papers/citevqa.txt']);
    const one = await kernel.searchPhrase('1,897 questions', { files: ['big.txt'], maxHitsPerFile: 1 });
    assert.equal(one.length, 1);
  });

  it('maxCharsRead charges whole files for scans and the window for reads', async () => {
    const { kernel } = await setup({ budgets: { maxCharsRead: CITEVQA.length + 10 } });
    await kernel.searchPhrase('1,897', { files: ['papers/citevqa.txt'] });
    assert.equal(kernel.usage().charsRead, CITEVQA.length);
    await kernel.readWindow('papers/citevqa.txt', 0, 10);
    assert.equal(kernel.usage().charsRead, CITEVQA.length + 10);
    await refusal(kernel.searchPhrase('1,897', { files: ['papers/citevqa.txt'] }), 'budget_exhausted');
    assert.equal(kernel.usage().exhausted, true);
  });

  it('maxCharsReturned bounds the windows handed back', async () => {
    const { kernel } = await setup({ budgets: { maxCharsReturned: 60 } });
    const first = await kernel.readWindow('papers/citevqa.txt', 0, 40);
    assert.equal(first.text.length, 40);
    const e = await refusal(kernel.readWindow('papers/citevqa.txt', 40, 80), 'budget_exhausted');
    assert.deepEqual(e.partial, []);
    assert.equal(kernel.usage().charsReturned, 40);
  });
});

describe('kernel: trace', () => {
  it('records every operation with hashed arguments, relative files and charges', async () => {
    const { kernel } = await setup();
    await kernel.searchPhrase('1,897 questions', { files: ['/ws/papers/citevqa.txt'] });
    await kernel.searchText(['hallucination', 'verbatim']);
    await refusal(kernel.readWindow('/outside/secret.txt', 0, 5), 'out_of_scope');
    const trace = kernel.trace();
    for (const e of trace) TraceEventSchema.parse(e);
    WarrantUsageSchema.parse(kernel.usage());
    assert.deepEqual(trace.map((e) => e.seq), [0, 1, 2]);
    assert.deepEqual(trace.map((e) => [e.op, e.status]), [['search_phrase', 'ok'], ['search_text', 'ok'], ['boundary', 'refused']]);
    assert.equal(trace[0]!.args.phrase, sha256('1,897 questions'));
    assert.equal(trace[0]!.args.scope, 'files:1');
    assert.deepEqual(trace[0]!.files, ['papers/citevqa.txt']);
    assert.match(trace[0]!.result, /^1 hits in 1 files/);
    assert.ok(trace[1]!.args.terms!.startsWith('sha256:'));
    const serialized = JSON.stringify(trace);
    assert.ok(!serialized.includes('1,897 questions') && !serialized.includes('hallucination'), 'no plain query text');
    assert.ok(!JSON.stringify(trace.slice(0, 2)).includes('/ws/'), 'files are workspace-relative');
    assert.equal(trace[2]!.args.path, '/outside/secret.txt', 'a refused attempt stays visible');
    assert.match(trace[2]!.reason!, /^out_of_scope: \/outside\/secret\.txt is outside the warrant's scope$/);
    const usage = kernel.usage();
    assert.equal(usage.charsRead, trace.reduce((n, e) => n + e.charsRead, 0));
    assert.equal(usage.charsReturned, trace.reduce((n, e) => n + e.charsReturned, 0));
    assert.equal(usage.opsUsed, 3);
    assert.equal(usage.refusals, 1);
    assert.equal(usage.id, kernel.warrant.id);
    assert.ok(trace.every((e) => e.warrantId === kernel.warrant.id));
  });

  it('keeps plain query terms when the audit policy allows it', async () => {
    const { kernel } = await setup({ configText: '{"maxFileBytes": 4000, "audit": {"plainQueryTerms": true}}' });
    await kernel.searchPhrase('1,897 questions');
    assert.equal(kernel.trace()[0]!.args.phrase, '1,897 questions');
  });

  it('hands out copies: callers cannot rewrite the trace', async () => {
    const { kernel } = await setup();
    await kernel.listFiles();
    kernel.trace()[0]!.status = 'error';
    assert.equal(kernel.trace()[0]!.status, 'ok');
  });
});

describe('kernel: a real directory with a real symlink escaping the root', () => {
  let base: string;
  let root: string;
  before(() => {
    base = mkdtempSync(path.join(tmpdir(), 'warrant-kernel-'));
    root = path.join(base, 'ws');
    mkdirSync(path.join(root, 'papers'), { recursive: true });
    mkdirSync(path.join(root, 'secrets'));
    mkdirSync(path.join(base, 'outside'));
    writeFileSync(path.join(root, 'papers', 'citevqa.txt'), CITEVQA);
    writeFileSync(path.join(root, 'secrets', 'token.txt'), 'CiteVQA contains 1,897 questions');
    writeFileSync(path.join(root, '.env'), 'CiteVQA=1,897');
    writeFileSync(path.join(base, 'outside', 'secret.txt'), 'CiteVQA contains 1,897 questions (outside).');
    symlinkSync(path.join(base, 'outside', 'secret.txt'), path.join(root, 'papers', 'escape.txt'));
    symlinkSync(path.join(base, 'outside'), path.join(root, 'papers', 'outdir'));
    writeFileSync(path.join(root, '.warrant.json'), '{ "sources": ["papers", "secrets"], // evidence\n}');
  });
  after(() => rmSync(base, { recursive: true, force: true }));

  it('lists, searches and refuses exactly as with the in-memory file system', async () => {
    const config = await loadConfig(nodeFileSystem, root);
    assert.deepEqual(config.sources, ['papers', 'secrets']);
    const store = new SourceStore(nodeFileSystem, config, silentLogger);
    const listing = await store.listSources([]);
    assert.deepEqual(listing.files.map((f) => f.relPath), ['papers/citevqa.txt']);
    assert.deepEqual(
      listing.skipped.map((s) => [s.relPath, s.reason]),
      [['papers/escape.txt', 'symlink_escape'], ['papers/outdir', 'symlink_escape'], ['secrets', 'excluded']],
    );
    const kernel = new ScopedSearchKernel(compileWarrant({ claim: claim(), config, queryTerms: [] }), store, silentLogger);
    const hits = await kernel.searchPhrase('1,897 questions');
    assert.deepEqual(hits.map((h) => h.relPath), ['papers/citevqa.txt']);
    await checkWindows(nodeFileSystem, hits);
    await refusal(kernel.searchPhrase('1,897', { files: [path.join(root, 'papers', 'escape.txt')] }), 'symlink_escape');
    await refusal(kernel.readWindow(path.join(root, 'papers', 'outdir', 'secret.txt'), 0, 10), 'symlink_escape');
    await refusal(kernel.readWindow('papers/../../outside/secret.txt', 0, 10), 'out_of_scope');
    await refusal(kernel.readWindow(path.join(base, 'outside', 'secret.txt'), 0, 10), 'out_of_scope');
    await refusal(kernel.readWindow('secrets/token.txt', 0, 10), 'excluded');
    await refusal(kernel.readWindow('.env', 0, 10), 'out_of_scope');
    assert.equal(kernel.usage().refusals, 6);
    assert.equal(kernel.trace().filter((e) => e.status === 'refused').length, 6);
  });
});

describe('kernel: a workspace opened through a symlinked folder', () => {
  it('judges real paths against the real root', async () => {
    const mem = new MemoryFileSystem()
      .writeFile('/real/ws/papers/citevqa.txt', CITEVQA)
      .writeFile('/real/outside.txt', 'CiteVQA contains 1,897 questions (outside).')
      .symlink('/home/link', '/real')
      .symlink('/real/ws/papers/out.txt', '../../outside.txt');
    const config = defaultConfig('/home/link/ws');
    const store = new SourceStore(mem, config, silentLogger);
    await store.listSources([]);
    const kernel = new ScopedSearchKernel(compileWarrant({ claim: claim(), config, queryTerms: [] }), store, silentLogger);
    const hits = await kernel.searchPhrase('1,897 questions', { files: ['/home/link/ws/papers/citevqa.txt'] });
    assert.deepEqual(hits.map((h) => [h.relPath, h.sourcePath]), [['papers/citevqa.txt', '/real/ws/papers/citevqa.txt']]);
    assert.deepEqual(await kernel.listFiles(), ['/real/ws/papers/citevqa.txt']);
    const viaReal = await kernel.searchPhrase('1,897 questions', { files: await kernel.listFiles() });
    assert.deepEqual(viaReal.map((h) => h.relPath), ['papers/citevqa.txt'], 'real paths from a listing are accepted');
    await refusal(kernel.readWindow('papers/out.txt', 0, 5), 'symlink_escape');
    await refusal(kernel.readWindow('/real/outside.txt', 0, 5), 'out_of_scope');
    assert.deepEqual(kernel.trace()[0]!.files, ['papers/citevqa.txt']);
    assert.equal(kernel.usage().refusals, 2);
  });

  it('a cited file given by its real path is the same file', async () => {
    const mem = new MemoryFileSystem().writeFile('/real/ws/papers/citevqa.txt', CITEVQA).writeFile('/real/ws/papers/other.txt', 'Other.').symlink('/home/link', '/real');
    const config = defaultConfig('/home/link/ws');
    const store = new SourceStore(mem, config, silentLogger);
    const kernel = new ScopedSearchKernel(compileWarrant({ claim: claim(), config, queryTerms: [], scopeFiles: ['/real/ws/papers/citevqa.txt'] }), store, silentLogger);
    assert.equal((await kernel.searchPhrase('1,897 questions', { files: ['/home/link/ws/papers/citevqa.txt'] })).length, 1);
    await refusal(kernel.readWindow('/real/ws/papers/other.txt', 0, 3), 'out_of_scope');
  });
});

describe('kernel: default config over a memory workspace', () => {
  it('works without a config file', async () => {
    const store = new SourceStore(workspace(), defaultConfig('/ws'), silentLogger);
    await store.listSources([DRAFT]);
    const kernel = new ScopedSearchKernel(compileWarrant({ claim: claim(), config: defaultConfig('/ws'), queryTerms: [] }), store, silentLogger);
    const hits = await kernel.searchPhrase('1,897 questions');
    assert.deepEqual([...new Set(hits.map((h) => h.relPath))], ['big.txt', 'papers/citevqa.txt']);
  });
});
