// Inline controls written as HTML comments (invisible when rendered), in the markdownlint/Vale style:
//   <!-- warrant off --> … <!-- warrant on -->, <!-- warrant-disable-next-line -->, <!-- warrant: opinion -->,
//   <!-- warrant exclude: ../papers/x.txt --> (a source this draft may not use as evidence; it only narrows)
import { ModalitySchema, type Modality } from '../model.js';
import type { HtmlComment } from './markdown.js';

export type InlineControl =
  | { kind: 'off' | 'on' | 'disable_next_line'; start: number; end: number }
  | { kind: 'override'; modality: Modality; start: number; end: number; aloneOnLine: boolean }
  /** A source (path relative to the draft's folder, as citations are written) this draft may not use as evidence. */
  | { kind: 'exclude_source'; path: string; start: number; end: number };

export interface ControlProblem {
  message: string;
  start: number;
  end: number;
}

const MODALITIES: readonly Modality[] = ModalitySchema.options;
const VALID_CONTROLS = [
  'warrant off',
  'warrant on',
  'warrant-disable-next-line',
  'warrant exclude: <source path, relative to the draft>',
  `warrant: <modality> (${MODALITIES.join(', ')})`,
];

export function parseControls(comments: readonly HtmlComment[]): { controls: InlineControl[]; problems: ControlProblem[] } {
  const controls: InlineControl[] = [];
  const problems: ControlProblem[] = [];
  for (const comment of comments) {
    const body = comment.body.replace(/\s+/g, ' ');
    if (!/^warrant\b/i.test(body)) continue; // an ordinary comment
    const { start, end } = comment;
    const toggle = /^warrant[ -]?(off|on)$/i.exec(body);
    if (toggle) {
      controls.push({ kind: toggle[1]!.toLowerCase() === 'off' ? 'off' : 'on', start, end });
      continue;
    }
    if (/^warrant[ -]?disable[ -]?next[ -]?line$/i.test(body)) {
      controls.push({ kind: 'disable_next_line', start, end });
      continue;
    }
    const exclude = /^warrant[ -]exclude ?: ?(.*)$/i.exec(body);
    if (exclude) {
      const target = exclude[1]!.trim().replace(/^<(.*)>$/, '$1');
      if (target) controls.push({ kind: 'exclude_source', path: target, start, end });
      else problems.push({ message: `'<!-- ${body} -->' names no source: write <!-- warrant exclude: ../papers/x.txt -->.`, start, end });
      continue;
    }
    const override = /^warrant ?: ?(.*)$/i.exec(body);
    if (override) {
      const name = override[1]!.trim().toLowerCase().replace(/[ -]+/g, '_');
      const modality = MODALITIES.find((m) => m === name);
      if (modality) {
        controls.push({ kind: 'override', modality, start, end, aloneOnLine: comment.aloneOnLine });
      } else {
        problems.push({
          message: `Unknown modality '${override[1]!.trim()}' in inline control '<!-- ${body} -->'. Valid modalities: ${MODALITIES.join(', ')}.`,
          start,
          end,
        });
      }
      continue;
    }
    problems.push({ message: `Unknown inline control '<!-- ${body} -->'. Valid controls: ${VALID_CONTROLS.join('; ')}.`, start, end });
  }
  return { controls, problems };
}
