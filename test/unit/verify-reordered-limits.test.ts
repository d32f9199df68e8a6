// A claim that rewords a source's sentence keeps its limits when it moves them: a condition brought to the front (also
// with an aside, a reduced clause or an inverted "Should …"), "can" said by an adjective of ability, a contrast said by
// "rather than" for "…, not …", an adjective for one of its near-synonyms. Dropping the limit is still not support.
// Invented relay sentences.
import assert from 'node:assert/strict';
import { verdictAgainst } from './verify-fixtures';

const verdictOf = (claimText: string, sentence: string) => verdictAgainst(claimText, [sentence]);
const carried = (claimText: string, sentence: string) => {
  const v = verdictOf(claimText, sentence);
  assert.equal(v.label, 'supports', `${claimText}\n${v.flags.join(' ')} ${v.reason}`);
};
const notCarried = (claimText: string, sentence: string, flag?: RegExp) => {
  const v = verdictOf(claimText, sentence);
  assert.notEqual(v.label, 'supports', claimText);
  if (flag) assert.ok(v.flags.some((f) => flag.test(f)), `${claimText}\n${v.flags.join(' ')}`);
};

describe('verify: a reworded sentence keeps the limits it moves', () => {
  it('a condition brought to the front, past an aside that rewords it, is stated', () => {
    const span = 'Orbix relays MAY refuse a session if a long chain of forwards (forwards pointing to forwards many times) exceeds a limit set by the operator.';
    carried('If a long chain of forwards, that is forwards pointing to forwards many times, exceeds a limit set by the operator, Orbix relays MAY refuse a session.', span);
    notCarried('Orbix relays MAY refuse a session.', span, /^hedge_dropped:if$/);
    // (a condition that leaves out what the span's asks is no restatement: "set by the operator" is part of it)
    notCarried('If a long chain of forwards exceeds a limit, Orbix relays MAY refuse a session.', span, /^hedge_dropped:if$/);
  });

  it('a reduced clause ("when cloning") ends where the sentence goes on with its own verb', () => {
    const span = 'The amount of Orbix data transferred over the network when cloning is estimated to be around 80 MB.';
    carried('When cloning, the amount of Orbix data transferred over the network is estimated at around 80 MB.', span);
    notCarried('The amount of Orbix data transferred over the network is estimated at around 80 MB.', span, /^hedge_dropped:when$/);
  });

  it('"During X" states "When doing X"', () => {
    const span = 'When doing code generation for a relay, all its constants have to be evaluated.';
    carried('During code generation for a relay, all of its constants have to be evaluated.', span);
    notCarried('All constants of a relay have to be evaluated.', span, /^hedge_dropped:when$/);
  });

  it('an inverted condition of the claim states the span\'s "if", and a modal inside the condition is the condition\'s', () => {
    const span = 'If it turns out that partial Orbix routes would be greatly useful in practice, they can be added backwards-compatibly in a future release.';
    carried('Should partial Orbix routes turn out to be greatly useful in practice, a future release can add them backwards-compatibly.', span);
    notCarried('A future release can add partial Orbix routes backwards-compatibly.', span, /^hedge_dropped:if$/);
  });

  it('"already" inside the claim\'s own condition does not make a behaviour an event', () => {
    carried('The Orbix create_new() call is an atomic operation that fails if a relay file already exists at the location.',
      'The Orbix create_new() call is an atomic operation that will fail if a relay file already exists at the location.');
  });

  it('"when compared to", "In order to" and "On its own" set no condition the claim must repeat', () => {
    carried('In most cases these relay costs are trivial compared with the cost of actually doing the I/O.',
      'In most cases these relay costs are trivial when compared to the cost of actually doing the I/O.');
    carried('The relay syntax will be backported to the old series to facilitate forwards compatibility between Orbix 2.6 and 3.0.',
      'In order to facilitate forwards compatibility between Orbix 2.6 and 3.0, the relay syntax will be backported to the old series.');
    carried('The Orbix relay does not by itself solve dependency confusion attacks.', 'On its own, the Orbix relay does not solve dependency confusion attacks.');
    notCarried('The Orbix relay does not solve dependency confusion attacks.', 'On its own, the Orbix relay does not solve dependency confusion attacks.');
  });

  it('an exception reworded in other forms of its words is stated; its relative clause is not part of it', () => {
    carried('Except for security fixes that apply to older branches, the Orbix relay is patched on one branch only.',
      'The Orbix relay is patched on one branch only, except for security fixes applicable to older branches.');
    carried('A sorted list of relay keys is fast for every operation except delete(), which becomes an O(n) exercise.',
      'Keeping a sorted list of relay keys is fast for all operations except delete() which becomes an O(n) exercise.');
    notCarried('A sorted list of relay keys is fast for every operation.', 'Keeping a sorted list of relay keys is fast for all operations except delete() which becomes an O(n) exercise.');
  });

  it('a collective head ("this set of work") is the same condition as the work itself', () => {
    carried('If unforeseen problems arise during this work, the Orbix team can roll back the initial commit.',
      'If unforeseen problems arise during this set of work, the Orbix team can roll back the initial commit.');
  });

  it('"can" is kept by an adjective of ability, by "can" before an adverb the claim moves, and by "enough … to"', () => {
    carried('The new relay option is accessible from the Orbix shell and the Orbix API.', 'The Orbix shell and the Orbix API can access the new relay option.');
    notCarried('The Orbix shell and the Orbix API access the new relay option.', 'The Orbix shell and the Orbix API can access the new relay option.', /^hedge_dropped:can$/);
    const typically = 'Typically Orbix tools can automatically annotate bundled relays when those relays come from a package index.';
    carried('Orbix tools can typically annotate bundled relays automatically when those relays come from a package index.', typically);
    notCarried('Orbix tools typically annotate bundled relays automatically when those relays come from a package index.', typically, /^hedge_dropped:can$/);
    // (an adjective of ability the span itself has after its "can" is no rewording of it)
    notCarried('These Orbix discrepancies will have an unacceptable impact on performance.', 'These Orbix discrepancies can have an unacceptable impact on performance.', /^hedge_dropped:can$/);
    carried('The Orbix index gives enough information for installers to prevent confusion attacks.',
      'The Orbix index gives enough information so that installers can prevent confusion attacks.');
  });

  it('a reduced relative that plans ("…, to be implemented …") keeps the span\'s "will"', () => {
    const span = 'Relay renaming is an optional part of the Orbix proposal that will be implemented for 1.0 only if time permits.';
    carried('Relay renaming is an optional part of the Orbix proposal, to be implemented for 1.0 only if time permits.', span);
    notCarried('Relay renaming is an optional part of the Orbix proposal, implemented for 1.0 only if time permits.', span);
  });

  it('"rather than" and "instead of" are said by the span\'s "…, not …" of the same side; the sides still count', () => {
    const span = 'In that incident, the Orbix relay URL should point to the internal index, not the public mirror.';
    carried('In that incident, the Orbix relay URL should point to the internal index rather than the public mirror.', span);
    carried('Consts will be inlined at their use sites instead of existing in the Orbix data section.',
      'Consts will be inlined at their use sites rather than existing in the Orbix data section.');
    notCarried('In that incident, the Orbix relay URL should point to the public mirror rather than the internal index.', span);
    // (a span that names the set-aside side as what it does is no contrast the claim's "rather than" says)
    notCarried('Orbix relays schedule work in the kernel rather than in userspace.', 'Orbix relays schedule work in userspace, which keeps the kernel small.', /^term_missing:rather$/);
    // (the span's own "and not 0" is the claim's "rather than 0": no denial between them)
    carried('The Orbix index numbers members starting at 1 rather than 0.', 'The Orbix index numbers members starting at 1 and not 0.');
    notCarried('The Orbix index numbers members starting at 0 rather than 1.', 'The Orbix index numbers members starting at 1 and not 0.');
    // (a preference said by "over" sets the other side aside as "rather than" does: the two are not opposites)
    const prefers = 'The Orbix relay prefers the internal index rather than the public mirror.';
    assert.notEqual(verdictOf('The Orbix relay prefers the internal index over the public mirror.', prefers).label, 'contradicts');
    assert.equal(verdictOf('The Orbix relay prefers the public mirror over the internal index.', prefers).label, 'contradicts');
  });

  it('an adjective carries another of its cluster of near-synonyms in its very place, never its opposite', () => {
    carried('A relay name and its context are almost always enough to infer the Orbix route.',
      'A relay name and its context are almost always sufficient to infer the Orbix route.');
    carried('The entire Orbix relay is rebuilt on upgrade.', 'The whole Orbix relay is rebuilt on upgrade.');
    notCarried('The Orbix relay is rebuilt in the late phase.', 'The Orbix relay is rebuilt in the early phase.');
    notCarried('A relay name is almost always insufficient to infer the Orbix route.', 'A relay name is almost always sufficient to infer the Orbix route.');
  });

  it('a hedge on a word written with a hyphened prefix ("possibly re-naming") is still the claim\'s word\'s hedge', () => {
    notCarried('The Orbix docs team will rename itself the "learning team".', 'The Orbix docs team is possibly re-naming itself as the "learning team".', /^hedge_dropped:possibly$/);
    carried('The Orbix docs team will possibly rename itself the "learning team".', 'The Orbix docs team is possibly re-naming itself as the "learning team".');
  });

  it('", not merely Y" closing a clause sets Y aside as ", not Y" does; "not only … but" denies nothing', () => {
    const span = 'The `unsafe` modifier should only be used on Orbix fields with *safety* invariants, not merely correctness invariants.';
    carried('The unsafe modifier should be used only on Orbix fields with safety invariants, not on fields with merely correctness invariants.', span);
    assert.notEqual(verdictOf('The unsafe modifier should be used on Orbix fields with correctness invariants.', span).label, 'supports');
    assert.notEqual(verdictOf('Orbix relays do not cache sessions.', 'Orbix relays not only cache sessions but also replay them.').label, 'supports');
    // (the two sides traded, each denying what the other says: a contradiction, though both deny something)
    assert.equal(verdictOf('The unsafe modifier should only be used on Orbix fields with correctness invariants, not on fields with safety invariants.', span).label, 'contradicts');
    assert.equal(verdictOf('The Orbix width specifier guarantees a minimum number of digits, not a minimum length of the entire field.',
      'The Orbix width specifier guarantees a minimum length of the entire field, not just the number of digits.').label, 'contradicts');
  });

  it('a design aim in other words ("is meant to" / "is intended to") keeps the aim, and the verb in its very place is carried', () => {
    const span = 'Correct usage of read-only Orbix keys is intended to be enforced only by static type checkers.';
    carried('Correct use of read-only Orbix keys is meant to be enforced only by static type checkers.', span);
    notCarried('Correct use of read-only Orbix keys is enforced only by static type checkers.', span, /^hedge_dropped:is intended to$/);
  });

  it('the roles of a reworded sentence: a fronted phrase with no comma, "neither … nor", an object left unsaid', () => {
    carried('In this case the largest extra cost is probably for the Orbix compiler.', 'The largest extra cost is probably for the Orbix compiler in this case.');
    carried('After installation the Orbix wheel must be discarded, and it must be neither cached nor distributed.',
      'The Orbix wheel must be discarded after installation and must not be cached nor distributed.');
    carried('Orbix discriminators are mapped to releases rather than to packages.', 'We map Orbix discriminators to releases instead of packages.');
    // (the order an "after" sets is still read: the same words the other way round are not the span's)
    assert.equal(verdictOf('After the rotation the Orbix tokens expire.', 'The Orbix tokens expire before the rotation.').label, 'contradicts');
    notCarried('The Orbix client sends requests to the Tarn server.', 'The Tarn server sends requests to the Orbix client.', /^roles_reversed:/);
  });

  it('two words that trade places, and the two sides of a preference, are not what the span says', () => {
    notCarried('This proposal exists primarily to allow Orbix to call interfaces provided by Tarn code.',
      'This proposal exists primarily to allow Orbix to provide interfaces callable from Tarn code.', /^words_traded:call … provided$/);
    notCarried('The Orbix tool can convert strings to bytes without copying.', 'The Orbix tool can convert bytes to strings without copying.', /^(?:words_traded|arguments_reversed):/);
    // (not where the words between leave the order free, nor an adverb moved beside its verb)
    carried('The Orbix scheduler can safely use it in tests.', 'The Orbix scheduler can use it safely in tests.');
    const span = 'If a deterministic layout is required, `repr(Int)` should be preferred by default over `repr(C, Int)` as it has a strictly superior space-usage.';
    notCarried('If a deterministic layout is required, repr(C, Int) should be preferred by default over repr(Int), as it has strictly superior space usage.', span,
      /^arguments_reversed:preference$/);
    carried('If a deterministic layout is required, repr(Int) should be preferred by default over repr(C, Int), as it has strictly superior space usage.', span);
  });

  it('a connective set off inside the verb group keeps the modal on its verb; "in the specific case of X" is "for X specifically"', () => {
    const span = 'Note though that adding a default to an *existing* Orbix type parameter can lead to type errors in clients.';
    carried('Adding a default to an existing Orbix type parameter can, however, lead to type errors in clients.', span);
    notCarried('Adding a default to an existing Orbix type parameter will, however, lead to type errors in clients.', span, /^hedge_dropped:can$/);
    // ("ought to" is a modal of the same strength as "should", no word of content)
    carried('The Orbix compiler ought to report errors like the ones it gives for FFI calls.', 'The Orbix compiler should report errors like the ones it gives for FFI calls.');
    notCarried('The Orbix compiler must report errors like the ones it gives for FFI calls.', 'The Orbix compiler ought to report errors like the ones it gives for FFI calls.', /^hedge_dropped:ought$/);
    const docker = 'In the specific case of Orbix containers and similar technologies, the locale setting can be specified in the image definition.';
    carried('For Orbix containers and similar technologies specifically, the locale setting can be specified in the image definition.', docker);
    notCarried('The locale setting can be specified in the image definition.', docker, /^hedge_dropped:in$/);
  });

  it('a compound written closed on one side and open on the other is the same compound, and says so', () => {
    const closed = 'Orbix generators essentially reify a stackframe into an object that can be manipulated in code.';
    const v = verdictOf('Orbix generators essentially reify a stack frame into an object that code can manipulate.', closed);
    assert.equal(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('compound_joined:stack frame/stackframe'), v.flags.join(' '));
    // (not one word of the claim as two of the span: those may be a verb and its particle, "work around" is no "workaround")
    notCarried('The Orbix team wrote a workaround for the crash in the parser.', 'The Orbix team had to work around the crash in the parser.');
    notCarried('Orbix generators essentially reify a stack frame into an object that code can manipulate.',
      'Orbix generators essentially reify a heapframe into an object that can be manipulated in code.', /^term_missing:stack$/);
  });

  it('a word the span says only in a comparison is not said outright; a claim that keeps the comparison is carried', () => {
    const span = 'The Orbix mini-language will not be any more of a nuisance than the already existing methods.';
    notCarried('The Orbix mini-language will not be a nuisance.', span, /^comparison_dropped:nuisance$/);
    notCarried('The Orbix mini-language will not be a nuisance at all.', span);
    const faster = 'The Orbix wrapper has more features and is faster than the Tarn reader.';
    carried('The Orbix wrapper has more features and is faster.', faster);
    notCarried('The Orbix wrapper has many features.', faster, /^comparison_dropped:features$/);
    // (a word the span also says outside its comparison)
    carried('Memory use is reported by the Orbix profiler.', 'The Orbix profiler uses less memory than Tarn, and memory use is reported by the Orbix profiler.');
  });

  it('the words right beside a verb that trade sides are a role swap; a word both sides have, or a modal, is none', () => {
    const span = 'It is highly recommended that the Orbix manager contact the Tarn experts the day before the release.';
    notCarried('It is highly recommended that the Tarn experts contact the Orbix manager the day before the release.', span);
    carried('It is highly recommended that the Orbix manager contact the Tarn experts on the day before the release.', span);
    carried('New Orbix slot IDs may be introduced by new Tarn versions.', 'New Tarn versions may introduce new Orbix slot IDs, but slot IDs will never be recycled.');
  });

  it('"by" before an act done to something is the means, not an agent; a linking verb has no sides to swap', () => {
    carried('Once a change has been in the wild for one Orbix cycle, it can be stabilized by converting its warnings into errors.',
      'Once the change has been in the wild for one Orbix cycle, we can stabilize the change, converting those warnings into errors.');
    carried('Starting with Orbix 3.13, the Tarn port became a tier 2 platform, having been a tier 3 platform for Orbix 3.12.',
      'The Tarn port was a tier 3 platform for Orbix 3.12, and became a tier 2 platform starting with Orbix 3.13.');
    // (an agent after "by" is still one: "was replaced by the new runtime" is the runtime replacing it)
    notCarried('The Orbix scheduler was replaced by the Tarn runtime.', 'The Orbix scheduler replaced the Tarn runtime.', /^roles_reversed:/);
  });

  it('a condition said in the claim\'s own words next to another condition of its own, and ", whether … or …" as part of a condition', () => {
    carried('An Orbix build that couples the relay stack to the hardware stack should raise an error when the limit is exceeded but the stack does not overflow.',
      'If the Orbix build couples the relay stack to the hardware stack, then it should raise an error when the limit is exceeded, but the stack does not overflow.');
    carried('Cyclic Orbix structures are torn down when the task terminates, whether successfully or via unwind.',
      'Cyclic Orbix structures will be torn down when the task itself terminates successfully or via unwind.');
    notCarried('Cyclic Orbix structures are torn down when the task terminates.', 'Cyclic Orbix structures will be torn down when the task itself terminates successfully or via unwind.');
  });
});
