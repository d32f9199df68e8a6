// Metrics of `warrant eval`, and the committed baseline the engine must not fall below.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { evaluateGold } from '../../src/cli/commands/eval';
import type { CliIO } from '../../src/cli/io';
import { evaluate, parseGold, reliabilitySvg, type EvalCase } from '../../src/core/eval';
import type { ClaimResult, VerdictLabel, Action } from '../../src/core/model';

const ROOT = path.resolve(__dirname, '../..');

function predicted(label: VerdictLabel, action: Action, score: number, span?: { start: number; end: number }): ClaimResult {
  return {
    claim: { modality: 'factual' } as ClaimResult['claim'],
    verdict: { label, supportScore: score, driftScore: 0, quality: 'strong', reason: '', flags: [] },
    action,
    evidence: span ? [{ sourcePath: '/s.txt', relPath: 's.txt', start: span.start, end: span.end, line: 0, text: '', spanHash: '', sourceHash: '', extractorVersion: '' }] : [],
    repair: null, warrant: null, usage: null, trace: [], evidenceSet: null, refutation: null, suggestedCitation: null,
  };
}
const gold = (label: VerdictLabel, extra: Partial<EvalCase['gold']> = {}): EvalCase['gold'] => ({ claim: `c-${Math.random()}`, draft: 'd.md', label, ...extra });

describe('eval metrics', () => {
  it('computes accuracy, accept precision, strict attribution, contradiction recall, abstention and ECE', () => {
    const goldSpan = { sourcePath: '/s.txt', start: 10, end: 20 };
    const cases: EvalCase[] = [
      { gold: gold('supports'), predicted: predicted('supports', 'accept', 0.9, { start: 12, end: 18 }), goldSpan },
      { gold: gold('supports'), predicted: predicted('supports', 'accept', 0.9, { start: 30, end: 40 }), goldSpan }, // wrong span
      { gold: gold('contradicts'), predicted: predicted('contradicts', 'refute', 0.1), goldSpan: null },
      { gold: gold('contradicts'), predicted: predicted('does_not_support', 'review', 0.3), goldSpan: null },
      { gold: gold('not_in_corpus'), predicted: predicted('not_in_corpus', 'abstain', 0), goldSpan: null },
      { gold: gold('not_checked'), predicted: null, goldSpan: null },
    ];
    const r = evaluate(cases);
    assert.equal(r.claims, 6);
    assert.equal(r.missing, 1);
    assert.equal(r.labelAccuracy, 4 / 6);
    assert.equal(r.accepted, 2);
    assert.equal(r.acceptPrecision, 1 / 2, 'an accepted claim whose span misses the gold span is not truly supported');
    assert.equal(r.strictAttributedAccuracy, 3 / 6);
    assert.equal(r.contradictionRecall, 1 / 2);
    assert.equal(r.abstentionRate, 1 / 5);
    assert.equal(r.framingFalseAlarmRate, null, 'the only not_checked gold line was not extracted');
    const flagged = evaluate([{ gold: gold('not_checked'), predicted: predicted('not_in_corpus', 'abstain', 0), goldSpan: null }, { gold: gold('not_checked'), predicted: predicted('not_checked', 'pass', 0), goldSpan: null }]);
    assert.equal(flagged.framingFalseAlarmRate, 1 / 2);
    assert.deepEqual(r.confusion.contradicts, { contradicts: 1, does_not_support: 1 });
    assert.equal(r.confusion.not_checked!.missing, 1);
    const bin9 = r.reliability[9]!;
    assert.equal(bin9.count, 2);
    assert.equal(bin9.supportedRate, 1);
    assert.ok(r.ece > 0 && r.ece < 1);
    const svg = reliabilitySvg(r);
    assert.match(svg, /^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    assert.match(svg, /ECE 0\.\d{3}/);
  });

  it('names the line and field of a malformed gold record', () => {
    assert.throws(() => parseGold('{"claim":"x","draft":"d.md","label":"supports"}\n{"claim":"y","draft":"d.md","label":"maybe"}\n', 'g.jsonl'), /g\.jsonl:2: "label"/);
    assert.throws(() => parseGold('not json\n', 'g.jsonl'), /g\.jsonl:1: not valid JSON/);
  });
});

describe('verifier baseline (test/gold/baseline.json)', function () {
  this.timeout(120_000);
  const baseline = JSON.parse(readFileSync(path.join(ROOT, 'test/gold/baseline.json'), 'utf8')) as Record<string, { acceptPrecision: number | null; strictAttributedAccuracy: number }>;
  const io: CliIO = { cwd: ROOT, stdout: () => {}, stderr: () => {}, env: {} };
  for (const [file, floor] of Object.entries(baseline)) {
    it(`${file}: accept precision and strict attributed accuracy do not drop below the baseline`, async () => {
      const report = await evaluateGold(parseGold(readFileSync(path.join(ROOT, file), 'utf8'), file), { cwd: ROOT, io });
      if (report.acceptPrecision !== null) assert.ok(report.acceptPrecision >= 0.95, `accept precision ${report.acceptPrecision} < 0.95`);
      if (floor.acceptPrecision !== null) assert.ok((report.acceptPrecision ?? 1) >= floor.acceptPrecision, `accept precision ${report.acceptPrecision} < ${floor.acceptPrecision}`);
      assert.ok(report.strictAttributedAccuracy >= floor.strictAttributedAccuracy, `SAA ${report.strictAttributedAccuracy} < ${floor.strictAttributedAccuracy}`);
    });
  }
});
