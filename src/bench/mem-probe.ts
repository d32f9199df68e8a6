// Where a cold build's peak RSS is: samples process.memoryUsage() and V8's heap spaces every 10 ms (and at each
// progress report) during the engine's cold index build, and prints the breakdown at the peak RSS (and the peak of
// each figure) with the build's progress at that moment. Bundle it like cold-build.ts (npx esbuild
// src/bench/mem-probe.ts --bundle --platform=node --target=node20 --main-fields=module,main --external:vscode
// --outfile=dist/mem-probe.js), then: node dist/mem-probe.js <corpus>. MEM_PROBE_SERIES=<ms>: also a line of RSS,
// heap (committed/used) and array buffers every <ms>; MEM_PROBE_PARTS=1: the sizes of the index's typed arrays
// after the build (read from its private fields: a diagnostic, not an interface). Figures in MB (10^6 bytes).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { getHeapSpaceStatistics } from 'node:v8';
import { defaultConfig } from '../core/config';
import { createEngine } from '../core/engine';
import { nodeIndexStore } from '../core/records/node-state';
import { nodeFileSystem } from '../core/fs/node-fs';
import { silentLogger, systemClock } from '../core/ports';

const mb = (n: number): string => `${(n / 1e6).toFixed(0)}`;

async function main(): Promise<void> {
  const corpus = process.argv[2];
  if (!corpus) throw new Error('usage: node dist/mem-probe.js <corpus folder>');
  const state = mkdtempSync(path.join(tmpdir(), 'warrant-mem-probe-'));
  let progress = '';
  let peak = { rss: 0, at: 0, progress: '', usage: process.memoryUsage(), spaces: '' };
  const maxes: Record<string, number> = {};
  const t0 = performance.now();
  const series: string[] = [];
  let lastLine = 0;
  const sample = (): void => {
    const usage = process.memoryUsage();
    const now = performance.now() - t0;
    if (process.env.MEM_PROBE_SERIES && now - lastLine > Number(process.env.MEM_PROBE_SERIES)) {
      lastLine = now;
      series.push(`${(now / 1000).toFixed(2)} s ${progress}: rss ${mb(usage.rss)} heap ${mb(usage.heapTotal)}/${mb(usage.heapUsed)} ab ${mb(usage.arrayBuffers)}`);
    }
    for (const [k, v] of Object.entries(usage)) maxes[k] = Math.max(maxes[k] ?? 0, v);
    if (usage.rss > peak.rss) {
      const spaces = getHeapSpaceStatistics().map((s) => `${s.space_name.replace('_space', '')} ${mb(s.space_size)}/${mb(s.space_used_size)}`).join(', ');
      peak = { rss: usage.rss, at: performance.now() - t0, progress, usage, spaces };
    }
  };
  const timer = setInterval(sample, 10);
  try {
    const config = { ...defaultConfig(path.resolve(corpus)), stateDir: state };
    const engine = createEngine({
      config, ports: { fs: nodeFileSystem, clock: systemClock, logger: silentLogger }, indexStore: nodeIndexStore(state),
      onIndexProgress: (done: number, total: number) => { progress = `${done}/${total}`; sample(); },
    });
    await engine.checkSources([]);
    sample();
    if (process.env.MEM_PROBE_PARTS) {
      const e = engine as any;
      const ix = e.discovery;
      const bytes = (a: any) => (a?.buffer?.byteLength ?? 0);
      const fwd = ix.forward.chunks.reduce((n: number, c: Int32Array) => n + c.byteLength, 0);
      const units = ['start', 'end', 'doc', 'record'].reduce((n, k) => n + bytes(ix.units[k].data), 0);
      const post = bytes(ix.postings.slab) + bytes(ix.postings.start) * 3;
      let skel = 0; for (const v of e.persisted.skeletons.values()) skel += v.byteLength;
      let termIds = 0; for (const d of ix.docsByPath.values()) termIds += d.termIds.byteLength;
      console.log(`parts (MB): forward ${mb(fwd)} (${ix.forward.chunks.length} chunks), units ${mb(units)} (next ${ix.nextUnit}), postings ${mb(post)} ${JSON.stringify(ix.postings.storage())}, skeletons ${mb(skel)}, doc termIds ${mb(termIds)}, terms ${ix.termNames.length}`);
    }
    progress = 'done';
    clearInterval(timer);
    if (series.length) console.log(series.join('\n'));
    const u = peak.usage;
    console.log(`peak rss ${mb(peak.rss)} MB at ${(peak.at / 1000).toFixed(1)} s (progress ${peak.progress}): heapTotal ${mb(u.heapTotal)}, heapUsed ${mb(u.heapUsed)}, external ${mb(u.external)}, arrayBuffers ${mb(u.arrayBuffers)}`);
    console.log(`  spaces at peak (size/used MB): ${peak.spaces}`);
    console.log(`  max of each: ${Object.entries(maxes).map(([k, v]) => `${k} ${mb(v)}`).join(', ')}; total ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  } finally {
    rmSync(state, { recursive: true, force: true });
  }
}
main().catch((e) => {
  console.error(e);
  process.exit(1);
});
