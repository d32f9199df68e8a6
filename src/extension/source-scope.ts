// What the editor says about a folder's sources (no vscode import: unit-tested). A workspace with no source at all
// stays quiet on claims and says once, in the status bar, "no sources: add .warrant.json"; a `sources` entry that
// gives nothing to search is said in the status bar and in one notification per folder (again only when the
// problems change), never as a squiggle per claim.
import { describeSourceProblem } from '../core/kernel/source-check';
import type { SourceCheck } from '../core/model';

export const SETTING_ORIGIN = 'the setting "warrant.sources"';

export type SourceScope =
  | { kind: 'ok' }
  /** No entries and no source file in the workspace: quiet on claims, a hint in the status bar. */
  | { kind: 'no_sources' }
  /** Entries that give nothing to search; `unusable`: nothing at all is searched. */
  | { kind: 'problems'; unusable: boolean; lines: string[]; fromSetting: boolean };

export function scopeOf(check: SourceCheck | undefined): SourceScope {
  if (!check || check.problems.length === 0) return { kind: 'ok' };
  if (check.problems.every((p) => p.kind === 'no_sources')) return { kind: 'no_sources' };
  const lines = check.problems.map((p) => describeSourceProblem(check, p));
  return { kind: 'problems', unusable: check.files === 0, lines, fromSetting: check.origin === SETTING_ORIGIN };
}

/** Claims are not marked one by one when nothing could be searched: the status bar and one notice say why. */
export function quietOnClaims(check: SourceCheck | undefined): boolean {
  return check !== undefined && check.files === 0;
}

export interface StatusView {
  text: string;
  tooltip: string;
  /** 'config': the command that opens (or creates) `.warrant.json`; 'settings': the warrant.sources setting. */
  opens: 'config' | 'settings' | 'panel';
}

/** The status bar for a draft: its counts, or what is wrong with the sources it was checked against. */
export function statusView(check: SourceCheck | undefined, counts: { accept: number; attention: number; detail: string }): StatusView {
  const scope = scopeOf(check);
  const plain = `$(pass) ${counts.accept} $(warning) ${counts.attention}`;
  if (scope.kind === 'ok') {
    return { text: plain, tooltip: `Warrant: ${counts.detail}. Click to open the evidence panel.`, opens: 'panel' };
  }
  if (scope.kind === 'no_sources') {
    return {
      text: '$(info) no sources: add .warrant.json',
      tooltip: 'Warrant: this workspace has no source file to check claims against, so claims are not marked. Click to create a starter .warrant.json and name your sources.',
      opens: 'config',
    };
  }
  const opens = scope.fromSetting ? 'settings' : 'config';
  const fix = scope.fromSetting ? 'Click to open the setting "warrant.sources".' : 'Click to open .warrant.json.';
  if (scope.unusable) {
    return { text: '$(error) no sources found', tooltip: `Warrant: nothing to search, so claims are not marked:\n${scope.lines.join('\n')}\n${fix}`, opens };
  }
  const n = scope.lines.length;
  return {
    text: `$(error) ${n} source${n === 1 ? '' : 's'} not found · ${plain}`,
    tooltip: `Warrant: ${counts.detail}, searched without:\n${scope.lines.join('\n')}\n${fix}`,
    opens,
  };
}

/** The one notification for a folder's source problems, or undefined (none, or no_sources: status bar only). */
export function noticeText(folderName: string, check: SourceCheck | undefined): string | undefined {
  const scope = scopeOf(check);
  if (scope.kind !== 'problems') return undefined;
  const what = scope.unusable ? 'nothing to search, claims are not checked' : 'claims are checked without it';
  const shown = scope.lines.slice(0, 3).join('; ') + (scope.lines.length > 3 ? `; and ${scope.lines.length - 3} more` : '');
  return `Warrant (${folderName}): ${shown} (${what}).`;
}

/**
 * Each folder's notice once: shown again only when its problems change, and after they were fixed and came back.
 */
export class NoticeOnce {
  private readonly shown = new Map<string, string>();

  /** True when `text` should be shown now for `folder` (undefined: the folder's problems are gone). */
  take(folder: string, text: string | undefined): boolean {
    if (text === undefined) {
      this.shown.delete(folder);
      return false;
    }
    if (this.shown.get(folder) === text) return false;
    this.shown.set(folder, text);
    return true;
  }

  forget(folder?: string): void {
    if (folder === undefined) this.shown.clear();
    else this.shown.delete(folder);
  }
}
