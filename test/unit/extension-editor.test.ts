// The editor's pure helpers for issue 11: quote the evidence, suppress from the editor, the Drafts view's rows.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { loadConfig } from '../../src/core/config/index';
import { createEngine } from '../../src/core/engine';
import { nodeFileSystem } from '../../src/core/fs/node-fs';
import { silentLogger, systemClock } from '../../src/core/ports';
import { parseControls } from '../../src/core/claims/controls';
import { extractClaims } from '../../src/core/claims/index';
import { emptySummary } from '../../src/core/model';
import { draftRows } from '../../src/extension/drafts-model';
import { locateClaim, locateClaims, quotableText, quoteInsertions, suppressClaimInsertions, suppressRestInsertion, type Insertion } from '../../src/extension/text-edits';
import { capitalise, locationLabel } from '../../src/extension/wording';

function apply(text: string, insertions: Insertion[]): string {
  return [...insertions].sort((a, b) => b.offset - a.offset).reduce((t, i) => t.slice(0, i.offset) + i.text + t.slice(i.offset), text);
}

const OPTIONS = { root: '/ws', checkHeadings: false, checkBlockquotes: false, minWords: 4 };
const CLAIM = 'CiteVQA contains 1,897 questions across 711 PDFs.';

describe('quote the evidence', () => {
  const span = { sourcePath: '/ws/papers/citevqa.txt', line: 9, text: 'The benchmark contains 1,897 questions\nover 711 PDFs.' };

  it('inserts the verbatim span as a quotation after the claim, with a footnote naming file and line', () => {
    const text = `# Ch\n\n${CLAIM}\nNext sentence here.\n`;
    const end = text.indexOf(CLAIM) + CLAIM.length;
    const edit = quoteInsertions(text, end, '/ws/drafts/ch.md', span, locationLabel(span))!;
    assert.equal(edit.label, '1');
    assert.equal(
      apply(text, edit.insertions),
      `# Ch\n\n${CLAIM} “The benchmark contains 1,897 questions over 711 PDFs.”[^1]\nNext sentence here.\n\n[^1]: ../papers/citevqa.txt, line 10\n`,
    );
  });

  it('goes after the footnote reference the claim already has, and continues the numbering', () => {
    const text = `${CLAIM}[^2] More.\n\n[^2]: ../papers/other.txt\n`;
    const edit = quoteInsertions(text, CLAIM.length, '/ws/drafts/ch.md', span, 'line 10')!;
    assert.equal(edit.label, '3');
    assert.equal(apply(text, edit.insertions), `${CLAIM}[^2] “The benchmark contains 1,897 questions over 711 PDFs.”[^3] More.\n\n[^2]: ../papers/other.txt\n[^3]: ../papers/citevqa.txt, line 10\n`);
  });

  it('the footnote it writes is read back as a citation of that file and line', () => {
    const text = `${CLAIM}\n`;
    const edited = apply(text, quoteInsertions(text, CLAIM.length, '/ws/drafts/ch.md', span, locationLabel(span))!.insertions);
    const claims = extractClaims(edited, '/ws/drafts/ch.md', OPTIONS);
    const cited = claims.claims.flatMap((c) => c.citations);
    assert.ok(cited.some((c) => c.resolvedPath === '/ws/papers/citevqa.txt' && c.line === 9), JSON.stringify(cited));
  });

  it('names a PDF span by its page, and that footnote is read back as a citation of the PDF', () => {
    const pdfSpan = { sourcePath: '/ws/papers/study.pdf', line: 40, page: 2, text: 'CiteVQA contains 1,897 questions.' };
    assert.equal(locationLabel(pdfSpan), 'p. 2');
    const text = `${CLAIM}\n`;
    const edited = apply(text, quoteInsertions(text, CLAIM.length, '/ws/drafts/ch.md', pdfSpan, locationLabel(pdfSpan))!.insertions);
    assert.ok(edited.endsWith('[^1]: ../papers/study.pdf, p. 2\n'), edited);
    const cited = extractClaims(edited, '/ws/drafts/ch.md', OPTIONS).claims.flatMap((c) => c.citations);
    assert.ok(cited.some((c) => c.resolvedPath === '/ws/papers/study.pdf'), JSON.stringify(cited));
  });

  it('the quotation it writes is then accepted against the cited source (the demo workspace)', async function () {
    this.timeout(60_000);
    const root = path.resolve(__dirname, '../../sample-corpus');
    const draft = path.join(root, 'drafts', 'warranted-search.md');
    const engine = createEngine({ config: await loadConfig(nodeFileSystem, root), ports: { fs: nodeFileSystem, clock: systemClock, logger: silentLogger } });
    const text = readFileSync(draft, 'utf8');
    const first = await engine.verifyDocument({ documentPath: draft, text });
    const claim = first.results.find((r) => r.claim.text === CLAIM)!;
    assert.equal(claim.action, 'accept');
    const span = claim.evidence[0]!;
    const edit = quoteInsertions(text, claim.claim.end, draft, span, locationLabel(span))!;
    const quoted = apply(text, edit.insertions);
    const again = await engine.verifyDocument({ documentPath: draft, text: quoted });
    const quotation = again.results.find((r) => r.claim.text.startsWith(`“${edit.quote}”`))!;
    assert.ok(quotation, again.results.map((r) => r.claim.text).join(' | '));
    assert.equal(quotation.action, 'accept', quotation.verdict.reason);
    assert.deepEqual(quotation.claim.citations.map((c) => [c.label, c.resolvedPath, c.line]), [[edit.label, span.sourcePath, span.line]]);
    assert.equal(again.results.find((r) => r.claim.text === CLAIM)!.action, 'accept');
  });

  it('cleans markup and line breaks only: every word is the source\'s, in order', () => {
    const raw = '## Results\n> The **benchmark** has [1,897 questions](x.html) <b>over</b>\n> 711 PDFs.';
    const quote = quotableText(raw);
    assert.equal(quote, 'Results The benchmark has 1,897 questions over 711 PDFs.');
    const words = (s: string) => s.match(/[\p{L}\p{N},]+/gu)!.filter((w) => !/^(b|x|html)$/.test(w));
    assert.deepEqual(words(quote), words(raw.replace(/[#>*]/g, ' ')));
  });

  it('offers nothing for a span that is only markup', () => {
    assert.equal(quoteInsertions(CLAIM, CLAIM.length, '/ws/d.md', { ...span, text: '<br/>' }, 'line 1'), undefined);
  });

  it('names the place with one label function (line numbers are 1-based)', () => {
    assert.equal(locationLabel({ line: 0 }), 'line 1');
  });
});

describe('suppress from the editor', () => {
  it('a sentence alone on its line: disable-next-line above it', () => {
    const text = `Intro line.\n  ${CLAIM}\n`;
    const start = text.indexOf(CLAIM);
    assert.equal(apply(text, suppressClaimInsertions(text, { start, end: start + CLAIM.length })), `Intro line.\n  <!-- warrant-disable-next-line -->\n  ${CLAIM}\n`);
  });

  it('a sentence sharing its line: off/on around exactly that sentence, the others stay checked', () => {
    const other = 'GrepSeek replaces dense retrieval in every setting.';
    const text = `${other} ${CLAIM} ${other.replace('every', 'each')}\n`;
    const start = text.indexOf(CLAIM);
    const edited = apply(text, suppressClaimInsertions(text, { start, end: start + CLAIM.length }));
    assert.equal(edited, `${other} <!-- warrant off -->${CLAIM}<!-- warrant on --> ${other.replace('every', 'each')}\n`);
    const claims = extractClaims(edited, '/ws/d.md', OPTIONS).claims;
    const checked = claims.filter((c) => c.needsEvidence).map((c) => c.text);
    assert.ok(!checked.includes(CLAIM), `suppressed: ${checked.join(' | ')}`);
    assert.equal(checked.length, 2, `the other two are still checked: ${checked.join(' | ')}`);
  });

  it('the rest of the file: warrant off on its own line, or inline mid-line', () => {
    const text = `First.\n${CLAIM}\nLast.\n`;
    assert.equal(apply(text, [suppressRestInsertion(text, text.indexOf(CLAIM))]), `First.\n<!-- warrant off -->\n${CLAIM}\nLast.\n`);
    const inline = `First one here. ${CLAIM}\n`;
    assert.equal(apply(inline, [suppressRestInsertion(inline, inline.indexOf(CLAIM))]), `First one here. <!-- warrant off --> ${CLAIM}\n`);
  });

  it('writes only controls the parser knows', () => {
    const comments = ['warrant off', 'warrant on', 'warrant-disable-next-line'].map((body, i) => ({ body, start: i * 10, end: i * 10 + 5, aloneOnLine: true }));
    assert.deepEqual(parseControls(comments as never).problems, []);
  });
});

describe('the Drafts view rows', () => {
  it('one row per draft, sorted, with counts by action and what needs attention', () => {
    const a = { ...emptySummary(), claims: 9, accept: 3, repair: 2, refute: 1, review: 1, abstain: 0, pass: 2 };
    const rows = draftRows([
      { relPath: 'drafts/b.md', summary: a, unchecked: false },
      { relPath: 'drafts/a.md', summary: emptySummary(), unchecked: true },
    ]);
    assert.deepEqual(rows.map((r) => r.relPath), ['drafts/a.md', 'drafts/b.md']);
    assert.equal(rows[1]!.description, '3 accepted · 4 need attention');
    assert.deepEqual(rows[1]!.counts.map((c) => `${c.action}=${c.count}`), ['accept=3', 'repair=2', 'refute=1', 'review=1', 'abstain=0']);
    assert.match(rows[1]!.tooltip, /7 claims checked: 3 accepted, 2 repair, 1 refuted, 1 review, 0 not verified \(2 sentences/);
    assert.equal(rows[0]!.description, 'not checked: no sources to search');
  });
});

describe('never block the editor: locating every claim after an edit', () => {
  const sentences = Array.from({ length: 3000 }, (_, i) => `Sentence number ${i} reports that the survey covered ${i * 7} observatories in total.`);
  const original = sentences.join(' ');
  const claims: Array<{ start: number; end: number; text: string }> = [];
  let at = 0;
  for (const text of sentences) {
    claims.push({ start: at, end: at + text.length, text });
    at += text.length + 1;
  }

  it('finds every claim shifted by an edit before it, the same as one by one', () => {
    const edited = `A new opening sentence. ${original.replace(sentences[10]!, 'An edited sentence.')}`;
    const batch = locateClaims(edited, claims);
    const single = claims.map((c) => locateClaim(edited, c));
    assert.deepEqual(batch, single);
    assert.equal(batch[10], undefined, 'the edited claim is gone');
    assert.equal(batch[2999]!.start, claims[2999]!.start + 24 + 'An edited sentence.'.length - sentences[10]!.length);
  });

  it('in time proportional to the claims, not claims × draft (3,000 claims, 250 KB)', () => {
    const edited = `A new opening sentence. ${original}`;
    const t0 = performance.now();
    const batch = locateClaims(edited, claims);
    const ms = performance.now() - t0;
    assert.ok(batch.every((r, i) => r && edited.slice(r.start, r.end) === claims[i]!.text));
    assert.ok(ms < 100, `${ms.toFixed(1)} ms`);
  });

  it('never guesses between duplicates it cannot tell apart', () => {
    const text = 'Same words here again. Same words here again. Other one.';
    const c = [{ start: 0, end: 22, text: 'Same words here again.' }, { start: 23, end: 45, text: 'Same words here again.' }];
    assert.deepEqual(locateClaims(`X ${text}`, c), [undefined, undefined]);
  });
});

describe('diagnostic wording', () => {
  it('puts a reason in sentence case, but never a file name it opens with', () => {
    assert.equal(capitalise('the span does not state 73.'), 'The span does not state 73.');
    assert.equal(capitalise('papers/layout-notes.pdf, p. 2: the span does not state 73.'), 'papers/layout-notes.pdf, p. 2: the span does not state 73.');
    assert.equal(capitalise('notes.md line 3 states this.'), 'notes.md line 3 states this.');
  });
});
