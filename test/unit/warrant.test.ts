import assert from 'node:assert/strict';
import { defaultConfig, parseConfig } from '../../src/core/config';
import { WarrantSchema, type Claim } from '../../src/core/model';
import { makeClaim } from './verify-fixtures';
import { WarrantCompileError, compileWarrant, refutationBudgets, sourceRoots, stableJson } from '../../src/core/warrant';

function claim(text: string, documentPath = '/ws/drafts/chapter.md'): Claim {
  return makeClaim(text, { documentPath, modality: 'metric', risk: 'high', cues: ['number:1,897'] });
}

const config = defaultConfig('/ws');
const c1 = claim('CiteVQA contains 1,897 questions across 711 PDFs.');

describe('warrant compiler', () => {
  it('produces a valid support warrant with the documented defaults', () => {
    const w = compileWarrant({ claim: c1, config, queryTerms: ['citevqa', '1,897', 'questions'] });
    assert.doesNotThrow(() => WarrantSchema.parse(w));
    assert.match(w.id, /^warrant_[0-9a-f]{12}$/);
    assert.equal(w.kind, 'support');
    assert.equal(w.claimId, c1.id);
    assert.equal(w.claimHash, c1.hash);
    assert.equal(w.workspaceRoot, '/ws');
    assert.deepEqual(w.allowedRoots, ['/ws']);
    assert.equal(w.allowedFiles, null);
    assert.deepEqual(w.allowedOperations, ['list_files', 'search_phrase', 'search_text', 'read_window', 'find_heading', 'find_near']);
    assert.deepEqual(w.allowedModels, []);
    assert.deepEqual(w.budgets, config.budgets);
    assert.equal(w.returnPolicy, 'verbatim_spans_only');
    assert.equal(w.retention, 'metadata_only');
    assert.deepEqual(w.audit, { hashQueryTerms: true });
    assert.equal(w.onExhaustion, 'abstain');
    assert.ok(w.exclude.includes('**/.env*'));
    assert.ok(w.exclude.includes('drafts/chapter.md'), 'the draft itself is never evidence');
  });

  it('is deterministic: same input, same warrant and id; different input, different id', () => {
    const a = compileWarrant({ claim: c1, config, queryTerms: ['citevqa'] });
    const b = compileWarrant({ claim: c1, config, queryTerms: ['citevqa'] });
    assert.deepEqual(a, b);
    assert.equal(a.id, b.id);
    assert.notEqual(compileWarrant({ claim: c1, config, queryTerms: ['pdfs'] }).id, a.id);
    assert.notEqual(compileWarrant({ claim: claim('Another claim here.'), config, queryTerms: ['citevqa'] }).id, a.id);
    const { id, ...content } = a;
    assert.equal(stableJson(content), stableJson(JSON.parse(JSON.stringify(content))), 'id is over a key-order-independent form');
    assert.match(id, /^warrant_/);
  });

  it('is deeply immutable', () => {
    const w = compileWarrant({ claim: c1, config, queryTerms: ['citevqa'] });
    assert.ok(Object.isFrozen(w) && Object.isFrozen(w.budgets) && Object.isFrozen(w.allowedRoots) && Object.isFrozen(w.audit));
    assert.throws(() => {
      (w.budgets as { maxSearchOps: number }).maxSearchOps = 1000;
    }, TypeError);
    assert.throws(() => (w.allowedRoots as string[]).push('/'), TypeError);
    const terms = ['citevqa'];
    const w2 = compileWarrant({ claim: c1, config, queryTerms: terms });
    terms.push('mutated');
    assert.deepEqual(w2.queryTerms, ['citevqa'], 'the warrant keeps its own copy');
  });

  it('cited sources narrow the scope to exactly those files', () => {
    const w = compileWarrant({ claim: c1, config, queryTerms: ['x'], scopeFiles: ['/ws/papers/citevqa.txt', 'papers/a.md', '/ws/papers/citevqa.txt'] });
    assert.deepEqual(w.allowedFiles, ['/ws/papers/a.md', '/ws/papers/citevqa.txt']);
    assert.deepEqual(w.allowedRoots, w.allowedFiles);
  });

  it('configured sources become allowed roots (static glob bases, nested roots folded)', () => {
    const cfg = parseConfig('{"sources": ["papers", "papers/sub/**/*.txt", "notes/**/*.md", "refs/a.txt"]}', '/ws/.warrant.json', '/ws');
    assert.deepEqual(sourceRoots(cfg), ['/ws/notes', '/ws/papers', '/ws/refs/a.txt']);
    const w = compileWarrant({ claim: c1, config: cfg, queryTerms: [] });
    assert.deepEqual(w.allowedRoots, ['/ws/notes', '/ws/papers', '/ws/refs/a.txt']);
    assert.deepEqual(sourceRoots(parseConfig('{"sources": ["**/*.md"]}', '/ws/.warrant.json', '/ws')), ['/ws']);
  });

  it('config decides retention and the audit policy', () => {
    const cfg = parseConfig('{"retention": {"default": "store_span"}, "audit": {"plainQueryTerms": true}}', '/ws/.warrant.json', '/ws');
    const w = compileWarrant({ claim: c1, config: cfg, queryTerms: [] });
    assert.equal(w.retention, 'store_span');
    assert.deepEqual(w.audit, { hashQueryTerms: false });
  });

  it('escapes glob characters in the excluded draft path', () => {
    const w = compileWarrant({ claim: claim('x', '/ws/drafts/[draft] v2*.md'), config, queryTerms: [] });
    assert.ok(w.exclude.includes('drafts/\\[draft\\] v2\\*.md'));
  });

  describe('refutation warrants', () => {
    const support = compileWarrant({ claim: c1, config, queryTerms: ['x'], scopeFiles: ['/ws/papers/a.txt', '/ws/papers/b.txt'] });

    it('get their own smaller budget and fewer operations', () => {
      const r = compileWarrant({ claim: c1, config, queryTerms: ['x'], kind: 'refutation' });
      assert.equal(r.kind, 'refutation');
      assert.deepEqual(r.budgets, refutationBudgets(config.budgets));
      for (const k of Object.keys(r.budgets) as Array<keyof typeof r.budgets>) assert.ok(r.budgets[k] < config.budgets[k]);
      assert.ok(!r.allowedOperations.includes('list_files'));
      assert.notEqual(r.id, compileWarrant({ claim: c1, config, queryTerms: ['x'] }).id);
    });

    it('inherit the support scope and may only narrow it', () => {
      const inherited = compileWarrant({ claim: c1, config, queryTerms: ['x'], kind: 'refutation', supportWarrant: support });
      assert.deepEqual(inherited.allowedFiles, support.allowedFiles);
      const narrowed = compileWarrant({ claim: c1, config, queryTerms: ['x'], kind: 'refutation', supportWarrant: support, scopeFiles: ['/ws/papers/b.txt'] });
      assert.deepEqual(narrowed.allowedFiles, ['/ws/papers/b.txt']);
      assert.throws(
        () => compileWarrant({ claim: c1, config, queryTerms: ['x'], kind: 'refutation', supportWarrant: support, scopeFiles: ['/ws/papers/c.txt'] }),
        WarrantCompileError,
      );
      assert.throws(() => compileWarrant({ claim: c1, config, queryTerms: ['x'], kind: 'refutation', scopeFiles: ['/elsewhere/x.txt'] }), /only narrow/);
    });
  });
});
