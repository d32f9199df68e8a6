// Shared test data for the records tests: real configs, real source stores over an in-memory file system,
// and ClaimResults whose evidence spans are cut verbatim from the source text.
import * as path from 'node:path';
import { defaultConfig } from '../../src/core/config';
import type { ResolvedConfig } from '../../src/core/config/schema';
import { MemoryFileSystem } from '../../src/core/fs/memory-fs';
import { SourceStore } from '../../src/core/kernel';
import {
  ClaimSchema, summarize, type Action, type ClaimResult, type DocumentResult, type EvidenceSet, type EvidenceSpan,
  type Refutation, type Repair, type TraceEvent, type VerdictLabel,
} from '../../src/core/model';
import { silentLogger, type Clock } from '../../src/core/ports';
import { sourceReaderFromStore } from '../../src/core/records';
import { sha256, shortId } from '../../src/core/util/hash';
import { compileWarrant } from '../../src/core/warrant';

export const ROOT = '/ws';
export const DRAFT = path.join(ROOT, 'drafts/chapter.md');

export function makeConfig(patch: Partial<ResolvedConfig> = {}): ResolvedConfig {
  return { ...defaultConfig(ROOT), ...patch };
}

export class FakeClock implements Clock {
  constructor(private ms: number = Date.parse('2026-11-22T08:00:00.000Z')) {}
  now(): Date {
    return new Date(this.ms);
  }
  advance(ms: number): void {
    this.ms += ms;
  }
}

/** A workspace in memory: sources under /ws, a reader through the kernel's SourceStore (fresh per call). */
export class Workspace {
  readonly fs = new MemoryFileSystem();
  private mtime = 1;

  constructor(readonly config: ResolvedConfig = makeConfig()) {
    this.fs.mkdirp(ROOT);
  }

  write(relPath: string, text: string): this {
    this.fs.writeFile(path.join(ROOT, relPath), text, this.mtime++);
    return this;
  }

  remove(relPath: string): this {
    this.fs.remove(path.join(ROOT, relPath));
    return this;
  }

  reader() {
    return sourceReaderFromStore(new SourceStore(this.fs, this.config, silentLogger), [DRAFT]);
  }
}

/** The occurrence-th verbatim span `spanText` of `sourceText`. */
export function spanOf(relPath: string, sourceText: string, spanText: string, occurrence = 0): EvidenceSpan {
  let start = -1;
  for (let i = 0; i <= occurrence; i++) start = sourceText.indexOf(spanText, start + 1);
  if (start < 0) throw new Error(`fixture: "${spanText}" not in ${relPath}`);
  return {
    sourcePath: path.join(ROOT, relPath),
    relPath,
    start,
    end: start + spanText.length,
    line: sourceText.slice(0, start).split('\n').length - 1,
    text: sourceText.slice(start, start + spanText.length),
    spanHash: sha256(spanText),
    sourceHash: sha256(sourceText),
    extractorVersion: 'extract-1',
  };
}

export interface ResultSpec {
  text: string;
  label?: VerdictLabel;
  action?: Action;
  evidence?: EvidenceSpan[];
  repair?: Repair | null;
  evidenceSet?: EvidenceSet | null;
  refutation?: Refutation | null;
  trace?: TraceEvent[];
  needsEvidence?: boolean;
  documentPath?: string;
}

export function claimResult(spec: ResultSpec): ClaimResult {
  const documentPath = spec.documentPath ?? DRAFT;
  const claim = ClaimSchema.parse({
    id: shortId('claim', documentPath, spec.text),
    hash: sha256(spec.text),
    text: spec.text,
    documentPath,
    start: 0,
    end: spec.text.length,
    range: { start: { line: 0, character: 0 }, end: { line: 0, character: spec.text.length } },
    paragraphKey: sha256(spec.text),
    block: 'paragraph',
    modality: spec.evidenceSet ? 'synthesis' : 'metric',
    needsEvidence: spec.needsEvidence ?? true,
    risk: 'medium',
    cues: [],
    override: null,
    citations: [],
  });
  const label = spec.label ?? 'supports';
  const warrant = claim.needsEvidence ? compileWarrant({ claim, config: makeConfig(), queryTerms: ['term'] }) : null;
  return {
    claim,
    verdict: { label, supportScore: label === 'supports' ? 0.9 : 0.3, driftScore: 0.1, quality: label === 'supports' ? 'strong' : 'weak', reason: 'fixture', flags: [] },
    action: spec.action ?? (label === 'supports' ? 'accept' : 'repair'),
    evidence: spec.evidence ?? [],
    repair: spec.repair ?? null,
    warrant,
    usage: null,
    trace: spec.trace ?? [],
    evidenceSet: spec.evidenceSet ?? null,
    refutation: spec.refutation ?? null,
    suggestedCitation: null,
  };
}

export function documentResult(results: ClaimResult[], documentPath = DRAFT): DocumentResult {
  return { documentPath, results, problems: [], summary: summarize(results) };
}

export const CITEVQA = [
  '# CiteVQA',
  '',
  'The benchmark was assembled by Maria Lopez at Example Labs in 2024.',
  'CiteVQA contains 1,897 questions across 711 PDFs.',
  'Each answer must cite a page region.',
  '',
].join('\n');
export const CITEVQA_SPAN = 'CiteVQA contains 1,897 questions across 711 PDFs.';
