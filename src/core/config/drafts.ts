// Which files of a workspace are its drafts: the one rule shared by `warrant verify` without arguments and
// the editor (automatic runs, Verify Workspace, the Drafts view).
import picomatch from 'picomatch';
import { exclusionMatcher, sourcesMatcher } from '../kernel/paths';
import { ALWAYS_EXCLUDED, type ResolvedConfig } from './schema';

const MARKDOWN_DRAFTS = ['**/*.md', '**/*.markdown'];

/**
 * True for a root-relative path that matches `drafts` (every Markdown file when empty), lies outside the
 * always-excluded places (dependencies, VCS, secrets) and is not one of the explicitly listed sources.
 * `exclude` is not consulted: it is about sources (the config puts the drafts there so they are never evidence).
 */
export function draftMatcher(config: Pick<ResolvedConfig, 'drafts' | 'sources'>): (rel: string) => boolean {
  const isDraftGlob = picomatch(config.drafts.length ? config.drafts : MARKDOWN_DRAFTS, { dot: true });
  const isExcluded = exclusionMatcher(ALWAYS_EXCLUDED);
  const isSource = config.sources.length ? sourcesMatcher(config.sources) : () => false;
  return (rel) => rel !== '' && !rel.startsWith('../') && isDraftGlob(rel) && !isExcluded(rel) && !isSource(rel);
}
