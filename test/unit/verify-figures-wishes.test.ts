// Figures and labels that trade places, wishes and proposals said as done, and what a claim may keep in its own words
// (invented sentences): two figures or two numbered labels in each other's places are not support; "around 1852
// instances" is a count; a hope or a belief covers its whole clause; a possibility is not kept by a claim's "will"; "would
// be to add" and "is preferable" put a course forward; a universal subject's "will" is what always happens; "only" may
// stand before or after the verb under a modal; "any" asks nothing of a condition; a restriction under "any" may run to
// the end of the span's clause; a figure that ends its clause before a semicolon is in the same slot as one that ends a
// sentence; two phrases may trade places as two words do; a comparison needs its other side; "the larger X" is not "the
// X"; "between A and B" and "cases 1 and 4" are one term, not two statements; two kinds of one thing may trade what is
// said of them; what a denial excepts is not denied; words exchanged wherever they stand; "opt in" is not "opt out";
// "rather than" answers "not" where both sides say the word elsewhere too; "only X" answers "nothing other than X";
// "one … another" counts nothing; "the only change" needs an "only" of that change; "the field" is not "any field";
// "is blocked on" and "prevented … from V-ing" deny by their meaning.
import assert from 'node:assert/strict';
import { verdictAgainst } from './verify-fixtures';
import { extractQuantities } from '../../src/core/text/quantities';
import { attributesTraded, comparisonUnstated, exceptionDenied, namesSwapped, particleOpposite, restrictionDropped, selectorDropped, wordsSwapped } from '../../src/core/verify/arguments';
import { conjunctRanges } from '../../src/core/verify/index';

const figures = (text: string) => extractQuantities(text).map((q) => `${q.value}:${q.kind}:${q.unit ?? '-'}`);

describe('verify: figures that trade places, wishes said as done (invented)', () => {
  it('two numbered labels in each other\'s places: "worker 2 reads what worker 1 wrote"', () => {
    const span = 'In this schedule the read of the flag in worker 1 may see the value stored in worker 2 before the barrier.';
    const swapped = verdictAgainst('The read of the flag in worker 2 may see the value stored in worker 1.', [span]);
    assert.notEqual(swapped.label, 'supports', swapped.reason);
    assert.ok(swapped.flags.includes('arguments_reversed:worker 2/worker 1'), swapped.flags.join());
    assert.equal(verdictAgainst('The read of the flag in worker 1 may see the value stored in worker 2.', [span]).label, 'supports');
  });

  it('labels whose relation is said before them: "the parent of stage 1 is stage 2"', () => {
    const span = 'The first stage has no parent, but the parent of stage 3 is another stage ("stage 4").';
    assert.deepEqual(namesSwapped('The parent of "stage 4" is "stage 3".', span), { first: 'stage 4', second: 'stage 3' });
    assert.equal(namesSwapped('The parent of "stage 3" is "stage 4".', span), undefined);
    // (a span that also says them in the claim's order is no swap)
    assert.equal(namesSwapped('The parent of "stage 4" is "stage 3".', 'The parent of stage 4 is stage 3, and the parent of stage 3 is stage 4.'), undefined);
  });

  it('two figures in each other\'s places, and the figures of a list or a range are not', () => {
    const span = 'There are about 310 open tickets on the board today, when in practice there should be around 120.';
    const swapped = verdictAgainst('There are about 120 open tickets on the board today, when in practice there should be around 310.', [span]);
    assert.notEqual(swapped.label, 'supports', swapped.reason);
    assert.equal(verdictAgainst('Today there are about 310 open tickets on the board, when in practice there should be around 120.', [span]).label, 'supports');
    // ("A and B", "from A to B": nothing between them says which is which)
    assert.equal(namesSwapped('Kestrel keeps 12 and 40 snapshots.', 'Kestrel keeps 40 and 12 snapshots.'), undefined);
    assert.equal(namesSwapped('The pool grows from 8 to 64 workers.', 'The pool grows to 64 from 8 workers.'), undefined);
    // (a passive on one side only turns the roles round by itself: "by" on one side is no swap)
    assert.equal(namesSwapped('Port 8080 is used by port 9090.', 'Port 9090 uses port 8080.'), undefined);
  });

  it('a four-digit figure before a plural noun after "around" or "of" is a count, not a year', () => {
    assert.deepEqual(figures('There are around 1852 instances of the flag.'), ['1852:count:instanc']);
    assert.deepEqual(figures('a total of 2000 users'), ['2000:count:user']);
    assert.deepEqual(figures('The mill was built around 1852 by the river.'), ['1852:year:-']);
    assert.deepEqual(figures('In 2019 researchers found it.'), ['2019:year:-']);
  });

  it('a hope or a belief covers its whole clause, however far the claim\'s words sit from it', () => {
    const span = 'I hope to have a harness which will let us gather enough field data for tuning the scheduler before the 4.1 release.';
    const v = verdictAgainst('The scheduler was tuned before the 4.1 release using field data.', [span]);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('hedge_dropped:i hope'), v.flags.join());
    // (past a semicolon, another clause is the writer's statement)
    const stated = verdictAgainst('The scheduler was tuned before the 4.1 release.', ['We hope to add a harness later; the scheduler was tuned before the 4.1 release.']);
    assert.equal(stated.label, 'supports', stated.reason);
  });

  it('a possibility, a wish or a plan is not kept by a claim\'s "will"; a plan is kept by a word of planning', () => {
    const span = 'There is also the potential for a denser page format, speeding up cold scans.';
    const v = verdictAgainst('A denser page format will speed up cold scans.', [span]);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('hedge_dropped:the potential for'), v.flags.join());
    assert.equal(verdictAgainst('A denser page format could speed up cold scans.', [span]).label, 'supports');
    assert.notEqual(verdictAgainst('The rewrite will cause a lot of churn in the plugin ecosystem.', ['The rewrite has the potential to cause a lot of churn in the plugin ecosystem.']).label, 'supports');
    // (a named person's belief: "X thinks that only Y is worth doing" does not say Y was done)
    assert.notEqual(verdictAgainst('Mara Quist has already implemented the lazy loader.', ['One of the maintainers (Mara Quist) thinks that only the lazy loader is worth implementing.']).label, 'supports');
    // ("plans to add" → "will add": a plan is not yet what will be; a claim that keeps the plan says no more)
    assert.notEqual(verdictAgainst('Kestrel will add a page cache in the 3.0 release.', ['Kestrel plans to add a page cache in the 3.0 release.']).label, 'supports');
    assert.equal(verdictAgainst('Kestrel plans to add a page cache in the 3.0 release.', ['Kestrel plans to add a page cache in the 3.0 release.']).label, 'supports');
  });

  it('"would be to add", "seems to be to add" and "is preferable" put a course forward, not what was done', () => {
    const proposed = verdictAgainst('A --dry-run flag that skips writing the lockfile has been added to the installer.',
      ['The only other option raised so far seems to be to add a --dry-run flag to the installer that skips writing the lockfile.']);
    assert.notEqual(proposed.label, 'supports', proposed.reason);
    // (the seeming or the course put forward: either is the hedge the claim drops)
    assert.ok(proposed.flags.includes('hedge_dropped:be to') || proposed.flags.includes('hedge_dropped:seems to'), proposed.flags.join());
    const preferred = verdictAgainst('A simpler manifest format has already been adopted by the plugin hosts.',
      ['For the next release a simpler manifest format that lends itself to adoption by the plugin hosts is preferable.']);
    assert.notEqual(preferred.label, 'supports', preferred.reason);
    assert.ok(preferred.flags.some((f) => f === 'hedge_dropped:is preferable'), preferred.flags.join());
  });

  it('the "will" of a universal subject is what always happens, also "today"', () => {
    const v = verdictAgainst('Today, any handler named in the manifest is loaded eagerly.', ['In the current loader today, any handler named in the manifest will be loaded eagerly.']);
    assert.equal(v.label, 'supports', v.reason);
    // (a subject that is no universal keeps "will" a prediction)
    const predicted = verdictAgainst('The handler is loaded eagerly.', ['In the next release, the handler will be loaded eagerly.']);
    assert.notEqual(predicted.label, 'supports', predicted.reason);
  });

  it('"only" before or after the verb under a modal is the same restriction', () => {
    assert.equal(verdictAgainst('The debug socket should be opened only from the test runner.', ['The debug socket should only be opened from the test runner.']).label, 'supports');
    // (a claim without "only" drops it)
    assert.notEqual(verdictAgainst('The debug socket should be opened from the test runner.', ['The debug socket should only be opened from the test runner.']).label, 'supports');
  });

  it('"any" asks nothing of a condition: "unless any regressions are found" is stated without it', () => {
    const span = 'The final build will be identical unless any regressions (or crashes) are found by the beta testers.';
    const v = verdictAgainst('Unless the beta testers find regressions, the final build will be identical.', [span]);
    assert.equal(v.label, 'supports', v.reason);
    const dropped = verdictAgainst('The final build will be identical.', [span]);
    assert.notEqual(dropped.label, 'supports', dropped.reason);
  });

  it('a restriction of a noun under "any" may run to the end of the span\'s clause: "a literal beginning with 0x"', () => {
    const span = 'However, it is always a parse error (in the reader) to have stray digits in a hex literal beginning with `0x` or `0X`.';
    const v = verdictAgainst('Stray digits in any hex literal are always a parse error.', [span]);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.deepEqual(restrictionDropped('Stray digits in any hex literal are always a parse error.', span), { claim: 'literal', span: 'literal beginning with `0x` or `0X' });
    // (a claim that says the restriction keeps it)
    assert.equal(restrictionDropped('Stray digits in any hex literal beginning with `0x` or `0X` are always a parse error.', span), undefined);
  });

  it('a figure that ends its clause before "; …" is in the same slot as one that ends the claim', () => {
    const span = 'For that reason the registry only keeps build logs for jobs up to an age of 30; as a result, old jobs are often rebuilt from scratch.';
    const v = verdictAgainst('The registry keeps build logs for jobs up to an age of 90.', [span]);
    assert.equal(v.label, 'contradicts', v.reason);
    assert.ok(v.flags.includes('number_mismatch:90'), v.flags.join());
  });

  it('two phrases in each other\'s places: "checked by the linter are also checked by the compiler"', () => {
    const span = 'Every rule enforced by the strict linter is also enforced by the release compiler.';
    const v = verdictAgainst('Every rule enforced by the release compiler is also enforced by the strict linter.', [span]);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.deepEqual(wordsSwapped('Every rule enforced by the release compiler is also enforced by the strict linter.', span),
      { first: 'release compiler', second: 'strict linter' });
    // (two joined clauses, or a possessive said with "of", trade places in a rewording)
    assert.equal(wordsSwapped('Tern reads the config file and writes the lock file.', 'Tern writes the lock file and reads the config file.'), undefined);
    assert.equal(wordsSwapped('This guide adopts PEP 8\'s naming rules.', 'This guide adopts the naming rules of PEP 8.'), undefined);
    // (nor two phrases that each take another role, "in" one way and "via" the other)
    assert.equal(wordsSwapped('Disk pressure drives eviction in the page cache.', 'We describe how the page cache drives eviction via disk pressure.'), undefined);
  });

  it('a comparison is carried only with its other side: "more memory than Quill" over "more memory"', () => {
    const span = 'Unlike most schedulers, Tern gives each worker more memory.';
    const v = verdictAgainst('Tern gives each worker more memory than the Quill scheduler.', [span]);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.equal(comparisonUnstated('Tern gives each worker more memory than the Quill scheduler.', 'Tern gives each worker more memory.'), 'more memory than the Quill scheduler');
    assert.equal(comparisonUnstated('Tern uses more memory than Quill.', 'Tern uses more memory than Quill on large inputs.'), undefined);
    // (the other side named another way: "compared with", "unlike")
    assert.equal(comparisonUnstated('Tern uses more memory than Quill.', 'Compared with Quill, Tern uses more memory.'), undefined);
    // (but "compared with" another thing is not the claim's other side)
    assert.equal(comparisonUnstated('Tern uses more memory than Quill.', 'Compared with its first release, Tern uses more memory, which Quill never did.'), 'more memory than Quill');
    // (a sentence copied as written keeps its comparison, whatever form its other side takes: "read more than written")
    assert.equal(comparisonUnstated('Code is read more than written, so readability matters.', 'Code is read more than written, so readability matters.'), undefined);
    assert.equal(verdictAgainst('Keeping in mind that code is read more than written, it is important to keep it short.',
      ['Keeping in\nmind that code is read more than written, it is important to keep it short.']).label, 'supports');
    // (a "than" with another other side)
    assert.equal(comparisonUnstated('Tern uses more memory than Quill.', 'Tern uses more memory than Brindle.'), 'more memory than Quill');
  });

  it('"the larger X" picks one of several: "relative to the value of a" is not "relative to the larger value of a or b"', () => {
    const span = 'The tolerance is the error allowed, relative to the larger magnitude of x or y.';
    const v = verdictAgainst('The tolerance is the error allowed, relative to the magnitude of x.', [span]);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.equal(selectorDropped('The tolerance is the error allowed, relative to the magnitude of x.', span), 'the larger magnitude');
    assert.equal(verdictAgainst('The tolerance is the error allowed, relative to the larger magnitude of x or y.', [span]).label, 'supports');
  });

  it('"between A and B" and two figures joined by "and" are one term, not two statements', () => {
    assert.deepEqual(conjunctRanges('Direct iteration over mappings is unchanged between Python 2 and Python 3.'), []);
    assert.deepEqual(conjunctRanges('Examples of cases 1 and 4 have so far not been seen.'), []);
    // (two statements still are)
    assert.equal(conjunctRanges('Tern reads the manifest at startup and Quill writes the lockfile on exit.').length, 2);
  });

  it('two kinds of one thing that trade what is said of them: "cold pages … disk; hot pages … memory"', () => {
    const span = 'The pager keeps two kinds of pages: hot pages, held in a fixed memory pool (usually 64 MB), and cold pages, which are written only to the swap disk.';
    const claim = 'Hot pages are written only to the swap disk, while cold pages are held in a fixed memory pool.';
    assert.deepEqual(attributesTraded(claim, span), { first: 'Hot pages', second: 'cold pages' });
    assert.notEqual(verdictAgainst(claim, [span]).label, 'supports');
    // (each said of its own, in either order)
    assert.equal(attributesTraded('Cold pages are written only to the swap disk, while hot pages are held in a fixed memory pool.', span), undefined);
  });

  it('what a denial excepts is not denied: "never cache a response, except for pages marked static, which must be cached"', () => {
    const span = 'The proxy should never cache a response, *except* for pages marked static by the origin, which *must* be cached.';
    const claim = 'Pages marked static by the origin must not be cached by the proxy.';
    assert.equal(exceptionDenied(claim, span), 'pages marked static by the origin');
    assert.notEqual(verdictAgainst(claim, [span]).label, 'supports');
    // (the denial said with its exception, as the span says it)
    assert.equal(exceptionDenied('The proxy never caches a response, except for pages marked static by the origin.', span), undefined);
  });

  it('two words exchanged wherever either stands are not support', () => {
    const span = 'The usual case is that where Lua code needs to call Rust code, it builds a shim for the Rust code, pointing its parent at the current shim.';
    const v = verdictAgainst('Where Rust code needs to call Lua code, it builds a shim for the Lua code, pointing its parent at the current shim.', [span]);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('words_swapped:Rust/Lua'), v.flags.join());
  });

  it('a verb with the opposite particle says the opposite: "opt out" / "opt-in", "scale up" / "scale down"', () => {
    assert.deepEqual(particleOpposite('Plugins opt out of sandboxing.', 'Plugins may opt-in to sandboxing.'), { claim: 'opt out', span: 'opt-in' });
    assert.deepEqual(particleOpposite('The pool scales up at night.', 'The pool scales down at night.'), { claim: 'scales up', span: 'scales down' });
    assert.notEqual(verdictAgainst('Smart pointers opt out of unsized coercions.', ['Smart pointers opt-in to unsized coercions.']).label, 'supports');
    // ("fill in" and "fill out" a form say the same; a span with both particles is no opposite)
    assert.equal(particleOpposite('Users fill in the form.', 'Users fill out the form.'), undefined);
    assert.equal(particleOpposite('Users opt in.', 'Users opt in or opt out.'), undefined);
  });

  it('"rather than" answers a denial where both sides say its word elsewhere too', () => {
    const v = verdictAgainst('The reported line should be the line in the test file where it fails, not a line in the generated code.',
      ['The reported line should be the line in the test file where it fails, rather than a line in the generated code.']);
    assert.notEqual(v.label, 'contradicts', v.reason);
  });

  it('"only X" answers "nothing other than X" (or "outside of X"), and "one … another" counts nothing', () => {
    const span = 'This guide only covers build failures on Linux systems that use the ``make`` script.';
    const v = verdictAgainst('Build failures on systems other than Linux systems using the `make` script are not covered by this guide.', [span]);
    assert.equal(v.label, 'supports', v.reason);
    // (without a word that sets things apart, the denial stands against "only")
    assert.equal(verdictAgainst('Build failures on Linux systems using the `make` script are not covered by this guide.', [span]).label, 'contradicts');
    assert.deepEqual(figures('the only way to move data from one buffer to another'), []);
    assert.deepEqual(figures('only one buffer is kept'), ['1:count:buffer']);
  });

  it('"the only change" needs an "only" of that change, not of another word', () => {
    const span = 'The main change from the old rules is that we only forbid *unbounded* type parameters.';
    const v = verdictAgainst('The only change from the old rules is that we forbid unbounded type parameters.', [span]);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.equal(verdictAgainst('The only change from the old rules is that we forbid unbounded type parameters.',
      ['The only change from the old rules is that we forbid unbounded type parameters.']).label, 'supports');
    // (a claim with two "only"s needs the span's "only" of its noun once, and the other "only" as the span says it)
    const copied = 'The only time the linter suggests a fix is if there is only one rule that could apply.';
    assert.equal(verdictAgainst("The only time the linter suggests a fix is if there's only one rule that could apply.", [copied]).label, 'supports');
  });

  it('"the field" names one field: "any field" speaks of more; "is planning removal" is a plan', () => {
    const v = verdictAgainst('To escape any field in a log line, tabs must be written as two spaces.', ['To escape the field in a log line, tabs must be written as two spaces.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('restrictor_widened:the field'), v.flags.join());
    const planned = verdictAgainst('The legacy codec was removed in version 4.', ['This proposal is planning removal of the legacy codec by version 4.']);
    assert.notEqual(planned.label, 'supports', planned.reason);
  });

  it('"is blocked on X-ing" and "prevented … from V-ing" deny by their meaning: no refute of a denial, no accept of the act', () => {
    const span = 'Stabilization of the async closures is currently blocked on finalizing the syntax for their captures.';
    const denied = verdictAgainst("Async closures can't be stabilized yet because the syntax for their captures has not been finalized.", [span]);
    assert.notEqual(denied.label, 'contradicts', denied.reason);
    const done = verdictAgainst('Async closures have already been stabilized, since the syntax for their captures has been finalized.', [span]);
    assert.notEqual(done.label, 'supports', done.reason);
    const prevented = verdictAgainst('Code containing `k#foo` never compiled.',
      ['The `k#` prefix was chosen because a quirk of the lexer prevented any code containing `k#foo` from compiling.']);
    assert.notEqual(prevented.label, 'contradicts', prevented.reason);
    // (a code block is no denial)
    assert.equal(verdictAgainst('Each code block is compiled as a doctest.', ['Each code block is compiled as a doctest.']).label, 'supports');
  });

  it('what the rules above must not let through, and what they must not cost', () => {
    // (a universal subject's "will" in a sentence that reports or decides it, or against a claim that says it happened)
    assert.notEqual(verdictAgainst('All deprecated functions in the module were removed from the public API.',
      ['The maintainers say that all deprecated functions in the module will be removed from the public API.']).label, 'supports');
    // ("only" answers an exclusion only where what follows it is what the other side sets apart, and it sets nothing apart itself)
    assert.notEqual(verdictAgainst('The scanner does not inspect files outside of the src directory.', ['The scanner only inspects files outside of the src directory.']).label, 'supports');
    // (an abbreviation's full stop does not end a belief's clause)
    assert.notEqual(verdictAgainst('Approx. 40 percent of users prefer dark mode.', ['We believe that approx. 40 percent of users prefer dark mode.']).label, 'supports');
    // ("one … and another" counts)
    assert.equal(verdictAgainst('The fix resolved five crashes in the parser.', ['The fix resolved one crash in the parser and another in the lexer.']).label, 'contradicts');
    // (a denial inside the exception's own words is no denial of the exception)
    assert.equal(exceptionDenied('Names not defined in the prelude are never prefixed.',
      'An exported item is never prefixed with the module name, except for names defined in the prelude, which must be.'), undefined);
    // (a copy with hundreds of figures, pairs and "only"s is still carried: the pairings that grow with them are bounded)
    const many = Array.from({ length: 400 }, (_, i) => `only item ${i} of kind ${i % 7} is kept`).join(', ');
    assert.equal(verdictAgainst(`The ${many}.`, [`The ${many}.`]).label, 'supports');
  });
});
