// Lists, times and circumstances a span keeps apart from what the claim joins (invented sentences).
import assert from 'node:assert/strict';
import { verdictAgainst } from './verify-fixtures';
import { makeClaim, makeDoc, spanOf } from './verify-fixtures';
import { DEFAULT_THRESHOLDS, verifyClaim } from '../../src/core/verify/index';

function partsAgainst(claim: string, sentences: string[]) {
  const doc = makeDoc('notes/source.md', sentences.join(' '));
  return verifyClaim({ claim: makeClaim(claim), candidates: sentences.map((s) => spanOf(doc, s)), thresholds: DEFAULT_THRESHOLDS, scope: { exhausted: false, filesSearched: 1 } });
}

describe('verify: lists, times and circumstances (invented)', () => {
  it('"but not X 1.0" denies a figure with a dot in it; the other item stays carried', () => {
    const denied = verdictAgainst('Orbix supports TOML 1.0.', ['Orbix supports TOML 0.5 but not TOML 1.0.']);
    assert.equal(denied.label, 'contradicts', denied.reason);
    assert.equal(verdictAgainst('Orbix supports version 2.1.3.', ['Orbix supports version 2.0, not version 2.1.3.']).label, 'contradicts');
    assert.equal(verdictAgainst('Orbix supports TOML 0.5.', ['Orbix supports TOML 0.5 but not TOML 1.0.']).label, 'supports');
  });

  it('"once" of a time before now ("Orbix once supported …", "was once the default") is not "supports now"', () => {
    for (const [claim, span] of [
      ['Orbix supports TOML configuration files.', 'Orbix once supported TOML configuration files.'],
      ['Kettle is the default backend.', 'Kettle was once the default backend.'],
    ]) {
      const v = verdictAgainst(claim!, [span!]);
      assert.notEqual(v.label, 'supports', `${span}: ${v.reason}`);
      assert.ok(v.flags.includes('hedge_dropped:once'), v.flags.join());
      assert.match(v.reason, /a time before now/);
    }
    // a claim in the past tense keeps it; "once" as a conjunction ("Once installed, …", "… once and caches") limits nothing of the kind
    assert.equal(verdictAgainst('Orbix supported TOML configuration files.', ['Orbix once supported TOML configuration files.']).label, 'supports');
    assert.equal(verdictAgainst('Orbix runs the migration.', ['Once installed, Orbix runs the migration.']).label, 'supports');
    assert.equal(verdictAgainst('Orbix checks the signature.', ['Orbix checks the signature once and caches the result.']).label, 'supports');
  });

  it('a list item the span names outside its list is not carried as one of the list', () => {
    const v = verdictAgainst('The supported formats are JSON, YAML and TOML.', ['The supported formats are JSON and YAML; TOML support was removed.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('list_item_outside:TOML'), v.flags.join());
    assert.match(v.reason, /list is 'JSON and YAML'/);
    const plugins = verdictAgainst('Kettle loads Lua, Python and Ruby plugins.', ['Kettle loads Lua and Python plugins, while Ruby plugins need a separate runner.']);
    assert.notEqual(plugins.label, 'supports', plugins.reason);
    // the whole list, a clause that adds to it ("too") or says the claim's act of it again, carries it
    assert.equal(verdictAgainst('The supported formats are JSON, YAML and TOML.', ['The supported formats are JSON, YAML and TOML.']).label, 'supports');
    assert.equal(verdictAgainst('The supported formats are JSON, YAML and TOML.', ['The supported formats are JSON and YAML; TOML is supported too.']).label, 'supports');
    assert.equal(verdictAgainst('Orbix reads JSON, YAML and TOML.', ['Orbix reads JSON and YAML, and reads TOML through a plugin.']).label, 'supports');
  });

  it("the claim's subject named only in the circumstance that opens the span says when, not that it did it", () => {
    for (const span of ['After the Falcon rewrite, startup time improved by 40%, mainly due to a new allocator.',
      'Following the Falcon rewrite, startup time improved by 40%.']) {
      const v = verdictAgainst('The Falcon rewrite improved startup time by 40%.', [span]);
      assert.notEqual(v.label, 'supports', `${span}: ${v.reason}`);
      assert.ok(v.flags.some((f) => f.startsWith('subject_as_circumstance:')), v.flags.join());
    }
    // the claim that keeps the circumstance, and a claim that opens with a condition of its own, are carried
    assert.equal(verdictAgainst('After the Falcon rewrite, startup time improved by 40%.', ['After the Falcon rewrite, startup time improved by 40%.']).label, 'supports');
    assert.equal(verdictAgainst('If the disk is full, Orbix drops writes.', ['With a full disk, Orbix drops writes.']).label, 'supports');
    assert.equal(verdictAgainst('The Falcon rewrite improved startup time by 40%.', ['The Falcon rewrite improved startup time by 40%.']).label, 'supports');
  });

  it('"because" is not carried by "after": a time is not a reason', () => {
    const v = verdictAgainst('Orbix crashed because the disk was full.', ['Orbix crashed after the disk was full.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('relation_unstated'), v.flags.join());
    assert.equal(verdictAgainst('Orbix crashed because the disk was full.', ['Orbix crashed because the disk was full.']).label, 'supports');
    // a claim of a time is carried by the time
    assert.equal(verdictAgainst('Orbix crashed after the disk was full.', ['Orbix crashed after the disk was full.']).label, 'supports');
  });

  it('a later part inherits the first part\'s capitalised subject: a span about another name does not carry it, a pronoun does', () => {
    const claim = 'Orbix removed the legacy API and added async support.';
    const other = partsAgainst(claim, ['Orbix removed the legacy API.', 'Kettle added async support.']);
    assert.notEqual(other.verdict.label, 'supports', other.verdict.reason);
    for (const second of ['It added async support.', 'It also added async support.', 'Orbix added async support.']) {
      const v = partsAgainst(claim, ['Orbix removed the legacy API.', second]);
      assert.equal(v.verdict.label, 'supports', `${second}: ${v.verdict.reason}`);
      assert.ok(v.verdict.flags.includes('multi_span'), v.verdict.flags.join());
    }
    // a part that opens with a name of its own needs no other subject
    assert.equal(verdictAgainst('Orbix modules are built nightly and Varrow crates are signed by the release team.',
      ['Orbix modules are built nightly.', 'All Varrow crates are signed by the release team.']).label, 'supports');
  });

  it('a rate ("5 mg/kg") against its numerator alone ("5 mg") is another measure, not another unit of the same', () => {
    const v = verdictAgainst('The dose was 5 mg/kg.', ['The dose was 5 mg.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.notEqual(v.label, 'contradicts', v.reason);
    // another unit of the same measure is still a conflict
    assert.equal(verdictAgainst('The dose was 5 mg.', ['The dose was 5 kg.']).label, 'contradicts');
  });

  it('a restriction the span puts on a generic, universal or denied noun is not dropped by the claim', () => {
    for (const [claim, span] of [
      ['Loaders for decoding archives, such as zip or tar, can be registered.', 'Loaders for decoding archives of known formats, such as zip or tar, can be registered.'],
      ['The usual target for mirrors is the staging bucket.', 'The usual target for non-public mirrors is the staging bucket.'],
      ['Sockets will raise an error when closed twice.', 'Unbound sockets will raise an error when closed twice.'],
      ['Freeze all Kettle commands around a stable core API.', 'Freeze all Kettle commands working with remote caches around a stable core API.'],
      ['Under the current rules, it is not possible to add any further Kettle hooks.', 'Under the current rules, it is not possible to add any further Kettle hooks that use new events.'],
      ['All entries that appear under a heading belong to that heading.', 'All entries that appear under and are indented further than a heading belong to that heading.'],
    ]) {
      const v = verdictAgainst(claim!, [span!]);
      assert.notEqual(v.label, 'supports', `${claim}: ${v.reason}`);
      assert.ok(v.flags.some((f) => f.startsWith('modifier_dropped:')), `${claim}: ${v.flags.join()}`);
    }
    // a phrase that points back ("of the engine"), an adverb alone, an identifier's part and an object of a plain statement restrict nothing
    assert.equal(verdictAgainst('Kettle does not support Windows.', ['Kettle does not currently support Windows.']).label, 'supports');
    assert.equal(verdictAgainst('Compilers translate bytecode at run time.', ['Compilers of the engine translate bytecode at run time.']).label, 'supports');
    assert.equal(verdictAgainst('retry_limit defaults to 5.', ['The `retry_limit` setting defaults to 5.']).label, 'supports');
    assert.equal(verdictAgainst('The Kettle file may not exist.', ['The Kettle file may not exist on older systems.']).label, 'supports');
  });

  it('"most" or "many" said of the subject is not "all"; the claim that says it too is carried', () => {
    const v = verdictAgainst('Kettle plugins do not reload their settings.', ['In Kettle 2, most plugins do not reload their settings.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.some((f) => f.startsWith('hedge_dropped:')), v.flags.join());
    assert.notEqual(verdictAgainst('Writers prefer the CLI.', ['Many writers prefer the CLI.']).label, 'supports');
    assert.equal(verdictAgainst('Many Kettle tools lag behind language changes.', ['Similarly, many Kettle tools lag behind language changes.']).label, 'supports');
    assert.equal(verdictAgainst('Kettle is most often used for logging.', ['Kettle is most often used for logging.']).label, 'supports');
  });

  it('a limit to nightly builds of a named tool is a limit, though the claim names the tool', () => {
    const v = verdictAgainst("Kettle's plugin syntax is very ad-hoc.", ['The plugin syntax currently available in nightly Kettle is very ad-hoc.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.some((f) => f.startsWith('hedge_dropped:in nightly')), v.flags.join());
  });

  it('"seems", "likely" and "this author knows of" hedge; a claim with a hedge of its own keeps them', () => {
    for (const [claim, span] of [
      ['Kettle is the only tool whose lockfile format guarantees stable ordering.', 'Kettle is the only tool this author knows of whose lockfile format guarantees stable ordering.'],
      ['Some Kettle commands will need to be renamed.', 'It seems very likely that some Kettle commands will need to be renamed.'],
      ['Renaming commands without notice is contrary to the stability policy.', 'Renaming commands without notice seems contrary to the stability policy.'],
    ]) {
      const v = verdictAgainst(claim!, [span!]);
      assert.notEqual(v.label, 'supports', `${claim}: ${v.reason}`);
      assert.ok(v.flags.some((f) => f.startsWith('hedge_dropped:')), v.flags.join());
    }
    assert.equal(verdictAgainst('Some Kettle commands will very likely need to be renamed.', ['It seems very likely that some Kettle commands will need to be renamed.']).label, 'supports');
    assert.equal(verdictAgainst('The Kettle server seems slow.', ['The Kettle server seems slow.']).label, 'supports');
  });

  it('a recommendation, an instruction, or a thing "initially" so is not said to be done or to hold now', () => {
    const recommended = verdictAgainst('Kettle 1 was rewritten as Kettle 2.', ['This proposal recommends a rewrite of Kettle 1, henceforth called Kettle 2.']);
    assert.notEqual(recommended.label, 'supports', recommended.reason);
    assert.ok(recommended.flags.includes('hedge_dropped:recommends a'), recommended.flags.join());
    assert.equal(verdictAgainst('This proposal recommends a rewrite of Kettle 1.', ['This proposal recommends a rewrite of Kettle 1.']).label, 'supports');
    // a document that "proposes the addition of X" is summed up as adding X
    assert.equal(verdictAgainst('The Kettle proposal adds support for private mirrors.', ['The Kettle proposal proposes the addition of support for private mirrors.']).label, 'supports');
    for (const claim of ['All Kettle commands working with caches have been locked.', 'The Kettle cache flag was added.']) {
      const span = claim.startsWith('All') ? 'Lock all Kettle commands working with caches.' : '2) Add the Kettle cache flag.';
      const v = verdictAgainst(claim, [span]);
      assert.notEqual(v.label, 'supports', `${claim}: ${v.reason}`);
      assert.ok(v.flags.some((f) => f.startsWith('instruction_as_done:')), v.flags.join());
      assert.match(v.reason, /instruction or a proposal/);
    }
    // "should be frozen" recommends as the instruction does
    assert.notEqual(verdictAgainst('All Kettle commands working with caches should be locked.', ['Lock all Kettle commands working with caches.']).flags.some((f) => f.startsWith('instruction_as_done:')), true);
    const initially = verdictAgainst('Kettle still supports only the threaded backend.', ['Initially, Kettle supported only the threaded backend.']);
    assert.notEqual(initially.label, 'supports', initially.reason);
    assert.ok(initially.flags.includes('hedge_dropped:initially'), initially.flags.join());
    assert.equal(verdictAgainst('Kettle initially supported only the threaded backend.', ['Initially, Kettle supported only the threaded backend.']).label, 'supports');
  });

  it('a necessity the span denies is not carried; a denial of something else is no matter', () => {
    for (const span of ['It is not a requirement for the Kettle report to be valid JSON.', 'It is not required that the Kettle report be valid JSON.']) {
      const v = verdictAgainst('The Kettle report must be valid JSON.', [span]);
      assert.notEqual(v.label, 'supports', `${span}: ${v.reason}`);
      assert.ok(v.flags.some((f) => f.startsWith('necessity_denied:')), v.flags.join());
    }
    assert.equal(verdictAgainst('Kettle must validate every request.', ['Kettle must validate every request; it is not necessary to log them.']).label, 'supports');
    // a claim that says both keeps both
    assert.equal(verdictAgainst("Plugins aren't required to log this, though, and hosts MUST NOT rely on its absence.",
      ['Plugins are not required to log this, though, and hosts MUST NOT rely on its absence.']).label, 'supports');
  });

  it('what was chosen "in favour of" another is not what the claim\'s verb says of it', () => {
    const v = verdictAgainst('The maintainers rejected caching every manifest.', ['This was rejected by the maintainers in favour of caching every manifest.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.some((f) => f.startsWith('chosen_instead:')), v.flags.join());
    assert.equal(verdictAgainst('The maintainers rejected polling in favour of caching every manifest.',
      ['Polling was rejected by the maintainers in favour of caching every manifest.']).label, 'supports');
  });

  it('a reason turned round through "thereby", "so" or "(as …)" is not the claim\'s reason', () => {
    for (const [claim, span] of [
      ['Because it bypasses the checksum, this command makes it easy to patch the cache.', 'This command makes it easy to patch the cache, but thereby also bypasses the checksum.'],
      ['Plugins lack a manifest because Kettle prints a warning.', 'Kettle prints a warning for the plugin (as plugins lack a manifest).'],
      ['The cache was stale because the build failed.', 'The cache was stale, so the build failed.'],
    ]) {
      const v = verdictAgainst(claim!, [span!]);
      assert.notEqual(v.label, 'supports', `${claim}: ${v.reason}`);
      assert.ok(v.flags.includes('clauses_reversed:because'), v.flags.join());
    }
    assert.equal(verdictAgainst('The build failed because the cache was stale.', ['The cache was stale, so the build failed.']).label, 'supports');
    assert.equal(verdictAgainst('The build failed because the cache was stale.', ['The build failed since the cache was stale.']).label, 'supports');
  });

  it('capitalised RFC 2119 modals are modals; "May" inside a sentence is a month', () => {
    const v = verdictAgainst('Kettle clients must offer other ways to set these keys.', ['Kettle clients MAY also offer other ways to set these keys.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('hedge_dropped:may'), v.flags.join());
    assert.equal(verdictAgainst('Kettle clients may offer other ways to set these keys.', ['Kettle clients MAY also offer other ways to set these keys.']).label, 'supports');
    assert.equal(verdictAgainst('The Kettle sprint runs between May and July.', ['The Kettle sprint runs between May and July.']).label, 'supports');
  });

  it('"will" of what always happens (under a condition, today, a consequence) is no plan; a bare "will" still is', () => {
    for (const [claim, span] of [
      ['Unbound sockets raise an error when closed twice.', 'Unbound sockets will raise an error when closed twice.'],
      ['The flag is silently ignored when building for a non-Linux target.', 'If building for a non-Linux target, the flag will be silently ignored.'],
      ['Setting the Kettle strict flag in a library crate results in a compiler warning.', 'Setting the Kettle strict flag in a library crate will result in a compiler warning.'],
    ]) {
      assert.equal(verdictAgainst(claim!, [span!]).label, 'supports', claim);
    }
    const plan = verdictAgainst('Kettle supports TOML.', ['Kettle will support TOML.']);
    assert.notEqual(plan.label, 'supports', plan.reason);
    assert.ok(plan.flags.includes('hedge_dropped:will'), plan.flags.join());
  });

  it('a condition the claim says in other words, all of its words there, is the claim\'s own', () => {
    assert.equal(verdictAgainst('When enabled, the opt-in check warns users about the clash.', ['This is helped by the opt-in check which, when enabled, warns users about the clash.']).label, 'supports');
    assert.equal(verdictAgainst('If a user gives duplicate keys, Kettle should merge the values into a list.', ['In case a user gives duplicate keys, Kettle SHOULD merge the values into a list.']).label, 'supports');
    // a condition with a word the claim does not say (another word in its place) is not the claim's
    const swapped = verdictAgainst('When the cache is warm, Kettle reads the disk.', ['When the disk is warm, Kettle reads the cache.']);
    assert.notEqual(swapped.label, 'supports', swapped.reason);
    const narrower = verdictAgainst('If the version were pinned and read from the lockfile, builds would repeat.', ['If the version were optional and read from the lockfile, builds would repeat.']);
    assert.notEqual(narrower.label, 'supports', narrower.reason);
  });

  it('a claim that denies is not contradicted by a span that denies the same word in other words', () => {
    const v = verdictAgainst('Automatic reindexing cannot be used until all notes are migrated.', ['Until all notes are migrated, automatic reindexing cannot be utilized.']);
    assert.equal(v.label, 'supports', v.reason);
    // (not with a figure: the span's denial may be of another one)
    assert.notEqual(verdictAgainst('Kettle hooks cannot be used on Kettle 3.9.', ['This change does not apply to Kettle 3.8; it is meant for Kettle 3.9 and later releases only.']).label, 'supports');
    // a span that asserts, with a denial elsewhere about something else, still contradicts a claim that denies
    assert.equal(verdictAgainst('Kettle does not verify package hashes.', ['Kettle verifies package hashes; packages without hashes are rejected.']).label, 'contradicts');
  });

  it('an opening "Until …,", "Within …,", "During …," or "In the … case," limits what follows; a date or a discourse marker does not', () => {
    for (const [claim, span, limit] of [
      ['Automatic Kettle reindexing cannot be used.', 'Until all notes are migrated, automatic Kettle reindexing cannot be used.', 'until'],
      ['The Kettle lockfile should be sorted.', 'Within a workspace, the Kettle lockfile should be sorted.', 'within'],
      ['Kettle blocks all writes to the index.', 'During the migration, Kettle blocks all writes to the index.', 'during'],
      ['Reliably retrying a failed Kettle fetch is not trivial.', 'In the `offline` case, reliably retrying a failed Kettle fetch is not trivial.', 'in'],
      ['The Kettle print hook is a function.', 'In Kettle 3, the Kettle print hook is a function.', 'in'],
      ['Kettle caches are not adequate.', 'Currently if remote stores are involved, Kettle caches are unfortunately not adequate.', 'if'],
    ]) {
      const v = verdictAgainst(claim!, [span!]);
      assert.notEqual(v.label, 'supports', `${span}: ${v.reason}`);
      assert.ok(v.flags.includes(`hedge_dropped:${limit}`), `${span}: ${v.flags.join()}`);
    }
    assert.equal(verdictAgainst('The old Kettle repository was archived.', ['In 2022 the team moved to Git, and the old Kettle repository was archived.']).label, 'supports');
    assert.equal(verdictAgainst('The Kettle compiler inlines small functions.', ['In practice, the Kettle compiler inlines small functions.']).label, 'supports');
    assert.equal(verdictAgainst('Automatic reindexing cannot be used until all notes are migrated.', ['Until all notes are migrated, automatic reindexing cannot be used.']).label, 'supports');
    // a condition of the claim that shares no word with the span's does not state it, whatever the claim says elsewhere
    const other = verdictAgainst('The Varrow hook will be changed to draw a marker under every shown line of the report if the data is there.',
      ['When drawing reports, the Varrow hook will be changed to draw a marker under every shown line of the report if the data is there.']);
    assert.notEqual(other.label, 'supports', other.reason);
    assert.ok(other.flags.includes('hedge_dropped:when'), other.flags.join());
    // a later condition of the claim does not state the span's opening one because the claim's words before it match
    const later = verdictAgainst('Only the Varrow bindings of the matching branch are kept; when trying until the first miss, the bindings are merged.',
      ['When branches are tried until the first match, only the Varrow bindings of the matching branch are kept; when trying until the first miss, the bindings are merged.']);
    assert.notEqual(later.label, 'supports', later.reason);
    // a claim that leaves out an aside inside its condition still states it
    assert.equal(verdictAgainst('It also means that if we put a Varrow record at the end of a container the pointers stay thin (despite the container being unsized).',
      ['It also means that if we put a Varrow record at the end of a container (such as a struct) the pointers stay thin (despite the container being unsized).']).label, 'supports');
    // "In the case where …" is a condition, which "When …" says again
    assert.equal(verdictAgainst('When the Kettle symbol is not a trait, it works exactly the same way.', ['In the case where the Kettle symbol is not a trait, it works the exact same way.']).label, 'supports');
  });

  it('"Because Y, X" is carried by Y and, in the very next sentence, X with its own link ("For this reason", "This is because")', () => {
    const v = verdictAgainst('Because the Kettle cache is stale, the nightly build fails.', ['The nightly build fails.', 'This is because the Kettle cache is stale.']);
    assert.equal(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('link_reason'), v.flags.join());
    assert.equal(verdictAgainst('Because the Kettle cache is stale, the nightly build fails.', ['The Kettle cache is stale.', 'For this reason, the nightly build fails.']).label, 'supports');
    // two sentences side by side, neither linking them, do not say the reason
    assert.notEqual(verdictAgainst('Because the Kettle cache is stale, the nightly build fails.', ['The Kettle cache is stale.', 'The nightly build fails.']).label, 'supports');
  });

  it('"will" in a sentence that names a version, a release or a time to come is a plan, whatever condition it has', () => {
    for (const span of ['Varrow 4.0 will print warnings for the old options.', 'In release 6, Varrow will print warnings for the old options.',
      'Varrow will print warnings for the old options; it currently prints nothing.', 'Today we announce that Varrow will print warnings for the old options.']) {
      const v = verdictAgainst('Varrow prints warnings for the old options.', [span]);
      assert.notEqual(v.label, 'supports', `${span}: ${v.reason}`);
    }
    // what always happens, each time or under a condition, is no plan
    assert.equal(verdictAgainst('Varrow prints a summary table after each run.', ['Varrow will print a summary table after each run.']).label, 'supports');
  });

  it('a claim that asserts is not carried by a span that denies the same act in other words', () => {
    const v = verdictAgainst('The Varrow index can be used during the rebuild.', ['The Varrow index cannot be utilized during the rebuild.']);
    assert.notEqual(v.label, 'supports', v.reason);
  });

  it('restrictions in other shapes: a capability, a place in the code, a size, a recipient; a phrase that widens is none', () => {
    for (const [claim, span] of [
      ['Varrow plugins can read the local disk.', 'Varrow plugins with the disk capability can read the local disk.'],
      ['The Varrow runtime never allocates heap memory.', 'The Varrow runtime never allocates heap memory in the hot path.'],
      ['The Varrow daemon does not cache HTTP responses.', 'The Varrow daemon does not cache HTTP responses larger than 2 MB.'],
      ['Varrow does not send crash reports.', 'Varrow does not send crash reports to third parties.'],
      ['Varrow does not load any extensions.', 'Varrow does not load any extensions written in Perl.'],
    ]) {
      const v = verdictAgainst(claim!, [span!]);
      assert.notEqual(v.label, 'supports', `${claim}: ${v.reason}`);
    }
    assert.equal(verdictAgainst('Varrow does not modify tracked files.', ['Varrow does not modify tracked files in any way.']).label, 'supports');
  });

  it('a later part is not carried by a sentence about another subject, and a pronoun only right after the part before it', () => {
    const lexer = verdictAgainst('The Varrow parser rejects tabs and accepts spaces.', ['The Varrow parser rejects tabs.', 'The Quell lexer accepts spaces.']);
    assert.notEqual(lexer.label, 'supports', lexer.reason);
    const named = verdictAgainst('Apache Varrow dropped Java 8 and added Java 21 support.', ['Apache Varrow dropped Java 8.', 'Apache Quell added Java 21 support.']);
    assert.notEqual(named.label, 'supports', named.reason);
    const between = verdictAgainst('Varrow removed the legacy API and added async support.', ['Varrow removed the legacy API.', 'Quell forked Varrow in 2021.', 'It added async support.']);
    assert.notEqual(between.label, 'supports', between.reason);
  });

  it('more limits, stances, hedges and shares in other words', () => {
    for (const [claim, span] of [
      ['The Varrow flag is supported.', 'The Varrow flag is only supported on the nightly toolchain.'],
      ['The Varrow storage API is available.', 'The Varrow storage API is available in canary builds.'],
      ['The Varrow compound reduced tumour growth.', 'The Varrow compound reduced tumour growth in two murine models.'],
      ['Varrow is the only tool with signed lockfiles.', 'To the best of our knowledge, Varrow is the only tool with signed lockfiles.'],
      ['Varrow uses SQLite for its metadata.', 'In the beginning, Varrow used SQLite for its metadata.'],
      ['The Varrow daemon crashed during the upgrade.', 'The Varrow daemon seemingly crashed during the upgrade.'],
      ['Linux distributions package Varrow.', 'Numerous Linux distributions package Varrow.'],
      ['Varrow plugins are sandboxed.', 'The majority of Varrow plugins are sandboxed.'],
    ]) {
      const v = verdictAgainst(claim!, [span!]);
      assert.notEqual(v.label, 'supports', `${claim}: ${v.reason}`);
    }
    assert.equal(verdictAgainst('Most Varrow plugins are sandboxed by the host process.', ['The majority of Varrow plugins are sandboxed by the host process.']).label, 'supports');
    assert.equal(verdictAgainst('Varrow latency dropped by half.', ['Most significantly, Varrow latency dropped by half.']).label, 'supports');
  });

  it('lists, reasons, choices, conditions, necessities and circumstances in other shapes', () => {
    for (const [claim, spans] of [
      ['Varrow supports Python 3.10, 3.11 and 3.12.', ['Varrow supports Python 3.10 and 3.11; 3.12 support is pending.']],
      ['The Varrow queue backed up because consumers stalled.', ['The Varrow queue backed up; hence consumers stalled.']],
      ['The Varrow team discarded Bayesian estimates.', ['The Varrow team discarded frequentist estimates in preference to Bayesian ones.']],
      ['If the Varrow upload fails, Quell aborts twice.', ['If the Varrow upload fails twice, Quell aborts.']],
      ['Varrow members must attend the annual meeting.', ['Attendance at the annual meeting is voluntary for Varrow members.']],
      ['The redesign of Varrow increased sign-ups by 20%.', ['Varrow sign-ups increased by 20% following the redesign of Varrow.']],
      ['The Varrow 3.2 upgrade corrupted the index.', ['After the Varrow 3.2 upgrade, the index was corrupted.']],
      ['The Varrow release was tagged and pushed.', ['Tag and push the Varrow release.']],
    ] as const) {
      const v = verdictAgainst(claim, [...spans]);
      assert.notEqual(v.label, 'supports', `${claim}: ${v.reason}`);
    }
    for (const [claim, span] of [
      ['Varrow callers must free the returned buffer.', 'Varrow callers must free the returned buffer, but they are not required to zero it.'],
      ['The Varrow court filing ruled for the tenants.', 'The Varrow court filing ruled in favour of the tenants.'],
      ['The Varrow cache is shared, so worker processes see each other\'s writes.', 'Since the Varrow cache is shared, worker processes see each other\'s writes.'],
      ['ARM was supported in Varrow 2.0.', 'Support for ARM landed in Varrow 2.0.'],
      ['The Varrow server restarts after it is configured.', 'The Varrow server restarts once configured.'],
    ]) {
      assert.equal(verdictAgainst(claim!, [span!]).label, 'supports', claim);
    }
  });

  it('what the imperative, necessity and "other" readings leave alone', () => {
    // a capitalised adjective that opens a sentence is no imperative; a discourse marker before a noun makes none
    assert.equal(verdictAgainst('Different Varrow mirrors will have different users in mind and have different use cases.',
      ['Different Varrow mirrors will have different users in mind and have different use cases.']).label, 'supports');
    assert.equal(verdictAgainst('Varrow specialization can be seen as a form of inheritance, since a more specialized impl overrides it.',
      ['Finally, Varrow specialization can be seen as a form of inheritance, since a more specialized impl overrides it.']).label, 'supports');
    // ", which would be unnecessary" speaks of the clause before it
    assert.equal(verdictAgainst('Without that guarantee, every Varrow match would need to be checked again.',
      ['Without that guarantee, every Varrow match would need to be checked again, which would be unnecessary work.']).label, 'supports');
    // "traces of other gases" says nothing of the claim's gas ("gas" / "gases" are one noun)
    assert.notEqual(verdictAgainst('Varrow oxide is a trace gas.', ['The Quell atmosphere is 96% Varrow oxide, 3% nitrogen, and traces of other gases.']).label, 'supports');
  });

  it('"all", "every" or "no" of a noun is not carried by one or some of them ("this", "the third", "the ANSI …")', () => {
    for (const [claim, span] of [
      ['No Varrow mirror serves plain HTTP.', 'The Quell mirror is the default, and this Varrow mirror never serves plain HTTP.'],
      ['All the Varrow drafts are strawmen.', 'The third Varrow draft is a strawman, and everything is up for change.'],
    ]) {
      const v = verdictAgainst(claim!, [span!]);
      assert.notEqual(v.label, 'supports', `${claim}: ${v.reason}`);
      assert.ok(v.flags.some((f) => f.startsWith('restrictor_widened:')), v.flags.join());
    }
    assert.equal(verdictAgainst('All Varrow plugins are signed.', ['All Varrow plugins are signed.']).label, 'supports');
    // "all of these", "each of the other two", "all these" are universals over them
    assert.equal(verdictAgainst('All of these Varrow examples also apply to the sym operand.', ['All of these Varrow examples also apply to the sym operand.']).label, 'supports');
    assert.equal(verdictAgainst('Each of these Varrow threads talks to the runtime through its own state.', ['Each of these Varrow threads talks to the runtime through its own state.']).label, 'supports');
    assert.equal(verdictAgainst('The Varrow form specifies each of the three important parts without new keywords.', ['The Varrow form specifies each of the three important parts without new keywords.']).label, 'supports');
    assert.equal(verdictAgainst('Varrow checks each of the other two rules in turn.', ['Varrow checks each of the other two rules in turn.']).label, 'supports');
    assert.equal(verdictAgainst('Every Varrow request is logged.', ['Every Varrow request is logged, and a request that fails is retried.']).label, 'supports');
    // a necessity denied past emphasis
    assert.notEqual(verdictAgainst('The Varrow report must be valid JSON.', ['It is *not* a *requirement* for the Varrow report to be valid JSON.']).label, 'supports');
  });
});
