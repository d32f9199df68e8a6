// `npm run bench -- --corpus <dir> [--copies n]`: the benchmark on a real corpus (e.g. ../shared/corpora/real-prose).
// The corpus is copied to a temporary folder (n times, each copy's files made distinct by one added line, so no
// cache sees one text twice) and a 150-sentence chapter is sampled from it the way scripts/real-prose-check.mjs
// does (each sampled sentence as written, with a number changed, strengthened, and with its subject swapped).
// Printed in one run: cold index build, warm load of the persisted index, incremental update after one edit, the
// chapter through the CLI cold (fresh process, empty state folder) and warm (fresh process, persisted index: with
// the kept results switched off, with every result replayed, and after one paragraph was edited; same JSON required), on-type re-verification of one edited paragraph p50/p95, peak RSS, ripgrep once per claim.
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import * as path from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { defaultConfig } from '../core/config';
import { createEngine, type Engine } from '../core/engine';
import { nodeFileSystem } from '../core/fs/node-fs';
import type { DocumentResult } from '../core/model';
import { silentLogger, systemClock } from '../core/ports';
import { INDEX_FILE, nodeIndexStore } from '../core/records/node-state';
import { contentTerms } from '../core/text';

const CLAIMS = 150;
const ON_TYPE_EDITS = 20;

interface Sampler {
  corpusSentences(dir: string): Array<{ file: string; text: string }>;
  sampleCases(all: Array<{ file: string; text: string }>, n: number, seed: number): { cases: Array<{ variants: Record<string, string> }> };
  VARIANTS: string[];
}

/** A real dynamic import (the bundle is CommonJS; the sampler is an ES module script of this repository). */
const importModule = new Function('p', 'return import(p)') as (p: string) => Promise<unknown>;

export function parseBenchArgs(argv: string[]): { corpus: string | null; copies: number } {
  let corpus: string | null = null;
  let copies = 1;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--corpus') corpus = path.resolve(argv[++i] ?? '');
    else if (argv[i] === '--copies') copies = Number(argv[++i]);
    else throw new Error(`bench: unknown argument ${argv[i]} (use --corpus <dir> [--copies n])`);
  }
  if (!Number.isInteger(copies) || copies < 1) throw new Error('bench: --copies must be a positive integer');
  return { corpus, copies };
}

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...filesUnder(p));
    else out.push(p);
  }
  return out.sort();
}

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
}

const fmt = (ms: number): string => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(ms < 10 ? 1 : 0)} ms`);
const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Runs the CLI in a fresh process; wall time, peak RSS (from /usr/bin/time when there is one) and its stdout. */
function cli(cwd: string, args: string[]): { ms: number; cpuMs: number | null; rssKb: number | null; out: string } {
  const bin = path.join(__dirname, '..', 'bin', 'warrant.js');
  const timed = existsSync('/usr/bin/time');
  const rssFile = path.join(cwd, '.rss');
  const cmd = timed ? '/usr/bin/time' : process.execPath;
  const argv = timed ? ['-f', '%M %U %S', '-o', rssFile, process.execPath, bin, ...args] : [bin, ...args];
  const start = performance.now();
  const r = spawnSync(cmd, argv, { cwd, encoding: 'utf8', maxBuffer: 1 << 30, env: { ...process.env, NO_COLOR: '1' } });
  const ms = performance.now() - start;
  if (r.status !== 0) throw new Error(`warrant ${args.join(' ')} failed (${r.status}): ${r.stderr}`);
  const [rssKb, user, sys] = timed ? readFileSync(rssFile, 'utf8').trim().split('\n').pop()!.split(' ').map(Number) : [];
  return { ms, cpuMs: user === undefined ? null : (user + sys!) * 1000, rssKb: rssKb ?? null, out: r.stdout };
}

/** CPU ms per thread name of this process ('main' for the main thread; Linux: /proc/self/task), or null elsewhere. */
function threadCpu(): Map<string, number> | null {
  if (!existsSync('/proc/self/task')) return null;
  const out = new Map<string, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      const name = tid === String(process.pid) ? 'main' : stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ms = ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in clock ticks (USER_HZ 100)
      out.set(name, (out.get(name) ?? 0) + ms);
    } catch {
      // the thread ended
    }
  }
  return out;
}

function ripgrep(): string | null {
  const bundled = path.join(__dirname, '..', 'node_modules', '@vscode', 'ripgrep', 'bin', 'rg');
  if (existsSync(bundled)) return bundled;
  return spawnSync('rg', ['--version']).status === 0 ? 'rg' : null;
}

export async function realProseBench(source: string, copies: number): Promise<void> {
  if (!existsSync(source) || !statSync(source).isDirectory()) throw new Error(`bench: no corpus folder at ${source}`);
  const sampler = (await importModule(path.join(__dirname, '..', 'scripts', 'real-prose-check.mjs'))) as Sampler;
  const work = mkdtempSync(path.join(process.env.BENCH_DIR ?? tmpdir(), 'warrant-bench-real-'));
  try {
    await run(source, copies, work, sampler);
  } finally {
    if (!process.env.BENCH_KEEP) rmSync(work, { recursive: true, force: true });
  }
}

/** The chapter's sentences, sampled as real-prose-check.mjs does; the corpus's sentences it read are garbage after it. */
function chapterSentences(source: string, sampler: Sampler): string[] {
  const sample = sampler.sampleCases(sampler.corpusSentences(source), Math.ceil(CLAIMS / sampler.VARIANTS.length), 1);
  return sample.cases.flatMap((c) => sampler.VARIANTS.map((v) => c.variants[v]!)).slice(0, CLAIMS);
}

async function run(source: string, copies: number, work: string, sampler: Sampler): Promise<void> {
  const corpus = path.join(work, 'corpus');
  for (let k = 1; k <= copies; k++) {
    const target = copies === 1 ? corpus : path.join(corpus, `copy-${k}`);
    cpSync(source, target, { recursive: true });
    if (copies > 1) for (const f of filesUnder(target)) if (/\.(md|rst|txt)$/i.test(f)) appendFileSync(f, `\n\nCopy ${k}.\n`);
  }
  // Dated back an hour, as files a writer has not touched today: their stats are trusted by the persisted index.
  const past = new Date(Date.now() - 3_600_000);
  const files = filesUnder(corpus);
  let bytes = 0;
  for (const f of files) {
    bytes += statSync(f).size;
    utimesSync(f, past, past);
  }
  const sentences = chapterSentences(source, sampler);
  const draft = ['# Benchmark chapter', '', ...sentences.flatMap((s) => [s, ''])].join('\n');
  const draftPath = path.join(work, 'chapter.md');
  writeFileSync(draftPath, draft);
  console.log(`real-prose benchmark: ${source}${copies > 1 ? ` copied ${copies}×` : ''}: ${files.length} files, ${(bytes / 1e6).toFixed(1)} MB; chapter: ${sentences.length} sentences; load average ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);

  // The sampler's sentences of the whole corpus (about 40 MB of heap for 26 MB) are the harness's, not the engine's:
  // collected before the peak is watched when the process runs with --expose-gc (npm run bench does).
  (globalThis as { gc?: () => void }).gc?.();
  let peakRss = process.memoryUsage().rss;
  const rssSampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
  // BENCH_PHASES=1: the process's memory after each phase (MB: RSS, its peak so far, V8 heap committed / used, array buffers)
  const phase = (name: string): void => {
    if (!process.env.BENCH_PHASES) return;
    const u = process.memoryUsage();
    peakRss = Math.max(peakRss, u.rss);
    console.log(`  [memory after ${name}: rss ${mb(u.rss)}, peak ${mb(peakRss)}, heap ${mb(u.heapTotal)} / ${mb(u.heapUsed)}, array buffers ${mb(u.arrayBuffers)}]`);
  };
  const config = { ...defaultConfig(work), sources: ['corpus'] };
  const indexStore = nodeIndexStore(config.stateDir);
  const newEngine = (): Engine => createEngine({ config, ports: { fs: nodeFileSystem, clock: systemClock, logger: silentLogger }, indexStore });

  // Wall-clock time on a shared machine, with this process's CPU time (what the work costs) next to it.
  let cpu = process.cpuUsage();
  const cpuSince = (): string => {
    const d = process.cpuUsage(cpu);
    return `${fmt((d.user + d.system) / 1000)} CPU`;
  };
  let t = performance.now();
  await newEngine().checkSources([draftPath]);
  const coldMs = performance.now() - t;
  const coldCpu = cpuSince();
  const indexBytes = statSync(path.join(config.stateDir, INDEX_FILE)).size;
  phase('the cold build');
  console.log(`cold index build (list, read, parse, index ${files.length} sources, write the index):  ${fmt(coldMs)} (${coldCpu})   (target ≤ 4 s for 26 MB, ≤ 16 s for ~100 MB)`);

  const engine = newEngine();
  cpu = process.cpuUsage();
  t = performance.now();
  await engine.checkSources([draftPath]);
  const warmLoadMs = performance.now() - t;
  const warmLoadCpu = cpuSince();
  phase('the warm load');
  console.log(`persisted index: ${mb(indexBytes)}; warm load (list, stat, load it, no source read):  ${fmt(warmLoadMs)} (${warmLoadCpu})`);

  // One source edited: the editor reports it (invalidateSources) and the next run brings the index up to date.
  const edited = files.find((f) => f.endsWith('.md') && statSync(f).size > 20_000) ?? files[0]!;
  appendFileSync(edited, '\n\nThe benchmark added this sentence about 17 lighthouses.\n');
  engine.invalidateSources([edited]);
  cpu = process.cpuUsage();
  t = performance.now();
  await engine.checkSources([draftPath]);
  const incrementalMs = performance.now() - t;
  const incrementalCpu = cpuSince();
  phase('the incremental update');
  console.log(`incremental update after editing one source (${path.relative(corpus, edited)}):  ${fmt(incrementalMs)} (${incrementalCpu})   (target ≤ 200 ms)`);

  // On-type: the chapter verified once, then one paragraph edited at a time, earlier results reused.
  let previous: DocumentResult = await engine.verifyDocument({ documentPath: draftPath, text: draft });
  phase('the first verification');
  const onType: number[] = [];
  const onTypeCpu: number[] = [];
  const paragraphs = draft.split('\n\n');
  // the garbage collector's pauses during the edits (not the runs that undo them): the p95 is one edit
  const pauses: number[] = [];
  let inEdit = false;
  const gc = new PerformanceObserver((list) => {
    if (inEdit) for (const e of list.getEntries()) pauses.push(e.duration);
  });
  gc.observe({ entryTypes: ['gc'] });
  const threadsBefore = threadCpu();
  for (let i = 0; i < ON_TYPE_EDITS; i++) {
    const k = 1 + ((i * 7) % (paragraphs.length - 1));
    const text = paragraphs.map((p, j) => (j === k ? p.replace(/\.$/, `, as noted ${i}.`) : p)).join('\n\n');
    cpu = process.cpuUsage();
    inEdit = true;
    t = performance.now();
    previous = await engine.verifyDocument({ documentPath: draftPath, text, previous });
    onType.push(performance.now() - t);
    const used = process.cpuUsage(cpu);
    onTypeCpu.push((used.user + used.system) / 1000);
    await new Promise((resolve) => setImmediate(resolve)); // the observer reports the edit's collections
    inEdit = false;
    previous = await engine.verifyDocument({ documentPath: draftPath, text: draft, previous }); // back, for the next edit
  }
  gc.disconnect();
  const threadsAfter = threadCpu();
  console.log(`on-type re-verification of one edited paragraph (${ON_TYPE_EDITS} edits) p50 / p95:  ${fmt(percentile(onType, 50))} / ${fmt(percentile(onType, 95))} (CPU p50 / p95 ${fmt(percentile(onTypeCpu, 50))} / ${fmt(percentile(onTypeCpu, 95))})   (target p95 ≤ 50 ms)`);
  console.log(`  each edit, wall / CPU ms: ${onType.map((w, i) => `${w.toFixed(0)}/${onTypeCpu[i]!.toFixed(0)}`).join(' ')}; GC pauses during the edits: ${pauses.length}, ${fmt(pauses.reduce((a, b) => a + b, 0))} in all, longest ${fmt(Math.max(0, ...pauses))}`);
  if (threadsBefore && threadsAfter) {
    const used = [...threadsAfter].map(([name, ms]) => [name, ms - (threadsBefore.get(name) ?? 0)] as const).filter(([, ms]) => ms > 0).sort((a, b) => b[1] - a[1]);
    console.log(`  CPU by thread over the edits and their undo runs: ${used.map(([name, ms]) => `${name} ${fmt(ms)}`).join(', ')}`);
  }
  phase('the on-type runs');
  clearInterval(rssSampler);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  if (process.env.BENCH_ON_TYPE_ONLY) {
    // to compare builds by the in-process figures alone (about a minute)
    console.log(`peak RSS of this process (engine, index, on-type runs):  ${mb(peakRss)}   (target ≤ 600 MB for ~100 MB)`);
    return;
  }

  // The CLI as a user runs it: cold (empty state folder), then warm (the index it persisted).
  rmSync(config.stateDir, { recursive: true, force: true });
  const rss = (r: { cpuMs: number | null; rssKb: number | null }): string => (r.rssKb === null || r.cpuMs === null ? '' : ` (${fmt(r.cpuMs)} CPU), peak RSS ${mb(r.rssKb * 1024)}`);
  const args = ['verify', 'chapter.md', '--sources', 'corpus', '--format', 'json', '--fail-level', 'none'];
  const cold = cli(work, args);
  console.log(`chapter through the CLI, cold (fresh process, empty state folder):  ${fmt(cold.ms)}${rss(cold)}`);
  // Warm, with the kept results switched off: every claim verified again against the persisted index (the figure
  // earlier rounds measured), then with them: every claim replayed from .warrant/cache/results.bin.
  const warm = cli(work, [...args, '--no-reuse']);
  const same = cold.out === warm.out;
  console.log(`chapter through the CLI, warm, reuse switched off (--no-reuse: persisted index, every claim verified):  ${fmt(warm.ms)}${rss(warm)}   (target ≤ 1.0 s for 26 MB, ≤ 1.5 s for ~100 MB)  same JSON as cold: ${same ? 'yes' : 'NO'}`);
  const reused = cli(work, args);
  const sameReused = reused.out === cold.out;
  console.log(`chapter through the CLI, warm, results reused (every claim replayed, none verified):  ${fmt(reused.ms)}${rss(reused)}   same JSON as cold: ${sameReused ? 'yes' : 'NO'}`);
  // One paragraph edited: its claims are verified, the others replayed; the JSON must be that of --no-reuse.
  const editedDraft = draft.replace(`${sentences[0]!}\n`, `${sentences[0]!} This paragraph was edited.\n`);
  if (editedDraft === draft) throw new Error('bench: the paragraph to edit was not found');
  writeFileSync(draftPath, editedDraft);
  const editedRun = cli(work, args);
  const editedFresh = cli(work, [...args, '--no-reuse']);
  const sameEdited = editedRun.out === editedFresh.out;
  console.log(`chapter through the CLI, warm, one paragraph edited, results reused (that paragraph verified):  ${fmt(editedRun.ms)}${rss(editedRun)}   same JSON as --no-reuse: ${sameEdited ? 'yes' : 'NO'} (--no-reuse: ${fmt(editedFresh.ms)}${rss(editedFresh)})`);
  writeFileSync(draftPath, draft);
  const checked = (JSON.parse(warm.out) as { documents: Array<{ claims: Array<{ text: string; needsEvidence: boolean }> }> }).documents[0]!.claims.filter((c) => c.needsEvidence);

  let rgMs: number | null = null;
  const rg = ripgrep();
  if (rg !== null) {
    t = performance.now();
    for (const c of checked) {
      const terms = contentTerms(c.text).slice(0, 6);
      spawnSync(rg, ['-i', '-l', '-F', ...terms.flatMap((x) => ['-e', x]), corpus], { stdio: 'ignore' });
    }
    rgMs = performance.now() - t;
  }

  console.log(`peak RSS of this process (engine, index, on-type runs):  ${mb(peakRss)}   (target ≤ 600 MB for ~100 MB)`);
  if (rgMs !== null) console.log(`ripgrep once per checked claim (${checked.length}):  ${fmt(rgMs)} → warm CLI run is ${(rgMs / warm.ms).toFixed(1)}× faster with reuse switched off (${(rgMs / reused.ms).toFixed(1)}× replaying its results), cold ${(rgMs / cold.ms).toFixed(1)}×   (target ≥ 10× warm)`);
  else console.log('ripgrep: not found (node_modules/@vscode/ripgrep or rg on PATH)');
  console.log(`load average after the run: ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
  if (!same) throw new Error('the warm CLI run printed different JSON than the cold one');
  if (!sameReused) throw new Error('the CLI run with results reused printed different JSON than the cold one');
  if (!sameEdited) throw new Error('after one paragraph was edited, the CLI run with results reused printed different JSON than --no-reuse');
}
