// Record Evidence writes only results verified against the current sources (src/extension/current-results.ts).
// After a source change the editor re-verifies its open drafts one after another, off the extension host; a draft
// still waiting its turn holds a result from before the change. Recording that result wrote a baseline whose
// evidence the sources no longer held, so the diff reported it lost right after recording (the integration
// test "Record Evidence makes it clean" failed that way). Reproduced here with the real engine and records.
import assert from 'node:assert/strict';
import { parseConfig } from '../../src/core/config';
import { createEngine } from '../../src/core/engine';
import { MemoryFileSystem } from '../../src/core/fs/memory-fs';
import { SourceStore } from '../../src/core/kernel';
import type { DocumentResult } from '../../src/core/model';
import { silentLogger, systemClock } from '../../src/core/ports';
import { EvidenceRecords, MemoryStateStore } from '../../src/core/records';
import { currentResult, isCurrent, type ResultStamp } from '../../src/extension/current-results';

const ROOT = '/ws';
const SOURCE = `${ROOT}/papers/orbit.txt`;
const CLAIM = 'The Orbix survey covered 412 observatories in nine countries.';
const DRAFTS = [`${ROOT}/drafts/a.md`, `${ROOT}/drafts/b.md`];

interface Stored extends ResultStamp {
  result: DocumentResult;
}

/** The editor's side, reduced to what matters here: a source epoch, one stored result per open draft, runs that stamp them. */
function editor() {
  const fs = new MemoryFileSystem().writeFile(SOURCE, `Results\n\n${CLAIM}\n`, 1);
  const config = parseConfig('{ "sources": ["papers"] }', `${ROOT}/.warrant.json`, ROOT);
  const engine = createEngine({ config, ports: { fs, clock: systemClock, logger: silentLogger } });
  const recordSources = new SourceStore(fs, config, silentLogger);
  const records = new EvidenceRecords({ config, store: new MemoryStateStore(), clock: systemClock, sources: recordSources });
  const stored = new Map<string, Stored>();
  let epoch = 0;
  const ed = {
    records,
    stored,
    runs: 0,
    now: (): ResultStamp => ({ documentVersion: 1, sourcesEpoch: epoch }),
    async verify(draft: string): Promise<'done'> {
      ed.runs++;
      const sourcesEpoch = epoch;
      const result = await engine.verifyDocument({ documentPath: draft, text: `# Notes\n\n${CLAIM}\n`, drafts: DRAFTS });
      stored.set(draft, { documentVersion: 1, sourcesEpoch, result });
      return 'done';
    },
    /** A saved source edit: the engines are told, then the epoch moves on (EngineHost.invalidateSources). */
    editSource(text: string, mtimeMs: number): void {
      fs.writeFile(SOURCE, text, mtimeMs);
      engine.invalidateSources([SOURCE]);
      recordSources.invalidate([SOURCE]);
      epoch++;
    },
    current(draft: string): Promise<Stored | undefined> {
      return currentResult({ stored: () => stored.get(draft), now: ed.now, running: () => undefined, verify: () => ed.verify(draft) });
    },
  };
  return ed;
}

const claimOf = (d: DocumentResult) => d.results.find((r) => r.claim.text === CLAIM)!;

describe('Record Evidence records current results only', function () {
  this.timeout(30_000);

  it('the failure: a draft still waiting for its re-verification records pre-change evidence, and the next diff says it was lost', async () => {
    const ed = editor();
    for (const d of DRAFTS) await ed.verify(d);
    assert.equal(claimOf(ed.stored.get(DRAFTS[1]!)!.result).action, 'accept');
    await ed.records.update([...ed.stored.values()].map((s) => s.result));

    ed.editSource(`Results\n\n${CLAIM.replace('412', '421')}\n`, 2);
    await ed.verify(DRAFTS[0]!); // the active draft first; b.md's turn has not come yet
    assert.equal(isCurrent(ed.stored.get(DRAFTS[1]!)!, ed.now()), false, 'b.md holds a result from before the edit');
    await ed.records.update([...ed.stored.values()].map((s) => s.result)); // what Record Evidence did
    await ed.verify(DRAFTS[1]!); // b.md's turn
    const diff = await ed.records.diff([...ed.stored.values()].map((s) => s.result));
    assert.equal(claimOf(ed.stored.get(DRAFTS[1]!)!.result).action, 'refute');
    assert.equal(diff.worse, true, 'right after recording, the diff reports lost evidence');
    const lost = diff.documents.find((d) => d.document === 'drafts/b.md')!.entries.filter((e) => e.kind === 'evidence_lost');
    assert.equal(lost.length, 1);
  });

  it('the fix: a result from before the source change is verified again before it is recorded, and the diff is clean', async () => {
    const ed = editor();
    for (const d of DRAFTS) await ed.verify(d);
    await ed.records.update([...ed.stored.values()].map((s) => s.result));

    ed.editSource(`Results\n\n${CLAIM.replace('412', '421')}\n`, 2);
    await ed.verify(DRAFTS[0]!);
    const runs = ed.runs;
    const recorded: DocumentResult[] = [];
    for (const d of DRAFTS) recorded.push((await ed.current(d))!.result);
    assert.equal(ed.runs, runs + 1, 'only the draft whose result predates the edit is verified again');
    await ed.records.update(recorded);
    const lock = (await ed.records.read()).lock;
    assert.deepEqual(DRAFTS.map((_, i) => lock.documents[`drafts/${'ab'[i]}.md`]!.find((r) => r.claimHash === claimOf(recorded[i]!).claim.hash)!.action), ['refute', 'refute']);
    const diff = await ed.records.diff([...ed.stored.values()].map((s) => s.result));
    assert.equal(diff.worse, false);
    assert.equal(diff.counts.evidence_lost, 0);
  });
});

describe('currentResult', () => {
  const stamp = (documentVersion: number, sourcesEpoch: number) => ({ documentVersion, sourcesEpoch });

  it('takes a stored result verified against the current text and sources as it is', async () => {
    let runs = 0;
    const r = await currentResult({ stored: () => stamp(3, 7), now: () => stamp(3, 7), running: () => undefined, verify: async () => (runs++, 'done' as const) });
    assert.deepEqual(r, stamp(3, 7));
    assert.equal(runs, 0);
  });

  it('verifies again when the text was edited since, or the sources changed', async () => {
    for (const old of [stamp(2, 7), stamp(3, 6)]) {
      let stored = old;
      const r = await currentResult({ stored: () => stored, now: () => stamp(3, 7), running: () => undefined, verify: async () => ((stored = stamp(3, 7)), 'done' as const) });
      assert.deepEqual(r, stamp(3, 7));
    }
  });

  it('waits for a run under way instead of superseding it', async () => {
    let stored = stamp(1, 0);
    let verified = 0;
    const running = new Promise<void>((resolve) => setTimeout(() => ((stored = stamp(1, 1)), resolve()), 10));
    let pending: Promise<void> | undefined = running.finally(() => (pending = undefined));
    const r = await currentResult({ stored: () => stored, now: () => stamp(1, 1), running: () => pending, verify: async () => (verified++, 'done' as const) });
    assert.deepEqual(r, stamp(1, 1));
    assert.equal(verified, 0);
  });

  it('gives up (nothing recorded) when the run is skipped or the sources keep changing', async () => {
    assert.equal(await currentResult({ stored: () => stamp(1, 0), now: () => stamp(1, 1), running: () => undefined, verify: async () => 'skipped' as const }), undefined);
    let epoch = 0;
    let runs = 0;
    const r = await currentResult({
      stored: () => stamp(1, epoch),
      now: () => stamp(1, epoch + 1), // a change lands during every run
      running: () => undefined,
      verify: async () => (runs++, epoch++, 'done' as const),
    }, 3);
    assert.equal(r, undefined);
    assert.equal(runs, 3);
  });
});
