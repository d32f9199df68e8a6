// Prints the verifier's figures on every gold set and, with --write, records them as the committed
// baseline (test/gold/baseline.json) that the test suite holds the engine to.
import { execFileSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const goldDir = 'test/gold';
const files = [
  ...readdirSync(goldDir).filter((f) => /^gold.*\.jsonl$/.test(f)).map((f) => join(goldDir, f)),
  ...readdirSync(join(goldDir, 'heldout')).filter((f) => /^gold.*\.jsonl$/.test(f)).map((f) => join(goldDir, 'heldout', f)),
];
const baseline = {};
for (const file of files.sort()) {
  const out = execFileSync('node', ['bin/warrant.js', 'eval', file, '--format', 'json'], { encoding: 'utf8', maxBuffer: 64 << 20 });
  const r = JSON.parse(out);
  baseline[file] = {
    claims: r.claims,
    labelAccuracy: round(r.labelAccuracy),
    acceptPrecision: r.acceptPrecision === null ? null : round(r.acceptPrecision),
    strictAttributedAccuracy: round(r.strictAttributedAccuracy),
    contradictionRecall: r.contradictionRecall === null ? null : round(r.contradictionRecall),
    abstentionRate: round(r.abstentionRate),
    framingFalseAlarmRate: r.framingFalseAlarmRate === null ? null : round(r.framingFalseAlarmRate),
    ece: round(r.ece),
  };
  console.log(file.padEnd(42), JSON.stringify(baseline[file]));
}
if (process.argv.includes('--write')) {
  writeFileSync(join(goldDir, 'baseline.json'), JSON.stringify(baseline, null, 2) + '\n');
  console.log(`wrote ${join(goldDir, 'baseline.json')}`);
}

function round(x) {
  return Math.floor(x * 1000) / 1000;
}
