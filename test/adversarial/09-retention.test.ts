// Issue 13, case 9: permission to read is not permission to keep. Verdict flags carry codes, not source words, in
// the lockfile unless every source may keep its text; prototype keys are refused in config and lockfile.
import * as assert from 'node:assert/strict';
import type { ResolvedConfig } from '../../src/core/config/schema';
import { LockfileError, MemoryStateStore, parseLockfile, updateLockfile } from '../../src/core/records';
import { CITEVQA, claimResult, documentResult, FakeClock, makeConfig, spanOf } from '../unit/records-fixtures';

const SOURCE_WORDS = ['Maria', 'Lopez', 'probably', 'Example Labs', '1,897'];
const FLAGS = ['other_entity:Maria Lopez', 'hedge_dropped:probably', 'number_mismatch:1,897', 'overclaim:Example Labs', 'entity_missing'];

async function storedFlags(config: ResolvedConfig): Promise<{ flags: string[]; text: string }> {
  const span = spanOf('papers/citevqa.md', CITEVQA, 'CiteVQA contains 1,897 questions across 711 PDFs.');
  const result = claimResult({ text: 'CiteVQA contains 1,897 questions across 711 PDFs.', evidence: [span] });
  result.verdict = { ...result.verdict, flags: [...FLAGS] };
  const store = new MemoryStateStore();
  await updateLockfile(config, [documentResult([result])], { store, clock: new FakeClock() });
  const text = [...store.files.entries()].filter(([p]) => p.endsWith('evidence.lock.json')).map(([, f]) => f.data).join('');
  const lock = parseLockfile(text, 'lock');
  return { flags: Object.values(lock.documents).flat()[0]!.verdict.flags, text };
}

describe('adversarial 9: retention of verdict flags and prototype keys', () => {
  const strict: Array<[string, Partial<ResolvedConfig>]> = [
    ['metadata_only (the default)', {}],
    ['store_redacted_span', { retention: { default: 'store_redacted_span', overrides: [] } }],
    ['a sensitive store_span override', { retention: { default: 'store_span', overrides: [{ sources: ['papers'], sensitive: true }] } }],
    ['a metadata_only override on the evidence source', { retention: { default: 'store_span', overrides: [{ sources: ['papers/**'], retention: 'metadata_only' }] } }],
  ];
  for (const [name, patch] of strict) {
    it(`under ${name} the lockfile keeps flag codes only`, async () => {
      const { flags, text } = await storedFlags(makeConfig(patch));
      assert.deepEqual(flags, ['other_entity', 'hedge_dropped', 'number_mismatch', 'overclaim', 'entity_missing']);
      for (const word of SOURCE_WORDS) assert.ok(!text.includes(`:${word}`), `the lockfile keeps "${word}"`);
    });
  }

  it('under store_span (not sensitive) the flags keep their arguments', async () => {
    const { flags } = await storedFlags(makeConfig({ retention: { default: 'store_span', overrides: [] } }));
    assert.deepEqual(flags, FLAGS);
  });

  const base = { schemaVersion: 1, generator: 'warrant', documents: {}, tombstones: [] };
  for (const key of ['__proto__', 'constructor', 'prototype']) {
    it(`a "${key}" key at the top of the lockfile is refused`, () => {
      const text = JSON.stringify(base).replace('{', `{"${key}": {"documents": {"x.md": []}},`);
      assert.throws(() => parseLockfile(text, 'lock'), (e: unknown) => e instanceof LockfileError && e.message.includes(`"${key}" is not allowed`));
    });
    it(`a "${key}" draft key in documents is refused`, () => {
      const text = JSON.stringify(base).replace('"documents":{}', `"documents":{"${key}":[]}`);
      assert.throws(() => parseLockfile(text, 'lock'), LockfileError);
    });
  }
});
