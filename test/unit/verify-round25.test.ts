// The twenty-fifth round of verification on real writing (invented sentences, each a kind seen on the eval sets).
import assert from 'node:assert/strict';
import { periphrasisReading } from '../../src/core/verify/periphrasis';
import { dutyUnstated, equationTurned, namesSwapped } from '../../src/core/verify/arguments';
import { assertNotSupported as notSupported, assertSupports as supports, labelAgainst as label } from './verify-fixtures';

describe('verify: the twenty-fifth round', () => {
  it('reads a modal periphrasis as its modal: "is able to" as "can", "is going to" as "will", "in order to" as "to"', () => {
    assert.deepEqual(periphrasisReading('Users are not able to pin it.'), { text: 'Users cannot pin it.', read: [{ from: 'are not able to', to: 'cannot' }] });
    assert.equal(periphrasisReading('It is easily able to scale.')?.text, 'It can easily scale.');
    assert.equal(periphrasisReading('In order for X to work, Y is set.')?.text, 'For X to work, Y is set.');
    // ("going to" a place is no future; a past ability is not "could", which is as often a possibility)
    assert.equal(periphrasisReading('We are going to the park.'), undefined);
    assert.equal(periphrasisReading('They were able to pin it.'), undefined);
    const v = label('Quillet users are able to pin the plugin version in the lock file.', 'Quillet users can pin the plugin version in the lock file.');
    assert.equal(v.label, 'supports', v.reason);
    assert.match(v.reason, /'are able to' as 'can'/);
    assert.ok(v.flags.includes('periphrasis:are able to/can'), v.flags.join());
    supports('The Quillet loader is unable to read compressed plugin archives.', 'The Quillet loader cannot read compressed plugin archives.');
    supports('The old Quillet plugins are going to break under the new loader.', 'The old Quillet plugins will break under the new loader.');
    supports('The Quillet wrapper is needed in order to keep the plugin ABI stable.', 'The Quillet wrapper is needed to keep the plugin ABI stable.');
    // (the same reading finds a denial: "are not able to" against "can")
    assert.equal(label('Quillet users are not able to pin the plugin version in the lock file.', 'Quillet users can pin the plugin version in the lock file.').label, 'contradicts');
    // (and carries no more than the modal does)
    notSupported('The old Quillet plugins are going to break under the new loader.', 'The old Quillet plugins might break under the new loader.');
    notSupported('Quillet users were able to pin the plugin version in the lock file.', 'Quillet users can pin the plugin version in the lock file.');
    notSupported('The Quillet wrapper is needed in order to keep the plugin ABI stable.', 'The Quillet wrapper is needed to make the plugin ABI stable.');
    // (a span with its own "is able to" is read as written: its "can" elsewhere is not the claim's reading of it)
    notSupported('The Quillet design ensures that the hook is able to do anything an explicit decorator will do by running it last.',
      'The Quillet design ensures that the hook is able to do anything an explicit decorator can do by running it last.');
  });

  it('reads two names traded in a chain of one relation, past a kind after a name and the words of a chain ("in turn", "itself")', () => {
    const span = 'All failed checks raise exceptions which are subclasses of the ``QuillError`` exception, which is in turn a subclass of the ``LookupError`` exception.';
    assert.deepEqual(namesSwapped('Failed checks raise exceptions that subclass LookupError, which is itself a subclass of QuillError.', span),
      { first: 'LookupError', second: 'QuillError' });
    notSupported('Failed checks raise exceptions that subclass LookupError, which is itself a subclass of QuillError.', span);
    notSupported('Failed checks raise exceptions that are subclasses of LookupError, which is in turn a subclass of QuillError.', span);
    supports('Failed checks raise exceptions that are subclasses of QuillError, which is in turn a subclass of LookupError.', span);
  });

  it('does not carry a recommending "should" with a span that neither rules, recommends, expects nor instructs', () => {
    const useful = 'The properties of a Quillet table are useful for defining an immutable, related set of constant values that have a defined order.';
    assert.equal(dutyUnstated('An immutable, related set of constant values with a defined order should be defined as a Quillet table.', useful), 'should');
    notSupported('An immutable, related set of constant values with a defined order should be defined as a Quillet table.', useful);
    notSupported('Quillet plugins should be loaded lazily by the host.', 'Quillet plugins are loaded lazily by the host.');
    // (an instruction, a rule, an expectation or a condition opening with "Should" is not the kind)
    supports('The verb override should indicate that a subclass method replaces a superclass method without calling it.',
      'Use the verb override to indicate that a subclass method replaces a superclass method and does not call the superclass method.');
    supports('Quillet plugins should be loaded lazily by the host.', 'Quillet plugins must be loaded lazily by the host.');
    supports('This change should make the Quillet loader faster on large trees.', 'This change will make the Quillet loader faster on large trees.');
    // (a contraction is the word it spells: "shouldn't" recommends as "should not" does)
    supports('Quillet plugins should not be loaded eagerly by the host.', "Quillet plugins shouldn't be loaded eagerly by the host.");
    supports('Should at least two Quillet maintainers remain, they may request a new election to refill the group.',
      'If at least two Quillet maintainers remain, they may request a new election to refill the group.');
  });

  it('reads a closing ", as a survey showed" as a source the claim adds, not a frame a span may leave out', () => {
    const span = 'For many users, the fact that Quillet borrows are "artificially" extended to the end of the block is more surprising than not.';
    const added = label('For many users, Quillet borrows being artificially extended to the end of the block is more surprising than not, as a user survey showed.', span);
    assert.notEqual(added.label, 'supports', added.reason);
    assert.match(added.reason, /does not carry 'survey'/);
    // (the document's own authors, or a frame that opens the claim, still frame it)
    supports('For many users, Quillet borrows being artificially extended to the end of the block is more surprising than not, as the authors note.', span);
  });

  it('reads an equation that picks one thing out either way round: "X is the only Y" is "The only Y is X"', () => {
    const span = 'The only other language that I am aware of that has a notion of unsafe blocks and unsafe functions is Quillet.';
    assert.ok(equationTurned('Quillet is the only other language that has a notion of unsafe blocks.', span));
    supports('Quillet is the only other language that has a notion of unsafe blocks and unsafe functions.',
      'The only other language that has a notion of unsafe blocks and unsafe functions is Quillet.');
    // (the writer's own limit is kept: without "the author is aware of" the claim says more than the span)
    notSupported('Quillet is the only other language that has a notion of unsafe blocks and unsafe functions.', span);
    supports('Quillet is the only other language the author is aware of that has a notion of unsafe blocks.', span);
    // (not another name, another picking out, or two names traded inside it)
    notSupported('Tarn is the only other language that has a notion of unsafe blocks.', span);
    notSupported('Quillet is the first language that has a notion of unsafe blocks.', span);
    assert.ok(!equationTurned('Quillet is the only plugin that Tarn loads eagerly.', 'The only plugin that Quillet loads eagerly is Tarn.'));
    notSupported('Quillet is the only plugin that Tarn loads eagerly.', 'The only plugin that Quillet loads eagerly is Tarn.');
  });

  it('reads "The PEP" or "The proposal" opening the span as the document speaking of itself, as "This PEP" is', () => {
    const pep = 'python-peps/pep-0343.rst';
    const v = label('PEP 343 stabilised at around the time of the first beta release of Python 2.5.', 'The PEP stabilised around the time of the first Python 2.5 beta release.', pep);
    assert.equal(v.label, 'supports', v.reason);
    assert.match(v.reason, /'PEP 343' is this document \('The PEP'/);
    supports('RFC 1624 changes the syntax of break statements, which requires updating parsers and possibly syntax highlighters.',
      'The proposal changes the syntax of `break` statements, requiring updates to parsers and possibly syntax highlighters.', 'rust-rfcs/1624-loop-break-value.md');
    // (not another number, not "the PEP" of a span that names another one, not "the PEP" deep in a clause)
    notSupported('PEP 344 stabilised at around the time of the first beta release of Python 2.5.', 'The PEP stabilised around the time of the first Python 2.5 beta release.', pep);
    notSupported('PEP 343 stabilised at around the time of the first beta release of Python 2.5.', 'Like PEP 310, the PEP stabilised around the time of the first Python 2.5 beta release.', pep);
    notSupported('PEP 343 was rejected by the steering council.', 'Guido said that the council rejected the PEP.', pep);
  });

  it('reads a bound written as a symbol (">= 3.2", "<= 5") as its words, and no link target "<427>" as one', () => {
    notSupported('For Quillet versions before 3.2, all pure-Python plugins can be shared between installs.',
      'For Quillet versions >= 3.2, all pure-Python plugins can be shared between installs.');
    notSupported('Quillet supports Python versions below 3.8.', 'Quillet supports Python versions >=3.8.');
    supports('Quillet retries at most 5 times.', 'Quillet retries <= 5 times.');
    assert.equal(label('Quillet retries more than 5 times.', 'Quillet retries <= 5 times.').label, 'contradicts');
    supports('Quillet retries fewer than 5 times.', 'Quillet retries < 5 times.');
    // (an inline tag or an RST link target before a figure bounds nothing)
    supports('The Quillet 1.0 specification was written more than ten years ago and has been robust to changes in packaging.',
      'The current :pep:`Quillet 1.0 specification <427>` was written over a decade ago, and has been robust to changes in packaging.');
    supports('The Heron archive serves 4 million readers every month.', 'The Heron archive serves <b>4 million</b> readers every month.');
  });

  it('does not refute a denial short of a condition or a time that the span words otherwise ("not … until", "must not … without")', () => {
    for (const [claim, span] of [
      ['Quillet 4 will not be considered further before Python 3.8 at the earliest.', 'Further consideration of Quillet 4 has been deferred until Python 3.8 at the earliest.'],
      ['The Quillet version must not be changed after it has been recorded without the steering council\'s approval.',
        'Changing the Quillet version after it has been recorded MUST NOT occur UNLESS the steering council approves it.'],
      ['Rust code cannot call a Quillet function unless the function is also declared with a well-defined ABI.',
        'Calls to Quillet functions from within Rust code are forbidden unless the function is also declared with a well-defined ABI.'],
      ['This should not be stabilized without some trait bound on those Quillet methods.', 'Before this is stabilized there should be some trait bound on those Quillet methods.'],
    ]) {
      const v = label(claim!, span!);
      assert.notEqual(v.label, 'contradicts', `${claim}\n${v.reason}`);
      assert.notEqual(v.label, 'supports', `${claim}\n${v.reason}`);
    }
    // (the same bound on both sides, one denying and one not, is still a contradiction)
    assert.equal(label('Quillet plugins cannot be loaded without a signing key.', 'Quillet plugins can be loaded without a signing key.').label, 'contradicts');
    // ("without" is a denial of its own, not a bound: "exits without flushing the buffer" denies the flush)
    assert.equal(label('The Quillet shutdown hook flushes the write buffer.', 'The Quillet shutdown hook exits at once without closing the sockets or flushing the write buffer.').label, 'contradicts');
  });

  it('reads a comparative said of the other side ("compared to the simpler Y") and a swap inside Markdown link text', () => {
    const span = 'All such Quillet attempts have appeared unattractive and confusing compared to the simpler decorator-inspired proposal.';
    const v = label('All such Quillet attempts have appeared simpler than the decorator-inspired proposal.', span);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.some((f) => f.startsWith('comparison_turned:')), v.flags.join());
    supports('All such Quillet attempts have appeared unattractive and confusing compared to the simpler decorator-inspired proposal.', span);
    const linked = 'The first Quillet runners were [released on 2023-10-02][runner-m1] with free runners for open source projects [released on 2024-01-03][runner-oss].';
    notSupported('The first Quillet runners were released on 2024-01-03 with free runners for open source projects released on 2023-10-02.', linked);
    supports('The first Quillet runners were released on 2023-10-02 with free runners for open source projects released on 2024-01-03.', linked);
  });
});
