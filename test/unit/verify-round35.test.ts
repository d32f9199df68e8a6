// The thirty-fifth round of verification on real writing (invented sentences, each a kind seen on the checks' misses).
import assert from 'node:assert/strict';
import { verifyDraftAgainst } from './verify-fixtures';

describe('verify: the thirty-fifth round', () => {
  it('reads a modal past an adverb and a degree word ("could indeed be a very useful"): a claim that states it outright or says "will" is not carried', async () => {
    const results = await verifyDraftAgainst('python-peps/pep-0945.rst',
      'Reporting\n=========\n\n' +
      'Such quill reporting won\'t make sense for malware, but could indeed be a very useful way to report vulnerabilities in hosted wheels.\n',
      '# Notes\n\n## Quill reporting\n\n' + [
        'Such quill reporting won\'t make sense for malware, but could indeed be a very useful way to report vulnerabilities in hosted wheels.',
        // (the span's "won't" is no "will" of the second clause; "is" drops the hedge)
        'Such quill reporting won\'t make sense for malware, but will indeed be a very useful way to report vulnerabilities in hosted wheels.',
        'Such quill reporting won\'t make sense for malware, but is indeed a very useful way to report vulnerabilities in hosted wheels.',
      ].join('\n\n') + '\n');
    const [same, will, is] = results;
    assert.equal(same!.action, 'accept', same!.verdict.reason);
    for (const r of [will, is]) {
      assert.notEqual(r!.action, 'accept', `${r!.claim.text}: ${r!.verdict.reason}`);
      assert.match(r!.verdict.reason, /'could indeed be a very useful'/);
    }
  });

  it('reads a word before the subject\'s noun that the claim drops, past a phrase after the noun ("New public functions in the Tarn package")', async () => {
    const results = await verifyDraftAgainst('python-peps/pep-0946.rst',
      'Docstrings\n==========\n\nNew public functions in the quill package must have docstrings.\n\n' +
      'Public classes in the tarn package must have docstrings.\n',
      '# Notes\n\n## PEP 946\n\n' + [
        'New public functions in the quill package must have docstrings.',
        'Public functions in the quill package must have docstrings.',
        'PEP 946 says public functions in the quill package must have docstrings.',
        'Public classes in the tarn package must have docstrings.',
      ].join('\n\n') + '\n');
    const [kept, dropped, cited, plain] = results;
    for (const r of [kept, plain]) assert.equal(r!.action, 'accept', `${r!.claim.text}: ${r!.verdict.reason}`);
    for (const r of [dropped, cited]) {
      assert.notEqual(r!.action, 'accept', `${r!.claim.text}: ${r!.verdict.reason}`);
      assert.match(r!.verdict.reason, /The span says 'New public functions'; the claim's 'Public functions' speaks of more/i);
    }
  });

  it('reads a plan or a schedule the span goes on to undo ("but dropped the idea", "but the removal was postponed"); the plan told as past stays carried', async () => {
    const results = await verifyDraftAgainst('python-peps/pep-0947.rst',
      'Deprecations\n============\n\n' +
      'The quill team planned to remove the Tarn loader but dropped the idea.\n\n' +
      'The fen API was scheduled to be removed in 3.15, but the removal was postponed.\n\n' +
      'The reed API is faster, though the old flag was dropped.\n',
      '# Notes\n\n## PEP 947\n\n' + [
        'The quill team plans to remove the Tarn loader.',
        'The fen API will be removed in 3.15.',
        'The fen API is scheduled to be removed in 3.15.',
        // (a plan told as past is what the span says; the undoing of another thing leaves the claim as it was)
        'The quill team planned to remove the Tarn loader.',
        'The fen API was scheduled to be removed in 3.15.',
        'The reed API is faster.',
      ].join('\n\n') + '\n');
    const [plans, will, scheduled, planned, wasScheduled, faster] = results;
    for (const r of [plans, will, scheduled]) {
      assert.notEqual(r!.action, 'accept', `${r!.claim.text}: ${r!.verdict.reason}`);
      assert.match(r!.verdict.reason, /The span goes on to say it was undone \('but (?:dropped|the removal was postponed)'\)/);
    }
    for (const r of [planned, wasScheduled, faster]) assert.equal(r!.action, 'accept', `${r!.claim.text}: ${r!.verdict.reason}`);
  });

  it('reads "in tests", "in production" after the act as a limit the claim must keep', async () => {
    const results = await verifyDraftAgainst('python-peps/pep-0948.rst',
      'Guidelines\n==========\n\nLibrary authors should avoid global quill state in tests.\n\n' +
      'The tarn cache is disabled in production.\n',
      '# Notes\n\n## PEP 948\n\n' + [
        'Library authors should avoid global quill state in tests.',
        'Library authors should avoid global quill state.',
        'PEP 948 recommends that library authors avoid global quill state.',
        'The tarn cache is disabled.',
      ].join('\n\n') + '\n');
    const [kept, dropped, recommends, disabled] = results;
    assert.equal(kept!.action, 'accept', kept!.verdict.reason);
    for (const r of [dropped, recommends, disabled]) {
      assert.notEqual(r!.action, 'accept', `${r!.claim.text}: ${r!.verdict.reason}`);
      assert.match(r!.verdict.reason, /only under a condition the claim leaves out \('in (?:tests|production)'\)/);
    }
  });

  it('takes a name a section heading gives as the span\'s own where the span points back to it ("This type" under "Changes to AtomicBool"); not from the title, nor without a pointer', async () => {
    const results = await verifyDraftAgainst('rust-rfcs/9101-quill-atomics.md',
      '# Quill atomics\n\n## Changes to QuillBool\n\nThis type will be changed to use a QuillU8 internally instead of a QuillUsize.\n\n' +
      '## Tarn numbers\n\nThe numbers taken grew rapidly in the 1960s.\n',
      '# Notes\n\n## Atomics\n\n' + [
        'QuillBool will be changed to use a QuillU8 internally instead of a QuillUsize.',
        // (a figure or a name changed is still not carried; a heading's word with no pointer back to it stays a reading)
        'QuillBool will be changed to use a QuillU16 internally instead of a QuillUsize.',
        'Tarn numbers grew rapidly in the 1960s.',
      ].join('\n\n') + '\n');
    const [pointed, changed, unpointed] = results;
    assert.equal(pointed!.action, 'accept', pointed!.verdict.reason);
    assert.match(pointed!.verdict.reason, /'QuillBool' is named by the section heading 'Changes to QuillBool'\. The span points back to it \('This type'\)/);
    for (const r of [changed, unpointed]) assert.notEqual(r!.action, 'accept', `${r!.claim.text}: ${r!.verdict.reason}`);
  });

  it('reads a duty the claim adds where the span\'s only rule word is one the claim says back in its place ("code that shall work")', async () => {
    const results = await verifyDraftAgainst('python-peps/pep-0949.rst',
      'Motivation\n==========\n\nA reasonable motivation for using the quill API even in new code is for code that shall work on both Python 2 and Python 3.\n\n' +
      'Rules\n=====\n\nModules that shall run under both interpreters must import the tarn shim first.\n',
      '# Notes\n\n## PEP 949\n\n' + [
        'Code that shall work on both Python 2 and Python 3 must use the quill API, even in new code.',
        'Modules that shall run under both interpreters must import the tarn shim first.',
      ].join('\n\n') + '\n');
    const [added, stated] = results;
    assert.notEqual(added!.action, 'accept', added!.verdict.reason);
    assert.match(added!.verdict.reason, /The claim says 'must'; the span states no duty or rule/);
    assert.equal(stated!.action, 'accept', stated!.verdict.reason);
  });
});

