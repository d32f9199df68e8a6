import assert from 'node:assert/strict';
import { assertVerbatim, endsSentence, extractSpans, passageScore, spanFromRange, startsSentence } from '../../src/core/extract/index';
import { EXTRACTOR_VERSION, EvidenceSpanSchema, type EvidenceSpan } from '../../src/core/model';
import { profileClaim } from '../../src/core/verify/analysis';
import { sha256 } from '../../src/core/util/hash';
import { ALL_DOCS, CITEVQA, GREPSEEK, assertVerbatimSpans, makeDoc, makeWindow } from './verify-fixtures';

describe('extract: verbatim span extraction', () => {
  const produced: EvidenceSpan[] = [];
  const docs = [...ALL_DOCS];
  const extract = (...args: Parameters<typeof extractSpans>) => {
    const spans = extractSpans(...args);
    produced.push(...spans);
    return spans;
  };
  after(() => assertVerbatimSpans(produced, docs)); // the offset invariant over every span these tests produced

  it('returns the one sentence that carries the claim, not the whole window', () => {
    const spans = extract({ text: 'CiteVQA contains 1,897 questions across 711 PDFs.' }, makeWindow(CITEVQA), CITEVQA);
    assert.ok(spans.length >= 1);
    const best = spans[0]!;
    assert.equal(best.text, 'CiteVQA contains 1,897 questions built from 711 PDFs across seven domains.');
    assert.equal(CITEVQA.text.slice(best.start, best.end), best.text);
    assert.equal(best.line, 2);
    assert.equal(best.spanHash, sha256(best.text));
    assert.equal(best.sourceHash, CITEVQA.sourceHash);
    assert.equal(best.extractorVersion, EXTRACTOR_VERSION);
    assert.equal(best.relPath, 'papers/citevqa.txt');
    assert.equal(best.sourcePath, '/corpus/papers/citevqa.txt');
    EvidenceSpanSchema.parse(best);
  });

  it('joins two adjacent sentences only when together they carry more of the claim', () => {
    const doc = makeDoc('notes/bench.md', 'We release CiteVQA today.\nIt has 1,897 questions from 711 PDFs.\n\nUnrelated closing remark here.\n');
    docs.push(doc);
    const spans = extract({ text: 'CiteVQA has 1,897 questions from 711 PDFs.' }, makeWindow(doc), doc);
    assert.equal(spans[0]!.text, 'We release CiteVQA today.\nIt has 1,897 questions from 711 PDFs.');
    // with one sentence allowed, the best single sentence comes first
    const single = extract({ text: 'CiteVQA has 1,897 questions from 711 PDFs.' }, makeWindow(doc), doc, { maxSentences: 1 });
    assert.equal(single[0]!.text, 'It has 1,897 questions from 711 PDFs.');
    assert.ok(single.every((s) => !s.text.includes('\n')));
  });

  it('never joins sentences across a paragraph break', () => {
    const doc = makeDoc('notes/para.md', 'GrepSeek was released in 2025.\n\nIt complements index-based retrieval.\n');
    docs.push(doc);
    const spans = extract({ text: 'GrepSeek complements index-based retrieval.' }, makeWindow(doc), doc);
    assert.ok(spans.length > 0);
    assert.ok(spans.every((s) => !s.text.includes('\n\n')));
  });

  it('maps offsets inside a window that starts mid-document, with CRLF and non-ASCII text', () => {
    const text = 'Préface — notes on “naïve” retrieval.\r\n\r\nIntro line. 🙂 CiteVQA contains 1,897 questions built from 711 PDFs.\r\nAnother line about Zürich.\r\n';
    const doc = makeDoc('notes/crlf.txt', text);
    docs.push(doc);
    const from = text.indexOf('Intro');
    const spans = extract({ text: 'CiteVQA contains 1,897 questions across 711 PDFs.' }, makeWindow(doc, from, text.length), doc);
    const best = spans[0]!;
    assert.ok(best.text.endsWith('CiteVQA contains 1,897 questions built from 711 PDFs.'), best.text);
    assert.equal(text.slice(best.start, best.end), best.text);
    assert.ok(best.start > from && !best.text.includes('\n'));
    assert.equal(best.line, 2);
  });

  it('drops sentences the window cut: the missing part may hold a negation', () => {
    const text = 'Results.\nGrepSeek does not improve recall on paraphrased queries when the index is small. GrepSeek improves auditability of search trajectories. Final remark here.\n';
    const doc = makeDoc('notes/cut.md', text);
    docs.push(doc);
    const from = text.indexOf('improve recall');
    const to = text.indexOf('here.');
    const spans = extract({ text: 'GrepSeek improves recall on paraphrased queries.' }, makeWindow(doc, from, to), doc);
    assert.ok(spans.every((s) => !s.text.includes('recall')), spans.map((s) => s.text).join(' | '));
    assert.ok(spans.every((s) => s.text !== 'Final remark'));
    const whole = extract({ text: 'GrepSeek improves recall on paraphrased queries.' }, makeWindow(doc), doc);
    assert.match(whole[0]!.text, /^GrepSeek does not improve recall/);
  });

  it('knows sentence boundaries: terminators, blank lines, Markdown blocks', () => {
    const text = '# Title\n\nFirst sentence. Second one\nwraps here.\n\n- item one\n- item two\n';
    assert.ok(startsSentence(text, 0));
    assert.ok(startsSentence(text, text.indexOf('First')));
    assert.ok(startsSentence(text, text.indexOf('Second')));
    assert.ok(!startsSentence(text, text.indexOf('wraps')));
    assert.ok(startsSentence(text, text.indexOf('- item two')));
    assert.ok(endsSentence(text, text.indexOf('First sentence.') + 'First sentence.'.length));
    assert.ok(!endsSentence(text, text.indexOf('Second one') + 'Second one'.length));
    assert.ok(endsSentence(text, text.indexOf('item one') + 'item one'.length));
    assert.ok(endsSentence(text, text.length - 1));
  });

  it('stays inside the window', () => {
    const first = CITEVQA.text.indexOf('Answers are scored');
    const spans = extract({ text: 'CiteVQA contains 1,897 questions.' }, makeWindow(CITEVQA, first, CITEVQA.text.length), CITEVQA);
    for (const s of spans) assert.ok(s.start >= first);
    assert.ok(!spans.some((s) => s.text.includes('1,897')));
  });

  it('returns nothing when no sentence carries a specific word or number of the claim', () => {
    assert.deepEqual(extract({ text: 'Transformers dominate protein folding.' }, makeWindow(GREPSEEK), GREPSEEK), []);
  });

  it('ranks best first and honours the limit', () => {
    const spans = extract({ text: 'GrepSeek complements index-based retrieval.' }, makeWindow(GREPSEEK), GREPSEEK, { limit: 2 });
    assert.equal(spans.length, 2);
    assert.match(spans[0]!.text, /complements index-based retrieval/);
  });

  it('refuses a window that no longer matches the source text', () => {
    const stale = { ...makeWindow(CITEVQA), text: 'CiteVQA contains 2,000 questions.' };
    assert.throws(() => extractSpans({ text: 'CiteVQA contains 1,897 questions.' }, stale, CITEVQA), /source changed/);
    const otherHash = { ...makeWindow(CITEVQA), sourceHash: 'sha256:0' };
    assert.throws(() => extractSpans({ text: 'CiteVQA contains 1,897 questions.' }, otherHash, CITEVQA), /source changed/);
  });

  it('spanFromRange slices the source and rejects ranges outside it', () => {
    const span = spanFromRange(GREPSEEK, 0, 8);
    produced.push(span);
    assert.equal(span.text, 'GrepSeek');
    assert.equal(span.line, 0);
    assert.throws(() => spanFromRange(GREPSEEK, 5, 5), RangeError);
    assert.throws(() => spanFromRange(GREPSEEK, -1, 4), RangeError);
    assert.throws(() => spanFromRange(GREPSEEK, 0, GREPSEEK.text.length + 1), RangeError);
  });

  it('assertVerbatim rejects a span whose text was not sliced from the source', () => {
    const span = spanFromRange(GREPSEEK, 0, 8);
    assert.throws(() => assertVerbatim({ ...span, text: 'GrepSeek!' }, GREPSEEK.text), /not a verbatim slice/);
    assert.throws(() => assertVerbatim(span, 'X' + GREPSEEK.text), /not a verbatim slice/);
  });

  it('scores passages by weighted claim coverage (entities and numbers count more)', () => {
    const claim = profileClaim('CiteVQA contains 1,897 questions across 711 PDFs.');
    const full = passageScore(claim, 'CiteVQA contains 1,897 questions built from 711 PDFs across seven domains.');
    const noNumbers = passageScore(claim, 'CiteVQA contains many questions built from PDFs.');
    const other = passageScore(claim, 'The weather was pleasant.');
    assert.equal(full, 1);
    assert.ok(noNumbers > 0 && noNumbers < full);
    assert.equal(other, 0);
  });
});
