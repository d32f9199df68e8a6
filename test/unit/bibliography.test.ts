// Citations through a bibliography: Pandoc citation forms, BibTeX (Better BibTeX file fields) and CSL-JSON
// entries, key → file narrowing with page locators, one diagnostic per key that cannot be checked, and the
// "Fix citation" key.
import assert from 'node:assert/strict';
import { filePaths } from '../../src/core/bibliography/file-field';
import { frontMatterBibliography } from '../../src/core/bibliography/front-matter';
import { findPandocCitations, parsePages, stripPandocCitations } from '../../src/core/bibliography/pandoc';
import { parseBibliography } from '../../src/core/bibliography/parse';
import { extractClaims } from '../../src/core/claims';
import { parseConfig } from '../../src/core/config';
import { ConfigError } from '../../src/core/config';
import { createEngine } from '../../src/core/engine';
import { plainText } from '../../src/core/engine/plain';
import { MemoryFileSystem } from '../../src/core/fs/memory-fs';
import type { ClaimResult, DocumentResult } from '../../src/core/model';
import { silentLogger, systemClock } from '../../src/core/ports';
import { restoreCitations } from '../../src/core/verify/repair';
import { compileWarrant, pagesOf, withinAllowedPages } from '../../src/core/warrant';
import { canFixCitation, citationFix } from '../../src/extension/text-edits';

const ROOT = '/ws';

const BIB = String.raw`% exported by Better BibTeX
@article{orbix2021,
  title = {The {Orbix} Survey of Observatories},
  author = {Smith, Jane and Doe, John and Roe, Rich},
  year = {2021},
  file = {Full Text:papers/orbit.txt:text/plain}
}

@inproceedings{lumen2020,
  title = {Lumen: a Photometry Pipeline},
  author = {Lee, Kim},
  date = {2020-05-01},
  file = {Snapshot:C\:\\Users\\kim\\lumen.html:text/html;Notes:papers/lumen.txt:text/plain}
}

@book{nofile2019,
  title = {A Book Without a File},
  author = {Moe, Alex},
  year = {2019}
}

@misc{secret2022,
  title = {Keys},
  file = {secrets/keys.txt}
}

@misc{outside2022,
  title = {Far Away},
  file = {/elsewhere/far.txt}
}

@misc{scan2023,
  title = {A Scan},
  file = {Scan:papers/scan.docx:application/vnd.openxmlformats-officedocument.wordprocessingml.document}
}

@misc{gone2023,
  title = {Deleted},
  file = {papers/deleted.txt}
}
`;

const CSL = JSON.stringify(
  [
    { id: 'orbix2021', type: 'article-journal', title: 'The Orbix Survey', author: [{ family: 'Smith', given: 'Jane' }], issued: { 'date-parts': [[2021]] }, file: 'papers/orbit.txt' },
    { id: 'lumen2020', type: 'article', title: 'Lumen', author: [{ family: 'Lee' }], file: ['papers/lumen.txt'] },
  ],
  null,
  2,
);

function workspace(): MemoryFileSystem {
  return new MemoryFileSystem()
    .writeFile(`${ROOT}/papers/orbit.txt`, 'Results\n\nThe Orbix survey covered 412 observatories in nine countries.\nOrbix complements ground surveys by adding satellite passes.\n')
    .writeFile(`${ROOT}/papers/lumen.txt`, 'Lumen is a photometry pipeline.\nThe Lumen pipeline processed 2,300 nights of data.\n')
    .writeFile(`${ROOT}/secrets/keys.txt`, 'The Zephyr grant was worth 4.2 million euros.\n')
    .writeFile(`${ROOT}/refs.bib`, BIB)
    .writeFile(`${ROOT}/refs.json`, CSL);
}

function engineFor(fs: MemoryFileSystem, configText = '{ "sources": ["papers", "secrets"] }') {
  const config = parseConfig(configText, `${ROOT}/.warrant.json`, ROOT);
  return createEngine({ config, ports: { fs, clock: systemClock, logger: silentLogger } });
}

const find = (d: DocumentResult, text: string): ClaimResult => {
  const r = d.results.find((x) => x.claim.text.includes(text));
  assert.ok(r, `no claim containing "${text}"`);
  return r;
};
const problemsOf = (d: DocumentResult) => d.problems.map((p) => p.message);

describe('Pandoc citations in a draft', () => {
  it('finds bracketed groups with prefixes, locators and suppressed authors, and keys in running text', () => {
    const text = 'Claim [see @a, pp. 3-5; -@b:c.d] and @e [p. 4] says; mail jane@x.org, `code@y` [link](x) [@f, chap. 2] and @{g-h}.';
    const cites = findPandocCitations(text);
    const items = cites.flatMap((c) => c.items.map((i) => ({ key: i.key, written: text.slice(i.keyStart, i.keyEnd), locator: i.locator, pages: i.pages })));
    assert.deepEqual(items, [
      { key: 'a', written: '@a', locator: 'pp. 3-5', pages: [{ from: 3, to: 5 }] },
      { key: 'b:c.d', written: '@b:c.d', locator: null, pages: [] },
      { key: 'e', written: '@e', locator: 'p. 4', pages: [{ from: 4, to: 4 }] },
      { key: 'f', written: '@f', locator: 'chap. 2', pages: [] },
      { key: 'g-h', written: '@{g-h}', locator: null, pages: [] },
    ]);
    assert.deepEqual(cites.map((c) => c.bracketed), [true, false, true, false]);
  });

  it('reads page locators: single pages, ranges, lists, abbreviated ranges; other locators give no pages', () => {
    assert.deepEqual(parsePages('p. 12'), [{ from: 12, to: 12 }]);
    assert.deepEqual(parsePages('pp. 33–35, 38'), [{ from: 33, to: 35 }, { from: 38, to: 38 }]);
    assert.deepEqual(parsePages('pages 123-45'), [{ from: 123, to: 145 }]);
    assert.deepEqual(parsePages('chap. 3'), []);
    assert.deepEqual(parsePages('sec. 2, p. 3'), []);
  });

  it('strips citations from the prose the verifier compares (keys in running text too), never e-mail addresses', () => {
    assert.equal(plainText('Orbix covered 412 observatories [@orbix2021, p. 3].'), 'Orbix covered 412 observatories.');
    assert.equal(plainText('As @orbix2021 shows, Orbix covered 412 observatories.'), 'As shows, Orbix covered 412 observatories.');
    assert.equal(plainText('Write to jane@example.org about it.'), 'Write to jane@example.org about it.');
    assert.equal(stripPandocCitations('[see @a; @b] x'), ' x');
  });

  it('reads the front matter "bibliography" as a string, a flow list or a block list', () => {
    assert.deepEqual(frontMatterBibliography('---\ntitle: x\nbibliography: refs.bib\n---\nText')?.files, ['refs.bib']);
    assert.deepEqual(frontMatterBibliography('---\nbibliography: [a.bib, "b.json"]\n---\n')?.files, ['a.bib', 'b.json']);
    assert.deepEqual(frontMatterBibliography('---\nbibliography:\n  - a.bib\n  - \'b c.bib\'\nlang: en\n---\n')?.files, ['a.bib', 'b c.bib']);
    assert.equal(frontMatterBibliography('bibliography: refs.bib\n'), null, 'not front matter');
  });

  it('gives each cited key a citation on its own range; "@x" in running text only when a bibliography is named', () => {
    const text = '---\nbibliography: refs.bib\n---\n\nThe Orbix survey covered 412 observatories [@orbix2021, p. 3; @lumen2020].\n\nAs @lumen2020 reports, Lumen processed data. Mail jane@x.org today.\n\nIn `@code` nothing is cited.\n';
    const claims = extractClaims(text, `${ROOT}/draft.md`, { root: ROOT, checkHeadings: false, checkBlockquotes: false, minWords: 4 }).claims;
    const citations = claims.flatMap((c) => c.citations.map((x) => ({ key: x.key, pages: x.pages, at: x.range.start })));
    assert.deepEqual(citations.map((c) => c.key), ['orbix2021', 'lumen2020', 'lumen2020']);
    assert.deepEqual(citations[0]!.pages, [{ from: 3, to: 3 }]);
    const line = text.split('\n')[4]!;
    assert.deepEqual(citations[0]!.at, { line: 4, character: line.indexOf('@orbix2021') });
    const withoutBib = extractClaims(text.replace('bibliography: refs.bib', 'title: x'), `${ROOT}/draft.md`, { root: ROOT, checkHeadings: false, checkBlockquotes: false, minWords: 4 });
    assert.deepEqual(withoutBib.claims.flatMap((c) => c.citations.map((x) => x.key)), ['orbix2021', 'lumen2020'], 'only the bracketed group without a bibliography');
  });

  it('puts a bracketed citation back into a repair; a key in running text makes no repair', () => {
    const claim = { text: 'Orbix replaces ground surveys [@orbix2021].', citations: [] };
    assert.equal(restoreCitations(claim, 'Orbix complements ground surveys.'), 'Orbix complements ground surveys [@orbix2021].');
    const inText = { text: 'As @orbix2021 says, Orbix replaces ground surveys.', citations: [{ kind: 'key' as const, label: 'orbix2021', target: '@orbix2021', resolvedPath: null, line: null, heading: null, range: { start: { line: 0, character: 3 }, end: { line: 0, character: 13 } }, key: 'orbix2021' }] };
    assert.equal(restoreCitations(inText, 'Orbix complements ground surveys.'), null);
  });
});

describe('bibliography files', () => {
  it('reads Better BibTeX file fields: description:path:type, ";" lists, escaped Windows paths, bare paths', () => {
    assert.deepEqual(filePaths('Full Text:papers/a.pdf:application/pdf'), ['papers/a.pdf']);
    assert.deepEqual(filePaths(String.raw`Snap:C\:\\Users\\me\\a.html:text/html;Notes:b.txt:text/plain`), [String.raw`C:\Users\me\a.html`, 'b.txt']);
    assert.deepEqual(filePaths('papers/a.txt'), ['papers/a.txt']);
    assert.deepEqual(filePaths(':papers/a b.pdf:PDF'), ['papers/a b.pdf']);
  });

  it('parses BibTeX entries with title, authors, year, files and their lines', async () => {
    const { entries, problems } = await parseBibliography(BIB, 'bibtex');
    assert.deepEqual(problems, []);
    const orbix = entries.find((e) => e.key === 'orbix2021')!;
    assert.deepEqual(orbix, { key: 'orbix2021', title: 'The Orbix Survey of Observatories', authors: 'Smith et al.', year: '2021', files: ['papers/orbit.txt'], line: 2 });
    assert.equal(entries.find((e) => e.key === 'lumen2020')!.year, '2020');
    assert.deepEqual(entries.find((e) => e.key === 'nofile2019')!.files, []);
  });

  it('names the line of a malformed BibTeX entry and of a broken CSL-JSON file', async () => {
    const bad = await parseBibliography('@article{ok, title={Fine}}\n\n@misc{bad,\n  title = {oops\n', 'bibtex');
    assert.ok(bad.problems.length > 0);
    assert.ok(bad.problems[0]!.line >= 3, `line ${bad.problems[0]!.line}`);
    assert.ok(bad.entries.some((e) => e.key === 'ok'), 'the good entry is kept');
    const json = await parseBibliography('[\n  { "id": "a" },\n  { "id": "b" \n]', 'csl-json');
    assert.equal(json.problems[0]!.line, 4);
    assert.match(json.problems[0]!.message, /invalid JSON/);
  });

  it('parses CSL-JSON items, their "file" as a string or a list', async () => {
    const { entries, problems } = await parseBibliography(CSL, 'csl-json');
    assert.deepEqual(problems, []);
    assert.deepEqual(entries.map((e) => [e.key, e.title, e.authors, e.year, e.files, e.line]), [
      ['orbix2021', 'The Orbix Survey', 'Smith', '2021', ['papers/orbit.txt'], 2],
      ['lumen2020', 'Lumen', 'Lee', null, ['papers/lumen.txt'], 21],
    ]);
  });

  it('accepts "bibliography" in .warrant.json as a path or a list, never outside the config folder', () => {
    assert.deepEqual(parseConfig('{ "bibliography": "refs.bib" }', `${ROOT}/.warrant.json`, ROOT).bibliography, [`${ROOT}/refs.bib`]);
    assert.deepEqual(parseConfig('{ "bibliography": ["a.bib", "lib/b.json"] }', `${ROOT}/.warrant.json`, ROOT).bibliography, [`${ROOT}/a.bib`, `${ROOT}/lib/b.json`]);
    assert.throws(() => parseConfig('{ "bibliography": "../refs.bib" }', `${ROOT}/.warrant.json`, ROOT), (e: unknown) => e instanceof ConfigError && /"bibliography"/.test(e.message));
    assert.throws(() => parseConfig('{ "bibliography": 3 }', `${ROOT}/.warrant.json`, ROOT), ConfigError);
  });
});

describe('engine: citations through a bibliography', function () {
  this.timeout(60_000);
  const draft = (body: string, bib = 'refs.bib') => `---\nbibliography: ${bib}\n---\n\n${body}\n`;

  it('narrows the warrant to the cited entry\'s file and checks that it carries the claim', async () => {
    const doc = await engineFor(workspace()).verifyDocument({
      documentPath: `${ROOT}/draft.md`,
      text: draft('The Orbix survey covered 412 observatories in nine countries [@orbix2021].\n\nAs @lumen2020 reports, the Lumen pipeline processed 2,300 nights of data.'),
    });
    const orbix = find(doc, 'Orbix survey');
    assert.equal(orbix.action, 'accept');
    assert.deepEqual(orbix.warrant!.allowedFiles, [`${ROOT}/papers/orbit.txt`]);
    const lumen = find(doc, 'Lumen pipeline');
    assert.equal(lumen.action, 'accept', lumen.verdict.reason);
    assert.deepEqual(lumen.warrant!.allowedFiles, [`${ROOT}/papers/lumen.txt`], 'the Windows snapshot path names no file here');
    assert.ok(problemsOf(doc).some((m) => /@lumen2020's file C:\\Users\\kim\\lumen\.html \(refs\.bib line \d+\) is a Windows path, which names no file here\./.test(m)), problemsOf(doc).join('\n'));
  });

  it('resolves keys through CSL-JSON named in .warrant.json, which is never read as a source', async () => {
    const engine = engineFor(workspace(), '{ "sources": ["papers", "."], "bibliography": "refs.json" }');
    const doc = await engine.verifyDocument({ documentPath: `${ROOT}/draft.md`, text: 'The Orbix survey covered 412 observatories in nine countries [@orbix2021].\n' });
    const r = find(doc, 'Orbix survey');
    assert.equal(r.action, 'accept');
    assert.deepEqual(r.warrant!.allowedFiles, [`${ROOT}/papers/orbit.txt`]);
    const check = await engine.checkSources();
    assert.equal(check.files, 2, 'papers/orbit.txt and papers/lumen.txt: the bibliography refs.json is no source');
  });

  it('says which key carries the claim when the cited entry\'s file does not (Fix citation proposes it)', async () => {
    const text = draft('The Lumen pipeline processed 2,300 nights of data [@orbix2021, p. 2].');
    const doc = await engineFor(workspace()).verifyDocument({ documentPath: `${ROOT}/draft.md`, text });
    const r = find(doc, 'Lumen pipeline');
    assert.equal(r.verdict.label, 'does_not_support');
    assert.ok(r.verdict.flags.includes('wrong_source'));
    assert.match(r.verdict.reason, /The cited source \(@orbix2021\) does not carry this; @lumen2020 \(papers\/lumen\.txt line 2\) does\./);
    assert.equal(r.suggestedCitation?.key, 'lumen2020');
    assert.ok(canFixCitation(r));
    const citation = r.claim.citations[0]!;
    const edits = citationFix(text, citation, `${ROOT}/draft.md`, { sourcePath: r.suggestedCitation!.sourcePath, line: r.suggestedCitation!.line, key: r.suggestedCitation!.key });
    assert.ok(edits);
    let fixed = text;
    for (const e of edits) fixed = fixed.slice(0, e.start) + e.text + fixed.slice(e.end);
    assert.match(fixed, /processed 2,300 nights of data \[@lumen2020, p\. 2\]\./);
  });

  it('names the right key while another draft without a bibliography is verified at the same time', async () => {
    const engine = engineFor(workspace());
    const filler = Array.from({ length: 6 }, (_, i) => `The Orbix survey covered 412 observatories in nine countries, said note ${i + 1} [@orbix2021].`);
    const text = draft([...filler, 'The Lumen pipeline processed 2,300 nights of data [@orbix2021, p. 2].'].join('\n\n'));
    const others: Promise<DocumentResult>[] = [];
    // each claim of the draft done lets another draft's run start (the editor's worker runs drafts side by side)
    const doc = await engine.verifyDocument({
      documentPath: `${ROOT}/draft.md`,
      text,
      onProgress: (done) => others.push(engine.verifyDocument({ documentPath: `${ROOT}/other-${done}.md`, text: 'Lumen is a photometry pipeline.\n' })),
    });
    await Promise.all(others);
    assert.ok(others.length >= 6, 'the other drafts ran while this one was verified');
    const r = find(doc, 'Lumen pipeline');
    assert.match(r.verdict.reason, /The cited source \(@orbix2021\) does not carry this; @lumen2020 \(papers\/lumen\.txt line 2\) does\./);
    assert.equal(r.suggestedCitation?.key, 'lumen2020');
  });

  it('one diagnostic per key that cannot be checked, and such a claim is never accepted', async () => {
    const fs = workspace();
    const doc = await engineFor(fs).verifyDocument({
      documentPath: `${ROOT}/draft.md`,
      text: draft(
        [
          'The Orbix survey covered 412 observatories in nine countries [@smith2020].',
          'The Lumen pipeline processed 2,300 nights of data [@nofile2019].',
          'The Zephyr grant was worth 4.2 million euros [@secret2022].',
          'The Orbix survey covered 412 observatories in nine countries [@outside2022].',
          'The Orbix survey covered 412 observatories in nine countries [@scan2023].',
          'The Orbix survey covered 412 observatories in nine countries [@gone2023].',
        ].join('\n\n'),
      ),
    });
    const messages = problemsOf(doc);
    const expect = [
      /^@smith2020 is not in refs\.bib\.$/,
      /^@nofile2019 has no local file in refs\.bib \(line \d+\)/,
      /^@secret2022's file secrets\/keys\.txt \(refs\.bib line \d+\) is excluded from the sources/,
      /^@outside2022's file \/elsewhere\/far\.txt \(refs\.bib line \d+\) is outside the workspace/,
      /^@scan2023's file papers\/scan\.docx \(refs\.bib line \d+\) is a \.docx, a type Warrant does not read as a source/,
      /^@gone2023's file papers\/deleted\.txt \(refs\.bib line \d+\) does not exist/,
    ];
    for (const re of expect) assert.equal(messages.filter((m) => re.test(m)).length, 1, `${re} in:\n${messages.join('\n')}`);
    for (const r of doc.results) assert.notEqual(r.action, 'accept', `${r.claim.text}: ${r.verdict.reason}`);
    const unknown = find(doc, '[@smith2020]');
    assert.ok(unknown.verdict.flags.includes('citation_unresolved'));
    assert.equal(unknown.action, 'review', 'carried elsewhere, but the cited key could not be checked');
    const secret = find(doc, 'Zephyr');
    assert.equal(secret.evidence.length, 0, 'an excluded file is never read, cited or not');
    assert.ok(secret.trace.every((e) => e.files.every((f) => !f.startsWith('secrets/'))));
  });

  it('names the file and line of a missing or malformed bibliography', async () => {
    const fs = workspace().writeFile(`${ROOT}/broken.bib`, '@article{ok, title={Fine}, file={papers/orbit.txt}}\n\n@misc{bad,\n  title = {oops\n');
    const missing = await engineFor(fs).verifyDocument({ documentPath: `${ROOT}/draft.md`, text: draft('The Orbix survey covered 412 observatories in nine countries [@orbix2021].', 'nothere.bib') });
    assert.ok(problemsOf(missing).some((m) => m === 'Bibliography: nothere.bib: the bibliography file does not exist'), problemsOf(missing).join('\n'));
    assert.ok(problemsOf(missing).some((m) => /^@orbix2021 is not in nothere\.bib\.$/.test(m)));
    const broken = await engineFor(fs).verifyDocument({ documentPath: `${ROOT}/draft.md`, text: draft('The Orbix survey covered 412 observatories in nine countries [@ok].', 'broken.bib') });
    assert.ok(problemsOf(broken).some((m) => /^Bibliography: broken\.bib:\d+: /.test(m)), problemsOf(broken).join('\n'));
    assert.equal(find(broken, 'Orbix survey').action, 'accept', 'the entries that parsed still resolve');
  });

  it('never reads a bibliography outside the workspace, in an always-excluded place or through a link out', async () => {
    const fs = workspace()
      .writeFile(`/elsewhere/refs.bib`, '@misc{far, file={papers/orbit.txt}}\n')
      .writeFile(`${ROOT}/secrets/refs.bib`, '@misc{hidden, file={../papers/orbit.txt}}\n')
      .symlink(`${ROOT}/linked.bib`, '/elsewhere/refs.bib');
    const text = '---\nbibliography: [../elsewhere/refs.bib, secrets/refs.bib, linked.bib]\n---\n\nThe Orbix survey covered 412 observatories in nine countries [@far; @hidden].\n';
    const doc = await engineFor(fs).verifyDocument({ documentPath: `${ROOT}/draft.md`, text });
    const messages = problemsOf(doc);
    for (const re of [/\.\.\/elsewhere\/refs\.bib: the bibliography is outside the workspace/, /secrets\/refs\.bib: the bibliography is in an always-excluded place/, /linked\.bib: the bibliography is a link leading outside the workspace/]) {
      assert.ok(messages.some((m) => re.test(m)), `${re} in:\n${messages.join('\n')}`);
    }
    assert.notEqual(find(doc, 'Orbix survey').action, 'accept');
  });
});

describe('page locators', () => {
  it('narrow the warrant of a cited file to its pages; text units (no page) and other files are not filtered', () => {
    const base = extractClaims('The Orbix survey covered 412 observatories [@orbix2021, pp. 3-4].\n', `${ROOT}/d.md`, { root: ROOT, checkHeadings: false, checkBlockquotes: false, minWords: 4 }).claims[0]!;
    const claim = { ...base, citations: base.citations.map((c) => ({ ...c, resolvedPath: `${ROOT}/papers/a.pdf` })) };
    const pages = pagesOf(claim);
    assert.deepEqual(pages, { [`${ROOT}/papers/a.pdf`]: [{ from: 3, to: 4 }] });
    const config = parseConfig('{}', `${ROOT}/.warrant.json`, ROOT);
    const warrant = compileWarrant({ claim, config, queryTerms: ['orbix'], scopeFiles: [`${ROOT}/papers/a.pdf`], pages });
    assert.deepEqual(warrant.allowedPages, { [`${ROOT}/papers/a.pdf`]: [{ from: 3, to: 4 }] });
    assert.equal(withinAllowedPages(warrant.allowedPages, `${ROOT}/papers/a.pdf`, 3), true);
    assert.equal(withinAllowedPages(warrant.allowedPages, `${ROOT}/papers/a.pdf`, 5), false);
    assert.equal(withinAllowedPages(warrant.allowedPages, `${ROOT}/papers/a.pdf`, undefined), true, 'a unit without a page');
    assert.equal(withinAllowedPages(warrant.allowedPages, `${ROOT}/papers/b.pdf`, 9), true, 'a file without a locator');
    const plain = compileWarrant({ claim, config, queryTerms: ['orbix'], scopeFiles: [`${ROOT}/papers/a.pdf`] });
    assert.equal(plain.allowedPages, undefined, 'no locator: the warrant (and its id) are as before');
    const alsoWhole = { ...claim, citations: [...claim.citations, { ...claim.citations[0]!, pages: undefined }] };
    assert.equal(pagesOf(alsoWhole), undefined, 'the same file also cited without a locator: all pages');
  });
});
