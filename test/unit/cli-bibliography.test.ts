// The CLI on the sample draft that cites through refs.bib: keys resolve to the entries' files, each key that
// cannot be checked is a problem in the text and the JSON report, and a wrong key gets the key to cite instead.
import assert from 'node:assert/strict';
import * as path from 'node:path';
import { runCli } from './cli-fixtures';

const ROOT = path.resolve(__dirname, '../..');
const ARGS = ['verify', 'sample-corpus/drafts/cited-by-key.md', '--config', 'sample-corpus/.warrant.json', '--fail-level', 'none'];

describe('CLI: citations through a bibliography', function () {
  this.timeout(120_000);

  it('prints one problem per uncheckable key and "cite instead: @key" for a wrong one', async () => {
    const { code, out, err } = await runCli(ARGS, ROOT);
    assert.equal(code, 0, err);
    assert.match(out, /! line 19: @okapi1994 has no local file in refs\.bib \(line 25\)/);
    assert.match(out, /! line 21: @smith2020 is not in refs\.bib\./);
    assert.match(out, /! line 15: @grepseek2025's file references\/grepseek-talk\.md \(refs\.bib line 18\) is not among the sources/);
    assert.match(out, /The cited source \(@citevqa2025\) does not carry this; @grepseek2025 \(sample-corpus\/papers\/grepseek\.txt line 20\) does\./);
    assert.match(out, /cite instead: @grepseek2025 \(sample-corpus\/papers\/grepseek\.txt:20\)/);
  });

  it('JSON: the key to cite instead, the problems with 0-based ranges on the keys, no accept for an unchecked key', async () => {
    const { code, out } = await runCli([...ARGS, '--format', 'json'], ROOT);
    assert.equal(code, 0);
    const doc = JSON.parse(out).documents[0];
    const wrong = doc.claims.find((c: { text: string }) => c.text.includes('[@citevqa2025]'));
    assert.deepEqual(wrong.suggestedCitation, { sourcePath: 'sample-corpus/papers/grepseek.txt', line: 19, reason: 'this source carries the claim', key: 'grepseek2025' });
    const smith = doc.problems.find((p: { message: string }) => p.message === '@smith2020 is not in refs.bib.');
    assert.ok(smith, JSON.stringify(doc.problems));
    assert.equal(smith.severity, 'warning');
    assert.equal(smith.range.start.line, 20);
    const okapi = doc.claims.find((c: { text: string }) => c.text.includes('[@okapi1994]'));
    assert.equal(okapi.action, 'review');
    assert.ok(okapi.verdict.flags.includes('citation_unresolved'));
    const cited = doc.claims.find((c: { text: string }) => c.text.includes('[@citevqa2025, p. 2]'));
    assert.equal(cited.action, 'accept');
    assert.equal(cited.evidence[0].sourcePath, 'sample-corpus/papers/citevqa.txt');
  });
});
