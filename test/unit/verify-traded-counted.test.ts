// What a claim trades or counts otherwise than its span (invented sentences, written after reading the thirteenth
// round's reviews rev93 and rev94: each kind once seen there, each case here new).
import assert from 'node:assert/strict';
import { verdictAgainst } from './verify-fixtures';
import { clausePhrasesTraded, comparisonSidesTraded, conjunctionAsChoice, listItemAdded, rangeEndsTraded } from '../../src/core/verify/traded';
import { countWordForFigure, superlativeUnstated } from '../../src/core/verify/quantity-words';
import { extractQuantities } from '../../src/core/text/quantities';

const verdict = (claim: string, span: string) => verdictAgainst(claim, [span]);

describe('verify: traded sides, vague counts for figures, optional parts (invented)', () => {
  it('a vague count is not carried by a figure that does not make it true', () => {
    for (const [claim, span] of [
      ['Several Mercurial maintainers objected to moving the tracker to GitLab.', 'One Mercurial maintainer objected to moving the tracker to GitLab.'],
      ['Many Vim plugins failed to load after the upgrade to version 4.', 'Five Vim plugins failed to load after the upgrade to version 4.'],
      ['Of the 300 PyPI packages surveyed, most of them shipped type stubs.', 'Of the 300 PyPI packages surveyed, 41 of them shipped type stubs.'],
      ['Since the Debian freeze in 2021, several reviewers have rejected patches that lacked tests.', 'Since the Debian freeze in 2021, a reviewer has rejected patches that lacked tests.'],
    ]) {
      const v = verdict(claim!, span!);
      assert.notEqual(v.label, 'supports', `${claim}: ${v.reason}`);
      assert.ok(v.flags.some((f) => f.startsWith('count_word_for_figure:')), `${claim}: ${v.flags.join(', ')}`);
    }
  });

  it('a figure that makes the vague count true carries it', () => {
    assert.equal(countWordForFigure('Several plugins failed to load after the upgrade.', 'Five plugins failed to load after the upgrade.'), undefined);
    assert.equal(countWordForFigure('Most of them shipped type stubs.', 'Of the 300 packages, 241 out of 300 shipped stubs, and 241 of them were typed.'), undefined);
    assert.equal(countWordForFigure('Multiple reviewers approved the change.', 'Two reviewers approved the change.'), undefined);
    // (no count of things: "to some degree" is no figure's word)
    assert.equal(countWordForFigure('The cache hides the latency to some degree.', 'The cache hides the latency to a degree.'), undefined);
    // (a span that says a vague count itself is left to the quantifier readings)
    assert.equal(countWordForFigure('Several plugins failed to load.', 'Several plugins, two of them new, failed to load.'), undefined);
    const v = verdict('Several Vim plugins failed to load after the upgrade to version 4.', 'Five Vim plugins failed to load after the upgrade to version 4.');
    assert.equal(v.label, 'supports', v.reason);
  });

  it('the two sides of a comparison traded are not what the span says', () => {
    const claim = 'On small files, the streaming parser is about 3x faster than the tree parser.';
    const span = 'On small files the tree parser is about 3x faster than the streaming parser, and the streaming parser is 20x faster than the legacy parser.';
    assert.ok(comparisonSidesTraded(claim, span));
    const v = verdict(claim, span);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.some((f) => f.startsWith('comparison_sides_traded:')), v.flags.join(', '));
    // (the claim's order said too: not traded)
    assert.equal(comparisonSidesTraded('The streaming parser is faster than the tree parser.', 'The streaming parser is faster than the tree parser, and the tree parser is faster than the legacy one.'), undefined);
    assert.equal(comparisonSidesTraded('The streaming parser is faster than the tree parser.', 'The streaming parser is far faster than the tree parser for small files.'), undefined);
  });

  it('a clause that takes words the span says only of its other clause', () => {
    const span = 'Only the header block is checksummed when a page is written, while the payload and the padding are compressed on a background thread.';
    const claim = 'Only the header block is compressed when a page is written, while the payload and the padding are checksummed on a background thread.';
    assert.ok(clausePhrasesTraded(claim, span));
    assert.notEqual(verdict(claim, span).label, 'supports');
    // (the clauses in the other order, each with its own words: the same)
    assert.equal(clausePhrasesTraded('The payload and the padding are compressed on a background thread, while only the header block is checksummed.', span), undefined);
    assert.equal(clausePhrasesTraded('Only the header block is checksummed on write, while the payload and padding are compressed in the background.', span), undefined);
    // (a pronoun may name the other clause's thing; a contrast inside a subordinate clause joins other parts)
    assert.equal(clausePhrasesTraded('The indexer never runs on battery; a user triggers it by hand.', 'A user triggers the indexer by hand; it never runs on battery.'), undefined);
    assert.equal(clausePhrasesTraded('Because the caches are split while some keys are shared, there is duplication.',
      'The duplication comes from the caches being split, whereas some keys are shared.'), undefined);
  });

  it('the end of a range said as its start, and the start as its end', () => {
    const span = 'The call for talks was open from March 3, 2024 through April 12, 2024 (anywhere on Earth).';
    assert.ok(rangeEndsTraded('The call for talks closed on March 3, 2024.', span));
    assert.ok(rangeEndsTraded('The call for talks opened on April 12, 2024.', span));
    assert.equal(rangeEndsTraded('The call for talks closed on April 12, 2024.', span), undefined);
    assert.equal(rangeEndsTraded('The call for talks opened on March 3, 2024.', span), undefined);
    const v = verdict('The call for talks closed on March 3, 2024.', span);
    assert.notEqual(v.label, 'supports', v.reason);
  });

  it('"optionally" is a hedge a claim keeps by "may", "optional" or "with or without"', () => {
    const span = 'Every entry must consist of a package name, optionally followed by a version marker.';
    const dropped = verdict('Every entry must consist of a package name followed by a version marker.', span);
    assert.notEqual(dropped.label, 'supports', dropped.reason);
    assert.ok(dropped.flags.includes('hedge_dropped:optionally'), dropped.flags.join(', '));
    for (const claim of [
      'Every entry must consist of a package name, which may be followed by a version marker.',
      'Every entry must consist of a package name with an optional version marker following it.',
    ]) assert.ok(!verdict(claim, span).flags.includes('hedge_dropped:optionally'), claim);
  });

  it('a denying pronoun reaches its act past auxiliaries, and a light verb\'s object', () => {
    for (const [claim, span] of [
      ['The open questions between the two drafts have already been worked out.', 'Nobody has yet done the work of settling the open questions between the two drafts.'],
      ['The benchmark suite has been given a careful review.', 'No one has ever given the benchmark suite a careful review.'],
      ['The migration of the old tickets has been done.', 'No one has stepped forward to do the migration of the old tickets.'],
    ]) {
      const v = verdict(claim!, span!);
      assert.notEqual(v.label, 'supports', `${claim}: ${v.reason}`);
    }
    // (a denying subject of another act denies nothing of the claim's)
    const v = verdict('The old tickets were migrated by the release team.', 'The old tickets were migrated by the release team, and nobody has complained since.');
    assert.equal(v.label, 'supports', v.reason);
  });

  it('a later part whose subject is an act ("and defining one raises …") is not denied by the part before it', () => {
    const v = verdict('Plugins are not loaded in safe mode, and enabling one triggers a warning.', 'In safe mode no plugins are loaded; if one is enabled anyway, a warning is triggered.');
    assert.notEqual(v.label, 'contradicts', v.reason);
  });

  it('"un-X" against "not yet been X" is said otherwise, not the opposite', () => {
    const v = verdict('Any handles still unclaimed are collected at shutdown.', 'At shutdown we collect every handle that has not yet been claimed by a worker.');
    assert.notEqual(v.label, 'contradicts', v.reason);
  });
});

// (written after reading rev95 and rev96, measured once before they were read)
describe('verify: ranges of percentages, denials by a phrasal verb, superlatives (invented)', () => {
  it('"10%-20%" is a range, not 10% and minus 20%', () => {
    assert.deepEqual(extractQuantities('between 15%-25% of the builds').map((q) => q.value), [15, 25]);
    const v = verdict('The cache misses on roughly 15-25% of cold builds, after all.', 'After all, the cache misses on roughly 15%-25% of cold builds.');
    assert.notEqual(v.label, 'contradicts', v.reason);
    assert.ok(!v.flags.some((f) => f.startsWith('number_mismatch')), v.flags.join(', '));
    // (a minus after an opening bracket stays a minus)
    assert.deepEqual(extractQuantities('the offset (-20%) is applied').map((q) => q.value), [-20]);
  });

  it('"rules out" answers a denial of the other side', () => {
    const v = verdict('When the lock file is present, its presence rules out any other writers.', 'When the lock file is present, no other writers are allowed.');
    assert.notEqual(v.label, 'contradicts', v.reason);
  });

  it('"the most X" is not carried by X alone', () => {
    assert.deepEqual(superlativeUnstated('Pattern guards are the most useful addition of the release.', 'Pattern guards are quite a useful addition of the release.'),
      { claim: 'the most useful', span: 'useful' });
    assert.equal(superlativeUnstated('Pattern guards are the most useful addition.', 'Pattern guards are the most useful addition of the release.'), undefined);
    const v = verdict('Pattern guards are the most useful addition of the 2.0 release.', 'Pattern guards are quite a useful addition of the 2.0 release.');
    assert.notEqual(v.label, 'supports', v.reason);
  });

  it('clauses joined by ", with X -ing" trade their words as other contrasts do', () => {
    const span = 'The old parser will remain the default in the 4.x line; the new parser will be the default in 5.0.';
    const v = verdict('The new parser will be the default in the 4.x line, with the old parser remaining the default in 5.0.', span);
    assert.notEqual(v.label, 'supports', v.reason);
  });

  it('"the other N" is one of two, not "any other N"', () => {
    const v = verdict('A handle opened by any worker can be closed by any other worker without a lock.', 'A handle opened by one worker can be closed by the other worker without a lock.');
    assert.notEqual(v.label, 'supports', v.reason);
  });

  it('"X cannot A; only Y can." says A of Y, the act left out', () => {
    const span = 'The streaming decoder cannot recover every frame; only the buffered decoder can.';
    assert.notEqual(verdict('Only the buffered decoder can recover every frame.', span).label, 'contradicts');
    assert.equal(verdict('The streaming decoder can recover every frame.', span).label, 'contradicts');
  });
});

// (written after reading rev97 and rev98, measured once before they were read)
describe('verify: hexadecimal figures, code words, "no way that", both opposites in the span (invented)', () => {
  it('a hexadecimal literal is its value', () => {
    assert.deepEqual(extractQuantities('codes 0 through 0x7F, then 0xFF').map((q) => q.value), [0, 127, 255]);
    const v = verdict('In a raw string, escapes may be used for codes 0 through 0xFF.', 'In a raw string, escapes may be used for codes 0 through 0x7F only.');
    assert.notEqual(v.label, 'supports', v.reason);
  });

  it('a one-word code span must be written by the span as it is', () => {
    const span = 'If the schema sets no ``default``, missing keys are read with type ``object``.';
    const v = verdict('If the schema sets no `default`, missing keys are read with type `Any`.', span);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('code_missing:Any'), v.flags.join(', '));
    assert.ok(!verdict('If the schema sets no `default`, missing keys are read with type `object`.', span).flags.some((f) => f.startsWith('code_missing')));
    // (written after a dot of a longer name, as reST roles do: "``~type.__qualname__``")
    assert.ok(!verdict('Their `__qualname__` is set to the string `<anonymous>`.', 'Their :attr:`~type.__qualname__` attribute is set to the string ``<anonymous>``.').flags
      .some((f) => f.startsWith('code_missing')));
    // (a dunder name whose underscores a Markdown draft read as strong emphasis: "__init_subclass__" reaches the verifier as
    // "init_subclass"; a name inside a longer one is still another name)
    assert.ok(!verdict('Calling init_subclass explicitly from a class decorator is generally undesirable.',
      'Calling ``__init_subclass__`` explicitly from a class decorator will generally be undesirable.').flags.some((f) => f.startsWith('code_missing')));
    assert.ok(verdict('Calling init_subclass explicitly from a class decorator is generally undesirable.',
      'Calling ``__pre_init_subclass__`` explicitly from a class decorator will generally be undesirable.').flags.some((f) => f.startsWith('code_missing')));
  });

  it('"there is no way that X could V" denies V', () => {
    const v = verdict('Two plugins unaware of each other can each register the same hook and still be sure one runs first.',
      'For two plugins unaware of each other, there is no way that they could each register the same hook and still be sure one runs first.');
    assert.notEqual(v.label, 'supports', v.reason);
  });

  it('a word and its prefixed opposite both in the span: the one in the claim\'s place decides', () => {
    const span = 'A call through a raw pointer requires unsafe code; a call that goes through only references can occur in safe code.';
    assert.equal(verdict('A call through only references may be done in safe code.', span).label, 'supports');
    assert.equal(verdict('A call through only references may be done in unsafe code.', span).label, 'contradicts');
  });
});

// (written after reading rev99 and rev101, measured once on the round's candidate before they were read)
describe('verify: likelihoods, denied possibilities, aims, choices (invented)', () => {
  it('"is unlikely to X" against "won\'t X" is weaker, never the opposite', () => {
    const v = verdict('Because frames are checked twice, a torn write is unlikely in practice to corrupt the journal.',
      'This is unlikely to happen in practice because frames are checked twice, so a torn write won\'t corrupt the journal.');
    assert.notEqual(v.label, 'contradicts', v.reason);
    assert.notEqual(v.label, 'supports', v.reason);
  });

  it('"it is not possible to have X V-ed" denies the act of X', () => {
    const span = 'It is not possible to have the same plugin loaded in two workers within one session.';
    assert.notEqual(verdict('Within one session, the same plugin can be loaded in two workers.', span).label, 'supports');
    assert.notEqual(verdict('Within one session, the same plugin cannot be loaded in two workers.', span).label, 'contradicts');
    // (a claim whose predicate is the impossibility itself denies it too)
    assert.notEqual(verdict('Loading the same plugin in two workers within one session is impossible.', span).label, 'contradicts');
  });

  it('"aiming to", "seeks to" are aims, not what was done', () => {
    const v = verdict('The Kestrel team has moved the parser to the new arena allocator.', 'The Kestrel team is currently aiming to move the parser to the new arena allocator.');
    assert.notEqual(v.label, 'supports', v.reason);
  });

  it('a vague count read past a compound noun ("several operating system calls")', () => {
    assert.deepEqual(countWordForFigure('Each read results in several operating system calls.', 'Each read maps to exactly one operating system call.'),
      { claim: 'several operating system calls', span: 'one operating system call' });
  });

  it('"either A or B" is not carried by "A and B"', () => {
    const span = 'A module is vendored when (1) its licence allows it and (2) the release team signs it off.';
    assert.ok(conjunctionAsChoice('A module is vendored when either its licence allows it or the release team signs it off.', span));
    assert.equal(conjunctionAsChoice('A module is vendored when either its licence allows it or the release team signs it off.', 'A module is vendored when either its licence allows it or the release team signs it off.'), undefined);
    assert.notEqual(verdict('A module is vendored when either its licence allows it or the release team signs it off.', span).label, 'supports');
  });

  it('a denial only inside a condition both share is not the claim\'s: the main clauses are compared', () => {
    const span = 'It is not possible to have the same worker loaded in two pools within one session when not running tests.';
    assert.notEqual(verdict('When not running tests, the same worker can be loaded in two pools within one session.', span).label, 'supports');
    assert.equal(verdict('When not running tests, the same worker cannot be loaded in two pools within one session.', span).label, 'supports');
  });

  it('"Neither A nor B V" denies V, not A and B; a bracketed aside after a denial is passed over', () => {
    const span = 'Incremental builds are not yet (as of March 2026) well-supported by the bundler and the test runner.';
    assert.notEqual(verdict('As of March 2026, neither the bundler nor the test runner support incremental builds well yet.', span).label, 'contradicts');
    assert.equal(verdict('Neither the bundler nor the test runner support incremental builds.', 'The bundler and the test runner support incremental builds.').label, 'contradicts');
  });

  it('an item the claim adds to the span\'s list is not carried', () => {
    const span = 'For the ``json``, ``toml`` and ``yaml`` loaders, comments will be kept and passed to the hook.';
    assert.equal(listItemAdded('For the json, toml, yaml and ini loaders, comments will be kept.', span), 'ini');
    assert.equal(listItemAdded('For the json, toml and yaml loaders, comments will be kept.', span), undefined);
    // (an item the span names elsewhere is not added)
    assert.equal(listItemAdded('The json, toml, yaml and hook loaders keep comments.', span), undefined);
    assert.notEqual(verdict('For the json, toml, yaml and ini loaders, comments will be kept and passed to the hook.', span).label, 'supports');
  });
});
