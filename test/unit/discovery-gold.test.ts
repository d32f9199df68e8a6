import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { DiscoveryIndex } from '../../src/core/discovery';
import { contentTerms } from '../../src/core/text';

const ROOT = path.resolve(__dirname, '../..');

interface GoldRow { claim: string; sourcePath?: string; span?: string }

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'drafts' ? [] : sourceFiles(full);
    return /\.(md|txt)$/.test(e.name) ? [full] : [];
  });
}

describe('discovery: gold corpus recall', () => {
  it('ranks the gold evidence sentence in the top 5 for nearly every supported claim of corpus B', () => {
    const corpus = path.join(ROOT, 'test/fixtures/corpus-b');
    const index = new DiscoveryIndex();
    for (const file of sourceFiles(corpus)) {
      index.addDocument({ absPath: file, relPath: path.relative(corpus, file), text: fs.readFileSync(file, 'utf8'), sourceHash: file });
    }
    const rows = fs.readFileSync(path.join(ROOT, 'test/gold/gold-corpus-b.jsonl'), 'utf8')
      .split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l) as GoldRow)
      .filter((r) => r.sourcePath !== undefined && r.span !== undefined);
    assert.ok(rows.length >= 30, `gold rows with evidence: ${rows.length}`);
    const misses: string[] = [];
    for (const row of rows) {
      const file = path.join(ROOT, row.sourcePath!);
      const at = fs.readFileSync(file, 'utf8').indexOf(row.span!);
      assert.ok(at >= 0, `gold span is verbatim in ${row.sourcePath}`);
      const hits = index.search(contentTerms(row.claim), { limit: 5 });
      const found = hits.some((h) => h.absPath === file && h.start < at + row.span!.length && h.end > at);
      if (!found) misses.push(row.claim);
    }
    assert.ok(misses.length <= rows.length * 0.05, `missed:\n${misses.join('\n')}`);
  });
});
