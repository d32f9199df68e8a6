// `warrant verify` without a draft verifies every draft of the workspace, as the config's "drafts" globs say,
// by the rule the editor uses (draftMatcher).
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { draftMatcher } from '../../src/core/config/drafts';
import { runCli, scratchDir } from './cli-fixtures';

const PAPER = 'CiteVQA is a benchmark. CiteVQA contains 1,897 questions across 711 PDFs.\n';
const CLAIM = 'CiteVQA contains 1,897 questions across 711 PDFs.\n';

function workspace(files: Record<string, string>): string {
  const dir = scratchDir();
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

function reportedPaths(out: string): string[] {
  return (JSON.parse(out) as { documents: Array<{ path: string }> }).documents.map((d) => d.path).sort();
}

describe('warrant verify without a draft: every draft of the config', function () {
  this.timeout(60_000);

  it('verifies the files matching "drafts", in subfolders too, and nothing else', async () => {
    const dir = workspace({
      '.warrant.json': '{ "sources": ["papers"], "drafts": ["drafts/**"] }',
      'papers/citevqa.txt': PAPER,
      'drafts/one.md': CLAIM,
      'drafts/part/two.md': CLAIM,
      'README.md': 'GrepSeek replaces dense retrieval everywhere.\n',
      'node_modules/pkg/drafts/x.md': CLAIM,
    });
    const r = await runCli(['verify', '--format', 'json'], dir);
    assert.equal(r.code, 0, r.err);
    assert.deepEqual(reportedPaths(r.out), ['drafts/one.md', 'drafts/part/two.md']);
  });

  it('reads the drafts of the config named by --config, relative to its folder', async () => {
    const dir = workspace({ 'book/.warrant.json': '{ "sources": ["papers"], "drafts": ["ch/*.md"] }', 'book/papers/c.txt': PAPER, 'book/ch/1.md': CLAIM });
    const r = await runCli(['verify', '--config', 'book/.warrant.json', '--format', 'json'], dir);
    assert.equal(r.code, 0, r.err);
    assert.deepEqual(reportedPaths(r.out), ['book/ch/1.md']);
  });

  it('without a config, every Markdown file is a draft and the other files are the sources', async () => {
    const dir = workspace({ 'c.txt': PAPER, 'a.md': CLAIM, 'notes/b.md': CLAIM });
    const r = await runCli(['verify', '--format', 'json'], dir);
    assert.equal(r.code, 0, r.err);
    assert.deepEqual(reportedPaths(r.out), ['a.md', 'notes/b.md']);
  });

  it('says so, naming the globs, when no file matches "drafts" (exit 1)', async () => {
    const dir = workspace({ '.warrant.json': '{ "sources": ["papers"], "drafts": ["chapters/**"] }', 'papers/c.txt': PAPER, 'drafts/one.md': CLAIM });
    const r = await runCli(['verify'], dir);
    assert.equal(r.code, 1);
    assert.equal(r.out, '');
    assert.match(r.err, /no drafts to verify: no Markdown file under \. matches "drafts" \(chapters\/\*\*\); name the drafts/);
  });

  it('the rule: drafts globs, never an explicitly listed source or an always-excluded place', () => {
    const isDraft = draftMatcher({ drafts: ['**/*.md'], sources: ['notes'] });
    assert.equal(isDraft('drafts/a.md'), true);
    assert.equal(isDraft('notes/a.md'), false, 'a listed source is evidence, not a draft');
    assert.equal(isDraft('node_modules/x/a.md'), false);
    assert.equal(isDraft('secrets/a.md'), false);
    assert.equal(isDraft('drafts/a.txt'), false);
    assert.equal(isDraft('../elsewhere/a.md'), false);
    const markdown = draftMatcher({ drafts: [], sources: [] });
    assert.equal(markdown('a.markdown'), true);
  });
});
