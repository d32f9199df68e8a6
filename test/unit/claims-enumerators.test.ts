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

describe('sentences: a period with no space after it', () => {
  it('"3.X" and "3.(X+1).0" are version names, not sentence ends', () => {
    const text = 'After its release, a 3.X series is maintained for five years. Feature development of Python 3.(X+1).0 starts as soon as Python 3.X.0 Beta 1 is released.';
    assert.deepEqual(analyse(text).map((s) => text.slice(s.start, s.end)),
      ['After its release, a 3.X series is maintained for five years.', 'Feature development of Python 3.(X+1).0 starts as soon as Python 3.X.0 Beta 1 is released.']);
  });
});
