// The thirty-ninth round of verification on real writing (invented sentences, each a kind seen on the checks' misses).
import assert from 'node:assert/strict';
import { argumentMisplaced } from '../../src/core/verify/arguments';
import { assertNotSupported, assertSupports, labelAgainst } from './verify-fixtures';

describe('verify: the thirty-ninth round — who does the act, read through the usual ways of rewording a sentence', () => {
  it('reads a subject that goes on with a relative clause as the whole noun phrase, not the clause alone', () => {
    assertSupports('Tools that expect the Tarn interface can use these quill bindings.',
      'These quill bindings can be used by tools that expect the Tarn interface.');
    // the roles are still read where they differ
    const swapped = assertNotSupported('The Tarn interface can use tools that expect these quill bindings.',
      'These quill bindings can be used by tools that expect the Tarn interface.');
    assert.ok(swapped.flags?.some((f) => f.startsWith('argument_elsewhere:')), swapped.reason);
  });

  it('reads "by a …" as the agent unless it measures, and keeps the order of two events', () => {
    assertSupports('A one-week review window will be followed by a three-day vote.',
      'There will be a one-week review window, followed by a three-day vote.');
    assertNotSupported('A three-day vote will be followed by a one-week review window.',
      'There will be a one-week review window, followed by a three-day vote.');
    assertSupports('Users would probably be helped to avoid quill overflows by a tarn lint.',
      'A tarn lint would probably help users avoid quill overflows.');
    assertNotSupported('A tarn lint would probably be helped to avoid quill overflows by users.',
      'A tarn lint would probably help users avoid quill overflows.');
    // a measure after "by a" names no agent
    assert.equal(argumentMisplaced('The quill cache was reduced by a third.', 'The Tarn team reduced the quill cache by a third.'), undefined);
  });

  it('reads a clause cut down to its participle as naming neither side ("whether imported", ", chosen for …")', () => {
    assertSupports('A name clash between quills is an error, whether the quills are imported or defined locally.',
      'Any name clash between quills, whether imported or defined locally, is an error.');
    assertSupports('The quill language was chosen for the ability to evaluate it safely.',
      'The quill language is inspired by Tarn, chosen for the ability to evaluate it safely.');
    assertSupports('Each quill argument is still evaluated only once, from left to right.',
      'The macro now works, with each quill argument still evaluated only once, from left to right.');
  });

  it('ends an object at a verb, an adverb or a following "is", and skips adverbs before a verb', () => {
    assertSupports('Development is complicated slightly by the quill generator.', 'The quill generator does complicate development slightly.');
    assertSupports('It may be desirable to offer a variant that falls back to the global tarn state instead.',
      'It may be desirable to offer a variant that instead falls back to the global tarn state.');
    assert.equal(argumentMisplaced('The quill index to be used is usually known from the command line.',
      'The quill index to use is usually known from the command line.'), undefined);
  });

  it('does not read a gerund after a verb as having that verb for its subject, nor a hyphened word as a verb', () => {
    assertSupports('Crates that parse Tarn syntax will need updating.', 'Crates that handle parsing Tarn syntax will need to be updated.');
    assertSupports('Ada Quill first proposed build-tarn in a 2019 RFC.', 'build-tarn was first proposed in a 2019 RFC by Ada Quill.');
    assertNotSupported('Bo Tarn first proposed build-tarn in a 2019 RFC.', 'build-tarn was first proposed in a 2019 RFC by Ada Quill.');
  });

  it('reads "X rather than Y" as a subject of X, and still sees the two traded', () => {
    assertSupports('Warning rather than erroring is recommended for quill groups.', 'We recommend warning, rather than erroring, for quill groups.');
    const traded = labelAgainst('Erroring rather than warning is recommended for quill groups.', 'We recommend warning, rather than erroring, for quill groups.');
    assert.notEqual(traded.label, 'supports', traded.reason);
  });
});

describe('verify: the thirty-ninth round — the same readings kept to what they stand on (an adversarial review\'s cases)', () => {
  it('takes only the noun a relative clause is said of into the subject, not the words before it', () => {
    assertNotSupported('Orbix now prefers Tarn for production builds.', 'Orbix engineers who maintain Quill now prefer Tarn for production builds.');
    assertNotSupported('Ada quickly adopted Tarn for nightly builds.', 'Under Ada the teams that maintain Quill quickly adopted Tarn for nightly builds.');
  });

  it('gives a cut-down clause the agent after its "by", and no one else', () => {
    assertNotSupported('Bo approves a Tarn patch.', 'Once approved by Ada, a Tarn patch is merged by Bo.');
    assertNotSupported('Tarn requires more packages than Quill.', 'Tarn pulls more packages than required by Quill.');
    assertNotSupported('Quill chose Tarn for its speed.', 'Chosen for its speed, Tarn replaced Quill.');
    assertNotSupported('Orbix was chosen over Quill for its speed.', 'Tarn, chosen over Quill for its speed, was adopted by Orbix.');
    assertNotSupported('Each Quill argument is evaluated only once by Tarn.', 'Each Tarn argument, still evaluated only once by Quill, is cached.');
    // "whether … or not" says it of no one, unless the claim asks it too
    assertNotSupported('Tarn modules are signed by Quill.', 'Tarn modules, whether signed by Quill or not, load without warnings.');
    // a name before a participle is an active verb's subject
    assertNotSupported('Orbix heavily depended on Quill.', 'Tarn heavily depended on Quill until Orbix replaced it.');
  });

  it('keeps the agent after "by" past "once" or "as …", and the head of "N of the M that …"', () => {
    assertNotSupported('Each Tarn argument is evaluated once by Quill.', 'With each Quill argument still evaluated only once by Tarn, the macro works.');
    assertNotSupported('The Tarn tests are run as a batch by Quill.', 'Orbix keeps the Tarn tests run as a batch by Brindle, unlike Quill.');
    assertNotSupported('Tarn loads Quill plugins whether Orbix signed them or not.', 'Tarn loads Quill plugins, whether signed by Bo or not, from Orbix.');
    assertNotSupported('The projects now fund Tarn.', 'Sponsors of the projects that joined Orbix now fund Tarn.');
  });

  it('reads a gerund after a verb as done by that verb\'s subject, and a verb before "is" as acting on the noun before its clause', () => {
    assertNotSupported('Quill parses Tarn syntax.', 'Crates that handle parsing Tarn syntax need Quill.');
    assertNotSupported('Tarn migrates Quill code.', 'Teams that finish migrating Quill code adopt Tarn.');
    assertNotSupported('Ada maintains Tarn.', 'The library Ada maintains is older than Tarn.');
    assertNotSupported('Tarn replaced Quill.', 'The parser Tarn replaced was faster than Quill.');
  });

  it('sees modifiers traded between the two sides of an act, or between two compounds', () => {
    assertNotSupported('Quill development is complicated slightly by the Tarn generator.', 'The Quill generator does complicate Tarn development slightly.');
    assertNotSupported('Tarn latency is reduced sharply by the Quill cache.', 'The Tarn cache reduces Quill latency sharply.');
    const traded = labelAgainst('Orbix users are helped by Tarn to avoid Quill errors.', 'Tarn helps Quill users avoid Orbix errors.');
    assert.notEqual(traded.label, 'supports', traded.reason);
    assert.ok(traded.flags?.some((f) => f.startsWith('attributes_traded:')), traded.reason);
    // a faithful passive with its phrase after the object stays carried
    assertSupports('Signing is delegated by Quill to the Tarn daemon.', 'Quill delegates signing to the Tarn daemon.');
  });

  it('reads neither a capitalised word inside a sentence nor a hyphened one as a verb', () => {
    assert.equal(argumentMisplaced('So it really is a Quill trait rather than a general Coerce trait.',
      'So it really is a `Quill` trait, not a general `Coerce` trait.'), undefined);
  });
});

describe('verify: the thirty-ninth round — code read in order', () => {
  it('does not carry a code literal whose words the claim writes in another order', () => {
    const span = 'If your project was licensed MIT but bundled a dependency under either Apache 2.0 or BSD, the expression would be ``MIT AND (Apache-2.0 OR BSD-2-Clause)``.';
    const swapped = labelAgainst('If your project was licensed MIT but bundled a dependency under either Apache 2.0 or BSD, the expression would be MIT OR (Apache-2.0 AND BSD-2-Clause).', span);
    assert.notEqual(swapped.label, 'supports', swapped.reason);
    assert.ok(swapped.flags?.some((f) => f.startsWith('code_differs:')), swapped.reason);
    assert.match(swapped.reason, /writes 'MIT AND \(Apache-2\.0 OR BSD-2-Clause\)', not 'MIT OR \(Apache-2\.0 AND BSD-2-Clause\)'/);
    assertSupports('If your project was licensed MIT but bundled a dependency under either Apache 2.0 or BSD, the expression would be MIT AND (Apache-2.0 OR BSD-2-Clause).', span);
    // a command of several words written plainly is the same command
    assertSupports('Use the quill tarn brindle command to list them.', 'Use the ``quill tarn brindle`` command to list them.');
  });
});

describe('verify: the thirty-ninth round — the document does not speak where its span names another of its kind', () => {
  it('does not read "It is proposed to … in a future PEP" as this PEP proposing it', () => {
    const later = labelAgainst('PEP 9999 proposes adding a --frozen flag.', 'It is therefore proposed to add a --frozen flag in a future PEP.');
    assert.notEqual(later.label, 'supports', later.reason);
    // its own proposal still is
    assertSupports('PEP 9999 proposes adding a --frozen flag.', 'It is therefore proposed to add a --frozen flag.');
  });
});
