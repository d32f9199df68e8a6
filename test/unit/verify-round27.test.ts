// The twenty-seventh round of verification on real writing (invented sentences, each a kind seen on the review).
import assert from 'node:assert/strict';
import { parseConfig } from '../../src/core/config';
import { createEngine } from '../../src/core/engine';
import { MemoryFileSystem } from '../../src/core/fs/memory-fs';
import { silentLogger, systemClock } from '../../src/core/ports';
import { codeSpansOf, withCodeMarked } from '../../src/core/verify';
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

  it('reads the two sides of "rejected in favour of" by where their words stand', () => {
    const span = ':pep:`9002` is a competing proposal for a lock format, which has now been rejected in favour of this PEP.';
    const v = notSupported('This PEP is a competing proposal for a lock format, which has now been rejected in favour of :pep:`9002`.', span);
    assert.match(v.reason, /sets it aside in favour of 'this PEP', not of ':pep:`9002`'/);
    notSupported('This PEP has been rejected in favour of :pep:`9002`.', span);
    supports(':pep:`9002` has been rejected in favour of this PEP.', span);
  });

  it('reads an elided denial after "however", and of a subject written as code with brackets', () => {
    const span = '``load()`` accepts a timeout; however, ``peek()`` does not — the docs never say so.';
    notSupported('``peek()`` accepts a timeout.', span);
    assert.equal(label('Both ``load()`` and ``peek()`` accept a timeout.', span).label, 'contradicts');
    notSupported('`Box<Quill>` would be considered local.', '`&Quill` would be considered local, but `Box<Quill>`, `Vec<Quill>`, and `(Quill, u8)` would not.', RFC);
    // (the claim that denies it of the same subject in its own words says what the span says)
    assert.notEqual(label('A timeout is accepted by ``load()`` but not by ``peek()``.', span).label, 'contradicts');
    assert.notEqual(label('`Box<Quill>`, `Vec<Quill>`, and `(Quill, u8)` would not be considered local, although `&Quill` would.',
      '`&Quill` would be considered local, but `Box<Quill>`, `Vec<Quill>`, and `(Quill, u8)` would not.', RFC).label, 'contradicts');
    // (a denial of the other subject is still a contradiction)
    assert.equal(label('``load()`` does not accept a timeout.', span).label, 'contradicts');
  });

  it('reads code of several tokens by its marks and operators, not only its names', () => {
    const span = 'A common pitfall is `(hi+lo)/2`, which can overflow, and handlers must have the signature `fn(&Quill) -> !`.';
    const v = notSupported('A common pitfall is `(hi-lo)/2`, which can overflow.', span, RFC);
    assert.match(v.reason, /The span does not write '`\(hi-lo\)\/2`': code must match as written\./);
    notSupported('Handlers must have the signature `fn(&Quill) -> ()`.', span, RFC);
    notSupported('Handlers must have the signature `fn(Quill) -> !`.', span, RFC);
    supports('A common pitfall is `(hi + lo) / 2`, which can overflow.', span, RFC);
  });

  it('reads "half a dozen" as six and "a couple of dozen" as no exact count', () => {
    const span = 'The Quill module defines a half-dozen helper functions.';
    supports('The Quill module defines six helper functions.', span);
    assert.equal(label('The Quill module defines twelve helper functions.', span).label, 'contradicts');
    supports('The Quill module defines six helper functions.', 'The Quill module defines half a dozen helper functions.');
    notSupported('The Quill module defines 12 helper functions.', 'The Quill module defines a couple dozen helper functions.');
  });

  it('does not take another word of the same stem for the claim\'s ("reference" is not "referent", "general" not "generic")', () => {
    notSupported('If the Quill reference is no longer alive, the call returns None.', 'If the Quill referent is no longer alive, the call returns None.');
    notSupported('Quill lets users specify variants of a general type.', 'Quill lets users specify variants of a generic type.');
    supports('If the Quill references are no longer alive, the call returns None.', 'If the Quill reference is no longer alive, the call returns None.');
    // (an adjective in -ent is its noun's quality: "independent" is carried by "independence")
    supports('The Quill module is independent of the kernel.', 'The independence of the Quill module from the kernel is kept.');
  });

  it('reads a comparison turned round with the opposite comparative as the same comparison', () => {
    const span = 'The resolution of ``quill.clock_ns()`` is much better than ``quill.clock()``: 84 ns against 239 ns on Linux.';
    assert.notEqual(label('``quill.clock()`` has a much worse resolution than ``quill.clock_ns()``.', span).label, 'contradicts');
    assert.notEqual(label('Coercions would have more serious downsides than the Quill design.', 'The Quill design would have fewer serious downsides than coercions.').label, 'contradicts');
    // (the same sides with the opposite word is still a contradiction)
    assert.equal(label('The resolution of ``quill.clock_ns()`` is much worse than ``quill.clock()``: 84 ns against 239 ns on Linux.', span).label, 'contradicts');
  });

  it('reads "not A, B, nor C" as one denial, and "does not … like X do" as "unlike X"', () => {
    supports('Prior art for merging generated documentation was not identified in Quill, Varrow, Doxygen, or any documentation system for other languages.',
      'Prior art for merging generated documentation was **not** identified in Quill, Varrow, Doxygen, nor any documentation system for other languages.');
    const span = 'Quill does not download the whole history like all of the Varrow clients do.';
    assert.notEqual(label('Unlike all of the Varrow clients, Quill does not download the whole history.', span).label, 'contradicts');
    const v = notSupported('Like all of the Varrow clients, Quill does not download the whole history.', span);
    assert.ok(v.flags.some((f) => f.startsWith('like_under_denial:')), v.flags.join());
  });

  it('reads two parallel parts that trade their words ("an acquire call in the requesting thread and a release call in the GC thread")', () => {
    const span = 'The scheme adds two lock operations per request: one in the thread making the request (a ``release`` call) and one in the GC thread (an ``acquire`` call).';
    const v = notSupported('The scheme adds two lock operations per request: an acquire call in the requesting thread and a release call in the GC thread.', span);
    assert.ok(v.flags.some((f) => f.startsWith('parts_traded:')), v.flags.join());
    supports('The scheme adds two lock operations per request: a release call in the requesting thread and an acquire call in the GC thread.', span);
  });

  it('reads a draft\'s code as code: the engine gives the verifier the claim\'s code spans back in their marks', async () => {
    assert.deepEqual(codeSpansOf('A pitfall is `(hi+lo)/2` in ``fn(&Quill) -> !`` code.'), ['(hi+lo)/2', 'fn(&Quill) -> !']);
    assert.equal(withCodeMarked('A pitfall is (hi+lo)/2, not hi/2.', ['(hi+lo)/2']), 'A pitfall is `(hi+lo)/2`, not hi/2.');
    // (a name, not a piece of a word: "imp" is not marked inside "import")
    assert.equal(withCodeMarked('The import hook is exposed through the imp module.', ['imp']), 'The import hook is exposed through the `imp` module.');
    assert.equal(withCodeMarked('Two integer types, int and long.', ['int', 'long']), 'Two integer types, `int` and `long`.');
    const fs = new MemoryFileSystem().writeFile('/ws/notes/quill.md', '# Quill\n\nA common Quill pitfall is `(hi+lo)/2`, which can overflow for large indices.\n');
    const engine = createEngine({ config: parseConfig('{ "sources": ["notes"] }', '/ws/.warrant.json', '/ws'), ports: { fs, clock: systemClock, logger: silentLogger } });
    const doc = await engine.verifyDocument({
      documentPath: '/ws/draft.md',
      text: '# Notes\n\nA common Quill pitfall is `(hi-lo)/2`, which can overflow for large indices.\n\nA common Quill pitfall is `(hi+lo)/2`, which can overflow for large indices.\n',
    });
    const [changed, same] = doc.results;
    assert.notEqual(changed!.action, 'accept', changed!.verdict.reason);
    assert.match(changed!.verdict.reason, /code must match as written/);
    assert.equal(same!.action, 'accept', same!.verdict.reason);
  });
});
