// The forty-third round of verification on real writing (invented sentences): a past the document says has since
// changed, a capitalised noun of a state opening a claim, and an absence named by a noun that is no denial.
import assert from 'node:assert/strict';
import { assertNotSupported, assertSupports, labelAgainst, verifyDraftAgainst } from './verify-fixtures';
import { supersededPast } from '../../src/core/verify/superseded';
import { posTags } from '../../src/core/verify/analysis';

const actionOf = async (claim: string, source: string) => (await verifyDraftAgainst('notes/source.md', source, claim)).map((r) => r.action).join(',');

describe('verify: the forty-third round — states since changed, states named by nouns', () => {
  it('does not carry a present claim by a past the next sentence of the paragraph says has changed', async () => {
    for (const [claim, source] of [
      ['Tansy parses Markdown with a hand-written state machine.', '# Tansy parser\n\nTansy parsed Markdown with a hand-written state machine. It now uses a CommonMark-compliant parser.\n'],
      ['The implementation parses the whole file into memory.', '# Parser notes\n\nThe implementation parsed the whole file into memory. The current parser streams tokens.\n'],
      ['Osprey writes logs to `/var/log/osprey.log`.', '# Osprey logging\n\nLegacy Osprey builds wrote logs to `/var/log/osprey.log`. Current builds log to journald.\n'],
      ['A single Ferrow node is capped at roughly 4,000 concurrent clients.', '# Ferrow\n\nBefore the switch, Ferrow spawned one thread per connection. That design capped a single node at roughly 4,000 concurrent clients. The async runtime removed the cap.\n'],
      ['Tansy parses Markdown with a hand-written state machine.', '# Tansy parser\n\nTansy parsed Markdown with a hand-written state machine, which changed with the redesign.\n'],
    ] as const) {
      assert.notEqual(await actionOf(claim, source), 'accept', `${claim}\n${source}`);
    }
    // the same past with nothing after it that says it changed, and a claim that keeps the past or the change, are carried
    assert.equal(await actionOf('Tansy parses Markdown with a hand-written state machine.', '# Tansy parser\n\nTansy parsed Markdown with a hand-written state machine. The state machine has twelve states.\n'), 'accept');
    assert.equal(await actionOf('Before the migration, Heron kept its catalog in MySQL.', '# Heron storage\n\nBefore the migration, Heron kept its catalog in MySQL. The catalog now lives in PostgreSQL.\n'), 'accept');
    assert.equal(await actionOf('Tansy parsed Markdown with a hand-written state machine.', '# Tansy parser\n\nTansy parsed Markdown with a hand-written state machine. It now uses a CommonMark-compliant parser.\n'), 'accept');
  });

  it('reads which verb is past and which present, and the change after it', () => {
    assert.equal(supersededPast('Osprey writes logs.', 'Osprey wrote logs.', 'Current builds log to journald.'), 'Current builds log to journald.');
    assert.equal(supersededPast('Zephyr is faster than Brume.', 'Zephyr was faster than Brume.', 'Now the two are equal.'), 'Now the two are equal.');
    // (a present participle after "is" is the present; a past in the claim, or a claim that says it changed, is not)
    assert.equal(supersededPast('The node is capped at 4,000 clients.', 'That design capped the node at 4,000 clients.', 'The runtime removed the cap.'), 'The runtime removed the cap.');
    assert.equal(supersededPast('Heron kept its catalog in MySQL.', 'Heron kept its catalog in MySQL.', 'The catalog now lives in PostgreSQL.'), undefined);
    assert.equal(supersededPast('Osprey no longer writes logs there.', 'Osprey wrote logs there.', 'Current builds log to journald.'), undefined);
    assert.equal(supersededPast('Osprey writes logs.', 'Osprey writes logs.', 'Current builds log to journald.'), undefined);
    assert.equal(supersededPast('Osprey writes logs.', 'Osprey wrote logs.', 'The logs were large.'), undefined);
  });

  it('reads a capitalised noun of a state opening the claim in WordNet, and a thing\'s name not', () => {
    // (the tagger calls both names; only the noun of a state is read again in its usual parts of speech)
    assert.equal(posTags('Lack of data harms the model.').has(0), false);
    assert.equal(posTags('Osprey writes logs.').get(0), null);
    assert.equal(posTags('Cargo builds crates.').get(0), null);
    // "Lack" opening the claim is the noun, carried by its synonym "deficiency"
    assertSupports('Lack of FGF21 in mice causes atherosclerotic plaque formation.', 'FGF21 deficiency causes a marked exacerbation of atherosclerotic plaque formation in mice.');
    // an absence the claim names and the span does not is no support, either way round
    assertNotSupported('Lack of FGF21 in mice causes atherosclerotic plaque formation.', 'FGF21 causes atherosclerotic plaque formation in mice.');
    assert.equal(labelAgainst('FGF21 in mice causes atherosclerotic plaque formation.', 'Lack of FGF21 causes atherosclerotic plaque formation in mice.').label, 'contradicts');
    assertNotSupported('Lack of FGF21 in mice causes atherosclerotic plaque formation.', 'FGF21 deficiency does not cause atherosclerotic plaque formation in mice.');
    assertNotSupported('Lack of FGF21 in mice causes atherosclerotic plaque formation.', 'FGF21 deficiency prevents atherosclerotic plaque formation in mice.');
  });
});

describe('verify: the forty-third round — roles, scope and examples traded', () => {
  it('reads a relation whose verb both sides use twice, each use matched with its own', () => {
    const span = 'Historically, the core team delegated authority to "top-level" teams who have further delegated authority to subteams or other governance structures.';
    const v = labelAgainst('Historically, top-level teams delegated authority to the core team, which further delegated it to subteams or other governance structures.', span);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('roles_reversed:delegated'), v.flags.join(' '));
    assertSupports('Historically, the core team delegated authority to top-level teams, which further delegated it to subteams or other governance structures.', span);
  });

  it('reads "out-of-scope" as the opposite of "within its scope"', () => {
    const span = 'The current stable `core::arch` module is described by RFC 2325, which considers a portable API desirable but out-of-scope.';
    const v = assertNotSupported('The current stable core::arch module is described by RFC 2325, which considers a portable API desirable and within its scope.', span);
    assert.ok(v.flags.some((f) => f.startsWith('antonym:')), v.flags.join(' '));
    assertSupports('The current stable core::arch module is described by RFC 2325, which considers a portable API desirable but out of scope.', span);
  });

  it('does not carry examples moved from one noun to another', () => {
    const span = '`split_at` will use a byte offset to be consistent with slicing and the offset used by interrogator methods such as `find` or iterators such as `char_indices`.';
    const v = assertNotSupported('The split_at method will use a byte offset to be consistent with slicing and the offset used by interrogator methods such as char_indices or iterators such as find.', span);
    assert.ok(v.flags.some((f) => f.startsWith('examples_mispaired:')), v.flags.join(' '));
    assertSupports('split_at will use a byte offset to be consistent with slicing and the offset used by interrogator methods such as find or iterators such as char_indices.', span);
  });
});

describe('verify: the forty-third round — contrasts, conditions and the document itself', () => {
  it('does not let a contrast both sides make answer a denial one side makes outside it', () => {
    const span = 'This is a policy RFC rather than a change to the language itself, and is thus "instantly stable" once accepted.';
    assert.equal(labelAgainst('The RFC is a policy RFC rather than a change to the language itself, and is thus not instantly stable once accepted.', span).label, 'contradicts');
    // (the contrast alone, said in other words, is the same: the claim's one denial is its contrast's)
    assertSupports('The RFC is not a change to the language itself but a policy RFC.', 'This RFC is a policy RFC rather than a change to the language itself.');
    assertSupports('Attributes are taken not from the object itself but from the object class.', 'Attributes are taken from the object class rather than from the object itself.');
  });

  it('reads "This is a policy RFC" in an RFC as the document speaking of itself', () => {
    const path = 'rust-rfcs/3477-cargo-check-lang-policy.md';
    const span = 'This is a policy RFC rather than a change to the language itself, and is thus "instantly stable" once accepted.';
    assertSupports('RFC 3477 is a policy RFC rather than a change to the language itself, and is therefore instantly stable once accepted.', span, path);
    // (another RFC's number is not this document)
    assertNotSupported('RFC 3478 is a policy RFC rather than a change to the language itself.', span, path);
  });

  it('reads an exception said with "rather than" where the span says "instead of" as the same exception', () => {
    const span = 'Dict comprehensions are just like list comprehensions, except that you group the expression using curly braces instead of square braces.';
    assertSupports('Dict comprehensions are just like list comprehensions, except that you group the expression using curly braces rather than square braces.', span);
    assertNotSupported('Dict comprehensions are just like list comprehensions.', span);
  });

  it('reads what is kept against what is removed as opposites in place', () => {
    assert.equal(labelAgainst('The old syntax is kept in Python 3.', 'The old syntax is removed in Python 3.').label, 'contradicts');
    assertSupports('The old syntax is removed in Python 3.', 'The old syntax is removed in Python 3.');
  });
});

describe('verify: the forty-third round — a concession\'s denial, a code name written bare, one-way relations', () => {
  it('reads "no one" opening a clause after "though" as denying its verb', () => {
    const span = 'Building a Python binary with the Distutils should be feasible, though no one has implemented it yet.';
    assert.equal(labelAgainst('Building a Python binary with the Distutils should be feasible, and it has already been implemented.', span).label, 'contradicts');
    assertSupports('Building a Python binary with the Distutils should be feasible.', span);
  });

  it('counts the span\'s code names in a claim that writes them bare, so one put in another\'s place is seen', () => {
    const path = 'rust-rfcs/2128-use-nested-groups.md';
    const span = 'First the import tree is prefixed with `::`, unless it already starts with `::`, `self` or `super`.';
    assertNotSupported('First the import tree is prefixed with self, unless it already starts with ::, self or super.', span, path);
    assertSupports('First the import tree is prefixed with ::, unless it already starts with ::, self or super.', span, path);
  });

  it('does not carry a one-way relation said the other way round', () => {
    const span = 'Note that Rust also has `.concat()` in `SliceConcatExt`, which is a specialized version of `.connect()` that uses an empty string as a separator.';
    const v = assertNotSupported('Rust also has concat in SliceConcatExt, and connect is a specialized version of concat that uses an empty string as a separator.', span);
    assert.ok(v.flags.some((f) => f.startsWith('roles_reversed:')), v.flags.join(' '));
    assertSupports('Rust also has concat in SliceConcatExt, a specialized version of connect that uses an empty string as a separator.', span);
    const effect = 'This RFC is largely independent from other proposals, but it can have effect on some other RFCs.';
    const w = assertNotSupported('This RFC is largely independent from other proposals, but some other RFCs can have an effect on it.', effect);
    assert.ok(w.flags.some((f) => f.startsWith('roles_reversed:')), w.flags.join(' '));
    assertSupports('This RFC is largely independent from other proposals, but it can have an effect on some other RFCs.', effect);
  });
});

describe('verify: the forty-third round — a bound on what a statement holds for', () => {
  it('does not carry a comparison the span makes only for things under or over a size', () => {
    const v = assertNotSupported('Zephyr is faster than Brume.', 'Zephyr is faster than Brume for messages under 1 KiB.');
    assert.match(v.reason, /a size/);
    assertNotSupported('The cache is enabled by default.', 'The cache is enabled by default for files larger than 10 MB.');
    assertSupports('Zephyr is faster than Brume for messages under 1 KiB.', 'Zephyr is faster than Brume for messages under 1 KiB.');
  });
});

describe('verify: the forty-third round — after the review', () => {
  it('reads more ways of saying a past state has changed, and none where the next sentence says it goes on', async () => {
    for (const [claim, source] of [
      ['Kelpie compiles templates at startup.', 'Kelpie compiled templates at startup. That behaviour was abandoned in 1.4.'],
      ['Wicket exposes metrics over StatsD.', 'Wicket exposed metrics over StatsD. From 2.0 on, Prometheus is the only supported exporter.'],
      ['Marten signs releases with GPG.', 'Marten signed releases with GPG. Releases are signed with Sigstore today.'],
      ['Pipit ships with a bundled copy of OpenSSL.', 'Pipit shipped with a bundled copy of OpenSSL (later removed).'],
      ['Marten uses GPG to sign releases.', 'Marten used GPG to sign releases until the project moved to Sigstore.'],
      ['The default port is 8080.', 'The default port was 8080. The default is 9090 in current releases.'],
    ] as const) {
      assert.notEqual(await actionOf(claim, `# Notes\n\n${source}\n`), 'accept', `${claim}\n${source}`);
    }
    for (const [claim, source] of [
      ['Rook uses a ring buffer for its event queue.', 'Rook used a ring buffer for its event queue. It still does today.'],
      ['Lark compresses pages with zstd.', 'Lark compressed pages with zstd. This remains the current default.'],
      ['Tansy parses Markdown with a hand-written state machine.', 'Tansy parsed Markdown with a hand-written state machine. Now, let us turn to the tokenizer.'],
      ['Marten uses GPG to sign releases.', 'Marten used GPG to sign releases. Its website now has a dark theme.'],
    ] as const) {
      assert.equal(await actionOf(claim, `# Notes\n\n${source}\n`), 'accept', `${claim}\n${source}`);
    }
  });

  it('reads an absence of other words as no opposite, and only the same words as the same absence', () => {
    for (const span of ['Kx1 receptor deficiency causes obesity in mice.', 'High Kx1 plus Kx2 deficiency causes obesity in mice.']) {
      const v = labelAgainst('Lack of the Kx1 protein in mice causes obesity.', span);
      assert.ok(v.label !== 'supports' && v.label !== 'contradicts', `${span}\n${v.label} ${v.reason}`);
    }
    assertSupports('Lack of Kx1 in mice causes obesity.', 'Kx1 deficiency causes obesity in mice.');
  });

  it('does not read "no one does so" after "although" as denying what the claim says', () => {
    assertSupports('Nothing prevents a plugin from registering twice.', 'Nothing prevents a plugin from registering twice, although no one does so in practice.');
    // (but "yet nothing … uses it" denies the use)
    assert.equal(labelAgainst('The cache can be shared across processes, and Tern uses it that way.', 'The cache can be shared across processes, yet nothing in Tern uses it that way.').label, 'contradicts');
  });

  it('reads more bounds on what a statement holds for, and "beyond the scope" as out of it', () => {
    for (const span of [
      'The cache is enabled by default for up to 16 workers.',
      'The cache is enabled by default for 16 or fewer workers.',
      'The cache is enabled by default for tables with at most 1,000 rows.',
    ]) assertNotSupported('The cache is enabled by default.', span);
    assertNotSupported('Heron compresses responses.', 'Heron compresses responses larger than 2 MB.');
    assertNotSupported('Zephyr is faster than Brume.', 'Zephyr is faster than Brume for small messages (below 1 KiB).');
    // (a setting, not a bound on what the statement holds for)
    assertSupports('Brume was benchmarked against Zephyr.', 'Brume was benchmarked against Zephyr on machines with over 64 cores.');
    assertNotSupported('Formal verification is within the scope of this RFC.', 'Formal verification is beyond the scope of this RFC.');
  });

  it('reads a verb the span uses twice and the claim once against each of the span\'s uses', () => {
    const span = 'Historically, the core team delegated authority to top-level teams, who further delegated authority to subteams.';
    assertNotSupported('Top-level teams delegated authority to the core team.', span);
    assertSupports('The core team delegated authority to top-level teams.', span);
  });
});
