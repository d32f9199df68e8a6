// Are the sources a run searches the ones the user asked for? Each `sources` entry (config, --sources or the
// editor setting) that gives no file to search is named once, with why: it does not exist, it is a symlink the
// warrant refuses or does not follow, an exclusion covers it, it holds only drafts, every file it matches was
// skipped, or nothing in it is a supported type. Without entries, a workspace with no source file at all is
// said once too. Pure over the ports: the listing comes from the SourceStore, the rest is lstat/realpath.
import * as path from 'node:path';
import picomatch from 'picomatch';
import { ALWAYS_EXCLUDED, type ResolvedConfig } from '../config/schema';
import type { SourceCheck, SourceProblem, SourceProblemKind } from '../model';
import type { FileSystemPort } from '../ports';
import { exclusionMatcher, isInsideRoot, relativePath, sourcesMatcher } from './paths';
import type { SkippedSource, SkipReason } from './source-store';

export interface SourceCheckInput {
  fs: FileSystemPort;
  config: ResolvedConfig;
  /** config.root as a real path. */
  root: string;
  /** Root-relative paths (forward slashes) of the source files the run can search. */
  files: readonly string[];
  /** What the listing and the loading skipped. */
  skipped: readonly SkippedSource[];
  /** Real absolute paths of the drafts (never evidence). */
  drafts: readonly string[];
}

/** Where the entries came from, as messages name it. */
export function sourcesOrigin(config: ResolvedConfig): string {
  if (config.sourcesOrigin) return config.sourcesOrigin;
  return config.configPath ? `${path.basename(config.configPath)} "sources"` : '';
}

/** Entries that mean "the whole workspace". */
function wholeWorkspace(entry: string): boolean {
  return entry === '.' || entry === '**' || entry === '';
}

export async function checkSources(input: SourceCheckInput): Promise<SourceCheck> {
  const { config, files } = input;
  const problems: SourceProblem[] = [];
  const seen = new Set<string>();
  for (const [i, entry] of config.sources.entries()) {
    if (wholeWorkspace(entry) || seen.has(entry)) continue;
    seen.add(entry);
    const matches = sourcesMatcher([entry]);
    if (files.some(matches)) continue;
    const label = config.sourceLabels?.[i] ?? entry;
    const { kind, detail } = await diagnose(input, entry, matches);
    problems.push({ entry, label, kind, message: `"${label}"${detail.startsWith(':') ? '' : ' '}${detail}` });
  }
  if (files.length === 0 && problems.length === 0) {
    const where = config.sources.length === 0 || config.sources.some(wholeWorkspace) ? 'the workspace holds' : 'the sources hold';
    problems.push({
      entry: '',
      label: '',
      kind: 'no_sources',
      message: `no sources: ${where} no supported file (${config.sourceExtensions.join(' ')}) besides the drafts`,
    });
  }
  return { files: files.length, origin: sourcesOrigin(config), problems };
}

async function diagnose(input: SourceCheckInput, entry: string, matches: (rel: string) => boolean): Promise<{ kind: SourceProblemKind; detail: string }> {
  const { fs, config, root } = input;
  const scan = picomatch.scan(entry);
  const base = scan.isGlob ? (scan.base === '.' ? '' : scan.base) : entry;
  const exts = config.sourceExtensions.join(' ');

  // The path to the entry, folder by folder: a missing part or a symlink on the way explains everything below it.
  const parts = base === '' ? [] : base.split('/');
  for (let n = 1; n <= parts.length; n++) {
    const rel = parts.slice(0, n).join('/');
    const abs = path.join(root, rel);
    const st = await fs.stat(abs);
    if (!st) {
      if (!scan.isGlob) return { kind: 'missing', detail: 'does not exist' };
      return { kind: 'missing', detail: `matches no file: "${rel}" does not exist` };
    }
    if (st.kind !== 'symlink') continue;
    const last = n === parts.length;
    const real = await fs.realpath(abs).catch(() => undefined);
    const target = real === undefined ? undefined : relativePath(root, real);
    const what = last && !scan.isGlob ? 'is' : `: the folder "${rel}" on the way is`;
    if (target === undefined) return { kind: 'symlink_refused', detail: `${what} a broken symlink` };
    if (!isInsideRoot(target)) return { kind: 'symlink_refused', detail: `${what} a symlink outside the workspace: refused` };
    const instead = [target, ...parts.slice(n)].join('/') + (scan.isGlob ? `/${scan.glob}` : '');
    return { kind: 'symlink_not_followed', detail: `${what} a symlink (to "${target}"): links are not followed, name "${instead}" instead` };
  }

  if (base !== '' && exclusionMatcher(config.exclude)(base)) {
    if (exclusionMatcher(ALWAYS_EXCLUDED)(base)) {
      return { kind: 'excluded', detail: 'is always excluded (version control, dependencies, secrets and keys, the state folder): refused' };
    }
    if (exclusionMatcher(config.drafts)(base)) return { kind: 'excluded', detail: 'is covered by "drafts": drafts are never evidence' };
    return { kind: 'excluded', detail: 'is covered by "exclude": refused' };
  }

  const drafts = input.drafts.map((d) => relativePath(root, d)).filter(matches);
  const skipped = input.skipped.filter((s) => matches(s.relPath) || s.relPath === base);
  const own = skipped.find((s) => s.relPath === base);
  if (own?.reason === 'unsupported_type') return { kind: 'no_supported_files', detail: `is not a supported source type (${own.detail}; supported: ${exts})` };
  if (skipped.length > 0) {
    const counts = new Map<SkipReason, number>();
    for (const s of skipped) counts.set(s.reason, (counts.get(s.reason) ?? 0) + 1);
    const reasons = [...counts].map(([reason, n]) => `${n} ${SKIP_WORDS[reason]}`).join(', ');
    return { kind: 'all_skipped', detail: `gives no file to search: ${skipped.length === 1 && !scan.isGlob && own ? 'it was' : 'every file it matches was'} skipped (${reasons})` };
  }
  if (drafts.length > 0) return { kind: 'only_drafts', detail: `holds only the drafts being verified (drafts are never evidence)` };
  return { kind: 'no_supported_files', detail: `matches no supported file (${exts})` };
}

const SKIP_WORDS: Record<SkipReason, string> = {
  excluded: 'excluded',
  too_large: 'larger than maxFileBytes',
  binary: 'not UTF-8 text',
  unsupported_type: 'of an unsupported type',
  symlink_escape: 'symlink outside the workspace',
  unreadable: 'unreadable',
  no_text: 'PDF without readable text',
};

/** "--sources \"sourcez\" does not exist" / ".warrant.json \"sources\": …": one line naming where the entry came from. */
export function describeSourceProblem(check: Pick<SourceCheck, 'origin'>, problem: SourceProblem): string {
  if (problem.kind === 'no_sources' || check.origin === '') return problem.message;
  return check.origin.startsWith('--') ? `${check.origin} ${problem.message}` : `${check.origin}: ${problem.message}`;
}
