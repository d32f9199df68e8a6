// The fifty-sixth round of verification on real writing (invented sentences in the manner of package READMEs, API
// documentation and PEPs): a choice that passes one thing over another, a claim's own denial against the sides of a
// span's contrast, an exclusive said after a list, and an attempt kept as an aim.
import assert from 'node:assert/strict';
import { verifyDraftAgainst } from './verify-fixtures';
import { sidesJoined } from '../../src/core/verify/contrast-sides';
import { onlyOneOfList } from '../../src/core/verify/arguments';
import { setWordNetLoader, wordNet } from '../../src/core/lexicon/index';
import { denialLimitDropped, denialMoved, headNounDropped, prepositionOpposed, purposeAsFact } from '../../src/core/verify/scope-limits';
import { passedOverNotSetAside } from '../../src/core/verify/contrast-sides';
import { projectOfPage } from '../../src/core/extract/index';

const run = async (claim: string, source: string, path = 'notes/source.md') => (await verifyDraftAgainst(path, source, claim))[0]!;
const actionOf = async (claim: string, source: string, path?: string) => (await run(claim, source, path)).action;

describe('verify: the fifty-sixth round — choices, denied sides, trailing exclusives and aims', () => {
  before(function () {
    this.timeout(120_000);
    setWordNetLoader(undefined);
    wordNet();
  });

  it('does not say of the thing a choice passes over what the choice\'s reason says of the chosen one', async () => {
    const span = 'The maintainers picked the Seedtab loader over the Hashring loader, as it starts faster.';
    assert.deepEqual(sidesJoined('The Hashring loader starts faster.', span), { marker: 'over', sideWord: 'Hashring', mainWord: 'starts' });
    const source = `# Seedtab\n\n## Design\n\n${span}\n\nThe steering council preferred Seedtab over Hashring because it needs no global lock on the seed table.\n`;
    assert.notEqual(await actionOf('The Hashring loader starts faster.', source, 'notes/seedtab/README.md'), 'accept');
    assert.notEqual(await actionOf('Hashring needs no global lock on the seed table.', source, 'notes/seedtab/README.md'), 'accept');
    assert.equal(await actionOf('The Seedtab loader starts faster.', source, 'notes/seedtab/README.md'), 'accept');
    // ("over" that is no choice: a place or an amount)
    assert.equal(sidesJoined('The cache spreads entries over the shards.', 'The cache spreads entries over the shards, unlike the old store.'), undefined);
  });

  it('checks a claim\'s own denial against a span\'s sides only where the span\'s main clause denies it too', () => {
    const span = 'Keyring is used instead of Seedtab, since it has no locks.';
    assert.equal(sidesJoined('Seedtab has no locks.', span)?.sideWord, 'Seedtab');
    // (a denial the span's main clause does not make is the claim's own reading of the other side)
    assert.equal(sidesJoined('Seedtab is not used.', 'Keyring is used instead of Seedtab.'), undefined);
  });

  it('reads an exclusive said after a list like an "only" before it', async () => {
    const span = 'Roles may be attached to classes, functions, and modules, and to nothing else.';
    assert.equal(onlyOneOfList('Roles may be attached to classes and functions, and to nothing else.', span), 'attached to classes, functions, and modules');
    assert.equal(onlyOneOfList('Roles may be attached only to classes and functions.', span), 'attached to classes, functions, and modules');
    assert.equal(onlyOneOfList('Roles may be attached to classes, functions, and modules, and to nothing else.', span), undefined);
    const source = `# Rolebook\n\n## Roles\n\n${span}\n`;
    assert.notEqual(await actionOf('Roles may be attached to classes and functions, and to nothing else.', source), 'accept');
    assert.equal(await actionOf('Roles may be attached to classes, functions, and modules, and to nothing else.', source), 'accept');
  });

  it('keeps a span\'s "we try to" in a claim that says the aim, not in one that states it as done', async () => {
    const source = '# tilecart\n\n## Compatibility\n\nWe try to keep the current release line, tilecart@2, compatible with Node.js 16.\n';
    const path = 'notes/tilecart/readme.md';
    assert.equal(await actionOf('For tilecart, the aim is to keep the current release line, tilecart@2, compatible with Node.js 16.', source, path), 'accept');
    assert.notEqual(await actionOf('tilecart keeps the current release line, tilecart@2, compatible with Node.js 16.', source, path), 'accept');
    assert.notEqual(await actionOf('For tilecart, the aim is to keep the current release line, tilecart@2, compatible with Node.js 18.', source, path), 'accept');
  });

  it('carries the README\'s own name with "the <name> readme", also where the span names another thing', async () => {
    const source = '# is-online\n\n## FAQ\n\nThey should identify themselves with the `CI` environment variable, and most do just that, unlike `ci-info` detections.\n';
    const path = 'notes/is-online/readme.md';
    assert.equal(await actionOf('According to the is-online readme, they should identify themselves with the CI environment variable, and most do just that.', source, path), 'accept');
    assert.notEqual(await actionOf('According to the is-offline readme, they should identify themselves with the CI environment variable, and most do just that.', source, path), 'accept');
  });

  it('reads a documentation page\'s project from the folders above it', () => {
    assert.equal(projectOfPage('undici/docs/docs/api/Client.md'), 'undici');
    assert.equal(projectOfPage('qs/.github/THREAT_MODEL.md'), 'qs');
    assert.equal(projectOfPage('wink-nlp/CONTRIBUTING.md'), 'wink-nlp');
    assert.equal(projectOfPage('@scope/widget/docs/usage.md'), '@scope/widget');
    // (a README is read by its own folder; a page among examples, or with no folder saying so, names no project)
    assert.equal(projectOfPage('undici/README.md'), undefined);
    assert.equal(projectOfPage('undici/examples/docs/proxy.md'), undefined);
    assert.equal(projectOfPage('notes/Porting-Buffer.md'), undefined);
    assert.equal(projectOfPage('docs/api/Client.md'), undefined);
  });

  it('carries the project\'s name as whose or where a page\'s thing is, not as the doer of an act', async () => {
    const source = '# Class: Client\n\nThe `Client` reconnects automatically after a socket error.\n';
    const path = 'notes/tidepool/docs/api/Client.md';
    const whose = await run("tidepool's Client reconnects automatically after a socket error.", source, path);
    assert.equal(whose.action, 'accept');
    assert.ok(whose.verdict.flags.some((f) => f.startsWith('document_project:')), whose.verdict.flags.join());
    assert.equal(await actionOf('In tidepool, the Client reconnects automatically after a socket error.', source, path), 'accept');
    assert.notEqual(await actionOf("riverbed's Client reconnects automatically after a socket error.", source, path), 'accept');
    assert.notEqual(await actionOf('tidepool reconnects automatically after a socket error.', source, path), 'accept');
  });

  it('does not let a claim drop the limit or the object a span\'s denial is kept to', async () => {
    assert.equal(denialLimitDropped('The scheduler never runs jobs.', 'The scheduler never runs jobs during maintenance windows.'), 'during maintenance windows');
    assert.equal(denialLimitDropped('The journal backend never retries.', 'The journal backend never retries a failed fsync.'), 'failed fsync');
    // (a word the claim leaves out inside the phrase is not read: it may be a rewording, "does not aim to let" / "… to allow")
    assert.equal(denialLimitDropped('RFC 3631 does not aim to let the same item appear twice.', 'It does not aim to allow having the same item appear twice.'), undefined);
    assert.equal(denialLimitDropped('The scheduler never runs jobs during maintenance windows.', 'The scheduler never runs jobs during maintenance windows.'), undefined);
    // (words that narrow nothing: "at all", "again")
    assert.equal(denialLimitDropped('X does not support streaming.', 'X does not support streaming at all.'), undefined);
    const source = '# Journal\n\n## Backends\n\nThe scheduler never runs jobs during maintenance windows.\n';
    assert.notEqual(await actionOf('The scheduler never runs jobs.', source), 'accept');
    assert.equal(await actionOf('The scheduler never runs jobs during maintenance windows.', source), 'accept');
  });

  it('does not take a denial of one act for a denial of another', () => {
    const span = 'The agent never deletes tags that are still referenced.';
    assert.deepEqual(denialMoved('The agent deletes tags that are no longer referenced.', span), { claim: 'referenced', span: 'deletes' });
    assert.deepEqual(denialMoved('The agent never deletes tags that are no longer referenced.', span), { claim: 'referenced', span: 'referenced' });
    assert.equal(denialMoved('Tags that are still referenced are never deleted by the agent.', span), undefined);
  });

  it('reads a preposition of the opposite place or direction before the same noun', async () => {
    assert.deepEqual(prepositionOpposed('The client does not follow redirects within a host.', 'The client does not follow redirects across hosts.'),
      { claim: 'within … host', span: 'across … hosts' });
    assert.ok(prepositionOpposed('The tool copies files from the cache.', 'The tool copies files to the cache.'));
    assert.equal(prepositionOpposed('The tool migrates data to the new store.', 'The tool migrates data from the old store to the new store.'), undefined);
    const source = '# Quay\n\n## Redirects\n\nThe client follows redirects across hosts.\n';
    assert.notEqual(await actionOf('The client follows redirects within a host.', source), 'accept');
  });

  it('does not carry a claim\'s choice of A over B by a span that recommends B', async () => {
    const span = 'It is recommended to use a dedicated library, such as Busboy, for parsing multipart bodies.';
    assert.deepEqual(passedOverNotSetAside('formData() is recommended over dedicated libraries such as Busboy for parsing multipart bodies.', span), { word: 'dedicated libraries', marker: 'over' });
    assert.equal(passedOverNotSetAside('The council preferred TOML over INI.', 'The council preferred TOML over INI because it has a typed grammar.'), undefined);
    // (the reason of a choice is not said of what it passed over, also where the claim drops the chosen thing)
    const source = '# Lockbox\n\n## Backends\n\nThe maintainers preferred the journal backend over the page backend because it needs no lock during reads.\n';
    assert.notEqual(await actionOf('The maintainers preferred the page backend because it needs no lock during reads.', source), 'accept');
    assert.equal(await actionOf('The maintainers preferred the journal backend because it needs no lock during reads.', source), 'accept');
  });

  it('reads "Besides X," before a clause of none or all as an exception, and "a failed write" as a word the span must carry', async () => {
    const source = '# Harbor\n\n## Retention\n\nBesides the audit log, no log is kept for more than seven days.\n\nBesides retention, Harbor also compresses old logs.\n\nUnlike the page backend, the journal backend always retries a failed fsync.\n';
    assert.notEqual(await actionOf('No log is kept for more than seven days.', source), 'accept');
    assert.equal(await actionOf('Harbor also compresses old logs.', source), 'accept');
    assert.notEqual(await actionOf('The journal backend always retries a failed write.', source), 'accept');
  });

  it('reads "avoid any X" as a denial of X, under an aim of the claim\'s too', async () => {
    const source = '# PEP 917\n\n## Rationale\n\nWe try to avoid any change to the wheel filename grammar.\n';
    const path = 'notes/peps/pep-0917.rst';
    assert.notEqual(await actionOf('The aim is to change the wheel filename grammar.', source, path), 'accept');
    assert.notEqual(await actionOf('The authors try to change the wheel filename grammar.', source, path), 'accept');
    assert.equal(await actionOf('The aim is to avoid any change to the wheel filename grammar.', source, path), 'accept');
  });

  it('reads an exclusive after a two-item list, whose first item carries the verb before it', () => {
    assert.ok(onlyOneOfList('Keys may be integers and nothing else.', 'Keys may be strings or integers, and nothing else.'));
    assert.ok(onlyOneOfList('The client speaks HTTP/2 but no other protocols.', 'The client speaks HTTP/1.1 and HTTP/2 but no other protocols.'));
    assert.equal(onlyOneOfList('Keys may be strings or integers and nothing else.', 'Keys may be strings or integers, and nothing else.'), undefined);
  });

  it('does not carry a thing by a span that speaks only of what another noun is of or to', async () => {
    assert.deepEqual(headNounDropped('The server stores each password in the users table.', 'The server stores the hash of each password in the users table.'), { head: 'hash', thing: 'password' });
    assert.deepEqual(headNounDropped('A frozenmap raises TypeError.', 'An attempted write to a frozenmap raises ``TypeError``.'), { head: 'write', thing: 'frozenmap' });
    // (the head said by the claim, a head that only counts or holds, a verb that takes the preposition)
    assert.equal(headNounDropped('The server stores the hash of each password.', 'The server stores the hash of each password in the users table.'), undefined);
    assert.equal(headNounDropped('The tool returns files.', 'The tool returns a list of files.'), undefined);
    assert.equal(headNounDropped('Each job belongs to a queue.', 'Each job belongs to a queue.'), undefined);
    const source = '# Vault\n\n## Keys\n\nThe agent encrypts the key of every vault with a master password.\n';
    assert.notEqual(await actionOf('The agent encrypts every vault with a master password.', source), 'accept');
    assert.equal(await actionOf('The agent encrypts the key of every vault with a master password.', source), 'accept');
    // (a claim that names the head itself has said the part some way: "the package's distributed capabilities")
    assert.equal(headNounDropped("The package's distributed capabilities are beneficial.", 'The distributed capabilities of the package are beneficial.'), undefined);
  });

  it('reads "In <a named package or module>, …" as a limit the claim may not drop, and a name inside another package\'s name as another name', async () => {
    const source = '# Loomis\n\n## Logs\n\nIn kettle-lite, by contrast, logs are never rotated.\n\nIn the hydra module, retries are disabled.\n\nThe `undine-fetch` wrapper now retries on `ECONNRESET`.\n';
    assert.notEqual(await actionOf('Logs are never rotated.', source), 'accept');
    assert.notEqual(await actionOf('Retries are disabled.', source), 'accept');
    assert.equal(await actionOf('In the hydra module, retries are disabled.', source), 'accept');
    assert.notEqual(await actionOf('undine now retries on ECONNRESET.', source), 'accept');
    assert.equal(await actionOf('The undine-fetch wrapper now retries on ECONNRESET.', source), 'accept');
  });

  it('does not carry a claim\'s "A over B" where the span names no B, nor a denying verb\'s limit dropped', async () => {
    assert.deepEqual(passedOverNotSetAside('ast.literal_eval() is recommended over eval() when parsing untrusted literals.', 'It is recommended to use ast.literal_eval() when parsing untrusted literals.'),
      { word: 'eval()', marker: 'over' });
    assert.equal(denialLimitDropped('The cache must avoid any eviction.', 'The cache must avoid any eviction after startup.'), 'after startup');
    assert.ok(prepositionOpposed('The implementation must prevent all mutation during construction.', 'The implementation must prevent all mutation after construction.'));
  });

  it('carries a member\'s kind after a name the span carries, where a heading above names that kind', async () => {
    const source = '# Class: Reel\n\n## `new Reel(dispatch, maxTurns)`\n\n### Parameters\n\n- **maxTurns** `number` - Maximum number of turns allowed.\n';
    const path = 'notes/reel/docs/api/Reel.md';
    const claim = await run('The maxTurns parameter of Reel is the maximum number of turns allowed.', source, path);
    assert.ok(claim.verdict.flags.includes('api_kind:parameter'), claim.verdict.flags.join());
    const other = await run('The maxTurns method of Reel is the maximum number of turns allowed.', source, path);
    assert.ok(!other.verdict.flags.includes('api_kind:method'), other.verdict.flags.join());
    assert.notEqual(other.action, 'accept');
  });

  it('reads an API page\'s title "Class: X" as X\'s page, and a parameter entry as said of its name', async () => {
    const source = '# Class: Tidehook\n\n## `new Tidehook([options])`\n\n### Parameter: `TidehookOptions`\n\n* **httpProxy** `string` (optional) - When set, it will override the `HTTP_PROXY` environment variable.\n* **noProxy** `string` (optional) - When set, it will override the `NO_PROXY` environment variable.\n';
    const path = 'notes/tidepool/docs/api/Tidehook.md';
    const own = await run('The httpProxy option of Tidehook, when set, overrides the HTTP_PROXY environment variable.', source, path);
    assert.equal(own.action, 'accept');
    assert.ok(own.verdict.flags.includes('document_subject:Tidehook'), own.verdict.flags.join());
    assert.notEqual(await actionOf('The httpProxy option of Riverhook, when set, overrides the HTTP_PROXY environment variable.', source, path), 'accept');
    assert.notEqual(await actionOf('The noProxy option of Tidehook, when set, overrides the HTTP_PROXY environment variable.', source, path), 'accept');
  });

  it('does not take a purpose said with "so that" for what happens', async () => {
    assert.equal(purposeAsFact('Each host is contacted once per deploy.', 'gantry batches writes so that each host is contacted once per deploy.'), 'so that each host is contacted once per deploy');
    assert.equal(purposeAsFact('gantry batches writes so that each host is contacted once per deploy.', 'gantry batches writes so that each host is contacted once per deploy.'), undefined);
    const source = '# gantry\n\n## Deploys\n\nThe upload queue is designed so that a crash never leaves a half-written release.\n';
    assert.notEqual(await actionOf('A crash never leaves a half-written release.', source), 'accept');
    assert.equal(await actionOf('The upload queue is designed so that a crash never leaves a half-written release.', source), 'accept');
  });

  it('reads "In CPython," "In Windows," "In `content/`," as limits, and a hyphenated name opening its sentence as another name', async () => {
    const source = '# sextant\n\n## Notes\n\nIn CPython, the type uses a persistent vector.\n\nIn `content/`, every Markdown file becomes a page.\n\nquill-hooks signs every commit with GPG.\n';
    assert.notEqual(await actionOf('The type uses a persistent vector.', source), 'accept');
    assert.notEqual(await actionOf('Every Markdown file becomes a page.', source), 'accept');
    assert.notEqual(await actionOf('quill signs every commit with GPG.', source), 'accept');
    assert.equal(await actionOf('quill-hooks signs every commit with GPG.', source), 'accept');
  });

  it('keeps the head noun a span sets its thing apart from ("…; the releases themselves are kept")', () => {
    assert.deepEqual(headNounDropped('gantry.prune(host) removes old releases.', 'gantry.prune(host) removes the symlinks of old releases; the releases themselves are kept. gantry.rollback(host) restores the configuration of the previous release.'),
      { head: 'symlinks', thing: 'releases' });
    assert.deepEqual(headNounDropped('A locked store fails with StoreLockedError.', 'A write to a locked store fails with `StoreLockedError`.'), { head: 'write', thing: 'store' });
  });

  it('reads a name inside a longer joined name as another name, but not a phrase the claim writes out or a name in underscores', async () => {
    const source = '# brisket\n\n## Plugins\n\nThe `brisket-s3` package uploads archives to S3.\n\nEach argument is evaluated in order of appearance (i.e. left-to-right).\n\nThe ``__preview__`` package is intended to lower the risk of locking in design mistakes.\n';
    assert.notEqual(await actionOf('brisket uploads archives to S3.', source), 'accept');
    assert.equal(await actionOf('Each argument is evaluated in order of appearance, that is left to right.', source), 'accept');
    assert.equal(await actionOf('The __preview__ package is intended to lower the risk of locking in design mistakes.', source), 'accept');
  });

  it('reads a prose compound that ends in a participle as an adjective, a limit said by a pronoun as said, and a downside as no part of a thing', async () => {
    const source = '# cockpit\n\nCockpit is a resilience and transient-fault-handling library.\n\nThe `@cockpit/testing` package ships a fake clock.\n';
    assert.equal(await actionOf('Cockpit is a resilience library for transient faults.', source), 'accept');
    assert.notEqual(await actionOf('cockpit ships a fake clock.', source), 'accept');
    assert.equal(denialLimitDropped('Code should not assume that every key in it is present.', 'Code should not assume that every key in this dictionary is present.'), undefined);
    assert.equal(headNounDropped('The design can lead to composition problems.', 'One potential downside to this design is that it can lead to composition problems.'), undefined);
  });
});
