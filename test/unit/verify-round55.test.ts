// The fifty-fifth round of verification on real writing (invented sentences in the manner of package READMEs and
// PEPs): a "this" that stands for the clause before it, "nobody" before a phrase of place, a README named by its
// package, a call's signature on the line above its description, "hands back" as "returns", a pseudo-cleft, a
// concession traded with its rule, and a count that is no share.
import assert from 'node:assert/strict';
import { verifyDraftAgainst } from './verify-fixtures';
import { periphrasisReading } from '../../src/core/verify/periphrasis';
import { eventPronounSubject, otherSentenceSubject } from '../../src/core/verify/clause-subject';
import { otherDocumentForThis } from '../../src/core/verify/self-reference';
import { codePointsTraded, concessionTraded, exceptionAgainstConcession } from '../../src/core/verify/traded';
import { setWordNetLoader, wordNet } from '../../src/core/lexicon/index';
import { analyse } from '../../src/core/claims/nlp';
import { classifySentence } from '../../src/core/claims/modality';

const run = async (claim: string, source: string, path = 'notes/source.md') => (await verifyDraftAgainst(path, source, claim))[0]!;
const actionOf = async (claim: string, source: string, path?: string) => (await run(claim, source, path)).action;

describe('verify: the fifty-fifth round — clause pronouns, README names, signature lines, concessions and counts', () => {
  before(function () {
    this.timeout(120_000);
    setWordNetLoader(undefined);
    wordNet();
  });

  it('does not give the act of a clause whose subject is "this" to a noun of the clause before it', async () => {
    const span = 'Secret masking can be turned off with `maskSecrets: false`, but this comes with a warning that the dump must not be shared.';
    assert.equal(eventPronounSubject('Secret masking comes with a warning that the dump must not be shared.', span), 'this');
    const source = `# cfgmerge\n\n## Secrets\n\n${span}\n`;
    const claim = await run('Secret masking comes with a warning that the dump must not be shared.', source, 'notes/cfgmerge/README.md');
    assert.notEqual(claim.action, 'accept');
    assert.ok(claim.verdict.flags.includes('event_subject:this'), claim.verdict.flags.join());
    assert.notEqual(await actionOf('cfgmerge comes with a warning that the dump must not be shared.', source, 'notes/cfgmerge/README.md'), 'accept');
    // (the claim's own "this", or the whole sentence, says what the span says)
    assert.equal(eventPronounSubject('This comes with a warning that the dump must not be shared.', span), undefined);
    assert.equal(await actionOf('Secret masking can be turned off, but this comes with a warning that the dump must not be shared.', source, 'notes/cfgmerge/README.md'), 'accept');
    // (a "this" that opens a sentence of the claim's own, or a noun after "this", is no clause pronoun)
    assert.equal(eventPronounSubject('The cache keeps its keys on disk.', 'The store is slow, but this cache keeps its keys on disk.'), undefined);
  });

  it('reads "nobody" before a phrase of place as "no one" does, and not "anyone"', async () => {
    const source = '# Vaults\n\nNobody outside the `admin` group can delete a vault.\n';
    assert.equal(await actionOf('No one outside the `admin` group can delete a vault.', source), 'accept');
    assert.notEqual(await actionOf('Anyone outside the `admin` group can delete a vault.', source), 'accept');
    assert.equal(await actionOf('Nobody outside the `admin` group can delete a vault.', '# Vaults\n\nNo one outside the `admin` group can delete a vault.\n'), 'accept');
  });

  it('reads "the <package> readme", "<package>\'s README" and "according to the <package> readme" as the span\'s own README only', async () => {
    const source = '# tilecart\n\nWhen you do not need a syntax tree, you can use the tokenizer directly.\n';
    const path = 'notes/tilecart/readme.md';
    assert.equal(await actionOf('The tilecart readme says that when you do not need a syntax tree, you can use the tokenizer directly.', source, path), 'accept');
    assert.equal(await actionOf('According to the tilecart readme, you can use the tokenizer directly when you do not need a syntax tree.', source, path), 'accept');
    assert.equal(await actionOf("tilecart's README says that when you do not need a syntax tree, you can use the tokenizer directly.", source, path), 'accept');
    assert.notEqual(await actionOf('The widgetry readme says that when you do not need a syntax tree, you can use the tokenizer directly.', source, path), 'accept');
  });

  it('reads a line of code alone above a paragraph as the call the paragraph describes', async () => {
    const source = '# canvas\n\n## Paths\n\n### Convert the fill type\n\n`.asWinding()`\n\nYou can convert `fill-rule="evenodd"` to `fill-rule="nonzero"` in SVG.\n\nThe next paragraph says nothing of it.\n';
    const named = await run('The asWinding method can convert fill-rule evenodd to fill-rule nonzero in SVG.', source, 'notes/canvas/README.md');
    assert.ok(named.verdict.flags.includes('context_carried:asWinding'), named.verdict.flags.join());
    assert.ok(named.verdict.flags.includes('api_kind:method'), named.verdict.flags.join());
    // (carried by its surroundings, not by its words: not accepted on that alone)
    assert.notEqual(named.action, 'accept');
    const other = await run('The toSVG method can convert fill-rule evenodd to fill-rule nonzero in SVG.', source, 'notes/canvas/README.md');
    assert.ok(other.verdict.flags.some((f) => f.startsWith('entity_missing:toSVG')), other.verdict.flags.join());
    // (a paragraph of prose above is no signature)
    const prose = source.replace('`.asWinding()`', 'The method is new.');
    assert.ok(!(await run('The asWinding method can convert fill-rule evenodd to fill-rule nonzero in SVG.', prose, 'notes/canvas/README.md')).verdict.flags.includes('context_carried:asWinding'));
  });

  it('reads "hands back" and "gives back" as "returns", a pseudo-cleft as its clause, and neither elsewhere', async () => {
    assert.equal(periphrasisReading('Its lookup hands back a default type.')?.text, 'Its lookup returns a default type.');
    assert.equal(periphrasisReading('It gave back the number.')?.text, 'It returned the number.');
    assert.equal(periphrasisReading('The maintainers give back to the community.'), undefined);
    assert.equal(periphrasisReading('What tilecart provides is a map of tiles to owners.')?.text, 'tilecart provides a map of tiles to owners.');
    const source = '# tilecart\n\nThe `open()` function returns a handle when the file exists.\n\ntilecart provides a map of tiles to owners.\n';
    assert.equal(await actionOf('The open() function hands back a handle when the file exists.', source), 'accept');
    assert.notEqual(await actionOf('The open() function hands back an error when the file exists.', source), 'accept');
    assert.equal(await actionOf('What tilecart provides is a map of tiles to owners.', source), 'accept');
    assert.notEqual(await actionOf('What tilecart removes is a map of tiles to owners.', source), 'accept');
  });

  it('does not accept a concession traded with its rule', async () => {
    const span = 'Synchronous iteration will end when the currently available data is consumed, even if the `end` event has not been reached.';
    const traded = 'Synchronous iteration will not end until the end event has been reached, even if the currently available data is consumed.';
    assert.ok(concessionTraded(traded, span));
    assert.equal(concessionTraded(span.replace(/`/g, ''), span), undefined);
    const source = `# pipes\n\n${span}\n`;
    assert.notEqual(await actionOf(traded, source), 'accept');
    assert.equal(await actionOf('Synchronous iteration will end when the currently available data is consumed, even if the end event has not been reached.', source), 'accept');
  });

  it('does not read a count ("thousands of users") as "most" of them', async () => {
    const source = '# Store\n\nThousands of users install through the Store page after typing `python` at the terminal of a clean machine.\n';
    assert.notEqual(await actionOf('Most users install through the Store page after typing python at the terminal of a clean machine.', source), 'accept');
    assert.equal(await actionOf('Many users install through the Store page after typing python at the terminal of a clean machine.', source), 'accept');
  });

  it('reads a PEP\'s own number in the middle of a claim as its "this PEP" in the same place, where the span names the claim\'s other PEP itself', async () => {
    const source = 'PEP: 522\nTitle: Allow blocking\n\nFor the reference implementation, Guido rejected this PEP in favour of the blocking proposal in PEP 524.\n';
    const path = 'peps/pep-0522.rst';
    const own = await run('For the reference implementation, Guido rejected PEP 522 in favour of the blocking proposal in PEP 524.', source, path);
    assert.equal(own.action, 'accept', own.verdict.reason);
    assert.ok(own.verdict.flags.includes('document_named:PEP 522'), own.verdict.flags.join());
    // (the two PEPs traded: the document's number is not where the span's "this PEP" is)
    assert.notEqual(await actionOf('For the reference implementation, Guido rejected PEP 524 in favour of the blocking proposal in PEP 522.', source, path), 'accept');
    // (nor two PEPs joined, "PEP 522 and PEP 524")
    assert.notEqual(await actionOf('For the reference implementation, Guido rejected PEP 522 and PEP 524 in favour of the blocking proposal.', source, path), 'accept');
  });

  it('reads the generic "one" before a verb of wanting or doing as a pronoun, not a count', async () => {
    const source = '# tilecart\n\nThis project is useful when you want to support tiles in markdown.\n';
    assert.equal(await actionOf('The tilecart project is useful when one wants to support tiles in markdown.', source, 'notes/tilecart/readme.md'), 'accept');
    assert.notEqual(await actionOf('The tilecart project is useful when one wants to support maps in markdown.', source, 'notes/tilecart/readme.md'), 'accept');
  });

  it('does not carry an item of a list by a word WordNet makes a kind of it', async () => {
    const source = '# tilecart\n\nEscapes are decoded in places such as info strings, destinations, labels, and titles.\n\nBoth types of string literal accept every escape code.\n';
    assert.notEqual(await actionOf('Escapes are decoded in places such as info strings, destinations, labels, and headings.', source), 'accept');
    assert.equal(await actionOf('Escapes are decoded in places such as info strings, destinations, labels, and titles.', source), 'accept');
    // (outside a list the kind is carried as before)
    assert.equal(await actionOf('Both kinds of string literal accept every escape code.', source), 'accept');
  });

  it('reads a README\'s "we" as its package\'s maintainers, its "See X" as the README pointing you to X, and "explains" as a report', async () => {
    const source = '# tilecart\n\n## Compatibility\n\nThis means we try to keep the current release line, `tilecart@2`, compatible with Node.js 16.\n\n## Related\n\nSee [maplib](https://example.com/maplib) for more details.\n';
    const path = 'notes/tilecart/readme.md';
    assert.equal(await actionOf('The tilecart maintainers try to keep the current release line, tilecart@2, compatible with Node.js 16.', source, path), 'accept');
    assert.equal(await actionOf('The maintainers of tilecart try to keep the current release line, tilecart@2, compatible with Node.js 16.', source, path), 'accept');
    // (another package's maintainers, another verb, another figure)
    assert.notEqual(await actionOf('The maplib maintainers try to keep the current release line, tilecart@2, compatible with Node.js 16.', source, path), 'accept');
    assert.notEqual(await actionOf('The tilecart maintainers promise to keep the current release line, tilecart@2, compatible with Node.js 16.', source, path), 'accept');
    assert.notEqual(await actionOf('The tilecart maintainers try to keep the current release line, tilecart@2, compatible with Node.js 14.', source, path), 'accept');
    assert.equal(await actionOf('For more details, the README points you to maplib.', source, path), 'accept');
    assert.notEqual(await actionOf('For more details, the README points you to geolib.', source, path), 'accept');
    assert.equal(await actionOf('The tilecart readme explains that the maintainers try to keep the current release line, tilecart@2, compatible with Node.js 16.', source, path), 'accept');
    assert.equal(periphrasisReading('derToJose hands it back as a string.')?.text, 'derToJose returns it as a string.');
  });

  it('reads a clause pronoun after any verb, "doing so", and a ", which" after a clause in the passive; a gerund of that clause is its subject', async () => {
    const source = '# saltmarsh\n\nThe worker pool can be enlarged, but that triples the database load. The cache is flushed on exit, but this delays shutdown by a second.\n\nThe object store index can be kept in memory, but this is risky. The socket can be reused, but doing so leaks file descriptors.\n\nThe mirror list is refreshed on start-up, which adds two seconds to every launch.\n';
    for (const wrong of ['The worker pool triples the database load.', 'The cache delays shutdown by a second.', 'The object store index is risky.',
      'The socket leaks file descriptors.', 'The mirror list adds two seconds to every launch.']) {
      assert.notEqual(await actionOf(wrong, source), 'accept', wrong);
    }
    assert.equal(await actionOf('Flushing the cache on exit delays shutdown by a second.', source), 'accept');
    // ("this" before a noun is no clause pronoun; ", which" after a noun that is no passive clause's subject may be that noun)
    assert.equal(eventPronounSubject('The cache keeps its keys on disk.', 'The store is slow, but this cache keeps its keys on disk.'), undefined);
    assert.equal(eventPronounSubject('The parser supports plugins.', 'It uses a parser, which supports plugins.'), undefined);
  });

  it('does not give one sentence\'s act to the subject of the next, nor a clause\'s after a semicolon', async () => {
    assert.equal(otherSentenceSubject('The dump function returns a Table.', 'The load function hands back a Table. The dump function returns nothing.'), 'load');
    assert.equal(otherSentenceSubject('clear() returns a new rope.', '`slice(i, j)` returns a new rope.\n`clear()` returns nothing.'), 'slice');
    assert.equal(otherSentenceSubject('The reset() method returns a new request.', 'The `clone()` method gives back a new request; `reset()` clears the headers.'), 'clone');
    // (a sentence that points back, or the claim's subject in the same sentence as its words)
    assert.equal(otherSentenceSubject('The parser supports YAML.', 'The parser is small. It supports YAML.'), undefined);
    assert.equal(otherSentenceSubject('The parser reads YAML and writes JSON.', 'The parser reads YAML. The parser also writes JSON.'), undefined);
    const source = '# cordage\n\n## API\n\nThe load function hands back a Table. The dump function returns nothing.\n';
    assert.notEqual(await actionOf('The dump function returns a Table.', source), 'accept');
    assert.equal(await actionOf('The load function returns a Table.', source), 'accept');
  });

  it('does not put another PEP where the span says "this PEP", nor read an exception as a concession or a shorter closed list', async () => {
    assert.equal(otherDocumentForThis('PEP 456 reuses the seed format.', 'This PEP reuses the seed format defined by PEP 456.', 'peps/pep-0770.rst'), 'PEP 456');
    assert.equal(otherDocumentForThis('Barry Warsaw accepted PEP 715.', 'Barry Warsaw accepted this PEP over the objections raised in PEP 715.', 'peps/pep-0770.rst'), 'PEP 715');
    assert.equal(otherDocumentForThis('PEP 770 was drafted after PEP 700 was withdrawn.', 'This PEP was drafted after PEP 700 was withdrawn.', 'peps/pep-0770.rst'), undefined);
    const pep = 'PEP: 770\nTitle: Seeds\n\nThis PEP reuses the seed format defined by PEP 456.\n\nThe cache is not flushed until the writer closes, even if the buffer is full.\n\nInline markup is limited to emphasis, literals, and hyperlinks. The parser accepts only UTF-8, UTF-16, and Latin-1.\n';
    const path = 'peps/pep-0770.rst';
    assert.notEqual(await actionOf('PEP 456 reuses the seed format.', pep, path), 'accept');
    assert.equal(await actionOf('PEP 770 reuses the seed format defined by PEP 456.', pep, path), 'accept');
    assert.ok(exceptionAgainstConcession('The cache is not flushed until the writer closes, unless the buffer is full.', 'The cache is not flushed until the writer closes, even if the buffer is full.'));
    assert.notEqual(await actionOf('The cache is not flushed until the writer closes, unless the buffer is full.', pep, path), 'accept');
    assert.notEqual(await actionOf('Unless the buffer is full, the cache is not flushed until the writer closes.', pep, path), 'accept');
    assert.notEqual(await actionOf('Inline markup is limited to emphasis and literals.', pep, path), 'accept');
    assert.notEqual(await actionOf('The parser accepts only UTF-8 and Latin-1.', pep, path), 'accept');
    assert.equal(await actionOf('The parser accepts only UTF-8, UTF-16, and Latin-1.', pep, path), 'accept');
  });

  it('does not let a README\'s name switch off the span\'s "X, not Y", and carries "returns" by the span\'s "hands back"', async () => {
    const source = '# quillmark\n\nquillmark is a linter for Markdown documentation.\n\n## What it checks\n\nDuplicate headings in the same file are reported as warnings, not errors.\n\n`open(path)` hands back a `Reader`.\n';
    const path = 'notes/quillmark/README.md';
    for (const wrong of ['In quillmark, duplicate headings in the same file are reported as errors.',
      'According to the quillmark readme, duplicate headings in the same file are reported as errors.',
      'The quillmark README says that duplicate headings in the same file are reported as errors.']) {
      assert.notEqual(await actionOf(wrong, source, path), 'accept', wrong);
    }
    assert.equal(await actionOf('In quillmark, duplicate headings in the same file are reported as warnings.', source, path), 'accept');
    assert.equal(await actionOf('open(path) returns a Reader.', source, path), 'accept');
    assert.notEqual(await actionOf('open(path) returns a Writer.', source, path), 'accept');
  });

  it('reads an opening plural noun or call the tagger took for a verb as the subject, so the sentence is checked', () => {
    const modality = (text: string) => classifySentence({ tokens: analyse(text)[0]!.tokens, text, minWords: 3, cited: false, override: null, commonWords: new Set<string>() }).modality;
    for (const text of ['Retries make every failure permanent.', 'Hooks make every task slower.', 'fork() costs about 3 microseconds per child.']) {
      assert.notEqual(modality(text), 'narrative', text);
    }
    // (an imperative keeps its verb: it tells the reader what to do)
    assert.equal(modality('Make every failure permanent.'), 'narrative');
  });

  it('keeps a long particular claim with one evaluative word checkable, and a list a claim\'s "and" cut short whole', async () => {
    const rfc = '# Match arm attributes\n\nOne sometimes wishes to annotate the arms of match statements with attributes, for example with conditional compilation `#[cfg]`s or a branch weight (the latter is the most important use).\n';
    assert.equal(await actionOf('Sometimes one wishes to annotate the arms of match statements with attributes, for example with conditional compilation cfg attributes or with branch weights, the latter being the most important use.', rfc), 'accept');
    const pep = 'PEP: 251\nTitle: Release schedule\n\nChanges to the branch are limited to the release manager and his designated bots.\n';
    assert.equal(await actionOf('Changes to the release branch are limited to the release manager and his designated bots.', pep, 'peps/pep-0251.rst'), 'accept');
    assert.notEqual(await actionOf('Changes to the release branch are limited to the release manager.', pep, 'peps/pep-0251.rst'), 'accept');
  });

  it('does not carry code points traded in place', async () => {
    const span = 'Some characters are considered uppercase, such as U+03F4, but uppercasing their lowercase counterpart U+03B8 results in a different uppercase character, U+0398.';
    assert.deepEqual(codePointsTraded('Some characters are considered uppercase, such as U+0398, but uppercasing their lowercase counterpart U+03B8 results in a different uppercase character, U+03F4.', span), { first: 'U+0398', second: 'U+03F4' });
    assert.equal(codePointsTraded(span, span), undefined);
    const source = `# casefold\n\n${span}\n`;
    assert.notEqual(await actionOf('Some characters are considered uppercase, such as U+0398, but uppercasing their lowercase counterpart U+03B8 results in a different uppercase character, U+03F4.', source), 'accept');
    assert.equal(await actionOf(span, source), 'accept');
  });
});
