// The claim's act with its own subject and object: a span that uses the same verb about something else, names the
// claim's word only in another place, or tells the reader what to do, does not carry it. Invented Orbix sentences.
import assert from 'node:assert/strict';
import { argumentMisplaced, commonPredicateMissing, labelDropped, modifierElsewhere, onlyAsked, onlyInCondition, restrictorWidened, onlyAsEffect, otherExcepted } from '../../src/core/verify/arguments';
import { DEFAULT_THRESHOLDS, verifyClaim } from '../../src/core/verify/index';
import { extractQuantities } from '../../src/core/text/quantities';
import { findPhrases } from '../../src/core/verify/analysis';
import { makeClaim, makeDoc, spanOf, verdictAgainst } from './verify-fixtures';

describe('verify: who does the claim\'s act, and to what', () => {
  it('the claim\'s subject or object named by the span in another place than its act is not support', () => {
    const consulted = verdictAgainst('The default will be consulted.', ['The default loader of Orbix consults a settings file called ORBIXRC.']);
    assert.notEqual(consulted.label, 'supports', consulted.reason);
    assert.ok(consulted.flags.includes('argument_elsewhere:default'), consulted.flags.join());
    assert.match(consulted.reason, /'default' is not the object of 'consulted'/);
    // a gerund's object
    assert.deepEqual(argumentMisplaced('The header will be silently dropped.',
      'If the user meant the header to be a macro, silently dropping the unknown field is not right.'), { verb: 'dropped', word: 'header', role: 'patient' });
    // a relative clause stands for the noun phrase before it
    assert.equal(argumentMisplaced('The Orbix scheduler starts the workers.', 'Only jobs that start the workers reach the Orbix scheduler.')?.word, 'Orbix');
    // an instruction to the reader is nobody's act
    const imperative = verdictAgainst('The Orbix guide does not change the wire format.', ['In short: do not change the wire format just to follow the Orbix guide!']);
    assert.notEqual(imperative.label, 'supports', imperative.reason);
    assert.ok(imperative.flags.includes('argument_elsewhere:Orbix'), imperative.flags.join());
  });

  it('the same act said otherwise still supports: passive or active, a contraction, an aside, a reported finding, a measure after "by"', () => {
    const supported: Array<[string, string]> = [
      ['Heat stress in the Orbix reefs causes bleaching.', 'Bleaching is caused by heat stress in the Orbix reefs.'],
      ['Bleaching in the Orbix reefs is caused by heat stress.', 'Heat stress causes bleaching in the Orbix reefs.'],
      ['Heat stress causes Orbix bleaching.', 'Orbix bleaching caused by heat stress was seen on every reef.'],
      ["The Orbix configuration isn't stored in the package.", 'The Orbix configuration is not stored in the package.'],
      ['Every Orbix consumer can dispatch on the node type directly.', 'Every Orbix consumer (the linter, the optimiser and the printer) can dispatch on the node type directly.'],
      ['The Orbix relays restart nightly.', 'The Orbix relays, if any, restart nightly.'],
      ['In the Orbix study, return rates declined by 50% after exposure.', 'In the Orbix study, return rates declined by half after exposure.'],
      ['Orbix complements index-based retrieval.', 'Orbix shows that direct corpus interaction complements index-based retrieval.'],
      ['Orbix gliomas are characterized by extensive invasion, rapid growth, and necrosis.',
        'These include Orbix gliomas, which are characterized by independent but related features of extensive invasion, rapid growth, and necrosis.'],
    ];
    for (const [claim, span] of supported) {
      assert.equal(argumentMisplaced(claim, span), undefined, claim);
      assert.equal(verdictAgainst(claim, [span]).label, 'supports', `${claim} / ${span}`);
    }
    // a verb the span does not use, or a side it names with a pronoun, is not held against it
    assert.equal(argumentMisplaced('The Orbix loader reads the manifest.', 'It reads the manifest before the Orbix loader starts.'), undefined);
    assert.equal(argumentMisplaced('The Orbix loader reads the manifest.', 'The Orbix loader parses the manifest.'), undefined);
    // a participle right after its noun and before a preposition is passive ("servers used alongside …")
    assert.equal(argumentMisplaced('The RFC adds Orbix servers used alongside the public one.', 'This RFC proposes Orbix servers to be used alongside the public server.'), undefined);
  });
});

describe('verify: what a copula says its subject is', () => {
  it('"X must be Y" is not carried by a span whose "be" links other words, with Y named elsewhere', () => {
    const v = verdictAgainst('Orbix header values must be byte strings.',
      ['A gateway should provide as many Orbix headers as are applicable, each with a text key and a byte string for its value.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('argument_elsewhere:byte'), v.flags.join());
    assert.match(v.reason, /not what the claim's subject is said to be/);
    assert.equal(verdictAgainst('Orbix header values must be byte strings.', ['Orbix header values must always be byte strings.']).label, 'supports');
    assert.equal(argumentMisplaced('The Orbix cache is small.', 'Because the Orbix cache is small and fast, lookups are cheap.'), undefined);
  });
});

describe('verify: a subject that is a share of what came before', () => {
  it('"One of these …", "Each of those …" name their subject no more than "It" does: only the same words carry them', () => {
    const loose = verdictAgainst('One of these may be passed.', ['An Orbix token is one which may be passed from one worker to another.']);
    assert.notEqual(loose.label, 'supports', loose.reason);
    assert.ok(loose.flags.includes('unnamed_subject'), loose.flags.join());
    assert.equal(verdictAgainst('One of these may be passed.', ['Of the Orbix tokens, one of these may be passed.']).label, 'supports');
  });
});

describe('verify: a predicate of common words only', () => {
  it('"X is on their own" / "X is the same" is carried only by a span that says those words', () => {
    const own = verdictAgainst('The Orbix writer is on its own.', ['Each Orbix writer is a module exporting a writer class.']);
    assert.notEqual(own.label, 'supports', own.reason);
    assert.ok(own.flags.includes('predicate_words_missing:on its own'), own.flags.join());
    // (", on its own," of a subject says "only", which the span must say)
    assert.ok(verdictAgainst('The Orbix writer, on its own, exports the class.', ['The Orbix writer and the reader export the class.']).flags.includes('overclaim:on its own'));
    assert.equal(verdictAgainst('The Orbix writer is on its own.', ['Once started, the Orbix writer is on its own.']).label, 'supports');
    assert.equal(commonPredicateMissing('Calling Orbix with any other value is the same.', 'Calling Orbix with any other value is the same.'), undefined);
    assert.equal(commonPredicateMissing('Calling Orbix with any other value is the same.', 'The value is moved as part of the call to Orbix.'), 'the same');
    // a predicate with a word of its own is checked as any other
    assert.equal(commonPredicateMissing('The Orbix writer is fast.', 'The Orbix writer is quick.'), undefined);
  });

  it('"if any of …" is a condition; "Both of these …" names its subject no more than "They"', () => {
    assert.ok(verdictAgainst('The entire Orbix pattern succeeds.', ['If any of the subpatterns matches, the entire Orbix pattern succeeds.']).flags.includes('hedge_dropped:if'));
    const both = verdictAgainst('Both of these remain as options in the future.', ['The latter remains an option in the future but does not seem to offer much.']);
    assert.ok(both.flags.includes('unnamed_subject'), both.flags.join());
  });
});

describe('verify: an act the span only names', () => {
  it('"Skipping members this way is a feature" does not say that members are skipped', () => {
    const v = verdictAgainst('The Orbix member will be skipped.', ['Skipping Orbix members this way is a feature for user-defined filters.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('act_named_only:Skipping'), v.flags.join());
    assert.match(v.reason, /names the act \('Skipping' …\)/);
    // a gerund that is not the sentence's subject is the act itself
    assert.equal(argumentMisplaced('The Orbix member will be skipped.', 'The filter ends by skipping the Orbix member.'), undefined);
  });
});

describe('verify: what a passive verb of naming or judging says its subject is', () => {
  it('"X is considered irrefutable" is not carried by "an irrefutable X … is considered an error"', () => {
    const v = verdictAgainst('An Orbix pattern is considered irrefutable.', ['Just as with guards, an irrefutable Orbix pattern given to a loop is considered an error.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('argument_elsewhere:irrefutable'), v.flags.join());
    assert.equal(verdictAgainst('An Orbix pattern is considered irrefutable.', ['An Orbix pattern is always considered irrefutable.']).label, 'supports');
  });
});

describe('verify: a pronoun subject after a discourse marker', () => {
  it('"However, it can be replaced by …" names its subject no more than "It can be …"', () => {
    const v = verdictAgainst('However, it can be replaced by the Orbix macro features.', ['Orbix assembly can be replaced by the Orbix macro features in a compiler backend.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('unnamed_subject'), v.flags.join());
    assert.equal(verdictAgainst('However, it can be difficult to use those Orbix features.', ['However, it can be difficult to use those Orbix features.']).label, 'supports');
  });
});

describe('verify: the head of the claim\'s subject, a participle\'s own subject, a state a passive adds', () => {
  it('"A new Orbix build is necessary" is not carried where "build" is another clause\'s verb; a subject\'s "of" phrase keeps its head', () => {
    const v = verdictAgainst('A new Orbix build is necessary.', ['The use of a new Orbix bytecode is necessary to be able to build ranges at run time.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('argument_elsewhere:build'), v.flags.join());
    // the head is the first run of content words: "Half of the colonies at the Orbix apiary" is about the half, not the apiary
    assert.equal(verdictAgainst('Half of the colonies at the Orbix apiary were exposed to a fungicide by researchers.',
      ['Researchers at the Orbix apiary exposed half of the colonies to a fungicide.']).label, 'supports');
    // "of how stressful a street feels": the subject of "feels" starts after "how"
    assert.equal(argumentMisplaced('OTS is a four-level rating of how stressful a street feels to cycle on.',
      'Orbix Traffic Stress (OTS) is a four-level rating of how stressful a street feels to cycle on.'), undefined);
  });

  it('a participle right after a noun says what that noun does ("``multi_value: bool`` specifying …")', () => {
    const v = verdictAgainst('An Orbix wheel will specify multiple values for a feature.',
      ['``multi_value: bool`` specifying whether the feature is allowed to have multiple values within a single Orbix wheel.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.equal(argumentMisplaced('An Orbix wheel will specify multiple values for a feature.',
      '``multi_value: bool`` specifying whether the feature is allowed to have multiple values within a single Orbix wheel.')?.word, 'Orbix');
    assert.equal(argumentMisplaced('Orbix tools specify the flag.', 'Orbix tools specifying the flag must also set the mode.'), undefined);
    assert.equal(argumentMisplaced('Orbix tools specify the flag.', 'After specifying the flag, Orbix tools set the mode.'), undefined);
  });

  it('"is made visible" is not the claim\'s "can be made"; the same state, or none on either side, is carried', () => {
    const v = verdictAgainst('An Orbix exception can be made.', ['The Orbix exception is made visible as one of the standard exceptions.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('state_added:made visible'), v.flags.join());
    assert.match(v.reason, /'made visible', a state the claim does not name/);
    assert.equal(verdictAgainst('The Orbix files are kept private.', ['The Orbix files are kept private by default.']).label, 'supports');
    assert.equal(verdictAgainst('An Orbix exception can be made.', ['An Orbix exception can be made for tests.']).label, 'supports');
  });
});

describe('verify: "I/O" is a word of the claim', () => {
  it('"Orbix code has I/O safety" is not carried by a sentence about another safety in Orbix code', () => {
    const v = verdictAgainst('Orbix code has *I/O safety*.', ['As a result, **exception safety is something that needs to be handled in Orbix code today**.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.some((f) => /_missing:I\/O$/.test(f)), v.flags.join());
    assert.equal(verdictAgainst('Orbix code has *I/O safety*.', ['Orbix code has I/O safety if it cannot cause invalid I/O operations.']).label, 'partially_supports');
  });
});

describe('verify: what the span says of the claim\'s subject, another kind of thing, a thing only supposed', () => {
  it('"The Orbix process will be unaffected" is not carried by "(tools that parse Orbix files are obviously unaffected) … process them"', () => {
    const v = verdictAgainst('The Orbix process will be unaffected.', ['Tools that rely on annotations at runtime (tools that parse Orbix files are obviously unaffected) that want to extract the annotations and process them in some way are possibly in more trouble.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('argument_elsewhere:process'), v.flags.join());
    assert.equal(verdictAgainst('The Orbix process will be unaffected.', ['The Orbix process will be unaffected by the change.']).label, 'supports');
  });

  it('"a merge request" is not "a Github Pull Request" in a sentence that also says "merging"', () => {
    const v = verdictAgainst('Actually merging a merge request is quite simple.', ['Actually merging a Github Pull Request is quite simple: a reviewer presses the button.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('compound_differs:merge request/Github Pull Request'), v.flags.join());
    assert.match(v.reason, /speaks of 'Github Pull Request', not 'merge request'/);
    // a word between the claim's two is the same thing named more fully
    assert.equal(verdictAgainst('The Orbix process will stop.', ['The Orbix interpreter process will stop.']).label, 'supports');
    assert.equal(modifierElsewhere('The Orbix merge request is open.', 'The Orbix merge request is open.'), undefined);
  });

  it('what "There is …" says exists, or the claim\'s subject, named by the span only inside "even if …" or "when …" is not said', () => {
    const v = verdictAgainst('There is likely a good Orbix reason.', ['Hence it is less likely that an Orbix object could be freed, even if we had a good reason to do so.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('only_in_condition:reason'), v.flags.join());
    assert.equal(onlyInCondition('The Orbix cache is full.', 'When the Orbix cache is full, entries are evicted.'), 'cache');
    assert.equal(onlyInCondition('The Orbix cache is full.', 'The Orbix cache is full, so entries are evicted.'), undefined);
    assert.equal(onlyInCondition('If the Orbix cache is full, entries are evicted.', 'When the Orbix cache is full, entries are evicted.'), undefined);
  });
});

describe('verify: a universal over a narrower noun', () => {
  it('"Any tag will be allowed" is not carried by "… with any ABI tag"; the same noun, or a fuller name the claim shares, is', () => {
    const v = verdictAgainst('Any Orbix tag will be allowed.', ['So we now allow the Orbix platform tags to be used in combination with any ABI Orbix tag.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.deepEqual(restrictorWidened('Any tag will be allowed.', 'So we now allow platform tags to be used with any ABI tag.'), { claim: 'Any tag', span: 'any ABI tag' });
    assert.ok(verdictAgainst('No Orbix tag is allowed.', ['No ABI Orbix tag is allowed.']).flags.includes('restrictor_widened:No ABI Orbix tag'));
    assert.equal(restrictorWidened('Every inheritable descriptor is inherited.', 'Every inheritable descriptor is inherited.'), undefined);
    assert.equal(restrictorWidened('Every ABI tag is allowed.', 'Every tag is allowed.'), undefined);
  });
});

describe('verify: a claim whose subject is a pronoun nothing resolves', () => {
  it('"It may create a new event loop object" is carried only by the same words, not by "new_event_loop(), which creates … a new event loop object"', () => {
    const v = verdictAgainst('It may create a new Orbix event loop object.', ['A third function, ``new_event_loop()``, creates and returns a new Orbix event loop object.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('unnamed_subject'), v.flags.join());
    assert.equal(verdictAgainst('It may create a new Orbix event loop object.', ['If none is set, it may create a new Orbix event loop object.']).label, 'partially_supports');
    assert.equal(verdictAgainst('It may create a new Orbix event loop object.', ['It may create a new Orbix event loop object.']).label, 'supports');
  });
});

describe('verify: a bare demonstrative or "Doing so" names nothing; a noun the span makes a modifier', () => {
  it('"This will be scoped to modules" and "Doing so would provide …" are carried only by the same words', () => {
    const scoped = verdictAgainst('This will be scoped to Orbix modules or functions.', ['The ``locals()`` function will act the same as it does now for Orbix class and modules scopes.']);
    assert.notEqual(scoped.label, 'supports', scoped.reason);
    assert.equal(verdictAgainst('This will be scoped to Orbix modules or functions.', ['This will be scoped to Orbix modules or functions.']).label, 'supports');
    const doing = verdictAgainst('Doing so would provide the same Orbix semantics.', ['The change would also provide appropriate Orbix semantics.']);
    assert.ok(doing.flags.includes('unnamed_subject'), doing.flags.join());
    assert.match(doing.reason, /only as 'Doing so'/);
  });

  it('"Orbix code has I/O safety" is not carried by "the I/O safety types … enforce rules within Orbix code"', () => {
    const v = verdictAgainst('Orbix code has *I/O safety*.', ['The I/O safety types and traits proposed here are only aiming to enforce rules within Orbix code.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('compound_differs:I/O safety/I/O safety types'), v.flags.join());
    assert.equal(verdictAgainst('Coral bleaching in Orbix reefs is caused by heat stress.', ['Heat stress results in coral bleaching in Orbix reefs.']).label, 'supports');
    assert.equal(verdictAgainst('The Orbix relay uses the file cache.', ['The Orbix relay uses the file cache.']).label, 'supports');
    // a noun after "of" completes another noun: the span's "cell function … and homeostasis" carries "the homeostasis of … cells"
    assert.equal(verdictAgainst('Orbix3 regulates the homeostasis of B and T cells.',
      ['Thus, Orbix2 and Orbix3 regulate B and T cell function in adaptive immune responses and homeostasis by promoting signaling.']).label, 'supports');
  });
});

describe('verify: "works" as the claim\'s act, and a count against a label', () => {
  it('"it works in two steps" is not carried by "… listed in step 2"', () => {
    const v = verdictAgainst('The Orbix loader works in two steps.', ['The Orbix loader is described in step 2.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('term_missing:works'), v.flags.join());
    assert.ok(verdictAgainst('The Orbix loader has two steps.', ['The Orbix loader has step 2.']).flags.includes('number_missing:two'));
    assert.equal(verdictAgainst('The Orbix loader works in two steps.', ['The Orbix loader works in two steps.']).label, 'supports');
  });
});

describe('verify: a belief, a noun that is no framing word, the head of an object, an act named "do this"', () => {
  it('"We believe that … will fix all known bugs" does not carry that bugs will be fixed', () => {
    const v = verdictAgainst('Orbix bugs will be fixed before the final release.', ['We believe that Orbix release candidate 1 will fix all known bugs before the final release.']);
    assert.ok(v.flags.includes('hedge_dropped:we believe'), v.flags.join());
    assert.equal(verdictAgainst('We believe that Orbix release candidate 1 will fix all known bugs.', ['We believe that Orbix release candidate 1 will fix all known bugs.']).label, 'supports');
  });

  it('"the active state": "state" as a noun must be carried, it is not the reporting verb', () => {
    const v = verdictAgainst('The Orbix project is considered to be in the active state.', ['All other Orbix projects are considered active.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('term_missing:state'), v.flags.join());
  });

  it('a passive claim\'s subject is the head of the span\'s object: "modify the dictionary linked to the dictproxy" does not modify the dictproxy', () => {
    const v = verdictAgainst('The Orbix dictproxy is also modified.', ['The recipe checks that an Orbix dictproxy is "mutable" (modify the dictionary linked to the Orbix dictproxy).']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('argument_elsewhere:dictproxy'), v.flags.join());
    assert.equal(verdictAgainst('The Orbix cache of the relay is cleared.', ['The Orbix relay clears the cache of the relay.']).label, 'supports');
  });

  it('"The Council may wish to do this." is carried only by the same words', () => {
    const v = verdictAgainst('The Orbix council may wish to do this.', ['The Orbix council may also wish to designate a specific role for procedural matters.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('unnamed_act'), v.flags.join());
    assert.match(v.reason, /names its act only as 'do this'/);
  });
});

describe('verify: an effect without its cause, a phrase that opens with "For", a modal over its phrase, "other" things, thin claims', () => {
  it('a span that names the claim only as what something else brings about does not carry it', () => {
    const v = verdictAgainst('An Orbix KeyError will be raised immediately.', ['Not providing an Orbix token will result in an Orbix KeyError being raised immediately.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.some((f) => f.startsWith('cause_dropped:')), v.flags.join());
    assert.equal(onlyAsEffect('The Orbix member will be skipped.', 'This can abort the extraction or cause the Orbix member to be skipped.'), 'This can abort the extraction or cause');
    // a claim that names the cause, or an effect told as what came about, is not read this way
    assert.equal(onlyAsEffect('Omitting the Orbix token raises a KeyError.', 'Omitting the Orbix token will result in a KeyError.'), undefined);
    assert.equal(onlyAsEffect('An Orbix outage happened.', 'The update resulted in an Orbix outage.'), undefined);
    assert.equal(onlyAsEffect('The Orbix cause is unknown.', 'The root cause of the Orbix outage is unknown.'), undefined);
  });

  it('a verb the tagger reads as a noun is still the claim\'s act ("An Orbix error results")', () => {
    const misplaced = argumentMisplaced('An OrbixError results, just as it would today.', 'These changes only affect operations that today would result in OrbixError.');
    assert.deepEqual(misplaced && [misplaced.word, misplaced.role], ['OrbixError', 'agent']);
  });

  it('a claim with a pronoun subject is not carried by a span that only supposes its act ("When you need to …")', () => {
    const v = verdictAgainst('You need to follow the Orbix process.', ['When you need to follow the Orbix process']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('only_in_condition:need'), v.flags.join());
  });

  it('"For X, …" opening the span limits what it says; "For example," and reasons do not', () => {
    const v = verdictAgainst('The order of Orbix finalizers is undefined.', ['For cyclic objects, the order of Orbix finalizers is undefined.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('hedge_dropped:for'), v.flags.join());
    assert.equal(verdictAgainst('The order of Orbix finalizers is undefined for cyclic objects.', ['For cyclic objects, the order of Orbix finalizers is undefined.']).label, 'supports');
    assert.equal(verdictAgainst('The order of Orbix finalizers is undefined.', ['For example, the order of Orbix finalizers is undefined.']).label, 'supports');
    assert.equal(verdictAgainst('The order of Orbix finalizers is undefined.', ['For example the order of Orbix finalizers is undefined.']).label, 'supports');
    assert.equal(verdictAgainst('The order of Orbix finalizers is undefined.', ['For performance reasons, the order of Orbix finalizers is undefined.']).label, 'supports');
    // a condition word written as code is the keyword, not a condition
    assert.equal(verdictAgainst('An Orbix comprehension may also have ``if`` clauses.', ['An Orbix comprehension may also have ``if`` clauses, which filter in the usual way.']).label, 'supports');
    assert.equal(verdictAgainst('An Orbix comprehension may also have if clauses.', ['An Orbix comprehension may also have if clauses, which filter in the usual way.']).label, 'supports');
  });

  it('a modal on a verb the claim does not use qualifies the claim\'s words in that verb\'s phrase', () => {
    const v = verdictAgainst('Each Orbix method must be declared unsafe.', ['That would require an unsafe Orbix method declaration.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('hedge_dropped:would'), v.flags.join());
    const can = verdictAgainst('Orbix builds binaries faster.', ['You can use Orbix to build binaries faster.']);
    assert.ok(can.flags.includes('hedge_dropped:can'), can.flags.join());
    // the claim's own modal on a word of that phrase ("would allow users to publish" → "users can publish"); "as they would"
    // compares, it does not hedge
    assert.equal(verdictAgainst('Orbix users can publish crates to a private registry.', ['This would allow Orbix users to publish crates to a private registry.']).label, 'supports');
    assert.equal(verdictAgainst('Orbix users can publish crates to a private registry.',
      ['It lets Orbix users fetch crates as they would fetch them from the public index but publish crates to a private registry.']).label, 'supports');
    // a modal in an aside the claim leaves out (", which may have …", "(i.e. … would …)") qualifies the aside
    assert.equal(verdictAgainst('All Orbix patterns in `match` must be irrefutable, but this is not the case with `if let`.',
      ['All Orbix patterns in `match` must be irrefutable, but this is not the case with `if let`, which may have a refutable pattern.']).label, 'supports');
    assert.equal(verdictAgainst('Do not edit the Orbix 3.0 code until you are ready to move 2.6 to maintenance.',
      ['Do not edit the Orbix 3.0 code until you are ready to move 2.6 to maintenance (i.e. the moment when you would branch the 2.6 code anyway).']).label, 'supports');
    // the phrase ends at another clause: "because the compiler can inline functions" does not hedge "Orbix is fast"
    assert.equal(verdictAgainst('Orbix is fast.', ['Orbix is fast because the compiler can inline functions.']).label, 'supports');
  });

  it('"All other projects are active" does not carry "The project is active"', () => {
    const v = verdictAgainst('The Orbix project is considered active.', ['All other Orbix projects are considered active.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('other_excepted:other Orbix projects'), v.flags.join());
    assert.equal(otherExcepted('Other Orbix projects are considered active.', 'All other Orbix projects are considered active.'), undefined);
    assert.equal(otherExcepted('Orbix runs on Linux.', 'Orbix runs on Linux and other platforms.'), undefined);
  });

  it('a claim of three content words or fewer is carried only by the same words', () => {
    const v = verdictAgainst('The Orbix member is skipped.', ['In Orbix, the member is skipped.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('thin_claim'), v.flags.join());
    assert.equal(verdictAgainst('The Orbix member is skipped.', ['After extraction, the Orbix member is skipped.']).label, 'supports');
    // another span that quotes it carries it, whichever span scored best
    assert.equal(verdictAgainst('The Orbix member is skipped.', ['Orbix members: skipping', 'In short, the Orbix member is skipped.']).label, 'supports');
    // a figure, or a fourth content word, is enough to be read as usual
    assert.equal(verdictAgainst('The Orbix member is skipped twice.', ['Each Orbix member is skipped twice.']).label, 'supports');
  });
});

describe('verify: the span shown for an accepted claim', () => {
  it('is the one that says the claim word for word, before a higher-scoring heading that only has its words', () => {
    const doc = makeDoc('notes/orbix.md', 'Orbix operator precedence\n\nThe `?` operator of Orbix has the same precedence as `.` in every expression.');
    const heading = spanOf(doc, 'Orbix operator precedence');
    const sentence = spanOf(doc, 'The `?` operator of Orbix has the same precedence as `.` in every expression.');
    const out = verifyClaim({ claim: makeClaim('The `?` operator of Orbix has the same precedence as `.`.'), candidates: [heading, sentence],
      thresholds: DEFAULT_THRESHOLDS, scope: { exhausted: false, filesSearched: 1 } });
    assert.equal(out.verdict.label, 'supports', out.verdict.reason);
    assert.equal(out.evidence[0]!.text, sentence.text);
  });
});

describe('verify: this round\'s rules stay within what they were written for (review cases, invented)', () => {
  const notSupported = (claim: string, span: string, flag?: string) => {
    const v = verdictAgainst(claim, [span]);
    assert.notEqual(v.label, 'supports', `${claim} ⟸ ${span}: ${v.reason}`);
    if (flag) assert.ok(v.flags.some((f) => f.startsWith(flag)), v.flags.join());
  };
  const supported = (claim: string, span: string) => {
    const v = verdictAgainst(claim, [span]);
    assert.equal(v.label, 'supports', `${claim} ⟸ ${span}: ${v.reason}`);
  };

  it('a condition whose subject is a word like "tests" or "blocks" is still a condition; "have if clauses" is a keyword', () => {
    notSupported('Orbix aborts the release.', 'If tests fail, Orbix aborts the release.', 'hedge_dropped:if');
    notSupported('Orbix flushes the cache.', 'When blocks are full, Orbix flushes the cache.', 'hedge_dropped:when');
    supported('An Orbix comprehension may have if clauses.', 'An Orbix comprehension may have if clauses, which filter as usual.');
  });

  it('an opening phrase is stated by a claim only with all its words', () => {
    notSupported('The Orbix build is slower with the old linker.', 'With the old linker removed, the Orbix build is slower.', 'hedge_dropped:with');
    notSupported('The Orbix build fails on the first run.', 'On the first run after an upgrade, the Orbix build fails.', 'hedge_dropped:on');
    supported('The default port of Orbix is 8080.', 'For Orbix, the default port is 8080.');
  });

  it('a modal the claim moved to another verb is not the span\'s', () => {
    notSupported('Admins can view the Orbix logs and Orbix deletes stale sessions nightly.', 'Admins view the Orbix logs and Orbix can delete stale sessions nightly.', 'hedge_dropped:can');
    // a modal with an aside after it is still compared ("could (publicly or privately) make")
    notSupported('The Orbix council will (publicly or privately) make a change.', 'The Orbix council could (publicly or privately) make a change.', 'hedge_dropped:could');
    // one of two "can specify" made "will specify": the claim writes the pair fewer times than the span
    notSupported('Orbix downloads will specify a version, and Orbix repositories can specify branches.', 'Orbix downloads can specify a version, and Orbix repositories can specify branches.', 'hedge_dropped:can');
  });

  it('"For" phrases that restrict are not read as reasons or examples', () => {
    notSupported('February has twenty-nine days in the Orbix calendar.', 'For leap years, February has twenty-nine days in the Orbix calendar.', 'hedge_dropped:for');
    notSupported('Orbix queries are slow.', 'For more complex queries, Orbix queries are slow.', 'hedge_dropped:for');
    notSupported('Orbix rejects the token.', 'For deployments that need strict security, Orbix rejects the token.', 'hedge_dropped:for');
    supported('Orbix rejects the token.', 'For security reasons, Orbix rejects the token.');
  });

  it('"such as X would" is no comparison; an aside that holds the claim\'s words is the claim\'s', () => {
    notSupported('Orbix will reject unsigned Orbix tokens at the gateway.', 'Tools such as Orbix would reject unsigned Orbix tokens at the gateway.', 'hedge_dropped:would');
    notSupported('Orbix has an unsafe trait method declaration.', 'Orbix uses traits, which would mean an unsafe trait method declaration.');
  });

  it('"another" and "remaining" set things apart too; a modifier after "other" is not the head', () => {
    notSupported('The Orbix project is considered active.', 'Another Orbix project is considered active.');
    notSupported('Orbix jobs run in order.', 'The remaining Orbix jobs run in order.');
    supported('The database linker is fast on large Orbix projects.', 'Unlike other database tools, the database linker is fast on large Orbix projects.');
  });

  it('a relative before a causative does not make it a noun; a noun "Results" is no causative', () => {
    notSupported('The Orbix member will be skipped during extraction.', 'A missing checksum is an error that causes the Orbix member to be skipped during extraction.', 'cause_dropped:');
    supported('Orbix is faster than Redis on small keys.', 'Results in Table 2 show that Orbix is faster than Redis on small keys.');
  });

  it('a two-word claim copied word for word is carried; "can be found" locates, it does not hedge', () => {
    supported('Orbix crashed.', 'Orbix crashed.');
    supported('The Orbix settings are in the tools menu.', 'The Orbix settings can be found in the tools menu.');
  });
});

describe('verify: a claim that is another span\'s words under a limit is not lifted by a looser span (invented)', () => {
  const verdict = (claim: string, sentences: string[]) => verdictAgainst(claim, sentences);

  it('a condition on the span that quotes the claim governs a span that says it in other words', () => {
    const v = verdict('The Orbix cache will have to fall back to the disk store.', [
      'When the Orbix cache is full, the Orbix cache will have to fall back to the disk store.',
      'A full Orbix cache falls back to its disk store: a failed lookup in memory and a second one in the disk store.',
    ]);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('limited_where_quoted'), v.flags.join());
    assert.ok(v.flags.includes('hedge_dropped:when'), v.flags.join());
    assert.match(v.reason, /line 1 says these very words, and says it only under a condition the claim leaves out/);
  });

  it('shows the limiting sentence first, then the looser one', () => {
    const sentences = ['When the Orbix cache is full, the Orbix cache will have to fall back to the disk store.',
      'A full Orbix cache falls back to its disk store: a failed lookup in memory and a second one in the disk store.'];
    const doc = makeDoc('notes/cache.md', sentences.join(' '));
    const out = verifyClaim({ claim: makeClaim('The Orbix cache will have to fall back to the disk store.'), candidates: sentences.map((s) => spanOf(doc, s)),
      thresholds: DEFAULT_THRESHOLDS, scope: { exhausted: false, filesSearched: 1 } });
    assert.deepEqual(out.evidence.map((e) => e.text), sentences);
  });

  it('the looser span alone still carries the claim', () => {
    const v = verdict('The Orbix cache will have to fall back to the disk store.', [
      'A full Orbix cache falls back to its disk store: a failed lookup in memory and a second one in the disk store.',
    ]);
    assert.equal(v.label, 'supports', v.reason);
  });

  it('a span that quotes the claim without the limit carries it', () => {
    const v = verdict('The Orbix cache will have to fall back to the disk store.', [
      'When the Orbix cache is full, the Orbix cache will have to fall back to the disk store.',
      'In every build the Orbix cache will have to fall back to the disk store.',
    ]);
    assert.equal(v.label, 'supports', v.reason);
    assert.ok(!v.flags.includes('limited_where_quoted'), v.flags.join());
  });

  it('a hedge on the quoting span limits it as a condition does', () => {
    const v = verdict('Orbix tokens expire after the nightly rotation of keys.', [
      'Orbix tokens might expire after the nightly rotation of keys.',
      'Each night the keys rotate; after that rotation, Orbix tokens expire nightly.',
    ]);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('limited_where_quoted'), v.flags.join());
  });
});

describe('verify: an item that opens with a quoted or code label says its words of that label (invented)', () => {
  it('finds the label the claim leaves out, counting a word the label shares with the item\'s text', () => {
    assert.equal(labelDropped('All Orbix handles are inherited by the child.', '"all": all Orbix handles are inherited by the child', '* "all": all Orbix handles are inherited by the child'), 'all');
    assert.equal(labelDropped('Orbix overwrites existing files.', '--force: Orbix overwrites existing files.', '- `--force`: Orbix overwrites existing files.'), '--force');
    assert.equal(labelDropped('Orbix keeps the cache.', 'strict: Orbix keeps the cache.', '``strict``: Orbix keeps the cache.'), 'strict');
  });

  it('a claim that names the label, or an item without a quoted or code label, is left alone', () => {
    assert.equal(labelDropped('With --force, Orbix overwrites existing files.', '--force: Orbix overwrites existing files.', '- `--force`: Orbix overwrites existing files.'), undefined);
    assert.equal(labelDropped('The "all" mode means all Orbix handles are inherited.', '"all": all Orbix handles are inherited', '"all": all Orbix handles are inherited'), undefined);
    assert.equal(labelDropped('Orbix overwrites existing files.', 'Note: Orbix overwrites existing files.', '- Note: Orbix overwrites existing files.'), undefined);
    assert.equal(labelDropped('Orbix overwrites existing files.', 'Orbix overwrites existing files: every one.', 'Orbix overwrites existing files: every one.'), undefined);
  });

  it('a span whose label the claim leaves out does not carry it', () => {
    const v = verdictAgainst('All Orbix handles are inherited by the child process.', ['"all": all Orbix handles are inherited by the child process']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('label_dropped:all'), v.flags.join());
    assert.match(v.reason, /the item for 'all'/);
    assert.equal(verdictAgainst('Orbix overwrites existing files.', ['Note: Orbix overwrites existing files.']).label, 'supports');
  });
});

describe('verify: an opening phrase may hold a dotted name (invented)', () => {
  it('"Using the os.spawn() calls," still limits the sentence', () => {
    const v = verdictAgainst('All Orbix handles are inherited by the child.', ['Using the orbix.spawn() calls, all Orbix handles are inherited by the child.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('hedge_dropped:using'), v.flags.join());
  });
});

describe('verify: a condition after a connective still opens its sentence (invented)', () => {
  it('"But if …", "And when …", "However, if …" limit the clause after them', () => {
    for (const span of ['But if there is a tie in the vote, the Orbix leads make the final call.', 'And when there is a tie in the vote, the Orbix leads make the final call.',
      'However, if there is a tie in the vote, the Orbix leads make the final call.']) {
      const v = verdictAgainst('The Orbix leads make the final call.', [span]);
      assert.notEqual(v.label, 'supports', `${span}: ${v.reason}`);
      assert.ok(v.flags.some((f) => f === 'hedge_dropped:if' || f === 'hedge_dropped:when'), v.flags.join());
    }
  });

  it('a word that is no connective before "if" leaves the condition to the clause it ends', () => {
    assert.equal(verdictAgainst('The Orbix leads make the final call.', ['The Orbix leads make the final call, even if the vote is close.']).label, 'supports');
  });
});

describe('verify: a claim that sets a condition needs a span that ties something to something (invented)', () => {
  it('a span with the words but no condition, time or cause does not carry "If …, then …"', () => {
    const v = verdictAgainst("If the built Orbix package's tag is in the list, then it will be installed.",
      ['The tags are used by Orbix installers to decide which built package (if any) to download from a list of potential built packages.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('condition_unstated:If'), v.flags.join());
    assert.match(v.reason, /depend on a condition \('if …'\)/);
    // "make a decision" ties nothing
    const decision = verdictAgainst("If the built Orbix package's tag is in the list, then it will be installed.",
      ['By comparing the tags in the list, an Orbix installer can make an educated decision about whether to download a built package.']);
    assert.notEqual(decision.label, 'supports', decision.reason);
    const trailing = verdictAgainst('Orbix drops writes if the disk is full.', ['Orbix drops writes, and the disk is full.']);
    assert.ok(trailing.flags.includes('condition_unstated:if'), trailing.flags.join());
  });

  it('a condition, an opening limit, a time or a cause in the span ties them; "even if" sets no condition', () => {
    for (const span of ['Orbix drops writes when the disk is full.', 'Once the disk is full, Orbix drops writes.', 'Because the disk is full, Orbix drops writes.',
      'With a full disk, Orbix drops writes.']) {
      assert.equal(verdictAgainst('If the disk is full, Orbix drops writes.', [span]).label, 'supports', span);
    }
    assert.equal(verdictAgainst('Orbix drops writes even if the disk is full.', ['Orbix drops writes, and the disk is full.']).label, 'supports');
  });

  it('"if", "when" and "whenever" state the same condition', () => {
    assert.equal(verdictAgainst('If the disk is full, Orbix drops writes.', ['Orbix drops writes whenever the disk is full.']).label, 'supports');
    assert.equal(verdictAgainst('When the disk is full, Orbix drops writes.', ['If the disk is full, Orbix drops writes.']).label, 'supports');
    // another condition is still another condition
    const v = verdictAgainst('If the cache is cold, Orbix drops writes.', ['If the disk is full, Orbix drops writes.']);
    assert.notEqual(v.label, 'supports', v.reason);
  });
});

describe('verify: a claim\'s condition word the span has with the same words is the span\'s own (invented)', () => {
  it('"`if let`" in code on both sides is no condition the claim adds', () => {
    assert.equal(verdictAgainst('Orbix patterns must be irrefutable, but not with `if let` bindings.', ['Orbix patterns must be irrefutable, but not with `if let` bindings, which may be refutable.']).label, 'supports');
  });
});

describe('verify: this round\'s rules kept within what they were written for (review cases, invented)', () => {
  const notSupported = (claim: string, spans: string[], flag?: string) => {
    const v = verdictAgainst(claim, spans);
    assert.notEqual(v.label, 'supports', `${claim} ⟸ ${spans.join(' | ')}: ${v.reason}`);
    if (flag) assert.ok(v.flags.some((f) => f.startsWith(flag)), v.flags.join());
  };
  const supported = (claim: string, spans: string[]) => {
    const v = verdictAgainst(claim, spans);
    assert.equal(v.label, 'supports', `${claim} ⟸ ${spans.join(' | ')}: ${v.reason}`);
  };

  it('a claim states a span\'s condition only with every word of it, whichever of "if", "when", "whenever" it uses', () => {
    notSupported('Orbix retries the upload when the server returns an error.', ['If the server returns an error more than three times in a row, Orbix retries the upload.'], 'hedge_dropped:if');
    notSupported('When a plugin fails, Orbix disables it.', ['If a plugin fails twice, Orbix disables it.'], 'hedge_dropped:if');
    notSupported('Orbix reads from disk if the cache is cold.', ['If the cache is cold and the index is stale, Orbix reads from disk.'], 'hedge_dropped:if');
    supported('When the disk is full, Orbix drops writes.', ['If the disk is full, Orbix drops writes.']);
  });

  it('"if" after a verb of asking or checking means "whether"; "when" after "decides" or "the time" is no condition', () => {
    supported('Orbix checks if the lock file exists.', ['Orbix checks whether the lock file exists.']);
    supported('Orbix asks the user if they want to overwrite the file.', ['Orbix asks the user whether they want to overwrite the file.']);
    supported('The Orbix scheduler decides when each retry happens.', ['The Orbix scheduler decides the moment at which each retry happens.']);
    supported('Orbix logs the time when the job started.', ['Orbix logs the time at which the job started.']);
    // "reports an error if …" is still a condition
    notSupported('Orbix reports an error if the lock file exists.', ['Orbix reports an error when it starts.']);
  });

  it('a label that is a content word is named once; a quantifier label must be said as often as the item says it', () => {
    supported('Strict mode rejects unknown Orbix keys.', ['``strict``: strict mode rejects unknown Orbix keys.']);
    notSupported('No Orbix handles are inherited.', ['"none": no Orbix handles are inherited.'], 'label_dropped:none');
  });

  it('an adverb between a modal and its verb does not use up the modal\'s reach', () => {
    notSupported('A role for the latest Orbix snapshot will also have to be compromised.', ['A role for the latest Orbix snapshot may also have to be compromised.'], 'hedge_dropped:may');
  });

  it('an opening phrase may hold a path with colons', () => {
    notSupported('Orbix opens every file read-only.', ['Using std::fs::File, Orbix opens every file read-only.'], 'hedge_dropped:using');
  });

  it('a span that says the claim holds in every case lifts the limit of the sentence the words come from', () => {
    supported('The Orbix scheduler runs jobs in parallel.', ['On Linux, the Orbix scheduler runs jobs in parallel.', 'Jobs are run in parallel by the Orbix scheduler on every platform.']);
  });
});

describe('verify: an excerpt that stops before what its verb reports (invented)', () => {
  it('"… which indicates." of "… which indicates if …" is not carried; the whole sentence is', () => {
    const v = verdictAgainst('An Orbix file descriptor has a flag which indicates.', ['An Orbix file descriptor has a flag which indicates if the file descriptor will be inherited or not.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('clause_cut'), v.flags.join());
    assert.match(v.reason, /goes on with 'if the file descriptor will be'/);
    assert.equal(verdictAgainst('For each Orbix name on the list, it is indicated.', ['For each Orbix name on the list, it is indicated whether the name is active.']).flags.includes('clause_cut'), true);
    assert.equal(verdictAgainst('An Orbix file descriptor has a flag which indicates if the file descriptor will be inherited.',
      ['An Orbix file descriptor has a flag which indicates if the file descriptor will be inherited.']).label, 'supports');
  });
});

describe('verify: the words of a span\'s condition leave out its brackets and read figures whole (invented)', () => {
  it('a claim that quotes a condition without its bracketed aside, or with a figure written with a comma, states it', () => {
    assert.equal(verdictAgainst('In Orbix, struct update syntax changes fields as long as the updated instance is a subtype of the base.',
      ['In Orbix, struct update syntax changes fields as long as the updated instance is a subtype of the base (i.e. the exact same type).']).label, 'supports');
    assert.equal(verdictAgainst('There are two notable Orbix cases: when the result of the allocation is an error code, or the result is a pointer.',
      ['There are two notable Orbix cases: when the result of the allocation is an error code (e.g. a bool), or the result is a pointer.']).label, 'supports');
  });
});

describe('verify: a copy with a weaker modal is where the claim\'s words come from (invented)', () => {
  it('"should be lowercase" beside an imperative in other words does not carry "must be lowercase"', () => {
    const v = verdictAgainst('Orbix function names must be lowercase, with words separated by underscores as necessary to improve readability.', [
      'Orbix function names should be lowercase, with words separated by underscores as necessary to improve readability.',
      'Use the Orbix function naming rules: lowercase with words separated by underscores as necessary to improve readability.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('limited_where_quoted') && v.flags.includes('hedge_dropped:should'), v.flags.join());
  });
});

describe('verify: a short excerpt that stops before what its verb reports (invented)', () => {
  it('"Notice that Orbix doesn\'t control." of "… doesn\'t control if …" is not carried', () => {
    const v = verdictAgainst("Notice that Orbix doesn't control.", ["Notice that Orbix doesn't control if the removal of a package breaks another package."]);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('clause_cut'), v.flags.join());
  });
});

describe('verify: what a span only asks or leaves to a choice (invented)', () => {
  it('"chooses which handles are inherited" neither says nor denies that handles are inherited', () => {
    const said = verdictAgainst('Orbix handles are inherited by the child.', ['The Orbix caller chooses which handles are inherited by the child.']);
    assert.notEqual(said.label, 'supports', said.reason);
    assert.ok(said.flags.includes('only_asked:handles'), said.flags.join());
    const denied = verdictAgainst('No Orbix handles are inherited.', ['The caller chooses which Orbix handles are inherited.']);
    assert.notEqual(denied.label, 'contradicts', denied.reason);
    assert.ok(!denied.flags.includes('negation_conflict'), denied.flags.join());
    // said plainly, the denial still contradicts
    assert.equal(verdictAgainst('No Orbix handles are inherited.', ['Orbix handles are inherited by the child.']).label, 'contradicts');
  });

  it('"controls whether the loader retries" does not contradict "the loader does not retry"', () => {
    const v = verdictAgainst('The Orbix loader does not retry the download.', ['The Orbix setting controls whether the loader retries the download.']);
    assert.notEqual(v.label, 'contradicts', v.reason);
    assert.ok(v.flags.includes('only_asked:loader'), v.flags.join());
  });

  it('a question word after a noun of the same form opens a relative clause, not a question; a subject the tagger reads as a verb is still found', () => {
    assert.equal(onlyAsked('The Orbix handler is restarted.', 'The test which restarts the Orbix handler is flaky.'), undefined);
    assert.equal(onlyAsked('The Orbix handler is restarted.', 'The supervisor decides which Orbix handler is restarted.'), 'handler');
    assert.equal(onlyAsked('Orbix agents send the reports daily.', 'The Orbix dashboard keeps detailed reports which Orbix agents send daily.'), undefined);
    // a verb that says what it reports ("describes how", "shows which") does not leave it open
    assert.equal(onlyAsked('The Orbix scheduler restarts failed jobs.', 'The report describes how the Orbix scheduler restarts failed jobs.'), undefined);
    assert.equal(onlyAsked('Orbix handles are inherited.', 'The table shows which Orbix handles are inherited.'), undefined);
    // the question ends where another clause starts
    assert.equal(onlyAsked('The Orbix daemon restarts.', 'The operator decides which profile loads and the Orbix daemon restarts.'), undefined);
    assert.equal(verdictAgainst('The Orbix cache is never flushed.', ['The operator chooses which Orbix cache is used, and it is flushed hourly.']).label, 'contradicts');
    assert.equal(onlyAsked('Handles are inherited.', 'The caller decides which handles are inherited.'), 'Handles');
    assert.equal(onlyAsked('Orbix handles are inherited.', 'Orbix handles are inherited, and the caller decides which.'), undefined);
    // a question opened by a gerund is the subject of its sentence, and what the sentence says of it is said
    assert.equal(onlyAsked('The Orbix link is not public information.', 'For this release, knowing which Orbix account is linked will continue to be public information.'), undefined);
    // a claim that asks it too ("To check what attributes Orbix uses, run …") is not said more than the span says it
    assert.equal(onlyAsked('To check what attributes Orbix uses for files, run the check-attr command.', 'To check what attributes Orbix uses for files, run the check-attr command.'), undefined);
    assert.equal(onlyInCondition('To check what attributes Orbix uses for files, run the check-attr command.', 'To check what attributes Orbix uses for files, run the check-attr command.'), undefined);
    // a plain condition is supposed, not asked
    assert.equal(onlyAsked('The Orbix cache is full.', 'When the Orbix cache is full, entries are evicted.'), undefined);
    assert.equal(onlyInCondition('The Orbix cache is full.', 'When the Orbix cache is full, entries are evicted.'), 'cache');
  });
});

describe('verify: a denied bound is a bound, not a denial (invented)', () => {
  it('"no more than 254" is read as at most 254, whole', () => {
    const [q] = extractQuantities('The Orbix address holds no more than 254 characters.');
    assert.equal(q?.raw, 'no more than 254');
    assert.deepEqual(q?.approx, { min: 0, max: 254 });
    assert.equal(extractQuantities('The Orbix pool holds not less than 16 workers.')[0]?.raw, 'not less than 16');
  });

  it('"at most 254" is carried by "no more than 254"; "more than 254" is contradicted by it; a bare 254 is neither', () => {
    assert.equal(verdictAgainst('The Orbix address contains at most 254 characters.', ['The Orbix address contains no more than 254 characters.']).label, 'supports');
    const more = verdictAgainst('The Orbix address contains more than 254 characters.', ['The Orbix address contains no more than 254 characters.']);
    assert.equal(more.label, 'contradicts', more.reason);
    assert.ok(more.flags.includes('number_mismatch:more than 254') && !more.flags.includes('negation_conflict'), more.flags.join());
    const bare = verdictAgainst('The Orbix address contains 254 characters.', ['The Orbix address contains no more than 254 characters.']);
    assert.ok(bare.label !== 'supports' && bare.label !== 'contradicts', bare.label);
    assert.equal(verdictAgainst('The Orbix pool holds at least 16 workers.', ['The Orbix pool holds fewer than 16 workers.']).label, 'contradicts');
  });
});

describe('verify: a denial inside a condition the claim leaves out (invented)', () => {
  it('"When no base class is given, a default type is used" does not deny "A default type is used"', () => {
    const v = verdictAgainst('A default Orbix metatype is called.', ['When no base class is specified, a default Orbix metatype is called.']);
    assert.notEqual(v.label, 'contradicts', v.reason);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(!v.flags.includes('negation_conflict'), v.flags.join());
    // a denial in the clause the claim states still contradicts it
    assert.equal(verdictAgainst('Orbix retries the download.', ['When the network fails, Orbix does not retry the download.']).label, 'contradicts');
    // the same for a trailing condition: "…, unless you are sure the code will never be read …"
    const trailing = verdictAgainst('Orbix coders: please write your comments in English.',
      ["Orbix coders: please write your comments in English, unless you are sure that the code will never be read by people who don't speak your language."]);
    assert.notEqual(trailing.label, 'contradicts', trailing.reason);
    // a condition of function words only is not stated by a claim without one
    const bare = verdictAgainst('A full Orbix try block is needed.', ['If this is not done, a full Orbix try block is needed.']);
    assert.ok(bare.label !== 'contradicts' && bare.label !== 'supports', `${bare.label}: ${bare.reason}`);
    // a condition after a lead-in, with the main clause after it, is no trailing condition: the denial after it stays
    for (const [claim, span] of [
      ['Thus, at the time of Orbix 5, one had to put parentheses around the identifier, and not as a struct constructor.',
        'Thus, at the time of Orbix 5, if the input was an identifier expression, one had to put parentheses around the identifier, and not as a struct constructor.'],
      ['Conversely, when Orbix inheritance is used in practice the parent classes will not have incompatible methods.',
        'Conversely, when Orbix inheritance is used in practice, usually the parent classes will not have incompatible methods.'],
      ['In the future, if these changes are not enough, we will follow the Orbix alternative.',
        'In the future, if these changes are not enough, we could follow the Orbix alternative.']]) {
      const v = verdictAgainst(claim!, [span!]);
      assert.ok(v.label !== 'contradicts' && v.label !== 'supports', `${v.label}: ${v.reason}`);
    }
    // a claim with a condition of its own ("when working with C strings") still leaves out the span's
    assert.notEqual(verdictAgainst('Users of Orbix can turn to third-party libraries when working with C strings.',
      ['If the proposed enhancements are not adopted, users of Orbix can turn to third-party libraries when working with C strings.']).label, 'contradicts');
    // and a claim that keeps the condition is compared with it whole
    assert.equal(verdictAgainst('When the network fails, Orbix retries the download.', ['When the network does not fail, Orbix retries the download.']).label, 'contradicts');
  });
});

describe('verify: "that is" and "that\'s" part clauses alike (invented)', () => {
  it('"…, and that is not a good idea" is carried by "…, and that\'s not a good idea"', () => {
    assert.equal(verdictAgainst('Orbix would mean creating temporary files, and that is not a good idea.',
      ["Orbix would mean creating temporary files, and that's not a good idea."]).label, 'supports');
    assert.equal(verdictAgainst("Orbix would mean creating temporary files, and that's not a good idea.",
      ['Orbix would mean creating temporary files, and that is not a good idea.']).label, 'supports');
  });
});

describe('verify: a hedge written with a contraction (invented)', () => {
  it('"It\'s believed that …" hedges the claim as "It is believed that …" does, and a claim may write it either way', () => {
    const v = verdictAgainst('Most Orbix consumers will keep the same type.', ["It's believed that most Orbix consumers will keep the same type."]);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('hedge_dropped:it is believed'), v.flags.join());
    assert.notEqual(verdictAgainst('Orbix will enter the security phase.', ['It’s expected that Orbix will enter the security phase.']).label, 'supports');
    assert.equal(verdictAgainst("It's believed that most Orbix consumers will keep the same type.", ['It is believed that most Orbix consumers will keep the same type.']).label, 'supports');
    assert.equal(verdictAgainst('It is believed that most Orbix consumers will keep the same type.', ["It's believed that most Orbix consumers will keep the same type."]).label, 'supports');
  });

  it('phrases match an auxiliary contracted onto its pronoun, and only there', () => {
    const list = ['it is believed', 'we will call', 'is not'];
    assert.deepEqual(findPhrases("It's believed, and we'll call it done.", list).map((h) => h.phrase), ['it is believed', 'we will call']);
    assert.deepEqual(findPhrases("It's believed, and we'll call it done.", list).map((h) => h.surface), ["It's believed", "we'll call"]);
    assert.deepEqual(findPhrases('Bob’s believed nothing.', ['it is believed']), []);
    assert.deepEqual(findPhrases("It isn't believed.", ['it is believed']), []);
  });
});

describe('verify: ", when …" after a statement is a condition; after a date it says when (invented)', () => {
  it('"Orbix retries the download, when the mirror is down." does not carry "Orbix retries the download."', () => {
    const v = verdictAgainst('Orbix retries the download.', ['Orbix retries the download, when the mirror is down.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('hedge_dropped:when'), v.flags.join());
    assert.equal(verdictAgainst('The Orbix relay was rewritten in May.', ['The Orbix relay was rewritten in May, when the old relay failed.']).label, 'supports');
    assert.equal(verdictAgainst('The Orbix relay was rewritten a decade ago.', ['The Orbix relay was rewritten a decade ago, when the old relay failed.']).label, 'supports');
  });

  it('a denial inside that clause is not said of the statement', () => {
    assert.equal(verdictAgainst('The Orbix relay was rewritten in 2019.', ['The Orbix relay was rewritten in 2019, when no other relay was left.']).label, 'supports');
    assert.equal(verdictAgainst('The Orbix relay was not rewritten in 2019.', ['The Orbix relay was rewritten in 2019, when no other relay was left.']).label, 'contradicts');
  });
});

describe('verify: a relation inside what follows the writer\'s "so" does not state the "so" (invented)', () => {
  it('"…, so in order for the hooks to work, the module must …" over two sentences stated apart is only partly carried', () => {
    const v = verdictAgainst('The Orbix remapper attempts to import the new name, and if that succeeds, it binds the resulting module under both the old and new names, so in order for the Orbix hooks to work, the module must be located under its new name.', [
      'The Orbix remapper attempts to import the new name, and if that succeeds, it binds the resulting module under both the old and new names.',
      'Some unrelated sentence about the weather goes here.',
      'In order for the Orbix hooks to work, the module must be located under its new name.']);
    assert.notEqual(v.label, 'supports', v.reason);
    // (read as the writer's relation, or as a part no single span carries: "both the old and new names" is one object)
    assert.ok(v.flags.includes('relation_unstated') || v.flags.includes('conjunct_unsupported'), v.flags.join());
  });
});

describe('verify: this round\'s readings kept within what they were written for (review cases, invented)', () => {
  it('another clause that denies a claim word the clause read for the claim lacks still denies it', () => {
    for (const span of ['Orbix ships an installer, and the installer is not signed.', 'Orbix ships an installer, and that is not signed.',
      'Orbix ships an installer and we have not signed it.']) {
      assert.equal(verdictAgainst('Orbix ships a signed installer.', [span]).label, 'contradicts', span);
    }
  });

  it('a condition that holds a claim word the rest of the span lacks is not left out: its denial counts', () => {
    assert.equal(verdictAgainst('The Orbix installer was signed in 2019.', ['Orbix shipped the installer in 2019, when it was not signed.']).label, 'contradicts');
    assert.equal(verdictAgainst('Orbix ships encrypted backups.', ['Orbix ships backups, if they are not encrypted by the user.']).label, 'contradicts');
    assert.equal(verdictAgainst('Orbix ships encrypted backups.', ['If backups are not encrypted by the user, Orbix ships them.']).label, 'contradicts');
  });

  it('only a point in time before ", when" says when; a duration, a frequency or a count does not', () => {
    for (const [claim, span] of [['Orbix keeps logs for 30 days.', 'Orbix keeps logs for 30 days, when compression is enabled.'],
      ['Orbix rotates logs every day.', 'Orbix rotates logs every day, when the disk is nearly full.'],
      ['Orbix retries three times.', 'Orbix retries three times, when the server is busy.']]) {
      assert.notEqual(verdictAgainst(claim!, [span!]).label, 'supports', span);
    }
    assert.equal(verdictAgainst('The Orbix relay was rewritten two years ago.', ['The Orbix relay was rewritten two years ago, when the old relay failed.']).label, 'supports');
  });

  it('bounds: the words of two bounds are no antonyms; another figure with the claim\'s bound keeps the claim open; word numbers and "up to"', () => {
    assert.notEqual(verdictAgainst('The Orbix field holds fewer than 254 characters.', ['The Orbix field holds no more than 254 characters.']).label, 'contradicts');
    assert.notEqual(verdictAgainst('The Orbix pool holds more than 16 workers.', ['The Orbix pool holds no fewer than 16 workers.']).label, 'contradicts');
    assert.notEqual(verdictAgainst('Orbix allows at least 8 connections.', ['Orbix allows fewer than 8 connections per user, and at least 8 connections in total.']).label, 'contradicts');
    assert.equal(verdictAgainst('The Orbix queue holds at most ten jobs.', ['The Orbix queue holds no more than ten jobs.']).label, 'supports');
    assert.equal(verdictAgainst('The Orbix field holds at most 254 characters.', ['The Orbix field holds up to 254 characters.']).label, 'supports');
    // bounds on opposite sides keep their words' opposition
    assert.equal(verdictAgainst('The Orbix space can be reduced to more than 32 bits.', ['The Orbix space can be reduced to fewer than 32 bits.']).label, 'contradicts');
    assert.equal(verdictAgainst('For each Orbix group there must be at least one feature present.', ['For each Orbix group there must be at most one feature present.']).label, 'contradicts');
  });
});

describe('verify: a thin claim that names nothing, carried by the opening of a longer sentence (invented)', () => {
  it('"This can be an Orbix bottleneck." is not carried by "This can be an Orbix bottleneck, and makes …"; the whole sentence carries it', () => {
    const v = verdictAgainst('This can be an Orbix bottleneck.', ['This can be an Orbix bottleneck, and makes it impossible to guarantee that two accesses get the same class.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('unnamed_subject') && v.flags.includes('thin_claim'), v.flags.join());
    assert.equal(verdictAgainst('This can be an Orbix bottleneck.', ['This can be an Orbix bottleneck.']).label, 'supports');
    assert.equal(verdictAgainst('This can be an Orbix bottleneck if deallocations are infrequent.', ['This can be an Orbix bottleneck if deallocations are infrequent.']).label, 'supports');
  });
});

describe('verify: a name the span has elsewhere, with another name in the claim\'s place and one more word after it (invented)', () => {
  it('"make an Orbix Guido release" is not carried by "… borne by Guido … make an Orbix Python bugfix release"', () => {
    const v = verdictAgainst('This note collects all the steps needed to make a Guido release.',
      ['Most of that burden was borne by Guido himself. So this note collects all the steps needed to make a Python bugfix release.']);
    assert.notEqual(v.label, 'supports', v.reason);
    // (named by the sentence before, which the sentence saying the rest does not refer back to: not carried at all)
    assert.ok(v.flags.includes('word_substituted:Guido/Python') || v.flags.includes('entity_missing:Guido'), v.flags.join());
    // the claim's own name right after the other one is no swap
    assert.equal(verdictAgainst('This note collects all the steps needed to make a Guido release.',
      ['This note collects all the steps needed to make a Python or Guido release.']).label, 'supports');
  });
});

describe('verify: a compound the span writes as "N of X" with another X (invented)', () => {
  it('"a JavaScript distribution" is not carried by "a distribution of Python for JavaScript runtimes"; "of" the same word carries it', () => {
    const v = verdictAgainst('Orbix is a JavaScript distribution for the browser.', ['Orbix is a distribution of Python for JavaScript runtimes, including browsers.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('compound_differs:JavaScript distribution/distribution of Python'), v.flags.join());
    assert.deepEqual(modifierElsewhere('Orbix reduces the memory usage of the server.', 'Orbix reduces the usage of memory on the server.'), undefined);
    assert.deepEqual(modifierElsewhere('Orbix publishes the release schedule.', 'Orbix publishes the schedule of releases.'), undefined);
  });
});

describe('verify: denials a claim shares with its span, or that a condition or a compound keeps to itself (invented)', () => {
  it('a trailing condition without a comma, which the claim leaves out, denies nothing the claim says', () => {
    const v = verdictAgainst('The Orbix API will return an error.', ['The Orbix API will return an error if there is no current owner with that name.']);
    assert.notEqual(v.label, 'contradicts', v.reason);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.some((f) => f.startsWith('hedge_dropped:if')), v.flags.join());
    // the claim that keeps the condition's words but drops its denial is still refuted
    assert.equal(verdictAgainst('The Orbix API will return an error if there is a current owner with that name.',
      ['The Orbix API will return an error if there is no current owner with that name.']).label, 'contradicts');
    // a denial before the condition is the main clause's own
    assert.equal(verdictAgainst('The Orbix API will return an error.', ['The Orbix API will not return an error if the name is taken.']).label, 'contradicts');
  });

  it('a leading condition after a lead-in ("In practice, if …,") is left out of the denial check like one that opens the sentence', () => {
    const v = verdictAgainst('A default Orbix metatype is called.', ['In practice, if the flag is not set, a default Orbix metatype is called.']);
    assert.notEqual(v.label, 'contradicts', v.reason);
    assert.ok(v.flags.includes('hedge_dropped:if'), v.flags.join());
    // the main clause's own denial still refutes, and so does a claim that states the condition without its denial
    assert.equal(verdictAgainst('However, a default Orbix metatype is called.', ['However, when no base class is specified, a default Orbix metatype is not called.']).label, 'contradicts');
    assert.equal(verdictAgainst('However, when a base class is specified, a default Orbix metatype is called.',
      ['However, when no base class is specified, a default Orbix metatype is called.']).label, 'contradicts');
  });

  it('a part of the claim is not denied by a span denial the claim itself makes, between the same words', () => {
    const v = verdictAgainst('There are some Orbix issues that will need more work before the release: No issues remaining.',
      ['There are some Orbix issues that may need more work before the release: No issues remaining.']);
    assert.notEqual(v.label, 'contradicts', v.reason);
    assert.notEqual(v.label, 'supports', v.reason);
    // another subject's denial in the claim is no licence: the span denies what the claim's first part asserts
    assert.equal(verdictAgainst('Orbix is fast but Varrow is not fast.', ['Orbix is not fast.']).label, 'contradicts');
  });

  it('a "not" bound into a compound ("not-directly-related") does not reach the conjuncts after it', () => {
    const v = verdictAgainst('Many Orbix-inspired but not-directly-related languages mix things up using more keywords and fewer symbols.',
      ['Many Orbix-inspired but not-directly-related languages mix things up, usually using more keywords and fewer symbols.']);
    assert.notEqual(v.label, 'contradicts', v.reason);
    assert.ok(v.flags.includes('hedge_dropped:usually'), v.flags.join());
    // a free-standing denial still reaches them
    assert.equal(verdictAgainst('Orbix does not cache headers or bodies.', ['Orbix caches headers and bodies.']).label, 'contradicts');
    assert.equal(verdictAgainst('Many not-directly-related Orbix languages use more keywords and fewer symbols.',
      ['Many not-directly-related Orbix languages use more keywords and fewer symbols.']).label, 'supports');
  });

  it('the clause read for the claim starts inside the span\'s condition: only what follows the condition is compared', () => {
    const v = verdictAgainst('Orbix users will just get an error.', ['If one is requested but is not installed, Orbix users will just get an error.']);
    assert.notEqual(v.label, 'contradicts', v.reason);
    assert.ok(v.flags.includes('hedge_dropped:if'), v.flags.join());
    const w = verdictAgainst('A second Orbix probe is made using the bytecode base.',
      ['If a valid file is not found there and the bytecode base is not None, a second Orbix probe is made using the bytecode base.']);
    assert.notEqual(w.label, 'contradicts', w.reason);
  });

  it('"no" standing as an answer ("According to Orbix 7, no.") denies no word of the sentence', () => {
    const v = verdictAgainst('According to Orbix 771, no. The loader is kept.', ['Users should see the Orbix 771 behaviour by default, and the loader is kept.']);
    assert.ok(!v.flags.includes('negation_conflict'), v.flags.join());
    // "no" before a word still denies it
    assert.equal(verdictAgainst('Orbix 771 has no loader.', ['Orbix 771 has a loader.']).label, 'contradicts');
  });

  it('a heading or a fragment is neither stated nor denied by a claim that denies what it names', () => {
    const v = verdictAgainst('There are no Orbix-only parameters.', ['Orbix-Only Parameters']);
    assert.equal(v.label, 'does_not_support', v.reason);
    assert.ok(v.flags.includes('denial_unstated'), v.flags.join());
    // nor by a fragment with no verb that names it
    assert.equal(verdictAgainst('There are no Orbix-only parameters.', ['Orbix-only parameters,']).label, 'does_not_support');
    assert.equal(verdictAgainst('There are no Orbix-only parameters.', ['More semantics of Orbix-only parameters:']).label, 'does_not_support');
    assert.equal(verdictAgainst('Orbix-only parameters are supported.', ['Orbix-only parameters are not supported:']).label, 'contradicts');
    // a list item without its period is no heading: its denial still refutes
    assert.equal(verdictAgainst('Orbix parameters are supported.', ['Orbix parameters are not supported']).label, 'contradicts');
  });

  it('"have not had such sections" denies having, which a span that "has come" to something does not state', () => {
    const v = verdictAgainst('Some Orbix notes have not had such sections, so the very idea of the section has come from writing such sections.',
      ['The very idea of the section has come from writing such sections in Orbix notes.']);
    assert.notEqual(v.label, 'contradicts', v.reason);
    assert.notEqual(v.label, 'supports', v.reason);
    // a span that has them is denied
    assert.equal(verdictAgainst('The Orbix notes have not had such sections.', ['The Orbix notes have had such sections.']).label, 'contradicts');
    // nor is it denied by a span with no "have" that speaks only of the clause after ", so"
    const w = verdictAgainst('Some Orbix notes have not had such sections, so the new section is intended to help authors, teams and readers reflect on the effects.',
      ['The new section is intended to help authors, teams and readers reflect on the effects of an Orbix note.']);
    assert.notEqual(w.label, 'contradicts', w.reason);
    assert.notEqual(w.label, 'supports', w.reason);
  });

  it('a clause opened by "no", "none" or "every" after ", and" or a colon is a clause of its own: its denial is of its own words', () => {
    assert.equal(verdictAgainst('The Orbix crate provides three features.', ['The Orbix crate provides three features, and no feature is enabled by default.']).label, 'supports');
    assert.equal(verdictAgainst('Orbix ships three tools.', ['Orbix ships three tools: none is signed.']).label, 'supports');
    // the clause that denies the claim's own act still refutes it
    assert.equal(verdictAgainst('The Orbix crate provides features.', ['The Orbix crate provides no features.']).label, 'contradicts');
    assert.equal(verdictAgainst('Orbix features are enabled by default.', ['Orbix has three features, and no feature is enabled by default.']).label, 'contradicts');
  });

  it('parts found in sentences about other things do not outvote one span that carries every word but limits it ("should"), and a thin part needs its own words', () => {
    const claim = 'These Orbix modules must be built and managed by the external build system.';
    const elsewhere = ["All that's needed to do this is a distinction within the external build system between these two kinds of Orbix modules, which then drives the plugin interactions accordingly.",
      "Usually, you'll want to combine these registries with Orbix crates managed purely by the external build system."];
    const v = verdictAgainst(claim, ['These Orbix modules should be built and managed by the external build system.', ...elsewhere]);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(!v.flags.includes('multi_span'), v.flags.join());
    // and a part too thin to tell apart ("These Orbix modules must be built") is not carried by a sentence that only has
    // its words, about a build system
    const w = verdictAgainst(claim, elsewhere);
    assert.notEqual(w.label, 'supports', w.reason);
    assert.ok(w.flags.includes('conjunct_unsupported'), w.flags.join());
    // a part the span quotes is carried
    assert.equal(verdictAgainst('Orbix modules are built nightly and Varrow crates are signed by the release team.',
      ['Orbix modules are built nightly.', 'All Varrow crates are signed by the release team.']).label, 'supports');
  });

  it('review: a clause whose subject denies ("no plugin is signed", "neither is the default", "none is signed") denies its whole predicate', () => {
    for (const [claim, span] of [
      ['Orbix installs two signed plugins.', 'Orbix installs two plugins, and no plugin is signed.'],
      ['Orbix installs two signed plugins.', 'Orbix installs two plugins: no plugin is signed.'],
      ['The Varrow server stores sessions in memory.', 'The Varrow server stores sessions, and no session is kept in memory.'],
      ['Orbix installs two plugins that are loaded at startup.', 'Orbix installs two plugins, and neither plugin is loaded at startup.'],
      ['Orbix has two default modes.', 'Orbix has two modes, and neither is the default.'],
      ['Orbix ships three tools, and they are signed.', 'Orbix ships three tools: none is signed.'],
      ['Every Orbix build is signed.', 'Orbix builds are fast: no build is signed.'],
    ]) assert.equal(verdictAgainst(claim!, [span!]).label, 'contradicts', `${claim} / ${span}`);
    // a claim that says the same clause with such a subject is not denied by it
    assert.equal(verdictAgainst('Orbix defines the interface between Varrow and the fund, but nothing about the process is fund-specific.',
      ['Orbix defines the interface between Varrow and the fund, but nothing about the process is fund-specific.']).label, 'supports');
    assert.notEqual(verdictAgainst('All alternatives to Orbix unwinding exist; none is an adequate substitute today.',
      ['Several alternatives to Orbix unwinding exist; none is an adequate substitute today.']).label, 'contradicts');
    // Python's "None" is a value, not a denial
    assert.notEqual(verdictAgainst('The Orbix function returns the value.', ['The Orbix function returns the value, and None is returned on error.']).label, 'contradicts');
    // what the denying clause says of its own words is not the claim's
    assert.equal(verdictAgainst('Orbix keeps logs.', ['Orbix keeps logs, and no log is kept past a week.']).label, 'supports');
  });

  it('review: "no" after a statement ("Supports Windows: no.") denies it; only after a lead-in is it an answer', () => {
    for (const span of ['Orbix supports Windows: no.', 'Orbix supports Windows — no.', 'Orbix supports Windows (no).']) {
      assert.equal(verdictAgainst('Orbix supports Windows.', [span]).label, 'contradicts', span);
    }
  });

  it('review: a span that has something ("has rate limits", "has had releases") states having; one without "have" may say it otherwise', () => {
    for (const span of ['The Orbix API has rate limits.', 'The Orbix API has strict rate limits.', 'The Orbix API enforces rate limits.']) {
      assert.equal(verdictAgainst('The Orbix API does not have any rate limits.', [span]).label, 'contradicts', span);
    }
    assert.equal(verdictAgainst('Orbix has not had any releases since 2020.', ['Orbix has had three releases since 2020.']).label, 'contradicts');
  });

  it('review: a line with a word that may be a verb states something, even without a period or in title case', () => {
    for (const [claim, span] of [
      ['Orbix never crashes on startup.', 'Orbix crashes on startup'],
      ['Windows is not supported by Orbix.', 'Windows supported by Orbix'],
      ['Orbix does not require root.', 'Root required for Orbix'],
      ['Orbix does not support Windows.', 'Orbix Supports Windows'],
      ['There is no Orbix Windows installer.', 'The Orbix Windows Installer Is Signed'],
    ]) assert.equal(verdictAgainst(claim!, [span!]).label, 'contradicts', `${claim} / ${span}`);
  });

  it('review: a span denial is the claim\'s own only where the claim says that denied clause word for word', () => {
    assert.equal(verdictAgainst('No errors are reported by Varrow, but Orbix reports errors.', ['No errors are reported by Orbix.']).label, 'contradicts');
    assert.equal(verdictAgainst('No errors from Varrow reach the log, but Orbix errors reach the log.', ['No errors from Orbix reach the log.']).label, 'contradicts');
  });

  it('a denied opposite ("not unsigned") and a denial by a verb\'s meaning ("lacks") are neither the claim nor its contradiction', () => {
    for (const [claim, span] of [
      ['The Orbix loader is signed.', 'The Orbix loader is not unsigned.'],
      ['The Orbix format is compatible with Varrow.', 'The Orbix format is not incompatible with Varrow.'],
      ['Orbix does not support Windows.', 'Orbix dropped support for Windows.'],
    ]) {
      const v = verdictAgainst(claim!, [span!]);
      assert.ok(v.label !== 'contradicts' && v.label !== 'supports', `${claim} / ${span}: ${v.label}`);
      assert.ok(v.flags.includes('polarity_uncertain'), v.flags.join());
    }
    // ("lacks" is a denial in words, since the rounds of 2026-11-30: "has no X" agrees with it, and nothing is refuted)
    const lacks = verdictAgainst('Orbix has no plugin loader.', ['Orbix lacks a plugin loader.']);
    assert.ok(lacks.label !== 'contradicts' && !lacks.flags.includes('negation_conflict'), lacks.flags.join());
    // the same verb on both sides, or none, still decides
    assert.equal(verdictAgainst('Orbix removed the loader.', ['Orbix did not remove the loader.']).label, 'contradicts');
    assert.equal(verdictAgainst('Orbix does not stop the workers.', ['Orbix stops the workers.']).label, 'contradicts');
    assert.equal(verdictAgainst('The Orbix loader is unsigned.', ['The Orbix loader is not unsigned.']).label, 'contradicts');
  });

  it('second review: a verb that denies by its meaning right before the claim\'s words ("stopped supporting") is no support', () => {
    for (const [claim, span] of [
      ['Orbix supports Windows on ARM laptops.', 'Orbix stopped supporting Windows on ARM laptops in 2021.'],
      ['Orbix supports Windows on ARM laptops.', 'Orbix dropped support for Windows on ARM laptops.'],
      ['Orbix verifies plugin signatures at startup.', 'Orbix skips verifying plugin signatures at startup.'],
      ['Orbix encrypts backups on remote servers.', 'Orbix avoids encrypting backups on remote servers.'],
    ]) {
      const v = verdictAgainst(claim!, [span!]);
      assert.notEqual(v.label, 'supports', `${claim} / ${span}`);
      assert.ok(v.flags.includes('polarity_uncertain'), v.flags.join());
    }
    // a part of an identifier is no verb
    assert.equal(verdictAgainst('Currently, custom Orbix attributes are unstable.', ['Currently, custom Orbix attributes (e.g., `rustfmt_skip`) are unstable.']).label, 'supports');
    // the claim's own verb is no such denial
    assert.equal(verdictAgainst('Orbix avoids copying the buffer.', ['Orbix avoids copying the buffer.']).label, 'supports');
    // and it must govern the denied word: "… and lacks a theme engine" says nothing of the plugin loader
    assert.equal(verdictAgainst('Orbix has no plugin loader.', ['Orbix has a plugin loader and lacks a theme engine.']).label, 'contradicts');
    assert.equal(verdictAgainst('Orbix does not support Windows.', ['Orbix supports Windows and removed the legacy installer.']).label, 'contradicts');
  });

  it('second review: other clauses that deny — "no manual is shipped", "the logs are not encrypted", "nobody signs it"', () => {
    for (const [claim, span] of [
      ['Orbix ships a manual and an installer.', 'Orbix ships an installer, but no manual is shipped.'],
      ['Orbix ships a manual and an installer.', 'Orbix ships an installer; no manual is shipped.'],
      ['Orbix signs the installer, and nobody else does.', 'Orbix ships the installer, but nobody signs it.'],
      ['Orbix encrypts backups and logs.', 'Orbix encrypts backups, but the logs are not encrypted.'],
      ['Orbix loads signed plugins and nothing else.', 'Orbix loads plugins; nothing is signed.'],
    ]) assert.equal(verdictAgainst(claim!, [span!]).label, 'contradicts', `${claim} / ${span}`);
    // a name of the claim's, denied the act the chosen clause states
    assert.equal(verdictAgainst('Orbix supports Windows and Linux.', ['Orbix supports Linux, but no Windows release is supported.']).label, 'contradicts');
    assert.equal(verdictAgainst('Orbix supports Linux.', ['Orbix supports Linux, but no Windows release is supported.']).label, 'supports');
    // a predicate that denies again says what holds
    assert.notEqual(verdictAgainst('Orbix stores backups encrypted.', ['Orbix encrypts backups; nothing is stored unencrypted.']).label, 'contradicts');
  });

  it('second review: headings with a noun that may be a verb name; "(no, really)" and "isn\'t insecure" deny nothing of the claim', () => {
    for (const [claim, span] of [['Orbix has no plugin support.', 'Orbix Plugin Support'], ['Orbix has no change log.', 'Orbix Change Log'],
      ['Orbix does not support Windows.', 'Windows support in Orbix:']]) {
      assert.equal(verdictAgainst(claim!, [span!]).label, 'does_not_support', `${claim} / ${span}`);
    }
    assert.equal(verdictAgainst('Orbix supports Windows.', ['Orbix supports Windows (no, really).']).label, 'supports');
    assert.notEqual(verdictAgainst('The Orbix installer is secure.', ["The Orbix installer isn't insecure."]).label, 'contradicts');
    // "not only unsigned" is no denied opposite
    assert.equal(verdictAgainst('The Orbix loader is signed.', ['The Orbix loader is not only unsigned but also unverified.']).label, 'contradicts');
  });

  it('a participle the span puts on the claim\'s noun ("the claimed project") restricts it: the claim without it speaks of more', () => {
    const v = verdictAgainst('The Orbix upload process must add all new target files for the project.',
      ['As is the case for a new project, the Orbix upload process must always add all new target files for the claimed project.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.some((f) => f === 'modifier_dropped:the claimed project'), v.flags.join());
    assert.equal(verdictAgainst('The Orbix loader reads the signed file.', ['The Orbix loader reads the signed file.']).label, 'supports');
    // a participle that points back is not read as a restriction
    assert.ok(!verdictAgainst('The Orbix loader reads the file.', ['The Orbix loader reads the specified file.']).flags.some((f) => f.startsWith('modifier_dropped:')), 'a pointing participle');
  });
  it('clauses with subjects of their own keep their own predicates: "A is secure, and B is insecure" is not carried by "A is insecure, and B is secure"', () => {
    for (const [claim, span] of [
      ['The Orbix loader is secure, and the Falcon loader is insecure.', 'The Orbix loader is insecure, and the Falcon loader is secure.'],
      ['The Orbix loader is secure and the Falcon loader is insecure.', 'The Orbix loader is insecure and the Falcon loader is secure.'],
      ['The Orbix loader is fast, and the Falcon loader is slow.', 'The Orbix loader is slow, and the Falcon loader is fast.'],
      ['Orbix is fast and Falcon is slow.', 'Orbix is slow and Falcon is fast.'],
      ['The Orbix loader was favored by Ann, and the Falcon loader was disfavored by Bob.', 'The Orbix loader was disfavored by Ann, and the Falcon loader was favored by Bob.'],
    ]) assert.notEqual(verdictAgainst(claim!, [span!]).label, 'supports', `${claim} / ${span}`);
    const crossed = verdictAgainst('The Orbix loader is fast, and the Falcon loader is slow.', ['The Orbix loader is slow, and the Falcon loader is fast.']);
    assert.ok(crossed.flags.includes('clause_subject:Falcon'), crossed.flags.join());
    for (const text of ['The Orbix loader is fast, and the Falcon loader is slow.', 'The Orbix loader is secure and the Falcon loader is insecure.',
      'Egr2 and Egr3 regulate the Orbix pathway in mice.', 'Orbix and Falcon are both written in Rust.', 'The Orbix loader caches replies and compresses logs.']) {
      assert.equal(verdictAgainst(text, [text]).label, 'supports', text);
    }
    // two names joined by "and" share their predicate: no clause of its own
    const shared = verdictAgainst('Orbix2 regulates the homeostasis of B and T cells.',
      ['Thus, Orbix2 and Orbix3 regulate B and T cell function in adaptive immune responses and homeostasis by promoting receptor signaling.']);
    assert.ok(!shared.flags.some((f) => f.startsWith('clause_subject:')), shared.flags.join());
  });

  it('a part cut from a claim that says the span\'s opposite in the span\'s own place is not refuted by it ("favored by one (but disfavored by another)")', () => {
    const text = 'Proposed by Ann Orbix and favored by one (but initially disfavored by another) maintainer.';
    assert.equal(verdictAgainst(text, [text]).label, 'supports');
    const swapped = verdictAgainst('Proposed by Ann Falcon and favored by one (but initially disfavored by another) maintainer.', [text]);
    assert.notEqual(swapped.label, 'supports', swapped.reason);
    assert.ok(!swapped.flags.some((f) => f.startsWith('antonym:')), swapped.flags.join());
  });
  it('a condition that goes on with a list ("If Orbix is requested, installed, and not configured, …") ends after the list, and a pronoun after it stands for its subject', () => {
    const v = verdictAgainst('The Orbix loader fails.', ['If Orbix is requested, installed, and not configured, the Orbix loader fails.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.match(v.reason, /'If Orbix is requested, installed, and not configured'/);
    const p = verdictAgainst('Orbix loaders fail at startup.', ['If the Orbix loader is requested, installed, and not configured, it fails at startup.']);
    assert.notEqual(p.label, 'contradicts', p.reason);
    assert.ok(p.flags.includes('hedge_dropped:if'), p.flags.join());
    // the condition's own claim word, denied, still counts; so does a denial after the condition
    assert.equal(verdictAgainst('Orbix ships encrypted backups.', ['If backups are not encrypted by the user, they are shipped by Orbix.']).label, 'contradicts');
    assert.equal(verdictAgainst('Orbix loaders fail at startup.', ['If the Orbix loader is requested, installed, and configured, it does not fail at startup.']).label, 'contradicts');
  });
  it('an object joined to the claim\'s act ("reads the manifest and the config file") is carried only where the span gives it that act', () => {
    const claim = 'The Orbix loader reads the manifest and the config file.';
    const oneSpan = verdictAgainst(claim, ['The Orbix loader reads the manifest, and the Falcon tool checks the config file.']);
    assert.notEqual(oneSpan.label, 'supports', oneSpan.reason);
    assert.ok(oneSpan.flags.includes('argument_elsewhere:config'), oneSpan.flags.join());
    // a part with no verb of its own needs the first part's act: "checks the config file" elsewhere does not carry it
    const twoSpans = verdictAgainst(claim, ['The Orbix loader reads the manifest.', 'The Falcon tool checks the config file.']);
    assert.notEqual(twoSpans.label, 'supports', twoSpans.reason);
    assert.equal(verdictAgainst(claim, ['The Orbix loader reads the manifest.', 'The Orbix loader also reads the config file.']).label, 'supports');
    assert.equal(verdictAgainst(claim, ['The Orbix loader reads the manifest and the config file at startup.']).label, 'supports');
    // a list with commas is read alike on both sides: a sentence carries itself
    const list = 'There are three Orbix heaps, one for plain objects, one for GC objects with managed dictionaries, and one for GC objects without managed dictionaries.';
    assert.equal(verdictAgainst(list, [list]).label, 'supports');
    // a joined clause with a verb of its own is no object ("…, and that's not a good idea")
    assert.equal(verdictAgainst('Orbix would mean creating temporary files, and that\'s not a good idea.',
      ['Orbix would mean creating temporary files, and that is not a good idea.']).label, 'supports');
  });
  it('a name only the sentence before gives is not carried when the sentence that says the rest has a subject of its own and does not refer back', () => {
    const span = 'Some tools, like elfdeps (Falcon), read shared libraries. Orbix makes packaging easier.';
    for (const claim of ['Orbix makes Falcon packaging easier.', 'Orbix makes packaging easier for Falcon.']) {
      const v = verdictAgainst(claim, [span]);
      assert.notEqual(v.label, 'supports', `${claim}: ${v.reason}`);
      assert.ok(v.flags.includes('entity_missing:Falcon'), v.flags.join());
    }
    // a sentence that refers back may take its subject from the one before
    assert.equal(verdictAgainst('The Orbix loader reads Falcon manifests twice.', ['Falcon manifests are large. The Orbix loader reads the manifests twice.']).label, 'supports');
    assert.notEqual(verdictAgainst('Orbix reads Falcon manifests twice.', ['Falcon manifests are large. Orbix reads manifests twice.']).label, 'supports');
  });
  it('"There are no X" is denied only by a span that says there are X, not by one that says something of them', () => {
    const v = verdictAgainst('There are no positional-only Orbix parameters.', ['Positional-only Orbix parameters have no externally-usable name.']);
    assert.equal(v.label, 'does_not_support', v.reason);
    assert.ok(v.flags.includes('denial_unstated'), v.flags.join());
    assert.notEqual(verdictAgainst('There are no signed Orbix plugins.', ['Signed Orbix plugins are loaded first.']).label, 'contradicts');
    for (const span of ['There are three Orbix plugins.', 'Orbix plugins exist for every platform.', 'There are Orbix plugins for every platform.']) {
      assert.equal(verdictAgainst('There are no Orbix plugins.', [span]).label, 'contradicts', span);
    }
  });
  it('an elliptical denial ("but not TOML", ", not to Prometheus", "instead of processes") denies the chosen clause\'s act of what it names', () => {
    for (const [claim, span] of [
      ['Falcon supports TOML.', 'Falcon supports YAML but not TOML.'],
      ['Falcon logs errors.', 'Falcon logs warnings but not errors.'],
      ['Quillet exports metrics to Prometheus.', 'Quillet exports metrics to StatsD, not to Prometheus.'],
      ['Orbix encrypts data at rest.', 'Orbix encrypts data in transit but not at rest.'],
      ['Varrow spawns processes.', 'Varrow spawns threads instead of processes.'],
      ['The Falcon loader supports TOML.', 'The Falcon loader supports YAML, but it does not support TOML.'],
    ]) assert.equal(verdictAgainst(claim!, [span!]).label, 'contradicts', `${claim} / ${span}`);
    assert.equal(verdictAgainst('Falcon supports YAML.', ['Falcon supports YAML but not TOML.']).label, 'supports');
    assert.equal(verdictAgainst('Varrow spawns threads.', ['Varrow spawns threads instead of processes.']).label, 'supports');
    assert.equal(verdictAgainst('Orbix caches manifests and headers.', ['Orbix caches manifests, not only headers.']).label !== 'contradicts', true);
  });
  it('a span that only puts something forward (a proposal, an alternative weighed, a hypothesis, a design aim, an attempt) does not state it', () => {
    for (const [claim, span, stance] of [
      ['Falcon traits are object safe by default.', 'This RFC proposes that Falcon traits be object safe by default.', 'proposes that'],
      ['Falcon traits are object safe by default.', 'An alternative considered was making Falcon traits object safe by default.', 'alternative considered'],
      ['Falcon traits are object safe by default.', 'Making Falcon traits object safe by default was considered and rejected.', 'was considered and rejected'],
      ['Orb1 knockdown reduces tumour growth.', 'We hypothesised that Orb1 knockdown reduces tumour growth, but found no effect.', 'we hypothesised'],
      ['Orbix deletes stale snapshots.', 'Orbix is supposed to delete stale snapshots.', 'is supposed to'],
      ['Orbix deletes stale snapshots.', 'Orbix was designed to delete stale snapshots.', 'was designed to'],
      ['Orbix deletes stale snapshots.', 'Orbix tries to delete stale snapshots.', 'tries to'],
    ]) {
      const v = verdictAgainst(claim!, [span!]);
      assert.notEqual(v.label, 'supports', `${claim} / ${span}`);
      assert.ok(v.flags.includes(`hedge_dropped:${stance}`), `${span}: ${v.flags.join()}`);
      assert.match(v.reason, /only puts it forward/);
    }
    // a claim that keeps the stance's own word keeps the stance
    assert.equal(verdictAgainst('Making Falcon traits object safe by default was considered and rejected.',
      ['Making Falcon traits object safe by default was considered and rejected.']).label, 'supports');
    assert.equal(verdictAgainst('Orbix tries to delete stale snapshots.', ['Orbix tries to delete stale snapshots.']).label, 'supports');
  });
  it('two words a preposition orders ("converts JSON to YAML", "prefers IPv6 over IPv4") are not carried the other way round', () => {
    for (const [claim, span, flag] of [
      ['Orbix converts JSON to YAML.', 'Orbix converts YAML to JSON.', 'arguments_reversed:JSON/YAML'],
      ['Orbix maps the key to the slot.', 'Orbix maps the slot to the key.', 'arguments_reversed:key/slot'],
      ['Falcon migrates data from MySQL to Postgres.', 'Falcon migrates data from Postgres to MySQL.', 'arguments_reversed:MySQL/Postgres'],
      ['The Orbix error rate fell from 30% to 40%.', 'The Orbix error rate fell from 40% to 30%.', 'arguments_reversed:30/40'],
      ['Varrow prefers IPv6 over IPv4.', 'Varrow prefers IPv4 over IPv6.', 'arguments_reversed:IPv6/IPv4'],
      // (the two sides of "instead of" traded are refuted since the twenty-ninth round, the contrast named)
      ['Use Orbix instead of Falcon.', 'Use Falcon instead of Orbix.', 'arguments_reversed:contrast'],
      ['Orbix upgrades the schema from version 3 to version 4.', 'Orbix upgrades the schema from version 4 to version 3.', 'arguments_reversed:3/4'],
    ]) {
      const v = verdictAgainst(claim!, [span!]);
      assert.notEqual(v.label, 'supports', `${claim} / ${span}`);
      assert.ok(v.flags.includes(flag!), `${claim}: ${v.flags.join()}`);
    }
    assert.equal(verdictAgainst('Orbix converts JSON to YAML.', ['Orbix converts JSON to YAML and YAML to TOML.']).label, 'supports');
  });
  it('a name the span has only inside a longer name ("Varrow-contrib", "x86-64", "C++", "Falcon-13B") is not carried; a hyphened modifier keeps it', () => {
    for (const [claim, span, flag] of [
      ['Orbix is written in C.', 'Orbix is written in C++.', 'compound_name:C/C++'],
      ['Varrow is licensed under MIT.', 'Varrow-contrib is licensed under MIT.', 'compound_name:Varrow/Varrow-contrib'],
      ['Falcon targets x86.', 'Falcon targets x86-64.', 'compound_name:x86/x86-64'],
      ['The Falcon model was trained on 1T tokens.', 'The Falcon-13B model was trained on 1T tokens.', 'compound_name:Falcon/Falcon-13B'],
    ]) {
      const v = verdictAgainst(claim!, [span!]);
      assert.notEqual(v.label, 'supports', `${claim} / ${span}`);
      assert.ok(v.flags.includes(flag!), `${claim}: ${v.flags.join()}`);
    }
    for (const [claim, span] of [['Varrow-contrib is licensed under MIT.', 'Varrow-contrib is licensed under MIT.'],
      ['Varrow is licensed under MIT.', 'Varrow is licensed under MIT, and Varrow-contrib under BSD.'], ['Orbix is written in C++.', 'Orbix is written in C++.']]) {
      assert.equal(verdictAgainst(claim!, [span!]).label, 'supports', claim);
    }
    assert.ok(!verdictAgainst('Orbix plugins are signed.', ['Orbix-based plugins are signed.']).flags.some((f) => f.startsWith('compound_name:')), 'a hyphened modifier');
    // two of the claim's names joined by a hyphen speak of both
    assert.ok(!verdictAgainst('Orb2 binds Orb7 through a zinc motif.', ['The Orb7-Orb2 complex forms through a zinc motif in Orb2, which binds it.']).flags.some((f) => f.startsWith('compound_name:')), 'two names joined');
  });
  it('the claim\'s words with two of them in each other\'s places are not carried; list items, neighbours and another voice may trade places', () => {
    for (const [claim, span] of [
      ['Quillet reads the lock file and Varrow writes the configuration file.', 'Quillet reads the configuration file and Varrow writes the lock file.'],
      ['Orbix stores keys in Redis and values in Postgres.', 'Orbix stores keys in Postgres and values in Redis.'],
      ['Throughput improved by 30% and latency by 12%.', 'Throughput improved by 12% and latency by 30%.'],
      ['Varrow compresses the payload before encrypting it.', 'Varrow encrypts the payload before compressing it.'],
      ['The Falcon scheduler was designed by the Orbix team.', 'The Orbix scheduler was designed by the Falcon team.'],
    ]) {
      const v = verdictAgainst(claim!, [span!]);
      assert.notEqual(v.label, 'supports', `${claim} / ${span}`);
      // (two figures that trade places are names in each other's places: "30% … 12%")
      assert.ok(v.flags.some((f) => f.startsWith('words_swapped:') || f.startsWith('parts_traded:') || f === 'arguments_reversed:30/12' || f === 'order_reversed:events'), `${claim}: ${v.flags.join()}`);
    }
    for (const [claim, span] of [
      ['Orbix supports Linux, macOS and Windows.', 'Orbix supports Windows, macOS and Linux.'],
      ['If the disk is full, Orbix drops writes.', 'With a full disk, Orbix drops writes.'],
      ['Falcon invalidates its cache whenever the config changes.', 'The Falcon cache is invalidated whenever the config changes.'],
    ]) assert.ok(!verdictAgainst(claim!, [span!]).flags.some((f) => f.startsWith('words_swapped:')), claim);
  });
  it('a participle the span puts before the claim\'s subject ("Signed plugins", "A misconfigured Orbix server") restricts it', () => {
    for (const [claim, span, flag] of [['Plugins are loaded automatically.', 'Signed plugins are loaded automatically.', 'modifier_dropped:Signed plugins'],
      ['The Orbix server validates every incoming request.', 'A misconfigured Orbix server validates every incoming request twice.', 'modifier_dropped:misconfigured Orbix server']]) {
      const v = verdictAgainst(claim!, [span!]);
      assert.notEqual(v.label, 'supports', v.reason);
      assert.ok(v.flags.includes(flag!), v.flags.join());
    }
    assert.equal(verdictAgainst('Signed plugins are loaded automatically.', ['Signed plugins are loaded automatically.']).label, 'supports');
    // an adjective, a word between the claim's own, or a pointing participle does not
    assert.equal(verdictAgainst('The Orbix loader reads manifests.', ['The proposed Orbix loader reads manifests.']).label, 'supports');
    assert.equal(verdictAgainst('The Orbix process will stop.', ['The Orbix interpreter process will stop.']).label, 'supports');
  });
  it('a state that held once or will hold, a version, a kind of build or a platform the span limits it to, is not the claim\'s plain present', () => {
    for (const span of ['Orbix used to delete stale snapshots.', 'Orbix formerly deleted stale snapshots.', 'Orbix is going to delete stale snapshots.',
      'Orbix deleted stale snapshots until version 2.0.', 'Orbix deleted stale snapshots in version 1.', 'Orbix deletes stale snapshots in debug builds.',
      'Orbix deletes stale snapshots on Linux.', 'In the next release, Orbix deletes stale snapshots.', 'Orbix is allowed to delete stale snapshots.',
      'Orbix seldom deletes stale snapshots.', 'Suppose Orbix deletes stale snapshots.']) {
      const v = verdictAgainst('Orbix deletes stale snapshots.', [span]);
      assert.notEqual(v.label, 'supports', `${span}: ${v.reason}`);
      assert.ok(v.flags.some((f) => f.startsWith('hedge_dropped:')), `${span}: ${v.flags.join()}`);
    }
    // the claim that keeps the limit; a purpose ("is used to") is no habit
    assert.equal(verdictAgainst('Orbix deleted stale snapshots until version 2.0.', ['Orbix deleted stale snapshots until version 2.0.']).label, 'supports');
    assert.equal(verdictAgainst('The Orbix cache is used to store stale snapshots.', ['The Orbix cache is used to store stale snapshots.']).label, 'supports');
    assert.equal(verdictAgainst('The Orbix sweeper deletes stale snapshots.', ['The Orbix sweeper is used to delete stale snapshots.']).flags.includes('hedge_dropped:used to'), false);
  });
  it('a span denial that is undone, excepted, kept to a clause of another thing or of a narrower thing does not refute an assertion', () => {
    for (const span of ['It is not uncommon for Orbix to cache manifests.', 'Orbix never fails to cache manifests.', 'Orbix cannot avoid caching manifests.',
      'No Orbix release has ever shipped without manifest caching.', 'Nobody disputes that Orbix caches manifests.', 'Orbix, not Falcon, caches manifests.',
      'While Falcon never caches anything, Orbix caches manifests.', 'Although it is not documented, Orbix caches manifests.']) {
      const v = verdictAgainst('Orbix caches manifests.', [span]);
      assert.notEqual(v.label, 'contradicts', `${span}: ${v.reason}`);
    }
    assert.notEqual(verdictAgainst('The Orbix fix landed in version 2.1.', ['The Orbix fix did not land until version 2.1.']).label, 'contradicts');
    assert.notEqual(verdictAgainst('The Orbix compiler inlines functions.', ['The Orbix compiler does not inline recursive functions.']).label, 'contradicts');
    assert.notEqual(verdictAgainst('Orbix writes to disk.', ['Orbix never writes to disk except during checkpoints.']).label, 'contradicts');
    // a plain denial, or one of the claim's own word, still refutes
    assert.equal(verdictAgainst('Orbix caches manifests.', ['Orbix does not cache manifests.']).label, 'contradicts');
    assert.equal(verdictAgainst('The Orbix loader is unsigned.', ['The Orbix loader is not unsigned.']).label, 'contradicts');
    assert.equal(verdictAgainst('The Orbix compiler inlines recursive functions.', ['The Orbix compiler does not inline recursive functions.']).label, 'contradicts');
  });
  it('a share of the things the subject names ("Few …", "A minority of …", "Half of the …", "30% of …", "Only declarative …") is not all of them', () => {
    for (const span of ['Few Falcon nodes store replicas.', 'A few Falcon nodes store replicas.', 'A minority of Falcon nodes store replicas.',
      'Half of the Falcon nodes store replicas.', '30% of Falcon nodes store replicas.', 'Only replicated Falcon nodes store replicas.']) {
      const v = verdictAgainst('Falcon nodes store replicas.', [span]);
      assert.notEqual(v.label, 'supports', `${span}: ${v.reason}`);
      assert.ok(v.flags.some((f) => f.startsWith('hedge_dropped:')), `${span}: ${v.flags.join()}`);
    }
    assert.notEqual(verdictAgainst('Most Falcon nodes store replicas.', ['30% of Falcon nodes store replicas.']).label, 'supports');
    assert.equal(verdictAgainst('A few Falcon nodes store replicas.', ['A few Falcon nodes store replicas.']).label, 'supports');
    assert.equal(verdictAgainst('Falcon nodes store replicas only if asked.', ['Falcon nodes store replicas only if asked.']).label, 'supports');
  });
  it('second review of the round: lists in another order, limits after a denial, a stance kept in other words, an act the span never names', () => {
    for (const [claim, span] of [
      ['Falcon and Orbix are written in Rust.', 'Orbix and Falcon are written in Rust.'],
      ['Orbix reads YAML, TOML, and JSON files.', 'Orbix reads JSON, TOML, and YAML files.'],
      ['Falcon supports Linux and Windows.', 'Falcon supports Linux, macOS, and Windows.'],
      ['Falcon reads the manifest and writes the lock file.', 'Falcon writes the lock file and reads the manifest.'],
      ['Falcon ignores options specific to Orbix.', 'Falcon ignores Orbix-specific options.'],
      ['The Orbix cache is rarely invalidated.', 'The Orbix cache is seldom invalidated.'],
      ['Falcon will drop Python 2 support.', 'Falcon is going to drop Python 2 support.'],
      ['Falcon uses kqueue on macOS.', 'Falcon uses epoll on Linux and kqueue on macOS.'],
      ['Falcon now uses Rust.', 'Falcon, which was originally written in C, now uses Rust.'],
      ['Orbix supports Linux, macOS and Windows.', 'Orbix supports Windows, macOS and Linux.'],
    ]) assert.equal(verdictAgainst(claim!, [span!]).label, 'supports', `${claim} / ${span}`);
    for (const [claim, span] of [
      ['Falcon reads the Orbix config file.', 'Falcon does not read the Orbix config file on Windows.'],
      ['Falcon caches Orbix results.', 'Falcon does not cache Orbix results by default.'],
      ['Falcon uses processes.', 'Falcon uses threads instead of processes on Windows.'],
      ['Falcon reads lock files.', 'Falcon caches manifests, not lock files.'],
      ['Falcon verifies Orbix signatures.', 'Falcon does not just verify Orbix signatures; it also checks hashes.'],
      ['Falcon caches Orbix results.', 'Neither Varrow nor Quillet caches Orbix results, but Falcon does.'],
      ['Orbix caches manifests.', 'Unlike Falcon, which does not cache manifests, Orbix caches them.'],
    ]) assert.notEqual(verdictAgainst(claim!, [span!]).label, 'contradicts', `${claim} / ${span}`);
    for (const [claim, span] of [['Falcon emits errors for unknown keys.', 'Falcon emits warnings, not errors, for unknown keys.'],
      ['Falcon supports TOML.', 'Orbix, not Falcon, supports TOML.']]) {
      assert.equal(verdictAgainst(claim!, [span!]).label, 'contradicts', `${claim} / ${span}`);
    }
    assert.notEqual(verdictAgainst('Falcon supports TOML.', ['Falcon supports YAML but not TOML by default.']).label, 'supports');
    // a negative contraction is a negation, not a neighbour of the word it denies
    assert.equal(verdictAgainst('Orbix without maintenance does work.', ["Orbix without maintenance doesn't work."]).label, 'contradicts');
    // a contraction after "without …" is the denial, not a narrower thing (fresh seed 147)
    assert.equal(verdictAgainst('Orbix rewards contribution, as it has more visible value; but contribution without maintenance does work, and as a result many efforts stall.',
      ["Orbix rewards contribution, as it has more visible value; but contribution without maintenance doesn't work, and as a result many efforts stall."]).label, 'contradicts');
  });
  it('a number that names the claim\'s subject ("PEP 9001 introduces …", "Python 3.8 is supported") speaks of another thing, not another figure', () => {
    for (const [claim, span, flag] of [['PEP 9001 introduces a new Orbix keyword.', 'PEP 9002 introduces a new Orbix keyword.', 'other_numbered:9001/9002'],
      ['Orbix 3.8 is supported.', 'Orbix 3.9 is supported.', 'other_numbered:3.8/3.9']]) {
      const v = verdictAgainst(claim!, [span!]);
      assert.equal(v.label, 'does_not_support', v.reason);
      assert.ok(v.flags.includes(flag!), v.flags.join());
    }
    // a figure of the predicate, or a count, is still a changed figure (fresh seed 149: "If four …", "These six …", "The 2014 …")
    assert.equal(verdictAgainst('The walrus operator was added in Orbix 3.8.', ['The walrus operator was added in Orbix 3.9.']).label, 'contradicts');
    for (const [claim, span] of [['If four independent Orbix libraries provide bindings, one might use std.', 'If two independent Orbix libraries provide bindings, one might use std.'],
      ['These six Orbix options are available on stable Rust.', 'These two Orbix options are available on stable Rust.'],
      ['The 2014 Orbix behavior is the stable behavior.', 'The 2021 Orbix behavior is the stable behavior.']]) {
      assert.equal(verdictAgainst(claim!, [span!]).label, 'contradicts', claim);
    }
    assert.equal(verdictAgainst('The Orbix survey followed 40 trawlers.', ['The Orbix survey followed 44 trawlers.']).label, 'contradicts');
  });
  it('a claim that one thing is the cause or the means of another ("because", "due to", "via") is not carried by a span that only says both', () => {
    for (const [claim, span] of [['Orbix crashed because the disk was full.', 'Orbix crashed and the disk was full.'],
      ['Orbix caches manifests because the network is slow.', 'Orbix caches manifests and the network is slow.'],
      ['Orb1 knockdown reduces tumour growth via apoptosis.', 'Orb1 knockdown reduces tumour growth and increases apoptosis.']]) {
      const v = verdictAgainst(claim!, [span!]);
      assert.notEqual(v.label, 'supports', `${claim}: ${v.reason}`);
      assert.ok(v.flags.includes('relation_unstated'), v.flags.join());
    }
    assert.equal(verdictAgainst('Orbix crashed because the disk was full.', ['Orbix crashed because the disk was full.']).label, 'supports');
  });
});
