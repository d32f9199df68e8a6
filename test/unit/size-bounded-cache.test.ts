// A cache bounded by the summed size of its values (the source store's texts, the parsed documents).
import assert from 'node:assert/strict';
import { SizeBoundedCache } from '../../src/core/util/bounded-memo';

describe('size-bounded cache', () => {
  it('drops the least recently used values beyond its budget, never the one just kept', () => {
    const cache = new SizeBoundedCache<string, string>(10, (v) => v.length);
    cache.put('a', 'aaaa');
    cache.put('b', 'bbbb');
    assert.equal(cache.find('a'), 'aaaa'); // a is now the most recently used
    cache.put('c', 'cccc'); // 12 > 10: b goes
    assert.equal(cache.find('b'), undefined);
    assert.deepEqual([...cache.entriesInOrder()].map(([k]) => k), ['a', 'c']);
    cache.put('d', 'd'.repeat(20)); // larger than the budget alone: kept, everything else dropped
    assert.deepEqual([...cache.entriesInOrder()].map(([k]) => k), ['d']);
    cache.put('d', 'dd'); // replaced: its old size no longer counts
    cache.put('e', 'eeeeeeee');
    assert.deepEqual([...cache.entriesInOrder()].map(([k]) => k), ['d', 'e']);
    cache.delete('d');
    cache.put('f', 'ff');
    assert.deepEqual([...cache.entriesInOrder()].map(([k]) => k), ['e', 'f']);
    cache.clear();
    assert.equal(cache.find('e'), undefined);
  });
});
