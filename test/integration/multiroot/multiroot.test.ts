// Multi-root workspaces (issue 3): each document is verified with its own folder's config.
// alpha has the shipped sample-corpus config; beta's config excludes papers/citevqa.txt, the only
// source that states the CiteVQA figures, so the same claim must be accepted in alpha only.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { DEMO, api, diagnosticOn, waitFor, warrantDiagnostics } from '../suite/helpers';

function folderNamed(name: string): vscode.WorkspaceFolder {
  const folder = vscode.workspace.workspaceFolders?.find((f) => f.name === name);
  assert.ok(folder, `workspace folder ${name} is open (folders: ${vscode.workspace.workspaceFolders?.map((f) => f.name).join(', ')})`);
  return folder;
}

const created: string[] = [];

/** Copies the folder's demo draft to a new draft in that folder and opens it. */
async function openDraftIn(folder: vscode.WorkspaceFolder): Promise<vscode.TextDocument> {
  const drafts = path.join(folder.uri.fsPath, 'drafts');
  const target = path.join(drafts, `multiroot-${process.pid}.md`);
  fs.copyFileSync(path.join(drafts, 'warranted-search.md'), target);
  created.push(target);
  const document = await vscode.workspace.openTextDocument(vscode.Uri.file(target));
  await vscode.window.showTextDocument(document, { preview: false });
  return document;
}

describe('Warrant in a multi-root workspace', () => {
  after(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    for (const file of created) fs.rmSync(file, { force: true });
  });

  it('opens the workspace file with both folders', () => {
    assert.equal(vscode.workspace.workspaceFolders?.length, 2);
    assert.match(vscode.workspace.workspaceFile?.path ?? '', /\.code-workspace$/);
    folderNamed('alpha');
    folderNamed('beta');
  });

  it('verifies each draft with its own folder\'s config: the CiteVQA claim is accepted in alpha, flagged in beta', async () => {
    const w = await api();
    const alphaFolder = folderNamed('alpha');
    const alpha = await openDraftIn(alphaFolder);
    const beta = await openDraftIn(folderNamed('beta'));

    // Each draft is verified on command, as a writer would when a loaded machine makes an automatic run of the 56-sentence
    // chapter give up after its 5 s budget (the automatic run on open is the main suite's to test; this test is about
    // which folder's config each draft gets).
    for (const doc of [alpha, beta]) await vscode.commands.executeCommand('warrant.verifyChapter', doc.uri);
    const resultFor = (doc: vscode.TextDocument) => () => w.result(doc.uri)?.results.find((r) => r.claim.text === DEMO.accept);
    const alphaClaim = await waitFor('the CiteVQA claim verified in alpha', resultFor(alpha));
    const betaClaim = await waitFor('the CiteVQA claim verified in beta', resultFor(beta));

    assert.equal(alphaClaim.action, 'accept', `alpha accepts it (got ${alphaClaim.action}: ${alphaClaim.verdict.reason})`);
    const alphaPaper = path.join(alphaFolder.uri.fsPath, 'papers', 'citevqa.txt');
    const alphaSources = alphaClaim.evidence.map((span) => span.sourcePath);
    assert.ok(alphaSources.includes(alphaPaper), `alpha's evidence is its own copy of the CiteVQA paper (got ${alphaSources.join(', ')})`);
    assert.notEqual(betaClaim.action, 'accept', 'beta cannot accept it: its config excludes the only source');
    const betaSources = betaClaim.evidence.map((span) => span.sourcePath);
    assert.ok(!betaSources.some((p) => p.endsWith('citevqa.txt')), `beta never cites the excluded paper (got ${betaSources.join(', ')})`);

    const betaDiagnostic = await waitFor('a diagnostic on the claim in beta', () => diagnosticOn(beta, DEMO.accept));
    const code = typeof betaDiagnostic.code === 'object' ? betaDiagnostic.code.value : betaDiagnostic.code;
    assert.notEqual(code, 'supports', `beta's diagnostic is not a support verdict (code ${String(code)})`);
    // alpha's draft is verified by now (its result is in), so its diagnostics are final: none on the claim.
    await waitFor('alpha\'s diagnostics to be published', () => warrantDiagnostics(alpha.uri).length > 0);
    assert.equal(diagnosticOn(alpha, DEMO.accept), undefined, 'no diagnostic on the accepted claim in alpha');
  });
});
