// Inline controls in HTML comments and citations written in the draft.
import assert from 'node:assert/strict';
import * as path from 'node:path';
import { claimFor, DRAFT, extract, ROOT } from './claims-helpers';

const DRAFT_DIR = path.dirname(DRAFT);

describe('claims: inline controls', () => {
  it('<!-- warrant off --> … <!-- warrant on --> switches checking off in between', () => {
    const draft = [
      'CiteVQA contains 1,897 questions across 711 PDFs.',
      '',
      '<!-- warrant off -->',
      'GrepSeek replaces dense retrieval. ACL-Verbatim eliminates hallucination.',
      '',
      '- BM25 is always more accurate than dense retrieval.',
      '<!-- warrant on -->',
      '',
      'CiteVQA covers seven domains in two languages.',
    ].join('\n');
    const result = extract(draft);
    for (const text of ['GrepSeek replaces', 'ACL-Verbatim eliminates', 'BM25 is always']) {
      const claim = claimFor(result, text);
      assert.equal(claim.needsEvidence, false, text);
      assert.ok(claim.cues.includes('inline:off'));
      assert.equal(claim.risk, 'low');
    }
    assert.equal(claimFor(result, 'CiteVQA contains').needsEvidence, true);
    assert.equal(claimFor(result, 'CiteVQA covers').needsEvidence, true);
    assert.equal(claimFor(result, 'GrepSeek replaces').modality, 'causal', 'the modality is still reported');
  });

  it('an unclosed warrant off lasts to the end; controls are case- and whitespace-tolerant', () => {
    const draft = 'CiteVQA contains 1,897 questions.\n\n<!--   WARRANT   OFF   -->\n\nGrepSeek replaces dense retrieval.\n\nACL-Verbatim eliminates hallucination.\n';
    const result = extract(draft);
    assert.equal(claimFor(result, 'CiteVQA').needsEvidence, true);
    assert.equal(claimFor(result, 'GrepSeek').needsEvidence, false);
    assert.equal(claimFor(result, 'ACL-Verbatim').needsEvidence, false);
    assert.deepEqual(result.problems, []);
  });

  it('warrant off/on inline inside a paragraph', () => {
    const draft = 'CiteVQA contains 1,897 questions. <!-- warrant off -->GrepSeek replaces dense retrieval.<!-- warrant on --> ACL-Verbatim eliminates hallucination.\n';
    const result = extract(draft);
    assert.deepEqual(result.claims.map((c) => c.needsEvidence), [true, false, true]);
  });

  it('<!-- warrant-disable-next-line --> affects only the next line', () => {
    const draft = [
      '<!-- warrant-disable-next-line -->',
      'GrepSeek was downloaded 50,000 times. CiteVQA has 711 PDFs.',
      'ACL-Verbatim eliminates hallucination from research QA.',
      '',
      'Intro sentence here is short. <!-- Warrant-Disable-Next-Line -->',
      'BM25 is always more accurate than dense retrieval.',
    ].join('\n');
    const result = extract(draft);
    assert.equal(claimFor(result, 'GrepSeek was downloaded').needsEvidence, false);
    assert.ok(claimFor(result, 'GrepSeek was downloaded').cues.includes('inline:disable-next-line'));
    assert.equal(claimFor(result, 'CiteVQA has').needsEvidence, false);
    assert.equal(claimFor(result, 'ACL-Verbatim').needsEvidence, true);
    assert.equal(claimFor(result, 'BM25').needsEvidence, false);
  });

  it('a modality override alone on its line applies to the whole next paragraph', () => {
    const draft = [
      '<!-- warrant: opinion -->',
      'GrepSeek is the most important retrieval paper of the decade. CiteVQA is the best benchmark.',
      '',
      'GrepSeek replaces dense retrieval.',
    ].join('\n');
    const result = extract(draft);
    for (const text of ['GrepSeek is the most', 'CiteVQA is the best']) {
      const claim = claimFor(result, text);
      assert.equal(claim.modality, 'opinion');
      assert.equal(claim.override, 'inline_control');
      assert.equal(claim.needsEvidence, false);
      assert.ok(claim.cues.includes('override:opinion'));
    }
    const after = claimFor(result, 'GrepSeek replaces');
    assert.equal(after.override, null);
    assert.equal(after.needsEvidence, true);
  });

  it('an inline override applies to the next sentence only, or to the sentence that contains it', () => {
    const draft =
      'CiteVQA contains 1,897 questions. <!-- warrant: author-defined --> GrepSeek is a warranted search engine for writers. ' +
      'ACL-Verbatim eliminates hallucination. GrepSeek replaces <!--warrant:speculative--> dense retrieval.\n';
    const result = extract(draft);
    assert.equal(claimFor(result, 'CiteVQA').override, null);
    assert.equal(claimFor(result, 'GrepSeek is a').modality, 'author_defined');
    assert.equal(claimFor(result, 'ACL-Verbatim').override, null);
    assert.equal(claimFor(result, 'ACL-Verbatim').needsEvidence, true);
    assert.equal(claimFor(result, 'GrepSeek replaces').modality, 'speculative');
  });

  it('an evidence-bearing override makes a sentence a claim', () => {
    const draft = '<!-- warrant: factual -->\nI was told the GrepSeek team has four members.\n';
    const claim = extract(draft).claims[0]!;
    assert.equal(claim.modality, 'factual');
    assert.equal(claim.needsEvidence, true);
    assert.equal(claim.override, 'inline_control');
  });

  it('an unknown control is a warning naming it and listing the valid ones — never a crash', () => {
    const draft = 'Fine text about GrepSeek search.\n\n<!-- warrant: bogus -->\n\nCiteVQA contains 1,897 questions.\n\n<!-- warrant disable -->\n<!-- an ordinary comment -->\n';
    const result = extract(draft);
    assert.equal(result.problems.length, 2);
    const [modality, control] = result.problems;
    assert.equal(modality!.severity, 'warning');
    assert.match(modality!.message, /bogus/);
    assert.match(modality!.message, /opinion/);
    assert.match(modality!.message, /author_defined/);
    assert.deepEqual(modality!.range.start, { line: 2, character: 0 });
    assert.match(control!.message, /warrant disable/);
    assert.match(control!.message, /warrant off/);
    assert.match(control!.message, /warrant-disable-next-line/);
    assert.equal(claimFor(result, 'CiteVQA').needsEvidence, true, 'an unknown control changes nothing');
  });
});

describe('claims: citations', () => {
  it('a footnote whose definition names a file attaches to its sentence, with the reference range', () => {
    const draft = 'CiteVQA contains 1,897 questions.[^1] GrepSeek replaces dense retrieval.\n\n[^1]: papers/citevqa.txt\n';
    const result = extract(draft);
    const cited = claimFor(result, 'CiteVQA');
    assert.equal(cited.citations.length, 1);
    const citation = cited.citations[0]!;
    assert.equal(citation.kind, 'footnote');
    assert.equal(citation.label, '1');
    assert.equal(citation.target, 'papers/citevqa.txt');
    assert.equal(citation.resolvedPath, path.join(DRAFT_DIR, 'papers', 'citevqa.txt'));
    assert.equal(citation.line, null);
    assert.equal(citation.heading, null);
    assert.deepEqual(citation.range, { start: { line: 0, character: 33 }, end: { line: 0, character: 37 } });
    assert.equal(claimFor(result, 'GrepSeek').citations.length, 0, 'the next sentence is not cited');
  });

  it('a footnote inside the sentence attaches to it; the claim text keeps the reference', () => {
    const result = extract('GrepSeek[^g] searches the corpus with grep. Second sentence is here.\n\n[^g]: ../papers/grepseek.txt\n');
    const claim = claimFor(result, 'GrepSeek[^g]');
    assert.equal(claim.citations[0]!.resolvedPath, path.resolve(DRAFT_DIR, '../papers/grepseek.txt'));
    assert.equal(claim.modality, 'factual');
  });

  it('line and heading hints: ", line 12", ":12", "#L12", "#some-heading", a link in the definition', () => {
    const draft = [
      'Alpha claim about CiteVQA one.[^a] Beta claim about CiteVQA two.[^b] Gamma claim about CiteVQA three.[^c]',
      'Delta claim about CiteVQA four.[^d] Epsilon claim about CiteVQA five.[^e] Zeta claim about CiteVQA six.[^f]',
      '',
      '[^a]: papers/citevqa.txt, line 12',
      '[^b]: papers/citevqa.txt:12',
      '[^c]: papers/citevqa.txt#L12',
      '[^d]: notes/citevqa.md#dataset-size',
      '[^e]: see [CiteVQA notes](../notes/citevqa.md#L12)',
      '[^f]: Smith et al. 2020, p. 4.',
    ].join('\n');
    const result = extract(draft);
    const citationOf = (start: string) => claimFor(result, start).citations[0]!;
    for (const start of ['Alpha', 'Beta', 'Gamma']) {
      assert.equal(citationOf(start).resolvedPath, path.join(DRAFT_DIR, 'papers', 'citevqa.txt'), start);
      assert.equal(citationOf(start).line, 11, `${start}: 1-based in the text, 0-based stored`);
    }
    assert.equal(citationOf('Delta').heading, 'dataset-size');
    assert.equal(citationOf('Delta').line, null);
    assert.equal(citationOf('Epsilon').target, '../notes/citevqa.md#L12');
    assert.equal(citationOf('Epsilon').resolvedPath, path.resolve(DRAFT_DIR, '../notes/citevqa.md'));
    assert.equal(citationOf('Epsilon').line, 11);
    assert.equal(citationOf('Zeta').resolvedPath, null, 'a bibliographic note names no file');
    assert.deepEqual(result.problems, []);
  });

  it('a link to a local file inside a sentence is a citation; URLs, mail and anchors are not', () => {
    const draft = [
      'According to [my notes](../references/interview.md), the team built it in six weeks.',
      'The [GrepSeek paper](https://arxiv.org/abs/1234) describes the agent loop in detail.',
      'Write to [the authors](mailto:a@b.c) or read [the section](#method) about GrepSeek.',
      'The [root note](/notes/root.md) and [an encoded name](my%20notes/a%20b.md#L3) are files.',
      'A [reference link][n] is resolved through its definition.',
      '',
      '[n]: notes/ref.md',
    ].join('\n');
    const result = extract(draft);
    const interview = claimFor(result, 'According').citations;
    assert.equal(interview.length, 1);
    assert.equal(interview[0]!.kind, 'link');
    assert.equal(interview[0]!.label, 'my notes');
    assert.equal(interview[0]!.resolvedPath, path.resolve(DRAFT_DIR, '../references/interview.md'));
    assert.equal(claimFor(result, 'The [GrepSeek').citations.length, 0);
    assert.equal(claimFor(result, 'Write to').citations.length, 0);
    const files = claimFor(result, 'The [root').citations;
    assert.equal(files[0]!.resolvedPath, path.join(ROOT, 'notes', 'root.md'), "a leading '/' is the workspace root");
    assert.equal(files[1]!.resolvedPath, path.join(DRAFT_DIR, 'my notes', 'a b.md'));
    assert.equal(files[1]!.line, 2);
    assert.equal(claimFor(result, 'A [reference').citations[0]!.resolvedPath, path.join(DRAFT_DIR, 'notes', 'ref.md'));
  });

  it('a footnote reference without a definition is a warning and stays out of the prose', () => {
    const draft = 'CiteVQA contains 1,897 questions.[^missing] GrepSeek replaces dense retrieval.\n';
    const result = extract(draft);
    assert.equal(result.problems.length, 1);
    assert.equal(result.problems[0]!.severity, 'warning');
    assert.match(result.problems[0]!.message, /\[\^missing\]/);
    assert.deepEqual(result.problems[0]!.range, { start: { line: 0, character: 33 }, end: { line: 0, character: 43 } });
    assert.equal(claimFor(result, 'CiteVQA').citations.length, 0);
    assert.equal(claimFor(result, 'CiteVQA').text, 'CiteVQA contains 1,897 questions.');
  });
});

describe('claims: controls at the start of a line', () => {
  it('a control opening a line keeps the sentence after it (CommonMark would read the line as HTML)', () => {
    const draft = '<!-- warrant: opinion --> GrepSeek is the best retrieval paper ever written. CiteVQA contains 1,897 questions.\n\n- <!-- warrant off --> ACL-Verbatim eliminates hallucination.\n';
    const result = extract(draft);
    const opinion = claimFor(result, 'GrepSeek is the best');
    assert.equal(opinion.modality, 'opinion');
    assert.equal(opinion.override, 'inline_control');
    assert.equal(claimFor(result, 'CiteVQA').needsEvidence, true);
    assert.equal(claimFor(result, 'ACL-Verbatim').needsEvidence, false);
    assert.equal(claimFor(result, 'ACL-Verbatim').block, 'list_item');
  });

  it('controls written inside code are documentation, not controls', () => {
    const draft = '```md\n<!-- warrant off --> example line\n<!-- warrant: bogus -->\n```\n\nUse `<!-- warrant off -->` to stop checking.\n\nGrepSeek replaces dense retrieval.\n';
    const result = extract(draft);
    assert.deepEqual(result.problems, []);
    assert.equal(claimFor(result, 'GrepSeek').needsEvidence, true);
  });
});
