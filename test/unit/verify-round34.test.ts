// The thirty-fourth round of verification on real writing (invented sentences, each a kind seen on the eval sets' misses).
import assert from 'node:assert/strict';
import { resolveSubject } from '../../src/core/engine/subject';
import { attributionOf } from '../../src/core/verify/attribution';
import { DEFAULT_THRESHOLDS, verifyClaim } from '../../src/core/verify/index';
import { proposeRepair } from '../../src/core/verify/repair';
import { extractSpans } from '../../src/core/extract/index';
import { assertNotSupported as notSupported, assertSupports as supports, makeClaim, makeDoc, makeWindow, verifyDraftAgainst } from './verify-fixtures';

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

describe('verify: the document speaking through its authors\' "we" and as "the current PEP"', () => {
  it('reads "We don\'t add X", "we\'ll only show X" as the PEP\'s own act, with the same verb, modal and denial; never a past act', async () => {
    const results = await verifyDraftAgainst('python-peps/pep-0944.rst',
      'PEP: 944\nTitle: Quill codecs\n\nSpecification\n=============\n\n' +
      'We don\'t add "quill" as a codec alias because the quill locale can be changed at runtime.\n\n' +
      'To avoid flooding users, we\'ll only show quill warnings when the new API is used.\n\n' +
      'We measured the quill codec on three machines.\n\n' +
      'Background\n==========\n\nPEP 943 proposed two codecs. The current PEP covers the second half of PEP 943, the quill errors.\n',
      '# Notes\n\n## PEP 944\n\n' + [
        'PEP 944 does not add "quill" as a codec alias, because the quill locale can be changed at runtime.',
        'PEP 944 will only show quill warnings when the new API is used.',
        'PEP 944 covers the second half of PEP 943, the quill errors.',
        // (the denial, the modal and the restriction are the span's: a claim that drops one is not carried; a past act
        // is the authors' own)
        'PEP 944 adds "quill" as a codec alias.',
        'PEP 944 will show quill warnings when the new API is used.',
        'PEP 944 measured the quill codec on three machines.',
      ].join('\n\n') + '\n');
    const [notAdd, only, current, adds, dropsOnly, measured] = results;
    for (const r of [notAdd, only]) {
      assert.equal(r!.action, 'accept', `${r!.claim.text}: ${r!.verdict.reason}`);
      assert.match(r!.verdict.reason, /'PEP 944' is this document speaking: the span's subject is its authors' '[Ww]e'/);
    }
    assert.equal(current!.action, 'accept', current!.verdict.reason);
    assert.match(current!.verdict.reason, /'PEP 944' is this document \('The current PEP'/);
    assert.equal(adds!.action, 'refute', adds!.verdict.reason);
    for (const r of [dropsOnly, measured]) assert.notEqual(r!.action, 'accept', `${r!.claim.text}: ${r!.verdict.reason}`);
  });
});

describe('verify: plans, hopes, degrees after the verb and approximations after the figure', () => {
  it('does not read someone\'s plan, aim or hope as what will be: only a word of aiming keeps it', () => {
    notSupported('Tarn will be removed in 3.14.', 'The quill team plans to remove Tarn in 3.14.');
    notSupported('The quill team will remove Tarn in 3.14.', 'The quill team plans to remove Tarn in 3.14.');
    notSupported('The quill team will remove Tarn in 3.14.', 'The quill team intends to remove Tarn in 3.14.');
    notSupported('Tarn will be removed in 3.14.', 'The quill team hopes that Tarn will be removed in 3.14.');
    notSupported('Tarn will be removed in 3.14.', 'The quill team hopes Tarn will be removed in 3.14.');
    notSupported('Tarn will be removed in 3.14.', 'There is hope that Tarn will be removed in 3.14.');
    notSupported('Ryan Quill will step down as the Tarn representative.', 'It is currently the unofficial plan that Ryan Quill will step down as the Tarn representative.');
    notSupported('Tarn will be removed in 3.14.', 'The quill council expected Tarn would be removed in 3.14.');
    supports('The quill team plans to remove Tarn in 3.14.', 'The quill team plans to remove Tarn in 3.14.');
    supports('The quill team aims to remove Tarn in 3.14.', 'The quill team is aiming to remove Tarn in 3.14.');
    supports('The quill team hopes Tarn will be removed in 3.14.', 'The quill team hopes that Tarn will be removed in 3.14.');
    // (a schedule is no one's aim: "is scheduled to" is what will be)
    supports('Tarn will be removed in 3.14.', 'Tarn is scheduled to be removed in 3.14.');
    const v = notSupported('Tarn will be removed in 3.14.', 'The quill team plans to remove Tarn in 3.14.');
    assert.match(v.reason, /only as someone's plan or aim \('plans to remove'\)/);
  });

  it('offers a plan\'s words as a repair only before the verb\'s own base form, never "will plans to remove" or "plans to removed"', () => {
    const doc = makeDoc('notes/tarn.md', 'The quill team plans to remove Tarn in 3.14.\n');
    const repairOf = (text: string) => {
      const claim = makeClaim(text, { modality: 'factual', risk: 'medium' });
      const out = verifyClaim({ claim, candidates: extractSpans(claim, makeWindow(doc), doc), thresholds: DEFAULT_THRESHOLDS, scope: { exhausted: false, filesSearched: 1 } });
      assert.notEqual(out.verdict.label, 'supports', text);
      return proposeRepair(claim, out.verdict, out.evidence)?.text;
    };
    assert.equal(repairOf('The quill team will remove Tarn in 3.14.'), undefined);
    assert.equal(repairOf('The quill team removed Tarn in 3.14.'), undefined);
    assert.equal(repairOf('The quill team remove Tarn in 3.14.'), 'The quill team plans to remove Tarn in 3.14.');
  });

  it('reads a degree after the verb ("does not support Windows fully", "does not work well") as the denial of that degree', () => {
    const v = notSupported('The Tarn loader does not support Windows.', 'The Tarn loader does not support Windows fully.');
    assert.match(v.reason, /denies only so much of it \('support Windows fully'\)/);
    notSupported('The Tarn loader does not support Windows.', 'The Tarn loader does not support Windows completely.');
    notSupported('The Tarn loader does not work on Windows.', 'The Tarn loader does not work well on Windows.');
    supports('The Tarn loader does not support Windows fully.', 'The Tarn loader does not support Windows fully.');
    supports('The Tarn loader does not support Windows entirely.', 'The Tarn loader does not support Windows completely.');
  });

  it('reads a condition\'s verb of doing as no word of it ("When Tarn is performing an API operation" is "For API operations")', () => {
    supports('For API operations, Tarn respects quill replacement only for the main index.', 'When Tarn is performing an API operation, quill replacement is only respected for the main index.');
    notSupported('Tarn respects quill replacement only for the main index.', 'When Tarn is performing an API operation, quill replacement is only respected for the main index.');
    // (its other words are still the condition's: not another subject's)
    notSupported('For API operations, Cargo respects quill replacement only for the main index.', 'When Tarn is performing an API operation, quill replacement is only respected for the main index.');
  });

  it('reads "to avoid destroying X" as "so that it would not destroy X" where the claim denies that very act', () => {
    supports('The Tarn loader was patched so that it would not destroy its quill namespace.', 'The Tarn loader was patched to avoid destroying its quill namespace.');
    supports('Tarn names are mangled so as not to complicate the quill lookup.', 'Tarn names are mangled to avoid complicating the quill lookup.');
    // (the act avoided is still denied: a claim that asserts it, or denies another, is not carried)
    notSupported('The Tarn loader destroys its quill namespace.', 'The Tarn loader avoids destroying its quill namespace.');
    notSupported('The Tarn loader was patched so that it would not destroy its quill cache.', 'The Tarn loader was patched to avoid destroying its quill namespace.');
  });

  it('reads "10 seconds or so", "40-ish" and "or thereabouts" as approximations, as it does "about 10 seconds"', () => {
    const v = notSupported('Tarn takes 10 seconds to start.', 'Tarn takes 10 seconds or so to start.');
    assert.match(v.reason, /qualifies the figure \('10 seconds or so'\)/);
    notSupported('Tarn takes 40 seconds to start.', 'Tarn takes 40-ish seconds to start.');
    notSupported('Tarn takes 10 seconds to start.', 'Tarn takes 10 seconds or thereabouts to start.');
    supports('Tarn takes about 10 seconds to start.', 'Tarn takes 10 seconds or so to start.');
    supports('Tarn takes 10 seconds or so to start.', 'Tarn takes around 10 seconds to start.');
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

describe('attribution: a document\'s advice of a clause ("PEP 8 recommends that code always use …")', () => {
  it('reads the subjunctive after "recommends that" as the clause with "should", after "requires that" with "must"', () => {
    assert.equal(attributionOf('PEP 943 recommends that quill code in the core distribution always use UTF-8.')?.inner,
      'Quill code in the core distribution should always use UTF-8.');
    assert.equal(attributionOf('PEP 943 recommends that, as a rule, a script put its quill block at the start of the file.')?.inner,
      'As a rule, a script should put its quill block at the start of the file.');
    assert.equal(attributionOf('PEP 943 requires that tools raise an error upon finding a quill cycle.')?.inner, 'Tools must raise an error upon finding a quill cycle.');
    assert.equal(attributionOf('PEP 943 recommends that quill code should use UTF-8.')?.inner, 'Quill code should use UTF-8.');
    // (an indicative, "code uses", or a relative clause before the verb, is not read as advice)
    assert.equal(attributionOf('PEP 943 recommends that quill code uses UTF-8.'), null);
    assert.equal(attributionOf('PEP 943 recommends that only hashes which are provided by the quill library be used.'), null);
  });

  it('is carried by the document saying it with "should", refuted by a denial, and a "requires" over "should" is repaired in the frame', async () => {
    const results = await verifyDraftAgainst('python-peps/pep-0943.rst',
      'PEP: 943\nTitle: Quill installers\n\nSpecification\n=============\n\n' +
      'Quill code in the core distribution should always use UTF-8.\n\n' +
      'Installers SHOULD offer the ability to point the installer at several quill mirrors.\n',
      '# Notes\n\n## PEP 943\n\n' + [
        'PEP 943 recommends that quill code in the core distribution always use UTF-8.',
        'PEP 943 recommends that quill code in the core distribution never use UTF-8.',
        'PEP 943 requires that installers offer the ability to point the installer at several quill mirrors.',
      ].join('\n\n') + '\n');
    const [recommends, never, requires] = results;
    assert.equal(recommends!.action, 'accept', recommends!.verdict.reason);
    assert.equal(never!.action, 'refute', never!.verdict.reason);
    assert.notEqual(requires!.action, 'accept', requires!.verdict.reason);
    assert.equal(requires!.repair?.text, 'PEP 943 recommends that installers offer the ability to point the installer at several quill mirrors.');
  });
});

describe('attribution and the authors\' voice: what the document does not say as its own (a review\'s wrong accepts)', () => {
  it('does not read a report of others, a supposition, an open question or a thing not to do as the document saying it', async () => {
    const results = await verifyDraftAgainst('python-peps/pep-0945.rst',
      'PEP: 945\nTitle: Quill encodings\n\nBackground\n==========\n\nEarlier guides said quill code in the core distribution should use Latin-1.\n\n' +
      'Specification\n=============\n\nIf quill code should use UTF-16, the tooling must change.\n\n' +
      'We will not deprecate the old quill API in 3.14.\n\n' +
      'Open Issues\n===========\n\nInstallers should sign the quill lock file.\n\n' +
      'Anti-patterns\n=============\n\nCatch bare quill exceptions to silence errors.\n',
      '# Notes\n\n## PEP 945\n\n' + [
        'PEP 945 says quill code in the core distribution should use Latin-1.',
        'PEP 945 says quill code should use UTF-16.',
        'PEP 945 will not deprecate the old quill API.',
        'The spec says installers should sign the quill lock file.',
        'PEP 945 recommends catching bare quill exceptions to silence errors.',
        // (the authors' act with all its words is still the document's)
        'PEP 945 will not deprecate the old quill API in 3.14.',
      ].join('\n\n') + '\n');
    const rest = results.slice(0, 5);
    for (const r of rest) assert.notEqual(r!.action, 'accept', `${r!.claim.text}: ${r!.verdict.reason}`);
    assert.match(results[0]!.verdict.reason, /reports what others say/);
    assert.match(results[3]!.verdict.reason, /stands under 'Open Issues'/);
    assert.equal(results[5]!.action, 'accept', results[5]!.verdict.reason);
  });

  it('reads "more or less" after a figure, and "by default", "out of the box", "officially" after a denied verb, as limits', () => {
    notSupported('Tarn startup takes 10 seconds.', 'Tarn startup takes 10 seconds, more or less.');
    notSupported('Kestrel does not support PyPy.', 'Kestrel does not support PyPy out of the box.');
    notSupported('Kestrel does not support PyPy.', 'Kestrel does not support PyPy by default.');
    notSupported('Kestrel does not support Python 3.8.', 'Kestrel does not support Python 3.8 officially.');
    supports('Kestrel plugins will not be available by default in the stable channel.', 'Kestrel plugins will not be available by default in the stable channel.');
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
