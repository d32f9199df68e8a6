// A version or figure in a phrase fronted before a comma ("Since Python 3.3, …") is the same measure as the span's in a
// phrase at the end ("… since Python 3.2."): a changed one is a contradiction (invented sentences).
import assert from 'node:assert/strict';
import { verdictAgainst } from './verify-fixtures';

describe('verify: a figure fronted before a comma', () => {
  const span = 'On Linux, the launcher drops inherited file handles by default since Lumen 4.2.';

  it('a changed version fronted before a comma is refuted; the same one is carried', () => {
    const changed = verdictAgainst('Since Lumen 4.3, the launcher on Linux has dropped inherited file handles by default.', [span]);
    assert.equal(changed.label, 'contradicts', changed.reason);
    assert.ok(changed.flags.includes('number_mismatch:4.3'), changed.flags.join(', '));
    const same = verdictAgainst('Since Lumen 4.2, the launcher on Linux has dropped inherited file handles by default.', [span]);
    assert.equal(same.label, 'supports', same.reason);
  });

  it('a bare figure after another word, or with other words after it, is still not the span\'s', () => {
    const other = verdictAgainst('Since Helios 4.3, the launcher on Linux has dropped inherited file handles by default.', [span]);
    assert.notEqual(other.label, 'contradicts', other.reason);
    assert.notEqual(other.label, 'supports', other.reason);
    const elsewhere = verdictAgainst('The launcher on Linux drops inherited file handles by default since Lumen 4.3 builds shipped.', [span]);
    assert.notEqual(elsewhere.label, 'supports', elsewhere.reason);
  });
});
