// Issue 13, case 1: the state folder (.warrant/) never follows a link, for reads or writes.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { nodeStateStore } from '../../src/core/records/node-state';
import { StateFileError } from '../../src/core/records/state-store';
import { cli, filesBelow, mkfifo, SECRET, today, reservoirWorkspace, type Workspace } from './helpers';

const STATE_FILES = ['evidence.lock.json', 'lock', 'secret', '.gitignore', `traces/${today()}.jsonl`, 'cache/discovery-index.bin', 'cache/.gitignore'];

describe('adversarial 1: links in the state folder', () => {
  let ws: Workspace;
  beforeEach(() => {
    ws = reservoirWorkspace();
  });
  afterEach(() => ws.cleanup());

  const outsideUntouched = () => {
    assert.equal(fs.readFileSync(path.join(ws.outside, 'secret.txt'), 'utf8'), `${SECRET}\n`);
    for (const f of filesBelow(ws.root)) assert.ok(!f.text.includes(SECRET), `${f.path} holds the outside secret`);
  };

  for (const name of STATE_FILES) {
    it(`.warrant/${name} as a link to an outside file is neither read, copied nor written through`, async () => {
      fs.mkdirSync(path.dirname(ws.file(`.warrant/${name}`)), { recursive: true });
      fs.symlinkSync(path.join(ws.outside, 'secret.txt'), ws.file(`.warrant/${name}`));
      const run = await cli(ws.root, ['verify', 'drafts/chapter.md', '--update-lock', '--fail-level', 'none']);
      assert.doesNotMatch(run.stderr, /internal error/);
      outsideUntouched();
      if (name === 'evidence.lock.json' || name === 'lock' || name === 'secret' || name.startsWith('traces/')) {
        if (name !== 'secret') assert.equal(run.code, 1, run.stderr);
        if (name !== 'secret') assert.match(run.stderr, /symbolic link/);
      }
      assert.equal(fs.readdirSync(ws.file('.warrant')).some((n) => n.includes('.corrupt-')), false, 'no "corrupt" copy of a link target');
    });
  }

  it('.warrant/evidence.lock.json as a link to /proc/self/environ (or a secret) is refused, never copied', async () => {
    fs.mkdirSync(ws.file('.warrant'));
    const target = fs.existsSync('/proc/self/environ') ? '/proc/self/environ' : path.join(ws.outside, 'secret.txt');
    fs.symlinkSync(target, ws.file('.warrant/evidence.lock.json'));
    const run = await cli(ws.root, ['verify', 'drafts/chapter.md', '--update-lock', '--fail-level', 'none']);
    assert.equal(run.code, 1);
    assert.match(run.stderr, /evidence\.lock\.json: is a symbolic link/);
    // only the discovery index's own cache folder (stems and offsets of the sources, never the link's target)
    assert.deepEqual(fs.readdirSync(ws.file('.warrant')).filter((n) => n !== 'evidence.lock.json' && n !== 'cache'), []);
  });

  it('.warrant itself as a link to an outside folder: nothing is written there', async () => {
    const target = path.join(ws.outside, 'state');
    fs.mkdirSync(target);
    fs.symlinkSync(target, ws.file('.warrant'));
    const run = await cli(ws.root, ['verify', 'drafts/chapter.md', '--update-lock', '--fail-level', 'none']);
    assert.equal(run.code, 1);
    assert.match(run.stderr, /symbolic link/);
    assert.deepEqual(fs.readdirSync(target), []);
  });

  it('.warrant/traces as a link to an outside folder: no trace is appended there', async () => {
    const target = path.join(ws.outside, 'traces');
    fs.mkdirSync(target);
    fs.mkdirSync(ws.file('.warrant'));
    fs.symlinkSync(target, ws.file('.warrant/traces'));
    await cli(ws.root, ['verify', 'drafts/chapter.md', '--update-lock', '--fail-level', 'none']);
    assert.deepEqual(fs.readdirSync(target), []);
  });

  it('a link inside the workspace is refused too (the state folder never follows links)', async () => {
    fs.mkdirSync(ws.file('.warrant'));
    fs.symlinkSync(ws.file('notes/reservoir.md'), ws.file('.warrant/evidence.lock.json'));
    const run = await cli(ws.root, ['diff']);
    assert.equal(run.code, 1);
    assert.match(run.stderr, /symbolic link/);
    assert.equal(ws.read('notes/reservoir.md'), 'The Halvard reservoir holds 4,180 cubic metres of water.\n');
  });

  it('a FIFO as a state file is refused at once, without blocking', async () => {
    mkfifo(ws.file('.warrant/evidence.lock.json'));
    const started = Date.now();
    await assert.rejects(nodeStateStore.read(ws.file('.warrant/evidence.lock.json')), StateFileError);
    assert.ok(Date.now() - started < 2000);
  });

  it('the store refuses a write whose folder on the way is a link', async () => {
    fs.symlinkSync(ws.outside, ws.file('.warrant'));
    await assert.rejects(nodeStateStore.writeAtomic(ws.file('.warrant/x.json'), '{}'), StateFileError);
    await assert.rejects(nodeStateStore.appendLine(ws.file('.warrant/traces/t.jsonl'), '{}'), StateFileError);
    await assert.rejects(nodeStateStore.createExclusive(ws.file('.warrant/lock'), '{}'), StateFileError);
    await assert.rejects(nodeStateStore.list(ws.file('.warrant')), StateFileError);
    await assert.rejects(nodeStateStore.remove(ws.file('.warrant/secret.txt')), StateFileError);
    assert.deepEqual(fs.readdirSync(ws.outside).sort(), ['o.md', 'secret.txt']);
  });
});
