// The fifty-seventh round of verification on real writing (invented sentences in the manner of package READMEs, API
// documentation and changelogs): a release named by the section heading a changelog entry stands under, limits kept on
// a subject or after the last word a claim keeps, an order turned round, code written otherwise in the same place, a
// scope written as code, and names inside other names.
import assert from 'node:assert/strict';
import { verifyDraftAgainst } from './verify-fixtures';
import { setWordNetLoader, wordNet } from '../../src/core/lexicon/index';
import {
  codeScopeDropped, denialLimitDropped, headNounDropped, purposeAsFact, reversalDropped, subjectLimitDropped, trailingLimitDropped,
} from '../../src/core/verify/scope-limits';
import { subjectModifierDropped } from '../../src/core/verify/arguments';
import { plainText } from '../../src/core/engine/plain';

const run = async (claim: string, source: string, path = 'notes/source.md') => (await verifyDraftAgainst(path, source, claim))[0]!;
const actionOf = async (claim: string, source: string, path?: string) => (await run(claim, source, path)).action;

describe('verify: the fifty-seventh round — releases, limits, orders, code in place', () => {
  before(function () {
    this.timeout(120_000);
    setWordNetLoader(undefined);
    wordNet();
  });

  it('reads the version of a changelog entry from the release heading it stands under', async () => {
    const source = [
      '# Changelog', '', '## [3.2.0] - 2024-05-01', '',
      '- Removed the `strictKeys` option. Unknown keys are now ignored by default.',
      '- Add a `timeout` option to `connect()`.', '',
      '## [3.1.0] - 2024-02-01', '', '- The cache will be cleared on every reload.', '',
    ].join('\n');
    const path = 'notes/tallyho/CHANGELOG.md';
    const accepted = await run('In tallyho 3.2.0 the strictKeys option was removed.', source, path);
    assert.equal(accepted.action, 'accept');
    assert.ok(accepted.verdict.flags.includes('release_heading:3.2.0'));
    assert.equal(await actionOf('Since version 3.2.0, unknown keys are ignored by default.', source, path), 'accept');
    // (an entry in the imperative says what the release did; "will" what it does from then on)
    assert.equal(await actionOf('tallyho 3.2.0 added a timeout option to connect().', source, path), 'accept');
    assert.equal(await actionOf('In tallyho 3.1.0, the cache is cleared on every reload.', source, path), 'accept');
    // (another release's number, or one placed before or after the release, is not the heading's)
    assert.notEqual(await actionOf('In tallyho 3.1.0 the strictKeys option was removed.', source, path), 'accept');
    assert.notEqual(await actionOf('Before tallyho 3.2.0 the strictKeys option was removed.', source, path), 'accept');
    // (a heading that names a version in prose is no release's, and a span's own version is the one it says)
    const pep = '# PEP 9433\n\n## Status in Python 3.3\n\nOn UNIX, the subprocess module closes file descriptors greater than 2 by default since Python 3.2.\n';
    assert.notEqual(await actionOf('Since Python 3.3, the subprocess module on UNIX has closed file descriptors greater than 2 by default.', pep, 'notes/peps/pep-9433.rst'), 'accept');
    // (outside a release's section, an imperative is still an instruction)
    assert.notEqual(await actionOf('A timeout option was added to connect().', '# Guide\n\n## Setup\n\n- Add a `timeout` option to `connect()`.\n'), 'accept');
  });

  it('keeps a subject narrowed by a word before its noun or a phrase after it', async () => {
    assert.deepEqual(subjectModifierDropped('A segment is moved to object storage after seven days.', 'A cold segment is moved to object storage after seven days.'),
      { claim: 'segment', span: 'cold segment' });
    assert.deepEqual(subjectModifierDropped('Logs are deleted after a day.', 'Debug logs are deleted after a day.'), { claim: 'Logs', span: 'Debug logs' });
    assert.equal(subjectModifierDropped('A cold segment is moved to object storage.', 'A cold segment is moved to object storage.'), undefined);
    // (after "the" only where both open their sentences with it, the claim's subject the bare noun: "The other" is a swap)
    assert.deepEqual(subjectModifierDropped('The backup is encrypted with AES-256.', 'The nightly backup is encrypted with AES-256.'), { claim: 'backup', span: 'nightly backup' });
    assert.equal(subjectModifierDropped('The other strategies would not require a change.', 'The remaining strategies would not require a change.'), undefined);
    assert.deepEqual(subjectLimitDropped('A failed write aborts the transaction.', 'Any failed write to the journal aborts the transaction.'),
      { head: 'write', limit: 'to the journal' });
    assert.deepEqual(subjectLimitDropped('Calling close() returns None.', 'Calling close() on a stopped server returns None.'), { head: 'close', limit: 'on a stopped server' });
    assert.equal(subjectLimitDropped('A failed write to the journal aborts the transaction.', 'Any failed write to the journal aborts the transaction.'), undefined);
    assert.deepEqual(subjectLimitDropped('The key is wrapped with the master key before it is written to disk.', 'The key of every vault is wrapped with the master key before it is written to disk.'),
      { head: 'key', limit: 'of every vault' });
    assert.deepEqual(subjectLimitDropped('A request is rejected with status 401.', 'A request with an expired token is rejected with status 401.'), { head: 'request', limit: 'with an expired token' });
    const source = '# vault9\n\n## Storage\n\nAny failed write to the journal aborts the transaction. An idle worker is stopped after ten minutes.\n';
    assert.notEqual(await actionOf('A failed write aborts the transaction.', source), 'accept');
    assert.notEqual(await actionOf('A worker is stopped after ten minutes.', source), 'accept');
    assert.equal(await actionOf('An idle worker is stopped after ten minutes.', source), 'accept');
  });

  it('keeps a limit the span gives after the last word the claim keeps, but not a mere delay', () => {
    assert.equal(trailingLimitDropped('The server restarts.', 'The server restarts after an upgrade.'), 'after an upgrade');
    assert.equal(trailingLimitDropped('A session token expires after 30 minutes.', 'A login returns a session token that expires after 30 minutes of inactivity.'), 'of inactivity');
    // (not "by default": without it a claim says what holds unless changed)
    assert.equal(trailingLimitDropped('A request times out after ten seconds.', 'A request times out after ten seconds by default.'), undefined);
    assert.equal(trailingLimitDropped('The method close() is idempotent.', 'The method close() is idempotent for open channels.'), 'for open channels');
    assert.equal(trailingLimitDropped('A segment file is sealed after 10,000 entries.', 'A segment file is sealed after 10,000 entries or one hour of idle time, whichever comes first.'),
      'whichever comes first');
    assert.equal(trailingLimitDropped('The server restarts after an upgrade.', 'The server restarts after an upgrade.'), undefined);
    assert.equal(trailingLimitDropped('The fixture server answers every request with status 200.', 'The fixture server answers every request with status 200 after a delay of 50 milliseconds.'), undefined);
  });

  it('keeps the word that turns an order round, and a purpose as a purpose', () => {
    assert.equal(reversalDropped('Deferred writers are flushed in the order of registration.', 'Deferred writers are flushed in the reverse order of registration.'), 'reverse order');
    assert.equal(reversalDropped('Pages are sorted by date.', 'Pages are sorted by date, newest first.'), 'newest first');
    assert.equal(reversalDropped('Deferred writers are flushed in reverse order of registration.', 'Deferred writers are flushed in the reverse order of registration.'), undefined);
    assert.equal(purposeAsFact('hopper saves disk space.', 'hopper compresses job payloads to save disk space.'), 'to save disk space');
    assert.equal(purposeAsFact('hopper compresses job payloads to save disk space.', 'hopper compresses job payloads to save disk space.'), undefined);
    // (a noun or a verb that "to" completes is no purpose: "the ability to disable", "proposes to withdraw")
    assert.equal(purposeAsFact('The flag lets users disable the cache.', 'The flag gives users the ability to disable the cache.'), undefined);
    assert.equal(purposeAsFact('The PEP withdraws support for it.', 'This PEP proposes to withdraw support for it.'), undefined);
  });

  it('reads code written otherwise in the same place, and a scope written as code, as another thing', async () => {
    const source = '# probe3\n\n## Layout\n\nThe header is stored in `buf[0]` and the payload in `buf[1]`. The link is followed through `node->next`.\n\n' +
      'In `probe3.fast`, every function is reentrant.\n\nThe caller must not free `*ptr`.\n';
    assert.notEqual(await actionOf('The header is stored in `buf[1]`.', source), 'accept');
    assert.notEqual(await actionOf('The link is followed through `node.next`.', source), 'accept');
    assert.notEqual(await actionOf('In `probe3`, every function is reentrant.', source), 'accept');
    assert.notEqual(await actionOf('The caller must not free `ptr`.', source), 'accept');
    assert.equal(await actionOf('The header is stored in `buf[0]`.', source), 'accept');
    // (code keeps its characters in the claim's plain text: no citation mark is read inside it)
    assert.equal(plainText('Stored in `buf[1]` [2].'), 'Stored in buf[1].');
    assert.equal(codeScopeDropped('Comments start with a semicolon.', 'In `tallow.conf`, comments start with a semicolon.'), 'In `tallow.conf`');
    assert.equal(codeScopeDropped('Every file is treated as a job definition.', 'In `jobs/`, every file is treated as a job definition.'), 'In `jobs/`');
    assert.equal(codeScopeDropped('In tallow.conf, comments start with a semicolon.', 'In `tallow.conf`, comments start with a semicolon.'), undefined);
  });

  it('does not lend a name to the clause of another name that contains it, nor a README\'s name to a hyphened subject', async () => {
    const source = '# quill\n\nquill is a note-taking library.\n\n## Extras\n\n`quill-hooks` runs a formatter after every save.\n\n' +
      'The `quill-cli` package adds a `quill` command; `@quill/mock` provides a fake store.\n';
    const path = 'notes/quill/README.md';
    assert.notEqual(await actionOf('quill runs a formatter after every save.', source, path), 'accept');
    assert.notEqual(await actionOf('quill provides a fake store.', source, path), 'accept');
    assert.notEqual(await actionOf('quill adds a quill command.', source, path), 'accept');
    assert.equal(await actionOf('The quill-cli package adds a quill command.', source, path), 'accept');
  });

  it('reads a modifier of a denied object, a head named elsewhere, and an act done to the thing', () => {
    assert.equal(denialLimitDropped('The journal backend never retries an fsync.', 'Unlike the page backend, the journal backend never retries a failed fsync.'), 'failed');
    assert.deepEqual(headNounDropped('The agent encrypts every vault with the master key.', 'The agent encrypts the key of every vault with the master key.'),
      { head: 'key', thing: 'vault' });
    assert.deepEqual(headNounDropped('A stopped server returns None.', 'Calling close() on a stopped server returns None.'), { head: 'Calling', thing: 'server', act: true });
    assert.deepEqual(headNounDropped('rollback(host) restores the previous release.', 'rollback(host) restores the configuration of the previous release.'),
      { head: 'configuration', thing: 'release' });
  });
});
