// The fifty-first round of verification on real writing (invented sentences in the manner of package READMEs): a
// version written with its "v" ("node `<v4.8`") is the figure 4.8, and a comparison sign before a figure is its bound,
// so "below v4.8" is carried and "above v4.8" is not; a version number says "version"; "all of tilecart's widgets" is
// "all of its widgets".
import assert from 'node:assert/strict';
import { verifyDraftAgainst } from './verify-fixtures';
import { extractQuantities } from '../../src/core/text/quantities';
import { setWordNetLoader, wordNet } from '../../src/core/lexicon/index';

const run = async (claim: string, source: string, path = 'notes/source.md') => (await verifyDraftAgainst(path, source, claim))[0]!;
const actionOf = async (claim: string, source: string, path?: string) => (await run(claim, source, path)).action;

describe('verify: the fifty-first round — versions with their "v", comparison signs, owners of a quantified noun', () => {
  before(function () {
    this.timeout(120_000);
    setWordNetLoader(undefined);
    wordNet();
  });

  it('reads "v4.8" as the figure 4.8 and "v1.2.3" as the version 1.2.3, not as "8" or "2.3"', () => {
    const [q] = extractQuantities('runs on node v4.8 only');
    assert.equal(q?.value, 4.8);
    assert.equal(q?.raw, '4.8');
    assert.deepEqual(extractQuantities('requires v1.2.3').map((x) => x.raw), ['1.2.3']);
    assert.deepEqual(extractQuantities('requires v1.2.3').map((x) => x.raw), extractQuantities('requires 1.2.3').map((x) => x.raw));
    // a name such as V8, or "v18" alone, is no figure read here
    assert.deepEqual(extractQuantities('built on V8 and v18'), []);
  });

  it('reads a comparison sign before a figure as its bound, but not an arrow, a tag, a quote mark or a link target', () => {
    const below = extractQuantities('in node `<v4.8`, nothing')[0]!;
    assert.equal(below.bounded, true);
    assert.equal(below.approx?.max, 4.8);
    const atLeast = extractQuantities('node >= 4.8')[0]!;
    assert.equal(atLeast.approx?.min, 4.8);
    assert.equal(atLeast.approx?.max, Infinity);
    assert.equal(extractQuantities('x ≤ 5')[0]!.approx?.max, 5);
    for (const text of ['a -> 5 b', 'a => 6 b', '<b>4 million</b> readers', '> 3 of them\n> 5 more', 'see <427> there']) {
      assert.ok(extractQuantities(text).every((q) => q.bounded !== true), text);
    }
  });

  it('carries "versions below v4.8" by "`<v4.8`", and tells "above v4.8" and "below v5.8" apart', async () => {
    const source = '# tilecart\n\n## Caveats\n\nWhile `tilecart` adds support for `options.shell` in node `<v4.8`, all of its enhancements are disabled.\n';
    assert.equal(await actionOf("Although tilecart adds support for options.shell in node versions below v4.8, all of tilecart's enhancements are disabled.", source), 'accept');
    assert.equal(await actionOf('Although tilecart adds support for options.shell in node releases below v4.8, all of its enhancements are disabled.', source), 'accept');
    assert.equal(await actionOf('Although tilecart adds support for options.shell in node versions above v4.8, all of its enhancements are disabled.', source), 'refute');
    assert.equal(await actionOf('Although tilecart adds support for options.shell in node versions below v5.8, all of its enhancements are disabled.', source), 'refute');
    assert.equal(await actionOf('Although tilecart adds support for options.shell in node v4.9, all of its enhancements are disabled.', source), 'refute');
    // "all of tilecart's tests" quantifies another noun than the span's "all of its enhancements"
    assert.notEqual(await actionOf("Although tilecart adds support for options.shell in node versions below v4.8, all of tilecart's tests are disabled.", source), 'accept');
  });

  it('does not let "version" be carried by a figure that is no version', async () => {
    const source = '# tilecart\n\nTilecart draws 256 colours on every terminal.\n';
    assert.notEqual(await actionOf('Tilecart version 256 draws colours on every terminal.', source), 'accept');
  });

  it('reads the two sides of "takes precedence over" past an opening clause, and the order of "A, otherwise B"', async () => {
    const source = '# tilecart\n\n## Logging\n\nNote that TILE_LOG_LEVEL, if set, takes precedence over DEBUG.\n\n## API\n\n### `toText(node)`\n\nPrefers the node’s plain-text fields, otherwise serializes its children.\n';
    assert.notEqual(await actionOf('When both are set, DEBUG takes precedence over TILE_LOG_LEVEL.', source), 'accept');
    assert.notEqual(await actionOf('Note that DEBUG, if set, takes precedence over TILE_LOG_LEVEL.', source), 'accept');
    assert.equal(await actionOf('When both are set, TILE_LOG_LEVEL takes precedence over DEBUG.', source), 'accept');
    assert.notEqual(await actionOf("The toText function of tilecart prefers serializing a node's children, otherwise uses the node's plain-text fields.", source), 'accept');
    assert.equal(await actionOf("The toText function of tilecart prefers the node's plain-text fields, otherwise serializes its children.", source), 'accept');
  });
});
