// What a claim's result means, in a writer's words. Pure: used by diagnostics, hovers and the panel.
import { spanPlace } from '../core/pdf/pages';
import type { ClaimResult, EvidenceSet, EvidenceSpan, Refutation, VerdictLabel } from '../core/model';

const LABEL_WORDS: Record<VerdictLabel, string> = {
  supports: 'supported',
  partially_supports: 'partly supported',
  does_not_support: 'not supported',
  contradicts: 'contradicted',
  too_vague: 'too vague to check',
  needs_multiple_spans: 'needs several sources',
  not_in_corpus: 'not in your sources',
  out_of_scope: 'outside the allowed sources',
  abstain: 'undecided',
  not_checked: 'not checked',
};

export function labelWords(label: VerdictLabel): string {
  return LABEL_WORDS[label];
}

const OUTCOME_WORDS: Record<Refutation['outcome'], string> = {
  no_counterevidence_found: 'no counter-evidence found',
  claim_too_broad: 'the claim is too broad',
  claim_contradicted: 'the claim is contradicted',
  needs_caveat: 'needs a caveat',
  needs_comparison: 'needs a comparison',
  counterevidence_ambiguous: 'ambiguous counter-evidence',
  weak_counterevidence: 'weak counter-evidence',
  out_of_scope: 'outside the allowed sources',
  budget_exhausted: 'search budget exhausted',
};

const COMPOSITION_WORDS: Record<EvidenceSet['compositionVerdict'], string> = {
  supported_interpretation: 'parts supported, join is interpretation',
  overstrong_join: 'the join claims more than the parts',
  unsupported_subclaim: 'a part is not supported',
  partially_supported_subclaim: 'a part is only partly supported',
  missing_bridge: 'a bridging step is missing',
  conflicting_subclaims: 'the parts conflict',
  speculative_extension: 'speculative extension',
  requires_human_review: 'needs human review',
};

/** What the counter-evidence search found, in words. */
export function outcomeWords(outcome: Refutation['outcome']): string {
  return OUTCOME_WORDS[outcome];
}

/** A synthesis claim's composition verdict, in words. */
export function compositionWords(verdict: EvidenceSet['compositionVerdict']): string {
  return COMPOSITION_WORDS[verdict];
}

/**
 * Where in its source a span is, as a citation names it: "line 13" (1-based). The one place that says it, so
 * that sources with pages can say "p. 3" instead.
 */
export function locationLabel(span: Pick<EvidenceSpan, 'line' | 'page'>): string {
  return span.page !== undefined ? `p. ${span.page}` : `line ${span.line + 1}`;
}

/** "papers/citevqa.txt:13" — 1-based line, as editors show it. */
export function spanLocation(span: Pick<EvidenceSpan, 'relPath' | 'line' | 'page'>): string {
  return spanPlace(span, span.relPath);
}

/** A one-line, length-capped excerpt of a verbatim span (for messages; the panel shows it whole). */
/**
 * Text as Markdown that renders as written: Markdown's syntax characters escaped, spaces left as spaces, a line break as a
 * paragraph break. (VS Code's MarkdownString.appendText also turns every space into "&nbsp;", so a long quote in a hover
 * wraps only at a hyphen or mid-word at the box's edge: "The `--" on one line, "strict` option …" on the next.)
 */
export function markdownText(text: string): string {
  return text.replace(/[\\`*_{}[\]()#+\-.!|<>~&$]/g, '\\$&').replace(/\r?\n/g, '\n\n');
}

export function excerpt(text: string, max = 140): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}

function flagValue(flags: readonly string[], name: string): string | undefined {
  const prefix = `${name}:`;
  const f = flags.find((x) => x.startsWith(prefix));
  return f?.slice(prefix.length);
}

/** The engine's reason without its "papers/x.txt line 8: " prefix (the location is shown separately). */
function plainReason(reason: string): string {
  return reason.trim().replace(/^[^\s:]+ line \d+: /, '');
}

/**
 * The diagnostic message, in a writer's words: the engine's reason (which already says what the
 * span says instead), a short lead-in where the verdict needs one, and the verified rewrite if any.
 */
export function describeProblem(r: ClaimResult): string {
  const { verdict } = r;
  const reason = plainReason(verdict.reason) || fallbackReason(r);
  let lead = '';
  if (r.action === 'abstain') lead = 'Not verified: ';
  else if (r.action === 'review' && verdict.label === 'supports') lead = 'Needs review: ';
  else if (verdict.label === 'needs_multiple_spans') lead = 'Synthesis, needs review: ';
  const parts = [`${lead}${lead ? lowerFirst(reason) : capitalise(reason)}`];
  if (r.repair?.verified) parts.push(`Suggested: “${r.repair.text}”`);
  return parts.map(endWithStop).join(' ');
}

/** For a result whose reason is empty: what its verdict and flags say. */
function fallbackReason(r: ClaimResult): string {
  const { verdict } = r;
  const span = r.evidence[0];
  const overclaim = flagValue(verdict.flags, 'overclaim');
  const said = flagValue(verdict.flags, 'span_relation');
  switch (verdict.label) {
    case 'contradicts':
      return span ? `the source says otherwise: “${excerpt(span.text, 100)}”` : 'the sources contradict this claim';
    case 'partially_supports':
    case 'does_not_support':
      if (overclaim && said) return `the span says '${said}', not '${overclaim}'`;
      return verdict.label === 'partially_supports' ? 'the evidence carries only part of this claim' : 'no span in your sources carries this claim';
    case 'needs_multiple_spans':
      return 'no single source says this; a synthesis is never certified by one span';
    case 'too_vague':
      return 'too vague to check against a source';
    case 'not_in_corpus':
      return 'nothing in your sources carries this claim';
    case 'out_of_scope':
      return 'the evidence lies outside the allowed sources';
    case 'abstain':
      return 'the warrant ran out before a decision';
    case 'supports':
      return span ? `supported by ${spanLocation(span)}` : 'supported';
    case 'not_checked':
      return 'not checked';
  }
}

/** Sentence case, except for a reason that opens with a file name ("papers/x.pdf, p. 2: …"), which is kept as written. */
export function capitalise(s: string): string {
  const first = s.split(/\s/, 1)[0]!;
  if (/[/\\]|\.\w/.test(first)) return s;
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function lowerFirst(s: string): string {
  return /^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;
}

function endWithStop(s: string): string {
  return /[.!?”"]$/.test(s) ? s : `${s}.`;
}
