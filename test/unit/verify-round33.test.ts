// The thirty-third round of verification on real writing (invented sentences, each a kind seen on the eval sets' misses).
import assert from 'node:assert/strict';
import { assertNotSupported as notSupported, assertSupports as supports, verifyDraftAgainst } from './verify-fixtures';

const verifyAgainstNotes = (notes: string, claims: readonly string[]) =>
  verifyDraftAgainst('notes/quill-shards.md', notes, `# Notes\n\n${claims.join('\n\n')}\n`);

describe('verify: the thirty-third round', () => {
  it('reads a span\'s opening "They"/"It" as the subject of the sentence before only where nothing else there may be meant', async () => {
    const results = await verifyAgainstNotes('# Quill shards\n\n' +
      'Loading shards from a zip archive is not possible. Dynamic quill shards are loaded lazily. ' +
      'They are platform dependent and cannot be loaded except from a file.\n\n' +
      'The inspect helper is rather large. It depends on at least 35 other quill modules.\n\n' +
      'The Cobalt runtime has a garbage collector. It runs every 10 seconds by default.\n\n' +
      'The Harrow tool has two modes, strict and lenient. They differ only in how warnings are reported.\n\n' +
      'The Orbix loader has a cache for static quill shards. They are rebuilt at every release of Tarn.\n',
    [
      'Dynamic quill shards are platform dependent and cannot be loaded except from a file.',
      'The inspect helper depends on at least 35 other quill modules.',
      // (the sentence before names another thing the pronoun may stand for, or a subject of another number)
      'The Cobalt runtime runs every 10 seconds by default.',
      'The Harrow tool differs only in how warnings are reported.',
      'Static quill shards are rebuilt at every release of Tarn.',
    ]);
    const [dynamic, helper, ...others] = results;
    for (const r of [dynamic, helper]) {
      assert.equal(r!.action, 'accept', `${r!.claim.text}: ${r!.verdict.reason}`);
      assert.match(r!.verdict.reason, /stands for: the subject of the sentence just before the span names it/);
    }
    for (const r of others) assert.notEqual(r!.action, 'accept', `${r!.claim.text}: ${r!.verdict.reason}`);
  });

  it('does not read a condition said with another word in its place as the same condition', () => {
    // (WordNet's near-synonyms in a condition are too often another condition: "like"/"care", "full"/"total", "cold"/"icy")
    notSupported('Maintainers may keep a quill branch open for as long as they care.', 'Maintainers may keep a quill branch open for as long as they like.');
    notSupported('Tarn sends an alert if the disk is total.', 'Tarn sends an alert if the disk is full.');
    notSupported('Tarn drops the quill cache when the disk is empty.', 'Tarn drops the quill cache when the disk is full.');
    supports('Tarn drops the quill cache when the disk is full.', 'Tarn drops the quill cache if the disk is full.');
  });

  it('reads the claim\'s modal on a synonym of the span\'s verb as the same modal only when it is the same word', () => {
    supports('The quill loader would stay unchanged and a new loader function would be added instead.', 'The quill loader would remain unchanged and a new loader function would be added instead.');
    supports('Quill users are able to run several registries in one process.', 'Quill users can run several registries in one process.');
    // (through a synonym only the same modal: not "might", "should" or "can" for "would"; "have been able to" says more than "can")
    notSupported('The quill loader might stay unchanged.', 'The quill loader would remain unchanged.');
    notSupported('The quill loader should stay unchanged.', 'The quill loader would remain unchanged.');
    notSupported('The quill loader would stay unchanged.', 'The quill loader should remain unchanged.');
    notSupported('Quill users have been able to pin versions.', 'Quill users can pin versions.');
    // ("first" is no adverb to pass over: "should first read A" against "should read B first" trades the order)
    notSupported('The quill loader should first read the cache and, if that fails, read the registry.', 'The quill loader should read the registry first and, if that fails, read the cache.');
    // (a possibility is no ability the claim states; a past ability no present one; a modal the claim drops is still dropped)
    notSupported('Quill users are able to run several registries in one process.', 'Quill users might run several registries in one process.');
    notSupported('Quill users were able to run several registries in one process.', 'Quill users can run several registries in one process.');
    notSupported('The quill loader stays unchanged.', 'The quill loader would remain unchanged.');
  });

  it('reads a span\'s "it" after a sentence about "This PEP" as the document speaking', async () => {
    const results = await verifyDraftAgainst('python-peps/pep-0942.rst',
      'PEP: 942\nTitle: Quill registries\n\nRejection Notice\n================\n\n' +
      'This PEP has been rejected. After sitting open for three years, it has failed to attract sufficient quill maintainers.\n\n' +
      'Motivation\n==========\n\nThe Orbix registry is slow. After a long review, it was replaced by the Tarn mirror.\n\n' +
      'Specification\n=============\n\nThis PEP deprecates the quill-lock module. In Python 3.19, it will be removed from the standard library.\n\n' +
      'Status\n======\n\nThis PEP has been withdrawn. After the Orbix library was forked, it has failed to attract new maintainers.\n',
      '# Notes\n\n## PEP 942\n\n' + [
      'PEP 942 failed to attract enough quill maintainers after sitting open for three years.',
      // (a degree the span denies is not the whole the claim denies; an "it" after another subject is not the document)
      'PEP 942 failed to attract quill maintainers.',
      'PEP 942 was replaced by the Tarn mirror.',
      // (after a sentence with an object, "it" may stand for that: the module, not the PEP)
      'PEP 942 will be removed from the standard library in Python 3.19.',
      // (a phrase before the "it" that names a thing of its own may give the "it" instead)
      'PEP 942 failed to attract new maintainers.',
    ].join('\n\n') + '\n');
    const [enough, any, replaced, removed, forked] = results;
    assert.equal(enough!.action, 'accept', enough!.verdict.reason);
    assert.match(enough!.verdict.reason, /the span's subject is 'it', the 'This PEP' of the sentence before it/);
    assert.notEqual(any!.action, 'accept', any!.verdict.reason);
    assert.notEqual(replaced!.action, 'accept', replaced!.verdict.reason);
    assert.notEqual(removed!.action, 'accept', removed!.verdict.reason);
    assert.notEqual(forked!.action, 'accept', forked!.verdict.reason);
  });

  it('does not read a denial of a degree ("not fully", "failed to … sufficient", "not all") as the denial of the whole', () => {
    notSupported('The Tarn loader does not support Windows.', 'The Tarn loader does not fully support Windows.');
    notSupported('Quill modules do not support the flag.', 'Not all quill modules support the flag.');
    notSupported('The quill tool does not have users.', 'The quill tool does not have many users.');
    supports('The Tarn loader does not completely support Windows.', 'The Tarn loader does not fully support Windows.');
    supports('The Tarn loader does not fully support Windows.', 'The Tarn loader does not fully support Windows.');
  });

  it('reads someone\'s expectation about a thing ("expected X to be …") as a stance, and "around 10%" as no exact figure', () => {
    const span = 'The quill council mentioned they expected the Tarn build to be around 10-15% slower, although this was not a hard target.';
    notSupported('The quill council stated that the Tarn build will be 10-15% slower.', span);
    notSupported('The Tarn build will be slower.', 'The quill council expected the Tarn build to be slower.');
    notSupported('The Tarn build is 10% slower.', 'The Tarn build is around 10% slower.');
    // (a claim that keeps the expectation, or the approximation, or approximates an exact figure, says no more)
    supports('The quill council expected the Tarn build to be slower.', 'The quill council expected the Tarn build to be slower.');
    supports('The Tarn build is about 10% slower.', 'The Tarn build is around 10% slower.');
    supports('The Tarn build is roughly 10% slower.', 'The Tarn build is 10% slower.');
    supports('The Tarn build reaches nearly 100% of devices.', 'The Tarn build reaches near 100% of devices.');
    notSupported('The Tarn build takes 40 seconds.', 'The Tarn build takes ~40 seconds.');
    // (one approximation for two figures joined by "and" is said of both)
    supports('Each Tarn branch spends less time in fix-only mode, about 24 and 36 months respectively.', 'Each Tarn branch spends less time in fix-only mode (~24 months and ~36 months, respectively).');
    notSupported('Each Tarn branch spends less time in fix-only mode, 24 and 36 months respectively.', 'Each Tarn branch spends less time in fix-only mode (~24 months and ~36 months, respectively).');
    // (a claim that keeps the stance in another verb of it keeps it)
    supports('The quill developers think the race condition is rare.', 'The quill developers believe the race condition to be rare.');
  });
});
