// The thirty-eighth round of verification on real writing (invented sentences, each a kind seen on the checks' misses).
import assert from 'node:assert/strict';
import { assertNotSupported, assertSupports, labelAgainst, verifyDraftAgainst } from './verify-fixtures';

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

describe('verify: the thirty-eighth round — the blind set\'s wrong accepts (review-claims-29), on invented text', () => {
  it('does not let "the Tarn platform" point back to another platform named before it', async () => {
    const results = await verifyDraftAgainst('python-peps/pep-0951.rst',
      'PEP: 951\nTitle: Quill site paths\n\nOpen Issues\n===========\n\n- Comments from Plover users indicate that there may be issues with the current setup on the Plover platform.  ' +
      'Rather than become involved in cross-platform issues, this PEP specifically limits itself to the Tarn platform, ' +
      'leaving changes for other platforms to be covered in other PEPs.\n',
      '# Notes\n\n## PEP 951\n\n' +
      'Rather than become involved in cross-platform issues, PEP 951 specifically limits itself to the Plover platform, leaving changes for other platforms to other PEPs.\n\n' +
      'Rather than become involved in cross-platform issues, PEP 951 specifically limits itself to the Tarn platform, leaving changes for other platforms to other PEPs.\n');
    const [other, own] = results;
    assert.notEqual(other!.action, 'accept', other!.verdict.reason);
    assert.equal(own!.action, 'accept', own!.verdict.reason);
  });
});

describe('verify: the thirty-eighth round — sides of a point, a preference and a gift that trade places', () => {
  it('reads "since Quill 2.1" against "prior to Quill 2.1" as the other side of that point', () => {
    const v = assertNotSupported('Since Quill 2.1, the tarn directory has not been included in the search path.',
      'It is relevant to note that prior to Quill 2.1, the tarn directory was not included in the search path.');
    assert.ok(v.flags?.includes('point_side_reversed:Since Quill 2.1'), v.flags?.join());
    assertSupports('Before Quill 2.1, the tarn directory was not included in the search path.',
      'It is relevant to note that prior to Quill 2.1, the tarn directory was not included in the search path.');
  });

  it('reads the sides of a preference past a kind noun and a condition ("the ``QUILL`` file when both are present")', () => {
    const v = assertNotSupported('The QUILL file should be preferred over QUILL.json when both are present.',
      'The ``QUILL.json`` file SHOULD be preferred over the ``QUILL`` file when both are present.');
    assert.ok(v.flags?.includes('arguments_reversed:preference'), v.flags?.join());
    assertSupports('The QUILL.json file should be preferred over QUILL when both are present.',
      'The ``QUILL.json`` file SHOULD be preferred over the ``QUILL`` file when both are present.');
  });

  it('reads whom an act gives something to: "delegate X to Tarn" is not "delegate X to a third party"', () => {
    const v = assertNotSupported('The naming scheme requires a third party to delegate a domain name under tarn.org to Tarn.',
      'The naming scheme requires delegating a domain name under tarn.org to a third party.');
    assert.ok(v.flags?.includes('arguments_reversed:recipient'), v.flags?.join());
    // a "to" of a noun ("a reference to X") beside the verb's own "to the caller": any "to" the two share will do
    assertSupports('When a tarn slot cannot handle the argument types, it may return a new reference to the special singleton Quill_NotImplemented to the caller.',
      'If a tarn slot finds that it cannot handle the argument types, it may return a new reference of the special singleton ``Quill_NotImplemented`` to the caller.');
    assertSupports('The naming scheme requires delegating a domain name under tarn.org to a third party.',
      'The naming scheme requires that a domain name under tarn.org be delegated to a third party.');
  });
});

describe('verify: the thirty-eighth round — the document named as "the PEP" and as the one who proposes', () => {
  it('reads "the PEP" inside a span that names no document by number as the document itself', () => {
    const v = labelAgainst('15 February was chosen as the date because it is roughly six months after the date of PEP 9999.',
      'The date of 15 February has been chosen because it is roughly 6 months from the date of the PEP.');
    assert.equal(v.label, 'supports', v.reason);
    assert.match(v.reason, /'PEP 9999' is this document \('the PEP' in pep-9999.rst\)/);
    // another document named by number: "the PEP" may be that one
    assertNotSupported('15 February was chosen because it is roughly six months after the date of PEP 9999.',
      'Following PEP 4242, 15 February was chosen because it is roughly 6 months from the date of the PEP.');
  });

  it('reads an agentless "are proposed" as the document proposing, and nothing more', () => {
    const v = labelAgainst('PEP 9999 proposes no changes for Tarn or Plover, since neither platform provides any mechanism to run quill code.',
      'No changes are proposed for Tarn or Plover systems, as neither of those platforms provides any mechanism to run quill code.');
    assert.equal(v.label, 'supports', v.reason);
    assert.match(v.reason, /the span's subject is the proposer its passive 'are proposed' leaves unnamed/);
    // someone else proposing it is not the document
    assertNotSupported('PEP 9999 proposes no changes for Tarn or Plover.', 'No changes for Tarn or Plover are proposed by Ada Quill.');
    // nor is the passive of another act
    assertNotSupported('PEP 9999 proposes no changes for Tarn or Plover.', 'No changes are planned for Tarn or Plover.');
  });
});

describe('verify: the thirty-eighth round — a gloss in other marks', () => {
  it('reads the claim\'s ", meaning X" as the span\'s "(X)" or "; that is, X", and nothing where the span glosses nothing', () => {
    const v = labelAgainst('Two directories are added on Tarn platforms, one for version-independent files, meaning quill code, and one for version-dependent code, meaning shared libraries.',
      'On Tarn platforms, two directories are added, one for version-independent files (quill code) and one for version-dependent code (shared libraries).');
    assert.equal(v.label, 'supports', v.reason);
    assert.match(v.reason, /The span's brackets gloss what comes before them, as the claim's 'meaning' does/);
    assertSupports('There is no good API to specify the metaclass of a tarn type, meaning the ob_type field of the type object.',
      'There is no good API to specify the *metaclass* of a tarn type; that is, the ``ob_type`` field of the type object.');
    assertNotSupported('Two directories are added on Tarn platforms, meaning quill code.', 'On Tarn platforms, two directories are added for quill code.');
  });
});

describe('verify: the thirty-eighth round — whose a thing is', () => {
  it('does not carry "the author\'s copy" by "your local copy" with the author named elsewhere', () => {
    const v = assertNotSupported("Every quill is expanded using the author's copy of tarn, regardless of your local copy.",
      'Every quill is expanded using your local copy of tarn, regardless of what the author had in mind.');
    assert.ok(v.flags?.includes('possessor_elsewhere:author'), v.flags?.join());
    // the owner said in its place, by "of", as a compound, or by a pronoun that stands for it
    assertSupports("Every quill is expanded using the author's copy of tarn.", 'Every quill is expanded using the copy of tarn of the author.');
    assertSupports("Quill's standard library includes a tarn module.", 'The Quill standard library includes a tarn module.');
    assertSupports("Quill picks a version with Quill's resolver.", 'Quill picks a version with its resolver.');
  });
});

describe('verify: the thirty-eighth round — a modal shared by joined verbs', () => {
  it('reads "can compare … and so make" as "can make", and a finite verb after "and" as a clause of its own', () => {
    const span = 'By comparing the tags it supports with the tags listed by the distribution, a quill installer can make an educated decision about whether to download a particular built distribution.';
    assertSupports('A quill installer can compare the tags it supports with the tags a distribution lists and so make an educated decision about downloading a particular built distribution.', span);
    const v = assertNotSupported('A quill installer compares the tags it supports with the tags a distribution lists and so makes an educated decision about downloading a particular built distribution.', span);
    assert.ok(v.flags?.some((f) => f.startsWith('hedge_dropped:')), v.flags?.join());
    assertNotSupported('A quill installer can compare the tags it supports with the tags a distribution lists, and it makes an educated decision about downloading a particular built distribution.', span);
  });
});

describe('verify: the thirty-eighth round — what an adversarial review of the readings found (invented cases)', () => {
  it('keeps each new reading to what it says: a cost that is there, a proposal with no one else proposing it, a present state with no time', () => {
    for (const span of ['Lazy loading reduces the cost of startup.', 'The cost of lazy loading is negligible.', 'Lazy loading has hardly any cost.', 'Lazy loading is worth the cost.']) {
      assertNotSupported('Lazy loading comes at a cost.', span);
    }
    assertSupports('Lazy loading comes at a cost: startup is slower.', 'The cost of lazy loading is that startup is slower.');
    for (const span of ['A new --frozen flag for Quill is proposed in the Tarn RFC.', 'A new --frozen flag for Quill is proposed on the mailing list.',
      'A new --frozen flag for Quill is proposed as a rejected idea.', 'A new --frozen flag for Quill is proposed, as an alternative the PEP does not adopt.']) {
      assertNotSupported('PEP 9999 proposes a new --frozen flag for Quill.', span);
    }
    assertNotSupported('PEP 9999 recommends pinning Tarn.', 'Pinning Tarn is recommended in the Tarn documentation.');
    for (const span of ['After the merge, the release teams of Quill will remain in charge of backports.',
      'The --legacy flag of Quill will remain available to plugin authors until Quill 5.', 'The old syntax will keep working in Plover for at least one more release.']) {
      const claim = span.startsWith('After') ? 'The release teams of Quill remain in charge of backports.'
        : span.startsWith('The --legacy') ? 'The --legacy flag of Quill remains available to plugin authors.' : 'The old syntax keeps working in Plover.';
      assertNotSupported(claim, span);
    }
  });

  it('reads "By V-ing" only over a plain present, "slightly" only in the same place, an expectation only in the present', () => {
    for (const span of ['By vendoring Tarn, Quill hopes it avoids version conflicts.', 'By vendoring Tarn, Quill avoided version conflicts.']) {
      assertNotSupported('Vendoring Tarn means Quill avoids version conflicts.', span);
    }
    for (const span of ["Tarn's output may be a little bit larger.", "Tarn's output is perhaps a bit larger.", "Tarn's output is a bit larger at first, then much smaller."]) {
      assertNotSupported("Tarn's output is slightly larger.", span);
    }
    assertSupports("Tarn's output is slightly larger.", "Tarn's output is a bit larger.");
    assertNotSupported('Plover is expected to ship in June.', 'It is expected that Plover will ship in June 2025 at the earliest.');
    assertNotSupported('Plover is expected to ship in June.', 'The authors expected that Plover will ship in June.');
    assertNotSupported('Keeping old plugins working is the purpose of the shim.', 'The purpose of the shim is to keep old plugins working until Quill 5.');
    // a plan the claim says is already carried out is no plan kept
    const done = assertNotSupported("Tarn's plan to replace the legacy scheduler has already been done.", "Tarn's plan is to replace the legacy scheduler.");
    assert.ok(done.flags?.some((f) => f.startsWith('hedge_dropped:')), done.flags?.join());
    assertSupports("Tarn's plan is to replace the legacy scheduler.", "Tarn's plan is to replace the legacy scheduler.");
  });
});
