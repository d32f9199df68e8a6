// The thirty-eighth round of verification on real writing (invented sentences, each a kind seen on the checks' misses).
import assert from 'node:assert/strict';
import { assertNotSupported, assertSupports, labelAgainst } from './verify-fixtures';

describe('verify: the thirty-eighth round — a course set out by "is to", and "will" of what holds', () => {
  it('reads "N is to V" as the content of N when the claim names N too, and not as a plan the claim says was done', () => {
    assertSupports('Allowing subclasses of quill locks is one motivation for having a class for each lock.',
      'One motivation for having a class (rather than an instance) for each lock is to allow subclasses of quill locks.');
    assertSupports('Ada Quill suggested a second possibility: adapting Tarn.__new__ so that it returns the right subclass.',
      'A second possibility, suggested by Ada Quill, is to adapt ``Tarn.__new__`` to return the right subclass.');
    // a connective between the claim's copula and its "to" keeps the plan whole
    assertSupports('The plan is therefore to issue warnings for one release first and then turn them into hard errors.',
      'Therefore the plan is to first issue warnings for a release and then turn them into hard errors.');
    // without the course's noun the claim says it happens
    const done = assertNotSupported('Tarn.__new__ returns the right subclass.',
      'A second possibility, suggested by Ada Quill, is for Tarn.__new__ to return the right subclass.');
    assert.ok(done.flags?.some((f) => f.startsWith('hedge_dropped:')), done.reason);
    assertNotSupported('Quill locks allow subclasses.', 'One motivation for having a class for each lock is to allow subclasses of quill locks.');
    // nor when the claim says the plan was already carried out
    assertNotSupported('As the plan said, the warnings were already issued for a release.', 'The plan is to issue warnings for a release.');
  });

  it('keeps a "will" of a verb of lasting, and reads a copied clause\'s past as the span\'s own', () => {
    assertSupports('The Quill Foundation coordinates the work, while the Quill teams remain in charge of the language.',
      'The Quill Foundation coordinates the work, but the Quill teams will remain in charge of the language.');
    // the claim's past is only in a clause it copies: every import is still what always happens
    assertSupports('Currently every macro you import is expanded with your local copy of tarn_rules!, regardless of what the macro author had in mind.',
      'Right now every macro you import will be expanded with your local copy of `tarn_rules!`, regardless of what the macro author had in mind.');
    // a past the claim says of its own is not the span's "will"
    assertNotSupported('The Quill teams remained in charge of the language.', 'The Quill teams will remain in charge of the language.');
    // a plan of the future stays a plan
    assertNotSupported('Ada Quill steps down as the tarn representative.', 'Ada Quill will step down as the tarn representative.');
  });

  it('does not read the __future__ statement as a time to come', () => {
    assertSupports("Using 'quill' as an identifier without the future statement causes a warning to be issued to stderr.",
      "Without the future statement, using 'quill' as an identifier will cause a warning to be issued to stderr.");
    assertNotSupported('Tarn 3.0 emits a warning for every quill.', 'In a future release, Tarn will emit a warning for every quill.');
  });

  it('reads a relative clause with no "that" as one, not its main verb as the object', () => {
    const v = labelAgainst('Every quill you import is expanded with your local copy of tarn_rules.',
      'Every quill you import will be expanded with your local copy of tarn_rules.');
    assert.equal(v.label, 'supports', v.reason);
    // the roles are still read where they differ
    assertNotSupported('Every quill you import expands the tarn.', 'Every tarn you import expands the quill.');
  });
});

describe('verify: the thirty-eighth round — a means, an idiom of cost and a small degree said in other words', () => {
  it('reads "By V-ing X, …" as "V-ing X makes / means …", and only for the same act', () => {
    const v = labelAgainst('Setting quill_strict makes the tarn compiler as strict inside unsafe blocks as everywhere else.',
      'By setting `quill_strict`, the tarn compiler is as strict inside unsafe blocks as everywhere else.');
    assert.equal(v.label, 'supports', v.reason);
    assert.match(v.reason, /The span's 'By setting', opening its sentence, says what the claim's 'makes' does/);
    assertSupports('Limiting the ranking to the last 90 days means old crates have no advantage over new ones.',
      'By limiting the ranking to the last 90 days, old crates have no advantage over new ones.');
    // another act, a denial, or no "By …" opening: not carried
    assertNotSupported('Unsetting quill_strict makes the tarn compiler as strict inside unsafe blocks as everywhere else.',
      'By setting `quill_strict`, the tarn compiler is as strict inside unsafe blocks as everywhere else.');
    assertNotSupported('Setting quill_strict does not make the tarn compiler as strict inside unsafe blocks as everywhere else.',
      'By setting `quill_strict`, the tarn compiler is as strict inside unsafe blocks as everywhere else.');
    assertNotSupported('Setting quill_strict makes the tarn compiler as strict inside unsafe blocks as everywhere else.',
      'The tarn compiler is as strict inside unsafe blocks as everywhere else, and quill_strict can be set.');
  });

  it('reads "comes at a cost" as the cost the span names, and "slightly" as "a little bit" before the same word', () => {
    assertSupports('The quill cache comes at a cost: the parser uses more memory than a table-based parser.',
      'The cost of the quill cache is that the parser uses more memory than a table-based parser.');
    assertNotSupported('The quill cache comes at a cost: the parser uses more memory than a table-based parser.',
      'The quill cache means that the parser uses more memory than a table-based parser.');
    assertSupports('The main drawback of tarn threads is that they make the standard library slightly bigger.',
      'The main drawback is that tarn threads make the standard library a little bit bigger.');
    assertNotSupported('The main drawback of tarn threads is that they make the standard library slightly bigger.',
      'The main drawback is that tarn threads make the standard library a little bit slower.');
  });
});
