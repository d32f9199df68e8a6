// Quality metrics of the verifier against a gold set (golden records as in the 003 seed, §7).
import { z } from 'zod';
import { VerdictLabelSchema, ActionSchema, ModalitySchema, type ClaimResult } from '../model';

export const GoldRecordSchema = z.object({
  claim: z.string().min(1),
  draft: z.string().min(1),
  label: VerdictLabelSchema,
  action: ActionSchema.optional(),
  modality: ModalitySchema.optional(),
  sourcePath: z.string().optional(),
  span: z.string().optional(),
  difficulty: z.string().optional(),
  note: z.string().optional(),
});
export type GoldRecord = z.infer<typeof GoldRecordSchema>;

/** A gold record joined with what the engine said (null when the extractor never produced that claim). */
export interface EvalCase {
  gold: GoldRecord;
  predicted: ClaimResult | null;
  /** Offsets of the gold span in its source, when given and found. */
  goldSpan: { sourcePath: string; start: number; end: number } | null;
}

export interface ReliabilityBin {
  from: number;
  to: number;
  count: number;
  meanScore: number;
  supportedRate: number;
}

export interface EvalReport {
  claims: number;
  missing: number;
  labelAccuracy: number;
  actionAccuracy: number | null;
  acceptPrecision: number | null;
  accepted: number;
  strictAttributedAccuracy: number;
  contradictionRecall: number | null;
  abstentionRate: number;
  /** Of the sentences the gold says need no evidence (framing, opinion, own terms), the share the engine flagged. */
  framingFalseAlarmRate: number | null;
  ece: number;
  reliability: ReliabilityBin[];
  confusion: Record<string, Record<string, number>>;
  perModality: Record<string, { claims: number; labelAccuracy: number }>;
  errors: Array<{ claim: string; expected: string; predicted: string }>;
  actionErrors: Array<{ claim: string; expected: string; predicted: string }>;
}

const MISSING = 'missing';

export function parseGold(text: string, file: string): GoldRecord[] {
  const out: GoldRecord[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (!line.trim()) return;
    let raw: unknown;
    try {
      raw = JSON.parse(line);
    } catch {
      throw new Error(`${file}:${i + 1}: not valid JSON`);
    }
    const r = GoldRecordSchema.safeParse(raw);
    if (!r.success) {
      const issue = r.error.issues[0]!;
      throw new Error(`${file}:${i + 1}: "${issue.path.join('.') || '(line)'}" ${issue.message}`);
    }
    out.push(r.data);
  });
  return out;
}

function overlaps(a: { sourcePath: string; start: number; end: number }, b: { sourcePath: string; start: number; end: number }): boolean {
  return a.sourcePath === b.sourcePath && a.start < b.end && b.start < a.end;
}

/** Label right and, when the gold names a span, a returned span overlapping it. */
export function attributedCorrectly(c: EvalCase): boolean {
  if (!c.predicted || c.predicted.verdict.label !== c.gold.label) return false;
  if (!c.goldSpan) return true;
  return c.predicted.evidence.some((e) => overlaps({ sourcePath: e.sourcePath, start: e.start, end: e.end }, c.goldSpan!));
}

export function evaluate(cases: EvalCase[], bins = 10): EvalReport {
  const n = cases.length;
  const labelOf = (c: EvalCase): string => c.predicted?.verdict.label ?? MISSING;
  const confusion: Record<string, Record<string, number>> = {};
  const perModality: Record<string, { claims: number; correct: number }> = {};
  const errors: EvalReport['errors'] = [];
  const actionErrors: EvalReport['actionErrors'] = [];
  let correct = 0;
  let actionKnown = 0;
  let actionCorrect = 0;
  for (const c of cases) {
    const predicted = labelOf(c);
    const row = (confusion[c.gold.label] ??= {});
    row[predicted] = (row[predicted] ?? 0) + 1;
    const ok = predicted === c.gold.label;
    if (ok) correct++;
    else errors.push({ claim: c.gold.claim, expected: c.gold.label, predicted });
    const modality = c.gold.modality ?? c.predicted?.claim.modality ?? 'unknown';
    const m = (perModality[modality] ??= { claims: 0, correct: 0 });
    m.claims++;
    if (ok) m.correct++;
    if (c.gold.action) {
      actionKnown++;
      if (c.predicted?.action === c.gold.action) actionCorrect++;
      else actionErrors.push({ claim: c.gold.claim, expected: c.gold.action, predicted: c.predicted?.action ?? MISSING });
    }
  }
  const accepted = cases.filter((c) => c.predicted?.action === 'accept');
  const trulySupported = accepted.filter((c) => c.gold.label === 'supports' && (c.goldSpan === null || attributedCorrectly(c)));
  const contradictions = cases.filter((c) => c.gold.label === 'contradicts');
  const evidenceBearing = cases.filter((c) => c.gold.label !== 'not_checked');
  const abstained = evidenceBearing.filter((c) => c.predicted?.action === 'abstain');
  const framing = cases.filter((c) => c.gold.label === 'not_checked' && c.predicted !== null);
  const falseAlarms = framing.filter((c) => c.predicted!.action !== 'pass' && c.predicted!.action !== 'accept');

  const scored = evidenceBearing.filter((c) => c.predicted !== null);
  const reliability: ReliabilityBin[] = [];
  let ece = 0;
  for (let b = 0; b < bins; b++) {
    const from = b / bins;
    const to = (b + 1) / bins;
    const inBin = scored.filter((c) => {
      const s = c.predicted!.verdict.supportScore;
      return s >= from && (b === bins - 1 ? s <= to : s < to);
    });
    const meanScore = inBin.length ? inBin.reduce((a, c) => a + c.predicted!.verdict.supportScore, 0) / inBin.length : 0;
    const supportedRate = inBin.length ? inBin.filter((c) => c.gold.label === 'supports').length / inBin.length : 0;
    reliability.push({ from, to, count: inBin.length, meanScore, supportedRate });
    if (scored.length) ece += (inBin.length / scored.length) * Math.abs(meanScore - supportedRate);
  }

  return {
    claims: n,
    missing: cases.filter((c) => c.predicted === null).length,
    labelAccuracy: n ? correct / n : 0,
    actionAccuracy: actionKnown ? actionCorrect / actionKnown : null,
    acceptPrecision: accepted.length ? trulySupported.length / accepted.length : null,
    accepted: accepted.length,
    strictAttributedAccuracy: n ? cases.filter(attributedCorrectly).length / n : 0,
    contradictionRecall: contradictions.length ? contradictions.filter((c) => labelOf(c) === 'contradicts').length / contradictions.length : null,
    abstentionRate: evidenceBearing.length ? abstained.length / evidenceBearing.length : 0,
    framingFalseAlarmRate: framing.length ? falseAlarms.length / framing.length : null,
    ece,
    reliability,
    confusion,
    perModality: Object.fromEntries(
      Object.entries(perModality)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, { claims: v.claims, labelAccuracy: v.correct / v.claims }]),
    ),
    errors,
    actionErrors,
  };
}

/** An SVG reliability diagram: mean supportScore per bin against the share truly supported. */
export function reliabilitySvg(report: EvalReport): string {
  const W = 420;
  const H = 420;
  const pad = 50;
  const plot = W - 2 * pad;
  const x = (v: number) => pad + v * plot;
  const y = (v: number) => H - pad - v * plot;
  const bars = report.reliability
    .map((b) => {
      if (!b.count) return '';
      const bw = (b.to - b.from) * plot - 4;
      return `<rect x="${x(b.from) + 2}" y="${y(b.supportedRate)}" width="${bw}" height="${y(0) - y(b.supportedRate)}" fill="#4c8bf5" opacity="0.75"><title>${b.count} claims, mean score ${b.meanScore.toFixed(2)}, supported ${(b.supportedRate * 100).toFixed(0)}%</title></rect>` +
        `<circle cx="${x(b.meanScore)}" cy="${y(b.meanScore)}" r="3" fill="#d33"/>`;
    })
    .join('');
  const ticks = [0, 0.25, 0.5, 0.75, 1]
    .map((t) => `<text x="${x(t)}" y="${H - pad + 18}" font-size="11" text-anchor="middle">${t}</text><text x="${pad - 8}" y="${y(t) + 4}" font-size="11" text-anchor="end">${t}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif">
<rect width="${W}" height="${H}" fill="#fff"/>
<text x="${W / 2}" y="24" font-size="14" text-anchor="middle">Reliability of supportScore (ECE ${report.ece.toFixed(3)})</text>
<text x="${W / 2}" y="40" font-size="10" text-anchor="middle" fill="#555">bars: share of the bin's claims the gold calls supported · dots: mean score · ${report.claims} claims</text>
<line x1="${x(0)}" y1="${y(0)}" x2="${x(1)}" y2="${y(1)}" stroke="#999" stroke-dasharray="4 3"/>
<line x1="${x(0)}" y1="${y(0)}" x2="${x(1)}" y2="${y(0)}" stroke="#333"/><line x1="${x(0)}" y1="${y(0)}" x2="${x(0)}" y2="${y(1)}" stroke="#333"/>
${bars}${ticks}
<text x="${W / 2}" y="${H - 12}" font-size="12" text-anchor="middle">supportScore bin</text>
<text x="14" y="${H / 2}" font-size="12" text-anchor="middle" transform="rotate(-90 14 ${H / 2})">share labelled supports (gold)</text>
</svg>
`;
}
