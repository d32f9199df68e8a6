// Verification results persisted between processes (src/core/engine/persisted-results.ts): a fresh engine replays
// the results of an unchanged draft instead of verifying it again, and prints what a run from nothing prints; any
// change to what a result depends on (a source, the config, the build) verifies again; an unusable file is one
// warning and a full run; the file never holds the sources' text.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { toJson } from '../../src/cli/render';
import { buildId, hashProject } from '../../src/core/build-id';
import { parseConfig } from '../../src/core/config';
import { createEngine, type Engine } from '../../src/core/engine';
import { PersistedResults, replay, RESULTS_VERSION } from '../../src/core/engine/persisted-results';
import { MemoryFileSystem } from '../../src/core/fs/memory-fs';
import type { IndexStorePort, Logger } from '../../src/core/ports';
import { nodeResultStore, RESULTS_FILE } from '../../src/core/records/node-state';
import { datedSampleCopy, runCli, scratchDir } from './cli-fixtures';
import { MemoryStore } from './memory-store';

const ROOT = '/ws';
const NOW = Date.UTC(2026, 0, 10);
const OLD = NOW - 3_600_000;
const DRAFT = `${ROOT}/draft.md`;
const BUILD = 'build:test-a';
const SOURCES: Record<string, string> = {
  'papers/orbit.md': '# Orbix\n\nThe Orbix survey covered 412 observatories in nine countries.\nOrbix complements ground surveys by adding satellite passes over the southern sky every night.\n',
  'papers/lumen.txt': 'Lumen is a photometry pipeline.\nThe Lumen pipeline processed 2,300 nights of data from three telescopes.\n',
  'notes/vela.md': 'Vela catalogues list 57 pulsars found by the Arecibo telescope (AT). The AT survey ran for 9 years.\n',
  'notes/misc.md': 'Nothing about surveys here, only *emphasis* and `code` and a [link](x.md).\n',
};
const CHAPTER = [
  '# Surveys',
  'The Orbix survey covered 412 observatories in nine countries.',
  'The Lumen pipeline processed 2,300 nights of data.',
  'Vela catalogues list 57 pulsars found by the Arecibo telescope.',
  'The Orbix survey covered 421 observatories in nine countries.',
  'The Lumen pipeline always processed 2,300 nights of data.',
  'I think surveys are the best part of astronomy.',
].join('\n\n');

function workspace(sources: Record<string, string> = SOURCES): MemoryFileSystem {
  const fs = new MemoryFileSystem();
  for (const [rel, text] of Object.entries(sources)) fs.writeFile(`${ROOT}/${rel}`, text, OLD);
  return fs;
}


interface Counted {
  verified: number;
  reused: number;
  extractionReused: boolean;
}
function recorder(): Logger & { warnings: string[]; runs: Counted[] } {
  const warnings: string[] = [];
  const runs: Counted[] = [];
  return {
    warnings,
    runs,
    debug: (m: string, data?: unknown) => {
      if (m === 'claims of the draft') runs.push(data as Counted);
    },
    info() {},
    warn: (m: string) => void warnings.push(m),
    error: (m: string) => void warnings.push(m),
  };
}

const CONFIG = '{ "sources": ["papers", "notes"] }';
const CLAIM_OF = (file: { drafts: Array<{ extraction: { claims: unknown[] } }> }) => file.drafts.at(-1)!.extraction.claims[0];

function engineFor(fs: MemoryFileSystem, store: IndexStorePort | undefined, logger: Logger, opts: { build?: string; config?: string } = {}): Engine {
  const config = parseConfig(opts.config ?? CONFIG, `${ROOT}/.warrant.json`, ROOT);
  return createEngine({ config, ports: { fs, clock: { now: () => new Date(NOW) }, logger }, resultStore: store, buildId: opts.build ?? BUILD });
}

/** What the CLI prints for one run of a fresh engine (a fresh process as far as the engine goes), and its counts. */
async function run(fs: MemoryFileSystem, store: IndexStorePort | undefined, opts: { build?: string; config?: string; text?: string } = {}) {
  const logger = recorder();
  const engine = engineFor(fs, store, logger, opts);
  const doc = await engine.verifyDocument({ documentPath: DRAFT, text: opts.text ?? CHAPTER });
  await engine.saveResults?.();
  return { json: JSON.stringify(toJson(ROOT, [doc], doc.sources, ROOT), null, 2), counts: logger.runs[0]!, warnings: logger.warnings, claims: doc.results.length };
}

describe('persisted verification results', function () {
  this.timeout(60_000);

  it('a fresh engine replays every claim of an unchanged draft, with the JSON of a run without the store', async () => {
    const fs = workspace();
    const store = new MemoryStore('/ws/.warrant/cache/results.bin');
    const none = await run(fs, undefined);
    const first = await run(fs, store);
    assert.equal(first.json, none.json, 'with an empty store');
    assert.equal(first.counts.reused, 0);
    assert.equal(store.writes, 1);
    const second = await run(fs, store);
    assert.equal(second.json, none.json, 'replayed');
    assert.equal(second.counts.verified, 0, 'nothing verified again');
    assert.equal(second.counts.reused, second.claims);
    assert.ok(second.counts.extractionReused, 'the draft\'s extraction is replayed too');
    assert.equal(store.writes, 1, 'an unchanged store is not written again');
    assert.deepEqual([...first.warnings, ...second.warnings], []);
    const third = await run(fs, store);
    assert.equal(third.json, none.json, 'a replay of a replay');
  });

  it('verifies again only the claim of an edited paragraph', async () => {
    const fs = workspace();
    const store = new MemoryStore('/ws/.warrant/cache/results.bin');
    await run(fs, store);
    const edited = CHAPTER.replace('2,300 nights of data.', '2,400 nights of data.');
    const again = await run(fs, store, { text: edited });
    assert.equal(again.counts.verified, 1, 'the edited paragraph');
    assert.equal(again.counts.reused, again.claims - 1);
    assert.ok(!again.counts.extractionReused);
    assert.equal(again.json, (await run(fs, undefined, { text: edited })).json);
  });

  for (const [name, change] of [
    ['edited', (fs: MemoryFileSystem) => fs.writeFile(`${ROOT}/papers/lumen.txt`, 'Lumen is a photometry pipeline.\nThe Lumen pipeline processed 2,900 nights of data from three telescopes.\n', NOW - 60_000)],
    ['deleted', (fs: MemoryFileSystem) => fs.remove(`${ROOT}/notes/vela.md`)],
    ['renamed', (fs: MemoryFileSystem) => {
      fs.writeFile(`${ROOT}/notes/vela-catalogue.md`, SOURCES['notes/vela.md']!, OLD);
      fs.remove(`${ROOT}/notes/vela.md`);
    }],
    ['added', (fs: MemoryFileSystem) => fs.writeFile(`${ROOT}/notes/new.md`, 'The Orbix survey covered 412 observatories in nine countries, said its report.\n', OLD)],
    ['added that cannot be read (binary: skipped, not indexed)', (fs: MemoryFileSystem) => fs.writeFile(`${ROOT}/notes/blob.txt`, Uint8Array.from([0x4f, 0, 0x72, 0x62]), OLD)],
  ] as const) {
    it(`a source ${name}: every claim is verified again, and the JSON is that of a run from nothing`, async () => {
      const fs = workspace();
      const store = new MemoryStore('/ws/.warrant/cache/results.bin');
      await run(fs, store);
      change(fs);
      const again = await run(fs, store);
      assert.equal(again.counts.reused, 0);
      assert.equal(again.json, (await run(fs, undefined)).json);
      const replayed = await run(fs, store);
      assert.equal(replayed.counts.verified, 0, 'and the new results are kept');
      assert.equal(replayed.json, again.json);
    });
  }

  it('a source changed behind an unchanged size and mtime: its results are not replayed, and the JSON is a fresh run\'s', async () => {
    const fs = workspace();
    const store = new MemoryStore('/ws/.warrant/cache/results.bin');
    await run(fs, store);
    // same length, same mtime, other content: the stat (and so the corpus key) cannot tell
    fs.writeFile(`${ROOT}/papers/lumen.txt`, SOURCES['papers/lumen.txt']!.replace('2,300', '2,900'), OLD);
    const again = await run(fs, store);
    assert.equal(again.json, (await run(fs, undefined)).json);
    assert.ok(again.counts.verified > 0);
  });

  it('nothing is reused under another config or another build', async () => {
    const fs = workspace();
    const store = new MemoryStore('/ws/.warrant/cache/results.bin');
    await run(fs, store);
    const config = '{ "sources": ["papers", "notes"], "verifier": { "acceptScore": 0.8 } }';
    const other = await run(fs, store, { config });
    assert.equal(other.counts.reused, 0, 'config changed');
    assert.ok(!other.counts.extractionReused);
    assert.equal(other.json, (await run(fs, undefined, { config })).json);
    await run(fs, store); // kept again for the first config
    const rebuilt = await run(fs, store, { build: 'build:test-b' });
    assert.equal(rebuilt.counts.reused, 0, 'build changed');
    assert.deepEqual(rebuilt.warnings, [], 'another build is no damage');
    assert.equal((await run(fs, store, { build: 'build:test-b' })).counts.verified, 0, 'the new build keeps its own');
  });

  it('a truncated, damaged, other-version or empty file: one warning, every claim verified, the same JSON', async () => {
    const fs = workspace();
    const store = new MemoryStore('/ws/.warrant/cache/results.bin');
    const reference = await run(fs, store);
    const good = store.data!;
    const text = Buffer.from(good).toString('utf8');
    const damaged: Array<[string, Uint8Array, RegExp]> = [
      ['truncated', good.subarray(0, good.length - 50), /checksum mismatch/],
      ['a flipped byte', Uint8Array.from(good, (b, i) => (i === good.length - 10 ? b ^ 1 : b)), /checksum mismatch/],
      ['another version', Buffer.from(text.replace(RESULTS_VERSION, 'results-0')), /version "results-0"/],
      ['not ours', Buffer.from('hello\n'), /not a warrant results file/],
      ['empty', new Uint8Array(0), /not a warrant results file/],
    ];
    for (const [name, bytes, why] of damaged) {
      store.data = bytes;
      const r = await run(fs, store);
      assert.equal(r.json, reference.json, name);
      assert.equal(r.counts.reused, 0, name);
      assert.equal(r.warnings.length, 1, `${name}: ${r.warnings.join(' | ')}`);
      assert.match(r.warnings[0]!, /^verification results \/ws\/\.warrant\/cache\/results\.bin not used \(.*\): verifying every claim$/);
      assert.match(r.warnings[0]!, why, name);
      assert.equal((await run(fs, store)).counts.verified, 0, `${name}: rewritten whole`);
    }
  });

  it('keeps no result that read or rests on a sensitive source: those claims are verified every run', async () => {
    const fs = workspace();
    const store = new MemoryStore('/ws/.warrant/cache/results.bin');
    const config = '{ "sources": ["papers", "notes"], "retention": { "overrides": [{ "sources": ["notes"], "sensitive": true }] } }';
    const first = await run(fs, store, { config });
    const second = await run(fs, store, { config });
    assert.equal(second.json, first.json);
    assert.ok(second.counts.verified > 0 && second.counts.reused > 0, JSON.stringify(second.counts));
    const file = Buffer.from(store.data!).toString('utf8');
    assert.ok(!file.includes('notes/vela.md'), 'nothing that touched the sensitive source');
    assert.ok(file.includes('papers/lumen.txt'));
  });

  it('verifyText (a repair checked in the draft) neither replays nor replaces the draft\'s results', async () => {
    const fs = workspace();
    const store = new MemoryStore('/ws/.warrant/cache/results.bin');
    await run(fs, store);
    const engine = engineFor(fs, store, recorder());
    await engine.verifyText(DRAFT, 'The Lumen pipeline processed 2,300 nights of data.');
    await engine.saveResults?.();
    assert.equal((await run(fs, store)).counts.verified, 0);
  });

  it('keeps only the latest results of each draft, and a bounded number of drafts', async () => {
    const fs = workspace();
    const store = new MemoryStore('/ws/.warrant/cache/results.bin');
    await run(fs, store);
    const size = store.data!.length;
    await run(fs, store, { text: CHAPTER.replace('nine countries', 'ten countries') });
    await run(fs, store);
    assert.ok(Math.abs(store.data!.length - size) < size / 10, 'one entry per draft, replaced');
    const logger = recorder();
    const engine = engineFor(fs, store, logger);
    for (let i = 0; i < 70; i++) await engine.verifyDocument({ documentPath: `${ROOT}/d${i}.md`, text: 'Lumen is a photometry pipeline.' });
    await engine.saveResults?.();
    const file = JSON.parse(Buffer.from(store.data!).toString('utf8').split('\n').slice(3).join('\n')) as { drafts: Array<{ draft: string; extraction: { claims: unknown[] } }> };
    assert.equal(file.drafts.length, 64);
    assert.equal(file.drafts.at(-1)!.draft, 'd69.md', 'the most recent are kept');
    // and a size cap: the oldest drafts go until the file fits
    const small = new PersistedResults(store, BUILD, recorder(), 3 * size);
    await small.open();
    const claim = JSON.parse(JSON.stringify(CLAIM_OF(file)));
    small.record({ draft: 'newest.md', environment: 'e', textHash: 'h', extraction: { documentPath: DRAFT, claims: [claim], problems: [] }, corpus: 'c', surroundings: 's' }, [], '');
    await small.save();
    const capped = JSON.parse(Buffer.from(store.data!).toString('utf8').split('\n').slice(3).join('\n')) as { drafts: Array<{ draft: string }> };
    assert.ok(store.data!.length <= 3 * size, `${store.data!.length} bytes`);
    assert.ok(capped.drafts.length < 64 && capped.drafts.length > 1, `${capped.drafts.length} drafts`);
    assert.equal(capped.drafts.at(-1)!.draft, 'newest.md');
    assert.equal(capped.drafts.at(-2)!.draft, 'd69.md', 'the oldest went first');
  });
});

describe('persisted verification results: a result that quotes its evidence', () => {
  const SOURCE = '/ws/papers/a.md';
  const sourceText = 'Intro line.\nThe Quorl engine compiles every shader twice before caching it on disk.\n';
  const start = sourceText.indexOf('The Quorl');
  const end = sourceText.indexOf('\n', start);
  const spanText = sourceText.slice(start, end);
  const sha = (t: string) => `sha256:${createHash('sha256').update(t).digest('hex')}`;
  const claim = { id: 'claim_x', hash: 'sha256:c', text: 'The Quorl engine compiles every shader once.', documentPath: DRAFT, start: 0, end: 44, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 44 } }, paragraphKey: 'p', block: 'paragraph' as const, modality: 'factual' as const, needsEvidence: true, risk: 'low' as const, cues: [], override: null, citations: [] };
  const span = { sourcePath: SOURCE, relPath: 'papers/a.md', start, end, line: 1, text: spanText, spanHash: sha(spanText), sourceHash: sha(sourceText), extractorVersion: 'x', plain: spanText, context: { title: 'Quorl internals and shader caches', headings: [] } };
  const result = {
    claim,
    verdict: { label: 'contradicts' as const, supportScore: 0.2, driftScore: 0.5, quality: 'moderate' as const, reason: 'papers/a.md line 2: the span says twice.', flags: [] },
    action: 'repair' as const,
    evidence: [span],
    repair: { text: 'The Quorl engine compiles every shader twice before caching it on disk.', verified: true, basis: 'the sentence at papers/a.md line 2', highRisk: false },
    warrant: null,
    usage: null,
    trace: [],
    evidenceSet: null,
    refutation: null,
    suggestedCitation: null,
  };
  const entry = { draft: 'draft.md', environment: 'e', textHash: 'h', extraction: { documentPath: DRAFT, claims: [claim], problems: [] }, corpus: 'c', surroundings: 's' };

  it('keeps a quoting string as pieces of its span, never the words, and puts it together again on replay', async () => {
    const store = new MemoryStore('/ws/.warrant/cache/results.bin');
    const kept = new PersistedResults(store, BUILD, recorder());
    kept.record(entry, [{ gate: claim, result }], claim.text);
    await kept.save();
    const bytes = Buffer.from(store.data!).toString('utf8');
    for (const phrase of ['twice before caching', 'caching it on disk', 'shader caches']) assert.ok(!bytes.includes(phrase), phrase);
    const read = new PersistedResults(store, BUILD, recorder());
    await read.open();
    const load = async (p: string) => (p === SOURCE ? { text: sourceText, sourceHash: sha(sourceText) } : undefined);
    const [back] = await replay(read.entry('draft.md', 'e')!, () => true, load);
    const { plain: _p, context: _c, ...printed } = span;
    assert.deepEqual(back!.result, { ...result, evidence: [printed] });
    // the source changed: nothing is given back
    const changed = sourceText.replace('twice', 'thrice');
    assert.deepEqual(await replay(read.entry('draft.md', 'e')!, () => true, async () => ({ text: changed, sourceHash: sha(changed) })), []);
    assert.deepEqual(await replay(read.entry('draft.md', 'e')!, () => true, async () => undefined), [], 'an unreadable source');
  });
});

describe('persisted verification results on disk and through the CLI', function () {
  this.timeout(120_000);

  const DRAFTS = ['drafts/warranted-search.md', 'drafts/cited-by-key.md', 'drafts/pdf-sources.md'];
  const resultsFile = (dir: string): string => path.join(dir, '.warrant', RESULTS_FILE);
  const verify = async (dir: string, ...extra: string[]) => {
    const r = await runCli(['verify', ...DRAFTS, '--format', 'json', '--fail-level', 'none', ...extra], dir);
    assert.equal(r.code, 0, r.err);
    return r;
  };

  it('is signed with the index\'s per-user key: a file written under another key is refused', async () => {
    const base = scratchDir('warrant-results-store-');
    const mine = nodeResultStore(path.join(base, 'ws', '.warrant'), path.join(base, 'key-mine'));
    await mine.write(Uint8Array.from([1, 2, 3]));
    assert.deepEqual([...(await mine.read())!], [1, 2, 3]);
    const theirs = nodeResultStore(path.join(base, 'ws', '.warrant'), path.join(base, 'key-theirs'));
    await assert.rejects(theirs.read(), /was not written by warrant for this user/);
  });

  it('prints the same JSON with the store absent, present and replayed, and with --no-reuse', async () => {
    const dir = datedSampleCopy('warrant-results-');
    const plain = await verify(dir, '--no-reuse');
    assert.ok(!existsSync(resultsFile(dir)), '--no-reuse writes nothing');
    const first = await verify(dir);
    assert.equal(first.out, plain.out);
    assert.equal(first.err, plain.err);
    assert.ok(existsSync(resultsFile(dir)));
    const written = statSync(resultsFile(dir)).mtimeMs;
    const replayed = await verify(dir);
    assert.equal(replayed.out, plain.out);
    assert.equal(replayed.err, plain.err);
    assert.equal(statSync(resultsFile(dir)).mtimeMs, written, 'nothing new: not rewritten');
    // a warm index whose postings are added only once a claim needs a search: one paragraph of a draft edited
    const draft = path.join(dir, DRAFTS[0]!);
    const text = readFileSync(draft, 'utf8');
    const sentence = /^[A-Z][^\n]*\d[^\n]*\.$/m.exec(text)![0];
    writeFileSync(draft, text.replace(sentence, `${sentence} It was edited.`));
    const edited = await verify(dir);
    assert.equal(edited.out, (await verify(dir, '--no-reuse')).out);
    assert.notEqual(edited.out, plain.out);
    writeFileSync(draft, text);
    writeFileSync(resultsFile(dir), 'garbage');
    const noReuse = await verify(dir, '--no-reuse');
    assert.equal(noReuse.err, plain.err, '--no-reuse does not even read it');
    assert.equal(readFileSync(resultsFile(dir), 'utf8'), 'garbage');
  });

  it('a truncated or foreign-signed file: one warning line, the same JSON, and a good file again', async () => {
    const dir = datedSampleCopy('warrant-results-');
    const reference = await verify(dir);
    const bytes = readFileSync(resultsFile(dir));
    writeFileSync(resultsFile(dir), bytes.subarray(0, bytes.length - 100));
    const truncated = await verify(dir);
    assert.equal(truncated.out, reference.out);
    const warnings = truncated.err.split('\n').filter((l) => l.includes('warning'));
    assert.equal(warnings.length, 1, truncated.err);
    assert.equal(truncated.err.split('\n').filter((l) => !l.includes('warning')).join('\n'), reference.err, 'otherwise the same stderr');
    assert.match(truncated.err, /warrant: warning: verification results .*cache\/results\.bin not used \(.*was not written by warrant for this user \(or is damaged\)\): verifying every claim/);
    // signed by someone else: a valid file of another key
    const other = path.join(scratchDir('warrant-results-other-'), 'ws', '.warrant');
    await nodeResultStore(other, path.join(path.dirname(other), 'key')).write(bytes.subarray(32));
    writeFileSync(resultsFile(dir), readFileSync(path.join(other, RESULTS_FILE)));
    const foreign = await verify(dir);
    assert.equal(foreign.out, reference.out);
    assert.match(foreign.err, /verification results .* not used \(.*was not written by warrant for this user/);
    assert.equal((await verify(dir)).err, reference.err, 'rewritten: no warning after');
  });

  it('holds no phrase of the sources that the drafts do not hold: evidence is kept as offsets and hashes', async () => {
    const dir = datedSampleCopy('warrant-results-');
    const r = await verify(dir);
    const printed = JSON.parse(r.out) as { documents: Array<{ claims: Array<{ evidence: Array<{ text: string }>; refutation: { evidence: Array<{ text: string }> } | null }> }> };
    const words = (t: string) => t.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    const grams = (t: string) => {
      const w = words(t);
      return new Set(w.slice(0, Math.max(0, w.length - 3)).map((_, i) => w.slice(i, i + 4).join(' ')));
    };
    const drafts = new Set(DRAFTS.flatMap((d) => [...grams(readFileSync(path.join(dir, d), 'utf8'))]));
    const stored = grams(readFileSync(resultsFile(dir)).subarray(32).toString('utf8'));
    const spans = printed.documents.flatMap((d) => d.claims.flatMap((c) => [...c.evidence, ...(c.refutation?.evidence ?? [])]));
    assert.ok(spans.length >= 5, 'the sample has evidence to keep');
    const sourceTexts = ['papers', 'notes'].flatMap((folder) => textFiles(path.join(dir, folder)).map((f) => readFileSync(f, 'utf8')));
    let checked = 0;
    for (const text of [...spans.map((s) => s.text), ...sourceTexts]) {
      for (const g of grams(text)) {
        if (drafts.has(g)) continue;
        checked++;
        assert.ok(!stored.has(g), `"${g}" of a source is in the results file`);
      }
    }
    assert.ok(checked > 1000, `${checked} phrases checked`);
    for (const phrase of ['photometry', 'Orbix complements']) if (!DRAFTS.some((d) => readFileSync(path.join(dir, d), 'utf8').includes(phrase))) assert.ok(!readFileSync(resultsFile(dir)).includes(phrase), phrase);
  });

  it('after a source edit, prints what a run from nothing prints; --update-lock writes the same lockfile replayed or not', async () => {
    const dir = datedSampleCopy('warrant-results-');
    await verify(dir);
    const source = path.join(dir, 'papers', 'citevqa.txt');
    writeFileSync(source, readFileSync(source, 'utf8').replace(/1,897/g, '1,987'));
    const edited = await verify(dir);
    rmSync(path.join(dir, '.warrant', 'cache'), { recursive: true });
    assert.equal(edited.out, (await verify(dir, '--no-reuse')).out, 'a run from nothing: no index, no kept results');
    assert.ok(edited.out.includes("the source's number 1,987"), 'the edited figure is what the repair reads');

    const lock = path.join(dir, '.warrant', 'evidence.lock.json');
    const stable = (file: string) => readFileSync(file, 'utf8').replace(/"(verifiedAt|updatedAt|createdAt|at)": "[^"]*"/g, '"$1": ""');
    await verify(dir, '--update-lock', '--no-reuse');
    const noReuse = stable(lock);
    rmSync(lock);
    await verify(dir, '--update-lock');
    assert.equal(stable(lock), noReuse, 'replayed results record the same evidence');
  });

  it('the build id: the bundle\'s is the source tree\'s, and it changes with any source file', () => {
    const id = buildId();
    assert.match(id ?? '', /^build:[0-9a-f]{64}$/);
    assert.equal(hashProject(process.cwd()), id);
    const copy = path.join(scratchDir('warrant-build-id-'), 'p');
    for (const f of ['src', 'scripts/build.mjs', 'package.json', 'package-lock.json']) cpSync(f, path.join(copy, f), { recursive: true });
    assert.equal(hashProject(copy), id);
    const file = path.join(copy, 'src', 'core', 'version.ts');
    writeFileSync(file, readFileSync(file, 'utf8') + '\n');
    assert.notEqual(hashProject(copy), id);
    renameSync(path.join(copy, 'src', 'core', 'version.ts'), path.join(copy, 'src', 'core', 'version2.ts'));
    assert.notEqual(hashProject(copy), id);
    const dist = path.join('dist', 'cli-commands.js');
    if (existsSync(dist) && statSync(dist).mtimeMs > newest('src')) assert.ok(readFileSync(dist, 'utf8').includes(JSON.stringify(id)), 'a fresh bundle carries the id of its sources');
  });
});

function textFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return textFiles(p);
    return /\.(md|txt)$/.test(e.name) ? [p] : [];
  });
}

function newest(dir: string): number {
  return Math.max(...readdirSync(dir, { withFileTypes: true }).map((e) => (e.isDirectory() ? newest(path.join(dir, e.name)) : statSync(path.join(dir, e.name)).mtimeMs)));
}
