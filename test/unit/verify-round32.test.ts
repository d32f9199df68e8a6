// The thirty-second round of verification on real writing (invented sentences, each a kind seen on the eval sets' misses).
import assert from 'node:assert/strict';
import { parseConfig } from '../../src/core/config';
import { createEngine } from '../../src/core/engine';
import { MemoryFileSystem } from '../../src/core/fs/memory-fs';
import { silentLogger, systemClock } from '../../src/core/ports';
import { extractQuantities } from '../../src/core/text/quantities';
import { qualifierAndObjectTraded } from '../../src/core/verify/traded';
import { assertNotSupported as notSupported, assertSupports as supports, labelAgainst as label, verifyDraftAgainst } from './verify-fixtures';

const verifyAgainstPep = (pep: string, claims: readonly string[]) =>
  verifyDraftAgainst('python-peps/pep-0942.rst', pep, `# Notes\n\n## PEP 942: quill registries\n\n${claims.join('\n\n')}\n`);

describe('verify: the thirty-second round', () => {
  it('reads the authors\' "we recommend" and "It is recommended that …" as the document\'s own stance', async () => {
    const results = await verifyAgainstPep('PEP: 942\nTitle: Quill registries\n\nAbstract\n========\n\n' +
      'This PEP proposes a registry of quill plugins for the standard library. It is backwards compatible and requires no new quill keywords.\n\n' +
      'Specification\n=============\n\n' +
      'We recommend pinning quill plugin versions in every lock file.\n\n' +
      'It is recommended that quill plugin caches be cleared after each release.\n\n' +
      'To avoid flooding users with quill warnings, we only show registry warnings when the new quill API is used.\n\n' +
      'We recommend the Orbix mirror only for testing.\n\n' +
      'Rejected ideas\n==============\n\n' +
      'We considered adding a quill cache to the interpreter itself, but rejected the idea.\n\n' +
      'It was proposed that quill plugins be signed by their authors.\n\n' +
      'The quill maintainers said: "we will ship a quill linter with the registry."\n\n' +
      'As the Tarn maintainer put it, we recommend vendoring quill plugins.\n\n' +
      'Historically, we recommended a quill lock server; this advice is withdrawn.\n',
    [
      'PEP 942 recommends pinning quill plugin versions in every lock file.',
      'PEP 942 recommends that quill plugin caches be cleared after each release.',
      // (the authors' present act, with the same verb, is the document's: "we only show …" — the thirty-fourth round)
      'PEP 942 only shows registry warnings when the new quill API is used, to avoid flooding users with quill warnings.',
      // (a possibility the authors weighed, a proposal someone once made, words inside a quotation or given to another,
      // a stance the authors held once, a restriction dropped, another PEP's number, an "It" that may stand for the
      // sentence before's object: none is the document's own stance as the claim says it)
      'PEP 942 adds a quill cache to the interpreter itself.',
      'PEP 942 proposes that quill plugins be signed by their authors.',
      'PEP 942 will ship a quill linter with the registry.',
      'PEP 942 recommends vendoring quill plugins.',
      'PEP 942 recommends a quill lock server.',
      'PEP 942 recommends the Orbix mirror.',
      'PEP 943 recommends pinning quill plugin versions in every lock file.',
      'PEP 942 is backwards compatible and requires no new quill keywords.',
    ]);
    const [pinning, caches, shows, ...others] = results;
    for (const r of [pinning, caches, shows]) {
      assert.equal(r!.action, 'accept', `${r!.claim.text}: ${r!.verdict.reason}`);
      assert.match(r!.verdict.reason, /is this document speaking: the span's subject is/);
    }
    assert.match(pinning!.verdict.reason, /its authors' 'We'/);
    assert.match(caches!.verdict.reason, /'It is recommended that'/);
    for (const r of others) assert.notEqual(r!.action, 'accept', `${r!.claim.text}: ${r!.verdict.reason}`);
  });

  it('does not read "This PEP considered …", a restriction the claim drops, or a trailing "…, X claims" as the document\'s act', () => {
    const pep = 'python-peps/pep-0942.rst';
    notSupported('PEP 942 adds a quill cache to the interpreter.', 'This PEP considered adding a quill cache to the interpreter but rejected the idea.', pep);
    notSupported('PEP 942 recommends using Orbix.', 'This PEP recommends using Orbix only for testing.', pep);
    notSupported('PEP 942 expects Tarn to be faster than Orbix.', 'This PEP expects that Tarn be faster than Orbix, the Tarn authors claim.', pep);
    supports('PEP 942 recommends using Orbix only for testing.', 'This PEP recommends using Orbix only for testing.', pep);
    // (a claim that says the same verb of weighing says what the document does)
    supports('PEP 942 discusses supporting quill access to all files on Windows.', 'This PEP discusses supporting quill access to all files on Windows.', pep);
    // ("only" in a relative clause says it of its own noun)
    supports('This PEP proposes a Python-level quill API for the buffer protocol.', 'This PEP proposes a Python-level quill API for the buffer protocol, which is currently accessible only to C code.');
    // (a restriction by "only" and a preposition is a restriction anywhere in the sentence)
    notSupported('Orbix forwards the quill cookies to the upstream server.', 'Orbix forwards the quill cookies to the upstream server only over TLS.');
    notSupported('Tarn prints the quill warnings before exiting.', 'Tarn prints the quill warnings only in verbose mode before exiting.');
  });

  it('reads an "it" that stands for the clause after it (an evaluative word, a verb of suggesting) as no unresolved subject', () => {
    supports('It may be useful for some quill teams to select a subset of reviewers.', 'For some quill teams, it may be useful to select a subset of reviewers.');
    supports('It has been suggested that the quill flag be removed, because it is too easy to misuse.',
      'It has been suggested that the quill flag be removed, because it is too easy to misuse.');
    supports('It would therefore probably be harmless to cache quill lookups.', 'Therefore, it would probably be harmless to cache quill lookups.');
    // (an "it" that a thing stands for: "useful for debugging", "safe to call from …" with no object of its own)
    notSupported('It is useful for debugging quill plugins.', 'The Tarn tracer is useful for debugging quill plugins.');
    notSupported('It is safe to call from multiple quill threads.', 'The Tarn client is safe to call from multiple quill threads.');
  });
  it('reads a summary that opens in the headline\'s third person ("Adds a section …") as the imperative it stands for', async () => {
    const fs = new MemoryFileSystem().writeFile('/ws/rust-rfcs/0077-quill-template.md', '# Summary\n\n' +
      'Adds a prior-art section to the quill template for authors to discuss other quill tools.\n\n' +
      '# Motivation\n\nAdds a prior-art section to the quill template, which many readers asked for.\n');
    const config = parseConfig('{ "sources": ["rust-rfcs"] }', '/ws/.warrant.json', '/ws');
    const engine = createEngine({ config, ports: { fs, clock: systemClock, logger: silentLogger } });
    const doc = await engine.verifyDocument({ documentPath: '/ws/draft.md', text: '# Notes\n\n## RFC 77: quill template\n\n' +
      'RFC 77 adds a prior-art section to the quill template for authors to discuss other quill tools.\n\n' +
      'RFC 77 removes a prior-art section from the quill template for authors to discuss other quill tools.\n' });
    const [adds, removes] = doc.results;
    assert.equal(adds!.action, 'accept', adds!.verdict.reason);
    assert.match(adds!.verdict.reason, /in the third person, as a headline/);
    assert.notEqual(removes!.action, 'accept', removes!.verdict.reason);
  });
  it('reads a noun\'s qualifier traded with the object of a later preposition ("Python users … to other languages") as roles swapped', () => {
    notSupported('The quill change might deter users of other languages from switching to Python.', 'The quill change might deter Python users from switching to other languages.');
    notSupported('The quill change might deter Python users from switching to other languages.', 'The quill change might deter users of other languages from switching to Python.');
    assert.deepEqual(qualifierAndObjectTraded('Quill might deter Python users from switching to other languages.', 'Quill might deter users of other languages from switching to Python.'),
      { claim: 'python users … switching to languages', span: 'users of languages … switching to python' });
    // (the same qualifier said either way is the same noun)
    supports('The quill change might deter users of Python from switching to other languages.', 'The quill change might deter Python users from switching to other languages.');
    assert.equal(qualifierAndObjectTraded('Quill lets Python users move to Rust.', 'Quill lets users of Python move to Rust.'), undefined);
  });
  it('reads a modal inside a concession the claim does not say as the concession\'s own, not a hedge of the main clause', () => {
    supports('The actual quill implementation will not perform any checks at runtime.',
      'Although the set of quill parameters may be large at type check time, the actual quill implementation will not perform any checks at runtime.');
    // (an ellipsis in brackets inside the concession ends no sentence)
    supports('The actual quill implementation will not perform any checks at runtime.',
      'Although the set of parameters ``Quill[...]`` may contain at check time is small, the actual quill implementation will not perform any checks at runtime.');
    // (the main clause's own modal still counts, and so does a concession the claim keeps)
    notSupported('The quill implementation will not perform any checks at runtime.', 'Although the set of quill parameters can be large, the quill implementation may not perform any checks at runtime.');
    // (nor one on a word the claim says: "Although the index may be rebuilt nightly, …" hedges "is rebuilt nightly")
    notSupported('The quill index is rebuilt nightly.', 'Although the quill index may be rebuilt nightly by the Orbix cron job on most production mirrors, Tarn never relies on it.');
    notSupported('Although the set of quill parameters is large, the quill implementation will perform checks at runtime.',
      'Although the set of quill parameters may be large, the quill implementation will perform checks at runtime.');
  });

  it('reads "the one found in …" as no count, and a claim\'s "one" after the same word as the span\'s "a"', () => {
    assert.deepEqual(extractQuantities('equivalent to the one found in quill libraries').map((q) => q.raw), []);
    assert.deepEqual(extractQuantities('each one of the quill files').map((q) => q.raw), []);
    assert.deepEqual(extractQuantities('a one-week quill freeze').map((q) => q.value), [1]);
    supports('Every quill object passed to a raise statement must inherit from one specific superclass.',
      'All quill objects passed to a raise statement must inherit from a specific superclass.');
    // (not where the span gives one to each of several)
    notSupported('Tarn keeps one quill log file.', 'Tarn keeps a quill log file for each worker.');
    notSupported('Every quill object passed to a raise statement must inherit from two specific superclasses.',
      'All quill objects passed to a raise statement must inherit from a specific superclass.');
  });

  it('reads "in those cases where …" as the "where" clause it opens, which a claim states by its own "where"', () => {
    supports('Quill code can be written to compile before and after the change by avoiding defaults where the old and new compilers disagree.',
      'It is possible to write quill code that compiles before and after the change by avoiding defaults in those cases where the new and old compiler disagree.');
    notSupported('Quill code can be written to compile before and after the change by avoiding defaults.',
      'It is possible to write quill code that compiles before and after the change by avoiding defaults in those cases where the new and old compiler disagree.');
    // (the "where" clause of another predicate states no condition of this one)
    notSupported('Tarn emits a quill warning where the schema is missing.', 'Tarn skips quill validation in those cases where the schema is missing, and emits a quill warning where the schema is invalid.');
    notSupported('Quill code can be written to compile before and after the change by avoiding defaults where the old compiler is slow.',
      'It is possible to write quill code that compiles before and after the change by avoiding defaults in those cases where the new and old compiler disagree.');
  });
  it('reads a denial past a phrase of time ("should not at this time be made …") and "none are …" as denials', () => {
    assert.equal(label('The quill type should be made part of the numeric tower.', 'The quill type should not at this time be made part of the numeric tower.').label, 'contradicts');
    assert.equal(label('The quill type should be made part of the numeric tower.', 'The quill type should not for the time being be made part of the numeric tower.').label, 'contradicts');
    supports('Searching finds several definitions of a quill method, but none are on a subclass of BaseQuill.',
      'While searching finds several definitions of a quill method, none of them are on a subclass of BaseQuill.');
    assert.equal(label('Searching finds several definitions of a quill method, and some are on a subclass of BaseQuill.',
      'While searching finds several definitions of a quill method, none of them are on a subclass of BaseQuill.').label, 'contradicts');
    // ("with no one available" denies "available" as "no one is available" does)
    assert.notEqual(label('With no one available to write the quill feature, the author will implement it himself.',
      'If no one is available to write the quill feature, the author will implement it himself.').label, 'contradicts');
    // (nor is a lower-case "none" that is a value: "a Tarn mode of none is treated as off")
    supports('Quill treats a Tarn mode of none as off.', 'A Tarn mode of none is treated as off by quill.');
    // (Python's "None" is a value, not a denial)
    supports('The quill hook returns None when the cache is empty.', 'The quill hook returns None when the cache is empty.');
  });

  it('reads "A seems preferable to B" as a preference whose sides may be traded', () => {
    notSupported('Adding a new quill built-in seems preferable to changing str().', 'Changing str() seems preferable to adding a new quill built-in.');
    supports('Changing str() seems preferable to adding a new quill built-in.', 'Changing str() seems preferable to adding a new quill built-in.');
    // (a relation that holds both ways, "chat with", trades nothing)
    supports('Python quill developers chat with Rust developers.', 'Developers of Rust chat with Python quill developers.');
  });

  it('reads "(if there are any)" after a noun as stated by the claim\'s "any", and no other condition with it', () => {
    notSupported('Quill copies any extra headers to the response.', 'Quill copies the extra headers (if there are any, and if the Tarn policy allows it) to the response.');
    supports('When the quill renderer displays an exception, any notes it has appear after the message.',
      'When the quill renderer displays an exception, its notes (if there are any) appear after the message.');
  });
  it('reads "The PEP records that …" as a report of what follows, and a pronoun right after a verb as its whole object', async () => {
    const results = await verifyAgainstPep('PEP: 942\nTitle: Quill registries\n\nAcceptance\n==========\n\nThis PEP was accepted by the quill council on March 6, 2007.\n',
      ['The PEP records that the quill council accepted it on March 16, 2007.', 'The PEP records that the quill council accepted it on March 6, 2007.']);
    assert.equal(results[0]!.action, 'refute', results[0]!.verdict.reason);
    assert.equal(results[1]!.action, 'accept', results[1]!.verdict.reason);
  });
});
