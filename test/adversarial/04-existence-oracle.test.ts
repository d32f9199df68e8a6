// Issue 13, case 4: a citation of an outside path gets one answer whether or not the file exists.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { defaultConfig } from '../../src/core/config';
import { SourceStore } from '../../src/core/kernel';
import { nodeFileSystem } from '../../src/core/fs/node-fs';
import { silentLogger } from '../../src/core/ports';
import { cli, workspace, type Workspace } from './helpers';

interface JsonOut {
  documents: Array<{ claims: Array<{ text: string; verdict: { label: string; reason: string; flags: string[] } }> }>;
}

describe('adversarial 4: no existence oracle outside the workspace', () => {
  let ws: Workspace;
  beforeEach(() => (ws = workspace()));
  afterEach(() => ws.cleanup());

  const verdictFor = async (target: string) => {
    ws.write('drafts/chapter.md', `# Chapter\n\nThe Halvard reservoir holds 4,180 cubic metres of water ([source](${target})).\n`);
    ws.write('notes/other.md', 'Unrelated notes about gardens and their paths.\n');
    const run = await cli(ws.root, ['verify', 'drafts/chapter.md', '--format', 'json', '--fail-level', 'none']);
    assert.equal(run.code, 0, run.stderr);
    const claim = (JSON.parse(run.stdout) as JsonOut).documents[0]!.claims.find((c) => c.text.includes('Halvard'))!;
    return { label: claim.verdict.label, reason: claim.verdict.reason.replace(target, '<target>'), flags: claim.verdict.flags };
  };

  it('the verdict of a citation of an existing outside file equals that of a missing one', async () => {
    const existing = await verdictFor('../../outside/o.md');
    const missing = await verdictFor('../../outside/missing.md');
    assert.deepEqual(existing, missing);
    assert.ok(!existing.flags.includes('citation_missing'));
  });

  it('the same holds for absolute outside paths', async () => {
    const existing = await verdictFor(path.join(ws.outside, 'o.md'));
    const missing = await verdictFor(path.join(ws.outside, 'nothing-here.md'));
    assert.deepEqual(existing, missing);
  });

  it('the same holds for excluded places inside the workspace', async () => {
    ws.write('secrets/plan.md', 'The Halvard reservoir holds 4,180 cubic metres of water.\n');
    const existing = await verdictFor('../secrets/plan.md');
    const missing = await verdictFor('../secrets/none.md');
    assert.deepEqual(existing, missing);
  });

  it('a missing file inside the workspace is still reported as a broken citation', async () => {
    const missing = await verdictFor('../notes/nothing.md');
    assert.ok(missing.flags.includes('citation_missing'), JSON.stringify(missing));
  });

  it('the kernel store answers "missing" only inside the workspace and outside exclusions', async () => {
    ws.write('notes/a.md', 'x\n');
    fs.symlinkSync(ws.outside, ws.file('notes/out'));
    const store = new SourceStore(nodeFileSystem, defaultConfig(ws.root), silentLogger);
    assert.equal(await store.citationMissing(ws.file('notes/none.md')), true);
    assert.equal(await store.citationMissing(ws.file('notes/a.md')), false);
    for (const p of [path.join(ws.outside, 'o.md'), path.join(ws.outside, 'none.md'), ws.file('notes/out/o.md'), ws.file('notes/out/none.md'), ws.file('.env'), ws.file('secrets/x.md'), '/etc/passwd', '/nonexistent/x', ws.file('a\u0000b.md')]) {
      assert.equal(await store.citationMissing(p), false, p);
    }
  });
});
