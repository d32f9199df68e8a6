// ClaimResults → Problems: one diagnostic per claim that needs attention, on the claim's range.
import * as vscode from 'vscode';
import type { ClaimResult } from '../core/model';
import { currentRange, type StoredResult } from './results';
import { readSettings, toVscodeSeverity } from './settings';
import type { SpanLocator } from './spans';
import { describeProblem, spanLocation } from './wording';

export const DIAGNOSTIC_SOURCE = 'warrant';

export async function buildDiagnostics(
  document: vscode.TextDocument,
  stored: StoredResult,
  spans: SpanLocator,
  docsUri: vscode.Uri,
): Promise<vscode.Diagnostic[]> {
  const settings = readSettings(document);
  const text = document.getText();
  const out: vscode.Diagnostic[] = [];
  for (const r of stored.result.results) {
    const severity = toVscodeSeverity(settings.severity[r.action]);
    if (severity === undefined) continue;
    const range = currentRange(document, r, text);
    if (!range) continue; // edited since: the next run reports it
    const d = new vscode.Diagnostic(range, describeProblem(r), severity);
    d.source = DIAGNOSTIC_SOURCE;
    d.code = { value: r.verdict.label, target: docsUri.with({ fragment: 'verdicts-and-actions' }) };
    d.relatedInformation = await related(r, spans);
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

async function related(r: ClaimResult, spans: SpanLocator): Promise<vscode.DiagnosticRelatedInformation[]> {
  const out: vscode.DiagnosticRelatedInformation[] = [];
  for (const span of r.evidence) {
    out.push(new vscode.DiagnosticRelatedInformation(await spans.locate(span), `Evidence span (${spanLocation(span)})`));
  }
  for (const span of r.refutation?.evidence ?? []) {
    out.push(new vscode.DiagnosticRelatedInformation(await spans.locate(span), `Counter-evidence (${spanLocation(span)})`));
  }
  return out;
}
