// Validates the gold sets (test/gold/gold*.jsonl) themselves — not the engine. A gold line is only
// useful if its claim is really in its draft, its expected span is really in an allowed source, and
// its label and action follow the routing policy.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ModalitySchema, VerdictLabelSchema, type VerdictLabel } from '../../src/core/model';
import {
  NO_EVIDENCE_MODALITIES, REPO_ROOT, SPAN_REQUIRED, assertProseCovered, assertRoutedByPolicy, assertSpansVerbatim, citationTargets, countOccurrences, loadGoldDir, repoText, where,
} from './gold-shared';

const GOLD_DIR = path.join(REPO_ROOT, 'test/gold');
const SAMPLE_DRAFT = 'sample-corpus/drafts/warranted-search.md';


describe('gold files', () => {
  const lines = loadGoldDir(GOLD_DIR);
  const byLabel = (label: VerdictLabel) => lines.filter((l) => l.gold.label === label);

  it('exist and hold at least 120 claims', () => {
    assert.ok(lines.length >= 120, `only ${lines.length} gold claims`);
  });

  it('quote every claim verbatim from an existing draft, once per draft', () => {
    const seen = new Set<string>();
    for (const line of lines) {
      const { draft, claim } = line.gold;
      assert.ok(existsSync(path.join(REPO_ROOT, draft)), `${where(line)}: draft ${draft} does not exist`);
      assert.ok(repoText(draft).includes(claim), `${where(line)}: claim not found verbatim in ${draft}: ${claim}`);
      const key = `${draft}\u0000${claim}`;
      assert.ok(!seen.has(key), `${where(line)}: duplicate gold claim: ${claim}`);
      seen.add(key);
    }
  });

  it('quote every expected span verbatim from an allowed source of the draft’s corpus', () => assertSpansVerbatim(lines));

  it('route every label to the action the policy prescribes', () => assertRoutedByPolicy(lines));

  it('pass claims that need no evidence and give checked verdicts a span where one is compared', () => {
    for (const line of lines) {
      const { modality, label, span } = line.gold;
      if (NO_EVIDENCE_MODALITIES.includes(modality)) assert.equal(label, 'not_checked', `${where(line)}: ${modality} needs no evidence`);
      if (SPAN_REQUIRED.includes(label)) assert.ok(span, `${where(line)}: ${label} needs the span it was judged against`);
      if (label === 'not_in_corpus' || label === 'out_of_scope') assert.equal(span, undefined, `${where(line)}: ${label} cannot name an in-scope span`);
    }
  });

  it('cover every label at least three times, every modality and every difficulty', () => {
    for (const label of VerdictLabelSchema.options) assert.ok(byLabel(label).length >= 3, `label ${label}: ${byLabel(label).length} < 3`);
    for (const modality of ModalitySchema.options) assert.ok(lines.some((l) => l.gold.modality === modality), `no ${modality} claim`);
    for (const difficulty of ['easy', 'medium', 'hard'] as const) assert.ok(lines.some((l) => l.gold.difficulty === difficulty), `no ${difficulty} claim`);
  });

  it('cover both corpora, each with every label', () => {
    const drafts = new Set(lines.map((l) => l.gold.draft));
    assert.ok(drafts.size >= 2, 'gold claims come from a single draft');
    for (const draft of drafts) {
      const labels = new Set(lines.filter((l) => l.gold.draft === draft).map((l) => l.gold.label));
      for (const label of VerdictLabelSchema.options) assert.ok(labels.has(label), `${draft} has no ${label} claim`);
    }
  });

  it('keep the four demo claims of seed 004 §13 with their expected outcomes', () => {
    const expected: Array<[string, VerdictLabel]> = [
      ['CiteVQA contains 1,897 questions across 711 PDFs.', 'supports'],
      ['ACL-Verbatim eliminates hallucination from research QA.', 'partially_supports'],
      ['GrepSeek replaces dense retrieval.', 'partially_supports'],
      ['GrepSeek, ACL-Verbatim, and CiteVQA form a single architecture for trustworthy AI writing.', 'needs_multiple_spans'],
    ];
    for (const [claim, label] of expected) {
      const line = lines.find((l) => l.gold.draft === SAMPLE_DRAFT && l.gold.claim === claim);
      assert.ok(line, `demo claim missing: ${claim}`);
      assert.equal(line.gold.label, label, claim);
    }
  });

  it('leave no prose sentence of a gold draft without a gold line', () => assertProseCovered(lines, new Set(lines.map((l) => l.gold.draft))));

  it('cite only files that exist, so citation-based expectations rest on real targets', () => {
    for (const draft of new Set(lines.map((l) => l.gold.draft))) {
      const targets = citationTargets(repoText(draft));
      assert.ok(targets.length > 0, `${draft} cites nothing`);
      for (const target of targets) {
        const resolved = path.join(path.dirname(path.join(REPO_ROOT, draft)), target.replace(/#.*$/, ''));
        assert.ok(existsSync(resolved), `${draft}: citation target ${target} does not exist`);
      }
    }
  });

  it('quote each claim from exactly one place in its draft, so its position is unambiguous', () => {
    for (const line of lines) {
      const text = repoText(line.gold.draft);
      assert.equal(countOccurrences(text, line.gold.claim), 1, `${where(line)}: claim occurs more than once in ${line.gold.draft}; make it unique`);
    }
  });
});
