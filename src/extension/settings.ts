// The `warrant.*` settings, read per resource so multi-root folders can differ.
import * as vscode from 'vscode';
import type { Action } from '../core/model';

export type RunMode = 'onType' | 'onSave' | 'manual';
export type SeverityName = 'error' | 'warning' | 'information' | 'hint' | 'off';
export type TraceLevel = 'off' | 'summary' | 'verbose';

export interface Settings {
  run: RunMode;
  debounceMs: number;
  severity: Record<Action, SeverityName>;
  sources: string[];
  exclude: string[];
  maxDraftSizeKB: number;
  statusBar: boolean;
  trace: TraceLevel;
}

export const SEVERITY_DEFAULTS: Record<Action, SeverityName> = {
  refute: 'error',
  repair: 'warning',
  review: 'warning',
  abstain: 'information',
  accept: 'off',
  pass: 'off',
};

export function readSettings(scope?: vscode.ConfigurationScope): Settings {
  const c = vscode.workspace.getConfiguration('warrant', scope);
  const severity = { ...SEVERITY_DEFAULTS };
  for (const action of ['refute', 'repair', 'review', 'abstain', 'accept'] as const) {
    severity[action] = c.get<SeverityName>(`severity.${action}`, SEVERITY_DEFAULTS[action]);
  }
  return {
    run: c.get<RunMode>('run', 'onType'),
    debounceMs: Math.max(100, c.get<number>('debounceMs', 600)),
    severity,
    sources: c.get<string[]>('sources', []),
    exclude: c.get<string[]>('exclude', []),
    maxDraftSizeKB: Math.max(1, c.get<number>('maxDraftSizeKB', 512)),
    statusBar: c.get<boolean>('statusBar.enabled', true),
    trace: c.get<TraceLevel>('trace', 'summary'),
  };
}

export function toVscodeSeverity(name: SeverityName): vscode.DiagnosticSeverity | undefined {
  switch (name) {
    case 'error':
      return vscode.DiagnosticSeverity.Error;
    case 'warning':
      return vscode.DiagnosticSeverity.Warning;
    case 'information':
      return vscode.DiagnosticSeverity.Information;
    case 'hint':
      return vscode.DiagnosticSeverity.Hint;
    case 'off':
      return undefined;
  }
}
