// The fifty-third round of verification on real writing (invented sentences in the manner of package READMEs): integers
// past a double's precision, powers that are no exact number, "5~10 s"; a pointer's object or a left-out subject made the
// doer; code with a mark dropped or in another case, a path changed, a sibling package named; and a README's "This
// package is a utility that …" said of the package by its name.
import assert from 'node:assert/strict';
import { verifyDraftAgainst } from './verify-fixtures';
import { extractQuantities, sameQuantity } from '../../src/core/text/quantities';
import { parseMarkdown } from '../../src/core/sources/markdown';
import { setWordNetLoader, wordNet } from '../../src/core/lexicon/index';

const run = async (claim: string, source: string, path = 'notes/source.md') => (await verifyDraftAgainst(path, source, claim))[0]!;
const actionOf = async (claim: string, source: string, path?: string) => (await run(claim, source, path)).action;
const one = (text: string) => extractQuantities(text)[0]!;

describe('verify: the fifty-third round — long integers, powers, "~" ranges, doers, marks and a README\'s own package', () => {
  before(function () {
    this.timeout(120_000);
    setWordNetLoader(undefined);
    wordNet();
  });

  it('compares integers past what a double holds as written, and a power of integers by its exact digits', () => {
    assert.equal(sameQuantity(one('after 18446744073709551616 increments'), one('after 18446744073709551615 increments')), false);
    assert.equal(sameQuantity(one('up to 9007199254740992 here'), one('up to 9,007,199,254,740,992 here')), true);
    assert.equal(sameQuantity(one('after 2^64 increments'), one('after 18446744073709551616 increments')), true);
    assert.equal(sameQuantity(one('after 2^64 increments'), one('after 18446744073709551615 increments')), false);
  });

  it('reads a power that is no exact number, a power of a symbol and scientific notation as one figure each', () => {
    assert.deepEqual(extractQuantities('The growth factor is 1.5^2 per round.').map((q) => [q.raw, q.value]), [['1.5^2', 2.25]]);
    assert.equal(sameQuantity(one('grows as 2^n for n nodes'), one('grows as 2 for n nodes')), false);
    assert.equal(sameQuantity(one('grows as 2^n for n nodes'), one('grows as 2^n here')), true);
    assert.deepEqual(extractQuantities('trained on 3 × 10^12 tokens').map((q) => q.value), [3e12]);
  });

  it('keeps a single tilde between figures as written, and reads "3~4 s" as a range', async () => {
    assert.match(parseMarkdown('# warm\n\nWarm-up takes 5~10 s and cool-down takes 3~4 s.\n').plain, /takes 5~10 s and cool-down takes 3~4 s/);
    const source = '# warm\n\nWarm-up takes 5~10 s and cool-down takes 3~4 s.\n';
    assert.equal(await actionOf('Warm-up takes 5~10 s.', source), 'accept');
    assert.notEqual(await actionOf('Cool-down takes 4 s.', source), 'accept');
    // (a tilde glued to a word is "about": the figure is qualified, and which case it is for is still read)
    assert.notEqual(await actionOf('Latency is 90ms at p50.', '# lat\n\nLatency is approx~10ms at p50 and~90ms at p99.\n'), 'accept');
  });

  it('does not make a name the doer that a pointer\'s or a subjectless sentence has after its verb', async () => {
    const cases: Array<[string, string]> = [
      ['Redis is a cache layer with 3 eviction policies.', "It's a cache layer for Redis with 3 eviction policies."],
      ['pytest provides fixtures for Django projects.', 'It is a plugin for pytest that provides fixtures for Django projects.'],
      ['express provides TypeScript types.', 'Provides TypeScript types for the express web framework.'],
      ['React provides specific linting rules for ESLint.', 'It provides React specific linting rules for ESLint.'],
      ['Session middleware is provided by Express applications.', 'It provides session middleware for Express applications.'],
      ['Prettier plugins are an opinionated code formatter.', 'It is an opinionated code formatter with support for Prettier plugins.'],
    ];
    for (const [claim, sentence] of cases) {
      const r = await run(claim, `# Overview\n\n${sentence}\n`, 'notes/somepkg/README.md');
      assert.notEqual(r.action, 'accept', claim);
    }
    // the package the README's folder names is what "It" stands for, whatever the sentence names after its verb
    const vite = '# Vite\n\nIt is a frontend build tool that runs plugins written for Vite and Rollup.\n';
    assert.equal(await actionOf('Vite is a frontend build tool.', vite, 'notes/vite/README.md'), 'accept');
    assert.notEqual(await actionOf('Rollup is a frontend build tool.', vite, 'notes/vite/README.md'), 'accept');
    // a passive claim whose subject says the name after the same preposition, its doer the package
    assert.equal(await actionOf('Session middleware for Express applications is provided by express-session.',
      '# Overview\n\nIt provides session middleware for Express applications.\n', 'notes/express-session/README.md'), 'accept');
    // a word of a hyphened name is no verb: the "is" of "is-number"
    assert.equal(await actionOf('is-number checks if a value is a number.', '# Overview\n\nIt checks if a value is a number.\n', 'notes/is-number/README.md'), 'accept');
  });

  it('reads code with the mark that makes it other code, a flag in its case, and a path in prose as written', async () => {
    assert.notEqual(await actionOf('The `force` flag overwrites existing files.', '# cli\n\nThe `--force` flag overwrites existing files.\n'), 'accept');
    assert.notEqual(await actionOf('The `-V` flag enables verbose output.', '# cli\n\nThe `-v` flag enables verbose output and the `-q` flag enables quiet output.\n'), 'accept');
    assert.notEqual(await actionOf('Methods that change the buffer take `mut self`.', '# rs\n\nMethods that change the buffer take `&mut self`.\n'), 'accept');
    assert.notEqual(await actionOf('Settings are read from ~/.config/other/config.toml.', '# dotman\n\nSettings are read from ~/.config/dotman/config.toml and ~/.dotmanrc.\n'), 'accept');
    // the same code, and a path written the same, are accepted; a link's target is no path of the claim's
    assert.equal(await actionOf('The `--force` flag overwrites existing files.', '# cli\n\nThe `--force` flag overwrites existing files.\n'), 'accept');
    assert.equal(await actionOf('Settings are read from ~/.config/dotman/config.toml.', '# dotman\n\nSettings are read from ~/.config/dotman/config.toml and ~/.dotmanrc.\n'), 'accept');
  });

  it('reads code whose mark the claim drops inside a command or a type, in code or in prose, and a flag left off', async () => {
    const cli = '# forgekit\n\nRunning `forgekit clean --force` deletes the target directory without asking for confirmation. Running `forgekit build --release` produces optimized binaries.\n';
    for (const claim of ['Running `forgekit clean force` deletes the target directory without asking for confirmation.',
      'Running forgekit clean force deletes the target directory without asking for confirmation.',
      'Running `forgekit build` produces optimized binaries.']) assert.notEqual(await actionOf(claim, cli), 'accept', claim);
    assert.equal(await actionOf('Running `forgekit build --release` produces optimized binaries.', cli), 'accept');
    const rs = '# forgekit\n\nThe `Builder::run` method takes `&mut self` and returns a `Result`. Log timestamps use the `%S` directive for seconds. Pass `-V` to print the version and exit.\n';
    for (const claim of ['The `Builder::run` method takes `self` and returns a `Result`.', 'The Builder::run method takes mut self and returns a Result.',
      'Log timestamps use %s for seconds.', 'Pass -v to print the version and exit.']) assert.notEqual(await actionOf(claim, rs), 'accept', claim);
    // (an absolute path is not the relative one; "./src" is "src"; a piece of a hyphened name is not the name)
    const paths = '# tomlconf\n\nThe system-wide defaults live in `/etc/app/defaults.toml`. The entry point of the library is `./src/index.ts`. tomlconf uses `p-throttle` to limit how often files are re-read.\n';
    assert.notEqual(await actionOf('The system-wide defaults live in `etc/app/defaults.toml`.', paths), 'accept');
    assert.notEqual(await actionOf('The system-wide defaults live in etc/app/defaults.toml.', paths), 'accept');
    assert.equal(await actionOf('The entry point of the library is `src/index.ts`.', paths), 'accept');
    assert.notEqual(await actionOf('tomlconf uses `throttle` to limit how often files are re-read.', paths), 'accept');
  });

  it('reads one word struck with single tildes as struck, in a source and in a claim, and not a figure\'s "~"', async () => {
    assert.match(parseMarkdown('# p\n\nSupported platforms are Linux, macOS and ~Windows~.\n').plain, /Linux, macOS and\s*\./);
    assert.match(parseMarkdown('# p\n\nIt costs ~$5 a month and takes 5~10 s.\n').plain, /~\$5 a month and takes 5~10 s/);
    const source = '# pollster\n\nThe client talks to the job server over ~HTTP/1.0~ HTTP/1.1.\n\nSupported platforms are Linux, macOS and ~Windows~.\n';
    assert.notEqual(await actionOf('The client talks to the job server over HTTP/1.0.', source), 'accept');
    assert.notEqual(await actionOf('Supported platforms are Linux, macOS and Windows.', source), 'accept');
    assert.equal(await actionOf('The client talks to the job server over HTTP/1.1.', source), 'accept');
  });

  it('reads "It is trimmed to …" as a pointer, not an extraposed "It is easy to …", and a name after "wraps" as no doer', async () => {
    const jsonq = '# jsonq-cli\n\n## Configuration\n\nThe CLI loads the query history on start. It is trimmed to the last 50 entries.\n';
    assert.notEqual(await actionOf('jsonq-cli is trimmed to the last 50 entries.', jsonq, 'notes/jsonq-cli/README.md'), 'accept');
    const wraps = '# memo-lite-react\n\nIt wraps memo-lite for React components.\n';
    assert.notEqual(await actionOf('memo-lite wraps React components.', wraps, 'notes/memo-lite-react/README.md'), 'accept');
    assert.equal(await actionOf('memo-lite-react wraps memo-lite for React components.', wraps, 'notes/memo-lite-react/README.md'), 'accept');
    // (another verb than the span's: what the object does in its own clause is not this reading's business)
    assert.equal(await actionOf('A promise resolves to the parsed rows.', '# csvkit\n\nIt returns a promise that resolves to the parsed rows.\n', 'notes/csvkit/README.md'), 'accept');
  });

  it('still reads an extraposed "It is typical for X to …", "It\'s the suggestion of … to …", "It is not a primary goal of … to …"', async () => {
    assert.equal(await actionOf('Values under HKEY_CURRENT_USER typically take precedence over those in HKEY_LOCAL_MACHINE.',
      '# Registry\n\nIt is typical for values under ``HKEY_CURRENT_USER`` to take precedence over those in ``HKEY_LOCAL_MACHINE``.\n'), 'accept');
    assert.equal(await actionOf('The PEP author suggests replacing one\'s own on-load hooks with the new hook API.',
      '# Hooks\n\nIt\'s the suggestion of the PEP author to replace own on-load-hooks with the new hook API.\n'), 'accept');
    assert.equal(await actionOf('Aiding the development of alternative Rust implementations is not a primary goal of the specification.',
      '# Goals\n\nIt is _not_ a primary goal of the specification to aid in the development of alternative Rust implementations.\n'), 'accept');
    // (a hyphened name written in another case, or another form of its last word, is the same name)
    assert.equal(await actionOf('Format-strings have been considered only for string literals.', '# Safety\n\nOnly string literals have been considered for format-strings.\n'), 'accept');
    assert.equal(await actionOf('The two syntaxes are feature-gated under separate feature identifiers.', '# Plan\n\nFeature-gate the two syntaxes under separate feature identifiers.\n'), 'accept');
  });

  it('does not take a sibling name for the one the span writes ("p-limit" of "p-throttle")', async () => {
    const source = '# p-map\n\n## Rate limiting\n\nThis package controls how many mapper promises run concurrently. To limit how often the mapper starts, compose it with a rate limiter like [`p-throttle`](https://github.com/sindresorhus/p-throttle):\n';
    assert.notEqual(await actionOf('To limit how often the mapper starts, the mapper can be composed with a rate limiter like p-limit.', source, 'notes/p-map/readme.md'), 'accept');
    assert.notEqual(await actionOf('The p-map package controls how many mapper promises run concurrently, and to limit how often the mapper starts, the mapper can be composed with a rate limiter like p-limit.',
      source, 'notes/p-map/readme.md'), 'accept');
    assert.equal(await actionOf('The p-map package controls how many mapper promises run concurrently, and to limit how often the mapper starts, the mapper can be composed with a rate limiter like p-throttle.',
      source, 'notes/p-map/readme.md'), 'accept');
  });

  it('reads a README\'s "This package is a utility that …", "The goal of this package is … It\'s …" and an API entry as said of its package', async () => {
    const utility = '# mdast-util-to-markdown\n\n## What is this?\n\nThis package is a utility that takes an [mdast][github-mdast]\nsyntax tree as input and turns it into serialized markdown.\n';
    assert.equal(await actionOf('mdast-util-to-markdown takes an mdast syntax tree as its input and turns it into serialized markdown.', utility, 'notes/mdast-util-to-markdown/readme.md'), 'accept');
    const purpose = '# safe-buffer\n\n## usage\n\nThe goal of this package is to provide a safe replacement for the node.js `Buffer`.\n\nIt\'s a drop-in replacement for `Buffer`.\n';
    assert.equal(await actionOf('safe-buffer is a drop-in replacement for Buffer.', purpose, 'notes/safe-buffer/README.md'), 'accept');
    // (not after a sentence about something else)
    const other = '# safe-buffer\n\n## usage\n\nThe first version of this package was slow.\n\nIt\'s a drop-in replacement for `Buffer`.\n';
    assert.notEqual(await actionOf('safe-buffer is a drop-in replacement for Buffer.', other, 'notes/safe-buffer/README.md'), 'accept');
    const entry = '# safe-buffer\n\n## api\n\n### Class Method: Buffer.alloc(size[, fill[, encoding]])\n\nCalling `Buffer.alloc(size)` can be significantly slower than the alternative\n`Buffer.allocUnsafe(size)`.\n';
    assert.equal(await actionOf('In safe-buffer, calling Buffer.alloc(size) can be significantly slower than the alternative Buffer.allocUnsafe(size).', entry, 'notes/safe-buffer/README.md'), 'accept');
  });
});
