// The claim's act with its own subject and object: a span that uses the same verb about something else, names the
// claim's word only in another place, or tells the reader what to do, does not carry it. Invented Orbix sentences.
import assert from 'node:assert/strict';
import { argumentMisplaced, commonPredicateMissing } from '../../src/core/verify/arguments';
import { verdictAgainst } from './verify-fixtures';

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
  it('"However, it can be difficult to use …" names its subject no more than "It can be …"', () => {
    const v = verdictAgainst('However, it can be difficult to use those features.', ['Orbix assembly is a difficult feature to implement in a compiler backend.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('unnamed_subject'), v.flags.join());
    assert.equal(verdictAgainst('However, it can be difficult to use those Orbix features.', ['However, it can be difficult to use those Orbix features.']).label, 'supports');
  });
});
