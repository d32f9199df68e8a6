// What a claim's result means, in a writer's words. Pure: used by diagnostics, hovers and the panel.
import type { ClaimResult, EvidenceSpan, VerdictLabel } from '../core/model';

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

/** "papers/citevqa.txt:13" — 1-based line, as editors show it. */
export function spanLocation(span: Pick<EvidenceSpan, 'relPath' | 'line'>): string {
  return `${span.relPath}:${span.line + 1}`;
}

/** A one-line, length-capped excerpt of a verbatim span (for messages; the panel shows it whole). */
export function excerpt(text: string, max = 140): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}

function flagValue(flags: readonly string[], name: string): string | undefined {
  const prefix = `${name}:`;
  const f = flags.find((x) => x.startsWith(prefix));
  return f?.slice(prefix.length);
}

/** The word the source uses instead of the claim's, when the repair basis names it ("span predicate 'x'"). */
function spanPredicate(r: ClaimResult): string | undefined {
  const fromFlag = flagValue(r.verdict.flags, 'span_predicate');
  if (fromFlag) return fromFlag;
  const m = r.repair?.basis.match(/predicate\s+['‘“"]([^'’”"]+)['’”"]/i);
  return m?.[1];
}

/** The diagnostic message: what is wrong, then (when useful) the engine's reason. */
export function describeProblem(r: ClaimResult): string {
  const { verdict } = r;
  const reason = verdict.reason.trim();
  const span = r.evidence[0];
  const overclaim = flagValue(verdict.flags, 'overclaim');
  const number = flagValue(verdict.flags, 'number_mismatch');
  let headline: string;
  switch (verdict.label) {
    case 'contradicts':
      headline = span
        ? `The source says otherwise: “${excerpt(span.text, 100)}” (${spanLocation(span)}).`
        : 'The sources contradict this claim.';
      break;
    case 'partially_supports':
    case 'does_not_support': {
      const said = spanPredicate(r);
      if (overclaim && said) headline = `The ${r.claim.citations.length ? 'cited ' : ''}span says '${said}', not '${overclaim}'.`;
      else if (overclaim) headline = `No span in your sources says '${overclaim}'.`;
      else if (number) headline = `The source does not give the number ${number}.`;
      else headline = verdict.label === 'partially_supports' ? 'The evidence carries only part of this claim.' : 'No span in your sources carries this claim.';
      break;
    }
    case 'needs_multiple_spans': {
      const n = r.evidenceSet?.subclaims.length ?? 0;
      headline = n > 1
        ? `No single source says this: it joins ${n} claims, and the join is your interpretation. Review it.`
        : 'No single source says this; a synthesis is never certified by one span. Review it.';
      break;
    }
    case 'too_vague':
      headline = 'Too vague to check against a source.';
      break;
    case 'not_in_corpus':
      headline = 'Nothing in your sources carries this claim: not verified.';
      break;
    case 'out_of_scope':
      headline = 'The evidence would lie outside the allowed sources: not verified.';
      break;
    case 'abstain':
      headline = 'Warrant could not decide within the warrant: not verified.';
      break;
    case 'supports':
      headline = span ? `Supported by ${spanLocation(span)}.` : 'Supported.';
      if (r.action === 'review') headline = `${headline} Needs review.`;
      break;
    case 'not_checked':
      headline = 'Not checked.';
      break;
  }
  const parts = [headline];
  if (reason && !headline.toLowerCase().includes(reason.toLowerCase())) parts.push(capitalise(reason));
  if (r.repair?.verified) parts.push(`Suggested: “${r.repair.text}”`);
  return parts.map(endWithStop).join(' ');
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function endWithStop(s: string): string {
  return /[.!?”"]$/.test(s) ? s : `${s}.`;
}
