// The engine against the gold files: every sentence of the sample chapter (and corpus B) must get the
// expected label and action, and every span the engine returns must be verbatim.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { evaluateGold } from '../../src/cli/commands/eval';
import type { CliIO } from '../../src/cli/io';
import { parseGold } from '../../src/core/eval';

const ROOT = path.resolve(__dirname, '../..');
const io: CliIO = { cwd: ROOT, stdout: () => {}, stderr: () => {}, env: {} };

for (const file of ['gold-sample.jsonl', 'gold-corpus-b.jsonl']) {
  describe(`engine vs ${file}`, function () {
    this.timeout(60_000);
    const gold = parseGold(readFileSync(path.join(ROOT, 'test/gold', file), 'utf8'), file);
    let report: Awaited<ReturnType<typeof evaluateGold>>;
    before(async () => {
      report = await evaluateGold(gold, { cwd: ROOT, io });
    });

    it('extracts every gold sentence as a claim', () => {
      assert.equal(report.missing, 0);
    });

    it('gives every claim its gold label', () => {
      assert.deepEqual(report.errors, []);
    });

    it('routes every claim to its gold action', () => {
      assert.deepEqual(report.actionErrors, []);
    });

    it('never accepts a claim the gold does not call supported', () => {
      assert.ok(report.acceptPrecision === null || report.acceptPrecision === 1, `accept precision ${report.acceptPrecision}`);
    });
  });
}
