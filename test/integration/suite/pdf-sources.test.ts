// A PDF-backed claim in a real VS Code: the hover names the page, and the evidence link opens the page's
// extracted text as a read-only warrant-source: document, titled with the file and page, the span selected.
import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { api, rangeOf, waitFor, workspaceRoot } from './helpers';

const CLAIM = 'The page audit checked 240 citations in 18 drafts and found that 37 of them pointed at the wrong page of the cited PDF.';

describe('PDF sources', function () {
  this.timeout(120_000);

  it('opens the span of a PDF-backed claim in the page\'s extracted text', async () => {
    const warrant = await api();
    const uri = vscode.Uri.file(path.join(workspaceRoot(), 'drafts', 'pdf-sources.md'));
    const draft = await vscode.workspace.openTextDocument(uri);
    await vscode.window.showTextDocument(draft);
    const result = await waitFor('the PDF draft verified', async () => warrant.result(uri) ?? (await warrant.verify(uri)), 90_000);
    const claim = result.results.find((r) => r.claim.text === CLAIM);
    assert.ok(claim, 'the PDF-backed claim was found');
    assert.equal(claim.action, 'accept', claim.verdict.reason);
    const span = claim.evidence[0]!;
    assert.equal(span.page, 2);

    const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', uri, rangeOf(draft, CLAIM).start.translate(0, 3));
    const md = hovers.flatMap((h) => h.contents).map((c) => (typeof c === 'string' ? c : (c as vscode.MarkdownString).value)).join('\n');
    assert.match(md.replace(/&nbsp;/g, ' ').replace(/\\/g, ''), /papers\/layout-notes\.pdf, p\. 2/); // the hover escapes Markdown and spaces

    await vscode.commands.executeCommand('warrant.openSpan', span.sourcePath, span.start, span.end, span.line);
    const editor = await waitFor('the warrant-source page opened', () => {
      const e = vscode.window.activeTextEditor;
      return e?.document.uri.scheme === 'warrant-source' ? e : undefined;
    });
    assert.equal(path.posix.basename(editor.document.uri.path), 'layout-notes.pdf, p. 2');
    assert.equal(editor.document.getText(editor.selection), span.text);
    assert.equal(editor.document.getText().slice(span.pageStart, span.pageEnd), span.text);
    await vscode.commands.executeCommand('workbench.action.closeActiveEditor');
  });
});
