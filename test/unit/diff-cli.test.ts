// The diff / replay / forget commands end to end on a temporary copy of the sample corpus.
import assert from 'node:assert/strict';
import { promises as fsp } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as diffCommand from '../../src/cli/commands/diff';
import * as forgetCommand from '../../src/cli/commands/forget';
import * as replayCommand from '../../src/cli/commands/replay';
import { CliError, type CliIO } from '../../src/cli/io';
import { runVerification } from '../../src/cli/run';
import { systemClock } from '../../src/core/ports';
import { updateLockfile } from '../../src/core/records';
import { nodeStateStore } from '../../src/core/records/node-state';

const SAMPLE = path.resolve(__dirname, '../../sample-corpus');

function capture(cwd: string): CliIO & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return { cwd, out, err, env: {}, stdout: (s) => out.push(s), stderr: (s) => err.push(s) };
}

describe('cli: warrant diff / replay / forget', function () {
  this.timeout(60_000);
  let dir: string;

  beforeEach(async () => {
    dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'warrant-diff-cli-'));
    await fsp.cp(SAMPLE, dir, { recursive: true });
  });
  afterEach(async () => {
    await fsp.rm(dir, { recursive: true, force: true });
  });

  async function recordSample(): Promise<void> {
    const io = capture(dir);
    const { config, documents } = await runVerification({ cwd: dir, inputs: ['drafts/warranted-search.md'], io });
    await updateLockfile(config, documents, { store: nodeStateStore, clock: systemClock });
  }

  it('without a lockfile: a clear error (exit 1 via CliError)', async () => {
    await assert.rejects(diffCommand.run([], capture(dir)), (e: unknown) => e instanceof CliError && /no evidence recorded yet.*--update-lock/.test(e.message));
  });

  it('unchanged sources: exit 0; deleting a source a claim relied on: exit 2 with lost evidence', async () => {
    await recordSample();
    const lockText = await fsp.readFile(path.join(dir, '.warrant/evidence.lock.json'), 'utf8');
    const sourceText = await fsp.readFile(path.join(dir, 'papers/citevqa.txt'), 'utf8');
    const spanSentence = sourceText.split('\n').find((l) => l.includes('1,897'))!;
    assert.ok(!lockText.includes(spanSentence.trim()), 'metadata_only: no source sentence in the committed lockfile');

    const clean = capture(dir);
    assert.equal(await diffCommand.run([], clean), 0);
    assert.match(clean.out.join(''), /still anchored/);

    await fsp.rm(path.join(dir, 'papers/citevqa.txt'));
    const broken = capture(dir);
    assert.equal(await diffCommand.run(['--format', 'json'], broken), 2);
    const json = JSON.parse(broken.out.join(''));
    assert.equal(json.worse, true);
    assert.ok(json.counts.evidence_lost > 0);
    const lost = json.documents[0].entries.find((e: { kind: string }) => e.kind === 'evidence_lost');
    assert.equal(lost.anchors[0].from.relPath, 'papers/citevqa.txt');
  });

  it('replay of an unchanged workspace reports no drift (exit 0)', async () => {
    await recordSample();
    const io = capture(dir);
    assert.equal(await replayCommand.run([], io), 0);
    assert.match(io.out.join(''), /No verdict drift\./);
  });

  it('a hand-broken lockfile: the error names the file and the problem', async () => {
    await recordSample();
    await fsp.writeFile(path.join(dir, '.warrant/evidence.lock.json'), '{ "schemaVersion": 1, oops }');
    await assert.rejects(diffCommand.run([], capture(dir)), (e: unknown) => e instanceof CliError && /evidence\.lock\.json: invalid JSON/.test(e.message));
  });

  it('forget a source: records gone, tombstone left', async () => {
    await recordSample();
    const io = capture(dir);
    assert.equal(await forgetCommand.run(['papers/grepseek.txt', '--reason', 'licence withdrawn'], io), 0);
    assert.match(io.out.join(''), /Forgot source papers\/grepseek\.txt: [1-9]\d* record\(s\)/);
    const lock = JSON.parse(await fsp.readFile(path.join(dir, '.warrant/evidence.lock.json'), 'utf8'));
    assert.ok(!JSON.stringify(lock.documents).includes('papers/grepseek.txt'));
    assert.deepEqual(Object.keys(lock.tombstones[0]).sort(), ['at', 'kind', 'pathHash', 'reason']);
    await assert.rejects(forgetCommand.run(['../elsewhere.txt'], capture(dir)), /outside the workspace/);
  });
});
