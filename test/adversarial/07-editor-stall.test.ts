// Issue 13, case 7 (the extension's part): verification runs on a worker thread, every run is cancellable, and a
// run that overruns its time budget gives up (the worker is ended and replaced) instead of stalling the editor.
// The real worker is bundled from src/extension/engine-worker.ts, as the build does for dist/.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { build } from 'esbuild';
import { defaultConfig } from '../../src/core/config';
import { silentLogger } from '../../src/core/ports';
import type { FromWorker, ToWorker } from '../../src/extension/engine-protocol';
import { EngineCancelled, EngineTimeout, WorkerEngine, type WorkerLike } from '../../src/extension/worker-engine';
import { reservoirWorkspace, type Workspace } from './helpers';

const PATHOLOGICAL: Array<[string, () => string]> = [
  ['a 200 KB "word"', () => `# W\n\n${'a'.repeat(200_000)} holds 4 cubic metres.\n`],
  ['"1. " x 10,000', () => '1. '.repeat(10_000)],
  ['a 50,000-item number list', () => Array.from({ length: 50_000 }, (_, i) => `${i + 1}. item ${i} holds ${i} units.`).join('\n').slice(0, 512 * 1024)],
  ['"*a **b " x 20,000', () => '*a **b '.repeat(20_000)],
];

/** A stub worker: records messages; `behaviour` decides what it answers. */
class StubWorker implements WorkerLike {
  static spawned: StubWorker[] = [];
  readonly received: ToWorker[] = [];
  terminated = false;
  private listeners: Record<string, Array<(x: never) => void>> = {};
  constructor(private readonly behaviour: (m: ToWorker, post: (m: FromWorker) => void) => void) {
    StubWorker.spawned.push(this);
  }
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

const EMPTY = { documentPath: '/ws/d.md', results: [], problems: [], summary: { claims: 0, accept: 0, repair: 0, refute: 0, review: 0, abstain: 0, pass: 0 } };

describe('adversarial 7: verification off the extension host, bounded and cancellable', function () {
  this.timeout(60_000);
  let script: string;
  let ws: Workspace;
  before(async () => {
    script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'warrant-worker-')), 'engine-worker.js');
    await build({ entryPoints: [path.join(__dirname, '../../src/extension/engine-worker.ts')], bundle: true, platform: 'node', format: 'cjs', outfile: script, logLevel: 'error', mainFields: ['module', 'main'], external: ['vscode'] });
    // WordNet ships next to the worker bundle, as in dist/ (npm test builds dist/ first)
    fs.copyFileSync(path.join(__dirname, '../../dist/wordnet.json.gz'), path.join(path.dirname(script), 'wordnet.json.gz'));
  });
  after(() => fs.rmSync(path.dirname(script), { recursive: true, force: true }));
  beforeEach(() => {
    ws = reservoirWorkspace({ draft: false });
    StubWorker.spawned = [];
  });
  afterEach(() => ws.cleanup());

  it('the real worker verifies a draft and returns the same kind of result as the in-process engine', async () => {
    const engine = new WorkerEngine({ script, config: defaultConfig(ws.root), logger: silentLogger, budgetMs: 30_000 });
    try {
      const result = await engine.verifyDocument({ documentPath: ws.file('drafts/d.md'), text: '# D\n\nThe Halvard reservoir holds 4,180 cubic metres of water.\n' });
      const claim = result.results.find((r) => r.claim.text.includes('Halvard'));
      assert.ok(claim, JSON.stringify(result.summary));
      assert.equal(claim.evidence[0]?.relPath, 'notes/reservoir.md');
    } finally {
      engine.dispose();
    }
  });

  it('the real worker loads its sentence model and WordNet before the run (and its time budget) starts', async () => {
    const events: string[] = [];
    const logger = { ...silentLogger, debug: (m: string) => events.push(m) };
    const engine = new WorkerEngine({ script, config: defaultConfig(ws.root), logger, budgetMs: 30_000 });
    try {
      // "contains" is carried only through WordNet ("holds"), so the run needs the lexicon
      await engine.verifyDocument({
        documentPath: ws.file('drafts/w.md'),
        text: '# W\n\nThe Halvard reservoir contains 4,180 cubic metres of water.\n',
        onProgress: () => events.push('progress'),
      });
      const warmed = events.findIndex((e) => e.startsWith('engine warmed up'));
      assert.ok(warmed >= 0, events.join(' | '));
      assert.ok(warmed < events.indexOf('progress'), events.join(' | '));
      assert.equal(events.filter((e) => e.startsWith('engine warmed up')).length, 1);
      await engine.verifyDocument({ documentPath: ws.file('drafts/w.md'), text: '# W\n\nThe reservoir holds water.\n' });
      assert.equal(events.filter((e) => e.startsWith('engine warmed up')).length, 1, 'warmed up once per worker');
    } finally {
      engine.dispose();
    }
  });

  for (const [name, draft] of PATHOLOGICAL) {
    it(`${name}: verifies or gives up within its budget, and the host thread keeps running`, async () => {
      const budgetMs = 2_000;
      const engine = new WorkerEngine({ script, config: defaultConfig(ws.root), logger: silentLogger, budgetMs });
      let maxGap = 0;
      let last = Date.now();
      const ticker = setInterval(() => {
        maxGap = Math.max(maxGap, Date.now() - last);
        last = Date.now();
      }, 20);
      const started = Date.now();
      try {
        const outcome = await engine.verifyDocument({ documentPath: ws.file('drafts/p.md'), text: draft() }).then(() => 'verified', (e: unknown) => e);
        assert.ok(outcome === 'verified' || outcome instanceof EngineTimeout, String(outcome));
        assert.ok(Date.now() - started < budgetMs + 8_000, `took ${Date.now() - started} ms`);
        assert.ok(maxGap < 500, `the host thread stalled for ${maxGap} ms`);
      } finally {
        clearInterval(ticker);
        engine.dispose();
      }
    });
  }

  it('a run that overruns its budget fails with EngineTimeout; the stuck worker is ended; a queued run goes to a new worker', async () => {
    const stuck = (m: ToWorker, post: (m: FromWorker) => void) => {
      if (m.type === 'verify' && m.text === 'stuck') post({ type: 'started', id: m.id }); // then never answers
      if (m.type === 'verify' && m.text === 'queued' && StubWorker.spawned.length > 1) {
        post({ type: 'started', id: m.id });
        post({ type: 'result', id: m.id, result: EMPTY });
      }
    };
    const engine = new WorkerEngine({ script: 'stub', config: defaultConfig('/ws'), logger: silentLogger, budgetMs: 200, spawn: () => new StubWorker(stuck) });
    const started = Date.now();
    const first = engine.verifyDocument({ documentPath: '/ws/a.md', text: 'stuck' });
    const second = engine.verifyDocument({ documentPath: '/ws/b.md', text: 'queued' });
    await assert.rejects(first, EngineTimeout);
    assert.ok(Date.now() - started < 1_000);
    assert.deepEqual(await second, EMPTY);
    assert.equal(StubWorker.spawned[0]!.terminated, true);
    assert.equal(StubWorker.spawned.length, 2);
    engine.dispose();
  });

  it('cancelling a run rejects it at once and tells the worker', async () => {
    const engine = new WorkerEngine({ script: 'stub', config: defaultConfig('/ws'), logger: silentLogger, budgetMs: 5_000, spawn: () => new StubWorker(() => undefined) });
    const controller = new AbortController();
    const run = engine.verifyDocument({ documentPath: '/ws/a.md', text: 'x', signal: controller.signal });
    setTimeout(() => controller.abort(), 10);
    const started = Date.now();
    await assert.rejects(run, EngineCancelled);
    assert.ok(Date.now() - started < 500);
    await new Promise((r) => setTimeout(r, 20));
    assert.ok(StubWorker.spawned[0]!.received.some((m) => m.type === 'cancel'));
    engine.dispose();
  });

  it('a cancelled run that does not stop within one budget ends the worker; the next run gets a fresh one', async () => {
    const behaviour = (m: ToWorker, post: (m: FromWorker) => void) => {
      if (m.type === 'verify' && StubWorker.spawned.length > 1) {
        post({ type: 'started', id: m.id });
        post({ type: 'result', id: m.id, result: EMPTY });
      }
    };
    const engine = new WorkerEngine({ script: 'stub', config: defaultConfig('/ws'), logger: silentLogger, budgetMs: 150, spawn: () => new StubWorker(behaviour) });
    const controller = new AbortController();
    const first = engine.verifyDocument({ documentPath: '/ws/a.md', text: 'x', signal: controller.signal });
    const second = engine.verifyDocument({ documentPath: '/ws/a.md', text: 'y' });
    controller.abort();
    await assert.rejects(first, EngineCancelled);
    assert.deepEqual(await second, EMPTY);
    assert.equal(StubWorker.spawned[0]!.terminated, true);
    engine.dispose();
  });

  it('a worker that crashes fails its runs with an error instead of hanging', async () => {
    let crash: ((e: Error) => void) | undefined;
    const engine = new WorkerEngine({
      script: 'stub', config: defaultConfig('/ws'), logger: silentLogger, budgetMs: 5_000,
      spawn: () => {
        const w = new StubWorker(() => crash?.(new Error('out of memory')));
        w.on('error', () => undefined);
        const on = w.on.bind(w);
        w.on = ((event: string, l: (x: never) => void) => (event === 'error' ? (crash = l as (e: Error) => void) : on(event, l))) as typeof w.on;
        return w;
      },
    });
    await assert.rejects(engine.verifyDocument({ documentPath: '/ws/a.md', text: 'x' }), /out of memory/);
    engine.dispose();
  });
});
