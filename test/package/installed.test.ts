// Runs inside VS Code with the packaged extension installed from its .vsix (scripts/test-package.mjs) and the
// scratch project it writes opened: what a user gets from `code --install-extension warrant-x.y.z.vsix`.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { WarrantApi } from '../../src/extension/ctx';
import { waitFor, warrantDiagnostics } from '../integration/suite/helpers';
import { PROJECT } from './scratch-project';

function installed(): vscode.Extension<WarrantApi> {
  const ext = vscode.extensions.getExtension<WarrantApi>('warrant-dev.warrant');
  assert.ok(ext, 'warrant-dev.warrant is not installed in this VS Code');
  return ext;
}

async function open(relative: string): Promise<vscode.TextDocument> {
  const root = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
  assert.ok(root, 'the scratch project must be opened as the workspace');
  const document = await vscode.workspace.openTextDocument(vscode.Uri.file(path.join(root, relative)));
  await vscode.window.showTextDocument(document);
  return document;
}

describe('the extension installed from its .vsix', () => {
  it('is the installed package, not a development folder', () => {
    const ext = installed();
    const version = (ext.packageJSON as { version: string }).version;
    assert.equal(path.basename(ext.extensionPath), `warrant-dev.warrant-${version}`);
    assert.equal(ext.extensionKind, vscode.ExtensionKind.Workspace);
    // the package carries the bundles, not the sources or the build's source maps
    assert.ok(fs.existsSync(path.join(ext.extensionPath, 'dist', 'extension.js')));
    assert.ok(!fs.existsSync(path.join(ext.extensionPath, 'src')), 'src/ was packaged');
    assert.ok(!fs.existsSync(path.join(ext.extensionPath, 'dist', 'extension.js.map')), 'a source map was packaged');
  });

  it('activates and flags the refuted claim of a draft in the scratch project', async () => {
    const ext = installed();
    const api = await ext.activate();
    assert.ok(ext.isActive);
    const document = await open(PROJECT.wrongDraft);
    // Verified as on command (the automatic run on open is the main integration suite's subject): its longer
    // time budget keeps this check of the package from failing on a busy machine's cold start.
    const result = await api.verify(document.uri);
    assert.deepEqual(result?.results.map((r) => r.action), ['refute']);
    const line = document.getText().split('\n').findIndex((l) => l.includes(PROJECT.wrongClaim));
    const diagnostic = await waitFor('a warrant diagnostic on the refuted claim', () =>
      warrantDiagnostics(document.uri).find((d) => d.range.start.line === line));
    assert.equal(diagnostic.severity, vscode.DiagnosticSeverity.Error);
    assert.match(diagnostic.message, /1,897/);
    // the verdict code links to the README that ships in the package
    const code = diagnostic.code;
    assert.ok(code && typeof code === 'object', 'the diagnostic code carries a link');
    assert.equal(code.value, 'contradicts');
    assert.ok(fs.existsSync(code.target.fsPath), `the verdict link points at a missing file: ${code.target.fsPath}`);
  });

  it('accepts the claims a source carries verbatim, with no diagnostic', async () => {
    const api = await installed().activate();
    const document = await open(PROJECT.rightDraft);
    const result = await api.verify(document.uri);
    assert.ok(result, 'no result for the accepted draft');
    assert.deepEqual(result.results.map((r) => r.action), PROJECT.rightClaims.map(() => 'accept'));
    assert.deepEqual(warrantDiagnostics(document.uri), []);
  });
});
