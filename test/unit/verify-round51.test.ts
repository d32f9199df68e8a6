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
    // a name such as V8 (or "the v8 engine") is no figure read here (a bare "v18" only under a bound: the fifty-second round)
    assert.deepEqual(extractQuantities('built on V8 and the v8 engine'), []);
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

  it('does not let "version" be carried by a figure that is no version, nor "released" by any version number', async () => {
    const source = '# tilecart\n\nTilecart draws 256 colours on every terminal.\n\nTilecart v2.1 added 7 new widgets.\n';
    assert.notEqual(await actionOf('Tilecart version 256 draws colours on every terminal.', source), 'accept');
    assert.notEqual(await actionOf('Tilecart version 7 added new widgets.', source), 'accept');
    assert.equal(await actionOf('Tilecart version 2.1 added 7 new widgets.', source), 'accept');
    // "released" is an act, whose stem is release's: a version number does not say it
    assert.notEqual(await actionOf('Tilecart v2.1 was released with 7 new widgets.', source), 'accept');
  });

  it('reads the two sides of "takes precedence over" past an opening clause, and the order of "A, otherwise B"', async () => {
    const source = '# tilecart\n\n## Logging\n\nNote that TILE_LOG_LEVEL, if set, takes precedence over DEBUG.\n\n## API\n\n### `toText(node)`\n\nPrefers the node’s plain-text fields, otherwise serializes its children.\n';
    assert.notEqual(await actionOf('When both are set, DEBUG takes precedence over TILE_LOG_LEVEL.', source), 'accept');
    assert.notEqual(await actionOf('Note that DEBUG, if set, takes precedence over TILE_LOG_LEVEL.', source), 'accept');
    assert.equal(await actionOf('When both are set, TILE_LOG_LEVEL takes precedence over DEBUG.', source), 'accept');
    assert.notEqual(await actionOf("The toText function of tilecart prefers serializing a node's children, otherwise uses the node's plain-text fields.", source), 'accept');
    assert.equal(await actionOf("The toText function of tilecart prefers the node's plain-text fields, otherwise serializes its children.", source), 'accept');
  });

  it('reads "one" that counts nothing as no figure: the impersonal pronoun and "one … onto another"', () => {
    for (const text of ['a tiny package that lets one switch between some field', 'with nearley or whatever else one prefers',
      'for mapping one syntax tree onto another', 'converts one format into another']) {
      assert.deepEqual(extractQuantities(text), [], text);
    }
    // a count stays a count
    for (const text of ['allows one user to log in', 'when one worker fails', 'it needs one more call', 'Only one can be active']) {
      assert.deepEqual(extractQuantities(text).map((q) => q.raw), ['one'], text);
    }
  });

  it('reads "v4+" as version 4 or newer and "older than 10.10" as a bound below it', async () => {
    const plus = extractQuantities('solved by upgrading to v4+.')[0]!;
    assert.equal(plus.value, 4);
    assert.equal(plus.approx?.min, 4);
    const older = extractQuantities('on versions older than 10.10')[0]!;
    assert.equal(older.approx?.max, 10.1);
    const source = '# tilecart\n\n## Troubleshooting\n\nAll watcher issues on macOS are solved by upgrading tilecart to v4+.\n\nOn Node.js below 10.10 the entries are emulated by a slower class.\n';
    assert.equal(await actionOf('All watcher issues on macOS are solved by upgrading tilecart to version 4 or newer.', source), 'accept');
    assert.notEqual(await actionOf('All watcher issues on macOS are solved by upgrading tilecart to version 3 or newer.', source), 'accept');
    assert.equal(await actionOf('On Node.js versions older than 10.10 the entries are emulated by a slower class.', source), 'accept');
    assert.notEqual(await actionOf('On Node.js versions newer than 10.10 the entries are emulated by a slower class.', source), 'accept');
  });

  it('closes what the round\'s review found: "at or below", a version against a count, an owner that is not the subject, a shared frame around "otherwise", code operators', async () => {
    const source = [
      '# ferry', '', '## Limits', '',
      'Releases `<2.0` are no longer maintained.', '',
      'Batches `>= 50` files are sent in parallel.', '',
      'Release 2.4 added 12 new lint rules.', '',
      'Unlike cross-spawn, ferry ships all of its enhancements on Windows.', '',
      'ferry uses the native `fetch` if it is available, otherwise `node-fetch`.', '',
      'ferry pins `tty-table` with `~> 2.1` and buffers hold `1 << 10` samples.', '',
    ].join('\n');
    // a strict bound is not the inclusive one, nor the other way round; the same inclusive bound is carried
    assert.notEqual(await actionOf('Releases at or below 2.0 are no longer maintained.', source), 'accept');
    assert.equal(await actionOf('Releases below 2.0 are no longer maintained.', source), 'accept');
    assert.equal(await actionOf('Batches at or above 50 files are sent in parallel.', source), 'accept');
    assert.notEqual(await actionOf('Batches above 50 files are sent in parallel.', source), 'accept');
    // "Release 12" is a version; the span's 12 counts rules
    assert.notEqual(await actionOf('Release 12 added new lint rules.', source), 'accept');
    // "its" is ferry's, not cross-spawn's
    assert.notEqual(await actionOf("Unlike cross-spawn, ferry ships all of cross-spawn's enhancements on Windows.", source), 'accept');
    // the two alternatives traded inside the same frame
    assert.notEqual(await actionOf('ferry uses `node-fetch` if it is available, otherwise the native `fetch`.', source), 'accept');
    assert.equal(await actionOf('ferry uses the native `fetch` if it is available, otherwise `node-fetch`.', source), 'accept');
    // Ruby's "~>" is no "more than"; "1 << 10" is no figure 10
    assert.notEqual(await actionOf('ferry pins `tty-table` above 2.1 and buffers hold 10 samples.', source), 'accept');
    assert.deepEqual(extractQuantities('buffers hold `1 << 10` samples'), []);
    assert.ok(extractQuantities('pins `~> 2.1`').every((q) => q.bounded !== true));
  });

  it('reads a pronoun that opens its section as the README\'s own subject, not as what the section before it ended on', async () => {
    const source = ['# tilecart', '', '## Contents', '', '*   [What is this?](#what-is-this)', '*   [Related](#related)', '',
      '## What is this?', '', 'This is a tiny package that lets you draw widgets in a terminal.', '',
      '## Related', '', 'This is a larger package that draws charts in a browser.', '',
      '## Use', '', 'The only dependency is fastwidget. It recycles widget objects between frames.', ''].join('\n');
    assert.equal(await actionOf('tilecart is a tiny package that lets you draw widgets in a terminal.', source, 'notes/tilecart/README.md'), 'accept');
    // not under a heading about another thing, nor where the sentence before names another
    assert.notEqual(await actionOf('tilecart is a larger package that draws charts in a browser.', source, 'notes/tilecart/README.md'), 'accept');
    assert.notEqual(await actionOf('tilecart recycles widget objects between frames.', source, 'notes/tilecart/README.md'), 'accept');
  });
});
