// Turns an evidence span into an editor Location. The engine computed the span's range when the kernel
// read the source; the extension never reads evidence sources itself (only the kernel does).
import * as vscode from 'vscode';
import type { EvidenceSpan } from '../core/model';

export function locationOf(span: EvidenceSpan): vscode.Location {
  const uri = vscode.Uri.file(span.sourcePath);
  const r = span.range;
  if (!r) return new vscode.Location(uri, new vscode.Range(span.line, 0, span.line, 0));
  return new vscode.Location(uri, new vscode.Range(r.start.line, r.start.character, r.end.line, r.end.character));
}
