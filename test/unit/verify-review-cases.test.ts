// False accepts found in review, held as regressions: plans are not deeds, a figure's bound or statistic is part
// of it, and unit symbols ("200 s" vs "200 ms") are units.
import assert from 'node:assert/strict';
import { parseConfig } from '../../src/core/config';
import { createEngine } from '../../src/core/engine';
import { MemoryFileSystem } from '../../src/core/fs/memory-fs';
import { silentLogger, systemClock } from '../../src/core/ports';

const SOURCE = [
  'The authors plan to extend CiteVQA to more languages.',
  'Latency of the Alpha service was 200 ms at the median.',
  'The GrepSeek agent ran a median of 7 search commands per question.',
  'Bees visited the feeder up to 40 times per hour.',
].join('\n');

async function verdicts(draft: string) {
  const fs = new MemoryFileSystem().writeFile('/ws/src/a.txt', SOURCE + '\n');
  const engine = createEngine({ config: parseConfig('{ "sources": ["src"] }', '/ws/.warrant.json', '/ws'), ports: { fs, clock: systemClock, logger: silentLogger } });
  return (await engine.verifyDocument({ documentPath: '/ws/d.md', text: draft })).results;
}

describe('verifier: cases found in review', function () {
  this.timeout(30_000);
  it('a plan does not carry that it happened', async () => {
    const [r] = await verdicts('The authors have extended CiteVQA to more languages.\n');
    assert.notEqual(r!.action, 'accept');
    assert.ok(r!.verdict.flags.some((f) => f.startsWith('hedge_dropped:plan')), r!.verdict.flags.join(','));
  });
  it('a dropped or changed bound on a figure is not support', async () => {
    for (const claim of ['The GrepSeek agent ran 7 search commands per question.', 'The GrepSeek agent ran over 7 search commands per question.', 'Bees visited the feeder 40 times per hour.']) {
      const [r] = await verdicts(claim + '\n');
      assert.notEqual(r!.action, 'accept', claim);
      assert.notEqual(r!.verdict.label, 'supports', claim);
    }
    const [kept] = await verdicts('Bees visited the feeder up to 40 times per hour.\n');
    assert.equal(kept!.action, 'accept');
  });
  it('reads unit symbols: 200 s is not 200 ms', async () => {
    const [r] = await verdicts('Latency of the Alpha service was 200 s at the median.\n');
    assert.equal(r!.verdict.label, 'contradicts');
    const [same] = await verdicts('Latency of the Alpha service was 200 ms at the median.\n');
    assert.equal(same!.action, 'accept');
  });
});
