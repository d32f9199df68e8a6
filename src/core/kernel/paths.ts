// Path helpers shared by the source store and the kernel: workspace-relative paths and exclusion globs.
import * as path from 'node:path';
import picomatch from 'picomatch';

/** Workspace-relative path with forward slashes ('' for the root itself; starts with '../' when outside). */
export function relativePath(root: string, absPath: string): string {
  // The common case, a plain POSIX path below a plain root, without path.relative's two resolves.
  if (path.sep === '/' && absPath.length > root.length + 1 && absPath.charCodeAt(root.length) === 47 && absPath.startsWith(root) && isPlainAbsolute(root) && isPlainAbsolute(absPath)) {
    return absPath.slice(root.length + 1);
  }
  return path.relative(root, absPath).split(path.sep).join('/');
}

/** An absolute POSIX path with no empty, "." or ".." segment and no trailing slash: what path.resolve returns. */
function isPlainAbsolute(p: string): boolean {
  return PLAIN_ABSOLUTE.test(p) && !DOT_SEGMENT.test(p);
}
const PLAIN_ABSOLUTE = /^(?:\/[^/]+)+$/;
const DOT_SEGMENT = /\/\.{1,2}(?:\/|$)/;

export function isInsideRoot(rel: string): boolean {
  return rel === '' || (rel !== '..' && !rel.startsWith('../') && !path.isAbsolute(rel));
}

export function extensionOf(p: string): string {
  return path.extname(p).toLowerCase();
}

const matcherCache = new Map<string, (rel: string) => boolean>();
/** Each matcher remembers this many decisions: the kernel checks the same source paths claim after claim. */
const MAX_DECIDED_PATHS = 50_000;

/**
 * True when a workspace-relative path, or any folder above it, matches one of the globs
 * (so "secrets/**" also covers "secrets/a/b.txt" and a folder named "secrets" itself).
 */
export function exclusionMatcher(globs: readonly string[]): (rel: string) => boolean {
  const key = globs.join('\u0000');
  let matcher = matcherCache.get(key);
  if (!matcher) {
    // Case-insensitive: on macOS and Windows "Secrets/" and ".ENV" are the same folders and files as "secrets/" and ".env".
    const combined = globs.length > 0 ? new RegExp(globs.map((g) => `(?:${picomatch.makeRe(g, { dot: true }).source})`).join('|'), 'i') : null;
    const isMatch = (p: string) => combined !== null && combined.test(p);
    const decided = new Map<string, boolean>();
    // Folders are decided once too: a new file under a known folder costs one regex test.
    const excluded = (rel: string): boolean => {
      let verdict = decided.get(rel);
      if (verdict === undefined) {
        const parent = rel.lastIndexOf('/');
        verdict = (parent > 0 && excluded(rel.slice(0, parent))) || isMatch(rel);
        if (decided.size >= MAX_DECIDED_PATHS) decided.clear();
        decided.set(rel, verdict);
      }
      return verdict;
    };
    matcher = excluded;
    if (matcherCache.size > 64) matcherCache.clear();
    matcherCache.set(key, matcher);
  }
  return matcher;
}

/** Matcher for `config.sources` entries: globs, or folder/file paths that match themselves and everything below. */
export function sourcesMatcher(sources: readonly string[]): (rel: string) => boolean {
  if (sources.length === 0 || sources.includes('.')) return () => true;
  const tests = sources.map((entry) => {
    if (picomatch.scan(entry).isGlob) return picomatch(entry, { dot: true });
    return (rel: string) => rel === entry || rel.startsWith(entry + '/');
  });
  return (rel) => tests.some((t) => t(rel));
}
