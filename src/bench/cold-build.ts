// The engine's cold index build alone (list, read, parse, index, write the index), for profiling and for comparing
// builds by CPU time. Run (after npm run build): node dist/cold-build.js <corpus folder> [runs]
// The corpus is read in place; each run uses a fresh temporary state folder, so every run is a cold build
// (COLD_BUILD_STATE=<folder>: that folder instead, emptied first and kept, to compare two builds' index files).
// COLD_BUILD_WORKERS=<threads>[,<main share>]: parse workers (dist/parse-worker.js) whatever the machine's cores.
// Each run's CPU is also given by thread (Linux): the main thread, V8's helper threads (optimising compiler, GC) and
// threads that exited (parse workers); see thread-cpu.ts.
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import * as path from 'node:path';
import { defaultConfig } from '../core/config';
import { createEngine } from '../core/engine';
import { INDEX_FILE, nodeIndexStore } from '../core/records/node-state';
import { nodeFileSystem } from '../core/fs/node-fs';
import { silentLogger, systemClock } from '../core/ports';
import { cpuSnapshot, threadCpuBetween } from './thread-cpu';

async function main(): Promise<void> {
  const corpus = process.argv[2];
  const runs = Number(process.argv[3] ?? 1);
  if (!corpus) throw new Error('usage: node dist/cold-build.js <corpus folder> [runs]');
  for (let r = 0; r < runs; r++) {
    const kept = process.env.COLD_BUILD_STATE;
    if (kept) {
      rmSync(kept, { recursive: true, force: true });
      mkdirSync(kept, { recursive: true });
    }
    const state = kept ?? mkdtempSync(path.join(tmpdir(), 'warrant-cold-build-'));
    try {
      const config = { ...defaultConfig(path.resolve(corpus)), stateDir: state };
      const workers = process.env.COLD_BUILD_WORKERS?.split(',').map(Number);
      const parseWorkers = workers ? { threads: workers[0]!, mainShare: workers[1] ?? 0, minBytes: 0 } : undefined;
      const engine = createEngine({ config, ports: { fs: nodeFileSystem, clock: systemClock, logger: silentLogger }, indexStore: nodeIndexStore(state), parseWorkers });
      const before = cpuSnapshot();
      const t = performance.now();
      await engine.checkSources([]);
      const ms = performance.now() - t;
      const after = cpuSnapshot();
      const threads = threadCpuBetween(before, after);
      const byThread = threads ? ` (main thread ${threads.main.toFixed(2)}, V8 helpers ${threads.helpers.toFixed(2)}, exited threads ${threads.exited.toFixed(2)})` : '';
      const size = statSync(path.join(state, INDEX_FILE)).size;
      console.log(`cold build${workers ? ` (workers ${workers.join(', ')})` : ''}: ${(ms / 1000).toFixed(2)} s wall, ${(after.process - before.process).toFixed(2)} s CPU${byThread}, index ${(size / 1e6).toFixed(1)} MB, load ${loadavg()[0]!.toFixed(1)}, rss ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`);
    } finally {
      if (!kept) rmSync(state, { recursive: true, force: true });
    }
  }
}
main().catch((e) => {
  console.error(e);
  process.exit(1);
});
