// Free text in hovers is Markdown that renders as written: escaped syntax, ordinary spaces (so a long quote wraps at words).
import assert from 'node:assert/strict';
import type { Root, RootContent } from 'mdast' with { 'resolution-mode': 'import' };
import { markdownText } from '../../src/extension/wording';

// (unified and remark are ESM-only; loaded with require() as src/core/claims/markdown.ts does)
type UnifiedModule = typeof import('unified', { with: { 'resolution-mode': 'import' } });
type RemarkParseModule = typeof import('remark-parse', { with: { 'resolution-mode': 'import' } });

/** The text a CommonMark renderer shows for some Markdown (its paragraphs joined by newlines). */
function rendered(markdown: string): string {
  const { unified } = require('unified') as UnifiedModule;
  const remarkParse = (require('remark-parse') as RemarkParseModule).default;
  const tree = unified().use(remarkParse).parse(markdown) as Root;
  const text = (n: RootContent | Root): string => ('value' in n && typeof n.value === 'string' ? n.value : 'children' in n ? n.children.map(text).join('') : '');
  return tree.children.map(text).join('\n');
}

describe('hover text as Markdown', () => {
  it('renders every character as written: code marks, emphasis, links, headings, lists, HTML and quotes stay text', () => {
    for (const s of [
      'The `--strict` option is to appear in Kestrel 2.1; its effect is to become the default in Kestrel 3.0.',
      '*not* a [link](command:warrant.openSpan) or <b>HTML</b> & no $(icon)',
      '# not a heading', '1. not a list', '- not a list either', '> not a quote', 'a_b_c and 2*3*4 and \\n backslash',
      'cfg(all(a, b, c)) | pipes | ~~no strike~~ !important',
    ]) {
      assert.equal(rendered(markdownText(s)), s, s);
    }
  });

  it('keeps ordinary spaces (VS Code\'s appendText makes each one "&nbsp;", so a quote could wrap only at a hyphen)', () => {
    const out = markdownText('The quick brown fox jumps over the lazy dog.');
    assert.ok(!out.includes('&nbsp;'));
    assert.equal(out.split(' ').length, 9);
  });

  it('turns a line break into a paragraph break', () => {
    assert.equal(rendered(markdownText('first line\nsecond line')), 'first line\nsecond line');
    assert.match(markdownText('first line\nsecond line'), /first line\n\nsecond line/);
  });
});
