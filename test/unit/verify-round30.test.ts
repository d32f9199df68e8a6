// The thirtieth round of verification on real writing (invented sentences, each a kind seen on the review or the
// eval sets' misses).
import assert from 'node:assert/strict';
import { stancesOf, stanceUnmatched } from '../../src/core/verify/stance';
import { assertNotSupported as notSupported, assertSupports as supports, labelAgainst as label } from './verify-fixtures';

describe('verify: the thirtieth round', () => {
  it('does not read a stance against an act as the act left undone, nor the other way round', () => {
    notSupported('The quill maintainers argued against adding a second lockfile.', 'The quill maintainers did not add a second lockfile.');
    notSupported('The quill maintainers did not add a second lockfile.', 'The quill maintainers argued against adding a second lockfile.');
    // (nor a stance of another kind: a vote or advice is not an argument)
    notSupported('The quill maintainers argued against adding a second lockfile.', 'The quill maintainers recommended against adding a second lockfile.');
    notSupported('The quill maintainers voted against adding a second lockfile.', 'The quill maintainers argued against adding a second lockfile.');
    // (the same stance in other words of its kind still carries it)
    supports('The quill maintainers argued against adding a second lockfile.', 'The quill maintainers argued strongly against adding a second lockfile.');
    supports('The quill maintainers were against adding a second lockfile.', 'The quill maintainers opposed adding a second lockfile.');
    supports('The quill authors recommend not using the default feature.', 'The quill authors recommend against using the default feature.');
  });

  it('does not refute a claim that opposes an act in other words than the span\'s stance against it', () => {
    for (const [claim, span] of [
      ['The quill maintainers opposed adding a second lockfile.', 'The quill maintainers argued against adding a second lockfile.'],
      ['Guido objected to adding a second lockfile to quill.', 'Guido spoke against adding a second lockfile to quill.'],
    ] as const) assert.notEqual(label(claim, span).label, 'contradicts', claim);
    // (an act the span favours is left open or read as against the claim's opposition, never carried)
    assert.notEqual(label('Guido opposed adding a second lockfile to quill.', 'Guido was in favour of adding a second lockfile to quill.').label, 'supports');
  });

  it('reads the act a stance stands against, and not "as opposed to" as a stance', () => {
    assert.deepEqual(stancesOf('They argued strongly against adding the flag.').map((s) => [s.kind, s.act]), [['opposition', 'add']]);
    assert.deepEqual(stancesOf('It uses tabs as opposed to spaces.'), []);
    assert.equal(stanceUnmatched('It uses tabs as opposed to spaces.', 'It uses tabs as opposed to spaces.'), undefined);
    // (a span's stance against another act than the claim's is not read)
    assert.equal(stanceUnmatched('The flag was not added.', 'Some argued against the rename; the flag was not added.'), undefined);
  });
});
