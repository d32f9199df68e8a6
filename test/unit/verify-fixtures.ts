// Shared builders for the unit tests: claims, source documents, windows, spans.
import assert from 'node:assert/strict';
import { spanFromRange, type SpanSourceDoc } from '../../src/core/extract/index';
import type { CandidateWindow, Claim, EvidenceSpan } from '../../src/core/model';
import { lineStarts } from '../../src/core/text/index';
import { sha256 } from '../../src/core/util/hash';
import { DEFAULT_THRESHOLDS, verifyClaim } from '../../src/core/verify/index';
import type { Verdict } from '../../src/core/model';
import { parseConfig } from '../../src/core/config';
import { createEngine } from '../../src/core/engine';
import { MemoryFileSystem } from '../../src/core/fs/memory-fs';
import { silentLogger, systemClock } from '../../src/core/ports';

/** A one-line claim; `overrides` replace any field (documentPath, modality, risk, cues, …). */
export function makeClaim(text: string, overrides: Partial<Claim> = {}): Claim {
  return {
    id: `claim_${sha256(text).slice(7, 19)}`,
    hash: sha256(text),
    text,
    documentPath: '/work/drafts/chapter.md',
    start: 0,
    end: text.length,
    range: { start: { line: 0, character: 0 }, end: { line: 0, character: text.length } },
    paragraphKey: sha256(text),
    block: 'paragraph',
    modality: 'factual',
    needsEvidence: true,
    risk: 'medium',
    cues: [],
    override: null,
    citations: [],
    ...overrides,
  };
}

export function makeDoc(relPath: string, text: string): SpanSourceDoc {
  return { absPath: `/corpus/${relPath}`, relPath, text, sourceHash: sha256(text), lineStarts: lineStarts(text) };
}

/** A kernel-style window over doc.text[start, end) (the whole document by default). */
export function makeWindow(doc: SpanSourceDoc, start = 0, end = doc.text.length): CandidateWindow {
  return {
    sourcePath: doc.absPath, relPath: doc.relPath, start, end, text: doc.text.slice(start, end),
    op: 'read_window', query: 'q', warrantId: 'warrant_test', sourceHash: doc.sourceHash,
  };
}

/** The span of the first occurrence of `sentence` in the document (test inputs are unique sentences). */
export function spanOf(doc: SpanSourceDoc, sentence: string): EvidenceSpan {
  const start = doc.text.indexOf(sentence);
  assert.ok(start >= 0, `fixture sentence not in ${doc.relPath}: ${sentence}`);
  return spanFromRange(doc, start, start + sentence.length);
}

/** The offset invariant every produced span must satisfy. */
export function assertVerbatimSpans(spans: readonly EvidenceSpan[], docs: readonly SpanSourceDoc[]): void {
  for (const span of spans) {
    const doc = docs.find((d) => d.absPath === span.sourcePath);
    assert.ok(doc, `span from unknown source ${span.sourcePath}`);
    assert.equal(doc.text.slice(span.start, span.end), span.text);
    assert.equal(span.spanHash, sha256(span.text));
    assert.equal(span.sourceHash, doc.sourceHash);
  }
}

export const CITEVQA = makeDoc('papers/citevqa.txt', [
  'CiteVQA: Evaluating Attribution in Document Question Answering',
  '',
  'We introduce CiteVQA, a benchmark for attributed answers over long documents. CiteVQA contains 1,897 questions built from 711 PDFs across seven domains. The questions are written in two languages, English and Chinese.',
  '',
  'Answers are scored with Strict Attributed Accuracy (SAA), which credits an answer only when its cited evidence is correct. Models that answer correctly often cite the wrong page.',
  '',
].join('\n'));

export const ACL_VERBATIM = makeDoc('papers/acl_verbatim.txt', [
  'ACL-Verbatim: Extractive Answers for Research QA',
  '',
  'ACL-Verbatim reduces hallucination risk in research QA by returning answers as verbatim spans of the source. The system never paraphrases the source text.',
  '',
  'Limitations: verbatim answers can be longer than abstractive ones.',
  '',
].join('\n'));

export const GREPSEEK = makeDoc('papers/grepseek.txt', [
  'GrepSeek: Direct Corpus Interaction for Search Agents',
  '',
  'GrepSeek shows that direct corpus interaction complements index-based retrieval by making search trajectories explicit and auditable.',
  'Future work includes hybrid retrieval that combines direct corpus interaction with an index.',
  '',
].join('\n'));

export const ALL_DOCS = [CITEVQA, ACL_VERBATIM, GREPSEEK];

/** The verdict on a claim against one document made of these sentences, each sentence a candidate span. */
export function verdictAgainst(claimText: string, sentences: readonly string[], relPath = 'notes/source.md'): Verdict {
  const doc = makeDoc(relPath, sentences.join(' '));
  const candidates = sentences.map((s) => spanOf(doc, s));
  return verifyClaim({ claim: makeClaim(claimText), candidates, thresholds: DEFAULT_THRESHOLDS, scope: { exhausted: false, filesSearched: 1 } }).verdict;
}

/** A PEP's path, so that claims naming "the PEP" read it as their document. */
export const PEP_PATH = 'python-peps/pep-9999.rst';
/** The verdict on a claim against one span of a PEP. */
export const labelAgainst = (claim: string, span: string, path = PEP_PATH): Verdict => verdictAgainst(claim, [span], path);
/** Asserts the span supports the claim, naming both and the reason when it does not. */
export function assertSupports(claim: string, span: string, path = PEP_PATH): void {
  const v = labelAgainst(claim, span, path);
  assert.equal(v.label, 'supports', `${claim}\n${span}\n${v.reason}`);
}
/** Asserts the span does not support the claim; the verdict, to look at its flags. */
export function assertNotSupported(claim: string, span: string, path = PEP_PATH): Verdict {
  const v = labelAgainst(claim, span, path);
  assert.notEqual(v.label, 'supports', `${claim}\n${span}\n${v.reason}`);
  return v;
}

/** The engine's results for a draft checked against several source files under /ws (their top folders configured). */
export async function verifyDraftAgainstSources(sources: Readonly<Record<string, string>>, draftText: string) {
  const fs = new MemoryFileSystem();
  for (const [path, text] of Object.entries(sources)) fs.writeFile(`/ws/${path}`, text);
  const config = parseConfig(JSON.stringify({ sources: [...new Set(Object.keys(sources).map((p) => p.split('/')[0]))] }), '/ws/.warrant.json', '/ws');
  const engine = createEngine({ config, ports: { fs, clock: systemClock, logger: silentLogger } });
  return (await engine.verifyDocument({ documentPath: '/ws/draft.md', text: draftText })).results;
}

/**
 * The engine's results for a draft (`/ws/draft.md`) checked against one source file at `/ws/<sourcePath>`, whose top
 * folder is the configured source folder ("python-peps/pep-0942.rst" → sources ["python-peps"]).
 */
export async function verifyDraftAgainst(sourcePath: string, sourceText: string, draftText: string) {
  const fs = new MemoryFileSystem().writeFile(`/ws/${sourcePath}`, sourceText);
  const config = parseConfig(JSON.stringify({ sources: [sourcePath.split('/')[0]] }), '/ws/.warrant.json', '/ws');
  const engine = createEngine({ config, ports: { fs, clock: systemClock, logger: silentLogger } });
  return (await engine.verifyDocument({ documentPath: '/ws/draft.md', text: draftText })).results;
}

