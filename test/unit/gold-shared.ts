// What every gold line must look like and how labels route to actions: shared by the gold-file validators.
import { z } from 'zod';
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
