// Issue 13, case 10: one bad input skips that input with a clear line, never the run.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import { nodeFileSystem } from '../../src/core/fs/node-fs';
import type { FileSystemPort } from '../../src/core/ports';
import { runVerification } from '../../src/cli/run';
import { cli, mkfifo, reservoirWorkspace, type Workspace } from './helpers';

const GOOD = '# Good\n\nThe Halvard reservoir holds 4,180 cubic metres of water.\n';

describe('adversarial 10: one bad input never aborts the run', () => {
  let ws: Workspace;
  beforeEach(() => {
    ws = reservoirWorkspace({ draft: false });
    ws.write('drafts/good.md', GOOD);
  });
  afterEach(() => ws.cleanup());

  const links = ['[a](a%00b.md)', '[a](notes/%00)', '[a](%00)', '[a](../%2e%2e/%00.md)', '[a](a%00b.md#L3)', '[a](%E0%A4%A.md)', '[a](notes/reservoir.md%00.txt)'];
  for (const link of links) {
    it(`a link ${JSON.stringify(link)} in a draft does not abort the run`, async () => {
      ws.write('drafts/nul.md', `# Nul\n\nThe Halvard reservoir holds 4,180 cubic metres of water ${link}.\n`);
      const run = await cli(ws.root, ['verify', 'drafts', '--format', 'json', '--fail-level', 'none']);
      assert.doesNotMatch(run.stderr, /internal error/);
      assert.equal(run.code, 0, run.stderr);
      assert.equal((JSON.parse(run.stdout) as { documents: unknown[] }).documents.length, 2);
    });
  }

  it('a FIFO draft in a folder is skipped with a line; the other drafts run', async () => {
    mkfifo(ws.file('drafts/pipe.md'));
    const run = await cli(ws.root, ['verify', 'drafts', '--format', 'json', '--fail-level', 'none']);
    assert.match(run.stderr, /skipped drafts\/pipe\.md: not a regular file/);
    assert.equal((JSON.parse(run.stdout) as { documents: unknown[] }).documents.length, 1);
    assert.equal(run.code, 1);
  });

  it('a FIFO named as a draft next to a good one is skipped, never waited on', async () => {
    mkfifo(ws.file('drafts/pipe.md'));
    const run = await cli(ws.root, ['verify', 'drafts/pipe.md', 'drafts/good.md', '--format', 'json', '--fail-level', 'none']);
    assert.match(run.stderr, /skipped drafts\/pipe\.md/);
    assert.equal((JSON.parse(run.stdout) as { documents: unknown[] }).documents.length, 1);
  });

  it('an unreadable draft (permission denied) is skipped with a line; the other drafts run', async () => {
    ws.write('drafts/locked.md', GOOD);
    fs.chmodSync(ws.file('drafts/locked.md'), 0o000);
    // Root reads a chmod-000 file anyway: the port refuses it the way the kernel would for any other user.
    const denying: FileSystemPort = {
      ...nodeFileSystem,
      async readChecked(p, max) {
        if (p.endsWith('locked.md')) throw Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
        return nodeFileSystem.readChecked(p, max);
      },
    };
    const lines: string[] = [];
    const io = { cwd: ws.root, stdout: () => {}, stderr: (s: string) => void lines.push(s), env: {} };
    const result = await runVerification({ cwd: ws.root, inputs: ['drafts'], io, fs: denying });
    assert.equal(result.documents.length, 1);
    assert.equal(result.unreadable, 1);
    assert.ok(lines.some((l) => /skipped .*locked\.md: permission denied/.test(l)), lines.join(''));
  });

  it('a binary draft in a folder is skipped with a line', async () => {
    fs.writeFileSync(ws.file('drafts/bin.md'), Buffer.from([0x23, 0x00, 0x01, 0x02]));
    const run = await cli(ws.root, ['verify', 'drafts', '--format', 'json', '--fail-level', 'none']);
    assert.match(run.stderr, /skipped .*bin\.md: looks binary/);
    assert.equal((JSON.parse(run.stdout) as { documents: unknown[] }).documents.length, 1);
  });

  it('a lockfile that is a folder gives a clear error naming it, not an internal error', async () => {
    fs.mkdirSync(ws.file('.warrant/evidence.lock.json'), { recursive: true });
    for (const args of [['verify', 'drafts/good.md', '--update-lock', '--fail-level', 'none'], ['diff']]) {
      const run = await cli(ws.root, args);
      assert.equal(run.code, 1);
      assert.match(run.stderr, /evidence\.lock\.json: is not a regular file|evidence\.lock\.json: is a folder/);
      assert.doesNotMatch(run.stderr, /internal error/);
    }
  });

  it('a FIFO lockfile gives a clear error at once', async () => {
    mkfifo(ws.file('.warrant/evidence.lock.json'));
    const started = Date.now();
    const run = await cli(ws.root, ['diff']);
    assert.equal(run.code, 1);
    assert.match(run.stderr, /is not a regular file/);
    assert.ok(Date.now() - started < 5000);
  });

  it('a FIFO source is skipped; the run goes on', async () => {
    mkfifo(ws.file('notes/pipe.md'));
    const run = await cli(ws.root, ['verify', 'drafts/good.md', '--format', 'json', '--fail-level', 'none']);
    assert.equal(run.code, 0, run.stderr);
  });
});
