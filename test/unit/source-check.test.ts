// Silent failures of the sources (issue 11): an entry that gives nothing to search is named once, with why; the
// CLI fails the run (exit 1), with no source at all it checks no claim; good runs are unchanged.
import assert from 'node:assert/strict';
import { mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { runCli, scratchDir } from './cli-fixtures';
import { defaultConfig, parseConfig } from '../../src/core/config';
import { createEngine } from '../../src/core/engine';
import { MemoryFileSystem } from '../../src/core/fs/memory-fs';
import { describeSourceProblem } from '../../src/core/kernel';
import { silentLogger, systemClock } from '../../src/core/ports';

const ROOT = '/ws';
const CLAIM = 'The Quenta array has 27 antennas.';

function memoryWorkspace(): MemoryFileSystem {
  return new MemoryFileSystem()
    .writeFile(`${ROOT}/papers/quenta.txt`, `${CLAIM}\n`)
    .writeFile(`${ROOT}/papers/big.txt`, 'x'.repeat(64))
    .writeFile(`${ROOT}/scans/report.docx`, '%PDF-1.4')
    .writeFile(`${ROOT}/drafts/chapter.md`, `# Chapter\n\n${CLAIM}\n`)
    .writeFile(`${ROOT}/secrets/notes.txt`, `${CLAIM}\n`)
    .writeFile(`${ROOT}/bin/blob.txt`, new Uint8Array([0x41, 0, 0x42]))
    .writeFile('/elsewhere/notes.txt', `${CLAIM}\n`)
    .symlink(`${ROOT}/outside`, '/elsewhere')
    .symlink(`${ROOT}/alias`, `${ROOT}/papers`);
}

async function check(fs: MemoryFileSystem, sources: string[], extra = '') {
  const config = parseConfig(`{ "sources": ${JSON.stringify(sources)}, "drafts": ["drafts/**"]${extra} }`, `${ROOT}/.warrant.json`, ROOT);
  const engine = createEngine({ config, ports: { fs, clock: systemClock, logger: silentLogger } });
  return engine.checkSources([`${ROOT}/drafts/chapter.md`]);
}

describe('source check (core)', () => {
  it('a good configuration has no problem and counts the files it searches', async () => {
    const c = await check(memoryWorkspace(), ['papers']);
    assert.deepEqual(c.problems, []);
    assert.equal(c.files, 2);
    assert.equal(c.origin, '.warrant.json "sources"');
  });

  const cases: Array<[string, string, RegExp]> = [
    ['sourcez', 'missing', /^"sourcez" does not exist$/],
    ['sourcez/**/*.md', 'missing', /^"sourcez\/\*\*\/\*\.md" matches no file: "sourcez" does not exist$/],
    ['outside', 'symlink_refused', /^"outside" is a symlink outside the workspace: refused$/],
    ['outside/notes.txt', 'symlink_refused', /^"outside\/notes\.txt": the folder "outside" on the way is a symlink outside the workspace: refused$/],
    ['alias', 'symlink_not_followed', /^"alias" is a symlink \(to "papers"\): links are not followed, name "papers" instead$/],
    ['secrets', 'excluded', /^"secrets" is always excluded .*: refused$/],
    ['drafts', 'excluded', /^"drafts" is covered by "drafts": drafts are never evidence$/],
    ['scans', 'no_supported_files', /^"scans" matches no supported file \(\.md .*\.pdf\)$/],
    ['scans/report.docx', 'no_supported_files', /^"scans\/report\.docx" is not a supported source type \(\.docx/],
    ['papers/**/*.rst', 'no_supported_files', /^"papers\/\*\*\/\*\.rst" matches no supported file/],
    ['bin', 'all_skipped', /^"bin" gives no file to search: every file it matches was skipped \(1 not UTF-8 text\)$/],
  ];
  for (const [entry, kind, message] of cases) {
    it(`"${entry}": ${kind}, said once`, async () => {
      const c = await check(memoryWorkspace(), [entry]);
      assert.equal(c.files, 0);
      assert.equal(c.problems.length, 1, JSON.stringify(c.problems));
      assert.equal(c.problems[0]!.kind, kind);
      assert.match(c.problems[0]!.message, message);
      assert.equal(c.problems[0]!.label, entry);
    });
  }

  it('a file over maxFileBytes is named as skipped', async () => {
    const c = await check(memoryWorkspace(), ['papers/big.txt'], ', "maxFileBytes": 10');
    assert.equal(c.problems[0]!.kind, 'all_skipped');
    assert.match(c.problems[0]!.message, /"papers\/big\.txt" gives no file to search: it was skipped \(1 larger than maxFileBytes\)/);
  });

  it('a folder that holds only the drafts of the run is named (drafts are never evidence)', async () => {
    const fs = new MemoryFileSystem().writeFile(`${ROOT}/chapters/one.md`, `${CLAIM}\n`).writeFile(`${ROOT}/papers/q.txt`, `${CLAIM}\n`);
    const config = parseConfig('{ "sources": ["chapters", "papers"] }', `${ROOT}/.warrant.json`, ROOT);
    const engine = createEngine({ config, ports: { fs, clock: systemClock, logger: silentLogger } });
    const c = await engine.checkSources([`${ROOT}/chapters/one.md`]);
    assert.deepEqual(c.problems.map((p) => [p.kind, p.message]), [['only_drafts', '"chapters" holds only the drafts being verified (drafts are never evidence)']]);
    assert.equal(c.files, 1);
  });

  it('several entries: each bad one once, in order; the good ones still count', async () => {
    const c = await check(memoryWorkspace(), ['papers', 'sourcez', 'outside', 'sourcez', 'papers/quenta.txt']);
    assert.deepEqual(c.problems.map((p) => p.entry), ['sourcez', 'outside']);
    assert.equal(c.files, 2);
  });

  it('without entries, a workspace with no source file at all is one no_sources problem', async () => {
    const fs = new MemoryFileSystem().writeFile(`${ROOT}/chapter.md`, `${CLAIM}\n`).writeFile(`${ROOT}/.env`, `${CLAIM}\n`);
    const engine = createEngine({ config: defaultConfig(ROOT), ports: { fs, clock: systemClock, logger: silentLogger } });
    const c = await engine.checkSources([`${ROOT}/chapter.md`]);
    assert.equal(c.files, 0);
    assert.deepEqual(c.problems.map((p) => p.kind), ['no_sources']);
    assert.match(c.problems[0]!.message, /^no sources: the workspace holds no supported file \(.*\) besides the drafts$/);
    assert.equal(c.origin, '');
    assert.equal(describeSourceProblem(c, c.problems[0]!), c.problems[0]!.message);
  });

  it('every document result carries the check (what the editor shows)', async () => {
    const fs = memoryWorkspace();
    const config = parseConfig('{ "sources": ["papers", "sourcez"] }', `${ROOT}/.warrant.json`, ROOT);
    const engine = createEngine({ config, ports: { fs, clock: systemClock, logger: silentLogger } });
    const result = await engine.verifyDocument({ documentPath: `${ROOT}/drafts/chapter.md`, text: `${CLAIM}\n` });
    assert.equal(result.results[0]!.action, 'accept');
    assert.equal(result.sources?.files, 2);
    assert.deepEqual(result.sources?.problems.map((p) => p.entry), ['sourcez']);
  });

  it('a source that appears later is seen once the engine is told', async () => {
    const fs = new MemoryFileSystem().writeFile(`${ROOT}/drafts/chapter.md`, `${CLAIM}\n`);
    const config = parseConfig('{ "sources": ["papers"] }', `${ROOT}/.warrant.json`, ROOT);
    const engine = createEngine({ config, ports: { fs, clock: systemClock, logger: silentLogger } });
    assert.equal((await engine.checkSources()).problems[0]?.kind, 'missing');
    fs.writeFile(`${ROOT}/papers/q.txt`, `${CLAIM}\n`);
    engine.invalidateSources();
    assert.deepEqual((await engine.checkSources()).problems, []);
  });
});

// ---- the CLI -------------------------------------------------------------------------------------------------


function project(): string {
  const base = realpathSync(scratchDir('warrant-sources-'));
  const dir = path.join(base, 'project');
  mkdirSync(path.join(dir, 'drafts'), { recursive: true });
  mkdirSync(path.join(dir, 'papers'));
  mkdirSync(path.join(base, 'elsewhere'));
  writeFileSync(path.join(base, 'elsewhere', 'notes.txt'), `${CLAIM}\n`);
  writeFileSync(path.join(dir, 'papers', 'quenta.txt'), `${CLAIM}\n`);
  writeFileSync(path.join(dir, 'drafts', 'chapter.md'), `# Chapter\n\n${CLAIM} I think this is the best part of the chapter.\n`);
  symlinkSync(path.join(base, 'elsewhere'), path.join(dir, 'linked'));
  return dir;
}

const cli = runCli;

describe('warrant verify: sources that give nothing to search', function () {
  this.timeout(30_000);

  it('a --sources folder that does not exist: one line, exit 1, no report, no claim checked', async () => {
    const r = await cli(['verify', 'drafts/chapter.md', '--sources', 'sourcez'], project());
    assert.equal(r.code, 1);
    assert.equal(r.out, '');
    assert.equal(r.err, 'warrant: --sources "sourcez" does not exist\nwarrant: nothing to verify against, so no claim was checked\n');
    assert.ok(!r.err.includes('0 searched files'));
  });

  it('a --sources symlink outside the workspace is refused, and says so', async () => {
    const r = await cli(['verify', 'drafts/chapter.md', '--sources', 'linked', '--format', 'json'], project());
    assert.equal(r.code, 1);
    assert.equal(r.out, '');
    assert.match(r.err, /^warrant: --sources "linked" is a symlink outside the workspace: refused$/m);
  });

  it('a config entry that matches nothing is named with the config file', async () => {
    const dir = project();
    writeFileSync(path.join(dir, '.warrant.json'), '{ "sources": ["papers/**/*.pdf"], "drafts": ["drafts/**"] }');
    const r = await cli(['verify', 'drafts/chapter.md'], dir);
    assert.equal(r.code, 1);
    assert.match(r.err, /^warrant: \.warrant\.json "sources": "papers\/\*\*\/\*\.pdf" matches no supported file/m);
  });

  it('one bad entry among good ones: said once up front, the run goes on, exit 1 whatever the fail level', async () => {
    const dir = project();
    const r = await cli(['verify', 'drafts/chapter.md', '--sources', 'papers', '--sources', 'sourcez', '--sources', 'linked', '--format', 'json', '--fail-level', 'none'], dir);
    assert.equal(r.code, 1);
    const lines = r.err.trim().split('\n');
    assert.deepEqual(lines, [
      'warrant: --sources "sourcez" does not exist',
      'warrant: --sources "linked" is a symlink outside the workspace: refused',
      'warrant: the other sources were searched; the run fails (exit 1) until every source entry gives files to search',
    ]);
    const json = JSON.parse(r.out);
    assert.equal(json.documents[0].claims.find((c: { text: string }) => c.text === CLAIM).action, 'accept');
    assert.deepEqual(json.sourceProblems, [
      { entry: 'sourcez', kind: 'missing', message: '--sources "sourcez" does not exist' },
      { entry: 'linked', kind: 'symlink_refused', message: '--sources "linked" is a symlink outside the workspace: refused' },
    ]);
  });

  it('does not update the lockfile of a run that did not search the sources asked for', async () => {
    const dir = project();
    writeFileSync(path.join(dir, '.warrant.json'), '{ "sources": ["papers", "notes"], "drafts": ["drafts/**"] }');
    const r = await cli(['verify', 'drafts/chapter.md', '--update-lock'], dir);
    assert.equal(r.code, 1);
    assert.match(r.err, /"notes" does not exist/);
    assert.match(r.err, /lockfile not updated/);
    const again = await cli(['diff', 'drafts/chapter.md'], dir);
    assert.match(again.err, /no evidence recorded yet/);
  });

  it('a workspace with no source at all: exit 1 with "no sources" and how to name them', async () => {
    const dir = project();
    const r = await cli(['verify', 'chapter.md'], path.join(dir, 'drafts'));
    assert.equal(r.code, 1);
    assert.equal(r.out, '');
    assert.match(r.err, /^warrant: no sources: the workspace holds no supported file \(.*\) besides the drafts; name them with --sources <folder> or in \.warrant\.json$/m);
  });

  it('a good run is unchanged: exit 0, no source line on stderr, no sourceProblems in the JSON', async () => {
    const dir = project();
    const r = await cli(['verify', 'drafts/chapter.md', '--sources', 'papers', '--format', 'json'], dir);
    assert.equal(r.code, 0, r.err);
    assert.equal(r.err, '');
    const json = JSON.parse(r.out);
    assert.deepEqual(Object.keys(json), ['schemaVersion', 'tool', 'documents', 'summary']);
  });
});

describe('warrant verify: passed sentences', function () {
  this.timeout(30_000);

  it('the text report counts the passed sentences by modality and says how to see them', async () => {
    const r = await cli(['verify', 'drafts/chapter.md', '--sources', 'papers'], project());
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /pass 1\n/);
    assert.match(r.out, /^1 sentence passed without a check \(1 opinion\): --show-passed lists them with their modality\.$/m);
    assert.ok(!r.out.includes('I think this is the best part'));
  });

  it('--show-passed lists each with its modality and why it was not checked, and drops the hint', async () => {
    const r = await cli(['verify', 'drafts/chapter.md', '--sources', 'papers', '--show-passed'], project());
    assert.equal(r.code, 0, r.err);
    assert.match(r.out, /^· pass +opinion +- +L3 +I think this is the best part of the chapter\.$/m);
    assert.match(r.out, /^ +Reads as an opinion: needs no evidence\.$/m);
    assert.ok(!r.out.includes('--show-passed lists them'));
  });

  it('sentences under an inline off control are counted as turned off, not by their modality', async () => {
    const dir = project();
    writeFileSync(path.join(dir, 'drafts', 'off.md'), `<!-- warrant off -->\nThe Quenta array has 31 antennas.\n<!-- warrant on -->\n`);
    const r = await cli(['verify', 'drafts/off.md', '--sources', 'papers'], dir);
    assert.match(r.out, /1 sentence passed without a check \(1 turned off by a control\)/);
  });
});
