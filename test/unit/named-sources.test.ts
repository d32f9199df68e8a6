// A claim names a source by the identifier its file is named after ("PEP 572", "RFC 12"): that source is searched too.
import assert from 'node:assert/strict';
import { defaultConfig, parseConfig } from '../../src/core/config';
import { createEngine } from '../../src/core/engine';
import { namedSourceFiles } from '../../src/core/engine/named-sources';
import { MemoryFileSystem } from '../../src/core/fs/memory-fs';
import { silentLogger, systemClock } from '../../src/core/ports';

const sources = (...relPaths: string[]) => new Map(relPaths.map((p) => [`/ws/${p}`, { relPath: p }]));

describe('sources a claim names by their file identifier', function () {
  this.timeout(30_000);

  it('finds pep-0572.rst for "PEP 572", 0326-….md in an rfcs folder for "RFC 326", and nothing for a number alone', () => {
    const files = sources('peps/pep-0572.rst', 'peps/pep-0057.rst', 'rust-rfcs/0326-restrict-escapes.md', 'notes/0326-budget.md', 'adr/0007-use-postgres.md', 'rfcs/rfc7231.txt');
    assert.deepEqual(namedSourceFiles('PEP 572 adds assignment expressions.', files), ['/ws/peps/pep-0572.rst']);
    assert.deepEqual(namedSourceFiles('As RFC 326 says, escapes are restricted.', files), ['/ws/rust-rfcs/0326-restrict-escapes.md'], 'the folder names the kind');
    assert.deepEqual(namedSourceFiles('ADR 7 picks Postgres; RFC 7231 defines HTTP semantics.', files), ['/ws/adr/0007-use-postgres.md', '/ws/rfcs/rfc7231.txt']);
    assert.deepEqual(namedSourceFiles('The budget grew by 326 euros in 2019.', files), []);
    assert.deepEqual(namedSourceFiles('Python 3 has assignment expressions.', files), []);
    assert.deepEqual(namedSourceFiles('PEP 5720 is another proposal.', files), []);
  });

  it('the engine verifies a claim against the document it names, even when other sources rank the same', async () => {
    let fs = new MemoryFileSystem();
    for (let n = 1; n <= 14; n++) fs = fs.writeFile(`/ws/rfcs/${String(n).padStart(4, '0')}-quillet-${n}.md`, '# Summary\n\nThis RFC forbids trailing commas in quillet lists.\n');
    const engine = createEngine({ config: parseConfig('{ "sources": ["rfcs"] }', '/ws/.warrant.json', '/ws') ?? defaultConfig('/ws'), ports: { fs, clock: systemClock, logger: silentLogger } });
    const doc = await engine.verifyDocument({ documentPath: '/ws/draft.md', text: 'RFC 12 forbids trailing commas in quillet lists.\n\nRFC 15 forbids trailing commas in quillet lists.\n' });
    const [named, unknown] = doc.results;
    assert.equal(named!.action, 'accept', named!.verdict.reason);
    assert.equal(named!.evidence[0]!.relPath, 'rfcs/0012-quillet-12.md');
    assert.ok(named!.verdict.flags.includes('document_named:RFC 12'));
    assert.notEqual(unknown!.action, 'accept', 'no source is RFC 15');
  });

  it('a name the claim gives the document stands in only for the span\'s word that refers to it ("This"), not for another word', async () => {
    const pep = ['PEP: 9249', 'Title: Orbix Database API Specification v2.0', 'Status: Final', '', '', 'Introduction', '============', '',
      'This API has been defined to encourage similarity between the Orbix', 'modules that are used to access databases.', '',
      'This document describes the Orbix Database API Specification 2.0 and', 'a set of common optional extensions.  The previous version 1.0 is',
      'still available as reference.', ''].join('\n');
    const fs = new MemoryFileSystem().writeFile('/ws/peps/pep-9249.rst', pep);
    const engine = createEngine({ config: parseConfig('{ "sources": ["peps"] }', '/ws/.warrant.json', '/ws') ?? defaultConfig('/ws'), ports: { fs, clock: systemClock, logger: silentLogger } });
    const doc = await engine.verifyDocument({ documentPath: '/ws/draft.md', text: [
      'This document describes the Orbix Database PEP Specification 2.0 and a set of common optional extensions.', '',
      'This document describes the Orbix Database API Specification 2.0 and a set of common optional extensions.', ''].join('\n') });
    const [swapped, copy] = doc.results;
    assert.notEqual(swapped!.action, 'accept', swapped!.verdict.reason);
    assert.ok(swapped!.verdict.flags.includes('word_substituted:PEP/API'), swapped!.verdict.flags.join());
    assert.equal(copy!.action, 'accept', copy!.verdict.reason);
  });
  it('a claim that says nothing beyond the document\'s name ("PEP 9253 says so.", "According to PEP 9253, no.") is not carried by "This PEP …"', async () => {
    const pep = ['PEP: 9253', 'Title: Orbix Subtypes', '', 'Abstract', '========', '', 'This PEP will introduce the following features:', '',
      '* an Orbix type can be a factory function', ''].join('\n');
    const fs = new MemoryFileSystem().writeFile('/ws/peps/pep-9253.rst', pep);
    const engine = createEngine({ config: parseConfig('{ "sources": ["peps"] }', '/ws/.warrant.json', '/ws') ?? defaultConfig('/ws'), ports: { fs, clock: systemClock, logger: silentLogger } });
    const doc = await engine.verifyDocument({ documentPath: '/ws/draft.md', text: [
      'According to PEP 9253, no.', '', 'PEP 9253 says so.', '', 'PEP 9253 will introduce the following features.', '', 'PEP 9253 will introduce this.', ''].join('\n') });
    const [answer, saysSo, stated, pronoun] = doc.results;
    assert.notEqual(answer!.action, 'accept', answer!.verdict.reason);
    assert.notEqual(saysSo!.action, 'accept', saysSo!.verdict.reason);
    assert.notEqual(pronoun!.action, 'accept', pronoun!.verdict.reason);
    assert.equal(stated!.action, 'accept', stated!.verdict.reason);
    assert.ok(stated!.verdict.flags.includes('document_named:PEP 9253'), stated!.verdict.flags.join());
  });
  it('a claim that is only an attribution and an answer ("According to PEP 253, no.") is too vague, even beside a span that names the document', async () => {
    const fs = new MemoryFileSystem()
      .writeFile('/ws/peps/pep-0253.rst', 'PEP: 253\nTitle: Orbix Subtypes\n\nAbstract\n========\n\nThis PEP will introduce the following features:\n\n* an Orbix type can be a factory function\n')
      .writeFile('/ws/peps/pep-0252.rst', 'PEP: 252\nTitle: Orbix Types\n\nNote that :pep:`253` will propose to change the attribute lookup order, and if accepted, this PEP will follow suit.\n');
    const engine = createEngine({ config: parseConfig('{ "sources": ["peps"] }', '/ws/.warrant.json', '/ws') ?? defaultConfig('/ws'), ports: { fs, clock: systemClock, logger: silentLogger } });
    const doc = await engine.verifyDocument({ documentPath: '/ws/draft.md', text: '# Notes\n\nAccording to PEP 253, no.\n' });
    assert.notEqual(doc.results[0]!.action, 'accept', doc.results[0]!.verdict.reason);
    assert.ok(doc.results[0]!.verdict.flags.includes('too_vague'), doc.results[0]!.verdict.flags.join());
  });
  it('a claim of a document\'s name, a verb of saying and nothing else ("PEP 9 says so.", "RFC 12 defines this.") is too vague, even beside the document\'s title', async () => {
    const fs = new MemoryFileSystem().writeFile('/ws/peps/pep-0009.md', '# PEP 9 – Orbix Lazy Import Hooks\n\nThis PEP proposes lazy import hooks for Orbix modules.\n');
    const engine = createEngine({ config: parseConfig('{ "sources": ["peps"] }', '/ws/.warrant.json', '/ws') ?? defaultConfig('/ws'), ports: { fs, clock: systemClock, logger: silentLogger } });
    const doc = await engine.verifyDocument({ documentPath: '/ws/draft.md', text: '# Notes\n\nPEP 9 says so.\n\nThis is described in PEP 9.\n\nPEP 9 introduced it.\n\nPEP 9 proposes lazy import hooks for Orbix modules.\n' });
    for (const r of doc.results.slice(0, 3)) assert.notEqual(r.action, 'accept', `${r.claim.text}: ${r.verdict.reason}`);
    assert.equal(doc.results[3]!.action, 'accept', doc.results[3]!.verdict.reason);
  });
});
