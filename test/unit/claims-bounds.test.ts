// Bounded work per draft and per sentence before the Markdown parser and the NLP model: pathological inputs are
// blanked or capped with a notice, never parsed for minutes and never dropped in silence. The tests count what the
// parser and the tagger are given (not wall-clock time).
import assert from 'node:assert/strict';
import { boundDraft, MAX_DRAFT_CHARS, MAX_NESTING, MAX_NOTICES } from '../../src/core/claims/bounds';
import { MAX_SENTENCE_WORDS } from '../../src/core/claims/modality';
import { analyse, MAX_RUN_CHARS, nlpWork } from '../../src/core/claims/nlp';
import { extract } from './claims-helpers';

function resetWork(): void {
  nlpWork.calls = 0;
  nlpWork.chars = 0;
  nlpWork.longestRun = 0;
}

/** The deepest nesting left in the text the parser will see; offsets and line breaks kept. */
function assertBounded(draft: string): string {
  const { text } = boundDraft(draft);
  for (const line of text.split(/\r\n|\r|\n/)) {
    const markers = /^(?:[ \t]*(?:>|[*+-](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$)))+/.exec(line)?.[0].match(/>|[*+-]|\d+[.)]/g) ?? [];
    assert.ok(markers.length <= MAX_NESTING, `nesting ${markers.length} reaches the parser`);
  }
  assert.equal(text.length, draft.length);
  assert.deepEqual(text.match(/\r\n|\r|\n/g), draft.match(/\r\n|\r|\n/g));
  return text;
}

describe('claims: bounded work before the parser and the tagger', () => {
  it('a 200 KB single "word" is tagged as one token: the tagger never sees a run longer than MAX_RUN_CHARS', () => {
    const draft = 'a'.repeat(200_000);
    resetWork();
    const result = extract(draft);
    assert.equal(result.claims.length, 1);
    assert.equal(result.claims[0]!.text, draft);
    assert.ok(result.claims[0]!.cues.includes('short'));
    assert.ok(nlpWork.longestRun <= MAX_RUN_CHARS, `the tagger saw a ${nlpWork.longestRun}-character run`);
    assert.ok(nlpWork.chars <= draft.length * 2, `the tagger saw ${nlpWork.chars} characters`);
  });

  it('"1. " × 10,000 and a line of 1,500 nested list markers: not analysed, with a notice, no stack overflow', () => {
    const long = extract('1. '.repeat(10_000));
    assert.equal(long.claims.length, 0);
    assert.match(long.problems[0]!.message, /not analysed: a line opens 10000 nested lists or quotes/);
    const deep = extract('1. '.repeat(1_500) + '\n\nCiteVQA contains 1,897 questions across 711 PDFs.\n');
    assert.match(deep.problems[0]!.message, new RegExp(`opens 1500 nested lists or quotes \\(limit ${MAX_NESTING}\\)`));
    assert.deepEqual(deep.claims.map((c) => c.text), ['CiteVQA contains 1,897 questions across 711 PDFs.'], 'the rest of the draft is still checked');
    assertBounded('1. '.repeat(10_000));
    assertBounded('> '.repeat(5_000) + 'quoted');
    assert.equal(boundDraft('> '.repeat(MAX_NESTING) + 'GrepSeek searches the corpus.').changed.length, 0, 'nesting up to the limit is parsed');
  });

  it('"*a **b " × 20,000: one sentence of 40,000 words, listed but not checked, with a notice', () => {
    resetWork();
    const huge = extract('*a **b '.repeat(20_000));
    assert.equal(huge.claims.length, 1);
    assert.equal(huge.claims[0]!.needsEvidence, false);
    assert.deepEqual(huge.problems.map((p) => p.message), [`This sentence was not checked: it is longer than ${MAX_SENTENCE_WORDS} words.`]);
    assert.equal(nlpWork.calls, 1, 'one block, tagged once');
  });

  it('nesting by indentation is bounded too', () => {
    const draft = Array.from({ length: 200 }, (_, i) => ' '.repeat(2 * i) + '- item').join('\n');
    const bounded = boundDraft(draft);
    assert.equal(bounded.changed.length, 1);
    assertBounded(draft);
    const shallow = Array.from({ length: 6 }, (_, i) => ' '.repeat(2 * i) + '- item').join('\n');
    assert.equal(boundDraft(shallow).text, shallow);
  });

  it('past MAX_DRAFT_CHARS paragraphs are not analysed, with at most MAX_NOTICES notices', () => {
    const paragraph = 'GrepSeek searches the corpus. '.repeat(1000); // 30,000 characters
    const count = Math.ceil(MAX_DRAFT_CHARS / 30_002) + 40;
    const draft = Array.from({ length: count }, () => paragraph).join('\n\n');
    const bounded = boundDraft(draft);
    assert.equal(bounded.changed.length, count - Math.ceil(MAX_DRAFT_CHARS / 30_002));
    assert.equal(bounded.notices.length, MAX_NOTICES);
    assert.match(bounded.notices[0]!.message, /not analysed: the draft is longer than 2,000,000 characters/);
    assert.match(bounded.notices[MAX_NOTICES - 1]!.message, /more paragraphs from here on were not analysed/);
    assert.equal(bounded.text.slice(0, MAX_DRAFT_CHARS - 30_002), draft.slice(0, MAX_DRAFT_CHARS - 30_002));
    assert.equal(bounded.text.slice(MAX_DRAFT_CHARS + 30_002).trim(), '');
  });

  it('leaves ordinary drafts alone, code blocks included', () => {
    const draft = [
      '# Title', '', 'GrepSeek searches the corpus with **grep** and _reads_ the [files](a.md).', '',
      '- one item', '  - a nested item', '', '```', '*'.repeat(5000), '', '[['.repeat(3000), '```', '', '> A quote.',
    ].join('\n');
    const bounded = boundDraft(draft);
    assert.equal(bounded.text, draft);
    assert.deepEqual(bounded.changed, []);
  });

  it('the tagger never sees a run longer than MAX_RUN_CHARS, and the token keeps the whole run', () => {
    const run = 'h'.repeat(900);
    resetWork();
    const sentences = analyse(`The hash ${run} names the file. It is long.`);
    assert.ok(nlpWork.longestRun <= MAX_RUN_CHARS);
    assert.equal(nlpWork.calls, 1);
    assert.equal(sentences.length, 2);
    const token = sentences[0]!.tokens.find((t) => t.value.length > MAX_RUN_CHARS)!;
    assert.equal(token.value, run);
    assert.equal(token.end - token.start, run.length);
    assert.equal(sentences[1]!.tokens[0]!.value, 'It');
  });

  it('a sentence longer than MAX_SENTENCE_WORDS is listed, not checked, and reported', () => {
    const sentence = 'GrepSeek ' + 'searches files '.repeat(MAX_SENTENCE_WORDS / 2) + 'quickly.';
    const result = extract(sentence + '\n');
    assert.equal(result.claims.length, 1);
    assert.equal(result.claims[0]!.needsEvidence, false);
    assert.ok(result.claims[0]!.cues.includes('too_long'));
    assert.match(result.problems[0]!.message, new RegExp(`longer than ${MAX_SENTENCE_WORDS} words`));
  });
});
