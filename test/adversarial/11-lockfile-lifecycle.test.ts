// Issue 13, case 11: a newer lockfile is never downgraded; a killed writer's temp files are cleaned; a lock whose
// owner is dead is taken over at once.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import { systemClock } from '../../src/core/ports';
import { MemoryStateStore, withStateLock } from '../../src/core/records';
import { nodeStateStore } from '../../src/core/records/node-state';
import { cli, deadPid, reservoirWorkspace, type Workspace } from './helpers';

describe('adversarial 11: lockfile lifecycle', () => {
  let ws: Workspace;
  beforeEach(() => {
    ws = reservoirWorkspace();
  });
  afterEach(() => ws.cleanup());

  for (const version of [2, 99]) {
    it(`a lockfile of schemaVersion ${version} is never overwritten or backed up as corrupt`, async () => {
      const newer = JSON.stringify({ schemaVersion: version, generator: 'warrant', documents: { 'a.md': 'future shape' }, extra: true });
      ws.write('.warrant/evidence.lock.json', newer);
      const run = await cli(ws.root, ['verify', 'drafts/chapter.md', '--update-lock', '--fail-level', 'none']);
      assert.equal(run.code, 1);
      assert.match(run.stderr, /this lockfile was written by a newer Warrant/);
      assert.equal(ws.read('.warrant/evidence.lock.json'), newer);
      assert.deepEqual(fs.readdirSync(ws.file('.warrant')).filter((n) => n.includes('corrupt')), []);
      const diff = await cli(ws.root, ['diff']);
      assert.equal(diff.code, 1);
      assert.match(diff.stderr, /newer Warrant/);
    });
  }

  it('temp files of a killed writer are removed by the next write; a live process keeps its own', async () => {
    const dead = await deadPid();
    ws.write(`.warrant/evidence.lock.json.tmp-${dead}-deadbeef`, '{"half": ');
    ws.write(`.warrant/evidence.lock.json.tmp-1-cafebabe`, '{"pid 1 is alive": ');
    const run = await cli(ws.root, ['verify', 'drafts/chapter.md', '--update-lock', '--fail-level', 'none']);
    assert.equal(run.code, 0, run.stderr);
    const names = fs.readdirSync(ws.file('.warrant'));
    assert.ok(!names.includes(`evidence.lock.json.tmp-${dead}-deadbeef`), names.join(', '));
    assert.ok(names.includes('evidence.lock.json.tmp-1-cafebabe'));
  });

  it('a lock left by a dead process is taken over at once (not after 10 s)', async () => {
    const dead = await deadPid();
    const owner = nodeStateStore.owner!();
    ws.write('.warrant/lock', JSON.stringify({ token: 'x', pid: dead, start: null, host: owner.host, at: Date.now() }));
    const run = await cli(ws.root, ['verify', 'drafts/chapter.md', '--update-lock', '--fail-level', 'none']);
    assert.equal(run.code, 0, run.stderr);
    assert.ok(!fs.existsSync(ws.file('.warrant/lock')));
    const started = Date.now();
    ws.write('.warrant/lock', JSON.stringify({ token: 'y', pid: dead, start: null, host: owner.host, at: Date.now() }));
    await withStateLock({ stateDir: ws.file('.warrant') }, { store: nodeStateStore, clock: systemClock }, async () => undefined);
    assert.ok(Date.now() - started < 2000, `took ${Date.now() - started} ms`);
  });

  it('a lock whose pid was reused by a later process (other start time) is taken over at once', async () => {
    const owner = nodeStateStore.owner!();
    const body = { token: 'z', pid: process.pid, start: owner.start === null ? null : owner.start - 1, host: owner.host, at: Date.now() };
    ws.write('.warrant/lock', JSON.stringify(body));
    const started = Date.now();
    const run = withStateLock({ stateDir: ws.file('.warrant') }, { store: nodeStateStore, clock: systemClock }, async () => 'ran', { timeoutMs: 1500 });
    if (owner.start === null) await assert.rejects(run); // without /proc the start time is unknown: the lock is respected
    else assert.equal(await run, 'ran');
    assert.ok(Date.now() - started < 2500);
  });

  it('a lock held by a live owner is respected', async () => {
    const store = new MemoryStateStore();
    store.ownerPid = 7;
    const order: string[] = [];
    const first = withStateLock({ stateDir: '/s' }, { store, clock: systemClock }, async () => {
      order.push('first-in');
      await new Promise((r) => setTimeout(r, 100));
      order.push('first-out');
    });
    await new Promise((r) => setTimeout(r, 10));
    await withStateLock({ stateDir: '/s' }, { store, clock: systemClock }, async () => void order.push('second'));
    await first;
    assert.deepEqual(order, ['first-in', 'first-out', 'second']);
  });

  it('a lock of a dead owner in the memory store is taken at once', async () => {
    const store = new MemoryStateStore();
    store.deadOwners.add(99);
    await store.createExclusive('/s/lock', JSON.stringify({ token: 't', pid: 99, start: 1, host: 'memory', at: Date.now() }));
    const started = Date.now();
    assert.equal(await withStateLock({ stateDir: '/s' }, { store, clock: systemClock }, async () => 'ok'), 'ok');
    assert.ok(Date.now() - started < 500);
  });
});
