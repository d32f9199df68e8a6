// The thirty-fourth round of verification on real writing (invented sentences, each a kind seen on the eval sets' misses).
import assert from 'node:assert/strict';
import { resolveSubject } from '../../src/core/engine/subject';
import { attributionOf } from '../../src/core/verify/attribution';
import { verifyDraftAgainst } from './verify-fixtures';

describe('verify: the thirty-fourth round', () => {
  it('reads a guide\'s imperative, under a heading of its own advice, as what the document advises', async () => {
    const results = await verifyDraftAgainst('python-peps/pep-0943.rst',
      'PEP: 943\nTitle: Style guide for quill files\n\nLine length\n===========\n\n' +
      'Limit all quill lines to a maximum of 88 characters.\n\n' +
      'Indentation\n===========\n\nUse 3 spaces per quill indentation level.\n\n' +
      'Rejected Ideas\n==============\n\nAllow tabs in quill files for alignment.\n\n' +
      'Comments\n========\n\nIf a quill comment is short, omit the trailing period.\n',
      '# Notes\n\n## PEP 943\n\n' + [
        'PEP 943 recommends limiting all quill lines to a maximum of 88 characters.',
        'PEP 943 says to use 3 spaces per quill indentation level.',
        'PEP 943 tells authors to limit all quill lines to a maximum of 88 characters.',
        // (a figure changed is still a slip; "requires" says more than advice; an idea turned down is not advice; a
        // condition dropped is not the advice given)
        'PEP 943 recommends limiting all quill lines to a maximum of 80 characters.',
        'PEP 943 requires limiting all quill lines to a maximum of 88 characters.',
        'PEP 943 recommends allowing tabs in quill files for alignment.',
        'PEP 943 recommends omitting the trailing period of a quill comment.',
      ].join('\n\n') + '\n');
    const [limit, spaces, authors, changed, requires, rejected, condition] = results;
    for (const r of [limit, spaces, authors]) {
      assert.equal(r!.action, 'accept', `${r!.claim.text}: ${r!.verdict.reason}`);
      assert.match(r!.verdict.reason, /'PEP 943' is this document: under '[\w ]+' it gives its advice in the imperative/);
    }
    assert.equal(changed!.action, 'refute', changed!.verdict.reason);
    for (const r of [requires, rejected, condition]) assert.notEqual(r!.action, 'accept', `${r!.claim.text}: ${r!.verdict.reason}`);
  });
});

describe('attribution: a reported clause without "that" and a longer subject', () => {
  it('takes "PEP 8 says code in the core distribution should …" as the document saying the rest, not a clause with no verb', () => {
    assert.equal(attributionOf('PEP 8 says code in the core Python distribution should always use UTF-8.')?.inner,
      'Code in the core Python distribution should always use UTF-8.');
    assert.equal(attributionOf('RFC 192 says parts 1 and 2 can land at the same time.')?.inner, 'Parts 1 and 2 can land at the same time.');
    // (no auxiliary within eight words, or a comma before it: no clause read)
    assert.equal(attributionOf('PEP 8 says very little about the layout of long comprehensions in nested function calls.'), null);
    assert.equal(attributionOf('PEP 8 says much, for example, that should be read.'), null);
  });
});

describe('subject: "the guide", "the document", "the spec" under a heading that names one numbered document', () => {
  it('reads them as that document, as it does "the proposal"', () => {
    const context = { headings: ['PEP 943: Style guide for quill files'], previous: [] };
    assert.equal(resolveSubject('The style guide recommends limiting quill lines to 88 characters.', context).text,
      'PEP 943 recommends limiting quill lines to 88 characters.');
    assert.equal(resolveSubject('The guide says quill comments should be complete sentences.', context).subject, 'PEP 943');
    assert.equal(resolveSubject('The document was rejected in 2031.', context).subject, 'PEP 943');
    assert.equal(resolveSubject('The spec defines a quill header.', { headings: ['RFC 9999: Quill headers'], previous: [] }).subject, 'RFC 9999');
    // (a heading with no number, or two, names no document: the words stay as written)
    assert.equal(resolveSubject('The guide says quill comments should be complete sentences.', { headings: ['Style'], previous: [] }).subject, null);
    assert.equal(resolveSubject('The document was rejected.', { headings: ['PEP 943 and PEP 944'], previous: [] }).subject, null);
  });
});
