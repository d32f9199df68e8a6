// "is shown" after an auxiliary is what happens to the subject, not a frame around a statement ("it has been shown
// that …"): a span that says "hidden" there does not carry it (invented sentences).
import assert from 'node:assert/strict';
import { verdictAgainst } from './verify-fixtures';

describe('verify: a passive "shown" is an act', () => {
  it('is not carried by a span that hides the thing, or says nothing of showing it', () => {
    for (const other of ['hidden', 'logged']) {
      const v = verdictAgainst('The upgrade banner is shown when the workspace is opened from a network share.',
        [`The upgrade banner is ${other} when the workspace is opened from a network share.`]);
      assert.notEqual(v.label, 'supports', `${other}: ${v.reason}`);
      assert.ok(v.flags.includes('term_missing:shown'), v.flags.join(', '));
    }
    const gapped = verdictAgainst('The board can be dissolved and the archive shown once the audit is complete.',
      ['Once the audit is complete, the board can be dissolved and the archive hidden.']);
    assert.notEqual(gapped.label, 'supports', gapped.reason);
  });

  it('is carried as written, and "shown that" or "shown in" still frame what follows', () => {
    const same = verdictAgainst('The upgrade banner is shown when the workspace is opened from a network share.',
      ['The upgrade banner is shown when the workspace is opened from a network share.']);
    assert.equal(same.label, 'supports', same.reason);
    const framed = verdictAgainst('It has been shown that the cache halves the start-up time of the editor.', ['The cache halves the start-up time of the editor.']);
    assert.equal(framed.label, 'supports', framed.reason);
  });
});
