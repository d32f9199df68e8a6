// The fifty-second round of verification on real writing (invented sentences in the manner of package READMEs): a bare
// "v19" is the version 19; a bound may stand before the name of what a version numbers ("at least npm 9"); "A overrides
// B" and "A takes precedence over B" say the same of the same two sides, and "When both are set" is what a precedence
// presumes; "a hundred" is 100; a verb and the next word across a clause break are no verb and its object.
import assert from 'node:assert/strict';
import { verifyDraftAgainst } from './verify-fixtures';
import { extractQuantities } from '../../src/core/text/quantities';
import { precedenceReading } from '../../src/core/verify/periphrasis';
import { setWordNetLoader, wordNet } from '../../src/core/lexicon/index';

const run = async (claim: string, source: string, path = 'notes/source.md') => (await verifyDraftAgainst(path, source, claim))[0]!;
const actionOf = async (claim: string, source: string, path?: string) => (await run(claim, source, path)).action;

describe('verify: the fifty-second round — bare versions, bounds before a name, precedence in other words', () => {
  before(function () {
    this.timeout(120_000);
    setWordNetLoader(undefined);
    wordNet();
  });

  it('reads a bare lower-case "v19" as the figure 19 only under a bound ("`<v19`", "below v19"); "V8" is a name', () => {
    assert.deepEqual(extractQuantities('runs on node `<v19`').map((q) => [q.value, q.approx?.max]), [[19, 19]]);
    assert.deepEqual(extractQuantities('below v19 only').map((q) => q.value), [19]);
    // (elsewhere which act it belongs to is not read from a bare "v19": no figure)
    assert.deepEqual(extractQuantities('support was removed in v19'), []);
    assert.deepEqual(extractQuantities('built on V8 and the v8 engine'), []);
  });

  it('reads "a hundred", "a thousand" and "a dozen" before a noun as figures, with a bound before the article', () => {
    const hundred = extractQuantities('More than a hundred people have contributed')[0]!;
    assert.equal(hundred.raw, 'More than a hundred');
    assert.equal(hundred.value, 100);
    assert.equal(hundred.approx?.min, 100);
    assert.deepEqual(extractQuantities('about a thousand users').map((q) => [q.value, q.approx?.min, q.approx?.max]), [[1000, 900, 1100]]);
    assert.deepEqual(extractQuantities('a hundred thousand rows').map((q) => q.value), [100_000]);
    assert.deepEqual(extractQuantities('a dozen rules').map((q) => q.value), [12]);
    assert.deepEqual(extractQuantities('half a dozen rules').map((q) => q.value), [6]);
    // no counted noun after it: no figure
    assert.deepEqual(extractQuantities('a hundred of them'), []);
  });

  it('tells which act a version belongs to, and which side of "from … to" it is on', async () => {
    const source = '# tilecart\n\n## Changes\n\nThe `legacyResolve()` helper was deprecated in v17.0 and removed in v19.0.\n\nUpgrading from v3.0 to v4.0 requires running `tilecart migrate`.\n\nMost shebang issues are fixed in v0.9.\n';
    assert.notEqual(await actionOf('The `legacyResolve()` helper was deprecated in version 19.0.', source), 'accept');
    assert.notEqual(await actionOf('The `legacyResolve()` helper was deprecated in version 19.0 and removed in version 17.0.', source), 'accept');
    assert.notEqual(await actionOf('Upgrading from version 4.0 to version 3.0 requires running `tilecart migrate`.', source), 'accept');
    assert.equal(await actionOf('Upgrading from version 3.0 to version 4.0 requires running `tilecart migrate`.', source), 'accept');
    assert.notEqual(await actionOf('Most shebang issues are fixed in v0.8.', source), 'accept');
    assert.equal(await actionOf('Most shebang issues are fixed in version 0.9.', source), 'accept');
  });

  it('keeps a version apart from a count, another owner\'s version, another version\'s digits and a start it does not date', async () => {
    const source = '# tilecart\n\n## Cache\n\nThe cache keeps at least 3 versions of each package.\n\nEntries older than 30 days are pruned on every install.\n\nPrebuilt binaries are published for version 18 and version 20 of Node.js.\n\nThe resolver plugin needs Python `>3.10`.\n';
    assert.notEqual(await actionOf('The cache keeps at least version 3 of each package.', source), 'accept');
    assert.notEqual(await actionOf('Entries older than version 30 are pruned on every install.', source), 'accept');
    assert.notEqual(await actionOf('Prebuilt binaries are published for tilecart version 18.', source), 'accept');
    assert.notEqual(await actionOf('Since version 18, prebuilt binaries are published.', source), 'accept');
    assert.notEqual(await actionOf('The resolver plugin needs Python newer than 3.1.', source), 'accept');
    assert.equal(await actionOf('The resolver plugin needs Python newer than 3.10.', source), 'accept');
  });

  it('reads "at least npm 9" as a bound on 9, as "npm `>= 9`" is, and tells other bounds and figures apart', async () => {
    const atLeast = extractQuantities('requires at least npm 9')[0]!;
    assert.equal(atLeast.approx?.min, 9);
    assert.equal(atLeast.approx?.max, Infinity);
    const older = extractQuantities('works with Node.js older than 20')[0]!;
    assert.equal(older.approx?.max, 20);
    // a one-word bound before a name is a preposition as often ("under Python 2"): not read past the name
    assert.equal(extractQuantities('runs under Python 2')[0]!.approx, undefined);
    const source = '# tilecart\n\n## Install\n\ntilecart requires npm `>= 9` and Node.js `<20`.\n';
    assert.equal(await actionOf('tilecart requires at least npm 9.', source), 'accept');
    assert.notEqual(await actionOf('tilecart requires at most npm 9.', source), 'accept');
    assert.notEqual(await actionOf('tilecart requires at least npm 10.', source), 'accept');
    assert.notEqual(await actionOf('tilecart requires npm 9.', source), 'accept');
  });

  it('reads "overrides" as "takes precedence over" and back, with an object only, and never with the sides traded', async () => {
    assert.equal(precedenceReading('The flag overrides the variable.')?.text, 'The flag takes precedence over the variable.');
    assert.equal(precedenceReading('Options have priority over `conf.json`.')?.text, 'Options override `conf.json`.');
    // the noun is no verb: "per-file overrides", "the overrides"
    assert.equal(precedenceReading('Per-file overrides take effect first.'), undefined);
    assert.equal(precedenceReading('It reads the overrides from disk.'), undefined);
    const source = '# tilecart\n\n## Configuration\n\nWhen both are set, the `--config` flag takes precedence over the `TILE_CONFIG` environment variable.\n\nCommand-line options override the values in `tile.json`.\n';
    assert.equal(await actionOf('The `--config` flag overrides the `TILE_CONFIG` environment variable.', source), 'accept');
    assert.equal(await actionOf('The `--config` flag has precedence over the `TILE_CONFIG` environment variable.', source), 'accept');
    assert.notEqual(await actionOf('The `TILE_CONFIG` environment variable overrides the `--config` flag.', source), 'accept');
    assert.notEqual(await actionOf('The `TILE_CONFIG` environment variable has precedence over the `--config` flag.', source), 'accept');
    assert.equal(await actionOf('Command-line options take precedence over the values in `tile.json`.', source), 'accept');
    assert.notEqual(await actionOf('The values in `tile.json` take precedence over command-line options.', source), 'accept');
    // a condition that is more than both sides being there is still one the claim leaves out
    const conditional = '# tilecart\n\n## Configuration\n\nWhen the cache is cold, the `--config` flag takes precedence over the `TILE_CONFIG` environment variable.\n';
    assert.notEqual(await actionOf('The `--config` flag takes precedence over the `TILE_CONFIG` environment variable.', conditional), 'accept');
  });

  it('reads no verb and its object across a comma or "and": a change of voice is no trade of objects', async () => {
    const source = '# tilecart\n\n## Sign-in\n\nNote that the password flow is deprecated and support will be removed in a future release.\n\n## Widgets\n\ntilecart adds widgets and removes panels on resize.\n';
    assert.equal(await actionOf('The password flow is deprecated, and a future release will remove support for it.', source), 'accept');
    // a true trade of objects is still read
    assert.notEqual(await actionOf('tilecart removes widgets and adds panels on resize.', source), 'accept');
  });

  it('keeps the word after a hyphened figure word: "single-page application" is not the name "Page Application"', async () => {
    const source = '# tilecart\n\n`tilecart` is meant to be used in [Single-Page Application scenarios](https://example.com/spa).\n';
    assert.equal(await actionOf('tilecart is meant for single-page application scenarios.', source), 'accept');
    assert.notEqual(await actionOf('tilecart is meant for single-page form scenarios.', source), 'accept');
  });

  it('reads a type\'s noun-phrase entry under its two-hump heading as what the type is', async () => {
    const source = '# tilecart\n\n## API\n\n### `VisitorResult`\n\nAny value that can be returned from a visitor (TypeScript type).\n\n### `Index`\n\nThe position of a child in its parent (TypeScript type).\n';
    assert.equal(await actionOf('VisitorResult is the TypeScript type for any value a visitor can return.', source), 'accept');
    assert.notEqual(await actionOf('ActionTuple is the TypeScript type for any value a visitor can return.', source), 'accept');
    assert.notEqual(await actionOf('VisitorResult is the TypeScript type for any value a parser can return.', source), 'accept');
    // an English word as the heading is no member's name
    assert.notEqual(await actionOf('Index is the TypeScript type for the position of a child in its parent.', source), 'accept');
  });

  it('takes a missing name from the sentences before the core sentence, never from one after it', async () => {
    const source = '# tilecart\n\n## About\n\nThe tilecart library lets client apps sign users in through the Azure AD B2C service. It also gets tokens for cloud services such as Microsoft Graph.\n';
    assert.equal(await actionOf('The tilecart library lets client apps sign users in through the Azure AD B2C service.', source), 'accept');
    assert.notEqual(await actionOf('The tilecart library lets client apps sign users in through the Microsoft Graph service.', source), 'accept');
  });

  it('reads a call\'s parameters as no subject, and a denial in the other case ("or `null` if …") as no denial of the claim', async () => {
    const source = '# tilecart\n\n## API\n\n- `sniff(bytes)`: sniffs the first 2–3 bytes of the supplied `Uint8Array`, returning `"UTF-8"` or `"UTF-16LE"` if the appropriate BOM is present, or `null` if no BOM is present\n';
    const claim = 'In tilecart, sniff sniffs the first 2-3 bytes of the supplied Uint8Array, returning UTF-8 or UTF-16LE if the appropriate BOM is present.';
    assert.notEqual(await actionOf(claim, source), 'refute');
    // the other case's result, claimed of the main case, is not carried
    assert.notEqual(await actionOf('In tilecart, sniff returns null if the appropriate BOM is present.', source), 'accept');
  });

  it('reads "X, which is done to Y" over "X. This is done to Y." in the very next sentence, and nowhere else', async () => {
    const source = '# tilecart\n\n## Notes\n\ntilecart throws errors when invalid selectors are passed to it. This is done to aid with writing selectors, but can be unexpected when processing arbitrary strings.\n\n## Cache\n\nThe cache is cleared on exit.\n\nThis is done to keep memory low.\n';
    assert.equal(await actionOf('tilecart throws errors when invalid selectors are passed to it, which is done to aid with writing selectors.', source), 'accept');
    assert.notEqual(await actionOf('tilecart throws errors when invalid selectors are passed to it, which is done to keep memory low.', source), 'accept');
    assert.notEqual(await actionOf('tilecart throws errors when invalid selectors are passed to it, which is done to speed up parsing.', source), 'accept');
    // a superlative the source gives as "one of" its kind is not carried across the link
    const usability = '# tilecart\n\n## Rationale\n\nIn usability studies, one of the least usable aspects of tilecart was the fact that its widgets flicker. This makes it hard to read.\n';
    assert.notEqual(await actionOf('In usability studies, the single least usable aspect of tilecart was the fact that its widgets flicker, which makes it hard to read.', usability), 'accept');
    assert.equal(await actionOf('In usability studies, one of the least usable aspects of tilecart was the fact that its widgets flicker, which makes it hard to read.', usability), 'accept');
  });

  it('reads the other result of "…, or `false` otherwise" as the other case\'s, never the main one\'s', async () => {
    const source = '# tilecart\n\n## API\n\n`delete(key)` removes the entry and returns `true` if the key existed, or `false` otherwise.\n\n`tail(n)` returns the last lines when the file is open, otherwise an empty array.\n';
    assert.notEqual(await actionOf('`delete(key)` returns `false` if the key existed.', source), 'accept');
    assert.notEqual(await actionOf('`tail(n)` returns an empty array when the file is open.', source), 'accept');
    assert.equal(await actionOf('`tail(n)` returns the last lines when the file is open.', source), 'accept');
    // the other case in the claim's own words is not refuted
    assert.notEqual(await actionOf('`tail(n)` returns an empty array when the file is not open.', source), 'refute');
  });

  it('reads the objects of two verbs joined by "and" apart, and takes an "It" for the subject before it only', async () => {
    const source = '# tilecart\n\n## Plugins\n\nPlugins read the config file and write a lock file.\n\nHooks receive the migration name and return a promise.\n\n## Mail\n\nThe `Mailer` sends alerts through SendGrid. It limits each message to 25 MB.\n';
    assert.notEqual(await actionOf('Plugins write the config file.', source), 'accept');
    assert.notEqual(await actionOf('Plugins read a lock file.', source), 'accept');
    assert.notEqual(await actionOf('Hooks return the migration name.', source), 'accept');
    assert.equal(await actionOf('Plugins read the config file.', source), 'accept');
    assert.notEqual(await actionOf('SendGrid limits each message to 25 MB.', source), 'accept');
    assert.equal(await actionOf('The Mailer limits each message to 25 MB.', source), 'accept');
  });

  it('reads a pointer\'s sentence inside a longer span, and a name after "through", as no doer of the act', async () => {
    const source = '# Overview\n\nFast and small. It imports CSV files into SQLite databases.\n\n## Streams\n\nIt streams events over gRPC through Envoy via HTTP/2.\n';
    assert.notEqual(await actionOf('SQLite imports CSV files into databases.', source, 'csvtool/README.md'), 'accept');
    assert.notEqual(await actionOf('Envoy streams events over gRPC.', source, 'csvtool/README.md'), 'accept');
  });

  it('reads a sigil written onto a name: "the old @T" is not "the old `~T`"', async () => {
    const source = '# tilecart\n\n## Motivation\n\nCurrently the `Box<T>` type is special-cased and converted to the old\n`~T` internally. This is mostly invisible to the user.\n';
    assert.notEqual(await actionOf('Currently the Box<T> type is special-cased and converted to the old @T internally.', source), 'accept');
    assert.equal(await actionOf('Currently the Box<T> type is special-cased and converted to the old ~T internally.', source), 'accept');
    assert.equal(await actionOf('Currently the Box<T> type is special-cased and converted to the old ~T internally, which is mostly invisible to the user.', source), 'accept');
  });
});

