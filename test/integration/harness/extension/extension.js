// Self-test extension for the VS Code harness: flags every "UNSUPPORTED" in Markdown files with a
// warning diagnostic, offers a quick fix that deletes it, and has a command that opens a webview.
const vscode = require('vscode');

const MARKER = 'UNSUPPORTED';
const SOURCE = 'warrant-harness';

/** @param {vscode.TextDocument} document */
function diagnosticsFor(document) {
  const text = document.getText();
  const found = [];
  for (let at = text.indexOf(MARKER); at !== -1; at = text.indexOf(MARKER, at + MARKER.length)) {
    const range = new vscode.Range(document.positionAt(at), document.positionAt(at + MARKER.length));
    const diagnostic = new vscode.Diagnostic(range, 'Harness: claim has no supporting span', vscode.DiagnosticSeverity.Warning);
    diagnostic.source = SOURCE;
    found.push(diagnostic);
  }
  return found;
}

/** @param {vscode.ExtensionContext} context */
function activate(context) {
  const collection = vscode.languages.createDiagnosticCollection(SOURCE);
  const refresh = (document) => {
    if (document.languageId === 'markdown') collection.set(document.uri, diagnosticsFor(document));
  };
  vscode.workspace.textDocuments.forEach(refresh);
  context.subscriptions.push(
    collection,
    vscode.workspace.onDidOpenTextDocument(refresh),
    vscode.workspace.onDidChangeTextDocument((event) => refresh(event.document)),
    vscode.workspace.onDidCloseTextDocument((document) => collection.delete(document.uri)),
    vscode.languages.registerCodeActionsProvider('markdown', {
      provideCodeActions(document, _range, actionContext) {
        return actionContext.diagnostics
          .filter((d) => d.source === SOURCE)
          .map((d) => {
            const fix = new vscode.CodeAction(`Remove "${MARKER}"`, vscode.CodeActionKind.QuickFix);
            fix.diagnostics = [d];
            fix.edit = new vscode.WorkspaceEdit();
            fix.edit.delete(document.uri, d.range);
            return fix;
          });
      },
    }),
    vscode.commands.registerCommand('warrantHarness.showPanel', () => {
      const panel = vscode.window.createWebviewPanel('warrantHarness', 'Harness Panel', vscode.ViewColumn.Beside, {});
      panel.webview.html =
        '<!DOCTYPE html><html><body><h1 id="harness-title">Harness webview</h1><p>Rendered by the self-test extension.</p></body></html>';
    }),
  );
}

module.exports = { activate, deactivate() {} };
