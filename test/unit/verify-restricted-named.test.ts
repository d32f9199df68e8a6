// What a claim widens, trades or names otherwise than its span (invented sentences, written after reading the
// fourteenth round's leftovers of the reviews before it: each kind once seen there, each case here new).
import assert from 'node:assert/strict';
import { verdictAgainst } from './verify-fixtures';
import { butNotTraded, clausePhrasesTraded, comparisonSidesTraded, coordinatedModifierAdded, inOrOutOf, letterNamesSwapped, listItemAdded, literalsOf, participleObjectDiffers, participleRolesTraded, prefixedInPlace, symbolSubstituted } from '../../src/core/verify/traded';
import { attributionOf } from '../../src/core/verify/attribution';
import { bothUnstated, onlyOneGivenOthers, universalOverNarrowed, universalOverRestricted } from '../../src/core/verify/quantity-words';
import { extractQuantities } from '../../src/core/text/quantities';
import { weakDenial } from '../../src/core/verify/weak-denial';

const verdict = (claim: string, span: string) => verdictAgainst(claim, [span]);

describe('verify: restrictions widened, names and versions traded, plans and denials echoed (invented)', () => {
  it('"any N" is not carried by a span that says it only of the N a relative clause picks out', () => {
    for (const [claim, span] of [
      ['On older kernels, any daemon may skip the sandbox and log a warning.', 'On older kernels, daemons that run as root may skip the sandbox and log a warning.'],
      ['Every plugin must declare its entry point in the manifest.', 'Plugins which ship native code must declare their entry point in the manifest.'],
      ['All reviewers can merge the branch after the freeze.', 'Reviewers who hold the release role can merge the branch after the freeze.'],
    ]) {
      const v = verdict(claim!, span!);
      assert.notEqual(v.label, 'supports', `${claim}: ${v.reason}`);
    }
    const widened = universalOverRestricted('On older kernels, any daemon may skip the sandbox.', 'On older kernels, daemons that run as root may skip the sandbox.');
    assert.equal(widened?.claim, 'any daemon');
    assert.ok(widened?.span.startsWith('daemons that run as root'), widened?.span);
  });

  it('"any N" keeps a span whose N is not narrowed, or a claim that narrows it too', () => {
    assert.equal(universalOverRestricted('Any daemon may skip the sandbox.', 'Daemons may skip the sandbox; daemons that run as root must log it.'), undefined);
    assert.equal(universalOverRestricted('Any daemon that runs as root may skip the sandbox.', 'Daemons that run as root may skip the sandbox.'), undefined);
    assert.equal(universalOverRestricted('Any such daemon may skip the sandbox.', 'Daemons that run as root may skip the sandbox.'), undefined);
    // (the claim words the restriction its own way)
    assert.equal(universalOverRestricted('Any daemon running as root may skip the sandbox.', 'Daemons that run as root may skip the sandbox.'), undefined);
    const v = verdict('Daemons that run as root may skip the sandbox on older kernels.', 'On older kernels, daemons that run as root may skip the sandbox.');
    assert.equal(v.label, 'supports', v.reason);
  });

  it('a macro or a snake_case name must be written whole by the span', () => {
    const span = 'The only callers of `trace_enabled` are the expansions of the `debug_log!` macro.';
    const added = verdict('The only callers of trace_enabled are the expansions of the debug_log! and log! macros.', span);
    assert.notEqual(added.label, 'supports', added.reason);
    assert.ok(added.flags.some((f) => f === 'code_missing:log!'), added.flags.join(', '));
    const inside = verdict('The expansion of the log! macro calls trace_enabled.', 'The expansion of the `debug_log!` macro calls `trace_enabled`.');
    assert.ok(inside.flags.includes('code_missing:log!'), inside.flags.join(', '));
    const same = verdict('The only callers of trace_enabled are the expansions of the debug_log! macro.', span);
    assert.equal(same.label, 'supports', same.reason);
  });

  it('versions traded between two contrasted clauses are not what the span says', () => {
    const span = 'Because tags compare by release, a pin such as ``~=2.4`` accepts 2.9 at most, while ``~=2.4.0`` only accepts 2.4.7.';
    assert.deepEqual(literalsOf(span), ['2.4', '2.9', '2.4.0', '2.4.7']);
    const traded = clausePhrasesTraded('A pin such as `~=2.4` only accepts 2.4.7, while `~=2.4.0` accepts 2.9 at most.', span);
    assert.ok(traded && traded.phrase.includes('2.4.7'), JSON.stringify(traded));
    const v = verdict('A pin such as `~=2.4` only accepts 2.4.7, while `~=2.4.0` accepts 2.9 at most.', span);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.equal(clausePhrasesTraded('A pin such as `~=2.4` accepts 2.9 at most, while `~=2.4.0` only accepts 2.4.7.', span), undefined);
  });

  it('what "but not" keeps and what it leaves out, traded, is not carried', () => {
    const span = 'For instance, ``<3.2`` admits ``3.1.9`` but not ``3.2.0rc1``, and ``<=3.2`` admits both.';
    assert.deepEqual(butNotTraded('The `<3.2` specifier admits `3.2.0rc1` but not `3.1.9`.', span), { claim: 'admits 3.2.0rc1 but not 3.1.9', span: 'admits 3.1.9 but not 3.2.0rc1' });
    // (an item moved across "but not" from a list: "for expressions and items but not for patterns or types")
    assert.ok(butNotTraded('Hooks run for reads and writes but not for renames or deletes.', 'Hooks run for reads, writes, and renames, but not for deletes.'));
    assert.equal(butNotTraded('Hooks run for reads, writes and renames but not for deletes.', 'Hooks run for reads, writes, and renames, but not for deletes.'), undefined);
    const v = verdict('The `<3.2` specifier admits `3.2.0rc1` but not `3.1.9`.', span);
    assert.notEqual(v.label, 'supports', v.reason);
    // (words too, by their stems; the claim's own order, or ", not" for "but not", is the span's)
    assert.ok(butNotTraded('The lexer accepts tabs but not spaces.', 'The lexer accepts spaces but not tabs.'));
    assert.equal(butNotTraded('The lexer accepts spaces, not tabs.', 'The lexer accepts spaces but not tabs.'), undefined);
    assert.equal(butNotTraded('The `<3.2` specifier admits `3.1.9` but not `3.2.0rc1`.', span), undefined);
  });

  it('one-letter names and literals in each other\'s places are not what the span says', () => {
    const span = 'The change makes methods defined in P callable from Q (unless Q overrides the method defined in P).';
    const claim = 'The change makes methods defined in Q callable from P, unless P overrides them.';
    assert.deepEqual(letterNamesSwapped(claim, span), { claim: 'defined in Q', span: 'defined in P' });
    const v = verdict(claim, span);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.equal(letterNamesSwapped('Methods defined in P become callable from Q.', span), undefined);
    // (a word before both letters, "a trait S … a trait T", tells neither apart)
    assert.equal(letterNamesSwapped('An impl for a trait S also covers a trait T that extends S.', 'An impl covers the trait *T* extending *S*.'), undefined);
    // (a sentence's article is no name)
    assert.equal(letterNamesSwapped('A parser reads B first and C second.', 'The parser reads B first and C second.'), undefined);
    // (a literal written with symbols is a name too, and the word after it counts)
    const span2 = 'Even with strict mode on, links like ``../a?x=&y`` are kept with empty fields but links like ``../a?x&y`` are dropped entirely.';
    assert.deepEqual(letterNamesSwapped('With strict mode on, links like ../a?x&y are kept with empty fields, just like ../a?x=&y.', span2),
      { claim: '../a?x&y are kept', span: '../a?x=&y are kept' });
    assert.equal(letterNamesSwapped('With strict mode on, links like ../a?x=&y are kept with empty fields, while ../a?x&y are dropped.', span2), undefined);
  });

  it('a plan the span adds is not kept by the claim repeating the span\'s other modal', () => {
    const span = 'That would break existing builds, which is why the new resolver is currently planning to ship behind a flag.';
    const v = verdict('That would break existing builds, which is why the new resolver has shipped behind a flag.', span);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('hedge_dropped:planning to'), v.flags.join(', '));
    const kept = verdict('That would break existing builds, which is why the new resolver is planning to ship behind a flag.', span);
    assert.equal(kept.label, 'supports', kept.reason);
  });

  it('"from N units to M" gives M the unit, and reads as a range only where no change is said', () => {
    const [from, to] = extractQuantities('The score went (from 410 points to 455 on the old box).');
    assert.equal(from!.unit, to!.unit);
    const [a, b] = extractQuantities('The team has between 4 engineers and 6.');
    assert.equal(a!.unit, b!.unit);
    // (a number after a word that is not its unit is left alone)
    const [, c] = extractQuantities('It ran 3 times faster to 40 MB.');
    assert.notEqual(c!.unit, null);
    const span = 'On this machine the benchmark improves by about a tenth (from 410 points to 455 on the old box).';
    assert.equal(verdict('On this machine the benchmark improves by about a tenth, from 410 to 455 points.', span).label, 'supports');
    const changed = verdict('On this machine the benchmark improves by about a tenth, from 410 to 465 points.', span);
    assert.equal(changed.label, 'contradicts', changed.reason);
    // ("doubling the size … (from 8 bytes to 16)": a change, whose new figure the claim may state alone)
    const grew = verdict('The layout doubles the header, to 16 bytes.', 'The new layout ends up doubling the size of the header (from 8 bytes to 16).');
    assert.ok(!grew.flags.some((f) => f.startsWith('number_qualifier:')), grew.flags.join(', '));
  });

  it('a side that denies a degree of the act denies too: "not necessarily all" and "not every" are no opposites', () => {
    const span = 'The formatter may not necessarily handle all pairings of dialect and style; in particular, it may not handle a style two versions apart.';
    const v = verdict('Not every pairing of dialect and style is necessarily handled by the formatter.', span);
    assert.notEqual(v.label, 'contradicts', v.reason);
    assert.deepEqual(weakDenial('Not every pairing of dialect and style is handled by the formatter.', span), { kind: 'both_deny', words: 'not necessarily' });
    // (a flat denial of the act against a plain assertion is still the opposite)
    const flat = verdict('The formatter does not handle pairings of dialect and style.', 'The formatter handles all pairings of dialect and style.');
    assert.equal(flat.label, 'contradicts', flat.reason);
  });

  it('"should not … before X" and "only once X … should" are the same rule, not opposites', () => {
    const span = 'Maintainers should not tag the release (by pushing the signed tag) before every translator has signed off.';
    const v = verdict('Only once every translator has signed off should maintainers tag the release by pushing the signed tag.', span);
    assert.notEqual(v.label, 'contradicts', v.reason);
    assert.ok(v.flags.includes('denial_weaker:until'), v.flags.join(', '));
    const opposite = verdict('Maintainers should tag the release before every translator has signed off.', span);
    assert.equal(opposite.label, 'contradicts', opposite.reason);
  });

  it('a symbol written in place of another is not what the span writes', () => {
    const span = 'Each key is folded to lower case, with every run of ``:``, ``/`` or ``+`` turned into a single ``/``.';
    assert.deepEqual(symbolSubstituted('Each key is folded to lower case, with every run of :, / or + turned into a single + sign.', span), { claim: '+', span: '/' });
    const v = verdict('Each key is folded to lower case, with every run of :, / or + turned into a single + sign.', span);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.equal(symbolSubstituted('Each key is folded to lower case, with runs of :, / or + turned into one /.', span), undefined);
    // (no symbol of its own on one side: nothing to compare)
    assert.equal(symbolSubstituted('Each key is folded to lower case.', span), undefined);
  });

  it('"the only N" is not carried by a claim that gives others of its kind beside it', () => {
    const span = 'Today, editing the ``SITE_DIRS`` file is the only way to add extra plugin folders.';
    assert.ok(onlyOneGivenOthers('There are already several ways besides the SITE_DIRS file to add extra plugin folders.', span));
    const v = verdict('There are already several ways besides the SITE_DIRS file to add extra plugin folders.', span);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.equal(onlyOneGivenOthers('Editing the SITE_DIRS file is currently the one way to add extra plugin folders.', span), undefined);
    assert.equal(onlyOneGivenOthers('Besides plugins, themes can be added too.', span), undefined);
  });

  it('a part of a claim that says both opposites is not refuted by the span saying both in the same places', () => {
    const claim = 'The codec would need a pair of buffers: an immutable buffer for hashability and a mutable buffer for the efficient accumulation frequently needed with streamed frames.';
    const span = 'Moreover, not one buffer would be needed, but two: one immutable buffer (to allow for hashing), and one mutable buffer (as efficient accumulation is often necessary when working with streamed frames).';
    const v = verdict(claim, span);
    assert.notEqual(v.label, 'contradicts', v.reason);
    // (the same words in each other's places are still opposites)
    const swapped = verdict('The codec needs a mutable buffer for hashing and an immutable buffer for accumulation.', 'The codec needs an immutable buffer for hashing and a mutable buffer for accumulation.');
    assert.notEqual(swapped.label, 'supports', swapped.reason);
  });

  it('"will not V unless X" and "will only V if X" are the same restriction, not opposites', () => {
    const span = 'In a sandboxed worker, a plugin call will *only* open a socket if the manifest grants network access.';
    for (const claim of [
      'Unless the manifest grants network access, a plugin call in a sandboxed worker will not open a socket.',
      'A plugin call in a sandboxed worker will not open a socket unless the manifest grants network access.',
    ]) {
      const v = verdict(claim, span);
      assert.notEqual(v.label, 'contradicts', `${claim}: ${v.reason}`);
    }
    // (a denial without the condition is still read against the span's "only if")
    const bare = verdict('A plugin call in a sandboxed worker will not open a socket.', span);
    assert.equal(bare.label, 'contradicts', bare.reason);
  });

  it('a part of a claim whose whole says the span\'s denial by a "non-" word is not refuted by that denial', () => {
    const span = 'Since `Reader` cannot modify its buffer, `head`, `peek_one` and `peek_two` all stay valid as long as the buffer.';
    const v = verdict('Because Reader is non-modifying, head, peek_one and peek_two all stay valid as long as the buffer.', span);
    assert.notEqual(v.label, 'contradicts', v.reason);
    // (a claim that asserts the denied act itself is still refuted)
    const w = verdict('Because Reader modifies its buffer, head, peek_one and peek_two all stay valid as long as the buffer.', span);
    assert.equal(w.label, 'contradicts', w.reason);
  });

  it('"a fortnight" is a "two-week" span of time, hyphened or not', () => {
    const v = verdict('A fortnight of review will be followed by a fortnight of voting.', 'There will be a two-week review period, followed by a two-week vote.');
    assert.notEqual(v.label, 'contradicts', v.reason);
    assert.ok(!v.flags.some((f) => f.startsWith('unit_mismatch:')), v.flags.join(', '));
    const w = verdict('A fortnight of review will be followed by a fortnight of voting.', 'There will be a three-week review period, followed by a three-week vote.');
    assert.ok(w.flags.some((f) => f.startsWith('unit_mismatch:')), w.flags.join(', '));
  });

  it('a name written with other marks than the span\'s is not what the span writes, in a claim of parts too', () => {
    const span = 'In Julia, ``op`` applies an operator to scalars while ``@op@`` applies it to whole arrays.';
    const v = verdict('In Julia, `op` applies an operator to scalars while `.op` applies it to whole arrays.', span);
    assert.notEqual(v.label, 'supports', v.reason);
    const same = verdict('In Julia, `op` applies an operator to scalars while `@op@` applies it to whole arrays.', span);
    assert.equal(same.label, 'supports', same.reason);
  });

  it('"X gets V-ed to Y" over the span\'s "Y gets V-ed to X" trades their roles', () => {
    const span = 'At every freeze the draft gets moved to review (the queue), and the review gets moved to archive.';
    assert.deepEqual(participleRolesTraded('At every freeze, review gets moved to draft and archive gets moved to review.', span),
      { claim: 'review gets moved to draft', span: 'draft gets moved to review' });
    const v = verdict('At every freeze, review gets moved to draft and archive gets moved to review.', span);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.equal(participleRolesTraded('At every freeze, the draft gets moved to review and the review gets moved to archive.', span), undefined);
    // (a pair the span does not make with that participle is left to other readings)
    assert.equal(participleRolesTraded('At every freeze, the queue gets moved to archive.', span), undefined);
  });

  it('what a side sets against ("as opposed to X") or says is lacking denies it too', () => {
    const a = verdict('According to the PEP, Money will be decimal, not binary, with a fixed scale.', 'Money will be decimal (as opposed to binary) and will have a fixed scale.');
    assert.notEqual(a.label, 'contradicts', a.reason);
    const b = verdict('Reliable standard tools for reading and checking Ogg metadata are lacking.', 'Sadly, there are no reliable standard tools for reading and checking Ogg metadata.');
    assert.notEqual(b.label, 'contradicts', b.reason);
    const c = verdict('Reliable standard tools for reading and checking Ogg metadata are available.', 'Sadly, there are no reliable standard tools for reading and checking Ogg metadata.');
    assert.equal(c.label, 'contradicts', c.reason);
  });

  it('a trailing "…, the PEP says." or "…, as PEP 9 notes." is a frame, not words to carry', () => {
    assert.equal(attributionOf('Reliable tools for Ogg metadata are lacking, the PEP says.', [])?.name, 'the PEP');
    assert.deepEqual(attributionOf('Reliable tools for Ogg metadata are lacking, as PEP 9 notes.', []),
      { inner: 'Reliable tools for Ogg metadata are lacking.', name: 'PEP 9', kind: 'pep', number: 9 });
    assert.equal(attributionOf('Reliable tools for Ogg metadata are lacking, PEP 9 says.', [])?.inner, 'Reliable tools for Ogg metadata are lacking.');
  });

  it('"any N" is not carried by a span that puts a word of its own before every N it names', () => {
    const span = 'After the switch, renaming any field of a public config struct, even a private one, breaks callers.';
    assert.deepEqual(universalOverNarrowed('After the switch, renaming any field of any existing struct breaks callers.', span), { claim: 'any existing struct', span: 'config struct' });
    const v = verdict('After the switch, renaming any field of any existing struct breaks callers.', span);
    assert.notEqual(v.label, 'supports', v.reason);
    // (the claim's own word before the noun, or a word that picks nothing out)
    assert.equal(universalOverNarrowed('Renaming any field of any public config struct breaks callers.', span), undefined);
    assert.ok(universalOverNarrowed('Renaming any field of any config struct breaks callers.', span), 'public config struct, said of any config struct');
    assert.equal(universalOverNarrowed('Renaming any field breaks callers.', 'Renaming an existing field breaks callers.'), undefined);
  });

  it('"V-ed in X" where the span says "V-ed in Y" of another name is not carried', () => {
    const span = 'Until Ruby 2.6, the gem installer of Bundler was written in C as a native extension.';
    assert.deepEqual(participleObjectDiffers('Until Ruby 2.6, the gem installer of Bundler was written in Ruby.', span), { claim: 'written in Ruby', span: 'written in C' });
    assert.notEqual(verdict('Until Ruby 2.6, the gem installer of Bundler was written in Ruby.', span).label, 'supports');
    assert.equal(participleObjectDiffers('Until Ruby 2.6, the gem installer of Bundler was written in C.', span), undefined);
  });

  it('"out of N" where the other side says "in N" is its opposite', () => {
    const span = 'The 4.x series was judged to be in scope for this change, with the fix shipped in 4.2.';
    assert.deepEqual(inOrOutOf('The 4.x series was judged out of scope for this change.', span), { claim: 'out of scope', span: 'in scope' });
    assert.notEqual(verdict('The 4.x series was judged out of scope for this change.', span).label, 'supports');
    assert.ok(inOrOutOf('The 4.x series was judged in scope.', 'The 4.x series was judged out of scope.'));
    assert.equal(inOrOutOf('The 4.x series was in scope and the 3.x series out of scope.', 'The 4.x series was in scope, the 3.x series out of scope.'), undefined);
  });

  it('"need not be X" and "does not have to be X" deny the same duty, whatever else the span requires', () => {
    const span = 'For `log::emit(x)`, `x` must be a `Record`, but does not have to be a borrowed value, nor does it have to be `Send`.';
    const v = verdict("For log::emit(x), x has to be a Record, but it need not be a borrowed value or Send.", span);
    assert.notEqual(v.label, 'contradicts', v.reason);
    const w = verdict('For log::emit(x), x has to be a borrowed value.', span);
    assert.notEqual(w.label, 'supports', w.reason);
  });

  it('a bare "for both" is not carried by a span that says it of one of the two', () => {
    const span = 'By default, test fixtures are built for the host, while examples and benches are built for the target.';
    const claim = 'By default, test fixtures are built for the host and benches for the target, while examples are built for both.';
    assert.deepEqual(bothUnstated(claim, span), { claim: 'for both', pair: ['host', 'target'] });
    assert.notEqual(verdict(claim, span).label, 'supports');
    assert.equal(bothUnstated(claim, 'Examples are built for the host and the target.'), undefined);
    assert.equal(bothUnstated(claim, 'Examples are built for both.'), undefined);
  });

  it('a comparison of "more X and Y than", after "that", with "between A and B", traded, is not carried', () => {
    const claim = "The idea rests on the observation that the ratio of a wheel's rim to its hub is more basic than the ratio to its spoke.";
    const span = "The idea rests on the observation that the ratio of a wheel's rim to its spoke is far more basic and useful than the ratio between its rim and hub.";
    assert.ok(comparisonSidesTraded(claim, span));
    assert.notEqual(verdict(claim, span).label, 'supports');
    assert.equal(comparisonSidesTraded("The idea rests on the observation that the ratio of a wheel's rim to its spoke is more basic than the ratio to its hub.", span), undefined);
  });

  it('an item added to a list of dotted names, or to a span list of two, is not carried', () => {
    assert.equal(listItemAdded('On May 2nd the records for [a..f].mirror.example.org, old.mirror.example.org, and mirror.example.org itself go away.',
      'On May 2nd the records for [a..f].mirror.example.org and old.mirror.example.org go away.'), 'mirror.example.org');
    assert.equal(listItemAdded('The records for [a..f].mirror.example.org, old.mirror.example.org and new.mirror.example.org go away.',
      'The records for [a..f].mirror.example.org, old.mirror.example.org and new.mirror.example.org go away.'), undefined);
    const v = verdict('On May 2nd the records for [a..f].mirror.example.org, old.mirror.example.org, and mirror.example.org itself go away.',
      'On May 2nd the records for [a..f].mirror.example.org and old.mirror.example.org go away.');
    assert.notEqual(v.label, 'supports', v.reason);
  });

  it('"X N and Y N" over the span\'s "X N" adds Y, a function word too ("while loops")', () => {
    const span = 'The code generated for ``for`` loops is changed to call the new iterator opcodes instead of indexing.';
    assert.deepEqual(coordinatedModifierAdded('The code generated for for loops and while loops is changed to call the new iterator opcodes instead of indexing.', span),
      { claim: 'while loops', span: 'for loops' });
    assert.notEqual(verdict('The code generated for for loops and while loops is changed to call the new iterator opcodes instead of indexing.', span).label, 'supports');
    assert.equal(coordinatedModifierAdded('Code for for loops and while loops changed.', 'Code for for loops and while loops changed.'), undefined);
  });

  it('a word whose place in the span holds it with a prefix ("compressing" / "decompressing") is not what the span says', () => {
    const span = 'Brotli reaches a far higher ratio than gzip while decompressing noticeably faster than xz.';
    assert.deepEqual(prefixedInPlace('Brotli reaches a far higher ratio than gzip while compressing noticeably faster than xz.', span), { claim: 'compressing', span: 'decompressing' });
    assert.notEqual(verdict('Brotli reaches a far higher ratio than gzip while compressing noticeably faster than xz.', span).label, 'supports');
    assert.equal(prefixedInPlace('Brotli reaches a far higher ratio than gzip while decompressing noticeably faster than xz.', span), undefined);
    // (a prefixed word elsewhere, with other neighbours, is no substitution)
    assert.equal(prefixedInPlace('Brotli is fast at compressing text.', 'Brotli is slow at decompressing images.'), undefined);
    // (nor a word the span says as it is elsewhere: two groups reordered)
    assert.equal(prefixedInPlace('Unsigned builds failed 31% of runs, compared with 14% for signed builds.', 'Signed builds failed 14% of runs, compared with 31% for unsigned builds.'), undefined);
  });

  it('what a review of these readings found they must leave alone', () => {
    // (a version with letters after it is read in linear time)
    const started = Date.now();
    literalsOf(`see 3.10.${'x'.repeat(40)}_y`);
    assert.ok(Date.now() - started < 500);
    // (one of several joined names; an article or a count after "in" / "out of"; "by no means the only")
    assert.equal(participleObjectDiffers('The library is used in Flask projects.', 'The library is used in Django and Flask projects.'), undefined);
    assert.equal(inOrOutOf('Pyodide runs Python in the browser.', 'Pyodide runs Python in a browser, out of the box.'), undefined);
    assert.equal(inOrOutOf('Nine in ten users agree.', 'Nine out of ten users agree.'), undefined);
    assert.equal(onlyOneGivenOthers('Besides pip, there are other installers.', 'pip is by no means the only installer.'), undefined);
    assert.ok(onlyOneGivenOthers('Besides pip, there are several other installers.', 'pip is the only supported installer for this.'));
    // (a verb before the noun narrows nothing; a sentence's "great!" is no macro; a trailing "Section 4 explains" is no citation)
    assert.equal(universalOverNarrowed('pip installs all dependencies.', 'pip resolves dependencies and installs them.'), undefined);
    assert.equal(verdict('This release is great!', 'This release is great. Use println! to print.').label, 'supports');
    assert.equal(attributionOf('Caching is disabled by default, Section 4 explains.', []), null);
    // (a denying state is of its own clause's subject only)
    assert.equal(verdict('The API has no rate limits.', 'The API has rate limits; examples are missing.').label, 'contradicts');
  });
});
