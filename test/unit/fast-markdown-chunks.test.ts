// A Markdown source the fast reader does not take whole is read chunk by chunk: the chunks it can read by it, the
// others by remark, in remark's own chunks (src/core/sources/markdown-chunks.ts mirrors claims/markdown.ts). The
// document must be remark's, offsets, units and heading paths' sharing included.
import assert from 'node:assert/strict';
import { blankFrontMatter } from '../../src/core/claims/markdown';
import { fastChunkTree, fastMarkdownTree } from '../../src/core/sources/fast-markdown';
import { parseWithRemark, readMarkdown } from '../../src/core/sources/markdown';
import { sourceChunks } from '../../src/core/sources/markdown-chunks';
import type { SourceDocument } from '../../src/core/sources/types';

function sharing(doc: SourceDocument): number[] {
  return doc.units.map((u) => doc.units.findIndex((v) => v.headings === u.headings));
}

/** How many of the text's chunks the fast reader reads, and how many it leaves to remark. */
function chunkReaders(markdown: string): { fast: number; remark: number } {
  const chunks = sourceChunks(blankFrontMatter(markdown));
  const fast = chunks.filter((c) => fastChunkTree(c.parsed).tree !== undefined).length;
  return { fast, remark: chunks.length - fast };
}

function sameAsRemark(markdown: string): void {
  assert.equal(fastMarkdownTree(markdown).tree, undefined, 'a text the fast reader takes whole is not read by chunks');
  const read = readMarkdown(markdown).document;
  const expected = parseWithRemark(markdown);
  assert.deepEqual(read, expected);
  assert.deepEqual(sharing(read), sharing(expected));
  for (const s of read.sentences.keys()) assert.ok(read.sentences[s]! <= markdown.length);
}

/** Filler paragraphs that make a text long enough for several chunks (about 8 KB each). */
function prose(n: number, tag: string): string {
  const paragraphs: string[] = [];
  for (let i = 0; i < n; i++) paragraphs.push(`The ${tag} survey ${i} covered ${i * 7 + 3} sites with *care* and \`code ${i}\`, then moved on to the next region of the study.`);
  return paragraphs.join('\n\n');
}

describe('sources: Markdown read chunk by chunk (fast reader and remark, same document as remark)', function () {
  this.timeout(120_000);

  it('an e-mail address in one chunk leaves only that chunk to remark; a footnote leaves none', () => {
    const text = `# Study\n\n${prose(60, 'alpha')}\n\nA claim with a note.[^1] Mail someone@example.org.\n\n[^1]: The note says more.\n    And goes on.\n\n## Later\n\n${prose(120, 'beta')}\n`;
    const readers = chunkReaders(text);
    assert.ok(readers.fast >= 1 && readers.remark === 1, JSON.stringify(readers));
    sameAsRemark(text);
    const footnoteOnly = text.replace(' Mail someone@example.org.', '');
    assert.deepEqual(chunkReaders(footnoteOnly).remark, 0);
    sameAsRemark(footnoteOnly);
  });

  it('references resolved through a chunk trailer, definitions far away, and unresolved labels', () => {
    const text = `# Links\n\n${prose(70, 'gamma')}\n\nSee [the guide][guide] and [Guide] and [missing] and [^nope], or mail a@example.org.\n\n${prose(80, 'delta')}\n\nAgain [the guide][GUIDE], footnote[^n].\n\n${prose(60, 'eps')}\n\n[guide]: https://example.org/guide\n[^n]: Far away.\n`;
    assert.ok(chunkReaders(text).remark >= 1);
    sameAsRemark(text);
  });

  it('a reference label across lines resolves in a chunk whose trailer carries its definition, and only there', () => {
    const text = `# Refs\n\n${prose(70, 'zeta')}\n\nAs [RFC PR\n147] says, and [RFC PR][RFC PR 147] too.\n\n${prose(70, 'eta')}\n\nHere [RFC PR\n147] alone stays text.\n\n${prose(70, 'theta')}\n\n[RFC PR 147]: https://example.org/147\n`;
    assert.equal(fastMarkdownTree(text).reason, 'reference remark may not resolve');
    assert.equal(chunkReaders(text).remark, 0);
    sameAsRemark(text);
    const plain = readMarkdown(text).document.plain;
    assert.match(plain, /As RFC PR 147 says/);
    assert.match(plain, /Here \[RFC PR 147\] alone/);
  });

  it('a later chunk that opens with a rule and needs remark (it would read as front matter alone) gives remark\'s document', () => {
    const parts: string[] = ['# Rules'];
    // the first chunk names no e-mail address (the fast reader reads it), the later ones do
    for (let i = 0; i < 200; i++) parts.push(`---\nRule heading ${i}\n---`, `---\nRule heading ${i}b\n---`, `Section ${i} names ${i < 80 ? 'no address' : 'someone@example.org'}`, prose(1, `s${i}`));
    const text = parts.join('\n\n');
    const chunks = sourceChunks(blankFrontMatter(text));
    assert.ok(chunks.some((c, i) => i > 0 && text.startsWith('---\n', c.start) && fastChunkTree(c.parsed).tree === undefined), 'no chunk left to remark opens with a rule');
    assert.ok(chunkReaders(text).fast >= 1);
    sameAsRemark(text);
  });

  it('front matter, a later chunk opening with a rule, lists, quotes, tables, code and comments across chunks', () => {
    const body = [
      '- item one\n- item two with [^a]\n\n  continued',
      '> quoted text\n> more',
      '| A | B |\n|---|---|\n| 1 | 2 |',
      '```\ncode [^a] here\n\n[x]: not-a-def\n```',
      '<!-- a comment\n\nwith a blank line -->',
      '---',
      '1. first\n2. second',
    ];
    const parts: string[] = ['---\ntitle: Front\n---\n\n# Doc'];
    for (let i = 0; i < 14; i++) parts.push(prose(12, `p${i}`), body[i % body.length]!);
    parts.push('[^a]: The footnote, defined at the end.');
    sameAsRemark(parts.join('\n\n'));
  });

  it('random documents of many chunks give remark\'s document', () => {
    const pieces = [
      (i: number) => prose(6, `r${i}`),
      (i: number) => `## Heading ${i}`,
      (i: number) => `Text with a note.[^f${i % 5}] And more.`,
      (i: number) => `[^f${i % 5}]: Note ${i}.`,
      (i: number) => `See [ref ${i % 4}] and [link][ref ${(i + 1) % 4}].`,
      (i: number) => `[ref ${i % 4}]: https://example.org/${i}`,
      (i: number) => `- list ${i}\n- with [ref ${i % 4}]\n  lazy line`,
      (i: number) => `> quote ${i} naming [^f${i % 5}]`,
      (i: number) => `Mail me at someone${i}@example.org or www.example${i}.org.`,
      (i: number) => `| H${i} | K |\n|---|---|\n| a | [^f${i % 5}] |`,
      () => '```\nfenced [ref 1]\n```',
      () => '---',
      (i: number) => `Entity &copy; and &#${65 + (i % 20)}; here.`,
    ];
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    let mixed = 0;
    for (let doc = 0; doc < 16; doc++) {
      const parts: string[] = [];
      // mostly prose, so that some chunks hold nothing the fast reader leaves to remark
      for (let i = 0; i < 90 + random(60); i++) parts.push((random(3) === 0 ? pieces[random(pieces.length)]! : pieces[0]!)(i));
      const text = parts.join('\n\n');
      if (fastMarkdownTree(text).tree) continue;
      const readers = chunkReaders(text);
      if (readers.fast > 0 && readers.remark > 0) mixed++;
      const read = readMarkdown(text).document;
      const expected = parseWithRemark(text);
      assert.deepEqual(read, expected, `document ${doc}`);
      assert.deepEqual(sharing(read), sharing(expected), `document ${doc}`);
    }
    assert.ok(mixed >= 4, `only ${mixed} documents were read partly by each reader`);
  });
});

/** Every chunk of the text is read by the fast reader, and the document is remark's. */
function fastSame(markdown: string): void {
  for (const c of sourceChunks(blankFrontMatter(markdown))) {
    const fast = fastChunkTree(c.parsed);
    assert.ok(fast.tree, `the fast reader left a chunk to remark: ${fast.reason}\n${c.parsed}`);
  }
  const read = readMarkdown(markdown).document;
  const expected = parseWithRemark(markdown);
  assert.deepEqual(read, expected, markdown);
  assert.deepEqual(sharing(read), sharing(expected), markdown);
}

/** A chunk of the text is left to remark for this reason; the document is still remark's. */
function chunkFallsBack(markdown: string, reason: RegExp): void {
  const reasons = sourceChunks(blankFrontMatter(markdown)).map((c) => fastChunkTree(c.parsed).reason ?? '');
  assert.ok(reasons.some((r) => reason.test(r)), `${JSON.stringify(reasons)}\n${markdown}`);
  sameAsRemark(markdown);
}

describe('sources: footnotes read by the fast reader chunk by chunk (same document as remark)', function () {
  this.timeout(120_000);

  it('definitions of several paragraphs, indented continuations, lazy lines, empty first lines', () => {
    fastSame('Text with a note.[^1]\n\n[^1]: The note says more.\n    And goes on.\n\n    A second paragraph of it.\n\n        code in it\n\nOut of it.');
    fastSame('A[^n] b.\n\n[^n]: first\nlazy line\n     five spaces continue\n\nafter');
    fastSame('A[^n]\n\n[^n]:\n\n    only after a blank line\n\n[^m]:\nnot in it[^m]');
    fastSame('A[^n]\n\n[^n]:      all blanks after the colon are eaten\n    so this is no code');
    fastSame('Para\n[^1]: a definition interrupts a paragraph[^1]\n\n| a | b |\n|---|---|\n| c[^1] | d |\n[^1]: and a table\n\n[^1]');
    fastSame('[^a]: Title inside\n    ===\n\n[^b]: # Heading inside\n    - a list inside\n      more\n    > a quote inside\n\n    ---\n\nRefs [^a] [^b].');
    fastSame('   [^1]: three spaces before\n\nText.\n\n    [^2]: four: code\n\n- a\n\n  [^2]: in the item\n      more\n\n  item again [^1] [^2]');
    fastSame('A[^n] b.\r\n\r\n[^n]: first\r\n    second\r\n\r\n    third\r[^m]: m\rlazy\r\rafter[^m]');
    fastSame('[^x]: ```\n    fenced code\n    [^y]: not a definition\n    ```\n\n[^y] stays text; [^x] does not.');
  });

  it('footnotes inside lists and quotes, and lists and quotes inside footnotes', () => {
    fastSame('- item[^1]\n- [^1]: a definition in an item\n      continued\n  back in the item\n\n> quoted[^q]\n> [^q]: in a quote\n>     continued\n\nafter');
    fastSame('1. one\n   [^n]: opens after the item\'s text\n2. two [^n]\n\n> - deep[^d]\n>   [^d]: deeper\n>\n>     still');
    fastSame('[^l]: - a\n    - b\n\n      loose\n\n[^q]: > quote\n> lazy\n\nuse [^l] [^q]');
    fastSame('- a\n[^1]: ends the list\n\n> q\n[^2]: ends the quote\n\n[^1][^2]');
  });

  it('labels: case, odd characters, what is no label; undefined references', () => {
    fastSame('[^Note] [^NOTE] [^note] [^ß] [^SS] [^a*b] [^`c`] [^<x>] [^a(b)] [^1.2_3-4] [^é]\n\n[^note]: n\n[^ss]: s\n[^a*b]: ab\n[^`c`]: c\n[^<x>]: x\n[^a(b)]: p\n[^1.2_3-4]: d\n[^É]: e');
    fastSame('Undefined [^nope] and [^nope](https://example.org) and [^nope][ref] and [^] and [^ a] and [^a b] and [^x\ny]\n\n[ref]: https://example.org/r\n[^def]: defined');
    fastSame('Rights![^d], *a![^d]*, ![^d]x, ![![^d]](u), [a ![^d] b](u), ![^d]] and ![^undefined]\n\n[^d]: d');
    fastSame('[^1]]: no definition\n\n[^1]] and [^1]');
    fastSame('[^d](u) is a reference then text, [x [^d]](u) a link holding one, *em[^d]* and **[^d]**, `[^d]` code\n\n[^d]: d');
  });

  it('definitions far from their references, across chunks, and chunks that only name a footnote', () => {
    const text = `# Notes\n\n${prose(60, 'a')}\n\nFirst use.[^far] And [^Far].\n\n${prose(70, 'b')}\n\n- In a list.[^far]\n\n${prose(70, 'c')}\n\nNever defined.[^none]\n\n${prose(40, 'd')}\n\n[^far]: Defined at the end.\n    With a second line.\n\n    And a second paragraph.\n`;
    assert.ok(sourceChunks(blankFrontMatter(text)).length >= 4);
    fastSame(text);
  });

  it('what the fast reader still leaves to remark', () => {
    chunkFallsBack('An image-like ![^1](u) call.\n\n[^1]: n', /footnote/);
    chunkFallsBack('Escaped [^a\\]b] label.\n\n[^a\\]b]: n', /footnote label|link definition/);
    chunkFallsBack('A [^a b] link.\n\n[^a b]: https://example.org\n[^c]: n', /link definition/);
    chunkFallsBack('[^t]: | a | b |\n    |---|---|\n\n[^t]', /table/);
    chunkFallsBack('[^h]: <div>\n    x\n    </div>\n\n[^h]', /HTML block in a container/);
    chunkFallsBack('[^d]: [a]: /url\n\n[^d] [a]', /link definition/);
    chunkFallsBack('[^a]: [^b]: nested\n    -\n\n[^a] [^b]', /footnote definition in a footnote definition/);

  });

  it('random documents of footnotes give remark\'s document', () => {
    let seed = 11;
    const random = (n: number) => {
      // mulberry32: the low bits of a power-of-two LCG repeat too soon for small moduli
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) % n;
    };
    const pick = <T>(list: readonly T[]): T => list[random(list.length)]!;
    const labels = ['1', 'a', 'A', 'note', 'ß', 'SS', 'x-y', 'a*b', '`c`', '<x>', 'a(b)', '^', '1]'];
    const inline = () => pick(['word', 'more words', `![^${pick(labels)}]`, '**strong**', '_u_', '~~d~~', '`code [^1]`', '[link](http://e.org)', '[ref]', '[^]', '[^ sp]', `[^${pick(labels)}]`, `[^${pick(labels)}](u)`, `[x [^${pick(labels)}]](u)`, `*em[^${pick(labels)}]*`]);
    const line = () => Array.from({ length: 1 + random(4) }, inline).join(pick([' ', '', '  ']));
    const indent = () => pick(['', ' ', '   ', '    ', '     ', '        ']);
    const blocks = [
      () => line(),
      () => `${line()}\n${indent()}${line()}`,
      () => `[^${pick(labels)}]:${pick([' ', '', '      ', '\t'])}${pick([line(), '', '- item', '> q', '# h', '```\ncode\n```'])}`,
      () => `[^${pick(labels)}]: ${line()}\n${indent()}${line()}`,
      () => `[^${pick(labels)}]: ${line()}\n\n${indent()}${line()}`,
      () => `${pick(['- ', '1. ', '> ', '  - ', '> - '])}[^${pick(labels)}]: ${line()}\n${indent()}${line()}`,
      () => `- ${line()}\n${indent()}[^${pick(labels)}]: ${line()}`,
      () => `| a | b |\n|---|---|\n| ${line()} | c |\n${pick(['', '[^1]: row'])}`,
      () => `[ref]: http://r.org\n[^${pick(labels)}]: ${line()}`,
      () => `[^${pick(labels)}]: ${line()}\n    ${pick(['===', '---', '- li', '> q', '    code', '#  h'])}`,
      () => `    [^1]: indented code`,
    ];
    let fastOnly = 0;
    for (let doc = 0; doc < 400; doc++) {
      const parts: string[] = [];
      const many = doc % 8 === 0; // some documents of many chunks: definitions far from references
      for (let i = 0, n = 1 + random(7); i < n; i++) parts.push(pick(blocks)() + (many ? `\n\n${prose(random(60), `f${i}`)}` : ''));
      const text = parts.join(pick(['\n\n', '\n', '\n\n\n']));
      const read = readMarkdown(text).document;
      const expected = parseWithRemark(text);
      assert.deepEqual(read, expected, JSON.stringify(text));
      assert.deepEqual(sharing(read), sharing(expected), JSON.stringify(text));
      if (sourceChunks(blankFrontMatter(text)).every((c) => fastChunkTree(c.parsed).tree)) fastOnly++;
    }
    assert.ok(fastOnly >= 200, `only ${fastOnly} documents were read by the fast reader alone`);
  });
});
