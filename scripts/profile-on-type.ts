// Profiles the two editor paths the real-prose benchmark times: on-type re-verification of one edited paragraph,
// and the incremental update after one source is edited. The corpus is copied once into a scratch folder (kept
// between runs, with its persisted index, so a run after the first starts warm); the engine runs in this process
// under the inspector's CPU profiler, and the functions costing most (self and total time) are printed.
//   npx esbuild scripts/profile-on-type.ts --bundle --platform=node --main-fields=module,main --outfile=dist/profile-on-type.js
//   node dist/profile-on-type.js <corpus> <scratch folder> [--rounds 2] [--no-profile] [--split] [--edits]   (from the repository's folder)
// --edits prints each edit's wall and CPU time (all threads, and the main thread alone) and the garbage collector's pauses during it; --each profiles every
// edit on its own (not the undo runs) and prints the profiles of the three slowest (by CPU time).
import { cpSync, existsSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { PerformanceObserver } from 'node:perf_hooks';
import * as path from 'node:path';
import { extractClaims } from '../src/core/claims';
import { defaultConfig } from '../src/core/config';
import { createEngine } from '../src/core/engine';
import { nodeFileSystem } from '../src/core/fs/node-fs';
import type { DocumentResult } from '../src/core/model';
import { silentLogger, systemClock } from '../src/core/ports';
import { nodeIndexStore } from '../src/core/records/node-state';

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount: number; children?: number[] }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

const [corpusArg, scratchArg, ...rest] = process.argv.slice(2);
if (!corpusArg || !scratchArg) throw new Error('usage: profile-on-type <corpus> <scratch folder> [--rounds n] [--no-profile]');
const rounds = rest.includes('--rounds') ? Number(rest[rest.indexOf('--rounds') + 1]) : 2;
const profiling = !rest.includes('--no-profile');
/** Extract each edited draft's claims first, on their own, so the time printed per edit splits into extraction and the rest. */
const split = rest.includes('--split');
/** Print each edit's wall and CPU time, and the garbage collector's pauses during it. */
const perEdit = rest.includes('--edits') || split;
/** Profile each edit on its own and print the slowest edits' profiles. */
const each = rest.includes('--each');
const scratch = path.resolve(scratchArg);
const corpus = path.join(scratch, 'corpus');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)])).sort();
}

/** This thread's CPU time in ms (Linux: schedstat, in ns), or NaN elsewhere: excludes the compiler's and GC's helper threads. */
function threadCpuMs(): number {
  try {
    return Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return Number.NaN;
  }
}

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;

/** Self and total time per function (total counted once per sample even under recursion). */
function summarise(profile: Profile, label: string, top = 25): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (n: ProfileNode) => `${n.callFrame.functionName || '(anonymous)'} ${path.basename(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let all = 0;
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i] ?? 0) / 1000;
    all += dt;
    const leaf = byId.get(id)!;
    self.set(name(leaf), (self.get(name(leaf)) ?? 0) + dt);
    const seen = new Set<string>();
    for (let n: ProfileNode | undefined = leaf; n; n = byId.get(parent.get(n.id) ?? -1)) {
      const k = name(n);
      if (seen.has(k)) continue;
      seen.add(k);
      total.set(k, (total.get(k) ?? 0) + dt);
    }
  });
  const show = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]).slice(0, top).map(([k, v]) => `  ${v.toFixed(1).padStart(8)} ms  ${k}`).join('\n');
  console.log(`\n== ${label}: ${all.toFixed(0)} ms sampled\n-- self\n${show(self)}\n-- total\n${show(total)}`);
}

async function profiled<T>(session: Session | null, label: string, fn: () => Promise<T>): Promise<T> {
  if (!session) return fn();
  await session.post('Profiler.start');
  const out = await fn();
  const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
  writeFileSync(path.join(scratch, `${label}.cpuprofile`), JSON.stringify(profile));
  summarise(profile, label);
  return out;
}

async function main(): Promise<void> {
  if (!existsSync(corpus)) {
    cpSync(path.resolve(corpusArg!), corpus, { recursive: true });
    const past = new Date(Date.now() - 3_600_000);
    for (const f of filesUnder(corpus)) utimesSync(f, past, past);
  }
  const draftPath = path.join(scratch, 'chapter.md');
  if (!existsSync(draftPath)) {
    const importModule = new Function('p', 'return import(p)') as (p: string) => Promise<unknown>; // a real import from a CommonJS bundle
    const sampler = (await importModule(path.resolve('scripts', 'real-prose-check.mjs'))) as {
      corpusSentences(dir: string): Array<{ file: string; text: string }>;
      sampleCases(all: Array<{ file: string; text: string }>, n: number, seed: number): { cases: Array<{ variants: Record<string, string> }> };
      VARIANTS: string[];
    };
    const sample = sampler.sampleCases(sampler.corpusSentences(path.resolve(corpusArg!)), Math.ceil(150 / sampler.VARIANTS.length), 1);
    const sentences = sample.cases.flatMap((c) => sampler.VARIANTS.map((v) => c.variants[v]!)).slice(0, 150);
    writeFileSync(draftPath, ['# Benchmark chapter', '', ...sentences.flatMap((s) => [s, ''])].join('\n'));
  }
  const draft = readFileSync(draftPath, 'utf8');
  const config = { ...defaultConfig(scratch), sources: ['corpus'] };
  const engine = createEngine({ config, ports: { fs: nodeFileSystem, clock: systemClock, logger: silentLogger }, indexStore: nodeIndexStore(config.stateDir) });
  let t = performance.now();
  await engine.checkSources([draftPath]);
  console.log(`index ready: ${(performance.now() - t).toFixed(0)} ms`);
  const session = profiling ? new Session() : null;
  session?.connect();
  await session?.post('Profiler.enable');
  await session?.post('Profiler.setSamplingInterval', { interval: 200 });

  // Incremental: one source edited `rounds` times, each time reported and brought up to date.
  const edited = filesUnder(corpus).find((f) => f.endsWith('.md') && statSync(f).size > 20_000)!;
  const original = readFileSync(edited, 'utf8');
  const inc: number[] = [];
  const incCpu: number[] = [];
  try {
    await profiled(session, 'incremental', async () => {
      for (let i = 0; i < rounds * 3; i++) {
        writeFileSync(edited, `${original}\n\nThe benchmark added this sentence about ${17 + i} lighthouses.\n`);
        engine.invalidateSources([edited]);
        const cpu = process.cpuUsage();
        t = performance.now();
        await engine.checkSources([draftPath]);
        inc.push(performance.now() - t);
        const used = process.cpuUsage(cpu);
        incCpu.push((used.user + used.system) / 1000);
      }
    });
  } finally {
    writeFileSync(edited, original);
    const past = new Date(Date.now() - 3_600_000);
    utimesSync(edited, past, past);
  }
  engine.invalidateSources([edited]);
  await engine.checkSources([draftPath]);

  // On-type: as the benchmark does, 20 edits a round, each followed by the edit undone.
  let previous: DocumentResult = await engine.verifyDocument({ documentPath: draftPath, text: draft });
  const onType: number[] = [];
  const onTypeCpu: number[] = [];
  const onTypeMain: number[] = [];
  const back: number[] = [];
  const paragraphs = draft.split('\n\n');
  let gcMs = 0;
  let gcCount = 0;
  const gc = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      gcMs += e.duration;
      gcCount++;
    }
  });
  if (perEdit) gc.observe({ entryTypes: ['gc'] });
  const edits: Array<{ label: string; cpu: number; profile: Profile }> = [];
  await profiled(each ? null : session, 'on-type', async () => {
    for (let r = 0; r < rounds; r++) {
      for (let i = 0; i < 20; i++) {
        const k = 1 + ((i * 7) % (paragraphs.length - 1));
        const text = paragraphs.map((p, j) => (j === k ? p.replace(/\.$/, `, as noted ${r * 20 + i}.`) : p)).join('\n\n');
        let extractMs = 0;
        if (split) {
          t = performance.now();
          extractClaims(text, draftPath, { root: config.root, checkHeadings: config.claims.checkHeadings, checkBlockquotes: config.claims.checkBlockquotes, minWords: config.claims.minWords });
          extractMs = performance.now() - t;
        }
        if (each) await session?.post('Profiler.start');
        const cpu = process.cpuUsage();
        const mainCpu = threadCpuMs();
        const [gcBefore, gcsBefore] = [gcMs, gcCount];
        t = performance.now();
        previous = await engine.verifyDocument({ documentPath: draftPath, text, previous });
        onType.push(performance.now() - t);
        const used = process.cpuUsage(cpu);
        onTypeCpu.push((used.user + used.system) / 1000);
        onTypeMain.push(threadCpuMs() - mainCpu);
        if (each && session) {
          const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
          edits.push({ label: `edit ${r * 20 + i} (paragraph ${k})`, cpu: onTypeCpu[onTypeCpu.length - 1]!, profile });
        }
        await new Promise((resolve) => setImmediate(resolve)); // the observer reports the run's collections
        if (perEdit) {
          const extraction = split ? `extraction ${extractMs.toFixed(1)} ms, then ` : '';
          console.log(`edit ${r * 20 + i} (paragraph ${k}): ${extraction}the engine ${onType[onType.length - 1]!.toFixed(1)} ms (CPU ${onTypeCpu[onTypeCpu.length - 1]!.toFixed(1)} ms, main thread ${onTypeMain[onTypeMain.length - 1]!.toFixed(1)} ms; GC ${(gcMs - gcBefore).toFixed(1)} ms in ${gcCount - gcsBefore})`);
        }
        t = performance.now();
        previous = await engine.verifyDocument({ documentPath: draftPath, text: draft, previous });
        back.push(performance.now() - t);
      }
    }
  });
  gc.disconnect();
  for (const [n, e] of edits.sort((a, b) => b.cpu - a.cpu).slice(0, 3).entries()) {
    writeFileSync(path.join(scratch, `slowest-edit-${n + 1}.cpuprofile`), JSON.stringify(e.profile));
    summarise(e.profile, `${e.label}, CPU ${e.cpu.toFixed(1)} ms`, 40);
  }
  session?.disconnect();
  const f = (xs: number[]) => `p50 ${percentile(xs, 50).toFixed(1)} / p95 ${percentile(xs, 95).toFixed(1)} ms`;
  console.log(`\nincremental: ${f(inc)} (CPU ${f(incCpu)})`);
  console.log(`on-type: ${f(onType)} (CPU ${f(onTypeCpu)}; main thread ${f(onTypeMain)}); undo run: ${f(back)}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
