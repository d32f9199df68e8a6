// The claim's act with its own subject and object: a span that uses the same verb about something else, names the
// claim's word only in another place, or tells the reader what to do, does not carry it. Invented Orbix sentences.
import assert from 'node:assert/strict';
import { argumentMisplaced } from '../../src/core/verify/arguments';
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
    ];
    for (const [claim, span] of supported) {
      assert.equal(argumentMisplaced(claim, span), undefined, claim);
      assert.equal(verdictAgainst(claim, [span]).label, 'supports', `${claim} / ${span}`);
    }
    // a verb the span does not use, or a side it names with a pronoun, is not held against it
    assert.equal(argumentMisplaced('The Orbix loader reads the manifest.', 'It reads the manifest before the Orbix loader starts.'), undefined);
    assert.equal(argumentMisplaced('The Orbix loader reads the manifest.', 'The Orbix loader parses the manifest.'), undefined);
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
