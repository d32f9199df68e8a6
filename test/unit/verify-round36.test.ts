// The thirty-sixth round of verification on real writing (invented sentences, each a kind seen on the checks' misses).
import assert from 'node:assert/strict';
import { assertNotSupported, assertSupports, labelAgainst, verifyDraftAgainst } from './verify-fixtures';
import { extract } from './claims-helpers';
import { parseRst } from '../../src/core/sources/light';
import { escapesDropped } from '../../src/core/verify';
import { resolveSubject } from '../../src/core/engine/subject';

describe('verify: the thirty-sixth round', () => {
  it('reads the answer to a document\'s own question, its rationale and its account of an idea\'s fate as its own words; an alternative it only describes stays not its own', async () => {
    const results = await verifyDraftAgainst('python-peps/pep-0947.rst',
      'PEP: 947\nTitle: Quill lock files\n\nRationale\n=========\n\nQuill lock files list every pinned wheel.\n\n' +
      'Why not reuse the tarn format?\n------------------------------\n\nThe tarn format cannot record wheel hashes for more than one platform.\n\n' +
      'Rationale and alternatives\n--------------------------\n\nA signed quill lock file could instead carry the hashes of every platform.\n\n' +
      'Alternative naming schemes\n--------------------------\n\nNaming the file after the project was considered, but ultimately rejected for its clashes.\n\n' +
      'Alternative A\n-------------\n\nThe quill lock file must name the interpreter that wrote it.\n',
      '# Notes\n\n## PEP 947\n\n' + [
        'According to PEP 947, the tarn format cannot record wheel hashes for more than one platform.',
        'According to PEP 947, a signed quill lock file could instead carry the hashes of every platform.',
        'According to PEP 947, naming the file after the project was considered, but ultimately rejected for its clashes.',
        'According to PEP 947, the quill lock file must name the interpreter that wrote it.',
      ].join('\n\n') + '\n');
    const [whyNot, rationale, fate, alternative] = results;
    for (const r of [whyNot, rationale, fate]) assert.equal(r!.action, 'accept', `${r!.claim.text}: ${r!.verdict.reason}`);
    assert.notEqual(alternative!.action, 'accept', alternative!.verdict.reason);
    assert.match(alternative!.verdict.reason, /stands under 'Alternative A'/);
  });
});

describe('verify: the thirty-sixth round — denials that trade places, and "shows" as an act', () => {
  it('does not let two denials cancel when each side denies what the other asserts', () => {
    const span = 'This change is possible to be a breaking change to Quill as it will no longer implement all marker traits by default.';
    const crossed = labelAgainst('This change cannot be a breaking change to Quill, because it will still implement all marker traits by default.', span);
    assert.equal(crossed.label, 'contradicts', crossed.reason);
    assert.match(crossed.reason, /The claim denies 'breaking', which the span asserts, and asserts 'implement', which the span denies/);
    // (the same two denials on both sides, worded alike, still agree)
    const same = labelAgainst('This change is possible to be a breaking change to Quill as it will no longer implement all marker traits by default.', span);
    assert.equal(same.label, 'supports', same.reason);
  });

  it('reads "shows" with a thing shown, of a subject that is no source of findings, as the act itself: a span that denies displaying it does not carry it', () => {
    const span = 'Today, Tarnio does not display any information about known vulnerabilities or unsound APIs for a given crate.';
    for (const claim of ['Today, Tarnio shows known vulnerabilities for a given crate.', 'Today, Tarnio already shows known vulnerabilities or unsound APIs.']) {
      const v = labelAgainst(claim, span);
      assert.notEqual(v.label, 'supports', `${claim}: ${v.reason}`);
    }
    // (a report's "shows" still frames what it reports)
    assertSupports('The Tarnio survey shows that most crates pin their dependencies.', 'Most crates pin their dependencies, according to the Tarnio survey.');
  });
});

describe('claims: the thirty-sixth round — a question embedded after a preposition', () => {
  const modalityOf = (sentence: string) => extract(sentence + '\n').claims[0]!.modality;
  it('checks a sentence that says there is no guidance on a question ("no guideline about which APIs should …"); a relative "on which" stays the writer\'s', () => {
    assert.notEqual(modalityOf('Currently there is no guideline about which quill APIs should be methods on a type.'), 'opinion');
    assert.notEqual(modalityOf('There is no consensus on whether Tarn should drop the old flag.'), 'opinion');
    assert.equal(modalityOf('This is the platform on which the tool should run.'), 'opinion');
    assert.equal(modalityOf('Both communities had to decide who should run the mirrors.'), 'opinion');
  });
});

describe('sources: the thirty-sixth round — a Sphinx domain\'s role and backslash escapes', () => {
  it('reads ":py:class:`set`" and ":c:func:`Py_Init`" as their text, not the domain glued to it', () => {
    const doc = parseRst('There will be no changes to :py:class:`set` objects or to :c:func:`Py_Init`.\n');
    assert.equal(doc.plain.trim(), 'There will be no changes to set objects or to Py_Init.');
  });

  it('accepts a claim that writes "x86_64" where the Markdown source escapes it ("x86\\_64"), and keeps a code span\'s backslashes', async () => {
    assert.equal(escapesDropped('the **x86\\_64** target and `a\\_b`'), 'the **x86_64** target and `a\\_b`');
    const results = await verifyDraftAgainst('rust-rfcs/9990-quill-tier.md',
      '# Quill tier\n\n## Motivation\n\nIt is expected that **x86\\_64**-quill-darwin will be demoted to Tier 2 at some future point.\n',
      '# Notes\n\n## Quill tier\n\n' + [
        'It is expected that x86_64-quill-darwin will be demoted to Tier 2 at some future point.',
        'It is expected that x86_32-quill-darwin will be demoted to Tier 2 at some future point.',
      ].join('\n\n') + '\n');
    assert.equal(results[0]!.action, 'accept', results[0]!.verdict.reason);
    assert.notEqual(results[1]!.action, 'accept', results[1]!.verdict.reason);
  });
});

describe('verify: the thirty-sixth round — a condition said back in other function words', () => {
  it('reads "as part of" as "during" and "in cases where" as "where" inside a condition; a condition cut short still limits', () => {
    const span = 'When a fault arises as part of Quill evaluation, the result is an unspecified constant.';
    assertSupports('When a fault arises during Quill evaluation, the result is an unspecified constant.', span);
    assertNotSupported('The result is an unspecified constant.', span);
    const cases = 'It may or may not make sense to emit a warning if tarn is used in cases where quill could be used instead.';
    assertSupports('Emitting a warning when tarn is used where quill could be used instead may or may not make sense.', cases);
    assertNotSupported('Emitting a warning when tarn is used may or may not make sense.', cases);
  });
});

describe('verify: the thirty-sixth round — phrases of the present', () => {
  it('reads "at the moment," "as of now", "at the present time" as "currently", as "at present" was; not "at the moment" before a clause', () => {
    const span = 'Currently the quill compiler is not aware of the tarn libraries.';
    for (const claim of ['At the moment, the quill compiler is not aware of the tarn libraries.', 'As of now the quill compiler is not aware of the tarn libraries.',
      'At the present time the quill compiler is not aware of the tarn libraries.']) assertSupports(claim, span);
    assertNotSupported('At the moment the lock is released, Quill flushes the cache.', 'Currently the lock is released and Quill flushes the cache.');
    // (a span that gives another time still does not carry it)
    assertNotSupported('As of now the quill compiler is not aware of the tarn libraries.', 'In 2019 the quill compiler was not aware of the tarn libraries.');
  });
});

describe('subject: the thirty-sixth round — a numbered document named by words of its title', () => {
  it('reads "The demotion RFC" under "RFC 2837: demote_quill_32bit" as RFC 2837; not a word the title lacks', () => {
    const context = { headings: ['RFC 2837: demote_quill_32bit'], previous: [] };
    assert.equal(resolveSubject('The demotion RFC does not propose removing the targets.', context).text, 'RFC 2837 does not propose removing the targets.');
    assert.equal(resolveSubject('The quill-demotion proposal should make it easier.', context).text, 'RFC 2837 should make it easier.');
    assert.equal(resolveSubject('The async RFC creates a new subteam.', context).subject, null);
    // (a heading without a number names no document)
    assert.equal(resolveSubject('The demotion RFC does not propose removing the targets.', { headings: ['demote_quill_32bit'], previous: [] }).subject, null);
  });
});

describe('the thirty-sixth round — what its review found', () => {
  it('keeps a span under "Rejected Ideas", "Open question: …?" or "Alternative: …?" not the document\'s own, unless the claim tells the same fate or mention of the document', async () => {
    const results = await verifyDraftAgainst('python-peps/pep-0948.rst',
      'PEP: 948\nTitle: Quill wheels\n\nRejected Ideas\n==============\n\nQuill lock files are considered immutable, so installers must never rewrite them.\n\n' +
      'Installers must fetch quill wheels only over HTTPS, and plain HTTP was rejected.\n\n' +
      'Open question: should lock files record build tags?\n------------------------------------------------\n\nEvery quill lock file must record the build tag of each wheel.\n\n' +
      'Deferred Ideas\n==============\n\nInstallers must verify every quill signature, as the author of this proposal suggested.\n',
      '# Notes\n\n## PEP 948\n\n' + [
        'According to PEP 948, installers must never rewrite quill lock files.',
        'According to PEP 948, installers must fetch quill wheels only over HTTPS.',
        'According to PEP 948, every quill lock file must record the build tag of each wheel.',
        'According to PEP 948, installers must verify every quill signature.',
      ].join('\n\n') + '\n');
    for (const r of results) assert.notEqual(r!.action, 'accept', `${r!.claim.text}: ${r!.verdict.reason}`);
  });

  it('keeps "after" or "except where" in a claim\'s condition apart from the span\'s "as part of" and "in cases where"', () => {
    assertNotSupported('When a fault arises after Quill evaluation, the result is an unspecified constant.', 'When a fault arises as part of Quill evaluation, the result is an unspecified constant.');
    assertNotSupported('Emitting a warning when tarn is used except where quill could be used instead may or may not make sense.',
      'It may or may not make sense to emit a warning if tarn is used in cases where quill could be used instead.');
  });

  it('does not read two denials of one act, with their objects told apart, as denials traded', () => {
    for (const [claim, span] of [['Quill appends entries to the log, since it never rewrites entries.', 'Quill never rewrites the log; it only appends entries to it.'],
      ['Quill copies wheels into the cache, as it does not move wheels.', 'Quill does not move the cache, as it only copies wheels into it.']]) {
      assert.notEqual(labelAgainst(claim!, span!).label, 'contradicts', claim);
    }
  });

  it('reads "shows a summary" and "shows some" as the act, and "shows the cache is stale" as a report; keeps backslashes of a plain-text source', () => {
    assertNotSupported('Quill shows a summary of failed builds.', 'Quill hides the summary of failed builds.');
    assertNotSupported('Today, Tarnio shows some known vulnerabilities for a given crate.', 'Today, Tarnio does not display any information about known vulnerabilities for a given crate.');
    assertSupports('The Quill log shows the cache is stale.', 'According to the Quill log, the cache is stale.');
    assertNotSupported('Quill matches versions with `\\d+.\\d+`.', 'Quill matches versions with \\d+\\.\\d+.', 'notes/quill.txt');
  });

  it('resolves "The demotion RFC" only when no sentence before names another document, and not from grammar words alone', () => {
    const heading = 'RFC 2837: demote_quill_32bit';
    assert.equal(resolveSubject('The demotion RFC removes the targets.', { headings: [heading], previous: ['RFC 3100 also demotes the quill targets.'] }).subject, null);
    assert.equal(resolveSubject('The a RFC removes the targets.', { headings: [heading], previous: [] }).subject, null);
    assert.equal(extract('There is a Quill flag on which installers should rely.\n').claims[0]!.modality, 'opinion');
  });
});

describe('the thirty-sixth round — what its measurement found', () => {
  it('reads "within a reasonable time frame" in a claim\'s condition as the span\'s "in a reasonable time frame"', () => {
    assertSupports('When regular discussion does not produce consensus on a quill issue within a reasonable time frame, the Tarn council may make decisions.',
      'The Tarn council may make decisions when regular discussion doesn\'t produce consensus on a quill issue in a reasonable time frame.');
  });
});
