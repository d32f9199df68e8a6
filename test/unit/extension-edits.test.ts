// The extension's pure helpers: quick-fix text edits, writer-facing messages, webview message parsing.
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { parseConfig } from '../../src/core/config/index';
import type { ClaimResult } from '../../src/core/model';
import { CONFIG_TEMPLATE } from '../../src/extension/config-template';
import { parseFromWebview } from '../../src/extension/protocol';
import { citationFix, controlInsertion, disableNextLineInsertion, footnoteInsertions, locateClaim, type CitationRef, type Insertion, type Replacement } from '../../src/extension/text-edits';
import { describeProblem, excerpt, spanLocation } from '../../src/extension/wording';

function apply(text: string, insertions: Insertion[]): string {
  return [...insertions].sort((a, b) => b.offset - a.offset).reduce((t, i) => t.slice(0, i.offset) + i.text + t.slice(i.offset), text);
}

describe('extension text edits', () => {
  const source = { sourcePath: '/ws/papers/grepseek.txt', line: 8 };

  it('adds a numbered footnote after the claim, continuing the draft\'s numbering', () => {
    const text = 'Intro.[^1]\nGrepSeek replaces dense retrieval.\n\n[^1]: ../papers/citevqa.txt\n[^2]: ../papers/acl.txt\n';
    const claim = 'GrepSeek replaces dense retrieval.';
    const end = text.indexOf(claim) + claim.length;
    const { label, insertions } = footnoteInsertions(text, end, '/ws/drafts/ch.md', source);
    assert.equal(label, '3');
    assert.equal(
      apply(text, insertions),
      'Intro.[^1]\nGrepSeek replaces dense retrieval.[^3]\n\n[^1]: ../papers/citevqa.txt\n[^2]: ../papers/acl.txt\n[^3]: ../papers/grepseek.txt#L9\n',
    );
  });

  it('starts footnotes at 1 at the end of a draft without any', () => {
    const text = 'GrepSeek replaces dense retrieval.';
    const { insertions } = footnoteInsertions(text, text.length, '/ws/ch.md', source);
    assert.equal(apply(text, insertions), 'GrepSeek replaces dense retrieval.[^1]\n\n[^1]: papers/grepseek.txt#L9\n');
  });

  it('follows a draft whose footnotes are Markdown links, and skips labels in use', () => {
    const text = 'A.[^1] B.\n\n[^1]: [a](../a.txt)\n[^x2]: [b](../b.txt)\n';
    const { label, insertions } = footnoteInsertions(text, text.indexOf('B.') + 2, '/ws/drafts/ch.md', source);
    assert.equal(label, '2');
    assert.equal(insertions[1]!.text, '\n[^2]: [../papers/grepseek.txt, line 9](../papers/grepseek.txt#L9)');
  });

  it('puts an override control right before the sentence', () => {
    const text = 'First. GrepSeek is great.';
    const at = text.indexOf('GrepSeek');
    assert.equal(apply(text, [controlInsertion(at, 'opinion')]), 'First. <!-- warrant: opinion --> GrepSeek is great.');
  });

  it('puts disable-next-line on its own line above the claim, keeping indentation', () => {
    const text = 'Para.\n  - GrepSeek replaces dense retrieval.\n';
    const at = text.indexOf('GrepSeek');
    assert.equal(apply(text, [disableNextLineInsertion(text, at)]), 'Para.\n  <!-- warrant-disable-next-line -->\n  - GrepSeek replaces dense retrieval.\n');
    assert.equal(apply('X is Y.', [disableNextLineInsertion('X is Y.', 0)]), '<!-- warrant-disable-next-line -->\nX is Y.');
  });

  it('locates a claim by its offsets, or its unique occurrence, and never guesses', () => {
    const claim = { start: 0, end: 5, text: 'Hello' };
    assert.deepEqual(locateClaim('Hello world', claim), { start: 0, end: 5 });
    assert.deepEqual(locateClaim('Oh. Hello world', claim), { start: 4, end: 9 });
    assert.equal(locateClaim('Hello Hello', { ...claim, start: 1, end: 6 }), undefined);
    assert.equal(locateClaim('Goodbye', claim), undefined);
  });
});

function replace(text: string, edits: Replacement[]): string {
  return [...edits].sort((a, b) => b.start - a.start).reduce((t, e) => t.slice(0, e.start) + e.text + t.slice(e.end), text);
}

/** The citation the extractor would report for the first `written` in `text`. */
function citationAt(text: string, written: string, kind: 'footnote' | 'link', label: string, target: string): CitationRef {
  const at = text.indexOf(written);
  const pos = (o: number) => ({ line: text.slice(0, o).split('\n').length - 1, character: o - (text.lastIndexOf('\n', o - 1) + 1) });
  return { kind, label, target, range: { start: pos(at), end: pos(at + written.length) } };
}

describe('fix citation edit', () => {
  const acl = { sourcePath: '/ws/papers/acl-verbatim.txt', line: 9 };
  const draft = '/ws/drafts/ch.md';

  it('rewrites a footnote definition to the suggested source and line', () => {
    const text = 'A.[^1]\nACL-Verbatim returns answers as verbatim source spans.[^2]\n\n[^1]: ../papers/citevqa.txt\n[^2]: ../papers/grepseek.txt\n';
    const edits = citationFix(text, citationAt(text, '[^2]', 'footnote', '2', '../papers/grepseek.txt'), draft, acl)!;
    assert.equal(replace(text, edits), text.replace('[^2]: ../papers/grepseek.txt', '[^2]: ../papers/acl-verbatim.txt#L10'));
  });

  it('keeps the wording around the target, and replaces a link-style definition\'s target everywhere in it', () => {
    const text = 'X.[^a]\n\n[^a]: [../papers/grepseek.txt](../papers/grepseek.txt) (2024)\n';
    const edits = citationFix(text, citationAt(text, '[^a]', 'footnote', 'a', '../papers/grepseek.txt'), draft, acl)!;
    assert.equal(replace(text, edits), 'X.[^a]\n\n[^a]: [../papers/acl-verbatim.txt#L10](../papers/acl-verbatim.txt#L10) (2024)\n');
  });

  it('gives the claim its own footnote when the definition is shared with another sentence', () => {
    const text = 'A.[^1] B.[^1]\n\n[^1]: ../papers/grepseek.txt\n';
    const second = text.indexOf('[^1]', text.indexOf('B.'));
    const cite = citationAt(text.slice(second), '[^1]', 'footnote', '1', '../papers/grepseek.txt');
    const shifted: CitationRef = { ...cite, range: { start: { line: 0, character: second }, end: { line: 0, character: second + 4 } } };
    const edits = citationFix(text, shifted, draft, acl)!;
    assert.equal(replace(text, edits), 'A.[^1] B.[^2]\n\n[^1]: ../papers/grepseek.txt\n[^2]: ../papers/acl-verbatim.txt#L10\n');
  });

  it('retargets an inline link, and refuses when the reference is no longer where it was', () => {
    const text = 'As [my notes](../notes/a.md) say, X.\n';
    const link = citationAt(text, '[my notes](../notes/a.md)', 'link', 'my notes', '../notes/a.md');
    assert.equal(replace(text, citationFix(text, link, draft, acl)!), 'As [my notes](../papers/acl-verbatim.txt#L10) say, X.\n');
    assert.equal(citationFix('Moved. ' + text, link, draft, acl), undefined);
  });
});

describe('extension wording', () => {
  const base = {
    claim: { text: 'GrepSeek replaces dense retrieval.', citations: [] },
    evidence: [{ relPath: 'papers/grepseek.txt', line: 8, text: 'GrepSeek complements   dense\nretrieval.' }],
    repair: null,
    evidenceSet: null,
  };

  it('uses the engine\'s reason without its location prefix, and adds a verified rewrite', () => {
    const r = {
      ...base,
      action: 'repair',
      verdict: { label: 'partially_supports', reason: "papers/grepseek.txt line 9: The span says 'complements', not 'replaces'.", flags: ['overclaim:replaces'] },
      repair: { text: 'GrepSeek complements dense retrieval.', verified: true, basis: '', highRisk: false },
    } as unknown as ClaimResult;
    assert.equal(describeProblem(r), "The span says 'complements', not 'replaces'. Suggested: “GrepSeek complements dense retrieval.”");
  });

  it('leads abstentions with "Not verified" and falls back on flags when the reason is empty', () => {
    const abstain = { ...base, action: 'abstain', verdict: { label: 'out_of_scope', reason: 'Evidence exists only outside the allowed sources.', flags: [] } } as unknown as ClaimResult;
    assert.equal(describeProblem(abstain), 'Not verified: evidence exists only outside the allowed sources.');
    const silent = { ...base, action: 'review', verdict: { label: 'does_not_support', reason: '', flags: ['overclaim:replaces', 'span_relation:complements'] } } as unknown as ClaimResult;
    assert.equal(describeProblem(silent), "The span says 'complements', not 'replaces'.");
  });

  it('formats locations 1-based and flattens excerpts', () => {
    assert.equal(spanLocation({ relPath: 'papers/a.txt', line: 0 }), 'papers/a.txt:1');
    assert.equal(excerpt('a\n  b   c'), 'a b c');
    assert.equal(excerpt('abcdef', 4), 'abc…');
  });
});

describe('evidence panel protocol', () => {
  it('accepts only well-formed webview messages', () => {
    assert.deepEqual(parseFromWebview({ type: 'ready' }), { type: 'ready' });
    assert.deepEqual(parseFromWebview({ type: 'openSpan', list: 'evidence', index: 0 }), { type: 'openSpan', list: 'evidence', index: 0 });
    assert.equal(parseFromWebview({ type: 'openSpan', list: 'evidence', index: -1 }), undefined);
    assert.equal(parseFromWebview({ type: 'openSpan', list: '../etc', index: 0 }), undefined);
    assert.deepEqual(parseFromWebview({ type: 'openSpan', list: 'subclaim', part: 2, index: 0 }), { type: 'openSpan', list: 'subclaim', part: 2, index: 0 });
    assert.equal(parseFromWebview({ type: 'openSpan', list: 'subclaim', index: 0 }), undefined, 'a synthesis span names its part');
    assert.deepEqual(parseFromWebview({ type: 'fixCitation', claimId: 'claim_1' }), { type: 'fixCitation', claimId: 'claim_1' });
    assert.equal(parseFromWebview({ type: 'fixCitation' }), undefined);
    assert.equal(parseFromWebview({ type: 'applyRepair', claimId: 3 }), undefined);
    assert.equal(parseFromWebview({ type: 'run', command: 'rm' }), undefined);
    assert.equal(parseFromWebview('ready'), undefined);
  });
});

describe('extension assets', () => {
  it('the Open Config template is a valid config equal to the defaults', () => {
    const config = parseConfig(CONFIG_TEMPLATE, '/ws/.warrant.json', '/ws');
    assert.deepEqual(config.sources, []);
    assert.deepEqual(config.drafts, ['**/*.md']);
    assert.equal(config.retention.default, 'metadata_only');
  });

  it('the injection grammar highlights inline controls and evidence footnotes, not other comments', () => {
    const grammar = JSON.parse(readFileSync('syntaxes/warrant.injection.tmLanguage.json', 'utf8'));
    const control = new RegExp(grammar.repository.control.match);
    for (const ok of ['<!-- warrant off -->', '<!-- warrant on -->', '<!-- warrant-disable-next-line -->', '<!-- warrant: opinion -->', '<!--warrant:author_defined-->']) {
      assert.ok(control.test(ok), ok);
    }
    assert.ok(!control.test('<!-- a note about warrants -->'));
    assert.equal(control.exec('<!-- warrant: interpretive -->')![6], 'interpretive');
    assert.equal(control.exec('<!-- warrant exclude: ../papers/x.txt -->')![9], '../papers/x.txt');
    const footnote = new RegExp(grammar.repository['evidence-footnote'].match);
    const m = footnote.exec('[^4]: ../papers/grepseek.txt#L11')!;
    assert.equal(m[2], '4');
    assert.equal(m[4], '../papers/grepseek.txt');
    assert.equal(m[5], '#L11');
    assert.ok(footnote.test('[^2]: [../a.txt, line 3](../a.txt#L3)'));
    assert.ok(!footnote.test('[^n]: Smith, personal communication'));
  });
});
