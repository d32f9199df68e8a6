// The forty-ninth round of verification on real writing (invented sentences in the manner of package READMEs): a tilde
// before a figure read as "about" in the claim as in the source, a claim that is its span word for word read as built
// the same, code set aside with "instead of" read with its backticks gone, and a call's empty brackets at the end of an
// excerpt opening no aside before the condition after them; a README's own name (its folder, or a title that is one name)
// as the subject of its every sentence, a scoped package name read as words and not as a citation, "https" not stemmed
// to "http", and a section headed "What This Is Not" read as denying its items.
import assert from 'node:assert/strict';
import { verifyDraftAgainst } from './verify-fixtures';
import { readmeFolder } from '../../src/core/extract/index';
import { stem } from '../../src/core/text/stem';
import { plainText, claimPlainText } from '../../src/core/engine/plain';
import { setWordNetLoader, wordNet } from '../../src/core/lexicon/index';

const run = async (claim: string, source: string) => (await verifyDraftAgainst('notes/source.md', source, claim))[0]!;
const actionOf = async (claim: string, source: string) => (await run(claim, source)).action;

describe('verify: the forty-ninth round', () => {
  before(function () {
    this.timeout(120_000);
    setWordNetLoader(undefined);
    wordNet();
  });

  it('reads a tilde before a figure as "about" in the claim, as the source reads it', async () => {
    const source = '# Quillmark\n\nQuillmark has a test coverage of ~97% and runs on every maintained Node.js release.\n';
    assert.equal(await actionOf('Quillmark has a test coverage of ~97% and runs on every maintained Node.js release.', source), 'accept');
    assert.equal(await actionOf('Quillmark has a test coverage of [~97%](https://example.org/cov) and runs on every maintained Node.js release.', source), 'accept');
    // the approximate figure is still not the exact one, nor another one
    assert.notEqual(await actionOf('Quillmark has a test coverage of 97% and runs on every maintained Node.js release.', source), 'accept');
    assert.notEqual(await actionOf('Quillmark has a test coverage of ~90% and runs on every maintained Node.js release.', source), 'accept');
  });

  it('reads a claim that is its span word for word, emphasis aside, as built the same', async () => {
    const source = '# Tessel\n\nFor speed, and because its input is the caller\'s own array rather than a string parsed by **tessel**, this limit is not enforced.\n';
    const copy = await run('For speed, and because its input is the caller\'s own array rather than a string parsed by tessel, this limit is not enforced.', source);
    assert.equal(copy.action, 'accept', copy.verdict!.reason);
    // a word traded inside the same frame is still read
    assert.notEqual(await actionOf('For speed, and because its input is the caller\'s own string rather than an array parsed by tessel, this limit is not enforced.', source), 'accept');
  });

  it('reads code a claim sets aside with "instead of … or …" with its backticks read away', async () => {
    const source = '# Zipline\n\nTo make archives that old unzip tools can read, you must use `addBytes()` instead of `addPath()` or `addStream()` for every entry.\n';
    const kept = await run('To make archives that old unzip tools can read, you must use `addBytes()` instead of `addPath()` or `addStream()` for every entry.', source);
    assert.equal(kept.action, 'accept', kept.verdict!.reason);
    // the claim that uses the code the span denies is still not carried
    const denied = await run('To make archives that old unzip tools can read, you must use `addStream()` for every entry.', source);
    assert.notEqual(denied.action, 'accept');
  });

  it('does not let a call\'s empty brackets at the end of an excerpt hide the condition after them', async () => {
    const source = '# Exitwatch\n\nIn that case it is the caller\'s job to exit with a signal (for example by calling `process.kill()`) if the same exit code must be kept.\n';
    const dropped = await run('In that case it is the caller\'s job to exit with a signal (for example by calling `process.kill()`).', source);
    assert.notEqual(dropped.action, 'accept');
    assert.ok(dropped.verdict!.flags.some((f) => f.startsWith('hedge_dropped:')), dropped.verdict!.flags.join());
    assert.equal(await actionOf('In that case it is the caller\'s job to exit with a signal (for example by calling `process.kill()`) if the same exit code must be kept.', source), 'accept');
  });

  it('reads a README\'s own name, from its folder or a title that is that one name, as the subject of its sentences', async () => {
    const readme = '# Overview\n\nIt wraps fast-walker and adds caching.\n\n## Options\n\nAll of the methods take the same options as the factory function.\n\nThe fast-walker package is faster than slow-walker.\n';
    const own = await run('All of the methods of quill-walk take the same options as the factory function.', readme.replace('# Overview', '# Overview'));
    // (run() puts the source at notes/source.md: no README folder there)
    assert.notEqual(own.action, 'accept');
    const inFolder = (claim: string) => verifyDraftAgainst('pkgs/quill-walk/README.md', readme, claim).then((r) => r[0]!);
    const carried = await inFolder('All of the methods of quill-walk take the same options as the factory function.');
    assert.equal(carried.action, 'accept', carried.verdict!.reason);
    assert.ok(carried.verdict!.flags.includes('document_subject:quill-walk'), carried.verdict!.flags.join());
    assert.match(carried.verdict!.reason, /folder 'quill-walk' the README is in/);
    // "the quill-walk package": the kind of thing a README is about, after its name
    const kind = await inFolder('The quill-walk package wraps fast-walker and adds caching.');
    assert.equal(kind.action, 'accept', kind.verdict!.reason);
    // another package's name is not carried, nor is the README's name where the span names another package
    assert.notEqual((await inFolder('All of the methods of quill-run take the same options as the factory function.')).action, 'accept');
    assert.notEqual((await inFolder('The quill-walk package is faster than slow-walker.')).action, 'accept');
    // a title that is the package's one name does the same outside a README's folder
    const titled = await run('All of the methods of quill-walk take the same options as the factory function.',
      '# quill-walk\n\nAll of the methods take the same options as the factory function.\n');
    assert.equal(titled.action, 'accept', titled.verdict!.reason);
    assert.ok(titled.verdict!.flags.includes('document_subject:quill-walk'));
    // a title that is a dictionary word is not a name every sentence is about
    assert.notEqual(await actionOf('All of the methods of entities take the same options as the factory function.',
      '# entities\n\nAll of the methods take the same options as the factory function.\n'), 'accept');
  });

  it('names the folder of a README, and no other file\'s', () => {
    assert.equal(readmeFolder('lru-cache/README.md'), 'lru-cache');
    assert.equal(readmeFolder('vendor/@azure/core-client/readme.md'), '@azure/core-client');
    assert.equal(readmeFolder('tools/quill/Readme.rst'), 'quill');
    assert.equal(readmeFolder('README.md'), undefined);
    assert.equal(readmeFolder('docs/README.md'), undefined);
    assert.equal(readmeFolder('quill/CHANGELOG.md'), undefined);
  });

  it('reads a scoped package name as words, not as an in-text citation, unless the claim cites that key', async () => {
    assert.equal(plainText('The @azure/identity package is used in generated code.', new Set()), 'The @azure/identity package is used in generated code.');
    assert.equal(plainText('As [@smith2020] shows, it is used.', new Set()), 'As shows, it is used.');
    assert.equal(claimPlainText({ text: '@smith2020 shows it is used.', citations: [{ kind: 'key', key: 'smith2020' }] }), 'shows it is used.');
    const readme = '# Client library\n\n## Install\n\nThis package is primarily used in generated code.\n';
    const other = (await verifyDraftAgainst('@quill/core-client/README.md', readme, 'The @quill/identity package is primarily used in generated code.'))[0]!;
    assert.notEqual(other.action, 'accept');
    assert.ok(other.verdict!.flags.includes('term_missing:identity'), other.verdict!.flags.join());
    const own = (await verifyDraftAgainst('@quill/core-client/README.md', readme, 'The @quill/core-client package is primarily used in generated code.'))[0]!;
    assert.equal(own.action, 'accept', own.verdict!.reason);
  });

  it('keeps the "s" of names that are no plurals ("https", "TLS", "DNS")', async () => {
    assert.equal(stem('https'), 'https');
    assert.equal(stem('tls'), 'tls');
    assert.equal(stem('urls'), 'url');
    assert.notEqual(await actionOf('Without a protocol, the homepage address is assumed to use https.',
      '# Quill\n\nWithout a protocol, the homepage address is assumed to use http.\n'), 'accept');
  });

  it('reads the items under "What This Is Not" as denied: neither carried nor refuted by their words', async () => {
    const source = '# Quill\n\n## What This Is (probably) Not\n\n- A validator - it checks a little in strict mode, but not much.\n- A browser - it has no renderer.\n';
    const denied = await run('Quill is not really a validator: it checks a little in strict mode, but not much.', source);
    assert.notEqual(denied.action, 'refute');
    const asserted = await run('Quill is a validator that checks a little in strict mode.', source);
    assert.notEqual(asserted.action, 'accept');
    assert.ok([...denied.verdict!.flags, ...asserted.verdict!.flags].includes('heading_denies'));
  });

  it('does not read a README\'s name into a sentence about something else: another thing "It" may stand for, a section on another project or version, the other side of a comparison', async () => {
    const readme = ['# fastq-lite', '', 'The only dependency is reusify. It recycles objects to reduce garbage collection.', '',
      'fastq-lite ships a TypeScript declaration file. It is generated from JSDoc comments.', '',
      'It is about 3x faster than tinyqueue in our tests.', '',
      '## Why not p-queue?', '', 'It pulls in eventemitter3 and is ESM only.', '',
      '## v1 (deprecated)', '', 'It requires a callback for every task.', ''].join('\n');
    const inFolder = (claim: string) => verifyDraftAgainst('pkgs/fastq-lite/README.md', readme, claim).then((r) => r[0]!.action);
    assert.notEqual(await inFolder('fastq-lite recycles objects to reduce garbage collection.'), 'accept');
    assert.notEqual(await inFolder('fastq-lite is generated from JSDoc comments.'), 'accept');
    assert.notEqual(await inFolder('tinyqueue is about 3x faster than fastq-lite in our tests.'), 'accept');
    assert.notEqual(await inFolder('fastq-lite pulls in eventemitter3 and is ESM only.'), 'accept');
    assert.notEqual(await inFolder('fastq-lite requires a callback for every task.'), 'accept');
    // its own sentence is still carried
    assert.equal(await inFolder('fastq-lite is about 3x faster than tinyqueue in our tests.'), 'accept');
  });

  it('names no project by a folder of examples, tests or fixtures, nor by a folder or title of a role ("utils")', async () => {
    assert.equal(readmeFolder('app/examples/express/README.md'), undefined);
    assert.equal(readmeFolder('lib/test/fixtures/lodash/README.md'), undefined);
    assert.equal(readmeFolder('src/utils/README.md'), undefined);
    const utils = '# utils\n\nIt formats dates in ISO 8601.\n';
    assert.notEqual((await verifyDraftAgainst('pkgs/utils/README.md', utils, 'utils formats dates in ISO 8601.'))[0]!.action, 'accept');
    // a quantifier makes the name a kind of thing
    const walk = '# quill-walk\n\nIt formats dates in ISO 8601.\n';
    assert.notEqual((await verifyDraftAgainst('pkgs/quill-walk/README.md', walk, 'Most quill-walk builds format dates in ISO 8601.'))[0]!.action, 'accept');
  });

  it('does not make a word said after the verb the doer where the span\'s subject only points back ("It provides types for quillpress")', async () => {
    const source = '# Types\n\nIt provides TypeScript types for the quillpress web framework.\n';
    const swapped = await run('quillpress provides TypeScript types.', source);
    assert.notEqual(swapped.action, 'accept');
    assert.ok(swapped.verdict!.flags.some((f) => f.startsWith('argument_elsewhere:')), swapped.verdict!.flags.join());
  });
});
