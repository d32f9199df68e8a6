// docs/cli.md is the CLI's contract: it must name every command, every flag (and flag value) the code accepts,
// and every JSON field the commands print. The lists come from the code and from real runs, never from here,
// so a new flag or field without documentation fails this test.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { COMMANDS } from '../../src/cli/commands';
import { COMMAND_NAMES, USAGE } from '../../src/cli/main';
import { runCli, scratchDir } from './cli-fixtures';

const ROOT = path.resolve(__dirname, '../..');
const DOC = readFileSync(path.join(ROOT, 'docs/cli.md'), 'utf8');
const README = readFileSync(path.join(ROOT, 'README.md'), 'utf8');


const cli = runCli;

/** Every object key in a JSON value, as "parent.key" paths (arrays are looked through). */
function keysOf(value: unknown, at = '', out = new Map<string, string>(), dataKeyed: ReadonlySet<string> = new Set()): Map<string, string> {
  if (Array.isArray(value)) {
    for (const v of value) keysOf(v, at, out, dataKeyed);
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.set(`${at}.${k}`, k);
      // Objects keyed by data (a confusion matrix's labels) have no field names to document below them.
      if (!dataKeyed.has(k)) keysOf(v, `${at}.${k}`, out, dataKeyed);
    }
  }
  return out;
}

/** A field counts as documented when the page shows it as a JSON key ("key") or as code (`key`). */
function undocumented(keys: Map<string, string>): string[] {
  return [...keys].filter(([, k]) => !DOC.includes(`"${k}"`) && !DOC.includes('`' + k + '`')).map(([p]) => p);
}

describe('docs/cli.md, the CLI contract', function () {
  this.timeout(120_000);

  it('names every command', () => {
    assert.deepEqual(Object.keys(COMMANDS).sort(), [...COMMAND_NAMES].sort());
    for (const name of COMMAND_NAMES) assert.ok(DOC.includes(`warrant ${name}`), `docs/cli.md does not show "warrant ${name}"`);
  });

  it('names every flag each command accepts, and every value a flag allows; so does --help', () => {
    let n = 0;
    for (const [name, command] of Object.entries(COMMANDS)) {
      for (const spec of command.flags) {
        n++;
        assert.ok(DOC.includes(`--${spec.name}`), `docs/cli.md does not mention ${name} --${spec.name}`);
        assert.ok(USAGE.includes(`--${spec.name}`), `warrant --help does not mention ${name} --${spec.name}`);
        for (const choice of spec.choices ?? []) assert.ok(DOC.includes(choice), `docs/cli.md does not mention --${spec.name} ${choice}`);
      }
    }
    assert.ok(n >= 15, `only ${n} flags found: are the commands' flag lists exported?`);
  });

  it('names every field of verify --format json, including signals and sourceProblems', async () => {
    const sample = await cli(['verify', 'sample-corpus/drafts/warranted-search.md', '--config', 'sample-corpus/.warrant.json', '--format', 'json', '--fail-level', 'none'], ROOT);
    assert.equal(sample.code, 0, sample.err);
    const json = JSON.parse(sample.out);
    const keys = keysOf(json);
    // The sample chapter exercises the optional fields; if it stopped doing so, this test would check less.
    for (const field of ['signals', 'evidenceSet', 'refutation', 'suggestedCitation', 'repair', 'subclaims', 'joins', 'charsReturned']) {
      assert.ok([...keys.values()].includes(field), `the sample run no longer produces "${field}"`);
    }
    const dir = scratch();
    writeFileSync(path.join(dir, 'facts.txt'), 'The Quenta array has 27 antennas.\n');
    writeFileSync(path.join(dir, 'draft.md'), 'The Quenta array has 27 antennas.\n');
    const partial = await cli(['verify', 'draft.md', '--sources', 'facts.txt', '--sources', 'sourcez', '--format', 'json'], dir);
    assert.equal(partial.code, 1);
    const withProblems = JSON.parse(partial.out);
    assert.ok(Array.isArray(withProblems.sourceProblems));
    for (const [p, k] of keysOf(withProblems)) keys.set(p, k);
    assert.deepEqual(undocumented(keys), []);
    // Top-level keys are named as JSON keys in the page's example.
    for (const k of Object.keys(withProblems)) assert.ok(DOC.includes(`"${k}"`), k);
  });

  it('names every field of diff, replay and eval --format json', async () => {
    const dir = scratch();
    mkdirSync(path.join(dir, 'papers'));
    mkdirSync(path.join(dir, 'drafts'));
    writeFileSync(path.join(dir, '.warrant.json'), '{ "sources": ["papers"], "drafts": ["drafts/**"], "retention": { "default": "store_span" } }\n');
    writeFileSync(path.join(dir, 'papers', 'facts.txt'), 'The Quenta array has 27 antennas.\nIt was built in 2019.\n');
    writeFileSync(path.join(dir, 'drafts', 'chapter.md'), 'The Quenta array has 27 antennas.\n\nThe Quenta array was built in 2019.\n');
    const rec = await cli(['verify', 'drafts', '--update-lock', '--fail-level', 'none'], dir);
    assert.equal(rec.code, 0, rec.err);
    writeFileSync(path.join(dir, 'papers', 'facts.txt'), 'The Quenta array has 31 antennas.\nIt was built in 2019.\n');
    const diff = await cli(['diff', '--format', 'json'], dir);
    assert.equal(diff.code, 2, diff.err);
    const replay = await cli(['replay', '--format', 'json'], dir);
    assert.ok(replay.code === 0 || replay.code === 2, replay.err);
    writeFileSync(path.join(dir, 'gold.jsonl'), JSON.stringify({ claim: 'The Quenta array has 27 antennas.', draft: 'drafts/chapter.md', label: 'contradicts', action: 'refute', sourcePath: 'papers/facts.txt', span: 'The Quenta array has 31 antennas.' }) + '\n');
    const evaluation = await cli(['eval', 'gold.jsonl', '--format', 'json'], dir);
    assert.equal(evaluation.code, 0, evaluation.err);
    const diffKeys = keysOf(JSON.parse(diff.out));
    for (const field of ['entries', 'anchors', 'before', 'spans']) assert.ok([...diffKeys.values()].includes(field), `the diff run no longer produces "${field}"`);
    assert.deepEqual(undocumented(diffKeys), []);
    assert.deepEqual(undocumented(keysOf(JSON.parse(replay.out))), []);
    const evalKeys = keysOf(JSON.parse(evaluation.out), '', new Map(), new Set(['confusion', 'perModality']));
    assert.deepEqual(undocumented(evalKeys), []);
  });

  it('says how positions count: 0-based in JSON, 1-based in the text report', () => {
    assert.match(DOC, /0-based/);
    assert.match(DOC, /1-based/);
    assert.match(USAGE, /0-based/);
  });

  it('is the contract the README and the code point at (not a file outside this repository)', () => {
    assert.ok(README.includes('](docs/cli.md)'), 'the README links docs/cli.md');
    for (const [name, text] of [['README.md', README], ['docs/cli.md', DOC], ['src/cli/main.ts', readFileSync(path.join(ROOT, 'src/cli/main.ts'), 'utf8')]]) {
      assert.ok(!text!.includes('shared/cli-contract'), `${name} still points at shared/cli-contract.md`);
    }
  });
});

function scratch(): string {
  const dir = scratchDir('warrant-clidocs-');
  return dir;
}
