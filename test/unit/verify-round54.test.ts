// The fifty-fourth round of verification on real writing (invented sentences in the manner of package READMEs and
// RFCs): verbs of offering and holding in each other's words, phrasal verbs read as the one verb they mean, a README's
// tagline said as what its package provides, and a summary with no verb said as what the document proposes.
import assert from 'node:assert/strict';
import { verifyDraftAgainst } from './verify-fixtures';
import { periphrasisReading } from '../../src/core/verify/periphrasis';
import { verblessLine } from '../../src/core/verify/context';
import { extractQuantities, sameQuantity } from '../../src/core/text/quantities';
import { setWordNetLoader, wordNet } from '../../src/core/lexicon/index';

const run = async (claim: string, source: string, path = 'notes/source.md') => (await verifyDraftAgainst(path, source, claim))[0]!;
const actionOf = async (claim: string, source: string, path?: string) => (await run(claim, source, path)).action;

describe('verify: the fifty-fourth round — offering verbs, phrasal verbs, taglines and summaries with no verb', () => {
  before(function () {
    this.timeout(120_000);
    setWordNetLoader(undefined);
    wordNet();
  });

  it('reads "offers" as "provides" and "contains" as "includes", and no other verb', async () => {
    const source = '# parser\n\nThe parser provides a callback interface for streaming documents.\n\nThe package includes a TypeScript type definition file.\n';
    assert.equal(await actionOf('The parser offers a callback interface for streaming documents.', source), 'accept');
    assert.equal(await actionOf('The package contains a TypeScript type definition file.', source), 'accept');
    assert.notEqual(await actionOf('The parser removes a callback interface for streaming documents.', source), 'accept');
    assert.notEqual(await actionOf('The package lacks a TypeScript type definition file.', source), 'accept');
  });

  it('reads "come with", "turn on/off", "leave out" and "gives you" as the one verb each means, in the claim\'s tense', () => {
    assert.equal(periphrasisReading('This method does not come with a cache.')?.text, 'This method does not have a cache.');
    assert.equal(periphrasisReading('It can be turned on by default.')?.text, 'It can be enabled by default.');
    assert.equal(periphrasisReading('Turning off the cache helps.')?.text, 'Disabling the cache helps.');
    assert.equal(periphrasisReading('Comments are left out of the output.')?.text, 'Comments are omitted from the output.');
    assert.equal(periphrasisReading('It gives you a scanner.')?.text, 'It provides a scanner.');
    // ("turns on whether …" hangs on something: no switch)
    assert.equal(periphrasisReading('The choice turns on whether it helps.'), undefined);
    assert.equal(periphrasisReading('It is meant to give features a path.')?.text, 'It is intended to give features a path.');
    assert.equal(periphrasisReading('Nobody has done it.')?.text, 'No one has done it.');
    assert.equal(periphrasisReading('No one has done it.')?.text, 'Nobody has done it.');
    assert.equal(periphrasisReading('The variable takes priority over the mode.')?.text, 'The variable has priority over the mode.');
    assert.equal(periphrasisReading('It runs right after the build.')?.text, 'It runs just after the build.');
    assert.equal(periphrasisReading('where fork is fast enough')?.text, 'where fork is sufficiently fast');
    assert.equal(periphrasisReading('It is good enough to ship.'), undefined);
  });

  it('accepts "takes priority" over "has priority", "fast enough" over "sufficiently fast", and not over another order or degree', async () => {
    const source = '# env\n\nFor standard streams, the PYTHONIOENCODING variable has priority over UTF-8 Mode.\n\nUsing pre_exec is a viable alternative for programs where fork is sufficiently fast.\n';
    assert.equal(await actionOf('For standard streams, the PYTHONIOENCODING variable takes priority over UTF-8 Mode.', source), 'accept');
    assert.equal(await actionOf('Using pre_exec is a viable alternative for programs where fork is fast enough.', source), 'accept');
    assert.notEqual(await actionOf('For standard streams, UTF-8 Mode takes priority over the PYTHONIOENCODING variable.', source), 'accept');
    assert.notEqual(await actionOf('Using pre_exec is a viable alternative for programs where fork is slow enough.', source), 'accept');
  });

  it('accepts a phrasal verb over the span\'s one verb, and not over its opposite', async () => {
    const source = '# cache\n\nThis method does not have a strong built-in cache.\n\nThe strict option can be enabled to reject unknown keys.\n\nComments are omitted from the output.\n';
    assert.equal(await actionOf('This method does not come with a strong built-in cache.', source), 'accept');
    assert.equal(await actionOf('The strict option can be turned on to reject unknown keys.', source), 'accept');
    assert.equal(await actionOf('Comments are left out of the output.', source), 'accept');
    assert.notEqual(await actionOf('The strict option can be turned off to reject unknown keys.', source), 'accept');
    assert.notEqual(await actionOf('This method comes with a strong built-in cache.', source), 'accept');
  });

  it('tells a line with no verb of its own from a sentence', () => {
    assert.equal(verblessLine('Scanner and parser for JSON with comments.'), true);
    assert.equal(verblessLine('ANSI escape codes for styling strings in the terminal'), true);
    assert.equal(verblessLine('A tiny utility to check for deep equality'), true);
    assert.equal(verblessLine('This module provides a scanner for JSON.'), false);
    assert.equal(verblessLine('It is not a parser for JSON.'), false);
  });

  it('reads a README\'s tagline under its title as what its package provides, offers or gives you', async () => {
    const readme = '# jsonish\n\n> Scanner and parser for JSON with comments.\n\n## Related\n\nFormatter and linter for YAML files.\n';
    const path = 'notes/jsonish/README.md';
    assert.equal(await actionOf('jsonish provides a scanner and a parser for JSON with comments.', readme, path), 'accept');
    assert.equal(await actionOf('jsonish gives you both a scanner and a parser for JSON with comments.', readme, path), 'accept');
    assert.equal(await actionOf('The jsonish package offers a scanner and a parser for JSON with comments.', readme, path), 'accept');
    // (not denied, not another figure of what it offers, and not a line under another heading)
    assert.notEqual(await actionOf('jsonish does not provide a scanner for JSON with comments.', readme, path), 'accept');
    assert.notEqual(await actionOf('jsonish provides a fast scanner and a parser for JSON with comments.', readme, path), 'accept');
    assert.notEqual(await actionOf('jsonish provides a formatter and linter for YAML files.', readme, path), 'accept');
    // (a sentence with a verb of its own is not a tagline: its subject did the act)
    const sentence = '# jsonish\n\nBrowsers render a scanner and parser for JSON with comments.\n';
    assert.notEqual(await actionOf('jsonish provides a scanner and parser for JSON with comments.', sentence, path), 'accept');
  });

  it('reads an RFC\'s summary with no verb as what it proposes or adds, and "sets out to" as its aim', async () => {
    const rfc = '- Feature Name: slice_copy\n\n## Summary\n\nSafe `memcpy` from one slice to another of the same type and length.\n\n## Motivation\n\nUnsafe copies of slices are common in crates today.\n';
    const path = 'rust-rfcs/1419-slice-copy.md';
    assert.equal(await actionOf('RFC 1419 proposes a safe memcpy from one slice to another of the same type and length.', rfc, path), 'accept');
    assert.equal(await actionOf('RFC 1419 adds a safe memcpy from one slice to another of the same type and length.', rfc, path), 'accept');
    assert.notEqual(await actionOf('RFC 1419 removes a safe memcpy from one slice to another of the same type and length.', rfc, path), 'accept');
    assert.notEqual(await actionOf('RFC 1419 proposes a fast memcpy from one slice to another of the same type and length.', rfc, path), 'accept');
    const unify = '- Feature Name: c_void\n\n## Summary\n\nUnify `std::os::raw::c_void` and `libc::c_void` by making them both re-exports of a definition in libcore.\n';
    assert.equal(await actionOf('RFC 2521 sets out to unify std::os::raw::c_void and libc::c_void by making them both re-exports of a definition in libcore.', unify,
      'rust-rfcs/2521-c_void.md'), 'accept');
  });

  it('does not read an offer, a request or a threat to do a thing as doing it, nor a rule laid down as a thing given', async () => {
    const source = '# setup\n\nThe installer offers to delete old versions.\n\nThe daemon threatens to evict idle sessions after a warning.\n\nSection 4 of the licence provides that redistributions must retain the copyright notice.\n';
    for (const claim of ['The installer deletes old versions.', 'The installer offers old versions.', 'The installer provides old versions.',
      'The daemon evicts idle sessions after a warning.', 'Section 4 of the licence provides the copyright notice.',
      'Section 4 of the licence offers that redistributions must retain the copyright notice.']) {
      assert.notEqual(await actionOf(claim, source), 'accept', claim);
    }
    assert.equal(await actionOf('The installer offers to delete old versions.', source), 'accept');
    // ("asked for an option" asks as "asked to add an option" does)
    assert.equal(await actionOf('Ned asked for an option to disable the optimizer.', '# opt\n\nNed asked to add an option to disable the optimizer.\n'), 'accept');
    assert.equal(await actionOf('Section 4 of the licence provides that redistributions must retain the copyright notice.', source), 'accept');
  });

  it('does not read an aim of the past as one of now, "any" for "the same", or a switch the other way', async () => {
    const source = '# flags\n\nThe `--lean` flag was intended to skip compression, but now it only skips indexing.\n\nThe `blit` function copies between buffers of the same length.\n\nThe watch mode is off by default.\n';
    for (const claim of ['The `--lean` flag is intended to skip compression.', 'The `blit` function copies between buffers of any length.',
      'The `blit` function copies between any buffers.', 'The package has a watch mode that is on by default.']) {
      assert.notEqual(await actionOf(claim, source), 'accept', claim);
    }
    assert.equal(await actionOf('The `--lean` flag was intended to skip compression.', source), 'accept');
    assert.equal(await actionOf('The `blit` function copies between buffers of the same length.', source), 'accept');
  });

  it('reads the two sides of "takes priority over" in each of two joined clauses', async () => {
    const source = '# conf\n\nEnvironment variables take priority over values from files, and command-line flags take priority over environment variables.\n';
    assert.notEqual(await actionOf('Environment variables take priority over command-line flags.', source), 'accept');
    assert.equal(await actionOf('Command-line flags take priority over environment variables.', source), 'accept');
    assert.equal(await actionOf('Environment variables take priority over values from files.', source), 'accept');
    // (a clause before ", and" with another verb is still the claim's: only the same verb's earlier clause is cut off)
    const crt = '# crt\n\nFor example binaries on Alpine Linux want to link dynamically to musl and creating portable binaries on Windows is most easily done by linking statically to MSVCRT.\n';
    assert.equal(await actionOf('For example, binaries on Alpine Linux want to link to musl dynamically, and portable binaries on Windows are most easily created by linking to MSVCRT statically.', crt), 'accept');
  });

  it('reads a README\'s own name the span uses only as a verb as no word of the span ("to pluralize a word")', async () => {
    const readme = '# pluralize\n\n## Why?\n\nThis module uses a pre-defined list of rules, applied in order, to singularize or pluralize a given word.\n';
    const path = 'notes/pluralize/Readme.md';
    assert.equal(await actionOf('The pluralize package uses a pre-defined list of rules, applied in order, to singularize or pluralize a given word.', readme, path), 'accept');
    assert.notEqual(await actionOf('The pluralize package uses a pre-defined list of rules, applied in random order, to pluralize a given word.', readme, path), 'accept');
  });

  it('reads "the README" as the span\'s own README, and "suggests" over advice to the reader; not another package\'s README', async () => {
    const readme = '# tablekit\n\n## Syntax\n\nIt is recommended to use labels instead of autolink literals.\n\n## Use\n\nWhen generating HTML, you might also want to enable rehype-slug to add ids on headings.\n\nThe table body is optional.\n';
    const path = 'notes/tablekit/README.md';
    assert.equal(await actionOf('The README recommends using labels instead of autolink literals.', readme, path), 'accept');
    assert.equal(await actionOf('The tablekit README recommends using labels instead of autolink literals.', readme, path), 'accept');
    assert.equal(await actionOf('When generating HTML, the README suggests also enabling rehype-slug to add ids on headings.', readme, path), 'accept');
    assert.notEqual(await actionOf('The nearley README recommends using labels instead of autolink literals.', readme, path), 'accept');
    // (advice is not a plain statement, nor a firmer "should"; and a README that states a thing plainly recommends nothing)
    assert.notEqual(await actionOf('When generating HTML, rehype-slug adds ids on headings.', readme, path), 'accept');
    assert.notEqual(await actionOf('When generating HTML, you should also enable rehype-slug to add ids on headings.', readme, path), 'accept');
    assert.notEqual(await actionOf('The README recommends making the table body optional.', readme, path), 'accept');
    // (the same sentence in a file that is no README)
    assert.notEqual(await actionOf('The README recommends using labels instead of autolink literals.', readme, 'notes/tablekit/guide.md'), 'accept');
  });

  it('reads a figure "about" a value as that value to its last written digit: "about 2.5" is not "about 2.25"', () => {
    const one = (text: string) => extractQuantities(text)[0]!;
    assert.equal(sameQuantity(one('about 2.5 s'), one('about 2.25 s')), false);
    assert.equal(sameQuantity(one('about 2.5 s'), one('2.25 s')), false);
    assert.equal(sameQuantity(one('about 2.5 s'), one('2.4 s')), true);
    assert.equal(sameQuantity(one('about 30%'), one('33%')), true);
    assert.equal(sameQuantity(one('about 1,000 users'), one('about 1,200 users')), true);
    assert.equal(sameQuantity(one('over 30'), one('45')), true);
  });

  it('reads "nothing but X" as "only X"', () => {
    assert.equal(periphrasisReading('The extension adds nothing but the input elements.')?.text, 'The extension adds only the input elements.');
  });

  it('reads the acronyms every reader of software knows ("CLI", "AST") as their long forms, where the sources define no other', async () => {
    const readme = '# argparse\n\nCLI arguments parser for node.js, with sub-commands support.\n';
    const path = 'notes/argparse/README.md';
    assert.equal(await actionOf('argparse is a command-line arguments parser for node.js, with sub-commands support.', readme, path), 'accept');
    assert.equal(await actionOf('argparse is a command-line interface arguments parser for node.js.', readme, path), 'accept');
    assert.notEqual(await actionOf('argparse is a GUI arguments parser for node.js.', readme, path), 'accept');
    assert.notEqual(await actionOf('argparse is a graphical arguments parser for node.js.', readme, path), 'accept');
  });
});
