import assert from 'node:assert/strict';
import { quotedRange, quotesClaim, quoteWords } from '../../src/core/verify/quote';
import { stem } from '../../src/core/text/stem';

describe('verify: a claim copied from its span', () => {
  it('finds the claim word for word inside the span, across markup and line breaks', () => {
    const span = 'DWARF mode also requires post-processing with ``perf report`` (which\nitself can use up to 17% of CPU [#redhat]_), and truncates deep stacks.';
    assert.equal(quotesClaim(span, 'DWARF mode also requires post-processing with perf report (which itself can use up to 17% of CPU), and truncates deep stacks.'), true);
    assert.equal(quotesClaim('So far, our survey covered 412 observatories in nine countries last year.', 'The survey covered 412 observatories in nine countries last year.'), false,
      'a word the span does not have ("The") breaks the copy');
  });

  it('is not a copy when words change, are reordered or the claim is too short to mean anything alone', () => {
    const span = 'The survey covered 412 observatories in nine countries during the first year.';
    assert.equal(quotesClaim(span, 'The survey covered 421 observatories in nine countries during the first year.'), false);
    assert.equal(quotesClaim(span, 'The survey covered nine countries and 412 observatories during the first year.'), false);
    assert.equal(quotesClaim(span, 'The survey covered 412 observatories.'), false);
    assert.equal(quotesClaim('The survey covered 412 new and old and big and small observatories in nine countries during the first year.',
      'The survey covered 412 observatories in nine countries during the first year.'), false, 'more than a few inserted words');
  });

  it('with anyNumber, finds a copy whose figures were changed, and nothing else', () => {
    const span = 'The survey covered 1,897 observatories in nine countries during the first year.';
    const changed = 'The survey covered 2,000 observatories in six countries during the first year.';
    assert.equal(quotesClaim(span, changed), false);
    assert.equal(quotesClaim(span, changed, { anyNumber: true }), true);
    assert.equal(quotesClaim(span, 'The survey covered 2,000 telescopes in six countries during the first year.', { anyNumber: true }), false);
  });

  it('reads a contraction as its full words, and keeps where each word came from', () => {
    assert.deepEqual(quoteWords("It doesn't, can't, won't; it's here and we're done.").map((w) => w.word),
      ['it', 'does', 'not', 'can', 'not', 'will', 'not', 'it', 'is', 'here', 'and', 'we', 'are', 'done']);
    assert.deepEqual(quoteWords('The author’s cannot').map((w) => w.word), ['the', 'author', 's', 'can', 'not']);
    const text = 'So, the loader does not read archives larger than the cache, which it streams.';
    const range = quotedRange(text, "The loader doesn't read archives larger than the cache.");
    assert.ok(range);
    assert.equal(text.slice(range.start, range.end), 'the loader does not read archives larger than the cache');
    assert.equal(quotesClaim(text, 'The loader does not write archives larger than the cache.'), false);
  });

  it('gives a negative contraction the stem of "not", so discovery and the verifier see the same word', () => {
    for (const w of ["isn't", "doesn't", "can't", 'cannot', "won't"]) assert.equal(stem(w), 'not', w);
    assert.equal(stem("author's"), stem('author'));
  });
});
