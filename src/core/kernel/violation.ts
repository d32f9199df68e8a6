// The kernel's typed refusal. Every refusal is also recorded in the claim's trace.
import type { CandidateWindow } from '../model';

export type ViolationCode =
  | 'out_of_scope'
  | 'symlink_escape'
  | 'excluded'
  | 'unsupported_type'
  | 'too_large'
  | 'binary'
  | 'no_text' // a PDF that gives no text: encrypted, damaged or a scan
  | 'operation_not_allowed'
  | 'budget_exhausted';

/** Codes about where a path leads (recorded as 'boundary' trace events). */
export const BOUNDARY_CODES: ReadonlySet<ViolationCode> = new Set(['out_of_scope', 'symlink_escape', 'excluded', 'unsupported_type', 'too_large', 'binary', 'no_text']);

export class WarrantViolation extends Error {
  override readonly name = 'WarrantViolation';
  constructor(
    readonly code: ViolationCode,
    readonly detail: string,
    /** Windows the operation had already returned when a budget ran out mid-operation. */
    readonly partial: readonly CandidateWindow[] = [],
  ) {
    super(`${code}: ${detail}`);
  }
}
