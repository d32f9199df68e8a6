// Micro benchmark for the discovery index: ~50 MB of generated prose in 5,000 documents, then 150 queries.
// Run: npx tsx src/bench/discovery-bench.ts [megabytes] [documents]
import { DiscoveryIndex } from '../core/discovery';
import { contentTerms } from '../core/text';
import { seededRandom as rng } from '../core/util/random';

const targetBytes = Number(process.argv[2] ?? 50) * 1024 * 1024;
const documentCount = Number(process.argv[3] ?? 5000);
const QUERIES = 150;

const random = rng(42);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
/** Zipf (s ≈ 1) pick: item i is drawn with probability ∝ 1/(i+1), as words are in real prose. */
const zipf = <T>(items: readonly T[]): T => items[Math.min(items.length - 1, Math.floor(Math.exp(random() * Math.log(items.length + 1))) - 1)]!;

const SYLLABLES = [...'bcdfgklmnprstvz'].flatMap((c) => [...'aeiou'].map((v) => c + v));
const SUFFIXES = ['', '', 's', 'ed', 'ing', 'tion', 'al', 'ment', 'ly', 'er'];
const vocabulary: string[] = [];
for (let i = 0; i < 150_000; i++) {
  let w = '';
  const n = 1 + Math.floor(random() * 3);
  for (let k = 0; k < n; k++) w += pick(SYLLABLES);
  vocabulary.push(w + pick(SUFFIXES));
}
const FUNCTION_WORDS = ['the', 'of', 'and', 'to', 'in', 'a', 'is', 'that', 'for', 'with', 'as', 'on', 'by', 'was', 'were', 'not', 'may'];
const ENGLISH = ['retrieval', 'evidence', 'model', 'accuracy', 'questions', 'studies', 'baseline', 'citation', 'source', 'claim',
  'verbatim', 'index-based', 'replaces', 'complements', 'reduces', 'annotated', 'participants', 'Strict Attributed Accuracy'];

function sentence(): string {
  const words: string[] = [];
  const length = 8 + Math.floor(random() * 22);
  for (let i = 0; i < length; i++) {
    const r = random();
    if (r < 0.4) words.push(pick(FUNCTION_WORDS));
    else if (r < 0.47) words.push(pick(ENGLISH));
    else if (r < 0.5) words.push(pick(['1,897', '53.6%', '2x', 'two-fold', '150M', '2023', '12', 'twice', '50 percent', '(SAA)', 'e.g.', 'Dr.']));
    else words.push(zipf(vocabulary));
  }
  const s = words.join(' ');
  return s[0]!.toUpperCase() + s.slice(1) + pick(['.', '.', '.', '?', '!']);
}

function documentText(bytes: number): string {
  const parts: string[] = [];
  let size = 0;
  while (size < bytes) {
    let block: string;
    const r = random();
    if (r < 0.08) block = `## ${sentence().slice(0, 40)}`;
    else if (r < 0.2) block = Array.from({ length: 3 }, () => `- ${sentence()}`).join('\n');
    else block = Array.from({ length: 2 + Math.floor(random() * 5) }, sentence).join(' ');
    parts.push(block);
    size += block.length + 2;
  }
  return parts.join('\n\n');
}

const docs = Array.from({ length: documentCount }, (_, i) => ({
  absPath: `/corpus/doc-${i}.md`,
  relPath: `doc-${i}.md`,
  text: documentText(targetBytes / documentCount),
  sourceHash: `sha256:${i}`,
}));
const totalBytes = docs.reduce((sum, d) => sum + d.text.length, 0);

global.gc?.();
const heapBefore = process.memoryUsage().heapUsed;
const index = new DiscoveryIndex();
const buildStart = performance.now();
const buildCpuStart = process.cpuUsage();
for (const doc of docs) index.addDocument(doc);
const buildMs = performance.now() - buildStart;
const buildCpu = process.cpuUsage(buildCpuStart);
global.gc?.();
const memory = process.memoryUsage();

const queries: string[][] = [];
for (let i = 0; i < QUERIES; i++) {
  const doc = pick(docs);
  const at = Math.floor(random() * (doc.text.length - 300));
  queries.push(contentTerms(doc.text.slice(at, at + 160)));
}
// Three passes over the queries; each query keeps its fastest time (the machine may be shared).
const times = queries.map(() => Infinity);
let hits = 0;
let queryCpuMs = Infinity;
for (let pass = 0; pass < 3; pass++) {
  const cpuStart = process.cpuUsage();
  queries.forEach((q, i) => {
    const t0 = performance.now();
    const found = index.search(q, { limit: 20 }).length;
    times[i] = Math.min(times[i]!, performance.now() - t0);
    if (pass === 0) hits += found;
  });
  const cpu = process.cpuUsage(cpuStart);
  queryCpuMs = Math.min(queryCpuMs, (cpu.user + cpu.system) / 1000);
}
times.sort((a, b) => a - b);
const pct = (p: number): string => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(2);
const mb = (n: number): string => (n / 1024 / 1024).toFixed(0);

const stats = index.stats();
console.log(`corpus: ${documentCount} docs, ${mb(totalBytes)} MB (UTF-16 chars), ${stats.units} units, ${stats.terms} terms`);
console.log(`build: ${(buildMs / 1000).toFixed(2)} s wall, ${((buildCpu.user + buildCpu.system) / 1e6).toFixed(2)} s CPU (${(totalBytes / 1024 / 1024 / (buildMs / 1000)).toFixed(1)} MB/s wall)`);
console.log(`memory: heap ${mb(memory.heapUsed)} MB (index ≈ ${mb(memory.heapUsed - heapBefore)} MB), rss ${mb(memory.rss)} MB (includes the generated corpus)`);
console.log(`queries: ${QUERIES}, total ${times.reduce((a, b) => a + b, 0).toFixed(1)} ms, p50 ${pct(0.5)} ms, p95 ${pct(0.95)} ms, max ${pct(1)} ms, CPU ${queryCpuMs.toFixed(0)} ms (best of 3 passes), hits ${hits}`);
