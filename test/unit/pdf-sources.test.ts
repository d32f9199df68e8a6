// PDF sources, end to end on PDFs the tests write themselves (scripts/tiny-pdf.ts): extraction in reading order
// (two columns, hyphens at line ends, ligatures, a table, headings), the page invariant of spans, the kernel's
// handling (size cap, no crash on encrypted/damaged/scanned PDFs), the state-folder cache, and the CLI report.
import * as assert from 'node:assert/strict';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { samplePdf, SAMPLE_PDF } from '../../scripts/make-sample-pdf';
import { column, damagedPdf, makePdf } from '../../scripts/tiny-pdf';
import { defaultConfig } from '../../src/core/config/index';
import { nodeFileSystem } from '../../src/core/fs/node-fs';
import { SourceStore } from '../../src/core/kernel/index';
import { extractPdf, PDF_EXTRACTOR_VERSION, PDFJS_VERSION, PdfExtractionError } from '../../src/core/pdf/extract';
import { loadPdfjs } from '../../src/core/pdf/pdfjs-lib';
import { locateOnPage, pageStarts, pageText } from '../../src/core/pdf/pages';
import { memoryPdfReader, stateCachedPdfReader } from '../../src/core/pdf/reader';
import { MemoryStateStore } from '../../src/core/records/state-store';
import { silentLogger } from '../../src/core/ports';
import { runCli, scratchDir } from './cli-fixtures';

const TWO_COLUMNS = makePdf(
  [
    {
      texts: [
        { text: 'Grounded Answers in Scanned Forms', x: 72, y: 740, size: 18 },
        ...column(['The left column opens the study. Its first', 'sentence is long and continues on the next', 'line with an inter-', 'national dataset of receipts.'], 72, 700),
        ...column(['The right column comes second. It reports', 'that the \uFB02uent reader \uFB01nished every', 'form within the time limit.', 'Nothing here is read before the left.'], 320, 700),
      ],
    },
    {
      texts: [
        { text: 'Results', x: 72, y: 740, size: 14 },
        ...column(['CiteVQA reached 71.4 percent answer accuracy on the', 'held-out forms.'], 72, 700),
        { text: 'Model', x: 72, y: 620 }, { text: 'Accuracy', x: 220, y: 620 },
        { text: 'CiteVQA', x: 72, y: 606 }, { text: '71.4', x: 220, y: 606 },
        { text: 'Baseline', x: 72, y: 592 }, { text: '52.0', x: 220, y: 592 },
      ],
    },
  ],
  { outline: [{ title: 'Results', page: 2 }] },
);

describe('PDF sources', function () {
  this.timeout(60_000);

  describe('extraction', () => {
    it('reads a two-column page column by column, joins line-end hyphens and spells out ligatures', async () => {
      const { pages } = await extractPdf(TWO_COLUMNS);
      const p1 = pages[0]!;
      assert.ok(p1.includes('Its first sentence is long and continues on the next line with an international dataset of receipts.'), p1);
      assert.ok(p1.indexOf('dataset of receipts') < p1.indexOf('The right column comes second'), 'left column before right');
      assert.ok(p1.includes('the fluent reader finished every form within the time limit.'), p1);
      assert.ok(!/[\uFB00-\uFB06]/.test(p1));
    });

    it('gives headings from font sizes and the outline, a table row per line with tab-separated cells', async () => {
      const { pages, headings } = await extractPdf(TWO_COLUMNS);
      assert.equal(pages[0]!.slice(headings[0]![0]!.start, headings[0]![0]!.end), 'Grounded Answers in Scanned Forms');
      assert.equal(pages[1]!.slice(headings[1]![0]!.start, headings[1]![0]!.end), 'Results');
      assert.ok(pages[1]!.includes('Model\tAccuracy\n\nCiteVQA\t71.4\n\nBaseline\t52.0'), JSON.stringify(pages[1]));
      assert.ok(pages[1]!.includes('71.4 percent answer accuracy on the held-out forms.'), 'a hyphen before a capital or inside a word stays');
    });

    it('names encrypted, damaged and text-less PDFs instead of failing', async () => {
      const cases: Array<[Uint8Array, string]> = [
        [makePdf([{ texts: column(['A secret line.'], 72, 700) }], { encrypted: true }), 'encrypted'],
        [damagedPdf(), 'damaged'],
        [makePdf([{ texts: [], boxes: [[72, 72, 400, 600]] }]), 'no_text'],
      ];
      for (const [bytes, problem] of cases) {
        await assert.rejects(extractPdf(bytes), (e: unknown) => e instanceof PdfExtractionError && e.problem === problem && e.message.length > 10);
      }
    });

    it('records the pdf.js version it was written against', async () => {
      assert.equal((await loadPdfjs()).version, PDFJS_VERSION);
      assert.match(PDF_EXTRACTOR_VERSION, /^pdfjs-\d/);
    });
  });

  describe('pages', () => {
    it('maps any range inside a page to that page and its offsets (pageText(page).slice == text.slice)', () => {
      const text = ['first page text', 'second page, with more', 'third'].join('\n\f\n');
      const starts = pageStarts(text);
      for (let start = 0; start < text.length; start++) {
        for (let end = start + 1; end <= Math.min(text.length, start + 12); end++) {
          const at = locateOnPage(starts, text.length, start, end);
          if (text.slice(start, end).includes('\f')) continue;
          if (at === undefined) {
            assert.ok(text.slice(start, end).includes('\n'), `[${start}, ${end}) is on one page`);
            continue;
          }
          assert.equal(pageText(text, at.page, starts).slice(at.start, at.end), text.slice(start, end));
        }
      }
      assert.equal(pageText(text, 2), 'second page, with more');
      assert.equal(pageText(text, 4), '');
    });
  });

  describe('in the kernel and the CLI', () => {
    function workspace(files: Record<string, Uint8Array | string>): string {
      const root = scratchDir('warrant-pdf-');
      for (const [rel, data] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
        writeFileSync(path.join(root, rel), data);
      }
      return root;
    }

    it('loads a PDF as a source: pages, units with their page, headings, the hash of the PDF bytes', async () => {
      const root = workspace({ 'papers/study.pdf': TWO_COLUMNS });
      const store = new SourceStore(nodeFileSystem, defaultConfig(root), silentLogger);
      const listing = await store.listSources();
      assert.deepEqual(listing.files.map((f) => f.relPath), ['papers/study.pdf']);
      const doc = await store.load(listing.files[0]!.absPath);
      assert.equal(doc.pages!.length, 2);
      assert.match(doc.sourceHash, /^sha256:/);
      assert.equal(doc.extractor, PDF_EXTRACTOR_VERSION);
      const units = doc.document!.units;
      const results = units.find((u) => doc.document!.plain.slice(u.start, u.end).startsWith('CiteVQA reached'))!;
      assert.equal(results.page, 2);
      assert.deepEqual(results.headings, ['Results']);
      assert.equal(doc.document!.title, 'Grounded Answers in Scanned Forms');
    });

    it('has its own size cap (maxPdfBytes) and skips a PDF without text with its reason', async () => {
      const root = workspace({ 'papers/study.pdf': TWO_COLUMNS, 'papers/scan.pdf': makePdf([{ texts: [], boxes: [[72, 72, 400, 600]] }]) });
      const small = { ...defaultConfig(root), maxPdfBytes: 100 };
      const listing = await new SourceStore(nodeFileSystem, small, silentLogger).listSources();
      assert.deepEqual(listing.skipped.map((s) => [s.relPath, s.reason, /maxPdfBytes 100/.test(s.detail)]), [['papers/scan.pdf', 'too_large', true], ['papers/study.pdf', 'too_large', true]]);
      const store = new SourceStore(nodeFileSystem, defaultConfig(root), silentLogger);
      const { docs, skipped } = await store.loadAll();
      assert.deepEqual(docs.map((d) => d.relPath), ['papers/study.pdf']);
      assert.deepEqual(skipped.map((s) => [s.relPath, s.reason]), [['papers/scan.pdf', 'no_text']]);
      assert.match(skipped[0]!.detail, /no text layer/);
    });

    it('verifies a claim from a PDF: the report names the page, the span is verbatim on that page', async () => {
      const root = workspace({
        'papers/study.pdf': TWO_COLUMNS,
        'drafts/chapter.md': '# Chapter\n\nCiteVQA reached 71.4 percent answer accuracy on the held-out forms.[^1]\n\n[^1]: [study](../papers/study.pdf)\n',
        '.warrant.json': '{ "sources": ["papers"], "drafts": ["drafts/**"] }',
      });
      const json = await runCli(['verify', 'drafts/chapter.md', '--format', 'json', '--fail-level', 'none'], root);
      assert.equal(json.code, 0, json.err);
      const claim = JSON.parse(json.out).documents[0].claims[0];
      assert.equal(claim.verdict.label, 'supports', JSON.stringify(claim.verdict));
      const e = claim.evidence[0];
      assert.equal(e.page, 2);
      assert.equal(e.textExtractor, PDF_EXTRACTOR_VERSION);
      const doc = await new SourceStore(nodeFileSystem, defaultConfig(root), silentLogger).load(path.join(root, 'papers/study.pdf'));
      assert.equal(pageText(doc.text, e.page).slice(e.pageStart, e.pageEnd), e.text);
      assert.equal(doc.text.slice(e.start, e.end), e.text);
      const text = await runCli(['verify', 'drafts/chapter.md', '--fail-level', 'none'], root);
      assert.match(text.out, /evidence: papers\/study\.pdf, p\. 2 {2}"CiteVQA reached 71\.4 percent/);
      // the extraction was cached in the state folder, with a .gitignore so the copy is never committed
      const cache = path.join(root, '.warrant/cache/pdf-text');
      assert.ok(readdirSync(cache).some((f) => f.endsWith('.json')));
      assert.match(readFileSync(path.join(cache, '.gitignore'), 'utf8'), /^\*$/m);
    });

    it('a page locator on a bibliography key narrows the PDF to those pages: the right page carries, another does not', async () => {
      const claimOn = (locator: string) => `# Chapter\n\nCiteVQA reached 71.4 percent answer accuracy on the held-out forms [@study, ${locator}].\n`;
      const root = workspace({
        'papers/study.pdf': TWO_COLUMNS,
        'refs.bib': '@article{study,\n  title = {Grounded Answers},\n  file = {Full Text:papers/study.pdf:application/pdf}\n}\n',
        'drafts/right.md': claimOn('p. 2'),
        'drafts/wrong.md': claimOn('p. 1'),
        '.warrant.json': '{ "sources": ["papers"], "drafts": ["drafts/**"], "bibliography": "refs.bib" }',
      });
      const run = async (draft: string) => {
        const json = await runCli(['verify', draft, '--format', 'json', '--fail-level', 'none'], root);
        assert.equal(json.code, 0, json.err);
        return JSON.parse(json.out).documents[0].claims[0];
      };
      const right = await run('drafts/right.md');
      assert.equal(right.action, 'accept', JSON.stringify(right.verdict));
      assert.equal(right.evidence[0].page, 2);
      const wrong = await run('drafts/wrong.md');
      assert.notEqual(wrong.action, 'accept', JSON.stringify(wrong.verdict));
      assert.ok(wrong.evidence.every((e: { page?: number }) => e.page !== 2), 'nothing from page 2 is offered for p. 1');
    });

    it('warrant forget of a PDF also removes its cached extracted text', async () => {
      const root = workspace({
        'papers/study.pdf': TWO_COLUMNS,
        'drafts/chapter.md': '# Chapter\n\nCiteVQA reached 71.4 percent answer accuracy on the held-out forms.[^1]\n\n[^1]: [study](../papers/study.pdf)\n',
        '.warrant.json': '{ "sources": ["papers"], "drafts": ["drafts/**"] }',
      });
      const verified = await runCli(['verify', 'drafts/chapter.md', '--update-lock', '--fail-level', 'none'], root);
      assert.equal(verified.code, 0, verified.err);
      const cache = path.join(root, '.warrant/cache/pdf-text');
      const cached = () => readdirSync(cache).filter((f) => f.endsWith('.json'));
      assert.equal(cached().length, 1);
      const forgot = await runCli(['forget', 'papers/study.pdf'], root);
      assert.equal(forgot.code, 0, forgot.err);
      assert.match(forgot.out, /and 1 cached PDF text\(s\)/);
      assert.deepEqual(cached(), []);
    });

    it('a claim citing a scanned PDF abstains naming the file, and the run says so once', async () => {
      const root = workspace({
        'papers/scan.pdf': makePdf([{ texts: [], boxes: [[72, 72, 400, 600]] }]),
        'papers/notes.md': 'Unrelated notes about gardening and tomatoes.\n',
        'drafts/chapter.md': '# Chapter\n\nThe scanned form reports 48 percent accuracy on receipts.[^1]\n\n[^1]: [scan](../papers/scan.pdf)\n',
        '.warrant.json': '{ "sources": ["papers"], "drafts": ["drafts/**"] }',
      });
      const run = await runCli(['verify', 'drafts/chapter.md', '--format', 'json', '--fail-level', 'none'], root);
      const claim = JSON.parse(run.out).documents[0].claims[0];
      assert.equal(claim.verdict.label, 'abstain', JSON.stringify(claim.verdict));
      assert.equal(claim.action, 'abstain');
      assert.match(claim.verdict.reason, /papers\/scan\.pdf: the PDF has no text layer/);
      assert.equal(run.err.match(/scan\.pdf/g)?.length, 1, run.err);
    });
  });

  describe('the extraction cache', () => {
    it('extracts once per PDF version, reuses the state-folder copy, never caches a sensitive source on disk', async () => {
      let calls = 0;
      const extract = async (bytes: Uint8Array) => {
        calls++;
        return extractPdf(bytes);
      };
      const store = new MemoryStateStore();
      const opts = { store, stateDir: '/ws/.warrant', mayCache: (rel: string) => rel !== 'secret.pdf' };
      await stateCachedPdfReader(opts, extract).extract(TWO_COLUMNS, 'sha256:aa', 'a.pdf');
      const again = await stateCachedPdfReader(opts, extract).extract(TWO_COLUMNS, 'sha256:aa', 'a.pdf'); // a new process: from disk
      assert.equal(calls, 1);
      assert.equal(again.pages.length, 2);
      await stateCachedPdfReader(opts, extract).extract(TWO_COLUMNS, 'sha256:bb', 'secret.pdf');
      assert.equal(calls, 2);
      assert.deepEqual([...store.files.keys()].filter((f) => f.endsWith('.json')).map((f) => path.basename(f).split('.')[0]), ['aa']);
      const memory = memoryPdfReader(extract);
      await memory.extract(TWO_COLUMNS, 'sha256:cc', 'c.pdf');
      await memory.extract(TWO_COLUMNS, 'sha256:cc', 'c.pdf');
      assert.equal(calls, 3);
    });
  });
});

describe('the sample corpus PDF', () => {
  it('is exactly what scripts/make-sample-pdf.ts writes', () => {
    assert.deepEqual(new Uint8Array(readFileSync(SAMPLE_PDF)), samplePdf());
  });
});
