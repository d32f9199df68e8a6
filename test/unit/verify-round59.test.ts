// The fifty-ninth round of verification on real writing (invented sentences in the manner of API reference pages,
// proposals and style guides): a claim's description ("The model") that its span says too, under a title that names the
// same subject; a "will" of what always happens whose sentence has a figure that is no version or date; and what a claim
// may not drop or turn: a share ("most of"), a modifier of any thing of a kind, a limiting adverb or "without" phrase, a
// condition or a goal it states as fact, another case under its own heading, a name's capitals, an inclusion.
import assert from 'node:assert/strict';
import { verdictAgainst, verifyDraftAgainst } from './verify-fixtures';
import { caseDiffers } from '../../src/core/verify/arguments';
import { exclusionForInclusion, modifierDropped, unassertedAsFact } from '../../src/core/verify/scope-limits';
import { setWordNetLoader, wordNet } from '../../src/core/lexicon/index';

const label = (claim: string, span: string) => verdictAgainst(claim, [span]).label;
const run = async (draft: string, source: string, path = 'notes/source.md') => (await verifyDraftAgainst(path, source, draft))[0]!;

describe('verify: the fifty-ninth round — shared descriptions, figures in a "will" of behaviour', () => {
  before(function () {
    this.timeout(120_000);
    setWordNetLoader(undefined);
    wordNet();
  });

  it('accepts a claim\'s description that the span says too, where the span\'s title names the claim\'s subject', async () => {
    const source = '# Permissions\n\nPermissions restrict what a process may touch.\n\n## Process-based permissions\n\nThe model does not inherit to a child process or a worker thread.\n';
    const accepted = await run('# Notes\n\n## Permissions\n\nThe model does not inherit to a child process or a worker thread.\n', source, 'notes/permissions.md');
    assert.equal(accepted.action, 'accept');
    assert.ok(accepted.verdict.flags.includes('description_shared:Permissions'), accepted.verdict.flags.join(','));
    // (the claim's heading names another subject: the span's "model" is not its)
    assert.notEqual((await run('# Notes\n\n## Workers\n\nThe model does not inherit to a child process or a worker thread.\n', source, 'notes/permissions.md')).action, 'accept');
    // (the span's surroundings name another subject than the claim's heading)
    const other = source.replace('# Permissions\n\nPermissions restrict what a process may touch.', '# Sandboxes\n\nSandboxes restrict what a process may touch.').replace('Process-based permissions', 'Process-based sandboxes');
    assert.notEqual((await run('# Notes\n\n## Permissions\n\nThe model does not inherit to a child process or a worker thread.\n', other, 'notes/sandboxes.md')).action, 'accept');
    // (a changed word is still a changed word)
    assert.notEqual((await run('# Notes\n\n## Permissions\n\nThe model does not inherit to a child process or a cluster worker.\n', source, 'notes/permissions.md')).action, 'accept');
  });

  it('reads a figure in a sentence as no time to come, but a version or a date as one', async () => {
    const source = '# Locks\n\nIf the lock cannot be taken, the process will exit with a 13 status code.\n\nIn Kettle 3, the process will exit with a 14 status code.\n';
    assert.equal((await run('# Notes\n\nIf the lock cannot be taken, the process exits with a 13 status code.\n', source)).action, 'accept');
    assert.notEqual((await run('# Notes\n\nIf the lock cannot be taken, the process exits with a 12 status code.\n', source)).action, 'accept');
    assert.notEqual((await run('# Notes\n\nIn Kettle 3, the process exits with a 14 status code.\n', source)).action, 'accept');
  });

  it('keeps a share the span puts inside its sentence ("most of", "in most", "many")', () => {
    assert.notEqual(label('The cache removes the need to read the index twice.', 'The cache removes most of the need to read the index twice.'), 'supports');
    assert.equal(label('The cache removes most of the need to read the index twice.', 'The cache removes most of the need to read the index twice.'), 'supports');
    assert.notEqual(label('In deployments where a proxy is used, the header can be dropped.', 'In most deployments where a proxy is used, the header can be dropped.'), 'supports');
    // (a superlative is no share)
    assert.equal(label('The parser is the most common source of the error.', 'The parser is the most common source of the error.'), 'supports');
  });

  it('keeps a modifier of any thing of a kind, a limiting adverb and a phrase of "without"', () => {
    assert.equal(modifierDropped('Callers keep working after a new field is added.', 'Callers keep working after a new optional field is added.'), 'optional');
    assert.equal(modifierDropped('The message of any release must name the change.', 'The message of any major release must name the change.'), 'major');
    assert.equal(modifierDropped('Writes would flush the buffer.', 'Writes would conditionally flush the buffer.'), 'conditionally');
    assert.equal(modifierDropped('A crate that builds on the old compiler builds on the new one.', 'A crate that builds without warnings on the old compiler builds on the new one.'), 'without warnings');
    assert.equal(modifierDropped('The tables may be unreadable to new users.', 'The tables may be unreadable to new users without a database background.'), 'without a database background');
    // (the claim keeps them: nothing dropped; a definite noun phrase names one thing, not a kind)
    assert.equal(modifierDropped('Callers keep working after a new optional field is added.', 'Callers keep working after a new optional field is added.'), undefined);
    assert.equal(modifierDropped('The parser reads the file.', 'The incremental parser reads the file.'), undefined);
    // (nor a word of a quoted name the span shortens, nor a piece of a hyphenated word whose other piece the claim keeps)
    assert.equal(modifierDropped('The RFC forms a docs team to review the guides.', 'Form a new "documentation review team" (the "docs team" for short) to review the guides.'), undefined);
    assert.equal(modifierDropped('It writes a file for packaging tools to read.', 'It writes a file for packaging-related tools to read.'), undefined);
    // (a word the span writes in code is no preposition of its)
    assert.equal(modifierDropped('The tool rewrites bare handlers with a broad one.', 'The tool rewrites bare handlers `except Exception:` with a broad one.'), undefined);
    assert.notEqual(label('Callers keep working after a new field is added.', 'Callers keep working after a new optional field is added.'), 'supports');
    // (a restriction after a short aside in brackets)
    assert.notEqual(label('Put a blank line after all headers.', 'Put a blank line after all headers (short or long) that open a section.'), 'supports');
  });

  it('does not take a condition, a goal or a consequence supposed as a fact', () => {
    assert.equal(unassertedAsFact('Incremental builds have become reliable.', 'We keep the old path and move to incremental builds if they become reliable.'), 'if they become reliable');
    assert.match(unassertedAsFact('Every change is reviewed by two maintainers.', 'The process should:\n\n* Ensure that every change is reviewed by two maintainers.') ?? '', /^Ensure that every change/);
    assert.match(unassertedAsFact('Users can trust the reference.', 'Documenting every feature would mean users can trust the reference.') ?? '', /^would mean/);
    // (the verb outside the condition is stated)
    assert.equal(unassertedAsFact('The lock is released when the guard is dropped.', 'If the guard is dropped, the lock is released.'), undefined);
    // (nor where the claim has a condition of its own in other words)
    assert.equal(unassertedAsFact('When the cache is cold, the first read is slow.', 'If the cache is cold, the first read is slow.'), undefined);
    assert.notEqual(label('All plugins load fine.', 'It is certainly possible that all plugins load fine, but the change still breaks the API.'), 'supports');
  });

  it('tells another case under the claim\'s own heading, a name\'s capitals and an inclusion turned into an exception', async () => {
    const source = '# Style\n\n## Short comments\n\nThe text starts on the same line as the marker.\n\n## Block comments\n\nThe marker stands on a line of its own.\n';
    assert.notEqual((await run('# Notes\n\n## Long comments\n\nThe text starts on the same line as the marker.\n', source)).action, 'accept');
    assert.equal((await run('# Notes\n\n## Short comments\n\nThe text starts on the same line as the marker.\n', source)).action, 'accept');
    assert.deepEqual(caseDiffers('So JsonParser is better than JSONParser.', 'So ``JSONParser`` is better than ``JsonParser``.'), { claim: 'JsonParser', span: 'JSONParser' });
    assert.equal(caseDiffers('So JSONParser is better than JsonParser.', 'So ``JSONParser`` is better than ``JsonParser``.'), undefined);
    assert.deepEqual(caseDiffers('Name the loop variable Item.', 'Name the loop variable ``item``.'), { claim: 'Item', span: 'item' });
    // (a brand's spelling in prose is not a name in code)
    assert.equal(caseDiffers('The JavaScript engine is fast.', 'The Javascript engine is fast.'), undefined);
    // (nor a first letter written large where a sentence starts)
    assert.equal(caseDiffers('Even on a phone, winkNLP runs smoothly.', 'WinkNLP runs smoothly, even on a phone.'), undefined);
    assert.deepEqual(exclusionForInclusion('Public handlers other than the root handler are logged.', 'Public handlers (including the root handler) are logged.'), { claim: 'other than the root', span: 'including the root' });
    assert.equal(exclusionForInclusion('Public handlers other than the root handler are logged.', 'Public handlers, except the root handler, are logged.'), undefined);
  });
});
