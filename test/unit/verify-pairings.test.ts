// Words the span pairs otherwise than the claim: lists a "respectively" pairs item by item, clauses a connective joins
// the other way round, a word the span says in another clause; and figures a span allows without stating them. Invented
// Orbix sentences.
import assert from 'node:assert/strict';
import { clausesReversed, identifierDiffers, oneOfSeveral, pointSideReversed, respectivelyMispaired, withOrWithout } from '../../src/core/verify/arguments';
import { wordOfAnotherClause } from '../../src/core/verify/clause-subject';
import { verdictAgainst } from './verify-fixtures';

describe('verify: lists a "respectively" pairs item by item (invented)', () => {
  const span = 'The Kestrel and Plover daemons poll every 30 and 90 seconds, respectively.';

  it('a claim that pairs an item with the other list\'s other item is not carried', () => {
    for (const claim of ['Kestrel polls every 90 seconds.', 'The Plover daemon polls every 30 seconds.',
      'The Kestrel and Plover daemons poll every 90 and 30 seconds, respectively.']) {
      const v = verdictAgainst(claim, [span]);
      assert.notEqual(v.label, 'supports', `${claim}: ${v.reason}`);
      assert.ok(v.flags.some((f) => f.startsWith('respectively_mispaired:')), `${claim}: ${v.flags.join()}`);
      assert.match(v.reason, /respectively/, v.reason);
    }
  });

  it('the right pair, or the span\'s own sentence, is not flagged', () => {
    assert.equal(respectivelyMispaired('Plover polls every 90 seconds.', span), undefined);
    assert.equal(respectivelyMispaired('Kestrel polls every 30 seconds.', span), undefined);
    assert.equal(respectivelyMispaired(span, span), undefined);
    assert.equal(verdictAgainst(span, [span]).label, 'supports');
    // three items, with an Oxford comma
    const three = 'Kestrel, Plover, and Tern store keys, logs, and traces, respectively.';
    assert.deepEqual(respectivelyMispaired('Plover stores traces.', three), { claim: 'Plover … traces', span: 'Plover … logs' });
    assert.equal(respectivelyMispaired('Plover stores logs.', three), undefined);
    // no "respectively": nothing is paired
    assert.equal(respectivelyMispaired('Kestrel polls every 90 seconds.', 'The Kestrel and Plover daemons poll every 30 and 90 seconds.'), undefined);
  });
});

describe('verify: clauses a connective joins, the other way round (invented)', () => {
  it('"X because Y" is not carried by "Y because X", nor "X after Y" by "After X, Y"', () => {
    const v = verdictAgainst('The Kestrel build failed because the lock file was stale.', ['The lock file was stale because the Kestrel build failed.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('clauses_reversed:because'), v.flags.join());
    assert.ok(clausesReversed('Kestrel restarts after the cache is flushed.', 'After Kestrel restarts, the cache is flushed.'));
    assert.ok(clausesReversed('Plover reloads the keys if the token expires.', 'The token expires if Plover reloads the keys.'));
  });

  it('the same order, also with the connective\'s clause first, is no reversal', () => {
    assert.equal(clausesReversed('Kestrel restarts after the cache is flushed.', 'After the cache is flushed, Kestrel restarts.'), undefined);
    assert.equal(clausesReversed('The Kestrel build failed because the lock file was stale.', 'The Kestrel build failed because the lock file was stale.'), undefined);
    assert.equal(verdictAgainst('The Kestrel build failed because the lock file was stale.', ['The Kestrel build failed because the lock file was stale.']).label, 'supports');
  });
});

describe('verify: a word of the claim\'s act that the span says in another clause (invented)', () => {
  it('a word given only in a clause with a verb of its own is not the claim\'s', () => {
    for (const [claim, span, word] of [['Plover ships traces to Tempo.', 'Plover ships traces to Loki; Tempo is not supported.', 'Tempo'],
      ['Kestrel rotates logs at midnight.', 'Kestrel rotates logs hourly, and backups at midnight are kept for a week.', 'midnight'],
      // two acts of one subject joined by a bare "and", or "but" with the verb read as a noun
      ['Kestrel signs tokens with Ed25519.', 'Kestrel signs tokens with RSA and leaves Ed25519 keys unused.', 'Ed25519'],
      ['Kestrel reads logs.', 'Kestrel reads configs and writes logs to disk.', 'logs'],
      ['Plover keeps tabs.', 'Plover keeps spaces but strips tabs.', 'tabs']]) {
      const v = verdictAgainst(claim!, [span!]);
      assert.notEqual(v.label, 'supports', `${claim}: ${v.reason}`);
      assert.ok(v.flags.includes(`argument_elsewhere:${word}`), `${claim}: ${v.flags.join()}`);
    }
  });

  it('reads the clause after "but" as one of its own', () => {
    assert.deepEqual(wordOfAnotherClause('Kestrel keeps comments.', 'Kestrel keeps indentation but removes comments.'), { word: 'comments', verb: 'keeps' });
    assert.notEqual(verdictAgainst('Kestrel keeps comments.', ['Kestrel keeps indentation but removes comments.']).label, 'supports');
  });

  it('words of the act\'s own clause, a list after a colon, or another joined act of the claim are read as before', () => {
    assert.equal(wordOfAnotherClause('Plover ships traces to Loki.', 'Plover ships traces to Loki; Tempo is not supported.'), undefined);
    assert.equal(wordOfAnotherClause('Plover supports TOML.', 'Plover supports three formats: JSON, YAML and TOML.'), undefined);
    assert.equal(wordOfAnotherClause('Kestrel reads settings.', 'Kestrel reads configs and settings.'), undefined);
    assert.equal(wordOfAnotherClause('Kestrel writes logs to disk.', 'Kestrel reads configs and writes logs to disk.'), undefined);
    // a second act with no subject of its own shares the first clause's subject
    assert.equal(wordOfAnotherClause('Bob fixed the parser bug.', 'The parser bug was reported by Ann and fixed by Bob.'), undefined);
    // two verbs of one object
    assert.equal(wordOfAnotherClause('Kestrel creates a new session.', 'Kestrel creates and returns a new session.'), undefined);
    assert.equal(wordOfAnotherClause('The Plover proxy caches replies and compresses logs.', 'The Plover proxy caches replies, and by default also compresses logs.'), undefined);
    assert.equal(verdictAgainst('Plover ships traces to Loki.', ['Plover ships traces to Loki; Tempo is not supported.']).label, 'supports');
  });
});

describe('verify: figures a span allows without stating them (invented)', () => {
  it('a figure inside the span\'s range is neither carried nor contradicted', () => {
    for (const span of ['Kestrel runs 4 to 10 workers.', 'Kestrel runs between 4 and 10 workers.', 'Kestrel runs 4–10 workers.']) {
      const v = verdictAgainst('Kestrel runs 6 workers.', [span]);
      assert.equal(v.label, 'does_not_support', `${span}: ${v.reason}`);
      assert.match(v.reason, /range/, v.reason);
    }
    assert.equal(verdictAgainst('Kestrel runs 12 workers.', ['Kestrel runs 4 to 10 workers.']).label, 'contradicts');
    // the claim's own range with another end is a changed figure
    assert.equal(verdictAgainst('Kestrel runs 4 to 8 workers.', ['Kestrel runs 4 to 10 workers.']).label, 'contradicts');
  });

  it('a bound a denial turns round is the same bound ("never more than five" / "at most five"); another figure is still changed', () => {
    for (const [claim, span] of [['Kestrel never retries more than five times.', 'Kestrel retries at most five times.'],
      ['Kestrel does not retry more than five times.', 'Kestrel retries at most five times.'],
      ['Kestrel retries at most five times.', 'Kestrel never retries more than five times.']]) {
      const v = verdictAgainst(claim!, [span!]);
      assert.notEqual(v.label, 'contradicts', `${claim}: ${v.reason}`);
      assert.notEqual(v.label, 'supports', `${claim}: ${v.reason}`);
    }
    assert.equal(verdictAgainst('Kestrel never retries more than seven times.', ['Kestrel retries at most five times.']).label, 'contradicts');
    assert.equal(verdictAgainst('Kestrel retries at most seven times.', ['Kestrel retries at most five times.']).label, 'contradicts');
  });

  it('a changed number after the same name, of what a thing supports, names another thing ("supports TLS 1.3" / "TLS 1.2"), not a changed figure', () => {
    for (const [claim, span, flag] of [['Kestrel speaks SMTP 2.', 'Kestrel speaks SMTP 1.', 'other_numbered:2/1'],
      ['Plover parses Erlang 26 term files.', 'Plover parses Erlang 25 term files.', 'other_numbered:26/25'],
      ['Support for Lua 5.3 was removed from Plover.', 'Support for Lua 5.1 was removed from Plover.', 'other_numbered:5.3/5.1']]) {
      const v = verdictAgainst(claim!, [span!]);
      assert.equal(v.label, 'does_not_support', `${claim}: ${v.reason}`);
      assert.ok(v.flags.includes(flag!), `${claim}: ${v.flags.join()}`);
    }
    // one version (when something happened, what a thing requires), a date, or a count: a changed figure
    for (const [claim, span] of [['The flag was added in Plover 3.8.', 'The flag was added in Plover 3.9.'],
      ['This is the second beta of Plover 3.8.', 'This is the second beta of Plover 3.9.'], ['Plover requires Erlang 26.', 'Plover requires Erlang 25.'],
      ['Plover was released in May 2019.', 'Plover was released in May 2018.'],
      ['Plover keeps 40 snapshots.', 'Plover keeps 45 snapshots.'],
      // a version bound ("or later", "+") is a figure: changed, it is a changed requirement
      ['Plover requires Erlang 26 or later.', 'Plover requires Erlang 25 or later.'], ['Plover requires Erlang 26+.', 'Plover requires Erlang 25+.']]) {
      assert.equal(verdictAgainst(claim!, [span!]).label, 'contradicts', claim);
    }
  });
});

describe('verify: "with X" and "without X" (invented)', () => {
  it('neither carries nor denies the other', () => {
    for (const [claim, span] of [['Plover builds on macOS without Rosetta.', 'Plover builds on macOS only with Rosetta.'],
      ['Plover builds on macOS without Rosetta.', 'Plover builds on macOS through Rosetta.'],
      ['Plover builds on macOS with Rosetta.', 'Plover builds on macOS without Rosetta.'],
      ['Kestrel can start with admin rights.', 'Kestrel can start without admin rights.']]) {
      const v = verdictAgainst(claim!, [span!]);
      assert.equal(v.label, 'does_not_support', `${claim}: ${v.reason}`);
      assert.match(v.reason, /with(?:out)? /, v.reason);
    }
    assert.deepEqual(withOrWithout('Plover builds on macOS without Rosetta.', 'Plover builds on macOS only with Rosetta.'),
      { claim: 'without Rosetta', span: 'only with Rosetta', only: true });
    assert.equal(verdictAgainst('Kestrel can start without admin rights.', ['Kestrel can start without admin rights.']).label, 'supports');
    assert.equal(withOrWithout('Kestrel starts with admin rights.', 'Kestrel starts with admin rights, never without them.'), undefined);
  });
});

describe('verify: identifiers copied as written (invented)', () => {
  it('an option, a snake_case name or a name with "++"/"#" given in another form is another name', () => {
    for (const [claim, span, flag] of [['The --prune option deletes stale branches.', 'The --pruned option deletes stale branches.', 'identifier_differs:--prune/--pruned'],
      ['The retry_limit setting caps retries.', 'The retry_limits setting caps retries.', 'identifier_differs:retry_limit/retry_limits'],
      ['Plover is written in F#.', 'Plover is written in F.', 'identifier_differs:F#/F']]) {
      const v = verdictAgainst(claim!, [span!]);
      assert.equal(v.label, 'does_not_support', `${claim}: ${v.reason}`);
      assert.ok(v.flags.includes(flag!), `${claim}: ${v.flags.join()}`);
    }
    assert.equal(identifierDiffers('The --prune option deletes stale branches.', 'The `--prune` option deletes stale branches.'), undefined);
    assert.equal(identifierDiffers('Plover is written in C++.', 'Plover is written in C++ and Lua.'), undefined);
    assert.equal(verdictAgainst('The --prune option deletes stale branches.', ['The --prune option deletes stale branches.']).label, 'supports');
  });
});

describe('verify: limits said after the statement (invented)', () => {
  it('"before the 2.0 rewrite" limits it as "until …" does, and a roadmap named after its project is still a plan', () => {
    for (const [claim, span] of [['The Plover gateway checks every upload.', 'The Plover gateway checked every upload before the 3.0 rewrite.'],
      ['Plover reads YAML manifests.', 'Reading YAML manifests is on the Plover roadmap.']]) {
      const v = verdictAgainst(claim!, [span!]);
      assert.notEqual(v.label, 'supports', `${claim}: ${v.reason}`);
      assert.ok(v.flags.some((f) => f.startsWith('hedge_dropped:')), `${claim}: ${v.flags.join()}`);
    }
    assert.equal(verdictAgainst('The Plover gateway checked every upload before the 3.0 rewrite.', ['The Plover gateway checked every upload before the 3.0 rewrite.']).label, 'supports');
  });
});

describe('verify: what a change leaves behind (invented)', () => {
  it('"switched from X to Y" or "dropped X in favour of Y" does not carry "uses X"; it carries "uses Y"', () => {
    for (const span of ['Kestrel switched from Make to Ninja for its builds.', 'Kestrel dropped Make in favour of Ninja for its builds.',
      'Kestrel migrated away from Make to Ninja for its builds.']) {
      const v = verdictAgainst('Kestrel uses Make for its builds.', [span]);
      assert.notEqual(v.label, 'supports', `${span}: ${v.reason}`);
      assert.ok(v.flags.includes('polarity_uncertain'), `${span}: ${v.flags.join()}`);
    }
    assert.equal(verdictAgainst('Kestrel uses Ninja for its builds.', ['Kestrel switched from Make to Ninja for its builds.']).label, 'supports');
    assert.equal(verdictAgainst('Kestrel switched from Make to Ninja.', ['Kestrel switched from Make to Ninja for its builds.']).label, 'supports');
  });
});

describe('verify: from where to where, one of several, and "hardly" (invented)', () => {
  it('"from A to B" over "from B to A" is reversed, whole phrases on either side', () => {
    const v = verdictAgainst('Kestrel moves snapshots from the hot tier to the cold archive.', ['Kestrel moves snapshots from the cold archive to the hot tier.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.some((f) => f.startsWith('arguments_reversed:')), v.flags.join());
    assert.equal(verdictAgainst('Kestrel moves snapshots from the cold archive to the hot tier.', ['Kestrel moves snapshots from the cold archive to the hot tier.']).label, 'supports');
  });

  it('"one of the first" does not carry "the first"; "hardly faster" does not carry "faster"', () => {
    const first = verdictAgainst('Plover was the first scheduler with fair queues.', ['Plover was one of the first schedulers with fair queues.']);
    assert.equal(first.label, 'does_not_support', first.reason);
    assert.ok(first.flags.includes('one_of_several:one of the first'), first.flags.join());
    assert.equal(oneOfSeveral('Plover was one of the first schedulers with fair queues.', 'Plover was one of the first schedulers with fair queues.'), undefined);
    const hardly = verdictAgainst('Plover is faster than Kestrel.', ['Plover is hardly faster than Kestrel.']);
    assert.notEqual(hardly.label, 'supports', hardly.reason);
  });
});

describe('verify: the agent of a passive named by an identifier (invented)', () => {
  it('"fixed by commit 9f1c" does not carry "Commit 4e2a fixed …"', () => {
    const v = verdictAgainst('Commit 4e2a fixed the parser bug.', ['The parser bug was introduced by commit 4e2a and fixed by commit 9f1c.']);
    assert.notEqual(v.label, 'supports', v.reason);
    const own = verdictAgainst('Commit 9f1c fixed the parser bug.', ['The parser bug was introduced by commit 4e2a and fixed by commit 9f1c.']);
    assert.notEqual(own.label, 'contradicts', own.reason);
    assert.equal(verdictAgainst('Commit 4e2a fixed the parser bug.', ['The parser bug was fixed by commit 4e2a.']).label, 'supports');
    const release = verdictAgainst('Release 4 removed the flag.', ['The flag was removed by release 5.']);
    assert.notEqual(release.label, 'supports', release.reason);
  });
});

describe('verify: what the review of these rules found, mended (invented)', () => {
  it('a denied bound still refutes the same bound asserted, and "only" makes a supported version exclusive', () => {
    for (const [claim, span] of [['Kestrel retries more than 5 times.', 'Kestrel never retries more than 5 times.'],
      ['Kestrel does not retry more than 5 times.', 'Kestrel retries more than 5 times.'],
      ['Plover only supports TLS 1.2.', 'Plover only supports TLS 1.3.']]) {
      assert.equal(verdictAgainst(claim!, [span!]).label, 'contradicts', claim);
    }
  });

  it('a change "from A to B" is no range; "before 6 a.m." is no release; a plan in another clause limits only that clause', () => {
    assert.equal(verdictAgainst('Kestrel raised the worker limit to 6.', ['Kestrel raised the worker limit from 4 to 10.']).label, 'contradicts');
    assert.equal(verdictAgainst('Kestrel runs backups nightly.', ['Kestrel runs backups nightly, finishing before 6 a.m.']).label, 'supports');
    assert.equal(verdictAgainst('Plover supports Windows.', ['Plover supports Windows, and ARM support is on the Plover roadmap.']).label, 'supports');
  });

  it('an object referred back to by a pronoun, "barely", another noun after "one of the first", "with or without", a two-clause claim over "respectively"', () => {
    assert.equal(verdictAgainst('Plover pushes images to Quay.', ['Plover builds images with Buildah and pushes them to Quay.']).label, 'supports');
    assert.equal(verdictAgainst('Plover passed the audit.', ['Plover barely passed the audit.']).label, 'supports');
    assert.equal(verdictAgainst('The first Plover release was withdrawn.', ['One of the first users reported a crash, and the first Plover release was withdrawn.']).label, 'supports');
    const both = verdictAgainst('Plover works with TLS.', ['Plover works with and without TLS.']);
    assert.notEqual(both.label, 'contradicts', both.reason);
    const two = verdictAgainst('Kestrel stores keys in Redis and Plover stores keys in Postgres.', ['Kestrel and Plover store keys in Postgres and Redis, respectively.']);
    assert.ok(two.flags.some((f) => f.startsWith('respectively_mispaired:')), two.flags.join());
  });
});

describe('verify: the second pass over the review\'s remaining rows (invented)', () => {
  it('reads more clause breaks and connectives: an aside, an unspaced dash, a verb the tagger reads as a noun, "X, so Y"', () => {
    for (const [claim, span, flag] of [['Plover signs builds with GPG.', 'Plover signs builds with Sigstore (GPG keys were retired in 2022).', 'argument_elsewhere:GPG'],
      ['Plover logs errors to stderr.', 'Plover logs errors to a file—stderr is reserved for progress bars.', 'argument_elsewhere:stderr'],
      ['Plover caches tokens in Redis.', 'Plover caches tokens in memory and stores sessions in Redis.', 'argument_elsewhere:Redis'],
      ['The Plover build failed because the cache was stale.', 'The Plover build failed, so the cache was stale.', 'clauses_reversed:because']]) {
      const v = verdictAgainst(claim!, [span!]);
      assert.notEqual(v.label, 'supports', `${claim}: ${v.reason}`);
      assert.ok(v.flags.includes(flag!), `${claim}: ${v.flags.join()}`);
    }
    assert.equal(verdictAgainst('The cache was stale because the Plover build failed.', ['The Plover build failed, so the cache was stale.']).label, 'supports');
  });

  it('"among the first", "to B from A" and long sides, "prior to version 2", more identifier forms', () => {
    assert.ok(oneOfSeveral('Plover was the first scheduler to do so.', 'Plover was among the first schedulers to do so.'));
    for (const [claim, span] of [['Plover routes traffic from Kestrel to Tern.', 'Plover routes traffic to Kestrel from Tern.'],
      ['Plover copies rows from the primary in Ohio to the replica in Oregon.', 'Plover copies rows from the replica in Oregon to the primary in Ohio.']]) {
      assert.ok(verdictAgainst(claim!, [span!]).flags.some((f) => f.startsWith('arguments_reversed:')), claim);
    }
    assert.equal(verdictAgainst('Plover routes traffic from Tern to Kestrel.', ['Plover routes traffic to Kestrel from Tern.']).label, 'supports');
    assert.notEqual(verdictAgainst('Plover keeps sessions in memory.', ['Plover kept sessions in memory prior to version 2.']).label, 'supports');
    for (const [claim, span] of [['Set maxSize to cap the cache.', 'Set maxSizes to cap the cache.'], ['Set plover.timeout in the file.', 'Set plover.timeouts in the file.'],
      ['git push --force overwrites commits.', 'git push --force-with-lease overwrites commits.']]) {
      assert.ok(identifierDiffers(claim!, span!), claim);
    }
    assert.equal(identifierDiffers('Set maxSize to cap the cache.', 'Set maxSize to cap the cache.'), undefined);
  });

  it('figures: an end of the span\'s range, "about 6" inside it, "no longer than", "compatible with TLS 1.2", "only with X"', () => {
    const end = verdictAgainst('Plover runs 10 workers.', ['Plover runs 4 to 10 workers.']);
    assert.equal(end.label, 'does_not_support', end.reason);
    assert.equal(verdictAgainst('Plover runs about 6 workers.', ['Plover runs 4 to 10 workers.']).label, 'does_not_support');
    assert.equal(verdictAgainst('Plover waits no longer than 30 seconds.', ['Plover waits at most 30 seconds.']).label, 'supports');
    assert.equal(verdictAgainst('Plover waits no longer than 30 seconds.', ['Plover waits at most 20 seconds.']).label, 'contradicts');
    assert.equal(verdictAgainst('Plover is compatible with TLS 1.2.', ['Plover is compatible with TLS 1.3.']).label, 'does_not_support');
    assert.equal(verdictAgainst('Plover builds without a C compiler.', ['Plover builds only with a C compiler.']).label, 'contradicts');
  });
});

describe('verify: faithful writing the stricter rules must still accept (second review, invented)', () => {
  it('an object a later clause refers back to, a modifier of a noun the clause names again, a verb list with an Oxford comma', () => {
    for (const [claim, span] of [['Kestrel installs packages one at a time.', 'Kestrel downloads packages in parallel, but it installs them one at a time.'],
      ['The agent ships log files to Loki every 10 seconds.', 'The agent reads log files; it ships them to Loki every 10 seconds.'],
      ['Plover truncates the write-ahead log after each checkpoint.', 'Plover keeps a write-ahead log, and it truncates the log after each checkpoint.'],
      ['Kestrel validates the lock file.', 'Kestrel reads, validates, and rewrites the lock file.'],
      ['Tern can list snapshots.', 'Tern can list, restore, and delete snapshots.']]) {
      const v = verdictAgainst(claim!, [span!]);
      assert.equal(v.label, 'supports', `${claim}: ${v.reason}`);
    }
  });

  it('an end of a range of versions or ports is one of them; a version of three parts is compared as written', () => {
    assert.equal(verdictAgainst('Kestrel supports Python 3.12.', ['Kestrel supports Python 3.10 to 3.12.']).label, 'supports');
    assert.equal(verdictAgainst('Port 8010 is reserved.', ['Ports 8000 through 8010 are reserved.']).label, 'supports');
    assert.equal(verdictAgainst('Kestrel supports Python 3.8 through 3.13.', ['Kestrel supports Python 3.9 through 3.13.']).label, 'contradicts');
    assert.notEqual(verdictAgainst('The bug was fixed in 2.3.2.', ['The bug was fixed in 2.3.1.']).label, 'supports');
    assert.equal(verdictAgainst('The bug was fixed in 2.3.2.', ['The bug was fixed in 2.3.2.']).label, 'supports');
  });
});

describe('verify: denials in another clause, numbered items, and directions that run on (invented)', () => {
  it('a denial in a dashed, parenthesised or separate clause about other things does not refute the claim', () => {
    for (const [claim, span] of [['Everything is bundled at build time.', 'Plover has no runtime dependencies — everything is bundled at build time.'],
      ['Kestrel stores credentials in the system keyring.', 'Kestrel stores credentials in the system keyring (never in plain files).']]) {
      assert.notEqual(verdictAgainst(claim!, [span!]).label, 'contradicts', claim);
    }
    assert.equal(verdictAgainst('Kestrel stores credentials in the system keyring.', ['Kestrel never stores credentials in the system keyring (it uses plain files).']).label, 'contradicts');
  });

  it('numbered items of one name in a "respectively" list, and "from A to B" with more after it', () => {
    const span = 'Plover 2 and Plover 3 require Node.js 16 and Node.js 18, respectively.';
    assert.ok(verdictAgainst('Plover 2 requires Node.js 18.', [span]).flags.some((f) => f.startsWith('respectively_mispaired:')));
    assert.equal(verdictAgainst('Plover 3 requires Node.js 18.', [span]).label, 'supports');
    assert.ok(verdictAgainst('Tern switched from BLAKE3 to SHA-1 in 2.0.', ['Tern switched from SHA-1 to BLAKE3 in 2.0.']).flags.some((f) => f.startsWith('arguments_reversed:')));
  });
});

describe('verify: a finding limited to a model or a dish (invented)', () => {
  it('"in mice", "in vitro", "in one of five cell lines" limit what the span says; a claim that keeps the limit is carried', () => {
    for (const span of ['Orb7 knockdown reduced tumour growth in mice.', 'Orb7 knockdown reduced tumour growth in vitro.',
      'Orb7 knockdown reduced tumour growth in one of five cell lines.']) {
      const v = verdictAgainst('Orb7 knockdown reduces tumour growth.', [span]);
      assert.notEqual(v.label, 'supports', `${span}: ${v.reason}`);
      assert.match(v.reason, /only with a limit the claim leaves out/, v.reason);
    }
    assert.equal(verdictAgainst('Orb7 knockdown reduces tumour growth in mice.', ['Orb7 knockdown reduced tumour growth in mice.']).label, 'supports');
    assert.equal(verdictAgainst('Orb7 knockdown reduces tumour growth.', ['Orb7 knockdown reduced tumour growth in patients.']).label, 'supports');
  });
});

describe('verify: an opposite is a form of the opposite word, not another word of its stem (fresh seed 155)', () => {
  it('"generator" is no form of "general"; inflections and irregular forms still are', () => {
    const v = verdictAgainst('Nothing in the Plover design is specific to one platform.', ['In the Plover design, the generator is released on every platform.']);
    assert.notEqual(v.label, 'contradicts', v.reason);
    assert.equal(verdictAgainst('The Plover effect is specific to one platform.', ['The Plover effect is general to one platform.']).label, 'contradicts');
    assert.equal(verdictAgainst('Plover prices decreased in 2020.', ['Plover prices increased in 2020.']).label, 'contradicts');
    assert.equal(verdictAgainst('Plover prices rose in 2020.', ['Plover prices fell in 2020.']).label, 'contradicts');
    // a listed pair written inflected ("includes" / "excludes") against another inflection of it
    assert.equal(verdictAgainst('The Plover module is not expected to be excluded until later.', ['The Plover module is not expected to be included until later.']).label, 'contradicts');
  });
});

describe('verify: the other side of a point in time (invented)', () => {
  it('"after version 3" is not carried by "Prior to version 3, …"; the same side is', () => {
    const v = verdictAgainst('Plover used a global lock after version 3.', ['Prior to version 3, Plover used a global lock.']);
    assert.equal(v.label, 'does_not_support', v.reason);
    assert.ok(v.flags.includes('point_side_reversed:after version 3'), v.flags.join());
    assert.equal(verdictAgainst('Plover used a global lock before version 3.', ['Prior to version 3, Plover used a global lock.']).label, 'supports');
    assert.equal(pointSideReversed('Plover shipped it after 2019.', 'Before 2019 Plover had it planned; after 2019 Plover shipped it.'), undefined);
  });
});
