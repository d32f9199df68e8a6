// Shared helpers for the integration tests: each test works on its own copy of the demo draft.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { WarrantApi } from '../../../src/extension/ctx';

export const DEMO = {
  accept: 'CiteVQA contains 1,897 questions across 711 PDFs.',
  eliminates: 'ACL-Verbatim eliminates hallucination from research QA.',
  replaces: 'GrepSeek replaces dense retrieval.',
  synthesis: 'GrepSeek, ACL-Verbatim, and CiteVQA form a single architecture for trustworthy AI writing.',
};

export function workspaceRoot(): string {
  const folder = vscode.workspace.workspaceFolders?.[0];
  assert.ok(folder, 'the tests need the sample-corpus copy opened as the workspace');
  return folder.uri.fsPath;
}

export async function api(): Promise<WarrantApi> {
  const ext = vscode.extensions.getExtension<WarrantApi>('warrant-dev.warrant');
  assert.ok(ext, 'extension warrant-dev.warrant is not installed in this host');
  return ext.activate();
}

let copies = 0;

/** Copies drafts/warranted-search.md to a new draft (so tests can edit freely) and opens it. */
export async function openDemoCopy(name: string): Promise<vscode.TextEditor> {
  const root = workspaceRoot();
  const target = path.join(root, 'drafts', `${name}-${process.pid}-${++copies}.md`);
  fs.copyFileSync(path.join(root, 'drafts', 'warranted-search.md'), target);
  const document = await vscode.workspace.openTextDocument(vscode.Uri.file(target));
  return vscode.window.showTextDocument(document);
}

export async function closeAndDelete(editor: vscode.TextEditor): Promise<void> {
  const uri = editor.document.uri;
  // Saved, then deleted: nothing dirty is left for the window to save when the run ends.
  if (editor.document.isDirty) await editor.document.save();
  await vscode.window.showTextDocument(editor.document);
  await vscode.commands.executeCommand('workbench.action.closeActiveEditor');
  if (uri.scheme === 'file') fs.rmSync(uri.fsPath, { force: true });
}

/**
 * Polls until the probe gives a value. The bound is generous: a first verification in a fresh VS Code server (worker
 * start, model and WordNet load, indexing) takes 10 s on an idle two-core machine and three times that under load, and a
 * wait that is met returns at once.
 */
export async function waitFor<T>(what: string, probe: () => T | undefined | false | Promise<T | undefined | false>, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export function warrantDiagnostics(uri: vscode.Uri): vscode.Diagnostic[] {
  return vscode.languages.getDiagnostics(uri).filter((d) => d.source === 'warrant');
}

/** The range of the only occurrence of `text` in the document. */
export function rangeOf(document: vscode.TextDocument, text: string): vscode.Range {
  const all = document.getText();
  const at = all.indexOf(text);
  assert.ok(at >= 0, `"${text}" is not in ${document.uri.fsPath}`);
  assert.equal(all.indexOf(text, at + 1), -1, `"${text}" occurs more than once`);
  return new vscode.Range(document.positionAt(at), document.positionAt(at + text.length));
}

export function diagnosticOn(document: vscode.TextDocument, text: string): vscode.Diagnostic | undefined {
  const range = rangeOf(document, text);
  return warrantDiagnostics(document.uri).find((d) => d.range.isEqual(range));
}

/** Waits until the draft has been verified (its diagnostics include the flagged demo claims). */
export async function waitForDemoDiagnostics(document: vscode.TextDocument): Promise<void> {
  await waitFor('diagnostics on the demo claims', () => diagnosticOn(document, DEMO.replaces) && diagnosticOn(document, DEMO.eliminates));
}

export async function codeActionsAt(document: vscode.TextDocument, text: string): Promise<vscode.CodeAction[]> {
  const range = rangeOf(document, text);
  return waitFor('code actions', async () => {
    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', document.uri, range);
    const ours = actions.filter((a) => a.kind?.value.startsWith('quickfix.warrant.'));
    return ours.length ? ours : undefined;
  });
}

export async function runAction(action: vscode.CodeAction): Promise<void> {
  if (action.edit) await vscode.workspace.applyEdit(action.edit);
  if (action.command) await vscode.commands.executeCommand(action.command.command, ...(action.command.arguments ?? []));
}
