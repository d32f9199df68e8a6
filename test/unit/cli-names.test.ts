// One name per source in a report: the reason, the evidence line and the JSON name a source file the same way,
// relative to the current folder, wherever the run starts; and the text report labels its columns.
import assert from 'node:assert/strict';
import { mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { runCli, scratchDir } from './cli-fixtures';
import { SourceNames } from '../../src/cli/names';
import { TEXT_COLUMNS } from '../../src/cli/render';
import { claimResult, documentResult, ROOT, spanOf } from './records-fixtures';


const cli = runCli;

const FACTS = 'The Quenta array has 27 antennas.\nThe Quenta array was built in 2019 on a high plateau.\n';
const DRAFT = [
  'The Quenta array has 27 antennas.', // accept: reason "<source> line 1 states this", evidence "<source>:1"
  '',
  'The Quenta array has 31 antennas.', // refute: reason "<source> line 1: …"
  '',
  'The Quenta observatory publishes a weekly newsletter about comets.', // not_in_corpus: "The closest passage (<source> line n)"
  '',
].join('\n');

/** A workspace: <ws>/.warrant.json, <ws>/papers/facts.txt, <ws>/drafts/chapter.md; and <outside>/facts.txt beside it. */
function workspace(): { ws: string; outside: string } {
  const top = realpathSync(scratchDir('warrant-names-'));
  const ws = path.join(top, 'ws');
  mkdirSync(path.join(ws, 'papers'), { recursive: true });
  mkdirSync(path.join(ws, 'drafts'));
  writeFileSync(path.join(ws, '.warrant.json'), '{ "sources": ["papers"], "drafts": ["drafts/**"] }\n');
  writeFileSync(path.join(ws, 'papers', 'facts.txt'), FACTS);
  writeFileSync(path.join(ws, 'drafts', 'chapter.md'), DRAFT);
  const outside = path.join(top, 'outside');
  mkdirSync(outside);
  writeFileSync(path.join(outside, 'facts.txt'), FACTS);
  return { ws, outside };
}

/** Every source name the text report prints: in reasons ("x line n") and in evidence lines ("evidence: x:n"). */
function namesIn(report: string): { inReasons: Set<string>; inEvidence: Set<string> } {
  const inReasons = new Set([...report.matchAll(/(?:^|[\s(])([^\s(]+\.txt) line \d+/gm)].map((m) => m[1]!));
  const inEvidence = new Set([...report.matchAll(/(?:evidence|cite instead|\)): (\S+\.txt):\d+/g)].map((m) => m[1]!));
  return { inReasons, inEvidence };
}

describe('one name per source in a report', function () {
  this.timeout(60_000);

  it('run from a subfolder: reasons and evidence lines both say ../papers/facts.txt', async () => {
    const { ws } = workspace();
    const r = await cli(['verify', 'chapter.md', '--config', '../.warrant.json', '--fail-level', 'none'], path.join(ws, 'drafts'));
    assert.equal(r.code, 0, r.err);
    const { inReasons, inEvidence } = namesIn(r.out);
    assert.deepEqual([...inReasons], ['../papers/facts.txt'], r.out);
    assert.deepEqual([...inEvidence], ['../papers/facts.txt'], r.out);
    assert.match(r.out, /\.\.\/papers\/facts\.txt line 1 states this/);
    assert.match(r.out, /The closest passage \(\.\.\/papers\/facts\.txt line \d\)/, 'a source named only in the reason is renamed too');
  });

  it('a source outside the current folder (--sources ../outside): one name, ../outside/facts.txt', async () => {
    const { ws } = workspace();
    const r = await cli(['verify', 'drafts/chapter.md', '--sources', '../outside', '--fail-level', 'none'], ws);
    assert.equal(r.code, 0, r.err);
    const { inReasons, inEvidence } = namesIn(r.out);
    assert.deepEqual([...inReasons], ['../outside/facts.txt'], r.out);
    assert.deepEqual([...inEvidence], ['../outside/facts.txt'], r.out);
  });

  it('the JSON reasons name a source as its evidence sourcePath does', async () => {
    const { ws } = workspace();
    const r = await cli(['verify', 'chapter.md', '--config', '../.warrant.json', '--format', 'json', '--fail-level', 'none'], path.join(ws, 'drafts'));
    assert.equal(r.code, 0, r.err);
    const claims = JSON.parse(r.out).documents[0].claims;
    const withEvidence = claims.filter((c: any) => c.evidence.length > 0);
    assert.ok(withEvidence.length >= 2);
    for (const c of withEvidence) {
      assert.equal(c.evidence[0].sourcePath, '../papers/facts.txt');
      assert.ok(c.verdict.reason.startsWith('../papers/facts.txt line '), c.verdict.reason);
    }
  });

  it('the report from the workspace root is unchanged: names relative to it', async () => {
    const { ws } = workspace();
    const r = await cli(['verify', 'drafts/chapter.md', '--fail-level', 'none'], ws);
    assert.equal(r.code, 0, r.err);
    const { inReasons, inEvidence } = namesIn(r.out);
    assert.deepEqual([...inReasons], ['papers/facts.txt']);
    assert.deepEqual([...inEvidence], ['papers/facts.txt']);
  });

  it('the score column has a header: action, verdict, support, line, claim', async () => {
    const { ws } = workspace();
    const r = await cli(['verify', 'drafts/chapter.md', '--fail-level', 'none'], ws);
    const lines = r.out.split('\n');
    const header = lines.indexOf(TEXT_COLUMNS);
    assert.ok(header > 0, r.out);
    assert.match(TEXT_COLUMNS, /^action +verdict +support +line +claim$/);
    // The score sits under "support" and the line under "line".
    const row = lines[header + 1]!;
    assert.match(row, /^✔ accept +supports +1\.00 +L1 +The Quenta array has 27 antennas\.$/);
    const scoreEnd = row.indexOf('1.00') + '1.00'.length;
    assert.equal(scoreEnd, TEXT_COLUMNS.indexOf('support') + 'support'.length);
    assert.equal(row.indexOf('L1'), TEXT_COLUMNS.indexOf('line'));
  });
});

describe('SourceNames', () => {
  // A run from <ROOT>/drafts whose one span is <ROOT>/papers/data.txt.
  const doc = documentResult([claimResult({ text: 'A claim.', evidence: [spanOf('papers/data.txt', 'The data.\n', 'The data.')] })]);
  const names = new SourceNames(path.join(ROOT, 'drafts'), [doc], ROOT);

  it('rewrites "<relPath> line n" only where a name starts, never inside a longer name', () => {
    assert.equal(names.text('papers/data.txt line 3 states this.'), '../papers/data.txt line 3 states this.');
    assert.equal(names.text('See (papers/data.txt line 3).'), 'See (../papers/data.txt line 3).');
    assert.equal(names.text('old/papers/data.txt line 3'), '../old/papers/data.txt line 3', 'another file under the root');
    assert.equal(names.text("The span says 'papers/data.txt line 3'."), "The span says 'papers/data.txt line 3'.", 'quoted source words stay');
    assert.equal(names.text('the papers line 3'), 'the papers line 3', 'not a file name');
    assert.equal(names.text('No passage carries this claim.'), 'No passage carries this claim.');
  });

  it('rewrites a PDF place "<relPath>, p. n" the same way', () => {
    assert.equal(names.text('papers/study.pdf, p. 2 states this.'), '../papers/study.pdf, p. 2 states this.');
    assert.equal(names.text('papers/data.txt, p. 2'), '../papers/data.txt, p. 2');
    assert.equal(names.text('the papers, p. 2'), 'the papers, p. 2', 'not a file name');
  });
});
