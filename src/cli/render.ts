// Renderers for `warrant verify`: the JSON contract (schemaVersion 1), SARIF 2.1.0 and a readable report.
import {
  EXTRACTOR_VERSION,
  SCHEMA_VERSION,
  TOOL_NAME,
  TOOL_VERSION,
  VERIFIER_VERSION,
  emptySummary,
  type Action,
  type ClaimResult,
  type DocumentResult,
  type EvidenceSpan,
  type SourceCheck,
} from '../core/model';
import { describeSourceProblem } from '../core/kernel/source-check';
import { spanPlace } from '../core/pdf/pages';
import { sha256 } from '../core/util/hash';
import { displayPath as rel, SourceNames } from './names';

function evidenceJson(names: SourceNames, e: EvidenceSpan) {
  return {
    sourcePath: names.path(e.sourcePath),
    start: e.start,
    end: e.end,
    line: e.line,
    text: e.text,
    spanHash: e.spanHash,
    sourceHash: e.sourceHash,
    ...(e.page !== undefined ? { page: e.page, pageStart: e.pageStart, pageEnd: e.pageEnd, textExtractor: e.textExtractor } : {}),
  };
}

/** One claim as JSON; `names` names its sources (paths and the names in reasons) relative to the current folder. */
export function claimJson(names: SourceNames, r: ClaimResult) {
  return {
    id: r.claim.id,
    text: r.claim.text,
    range: r.claim.range,
    modality: r.claim.modality,
    needsEvidence: r.claim.needsEvidence,
    risk: r.claim.risk,
    verdict: {
      label: r.verdict.label,
      supportScore: round(r.verdict.supportScore),
      driftScore: round(r.verdict.driftScore),
      quality: r.verdict.quality,
      reason: names.text(r.verdict.reason),
      flags: r.verdict.flags,
      ...(r.verdict.signals ? { signals: r.verdict.signals } : {}),
    },
    action: r.action,
    evidence: r.evidence.map((e) => evidenceJson(names, e)),
    repair: r.repair ? { text: r.repair.text, verified: r.repair.verified, basis: names.text(r.repair.basis), highRisk: r.repair.highRisk } : null,
    warrant: r.usage
      ? { id: r.usage.id, opsUsed: r.usage.opsUsed, filesTouched: r.usage.filesTouched, charsRead: r.usage.charsRead, exhausted: r.usage.exhausted }
      : null,
    evidenceSet: r.evidenceSet
      ? {
          ...r.evidenceSet,
          subclaims: r.evidenceSet.subclaims.map((s) => ({ ...s, evidence: s.evidence.map((e) => evidenceJson(names, e)) })),
        }
      : null,
    refutation: r.refutation ? { ...r.refutation, evidence: r.refutation.evidence.map((e) => evidenceJson(names, e)) } : null,
    suggestedCitation: r.suggestedCitation
      ? {
          sourcePath: names.path(r.suggestedCitation.sourcePath),
          line: r.suggestedCitation.line,
          reason: names.text(r.suggestedCitation.reason),
          ...(r.suggestedCitation.key !== undefined ? { key: r.suggestedCitation.key } : {}),
        }
      : null,
  };
}

export function totalSummary(documents: DocumentResult[]) {
  const s = emptySummary();
  for (const d of documents) for (const k of Object.keys(s) as Array<keyof typeof s>) s[k] += d.summary[k];
  return s;
}

/**
 * `sourceProblems` (additive) appears only when a source entry gave no file to search (the run then exits 1).
 * `root`: the run's workspace root, which the engine's reasons name sources relative to (see SourceNames).
 */
export function toJson(cwd: string, documents: DocumentResult[], sources?: SourceCheck, root?: string) {
  const names = new SourceNames(cwd, documents, root);
  return {
    schemaVersion: SCHEMA_VERSION,
    tool: { name: TOOL_NAME, version: TOOL_VERSION, verifierVersion: VERIFIER_VERSION, extractorVersion: EXTRACTOR_VERSION },
    documents: documents.map((d) => ({
      path: rel(cwd, d.documentPath),
      claims: d.results.map((r) => claimJson(names, r)),
      // additive: the draft's own problems (unknown citation keys, a broken bibliography, …), only when there are some
      ...(d.problems.length > 0 ? { problems: d.problems.map((p) => ({ message: p.message, range: p.range, severity: p.severity })) } : {}),
    })),
    summary: totalSummary(documents),
    ...(sources && sources.problems.length > 0
      ? { sourceProblems: sources.problems.map((p) => ({ entry: p.label, kind: p.kind, message: describeSourceProblem(sources, p) })) }
      : {}),
  };
}

const SARIF_LEVEL: Record<Action, 'error' | 'warning' | 'note' | 'none'> = {
  refute: 'error',
  repair: 'warning',
  review: 'warning',
  abstain: 'note',
  accept: 'none',
  pass: 'none',
};

const RULE_TEXT: Record<string, string> = {
  partially_supports: 'The evidence carries only part of the claim (often an overclaiming predicate).',
  does_not_support: 'No verbatim span in the allowed sources carries the claim.',
  contradicts: 'A source span says otherwise (a changed number, a negation or an opposite predicate).',
  too_vague: 'The claim is too vague to tie to a span.',
  needs_multiple_spans: 'A synthesis across sources is never certified by one span.',
  not_in_corpus: 'Not verified inside this scope: nothing in the allowed sources speaks to it.',
  out_of_scope: 'The evidence the claim points at lies outside the allowed sources.',
  abstain: 'The verifier abstained (uncertain or budget exhausted).',
  supports: 'Supported, but routed to review by policy.',
};

export function toSarif(cwd: string, documents: DocumentResult[], root?: string) {
  const names = new SourceNames(cwd, documents, root);
  const results = [];
  const ruleIds = new Set<string>();
  for (const d of documents) {
    for (const r of d.results) {
      if (r.action === 'accept' || r.action === 'pass') continue;
      ruleIds.add(r.verdict.label);
      const related = r.evidence.map((e, i) => ({
        id: i + 1,
        message: { text: `Evidence: ${e.page !== undefined ? spanPlace(e, names.path(e.sourcePath)) : `${names.path(e.sourcePath)} line ${e.line + 1}`}` },
        physicalLocation: { artifactLocation: { uri: names.path(e.sourcePath) }, region: { startLine: e.line + 1, charOffset: e.start, charLength: e.end - e.start } },
      }));
      results.push({
        ruleId: r.verdict.label,
        level: SARIF_LEVEL[r.action],
        message: { text: `${r.action}: ${names.text(r.verdict.reason)}${r.repair ? ` Suggested: "${r.repair.text}"` : ''}` },
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri: rel(cwd, d.documentPath) },
              region: {
                startLine: r.claim.range.start.line + 1,
                startColumn: r.claim.range.start.character + 1,
                endLine: r.claim.range.end.line + 1,
                endColumn: r.claim.range.end.character + 1,
              },
            },
          },
        ],
        relatedLocations: related,
        partialFingerprints: {
          'warrantClaim/v1': sha256(r.claim.hash + '|' + (r.evidence[0]?.spanHash ?? 'none')).slice(7, 39),
        },
        properties: { action: r.action, modality: r.claim.modality, risk: r.claim.risk, supportScore: round(r.verdict.supportScore), flags: r.verdict.flags },
      });
    }
  }
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: TOOL_NAME,
            version: TOOL_VERSION,
            informationUri: 'https://github.com/warrant-dev/warrant',
            rules: [...ruleIds].sort().map((id) => ({ id, shortDescription: { text: RULE_TEXT[id] ?? id } })),
          },
        },
        results,
      },
    ],
  };
}

const ACTION_MARK: Record<Action, string> = { accept: '✔ accept', repair: '✎ repair', refute: '✖ refute', review: '? review', abstain: '∅ abstain', pass: '· pass' };

/** The columns of a claim's first line in the text report; `support` is the verdict's supportScore (0–1). */
export const TEXT_COLUMNS = `${'action'.padEnd(10)} ${'verdict'.padEnd(20)} ${'support'}  ${'line'.padEnd(5)} claim`;

function claimRow(mark: string, label: string, score: string, line: number, text: string): string {
  return `${mark.padEnd(10)} ${label.padEnd(20)} ${score.padStart(7)}  ${`L${line}`.padEnd(5)} ${text}`;
}

/**
 * The readable report. Lines are 1-based here (L9 is the draft's ninth line), unlike the JSON's 0-based
 * positions. Every file is named relative to the current folder, in reasons as in evidence lines; `root` is the
 * run's workspace root, which the engine's reasons name sources relative to (see SourceNames).
 */
export function toText(cwd: string, documents: DocumentResult[], opts: { showPassed: boolean; root?: string }): string {
  const names = new SourceNames(cwd, documents, opts.root);
  const out: string[] = [];
  for (const d of documents) {
    out.push(`Evidence report — ${rel(cwd, d.documentPath)}`);
    const s = d.summary;
    out.push(`claims ${s.claims} · accept ${s.accept} · repair ${s.repair} · refute ${s.refute} · review ${s.review} · abstain ${s.abstain} · pass ${s.pass}`);
    out.push('');
    for (const p of d.problems) out.push(`  ! line ${p.range.start.line + 1}: ${p.message}`);
    const rows = d.results.filter((r) => r.action !== 'pass' || opts.showPassed);
    if (rows.length > 0) out.push(TEXT_COLUMNS);
    for (const r of rows) {
      const line = r.claim.range.start.line + 1;
      if (r.action === 'pass') {
        // Not checked: the modality says why (the score means nothing here).
        out.push(claimRow(ACTION_MARK.pass, r.claim.modality, '-', line, r.claim.text));
        out.push(`           ${r.verdict.reason}`);
        continue;
      }
      out.push(claimRow(ACTION_MARK[r.action], r.verdict.label, r.verdict.supportScore.toFixed(2), line, r.claim.text));
      out.push(`           ${names.text(r.verdict.reason)}`);
      const e = r.evidence[0];
      if (e) out.push(`           evidence: ${spanPlace(e, names.path(e.sourcePath))}  "${clip(e.text, 140)}"`);
      if (r.repair) out.push(`           repair${r.repair.verified ? ' (verified)' : ''}: ${r.repair.text}`);
      if (r.suggestedCitation) {
        const at = `${names.path(r.suggestedCitation.sourcePath)}:${r.suggestedCitation.line + 1}`;
        out.push(`           cite instead: ${r.suggestedCitation.key !== undefined ? `@${r.suggestedCitation.key} (${at})` : at}`);
      }
      if (r.evidenceSet) {
        for (const sc of r.evidenceSet.subclaims) out.push(`           part: ${sc.verdict.label} — ${sc.text}`);
        out.push(`           ${r.evidenceSet.note}`);
      }
      if (r.refutation && r.refutation.outcome !== 'no_counterevidence_found') {
        const c = r.refutation.evidence[0];
        out.push(`           counter-evidence (${r.refutation.outcome})${c ? `: ${spanPlace(c, names.path(c.sourcePath))} "${clip(c.text, 120)}"` : ''}`);
      }
    }
    out.push('');
  }
  if (documents.length > 1) {
    const t = totalSummary(documents);
    out.push(`total: claims ${t.claims} · accept ${t.accept} · repair ${t.repair} · refute ${t.refute} · review ${t.review} · abstain ${t.abstain} · pass ${t.pass}`);
  }
  if (!opts.showPassed) {
    const hint = passedHint(documents);
    if (hint) out.push(hint);
  }
  return out.join('\n') + '\n';
}

/** "3 sentences passed without a check (2 opinion, 1 narrative): --show-passed lists them with their modality." */
export function passedHint(documents: DocumentResult[]): string | undefined {
  const byModality = new Map<string, number>();
  for (const d of documents) {
    for (const r of d.results) {
      if (r.action !== 'pass') continue;
      const off = r.claim.cues.includes('inline:off') || r.claim.cues.includes('inline:disable-next-line');
      const key = off ? 'turned off by a control' : r.claim.modality;
      byModality.set(key, (byModality.get(key) ?? 0) + 1);
    }
  }
  const n = [...byModality.values()].reduce((a, b) => a + b, 0);
  if (n === 0) return undefined;
  const kinds = [...byModality].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([m, k]) => `${k} ${m}`).join(', ');
  return `${n} ${n === 1 ? 'sentence' : 'sentences'} passed without a check (${kinds}): --show-passed lists them with their modality.`;
}

function clip(s: string, n: number): string {
  const flat = s.replace(/\s+/g, ' ');
  return flat.length > n ? flat.slice(0, n - 1) + '…' : flat;
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}
