// What the Drafts view shows for a verified draft: its counts by action. Pure (no `vscode`): unit-tested.
import type { Action, Summary } from '../core/model';

/** The actions the view counts, worst last as in the verdict table: accept, then what needs attention. */
export const COUNTED_ACTIONS = ['accept', 'repair', 'refute', 'review', 'abstain'] as const satisfies readonly Action[];
export type CountedAction = (typeof COUNTED_ACTIONS)[number];

const ACTION_WORDS: Record<CountedAction, string> = {
  accept: 'accepted',
  repair: 'repair',
  refute: 'refuted',
  review: 'review',
  abstain: 'not verified',
};

export interface DraftEntry {
  /** The draft's workspace-relative path, as shown. */
  relPath: string;
  summary: Summary;
  /** Nothing could be searched (no sources, or none of the named ones exist): the counts mean nothing. */
  unchecked: boolean;
}

export interface DraftRow {
  relPath: string;
  description: string;
  tooltip: string;
  attention: number;
  unchecked: boolean;
  counts: Array<{ action: CountedAction; label: string; count: number }>;
}

export function attentionOf(s: Summary): number {
  return s.repair + s.refute + s.review + s.abstain;
}

/** One row per draft, sorted by path: "3 accepted · 2 need attention", and the five counts below it. */
export function draftRows(entries: readonly DraftEntry[]): DraftRow[] {
  return [...entries]
    .sort((a, b) => a.relPath.localeCompare(b.relPath))
    .map(({ relPath, summary, unchecked }) => {
      const attention = attentionOf(summary);
      const counts = COUNTED_ACTIONS.map((action) => ({ action, label: ACTION_WORDS[action], count: summary[action] }));
      const description = unchecked ? 'not checked: no sources to search' : `${summary.accept} accepted · ${attention} need attention`;
      const checked = summary.claims - summary.pass;
      const tooltip = unchecked
        ? `${relPath}: not checked, its sources give nothing to search`
        : `${relPath}: ${checked} claims checked: ${counts.map((c) => `${c.count} ${c.label}`).join(', ')} (${summary.pass} sentences needed no evidence)`;
      return { relPath, description, tooltip, attention, unchecked, counts };
    });
}
