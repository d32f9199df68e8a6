// The sixty-first round of verification on real writing (invented sentences in the manner of proposals, package READMEs
// and contributor guides): readings that let true near copies through again — a cause the span gives by a colon, a
// choice among the items after "one of", a document's own ruling on its scope.
import assert from 'node:assert/strict';
import { verdictAgainst, verifyDraftAgainst, verifyDraftAgainstSources } from './verify-fixtures';
import { claimPointer, headingOfAnotherSubject } from '../../src/core/verify/heading-subject';
import { causeAdded, codeNameSwapped, deniedSeemingAsserted, expressionChanged, insteadActsTraded, joinTurned, verbSidesTraded } from '../../src/core/verify/near-copy';
import { setWordNetLoader, wordNet } from '../../src/core/lexicon/index';

const label = (claim: string, span: string) => verdictAgainst(claim, [span]).label;
const run = async (draft: string, source: string, path: string) => (await verifyDraftAgainst(path, source, draft))[0]!;

describe('verify: the sixty-first round — links and rulings a near copy may say in its own words', () => {
  before(function () {
    this.timeout(120_000);
    setWordNetLoader(undefined);
    wordNet();
  });

  it('reads a colon that gives the reason as the claim\'s "because", past closing marks and words moved', () => {
    assert.equal(causeAdded('Using uppercase last makes sure keys never meet default values such as constructor, because nothing in the prototype of Object is uppercase.',
      'Using uppercase last makes sure keys never meet default values (such as `constructor`): nothing in the prototype of `Object` is uppercase.'), undefined);
    assert.equal(causeAdded('Counting NOTE tags may be a useful metric, since a high count may indicate a design or other problem.',
      'It may be a useful metric to count ``NOTE`` tags: a high count may indicate a design (or other) problem.'), undefined);
    assert.equal(label('Counting NOTE tags may be a useful metric, since a high count may indicate a design or other problem.',
      'It may be a useful metric to count ``NOTE`` tags: a high count may indicate a design (or other) problem.'), 'supports');
    // (two statements joined by "and" still give no cause)
    assert.equal(causeAdded('The cache is rebuilt at noon because the workers read it at startup.', 'The cache is rebuilt at noon and the workers read it at startup.'), 'because');
    assert.equal(label('The cache is rebuilt at noon because the workers read it at startup.', 'The cache is rebuilt at noon and the workers read it at startup.'), 'does_not_support');
  });

  it('reads "and" between the items after "one of" as the claim\'s "or", and nowhere else', () => {
    assert.equal(joinTurned('That branch is normally one of just two: the latest maintenance branch or the trunk.',
      'Usually, that is one of only two branches: the latest maintenance branch and the trunk.'), undefined);
    assert.equal(label('Except for security fixes, that branch is normally one of just two: the latest maintenance branch or the trunk.',
      'Usually, that is one of only two branches: the latest maintenance branch and the trunk, except for security fixes.'), 'supports');
    assert.deepEqual(joinTurned('Builds run on the latest maintenance branch or the trunk.', 'Builds run on the latest maintenance branch and the trunk.'), { claim: 'or', span: 'and' });
  });

  it('takes "is considered out of scope for this PEP" as the document\'s own ruling, not a standing others give', () => {
    assert.equal(verdictAgainst('Using ReadOnly at other sites where it has no meaning, such as local variables, is out of scope for PEP 767 and remains forbidden.',
      ['Use of ``ReadOnly`` at other sites where it has no meaning (such as local variables) is considered out of scope for this PEP, and remains forbidden.'], 'peps/pep-0767.rst').label, 'supports');
    assert.equal(label('Variable annotations are out of scope for the proposal.', 'Variable annotations are considered out of scope for this proposal.'), 'supports');
    // (a standing that others give is still a hedge)
    assert.notEqual(label('The option is harmful in production deployments.', 'The option is considered harmful in production deployments by some users.'), 'supports');
  });

  it('carries "command" after the command a manual page is about', async () => {
    const page = '---\ntitle: npm-search\n---\n\n### Description\n\nSearch the registry for packages matching the search terms. `npm search` performs a linear, incremental, lexically-ordered search through package metadata for all files in the registry.\n';
    const result = await run('# Notes\n\nThe npm search command performs a linear, incremental, lexically-ordered search through package metadata for all files in the registry.\n', page, 'commands/npm-search.md');
    assert.equal(result.action, 'accept', result.verdict.reason);
    assert.ok(result.verdict.flags.includes('document_kind:command'));
    // (a subcommand the span writes as code is named by it: "the prune subcommand" / "`prune` removes …")
    assert.equal(label('The prune subcommand removes allowScripts entries that no longer match an installed package.',
      '`prune` removes `allowScripts` entries that no longer match an installed package.'), 'supports');
  });

  it('reads a claim that points at its subject as about what its own heading names', async () => {
    assert.equal(claimPointer('This PEP is rejected.'), 'This PEP');
    assert.equal(claimPointer('Note: This command is unaware of workspaces.'), 'This command');
    assert.equal(claimPointer('It takes exactly the same arguments as `npm install`.'), 'It');
    assert.equal(claimPointer('Spawn a subshell in the directory of the installed package specified.'), 'Spawn');
    assert.equal(claimPointer('npm explore spawns a subshell in the directory of the package.'), undefined);
    assert.equal(claimPointer('It is possible to pass several names at once.'), undefined);
    const pep = 'PEP: 3126\nTitle: Remove Implicit String Concatenation\n\nRejection Notice\n================\n\nThis PEP is rejected.  There wasn\'t enough support in favor.\n';
    const elsewhere = await run('# Notes\n\n## Single-dispatch generic functions\n\nThis PEP is rejected.\n', pep, 'python-peps/pep-3126.rst');
    assert.notEqual(elsewhere.action, 'accept');
    assert.ok(elsewhere.verdict.flags.includes('heading_subject:Single-dispatch generic functions'), elsewhere.verdict.reason);
    assert.equal((await run('# Notes\n\n## Remove implicit string concatenation\n\nThis PEP is rejected.\n', pep, 'python-peps/pep-3126.rst')).action, 'accept');
    assert.equal((await run('# Notes\n\n## PEP 3126\n\nThis PEP is rejected.\n', pep, 'python-peps/pep-3126.rst')).action, 'accept');
    assert.notEqual((await run('# Notes\n\n## PEP 443\n\nThis PEP is rejected.\n', pep, 'python-peps/pep-3126.rst')).action, 'accept');
    // ("this PEP" is the heading's document whatever else the claim names: here the span document's title)
    const dispatch = 'PEP: 443\nTitle: Single-dispatch generic functions\n\nAbstract\n========\n\nThis PEP proposes a new mechanism in the ``functools`` standard library module that provides a simple form of generic programming known as single-dispatch generic functions.\n';
    const claim = 'This PEP proposes a new mechanism in the functools standard library module that provides a simple form of generic programming known as single-dispatch generic functions.';
    assert.notEqual((await run(`# Notes\n\n## Attribute Docstrings\n\n${claim}\n`, dispatch, 'python-peps/pep-0443.rst')).action, 'accept');
    assert.equal((await run(`# Notes\n\n## Single-dispatch generic functions\n\n${claim}\n`, dispatch, 'python-peps/pep-0443.rst')).action, 'accept');
    // (under the draft's own title only, the claim's "this PEP" is the document's as before)
    assert.equal((await run('# Real-prose check\n\nThis PEP is rejected.\n', pep, 'python-peps/pep-3126.rst')).action, 'accept');
    // (under a generic heading only, the claim's "this PEP" is the document's as before)
    assert.equal((await run('# Notes\n\nThis PEP is rejected.\n', pep, 'python-peps/pep-3126.rst')).action, 'accept');
    const page = '---\ntitle: npm-explore\n---\n\n### Description\n\nSpawn a subshell in the directory of the installed package specified.\n\nNote: This command is unaware of workspaces.\n';
    for (const claim of ['Note: This command is unaware of workspaces.', 'Spawn a subshell in the directory of the installed package specified.']) {
      assert.notEqual((await run(`# Notes\n\n## npm-docs\n\n${claim}\n`, page, 'commands/npm-explore.md')).action, 'accept', claim);
      assert.equal((await run(`# Notes\n\n## npm-explore\n\n${claim}\n`, page, 'commands/npm-explore.md')).action, 'accept', claim);
    }
  });

  it('finds the two sides of a verb traded, active or passive, and not a passive that names no doer or a means', () => {
    assert.equal(verbSidesTraded('Names from outer scopes shadow declarations.', 'Declarations shadow names from outer scopes.'), 'shadow');
    // (a verb the tagger reads as a noun on one side, where the other side has it between two nouns)
    assert.equal(verbSidesTraded('Templates from the shared folder shadow manifests.', 'Manifests shadow templates from the shared folder.'), 'shadow');
    assert.equal(verbSidesTraded('An explicitly declared macro would be shadowed by a glob-imported macro with the same name.',
      'For example, an explicitly declared macro would shadow a glob-imported macro with the same name.'), 'shadowed');
    // (the same roles, the voice changed)
    assert.equal(verbSidesTraded('A macro processor is not looked up by the compiler until that macro is reached.',
      'The compiler will not look up a macro processor until that macro is reached.'), undefined);
    assert.equal(verbSidesTraded('The problems occur when integers are consumed by printing them to the screen.',
      'The problems occur when integers are "consumed" by printing them out to the screen.'), undefined);
    assert.equal(verbSidesTraded('All other built-in attributes are rejected by a semantic check.', 'All other built-in attributes are rejected with a semantic check.'), undefined);
    // (a verb whose sides may trade places says the same)
    assert.equal(verbSidesTraded('Version 2 matches version 3 exactly.', 'Version 3 matches version 2 exactly.'), undefined);
    assert.equal(label('Names from outer scopes shadow declarations.', 'Declarations shadow names from outer scopes.'), 'does_not_support');
  });

  it('reads "doesn\'t seem to" and "refuses to" as denials a claim may not drop', () => {
    assert.ok(deniedSeemingAsserted('The rustc codebase has many occurrences of chained comparisons.', 'The rustc codebase doesn\'t seem to have any occurrences of chained comparisons.'));
    assert.ok(deniedSeemingAsserted('Faced with ambiguity, singledispatch guesses.', 'Faced with ambiguity, ``@singledispatch`` refuses the temptation to guess.'));
    assert.equal(deniedSeemingAsserted('Faced with ambiguity, singledispatch refuses to guess.', 'Faced with ambiguity, ``@singledispatch`` refuses the temptation to guess.'), undefined);
    assert.equal(deniedSeemingAsserted('The codebase does not seem to have such comparisons.', 'The codebase doesn\'t seem to have any such comparisons.'), undefined);
    assert.equal(label('The rustc codebase has many occurrences of chained comparisons.', 'The rustc codebase doesn\'t seem to have any occurrences of chained comparisons.'), 'does_not_support');
  });

  it('finds an operand of an expression changed, and a name in code marks put in another\'s place', () => {
    assert.deepEqual(expressionChanged('The flag has the value (1UL << 12).', 'A new type flag ``Py_TPFLAGS_GETDESCRIPTOR`` with value ``(1UL << 11)`` will be added.'),
      { claim: '1UL<<12', span: '1UL<<11' });
    assert.equal(expressionChanged('The flag has the value (1UL << 11).', 'A new flag with value ``(1UL << 11)`` will be added.'), undefined);
    assert.deepEqual(codeNameSwapped('If `before` and `min-release-age` are both set in the same source, `min-release-age` wins.',
      'If `before` and `min-release-age` are both set in the same source, `before` wins (an explicit absolute date overrides a relative window).'),
    { claim: 'min-release-age', span: 'before' });
    // (the claim's name without its code marks, which the span writes in them)
    assert.deepEqual(codeNameSwapped('If before and min-release-age are both set in the same source, min-release-age wins.',
      'If `before` and `min-release-age` are both set in the same source, `before` wins (an explicit absolute date overrides a relative window).'),
    { claim: 'min-release-age', span: 'before' });
    assert.equal(codeNameSwapped('If `before` and `min-release-age` are both set in the same source, `before` wins.',
      'If `before` and `min-release-age` are both set in the same source, `before` wins (an explicit absolute date overrides a relative window).'), undefined);
  });

  it('finds the acts on the two sides of "instead of" traded', () => {
    assert.equal(insteadActsTraded('It works as npm deprecate does, except that this command adds deprecation warnings instead of removing them.',
      'It works in the same way as npm deprecate, except that this command removes deprecation warnings instead of adding them.'), 'removing');
    assert.equal(insteadActsTraded('Instead of installing packages in the same manner that they are depended on, hoist package installs in `node_modules`.',
      'Instead of hoisting package installs in `node_modules`, install packages in the same manner that they are depended on.'), 'installing');
    assert.equal(insteadActsTraded('This command removes deprecation warnings instead of adding them.', 'This command removes deprecation warnings instead of adding them.'), undefined);
  });

  it('does not carry a figure the claim says twice by one the span says once, nor "a separate RFC" by "this RFC"', () => {
    assert.equal(label('Two dollar-signs ("$$") are replaced with two "$".', 'Two dollar-signs ("$$") are replaced with a single "$".'), 'does_not_support');
    assert.equal(label('Version 2 runs four workers and four queues.', 'Version 2 runs four workers and four queues.'), 'supports');
    // (nor where the span writes it as often, or it is the span document's own number, "this PEP" in pep-0420.rst)
    assert.equal(verdictAgainst('extend_path() will be modified to also recognize PEP 420 namespace packages, because it is likely not practical to migrate all existing portions of a namespace package to PEP 420 at once.',
      ['Because it is likely not practical for all existing portions of a namespace package to be migrated to this PEP at once, ``extend_path()`` will be modified to also recognize :pep:`420` namespace packages.'],
      'peps/pep-0420.rst').label, 'supports');
    assert.notEqual(label('For macros by example, this would be part of a macros 2.0 feature, the rest of which is described in this RFC.',
      'For macros by example, this would be part of a macros 2.0 feature, the rest of which will be described in a separate RFC.'), 'supports');
    // (a word the claim says twice, once as code: "`--omit` lists, then it will be omitted" is no copy of "… included")
    assert.notEqual(label('If a package type appears in both the `--include` and `--omit` lists, then it will be omitted.',
      'If a package type appears in both the `--include` and `--omit` lists, then it will be included.'), 'supports');
  });

  it('does not read the first person of a section that gives another\'s words as the document\'s author', async () => {
    const pep = 'PEP: 224\nTitle: Attribute Docstrings\n\nComments from our BDFL\n======================\n\nIt might be useful, but I really hate the proposed syntax.\n';
    const result = await run('# Notes\n\n## Attribute Docstrings\n\nThe author really hates the proposed syntax.\n', pep, 'python-peps/pep-0224.rst');
    assert.notEqual(result.action, 'accept');
    assert.ok(result.verdict.flags.includes('speaker_other'), result.verdict.reason);
  });

  it('takes the copy in the document the heading names, where several documents say the same words', async () => {
    const explore = '---\ntitle: npm-explore\n---\n\n### Description\n\nSpawn a subshell in the directory of the installed package specified.\n\nNote: This command is unaware of workspaces.\n';
    const shrinkwrap = '---\ntitle: npm-shrinkwrap\n---\n\n### Description\n\nThis command repurposes `package-lock.json` into a publishable `npm-shrinkwrap.json`.\n\nNote: This command is unaware of workspaces.\n';
    const results = await verifyDraftAgainstSources({ 'commands/npm-explore.md': explore, 'commands/npm-shrinkwrap.md': shrinkwrap },
      '# Notes\n\n## npm-shrinkwrap\n\nNote: This command is unaware of workspaces.\n\n## npm-docs\n\nNote: This command is unaware of workspaces.\n');
    assert.equal(results[0]!.action, 'accept', results[0]!.verdict.reason);
    assert.ok(results[0]!.evidence.some((e) => e.sourcePath.endsWith('npm-shrinkwrap.md')));
    assert.notEqual(results[1]!.action, 'accept');
  });
});
