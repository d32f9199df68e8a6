// The twenty-third round of verification on real writing (invented sentences, each a kind seen on the eval sets).
import assert from 'node:assert/strict';
import { assertNotSupported as notSupported, assertSupports as supports, labelAgainst as label } from './verify-fixtures';

describe('verify: the twenty-third round', () => {
  it('refutes a changed figure that stands in the span figure\'s slot, two words around both the same', () => {
    const v = label('Python 3.10 added the frame_hooks slot so that plugins can mark whether they may run in a sandbox.',
      'Python 3.12 added a way for plugins to mark whether they may run in a sandbox: the ``frame_hooks`` slot.');
    assert.equal(v.label, 'contradicts', v.reason);
    assert.ok(v.flags.includes('number_mismatch:3.10'), v.flags.join(' '));
    // (a version read as a count, "3.0", and one read as a decimal, "2.5", are one kind of figure)
    const w = label('Stage 3 will be implemented in Quillet 2.5, at least two years after Quillet 2.4 is released.',
      'Stage 3 will be implemented in Quillet 3.0 (at least two years after Quillet 2.4 is released).');
    assert.equal(w.label, 'contradicts', w.reason);
    assert.ok(w.flags.includes('number_mismatch:2.5'), w.flags.join(' '));
    // (the same figure is still carried)
    supports('Python 3.12 added a way for plugins to mark whether they can run in a sandbox.',
      'Python 3.12 added a way for plugins to mark whether they may run in a sandbox: the ``frame_hooks`` slot.');
  });

  it('reads the span\'s "a single" before the counted noun as a count of one against the claim\'s "two"', () => {
    const v = label('The loader makes two passes over the bytecode in search of the LOAD_NAME opcode.',
      'The loader is fast, making just a single pass over the bytecode in search of the LOAD_NAME opcode.');
    assert.equal(v.label, 'contradicts', v.reason);
    assert.ok(v.flags.includes('number_mismatch:two'), v.flags.join(' '));
    // (not where the span gives the claim's figure to something else: one pass for each of two modes may be two passes)
    const w = notSupported('The loader makes two passes over the input.', 'The loader makes a single pass over the input for each of its two modes.');
    assert.ok(!w.flags.some((f) => f.startsWith('number_mismatch')), w.flags.join(' '));
    // (nor against a denial, "not a single bug": the figure's clauses must deny alike)
    const x = label('To our knowledge, exactly two bugs have been exposed by removing the fallback.', 'To our knowledge, not a single bug has been exposed by removing the fallback.');
    assert.notEqual(x.label, 'supports', x.reason);
    assert.ok(!x.flags.some((f) => f.startsWith('number_mismatch')), x.flags.join(' '));
    // ("a single pass" in the claim is carried by the span's)
    supports('The loader makes a single pass over the bytecode in search of the LOAD_NAME opcode.',
      'The loader is fast, making just a single pass over the bytecode in search of the LOAD_NAME opcode.');
  });
});
