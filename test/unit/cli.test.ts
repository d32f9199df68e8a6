// The CLI on the sample corpus: the JSON contract (docs/cli.md), SARIF, text and exit codes.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import * as path from 'node:path';
import { runCli, scratchDir } from './cli-fixtures';


const ROOT = path.resolve(__dirname, '../..');
const DRAFT = 'sample-corpus/drafts/warranted-search.md';
const CONFIG = 'sample-corpus/.warrant.json';

const cli = (args: string[], cwd = ROOT) => runCli(args, cwd);

const DEMO: Array<[string, string[], string[]]> = [
  ['CiteVQA contains 1,897 questions across 711 PDFs.', ['supports'], ['accept']],
  ['ACL-Verbatim eliminates hallucination from research QA.', ['partially_supports'], ['repair', 'review']],
  ['GrepSeek replaces dense retrieval.', ['partially_supports', 'does_not_support'], ['repair', 'review', 'abstain']],
  ['GrepSeek, ACL-Verbatim, and CiteVQA form a single architecture for trustworthy AI writing.', ['needs_multiple_spans'], ['review']],
];

describe('warrant verify (CLI)', function () {
  this.timeout(60_000);
  let json: any;
  let draftText: string;

  before(async () => {
    const r = await cli(['verify', DRAFT, '--config', CONFIG, '--format', 'json', '--fail-level', 'none']);
    assert.equal(r.code, 0, r.err);
    json = JSON.parse(r.out);
    draftText = readFileSync(path.join(ROOT, DRAFT), 'utf8');
  });

  it('prints one JSON object that follows schemaVersion 1', () => {
    assert.equal(json.schemaVersion, 1);
    assert.equal(json.tool.name, 'warrant');
    for (const k of ['version', 'verifierVersion', 'extractorVersion']) assert.equal(typeof json.tool[k], 'string');
    assert.equal(json.documents.length, 1);
    assert.equal(json.documents[0].path, DRAFT);
    const labels = new Set(['supports', 'partially_supports', 'does_not_support', 'contradicts', 'too_vague', 'needs_multiple_spans', 'not_in_corpus', 'out_of_scope', 'abstain', 'not_checked']);
    const actions = new Set(['accept', 'repair', 'refute', 'review', 'abstain', 'pass']);
    for (const c of json.documents[0].claims) {
      assert.match(c.id, /^claim_/);
      assert.ok(labels.has(c.verdict.label), c.verdict.label);
      assert.ok(actions.has(c.action), c.action);
      assert.ok(['low', 'medium', 'high'].includes(c.risk));
      assert.equal(typeof c.needsEvidence, 'boolean');
      for (const k of ['supportScore', 'driftScore']) assert.ok(c.verdict[k] >= 0 && c.verdict[k] <= 1);
      assert.ok(Array.isArray(c.verdict.flags));
      if (!c.needsEvidence) {
        assert.equal(c.verdict.label, 'not_checked');
        assert.equal(c.action, 'pass');
      }
    }
    const s = json.summary;
    assert.equal(s.claims, json.documents[0].claims.length);
    assert.equal(s.accept + s.repair + s.refute + s.review + s.abstain + s.pass, s.claims);
  });

  it('maps every claim range onto its text in the draft (0-based, UTF-16)', () => {
    const lines = draftText.split('\n');
    for (const c of json.documents[0].claims) {
      const { start, end } = c.range;
      assert.equal(start.line, end.line, 'sample claims sit on one line');
      assert.equal(lines[start.line]!.slice(start.character, end.character), c.text);
    }
  });

  it('returns only verbatim evidence with matching hashes', async () => {
    const { createHash } = await import('node:crypto');
    let spans = 0;
    for (const c of json.documents[0].claims) {
      for (const e of c.evidence) {
        const source = readFileSync(path.join(ROOT, e.sourcePath), 'utf8');
        assert.equal(source.slice(e.start, e.end), e.text);
        assert.equal(e.spanHash, 'sha256:' + createHash('sha256').update(e.text).digest('hex'));
        assert.equal(e.sourceHash, 'sha256:' + createHash('sha256').update(source).digest('hex'));
        assert.equal(source.slice(0, e.start).split('\n').length - 1, e.line);
        spans++;
      }
    }
    assert.ok(spans > 5);
  });

  it('gives the four demo claims their expected outcomes', () => {
    for (const [text, labels, actions] of DEMO) {
      const c = json.documents[0].claims.find((x: any) => x.text === text);
      assert.ok(c, `claim not found: ${text}`);
      assert.ok(labels.includes(c.verdict.label), `${text}: ${c.verdict.label}`);
      assert.ok(actions.includes(c.action), `${text}: ${c.action}`);
      assert.ok(c.needsEvidence);
    }
  });

  it('points a wrong citation at the source that carries the claim, relative to the cwd', () => {
    const c = json.documents[0].claims.find((x: any) => x.text.startsWith('ACL-Verbatim returns answers as verbatim source spans.'));
    assert.ok(c, 'wrong-source claim present');
    assert.notEqual(c.action, 'accept');
    assert.equal(c.suggestedCitation.sourcePath, 'sample-corpus/papers/acl-verbatim.txt');
    const source = readFileSync(path.join(ROOT, c.suggestedCitation.sourcePath), 'utf8').split('\n');
    assert.match(source[c.suggestedCitation.line]!, /ACL-Verbatim/);
  });

  it('ids are deterministic across runs', async () => {
    const r = await cli(['verify', DRAFT, '--config', CONFIG, '--format', 'json', '--fail-level', 'none']);
    assert.deepEqual(JSON.parse(r.out).documents[0].claims.map((c: any) => c.id), json.documents[0].claims.map((c: any) => c.id));
  });

  it('exits 2 when findings reach the fail level and 0 when they do not', async () => {
    assert.equal((await cli(['verify', DRAFT, '--config', CONFIG, '--format', 'json', '--fail-level', 'refute'])).code, 2);
    assert.equal((await cli(['verify', DRAFT, '--config', CONFIG, '--format', 'json', '--fail-level', 'none'])).code, 0);
  });

  it('writes SARIF 2.1.0 with one result per non-accepted claim', async () => {
    const r = await cli(['verify', DRAFT, '--config', CONFIG, '--format', 'sarif', '--fail-level', 'none']);
    const sarif = JSON.parse(r.out);
    assert.equal(sarif.version, '2.1.0');
    const results = sarif.runs[0].results;
    const flagged = json.documents[0].claims.filter((c: any) => c.action !== 'accept' && c.action !== 'pass');
    assert.equal(results.length, flagged.length);
    const ruleIds = new Set(sarif.runs[0].tool.driver.rules.map((r: any) => r.id));
    for (const res of results) {
      assert.ok(ruleIds.has(res.ruleId));
      assert.ok(['error', 'warning', 'note'].includes(res.level));
      assert.equal(res.locations[0].physicalLocation.artifactLocation.uri, DRAFT);
      assert.ok(res.locations[0].physicalLocation.region.startLine >= 1);
      assert.match(Object.values(res.partialFingerprints)[0] as string, /^[0-9a-f]{32}$/);
    }
  });

  it('prints a readable report with the summary line', async () => {
    const r = await cli(['verify', DRAFT, '--config', CONFIG, '--fail-level', 'none']);
    assert.match(r.out, /Evidence report — sample-corpus\/drafts\/warranted-search\.md/);
    assert.match(r.out, /claims \d+ · accept \d+ · repair \d+/);
    assert.match(r.out, /CiteVQA contains 1,897 questions across 711 PDFs\./);
  });

  it('fails with exit 1 and a one-line reason for usage and config errors', async () => {
    const usage = await cli(['verify', DRAFT, '--fail-level', 'high']);
    assert.equal(usage.code, 1);
    assert.match(usage.err, /--fail-level must be one of/);
    const bad = await cli(['verify', DRAFT, '--format', 'xml']);
    assert.equal(bad.code, 1);
    assert.match(bad.err, /--format must be one of/);
    const dir = scratchDir();
    writeFileSync(path.join(dir, '.warrant.json'), '{ "budgets": { "maxSearchOps": "ten" } }');
    writeFileSync(path.join(dir, 'draft.md'), 'CiteVQA contains 1,897 questions.\n');
    const cfg = await cli(['verify', 'draft.md'], dir);
    assert.equal(cfg.code, 1);
    assert.match(cfg.err, /\.warrant\.json.*budgets\.maxSearchOps/);
    assert.equal(cfg.err.trim().split('\n').length, 1);
    const missing = await cli(['verify', 'nope.md'], scratchDir());
    assert.equal(missing.code, 1);
    assert.match(missing.err, /nope\.md: no such file/);
  });

  it('never lets drafts verified together serve as evidence for each other', async () => {
    const dir = scratchDir();
    mkdirSync(path.join(dir, 'drafts'));
    writeFileSync(path.join(dir, 'drafts', 'a.md'), 'The Zorblax telescope has a mirror of 6.5 metres.\n');
    writeFileSync(path.join(dir, 'drafts', 'b.md'), 'The Zorblax telescope has a mirror of 6.5 metres.\n');
    // One unrelated source, so the run has something to search (with none at all it stops: see source-check tests).
    writeFileSync(path.join(dir, 'notes.txt'), 'Cargo bikes carry children to school in winter.\n');
    const run = await cli(['verify', 'drafts/a.md', 'drafts/b.md', '--format', 'json', '--fail-level', 'none'], dir);
    assert.equal(run.code, 0, run.err);
    const out = JSON.parse(run.out);
    for (const d of out.documents) assert.equal(d.claims[0].action, 'abstain', d.path);
    const alone = await cli(['verify', 'a.md', 'b.md'], path.join(dir, 'drafts'));
    assert.equal(alone.code, 1);
    assert.match(alone.err, /no sources: the workspace holds no supported file .* besides the drafts/);
  });

  it('skips an unreadable draft in a folder run, reports the others and exits 1', async () => {
    const dir = scratchDir();
    mkdirSync(path.join(dir, 'drafts'));
    writeFileSync(path.join(dir, 'facts.txt'), 'The Quenta array has 27 antennas.\n');
    writeFileSync(path.join(dir, 'drafts', 'good.md'), 'The Quenta array has 27 antennas.\n');
    writeFileSync(path.join(dir, 'drafts', 'bad.md'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01]));
    const r = await cli(['verify', 'drafts', '--format', 'json', '--fail-level', 'none'], dir);
    assert.equal(r.code, 1);
    assert.match(r.err, /skipped .*bad\.md: looks binary/);
    const out = JSON.parse(r.out);
    assert.deepEqual(out.documents.map((d: any) => d.path), ['drafts/good.md']);
    assert.equal(out.documents[0].claims[0].action, 'accept');
  });

  it('uses the supported files under the cwd as sources when there is no config, and --sources replaces them', async () => {
    const dir = scratchDir();
    mkdirSync(path.join(dir, 'src'));
    mkdirSync(path.join(dir, 'other'));
    writeFileSync(path.join(dir, 'src', 'facts.txt'), 'The Zorblax telescope has a mirror of 6.5 metres.\n');
    writeFileSync(path.join(dir, 'other', 'facts.txt'), 'The Quenta array has 27 antennas.\n');
    writeFileSync(path.join(dir, 'draft.md'), 'The Zorblax telescope has a mirror of 6.5 metres.\n\nThe Quenta array has 27 antennas.\n');
    const all = JSON.parse((await cli(['verify', 'draft.md', '--format', 'json', '--fail-level', 'none'], dir)).out);
    assert.deepEqual(all.documents[0].claims.map((c: any) => c.action), ['accept', 'accept']);
    assert.equal(all.documents[0].claims[0].evidence[0].sourcePath, 'src/facts.txt');
    const narrowed = JSON.parse((await cli(['verify', 'draft.md', '--sources', 'src', '--format', 'json', '--fail-level', 'none'], dir)).out);
    assert.deepEqual(narrowed.documents[0].claims.map((c: any) => c.action), ['accept', 'abstain']);
  });
});
