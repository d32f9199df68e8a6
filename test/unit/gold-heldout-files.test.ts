// Validates the held-out gold set (test/gold/heldout/gold*.jsonl) itself — never the engine. The held-out
// labels are human judgements written without running the verifier; this file only checks that each line
// is well-formed: its claim is really in its draft, its span really in an allowed source, its action follows
// the routing policy, and the set is stratified (every label, modality and difficulty, enough hard cases).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ModalitySchema, VerdictLabelSchema, type VerdictLabel } from '../../src/core/model';
import {
  NO_EVIDENCE_MODALITIES, REPO_ROOT, SPAN_REQUIRED, assertProseCovered, assertRoutedByPolicy, assertSpansVerbatim, citationTargets, countOccurrences, isAllowedSource, loadGoldDir, repoText, where,
} from './gold-shared';

const HELDOUT_DIR = path.join(REPO_ROOT, 'test/gold/heldout');
const CORPUS_C = 'test/fixtures/corpus-c';
const MIN_CLAIMS_PER_DRAFT = 70;
const MIN_HARD_SHARE = 0.3;

/** Labels that must not name an in-scope span (nothing in scope carries the claim, or no single span can). */
const SPAN_FORBIDDEN: readonly VerdictLabel[] = ['not_in_corpus', 'out_of_scope', 'needs_multiple_spans', 'too_vague', 'not_checked'];

/** Repo-relative paths of every file under a repo-relative folder. */
function filesUnder(relDir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(path.join(REPO_ROOT, relDir))) {
    const rel = `${relDir}/${name}`;
    if (statSync(path.join(REPO_ROOT, rel)).isDirectory()) out.push(...filesUnder(rel));
    else out.push(rel);
  }
  return out;
}

describe('held-out gold files', () => {
  const lines = loadGoldDir(HELDOUT_DIR, 'heldout/');
  const drafts = [...new Set(lines.map((l) => l.gold.draft))];

  it('exist, cover corpus C, and hold enough claims per draft', () => {
    assert.ok(drafts.includes(`${CORPUS_C}/drafts/restoration-review.md`), 'no held-out claims for corpus C');
    for (const draft of drafts) {
      const count = lines.filter((l) => l.gold.draft === draft).length;
      assert.ok(count >= MIN_CLAIMS_PER_DRAFT, `${draft}: only ${count} held-out claims`);
    }
  });

  it('use drafts outside the tuning corpora, so the set stays held out', () => {
    for (const draft of drafts) {
      assert.ok(!draft.startsWith('sample-corpus/') && !draft.startsWith('test/fixtures/corpus-b/'), `${draft} belongs to a tuning corpus`);
    }
  });

  it('quote every claim verbatim, exactly once, from an existing draft', () => {
    const seen = new Set<string>();
    for (const line of lines) {
      const { draft, claim } = line.gold;
      assert.ok(existsSync(path.join(REPO_ROOT, draft)), `${where(line)}: draft ${draft} does not exist`);
      assert.equal(countOccurrences(repoText(draft), claim), 1, `${where(line)}: claim must occur exactly once in ${draft}: ${claim}`);
      const key = `${draft}\u0000${claim}`;
      assert.ok(!seen.has(key), `${where(line)}: duplicate gold claim: ${claim}`);
      seen.add(key);
    }
  });

  it('quote every expected span verbatim from an allowed source of the draft’s corpus', () => assertSpansVerbatim(lines));

  it('route every label to the action the policy prescribes', () => assertRoutedByPolicy(lines));

  it('pass claims that need no evidence, and name a span exactly where the label calls for one', () => {
    for (const line of lines) {
      const { modality, label, span } = line.gold;
      if (NO_EVIDENCE_MODALITIES.includes(modality)) assert.equal(label, 'not_checked', `${where(line)}: ${modality} needs no evidence`);
      if (SPAN_REQUIRED.includes(label)) assert.ok(span, `${where(line)}: ${label} needs the span it was judged against`);
      if (SPAN_FORBIDDEN.includes(label)) assert.equal(span, undefined, `${where(line)}: ${label} cannot name a single in-scope span`);
      if (modality === 'synthesis' && label !== 'not_checked') {
        assert.notEqual(label, 'supports', `${where(line)}: a synthesis claim is never certified by one span`);
      }
    }
  });

  it('stratify: every label at least three times, every modality and difficulty, at least 30% hard', () => {
    for (const draft of drafts) {
      const own = lines.filter((l) => l.gold.draft === draft);
      for (const label of VerdictLabelSchema.options) {
        const count = own.filter((l) => l.gold.label === label).length;
        assert.ok(count >= 3, `${draft}: label ${label} appears ${count} < 3 times`);
      }
      for (const modality of ModalitySchema.options) assert.ok(own.some((l) => l.gold.modality === modality), `${draft}: no ${modality} claim`);
      for (const difficulty of ['easy', 'medium', 'hard'] as const) assert.ok(own.some((l) => l.gold.difficulty === difficulty), `${draft}: no ${difficulty} claim`);
      const hard = own.filter((l) => l.gold.difficulty === 'hard').length;
      assert.ok(hard / own.length >= MIN_HARD_SHARE, `${draft}: only ${hard}/${own.length} hard claims`);
    }
  });

  it('leave no prose sentence of a held-out draft without a gold line', () => assertProseCovered(lines, drafts));

  it('cite only files that exist, including at least one target outside the sources', () => {
    for (const draft of drafts) {
      const targets = citationTargets(repoText(draft));
      assert.ok(targets.length > 0, `${draft} cites nothing`);
      const resolved = targets.map((target) => path.relative(REPO_ROOT, path.join(path.dirname(path.join(REPO_ROOT, draft)), target.replace(/#.*$/, ''))));
      for (const target of resolved) assert.ok(existsSync(path.join(REPO_ROOT, target)), `${draft}: citation target ${target} does not exist`);
      assert.ok(resolved.some((target) => !isAllowedSource(draft, target)), `${draft}: no out-of-scope citation`);
    }
  });

  it('keep corpus C’s references and excluded folder out of the allowed sources, and its sources marked as invented', () => {
    const draft = `${CORPUS_C}/drafts/restoration-review.md`;
    const offLimits = [...filesUnder(`${CORPUS_C}/references`), ...filesUnder(`${CORPUS_C}/notes/unvetted`)];
    assert.ok(offLimits.length >= 3, 'corpus C needs references and an excluded folder');
    for (const file of offLimits) assert.ok(!isAllowedSource(draft, file), `${file} must not be an allowed source`);
    const sources = [...filesUnder(`${CORPUS_C}/studies`), ...filesUnder(`${CORPUS_C}/notes`)].filter((f) => isAllowedSource(draft, f));
    assert.ok(sources.length >= 6, `corpus C has only ${sources.length} allowed sources`);
    for (const file of [...sources, ...offLimits, draft]) assert.match(repoText(file), /invented/i, `${file} must say its figures are invented`);
  });

  it('keep facts that live only off-limits absent from every allowed source', () => {
    const draft = `${CORPUS_C}/drafts/restoration-review.md`;
    const sources = [...filesUnder(`${CORPUS_C}/studies`), ...filesUnder(`${CORPUS_C}/notes`)].filter((f) => isAllowedSource(draft, f));
    for (const term of ['seahorse', '2 million', 'replanted']) {
      for (const file of sources) assert.ok(!repoText(file).toLowerCase().includes(term), `${file} mentions "${term}", which must live only off-limits`);
    }
  });
});
