// Repairs a writer can apply without fear: one clean sentence of prose, built from the span's words (not its
// Markdown, HTML or reST markup), agreeing with the writer's subject, with the claim's citation kept, and
// re-verified; when no such sentence can be built, none is offered and the claim goes to review.
import assert from 'node:assert/strict';
import { parseConfig } from '../../src/core/config';
import { createEngine } from '../../src/core/engine';
import { MemoryFileSystem } from '../../src/core/fs/memory-fs';
import type { ClaimResult } from '../../src/core/model';
import { silentLogger, systemClock } from '../../src/core/ports';
import { extractSpans } from '../../src/core/extract/index';
import { agreeingForm, joinAgreeing, subjectNumber } from '../../src/core/verify/agreement';
import { tidySentence, uncleanReason } from '../../src/core/verify/clean';
import { DEFAULT_THRESHOLDS, verifyClaim } from '../../src/core/verify/index';
import { proposeRepair, restoreCitations } from '../../src/core/verify/repair';
import { makeClaim, makeDoc, makeWindow } from './verify-fixtures';

const ROOT = '/ws';

const SOURCES: Record<string, string> = {
  // Markdown: emphasis, an inline link, and a table whose row the reader composes into one fact
  'src/wink.md': [
    '# WinkNLP',
    '',
    'Wink models *reduce* model loading time with a [compact format](https://example.org/f) for the browser.',
    '',
    '| Part | Effect |',
    '|---|---|',
    '| Tokenizer | Tokenizers **lower** memory use by streaming input. |',
    '',
  ].join('\n'),
  // HTML: a link and emphasis in a paragraph, and a table row whose cell runs over two lines
  'src/parse.html': [
    '<html><body><h1>Parsers</h1>',
    '<p>The <a href="/p">parsers</a> <em>mitigate</em> encoding errors in legacy feeds.</p>',
    '<table><tr><td>Cache</td><td>The caches reduce lookup cost',
    'for repeated queries.</td></tr></table>',
    '</body></html>',
    '',
  ].join('\n'),
  // reST: strong emphasis and a hyperlink reference across a line break
  'src/lazy.rst': [
    'Loader',
    '======',
    '',
    'The loaders **reduce** start-up cost through `lazy loading <https://example.org/lazy>`_ of',
    'large tables.',
    '',
    'Indexers often skip stale pages.',
    '',
  ].join('\n'),
};

async function verifyDraft(draft: string): Promise<ClaimResult[]> {
  const fs = new MemoryFileSystem();
  for (const [path, text] of Object.entries(SOURCES)) fs.writeFile(`${ROOT}/${path}`, text);
  const config = parseConfig('{ "sources": ["src"] }', `${ROOT}/.warrant.json`, ROOT);
  const engine = createEngine({ config, ports: { fs, clock: systemClock, logger: silentLogger } });
  return (await engine.verifyDocument({ documentPath: `${ROOT}/draft.md`, text: draft })).results;
}

const byText = (results: ClaimResult[], words: string): ClaimResult => {
  const r = results.find((x) => x.claim.text.includes(words));
  assert.ok(r, `no claim with "${words}"`);
  return r;
};

/** What every offered repair must be, whatever it was built from. */
function assertCleanRepair(r: ClaimResult): void {
  assert.ok(r.repair, `${r.claim.text}: no repair`);
  assert.equal(r.action, 'repair');
  assert.ok(r.repair.verified);
  assert.doesNotMatch(r.repair.text, /[\n\r]|<\/?\w|\*|`|\|/, r.repair.text);
  for (const span of r.evidence) assert.equal(SOURCES[span.relPath]!.slice(span.start, span.end), span.text, 'evidence stays a verbatim slice');
}

describe('repairs a writer can apply without fear', function () {
  this.timeout(60_000);
  let results: ClaimResult[];

  before(async () => {
    results = await verifyDraft([
      'The tokenizer eliminates memory use by streaming input.',
      'The [parser](src/parse.html) eliminates encoding errors in legacy feeds.',
      'The cache eliminates lookup cost for repeated queries.',
      'The loader eliminates start-up cost through lazy loading of large tables.',
      'The indexer always skips stale pages.',
      'WinkNLP eliminates model loading time with a compact format for the browser[^1].',
      '[^1]: src/wink.md',
    ].join('\n\n') + '\n');
  });

  it('HTML: a table row read over two lines gives a one-line sentence without tags, the verb agreeing with the writer\'s subject', () => {
    const r = byText(results, 'The cache eliminates');
    assert.match(r.evidence[0]!.text, /<\/td><td>[\s\S]*\n/, 'the evidence is the raw row, tags and line break included');
    assert.equal(r.evidence[0]!.composed, true);
    assertCleanRepair(r);
    assert.equal(r.repair!.text, 'The cache reduces lookup cost for repeated queries.');
  });

  it('HTML: the span\'s link and emphasis are gone, the claim\'s own link citation is kept, and "parsers mitigate" becomes "parser mitigates"', () => {
    const r = byText(results, 'eliminates encoding errors');
    assertCleanRepair(r);
    assert.equal(r.repair!.text, 'The [parser](src/parse.html) mitigates encoding errors in legacy feeds.');
  });

  it('reST: strong emphasis and a hyperlink reference across a line break are read as prose', () => {
    const r = byText(results, 'The loader eliminates');
    assertCleanRepair(r);
    assert.equal(r.repair!.text, 'The loader reduces start-up cost through lazy loading of large tables.');
  });

  it('reST: a narrowed quantifier keeps the writer\'s verb, which already agrees', () => {
    const r = byText(results, 'The indexer always');
    assertCleanRepair(r);
    assert.equal(r.repair!.text, 'The indexer often skips stale pages.');
  });

  it('Markdown: emphasis and a link in the span are dropped, the claim\'s footnote reference stays where the writer put it', () => {
    const r = byText(results, 'WinkNLP eliminates');
    assertCleanRepair(r);
    assert.equal(r.repair!.text, 'Wink models reduce model loading time with a compact format for the browser[^1].');
  });

  it('Markdown: a table fact (row name, column header, cell) is never offered as a sentence: review instead', () => {
    const r = byText(results, 'The tokenizer eliminates');
    assert.equal(r.verdict.label, 'partially_supports');
    assert.equal(r.evidence[0]!.composed, true);
    assert.equal(r.evidence[0]!.plain, 'Tokenizer Effect Tokenizers lower memory use by streaming input.');
    assert.equal(r.repair, null);
    assert.equal(r.action, 'review');
  });
});

describe('repairs: built from the span\'s plain text, refused when unclean', function () {
  this.timeout(60_000);

  function repairOf(claimText: string, relPath: string, source: string) {
    const doc = makeDoc(relPath, source);
    const claim = makeClaim(claimText, { modality: 'causal', risk: 'medium' });
    const out = verifyClaim({ claim, candidates: extractSpans(claim, makeWindow(doc), doc), thresholds: DEFAULT_THRESHOLDS, scope: { exhausted: false, filesSearched: 1 } });
    return { out, repair: proposeRepair(claim, out.verdict, out.evidence) };
  }

  it('Markdown table cell: the writer\'s subject and the cell\'s predicate, agreeing, without the row and column names', () => {
    const source = '| Model | Notes |\n|---|---|\n| Loader | Wink loaders reduce model loading time by using a *compact* [model](https://x.y) format. |\n';
    const { out, repair } = repairOf('The Wink loader eliminates model loading time by using a compact model format.', 'notes/wink.md', source);
    assert.equal(out.evidence[0]!.plain, 'Loader Notes Wink loaders reduce model loading time by using a compact model format.');
    assert.ok(repair);
    assert.equal(repair.text, 'The Wink loader reduces model loading time by using a compact model format.');
  });

  it('a span that states no relation of its own offers its sentence only when it is a sentence as written', () => {
    const claim = 'The tokenizer eliminates memory use by streaming input.';
    const prose = repairOf(claim, 'notes/tok.md', 'Tokenizers **lower** memory use by streaming input.\n');
    assert.equal(prose.repair?.text, 'Tokenizers lower memory use by streaming input.');
    const table = repairOf(claim, 'notes/tok.md', '| Part | Effect |\n|---|---|\n| Tokenizer | Tokenizers **lower** memory use by streaming input. |\n');
    assert.equal(table.out.verdict.label, 'partially_supports');
    assert.equal(table.repair, null);
  });

  it('a repair ends with the claim\'s own end punctuation (none for a list-item claim written without one)', () => {
    const { repair } = repairOf('The loader eliminates start-up cost through lazy loading', 'notes/lazy.rst', 'The loaders **reduce** start-up cost through `lazy loading <https://x>`_.\n');
    assert.ok(repair);
    assert.equal(repair.text, 'The loader reduces start-up cost through lazy loading');
  });
});

describe('repairs: the cleanliness gate', () => {
  it('accepts one sentence of prose ending like the claim', () => {
    assert.equal(uncleanReason('WinkNLP reduces model loading time by 40%.', '.'), null);
    assert.equal(uncleanReason('The loader (v2) reduces cost by ~30% and $5 per run.', '.'), null);
    assert.equal(uncleanReason('The parser’s cache reduces cost.', '.'), null);
  });

  it('refuses markup, link syntax, line breaks, unbalanced brackets, two sentences and a changed ending', () => {
    const cases: Array<[string, RegExp]> = [
      ['Loading</td><td>The parsers reduce startup time.', /HTML tag/],
      ['The parsers reduce startup time.</td></tr>', /HTML tag/],
      ['WinkNLP reduces\nmodel loading time.', /line break/],
      ['WinkNLP reduces [model](https://x.y) loading time.', /link/],
      ['WinkNLP reduces model loading time.[^1]', /link|footnote/],
      ['WinkNLP **reduces** model loading time.', /emphasis/],
      ['WinkNLP reduces `model` loading time.', /code/],
      ['Model | WinkNLP reduces model loading time.', /table/],
      ['The loaders reduce cost through `lazy loading <https://x>`_.', /HTML tag|code/],
      ['WinkNLP reduces model loading time &amp; size.', /entity/],
      ['WinkNLP reduces loading time (see https://x.y.', /URL/],
      ['WinkNLP reduces loading time (in the browser.', /unbalanced/],
      ['WinkNLP reduces “loading time.', /unbalanced/],
      ['WinkNLP reduces loading time. It is fast.', /one sentence/],
      ['reduces model loading time.', /begin/],
      ['WinkNLP reduces model loading time', /end/],
    ];
    for (const [text, why] of cases) assert.match(uncleanReason(text, '.') ?? 'clean', why, text);
  });

  it('tidies spaces and the final punctuation before the gate', () => {
    assert.equal(tidySentence('Cache  The caches reduce  lookup cost .', '.'), 'Cache The caches reduce lookup cost.');
    assert.equal(tidySentence('It reduces cost.', '?'), 'It reduces cost?');
  });
});

describe('repairs: agreement with the writer\'s subject', function () {
  this.timeout(30_000);

  it('tells singular from plural subjects', () => {
    for (const s of ['WinkNLP', 'The tokenizer', 'The accuracy of the models', 'GrepSeek', 'The analysis', 'Its status', 'ACL-Verbatim', 'It']) assert.equal(subjectNumber(s), 'singular', s);
    for (const s of ['Wink models', 'The tokenizers', 'Models that answer correctly', 'GrepSeek and BM25', 'They', 'These parsers']) assert.equal(subjectNumber(s), 'plural', s);
  });

  it('gives the verb the form its subject takes, leaving modals and past forms alone', () => {
    assert.equal(agreeingForm('reduce', 'singular'), 'reduces');
    assert.equal(agreeingForm('reduces', 'plural'), 'reduce');
    assert.equal(agreeingForm('carries', 'plural'), 'carry');
    assert.equal(agreeingForm('carry', 'singular'), 'carries');
    assert.equal(agreeingForm('passes', 'plural'), 'pass');
    assert.equal(agreeingForm('are', 'singular'), 'is');
    assert.equal(agreeingForm('has', 'plural'), 'have');
    assert.equal(agreeingForm('can', 'singular'), 'can');
    assert.equal(agreeingForm('reduced', 'singular'), 'reduced');
  });

  it('joins the writer\'s subject to a predicate, or refuses when the predicate has no verb', () => {
    assert.equal(joinAgreeing('WinkNLP ', 'reduce model loading time'), 'WinkNLP reduces model loading time');
    assert.equal(joinAgreeing('The parsers ', 'often reduces cost and improves recall'), 'The parsers often reduce cost and improve recall');
    assert.equal(joinAgreeing('GrepSeek ', 'can complement dense retrieval'), 'GrepSeek can complement dense retrieval');
    assert.equal(joinAgreeing('GrepSeek ', 'complementary to dense retrieval'), undefined);
  });
});

describe('repairs: the claim\'s citations are put back', () => {
  const cite = (text: string, target: string) => ({ text, citations: [{ kind: 'link' as const, label: text.match(/\[([^\]]+)\]\(/)?.[1] ?? '', target, resolvedPath: null, line: null, heading: null, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } } }] });

  it('keeps a footnote before or after the final punctuation, or after the word it followed', () => {
    assert.equal(restoreCitations({ text: 'A eliminates B[^1].', citations: [] }, 'A reduces B.'), 'A reduces B[^1].');
    assert.equal(restoreCitations({ text: 'A eliminates B.[^1]', citations: [] }, 'A reduces B.'), 'A reduces B.[^1]');
    assert.equal(restoreCitations({ text: 'GrepSeek[^g] eliminates B.', citations: [] }, 'GrepSeek reduces B.'), 'GrepSeek[^g] reduces B.');
    assert.equal(restoreCitations({ text: 'A eliminates B[^1][^2].', citations: [] }, 'A reduces B.'), 'A reduces B[^1][^2].');
  });

  it('wraps a link\'s words again, and refuses a repair that lost a cited link\'s words', () => {
    const claim = cite('[GrepSeek](papers/grepseek.md) replaces dense retrieval.', 'papers/grepseek.md');
    assert.equal(restoreCitations(claim, 'GrepSeek complements dense retrieval.'), '[GrepSeek](papers/grepseek.md) complements dense retrieval.');
    assert.equal(restoreCitations(claim, 'Index-based search complements dense retrieval.'), null);
  });

  it('leaves out a web link whose words the repair no longer has, and an image', () => {
    assert.equal(restoreCitations({ text: 'A eliminates [B](https://b.example) ![x](i.png).', citations: [] }, 'A reduces C.'), 'A reduces C.');
  });
});
