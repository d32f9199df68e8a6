// The fiftieth round of verification on real writing (invented sentences in the manner of package READMEs): markup
// that carries meaning is read for it. Text struck out ("~~x~~", "<del>x</del>") is what a source no longer says; a
// power written with HTML ("2<sup>10</sup>") is 2^10, not 210; a path is not the tail of a longer one ("/.config/x" of
// "~/.config/x"); code is read with its marks and its case ("`Widget`" is not "`&Widget`", "`\w`" not "`\W`").
import assert from 'node:assert/strict';
import { verifyDraftAgainst } from './verify-fixtures';
import { parseMarkdown } from '../../src/core/sources/markdown';
import { parseHtml } from '../../src/core/sources/light';
import { sentenceAt, sentenceCount } from '../../src/core/sources/index';
import { plainText } from '../../src/core/engine/plain';
import { extractQuantities } from '../../src/core/text/quantities';
import { setWordNetLoader, wordNet } from '../../src/core/lexicon/index';

const run = async (claim: string, source: string, path = 'notes/source.md') => (await verifyDraftAgainst(path, source, claim))[0]!;
const actionOf = async (claim: string, source: string, path?: string) => (await run(claim, source, path)).action;

describe('verify: the fiftieth round', () => {
  before(function () {
    this.timeout(120_000);
    setWordNetLoader(undefined);
    wordNet();
  });

  it('does not read text a Markdown source strikes out as its words, and keeps the offsets of what is left', () => {
    const raw = '# Tilecart\n\n- ~~Runs on Windows through the legacy console.~~ Dropped in version 3.\n- Draws with <del>true colour</del> 256 colours.\n';
    const doc = parseMarkdown(raw);
    assert.doesNotMatch(doc.plain, /legacy console/);
    assert.doesNotMatch(doc.plain, /true colour/);
    assert.match(doc.plain, /Dropped in version 3\./);
    assert.match(doc.plain, /Draws with\s+256 colours\./);
    // each sentence left still maps to the raw text it came from
    const sentences = Array.from({ length: sentenceCount(doc) }, (_, i) => sentenceAt(doc, i));
    const dropped = sentences.find((x) => doc.plain.slice(x.plainStart, x.plainEnd).includes('Dropped'));
    assert.ok(dropped);
    assert.match(raw.slice(dropped.rawStart, dropped.rawEnd), /Dropped in version 3\./);
  });

  it('does not read struck-out text of an HTML source as its words', () => {
    const doc = parseHtml('<html><body><p>Tilecart draws with <del>true colour</del> 256 colours and <s>runs on Windows</s> is small.</p></body></html>');
    assert.doesNotMatch(doc.plain, /true colour|runs on Windows/);
    assert.match(doc.plain, /Tilecart draws with\s+256 colours and\s+is small\./);
  });

  it('neither accepts a claim of what the source struck out nor refutes one that strikes the same out', async () => {
    const source = '# Tilecart\n\nTilecart ~~runs on Windows through the legacy console~~ draws widgets with 256 colours.\n\nTilecart draws <del>true colour</del> gradients on every terminal.\n';
    assert.notEqual(await actionOf('Tilecart runs on Windows through the legacy console.', source), 'accept');
    assert.notEqual(await actionOf('Tilecart draws true colour gradients on every terminal.', source), 'accept');
    // what is left is still said, and a writer's own strike-through is no part of the claim
    assert.equal(await actionOf('Tilecart draws widgets with 256 colours.', source), 'accept');
    assert.equal(await actionOf('Tilecart ~~runs on Windows~~ draws widgets with 256 colours.', source), 'accept');
    assert.equal(plainText('Tilecart ~~runs on Windows~~ draws <del>fast</del> widgets.'), 'Tilecart draws widgets.');
  });

  it('reads a power written with HTML as the power, in the source and in the claim', async () => {
    assert.equal(extractQuantities('up to 2^10 widgets')[0]?.value, 1024);
    assert.equal(extractQuantities('an error of 10^-3')[0]?.value, 0.001);
    assert.match(parseMarkdown('# Tilecart\n\nThe cache holds up to 2<sup>10</sup> widgets.\n').plain, /up to 2\^10 widgets/);
    const source = '# Tilecart\n\nThe Tilecart cache holds up to 2<sup>10</sup> widgets before it evicts the oldest.\n';
    assert.equal(await actionOf('The Tilecart cache holds up to 1024 widgets before it evicts the oldest.', source), 'accept');
    assert.equal(await actionOf('The Tilecart cache holds up to 2<sup>10</sup> widgets before it evicts the oldest.', source), 'accept');
    const glued = await run('The Tilecart cache holds up to 210 widgets before it evicts the oldest.', source);
    assert.equal(glued.action, 'refute', glued.verdict!.reason);
    // a footnote mark after a word is not a power
    assert.match(parseMarkdown('# Tilecart\n\nIt is widely used<sup>1</sup> in shells.\n').plain, /widely used1? in shells|widely used in shells/);
  });

  it('does not accept a path that is the tail of the longer one the source writes', async () => {
    const source = '# Tilecart\n\nTilecart reads its settings from `~/.config/tilecart/settings.json` when the file exists.\n';
    assert.notEqual(await actionOf('Tilecart reads its settings from `/.config/tilecart/settings.json` when the file exists.', source), 'accept');
    assert.notEqual(await actionOf('Tilecart reads its settings from `.config/tilecart/settings.json` when the file exists.', source), 'accept');
    assert.equal(await actionOf('Tilecart reads its settings from `~/.config/tilecart/settings.json` when the file exists.', source), 'accept');
    // a file named by its last part is still the file
    assert.equal(await actionOf('Tilecart reads its settings from `settings.json` when the file exists.', '# Tilecart\n\nTilecart reads its settings from `settings.json` when the file exists.\n'), 'accept');
  });

  it('reads code with its marks and its case', async () => {
    const source = '# Tilecart\n\nThe Tilecart tokenizer splits words on `\\W` characters, and its `render` function takes a `&Widget` and never copies the widget.\n';
    const lower = await run('The Tilecart tokenizer splits words on `\\w` characters.', source);
    assert.notEqual(lower.action, 'accept');
    assert.ok(lower.verdict!.flags.some((f) => f.startsWith('code_missing:')), lower.verdict!.flags.join());
    assert.notEqual(await actionOf('The Tilecart `render` function takes a `Widget` and never copies the widget.', source), 'accept');
    assert.equal(await actionOf('The Tilecart tokenizer splits words on `\\W` characters.', source), 'accept');
    assert.equal(await actionOf('The Tilecart `render` function takes a `&Widget` and never copies the widget.', source), 'accept');
    // a parameter named without its star is the same parameter
    assert.equal(await actionOf('The `format` function passes `args` on to the writer.', '# Tilecart\n\nThe `format` function passes `*args` on to the writer.\n'), 'accept');
  });

  it('reads a power only where it is one: a small base, outside code, exact, each on its own item', async () => {
    // (a superscript after a larger number is a footnote mark; a caret in code is an operator)
    assert.match(parseMarkdown('# Tilecart\n\nThe survey had 120<sup>2</sup> respondents.\n').plain, /had 120 respondents/);
    // (a power no number holds exactly is one figure of about its value, not its base: since the fifty-third round)
    assert.deepEqual(extractQuantities('about 2^64 increments').map((q) => [q.raw.replace(/^about /, ''), q.value]), [['2^64', 2 ** 64]]);
    const code = '# Tilecart\n\nIn Go, `10^6` evaluates to 12.\n';
    assert.notEqual(await actionOf('In Go, 1000000 evaluates to 12.', code), 'accept');
    // which item a power belongs to is still read
    const items = '# Tilecart\n\nBlocks are 2<sup>12</sup> bytes and pages are 2<sup>16</sup> bytes.\n';
    assert.notEqual(await actionOf('Pages are 4096 bytes.', items), 'accept');
    assert.equal(await actionOf('Pages are 65536 bytes.', items), 'accept');
    // a single tilde is no strikethrough: "~$5" stays a figure of the sentence
    assert.match(parseMarkdown('# Tilecart\n\nThe plan costs ~$5 per month (~$60 per year).\n').plain, /\$5 per month/);
  });
});

