// How far can the verifier's own signals go? Reads an eval:real dump (--dump rows.jsonl) and, per set, fits a logistic
// model on ALL the signals a verdict reports, in-sample (optimistic on purpose: it sees the labels it is scored on), over
// the claims Warrant did not accept. It then prints the precision of the top-ranked claims at the support recall the
// issue targets. If even this optimistic ranking cannot reach the accept-precision bar, no threshold, weight or rule over
// these signals can: what is missing is a signal that tells a faithful paraphrase from a topical neighbour.
//   node scripts/recall-ceiling.mjs rows.jsonl [--target scifact-train=0.30,climate-fever=0.20]
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fitLogistic } from './calibrate.mjs';

const SIGNALS = ['coverage', 'plainCoverage', 'entityRatio', 'numberRatio', 'predicateFactor', 'missingSpecific', 'missingEntities', 'uncarriedNumbers',
  'contentTerms', 'hedge', 'association', 'negationConflict', 'opposite', 'uncertain', 'scattered', 'contextCarried'];

export function signalVector(s) {
  return [...SIGNALS.map((k) => Number(s[k] ?? 0)), s.contentTerms ? s.missingSpecific / s.contentTerms : 0];
}

/** Standardise columns so one learning rate fits every signal. */
function standardise(xs) {
  const d = xs[0]?.length ?? 0;
  const mean = Array.from({ length: d }, (_, k) => xs.reduce((a, x) => a + x[k], 0) / xs.length);
  const sd = Array.from({ length: d }, (_, k) => Math.sqrt(xs.reduce((a, x) => a + (x[k] - mean[k]) ** 2, 0) / xs.length) || 1);
  return xs.map((x) => x.map((v, k) => (v - mean[k]) / sd[k]));
}

/**
 * Rows of one set → the ceiling: how many right-span supports Warrant already accepts, how many more the target needs,
 * and the precision of the smallest top-ranked group that holds them.
 */
export function recallCeiling(rows, targetRecall) {
  const supports = rows.filter((r) => r.gold === 'supports').length;
  const already = rows.filter((r) => r.action === 'accept' && r.gold === 'supports' && r.rightSpan).length;
  const candidates = rows.filter((r) => r.action !== 'accept' && r.sentences?.[0]?.signals);
  const ys = candidates.map((r) => (r.gold === 'supports' && r.spanRight ? 1 : 0));
  const needed = Math.max(0, Math.ceil(targetRecall * supports) - already);
  const result = { supports, already, needed, candidates: candidates.length, positives: ys.reduce((a, y) => a + y, 0), precisionAtTarget: null, ranked: [] };
  if (candidates.length === 0 || needed === 0) return result;
  const xs = standardise(candidates.map((r) => signalVector(r.sentences[0].signals)));
  const model = fitLogistic(xs, ys, { l2: 0.01, steps: 3000, rate: 0.1 });
  const score = (x) => model.bias + x.reduce((a, v, k) => a + model.weights[k] * v, 0);
  const order = xs.map((x, i) => ({ p: score(x), y: ys[i] })).sort((a, b) => b.p - a.p);
  let tp = 0;
  for (let k = 0; k < order.length; k++) {
    tp += order[k].y;
    if ([5, 10, 20, 40, 80].includes(k + 1)) result.ranked.push({ top: k + 1, right: tp });
    if (tp === needed && result.precisionAtTarget === null) result.precisionAtTarget = { top: k + 1, right: tp, precision: tp / (k + 1) };
  }
  return result;
}

function main() {
  const argv = process.argv.slice(2);
  const file = argv.find((a) => !a.startsWith('--'));
  if (!file) throw new Error('usage: node scripts/recall-ceiling.mjs rows.jsonl [--target set=recall,...]');
  const targets = { 'scifact-train': 0.3, 'climate-fever': 0.2 };
  const t = argv.indexOf('--target');
  if (t >= 0) for (const pair of (argv[t + 1] ?? '').split(',')) {
    const [k, v] = pair.split('=');
    if (k && v) targets[k] = Number(v);
  }
  const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  for (const [set, target] of Object.entries(targets)) {
    const own = rows.filter((r) => r.set === set);
    if (own.length === 0) continue;
    const c = recallCeiling(own, target);
    console.log(`${set}: ${c.supports} supported claims, ${c.already} accepted on the right span; support recall ${(100 * target).toFixed(0)}% needs ${c.needed} more`);
    console.log(`  not accepted: ${c.candidates} claims, of which ${c.positives} supported with the right span found (the most any verdict over them could add)`);
    for (const r of c.ranked) console.log(`  top ${String(r.top).padStart(3)} by an in-sample fit on every signal: ${r.right} right (precision ${(r.right / r.top).toFixed(2)})`);
    if (c.precisionAtTarget) console.log(`  reaching the target: top ${c.precisionAtTarget.top}, precision ${c.precisionAtTarget.precision.toFixed(2)} (the bar is 0.95)`);
    else console.log(`  the target cannot be reached at any precision: fewer right-span candidates than needed`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
