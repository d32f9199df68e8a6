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

  it('a footnote in one chunk leaves only that chunk (and those naming it) to remark', () => {
    const text = `# Study\n\n${prose(60, 'alpha')}\n\nA claim with a note.[^1]\n\n[^1]: The note says more.\n    And goes on.\n\n## Later\n\n${prose(120, 'beta')}\n`;
    const readers = chunkReaders(text);
    assert.ok(readers.fast >= 1 && readers.remark >= 1, JSON.stringify(readers));
    sameAsRemark(text);
  });

  it('references resolved through a chunk trailer, definitions far away, and unresolved labels', () => {
    const text = `# Links\n\n${prose(70, 'gamma')}\n\nSee [the guide][guide] and [Guide] and [missing] and [^nope].\n\n${prose(80, 'delta')}\n\nAgain [the guide][GUIDE], footnote[^n].\n\n${prose(60, 'eps')}\n\n[guide]: https://example.org/guide\n[^n]: Far away.\n`;
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
    // the first chunk names no footnote (the fast reader reads it), the later ones do
    for (let i = 0; i < 200; i++) parts.push(`---\nRule heading ${i}\n---`, `---\nRule heading ${i}b\n---`, `Section ${i} names ${i < 80 ? 'no note' : 'a note.[^a]'}`, prose(1, `s${i}`));
    parts.push('[^a]: The note.');
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
