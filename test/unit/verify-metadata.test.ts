// A document's header as facts about it: who wrote it, when, for which release. Invented documents and claims.
import assert from 'node:assert/strict';
import { defaultConfig, parseConfig } from '../../src/core/config';
import { createEngine } from '../../src/core/engine';
import { MemoryFileSystem } from '../../src/core/fs/memory-fs';
import { silentLogger, systemClock } from '../../src/core/ports';
import { checkFacts, documentFields, fieldDate, metadataClaim, metadataVerdict, type MetaFact } from '../../src/core/verify/metadata';

const PEP_HEADER = [
  'PEP: 812',
  'Title: Quillet Literals',
  'Author: Mira Kessel <mira@example.org>,',
  '        Tomás de la Vega <tomas@example.org>',
  'Status: Draft',
  'Created: 04-Jun-2019',
  'Python-Version: 3.9',
  '',
  '',
  'Abstract',
  '========',
  '',
  'This PEP adds quillet literals to the language.',
  '',
].join('\n');

const RFC_HEADER = [
  '- Feature Name: `quillet_lists`',
  '- Start Date: 2018-01-17',
  '- RFC PR: [rust-lang/rfcs#2300](https://github.com/rust-lang/rfcs/pull/2300)',
  '',
  '# Summary',
  '',
  'Quillet lists are now permitted in type definitions.',
  '',
].join('\n');

describe('metadata: header fields', () => {
  it('reads an RFC 822 header with continuation lines, each field a verbatim slice of the file', () => {
    const fields = documentFields(PEP_HEADER);
    assert.deepEqual(fields.map((f) => f.key), ['PEP', 'Title', 'Author', 'Status', 'Created', 'Python-Version']);
    const author = fields.find((f) => f.key === 'Author')!;
    assert.equal(author.value, 'Mira Kessel <mira@example.org>, Tomás de la Vega <tomas@example.org>');
    assert.equal(PEP_HEADER.slice(author.start, author.end), 'Author: Mira Kessel <mira@example.org>,\n        Tomás de la Vega <tomas@example.org>');
  });

  it('reads a leading list of "- Key: value" items, YAML front matter and a reST field list', () => {
    assert.deepEqual(documentFields(RFC_HEADER).map((f) => [f.key, f.value]).slice(0, 2), [['Feature Name', '`quillet_lists`'], ['Start Date', '2018-01-17']]);
    const yaml = '---\ntitle: Quillets\nauthor: Mira Kessel\ndate: 2021-03-02\n---\n\n# Quillets\n';
    assert.deepEqual(documentFields(yaml).map((f) => f.key), ['title', 'author', 'date']);
    const rst = 'Quillets\n========\n\n:Author: Mira Kessel\n:Date: 2020-05-01\n\nText.\n';
    assert.deepEqual(documentFields(rst).map((f) => f.key), ['Author', 'Date']);
  });

  it('a prose line with a colon is no header, and a header far down the file is not read', () => {
    assert.deepEqual(documentFields('# Notes\n\nNote: quillets are new.\n\nThey are small.\n'), []);
    const late = `${'Prose line.\n\n'.repeat(20)}Author: Mira Kessel\nCreated: 2019-01-01\n`;
    assert.deepEqual(documentFields(late), []);
  });

  it('reads dates as written in headers', () => {
    assert.deepEqual(fieldDate('04-Jun-2019'), { year: 2019, month: 6, day: 4 });
    assert.deepEqual(fieldDate('2018-01-17'), { year: 2018, month: 1, day: 17 });
    assert.deepEqual(fieldDate('May 5, 2015'), { year: 2015, month: 5, day: 5 });
    assert.equal(fieldDate('$Revision$'), null);
  });
});

describe('metadata: clauses of a claim', () => {
  it('an appositive after the document\'s name: authors, a date, the rest as a sentence about the document', () => {
    const m = metadataClaim('PEP 812, created in May 2022 by Mira Kessel, Ann Lo and Tomás de la Vega, adds quillet literals.')!;
    assert.equal(m.document, 'PEP 812');
    assert.deepEqual(m.facts.map((f) => f.kind), ['date', 'author']);
    assert.deepEqual((m.facts[1] as Extract<MetaFact, { kind: 'author' }>).names, ['Mira Kessel', 'Ann Lo', 'Tomás de la Vega']);
    assert.equal(m.rest, 'PEP 812 adds quillet literals.');
  });

  it('an owner, a whole predicate of clauses, and a version clause that opens the main predicate', () => {
    const owned = metadataClaim("Mira Kessel's PEP 812, created in June 2019 and targeting Python 3.9, adds quillet literals.")!;
    assert.deepEqual(owned.facts.map((f) => f.kind), ['author', 'date', 'version']);
    assert.equal(owned.rest, 'PEP 812 adds quillet literals.');
    const whole = metadataClaim('The PEP was written in early 2019 and targeted Python 3.10.')!;
    assert.equal(whole.document, 'The PEP');
    assert.equal(whole.rest, null);
    assert.deepEqual(whole.facts.map((f) => f.kind), ['date', 'version']);
    const leading = metadataClaim("Mira Kessel's proposal, created in June 2019, targets Python 3.9 and adds quillet literals.")!;
    assert.deepEqual(leading.facts.map((f) => f.kind), ['author', 'date', 'version']);
    assert.equal(leading.rest, 'The proposal adds quillet literals.');
    assert.equal(metadataClaim("Rust's RFC 2300, opened in January 2018, permits quillet lists.")!.rest, 'RFC 2300 permits quillet lists.');
  });

  it('other appositives, other acts and a one-word possessive are not metadata', () => {
    assert.equal(metadataClaim('PEP 812, by contrast, adds quillet literals.'), null);
    assert.equal(metadataClaim('The PEP was accepted by Mira Kessel in May 2020.'), null);
    assert.equal(metadataClaim("Rust's RFC 2300 permits quillet lists."), null);
    assert.equal(metadataClaim('Quillet literals were written by hand in 2019.'), null);
  });
});

describe('metadata: checks and verdicts', () => {
  const fields = documentFields(PEP_HEADER);
  const check = (claim: string) => checkFacts(metadataClaim(claim)!.facts, fields).map((c) => c.status);

  it('a fact the header states is carried; another author, date or version contradicts; no field leaves it unstated', () => {
    assert.deepEqual(check('PEP 812, written by Mira Kessel and Tomás de la Vega in June 2019, adds quillets.'), ['carried', 'carried']);
    assert.deepEqual(check('PEP 812, written by Mira Kessel in June 2018, adds quillets.'), ['carried', 'contradicted']);
    assert.deepEqual(check('PEP 812, written by Ann Lo, adds quillets.'), ['contradicted']);
    assert.deepEqual(check('The PEP was written in mid-2019 and targeted Python 3.9.'), ['carried', 'carried']);
    assert.deepEqual(check('The PEP was written in early 2019 and targeted Python 3.10.'), ['contradicted', 'contradicted']);
    assert.deepEqual(check('The PEP was written in 2019 and targeted Rust 1.30.'), ['carried', 'unstated'], 'no Rust-Version field');
    assert.deepEqual(check("Ann Lo's PEP 812 adds quillets."), ['unstated'], 'a possessive may name a champion: never a contradiction');
  });

  it('a contradicted fact decides; facts alone carry a claim of facts only; an unstated fact keeps a supported rest from acceptance', () => {
    const where = () => 'peps/pep-0812.rst line 6';
    const spans = new Map();
    const supported = { verdict: { label: 'supports' as const, supportScore: 0.9, driftScore: 0, quality: 'strong' as const, reason: 'It states this.', flags: [] }, evidence: [] };
    const wrongYear = metadataClaim('PEP 812, created in June 2018, adds quillet literals.')!;
    assert.equal(metadataVerdict(wrongYear, checkFacts(wrongYear.facts, fields), spans, supported, where).verdict.label, 'contradicts');
    const facts = metadataClaim('The PEP was written in June 2019 and targeted Python 3.9.')!;
    const alone = metadataVerdict(facts, checkFacts(facts.facts, fields), spans, null, where);
    assert.equal(alone.verdict.label, 'supports');
    assert.match(alone.verdict.reason, /Created: 04-Jun-2019/);
    const unstated = metadataClaim('PEP 812, started in June 2019 and targeting Rust 1.30, adds quillet literals.')!;
    assert.equal(metadataVerdict(unstated, checkFacts(unstated.facts, fields), spans, supported, where).verdict.label, 'partially_supports');
  });
});

describe('metadata: through the engine', function () {
  this.timeout(30_000);

  it('checks the clauses against the named document\'s header, with the fields as verbatim evidence', async () => {
    let fs = new MemoryFileSystem();
    fs = fs.writeFile('/ws/peps/pep-0812.rst', PEP_HEADER);
    fs = fs.writeFile('/ws/peps/pep-0813.rst', PEP_HEADER.replace('PEP: 812', 'PEP: 813').replace('04-Jun-2019', '11-Nov-2020'));
    const engine = createEngine({ config: parseConfig('{ "sources": ["peps"] }', '/ws/.warrant.json', '/ws') ?? defaultConfig('/ws'), ports: { fs, clock: systemClock, logger: silentLogger } });
    const text = [
      'PEP 812, written by Mira Kessel and created in June 2019, adds quillet literals to the language.',
      'PEP 812, written by Mira Kessel and created in June 2018, adds quillet literals to the language.',
      '## PEP 812: quillets',
      'The PEP was written in 2019 and targeted Python 3.9.',
    ].join('\n\n') + '\n';
    const doc = await engine.verifyDocument({ documentPath: '/ws/draft.md', text });
    const [right, wrongYear, factsOnly] = doc.results;
    assert.equal(right!.action, 'accept', right!.verdict.reason);
    assert.ok(right!.evidence.some((e) => e.text.startsWith('Author: Mira Kessel')), right!.evidence.map((e) => e.text).join(' | '));
    assert.ok(right!.evidence.some((e) => e.text === 'This PEP adds quillet literals to the language.'));
    assert.equal(wrongYear!.verdict.label, 'contradicts', wrongYear!.verdict.reason);
    assert.equal(wrongYear!.action, 'refute');
    assert.match(wrongYear!.verdict.reason, /Created: 04-Jun-2019/);
    assert.equal(factsOnly!.action, 'accept', factsOnly!.verdict.reason);
    for (const r of doc.results) for (const e of r.evidence) assert.equal((PEP_HEADER).slice(e.start, e.end), e.text);
  });
});

describe('metadata: which date, which document, which name (review cases)', () => {
  const header = ['PEP: 816', 'Author: Priya Nair <p@example.org>, Łukasz Wróbel <l@example.org>', 'Created: 10-Jan-2015', 'Published: 01-Aug-2016', 'Python-Version: 3.9', '', 'Text.'].join('\n');
  const fields = documentFields(header);
  const check = (claim: string) => checkFacts(metadataClaim(claim)!.facts, fields).map((c) => c.status);

  it('a verb names its own date: "created in" is not carried by a publication date, "published in" is not contradicted by Created', () => {
    assert.deepEqual(check('PEP 816, created in August 2016, adds quillets.'), ['contradicted']);
    assert.deepEqual(check('PEP 816, created in January 2015, adds quillets.'), ['carried']);
    assert.deepEqual(check('PEP 816, published in August 2016, adds quillets.'), ['carried']);
    assert.deepEqual(check('PEP 816, published in July 2019, adds quillets.'), ['unstated']);
    assert.deepEqual(check('PEP 816, drafted in 2013, adds quillets.'), ['unstated'], 'an earlier draft may be older than the header');
  });

  it('a version the claim gives less precisely is carried; a name with an initial or without its accents is the author', () => {
    assert.deepEqual(check('PEP 816, targeting Python 3, adds quillets.'), ['carried']);
    assert.deepEqual(check('PEP 816, targeting Python 4, adds quillets.'), ['contradicted']);
    assert.deepEqual(check('PEP 816, written by P. Nair and Lukasz Wrobel, adds quillets.'), ['carried']);
    assert.deepEqual(check('PEP 816, written by R. Nair, adds quillets.'), ['contradicted']);
  });
});

describe('metadata: a rest too short to say anything', function () {
  this.timeout(30_000);

  it('"PEP 812, written by Mira Kessel, is still a draft." is judged whole, not as "PEP 812 is still a draft" over an earlier draft', async () => {
    let fs = new MemoryFileSystem();
    fs = fs.writeFile('/ws/peps/pep-0812.rst', PEP_HEADER.replace('Status: Draft', 'Status: Accepted') + '\nAn earlier draft of this PEP was written by Ann Lo in 2017.\n');
    const engine = createEngine({ config: parseConfig('{ "sources": ["peps"] }', '/ws/.warrant.json', '/ws') ?? defaultConfig('/ws'), ports: { fs, clock: systemClock, logger: silentLogger } });
    const doc = await engine.verifyDocument({ documentPath: '/ws/draft.md', text: 'PEP 812, written by Mira Kessel, is still a draft.\n' });
    const r = doc.results[0]!;
    assert.notEqual(r.action, 'accept', r.verdict.reason);
    assert.ok(!r.verdict.flags.some((f) => f.startsWith('metadata')), `judged whole, not split: ${r.verdict.flags.join()}`);
  });
});
