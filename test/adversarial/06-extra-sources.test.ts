// Issue 13, case 6: adding --sources outside the workspace re-roots the run; the config's exclusions, draft globs
// and retention overrides must keep matching what they matched before.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { nodeFileSystem } from '../../src/core/fs/node-fs';
import { SourceStore } from '../../src/core/kernel';
import { silentLogger } from '../../src/core/ports';
import { resolvePolicy } from '../../src/core/records';
import { loadRunConfig } from '../../src/cli/run';
import { cli, workspace, type Workspace } from './helpers';

const HIDDEN = 'The Halvard reservoir holds 4,180 cubic metres of water.';

describe('adversarial 6: extra --sources outside the workspace keep the config exclusions', () => {
  let ws: Workspace;
  beforeEach(() => {
    ws = workspace();
    ws.write('.warrant.json', JSON.stringify({
      exclude: ['notes/hidden/**', 'notes/*.secret.md', 'top-only.md'],
      retention: { default: 'store_span', overrides: [{ sources: ['notes/sensitive'], retention: 'metadata_only', sensitive: true }] },
    }));
    ws.write('notes/hidden/h.md', `${HIDDEN}\n`);
    ws.write('notes/x.secret.md', `${HIDDEN}\n`);
    ws.write('top-only.md', `${HIDDEN}\n`);
    ws.write('notes/open.md', 'Gardens have paths.\n');
    ws.write('notes/sensitive/s.md', 'Sensitive text.\n');
    ws.write('drafts/chapter.md', `# Chapter\n\n${HIDDEN}\n`);
    fs.mkdirSync(path.join(ws.outside, 'extra'));
    fs.writeFileSync(path.join(ws.outside, 'extra', 'e.md'), 'Extra source text.\n');
  });
  afterEach(() => ws.cleanup());

  const variants = (w: Workspace) => [
    ['notes', path.join(w.outside, 'extra')],
    ['.', path.join(w.outside, 'extra')],
    [path.join(w.outside, 'extra'), 'notes/**/*.md', 'top-only.md'],
    [path.join(w.outside, '**/*.md'), 'notes'],
  ];
  for (let i = 0; i < 4; i++) {
    it(`no excluded file becomes a source when outside roots are added (variant ${i + 1})`, async () => {
      const config = await loadRunConfig({ cwd: ws.root, sources: variants(ws)[i]! });
      assert.notEqual(config.root, ws.root, 'the run is re-rooted');
      const store = new SourceStore(nodeFileSystem, config, silentLogger);
      const listed = (await store.listSources([ws.file('drafts/chapter.md')])).files.map((f) => f.absPath);
      for (const hidden of ['notes/hidden/h.md', 'notes/x.secret.md', 'top-only.md']) assert.ok(!listed.includes(ws.file(hidden)), `${hidden} listed: ${listed.join(', ')}`);
    });
  }

  it('the CLI never returns an excluded file as evidence with outside --sources', async () => {
    const run = await cli(ws.root, ['verify', 'drafts/chapter.md', '--sources', '.', '--sources', path.join(ws.outside, 'extra'), '--format', 'json', '--fail-level', 'none']);
    assert.equal(run.code, 0, run.stderr);
    assert.ok(!/hidden\/h\.md|x\.secret\.md|top-only\.md/.test(run.stdout), run.stdout);
  });

  it('retention overrides keep applying after re-rooting', async () => {
    const config = await loadRunConfig({ cwd: ws.root, sources: ['.', path.join(ws.outside, 'extra')] });
    const rel = path.relative(config.root, ws.file('notes/sensitive/s.md')).split(path.sep).join('/');
    assert.deepEqual(resolvePolicy(config, rel), { retention: 'metadata_only', sensitive: true });
  });

  it('a workspace folder name with glob characters is matched literally after re-rooting', async () => {
    const odd = path.join(path.dirname(ws.root), 'w[s]{1,2}');
    fs.mkdirSync(odd);
    fs.writeFileSync(path.join(odd, '.warrant.json'), JSON.stringify({ exclude: ['hidden/**'] }));
    fs.mkdirSync(path.join(odd, 'hidden'));
    fs.writeFileSync(path.join(odd, 'hidden', 'h.md'), `${HIDDEN}\n`);
    const config = await loadRunConfig({ cwd: odd, sources: ['.', path.join(ws.outside, 'extra')] });
    const store = new SourceStore(nodeFileSystem, config, silentLogger);
    const listed = (await store.listSources([])).files.map((f) => f.absPath);
    assert.ok(!listed.includes(path.join(odd, 'hidden', 'h.md')), listed.join(', '));
  });
});
