import assert from 'node:assert/strict';
import type { EvidenceSpan } from '../../src/core/model';
import { buildEvidenceSet, joinText, overstrongJoin } from '../../src/core/synthesis';

const span = (text: string, relPath = 'papers/a.txt'): EvidenceSpan => ({
  sourcePath: '/w/' + relPath, relPath, start: 0, end: text.length, line: 0, text, spanHash: 'sha256:x', sourceHash: 'sha256:y', extractorVersion: 'x',
});

describe('synthesis EvidenceSets', () => {
  const plain = 'GrepSeek, ACL-Verbatim, and CiteVQA form a single architecture for trustworthy AI writing.';
  const entities = ['GrepSeek', 'ACL-Verbatim', 'CiteVQA'];

  it('takes the named components out of the claim to leave the join', () => {
    assert.equal(joinText(plain, entities), 'form a single architecture for trustworthy AI writing');
    assert.equal(joinText('Together, GrepSeek and CiteVQA cover search and evaluation.', ['GrepSeek', 'CiteVQA']), 'cover search and evaluation');
  });

  it('supports the parts and leaves the join to the author', () => {
    const set = buildEvidenceSet(plain, entities.map((e) => ({ entity: e, span: span(`${e} does one job well.`) })));
    assert.equal(set.compositionVerdict, 'supported_interpretation');
    assert.equal(set.subclaims.length, 3);
    assert.ok(set.subclaims.every((s) => s.verdict.label === 'supports' && s.evidence.length === 1));
    assert.deepEqual(set.joins, [{ text: 'form a single architecture for trustworthy AI writing', verdict: 'author_interpretation' }]);
    assert.match(set.note, /author supplies the join/);
  });

  it('names the part nothing in scope grounds', () => {
    const set = buildEvidenceSet(plain, [{ entity: 'GrepSeek', span: span('GrepSeek searches.') }, { entity: 'ACL-Verbatim', span: null }, { entity: 'CiteVQA', span: span('CiteVQA evaluates.') }]);
    assert.equal(set.compositionVerdict, 'unsupported_subclaim');
    assert.match(set.note, /ACL-Verbatim/);
    assert.equal(set.subclaims[1]!.verdict.label, 'not_in_corpus');
  });

  it('calls a join that claims to prove or replace overstrong', () => {
    assert.equal(overstrongJoin('together prove that retrieval is solved'), 'prove');
    const set = buildEvidenceSet('GrepSeek and CiteVQA together replace peer review.', [{ entity: 'GrepSeek', span: span('GrepSeek searches.') }, { entity: 'CiteVQA', span: span('CiteVQA evaluates.') }]);
    assert.equal(set.compositionVerdict, 'overstrong_join');
  });

  it('marks a hedged join as speculative and a contradicted part as conflicting', () => {
    assert.equal(buildEvidenceSet('GrepSeek and CiteVQA might form a toolkit.', [{ entity: 'GrepSeek', span: span('GrepSeek searches.') }, { entity: 'CiteVQA', span: span('CiteVQA evaluates.') }]).compositionVerdict, 'speculative_extension');
    assert.equal(buildEvidenceSet(plain, [{ entity: 'GrepSeek', span: span('GrepSeek searches.'), contradicted: true }, { entity: 'CiteVQA', span: span('CiteVQA evaluates.') }]).compositionVerdict, 'conflicting_subclaims');
  });
});

describe('synthesis joins that carry figures or strong claims are never certified', () => {
  const { modestJoin } = require('../../src/core/synthesis') as typeof import('../../src/core/synthesis');
  it('sends a join with figures no part carries to human review', () => {
    const set = buildEvidenceSet('CiteVQA and GrepSeek combined answer 99% of open-domain questions in under one second.', [
      { entity: 'CiteVQA', span: span('CiteVQA is a benchmark of 1,897 questions.') },
      { entity: 'GrepSeek', span: span('GrepSeek answered 63% of the open-domain test questions correctly.') },
    ]);
    assert.equal(set.compositionVerdict, 'requires_human_review');
    assert.match(set.note, /99%/);
  });
  it('calls only short, plain relating joins modest', () => {
    assert.ok(modestJoin('cover search, extraction and evaluation'));
    assert.ok(!modestJoin('answer 99% of questions'));
    assert.ok(!modestJoin('form a unified pipeline that proves retrieval is solved'));
    assert.ok(!modestJoin('do not measure how long a model takes to find the evidence in long reports'));
  });
});
