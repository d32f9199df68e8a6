import assert from 'node:assert/strict';
import { fastMarkdownTree } from '../../src/core/sources/fast-markdown';
import { documentFromTrees, parseMarkdown, parseSimpleMarkdown, parseWithRemark, readMarkdown } from '../../src/core/sources/markdown';

/** The fast reader takes the text and makes exactly remark's document (which has words in it). */
function same(markdown: string): void {
  const fast = fastMarkdownTree(markdown);
  assert.ok(fast.tree, `the fast reader gave up: ${fast.reason}\n${markdown}`);
  const expected = parseWithRemark(markdown);
  assert.deepEqual(documentFromTrees(markdown, [fast.tree]), expected, markdown);
  if (parseSimpleMarkdown(markdown) === null) assert.deepEqual(parseMarkdown(markdown), expected, markdown);
}

/** The fast reader leaves the text to remark, for the reason given; the document is remark's. */
function fallsBack(markdown: string, reason: RegExp): void {
  const read = readMarkdown(markdown);
  assert.match(read.fallback ?? '(taken)', reason, markdown);
  assert.deepEqual(read.document, parseWithRemark(markdown), markdown);
}

describe('sources: fast Markdown reader (same document as remark)', () => {
  it('paragraphs, soft and hard line breaks, trailing blanks', () => {
    same('One line.\nAnd   the next one.\n\nA second paragraph.');
    same('  Indented start\n   continuation lines keep nothing of their blanks.  ');
    same('Hard break with spaces  \nnext line.');
    same('Hard break with a backslash\\\nnext line.');
    same('One trailing space \nis dropped; three   \nmake a break; a tab\t\ndoes not.');
    same('Backslash at the very end\\');
    same('Spaces before a backslash break  \\\nnext.');
  });

  it('ATX headings: levels, closing hashes, empty headings, heading paths', () => {
    same('# Title\n\nText.\n\n## Part *one* ##\n\nMore.\n\n### Deep #\\#\n\n#no heading\n\n####### seven is text\n\n#\n\n## Next #not closing');
    same('# A\n## B\ntext under B\n# C\ntext under C');
  });

  it('setext headings, and thematic breaks that are not', () => {
    same('Title line\none more\n===\n\nSub\n---\n\nText\n\n---\n\n* * *\n\n- - -\n\n___');
    same('> quoted\n---\n\nlazy\n> quote\n===');
  });

  it('code fences: info strings, longer closing runs, tildes, fences inside lists', () => {
    same('Before.\n```rust\nlet x = *y*;\n```\nAfter.\n\n~~~~\n``` not closing\n~~~~~\nEnd.');
    same('````\n```\ninside\n````\n\n``` not a fence ` because of the backtick\ntext');
    same('- item\n  ```\n  code\n\n  more code\n  ```\n  still item\n- next');
    same('   ```\n   indented fence\n  ```\nafter');
  });

  it('indented code is not prose, and does not interrupt a paragraph', () => {
    same('Para\n    continuation\n\n    code block\n\n    more code\nback to text');
    same('- item\n\n      code in item\n\n  text in item');
  });

  it('block quotes: nesting, lazy lines, quotes in lists', () => {
    same('> Quoted *text*\ncontinued lazily\n> > nested\n\nOutside.');
    same('- item\n  > quote in item\n  > more\n- next');
    same('> a\n- b\n\n> c\n2. d');
    same('>no space\n>  two spaces `code\n>   span`');
  });

  it('lists: bullets, ordered, nesting, continuation, lazy lines, blank lines', () => {
    same('- one\n- two\n  - nested\n    deeper text\n  lazy line\n- three\n\n  second paragraph of three\n\nAfter.');
    same('1. first\n2. second\n10) other delimiter\n\n3. starts at three');
    same('Text\n2. does not interrupt\n- but a bullet does\n-\n  empty start then content\n\n* star\n+ plus');
    same('-\n\n  not in the item\n\n1.     five spaces: code\n\n-   three spaces');
    same('- a\n\n\n- b\n- [link](x) item');
    same('1. a\n   b\n- c');
  });

  it('inline code: backtick runs, stripping, spans across lines, unmatched runs', () => {
    same('Use `x` and ``a ` b`` and ` `` ` and `  two  ` here.');
    same('Unmatched `` run and `single and ``` three.');
    same('A span `across\n   lines` in a paragraph.\n\n- and `in a\n     list item`.');
    same('> and `in a\n>    quote`.');
    same('Escaped \\`not code` and `code \\` ends here.');
    same('Space edges ` a ` and `\na\n` and `  ` only spaces.');
  });

  it('emphasis and strong emphasis as micromark pairs them', () => {
    same('*a* **b** ***c*** _d_ __e__ ___f___ *g **h** i* **j *k* l**');
    same('snake_case_name and 2*3*4 and * not * and _a_b_ and __init__ and a**b**c');
    same('***a** b* and *a **b*** and **a*b*c** and *(*a*)* and _(_a_)_');
    same('*unclosed and **also and _under and *a_b* and ****x**** and *a\nb*');
    same('Rule of three: *a**b* and **a*b** and *foo**bar**baz* and ***a*b**');
    same('Punctuation: "*quoted*" and *"quoted"* and _"x"_ and а*б*в and 中*文*');
  });

  it('links and images: inline, reference, collapsed, shortcut, nested brackets', () => {
    same('A [link](http://example.org) and [another](<nothing>)? no: [x](y).');
    same('[text *em*](a/b_(c)) and ![image alt](i.png) and [a ![img](i) b](u)');
    same('[ref][Label] and [Label][] and [label] and [undefined] and [x][undefined].\n\n[label]: https://example.org/r');
    same('[outer [inner](i) rest](o) and [a [b] c](d) and [](empty) and [x]() and [x]( y )');
    same('[not closed and ] stray and [a](b c) not a link and [a](b');
    same('[multi\nline](u) text and [ref\n  label](u)');
    same('Defs first.\n\n[a]: /one\n[B]: /two\nText [a] [b] [A][b].');
    same('[t]: /url "title"\n[u]: /p(a)r \'t\'\n[v]: <x y>\n\n[t] [u] [v]');
    same('Not a definition inside a paragraph:\n[x]: /x\n\n```\n[y]: /y\n```\n\nYet [x] and [y] resolve in remark\'s chunks.');
  });

  it('GFM strikethrough: one or two tildes, longer runs are text, crossing emphasis in either order', () => {
    same('A ~~struck~~ word, ~one~ tilde, ~~~three~~~ is text, ~~a~ unequal, a~b~c and \\~~x~~.');
    same('*a ~b* c~ and ~a *b~ c* and ~~*x*~~ and *~~x~~* and ~*~x~*~');
    same('~a *b~ c* then *d ~e* f~ (tildes first)');
    same('[~~in~~ a *link*](u) and ~~[a](b)~~ and ~~~~ and ~ alone ~');
  });

  it('escapes and character references', () => {
    same('\\*not em\\* \\_ \\[not link\\] \\# \\\\ backslash \\a kept');
    same('&amp; &lt; &gt; &quot; &nbsp; &#65; &#x42; &#0; &#xD800; &#1234567; & alone &notaref');
  });

  it('bare URLs that remark links keep their text', () => {
    same('See https://example.org/a_b/c.md, or (https://example.org/x) and https://ex-ample.co.uk/p?q=1#f.');
    same('- RFC PR: [rust-lang/rfcs#1096](https://github.com/rust-lang/rfcs/pull/1096)\n- Rust Issue: https://github.com/rust-lang/rust/pull/24910');
    same('Text [https://example.org](https://example.org) in a link label.');
    same('**https://example.org/x** and "quoted" http://a.example.org/y).');
  });

  it('HTML blocks at the top level: raw, comments, block tags, complete tags alone on their line', () => {
    same('Text.\n<div align="center">\n  <img src="x.png">\n*not* prose\n</div>\n\nAfter the div.');
    same('<!-- a comment\nover lines -->\nText right after.\n\n<!-->\nText.\n\n<!-- x --> trailing words on the line');
    same('<pre>\ncode\n</pre>\nText.\n\n<script src="x"></script>\nText again.\n\n<STYLE>\np { }\n</style>');
    same('<img src="a.png" alt=\'x\' width=10 />\nstill html\n\n</span>\nstill html\n\n<a href="x" data-y z>\n\ntext');
    same('Para\n<div>\ninterrupts\n\n<p/>\nand\n\n<hr/>\nx');
    same('Para\n<span>\ntext (a complete tag does not interrupt)\n\n    code\n\n<span>\nbut may follow indented code');
    same('<details>\n<summary>Sum</summary>\n\nInside *details* as Markdown.\n\n</details>');
  });

  it('inline HTML (dropped, <br> read as a space) and autolinks (their address kept)', () => {
    same('A <b>bold</b> word, a line<br>break, <br/> and <BR >, a <!-- comment --> and <!-->, <!--->.');
    same('Generic Vec<T> and Option<&T> and a < b and x<3 and <-> and <a/b> and </ x> and <a =b>.');
    same('<a href="x" title=\'t\' data-x=y disabled>link text</a> and <img src=a.png alt="an image"/>');
    same('<https://example.org/a_b*c*> and <mailto:x> and <made-up+scheme:stuff> and <a:b>, <ab:> too.');
    same('Tags in *emphasis <i>x</i>* and [links <b>y</b>](u) and `<code>`.');
  });

  it('GFM tables: one fact per body cell with its header; uneven rows, empty cells, escaped pipes, inline syntax', () => {
    same('| Model | Acc | F1 |\n|---|:-:|--:|\n| Model-X | 66.0 | 0.5 |\n| *Y* | `7|8` | [z](u) |\n| only |\n| a | | b | extra |\nlast row without pipes\n\nAfter.');
    same('Para before\nName | Value\n--- | ---\nx \\| y | 1\\\\| 2\n  indented | row  \n\n| h |\n| - |\n| v |');
    same('a\n:-\nb\n\nc\n-:|\nd');
    for (const next of ['- item', '# h', '> q', '```\nc\n```', '    code', '1. x', '2. x', '***', '-', '#x', '===', '+ y', '*a*', '`x`']) {
      same(`| a |\n|-|\n| b |\n${next}\n\ntext`);
    }
    same('| `a\\|b` and `c\\\\` | `\\\\` |\n|-|-|\n| `x \\| y` | z |');
    same('| `code` head | **bold** |\n|:--|--:|\n| https://example.org/x | &amp; |');
  });

  it('front matter and its title', () => {
    same('---\ntitle: "Front"\n---\n\n# Heading\n\nBody text.');
  });

  it('footnote references without a footnote definition anywhere: brackets as remark reads them', () => {
    same('A note[^1] and [^x](https://example.org) and [^] and [^a b] and *[^y]* here.');
    same('- a list[^1]\n\n> a quote[^q]\n\n| a | b |\n|---|---|\n| [^c] | d |');
    fallsBack('> [^1]: a definition in a quote\n\nText[^1].', /footnote definition/);
  });

  it('a paragraph opening with brackets that cannot start a definition ("[a [b]:", "]::" in code)', () => {
    same('- [Modules – `[other_crate]::path` syntax](https://example.org/a) - Aug 7\n- [a [b]: not a label\n\n[a]b]: /x');
    fallsBack('[a]: /x "t" z\n\n[a]', /link definition/);
  });

  it('a table after the lists or quotes it ends', () => {
    same('- x\n\n| a | b |\n|---|---|\n| c | d |');
    same('> # q\n| a | b |\n|---|---|\n| c | d |');
    fallsBack('- x\n\n      code\n| a | b |\n|---|---|', /table/);
  });

  it('carriage returns: "\\r\\n" and "\\r" line ends as remark reads them (kept in text, code and breaks)', () => {
    const cases = [
      '# Title\n\nSome text\nmore `co\nde` and a hard break  \nhere, a backslash one\\\nthere.\n\n- a\n  b\n\n> q\nlazy\n',
      '| a | b |\n|---|---|\n| c | d |\n\nSetext\n===\n\n```\ncode\n```\n\n    indented\n\n<div>\nhtml\n</div>\n\nend',
      '` \na\n ` and `\nb\n` and *em\nphasis* [a\nlink](/x) [ref]\n\n[ref]: /r\n',
    ];
    for (const text of cases) {
      same(text.replace(/\n/g, '\r\n'));
      same(text.replace(/\n/g, '\r'));
      let k = 0;
      same(text.replace(/\n/g, () => ['\n', '\r\n', '\r'][k++ % 3]!));
    }
  });

  it('leaves other syntax to remark', () => {
    fallsBack('| a | b |\n|---|---|\n| 1 | 2 |\n<div>', /HTML after a table row/);
    fallsBack('- item\n\n  | a | b |\n  |---|---|', /table/);
    fallsBack('| a | b |\n| - |\ncounts differ', /table/);
    fallsBack('- item\n\n  <div>\n  x\n  </div>', /HTML block in a container/);
    fallsBack('<!-- a comment\n\nwith a blank line -->', /blank line in raw HTML/);
    fallsBack('> quote\n<span>\ntext', /HTML after a lazy line/);
    fallsBack('<?php echo 1; ?>', /declaration/);
    fallsBack('An <a\nhref="x">tag across lines</a>.', /inline HTML across lines/);
    fallsBack('Mail <someone@example.org>.', /e-mail autolink/);
    fallsBack('A <!DOCTYPE html> or <?php ?>.', /declaration|instruction/);
    fallsBack('A note[^1].\n\n[^1]: The note.', /footnote/);
    fallsBack('Docs show a footnote:\n\n```\nText[^1]\n\n[^1]: Note\n```', /footnote definition/);
    fallsBack('- [ ] task\n- [x] done', /task list/);
    fallsBack('Mail me at someone@example.org please.', /e-mail/);
    fallsBack('A www.example.org address.', /www/);
    fallsBack('Odd URL xhttps://example.org then https\\://example.org', /address remark would cut/);
    fallsBack('URL in [an open bracket https://example.org', /address remark would cut/);
    fallsBack('Path: http://localhost:8080/x', /bare URL/);
    fallsBack('[a]: /url "title" trailing\n\n[a]', /link definition/);
    fallsBack('[a]: /u(rl\n\n[a]', /link definition/);
    fallsBack('[a](/url "title")', /link title/);
    fallsBack('[a\nb]: /x\n\n[a b]', /link definition label across lines/);
    fallsBack('Text.\n\n[a\\]\nb]: /x\n\n[a\\] b]', /link definition label across lines/);
    fallsBack('- one\n  - two\n\n    [a]: /url\n\n[a]', /link definition in a container/);
    fallsBack('> - x\n>\n>   [a]: /url\n\n[a]', /link definition in a container/);
    fallsBack('```\nunclosed fence', /unclosed/);
    fallsBack('-\tfoo', /tab/);
    fallsBack('    code\n\n3. item', /list item after indented code/);
    fallsBack('A NUL\0 character', /NUL/);
    fallsBack('[RFC\nPR][] is defined elsewhere.\n\n[rfc pr]: /x', /reference remark may not resolve/);
  });
});
