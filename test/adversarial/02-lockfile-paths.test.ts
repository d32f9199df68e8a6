// Issue 13, case 2: paths stored in the lockfile are user-editable input, validated when the lockfile is loaded.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { isSafeRelativePath } from '../../src/core/records/schema';
import { cli, OUTSIDE_SENTENCE, reservoirWorkspace, type Workspace } from './helpers';

describe('adversarial 2: draft and source paths stored in the lockfile', () => {
  let ws: Workspace;
  beforeEach(async () => {
    ws = reservoirWorkspace();
    const run = await cli(ws.root, ['verify', 'drafts/chapter.md', '--update-lock', '--fail-level', 'none']);
    assert.equal(run.code, 0, run.stderr);
  });
  afterEach(() => ws.cleanup());

  const lockfile = () => JSON.parse(ws.read('.warrant/evidence.lock.json')) as { documents: Record<string, Array<Record<string, unknown>>> };
  const rewrite = (edit: (lock: ReturnType<typeof lockfile>) => void) => {
    const lock = lockfile();
    edit(lock);
    fs.writeFileSync(ws.file('.warrant/evidence.lock.json'), JSON.stringify(lock));
  };
  const moveDraftKey = (key: string) =>
    rewrite((lock) => {
      const records = lock.documents['drafts/chapter.md']!;
      delete lock.documents['drafts/chapter.md'];
      lock.documents[key] = records.map((r) => ({ ...r, document: key }));
    });

  const hostileKeys = (ws: Workspace) => ['../outside/o.md', path.join(ws.outside, 'o.md'), 'drafts/../../outside/o.md', 'drafts\\..\\..\\outside\\o.md', './drafts/chapter.md', 'C:/outside/o.md', 'drafts//chapter.md'];
  for (let i = 0; i < 7; i++) {
    it(`warrant diff refuses a stored draft path that could leave the workspace (#${i + 1})`, async () => {
      const key = hostileKeys(ws)[i]!;
      moveDraftKey(key);
      const run = await cli(ws.root, ['diff']);
      assert.equal(run.code, 1, run.stderr);
      assert.match(run.stderr, /evidence\.lock\.json: does not match the lockfile schema: "documents/);
      assert.ok(!run.stdout.includes(OUTSIDE_SENTENCE) && !run.stderr.includes(OUTSIDE_SENTENCE));
    });
  }

  it('warrant diff refuses a stored draft in an excluded place (secrets/)', async () => {
    ws.write('secrets/plan.md', `# Plan\n\n${OUTSIDE_SENTENCE}\n`);
    moveDraftKey('secrets/plan.md');
    const run = await cli(ws.root, ['diff']);
    assert.equal(run.code, 1);
    assert.match(run.stderr, /"documents\.secrets\/plan\.md" names a draft in an excluded place/);
    assert.ok(!run.stdout.includes(OUTSIDE_SENTENCE));
  });

  it('warrant diff never follows a link on the way to a stored draft', async () => {
    fs.symlinkSync(ws.outside, ws.file('linked'));
    moveDraftKey('linked/o.md');
    const run = await cli(ws.root, ['diff', '--format', 'json']);
    assert.match(run.stderr, /skipped linked\/o\.md: a link on the way leads elsewhere/);
    assert.ok(!run.stdout.includes(OUTSIDE_SENTENCE) && !run.stdout.includes('Halvard'));
  });

  it('a stored source span path with ".." is refused on load', async () => {
    rewrite((lock) => {
      const span = (lock.documents['drafts/chapter.md']![0]!['evidence'] as Array<Record<string, unknown>>)[0];
      if (span) span['relPath'] = '../outside/o.md';
      else lock.documents['drafts/chapter.md']![0]!['document'] = '../outside/o.md';
    });
    const run = await cli(ws.root, ['diff']);
    assert.equal(run.code, 1);
    assert.match(run.stderr, /does not match the lockfile schema/);
  });

  const unsafe = ['', '/etc/passwd', '../x.md', 'a/../../x.md', 'a/./b.md', 'a\\b.md', 'a\u0000b.md', 'D:x.md', '__proto__', 'a//b.md'];
  for (const p of unsafe) {
    it(`the stored-path rule refuses ${JSON.stringify(p)}`, () => assert.equal(isSafeRelativePath(p), false));
  }
  it('the stored-path rule accepts plain workspace-relative paths', () => {
    for (const p of ['a.md', 'drafts/chapter.md', 'notes/x y/ü.md', '.hidden/a.md', 'a..b.md']) assert.equal(isSafeRelativePath(p), true, p);
  });
});
