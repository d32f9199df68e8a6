// The fourteenth speed pass (cold build and warm run) gave objects that V8 saw in several shapes one shape each, so
// that its optimised code is not thrown away when a new shape turns up. What they compute must not change: each
// mechanism is compared here with remark or with the code before the pass, on hand-made and random inputs.
import assert from 'node:assert/strict';
import type { Root } from 'mdast' with { 'resolution-mode': 'import' };
import { fastMarkdownTree } from '../../src/core/sources/fast-markdown';
import { documentFromTrees, parseWithRemark, placeChunk, readMarkdown } from '../../src/core/sources/markdown';
import { seededRandom as rng } from '../../src/core/util/random';
import { decodeSkeleton, encodeSkeleton, formatOf, parseSource } from '../../src/core/sources';
import { decodeSkeleton as decodeBefore, encodeSkeleton as encodeBefore } from './fixtures-speed14/skeleton-before';

const NODE_KEYS = new Set(['type', 'children', 'value', 'depth', 'position']);

/** Every node of a fast reader's tree: only the mdast properties the walker reads (no `urls`, no `pending`). */
function assertPlainNodes(node: Record<string, unknown>, text: string): void {
  for (const key of Object.keys(node)) assert.ok(NODE_KEYS.has(key), `a ${String(node.type)} node has '${key}': ${JSON.stringify(text)}`);
  const position = node.position as { start: object; end: object } | undefined;
  if (position) {
    assert.deepEqual(Object.keys(position.start), ['offset']);
    assert.deepEqual(Object.keys(position.end), ['offset']);
  }
  for (const child of (node.children as Record<string, unknown>[] | undefined) ?? []) assertPlainNodes(child, text);
}

/** placeChunk as it was before this pass (offsets past the chunk written as undefined into the point). */
function placeChunkBefore(tree: Root, length: number, base: number): Root {
  const place = (node: { position?: { start: { offset?: number }; end: { offset?: number } }; children?: unknown[] }): void => {
    const position = node.position;
    if (position) {
      const start = position.start.offset;
      const end = position.end.offset;
      position.start.offset = start !== undefined && start < length ? start + base : undefined;
      position.end.offset = end !== undefined && end <= length ? end + base : undefined;
    }
    if ('children' in node) for (const child of node.children as never[]) place(child);
  };
  place(tree as never);
  return tree;
}

/** The offsets of a tree, depth first: what the walker reads of positions. */
function offsets(node: { position?: { start: { offset?: number }; end: { offset?: number } }; children?: unknown[] }, out: (number | undefined)[] = []): (number | undefined)[] {
  out.push(node.position?.start.offset, node.position?.end.offset);
  for (const child of (node.children as never[] | undefined) ?? []) offsets(child, out);
  return out;
}

describe('fourteenth speed pass: one shape per kind of object, the same results', () => {
  it('inline content: the fast reader reads random emphasis, links, bare URLs, code and breaks as remark does, with plain nodes', () => {
    const next = rng(1414);
    const PIECES = ['word', 'two words', ' ', ' ', '*', '**', '_', '__', '~', '~~', '`', '``', '[', ']', '](x)', '](https://a.b/c)', '[ref]', '![',
      'https://example.com/path', ' https://python.org.', '(https://rust-lang.org)', 'www', '\\*', '\\', '&amp;', '&#35;', '<b>', '</b>', '<br>',
      '  \n', '\n', '\\\n', '.', ',', ':', 'a_b', 'x*y', '5', 'PEP 8'];
    let taken = 0;
    let withUrls = 0;
    for (let round = 0; round < 3_000; round++) {
      const n = 1 + Math.floor(next() * 18);
      let text = next() < 0.3 ? '[ref]: https://example.org\n\n' : '';
      for (let i = 0; i < n; i++) text += PIECES[Math.floor(next() * PIECES.length)]!;
      text += '\n';
      const fast = fastMarkdownTree(text);
      if (!fast.tree) continue;
      taken++;
      if (/https:\/\/[a-z]/.test(text)) withUrls++;
      assertPlainNodes(fast.tree as unknown as Record<string, unknown>, text);
      assert.deepEqual(documentFromTrees(text, [fast.tree]), parseWithRemark(text), JSON.stringify(text));
    }
    assert.ok(taken > 1_000, `the fast reader took ${taken} of 3,000 random texts`);
    assert.ok(withUrls > 100, `${withUrls} taken texts with a bare URL`);
  });

  it('placeChunk: the same offsets as before on random trees; placed points keep their object, unplaced ones share one without an offset', () => {
    const next = rng(77);
    for (let round = 0; round < 500; round++) {
      const make = (depth: number): Record<string, unknown> => {
        const start = Math.floor(next() * 120);
        const end = start + Math.floor(next() * 40);
        const node: Record<string, unknown> = { type: depth === 0 ? 'root' : 'text', position: next() < 0.1 ? undefined : { start: { offset: next() < 0.05 ? undefined : start }, end: { offset: end } } };
        if (depth < 3) node.children = Array.from({ length: Math.floor(next() * 4) }, () => make(depth + 1));
        return node;
      };
      const tree = make(0);
      const copy = structuredClone(tree);
      const length = Math.floor(next() * 150);
      const base = Math.floor(next() * 1000);
      const points = new Set<object>();
      const collect = (n: Record<string, unknown>): void => {
        const p = n.position as { start: object; end: object } | undefined;
        if (p) points.add(p.start).add(p.end);
        for (const c of (n.children as Record<string, unknown>[] | undefined) ?? []) collect(c);
      };
      collect(tree);
      placeChunk(tree as unknown as Root, length, base);
      placeChunkBefore(copy as unknown as Root, length, base);
      assert.deepEqual(offsets(tree as never), offsets(copy as never));
      const check = (n: Record<string, unknown>): void => {
        const p = n.position as { start: { offset?: number }; end: { offset?: number } } | undefined;
        for (const point of p ? [p.start, p.end] : []) {
          if (point.offset === undefined) assert.ok(!points.has(point), 'an unplaced point is not the tree\'s own object');
          else assert.ok(points.has(point), 'a placed point is moved in place');
        }
        for (const c of (n.children as Record<string, unknown>[] | undefined) ?? []) check(c);
      };
      check(tree);
    }
  });

  it('a long text read chunk by chunk (fast reader and remark, definitions in trailers) is still remark\'s document', () => {
    const filler = Array.from({ length: 60 }, (_, i) => `Paragraph ${i} has *some* text and a [link][ref${i % 3}] to read, see https://example.com/${i}.`).join('\n\n');
    const text = `${filler}\n\nAn address: someone@example.com here.\n\n${filler}\n\n[ref0]: https://a.example\n[ref1]: https://b.example\n`;
    assert.equal(fastMarkdownTree(text).tree, undefined);
    assert.deepEqual(readMarkdown(text).document, parseWithRemark(text));
  });

  it('skeletons: encode and decode in parts give what the long functions gave, on random documents of every format and damaged skeletons', () => {
    const next = rng(2024);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
    const MD = ['# Title', '## Part *one*', '### Deeper', 'Text with 57 words.', 'It ran for *nine* years (see [the report](r.md)).', '- an item', '> a quote',
      '| Site | **Nights** | `Share` |', '|---|---|---|', '| Vela | 57 | 3% |', '| Lyra | 12 | 1% |', 'A &amp; B &mdash; C', '```', 'code', '', '', '---', 'title: Notes', '---'];
    const RST = ['=====', 'Guide', '=====', ':Title: The guide', 'Intro with ``code`` and *emphasis*.', 'Part one', '--------', 'Body text.', '', ''];
    const HTML = ['<h1>Top</h1>', '<p>One &lt;two&gt; three.</p>', '<table><tr><th>Name</th><th>Count</th></tr><tr><td>Vela</td><td>57</td></tr></table>', '<title>A &amp; B</title>', '<p>Plain</p>'];
    const TEX = ['\\title{On \\emph{pulsars}}', '\\section{Intro}', 'We found 57 pulsars \\cite{x}.', 'Next \\textbf{sentence} here.', ''];
    const TXT = ['Line one of plain text.', 'Line two\twith a tab.', '', 'A new paragraph.\r'];
    const FORMATS: [string, readonly string[], string][] = [['a.md', MD, '\n'], ['a.rst', RST, '\n'], ['a.html', HTML, ''], ['a.tex', TEX, '\n'], ['a.txt', TXT, '\n']];
    let made = 0;
    let damaged = 0;
    for (let round = 0; round < 1_500; round++) {
      const [file, lines, joiner] = pick(FORMATS);
      const raw = Array.from({ length: 1 + Math.floor(next() * 16) }, () => pick(lines)).join(joiner);
      const doc = parseSource(raw, file);
      const skeleton = encodeSkeleton(doc, raw);
      assert.deepEqual(skeleton, encodeBefore(doc, raw), JSON.stringify(raw));
      if (!skeleton) continue;
      made++;
      assert.deepEqual(decodeSkeleton(skeleton, raw, formatOf(file)), decodeBefore(skeleton, raw, formatOf(file)));
      // damaged: one int changed, or cut short, or read over another raw text
      for (let d = 0; d < 4; d++) {
        const broken: Int32Array = Int32Array.from(skeleton);
        const i = Math.floor(next() * broken.length);
        broken[i] = next() < 0.5 ? broken[i]! + Math.floor(next() * 7) - 3 : Math.floor(next() * 40) - 5;
        const cut = skeleton.subarray(0, Math.floor(next() * skeleton.length));
        const other = raw.slice(0, Math.floor(next() * raw.length));
        const cases: [Int32Array, string][] = [[broken, raw], [cut, raw], [skeleton, other]];
        for (const [k, r] of cases) {
          const after = decodeSkeleton(k, r, formatOf(file));
          assert.deepEqual(after, decodeBefore(k, r, formatOf(file)));
          if (after === null) damaged++;
        }
      }
    }
    assert.ok(made > 1_000, `${made} of 1,500 random documents have a skeleton`);
    assert.ok(damaged > 1_000, `${damaged} damaged skeletons rebuilt nothing`);
  });
});
