// The forty-sixth round of verification on real writing (invented sentences): one item of a list given another item's
// words, a figure given another figure's verb, "it" read as the document where it can be nothing else, "nothing but"
// read as "only", and a restriction said in other words ("but only" / "only") or past an "i.e.".
import assert from 'node:assert/strict';
import { verifyDraftAgainst } from './verify-fixtures';
import { singleItemTraded } from '../../src/core/verify/traded';

const actionOf = async (claim: string, source: string, path = 'notes/source.md') =>
  (await verifyDraftAgainst(path, source, claim)).map((r) => r.action).join(',');

describe('verify: the forty-sixth round', () => {
  it("does not carry one item of a list given another item's words", async () => {
    const jobs = '# Moraine jobs\n\nIn Moraine, "soft" means the job can be retried later, and "hard" means the job is dropped at once.\n';
    assert.notEqual(await actionOf('In Moraine, soft means the job is dropped at once.', jobs), 'accept');
    assert.equal(await actionOf('In Moraine, hard means the job is dropped at once.', jobs), 'accept');
    assert.equal(await actionOf('In Moraine, soft means the job can be retried later.', jobs), 'accept');
    // the first item led in by the sentence's own words, and figures as the items' heads
    const stages = '# Moraine stages\n\nMoraine uses "draft" for a chapter still being written, "proof" for a chapter sent to the printer, "final" for a chapter in print, and "archive" for a chapter out of print.\n';
    assert.notEqual(await actionOf('Moraine uses final for a chapter sent to the printer.', stages), 'accept');
    assert.equal(await actionOf('Moraine uses proof for a chapter sent to the printer.', stages), 'accept');
    assert.equal(await actionOf('Moraine uses draft for a chapter still being written.', stages), 'accept');
    const exits = '# Moraine CLI\n\nThe CLI exits with 0 for success, 1 for a usage error, and 2 for an internal crash.\n';
    assert.notEqual(await actionOf('The CLI exits with 2 for a usage error.', exits), 'accept');
    assert.notEqual(await actionOf('The CLI exits with 0 for a usage error.', exits), 'accept');
    assert.equal(await actionOf('The CLI exits with 1 for a usage error.', exits), 'accept');
    assert.deepEqual(singleItemTraded('The CLI exits with 2 for a usage error.', 'The CLI exits with 0 for success, 1 for a usage error, and 2 for an internal crash.'),
      { claim: '2 … usage error', span: '1 … usage error' });
    // a figure whose word the claim has too, elsewhere: a verb said once for two items, a unit between two figures
    assert.equal(await actionOf('Writes time out after 60 seconds.', '# Gorse\n\nReads time out after 30 seconds and writes after 60 seconds.\n'), 'accept');
    assert.equal(await actionOf('The default timeout was raised to 60 seconds.', '# Gorse\n\nThe default timeout was raised from 30 seconds to 60 seconds in Gorse 2.\n'), 'accept');
    assert.equal(await actionOf('Debug builds use 2 threads.', '# Gorse\n\nRelease builds use 8 threads and debug builds 2 threads.\n'), 'accept');
    assert.equal(await actionOf('The default pool size was changed to 16.', '# Gorse\n\nThe default pool size was changed from 8 workers to 16.\n'), 'accept');
    assert.equal(await actionOf('Large files compress by 40%.', '# Gorse\n\nSmall files compress by 10% and large ones by 40%.\n'), 'accept');
    assert.notEqual(await actionOf('The flag was kept in 3.0.', '# Flags\n\nThe flag was kept in 2.0 and removed in 3.0.\n'), 'accept');
    // a head the span says more than once names no one item ("async Fn() … and async || for async closures")
    assert.equal(singleItemTraded('Users should write async Fn(), async FnMut() or async FnOnce() and async || for async closures.',
      'We recommend for users to write `async Fn()`/`async FnMut()`/`async FnOnce()` and `async ||` for async closures.'), undefined);
    // an item whose verb the span says once, for both ("… is used on Linux and the lld linker on macOS")
    const linkers = '# Gorse linker\n\nThe `gold` linker is used on Linux and the `lld` linker on macOS.\n';
    assert.notEqual(await actionOf('The gold and lld linkers are used on Linux.', linkers), 'accept');
    assert.equal(await actionOf('The lld linker is used on macOS.', linkers), 'accept');
    // another item named after the head starts an item of its own: "Unlike abort, panic …" trades nothing
    const span = 'There are two strategies: panic for unwinding at the task level, and abort for aborting the entire process.';
    assert.equal(singleItemTraded('Unlike abort, panic unwinds at the task level.', span), undefined);
    assert.equal(singleItemTraded('Abort is for aborting the entire process.', span), undefined);
  });

  it('reads "it" after a sentence about the document as the document', async () => {
    const pep = (body: string) => `PEP: 942\nTitle: Quill registries\nStatus: Withdrawn\n\nAbstract\n========\n\n${body}\n`;
    const path = 'python-peps/pep-0942.rst';
    // a sentence of its status, in the same span or the one before
    assert.equal(await actionOf('PEP 942 failed to gain enough support in the three years since it was posted.',
      pep('This PEP has been withdrawn.  It failed to gain enough support in the three years since it was posted.'), path), 'accept');
    assert.equal(await actionOf('PEP 942 was withdrawn after the registry protocol was found to cover every use case.',
      pep('This PEP was written for inclusion in Python 3.9.  It was withdrawn after the registry protocol was found to cover every use case.'), path), 'accept');
    // any sentence the document is the subject of, where "it" does what only a document does
    assert.equal(await actionOf('PEP 942 does not aim to replace the quill index.',
      pep('This PEP aims at giving every project a quill registry.\n\nIt does not aim to replace the quill index.'), path), 'accept');
    // not a thing the sentence before names, nor an "it" that stands for what follows
    assert.notEqual(await actionOf('PEP 942 provides a registry of quills.',
      pep('This PEP proposes a new quill module.  It provides a registry of quills.'), path), 'accept');
    assert.notEqual(await actionOf('PEP 942 will be removed in Python 3.20.',
      pep('This PEP deprecates the quill module.  It will be removed in Python 3.20.'), path), 'accept');
    assert.notEqual(await actionOf('PEP 942 was decided that registries are per project.',
      pep('This PEP has been withdrawn.  It was decided that registries are per project.'), path), 'accept');
    // (an adversarial review's cases: a thing the document adds, doing what documents also do; the thing a status
    // sentence names; an "it" that stands for the clause after it)
    assert.notEqual(await actionOf('PEP 942 attempts each call up to three times.',
      pep('This PEP adds a retry helper to the quill module.  It attempts each call up to three times.'), path), 'accept');
    assert.notEqual(await actionOf('PEP 942 summarizes the test results by module.',
      pep('This PEP proposes a summary command for the quill test runner.  It summarizes the test results by module.'), path), 'accept');
    assert.notEqual(await actionOf('PEP 942 was released with Python 3.13.',
      pep('This PEP was rejected in favour of the tarn module.  It was released with Python 3.13.'), path), 'accept');
    assert.notEqual(await actionOf('PEP 942 was released in May 2024.', pep('This PEP is written for Quill 2.0.  It was released in May 2024.'), path), 'accept');
    assert.notEqual(await actionOf('PEP 942 was agreed by the steering council.',
      pep('This PEP has been rejected.  It was agreed by the steering council that the syntax is too obscure.'), path), 'accept');
    assert.notEqual(await actionOf('PEP 942 remains unclear.', pep('This PEP has been deferred.  It remains unclear whether the registry needs a lock.'), path), 'accept');
    assert.notEqual(await actionOf('PEP 942 was generally accepted by the community.',
      pep('This PEP has been rejected.  It was generally accepted by the community that the syntax was too obscure.'), path), 'accept');
    assert.notEqual(await actionOf('PEP 942 would be premature.', pep('This PEP has been deferred.  It would be premature to add a lock.'), path), 'accept');
    assert.notEqual(await actionOf("PEP 942 isn't clear.", pep("This PEP has been deferred.  It isn't clear whether the registry needs a lock."), path), 'accept');
    // (a degree the claim drops from what became of it: "substantially all" is no "all")
    assert.notEqual(await actionOf('PEP 942 was withdrawn after it was found that all of its benefits were covered by the registry protocol.',
      pep('This PEP was written for inclusion in Python 3.9.  It was withdrawn after it was found that substantially all of its benefits were covered by the registry protocol.'), path), 'accept');
    assert.notEqual(await actionOf('PEP 942 seeks to the end of the file before reading.',
      pep('This PEP seeks to add a tail reader to the quill module.  It seeks to the end of the file before reading.'), path), 'accept');
    assert.notEqual(await actionOf('PEP 942 describes each field with a type.',
      pep('This PEP describes a new tool, quill-doc.  It describes each field with a type.'), path), 'accept');
  });

  it('reads "nothing but" inside the clause "this PEP" opens, a restriction said in other words ("but only" / "only") and a clause past "i.e."', async () => {
    const path = 'python-peps/pep-0942.rst';
    const pep = (body: string) => `PEP: 942\nTitle: Quill registries\n\nAbstract\n========\n\n${body}\n`;
    assert.equal(await actionOf('PEP 942 proposes adding a new built-in function called quill() which does nothing but return None.',
      pep('This PEP proposes adding a new built-in function called ``quill()`` which does\nnothing but return ``None``.'), path), 'accept');
    assert.equal(await actionOf('PEP 942 does not propose adding the check to the interpreter, only providing a Python implementation in the standard library.',
      pep('This PEP does not propose to add the check to the interpreter, but only to provide a Python implementation in the standard library.'), path), 'accept');
    assert.equal(await actionOf('PEP 942 gives users a way to name the registry of every project, not only library-like ones where every module is importable.',
      pep('This PEP gives users a way to name the registry of every project, not just the ones that are shaped like libraries (i.e. where all the modules are importable).'), path), 'accept');
    // "nothing but" of two things is no "nothing except" one of them
    assert.notEqual(await actionOf('PEP 942 proposes a registry that stores nothing except names.',
      pep('This PEP proposes a registry that stores nothing but names and versions.'), path), 'accept');
    assert.notEqual(await actionOf('The registry stores nothing but names.', '# Quill\n\nThe registry stores nothing but names and versions.\n'), 'accept');
    assert.notEqual(await actionOf('PEP 942 lets none except the owner publish a registry.',
      pep('This PEP lets none but the owner and the maintainers publish a registry.'), path), 'accept');
    // the restriction left out is still a restriction the claim drops
    assert.notEqual(await actionOf('PEP 942 proposes adding a new built-in function, quill(), which returns None.',
      pep('This PEP proposes adding a new built-in function called ``quill()`` which does\nnothing but return ``None`` when called without a registry.'), path), 'accept');
  });
});
