// A gapped clause, "… can be disbanded and the repository frozen": the participle is the part's own act, not another
// object of the claim's first verb (invented sentences).
import assert from 'node:assert/strict';
import { verdictAgainst } from './verify-fixtures';

describe('verify: a gapped clause ending on a participle', () => {
  const spans = ['Both the board and the archive are expected to be temporary.', 'Once the audit is complete, the board can be dissolved and the archive hidden.'];

  it('is carried by the sentence that says it, beside the part before it', () => {
    const v = verdictAgainst('Both the board and the archive are expected to be temporary, and once the audit is complete the board can be dissolved and the archive hidden.', spans);
    assert.equal(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('multi_span_one_source'), v.flags.join(', '));
  });

  it('is not carried when the participle is another one', () => {
    const v = verdictAgainst('Both the board and the archive are expected to be temporary, and once the audit is complete the board can be dissolved and the archive frozen.', spans);
    assert.notEqual(v.label, 'supports', v.reason);
  });
});
