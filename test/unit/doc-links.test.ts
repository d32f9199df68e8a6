// The documentation's relative links and anchors resolve (scripts/check-doc-links.mjs): README.md and docs/*.md link
// into each other by GitHub heading anchors, and a moved or renamed heading must not leave a link behind.
import assert from 'node:assert/strict';
import * as path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

describe('documentation links (scripts/check-doc-links.mjs)', () => {
  it('every relative link and anchor of README.md and docs/*.md resolves', async () => {
    const { checkRepository, documentationOf } = await import('../../scripts/check-doc-links.mjs');
    const files = documentationOf(ROOT);
    assert.ok('README.md' in files && 'docs/cli.md' in files, `read: ${Object.keys(files).join(', ')}`);
    const broken = checkRepository(ROOT);
    assert.deepEqual(broken.map((b) => `${b.file}:${b.line}: ${b.target} (${b.reason})`), []);
  });

  it('reports a broken anchor, a missing file and a link to the wrong duplicate, and ignores code and web links', async () => {
    const { brokenLinks } = await import('../../scripts/check-doc-links.mjs');
    const files = {
      'README.md': [
        '# Tool — a title', '', '## Speed (this round)', '', '## Speed (this round)', '',
        'See [speed](#speed-this-round), [again](#speed-this-round-1), [a third](#speed-this-round-2),',
        '[history](docs/history.md#round-1-2026-11-29), [gone](docs/history.md#round-2), [a file](docs/missing.md),',
        '[the title](#tool--a-title), [web](https://example.org/#nothing) and `[code](#not-a-link)`.', '',
        '```md', '[fenced](#not-a-link-either)', '```',
      ].join('\n'),
      'docs/history.md': '# History\n\n## Round 1 (2026-11-29)\n\nBack to [the README](../README.md#speed-this-round-1) and [a heading that is not there](../README.md#speed).\n',
    };
    const broken = brokenLinks(files).map((b) => `${b.file}:${b.line}: ${b.target}`);
    assert.deepEqual(broken, [
      'README.md:7: #speed-this-round-2',
      'README.md:8: docs/history.md#round-2',
      'README.md:8: docs/missing.md',
      'docs/history.md:5: ../README.md#speed',
    ]);
  });

  it('makes anchors as GitHub does: code, punctuation and arrows dropped, spaces kept as hyphens', async () => {
    const { slugOf } = await import('../../scripts/check-doc-links.mjs');
    assert.equal(slugOf('Configuration: `.warrant.json`'), 'configuration-warrantjson');
    assert.equal(slugOf('Edit a source → see the attribution diff (VS Code)'), 'edit-a-source--see-the-attribution-diff-vs-code');
    assert.equal(slugOf('Seventeenth pass (speed): where a warm `--no-reuse` run goes now'), 'seventeenth-pass-speed-where-a-warm---no-reuse-run-goes-now');
    assert.equal(slugOf("What a span says at the claim's own places"), 'what-a-span-says-at-the-claims-own-places');
    assert.equal(slugOf('snake_case and [a link](x.md)'), 'snake_case-and-a-link');
  });
});
