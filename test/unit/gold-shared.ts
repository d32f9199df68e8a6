// What every gold line must look like and how labels route to actions: shared by the gold-file validators.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseJsonc } from 'jsonc-parser';
import picomatch from 'picomatch';
import { z } from 'zod';
import { ALWAYS_EXCLUDED, CONFIG_FILE_NAME, WarrantConfigSchema } from '../../src/core/config/schema';
import { ActionSchema, ModalitySchema, VerdictLabelSchema, type Action, type Modality, type VerdictLabel } from '../../src/core/model';

export const GoldLineSchema = z.strictObject({
  claim: z.string().min(1),
  draft: z.string().min(1),
  label: VerdictLabelSchema,
  action: ActionSchema,
  modality: ModalitySchema,
  sourcePath: z.string().min(1).optional(),
  span: z.string().min(1).optional(),
  difficulty: z.enum(['easy', 'medium', 'hard']),
  note: z.string().min(1),
});
export type GoldLine = z.infer<typeof GoldLineSchema>;

export const POLICY: Record<VerdictLabel, Action> = {
  supports: 'accept',
  partially_supports: 'repair',
  contradicts: 'refute',
  does_not_support: 'review',
  too_vague: 'review',
  needs_multiple_spans: 'review',
  not_in_corpus: 'abstain',
  out_of_scope: 'abstain',
  abstain: 'abstain',
  not_checked: 'pass',
};
export const NO_EVIDENCE_MODALITIES: readonly Modality[] = ['author_defined', 'interpretive', 'speculative', 'opinion', 'narrative'];
/** Labels that only make sense against a concrete span the claim was judged against. */
export const SPAN_REQUIRED: readonly VerdictLabel[] = ['supports', 'partially_supports', 'contradicts'];

export const REPO_ROOT = path.resolve(__dirname, '../..');

export interface LoadedLine {
  file: string; // as shown in messages, e.g. "gold-sample.jsonl" or "heldout/gold-corpus-c.jsonl"
  lineNumber: number;
  gold: GoldLine;
}

export function where(line: LoadedLine): string {
  return `${line.file}:${line.lineNumber}`;
}

/** Every `gold*.jsonl` line of a folder, parsed and schema-checked; `shownAs` prefixes file names in messages. */
export function loadGoldDir(dir: string, shownAs = ''): LoadedLine[] {
  const files = readdirSync(dir).filter((f) => /^gold.*\.jsonl$/.test(f)).sort();
  const lines: LoadedLine[] = [];
  for (const name of files) {
    const file = shownAs + name;
    readFileSync(path.join(dir, name), 'utf8')
      .split('\n')
      .forEach((text, index) => {
        if (text.trim() === '') return;
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch (error) {
          assert.fail(`${file}:${index + 1} is not valid JSON: ${(error as Error).message}`);
        }
        const parsed = GoldLineSchema.safeParse(json);
        if (!parsed.success) assert.fail(`${file}:${index + 1} does not match the gold schema: ${z.prettifyError(parsed.error)}`);
        lines.push({ file, lineNumber: index + 1, gold: parsed.data });
      });
  }
  return lines;
}

const textCache = new Map<string, string>();
export function repoText(relPath: string): string {
  let text = textCache.get(relPath);
  if (text === undefined) {
    text = readFileSync(path.join(REPO_ROOT, relPath), 'utf8');
    textCache.set(relPath, text);
  }
  return text;
}

export function countOccurrences(haystack: string, needle: string): number {
  let count = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) count++;
  return count;
}

export interface CorpusConfig {
  root: string;
  sources: string[];
  exclude: string[];
  drafts: string[];
}

/** The corpus config governing a repo-relative path: the nearest .warrant.json above it inside the repo. */
export function configFor(relPath: string): CorpusConfig {
  for (let dir = path.dirname(path.join(REPO_ROOT, relPath)); dir.startsWith(REPO_ROOT) && dir !== REPO_ROOT; dir = path.dirname(dir)) {
    const file = path.join(dir, CONFIG_FILE_NAME);
    if (!existsSync(file)) continue;
    const config = WarrantConfigSchema.parse(parseJsonc(readFileSync(file, 'utf8')));
    return { root: dir, sources: config.sources ?? [], exclude: [...(config.exclude ?? []), ...ALWAYS_EXCLUDED], drafts: config.drafts ?? [] };
  }
  assert.fail(`no ${CONFIG_FILE_NAME} governs ${relPath}`);
}

/** Whether a repo-relative file is an allowed evidence source under the corpus config governing the draft. */
export function isAllowedSource(draft: string, sourcePath: string): boolean {
  const config = configFor(draft);
  const rel = path.relative(config.root, path.join(REPO_ROOT, sourcePath)).split(path.sep).join('/');
  if (rel.startsWith('../')) return false;
  const inSources = config.sources.some((entry) => {
    const clean = entry.replace(/\/+$/, '');
    return rel === clean || rel.startsWith(`${clean}/`) || picomatch(clean, { dot: true })(rel);
  });
  const isDraft = config.drafts.some((glob) => picomatch(glob, { dot: true })(rel));
  return inSources && !isDraft && !config.exclude.some((glob) => picomatch(glob, { dot: true })(rel));
}

/** Prose lines of a draft (no headings, code, comments or footnote definitions), markup stripped. */
export function proseLines(draftText: string): Array<{ line: number; text: string }> {
  const lines: Array<{ line: number; text: string }> = [];
  let inFence = false;
  draftText.split('\n').forEach((raw, index) => {
    if (/^\s*(```|~~~)/.test(raw)) {
      inFence = !inFence;
      return;
    }
    if (inFence || /^\s*(#|<!--|\[\^[^\]]+\]:)/.test(raw) || raw.trim() === '') return;
    lines.push({ line: index + 1, text: raw.replace(/^\s*(>\s*|[-*+]\s+|\d+\.\s+)/, '') });
  });
  return lines;
}

/** Every expected span is quoted verbatim from an existing source the draft's corpus allows. */
export function assertSpansVerbatim(lines: readonly LoadedLine[]): void {
  for (const line of lines) {
    const { sourcePath, span, draft } = line.gold;
    assert.equal(sourcePath === undefined, span === undefined, `${where(line)}: sourcePath and span go together`);
    if (sourcePath === undefined || span === undefined) continue;
    assert.ok(existsSync(path.join(REPO_ROOT, sourcePath)), `${where(line)}: source ${sourcePath} does not exist`);
    assert.ok(repoText(sourcePath).includes(span), `${where(line)}: span not found verbatim in ${sourcePath}: ${span}`);
    assert.ok(isAllowedSource(draft, sourcePath), `${where(line)}: ${sourcePath} is not an allowed source for ${draft}`);
  }
}

/** Every label routes to the action the policy prescribes. */
export function assertRoutedByPolicy(lines: readonly LoadedLine[]): void {
  for (const line of lines) {
    assert.equal(line.gold.action, POLICY[line.gold.label], `${where(line)}: ${line.gold.label} must route to ${POLICY[line.gold.label]}`);
  }
}

/** Every prose sentence of each draft is some gold line's claim (footnote markers aside). */
export function assertProseCovered(lines: readonly LoadedLine[], drafts: Iterable<string>): void {
  for (const draft of drafts) {
    const claims = lines.filter((l) => l.gold.draft === draft).map((l) => l.gold.claim).sort((a, b) => b.length - a.length);
    for (const { line, text } of proseLines(repoText(draft))) {
      let rest = text;
      for (const claim of claims) rest = rest.split(claim).join(' ');
      rest = rest.replace(/\[\^[^\]]+\]/g, ' ').trim();
      assert.equal(rest, '', `${draft}:${line}: text without a gold line: ${rest}`);
    }
  }
}

/** The workspace files a draft cites: footnote definitions and relative Markdown links. */
export function citationTargets(text: string): string[] {
  return [
    ...[...text.matchAll(/^\[\^[^\]]+\]:\s*(\S+)/gm)].map((m) => m[1]!),
    ...[...text.matchAll(/\]\(([^)\s#]+)[^)]*\)/g)].map((m) => m[1]!).filter((t) => !/^[a-z]+:/i.test(t)),
  ];
}
