// The sixteenth speed pass (the cold index build) rewrote a few hot loops of indexing and of writing the persisted
// index. What they compute must not change: each is compared here with the code before the pass (kept as it was,
// in the code or under fixtures-speed16/) on varied inputs.
import assert from 'node:assert/strict';
import { DiscoveryIndex } from '../../src/core/discovery';
import { TF_BITS, TF_MASK } from '../../src/core/discovery/index';
import { fastMarkdownTree } from '../../src/core/sources/fast-markdown';
import { documentFromTrees, parseWithRemark, readMarkdown } from '../../src/core/sources/markdown';
import { seededRandom as rng } from '../../src/core/util/random';

const WORDS = ['index', 'indexes', 'indexing', 'build', 'builds', 'the', 'a', 'of', 'cold', 'warm', 'Rust', 'RFC', 'PEP',
  'two', 'Twice', 'tenth', 'hundredfold', 'stem', 'stemming', 'café', 'naïve', 'Straße', 'ſtop', 'x', 'GPT-4', 'index-based',
  'COVID-19', '50%', '1,897', '3.14', 'don\'t', 'it\'s', 'über', 'KELVIN', 'K', 'ab', 'zz', 'qqqqqqqq', 'Ω', '日本語'];

/** A text of sentences drawn from WORDS (and random letter runs), seeded. */
function randomText(random: () => number, sentences: number): string {
  const out: string[] = [];
  for (let s = 0; s < sentences; s++) {
    const words: string[] = [];
    const n = 3 + Math.floor(random() * 14);
    for (let w = 0; w < n; w++) {
      if (random() < 0.25) {
        let word = '';
        const len = 1 + Math.floor(random() * 12);
        for (let k = 0; k < len; k++) word += String.fromCharCode((random() < 0.2 ? 65 : 97) + Math.floor(random() * 26));
        words.push(word);
      } else words.push(WORDS[Math.floor(random() * WORDS.length)]!);
    }
    out.push(`${words.join(random() < 0.1 ? ' - ' : ' ')}.`);
  }
  return out.join(random() < 0.5 ? ' ' : '\n\n');
}

function indexOf(seed: number, docs: number): { index: DiscoveryIndex; paths: string[] } {
  const random = rng(seed);
  const index = new DiscoveryIndex();
  const paths: string[] = [];
  for (let d = 0; d < docs; d++) {
    const absPath = `/corpus/doc-${d}.txt`;
    index.addDocument({ absPath, relPath: `doc-${d}.txt`, text: randomText(random, 1 + Math.floor(random() * 30)), sourceHash: `h${seed}-${d}` });
    paths.push(absPath);
  }
  // a document replaced and one removed: term ids no longer in order of the documents left
  if (docs > 2) {
    index.addDocument({ absPath: paths[0]!, relPath: 'doc-0.txt', text: randomText(random, 12), sourceHash: `h${seed}-again` });
    index.removeDocument(paths[1]!);
  }
  return { index, paths };
}

describe('speed pass 16: the persisted index numbers and writes terms as before', () => {
  it('numberTermsOf and exportPostingsInto with numbers give the vocabulary and records of forEachTermOf and a map', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const { index, paths } = indexOf(seed, 1 + (seed % 9));
      // before: a map from term id to number, filled through forEachTermOf, read through a renumber function
      const vocabBefore: string[] = [];
      const numbers = new Map<number, number>();
      const visit = (termId: number): void => {
        if (numbers.has(termId)) return;
        numbers.set(termId, vocabBefore.length);
        vocabBefore.push(index.termOf(termId));
      };
      const vocabAfter: string[] = [];
      const numberOf = new Int32Array(index.termCount).fill(-1);
      // (each term id of a document's records in the order they are written: read from the records exported as stored)
      const forEachTermOf = (absPath: string): void => {
        const shape = index.postingsShape(absPath);
        if (!shape) return;
        const records = new Int32Array(shape.recordInts);
        index.exportPostingsInto(absPath, new Int32Array(2 * shape.unitCount), records);
        for (let to = 0; to < records.length;) {
          const count = records[to + 1]!;
          for (let k = 0; k < count; k++) visit(records[to + 2 + k]! >>> TF_BITS);
          to += 2 + count;
        }
      };
      for (const absPath of paths) {
        forEachTermOf(absPath);
        index.numberTermsOf(absPath, numberOf, vocabAfter);
      }
      assert.deepEqual(vocabAfter, vocabBefore, `seed ${seed}`);
      for (const absPath of paths) {
        const shape = index.postingsShape(absPath);
        if (!shape) continue;
        const before = { bounds: new Int32Array(2 * shape.unitCount), records: new Int32Array(shape.recordInts) };
        const after = { bounds: new Int32Array(2 * shape.unitCount).fill(-7), records: new Int32Array(shape.recordInts).fill(-7) };
        // (the records as stored, each term id then renumbered through the map, as the callback path before the pass did)
        index.exportPostingsInto(absPath, before.bounds, before.records);
        for (let to = 0; to < before.records.length;) {
          const count = before.records[to + 1]!;
          to += 2;
          for (let k = 0; k < count; k++) {
            const packed = before.records[to + k]!;
            before.records[to + k] = (numbers.get(packed >>> TF_BITS)! << TF_BITS) | (packed & TF_MASK);
          }
          to += count;
        }
        index.exportPostingsInto(absPath, after.bounds, after.records, numberOf);
        assert.deepEqual(after, before, `seed ${seed} ${absPath}`);
      }
    }
  });
});

describe('speed pass 16: link definitions in list items, and lines that cannot be definitions, read by the fast reader as remark reads them', () => {
  it('hand-made documents: the fast reader takes them and makes remark\'s document', () => {
    for (const markdown of [
      '- item\n\n  [a]: /url\n\n[a]',
      '- item\n\n  [a]: /url\n  more text [a]\n\n[a]',
      '1. item\n\n   [a]: /url\n\n[a] and [b]\n\n[b]: /x',
      '- one\n- two\n\n   [proptest]: https://x.org/a\n\nSee [proptest].',
      '- one\n\n  [a]: /u\n  [b]: /v\n\n[a] [b]',
      '- one\n\n  [a]: /u\n[b]: /v\n\n[a] [b]',
      '- one\n\n  [a]: /u "title"\n\n[a]',
      '* x\n\n  [a]: /u\n  - nested\n\n[a]',
      '- x\n\n  [a]: <my url>\n\n[a]',
      '- x\n\n  [A  b]: /u\n\n[a b] [A B]',
      'Para [a].\n\n- x\n\n  [a]: /u\n\n- y [a]',
    ]) {
      const fast = fastMarkdownTree(markdown);
      assert.ok(fast.tree, `the fast reader gave up: ${fast.reason}\n${markdown}`);
      assert.deepEqual(documentFromTrees(markdown, [fast.tree]), parseWithRemark(markdown), markdown);
    }
  });

  it('a line that opens like a definition but cannot be one is paragraph text, as remark reads it', () => {
    for (const markdown of [
      '[note]: When reading this, beware.\n\nText.',
      '[note]: When reading this, beware.\n\n[note]: /real\n\nSee [note].',
      '> [An Obligatory Public Service Announcement]: When reading this RFC,\n> more\n\n[An Obligatory Public Service Announcement]: http://x.org/#a\n',
      '[`-Z ub-checks`]: as far as I can tell, it is not.\n\n[`-Z ub-checks`]: https://x.org',
      '[a]:b c\n\n[a]',
      '- [a]: b c\n\n[a]',
      '[a]: b c\n[b]: /u\n\n[a] [b]',
      '[b]: /u\n[a]: b c\n\n[a] [b]',
      '[a]: b c\ncontinued [a]\n\n[a]: /z',
      'Para\n\n[a]: b\tc\n\n[a]',
      '[a]: b  *c*\n\n[a]',
    ]) {
      const fast = fastMarkdownTree(markdown);
      assert.ok(fast.tree, `the fast reader gave up: ${fast.reason}\n${markdown}`);
      assert.deepEqual(documentFromTrees(markdown, [fast.tree]), parseWithRemark(markdown), markdown);
    }
    // a title after the destination, or a destination in angle brackets or escaped: still left to remark
    for (const markdown of ['[a]: /x "t" z\n\n[a]', '[a]: /x (t) z\n\n[a]', "[a]: /x 't' z\n\n[a]", '[a]: <x> z\n\n[a]', '[a]: \\(b c\n\n[a]']) {
      const read = readMarkdown(markdown);
      assert.match(read.fallback ?? '(taken)', /link definition/, markdown);
      assert.deepEqual(read.document, parseWithRemark(markdown), markdown);
    }
  });

  it('random documents of lists, definitions, references, quotes and code: the document is remark\'s', () => {
    const random = rng(16);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
    const labels = ['a', 'b', 'A  b', 'proptest', 'type coercions', 'x y'];
    const destinations = ['/u', 'https://x.org/a_b', '<my url>', '/p(a)', '/t "title"', "/t 'title'", '/q (t)', '"/bad"', '/u trailing words',
      'When reading this,', 'as far as I can tell', '/x)y z', '/x "t" z', '<x> z', 'b\t*c*', '\\(b c'];
    let taken = 0;
    const total = 1500;
    for (let n = 0; n < total; n++) {
      const blocks: string[] = [];
      const count = 1 + Math.floor(random() * 6);
      for (let b = 0; b < count; b++) {
        const r = random();
        const indent = ' '.repeat(Math.floor(random() * 6));
        const marker = pick(['- ', '* ', '1. ', '10) ', '-   ']);
        const definition = `[${pick(labels)}]: ${pick(destinations)}`;
        if (r < 0.35) {
          // a list item with a definition in it: as its second block, after a line, or lazily
          const pad = ' '.repeat(marker.length);
          const shape = Math.floor(random() * 4);
          if (shape === 0) blocks.push(`${marker}item text\n\n${indent}${definition}`);
          else if (shape === 1) blocks.push(`${marker}item text\n\n${pad}${definition}\n${pad}more [${pick(labels)}] text`);
          else if (shape === 2) blocks.push(`${marker}item\n\n${pad}${definition}\n${definition.replace('a', 'b')}`);
          else blocks.push(`${marker}${definition}\n${pad}after`);
        } else if (r < 0.5) blocks.push(`${indent.slice(0, 3)}${definition}`);
        else if (r < 0.65) blocks.push(`See [${pick(labels)}] and [${pick(labels)}][] and [text][${pick(labels)}].`);
        else if (r < 0.75) blocks.push(`> quoted [${pick(labels)}]\n>\n> ${definition}`);
        else if (r < 0.85) blocks.push(`\`\`\`\n${definition}\n\`\`\``);
        else blocks.push(`${marker}one\n${' '.repeat(marker.length)}- nested\n\n${' '.repeat(marker.length + 2)}${definition}`);
      }
      const markdown = blocks.join(random() < 0.8 ? '\n\n' : '\n');
      const read = readMarkdown(markdown);
      assert.deepEqual(read.document, parseWithRemark(markdown), markdown);
      if (read.fallback === undefined) taken++;
    }
    // the fast reader takes a good share of them (not every document falls back to remark)
    assert.ok(taken > total / 10, `taken ${taken} of ${total}`);
  });
});

describe('speed pass 16: named character references read by the fast reader, as micromark decodes them', () => {
  it('hand-made documents: HTML entity names decoded, other names left as text, like remark', () => {
    for (const markdown of [
      '&copy; sign, &mdash; dash, &hellip; and &ne; sign',
      'Not names: &constructor; &toString; &hasOwnProperty; &valueOf; &foo; &copy &#; &#x;',
      '# A &mdash; heading\n\n*em&mdash;*phasis* and **st&ndash;rong**',
      '[link &amp; &mdash; text](/u) and `code &mdash;`',
      '| a &mdash; b | c |\n|---|---|\n| &copy; | &ne; |',
      '- item &rarr; next\n- &ThinSpace;x',
      '&CounterClockwiseContourIntegral; (31) &CounterClockwiseContourIntegralX; (32)',
      'a &rarr; https://x.org &mdash; b &hellip; c',
    ]) {
      const fast = fastMarkdownTree(markdown);
      assert.ok(fast.tree, `the fast reader gave up: ${fast.reason}\n${markdown}`);
      assert.deepEqual(documentFromTrees(markdown, [fast.tree]), parseWithRemark(markdown), markdown);
    }
    // references to ASCII characters or letters may make or break an address in remark's decoded text: left to remark
    for (const markdown of ['www&period;example&period;org and https&colon;//x.org', 'a &colon; x https://x.org.', '&Auml;https://x.org', 'a&ast;b&ast; and &lowbar;c&lowbar;', '&NotEqualTilde; x']) {
      const read = readMarkdown(markdown);
      assert.match(read.fallback ?? '(taken)', /named character reference|address/, markdown);
      assert.deepEqual(read.document, parseWithRemark(markdown), markdown);
    }
  });

  it('random documents with references in text, emphasis, links, headings, tables and lists: remark\'s document', () => {
    const random = rng(1616);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
    const names = ['copy', 'mdash', 'ndash', 'hellip', 'Auml', 'auml', 'AUML', 'nbsp', 'amp', 'lt', 'gt', 'quot', 'apos', 'rarr', 'ThinSpace',
      'NotEqualTilde', 'fjlig', 'ast', 'lowbar', 'period', 'colon', 'commat', 'lsqb', 'rsqb', 'grave', 'foo', 'Copy', 'constructor', 'toString',
      'x'.repeat(31), 'x'.repeat(32), 'CounterClockwiseContourIntegral', 'a1', 'b2c'];
    const wraps = [(t: string) => t, (t: string) => `*${t}*`, (t: string) => `**${t}**`, (t: string) => `[${t}](/u)`, (t: string) => `~~${t}~~`, (t: string) => `\`${t}\``];
    let taken = 0;
    const total = 1500;
    for (let n = 0; n < total; n++) {
      const ref = (): string => (random() < 0.85 ? `&${pick(names)};` : pick(['&', '&;', `&${pick(names)}`, '&#38;', '&#x2014;']));
      const words = (): string => {
        const out: string[] = [];
        const count = 1 + Math.floor(random() * 6);
        for (let i = 0; i < count; i++) out.push(random() < 0.5 ? ref() : pick(['word', 'x', 'www.example.org', 'a@b.org', '_u_', '*', 'https://x.org']));
        return pick(wraps)(out.join(random() < 0.7 ? ' ' : ''));
      };
      const r = random();
      const markdown = r < 0.4 ? `${words()} ${words()}.` : r < 0.55 ? `## ${words()}\n\n${words()}` : r < 0.7 ? `| ${words()} | b |\n|---|---|\n| ${words()} | c |`
        : r < 0.85 ? `- ${words()}\n- ${words()}` : `> ${words()}\n\n${words()}`;
      const read = readMarkdown(markdown);
      assert.deepEqual(read.document, parseWithRemark(markdown), markdown);
      if (read.fallback === undefined) taken++;
    }
    assert.ok(taken > total / 5, `taken ${taken} of ${total}`);
  });
});
