// The fifty-ninth round of verification on real writing (invented sentences in the manner of API reference pages): a
// claim's description ("The model") that its span says too, under a title that names the same subject; a "will" of what
// always happens whose sentence has a figure that is no version or date.
import assert from 'node:assert/strict';
import { verifyDraftAgainst } from './verify-fixtures';
import { setWordNetLoader, wordNet } from '../../src/core/lexicon/index';

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
});
