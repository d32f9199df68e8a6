import assert from 'node:assert/strict';
import { analyse } from '../../src/core/claims/nlp';

describe('sentences: inline enumerators', () => {
  it('"(1.)" inside a sentence does not end it', () => {
    const text = 'It serves mostly to explain (1.) why the change was made, and (2.) why one may see errors. Next one.';
    assert.deepEqual(analyse(text).map((s) => text.slice(s.start, s.end)),
      ['It serves mostly to explain (1.) why the change was made, and (2.) why one may see errors.', 'Next one.']);
  });

  it('a sentence that really ends after a parenthesis still ends', () => {
    const text = 'The test suite has two parts (unit and integration). It runs in CI.';
    assert.equal(analyse(text).length, 2);
  });
});
