// The twentieth round of verification on real writing (invented sentences, each a kind seen on the eval sets): a
// figure's version compared as written, a release's one-time act, a passive read past its goal, hedges and modals kept
// in other forms, conditions said in other words, and four kinds of wrong accept (traded operators, a "respectively"
// of "or", a denial moved to the other clause, a literal written otherwise, the two sides of "unlike").
import assert from 'node:assert/strict';
import { verdictAgainst } from './verify-fixtures';
import { plainText } from '../../src/core/engine/plain';
import { draftProse } from '../../src/core/claims/markdown';
import { parseSource } from '../../src/core/sources/index';

const PEP = 'python-peps/pep-9999.rst';
const RFC = 'rust-rfcs/4411-orbix.md';
const label = (claim: string, span: string, path = PEP) => verdictAgainst(claim, [span], path);
const supports = (claim: string, span: string, path = PEP) => {
  const v = label(claim, span, path);
  assert.equal(v.label, 'supports', `${claim}\n${span}\n${v.reason}`);
};
const contradicts = (claim: string, span: string, path = PEP) => {
  const v = label(claim, span, path);
  assert.equal(v.label, 'contradicts', `${claim}\n${span}\n${v.reason}`);
  return v;
};
const notSupported = (claim: string, span: string, path = PEP) => {
  const v = label(claim, span, path);
  assert.notEqual(v.label, 'supports', `${claim}\n${span}\n${v.reason}`);
  return v;
};
const notContradicted = (claim: string, span: string, path = PEP) => {
  const v = label(claim, span, path);
  assert.notEqual(v.label, 'contradicts', `${claim}\n${span}\n${v.reason}`);
};

describe('verify: the twentieth round', () => {
  it('compares versions of several dots by their strings ("1.2.0" is not "1.0.0", "1.4.3" is not "1.4.2")', () => {
    const v = contradicts('The quillet fix was released in version 1.4.3 of the crate.', 'The quillet fix was released in version 1.4.2 of the crate.');
    assert.ok(v.flags.includes('number_mismatch:1.4.3'), v.flags.join(' '));
    contradicts('This deprecates a stable Orbix API during the 1.2.0 beta.', 'This deprecates a stable Orbix API during the 1.0.0 beta.', RFC);
    supports('The quillet fix was released in version 1.4.2 of the crate.', 'The quillet fix was released in version 1.4.2 of the crate.');
    // (a version of two dots against one of one dot is not compared by this reading)
    notContradicted('The quillet fix was released in version 2.0 of the crate.', 'The quillet fix was released in version 2.0.0 of the crate.');
  });

  it('reads two releases of one product doing the same one-time act as a changed figure', () => {
    const v = contradicts('Python 3.9 added the quillet slot so that modules can mark themselves.', 'Python 3.11 added the quillet slot so that modules can mark themselves.');
    assert.ok(v.flags.includes('number_mismatch:3.9'), v.flags.join(' '));
    // (a state two releases may share, and two documents of one number, are other things of that name)
    notContradicted('Python 3.9 supports the quillet slot.', 'Python 3.11 supports the quillet slot.');
    notContradicted('PEP 9 introduced the quillet slot.', 'PEP 12 introduced the quillet slot.');
    notContradicted('Python 3.9 removed the quillet slot.', 'Python 3.11 added the quillet slot.');
  });

  it('reads "added" as a form of "add", and a passive whose agent comes after its goal', () => {
    supports('One or more Orbix files can be added to a crate by Rust developers.', 'Rust developers can add one or more Orbix files to their crate.', RFC);
    notSupported('The Orbix files can be added to a crate by developers.', 'The Orbix files can add developers to a crate.', RFC);
    // ("by default" names no agent)
    notSupported('The Orbix flag can be added to the list by default.', 'Users can add the Orbix flag to the list.', RFC);
  });

  it('weighs who acts on what within the verb\'s own clause, past its modal and adverbs', () => {
    supports('Since these are literals, the quillet compiler can still optimize this addition away.',
      'Because these are literals, this addition can still be optimized away by the quillet compiler; the Orbix compiler already does so.');
    supports('Quillet projects that lack a RECORD file must not be uninstalled or removed by tools.', 'Tools must not uninstall/remove Quillet projects that lack a RECORD file.');
    notSupported('The quillet compiler can still optimize this addition away.', 'The quillet compiler can still be optimized away by this addition.');
  });

  it('keeps a verb of suggesting or seeming in another form, with or without its "that"', () => {
    supports('The download counts suggest this Orbix target is less popular than some other targets.', 'The download counts suggest that this Orbix target is less popular than some other targets.', RFC);
    supports('Experience with Orbix suggests, as a note of caution, that work on memory models can take years.', 'As a note of caution, experience with Orbix suggests that the work on memory models can take years.', RFC);
    supports('A grace period of a month seeming reasonable, the quillet vote is then closed.', 'A grace period of a month seems reasonable, and the quillet vote is then closed.');
    notSupported('The download counts show that this Orbix target is less popular than some other targets.', 'The download counts suggest that this Orbix target is less popular than some other targets.', RFC);
    notSupported('The quillet scheme is extended to other forms.', 'It seems the quillet scheme could be extended to other forms.');
  });

  it('takes "another" for "some other"', () => {
    supports('The quillet scheme could be subsumed by another generalization of the lifetime system.', 'The quillet scheme could be subsumed by some other generalization of the lifetime system.');
    notSupported('The quillet scheme could be subsumed by a generalization of the lifetime system.', 'The quillet scheme could be subsumed by some other generalization of the lifetime system.');
  });

  it('finds a modal past "in the future", and "should" in a mandative "be"', () => {
    supports('The quillet scheme could in the future be extended to other syntactic forms.', 'In the future, the quillet scheme could be extended to other syntactic forms.');
    supports('RFC 4411 proposes that Orbix closure capturing be minimal rather than maximal.', 'This RFC proposes that Orbix closure capturing should be minimal rather than maximal.', RFC);
    notSupported('RFC 4411 says Orbix closure capturing is minimal rather than maximal.', 'This RFC proposes that Orbix closure capturing should be minimal rather than maximal.', RFC);
    notSupported('The quillet cache will in the future be cleared.', 'The quillet cache could be cleared in the future.');
  });

  it('states a condition said in other words: past a bracket inside a bracket, a swallowed main clause, "finds that", a participle', () => {
    supports('When an attribute chain is given, quillet cannot tell what each step of getattr returned.',
      'Quillet cannot tell what each step of getattr returned when an attribute chain is given (e.g. ``attrgetter("a.b", default=X)``).');
    supports('The quillet period is limited; if no vote has been resubmitted after that period, the proposal is rejected.',
      'The quillet period is limited, if no vote has been resubmitted after that period the proposal is rejected.');
    supports('When a quillet slot cannot handle the passed argument types, it may return the NotImplemented singleton.',
      'If a quillet slot finds that it cannot handle the passed argument types, it may return the NotImplemented singleton.');
    supports('Third-party distributions using an unmodified quillet interpreter may be affected by these values.',
      'Third-party distributions may be affected by these values if using an unmodified quillet interpreter.');
    notSupported('Third-party distributions may be affected by these values, since they use an unmodified quillet interpreter.',
      'Third-party distributions may be affected by these values if using an unmodified quillet interpreter.');
    notSupported('If the quillet upload fails, Orbix aborts twice.', 'Orbix aborts if the quillet upload fails twice.');
  });

  it('carries a name by its "-format" compound', () => {
    contradicts('Python can execute directories and ZIP archives of quillet scripts since version 2.7.', 'Python can execute directories or ZIP-format archives of quillet scripts since version 2.6.');
    notSupported('Quillet reads ZIP64 archives.', 'Quillet reads ZIP-format archives.');
  });

  it('does not accept an operator the span writes of something else', () => {
    const v = notSupported('According to the PEP, quillet_min() will only use the > operator, while quillet_max() will only use <.',
      'The ``quillet_min()`` operation will only use the < operator; quillet_max() will only use the > operator.');
    assert.ok(v.flags.some((f) => f.startsWith('symbol_elsewhere:')), v.flags.join(' '));
    supports('According to the PEP, quillet_min() will only use the < operator, while quillet_max() will only use >.',
      'The ``quillet_min()`` operation will only use the < operator; quillet_max() will only use the > operator.');
  });

  it('pairs a "respectively" of "or" item by item', () => {
    const v = notSupported('Quillet and Orbix run on Java\'s or .NET\'s threading system respectively.', 'Quillet and Orbix run on .NET\'s or Java\'s threading system respectively.');
    assert.ok(v.flags.some((f) => f.startsWith('respectively_mispaired:')), v.flags.join(' '));
    supports('Quillet and Orbix run on .NET\'s or Java\'s threading system respectively.', 'Quillet and Orbix run on .NET\'s or Java\'s threading system respectively.');
  });

  it('reads a denial moved to the other clause, past a compound\'s second word ("type-checking")', () => {
    contradicts('Quillet aliases are currently checked for WF, since they are not considered transparent to type-checking.',
      'Quillet aliases are currently not checked for WF, since they are considered transparent to type-checking.');
    supports('Quillet aliases are currently not checked for WF, since they are considered transparent to type-checking.',
      'Quillet aliases are currently not checked for WF, since they are considered transparent to type-checking.');
  });

  it('compares a quoted literal as written', () => {
    const v = notSupported('As inline quillet dicts are meant to be anonymous, their __name__ is set to the \'<anonymous QuilletDict>\' string.',
      'As inline quillet dicts are meant to be *anonymous*, their ``__name__`` is set to the ``<inline QuilletDict>`` string.');
    assert.ok(v.flags.includes('code_differs:<anonymous QuilletDict>'), v.flags.join(' '));
    supports('As inline quillet dicts are meant to be anonymous, their __name__ is set to the \'<inline QuilletDict>\' string.',
      'As inline quillet dicts are meant to be *anonymous*, their ``__name__`` is set to the ``<inline QuilletDict>`` string.');
  });

  it('does not accept the two sides of "unlike" traded', () => {
    const v = notSupported('Python checks quillet types at compile time, unlike Rust.', 'Rust checks quillet types at compile time, unlike Python.');
    assert.ok(v.flags.includes('arguments_reversed:contrast'), v.flags.join(' '));
    notSupported('Explicit parameters may be needed, because the quillet alias is within the generic scope, unlike the return type.',
      'Explicit parameters may be needed, due to the return type being within the generic scope, unlike the quillet alias.');
    supports('Unlike Python, Rust checks quillet types at compile time.', 'Rust checks quillet types at compile time, unlike Python.');
  });
});

describe('claims: a tag that names no HTML element is the writer\'s text', () => {
  it('keeps "<anonymous QuilletDict>" in the claim, and drops a real element\'s tags', () => {
    assert.equal(plainText('Its name is the \'<anonymous QuilletDict>\' string, in <b>bold</b>.'), 'Its name is the \'<anonymous QuilletDict>\' string, in bold.');
    const blocks = draftProse('# N\n\nIts name is the \'<anonymous QuilletDict>\' string, in <b>bold</b>.\n', { checkHeadings: false }).blocks.map((b) => b.block.plain);
    assert.deepEqual(blocks, ['Its name is the \'<anonymous QuilletDict>\' string, in bold.']);
  });
  it('reads such a tag in a Markdown source as the claims read it', () => {
    assert.equal(parseSource('The tarn loader returns Option<Module> when the path is <b>missing</b>.\n', 'notes/tarn.md').plain.trim(),
      'The tarn loader returns Option<Module> when the path is missing.');
    supports('The tarn loader returns Option<Module> when the path is missing.', 'The tarn loader returns Option<Module> when the path is missing.', 'notes/tarn.md');
  });
});

describe('verify: the twentieth round\'s review', () => {
  // pairs on which a first version of the round's rules gave a wrong verdict (invented sentences)
  it('reads a passive\'s goal with what is acted on, so a swapped goal and agent stay reversed', () => {
    notSupported('The scheduler added the worker to the tarn pool.', 'The worker is added to the scheduler by the tarn pool.');
    notSupported('The tarn gateway sends the token to the vexa client.', 'The token is sent to the tarn gateway by the vexa client.');
    supports('The tarn gateway sends the token to the vexa client.', 'The token is sent to the vexa client by the tarn gateway.');
  });

  it('keeps a verb of seeming only where the claim says it of the same thing', () => {
    notSupported('The tarn cache is full and a warning appears.', 'The tarn cache appears to be full, and a warning is shown.');
    notSupported('The tarn allocator is faster, though the benchmarks seem noisy.', 'The tarn allocator seems faster, though the benchmarks seem noisy.');
    notSupported('Other runtimes drop the tarn frame on another thread.', 'Some other runtimes drop the tarn frame on another thread.');
  });

  it('reads "when it comes to a stop" as a condition, a tool named "X-format" as another name', () => {
    notSupported('The tarn scheduler drains the queue.', 'The tarn scheduler drains the queue when it comes to a stop.');
    notSupported('Quill rewrites the import blocks of tarn files.', 'Quill-format rewrites the import blocks of tarn files.');
  });

  it('does not read a condition\'s own tail, or a participle after an object, as the claim\'s', () => {
    notSupported('If the worker exits, the tarn lock is released before the timeout.', 'The tarn lock is released, if the worker exits before the timeout.');
    notSupported('The vexa linter flags modules invoked with --strict.', 'The vexa linter flags modules if invoked with --strict.');
  });

  it('reads two releases as one act only for one thing said alike', () => {
    notContradicted('Python 3.11 added new opcodes to the interpreter.', 'Python 3.12 added new opcodes to the interpreter.');
    notContradicted('Rust 1.70 stabilized several tarn APIs.', 'Rust 1.71 stabilized several tarn APIs.');
    notContradicted('Python 3.9 added the tarn slot.', 'Python 3.11 added the tarn slot to the stable ABI.');
  });

  it('does not take "least" before an opposite for an opposite', () => {
    notContradicted('Tarn chooses the cheapest build path.', 'Tarn chooses the least expensive build path.');
  });

  it('compares a literal whole, and a possible ability is not an ability', () => {
    notSupported('The tarn key is read from \'~/.tarn/key\'.', 'The tarn key is read from ``~/.tarn/key.bak``.');
    supports('The tarn key is read from \'~/.tarn/key\'.', 'The tarn key is read from ``~/.tarn/key``.');
    notSupported('Vexa users can rebuild the tarn index.', 'Vexa users may be able to rebuild the tarn index.');
    supports('Vexa users may be able to rebuild the tarn index.', 'Vexa users may be able to rebuild the tarn index.');
  });
});
