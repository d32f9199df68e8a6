// The evaluation scripts on hand-made data: a set that names its sources in sources.txt is assembled from a corpus
// root (and says which file is missing), opinions count apart from checkable claims, and the recall ceiling ranks
// claims by their signals and reports the precision at the recall asked for.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
let evalReal: any;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let ceiling: any;

const scripts = path.join(__dirname, '../../scripts');

describe('eval:real scripts', () => {
  let root: string;
  before(async () => {
    evalReal = await import(pathToFileURL(path.join(scripts, 'eval-real.mjs')).href);
    ceiling = await import(pathToFileURL(path.join(scripts, 'recall-ceiling.mjs')).href);
  });
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'warrant-evalreal-test-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function writerSet(names: string[]): string {
    const set = path.join(root, 'set');
    mkdirSync(path.join(set, 'drafts'), { recursive: true });
    writeFileSync(path.join(set, 'drafts', 'draft-01.md'), '# T\n\nThe Heron loader reads 40 modules.\n');
    writeFileSync(path.join(set, 'gold.jsonl'), JSON.stringify({ claim: 'The Heron loader reads 40 modules.', draft: 'drafts/draft-01.md', paragraph: 1, label: 'supports' }) + '\n');
    writeFileSync(path.join(set, 'sources.txt'), ['# the documents', ...names, ''].join('\n'));
    return set;
  }

  it('assembles a set from sources.txt: drafts, gold and each named file under corpus/ at its relative path', () => {
    const corpus = path.join(root, 'corpus-root');
    mkdirSync(path.join(corpus, 'peps'), { recursive: true });
    writeFileSync(path.join(corpus, 'peps', 'pep-1.rst'), 'The Heron loader reads 40 modules.\n');
    writeFileSync(path.join(corpus, 'peps', 'pep-2.rst'), 'Not named, not copied.\n');
    const assembled = evalReal.assembleSet(writerSet(['peps/pep-1.rst']), corpus);
    try {
      assert.equal(readFileSync(path.join(assembled.dir, 'corpus', 'peps', 'pep-1.rst'), 'utf8'), 'The Heron loader reads 40 modules.\n');
      assert.equal(existsSync(path.join(assembled.dir, 'corpus', 'peps', 'pep-2.rst')), false);
      assert.ok(existsSync(path.join(assembled.dir, 'drafts', 'draft-01.md')));
      assert.ok(existsSync(path.join(assembled.dir, 'gold.jsonl')));
    } finally {
      assembled.dispose();
    }
    assert.equal(existsSync(assembled.dir), false);
  });

  it('names the first missing source and the corpus root when sources.txt names a file that is not there', () => {
    const corpus = path.join(root, 'empty-root');
    mkdirSync(corpus);
    assert.throws(() => evalReal.assembleSet(writerSet(['peps/pep-9.rst']), corpus), (err: Error) => err.message.includes('peps/pep-9.rst') && err.message.includes(corpus) && err.message.includes('--corpus-root'));
  });

  it('finds the draft a gold row names with or without its drafts/ folder', () => {
    const byDraft = new Map([['drafts/draft-01.md', { claims: [] }]]);
    assert.equal(evalReal.draftOf(byDraft, 'drafts/draft-01.md'), byDraft.get('drafts/draft-01.md'));
    assert.equal(evalReal.draftOf(byDraft, 'draft-01.md'), byDraft.get('drafts/draft-01.md'));
    assert.equal(evalReal.draftOf(byDraft, 'draft-02.md'), undefined);
  });

  it('counts opinions apart: their passing is not "checkable passed unchecked", their flagging is a false alarm', () => {
    const row = (label: string, action: string) => ({ gold: { label }, pred: { action, label: action }, spanRight: false, rightSpan: false });
    const m = evalReal.metrics([row('opinion', 'pass'), row('opinion', 'review'), row('supports', 'pass'), row('supports', 'review'), row('contradicts', 'refute'), row('not_supported', 'review')]);
    assert.equal(m.passedUnchecked, 1 / 4);
    assert.equal(m.opinionFalseAlarms, 1 / 2);
    assert.equal(m.contradictionRecall, 1);
  });

  it('recall ceiling: the precision of the top-ranked claims at the recall asked for, from every signal', () => {
    const signals = (coverage: number) => ({ coverage, plainCoverage: coverage, entityRatio: 1, numberRatio: 1, predicateFactor: 1, missingSpecific: Math.round((1 - coverage) * 5), contentTerms: 5 });
    const row = (gold: string, coverage: number, spanRight: boolean, action = 'review') => ({ set: 's', gold, action, spanRight, rightSpan: action === 'accept' && spanRight, sentences: [{ signals: signals(coverage) }] });
    // ten supported claims: one accepted already; the four best-covered candidates are right, the next ones are not
    const rows = [row('supports', 1, true, 'accept'), ...[0.95, 0.9, 0.85, 0.8].map((c) => row('supports', c, true)), ...[0.4, 0.3].map((c) => row('supports', c, false)),
      row('supports', 0.2, false), row('supports', 0.1, false), row('supports', 0.1, false), ...[0.5, 0.45, 0.35].map((c) => row('not_supported', c, false))];
    const c = ceiling.recallCeiling(rows, 0.5);
    assert.equal(c.supports, 10);
    assert.equal(c.already, 1);
    assert.equal(c.needed, 4);
    assert.equal(c.positives, 4);
    assert.deepEqual(c.precisionAtTarget, { top: 4, right: 4, precision: 1 });
    // asking for more than the candidates hold: no precision at all
    assert.equal(ceiling.recallCeiling(rows, 0.9).precisionAtTarget, null);
  });
});
