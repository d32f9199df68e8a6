// The twenty-seventh round of verification on real writing (invented sentences, each a kind seen on the review).
import assert from 'node:assert/strict';
import { assertNotSupported as notSupported, assertSupports as supports, labelAgainst as label } from './verify-fixtures';

const RFC = 'rust-rfcs/9999-quill.md';

describe('verify: the twenty-seventh round', () => {
  it('pairs the items a "respectively" written after the first list joins, clause by clause', () => {
    const span = 'Quill offers ``open_reader()`` or ``open_writer()``, which respectively return a reader after the handshake, or return a writer when the socket is ready.';
    const v = notSupported('In Quill, open_reader() returns a writer when the socket is ready, while open_writer() returns a reader after the handshake.', span);
    assert.ok(v.flags.some((f) => f.startsWith('respectively_mispaired:')), v.flags.join());
    assert.match(v.reason, /it gives 'open_reader\(\) … handshake', not 'open_reader\(\) … writer'/);
    supports('In Quill, open_reader() returns a reader after the handshake, and open_writer() returns a writer when the socket is ready.', span);
    // (the claim's own "respectively", its first list in the other order)
    notSupported('Quill offers open_writer() or open_reader(), which respectively return a reader after the handshake, or return a writer when the socket is ready.', span);
  });

  it('pairs lists of code names before "respectively" by the whole name, not a word of it', () => {
    const span = 'Frames are pushed and popped using frame_push() and frame_pop(), respectively.';
    const v = notSupported('Frames are pushed using `frame_pop()` and popped using `frame_push()`.', span.replace(/(frame_\w+\(\))/g, '`$1`'), RFC);
    assert.match(v.reason, /it gives 'pushed … frame_push\(\)', not 'pushed … frame_pop\(\)'/);
    supports('Frames are pushed using frame_push() and popped using frame_pop().', span, RFC);
  });

  it('reads "the latter" and "the former" as the item of the list of two they name', () => {
    const span = 'Make the `#![quiet_io]` and `#![silent_io]` attributes consistent by renaming the latter to `#![mute_io]` and having it apply to every module.';
    const v = notSupported('Make the #![quiet_io] and #![silent_io] attributes consistent by renaming #![quiet_io] to #![mute_io] and having it apply to every module.', span, RFC);
    assert.ok(v.flags.includes('former_latter_misread:#![quiet_io]'), v.flags.join());
    supports('Make the #![quiet_io] and #![silent_io] attributes consistent by renaming #![silent_io] to #![mute_io] and having it apply to every module.', span, RFC);
  });

  it('keeps a proposal ("it may be useful to add") by its own word, not by a modal the claim uses elsewhere, nor by a verb that shares the stem', () => {
    const span = 'Because a plugin may load native code, it may be useful to add a sandbox flag to the loader which is off by default.';
    const v = notSupported('Because a plugin may load native code, the loader will add a sandbox flag which is off by default.', span);
    assert.match(v.reason, /only puts it forward, it does not state it: 'may be useful to add'/);
    // ("use" is not "useful", though the stemmer makes them one)
    notSupported('Because a plugin may use native code, the loader will add a sandbox flag which is off by default.',
      'Because a plugin may use native code, it may be useful to add a sandbox flag to the loader which is off by default.');
    supports('Because a plugin may load native code, it may be useful to add a sandbox flag to the loader which is off by default.', span);
  });

  it('reads quoted symbols traded between two clauses, and code names put in each other\'s place', () => {
    const span = "In the pattern syntax, '+' means one or more, '?' means zero or one, and no suffix means exactly one.";
    notSupported("In the pattern syntax, '?' means one or more, '+' means zero or one, and no suffix means exactly one.", span);
    const imports = 'Each import is first prefixed with `root`, unless it already starts with `root`, `this` or `outer`.';
    const v = notSupported('Each import is first prefixed with `this`, unless it already starts with `root`, `this` or `outer`.', imports, RFC);
    assert.match(v.reason, /The span writes 'root' where the claim writes 'this'/);
    supports('Each import is first prefixed with `root`, unless it already starts with `root`, `this` or `outer`.', imports, RFC);
  });

  it('reads a negative prefix in emphasis of its own ("*non*-blocking") as the prefix', () => {
    const span = 'The Quill handle is always *non*-blocking (reads return at once).';
    assert.equal(label('The Quill handle is always blocking.', span, RFC).label, 'contradicts');
    supports('The Quill handle is always non-blocking.', span, RFC);
  });
});
