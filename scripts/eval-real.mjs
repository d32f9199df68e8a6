// Scores the CLI on labelled real-text sets, as a user would run it: `warrant verify <draft> --sources corpus`
// per draft, each claim scored against the set's gold.jsonl. The sets live outside the repository; pass their paths:
//   npm run eval:real -- ../shared/datasets/scifact-train ../shared/datasets/climate-fever [--json out.json]
// A folder without gold.jsonl is a real-prose corpus (e.g. ../shared/corpora/real-prose): it gets the real-prose
// mechanical check (scripts/real-prose-check.mjs; --sample n, --seed n).
// Options: --cli <bin/warrant.js> (another build), --limit <n> (first n drafts), --jobs <n> (parallel drafts),
// --dump <file.jsonl> (one line per claim: gold, prediction, signals, for calibration and error analysis).
// A set whose sources are named in sources.txt instead of held in corpus/ (eval/writer-chapters: drafts and gold written
// for this project about real documents) is assembled in a temporary folder from --corpus-root <dir> (default:
// ../shared/corpora/real-prose beside the repository), so the documents themselves never enter the repository.
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const here = dirname(fileURLToPath(import.meta.url));

export function parseOptions(argv) {
  const opts = { sets: [], cli: join(here, '..', 'bin', 'warrant.js'), limit: Infinity, jobs: 2, json: null, dump: null, extra: [], sample: 160, seed: 1,
    corpusRoot: join(here, '..', '..', 'shared', 'corpora', 'real-prose') };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--cli') opts.cli = resolve(argv[++i]);
    else if (a === '--limit') opts.limit = Number(argv[++i]);
    else if (a === '--jobs') opts.jobs = Math.max(1, Number(argv[++i]));
    else if (a === '--json') opts.json = argv[++i];
    else if (a === '--dump') opts.dump = argv[++i];
    else if (a === '--sample') opts.sample = Number(argv[++i]);
    else if (a === '--seed') opts.seed = Number(argv[++i]);
    else if (a === '--corpus-root') opts.corpusRoot = resolve(argv[++i]);
    else if (a === '--') opts.extra.push(...argv.slice(i + 1)), (i = argv.length);
    else if (a.startsWith('--')) throw new Error(`eval-real: unknown option ${a}`);
    else opts.sets.push(a);
  }
  return opts;
}

/** Paragraphs of a draft that hold prose (headings and blank lines excluded), 1-based like gold's `paragraph`, as line ranges. */
export function proseParagraphs(text) {
  const lines = text.split(/\r?\n/);
  const paragraphs = [];
  let start = -1;
  for (let i = 0; i <= lines.length; i++) {
    const line = lines[i];
    const blank = line === undefined || line.trim() === '' || /^#{1,6}\s/.test(line);
    if (!blank && start === -1) start = i;
    if (blank && start !== -1) {
      paragraphs.push({ startLine: start, endLine: i - 1 });
      start = -1;
    }
  }
  return paragraphs;
}

const norm = (s) => s.toLowerCase().replace(/[*_`~]/g, '').replace(/\s+/g, ' ').trim();

/** Does the accepted evidence overlap an annotated evidence sentence (either contains the other's core)? */
export function spanMatchesRationale(evidence, rationale) {
  if (rationale.length === 0) return false;
  const spans = evidence.map((e) => norm(e.text ?? ''));
  return spans.some((s) => s.length > 0 && rationale.some((r) => {
    const g = norm(r);
    if (g.length === 0) return false;
    if (s.includes(g) || g.includes(s)) return true;
    // sentence splitters differ: a long shared stretch (60% of the shorter) counts
    const shorter = s.length < g.length ? s : g;
    const longer = s.length < g.length ? g : s;
    const piece = shorter.slice(0, Math.max(20, Math.floor(shorter.length * 0.6)));
    return longer.includes(piece);
  }));
}

const ACTION_RANK = { refute: 5, review: 4, repair: 3, abstain: 2, accept: 1, pass: 0 };

/** One prediction per gold claim from the sentences the CLI reported inside its paragraph. */
export function predictionFor(claims) {
  if (claims.length === 0) return { action: 'missing', label: 'missing', evidence: [], claims };
  const checked = claims.filter((c) => c.needsEvidence);
  if (checked.length === 0) return { action: 'pass', label: 'not_checked', evidence: [], claims, modality: claims[0].modality };
  const refuted = checked.find((c) => c.action === 'refute');
  if (refuted) return { action: 'refute', label: refuted.verdict.label, evidence: refuted.evidence, claims, score: refuted.verdict.supportScore };
  if (checked.every((c) => c.action === 'accept')) {
    return { action: 'accept', label: 'supports', evidence: checked.flatMap((c) => c.evidence), claims, score: Math.min(...checked.map((c) => c.verdict.supportScore)) };
  }
  const worst = [...checked].sort((a, b) => ACTION_RANK[b.action] - ACTION_RANK[a.action])[0];
  return { action: worst.action, label: worst.verdict.label, evidence: worst.evidence, claims, score: worst.verdict.supportScore };
}

function goldRationale(g) {
  const r = [...(g.rationale ?? [])];
  for (const e of g.evidence_labels ?? []) if (e.label === 'SUPPORTS' || e.label === 'REFUTES') r.push(e.sentence);
  return r;
}

async function pool(items, jobs, fn) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(jobs, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i], i);
    }
  }));
  return results;
}

/**
 * A set that names its sources in sources.txt (paths under the corpus root) instead of holding them: a temporary copy
 * with drafts/, gold.jsonl and corpus/ laid out as the CLI expects. Returns the folder and a function removing it.
 */
export function assembleSet(dir, corpusRoot) {
  const names = readFileSync(join(dir, 'sources.txt'), 'utf8').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  const missing = names.filter((n) => !existsSync(join(corpusRoot, n)));
  if (missing.length) throw new Error(`eval-real: ${dir}/sources.txt names ${missing.length} file(s) not under ${corpusRoot} (first: ${missing[0]}); pass --corpus-root <dir>`);
  const work = mkdtempSync(join(tmpdir(), `warrant-eval-${basename(resolve(dir))}-`));
  cpSync(join(dir, 'drafts'), join(work, 'drafts'), { recursive: true });
  cpSync(join(dir, 'gold.jsonl'), join(work, 'gold.jsonl'));
  for (const n of names) {
    mkdirSync(dirname(join(work, 'corpus', n)), { recursive: true });
    cpSync(join(corpusRoot, n), join(work, 'corpus', n));
  }
  return { dir: work, dispose: () => rmSync(work, { recursive: true, force: true }) };
}

export async function evaluateSet(dir, opts) {
  if (!existsSync(join(dir, 'corpus')) && existsSync(join(dir, 'sources.txt'))) {
    const set = assembleSet(dir, opts.corpusRoot);
    try {
      return { ...(await evaluateSet(set.dir, opts)), name: basename(resolve(dir)) };
    } finally {
      set.dispose();
    }
  }
  const gold = readFileSync(join(dir, 'gold.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const drafts = readdirSync(join(dir, 'drafts')).filter((f) => f.endsWith('.md')).sort().slice(0, opts.limit);
  const byDraft = new Map();
  // the CLI keeps its index and results in the set's .warrant folder: one this run made is removed after it, so a
  // dataset folder (read-only data shared with others) is left as it was found
  const stateDir = join(dir, '.warrant');
  const madeState = !existsSync(stateDir);
  const t0 = Date.now();
  const timings = await pool(drafts, opts.jobs, async (file) => {
    const started = Date.now();
    const rel = `drafts/${file}`;
    let out;
    try {
      ({ stdout: out } = await run('node', [opts.cli, 'verify', rel, '--sources', 'corpus', '--format', 'json', '--fail-level', 'none', ...opts.extra],
        { cwd: dir, maxBuffer: 256 << 20, env: { ...process.env, NO_COLOR: '1' } }));
    } catch (err) {
      throw new Error(`eval-real: warrant verify ${rel} failed in ${dir}: ${err.stderr || err.message}`);
    }
    const report = JSON.parse(out);
    const text = readFileSync(join(dir, rel), 'utf8');
    byDraft.set(rel, { claims: report.documents[0]?.claims ?? [], paragraphs: proseParagraphs(text) });
    return Date.now() - started;
  }).finally(() => {
    if (madeState) rmSync(stateDir, { recursive: true, force: true });
  });
  const wall = Date.now() - t0;
  const rows = [];
  for (const g of gold) {
    const d = draftOf(byDraft, g.draft);
    if (!d) continue;
    const p = d.paragraphs[g.paragraph - 1];
    const inside = p ? d.claims.filter((c) => c.range.start.line >= p.startLine && c.range.start.line <= p.endLine) : [];
    const pred = predictionFor(inside);
    const rationale = goldRationale(g);
    const spanRight = spanMatchesRationale(pred.evidence, rationale);
    rows.push({ gold: g, pred, spanRight, rightSpan: pred.action === 'accept' && spanRight });
  }
  return { dir, name: basename(resolve(dir)), rows, drafts: drafts.length, wall, timings };
}

/** The draft a gold row names, as `drafts/draft-01.md` or as `draft-01.md`. */
export function draftOf(byDraft, name) {
  return byDraft.get(name) ?? byDraft.get(`drafts/${name}`);
}

export function metrics(rows) {
  const n = rows.length;
  const count = (f) => rows.filter(f).length;
  const accepted = rows.filter((r) => r.pred.action === 'accept');
  const supports = rows.filter((r) => r.gold.label === 'supports');
  const contradicts = rows.filter((r) => r.gold.label === 'contradicts');
  const partial = rows.filter((r) => r.gold.label === 'partially_supports');
  // writer sets label the writer's own judgement `opinion`: it should pass unchecked; anything else it gets is a false alarm
  const opinions = rows.filter((r) => r.gold.label === 'opinion');
  const checkable = rows.filter((r) => r.gold.label !== 'opinion');
  const strictRight = accepted.filter((r) => r.gold.label === 'supports' && r.rightSpan).length;
  const lenientRight = accepted.filter((r) => r.gold.label === 'supports').length;
  const ratio = (a, b) => (b === 0 ? null : a / b);
  const confusion = {};
  for (const r of rows) {
    const row = (confusion[r.gold.label] ??= {});
    row[r.pred.action] = (row[r.pred.action] ?? 0) + 1;
  }
  return {
    claims: n,
    accepted: accepted.length,
    acceptPrecisionStrict: ratio(strictRight, accepted.length),
    acceptPrecisionLenient: ratio(lenientRight, accepted.length),
    wrongAccepts: accepted.length - lenientRight,
    supportRecall: ratio(supports.filter((r) => r.pred.action === 'accept' && r.rightSpan).length, supports.length),
    contradictionRecall: ratio(contradicts.filter((r) => r.pred.action === 'refute').length, contradicts.length),
    partialAccepted: ratio(partial.filter((r) => r.pred.action === 'accept').length, partial.length),
    partialDetected: ratio(partial.filter((r) => r.pred.action === 'repair' || r.pred.label === 'partially_supports').length, partial.length),
    passedUnchecked: ratio(checkable.filter((r) => r.pred.action === 'pass').length, checkable.length),
    opinionFalseAlarms: ratio(opinions.filter((r) => ['refute', 'review', 'repair'].includes(r.pred.action)).length, opinions.length),
    missing: count((r) => r.pred.action === 'missing'),
    confusion,
  };
}

const pct = (x) => (x === null ? '—' : `${(100 * x).toFixed(1)}%`);

export function printSet(result, m) {
  const t = [...result.timings].sort((a, b) => a - b);
  console.log(`\n## ${result.name}  (${m.claims} claims, ${result.drafts} drafts, ${(result.wall / 1000).toFixed(1)} s wall, per draft p50 ${t[Math.floor(t.length / 2)]} ms)`);
  console.log(`accept precision (strict: right claim, right span) ${pct(m.acceptPrecisionStrict)}  (lenient ${pct(m.acceptPrecisionLenient)}, ${m.accepted} accepted, ${m.wrongAccepts} wrong)`);
  console.log(`support recall ${pct(m.supportRecall)}   contradiction recall ${pct(m.contradictionRecall)}   checkable passed unchecked ${pct(m.passedUnchecked)}`);
  if (m.partialAccepted !== null) console.log(`partial claims accepted ${pct(m.partialAccepted)}   partial detected (repair or partially_supports) ${pct(m.partialDetected)}`);
  if (m.opinionFalseAlarms !== null) console.log(`opinions flagged (refute, review or repair: false alarms) ${pct(m.opinionFalseAlarms)}`);
  if (m.missing) console.log(`gold claims with no reported sentence: ${m.missing}`);
  const actions = ['accept', 'repair', 'refute', 'review', 'abstain', 'pass', 'missing'];
  console.log(`gold \\ action        ${actions.map((a) => a.padStart(8)).join('')}`);
  for (const [label, row] of Object.entries(m.confusion)) console.log(`${label.padEnd(20)} ${actions.map((a) => String(row[a] ?? 0).padStart(8)).join('')}`);
}

async function main() {
  const opts = parseOptions(process.argv.slice(2));
  if (opts.sets.length === 0) {
    console.error('usage: npm run eval:real -- <dataset-dir>... [--jobs n] [--limit n] [--json out.json] [--dump rows.jsonl]');
    process.exit(1);
  }
  if (!existsSync(opts.cli)) throw new Error(`eval-real: no CLI at ${opts.cli}: run npm run build first`);
  const summary = {};
  const dump = [];
  for (const dir of opts.sets) {
    if (!existsSync(join(dir, 'gold.jsonl'))) {
      // no gold: a corpus of real prose, checked mechanically (verbatim / changed number / "always" / swapped name)
      const { realProseCheck, printTally } = await import('./real-prose-check.mjs');
      const check = await realProseCheck({ corpus: resolve(dir), sample: opts.sample, seed: opts.seed, cli: opts.cli, keep: null, extra: opts.extra });
      printTally(check.tally, check.sample, check.wall);
      summary[`real-prose:${basename(resolve(dir))}`] = { ...check.tally, skipped: check.sample.skipped, sampled: check.sample.cases.length };
      continue;
    }
    const result = await evaluateSet(dir, opts);
    const m = metrics(result.rows);
    printSet(result, m);
    summary[result.name] = { ...m, wallSeconds: result.wall / 1000 };
    for (const r of result.rows) {
      dump.push({ set: result.name, claim: r.gold.claim, gold: r.gold.label, action: r.pred.action, label: r.pred.label, rightSpan: r.rightSpan, spanRight: r.spanRight,
        sentences: r.pred.claims.map((c) => ({ text: c.text, modality: c.modality, action: c.action, label: c.verdict.label, score: c.verdict.supportScore,
          flags: c.verdict.flags, signals: c.verdict.signals, reason: c.verdict.reason, spanRight: spanMatchesRationale(c.evidence, goldRationale(r.gold)), evidence: c.evidence.map((e) => ({ sourcePath: e.sourcePath, text: e.text })),
          refutation: c.refutation ? { outcome: c.refutation.outcome, evidence: (c.refutation.evidence ?? []).map((e) => e.text) } : undefined })) });
    }
  }
  if (opts.json) writeFileSync(opts.json, JSON.stringify(summary, null, 2) + '\n');
  if (opts.dump) writeFileSync(opts.dump, dump.map((d) => JSON.stringify(d)).join('\n') + '\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err.message);
    process.exit(1);
  });
}
