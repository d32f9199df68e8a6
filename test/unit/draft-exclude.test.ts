// `<!-- warrant exclude: … -->`: a source one draft may not use as evidence (the editor's "Don't use this source
// for this draft"). It only narrows: the kernel refuses the file, other drafts still use it.
import assert from 'node:assert/strict';
import { parseConfig } from '../../src/core/config';
import { extractClaims } from '../../src/core/claims/index';
import { createEngine } from '../../src/core/engine';
import { MemoryFileSystem } from '../../src/core/fs/memory-fs';
import { silentLogger, systemClock } from '../../src/core/ports';
import { excludeSourceInsertion } from '../../src/extension/text-edits';

const ROOT = '/ws';
const CLAIM = 'The Orbix survey covered 412 observatories in nine countries.';

function engine() {
  const fs = new MemoryFileSystem()
    .writeFile(`${ROOT}/papers/orbit.txt`, `Results\n\n${CLAIM}\n`)
    .writeFile(`${ROOT}/notes/orbit-notes.txt`, `From the talk: ${CLAIM}\n`);
  const config = parseConfig('{ "sources": ["papers", "notes"] }', `${ROOT}/.warrant.json`, ROOT);
  return createEngine({ config, ports: { fs, clock: systemClock, logger: silentLogger } });
}

const OPTIONS = { root: ROOT, checkHeadings: false, checkBlockquotes: false, minWords: 4 };

describe('a source excluded for one draft', function () {
  this.timeout(30_000);

  it('is never evidence for that draft, and the kernel refuses it; other drafts still use it', async () => {
    const e = engine();
    const both = await e.verifyDocument({ documentPath: `${ROOT}/drafts/a.md`, text: `${CLAIM}\n` });
    const used = new Set(both.results[0]!.evidence.map((s) => s.relPath));
    assert.equal(both.results[0]!.action, 'accept');

    const one = await e.verifyDocument({ documentPath: `${ROOT}/drafts/b.md`, text: `<!-- warrant exclude: ../papers/orbit.txt -->\n\n${CLAIM}\n` });
    const r = one.results.find((x) => x.claim.text === CLAIM)!;
    assert.equal(r.action, 'accept', 'the notes still carry it');
    assert.deepEqual(r.evidence.map((s) => s.relPath), ['notes/orbit-notes.txt']);
    assert.ok(r.warrant && r.trace.every((t) => t.files.every((f) => f !== 'papers/orbit.txt')), 'the excluded paper is never read');
    assert.ok(used.size >= 1);

    const none = await e.verifyDocument({
      documentPath: `${ROOT}/drafts/c.md`,
      text: `<!-- warrant exclude: ../papers/orbit.txt -->\n<!-- warrant exclude: ../notes/orbit-notes.txt -->\n\n${CLAIM}\n`,
    });
    const n = none.results.find((x) => x.claim.text === CLAIM)!;
    assert.notEqual(n.action, 'accept', 'with both sources excluded nothing carries it');
    assert.equal(n.evidence.length, 0);

    const again = await e.verifyDocument({ documentPath: `${ROOT}/drafts/a.md`, text: `${CLAIM}\n` });
    assert.equal(again.results[0]!.action, 'accept', 'the exclusion belonged to the other draft only');
  });

  it('a cited source the draft excluded is refused, not accepted', async () => {
    const doc = await engine().verifyDocument({
      documentPath: `${ROOT}/drafts/d.md`,
      text: `<!-- warrant exclude: ../papers/orbit.txt -->\n<!-- warrant exclude: ../notes/orbit-notes.txt -->\n\n${CLAIM}[^1]\n\n[^1]: ../papers/orbit.txt\n`,
    });
    const r = doc.results.find((x) => x.claim.text.startsWith(CLAIM))!;
    assert.notEqual(r.action, 'accept');
    assert.equal(r.evidence.length, 0);
  });

  it('is parsed relative to the draft; a path outside the workspace or an empty one is a problem', () => {
    const x = extractClaims(`<!-- warrant exclude: ../papers/orbit.txt -->\n<!-- warrant exclude: ../../../etc/passwd -->\n<!-- warrant exclude: -->\n\n${CLAIM}\n`, `${ROOT}/drafts/a.md`, OPTIONS);
    assert.deepEqual(x.excludedSources, [`${ROOT}/papers/orbit.txt`]);
    assert.equal(x.problems.length, 2, JSON.stringify(x.problems));
    assert.match(x.problems.map((p) => p.message).join('\n'), /outside the workspace[\s\S]*names no source|names no source[\s\S]*outside the workspace/);
  });

  it('the quick fix writes the control at the top of the draft (after front matter), once', () => {
    const text = `---\ntitle: A\n---\n# Ch\n\n${CLAIM}\n`;
    const ins = excludeSourceInsertion(text, '/ws/drafts/a.md', '/ws/papers/orbit.txt')!;
    const edited = text.slice(0, ins.offset) + ins.text + text.slice(ins.offset);
    assert.equal(edited, `---\ntitle: A\n---\n<!-- warrant exclude: ../papers/orbit.txt -->\n# Ch\n\n${CLAIM}\n`);
    assert.deepEqual(extractClaims(edited, '/ws/drafts/a.md', OPTIONS).excludedSources, ['/ws/papers/orbit.txt']);
    assert.equal(excludeSourceInsertion(edited, '/ws/drafts/a.md', '/ws/papers/orbit.txt'), undefined, 'already excluded');
  });
});
