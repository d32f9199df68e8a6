// The twenty-ninth round of verification on real writing (invented sentences, each a kind seen on the review or the
// eval sets' misses).
import assert from 'node:assert/strict';
import { wordNet } from '../../src/core/lexicon';
import { verbKinInPlace } from '../../src/core/lexicon/relations';
import { assertNotSupported as notSupported, assertSupports as supports, labelAgainst as label } from './verify-fixtures';

describe('verify: the twenty-ninth round', () => {
  it('relates two verbs in one place by a kind or a frequent sense, the specific carrying the general, never opposites', () => {
    const wn = wordNet();
    assert.equal(verbKinInPlace(wn, 'keeps', 'retains')?.relation, 'kind');
    assert.equal(verbKinInPlace(wn, 'wants', 'wishes')?.relation, 'kind');
    // ("contain" is one of "hold"'s senses, far down; its own second sense is that one)
    assert.deepEqual(verbKinInPlace(wn, 'hold', 'contain'), { lemma: 'contain', claimLemma: 'hold', relation: 'sense', frequentOf: 'contain' });
    // the general in the passage does not carry the specific: "changes" carries no "increases"
    assert.equal(verbKinInPlace(wn, 'increases', 'changes'), undefined);
    // two kinds of one verb are not kin, nor opposites
    assert.equal(verbKinInPlace(wn, 'begins', 'ends'), undefined);
    assert.equal(verbKinInPlace(wn, 'increases', 'decreases'), undefined);
    assert.equal(verbKinInPlace(wn, 'allows', 'forbids'), undefined);
  });

  it('carries a claim verb by a kin verb in its very place, and says which relation licensed it', () => {
    const v = label('Quill keeps every parsed header in a ring buffer called the journal.', 'Quill retains every parsed header in a ring buffer called the journal.');
    assert.equal(v.label, 'supports', v.reason);
    assert.match(v.reason, /'retains' in the span carries 'keeps' in its very place \(WordNet: 'retain' is a kind of 'keep'\)/);
    supports('Each cache directory may hold several snapshots of the index.', 'Each cache directory may contain several snapshots of the index.');
    supports('Rebuilding the index takes a full pass over every source file.', 'Rebuilding the index requires a full pass over every source file.');
    // (the general verb in the span does not carry the claim's specific one, nor a verb of another kind)
    notSupported('The new flag increases the size of the journal.', 'The new flag changes the size of the journal.');
    notSupported('The new flag begins the journal.', 'The new flag ends the journal.');
    // (the kin verb carries the word, not what the claim adds around it)
    notSupported('Quill always keeps every parsed header in the journal.', 'Quill retains every parsed header in the journal.');
    // (a denied verb has other words beside it than the span's: not in its very place, so never carried)
    notSupported('Quill does not keep parsed headers in the journal.', 'Quill retains parsed headers in the journal.');
  });

  it('keeps the span\'s modal when the claim writes it after the same word, whatever verb follows', () => {
    supports('Each cache directory may hold several snapshots of the index.', 'Each cache directory may contain several snapshots of the index.');
    // (a modal the claim drops, or denies, is still not kept)
    notSupported('Each cache directory holds several snapshots of the index.', 'Each cache directory may contain several snapshots of the index.');
    notSupported('Each cache directory may not hold several snapshots of the index.', 'Each cache directory may contain several snapshots of the index.');
  });
});
