// Fits the verifier's calibrated accept decision on real labelled claims and writes src/core/verify/calibration.json.
//   npm run calibrate -- ../shared/datasets/scifact-train ../shared/datasets/climate-fever [--target 0.97] [--dry-run]
// It runs the CLI per draft (as eval:real does), takes every claim whose verdict rests on one span that no hard veto
// rules out (names, numbers, relation, hedge, negation, opposite), and fits a logistic model of "the gold label is
// supports and the span is an annotated evidence sentence" on the signals the verdict reports. The accept threshold is
// the lowest probability at which the training precision stays at or above --target AND every set, held out in turn
// (fitted on the others), stays at or above it too. A reliability table and an SVG chart (docs/calibration.svg) go with it.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { evaluateSet, parseOptions } from './eval-real.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const modelPath = join(here, '..', 'src', 'core', 'verify', 'calibration.json');
const FEATURES = ['coverage', 'plainCoverage', 'missingSpecific', 'missingShare', 'contentTerms'];

// Mirrors src/core/verify/calibration.ts (featuresOf, vetoOf): the script fits what the engine reads; test/unit/calibration.test.ts holds the two in step.
export function featuresOf(s) {
  return {
    coverage: s.coverage,
    plainCoverage: s.plainCoverage,
    missingSpecific: s.missingSpecific,
    missingShare: s.contentTerms === 0 ? 0 : s.missingSpecific / s.contentTerms,
    contentTerms: Math.min(s.contentTerms, 20) / 20,
  };
}

export function vetoed(s, model) {
  return s.missingEntities > 0 || s.entityRatio < 1 || s.uncarriedNumbers > 0 || s.numberRatio < 1 || s.predicateFactor < 1 || s.hedge ||
    s.association || s.negationConflict || s.opposite || s.uncertain || s.scattered || s.contextCarried || s.missingSpecific > model.maxMissingSpecific ||
    s.plainCoverage < model.minPlainCoverage;
}

const sigmoid = (z) => 1 / (1 + Math.exp(-z));

/** L2-regularised logistic regression by batch gradient descent: small, deterministic, dependency-free. */
export function fitLogistic(xs, ys, { l2 = 0.01, steps = 4000, rate = 0.5 } = {}) {
  const d = xs[0]?.length ?? 0;
  const w = new Array(d).fill(0);
  let b = 0;
  const n = xs.length;
  for (let step = 0; step < steps; step++) {
    const gw = new Array(d).fill(0);
    let gb = 0;
    for (let i = 0; i < n; i++) {
      let z = b;
      for (let k = 0; k < d; k++) z += w[k] * xs[i][k];
      const err = sigmoid(z) - ys[i];
      for (let k = 0; k < d; k++) gw[k] += err * xs[i][k];
      gb += err;
    }
    for (let k = 0; k < d; k++) w[k] -= rate * (gw[k] / n + l2 * w[k]);
    b -= rate * (gb / n);
  }
  return { weights: w, bias: b };
}

const predict = (m, x) => sigmoid(m.bias + x.reduce((acc, v, k) => acc + m.weights[k] * v, 0));

/** Lowest threshold at which precision over the examples scored at or above it stays ≥ target (null: none). */
export function thresholdFor(scored, target, minAccepts = 1) {
  const sorted = [...scored].sort((a, b) => b.p - a.p);
  let tp = 0;
  let best = null;
  for (let i = 0; i < sorted.length; i++) {
    if (sorted[i].y) tp++;
    const precision = tp / (i + 1);
    const next = sorted[i + 1];
    if (next && next.p === sorted[i].p) continue; // a threshold cannot split tied scores
    if (precision >= target && i + 1 >= minAccepts) best = sorted[i].p;
  }
  return best;
}

function reliability(scored, bins = 10) {
  const out = [];
  for (let k = 0; k < bins; k++) {
    const from = k / bins;
    const to = (k + 1) / bins;
    const inBin = scored.filter((s) => s.p >= from && (k === bins - 1 ? s.p <= to : s.p < to));
    if (inBin.length === 0) continue;
    const mean = (f) => inBin.reduce((a, s) => a + f(s), 0) / inBin.length;
    out.push({ from, to, n: inBin.length, predicted: round(mean((s) => s.p)), observed: round(mean((s) => s.y)) });
  }
  return out;
}

const round = (x) => Math.round(x * 1000) / 1000;

function svgChart(table, threshold) {
  const W = 360;
  const H = 360;
  const pad = 40;
  const x = (v) => pad + v * (W - 2 * pad);
  const y = (v) => H - pad - v * (H - 2 * pad);
  const dots = table.map((r) => `<circle cx="${x(r.predicted)}" cy="${y(r.observed)}" r="${Math.min(12, 2 + Math.sqrt(r.n))}" fill="#2f6fdf" fill-opacity="0.6"><title>${r.n} claims: predicted ${r.predicted}, observed ${r.observed}</title></circle>`);
  const line = table.map((r, i) => `${i === 0 ? 'M' : 'L'}${x(r.predicted)},${y(r.observed)}`).join(' ');
  const t = threshold === null ? '' : `<line x1="${x(threshold)}" y1="${y(0)}" x2="${x(threshold)}" y2="${y(1)}" stroke="#c33" stroke-dasharray="4 3"/><text x="${x(threshold) + 4}" y="${y(0.05)}" font-size="11" fill="#c33">accept ≥ ${threshold.toFixed(2)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" font-family="sans-serif">
<rect width="100%" height="100%" fill="white"/>
<line x1="${x(0)}" y1="${y(0)}" x2="${x(1)}" y2="${y(1)}" stroke="#999" stroke-dasharray="3 3"/>
<line x1="${x(0)}" y1="${y(0)}" x2="${x(1)}" y2="${y(0)}" stroke="black"/><line x1="${x(0)}" y1="${y(0)}" x2="${x(0)}" y2="${y(1)}" stroke="black"/>
<text x="${W / 2}" y="${H - 8}" text-anchor="middle" font-size="12">predicted support probability</text>
<text x="12" y="${H / 2}" transform="rotate(-90 12 ${H / 2})" text-anchor="middle" font-size="12">observed share supported (real labelled claims)</text>
<path d="${line}" fill="none" stroke="#2f6fdf"/>${dots.join('')}${t}
</svg>
`;
}

async function main() {
  const argv = process.argv.slice(2);
  const target = Number(argv[argv.indexOf('--target') + 1]) || 0.97;
  const dry = argv.includes('--dry-run');
  const opts = parseOptions(argv.filter((a, i) => a !== '--dry-run' && a !== '--target' && argv[i - 1] !== '--target'));
  const model = JSON.parse(readFileSync(modelPath, 'utf8'));
  const examples = [];
  for (const dir of opts.sets) {
    const result = await evaluateSet(dir, opts);
    for (const r of result.rows) {
      const checked = r.pred.claims.filter((c) => c.needsEvidence);
      if (checked.length !== 1) continue;
      const v = checked[0].verdict;
      if (!v.signals) continue;
      const calibrated = v.flags.includes('calibrated_support');
      if (!calibrated && v.label !== 'partially_supports' && v.label !== 'does_not_support') continue;
      if (vetoed(v.signals, model)) continue;
      const f = featuresOf(v.signals);
      examples.push({ set: result.name, x: FEATURES.map((k) => f[k]), y: r.gold.label === 'supports' && r.spanRight ? 1 : 0, claim: r.gold.claim });
    }
    console.log(`${result.name}: ${examples.filter((e) => e.set === result.name).length} candidate claims`);
  }
  if (examples.length === 0) throw new Error('calibrate: no candidate claims (is the CLI built?)');
  const fitted = fitLogistic(examples.map((e) => e.x), examples.map((e) => e.y));
  const scored = examples.map((e) => ({ ...e, p: predict(fitted, e.x) }));
  const trainThreshold = thresholdFor(scored, target, 3);
  // each set held out in turn: its threshold is the one fitted without it, and its precision must hold too
  const sets = [...new Set(examples.map((e) => e.set))];
  let threshold = trainThreshold;
  for (const held of sets) {
    if (sets.length < 2 || threshold === null) break;
    const train = examples.filter((e) => e.set !== held);
    const m = fitLogistic(train.map((e) => e.x), train.map((e) => e.y));
    const t = thresholdFor(train.map((e) => ({ ...e, p: predict(m, e.x) })), target, 3);
    const test = examples.filter((e) => e.set === held).map((e) => ({ ...e, p: predict(m, e.x) }));
    const acc = t === null ? [] : test.filter((e) => e.p >= t);
    const prec = acc.length === 0 ? null : acc.filter((e) => e.y).length / acc.length;
    console.log(`held out ${held}: threshold fitted on the others ${t === null ? 'none' : t.toFixed(3)}, accepts ${acc.length}, precision ${prec === null ? '—' : prec.toFixed(3)}`);
    if (prec !== null && prec < target) {
      // tighten until the held-out set holds too
      const tight = thresholdFor(test, target, 1);
      const needed = tight === null ? 1.01 : Math.max(tight, t);
      const mapped = Math.max(threshold, needed);
      console.log(`  → precision below ${target} on held-out ${held}: threshold raised to ${mapped.toFixed(3)}`);
      threshold = mapped;
    }
  }
  const accepted = threshold === null ? [] : scored.filter((e) => e.p >= threshold);
  const positives = examples.filter((e) => e.y).length;
  const out = {
    ...model,
    version: `fit-${new Date().toISOString().slice(0, 10)}`,
    features: FEATURES,
    weights: fitted.weights.map((w) => round(w)),
    bias: round(fitted.bias),
    acceptThreshold: threshold === null ? 1.01 : round(threshold),
    fittedOn: {
      sets,
      examples: examples.length,
      positives,
      trainPrecision: accepted.length === 0 ? null : round(accepted.filter((e) => e.y).length / accepted.length),
      trainRecall: positives === 0 ? null : round(accepted.filter((e) => e.y).length / positives),
      note: `claims with one checked sentence whose best span passes every hard veto; positive = gold supports and the span is an annotated evidence sentence; threshold: training precision ≥ ${target} and each set held out in turn`,
    },
    reliability: reliability(scored),
  };
  console.log(JSON.stringify({ weights: out.weights, bias: out.bias, acceptThreshold: out.acceptThreshold, fittedOn: out.fittedOn }, null, 2));
  console.log('reliability (predicted → observed, n):');
  for (const r of out.reliability) console.log(`  ${r.from.toFixed(1)}–${r.to.toFixed(1)}  ${r.predicted.toFixed(2)} → ${r.observed.toFixed(2)}  (${r.n})`);
  if (!dry) {
    writeFileSync(modelPath, JSON.stringify(out, null, 2) + '\n');
    writeFileSync(join(here, '..', 'docs', 'calibration.svg'), svgChart(out.reliability, threshold));
    console.log(`wrote ${modelPath} and docs/calibration.svg`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((err) => {
    console.error(err.message);
    process.exit(1);
  });
}
