// Requirements, proposals and possibilities said as done, and subjects that deny or join (invented sentences): "must be
// updated" and "proposes adding" are not "has been updated" / "added"; "It's possible that …" hedges its clause; a
// quantity in a claim that says a thing was done keeps no plan; "might want to consider writing" is weaker than "must
// write"; "nothing" as a subject denies its verb; "reports to" is an act, not a frame; each thing of a joined subject must
// be the subject of what is said; "alternatives to X" sets X aside; the claim's own word on the same word is no
// opposite; "unless" answers "if not"; "no point" denies "pointed".
import assert from 'node:assert/strict';
import { verdictAgainst } from './verify-fixtures';
import { conjoinedSubjects } from '../../src/core/verify/contrast-sides';

describe('verify: requirements said as done, subjects that deny or join (invented)', () => {
  it('a requirement or a proposal is not that it was done', () => {
    const must = 'To use the new format, package indexes (including the main one) must be updated.';
    const done = verdictAgainst('The main package index has already been updated to use the new format.', [must]);
    assert.notEqual(done.label, 'supports', done.reason);
    assert.ok(done.flags.includes('hedge_dropped:must be'), done.flags.join());
    assert.equal(verdictAgainst('The main package index was updated to use the new format.', ['To use the new format, the main package index must be updated.']).label,
      'partially_supports');
    // (the claim keeps the requirement)
    assert.equal(verdictAgainst('To use the new format, the main package index must be updated.', ['To use the new format, the main package index must be updated.']).label, 'supports');
    const proposes = verdictAgainst('The proposal added a faster resolver to the installer.', ['This proposal suggests adding a faster resolver to the installer.']);
    assert.notEqual(proposes.label, 'supports', proposes.reason);
  });

  it('a requirement the claim keeps, a denied need and an act the span says done too are not requirements said as done', () => {
    assert.equal(verdictAgainst("It's included by the main header, so there is no need to include it directly.",
      ['It is included by the main header, so there is no need to include it directly.']).label, 'supports');
    assert.equal(verdictAgainst('When a statement spans several lines, we must consider which parts of it are considered to be code.',
      ['When a statement spans several lines, we must consider which parts of it are considered to be code.']).label, 'supports');
    assert.equal(verdictAgainst('The user has manually set up the metadata, and when the version changes it must be manually updated.',
      ['The user has manually set up the metadata, and when the version changes it must be manually updated.']).label, 'supports');
  });

  it('"must" is not carried by "one way" or "the easiest form"; "not at all" is not "not fully"', () => {
    const option = verdictAgainst('Stub files must be put next to the modules in the same directory.',
      ['The easiest form of stub file storage is to put them next to the modules in the same directory.']);
    assert.notEqual(option.label, 'supports', option.reason);
    assert.ok(option.flags.includes('hedge_dropped:the easiest form'), option.flags.join());
    assert.equal(verdictAgainst('The easiest form of stub file storage is to put them next to the modules.',
      ['The easiest form of stub file storage is to put them next to the modules.']).label, 'supports');
    const degree = verdictAgainst('The syntax for type parameters had not been settled at all.', ['The syntax for type parameters had not been fully settled on.']);
    assert.notEqual(degree.label, 'supports', degree.reason);
    assert.equal(verdictAgainst('The syntax for type parameters had not yet been fully settled.', ['The syntax for type parameters had not been fully settled on.']).label, 'supports');
  });

  it('a relative clause with no "that" restricts its noun: "a platform it does not know" is not "any platform"', () => {
    const any = verdictAgainst('The parser rejects files for any platform.', ['The parser rejects files for a platform it does not know.']);
    assert.notEqual(any.label, 'supports', any.reason);
    assert.ok(any.flags.includes('modifier_dropped:platform it does not know'), any.flags.join());
  });

  it('"It\'s possible that …" hedges its clause; "some" keeps no plan in a claim of a thing done; "might want to consider" is weak', () => {
    const possible = verdictAgainst('Faster startup has already removed some of these complaints.',
      ["It's possible that faster startup will remove some of these complaints, but many questions remain."]);
    assert.notEqual(possible.label, 'supports', possible.reason);
    const planned = verdictAgainst('Faster startup has already removed some of these complaints.', ['Faster startup will remove some of these complaints.']);
    assert.ok(planned.flags.includes('hedge_dropped:will'), planned.flags.join());
    // (a claim of what some do keeps a habitual "will")
    assert.equal(verdictAgainst('Many editors insert a placeholder in generated code.',
      ['While editing Rust code, many editors will insert a placeholder in generated code.']).label, 'supports');
    const weighed = 'So teams which plan to use the attribute might want to consider writing a wrapper with a shorter name.';
    const firmer = verdictAgainst('Teams which plan to use the attribute must write a wrapper with a shorter name.', [weighed]);
    assert.notEqual(firmer.label, 'supports', firmer.reason);
    assert.equal(verdictAgainst('Teams which plan to use the attribute might consider writing a wrapper with a shorter name.', [weighed]).label, 'supports');
  });

  it('"nothing" as the subject of a verb denies it; as an object or before "but" it does not', () => {
    // ("nothing preventing": a denied denial, read as a double negative: never the claim's "prevents")
    const nothing = verdictAgainst('The plugin API prevents users from writing their own loaders.',
      ["This means there's nothing technically preventing users from writing their own loaders with the plugin API."]);
    assert.notEqual(nothing.label, 'supports', nothing.reason);
    assert.ok(nothing.flags.includes('polarity_uncertain'), nothing.flags.join());
    assert.notEqual(verdictAgainst('Users can write their own loaders with the plugin API.',
      ['Nothing prevents users from writing their own loaders with the plugin API.']).label, 'contradicts');
    assert.equal(verdictAgainst('The Kestrel cache evicts stale entries when a new release is written.',
      ['Nothing evicts stale entries from the Kestrel cache when a new release is written.']).label, 'contradicts');
    // ("Nothing is as fast as a hash lookup": a comparison, no denial of "fast")
    assert.notEqual(verdictAgainst('Hash lookups are fast.', ['Nothing is as fast as a hash lookup.']).label, 'contradicts');
    assert.equal(verdictAgainst('The new helper does nothing except return the default value.',
      ['The new helper does nothing but return the default value.']).label, 'supports');
  });

  it('"reports to" is an act; each thing of a joined subject must be what is said of', () => {
    const reports = verdictAgainst('The group is now called the Review Board, and the Release Team reports to it.',
      ['This group is now called the Review Board to tell it apart from the Release Team that was formed since then.']);
    assert.notEqual(reports.label, 'supports', reports.reason);
    assert.deepEqual(conjoinedSubjects('Both the legacy scanner and the streaming lexer have been removed.'),
      ['the legacy scanner have been removed.', 'the streaming lexer have been removed.']);
    assert.equal(conjoinedSubjects('The legacy scanner has been removed and replaced.'), undefined);
    const joined = verdictAgainst('Both the legacy scanner and the streaming lexer have been removed from the standard library.',
      ['The legacy scanner has been removed from the standard library: it was an alias to the streaming lexer.']);
    assert.notEqual(joined.label, 'supports', joined.reason);
    assert.ok(joined.flags.some((f) => f.startsWith('argument_elsewhere:')), joined.flags.join());
  });

  it('"alternatives to X" sets X aside', () => {
    const aside = verdictAgainst('This page explains why the designs proposed in the main document were rejected.',
      ['This page holds a list of the alternative designs to the ones proposed in the main document, with explanations of why they were rejected.']);
    assert.notEqual(aside.label, 'supports', aside.reason);
    assert.ok(aside.flags.some((f) => f.startsWith('sides_joined:')), aside.flags.join());
  });

  it('the claim\'s own word on the same word is no opposite; "unless" answers "if not"; "no point" denies "pointed"', () => {
    const same = verdictAgainst('Sorting each type with its own algorithm makes timings less predictable.',
      ['Sorting each type with its own algorithm makes timings more uneven and less predictable.']);
    assert.notEqual(same.label, 'contradicts', same.reason);
    const unless = verdictAgainst('Unless configured otherwise, the standard streams are inherited by the child.',
      ['The standard streams will be inherited by the child if not otherwise configured.']);
    assert.notEqual(unless.label, 'contradicts', unless.reason);
    const point = verdictAgainst('An argument of the empty type would be pointless.', ['There is no point in having an argument of the empty type.']);
    assert.notEqual(point.label, 'contradicts', point.reason);
  });

  it('"argued against" and "recommends against" deny the act; "decided against it" is left to its antecedent', () => {
    const against = verdictAgainst('The lead argued against using a shared cache for the build.', ['The lead suggested using a shared cache for the build.']);
    assert.equal(against.label, 'contradicts', against.reason);
    assert.equal(verdictAgainst('The guide recommends against adding a new section on decorators.',
      ['The guide recommends adding a new section on decorators.']).label, 'contradicts');
    assert.equal(verdictAgainst('The lead argued against using a shared cache for the build.', ['The lead argued against using a shared cache for the build.']).label, 'supports');
  });

  it('a claim that denies is not carried by a span that denies nothing in any way', () => {
    const unanswered = verdictAgainst('The three feedback modes are not described in the Kettle handbook by Ada Brandt.',
      ['Descriptions of the three feedback modes can be found in the Kettle handbook by Ada Brandt.']);
    assert.notEqual(unanswered.label, 'supports', unanswered.reason);
    // (a span that denies by another word still may: "without", "never")
    assert.equal(verdictAgainst('The build runs with no network connection.', ['The build runs without a network connection.']).label, 'supports');
    assert.equal(verdictAgainst('The nightly build does not use the network.', ['The nightly build never uses the network.']).label, 'supports');
  });

  it('"most" is not carried by instances ("for example we have crates that …")', () => {
    const most = verdictAgainst('Most crates use derive macros to expose command line options or HTTP endpoints.',
      ['For example we have crates that use derive macros to expose command line options or HTTP endpoints.']);
    assert.notEqual(most.label, 'supports', most.reason);
    assert.ok(most.flags.includes('overclaim:Most'), most.flags.join());
  });

  it('"eliminates the need for" denies what "requires" says, in other words', () => {
    const still = verdictAgainst('This proposal still requires the redundant name and the long variable names.',
      ['This proposal eliminates the need for the redundant name and the long variable names.']);
    assert.notEqual(still.label, 'supports', still.reason);
    const agrees = verdictAgainst('With this proposal the redundant name and the long variable names are no longer needed.',
      ['This proposal eliminates the need for the redundant name and the long variable names.']);
    assert.notEqual(agrees.label, 'contradicts', agrees.reason);
  });

  it('two joined subjects the span joins too are one subject', () => {
    assert.equal(verdictAgainst('The appropriate name and origin will be reflected in the spec for the main module.',
      ['The spec for the main module will reflect the appropriate name and origin.']).label, 'supports');
  });

  it('code the span names only to deny it is not carried by it ("has type `Foo`, not `&Foo`")', () => {
    const span = 'If `list: Vec<Item>` then\n`list[i]` has type `Item`, not `&Item` or `&mut Item`.';
    const denied = verdictAgainst('If `list: Vec<Item>` then `list[i]` has type `&Item`.', [span]);
    assert.notEqual(denied.label, 'supports', denied.reason);
    assert.ok(denied.flags.includes('code_denied:&Item'), denied.flags.join());
    assert.equal(verdictAgainst('If `list: Vec<Item>` then `list[i]` has type `Item`.', [span]).label, 'supports');
    // (a claim that sets the code aside too keeps it so)
    const aside = 'Some teams pin the compiler via `toolchain.toml`, rather than `package.min-version`, as it is their only supported one.';
    assert.equal(verdictAgainst(aside, [aside]).label, 'supports');
  });

  it('what the review of the round found: prefixes, advice, conditions, sides and subjects (invented)', () => {
    // ("non-blocking" is no "blocking")
    assert.equal(verdictAgainst('The tool supports blocking sockets.', ['The tool supports non-blocking sockets.']).label, 'contradicts');
    // (the opposite on the same word too: "lookups more predictable and evictions less predictable")
    assert.equal(verdictAgainst('The new cache makes lookups less predictable.', ['The new cache makes lookups more predictable and evictions less predictable.']).label, 'contradicts');
    // ("warns against" is advice; "recommends against X and suggests Y" denies X only)
    assert.equal(verdictAgainst('The compiler warns about shadowed variables.', ['The compiler warns against shadowed variables.']).label, 'supports');
    assert.equal(verdictAgainst('The guide suggests storing secrets in a vault.',
      ['The guide recommends against storing secrets in plain files and suggests storing secrets in a vault.']).label, 'supports');
    // (the same condition denied is no contrapositive; an exception both sides make is no "only")
    assert.equal(verdictAgainst('The job does not run when the queue is not empty.', ['The job only runs when the queue is not empty.']).label, 'contradicts');
    assert.equal(verdictAgainst('Administrators cannot delete projects, except in sandbox mode.',
      ['Only administrators can delete projects, except in sandbox mode.']).label, 'contradicts');
    // ("instead of a manifest to pin versions": the purpose is the main clause's; "an alternative way to configure"; a
    // "but only"; a "while" of time)
    for (const [claim, span] of [['The tool uses a lockfile to pin dependency versions.', 'The tool uses a lockfile instead of a manifest to pin dependency versions.'],
      ['Environment variables can configure the server.', 'Environment variables offer an alternative way to configure the server.'],
      ['The tool supports file watching on Linux.', 'The tool supports file watching, but only on Linux.'],
      ['The daemon caches artifacts during the build.', 'While the build runs, the daemon caches artifacts in memory.'],
      ['Both the CLI and the daemon were rewritten in Go.', 'The CLI was rewritten in Go, and so was the daemon.'],
      ['The header and the trailer will be reflected in the spec for the main module.', 'The spec for the main module will reflect the header and the trailer.']]) {
      const v = verdictAgainst(claim!, [span!]);
      assert.equal(v.label, 'supports', `${claim}: ${v.reason}`);
    }
  });

  it('the new readings stay linear on long passages', () => {
    const span = Array.from({ length: 400 }, (_, i) => `Nothing ${i} prevents the loader from failing, and while nothing is lost the item is kept rather than dropped, so it must be updated`).join(', ') + '.';
    const v = verdictAgainst('The loader has been updated and kept.', [span]);
    assert.ok(['supports', 'partially_supports', 'does_not_support', 'not_in_corpus', 'contradicts', 'too_vague'].includes(v.label));
  });

  it('read from the last two reviews after their measurement: "non-zero", "already" over a wish, "only" of an example, "any" over a hyphenated kind', () => {
    // ("non-zero" counts nothing: no figure "zero" to set against "one")
    assert.notEqual(verdictAgainst('In the loose check, the larger, non-zero value is used for the comparison.',
      ['The loose check uses the larger (non-zero) value for the comparison, and thus passes if one value is zero.']).label, 'contradicts');
    const wished = verdictAgainst('Warnings from the linter are already printed before type checking begins.',
      ["However, we'd want to ensure that warnings from the linter were printed before type checking begins."]);
    assert.notEqual(wished.label, 'supports', wished.reason);
    assert.equal(verdictAgainst('The interpreter already provides the ability to set a tracing function from Python code.',
      ['The interpreter provides the ability to set a tracing function from Python code.']).label, 'supports');
    const example = verdictAgainst('The lint only considers the `target_os` attribute.', ['The lint only considers built-in `cfg` attributes (like `target_os`), not features.']);
    assert.notEqual(example.label, 'supports', example.reason);
    // (the "like" of a comparison gives no example, and a claim that gives the example too keeps it)
    const compared = 'The change makes the new syntax feel more like a type by allowing it where formerly only concrete types were allowed.';
    assert.equal(verdictAgainst(compared, [compared]).label, 'supports');
    const including = 'The first draft proposed to only allow names from the module scope, including for classes.';
    assert.equal(verdictAgainst(including, [including]).label, 'supports');
    const any = verdictAgainst('There would be no changes to the handling of any pattern variables.',
      ['There would be no changes to the handling of reference-bound pattern variables.']);
    assert.notEqual(any.label, 'supports', any.reason);
    assert.ok(any.flags.some((f) => f.startsWith('modifier_dropped:reference-bound')), any.flags.join());
  });
});

