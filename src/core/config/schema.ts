// The `.warrant.json` config file (JSONC allowed), shared by the CLI and the extension.
// Every field is optional: the embedded defaults serve a workspace without any config.
import { z } from 'zod';
import { BudgetsSchema, ModalitySchema, RetentionSchema, RiskSchema } from '../model';

export const CONFIG_FILE_NAME = '.warrant.json';

export const DEFAULT_SOURCE_EXTENSIONS = ['.md', '.markdown', '.txt', '.text', '.rst', '.adoc', '.tex', '.org', '.csv', '.json', '.html', '.htm', '.pdf'];

/** Always excluded, whatever the config says (secrets, VCS, dependencies, the state folder). */
export const ALWAYS_EXCLUDED = [
  '**/.git/**', '**/node_modules/**', '**/.warrant/**', '**/.vscode-test/**',
  '**/.env*', '**/*.pem', '**/*.key', '**/*.p12', '**/*.pfx', '**/id_rsa*', '**/id_ed25519*', '**/id_ecdsa*',
  '**/secrets/**', '**/private/**', '**/.ssh/**', '**/.aws/**', '**/.gnupg/**',
];

/** Bounds on the config file itself, so a hostile one fails fast with a named field instead of stalling. */
export const CONFIG_LIMITS = { maxBytes: 256 * 1024, maxDepth: 32, maxPatternChars: 1024, maxPatterns: 1000 };

export const DEFAULT_BUDGETS = { maxFilesTouched: 12, maxSearchOps: 24, maxCharsRead: 400_000, maxCharsReturned: 12_000 };
export const DEFAULT_MAX_FILE_BYTES = 2_000_000;
/** PDFs carry fonts and images besides their text: their own, larger cap. */
export const DEFAULT_MAX_PDF_BYTES = 50_000_000;
export const DEFAULT_STATE_DIR = '.warrant';
export const DEFAULT_DRAFTS = ['**/*.md'];

const positiveInt = () => z.number().int().positive();
export const ConfigBudgetsSchema = z.strictObject({
  maxFilesTouched: positiveInt().optional().describe(`Files one claim's search may read (every scanned file counts). Default ${DEFAULT_BUDGETS.maxFilesTouched}.`),
  maxSearchOps: positiveInt().optional().describe(`Kernel operations per claim. Default ${DEFAULT_BUDGETS.maxSearchOps}.`),
  maxCharsRead: positiveInt().optional().describe(`Source characters one claim's search may read. Default ${DEFAULT_BUDGETS.maxCharsRead}.`),
  maxCharsReturned: positiveInt().optional().describe(`Characters of candidate windows returned per claim. Default ${DEFAULT_BUDGETS.maxCharsReturned}.`),
});

export const RetentionOverrideSchema = z.strictObject({
  sources: z.array(z.string()).min(1).describe('Globs (relative to the config file) the override applies to.'),
  retention: RetentionSchema.optional().describe('What may be kept of these sources in the lockfile and traces.'),
  sensitive: z.boolean().optional().describe('Salt span/source hashes with a per-workspace secret (a bare hash is a membership oracle).'),
});

export const WarrantConfigSchema = z.strictObject({
  $schema: z.string().optional().describe('The JSON Schema of this file (editor validation).'),
  sources: z
    .array(z.string())
    .optional()
    .describe('Evidence sources: folders, files or globs relative to the config file. Default: every supported file in the workspace except the drafts.'),
  exclude: z.array(z.string()).optional().describe('Globs never searched, on top of the built-in exclusions (.git, node_modules, .env*, *.pem, *.key, secrets/, private/, the state folder).'),
  drafts: z.array(z.string()).optional().describe('Globs of the drafts to verify. Configured drafts are never used as evidence (they are excluded from the sources). Default: **/*.md; the drafts being verified are always excluded.'),
  bibliography: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .describe('Bibliography files (BibTeX/BibLaTeX .bib with Zotero/Better BibTeX "file" fields, or CSL-JSON .json) through which Pandoc citations such as [@smith2020, p. 12] resolve to local sources, relative to the config file. A draft\'s front matter "bibliography:" adds its own.'),
  sourceExtensions: z.array(z.string().regex(/^\.[A-Za-z0-9]+$/, 'an extension such as ".md"')).optional().describe('File types read as sources.'),
  stateDir: z.string().optional().describe('Folder for the lockfile and traces, relative to the config file. Default: .warrant'),
  maxFileBytes: positiveInt().optional().describe(`Source files larger than this are skipped with a notice. Default: ${DEFAULT_MAX_FILE_BYTES}.`),
  maxPdfBytes: positiveInt().optional().describe(`PDF sources larger than this are skipped with a notice. Default: ${DEFAULT_MAX_PDF_BYTES}.`),
  budgets: ConfigBudgetsSchema.optional().describe('Per-claim warrant budgets; exhaustion makes the claim abstain.'),
  retention: z
    .strictObject({
      default: RetentionSchema.optional().describe('Retention for every source without an override.'),
      overrides: z.array(RetentionOverrideSchema).optional(),
    })
    .optional()
    .describe('Permission to read is not permission to keep. Default: metadata_only.'),
  audit: z
    .strictObject({ plainQueryTerms: z.boolean().optional().describe('Trace query terms in plain text instead of sha256 hashes. Default false.') })
    .optional()
    .describe('What the search trace may record.'),
  claims: z
    .strictObject({
      checkHeadings: z.boolean().optional().describe('Verify sentences in headings too. Default false.'),
      checkBlockquotes: z.boolean().optional().describe('Verify block quotes (the source speaking) as claims. Default false.'),
      minWords: positiveInt().optional().describe('Sentences with fewer words are not claims. Default 3.'),
    })
    .optional()
    .describe('Which sentences of a draft are examined.'),
  review: z
    .strictObject({
      modalities: z.array(ModalitySchema).optional().describe('Modalities whose claims always go to review instead of accept.'),
      risks: z.array(RiskSchema).optional().describe('Risk levels whose accepted claims still go to review.'),
    })
    .optional()
    .describe('Claims that always go to a human.'),
  verifier: z
    .strictObject({
      acceptScore: z.number().min(0).max(1).optional().describe('Minimum supportScore for supports. Default 0.75.'),
      partialScore: z.number().min(0).max(1).optional().describe('Minimum supportScore for partially_supports. Default 0.4.'),
      synthesisJoin: z.enum(['review', 'accept_with_note']).optional().describe('What to do with a synthesis claim whose atoms are all supported.'),
      refutation: z.boolean().optional().describe('Run the counter-evidence pass for high-risk claims. Default true.'),
    })
    .optional()
    .describe('Attribution verifier thresholds.'),
});
export type WarrantConfig = z.infer<typeof WarrantConfigSchema>;

/** The config after defaults, with absolute paths; what the engine consumes. */
export interface ResolvedConfig {
  configPath: string | null; // absolute path of the file it came from, null for the embedded default
  root: string; // absolute: the folder globs resolve against (config file's folder, or the workspace)
  sources: string[]; // globs/paths relative to root; [] means "everything not excluded"
  /** How the user wrote each `sources` entry, when it differs (--sources rebased to the root): messages name these. */
  sourceLabels?: string[];
  /** Where `sources` came from, for messages: '--sources', 'the setting "warrant.sources"'; default the config file. */
  sourcesOrigin?: string;
  exclude: string[]; // user excludes + ALWAYS_EXCLUDED
  drafts: string[];
  /** Absolute paths of the configured bibliographies ([] when none). */
  bibliography: string[];
  sourceExtensions: string[];
  stateDir: string; // absolute
  maxFileBytes: number;
  /** Size cap of PDF sources (default DEFAULT_MAX_PDF_BYTES). */
  maxPdfBytes?: number;
  budgets: z.infer<typeof BudgetsSchema>;
  retention: { default: z.infer<typeof RetentionSchema>; overrides: Array<z.infer<typeof RetentionOverrideSchema>> };
  plainQueryTerms: boolean;
  claims: { checkHeadings: boolean; checkBlockquotes: boolean; minWords: number };
  review: { modalities: Array<z.infer<typeof ModalitySchema>>; risks: Array<z.infer<typeof RiskSchema>> };
  verifier: { acceptScore: number; partialScore: number; synthesisJoin: 'review' | 'accept_with_note'; refutation: boolean };
}
