// Claim extraction: which prose is examined, sentence boundaries, exact offsets and positions, ids and hashes.
import assert from 'node:assert/strict';
import * as path from 'node:path';
import { extractClaims } from '../../src/core/claims';
import { ClaimExtractionSchema } from '../../src/core/model';
import { sha256 } from '../../src/core/util/hash';
import { claimFor, DRAFT, extract, ROOT, texts } from './claims-helpers';

describe('claims: prose selection', () => {
  it('an empty or blank document gives no claims and no problems', () => {
    for (const text of ['', '   \n\n\t\n', '---\ntitle: x\n---\n']) {
      const result = extract(text);
      assert.deepEqual(result.claims, []);
      assert.deepEqual(result.problems, []);
    }
  });

  it('examines paragraphs, list items and table cells; skips code, HTML comments, front matter, footnote definitions and images', () => {
    const draft = [
      '---',
      'title: CiteVQA contains 9,999 questions in the front matter.',
      '---',
      '# CiteVQA contains 5 questions in a heading',
      '',
      'CiteVQA contains 1,897 questions across 711 PDFs.',
      '',
      '```',
      'GrepSeek replaces dense retrieval inside a code block.',
      '```',
      '',
      '    ACL-Verbatim is indented code and must be skipped.',
      '',
      '<!-- GrepSeek replaces dense retrieval in a comment. -->',
      '',
      '- GrepSeek performs search through direct corpus interaction.',
      '- ![GrepSeek diagram shows the full agent loop](img/loop.png)',
      '',
      '| System | What it does |',
      '|---|---|',
      '| GrepSeek | GrepSeek searches the corpus with grep-like operations. |',
      '',
      'ACL-Verbatim returns verbatim spans.[^1]',
      '',
      '[^1]: papers/acl.txt says ACL-Verbatim was built in six weeks.',
    ].join('\n');
    const result = extract(draft);
    assert.deepEqual(texts(result), [
      'CiteVQA contains 1,897 questions across 711 PDFs.',
      'GrepSeek performs search through direct corpus interaction.',
      'System',
      'What it does',
      'GrepSeek',
      'GrepSeek searches the corpus with grep-like operations.',
      'ACL-Verbatim returns verbatim spans.',
    ]);
    assert.equal(claimFor(result, 'GrepSeek performs').block, 'list_item');
    assert.equal(claimFor(result, 'GrepSeek searches').block, 'table_cell');
    assert.equal(claimFor(result, 'CiteVQA contains').block, 'paragraph');
    assert.equal(claimFor(result, 'System').modality, 'narrative', 'short table labels are listed but not claims');
    assert.ok(ClaimExtractionSchema.safeParse(result).success, 'the result validates against the model schema');
  });

  it('headings are examined only when checkHeadings is set', () => {
    const draft = '# GrepSeek replaces dense retrieval everywhere\n\nCiteVQA contains 1,897 questions.\n';
    assert.deepEqual(texts(extract(draft)), ['CiteVQA contains 1,897 questions.']);
    const withHeadings = extract(draft, { checkHeadings: true });
    assert.equal(claimFor(withHeadings, 'GrepSeek replaces').block, 'heading');
    assert.equal(claimFor(withHeadings, 'GrepSeek replaces').needsEvidence, true);
  });

  it('block quotes are the source speaking: listed, marked, not verified (unless checkBlockquotes)', () => {
    const draft = '> ACL-Verbatim returns answers as verbatim source spans.\n> - CiteVQA contains 1,897 questions.\n';
    const quoted = extract(draft);
    assert.equal(quoted.claims.length, 2);
    for (const claim of quoted.claims) {
      assert.equal(claim.block, 'blockquote');
      assert.equal(claim.needsEvidence, false);
      assert.ok(claim.cues.includes('quotation'));
    }
    const checked = extract(draft, { checkBlockquotes: true });
    assert.equal(claimFor(checked, 'CiteVQA').needsEvidence, true);
    assert.equal(claimFor(checked, 'CiteVQA').modality, 'metric');
    assert.equal(claimFor(checked, 'CiteVQA').block, 'blockquote');
  });

  it('link URLs, images and inline code never reach the modality gate', () => {
    const result = extract('See the notes on [GrepSeek](https://example.com/2,000-questions) and `replaces 50%` for the history.\n');
    const claim = result.claims[0]!;
    assert.ok(!claim.cues.some((c) => c.startsWith('number:') || c.startsWith('predicate:')), claim.cues.join(','));
  });

  it('malformed Markdown never throws', () => {
    const nasty = [
      '```js\nunclosed fence with GrepSeek replaces dense retrieval.',
      '[unbalanced [brackets](( and <b>html</i> and ** stray emphasis. CiteVQA contains 1,897 questions.',
      '| a | b\n|---\n| only one cell',
      '<!-- unclosed comment GrepSeek is the best',
      '[^]: empty label\n[^x]\n\n[link]: \n',
      '\u0000\uFFFD\uD800 lone surrogate and NUL in text. GrepSeek is fast.',
      '> > > - * + 1. nested containers with GrepSeek being a search agent.',
    ];
    for (const draft of nasty) assert.doesNotThrow(() => extract(draft), draft);
  });
});

describe('claims: sentences and exact offsets', () => {
  it('splits a paragraph into sentences and keeps a sentence across a soft line break whole', () => {
    const draft = 'CiteVQA contains 1,897 questions\nacross 711 PDFs. GrepSeek replaces dense retrieval. Dr. Smith et al. built it in 2024.\n';
    const result = extract(draft);
    assert.deepEqual(texts(result), [
      'CiteVQA contains 1,897 questions\nacross 711 PDFs.',
      'GrepSeek replaces dense retrieval.',
      'Dr. Smith et al. built it in 2024.',
    ]);
    const first = result.claims[0]!;
    assert.deepEqual(first.range, { start: { line: 0, character: 0 }, end: { line: 1, character: 16 } });
  });

  it('maps CRLF line endings and tabs', () => {
    const draft = 'Intro line here is fine.\r\n\r\nCiteVQA\tcontains 1,897 questions\r\nacross 711 PDFs.\r\n\r\n- GrepSeek replaces dense retrieval.\r\n';
    const result = extract(draft);
    const metric = claimFor(result, 'CiteVQA');
    assert.equal(metric.text, 'CiteVQA\tcontains 1,897 questions\r\nacross 711 PDFs.');
    assert.deepEqual(metric.range, { start: { line: 2, character: 0 }, end: { line: 3, character: 16 } });
    assert.deepEqual(claimFor(result, 'GrepSeek').range, { start: { line: 5, character: 2 }, end: { line: 5, character: 36 } });
  });

  it('counts UTF-16 code units: emoji (surrogate pairs), accents, ß and CJK', () => {
    const draft = '🚀🚀 GrepSeek replaces dense retrieval. 🎉 Café Zürich and Straße have 3 entries.\n\n中文 CiteVQA 包含 1,897 个问题。\n\nNaïve résumé parsing fails on 12% of PDFs 🙂.\n';
    const result = extract(draft);
    const first = claimFor(result, '🚀🚀 GrepSeek');
    assert.equal(first.range.start.character, 0);
    assert.equal(first.range.end.character, '🚀🚀 GrepSeek replaces dense retrieval.'.length);
    const cafe = result.claims.find((c) => c.text.includes('Café'))!;
    assert.equal(cafe.range.end.character, draft.split('\n')[0]!.length);
    assert.ok(result.claims.some((c) => c.text.includes('包含')));
    const last = claimFor(result, 'Naïve');
    assert.equal(last.text, 'Naïve résumé parsing fails on 12% of PDFs 🙂.');
    assert.deepEqual(last.range.start, { line: 4, character: 0 });
  });

  it('a sentence with inline code or emphasis covers the raw Markdown, markup included', () => {
    const draft = '*GrepSeek* replaces `grep -r` with **agentic** search. Then [CiteVQA](notes/c.md) contains 1,897 questions. `warrant` checks claims in drafts.\n';
    const result = extract(draft);
    assert.deepEqual(texts(result), [
      '*GrepSeek* replaces `grep -r` with **agentic** search.',
      'Then [CiteVQA](notes/c.md) contains 1,897 questions.',
      '`warrant` checks claims in drafts.',
    ]);
    assert.equal(claimFor(result, '*GrepSeek*').modality, 'causal', 'computed on the plain text');
  });

  it('front matter is blanked, not removed: offsets stay those of the draft', () => {
    for (const fence of ['---', '+++']) {
      const draft = `${fence}\ntitle: "GrepSeek replaces dense retrieval"\nlist: [1, 2]\n${fence}\n\nCiteVQA contains 1,897 questions.\n`;
      const result = extract(draft);
      assert.deepEqual(texts(result), ['CiteVQA contains 1,897 questions.']);
      assert.equal(result.claims[0]!.range.start.line, 5);
    }
  });

  it('list items nested in block quotes and lists keep exact offsets', () => {
    const draft = '1. First item says GrepSeek searches corpora.\n   - Nested: CiteVQA contains 1,897 questions.\n\n     Continued paragraph inside the item about ACL-Verbatim spans.\n';
    const result = extract(draft);
    assert.equal(result.claims.length, 3);
    assert.ok(result.claims.every((c) => c.block === 'list_item'));
  });

  it('handles a 1 MB draft (linear-time parsing in chunks) with every invariant intact', function () {
    this.timeout(120_000);
    const section = [
      '## Section',
      '',
      'CiteVQA contains 1,897 questions across 711 PDFs.[^c] GrepSeek replaces dense retrieval.',
      'I think this is a *lovely* idea. See [notes](../notes/n.md#L3) for more.',
      '',
      '> ACL-Verbatim returns verbatim spans.',
      '',
      '- BM25 is a ranking function that scores documents by term frequency and document length.',
      '',
      '```',
      'code that is skipped',
      '```',
      '',
      '<!-- warrant: opinion -->',
      'GrepSeek is the best retrieval system ever built.',
      '',
    ].join('\n');
    const body = section.repeat(Math.ceil(1_000_000 / section.length));
    const draft = body + '\n[^c]: ../papers/citevqa.txt#L4\n';
    assert.ok(draft.length >= 1_000_000);
    const result = extract(draft);
    const sections = Math.ceil(1_000_000 / section.length);
    assert.equal(result.claims.length, sections * 7);
    const metrics = result.claims.filter((c) => c.text === 'CiteVQA contains 1,897 questions across 711 PDFs.');
    assert.equal(metrics.length, sections);
    assert.ok(metrics.every((c) => c.citations.length === 1 && c.citations[0]!.line === 3), 'a definition far away still resolves');
    assert.equal(result.claims.filter((c) => c.override === 'inline_control').length, sections);
    assert.equal(new Set(result.claims.map((c) => c.id)).size, result.claims.length, 'ids are unique');
  });
});

describe('claims: ids and hashes', () => {
  const draft = 'GrepSeek replaces dense retrieval. CiteVQA contains 1,897 questions.\n\nGrepSeek replaces dense retrieval.\n';

  it('same text and document give the same ids across runs; repeated text gets distinct ids', () => {
    const a = extract(draft);
    const b = extract(draft);
    assert.deepEqual(a.claims.map((c) => c.id), b.claims.map((c) => c.id));
    assert.match(a.claims[0]!.id, /^claim_[0-9a-f]{12}$/);
    assert.notEqual(a.claims[0]!.id, a.claims[2]!.id, 'second occurrence of the same sentence');
    assert.equal(a.claims[0]!.hash, a.claims[2]!.hash);
    assert.equal(a.claims[0]!.hash, sha256('GrepSeek replaces dense retrieval.'));
  });

  it('ids use the draft path relative to the root, and survive edits elsewhere in the document', () => {
    const elsewhere = extract(draft, {}, path.join(ROOT, 'drafts', 'other.md'));
    assert.notEqual(elsewhere.claims[0]!.id, extract(draft).claims[0]!.id);
    const movedRoot = extractClaims(draft, path.join('/elsewhere', 'drafts', 'chapter.md'), { root: '/elsewhere', checkHeadings: false, checkBlockquotes: false, minWords: 4 });
    assert.equal(movedRoot.claims[0]!.id, extract(draft).claims[0]!.id, 'the same workspace-relative draft');
    const edited = extract('A new opening paragraph about nothing much.\n\n' + draft);
    assert.equal(claimFor(edited, 'CiteVQA').id, claimFor(extract(draft), 'CiteVQA').id);
  });

  it('paragraphKey is shared inside a block and changes when the block changes', () => {
    const result = extract(draft);
    assert.equal(result.claims[0]!.paragraphKey, result.claims[1]!.paragraphKey);
    assert.notEqual(result.claims[0]!.paragraphKey, result.claims[2]!.paragraphKey);
    assert.equal(result.claims[0]!.paragraphKey, sha256('GrepSeek replaces dense retrieval. CiteVQA contains 1,897 questions.'));
    const edited = extract(draft.replace('1,897', '1,898'));
    assert.notEqual(edited.claims[0]!.paragraphKey, result.claims[0]!.paragraphKey);
    assert.equal(edited.claims[2]!.paragraphKey, result.claims[2]!.paragraphKey);
  });

  it('documentPath is carried on every claim and on the extraction', () => {
    const result = extract(draft);
    assert.equal(result.documentPath, DRAFT);
    assert.ok(result.claims.every((c) => c.documentPath === DRAFT));
  });
});

describe('claims: sentence boundaries wink gets wrong', () => {
  it('does not end a sentence inside a version number or after an abbreviation followed by lower case', () => {
    const result = extract('The model v2.1 was released by OpenAI in 2024. See Fig. 3 for the results. Smith et al. found a gain.\n');
    assert.deepEqual(texts(result), ['The model v2.1 was released by OpenAI in 2024.', 'See Fig. 3 for the results.', 'Smith et al. found a gain.']);
    assert.ok(!result.claims[0]!.cues.some((c) => c.startsWith('number:')), result.claims[0]!.cues.join(', '));
  });

  it('does not end a sentence at "!", "?" or "." inside inline code (`todo!()`, `vec![]`, `os.path`)', () => {
    const result = extract('The `todo!()` macro panics, so any code after it is unreachable. The `Path.is_file?` check runs first. It ends here.\n');
    assert.deepEqual(texts(result), ['The `todo!()` macro panics, so any code after it is unreachable.', 'The `Path.is_file?` check runs first.', 'It ends here.']);
    assert.equal(result.claims[0]!.modality, 'factual');
  });

  it('does not end a sentence at the try operator written bare ("into expr? automatically"), but does at a question', () => {
    const result = extract('Quillfix can turn try!(expr) into expr? automatically in nearly every case. Is it fast? It is.\n');
    assert.deepEqual(texts(result), ['Quillfix can turn try!(expr) into expr? automatically in nearly every case.', 'Is it fast?', 'It is.']);
  });
});

describe('claims: inputs that could make a naive extractor quadratic', () => {
  it('many comments, undefined footnotes, unclosed brackets and one huge paragraph', function () {
    this.timeout(120_000);
    const comments = '<!-- note --> GrepSeek searches the corpus with grep.\n'.repeat(4000);
    assert.equal(extract(comments).claims.length, 4000);
    const undefinedRefs = extract('CiteVQA contains 1,897 questions.[^x] '.repeat(5000));
    assert.equal(undefinedRefs.problems.length, 5000);
    const brackets = extract('[ GrepSeek searches the corpus without a closing bracket.\n'.repeat(4000));
    assert.ok(brackets.claims.length > 0);
    const paragraph = extract('GrepSeek replaces dense retrieval. '.repeat(20000));
    assert.equal(paragraph.claims.length, 20000);
    assert.equal(new Set(paragraph.claims.map((c) => c.id)).size, 20000);
  });
});

describe('claims: offsets on generated drafts', () => {
  it('keeps every invariant on 300 random mixes of Markdown constructs, line endings and scripts', function () {
    this.timeout(120_000);
    const pieces = [
      'GrepSeek replaces dense retrieval.', 'CiteVQA contains 1,897 questions across 711 PDFs.', '*emphasised GrepSeek claim*', '**strong**',
      '`inline code`', '[a link](notes/a.md#L3)', '![image](x.png)', '[^1]', '<!-- warrant: opinion -->', '<!-- warrant off -->',
      '<!-- warrant on -->', '&amp; entity', '\\*escaped\\*', 'Café Zürich straße', '中文句子。', '🚀🎉', '\t', ' ', '  ', '.', '?', '!',
      '\n', '\r\n', '\n\n', '\r\n\r\n', '\n- ', '\n1. ', '\n> ', '\n# ', '\n| a | b |\n|---|---|\n| c | d |\n', '\n```\ncode\n```\n',
      '~~struck~~', 'Dr. Smith et al. wrote it.', 'v2.1', '<b>html</b>', '[^1]: papers/a.txt\n', '[ref]: notes/r.md\n', '[text][ref]',
    ];
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x7fffffff;
    };
    for (let doc = 0; doc < 300; doc++) {
      let draft = '';
      const length = 5 + Math.floor(random() * 40);
      for (let i = 0; i < length; i++) draft += pieces[Math.floor(random() * pieces.length)]! + (random() < 0.5 ? ' ' : '');
      assert.doesNotThrow(() => extract(draft), JSON.stringify(draft));
    }
  });
});
