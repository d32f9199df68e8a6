// How the extension's worker-backed engine ends runs when it is stopped or restarted: EngineStopped (ask again, of
// the folder's current engine) for a run ended for the engine's reasons, EngineCancelled for a run cancelled by
// its own signal. The verifier makes an EngineStopped run again; without that, a draft whose first run was under
// way when a settings change replaced the engine never got its diagnostics (see the Restricted Mode suite).
import * as assert from 'node:assert/strict';
import { defaultConfig } from '../../src/core/config';
import { silentLogger } from '../../src/core/ports';
import type { FromWorker, ToWorker } from '../../src/extension/engine-protocol';
import { EngineCancelled, EngineStopped, EngineTimeout, WorkerEngine, type WorkerLike } from '../../src/extension/worker-engine';

const EMPTY = { documentPath: '/ws/d.md', results: [], problems: [], summary: { claims: 0, accept: 0, repair: 0, refute: 0, review: 0, abstain: 0, pass: 0 } };

/** A stub worker: `behaviour` answers the messages it receives. */
class StubWorker implements WorkerLike {
  readonly received: ToWorker[] = [];
  terminated = false;
  private readonly listeners: Record<string, Array<(x: never) => void>> = {};
  constructor(private readonly behaviour: (m: ToWorker, post: (m: FromWorker) => void) => void) {}
  postMessage(m: ToWorker): void {
    this.received.push(m);
    setImmediate(() => this.behaviour(m, (out) => !this.terminated && this.listeners['message']?.forEach((l) => l(out as never))));
  }
  on(event: string, listener: (x: never) => void): unknown {
    (this.listeners[event] ??= []).push(listener);
    return this;
  }
  terminate(): void {
    this.terminated = true;
  }
}

function engineWith(behaviour: (m: ToWorker, post: (m: FromWorker) => void) => void, budgetMs = 5_000): { engine: WorkerEngine; spawned: StubWorker[] } {
  const spawned: StubWorker[] = [];
  const engine = new WorkerEngine({
    script: 'stub', config: defaultConfig('/ws'), logger: silentLogger, budgetMs,
    spawn: () => {
      const worker = new StubWorker(behaviour);
      spawned.push(worker);
      return worker;
    },
  });
  return { engine, spawned };
}

const never = () => undefined;

describe('WorkerEngine: runs ended by the engine, not by their own signal', () => {
  it('stopping the engine fails its pending runs with EngineStopped (a kind of EngineCancelled)', async () => {
    const { engine, spawned } = engineWith(never);
    const run = engine.verifyDocument({ documentPath: '/ws/a.md', text: 'x' });
    engine.dispose();
    await assert.rejects(run, (e) => e instanceof EngineStopped && e instanceof EngineCancelled);
    assert.equal(spawned[0]!.terminated, true);
  });

  it('a run asked of a stopped engine fails with EngineStopped and starts no worker', async () => {
    const { engine, spawned } = engineWith((m, post) => m.type === 'verify' && post({ type: 'result', id: m.id, result: EMPTY }));
    assert.deepEqual(await engine.verifyDocument({ documentPath: '/ws/a.md', text: 'x' }), EMPTY);
    engine.dispose();
    await assert.rejects(engine.verifyDocument({ documentPath: '/ws/a.md', text: 'x' }), EngineStopped);
    await assert.rejects(engine.verifyText('/ws/a.md', 'A sentence.'), EngineStopped);
    assert.equal(spawned.length, 1, 'a stopped engine started no new worker');
  });

  it('a run cancelled by its own signal fails with EngineCancelled, not EngineStopped', async () => {
    const { engine } = engineWith(never);
    const controller = new AbortController();
    const run = engine.verifyDocument({ documentPath: '/ws/a.md', text: 'x', signal: controller.signal });
    controller.abort();
    await assert.rejects(run, (e) => e instanceof EngineCancelled && !(e instanceof EngineStopped));
    engine.dispose();
  });

  it('when a run overruns its budget, a run started beside it fails with EngineStopped; the overrunning one with EngineTimeout', async () => {
    // 'stuck' never answers; 'beside' starts, then waits for the stuck step (one thread) and never gets to answer
    const { engine, spawned } = engineWith((m, post) => m.type === 'verify' && post({ type: 'started', id: m.id }), 150);
    const stuck = engine.verifyDocument({ documentPath: '/ws/a.md', text: 'stuck' });
    await new Promise((r) => setTimeout(r, 50));
    const beside = engine.verifyDocument({ documentPath: '/ws/b.md', text: 'beside', budgetMs: 10_000 });
    await assert.rejects(stuck, EngineTimeout);
    await assert.rejects(beside, EngineStopped);
    assert.equal(spawned[0]!.terminated, true);
    engine.dispose();
  });
});
