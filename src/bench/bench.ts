// `npm run bench`: a generated corpus (`-- --corpus <dir>`: a real one, see real-prose-bench.ts) (default 5,000 files / ~50 MB of prose) and a 150-claim chapter.
// Prints the CLI's cold start (fresh processes), index build time, chapter time, per-claim p50/p95, peak RSS and
// a per-claim ripgrep baseline. BENCH_COLD_START_ONLY=1 prints the cold start alone.
import { execFileSync, spawnSync } from 'node:child_process';
import { Session } from 'node:inspector/promises';
import { mkdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { defaultConfig } from '../core/config';
import { createEngine } from '../core/engine';
import { nodeFileSystem } from '../core/fs/node-fs';
import { silentLogger, systemClock } from '../core/ports';
import { contentTerms } from '../core/text';
import { formatColdStart, measureColdStart } from './cold-start';
import { parseBenchArgs, realProseBench } from './real-prose-bench';

const FILES = Number(process.env.BENCH_FILES ?? 5000);
const BYTES_PER_FILE = Number(process.env.BENCH_BYTES_PER_FILE ?? 10_000);
const CLAIMS = 150;
/** Full re-verifications of the chapter after the first, for the warm (steady-state) figure. */
const WARM_RUNS = 3;

// A small deterministic PRNG so every run benchmarks the same corpus.
let seed = 0x9e3779b9;
function rand(): number {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return (seed >>> 0) / 4294967296;
}
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

const SYSTEMS = Array.from({ length: 400 }, (_, i) => `${pick(['Nor', 'Vel', 'Kas', 'Tre', 'Lum', 'Orb', 'Pax', 'Zen', 'Qua', 'Hel'])}${pick(['ix', 'ara', 'ton', 'esk', 'umi', 'ora', 'yth', 'and'])}${i}`);
const NOUNS = ['benchmark', 'corpus', 'retriever', 'model', 'dataset', 'pipeline', 'index', 'annotator', 'query', 'passage', 'citation', 'span', 'document', 'evaluation', 'baseline', 'reader', 'ranking', 'archive', 'protocol', 'survey'];
const VERBS = ['contains', 'reports', 'improves', 'reduces', 'complements', 'evaluates', 'covers', 'measures', 'ranks', 'extends', 'describes', 'compares', 'indexes', 'retrieves'];
const ADJ = ['large', 'multilingual', 'sparse', 'dense', 'verbatim', 'auditable', 'noisy', 'annotated', 'public', 'long', 'scanned', 'hybrid', 'structured'];
const UNITS = ['questions', 'documents', 'PDFs', 'passages', 'annotators', 'queries', 'domains', 'languages', 'pages', 'citations'];

function sentence(): { text: string; system: string } {
  const system = pick(SYSTEMS);
  const n = Math.floor(rand() * 5000) + 2;
  const shapes = [
    () => `${system} ${pick(VERBS)} ${n.toLocaleString('en-US')} ${pick(UNITS)} from ${Math.floor(rand() * 900) + 10} ${pick(ADJ)} ${pick(NOUNS)}s.`,
    () => `The ${pick(ADJ)} ${pick(NOUNS)} of ${system} ${pick(VERBS)} the ${pick(NOUNS)} by ${(rand() * 40).toFixed(1)}%.`,
    () => `In ${1990 + Math.floor(rand() * 35)}, ${system} was evaluated on ${pick(ADJ)} ${pick(NOUNS)}s with ${pick(ADJ)} ${pick(UNITS)}.`,
    () => `${system} ${pick(VERBS)} ${pick(ADJ)} ${pick(NOUNS)}s and ${pick(VERBS)} ${pick(ADJ)} ${pick(UNITS)} for the ${pick(NOUNS)}.`,
    () => `A ${pick(ADJ)} ${pick(NOUNS)} is a ${pick(NOUNS)} that ${pick(VERBS)} ${pick(ADJ)} ${pick(UNITS)}.`,
  ];
  return { text: pick(shapes)(), system };
}

function generateCorpus(dir: string): string[] {
  const sample: string[] = [];
  for (let f = 0; f < FILES; f++) {
    const parts: string[] = [`# Notes ${f}\n`];
    let size = 0;
    while (size < BYTES_PER_FILE) {
      const para: string[] = [];
      for (let i = 0; i < 4 + Math.floor(rand() * 4); i++) {
        const s = sentence().text;
        para.push(s);
        if (sample.length < 4000 && rand() < 0.002) sample.push(s);
      }
      const p = para.join(' ') + '\n\n';
      parts.push(p);
      size += p.length;
    }
    const sub = path.join(dir, `part-${Math.floor(f / 500)}`);
    mkdirSync(sub, { recursive: true });
    writeFileSync(path.join(sub, `note-${f}.md`), parts.join(''));
  }
  return sample;
}

function chapter(samples: string[]): string {
  const lines: string[] = ['# Benchmark chapter', ''];
  for (let i = 0; i < CLAIMS; i++) {
    const s = samples[i % samples.length]!;
    const kind = i % 5;
    if (kind === 0) lines.push(s); // verbatim: should be supported
    else if (kind === 1) lines.push(s.replace(/(?<![\w.])\d[\d,]*(?![\w])/, (m) => String(Number(m.replace(/,/g, '')) + 7))); // changed number
    else if (kind === 2) lines.push(s.replace(/ (contains|reports|improves|reduces|complements|evaluates|covers) /, ' replaces ')); // overclaim
    else if (kind === 3) lines.push(`${pick(SYSTEMS)} ${pick(VERBS)} ${pick(ADJ)} ${pick(NOUNS)}s across ${Math.floor(rand() * 90) + 3} ${pick(UNITS)}.`); // unknown
    else lines.push(`I think ${pick(SYSTEMS)} is the most ${pick(ADJ)} ${pick(NOUNS)} I have read.`); // opinion
    lines.push('');
  }
  return lines.join('\n');
}

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
}

async function main(): Promise<void> {
  const args = parseBenchArgs(process.argv.slice(2));
  if (args.corpus !== null) return realProseBench(args.corpus, args.copies);
  // First, before this process holds a corpus and an index: fresh CLI processes timed from spawn to exit.
  console.log('CLI cold start (fresh `node bin/warrant.js` processes, spawn to exit):');
  for (const line of formatColdStart(measureColdStart(path.join(__dirname, '..')))) console.log(line);
  if (process.env.BENCH_COLD_START_ONLY) return;

  const dir = path.join(process.env.BENCH_DIR ?? tmpdir(), 'warrant-bench');
  rmSync(dir, { recursive: true, force: true });
  const corpus = path.join(dir, 'corpus');
  mkdirSync(corpus, { recursive: true });
  let t = performance.now();
  const samples = generateCorpus(corpus);
  const genMs = performance.now() - t;
  const draftPath = path.join(dir, 'chapter.md');
  const draft = chapter(samples);
  writeFileSync(draftPath, draft);
  const bytes = Number(execFileSync('du', ['-sb', corpus]).toString().split('\t')[0]);
  console.log(`corpus: ${FILES} files, ${(bytes / 1e6).toFixed(1)} MB (generated in ${(genMs / 1000).toFixed(1)} s); chapter: ${CLAIMS} sentences`);

  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
  const config = { ...defaultConfig(dir), sources: ['corpus'] };
  const engine = createEngine({ config, ports: { fs: nodeFileSystem, clock: systemClock, logger: silentLogger } });

  t = performance.now();
  // The first run builds the index and warms the parser and verifier up (once per session in the editor too).
  await engine.verifyDocument({ documentPath: draftPath, text: `# warm-up\n\n${samples[samples.length - 1]}\n` });
  const indexMs = performance.now() - t;

  // BENCH_PROFILE=out.cpuprofile records a V8 CPU profile of the chapter run only (open it in Chrome DevTools).
  const profiler = process.env.BENCH_PROFILE ? new Session() : null;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
  const stamps: number[] = [];
  const cpuBefore = process.cpuUsage();
  t = performance.now();
  const result = await engine.verifyDocument({ documentPath: draftPath, text: draft, onProgress: () => stamps.push(performance.now()) });
  const chapterMs = performance.now() - t;
  const cpu = process.cpuUsage(cpuBefore);
  const chapterCpuMs = (cpu.user + cpu.system) / 1000;
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    writeFileSync(process.env.BENCH_PROFILE!, JSON.stringify(profile));
    profiler.disconnect();
  }
  // The same chapter again, from scratch each time (no earlier result is reused): the editor's steady state,
  // once the JIT has compiled the hot paths. Every run must reach the same outcomes.
  const warmMs: number[] = [];
  for (let run = 0; run < WARM_RUNS; run++) {
    const start = performance.now();
    const again = await engine.verifyDocument({ documentPath: draftPath, text: draft });
    warmMs.push(performance.now() - start);
    if (JSON.stringify(again.summary) !== JSON.stringify(result.summary)) throw new Error('a warm run reached different outcomes than the first');
  }
  const warmMedianMs = percentile(warmMs, 50);
  clearInterval(sampler);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  const perClaim = stamps.map((s, i) => s - (i === 0 ? t : stamps[i - 1]!));
  const checked = result.results.filter((r) => r.claim.needsEvidence);

  let rgMs: number | null = null;
  const rg = spawnSync('rg', ['--version']);
  if (rg.status === 0) {
    t = performance.now();
    for (const r of checked) {
      const terms = contentTerms(r.claim.text).slice(0, 6);
      spawnSync('rg', ['-i', '-l', '-F', ...terms.flatMap((x) => ['-e', x]), corpus], { stdio: 'ignore' });
    }
    rgMs = performance.now() - t;
  }

  const slowest = perClaim.map((ms, i) => ({ ms, r: result.results[i]! })).sort((a, b) => b.ms - a.ms).slice(0, 5);
  const s = result.summary;
  const fmt = (ms: number) => `${ms.toFixed(ms < 10 ? 2 : 0)} ms`;
  console.log(`index build:            ${fmt(indexMs)}   (target ≤ 10,000 ms)`);
  console.log(`chapter verification:   ${fmt(chapterMs)} first run, ${fmt(warmMedianMs)} warm (median of ${WARM_RUNS})   (target ≤ 2,000 ms) — ${checked.length} claims checked, first run ${fmt(chapterCpuMs)} CPU`);
  console.log(`per-claim p50 / p95:    ${fmt(percentile(perClaim, 50))} / ${fmt(percentile(perClaim, 95))} in the first run   (target p95 ≤ 50 ms)`);
  console.log(`peak RSS:               ${(peakRss / 1024 / 1024).toFixed(0)} MB   (target ≤ 500 MB)`);
  if (rgMs !== null) {
    console.log(`rg baseline (1 run per checked claim): ${fmt(rgMs)} → engine is ${(rgMs / warmMedianMs).toFixed(1)}× faster warm, ${(rgMs / chapterMs).toFixed(1)}× in the first run (target ≥ 10×)`);
  } else {
    console.log('rg baseline: ripgrep not installed (apt-get install ripgrep)');
  }
  console.log(`claims over 50 ms: ${perClaim.filter((ms) => ms > 50).length}; slowest:`);
  for (const { ms, r } of slowest) console.log(`  ${ms.toFixed(0).padStart(5)} ms  ${r.action.padEnd(7)} ${r.claim.text.slice(0, 90)}`);
  console.log(`outcomes: accept ${s.accept} · repair ${s.repair} · refute ${s.refute} · review ${s.review} · abstain ${s.abstain} · pass ${s.pass}`);
  if (!process.env.BENCH_KEEP && existsSync(dir)) rmSync(dir, { recursive: true, force: true });
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
