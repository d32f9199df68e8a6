import assert from 'node:assert/strict';
import { extractSpans } from '../../src/core/extract/index';
import { DiscoveryIndex } from '../../src/core/discovery';
import { EvidenceSpanSchema, type Claim } from '../../src/core/model';
import {
  SourceDocumentSchema, contextOf, formatOf, parseSource, previousSentence, sentenceAt, sentenceCount, type SourceDocument,
} from '../../src/core/sources';
import { contentTerms } from '../../src/core/text';
import { sha256 } from '../../src/core/util/hash';
import { verifyClaim } from '../../src/core/verify';
import { extractClaims } from '../../src/core/claims';
import { resolveSubject } from '../../src/core/engine/subject';
import { storeSpan } from '../../src/core/records/build';
import { EvidenceHasher } from '../../src/core/records/retention';
import { StoredSpanSchema } from '../../src/core/records/schema';
import { makeDoc, makeWindow } from './verify-fixtures';

/** Every sentence as [kind, normalised text, raw slice]; checks the offset invariant on the way. */
function sentencesOf(doc: SourceDocument, raw: string): Array<[string, string, string]> {
  const out: Array<[string, string, string]> = [];
  for (let i = 0; i < sentenceCount(doc); i++) {
    const s = sentenceAt(doc, i);
    assert.ok(s.rawStart >= 0 && s.rawEnd <= raw.length && s.rawStart < s.rawEnd, `sentence ${i} has raw range [${s.rawStart}, ${s.rawEnd})`);
    assert.ok(s.plainStart < s.plainEnd && s.plainEnd <= doc.plain.length);
    out.push([doc.units[s.unit]!.kind, doc.plain.slice(s.plainStart, s.plainEnd), raw.slice(s.rawStart, s.rawEnd)]);
  }
  return out;
}
const words = (doc: SourceDocument, raw: string) => sentencesOf(doc, raw).map(([, plain]) => plain);

const MARKDOWN = [
  '# CiteVQA',
  '',
  'CiteVQA has **1,897 questions** across [711 PDFs](https://example.org/citevqa) ![logo](logo.png).',
  'It was built by the *CiteVQA* team &amp; released in 2024.',
  '',
  '## Results',
  '',
  '- GrepSeek is a lexical retriever.',
  '- It runs <b>offline</b>.',
  '',
  '| Model | Acc | F1 |',
  '|---|---|---|',
  '| Model-X | 66.0 | 83.6 |',
  '| Model-Y | 70.1 | |',
  '',
  '```',
  'GrepSeek replaces dense retrieval in this code comment.',
  '```',
  '',
].join('\n');

describe('sources: Markdown read as a document', () => {
  const doc = parseSource(MARKDOWN, 'papers/citevqa.md');

  it('is a valid SourceDocument, its format chosen by the extension', () => {
    SourceDocumentSchema.parse(doc);
    assert.equal(doc.format, 'markdown');
    assert.equal(formatOf('a/b.MD'), 'markdown');
    assert.equal(formatOf('a/b.rst'), 'rst');
    assert.equal(formatOf('a/b.adoc'), 'asciidoc');
    assert.equal(formatOf('a/b.htm'), 'html');
    assert.equal(formatOf('a/b.tex'), 'latex');
    assert.equal(formatOf('a/b.txt'), 'plain');
    assert.equal(formatOf('a.b/README'), 'plain');
  });

  it('keeps emphasis and link text as words, drops URLs, images, tags and code, and keeps headings and items apart', () => {
    assert.deepEqual(words(doc, MARKDOWN), [
      'CiteVQA',
      'CiteVQA has 1,897 questions across 711 PDFs .',
      'It was built by the CiteVQA team & released in 2024.',
      'Results',
      'GrepSeek is a lexical retriever.',
      'It runs offline.',
      'Model-X Acc 66.0.',
      'Model-X F1 83.6.',
      'Model-Y Acc 70.1.',
    ]);
    assert.equal(doc.title, 'CiteVQA');
  });

  it('maps every sentence back to the raw text it stands for', () => {
    const raw = sentencesOf(doc, MARKDOWN).map(([, , r]) => r);
    assert.equal(raw[1], 'CiteVQA has **1,897 questions** across [711 PDFs](https://example.org/citevqa) ![logo](logo.png).');
    assert.equal(raw[2], 'It was built by the *CiteVQA* team &amp; released in 2024.');
    assert.equal(raw[5], 'It runs <b>offline</b>.');
    assert.equal(raw[6], 'Model-X | 66.0');
    assert.equal(raw[8], 'Model-Y | 70.1');
  });

  it('gives each unit its section path and the sentence before it', () => {
    const retriever = sentenceAt(doc, 4);
    assert.deepEqual(doc.units[retriever.unit]!.headings, ['CiteVQA', 'Results']);
    // (the sentences before it, the heading left out: what "this retriever" could point back to)
    assert.deepEqual(contextOf(doc, retriever), {
      title: 'CiteVQA', headings: ['Results'],
      before: 'CiteVQA has 1,897 questions across 711 PDFs . It was built by the CiteVQA team & released in 2024.',
      opensSection: true, firstInSection: true,
    });
    // (the second sentence of a section is not its first)
    assert.equal(contextOf(doc, sentenceAt(doc, 2)).firstInSection, undefined);
    assert.equal(contextOf(doc, sentenceAt(doc, 1)).before, undefined);
    // (the first paragraph under its headings opens its section, all of its sentences, and so does one after a short lead-in)
    assert.equal(contextOf(doc, sentenceAt(doc, 1)).opensSection, true);
    assert.equal(contextOf(doc, sentenceAt(doc, 2)).opensSection, true);
    assert.equal(contextOf(doc, sentenceAt(doc, 5)).opensSection, true);
    const long = parseSource(`# Notes\n\n## Part\n\n${'Words of a long first paragraph go on. '.repeat(6)}\n\nThe second paragraph is not the opening.\n`, 'notes/long.md');
    assert.equal(contextOf(long, sentenceAt(long, sentenceCount(long) - 1)).opensSection, undefined);
    // the sentence after it, only within its paragraph: the last sentence before a heading has none
    assert.equal(contextOf(doc, sentenceAt(doc, 1)).after, 'It was built by the CiteVQA team & released in 2024.');
    assert.equal(contextOf(doc, sentenceAt(doc, 2)).after, undefined);
    assert.equal(previousSentence(doc, sentenceAt(doc, 2))?.index, 1);
    assert.equal(previousSentence(doc, sentenceAt(doc, 4)), null); // the heading starts a new section
  });

  it('reads a front-matter title and keeps front matter out of the prose', () => {
    const raw = '---\ntitle: "A Survey"\nauthor: me\n---\n\nSurveys cover many retrievers.\n';
    const d = parseSource(raw, 'survey.md');
    assert.equal(d.title, 'A Survey');
    assert.deepEqual(words(d, raw), ['Surveys cover many retrievers.']);
  });

  it('drops markup inside words, block quotes and nested lists without losing offsets', () => {
    const raw = '> Quoted **claim** about\n> GrepSeek.\n\n1. Outer item\n   - inner *item* with `code`\n\nText with a\\*literal star and a [ref][r].\n\n[r]: https://x.org\n';
    const d = parseSource(raw, 'x.md');
    assert.deepEqual(sentencesOf(d, raw).map(([kind, plain]) => [kind, plain]), [
      ['quote', 'Quoted claim about GrepSeek.'],
      ['list_item', 'Outer item'],
      ['list_item', 'inner item with code'],
      ['paragraph', 'Text with a*literal star and a ref.'],
    ]);
  });
});

describe('sources: other formats, markup is not words', () => {
  it('reStructuredText: titles, roles, literals, links, directives and literal blocks', () => {
    const raw = [
      'PEP: 9999', 'Title: Retrieval Without Vectors', 'Author: A. Writer', '',
      '========', 'Abstract', '========', '',
      'GrepSeek uses ``grep`` and :pep:`8 <pep-0008>` with `a link <https://x.org>`_ and *emphasis* [1]_.',
      '', 'Usage', '-----', '',
      '- first item', '  continued', '- second item', '',
      'Run it like this::', '', '    grepseek --all', '',
      '.. note::', '', '   Notes are prose.', '',
      '.. code-block:: python', '', '   x = 1', '',
    ].join('\n');
    const d = parseSource(raw, 'pep-9999.rst');
    assert.equal(d.title, 'Retrieval Without Vectors');
    assert.deepEqual(words(d, raw), [
      'Abstract',
      'GrepSeek uses grep and PEP 8 with a link and emphasis.',
      'Usage',
      'first item   continued',
      'second item',
      'Run it like this:',
      'Notes are prose.',
    ]);
    const usage = sentenceAt(d, 3);
    assert.deepEqual(d.units[usage.unit]!.headings, ['Abstract', 'Usage']);
    // (a :pep: or :rfc: role with a number reads as the document's name; a span over it is still the raw text)
    const roles = 'Clients MUST read the :pep:`658` metadata, as :rfc:`2119` defines it.';
    const r = parseSource(roles, 'roles.rst');
    assert.deepEqual(words(r, roles), ['Clients MUST read the PEP 658 metadata, as RFC 2119 defines it.']);
  });

  it('reStructuredText: a simple table\'s rows are facts of their own, each cell with its column\'s header', () => {
    const raw = [
      'PEP: 9996', 'Title: Crew', '', 'Crew', '====', '',
      '============================ ==================', 'Position                     Name',
      '============================ ==================', '3.9 Release Manager          Quill Writer', 'Mac installers               ``Ned`` Marl',
      '============================ ==================', '',
      'Without a header:', '', '======  ==========', 'foo     the foo thing', 'bar     the bar thing', '        goes on here', '======  ==========', '',
      'After the tables.',
    ].join('\n');
    const d = parseSource(raw, 'pep-9996.rst');
    assert.deepEqual(sentencesOf(d, raw).map(([kind, plain]) => [kind, plain]), [
      ['heading', 'Crew'],
      ['table_fact', '3.9 Release Manager Name Quill Writer.'],
      ['table_fact', 'Mac installers Name Ned Marl.'],
      ['paragraph', 'Without a header:'],
      ['table_fact', 'foo the foo thing.'],
      ['table_fact', 'bar the bar thing goes on here.'],
      ['paragraph', 'After the tables.'],
    ]);
    // a body with blank lines and continuation rows ends at the border a blank line follows, not at a later table's
    const spaced = ['Tiers', '=====', '', '=======  =====', 'Target   Notes', '=======  =====', 'arm64    iOS', '', '         simulator', 'x86      BSD', '=======  =====', '',
      'Unsupported platforms', '---------------------', '', 'Code that causes a burden may be removed.', '', '=====  =====', 'a      b', '=====  =====', ''].join('\n');
    assert.deepEqual(sentencesOf(parseSource(spaced, 'pep-9995.rst'), spaced).map(([kind, plain]) => [kind, plain]), [
      ['heading', 'Tiers'], ['table_fact', 'arm64 Notes iOS simulator.'], ['table_fact', 'x86 Notes BSD.'], ['heading', 'Unsupported platforms'],
      ['paragraph', 'Code that causes a burden may be removed.'], ['table_fact', 'a b.'],
    ]);
    // each row its own: no span joins a name to another row's position
    const rows = d.units.filter((u) => u.kind === 'table_fact').map((u) => u.row);
    assert.equal(new Set(rows).size, rows.length);
  });

  it('reStructuredText: a PEP\'s resolution banner and the body of an object description are prose; the description\'s signature is not', () => {
    const raw = [
      'PEP: 9997', 'Title: Ranges', '', '.. rejected::', '', '   After careful consideration, this proposal has been rejected.', '',
      '.. c:function:: PyObject* Quill_Create(Py_ssize_t size)', '', '   Create a quill of *size* bytes.', '',
      '.. py:method:: Quill.close()', '', '   Close the quill.', '',
      '.. figure:: quill.png', '', '   A caption is not read.', '',
      '.. note:: It is recommended that the writer contact the editor the day', '  before the release.  Then the editor checks it.', '',
      '.. note:: Writers are asked to run this::', '', '      quill --check', '',
      '.. note:: Short inline text', '   :class: custom', '',
      'Closing words.',
    ].join('\n');
    const d = parseSource(raw, 'pep-9997.rst');
    assert.deepEqual(words(d, raw), ['After careful consideration, this proposal has been rejected.', 'Create a quill of size bytes.', 'Close the quill.',
      // (a note's text on its own line goes on in the indented lines after it)
      'It is recommended that the writer contact the editor the day   before the release.', 'Then the editor checks it.',
      // (a note's line that ends with "::" opens a literal block, which is not prose; an option is no text)
      'Writers are asked to run this:', 'Short inline text', 'Closing words.']);
  });

  it('reStructuredText: a wrapped line that starts with a number or "(2)" continues its paragraph; a list needs a blank line first', () => {
    const raw = ['The minimum is set to 3.30 in', '2031. For wider support, use 3.26.', '', 'It takes one approach to', '(2) and (3) here.', '',
      '1. first item', '2. second item'].join('\n');
    const d = parseSource(raw, 'pep-9998.rst');
    assert.deepEqual(words(d, raw), ['The minimum is set to 3.30 in 2031.', 'For wider support, use 3.26.', 'It takes one approach to (2) and (3) here.', 'first item', 'second item']);
  });

  it('AsciiDoc: document title, sections, inline markup, links, listing blocks and attributes', () => {
    const raw = '= GrepSeek Guide\n:author: me\n\n== Design\n\nGrepSeek is *lexical* and _fast_, see link:https://x.org[the paper] and `grep`.\n\n----\ncode here.\n----\n\n* item *one*\n// a comment\n';
    const d = parseSource(raw, 'guide.adoc');
    assert.equal(d.title, 'GrepSeek Guide');
    assert.deepEqual(words(d, raw), ['GrepSeek Guide', 'Design', 'GrepSeek is lexical and fast, see the paper and grep.', 'item one']);
  });

  it('HTML: tags, entities, scripts, styles and code dropped; headings and list items kept apart; the title read', () => {
    const raw = '<html><head><title>GrepSeek | Site</title><style>p { color: red }</style></head><body>' +
      '<h1>GrepSeek</h1><p>GrepSeek is <b>lexical</b> &amp; runs <a href="https://x.org">offline</a>.</p>' +
      '<ul><li>It needs no GPU.</li></ul><script>var claim = "replaces";</script><pre>code</pre></body></html>';
    const d = parseSource(raw, 'grepseek.html');
    assert.equal(d.title, 'GrepSeek');
    assert.deepEqual(sentencesOf(d, raw).map(([kind, plain]) => [kind, plain]), [
      ['heading', 'GrepSeek'],
      ['paragraph', 'GrepSeek is lexical & runs offline.'],
      ['list_item', 'It needs no GPU.'],
    ]);
  });

  it('LaTeX: title, sections, formatting commands, citations, comments, math and environments', () => {
    const raw = [
      '\\documentclass{article}', '\\title{Lexical Retrieval}', '\\begin{document}', '\\maketitle',
      '\\section{Results}', 'GrepSeek improves recall by 12\\%~\\cite{smith} on \\textbf{long} documents. % not prose',
      'It uses $k=5$ windows.', '', '\\begin{itemize}', '\\item First point.', '\\item Second point.', '\\end{itemize}',
      '\\begin{equation}x = y\\end{equation}', '\\end{document}',
    ].join('\n');
    const d = parseSource(raw, 'paper.tex');
    assert.equal(d.title, 'Lexical Retrieval');
    assert.deepEqual(words(d, raw), ['Results', 'GrepSeek improves recall by 12%  on long documents.', 'It uses k=5 windows.', 'First point.', 'Second point.']);
  });

  it('plain text stays as it was: the text itself, sentences as the splitter finds them', () => {
    const raw = 'GrepSeek is lexical. It runs offline.\n\nA second paragraph.';
    const d = parseSource(raw, 'notes.txt');
    assert.equal(d.plain, raw);
    assert.deepEqual(sentencesOf(d, raw).map(([, plain, r]) => plain === r), [true, true, true]);
    assert.equal(d.title, null);
  });
});

describe('sources: discovery and extraction read documents', () => {
  const doc = makeDoc('papers/citevqa.md', MARKDOWN);

  it('discovery finds words that emphasis split and returns raw offsets', () => {
    const index = new DiscoveryIndex();
    index.addDocument(doc);
    const hits = index.search(contentTerms('1,897 questions across 711 PDFs'), { limit: 3 });
    assert.ok(hits.length > 0);
    assert.match(doc.text.slice(hits[0]!.start, hits[0]!.end), /^CiteVQA has \*\*1,897 questions\*\*/);
    // code is not prose: nothing in the fenced block is indexed
    assert.equal(index.search(contentTerms('replaces dense retrieval code comment'), { limit: 3 }).some((h) => doc.text.slice(h.start, h.end).includes('code comment')), false);
  });

  it('extraction returns verbatim raw spans with their normalised words and context', () => {
    const spans = extractSpans({ text: 'CiteVQA has 1,897 questions across 711 PDFs.' }, makeWindow(doc), doc);
    const best = spans[0]!;
    EvidenceSpanSchema.parse(best);
    assert.equal(doc.text.slice(best.start, best.end), best.text);
    assert.equal(best.spanHash, sha256(best.text));
    assert.equal(best.plain, 'CiteVQA has 1,897 questions across 711 PDFs .');
    // (the next sentence of its paragraph, which may say the span's state has since changed)
    assert.deepEqual(best.context, { title: 'CiteVQA', headings: [], after: 'It was built by the CiteVQA team & released in 2024.', opensSection: true, firstInSection: true });
    for (const span of spans) assert.equal(doc.text.slice(span.start, span.end), span.text);
  });

  it('a table cell is read with its row and column names: the same figure in the same cell supports, nothing else does', () => {
    const claim = (text: string): Claim => ({
      id: 'c', hash: 'h', text, documentPath: '/d.md', start: 0, end: text.length,
      range: { start: { line: 0, character: 0 }, end: { line: 0, character: text.length } }, paragraphKey: 'p', block: 'paragraph',
      modality: 'metric', needsEvidence: true, risk: 'medium', cues: [], override: null, citations: [],
    });
    const judge = (text: string) => verifyClaim({
      claim: claim(text), candidates: extractSpans({ text }, makeWindow(doc), doc),
      thresholds: { acceptScore: 0.75, partialScore: 0.4 }, scope: { exhausted: false, filesSearched: 1 },
    });
    const supported = judge('Model-X has an F1 of 83.6.');
    assert.equal(supported.verdict.label, 'supports', supported.verdict.reason);
    assert.equal(supported.evidence[0]!.text, 'Model-X | 66.0 | 83.6');
    for (const other of ['Model-X has an F1 of 91.2.', 'Model-X has an Acc of 83.6.', 'Model-Y has an F1 of 83.6.']) {
      assert.notEqual(judge(other).verdict.label, 'supports', other);
    }
  });

  it('the offset invariant holds for every sentence of every format, on awkward input too', () => {
    const inputs: Array<[string, string]> = [
      ['a.md', '**bold start** of text.\n\n*  * *\n\nTrailing *emph*\n\n| a |\n|---|\n| only |\n\n<div>html block</div>\n\n&copy; 2024 Ü.'],
      ['b.rst', 'Title\n=====\n\n.. [1] A footnote body.\n\n:field: value\n\nText |sub| and ref_ here.'],
      ['c.adoc', 'NOTE: Admonition text.\n\n|===\n| a | b\n|===\n\n. ordered'],
      ['d.html', '<p>Unclosed <b>tag &unknown; and &#x263A; done.<p>Next'],
      ['e.tex', 'No document environment, \\emph{just} text.\n\n\\subsection*{Star}\nMore.'],
    ];
    for (const [name, raw] of inputs) sentencesOf(parseSource(raw, name), raw);
  });
});

describe('sources: a name the span leaves out, carried by its context', () => {
  const claim = (text: string): Claim => ({
    id: 'c', hash: 'h', text, documentPath: '/d.md', start: 0, end: text.length,
    range: { start: { line: 0, character: 0 }, end: { line: 0, character: text.length } }, paragraphKey: 'p', block: 'paragraph',
    modality: 'factual', needsEvidence: true, risk: 'medium', cues: [], override: null, citations: [],
  });
  const judge = (doc: ReturnType<typeof makeDoc>, text: string) => verifyClaim({
    claim: claim(text), candidates: extractSpans({ text }, makeWindow(doc), doc),
    thresholds: { acceptScore: 0.75, partialScore: 0.4 }, scope: { exhausted: false, filesSearched: 1 },
  });

  it('an entity named by the document title is carried, and the reason says so', () => {
    const doc = makeDoc('papers/citevqa.md', '# CiteVQA\n\nThe benchmark contains 1,897 questions across 711 PDFs.\n');
    const out = judge(doc, 'CiteVQA contains 1,897 questions across 711 PDFs.');
    assert.equal(out.verdict.label, 'supports', out.verdict.reason);
    assert.match(out.verdict.reason, /'CiteVQA' is named by the document title/);
    assert.ok(out.verdict.flags.includes('context_carried:CiteVQA'));
    assert.equal(out.verdict.quality, 'moderate'); // a reading of the surroundings: reviewed, not accepted outright
    assert.deepEqual(out.evidence[0]!.context, { title: 'CiteVQA', headings: [], opensSection: true, firstInSection: true });
  });

  it('an entity named by a section heading is carried; the same sentence without that context is not enough', () => {
    const withHeading = makeDoc('notes/systems.md', '# Systems\n\n## GrepSeek\n\nThe retriever runs offline on a laptop.\n');
    const out = judge(withHeading, 'GrepSeek runs offline on a laptop.');
    assert.equal(out.verdict.label, 'supports', out.verdict.reason);
    assert.match(out.verdict.reason, /named by the section heading 'GrepSeek'/);
    const bare = makeDoc('notes/systems.txt', 'Systems\n\nThe retriever runs offline on a laptop.\n');
    assert.notEqual(judge(bare, 'GrepSeek runs offline on a laptop.').verdict.label, 'supports');
  });

  it('only names come from the context: never the predicate, a number or another content word', () => {
    const cases: Array<[string, string]> = [
      ['# GrepSeek\n\nThe system complements dense retrieval.\n', 'GrepSeek replaces dense retrieval.'],
      ['# Results for 2024\n\nGrepSeek reached a recall of 0.8.\n', 'GrepSeek reached a recall of 0.8 in 2024.'],
      ['# Memory use\n\nGrepSeek needs little on a laptop.\n', 'GrepSeek needs little memory on a laptop.'],
    ];
    for (const [source, text] of cases) assert.notEqual(judge(makeDoc('notes/grepseek.md', source), text).verdict.label, 'supports', text);
  });

  it('a plain subject word is carried only when the claim opens with the whole short title', () => {
    const doc = makeDoc('wiki/little-ice-age.md', '# Little Ice Age\n\nIt was a period of regional cooling after the medieval warm period.\n');
    const out = judge(doc, 'The Little Ice Age was a period of regional cooling after the medieval warm period.');
    assert.equal(out.verdict.label, 'supports', out.verdict.reason);
    assert.notEqual(judge(doc, 'A period of regional cooling after the medieval warm period followed the ice age.').verdict.label, 'supports');
  });

  it('the context of a span about someone else does not make it about the claim\'s subject', () => {
    const doc = makeDoc('notes/compare.md', '# GrepSeek\n\n## Baselines\n\nDenseNet reaches 70 percent recall on the benchmark.\n');
    assert.notEqual(judge(doc, 'GrepSeek reaches 70 percent recall on the benchmark.').verdict.label, 'supports');
  });

  it('context never reaches the evidence records: a stored span keeps hashes and offsets only', () => {
    const doc = makeDoc('papers/citevqa.md', '# CiteVQA\n\nThe benchmark contains 1,897 questions across 711 PDFs.\n');
    const span = extractSpans({ text: 'CiteVQA contains 1,897 questions.' }, makeWindow(doc), doc)[0]!;
    assert.ok(span.context);
    const stored = storeSpan(span, {
      config: { retention: { default: 'metadata_only', overrides: [] }, plainQueryTerms: false },
      hasher: new EvidenceHasher(null), at: '2026-01-01T00:00:00.000Z',
    });
    StoredSpanSchema.parse(stored);
    const json = JSON.stringify(stored);
    assert.ok(!json.includes('CiteVQA') && !json.includes('benchmark') && !('context' in stored) && !('plain' in stored), json);
  });
});

describe('claims: context and a subject the claim only refers to', () => {
  it('each claim knows its section path and the sentences before it in its paragraph', () => {
    const draft = '# Review\n\n## CiteVQA\n\nWe introduce a benchmark. It contains 1,897 questions.\n\n## GrepSeek\n\nIt runs offline.\n';
    const claims = extractClaims(draft, '/ws/d.md', { root: '/ws', checkHeadings: false, checkBlockquotes: false, minWords: 3 }).claims;
    const contains = claims.find((c) => c.text.startsWith('It contains'))!;
    assert.deepEqual(contains.context, { headings: ['Review', 'CiteVQA'], previous: ['We introduce a benchmark.'] });
    const runs = claims.find((c) => c.text.startsWith('It runs'))!;
    assert.deepEqual(runs.context, { headings: ['Review', 'GrepSeek'], previous: [] });
  });

  it('a pronoun or a description is read as the name the previous sentence or the heading gives', () => {
    assert.deepEqual(resolveSubject('It contains 1,897 questions.', { headings: ['Datasets'], previous: ['We introduce CiteVQA.'] }),
      { text: 'CiteVQA contains 1,897 questions.', subject: 'CiteVQA' });
    assert.equal(resolveSubject('The stores were in Paris.', { headings: ['Apple Store'], previous: [] }).text, 'Apple Store were in Paris.');
    assert.equal(resolveSubject('Its seed came from a donor meadow.', { headings: ['Kestrel Sound'], previous: [] }).text, "Kestrel Sound's seed came from a donor meadow.");
    assert.equal(resolveSubject('She hosted the show.', { headings: ['First Edition (Australian TV program)'], previous: [] }).subject, 'First Edition');
    // a technical document or package described by its kind, under the heading that names it
    assert.equal(resolveSubject('The proposal recommends spaces around the operator.', { headings: ['PEP 572'], previous: [] }).text, 'PEP 572 recommends spaces around the operator.');
    assert.equal(resolveSubject('The crate derives serializers at compile time.', { headings: ['Serde'], previous: [] }).subject, 'Serde');
    // a numbered kind is the heading's one "<kind> <number>", whatever topic words follow it
    assert.equal(resolveSubject('The RFC adds async and await syntax.', { headings: ['RFC 2394: async/await for Rust'], previous: [] }).text, 'RFC 2394 adds async and await syntax.');
    assert.equal(resolveSubject('The proposal adds async and await syntax.', { headings: ['RFC 2394: async/await for Rust'], previous: ['Rust had no await.'] }).subject, 'RFC 2394');
    assert.equal(resolveSubject('The PEP adds async and await syntax.', { headings: ['RFC 2394: async/await for Rust'], previous: [] }).subject, null, 'another kind');
    assert.equal(resolveSubject('The RFC adds async and await syntax.', { headings: ['RFC 2394 and RFC 2592'], previous: [] }).subject, null, 'two of the kind');
    assert.equal(resolveSubject('The RFC adds async and await syntax.', { headings: ['RFC 2394: async/await for Rust'], previous: ['Tokio had futures first.'] }).subject, null, 'another name before it');
    assert.equal(resolveSubject('The crate derives serializers at compile time.', { headings: ['Data formats'], previous: [] }).subject, null, 'a topic heading names nothing');
    assert.equal(resolveSubject('The crate derives serializers at compile time.', { headings: ['Serde'], previous: ['Unlike Bincode, Serde is self-describing.'] }).subject, null, 'another name in the sentence before: ambiguous');
    assert.equal(resolveSubject('The crate derives serializers at compile time.', { headings: ['Serde'], previous: ['Serde is self-describing.'] }).subject, 'Serde');
    assert.equal(resolveSubject('The crate supports borrowed strings.', { headings: ['Bincode'], previous: ['Serde, by contrast, is different.'] }).subject, null, 'another name just before');
    assert.equal(resolveSubject('The package manager resolves versions.', { headings: ['Cargo'], previous: [] }).subject, null, '"package manager" is a noun of its own');
    assert.equal(resolveSubject('The proposal was rejected in 2022.', { headings: ['Lazy imports'], previous: [] }).subject, null, 'a numbered kind needs a numbered heading');
    assert.equal(resolveSubject('It was released in 2019.', { headings: ['Installation'], previous: [] }).subject, null, 'a section word is no name');
    // the conventional sections of technical documents, in Title Case, are topics too
    for (const heading of ['Performance', 'Backwards Compatibility', 'Reference Implementation', 'Unresolved Questions', 'Security Implications']) {
      assert.equal(resolveSubject('It supports reading, writing and seeking on sockets.', { headings: [heading], previous: [] }).subject, null, heading);
      assert.equal(resolveSubject('The module supports seeking on sockets.', { headings: [heading], previous: [] }).subject, null, heading);
    }
  });

  it('an "it" that stands for nothing, a claim that names its subject, or no context leave the claim as written', () => {
    const context = { headings: ['CiteVQA'], previous: [] };
    for (const text of ['It is unclear whether the patches will spread.', 'It remains unclear whether it holds.', 'CiteVQA contains 1,897 questions.']) {
      assert.deepEqual(resolveSubject(text, context), { text, subject: null });
    }
    assert.deepEqual(resolveSubject('It contains 1,897 questions.', undefined), { text: 'It contains 1,897 questions.', subject: null });
    assert.equal(resolveSubject('It contains 1,897 questions.', { headings: ['A very long heading that reads like a sentence of its own'], previous: [] }).subject, null);
    // a topic heading names no one: "It" under "Real-prose check" stays "It"
    assert.equal(resolveSubject('It has two types of locking.', { headings: ['Real-prose check'], previous: [] }).subject, null);
  });
});
