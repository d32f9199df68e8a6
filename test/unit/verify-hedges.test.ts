// A copy of a source's sentence that drops what limits it is not carried: a hedge ("usually"), a modal it strengthens
// ("can" → "will", "should" → "must"), a condition ("If …, …", "… when …") or an exception ("…, except …"). A negation
// reaches only its own clause ("… is not invoked and the process will abort"). Invented relay sentences.
import assert from 'node:assert/strict';
import type { Claim, EvidenceSpan } from '../../src/core/model';
import { DEFAULT_THRESHOLDS, verifyClaim } from '../../src/core/verify/index';
import { proposeRepair } from '../../src/core/verify/repair';
import { makeClaim, makeDoc, spanOf, verdictAgainst } from './verify-fixtures';

const verdictOf = (claimText: string, sentence: string) => verdictAgainst(claimText, [sentence]);

describe('verify: what limits a source\'s sentence is part of what it says', () => {
  it('a modal the claim strengthens is not support; keeping or weakening it is', () => {
    const span = 'The Orbix relay can drop idle sessions after a restart.';
    const will = verdictOf('The Orbix relay will drop idle sessions after a restart.', span);
    assert.equal(will.label, 'partially_supports', will.flags.join());
    assert.ok(will.flags.includes('hedge_dropped:can'), will.flags.join());
    assert.match(will.reason, /'can drop'.*more firmly/);
    assert.notEqual(verdictOf('The Orbix relay drops idle sessions after a restart.', span).label, 'supports');
    for (const kept of ['The Orbix relay can drop idle sessions after a restart.', 'The Orbix relay may drop idle sessions after a restart.',
      'The Orbix relay might drop idle sessions after a restart.']) {
      assert.equal(verdictOf(kept, span).label, 'supports', kept);
    }
    // "should" is a recommendation: "must" says more, "should" or "may" no more
    const should = 'Operators should restart the Orbix relay after an upgrade.';
    assert.ok(verdictOf('Operators must restart the Orbix relay after an upgrade.', should).flags.includes('hedge_dropped:should'));
    assert.equal(verdictOf('Operators should restart the Orbix relay after an upgrade.', should).label, 'supports');
    assert.equal(verdictOf('Operators should restart the Orbix relay after an upgrade.', 'Operators must restart the Orbix relay after an upgrade.').label, 'supports');
    // a denial between the modal and its verb keeps the claim's modal in view ("can no longer be rejected")
    assert.notEqual(verdictOf('A provisional Orbix proposal can no longer be rejected.', 'A provisional Orbix proposal may still be rejected.').label, 'supports');
  });

  it('a hedge sits on the verb past the auxiliaries before it ("usually should use")', () => {
    const v = verdictOf('Orbix plugins should declare their version in the manifest.', 'Orbix plugins usually should declare their version in the manifest.');
    assert.equal(v.label, 'partially_supports', v.flags.join());
    assert.ok(v.flags.includes('hedge_dropped:usually'), v.flags.join());
    for (const [claim, span] of [
      ['Orbix relays restart every night.', 'Orbix relays normally restart every night.'],
      ['All Orbix relays restart every night.', 'Almost all Orbix relays restart every night.'],
    ]) {
      assert.notEqual(verdictOf(claim, span).label, 'supports', claim);
    }
    // the claim's own hedge on the same words answers the span's
    assert.notEqual(verdictOf('Orbix relays often restart every night.', 'Orbix relays often restart every night.').label, 'partially_supports');
    assert.equal(verdictOf('The relays of the Orbix cluster may be restarted every night.', 'The relays of the Orbix cluster can be restarted every night.').label, 'supports');
  });

  it('a condition the claim leaves out is not carried, before or after the statement', () => {
    for (const span of ['If the cache is cold, the Orbix relay drops idle sessions.', 'The Orbix relay drops idle sessions when the cache is cold.',
      'The Orbix relay drops idle sessions unless the cache is warm.']) {
      const v = verdictOf('The Orbix relay drops idle sessions.', span);
      assert.equal(v.label, 'partially_supports', `${span} ${v.flags.join()}`);
      assert.match(v.reason, /only under a condition the claim leaves out/);
    }
    // with the condition, it is carried
    assert.equal(verdictOf('If the cache is cold, the Orbix relay drops idle sessions.', 'If the cache is cold, the Orbix relay drops idle sessions.').label, 'supports');
    // "even if" concedes, and ", when …" after a date says when, not under what condition
    assert.equal(verdictOf('The Orbix relay drops idle sessions.', 'The Orbix relay drops idle sessions, even if the cache is warm.').label, 'supports');
    assert.equal(verdictOf('The Orbix relay was rewritten in 2019.', 'The Orbix relay was rewritten in 2019, when the old relay failed.').label, 'supports');
  });

  it('an exception the claim leaves out is not carried', () => {
    const v = verdictOf('Every Orbix relay drops idle sessions.', 'Every Orbix relay drops idle sessions, except the relay in Tallin.');
    assert.equal(v.label, 'partially_supports', v.flags.join());
    assert.ok(v.flags.includes('hedge_dropped:except'), v.flags.join());
    assert.match(v.reason, /makes an exception the claim leaves out \('except the relay in Tallin'\)/);
    const exception = verdictOf('Orbix hooks can be added to any handler.', 'Orbix hooks can be added to any handler with the exception of timers.');
    assert.notEqual(exception.label, 'supports', exception.flags.join());
  });

  it('a negation reaches its own clause: a later clause with its own subject and verb is not denied', () => {
    const span = 'The Orbix hook is not invoked and the relay will restart.';
    assert.equal(verdictOf('The Orbix hook is not invoked and the relay will restart.', span).label, 'supports');
    assert.notEqual(verdictOf('The relay will restart.', span).label, 'contradicts');
    // a contraction ends a clause as its spelled-out form does: "and it's not clear" is "and it is not clear"
    const spelled = 'Orbix patterns complicate the grammar and it is not clear that they are feasible.';
    assert.equal(verdictOf("Orbix patterns complicate the grammar and it's not clear that they are feasible.", spelled).label, 'supports');
    // a claim that leaves out the span's condition is not refuted for its second clause
    const conditioned = verdictOf('The Orbix hook is not invoked and the relay will restart.', 'If a relay fails twice, the Orbix hook is not invoked and the relay will restart.');
    assert.equal(conditioned.label, 'partially_supports', conditioned.flags.join());
    // a denied verb over two objects still denies both
    assert.equal(verdictOf('The Orbix relay caches replies.', 'The Orbix relay does not cache replies and the session keys.').label, 'contradicts');
  });

  it('a requirement or an option said as done offers no rewrite ("has been updated" cannot become "must be")', () => {
    const doc = makeDoc('notes/mirrors.md', 'To use the new index format, the Kestrel mirrors (including the main one) must be updated.\n');
    const claim: Claim = makeClaim('The main Kestrel mirror has already been updated to use the new index format.', { modality: 'factual', risk: 'medium' });
    const out = verifyClaim({ claim, candidates: [spanOf(doc, 'To use the new index format, the Kestrel mirrors (including the main one) must be updated.')],
      thresholds: DEFAULT_THRESHOLDS, scope: { exhausted: false, filesSearched: 1 } });
    assert.equal(out.verdict.label, 'partially_supports');
    assert.ok(out.verdict.flags.includes('hedge_dropped:must be'), out.verdict.flags.join());
    assert.match(out.verdict.reason, /requires or proposes it/);
    assert.equal(proposeRepair(claim, out.verdict, out.evidence), null);
  });

  it('the repair of a strengthened modal puts the span\'s modal back, and it verifies', () => {
    const doc = makeDoc('notes/relay.md', 'Orbix upgrades can be backwards incompatible with earlier relays.\n');
    const span: EvidenceSpan = spanOf(doc, 'Orbix upgrades can be backwards incompatible with earlier relays.');
    const claim: Claim = makeClaim('Orbix upgrades will be backwards incompatible with earlier relays.', { modality: 'factual', risk: 'medium' });
    const out = verifyClaim({ claim, candidates: [span], thresholds: DEFAULT_THRESHOLDS, scope: { exhausted: false, filesSearched: 1 } });
    assert.equal(out.verdict.label, 'partially_supports');
    const repair = proposeRepair(claim, out.verdict, out.evidence);
    assert.equal(repair?.text, 'Orbix upgrades can be backwards incompatible with earlier relays.');
    // a condition left out is the writer's to word: no rewrite is offered for it
    const conditioned = makeDoc('notes/cold.md', 'If the cache is cold, the Orbix relay drops idle sessions.\n');
    const dropped = makeClaim('The Orbix relay drops idle sessions.', { modality: 'factual', risk: 'medium' });
    const judged = verifyClaim({ claim: dropped, candidates: [spanOf(conditioned, 'If the cache is cold, the Orbix relay drops idle sessions.')], thresholds: DEFAULT_THRESHOLDS, scope: { exhausted: false, filesSearched: 1 } });
    const offered = proposeRepair(dropped, judged.verdict, judged.evidence);
    assert.ok(offered === null || !/^if\b/i.test(offered.text.replace(/^The Orbix relay drops/, '')), offered?.text);
  });

  it('a modal reaches past articles and adverbs to its word; a month is no modal', () => {
    for (const [claim, span] of [
      ['There will be some slight differences between the Orbix back-ends.', 'There may be some slight differences between the Orbix back-ends.'],
      ['The Orbix committer will either merge the patch or reject it.', 'The Orbix committer can either merge the patch or reject it.'],
      ['Orbix protocols only define methods, not variables.', 'Orbix protocols typically only define methods, not variables.'],
      ['The pattern is referred to as an Orbix seal.', 'The pattern is typically referred to as an Orbix seal.'],
    ]) {
      assert.equal(verdictOf(claim, span).label, 'partially_supports', claim);
    }
    // a verbatim copy keeps its own modal wherever the word stands
    const copy = 'The Orbix version can be a bare number with two or three parts; it cannot include operators.';
    assert.equal(verdictOf(copy, copy).label, 'supports');
    // "May" in a sentence is the month
    assert.equal(verdictOf('The Orbix relay logged twice as many visits in July as in May.', 'The Orbix relay logged twice as many visits in July as in May.').label, 'supports');
  });

  it('a bound or an exception in an aside, and a quantifier over another noun, are read as the source words them', () => {
    assert.notEqual(verdictOf('Because of the Orbix lock, there can be one writer.', 'Because of the Orbix lock, there can be at most one writer.').label, 'supports');
    assert.equal(verdictOf('Orbix releases are spaced one week apart.', 'Orbix releases are spaced one week apart (excepting urgent fixes).').label, 'partially_supports');
    assert.equal(verdictOf('The Orbix value "1" is the default.', 'The Orbix value "1" is the default if not specified.').label, 'partially_supports');
    // "if any" sets no condition
    assert.equal(verdictOf('The Orbix relays restart nightly.', 'The Orbix relays, if any, restart nightly.').label, 'supports');
    // the span's "all" carries "most" only of the same noun
    assert.notEqual(verdictOf('The Orbix patch changes most lines of the parser, and all tests pass.', 'The Orbix patch changes a few lines of the parser, and all tests pass.').label, 'supports');
  });

  it('a version is the same version written the same way; a decimal is no spelled number', () => {
    const v = verdictOf("Before version 2.0, Orbix treated scopes like two other languages did.", "Before version 2.1, Orbix treated scopes like two other languages did.");
    assert.notEqual(v.label, 'supports', v.flags.join());
    assert.notEqual(verdictOf('In Orbix 2.0, the constructor takes a list of length-2 pairs.', 'In Orbix 2.2, the constructor takes a list of length-2 pairs.').label, 'supports');
    assert.equal(verdictOf('In Orbix 2.2, the constructor takes a list of length-2 pairs.', 'In Orbix 2.2, the constructor takes a list of length-2 pairs.').label, 'supports');
    // an amount keeps its usual readings: "2 million" is "two million"
    assert.equal(verdictOf('The Orbix archive holds two million records.', 'The Orbix archive holds 2 million records.').label, 'supports');
  });

  it('the claim states the span\'s condition only with the condition\'s own words; an abbreviation ends no sentence', () => {
    const span = 'If no wheel is available, the Orbix installer should print a warning if it picks an older version.';
    assert.equal(verdictOf('The Orbix installer should print a warning if it picks an older version.', span).label, 'partially_supports');
    assert.equal(verdictOf(span, span).label, 'supports');
    // a macro's "!" ends no sentence, and a lifetime "'a" is no article before "except"
    assert.equal(verdictOf('The Orbix panic! macro does not forward to format_args!.', 'The Orbix panic! macro does not forward to format_args! if there is only a single argument.').label, 'partially_supports');
    assert.equal(verdictOf("Nobody will access the Orbix memory during 'a.", "Nobody will access the Orbix memory during 'a except for the converted pointer.").label, 'partially_supports');
    const aside = 'If Orbix gains a standalone derive (e.g. a separate definition), the produced impl would be subject to the same rules.';
    assert.equal(verdictOf('The produced impl would be subject to the same rules.', aside).label, 'partially_supports');
  });
});

describe('verify: a hedge or modal read at its own place when the sentence says a word twice', () => {
  it('a modal is compared with the claim\'s at the same use of its verb, also a verb the stop list holds', () => {
    const span = 'Orbix nominees may post short statements in the private repository, and may also post them to the forum.';
    const will = verdictOf('Orbix nominees will post short statements in the private repository, and may also post them to the forum.', span);
    assert.equal(will.label, 'partially_supports', will.flags.join());
    assert.match(will.reason, /'may' where the claim says 'will'/);
    assert.equal(verdictOf(span, span).label, 'supports');
    const done = verdictOf('If so, the Orbix split will be done as a later enhancement.', 'If so, the Orbix split could be done as a later enhancement.');
    assert.ok(done.flags.includes('hedge_dropped:could'), done.flags.join());
    // a denial in an earlier clause does not deny the list at the end of a later one
    const must = verdictOf('Orbix builds should not become more complex -- if anything, they must become simpler, through caching, profiles, and scripts.',
      'Orbix builds should not become more complex -- if anything, they should become simpler, through caching, profiles, and scripts.');
    assert.equal(must.label, 'partially_supports', must.flags.join());
    assert.ok(must.flags.includes('hedge_dropped:should'), must.flags.join());
  });

  it('a hedge the span says twice is dropped when the claim keeps only one; a sentence adverb and a hedge at the clause\'s end count too', () => {
    const twice = verdictOf('The Orbix server will be the oldest release still receiving fixes (which will usually be past its end of life).',
      'The Orbix server will usually be the oldest release still receiving fixes (which will usually be past its end of life).');
    assert.ok(twice.flags.includes('hedge_dropped:usually'), twice.flags.join());
    assert.ok(verdictOf('Their choice of Orbix framework will limit their choice of servers.',
      'Generally speaking, their choice of Orbix framework will limit their choice of servers.').flags.includes('hedge_dropped:generally'));
    assert.ok(verdictOf('Orbix variables stay accessible as they would be.', 'Orbix variables stay accessible as they would normally be.')
      .flags.includes('hedge_dropped:normally'));
    assert.ok(verdictOf('Orbix programs pass a few descriptors, just one.', 'Orbix programs pass a few descriptors, usually just one.')
      .flags.includes('hedge_dropped:usually'));
    // the span's own determiner ("some behaviour") is no hedge of the claim's
    assert.ok(verdictOf('The Orbix protocol turns bytes into some behaviour resulting in method calls.',
      'The Orbix protocol turns bytes into some behaviour, typically resulting in method calls.').flags.includes('hedge_dropped:typically'));
  });

  it('"all of which" is carried by the span\'s "all" only when the span says "all" as often', () => {
    const v = verdictOf('Writing an Orbix assembler for all targets is a lot of work, all of which is redundant.',
      'Writing an Orbix assembler for all targets is a lot of work, most of which is redundant.');
    assert.notEqual(v.label, 'supports', v.flags.join());
    assert.equal(verdictOf('Writing an Orbix assembler for all targets is a lot of work, all of which is redundant.',
      'Writing an Orbix assembler for all targets is a lot of work, all of which is redundant.').label, 'supports');
  });
});

describe('verify: an excerpt said under the sentence\'s leading condition', () => {
  it('a claim that quotes the clause after "When …," leaves the condition out, also past a macro\'s "!"', () => {
    const v = verdictOf('You can prefix some of the Orbix rules with attr to allow using the macro as an attribute.',
      'When defining a macro_rules! macro, you can prefix some of the Orbix rules with attr to allow using the macro as an attribute.');
    assert.equal(v.label, 'partially_supports', v.flags.join());
    assert.ok(v.flags.includes('hedge_dropped:when'), v.flags.join());
    assert.equal(verdictOf('You can prefix some of the Orbix rules with attr to allow using the macro as an attribute.',
      'However, you can prefix some of the Orbix rules with attr to allow using the macro as an attribute.').label, 'supports');
  });
});

describe('verify: a modal on "be", and "if any" as a condition', () => {
  it('"could be to have" strengthened to "will be to have" is not carried; "If any do not exist, …" is a condition, ", if any," is not', () => {
    const v = verdictOf('An Orbix alternative will be to have one set of hooks for every thread.', 'An Orbix alternative could be to have one set of hooks for every thread.');
    assert.ok(v.flags.includes('hedge_dropped:could'), v.flags.join());
    assert.equal(verdictOf('An Orbix alternative could be to have one set of hooks for every thread.', 'An Orbix alternative could be to have one set of hooks for every thread.').label, 'supports');
    assert.ok(verdictOf('An Orbix NameError will be raised.', 'If any do not exist, an Orbix NameError is raised.').flags.includes('hedge_dropped:if'));
    assert.equal(verdictOf('The Orbix relays restart nightly.', 'The Orbix relays, if any, restart nightly.').label, 'supports');
  });
});

describe('verify: a claim\'s "even if" or "as if" states no condition of the span\'s', () => {
  it('a leading "If the X …," is dropped even when the claim says "as if the X …" later', () => {
    const v = verdictOf('The Orbix matcher proceeds to the next case as if the pattern had not matched.',
      'If the pattern matches but the guard is false, the Orbix matcher proceeds to the next case as if the pattern had not matched.');
    assert.ok(v.flags.includes('hedge_dropped:if'), v.flags.join());
  });
});

describe('verify: "Otherwise, …" is the case the sentence before left over', () => {
  it('a claim that drops a sentence-opening "Otherwise" is not carried; "unless otherwise noted" and "otherwise identical" are read as before', () => {
    assert.ok(verdictOf('An Orbix TypeError will be raised.', 'Otherwise :exc:`TypeError` is raised by Orbix.').flags.includes('hedge_dropped:otherwise'));
    assert.equal(verdictOf('The Orbix values are otherwise identical.', 'The Orbix values are otherwise identical.').label, 'supports');
    assert.equal(verdictOf('Orbix reads the file and writes the index.', 'Orbix reads the file and writes the index; otherwise nothing happens.').label, 'supports');
  });
});

describe('verify: a condition that opens its sentence without a comma, after a lead-in, or with "If not all"', () => {
  it('"If X then Y", "As in PEP 621, if X then Y" and "If not all X …, Y" limit Y; "many, if not most" is no condition', () => {
    assert.ok(verdictOf('An Orbix tool MUST raise an error.', 'If metadata is improperly specified then Orbix tools MUST raise an error.').flags.includes('hedge_dropped:if'));
    assert.ok(verdictOf('An Orbix tool MUST raise an error.', 'As in PEP 621, if metadata is improperly specified then Orbix tools MUST raise an error.').flags.includes('hedge_dropped:if'));
    assert.ok(verdictOf('The Orbix compiler may produce an error.',
      'If not all crates share the same configuration, the Orbix compiler may produce an error.').flags.includes('hedge_dropped:if'));
    assert.equal(verdictOf('Many Orbix users pin their versions.', 'Many, if not most, Orbix users pin their versions.').label, 'supports');
    assert.equal(verdictOf('Many Orbix users pin their versions.', 'Many if not most Orbix users pin their versions.').label, 'supports');
    assert.equal(verdictOf('The Orbix relay restarts.', 'The Orbix relay restarts whether or not the job failed.').label, 'supports');
  });
});

describe('verify: a denied recommendation or possibility', () => {
  it('"should not be overlooked" does not carry "must not be overlooked" or "is not overlooked"; "may not" does not carry "does not"', () => {
    const span = 'Existing Orbix experimentation should also not be overlooked.';
    const must = verdictOf('Existing Orbix experimentation must also not be overlooked.', span);
    assert.ok(must.flags.includes('hedge_dropped:should'), must.flags.join());
    assert.match(must.reason, /'should' where the claim says 'must'/);
    assert.notEqual(verdictOf('Existing Orbix experimentation is not overlooked.', span).label, 'supports');
    assert.equal(verdictOf('Existing Orbix experimentation should not be overlooked.', span).label, 'supports');
    assert.ok(verdictOf('The Orbix file does not exist.', 'The Orbix file may not exist.').flags.includes('hedge_dropped:may'));
    assert.equal(verdictOf('The Orbix file may not exist.', 'The Orbix file may not exist on older systems.').label, 'supports');
  });
});


describe('verify: "on error" is a condition; "the resulting X" is which X, not a report', () => {
  it('"Set an exception and return -1 on error" does not carry an unconditional return; "the resulting value" must be carried', () => {
    assert.ok(verdictOf('The Orbix call will return -1 and set an exception.', 'The Orbix call sets an exception and returns -1 on error.').flags.includes('hedge_dropped:on error'));
    assert.ok(verdictOf('The Orbix call will return -1 and set an exception.', 'On error, the Orbix call sets an exception and returns -1.').flags.includes('hedge_dropped:on error'));
    assert.equal(verdictOf('The Orbix call returns -1 on error.', 'The Orbix call returns -1 on error.').label, 'supports');
    const resulting = verdictOf('The resulting Orbix value is a type form object.', 'First, it documents the intent to use the Orbix value as a type form object.');
    assert.notEqual(resulting.label, 'supports', resulting.reason);
    assert.ok(resulting.flags.includes('term_missing:resulting'), resulting.flags.join());
  });
});

describe('verify: a phrase that opens the sentence and limits it ("Using X,", "With this RFC,", "On Windows,")', () => {
  it('is a condition the claim must keep; a discourse opening ("With that said,", "On the other hand,") is not', () => {
    const using = verdictOf('All inheritable file descriptors are inherited in the Orbix child process.',
      'Using the spawnv() function, all inheritable handles and all inheritable file descriptors are inherited in the Orbix child process.');
    assert.ok(using.flags.includes('hedge_dropped:using'), using.flags.join());
    assert.match(using.reason, /\('Using the spawnv\(\) function'\)/);
    assert.ok(verdictOf('The Orbix compiler rejects the pattern.', 'With this RFC, the Orbix compiler rejects the pattern.').flags.includes('hedge_dropped:with'));
    assert.ok(verdictOf('The Orbix path is case-insensitive.', 'On Windows, the Orbix path is case-insensitive.').flags.includes('hedge_dropped:on'));
    assert.equal(verdictOf('With this RFC, the Orbix compiler rejects the pattern.', 'With this RFC, the Orbix compiler rejects the pattern.').label, 'supports');
    assert.equal(verdictOf('The Orbix compiler rejects the pattern.', 'With that said, the Orbix compiler rejects the pattern.').label, 'supports');
    assert.equal(verdictOf('The Orbix compiler rejects the pattern.', 'On the other hand, the Orbix compiler rejects the pattern.').label, 'supports');
    assert.equal(verdictOf('The Orbix compiler rejects the pattern with an error.', 'The Orbix compiler rejects the pattern with an error.').label, 'supports');
  });
});

describe('verify: "in this case", an opening "On …," and a modal over a verb of choosing', () => {
  it('"A ValueError will be raised in this case" does not carry an unconditional raise; "may choose to update" does not carry "MUST be updated"', () => {
    assert.ok(verdictOf('An Orbix ValueError will be raised.', 'An Orbix ValueError will be raised in this case.').flags.includes('hedge_dropped:in this case'));
    assert.equal(verdictOf('In this case, an Orbix ValueError will be raised.', 'An Orbix ValueError will be raised in this case.').label, 'supports');
    assert.ok(verdictOf('The Orbix build raises ValueError.', 'On narrow builds, the Orbix build raises ValueError.').flags.includes('hedge_dropped:on'));
    assert.equal(verdictOf('The Orbix relay raises an error.', 'On the other hand, the Orbix relay raises an error.').label, 'supports');
    const must = verdictOf('The Orbix root metadata MUST be updated out-of-band.', 'An end-user may choose to update the Orbix root metadata with out-of-band mechanisms.');
    assert.ok(must.flags.includes('hedge_dropped:may'), must.flags.join());
    assert.equal(verdictOf('An Orbix user may choose to update the metadata.', 'An Orbix user may choose to update the metadata.').label, 'supports');
  });
});

describe('verify: "otherwise" at its clause\'s end, an opening phrase without a comma, a modal over "decide to not"', () => {
  it('"… and either warn or error otherwise" limits the clause it ends; "On narrow builds it will raise …" limits what follows', () => {
    assert.ok(verdictOf('Orbix tools warn or error.', 'Orbix tools warn or error otherwise.').flags.includes('hedge_dropped:otherwise'));
    assert.equal(verdictOf('Orbix tools warn unless told; they error otherwise.', 'Orbix tools warn unless told; they error otherwise.').label, 'supports');
    const narrow = verdictOf('It will raise an Orbix ValueError.', 'On narrow builds it will raise an Orbix ValueError.');
    assert.ok(narrow.flags.includes('hedge_dropped:on'), narrow.flags.join());
    assert.match(narrow.reason, /\('On narrow builds'\)/);
    const decide = verdictOf('Orbix developers will decide to not implement a feature because of that.', 'Orbix developers can decide to not implement a feature because of that.');
    assert.ok(decide.flags.includes('hedge_dropped:can'), decide.flags.join());
  });
});
