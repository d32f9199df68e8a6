// Issue 11 in a real VS Code: Verify Workspace and the Drafts view, Quote the Evidence, suppressing from the
// editor (the rest of the file, a source for this draft), and the status bar following the results.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { DEMO, api, closeAndDelete, codeActionsAt, diagnosticOn, openDemoCopy, rangeOf, runAction, waitFor, waitForDemoDiagnostics, warrantDiagnostics, workspaceRoot } from './helpers';

describe('Warrant in the editor: workspace, Drafts view, quote, suppress', () => {
  before(async () => {
    await api();
  });

  afterEach(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  it('Verify Workspace checks every draft, unopened ones too, and the Drafts view lists each with its counts', async () => {
    const w = await api();
    const result = await vscode.commands.executeCommand<{ documents: number; cancelled: boolean }>('warrant.verifyWorkspace');
    assert.equal(result.cancelled, false);
    const draft = vscode.Uri.file(path.join(workspaceRoot(), 'drafts', 'warranted-search.md'));
    assert.ok(!vscode.workspace.textDocuments.some((d) => d.uri.toString() === draft.toString() && vscode.window.visibleTextEditors.some((e) => e.document === d)), 'the draft is not shown in an editor');
    assert.ok(warrantDiagnostics(draft).length > 0, 'its problems are in the Problems panel');
    const s = w.result(draft)!.summary;
    const row = await waitFor('the draft in the Drafts view', () => w.draftsTree().find((r) => r.relPath === 'drafts/warranted-search.md'));
    assert.deepEqual(row.counts, { accept: s.accept, repair: s.repair, refute: s.refute, review: s.review, abstain: s.abstain });
    assert.equal(row.description, `${s.accept} accepted · ${s.repair + s.refute + s.review + s.abstain} need attention`);
    const readme = w.draftsTree().find((r) => r.relPath.startsWith('notes/') || r.relPath.startsWith('papers/'));
    assert.equal(readme, undefined, 'sources are not drafts');
  });

  it('Verify Workspace can be cancelled: it stops there and says so', async () => {
    const w = await api();
    const root = workspaceRoot();
    const extra = [1, 2, 3, 4, 5, 6, 7, 8].map((i) => path.join(root, 'drafts', `cancel-${process.pid}-${i}.md`));
    for (const f of extra) fs.copyFileSync(path.join(root, 'drafts', 'warranted-search.md'), f);
    const source = new vscode.CancellationTokenSource();
    // Cancelled as soon as the first of them has its problems (they sort first; the event arrives a moment later).
    const listener = vscode.languages.onDidChangeDiagnostics((e) => e.uris.some((u) => u.fsPath === extra[0]) && source.cancel());
    try {
      const result = await vscode.commands.executeCommand<{ documents: number; cancelled: boolean }>('warrant.verifyWorkspace', source.token);
      assert.equal(result.cancelled, true);
      assert.ok(result.documents >= 1 && result.documents < extra.length, `stopped early: ${result.documents} of ${extra.length + 1} drafts`);
      assert.equal(w.result(vscode.Uri.file(extra.at(-1)!)), undefined, 'the later drafts were not verified');
      const before = new vscode.CancellationTokenSource();
      before.cancel();
      const none = await vscode.commands.executeCommand<{ documents: number; cancelled: boolean }>('warrant.verifyWorkspace', before.token);
      assert.deepEqual([none.documents, none.cancelled], [0, true]);
    } finally {
      listener.dispose();
      for (const f of extra) fs.rmSync(f, { force: true });
    }
    await waitFor('deleted drafts to leave the view', () => !w.draftsTree().some((r) => r.relPath.includes(`cancel-${process.pid}`)));
  });

  it('the Drafts view and the status bar follow the results as they arrive', async () => {
    const w = await api();
    const editor = await openDemoCopy('tree');
    const doc = editor.document;
    const rel = vscode.workspace.asRelativePath(doc.uri);
    try {
      await waitForDemoDiagnostics(doc);
      const before = await waitFor('the copy in the Drafts view', () => w.draftsTree().find((r) => r.relPath === rel));
      assert.ok(before.counts.repair >= 2, JSON.stringify(before.counts));
      const s = w.result(doc.uri)!.summary;
      assert.equal(await waitFor('status bar', () => w.statusText() || undefined), `$(pass) ${s.accept} $(warning) ${s.repair + s.refute + s.review + s.abstain}`);
      const opinion = (await codeActionsAt(doc, DEMO.replaces)).find((a) => a.kind?.value === 'quickfix.warrant.markOpinion')!;
      await runAction(opinion);
      const after = await waitFor('one repair fewer in the view', () => {
        const r = w.draftsTree().find((x) => x.relPath === rel);
        return r && r.counts.repair === before.counts.repair - 1 ? r : undefined;
      });
      const now = w.result(doc.uri)!.summary;
      assert.equal(after.counts.accept, now.accept);
      await waitFor('the status bar to follow', () => w.statusText() === `$(pass) ${now.accept} $(warning) ${now.repair + now.refute + now.review + now.abstain}`);
    } finally {
      await closeAndDelete(editor);
    }
    await waitFor('a closed copy to leave the view', () => !w.draftsTree().some((r) => r.relPath === rel));
  });

  it('Quote the Evidence inserts the verbatim span and a footnote; the draft is verified again', async () => {
    const w = await api();
    const editor = await openDemoCopy('quote');
    const doc = editor.document;
    try {
      await waitForDemoDiagnostics(doc);
      const claim = w.result(doc.uri)!.results.find((r) => r.claim.text === DEMO.accept)!;
      assert.equal(claim.action, 'accept');
      const span = claim.evidence[0]!;
      const quote = (await codeActionsAt(doc, DEMO.accept)).find((a) => a.kind?.value === 'quickfix.warrant.quoteEvidence');
      assert.ok(quote, 'offered on an accepted claim');
      assert.equal(quote.title, `Quote the evidence (${span.relPath}, line ${span.line + 1})`);
      await runAction(quote);
      const text = doc.getText();
      const quoted = span.text.replace(/\s+/g, ' ').trim();
      assert.ok(text.includes(`${DEMO.accept} “${quoted}”[^4]`), `the span follows the claim verbatim:\n${text.split('\n').find((l) => l.startsWith(DEMO.accept))}`);
      const def = /^\[\^4\]: (\S+), line (\d+)$/m.exec(text);
      assert.ok(def, 'a footnote names the file and the line');
      assert.equal(fs.realpathSync(path.resolve(path.dirname(doc.uri.fsPath), def[1]!)), fs.realpathSync(span.sourcePath));
      assert.equal(Number(def[2]), span.line + 1);
      // Verified again at once: the quotation is cited and carried by its source; nothing on the line is flagged.
      const result = w.result(doc.uri)!;
      const quotation = result.results.find((r) => r.claim.text.includes(`“${quoted.slice(0, 20)}`));
      assert.ok(quotation, `the quotation is a sentence of the new result: ${result.results.map((r) => r.claim.text).join(' | ')}`);
      assert.equal(quotation.action, 'accept', `${quotation.action}: ${quotation.verdict.reason}`);
      assert.ok(quotation.claim.citations.some((c) => c.label === '4'), 'the quotation carries the new footnote');
      assert.equal(result.results.find((r) => r.claim.text === DEMO.accept)?.action, 'accept');
      const line = rangeOf(doc, DEMO.accept).start.line;
      assert.ok(!warrantDiagnostics(doc.uri).some((d) => d.range.start.line === line), 'nothing flagged on the quoted line');
    } finally {
      await closeAndDelete(editor);
    }
  });

  it('"Don\'t check the rest of this file" silences what follows and only that', async () => {
    const w = await api();
    const editor = await openDemoCopy('rest');
    const doc = editor.document;
    try {
      await waitForDemoDiagnostics(doc);
      const rest = (await codeActionsAt(doc, DEMO.replaces)).find((a) => a.kind?.value === 'quickfix.warrant.suppressRest')!;
      await runAction(rest);
      assert.ok(doc.getText().includes(`<!-- warrant off -->\n${DEMO.replaces}`));
      // The result of the edited text: the sentence is passed, switched off by the control.
      await waitFor('the re-verification', () => w.result(doc.uri)?.results.find((r) => r.claim.text === DEMO.replaces && r.action === 'pass'));
      assert.ok(!diagnosticOn(doc, DEMO.replaces) && !diagnosticOn(doc, DEMO.synthesis));
      const line = rangeOf(doc, DEMO.replaces).start.line;
      const after = warrantDiagnostics(doc.uri).filter((d) => d.range.start.line >= line && d.code !== 'parse');
      assert.deepEqual(after.map((d) => `${d.range.start.line}: ${doc.getText(d.range)} (${d.message})`), [], 'nothing flagged after it');
      assert.ok(diagnosticOn(doc, DEMO.eliminates), 'what comes before is still checked');
    } finally {
      await closeAndDelete(editor);
    }
  });

  it('"Don\'t use this source in this draft" writes the control the CLI reads and re-verifies without it', async () => {
    const w = await api();
    const editor = await openDemoCopy('exclude');
    const doc = editor.document;
    try {
      await waitForDemoDiagnostics(doc);
      const claim = w.result(doc.uri)!.results.find((r) => r.claim.text === DEMO.accept)!;
      assert.equal(claim.evidence[0]!.relPath, 'papers/citevqa.txt');
      const exclude = (await codeActionsAt(doc, DEMO.accept)).find((a) => a.kind?.value === 'quickfix.warrant.excludeSource');
      assert.ok(exclude, 'offered where the evidence comes from a source');
      assert.equal(exclude.title, "Don't use papers/citevqa.txt as evidence in this draft");
      await runAction(exclude);
      assert.ok(doc.getText().startsWith('<!-- warrant exclude: ../papers/citevqa.txt -->\n'));
      const after = await waitFor('the re-verification without the source', () => {
        const r = w.result(doc.uri)?.results.find((x) => x.claim.text === DEMO.accept);
        return r && r.claim.start > claim.claim.start ? r : undefined; // after the control line
      });
      assert.ok(after.evidence.every((s) => s.relPath !== 'papers/citevqa.txt'), 'citevqa.txt is no longer evidence');
      assert.ok(after.trace.every((t) => t.files.every((f) => f !== 'papers/citevqa.txt')), 'nor read');
      assert.notEqual(after.action, 'accept', 'no other source carries the claim');
    } finally {
      await closeAndDelete(editor);
    }
  });
});
