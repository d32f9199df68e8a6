// Objects that cross a pipeline-stage boundary. Every one has a zod schema; the TS types are inferred.
import { z } from 'zod';

export { TOOL_NAME, TOOL_VERSION } from './version';
export const EXTRACTOR_VERSION = 'extract-1';
export const VERIFIER_VERSION = 'verify-1';
export const WARRANT_VERSION = 1;
export const SCHEMA_VERSION = 1;

// ---------- positions (0-based, UTF-16 code units, as VS Code and LSP use) ----------
export const PositionSchema = z.object({ line: z.number().int().nonnegative(), character: z.number().int().nonnegative() });
export type Position = z.infer<typeof PositionSchema>;
export const RangeSchema = z.object({ start: PositionSchema, end: PositionSchema });
export type Range = z.infer<typeof RangeSchema>;

// ---------- claims ----------
export const ModalitySchema = z.enum([
  'metric', 'factual', 'causal', 'comparative', 'definitional', 'synthesis',
  'author_defined', 'interpretive', 'speculative', 'opinion', 'narrative',
]);
export type Modality = z.infer<typeof ModalitySchema>;
export const RiskSchema = z.enum(['low', 'medium', 'high']);
export type Risk = z.infer<typeof RiskSchema>;

/** A citation written in the draft and attached to a claim (footnote or link to a workspace file). */
export const PageRangeSchema = z.object({ from: z.number().int().positive(), to: z.number().int().positive() }); // 1-based, inclusive
export type PageRange = z.infer<typeof PageRangeSchema>;

export const CitationSchema = z.object({
  kind: z.enum(['footnote', 'link', 'key']), // key: a Pandoc citation "[@smith2020, p. 3]" resolved through a bibliography
  label: z.string(), // footnote label ("1") or link text
  target: z.string(), // as written, e.g. "papers/citevqa.txt#L12" or "../notes/a.md"
  resolvedPath: z.string().nullable(), // absolute path when it names a file, else null
  line: z.number().int().nonnegative().nullable(), // 0-based line hint
  heading: z.string().nullable(),
  range: RangeSchema, // where the reference sits in the draft
  key: z.string().optional(), // for kind "key": the citation key, without "@"
  pages: z.array(PageRangeSchema).optional(), // a page locator ("p. 12", "pp. 3-5") narrows the source to these pages
});
export type Citation = z.infer<typeof CitationSchema>;

export const ClaimSchema = z.object({
  id: z.string(), // "claim_" + hash(documentKey + normalised text + occurrence)
  hash: z.string(), // sha256 of the claim text
  text: z.string(), // exactly draft.slice(start, end)
  documentPath: z.string(),
  start: z.number().int().nonnegative(), // offsets into the draft text (JS string indices)
  end: z.number().int().nonnegative(),
  range: RangeSchema,
  paragraphKey: z.string(), // hash of the containing block's text: changes when the block changes
  block: z.enum(['paragraph', 'list_item', 'table_cell', 'heading', 'blockquote']),
  modality: ModalitySchema,
  needsEvidence: z.boolean(),
  risk: RiskSchema,
  cues: z.array(z.string()), // why the modality/risk were chosen, e.g. "number:1,897", "predicate:replaces"
  override: z.enum(['inline_control']).nullable(), // modality forced by an inline control
  citations: z.array(CitationSchema),
  // Where the claim sits: its section headings (outermost first) and the sentences before it in its paragraph.
  // A subject the claim only refers to ("It", "The dataset") is resolved from these.
  context: z.object({ headings: z.array(z.string()), previous: z.array(z.string()) }).optional(),
});
export type Claim = z.infer<typeof ClaimSchema>;

export const ParseProblemSchema = z.object({
  message: z.string(),
  range: RangeSchema,
  severity: z.enum(['error', 'warning', 'info']),
});
export type ParseProblem = z.infer<typeof ParseProblemSchema>;

export const ClaimExtractionSchema = z.object({
  documentPath: z.string(),
  claims: z.array(ClaimSchema), // every sentence considered, in document order
  problems: z.array(ParseProblemSchema),
  /** Absolute paths of the sources the draft's `<!-- warrant exclude: … -->` controls take out of its warrants. */
  excludedSources: z.array(z.string()).optional(),
  // The draft's front matter "bibliography:" field, as written, and where it sits (offsets).
  bibliography: z.object({ files: z.array(z.string()), start: z.number().int(), end: z.number().int() }).optional(),
});
export type ClaimExtraction = z.infer<typeof ClaimExtractionSchema>;

// ---------- warrant ----------
export const OperationSchema = z.enum(['list_files', 'search_phrase', 'search_text', 'read_window', 'find_heading', 'find_near']);
export type Operation = z.infer<typeof OperationSchema>;
export const RetentionSchema = z.enum(['metadata_only', 'store_span', 'store_redacted_span']);
export type Retention = z.infer<typeof RetentionSchema>;

export const BudgetsSchema = z.object({
  maxFilesTouched: z.number().int().positive(),
  maxSearchOps: z.number().int().positive(),
  maxCharsRead: z.number().int().positive(),
  maxCharsReturned: z.number().int().positive(),
});
export type Budgets = z.infer<typeof BudgetsSchema>;

export const WarrantSchema = z.object({
  id: z.string(), // "warrant_" + hash of its content (deterministic)
  version: z.literal(WARRANT_VERSION),
  kind: z.enum(['support', 'refutation']),
  claimId: z.string(),
  claimHash: z.string(),
  purpose: z.string(),
  workspaceRoot: z.string(), // absolute, real path
  allowedRoots: z.array(z.string()), // absolute real paths (dirs or files) the kernel may touch
  allowedFiles: z.array(z.string()).nullable(), // when cited: only these absolute files
  // When a citation carries a page locator: per absolute file, the pages its evidence must come from
  // (applies to sources with pages, such as PDFs; text sources have none).
  allowedPages: z.record(z.string(), z.array(PageRangeSchema)).optional(),
  exclude: z.array(z.string()), // glob patterns relative to workspaceRoot, always enforced
  allowedOperations: z.array(OperationSchema),
  allowedModels: z.array(z.string()), // none by default
  queryTerms: z.array(z.string()),
  budgets: BudgetsSchema,
  maxFileBytes: z.number().int().positive(),
  maxPdfBytes: z.number().int().positive().optional(), // the size cap of PDF sources
  returnPolicy: z.literal('verbatim_spans_only'),
  retention: RetentionSchema,
  audit: z.object({ hashQueryTerms: z.boolean() }),
  onExhaustion: z.literal('abstain'),
});
export type Warrant = z.infer<typeof WarrantSchema>;

// ---------- kernel trace ----------
export const TraceEventSchema = z.object({
  seq: z.number().int().nonnegative(),
  warrantId: z.string(),
  op: z.union([OperationSchema, z.literal('boundary')]),
  args: z.record(z.string(), z.string()), // values hashed ("sha256:…") unless the audit policy allows plain text
  files: z.array(z.string()), // workspace-relative paths touched
  charsRead: z.number().int().nonnegative(),
  charsReturned: z.number().int().nonnegative(),
  result: z.string(), // short summary: "3 hits in 2 files"
  status: z.enum(['ok', 'refused', 'exhausted', 'error']),
  reason: z.string().nullable(), // for refusals: the WarrantViolation code and message
});
export type TraceEvent = z.infer<typeof TraceEventSchema>;

export const WarrantUsageSchema = z.object({
  id: z.string(),
  opsUsed: z.number().int().nonnegative(),
  filesTouched: z.number().int().nonnegative(),
  charsRead: z.number().int().nonnegative(),
  charsReturned: z.number().int().nonnegative(),
  exhausted: z.boolean(),
  refusals: z.number().int().nonnegative(),
});
export type WarrantUsage = z.infer<typeof WarrantUsageSchema>;

/** A bounded window the kernel returns: a search result, not evidence. */
export const CandidateWindowSchema = z.object({
  sourcePath: z.string(), // absolute
  relPath: z.string(), // relative to workspaceRoot, forward slashes
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  text: z.string(), // sourceText.slice(start, end)
  op: OperationSchema,
  query: z.string(),
  warrantId: z.string(),
  sourceHash: z.string(),
});
export type CandidateWindow = z.infer<typeof CandidateWindowSchema>;

// ---------- spans and verdicts ----------
/** What a span's surroundings name: the source's title and the section headings above the span (title left out). */
export const SpanContextSchema = z.object({
  title: z.string().nullable(),
  headings: z.array(z.string()),
  // The words of the few sentences just before the span (headings left out): what "this macro" or "the protocol"
  // may point back to. Read by the verifier only; never stored.
  before: z.string().optional(),
  // The few sentences just after the span in its paragraph (and, where it ends, the next paragraph's first, after a
  // blank line), one per line: what may say the span's state has since changed ("The current parser streams tokens."). Read by the
  // verifier only; never stored.
  after: z.string().optional(),
  // The span's paragraph is the first under its headings: what a section opens with. Read by the verifier only.
  opensSection: z.boolean().optional(),
  // The span's sentence is the first of its section: no sentence stands before it under the same headings, so a
  // pronoun it opens with has nothing in the text to point back to but the section's subject. Read by the verifier only.
  firstInSection: z.boolean().optional(),
  // The name of the folder a README is in ("lru-cache/README.md" → "lru-cache"): what the README is about, whatever its
  // first heading says. Read by the verifier only.
  folder: z.string().optional(),
  // The line of code alone right above the span's paragraph, under the same headings ("`.asWinding()`"): the call an
  // API description below it is about, as a heading would name it. Read by the verifier only.
  signature: z.string().optional(),
});
export type SpanContext = z.infer<typeof SpanContextSchema>;

export const EvidenceSpanSchema = z.object({
  sourcePath: z.string(), // absolute
  relPath: z.string(),
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  line: z.number().int().nonnegative(), // 0-based line of start
  range: RangeSchema.optional(), // start/end as 0-based line + UTF-16 character, for editors
  text: z.string(), // sourceText.slice(start, end) — always
  spanHash: z.string(), // "sha256:…"
  sourceHash: z.string(),
  extractorVersion: z.string(),
  // A PDF source: the 1-based page the span is on and its offsets into that page's extracted text
  // (pageText(page).slice(pageStart, pageEnd) === text), and the text extractor that made that text.
  page: z.number().int().positive().optional(),
  pageStart: z.number().int().nonnegative().optional(),
  pageEnd: z.number().int().nonnegative().optional(),
  textExtractor: z.string().optional(),
  // The span's words as the verifier reads them (markup removed, a table cell with its row and column names);
  // absent when they are the text itself. Never stored in evidence records: it is derived from the source.
  plain: z.string().optional(),
  // True when `plain` was composed by the reader rather than written as a sentence (a table cell read with its
  // row and column names): words to verify against, never a sentence to quote in a repair. Never stored in records.
  composed: z.boolean().optional(),
  // What names the span's surroundings; a name the span leaves out may be carried by it. Never stored in records.
  context: SpanContextSchema.optional(),
});
export type EvidenceSpan = z.infer<typeof EvidenceSpanSchema>;

export const VerdictLabelSchema = z.enum([
  'supports', 'partially_supports', 'does_not_support', 'contradicts', 'too_vague',
  'needs_multiple_spans', 'not_in_corpus', 'out_of_scope', 'abstain', 'not_checked',
]);
export type VerdictLabel = z.infer<typeof VerdictLabelSchema>;
export const QualitySchema = z.enum(['none', 'weak', 'moderate', 'strong', 'verified']);
export type Quality = z.infer<typeof QualitySchema>;

export const VerdictSchema = z.object({
  label: VerdictLabelSchema,
  supportScore: z.number().min(0).max(1),
  driftScore: z.number().min(0).max(1),
  quality: QualitySchema,
  reason: z.string(),
  flags: z.array(z.string()),
  // the measured signals of the span the verdict rests on, and the calibrated support probability when one was computed
  signals: z.record(z.string(), z.number()).optional(),
});
export type Verdict = z.infer<typeof VerdictSchema>;

export const ActionSchema = z.enum(['accept', 'repair', 'refute', 'review', 'abstain', 'pass']);
export type Action = z.infer<typeof ActionSchema>;

export const RepairSchema = z.object({
  text: z.string(),
  verified: z.boolean(),
  basis: z.string(), // what the rewrite was built from, e.g. "span predicate 'reduces'"
  highRisk: z.boolean(), // high-risk repairs are for review, never auto-applied
});
export type Repair = z.infer<typeof RepairSchema>;

export const SubclaimSchema = z.object({
  text: z.string(),
  verdict: z.object({ label: VerdictLabelSchema, supportScore: z.number() }),
  evidence: z.array(EvidenceSpanSchema),
});
export const EvidenceSetSchema = z.object({
  subclaims: z.array(SubclaimSchema),
  joins: z.array(z.object({ text: z.string(), verdict: z.literal('author_interpretation') })),
  compositionVerdict: z.enum([
    'supported_interpretation', 'overstrong_join', 'unsupported_subclaim', 'partially_supported_subclaim',
    'missing_bridge', 'conflicting_subclaims', 'speculative_extension', 'requires_human_review',
  ]),
  note: z.string(),
});
export type EvidenceSet = z.infer<typeof EvidenceSetSchema>;

export const RefutationSchema = z.object({
  outcome: z.enum([
    'no_counterevidence_found', 'claim_too_broad', 'claim_contradicted', 'needs_caveat', 'needs_comparison',
    'counterevidence_ambiguous', 'weak_counterevidence', 'out_of_scope', 'budget_exhausted',
  ]),
  evidence: z.array(EvidenceSpanSchema),
  warrant: WarrantUsageSchema,
});
export type Refutation = z.infer<typeof RefutationSchema>;

/** Everything the engine concluded about one claim: what the CLI prints and the lockfile keeps. */
export const ClaimResultSchema = z.object({
  claim: ClaimSchema,
  verdict: VerdictSchema,
  action: ActionSchema,
  evidence: z.array(EvidenceSpanSchema),
  repair: RepairSchema.nullable(),
  warrant: WarrantSchema.nullable(), // null for claims that need no evidence
  usage: WarrantUsageSchema.nullable(),
  trace: z.array(TraceEventSchema),
  evidenceSet: EvidenceSetSchema.nullable(),
  refutation: RefutationSchema.nullable(),
  suggestedCitation: z
    .object({
      sourcePath: z.string(),
      relPath: z.string(),
      line: z.number().int().nonnegative(),
      reason: z.string(),
      key: z.string().optional(), // when the claim cites by key: the bibliography entry whose file carries the claim
    })
    .nullable(), // e.g. the cited source does not carry the claim but this one does
});
export type ClaimResult = z.infer<typeof ClaimResultSchema>;

export const SummarySchema = z.object({
  claims: z.number().int(), accept: z.number().int(), repair: z.number().int(), refute: z.number().int(),
  review: z.number().int(), abstain: z.number().int(), pass: z.number().int(),
});
export type Summary = z.infer<typeof SummarySchema>;

/** Why one `sources` entry gave no file to search (see core/kernel/source-check.ts). */
export const SourceProblemKindSchema = z.enum([
  'missing', // nothing at that path
  'symlink_refused', // a symlink (or a folder on the way) leading outside the workspace, or a broken one
  'symlink_not_followed', // a symlink inside the workspace: links are never followed
  'excluded', // an exclusion (built-in, `exclude` or a draft glob) covers it
  'only_drafts', // it holds only the drafts being verified: drafts are never evidence
  'all_skipped', // every file it matches was skipped (too large, binary, unreadable)
  'no_supported_files', // it exists but matches no file of a supported type
  'no_sources', // no entries configured and no supported file in the whole workspace
]);
export type SourceProblemKind = z.infer<typeof SourceProblemKindSchema>;

export const SourceProblemSchema = z.object({
  /** The entry as the engine holds it (relative to the config root); '' for no_sources. */
  entry: z.string(),
  /** The entry as the user wrote it. */
  label: z.string(),
  kind: SourceProblemKindSchema,
  /** What happened, naming the entry: "\"sourcez\" does not exist". */
  message: z.string(),
});
export type SourceProblem = z.infer<typeof SourceProblemSchema>;

/** Whether the sources a run searches are the ones the user asked for. */
export const SourceCheckSchema = z.object({
  /** Source files the run can search. */
  files: z.number().int().nonnegative(),
  /** Where the entries came from, for messages: '--sources', '.warrant.json "sources"', the setting, or '' (defaults). */
  origin: z.string(),
  /** One per entry that gives no file to search (or one no_sources), in the entries' order. */
  problems: z.array(SourceProblemSchema),
});
export type SourceCheck = z.infer<typeof SourceCheckSchema>;

export const DocumentResultSchema = z.object({
  documentPath: z.string(), // absolute
  results: z.array(ClaimResultSchema),
  problems: z.array(ParseProblemSchema),
  summary: SummarySchema,
  /** The check of the sources the run searched (absent from results built outside the engine). */
  sources: SourceCheckSchema.optional(),
});
export type DocumentResult = z.infer<typeof DocumentResultSchema>;

export function emptySummary(): Summary {
  return { claims: 0, accept: 0, repair: 0, refute: 0, review: 0, abstain: 0, pass: 0 };
}

export function summarize(results: readonly { action: Action }[]): Summary {
  const s = emptySummary();
  for (const r of results) {
    s.claims++;
    s[r.action]++;
  }
  return s;
}
