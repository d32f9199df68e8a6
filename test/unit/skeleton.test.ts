// Document skeletons: a parsed document kept as offsets only, rebuilt from the raw text into the very document
// the parser made (same plain text, offset map, sentences, units, heading paths and title), never holding text.
import assert from 'node:assert/strict';
import { decodeSkeleton, encodeSkeleton, formatOf, parseSource, type SourceDocument } from '../../src/core/sources';

const CASES: Record<string, string> = {
  'notes.md': [
    '---', 'title: Field notes', '---', '', '# Orbix &amp; Lumen', '', 'The Orbix survey covered 412 observatories.', 'It ran for *nine* years (see [the report](r.md)).', '',
    '## Method', '', '- Satellite passes were added.', '- Ground surveys &mdash; kept.', '', '> A quoted remark about Lumen.', '',
    '| Site | **Nights** | Share |', '|---|---|---|', '| Vela | 57 | 3% |', '| Lyra | 12 | 1% |', '',
    '### Deeper', '', 'Text under a deeper heading.', '', '## Results', '', 'Back at depth two. Two sentences here.', '',
  ].join('\n'),
  'guide.rst': ['=====', 'Guide', '=====', '', ':Title: The guide', '', 'Intro text with ``code`` and *emphasis*.', '', 'Part one', '--------', '', 'Body of part one.', ''].join('\n'),
  'page.html': '<html><head><title>A &amp; B</title></head><body><h1>Top</h1><p>One &lt;two&gt; three.</p><table><tr><th>Name</th><th>Count</th></tr><tr><td>Vela</td><td>57</td></tr></table></body></html>',
  'paper.tex': '\\title{On \\emph{pulsars}}\n\\section{Intro}\nWe found 57 pulsars \\cite{x}. Next \\textbf{sentence} here.\n',
  'book.adoc': '= Book Title\n:doctitle: Book Title\n\n== Chapter\n\nSome text in a chapter.\n',
  'plain.txt': 'Line one of plain text.\r\nLine two\twith a tab.\n\nA new paragraph.',
};

function roundTrip(file: string, raw: string): SourceDocument | null {
  const doc = parseSource(raw, file);
  const skeleton = encodeSkeleton(doc, raw);
  assert.ok(skeleton, `${file}: a skeleton is made`);
  return decodeSkeleton(skeleton, raw, formatOf(file));
}

describe('sources: document skeletons', () => {
  for (const [file, raw] of Object.entries(CASES)) {
    it(`rebuild the document of ${file} as its parser made it`, () => {
      const doc = parseSource(raw, file);
      const rebuilt = roundTrip(file, raw);
      assert.deepEqual(rebuilt, doc);
      // units sharing one heading path share it after the rebuild too (readers compare paths by identity)
      for (let i = 1; i < doc.units.length; i++) {
        assert.equal(rebuilt!.units[i]!.headings === rebuilt!.units[i - 1]!.headings, doc.units[i]!.headings === doc.units[i - 1]!.headings, `${file} unit ${i}`);
      }
    });
  }

  it('hold offsets, never words of the source', () => {
    const raw = CASES['notes.md']!;
    const skeleton = encodeSkeleton(parseSource(raw, 'notes.md'), raw)!;
    const asText = Buffer.from(skeleton.buffer, skeleton.byteOffset, skeleton.byteLength).toString('latin1');
    for (const word of ['Orbix', 'survey', 'Satellite', 'Nights', 'Field']) assert.ok(!asText.includes(word), word);
  });

  it('rebuild a table whose header cells, copied before each cell, hold emphasis or code (text the raw file holds only in pieces)', () => {
    const raw = [
      'Capture rules by edition.', '',
      '| | 2021: *Outer LP* | 2024: *Outer LP* | `panic`-unwind |', '|---|---|---|---|',
      '| Rule A | captured | not captured | aborts |', '| Rule B | not captured | captured | unwinds |', '| Rule C | maybe | captured | aborts |', '',
    ].join('\n');
    const doc = parseSource(raw, 'rules.md');
    // the header is copied before each cell without its marks: text the raw file never holds whole
    assert.ok(doc.plain.includes('Rule B 2021: Outer LP not captured.'), doc.plain);
    assert.ok(doc.plain.includes('Rule C panic-unwind aborts.'), doc.plain);
    assert.ok(!raw.includes('2021: Outer LP') && !raw.includes('panic-unwind'));
    const skeleton = encodeSkeleton(doc, raw);
    assert.ok(skeleton, 'a skeleton is made');
    assert.deepEqual(decodeSkeleton(skeleton, raw, 'markdown'), doc);
    const asText = Buffer.from(skeleton.buffer, skeleton.byteOffset, skeleton.byteLength).toString('latin1');
    for (const word of ['Outer', 'panic', 'unwind', 'captured', 'Rule']) assert.ok(!asText.includes(word), word);
    // the same skeleton over a raw text whose header reads differently rebuilds another text: never this document
    const edited = raw.replace('*Outer LP*', '*Inner LP*');
    assert.notEqual(decodeSkeleton(skeleton, edited, 'markdown')?.plain, doc.plain);
  });

  it('are not made for a document that needs text its raw file does not hold', () => {
    const raw = 'Plain words here.';
    const doc = parseSource(raw, 'a.txt');
    const invented: SourceDocument = { ...doc, title: 'A title written nowhere' };
    assert.equal(encodeSkeleton(invented, raw), null);
    // a front-matter title whose spacing the reader collapsed is in neither text: that document is parsed each time
    const spaced = '---\ntitle: Field  notes\n---\n\nText.\n';
    assert.equal(parseSource(spaced, 'n.md').title, 'Field notes');
    assert.equal(encodeSkeleton(parseSource(spaced, 'n.md'), spaced), null);
  });

  it('rebuild nothing from a raw text they do not fit, or when damaged', () => {
    const raw = CASES['notes.md']!;
    const skeleton = encodeSkeleton(parseSource(raw, 'notes.md'), raw)!;
    assert.equal(decodeSkeleton(skeleton, raw.slice(0, raw.length / 2), 'markdown'), null);
    assert.equal(decodeSkeleton(skeleton, raw, 'rst'), null);
    assert.equal(decodeSkeleton(skeleton.subarray(0, 20), raw, 'markdown'), null);
    assert.equal(decodeSkeleton(Int32Array.from(skeleton, (x, i) => (i === 0 ? x + 1 : x)), raw, 'markdown'), null);
    assert.equal(decodeSkeleton(Int32Array.from(skeleton, (x, i) => (i === 12 ? x + 3 : x)), raw, 'markdown'), null);
  });
});
