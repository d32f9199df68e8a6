// The fifty-eighth round of verification on real writing (invented sentences in the manner of changelogs, API pages,
// command manual pages and proposals): a release's "Previously …", a changelog entry's scope labels, a manual page's
// command, a "will" of behaviour after an opening condition, a claim's pronoun named by its own heading, and what a
// claim may not drop or add: a softening degree, one of two alternatives, another instance, sameness, the place of "only".
import assert from 'node:assert/strict';
import { verifyDraftAgainst, verdictAgainst } from './verify-fixtures';
import { setWordNetLoader, wordNet } from '../../src/core/lexicon/index';
import { cliFlagUnwritten, fromToChanged, sameForDifferent } from '../../src/core/verify/arguments';
import { otherInstanceDropped } from '../../src/core/verify/scope-limits';
import { conditionPartDropped } from '../../src/core/verify/traded';
import { projectOfPage } from '../../src/core/extract/index';

const run = async (claim: string, source: string, path = 'notes/source.md') => (await verifyDraftAgainst(path, source, claim))[0]!;
const actionOf = async (claim: string, source: string, path?: string) => (await run(claim, source, path)).action;
const label = (claim: string, span: string) => verdictAgainst(claim, [span]).label;

describe('verify: the fifty-eighth round — releases, manual pages, headings, degrees and alternatives', () => {
  before(function () {
    this.timeout(120_000);
    setWordNetLoader(undefined);
    wordNet();
  });

  it('reads a release entry\'s "Previously …" as the state before that release, and never as the release\'s own', async () => {
    const source = [
      '# Release notes', '', '## v5.2.0', '',
      '- Big speed-up. Previously an O(n) copy inside the inner loop raised the worst case from O(n²) to O(n³). This is now fixed.', '',
      '## v5.1.0', '', '- The `strict` flag is added.', '',
    ].join('\n');
    const path = 'notes/tallyho/release-notes.md';
    assert.equal(projectOfPage(path), 'tallyho');
    assert.equal(await actionOf('Before tallyho 5.2.0, an O(n) copy inside the inner loop raised the worst case from O(n²) to O(n³).', source, path), 'accept');
    assert.notEqual(await actionOf('In tallyho 5.2.0, an O(n) copy inside the inner loop raised the worst case from O(n²) to O(n³).', source, path), 'accept');
    assert.notEqual(await actionOf('Before tallyho 5.1.0, an O(n) copy inside the inner loop raised the worst case from O(n²) to O(n³).', source, path), 'accept');
    // (the ends of a change written as formulas are compared as ends)
    assert.notEqual(await actionOf('Before tallyho 5.2.0, an O(n) copy inside the inner loop raised the worst case from O(n) to O(n²).', source, path), 'accept');
    assert.deepEqual(fromToChanged('It went from O(n) to O(n²).', 'It went from O(n²) to O(n³).'), { from: 'O(n)', to: 'O(n²)' });
    // (plain figures are left to the number readings, which tell a changed figure from a missing one)
    assert.equal(fromToChanged('It went from 410 to 465 points.', 'It went from 410 points to 455.'), undefined);
  });

  it('reads a changelog entry past its scope labels, a project written without its hyphen, and "non breaking" as one word', async () => {
    const source = [
      '# Changelog', '', '## **3.4.1**', '',
      '- [Fix] `utils`: `merge`: count the elements of a sparse array against `arrayLimit`, not its holes',
      '- [Perf] `utils`: Optimize performance under large data volumes', '',
      '## Version 3.4.0', '', '- Detokenization now restores narrow non breaking space characters.', '',
    ].join('\n');
    const path = 'notes/tally-ho/CHANGELOG.md';
    assert.equal(await actionOf('In tally-ho 3.4.1, utils.merge was fixed to count the elements of a sparse array against arrayLimit, not its holes.', source, path), 'accept');
    assert.equal(await actionOf('In tally-ho 3.4.1, utils was optimized for performance under large data volumes.', source, path), 'accept');
    assert.notEqual(await actionOf('In tally-ho 3.4.1, parse was optimized for performance under large data volumes.', source, path), 'accept');
    assert.equal(await actionOf('Since TallyHo 3.4.0, detokenization restores narrow non-breaking space characters.', source, path), 'accept');
    assert.notEqual(await actionOf('Since TallyHo 3.4.0, detokenization restores narrow breaking space characters.', source, path), 'accept');
  });

  it('names a manual page\'s command by its title, and reads a "will" after an opening condition as what always happens', async () => {
    const page = [
      '---', 'title: tally-ls', 'section: 1', '---', '', '### Description', '',
      'This command will print to stdout all the versions of packages that are installed, in a tree structure.', '',
      'If the lockfile does not match the manifest, this command will exit with an error.', '',
    ].join('\n');
    const path = 'docs/commands/tally-ls.md';
    assert.equal(await actionOf('tally ls prints to stdout all the versions of packages that are installed, in a tree structure.', page, path), 'accept');
    assert.notEqual(await actionOf('tally outdated prints to stdout all the versions of packages that are installed, in a tree structure.', page, path), 'accept');
    assert.equal(await actionOf('If the lockfile does not match the manifest, tally ls exits with an error.', page, path), 'accept');
    const repl = '# REPL\n\n## Persistent history\n\nBy default, the Tally.js REPL will persist history between sessions by saving inputs to a history file.\n';
    assert.equal(await actionOf('By default, the Tally.js REPL persists history between sessions by saving inputs to a history file.', repl), 'accept');
  });

  it('checks a "should" under a heading that names documentation, and names a pronoun by the claim\'s own heading', async () => {
    const changelog = '# Changelog\n\n## 2.0.0\n\n- In callback mode the builder should use much less memory.\n';
    const draft = '# Notes\n\n## tallyho docs: Changelog\n\nIn tallyho 2.0.0, callback mode uses a different code path and the builder should use much less memory.\n';
    assert.notEqual((await run(draft, changelog, 'notes/tallyho/CHANGELOG.md')).action, 'pass');
    const options = '# Options\n\n- `interval` (default: `100`). Interval of file system polling, in milliseconds.\n- `binaryInterval` (default: `300`). Interval of polling for binary files.\n';
    assert.equal((await run('# Notes\n\n## The interval option\n\nIt defaults to 100 milliseconds.\n', options)).action, 'accept');
    assert.notEqual((await run('# Notes\n\n## The interval option\n\nIt defaults to 300 milliseconds.\n', options)).action, 'accept');
    assert.notEqual((await run('# Notes\n\nIt defaults to 300 milliseconds.\n', options)).action, 'accept');
    // (a heading's piece written with a symbol is looked for as written: "%o" is not "%O")
    const formatters = '# Formatters\n\n| Formatter | Representation |\n|---|---|\n| `%O` | Pretty-print an Object on multiple lines. |\n| `%o` | Pretty-print an Object all on a single line. |\n';
    assert.notEqual((await run('# Notes\n\n## The %o formatter\n\nIt pretty-prints an Object on multiple lines.\n', formatters)).action, 'accept');
  });

  it('keeps a softening degree, a seeming, one of two alternatives and a second part of a condition', () => {
    assert.notEqual(label('The proposed changes are well-contained.', 'The proposed changes are relatively well-contained.'), 'supports');
    assert.notEqual(label('The errors are confusing for new users.', 'The errors are potentially confusing for new users.'), 'supports');
    assert.equal(label('The proposed changes are relatively well-contained.', 'The proposed changes are relatively well-contained.'), 'supports');
    assert.notEqual(label('The best advice is for unsafe code to avoid the plain operators.', 'It seems like the best advice is for unsafe code to avoid the plain operators.'), 'supports');
    const either = 'Eventually, somebody on the core team will either accept the proposal by merging the pull request or reject it by closing the pull request.';
    assert.notEqual(label('Somebody on the core team will accept the proposal by merging the pull request.', either), 'supports');
    assert.notEqual(label('A magic comment must be placed as the first line in the file.', 'A magic comment must be placed either as first or second line in the file.'), 'supports');
    assert.equal(conditionPartDropped('If the class is meant to be subclassed, its interface should be listed apart.',
      'If the class is meant to be subclassed, and has an extra interface for subclasses, its interface should be listed apart.'), 'has an extra interface for subclasses');
  });

  it('tells another instance, sameness and the place of "only" from the claim\'s', () => {
    assert.deepEqual(otherInstanceDropped('This RFC proposes scoped attributes.', 'The original RFC proposed scoped attributes.'), { modifier: 'original', noun: 'RFC' });
    assert.equal(otherInstanceDropped('The first RFC proposed scoped attributes.', 'The original RFC proposed scoped attributes.'), undefined);
    assert.equal(otherInstanceDropped('This RFC proposes scoped attributes.', 'The original RFC proposed lints; this RFC proposes scoped attributes.'), undefined);
    assert.deepEqual(sameForDifferent('Every instance has the same color.', 'Every instance has a color generated for it.'), { claim: 'the same color' });
    assert.equal(sameForDifferent('Both run at the same time.', 'Both run at once.'), undefined);
    assert.notEqual(label('The closing quotes are on another line than the opening quotes.', 'The closing quotes are on the same line as the opening quotes.'), 'supports');
    assert.notEqual(label('Only raw literals expand a small subset of escape sequences.', 'Raw literals only expand a small subset of escape sequences.'), 'supports');
    assert.equal(label('Raw literals only expand a small subset of escape sequences.', 'Raw literals only expand a small subset of escape sequences.'), 'supports');
    assert.equal(label('Only a small subset of escape sequences is expanded by raw literals.', 'Raw literals only expand a small subset of escape sequences.') === 'contradicts', false);
    // (a command-line flag is a name: "--no" is not "--yes", whatever its word)
    assert.deepEqual(cliFlagUnwritten('When no TTY is found, tally exec assumes --no.', 'When no TTY is found, `--yes` is assumed.'), { claim: '--no', span: '--yes' });
    assert.equal(cliFlagUnwritten('When no TTY is found, tally exec assumes `--yes`.', 'When no TTY is found, `--yes` is assumed.'), undefined);
    assert.equal(cliFlagUnwritten('The `unix`-formatting of paths is kept.', 'The unix-formatting of paths is kept.'), undefined);
    // (nor the rest of a name after code blanked out of a claim part's plain text: "  mut -restricted" was "`mut`-restricted")
    assert.equal(cliFlagUnwritten('so we disallow  struct  expressions for types with  mut -restricted fields', 'we disallow `struct` expressions for types with `mut`-restricted fields'), undefined);
    assert.notEqual(label('When no TTY is found, tally exec assumes --no.', 'When no TTY is found, `--yes` is assumed.'), 'supports');
    // (a dotted name is one word to the readings of who does what)
    assert.equal(label('In a node.js environment the default worker type is changed to threads.', 'In a node.js environment, the default worker type is changed to threads.'), 'supports');
    assert.equal(label('The default worker type in a node.js environment is changed to threads.', 'In a node.js environment, the default worker type is changed to threads.'), 'supports');
    // (and only where a piece of it was read as a word of its own: "a build.rs file" keeps its reading)
    assert.equal(label('Crates may use declarative build scripts rather than a build.rs file.', 'Crates may use declarative build scripts rather than a `build.rs` file.'), 'supports');
  });
});
