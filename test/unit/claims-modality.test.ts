// The modality gate: one modality per sentence, cues that explain it, needsEvidence and risk.
import assert from 'node:assert/strict';
import type { Claim, Modality } from '../../src/core/model';
import { EVIDENCE_MODALITIES } from '../../src/core/claims';
import { extract } from './claims-helpers';

function classify(sentence: string): Claim {
  const result = extract(sentence + '\n');
  assert.equal(result.claims.length, 1, `one sentence: ${JSON.stringify(result.claims.map((c) => c.text))}`);
  return result.claims[0]!;
}

function expectModality(sentence: string, modality: Modality): Claim {
  const claim = classify(sentence);
  assert.equal(claim.modality, modality, `${sentence} → ${claim.modality} [${claim.cues.join(', ')}]`);
  assert.equal(claim.needsEvidence, EVIDENCE_MODALITIES.has(modality), `needsEvidence of ${sentence}`);
  assert.ok(claim.cues.length > 0, 'every decision leaves a cue');
  return claim;
}

describe('claims: the four demo claims of the design (§13)', () => {
  it('classifies them as metric, causal (high), causal (high) and synthesis (high)', () => {
    const draft = [
      'CiteVQA contains 1,897 questions across 711 PDFs.',
      'ACL-Verbatim eliminates hallucination from research QA.',
      'GrepSeek replaces dense retrieval.',
      'GrepSeek, ACL-Verbatim, and CiteVQA form a single architecture for trustworthy AI writing.',
    ].join('\n');
    const [metric, eliminates, replaces, synthesis] = extract(draft).claims;
    assert.equal(metric!.modality, 'metric');
    assert.equal(metric!.risk, 'medium');
    assert.ok(metric!.cues.includes('number:1,897') && metric!.cues.includes('number:711'));
    assert.equal(eliminates!.modality, 'causal');
    assert.equal(eliminates!.risk, 'high');
    assert.ok(eliminates!.cues.includes('predicate:eliminates'));
    assert.equal(replaces!.modality, 'causal');
    assert.equal(replaces!.risk, 'high');
    assert.ok(replaces!.cues.includes('predicate:replaces'));
    assert.equal(synthesis!.modality, 'synthesis');
    assert.equal(synthesis!.risk, 'high');
    assert.ok(synthesis!.cues.some((c) => c.startsWith('join:')));
    assert.ok(synthesis!.cues.some((c) => c.startsWith('entities:') && c.includes('GrepSeek') && c.includes('ACL-Verbatim') && c.includes('CiteVQA')));
    for (const claim of [metric, eliminates, replaces, synthesis]) assert.equal(claim!.needsEvidence, true);
  });
});

describe('claims: sentences that must pass (no evidence burden)', () => {
  it('opinion: first-person evaluation, evaluative adjectives, should', () => {
    expectModality('I think GrepSeek is the most elegant retrieval paper of the year.', 'opinion');
    expectModality('Honestly, the SAA metric is the part of this work I would teach first.', 'opinion');
    expectModality('Writers should check every citation before publishing.', 'opinion');
    expectModality('The GrepSeek trace viewer is a delightful piece of engineering.', 'opinion');
  });

  it('author_defined: the writer naming or defining a term', () => {
    expectModality('I call this failure mode evidence quicksand.', 'author_defined');
    expectModality('We define a warrant as the permission a claim needs before search.', 'author_defined');
    expectModality('This is what I call citation drift in long documents.', 'author_defined');
    expectModality('In this chapter, evidence quicksand means a citation that cannot carry its sentence.', 'author_defined');
  });

  it('speculative: possibility and the future, unless a source is reported', () => {
    expectModality('Future writing tools might check citations the way compilers check types.', 'speculative');
    expectModality('Perhaps GrepSeek will replace dense retrieval one day.', 'speculative');
    const reported = classify('The authors report that ACL-Verbatim may reduce hallucination risk in research QA.');
    assert.equal(reported.needsEvidence, true, `a reported hedge is still a claim: ${reported.modality}`);
    const cited = classify('ACL-Verbatim may reduce hallucination risk.[^1]\n\n[^1]: papers/acl.txt');
    assert.equal(cited.needsEvidence, true, 'a cited hedge is still a claim');
    const inability = classify('The first GrepSeek prototype could not search scanned PDFs.');
    assert.equal(inability.needsEvidence, true, `a past inability is a fact: ${inability.modality}`);
    const month = classify('In May 2024, GrepSeek was released with its evaluation scripts.');
    assert.notEqual(month.modality, 'speculative', 'the month May is not a modal');
  });

  it('interpretive: the writer reading meaning into facts', () => {
    expectModality('This suggests that search is not the bottleneck for attribution.', 'interpretive');
    expectModality('The lesson is that search, extraction and attribution are separate jobs.', 'interpretive');
    expectModality('In other words, a correct answer is not enough when its evidence is wrong.', 'interpretive');
  });

  it('narrative: questions, imperatives, first-person process, transitions, framing and metaphors', () => {
    for (const sentence of [
      'Can the system extract evidence-bearing claims from CiteVQA?',
      'Run the verifier again on the sample chapter.',
      'See the CiteVQA notes for the details of the benchmark.',
      'Last week I reran my older notes through the checker.',
      'I pointed the tool at a small version of this article.',
      'In the next section I turn to what a writing tool can borrow.',
      'This was the first real run of the system.',
      'The verifier is still heuristic and imperfect.',
      'That is exactly the failure mode this article warns about.',
      'Search is not the whole story here.',
      'A citation is a promise.',
      'That is exactly why GrepSeek is not raw grep.',
      'For GrepSeek, the equivalent rule is:',
      'citations that decorate rather than prove',
    ]) {
      expectModality(sentence, 'narrative');
    }
    for (const sentence of ['It is something more boring and more important.', 'Evidence discipline is the whole point of this chapter.']) {
      const claim = classify(sentence);
      assert.equal(claim.needsEvidence, false, `${sentence} → ${claim.modality} [${claim.cues.join(', ')}]`);
    }
  });

  it('fragments shorter than minWords are listed as narrative', () => {
    const claim = expectModality('GrepSeek rocks.', 'narrative');
    assert.ok(claim.cues.includes('short'));
    assert.equal(extract('GrepSeek beats BM25.\n', { minWords: 3 }).claims[0]!.needsEvidence, true);
  });
});

describe('claims: evidence-bearing modalities', () => {
  it('metric: numbers, percentages and spelled quantities in a factual statement', () => {
    expectModality('On CiteVQA, the strongest model reached an SAA of 38.5%.', 'metric');
    expectModality('CiteVQA covers seven domains in two languages, English and Chinese.', 'metric');
    expectModality('In a 2024 survey of 120 retrieval systems, 84% used dense retrieval as their first stage.', 'metric');
  });

  it('dates, versions and section numbers are not metrics', () => {
    const dated = expectModality('GrepSeek was released at ACL in 2025.', 'factual');
    assert.ok(dated.cues.includes('date:2025'));
    for (const sentence of ['GPT-4 answers questions about the ACL Anthology.', 'Python 3 ships with a regular expression module.', 'Section 3 of the GrepSeek paper describes the agent loop.']) {
      const claim = classify(sentence);
      assert.ok(!claim.cues.some((c) => c.startsWith('number:')), `${sentence}: ${claim.cues.join(', ')}`);
    }
  });

  it('comparative: than, outperforms, -er than', () => {
    const claim = expectModality('GrepSeek is slower than index-based retrieval on very large corpora.', 'comparative');
    assert.equal(claim.risk, 'medium');
    expectModality('GrepSeek outperforms BM25 on multi-hop questions.', 'comparative');
  });

  it('causal: because, leads to, reduces, eliminates, improves', () => {
    const claim = expectModality('ACL-Verbatim reduces hallucination risk in research QA.', 'causal');
    assert.equal(claim.risk, 'medium');
    expectModality('Lexical overlap leads to false support for paraphrased claims.', 'causal');
    expectModality('In the Dunmore review, lower speed limits eliminated injury risk for cyclists.', 'causal');
  });

  it('definitional: a named or generic term defined in so many words', () => {
    expectModality('BM25 is a ranking function that scores documents by term frequency.', 'definitional');
    expectModality('SAA stands for Strict Attributed Accuracy in the CiteVQA benchmark.', 'definitional');
    expectModality('A protected bike lane is a bike lane physically separated from motor traffic by a kerb.', 'definitional');
  });

  it('factual: a declarative statement about a named entity, or about a class of things', () => {
    expectModality('CiteVQA was presented at a workshop in Vienna.', 'factual');
    expectModality('ACL-Verbatim answers questions over papers from the ACL Anthology.', 'factual');
    expectModality('Many researchers have written about evaluation.', 'factual');
  });

  it('synthesis needs two named entities joined by an authorial relation', () => {
    expectModality('Together, GrepSeek and ACL-Verbatim cover search and extraction.', 'synthesis');
    const single = classify('GrepSeek combines grep with an agent loop.');
    assert.notEqual(single.modality, 'synthesis', 'one entity is not a synthesis');
  });
});

describe('claims: risk', () => {
  it('high for strong predicates and quantifiers, superlatives and synthesis', () => {
    for (const sentence of [
      'BM25 is always more accurate than dense retrieval on keyword queries.',
      'CiteVQA is the largest benchmark for attributed document QA.',
      'GrepSeek was the first agent to search a corpus with grep.',
      'ACL-Verbatim guarantees faithful answers for research QA.',
      'Only GrepSeek exposes its search trajectory to the user.',
    ]) {
      const claim = classify(sentence);
      assert.equal(claim.needsEvidence, true, sentence);
      assert.equal(claim.risk, 'high', `${sentence} [${claim.cues.join(', ')}]`);
    }
  });

  it('low for plain facts and for everything that needs no evidence', () => {
    assert.equal(classify('CiteVQA was presented at a workshop in Vienna.').risk, 'low');
    assert.equal(classify('I think GrepSeek is the best paper ever written.').risk, 'low');
  });

  it('idioms are not strong quantifiers ("at all", "First,", "not only")', () => {
    for (const sentence of ['First, GrepSeek searches the corpus with grep.', 'GrepSeek does not only search but also reads files.']) {
      const claim = classify(sentence);
      assert.ok(!claim.cues.some((c) => c.startsWith('predicate:')), `${sentence}: ${claim.cues.join(', ')}`);
    }
  });
});

describe('claims: the gate on a whole chapter', () => {
  it('keeps framing and metaphors out of the evidence burden while checking the claims', () => {
    const chapter = [
      'The most honest demo is to run the engine on the article itself.',
      'The article should not merely argue for evidence-first writing.',
      'It should perform it.',
      'This was not a simulated result.',
      'The goal was narrower: can the system route overclaims to review?',
      'That is the first bar for intelligent grep.',
      'Not omniscience.',
      'Evidence discipline.',
      'CiteVQA contains 1,897 questions across 711 PDFs.',
      'GrepSeek replaces dense retrieval.',
    ].join('\n');
    const claims = extract(chapter).claims;
    const checked = claims.filter((c) => c.needsEvidence).map((c) => c.text);
    assert.deepEqual(checked, ['CiteVQA contains 1,897 questions across 711 PDFs.', 'GrepSeek replaces dense retrieval.']);
  });
});
