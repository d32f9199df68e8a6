// One name per source in a report. The engine names a source in its reasons relative to the workspace root
// ("papers/x.txt line 10"); the CLI names files relative to the current folder ("../papers/x.txt:10" when run
// from a subfolder). SourceNames rewrites the engine's names to the CLI's, so a reason and the evidence line
// under it name the same file the same way.
import * as path from 'node:path';
import type { ClaimResult, DocumentResult, EvidenceSpan } from '../core/model';
import { relativePath } from '../core/kernel/paths';
import { escapeRegExp } from '../core/util/regex';

/** A path as the report prints it: relative to the current folder, forward slashes. */
export const displayPath = (cwd: string, abs: string): string => relativePath(cwd, abs) || '.';

export class SourceNames {
  private readonly known = new Map<string, string>();
  private readonly pattern: RegExp;

  /**
   * @param root the workspace root the engine's relative paths start from (the run's config root); without
   *   it only the names of spans found in `documents` are rewritten.
   */
  constructor(private readonly cwd: string, documents: readonly DocumentResult[], private readonly root?: string) {
    for (const d of documents) for (const r of d.results) for (const s of spansOf(r)) this.known.set(s.relPath, displayPath(cwd, s.sourcePath));
    const known = [...this.known.keys()].filter((k) => k !== this.known.get(k)).sort((a, b) => b.length - a.length).map(escapeRegExp);
    // The engine writes "<relPath> line <n>", or "<relPath>, p. <n>" for a PDF (core/verify `where`, the engine's
    // wrong-citation reasons). A name is preceded by the start, a space or "(" and followed by " line <digit>" or
    // ", p. <digit>"; a name not among the spans (the
    // closest passage of a not_in_corpus claim) is any token with a file extension.
    const names = [...known, String.raw`[^\s()'"\`]+\.[A-Za-z0-9]+`].join('|');
    this.pattern = new RegExp(String.raw`(?<=^|[\s(])(${names})(?= line \d|, p\. \d)`, 'g');
  }

  /** A source file as the report names it. */
  path(abs: string): string {
    return displayPath(this.cwd, abs);
  }

  /** A reason (or any engine text) with its workspace-relative source names rewritten to the report's. */
  text(s: string): string {
    if (!s.includes(' line ') && !s.includes(', p. ')) return s;
    return s.replace(this.pattern, (name: string) => this.known.get(name) ?? this.fromRoot(name));
  }

  private fromRoot(name: string): string {
    if (this.root === undefined || path.isAbsolute(name) || name.split('/').includes('..')) return name;
    return displayPath(this.cwd, path.resolve(this.root, name));
  }
}

/** Every source a result names, with both its names. */
function spansOf(r: ClaimResult): Array<Pick<EvidenceSpan, 'relPath' | 'sourcePath'>> {
  return [
    ...r.evidence,
    ...(r.refutation?.evidence ?? []),
    ...(r.evidenceSet?.subclaims.flatMap((s) => s.evidence) ?? []),
    ...(r.suggestedCitation ? [r.suggestedCitation] : []),
  ];
}
