// ClaimResults → Problems: one diagnostic per claim that needs attention, on the claim's range.
import * as vscode from 'vscode';
import type { ClaimResult } from '../core/model';
import { currentRanges, type StoredResult } from './results';
import { readSettings, toVscodeSeverity } from './settings';
import { locationOf } from './spans';
import { describeProblem, spanLocation } from './wording';
import { quietOnClaims } from './source-scope';

export const DIAGNOSTIC_SOURCE = 'warrant';

export function buildDiagnostics(document: vscode.TextDocument, stored: StoredResult, docsUri: vscode.Uri): vscode.Diagnostic[] {
  const settings = readSettings(document);
  const out: vscode.Diagnostic[] = [];
  // Nothing could be searched (no sources, or none of the named ones exist): the status bar and one notice say
  // so; a squiggle on every claim would only repeat it.
  const claims = quietOnClaims(stored.result.sources) ? [] : stored.result.results;
  const ranges = claims.length ? currentRanges(document, stored) : [];
  for (const [i, r] of claims.entries()) {
    const severity = toVscodeSeverity(settings.severity[r.action]);
    if (severity === undefined) continue;
    const range = ranges[i];
    if (!range) continue; // edited since: the next run reports it
    const d = new vscode.Diagnostic(range, describeProblem(r), severity);
    d.source = DIAGNOSTIC_SOURCE;
    d.code = { value: r.verdict.label, target: docsUri.with({ fragment: 'verdicts-and-actions' }) };
    d.relatedInformation = related(r);
    out.push(d);
  }
  for (const p of stored.result.problems) {
    const severity = p.severity === 'error' ? vscode.DiagnosticSeverity.Error : p.severity === 'warning' ? vscode.DiagnosticSeverity.Warning : vscode.DiagnosticSeverity.Information;
    const d = new vscode.Diagnostic(new vscode.Range(p.range.start.line, p.range.start.character, p.range.end.line, p.range.end.character), p.message, severity);
    d.source = DIAGNOSTIC_SOURCE;
    d.code = 'parse';
    out.push(d);
  }
  return out;
}

function related(r: ClaimResult): vscode.DiagnosticRelatedInformation[] {
  const out: vscode.DiagnosticRelatedInformation[] = [];
  for (const span of r.evidence) {
    out.push(new vscode.DiagnosticRelatedInformation(locationOf(span), `Evidence span (${spanLocation(span)})`));
  }
  for (const span of r.refutation?.evidence ?? []) {
    out.push(new vscode.DiagnosticRelatedInformation(locationOf(span), `Counter-evidence (${spanLocation(span)})`));
  }
  return out;
}
