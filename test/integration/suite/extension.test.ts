// The extension in a real VS Code: diagnostics, quick fixes, hover, panel, commands, on-type runs.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import {
  DEMO, api, closeAndDelete, codeActionsAt, diagnosticOn, openDemoCopy, rangeOf, runAction, waitFor,
  waitForDemoDiagnostics, warrantDiagnostics, workspaceRoot,
} from './helpers';

describe('Warrant extension', () => {
  before(async () => {
    await api();
  });

  afterEach(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  it('flags the demo claims with the right severities, ranges, codes and evidence links', async () => {
    const editor = await openDemoCopy('diagnostics');
    const doc = editor.document;
    try {
      await waitForDemoDiagnostics(doc);
      await waitFor('the synthesis diagnostic', () => diagnosticOn(doc, DEMO.synthesis));
      assert.equal(diagnosticOn(doc, DEMO.accept), undefined, 'an accepted claim has no diagnostic');
      const acceptLine = rangeOf(doc, DEMO.accept).start.line;
      assert.ok(!warrantDiagnostics(doc.uri).some((d) => d.range.start.line === acceptLine), 'nothing on the accepted line');

      for (const text of [DEMO.eliminates, DEMO.replaces, DEMO.synthesis]) {
        const d = diagnosticOn(doc, text)!;
        assert.equal(d.severity, vscode.DiagnosticSeverity.Warning, `${text} is a Warning`);
        assert.equal(d.source, 'warrant');
        assert.ok(typeof d.code === 'object' && typeof d.code.value === 'string' && d.code.target instanceof vscode.Uri, 'code has a value and a docs target');
        assert.ok(d.message.length > 20, 'the message explains the problem');
      }
      const repair = diagnosticOn(doc, DEMO.replaces)!;
      assert.ok(repair.relatedInformation?.length, 'the repair points at its evidence span');
      const related = repair.relatedInformation![0]!.location;
      assert.ok(related.uri.fsPath.startsWith(path.join(workspaceRoot(), 'papers')), `evidence is in papers/: ${related.uri.fsPath}`);
      const source = await vscode.workspace.openTextDocument(related.uri);
      assert.match(source.getText(related.range), /GrepSeek/, 'the related range is the span in the source');
      assert.match(diagnosticOn(doc, DEMO.replaces)!.message, /replace/i, 'the message names the overclaimed word');
    } finally {
      await closeAndDelete(editor);
    }
  });

  it('applies a verified repair, and re-verification no longer flags the sentence', async () => {
    const w = await api();
    const editor = await openDemoCopy('repair');
    const doc = editor.document;
    try {
      await waitForDemoDiagnostics(doc);
      const claim = w.result(doc.uri)!.results.find((r) => r.claim.text === DEMO.eliminates)!;
      assert.equal(claim.action, 'repair');
      assert.ok(claim.repair?.verified, 'the repair is verified');
      const actions = await codeActionsAt(doc, DEMO.eliminates);
      const apply = actions.find((a) => a.kind?.value === 'quickfix.warrant.applyRepair');
      assert.ok(apply, `apply-repair offered among ${actions.map((a) => a.title).join(' | ')}`);
      assert.equal(apply.isPreferred ?? false, !claim.repair.highRisk, 'only a normal-risk verified repair is the preferred fix');
      const start = doc.getText().indexOf(DEMO.eliminates);
      await runAction(apply);
      const repairedRange = new vscode.Range(doc.positionAt(start), doc.positionAt(start + claim.repair.text.length));
      assert.equal(doc.getText(repairedRange), claim.repair.text, 'the sentence was rewritten in place');
      assert.ok(!doc.getText().includes(DEMO.eliminates), 'the overclaim is gone');
      await waitFor('re-verification of the repaired sentence', () => {
        const r = w.result(doc.uri)?.results.find((x) => x.claim.start === start && x.claim.text === claim.repair!.text);
        return r && (r.action === 'accept' ? r : undefined);
      });
      assert.ok(!warrantDiagnostics(doc.uri).some((d) => d.range.intersection(repairedRange)), 'no diagnostic on the repaired sentence');
    } finally {
      await closeAndDelete(editor);
    }
  });

  it('refuses to apply a repair when the sentence changed since it was diagnosed', async () => {
    await vscode.workspace.getConfiguration('warrant').update('run', 'manual', vscode.ConfigurationTarget.Global);
    const w = await api();
    const editor = await openDemoCopy('refuse');
    const doc = editor.document;
    try {
      await w.verify(doc.uri);
      const claim = w.result(doc.uri)!.results.find((r) => r.claim.text === DEMO.eliminates)!;
      await editor.edit((e) => e.replace(rangeOf(doc, DEMO.eliminates), 'ACL-Verbatim removes hallucination from research QA.'));
      const applied = await vscode.commands.executeCommand<boolean>('warrant.applyRepair', doc.uri.toString(), claim.claim.id);
      assert.equal(applied, false);
      assert.ok(doc.getText().includes('ACL-Verbatim removes hallucination from research QA.'), 'the edited text is untouched');
    } finally {
      await vscode.workspace.getConfiguration('warrant').update('run', undefined, vscode.ConfigurationTarget.Global);
      await closeAndDelete(editor);
    }
  });

  it('inserts a footnote citation that the engine then reads as the claim\'s citation', async () => {
    const w = await api();
    const editor = await openDemoCopy('cite');
    const doc = editor.document;
    try {
      await waitForDemoDiagnostics(doc);
      const claim = w.result(doc.uri)!.results.find((r) => r.claim.text === DEMO.replaces)!;
      const span = claim.evidence[0]!;
      const insert = (await codeActionsAt(doc, DEMO.replaces)).find((a) => a.kind?.value === 'quickfix.warrant.insertCitation');
      assert.ok(insert, 'insert-citation offered');
      await runAction(insert);
      const text = doc.getText();
      assert.ok(text.includes(`${DEMO.replaces}[^4]`), 'reference [^4] follows the claim (the draft already has [^1]–[^3])');
      const def = /^\[\^4\]: (\S+)#L(\d+)$/m.exec(text);
      assert.ok(def, 'a definition [^4]: <path>#L<line> was added');
      const target = path.resolve(path.dirname(doc.uri.fsPath), def[1]!);
      assert.equal(fs.realpathSync(target), fs.realpathSync(span.sourcePath), 'the definition names the evidence file');
      const lineText = fs.readFileSync(target, 'utf8').split('\n')[Number(def[2]) - 1]!;
      assert.ok(span.text.startsWith(lineText.trim().slice(0, 20)) || lineText.includes(span.text.slice(0, 20)), 'the line is the span\'s line');
      const cited = await waitFor('the claim to carry the citation', () =>
        w.result(doc.uri)?.results.find((r) => r.claim.text === DEMO.replaces && r.claim.citations.some((c) => c.label === '4')),
      );
      const citation = cited.claim.citations.find((c) => c.label === '4')!;
      assert.equal(citation.resolvedPath && fs.realpathSync(citation.resolvedPath), fs.realpathSync(span.sourcePath));
      assert.equal(citation.line, span.line);
    } finally {
      await closeAndDelete(editor);
    }
  });

  it('"Mark as opinion" and "Don\'t check this sentence" insert controls that silence the claim', async () => {
    const editor = await openDemoCopy('controls');
    const doc = editor.document;
    try {
      await waitForDemoDiagnostics(doc);
      const opinion = (await codeActionsAt(doc, DEMO.replaces)).find((a) => a.kind?.value === 'quickfix.warrant.markOpinion')!;
      await runAction(opinion);
      assert.ok(doc.getText().includes(`<!-- warrant: opinion --> ${DEMO.replaces}`));
      await waitFor('the opinion to clear the diagnostic', () => !diagnosticOn(doc, DEMO.replaces));
      const disable = (await codeActionsAt(doc, DEMO.synthesis)).find((a) => a.kind?.value === 'quickfix.warrant.disableNextLine')!;
      await runAction(disable);
      assert.ok(doc.getText().includes(`<!-- warrant-disable-next-line -->\n${DEMO.synthesis}`));
      await waitFor('disable-next-line to clear the diagnostic', () => !diagnosticOn(doc, DEMO.synthesis));
      assert.ok(diagnosticOn(doc, DEMO.eliminates), 'other claims are still checked');
    } finally {
      await closeAndDelete(editor);
    }
  });

  it('offers "Add folder to sources" only where the evidence is out of scope', async () => {
    const w = await api();
    const editor = await openDemoCopy('scope');
    const doc = editor.document;
    try {
      await waitForDemoDiagnostics(doc);
      const outOfScope = w.result(doc.uri)!.results.find((r) => r.verdict.label === 'out_of_scope');
      assert.ok(outOfScope, 'the demo draft has a claim whose evidence lies outside papers/ and notes/');
      const kinds = (await codeActionsAt(doc, outOfScope.claim.text)).map((a) => a.kind?.value);
      assert.ok(kinds.includes('quickfix.warrant.addFolderToSources'), kinds.join(', '));
      const elsewhere = (await codeActionsAt(doc, DEMO.replaces)).map((a) => a.kind?.value);
      assert.ok(!elsewhere.includes('quickfix.warrant.addFolderToSources'));
    } finally {
      await closeAndDelete(editor);
    }
  });

  it('shows verdict, escaped evidence and command links in the hover', async () => {
    const editor = await openDemoCopy('hover');
    const doc = editor.document;
    try {
      await waitForDemoDiagnostics(doc);
      const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', doc.uri, rangeOf(doc, DEMO.replaces).start.translate(0, 3));
      const md = hovers.flatMap((h) => h.contents).map((c) => (typeof c === 'string' ? c : (c as vscode.MarkdownString).value)).join('\n');
      assert.match(md, /Warrant: repair/);
      assert.match(md, /command:warrant\.showEvidence/);
      assert.match(md, /command:warrant\.applyRepair/);
      assert.match(md, /papers\/grepseek\.txt:\d+/);
    } finally {
      await closeAndDelete(editor);
    }
  });

  it('sends the claim to the evidence panel', async () => {
    const w = await api();
    const editor = await openDemoCopy('panel');
    const doc = editor.document;
    try {
      await waitForDemoDiagnostics(doc);
      const claim = w.result(doc.uri)!.results.find((r) => r.claim.text === DEMO.synthesis)!;
      const rendered = new Promise<string | null>((resolve) => {
        const sub = w.onPanelRendered((id) => id === claim.claim.id && (sub.dispose(), resolve(id)));
      });
      await vscode.commands.executeCommand('warrant.showEvidence', doc.uri.toString(), claim.claim.id);
      assert.equal(await Promise.race([rendered, new Promise((r) => setTimeout(() => r('timeout'), 20_000))]), claim.claim.id);
      assert.equal(w.panelRenderedClaimId(), claim.claim.id);
    } finally {
      await closeAndDelete(editor);
    }
  });

  it('Verify Chapter reports the summary; the status bar shows the counts', async () => {
    const w = await api();
    const editor = await openDemoCopy('chapter');
    try {
      const summary = await vscode.commands.executeCommand<{ documents: number; summary: Record<string, number> }>('warrant.verifyChapter', editor.document.uri);
      assert.equal(summary.documents, 1);
      assert.ok(summary.summary.claims! > 20, 'every sentence was considered');
      assert.ok(summary.summary.accept! >= 1 && summary.summary.repair! >= 2 && summary.summary.review! >= 1, JSON.stringify(summary.summary));
      const s = w.result(editor.document.uri)!.summary;
      const text = await waitFor('status bar text', () => w.statusText() || undefined);
      assert.equal(text, `$(pass) ${s.accept} $(warning) ${s.repair + s.refute + s.review + s.abstain}`);
    } finally {
      await closeAndDelete(editor);
    }
  });

  it('Verify Chapter overtaken by an edit reports the newer run, not a cancellation', async () => {
    const w = await api();
    const editor = await openDemoCopy('overtaken');
    try {
      const pending = vscode.commands.executeCommand<{ documents: number; cancelled: boolean }>('warrant.verifyChapter', editor.document.uri);
      const added = 'GrepSeek complements dense retrieval.';
      await editor.edit((e) => e.insert(new vscode.Position(editor.document.lineCount, 0), `\n${added}\n`));
      const summary = await pending;
      assert.equal(summary.documents, 1, JSON.stringify(summary));
      assert.equal(summary.cancelled, false);
      await waitFor('a result for the edited text', () => w.result(editor.document.uri)?.results.some((r) => r.claim.text === added));
    } finally {
      await closeAndDelete(editor);
    }
  });

  it('re-verifies on type: editing one sentence changes only its diagnostic', async () => {
    const editor = await openDemoCopy('ontype');
    const doc = editor.document;
    try {
      await waitForDemoDiagnostics(doc);
      await waitFor('the synthesis diagnostic', () => diagnosticOn(doc, DEMO.synthesis));
      const key = (d: vscode.Diagnostic) => `${d.range.start.line}:${d.range.start.character}-${d.range.end.line}:${d.range.end.character} ${d.message}`;
      const edited = 'GrepSeek replaces dense retrieval everywhere.';
      const editedLine = rangeOf(doc, DEMO.replaces).start.line;
      const others = warrantDiagnostics(doc.uri).filter((d) => d.range.start.line !== editedLine).map(key).sort();
      await editor.edit((e) => e.replace(rangeOf(doc, DEMO.replaces), edited));
      const d = await waitFor('a diagnostic on the edited sentence', () => diagnosticOn(doc, edited));
      assert.equal(d.range.start.line, editedLine);
      assert.deepEqual(warrantDiagnostics(doc.uri).filter((x) => x.range.start.line !== editedLine).map(key).sort(), others, 'other diagnostics are unchanged');
    } finally {
      await closeAndDelete(editor);
    }
  });

  it('drops stale results after fast edits', async () => {
    const w = await api();
    const editor = await openDemoCopy('fast');
    const doc = editor.document;
    try {
      await waitForDemoDiagnostics(doc);
      for (const word of ['replaces', 'supersedes', 'obsoletes', 'complements']) {
        const current = doc.getText().match(/GrepSeek (\w+) dense retrieval\./)![0];
        await editor.edit((e) => e.replace(rangeOf(doc, current), `GrepSeek ${word} dense retrieval.`));
        await new Promise((r) => setTimeout(r, 40));
      }
      await waitFor('results for the final text', () => w.result(doc.uri)?.results.some((r) => r.claim.text === 'GrepSeek complements dense retrieval.'));
      const texts = w.result(doc.uri)!.results.map((r) => r.claim.text);
      for (const old of ['replaces', 'supersedes', 'obsoletes']) assert.ok(!texts.includes(`GrepSeek ${old} dense retrieval.`), `no result left for "${old}"`);
      for (const d of warrantDiagnostics(doc.uri)) assert.ok(!/supersedes|obsoletes/.test(doc.getText(d.range)));
    } finally {
      await closeAndDelete(editor);
    }
  });

  it('verifies an untitled document against the workspace sources', async () => {
    const doc = await vscode.workspace.openTextDocument({ language: 'markdown', content: `# Notes\n\n${DEMO.replaces}\n\n${DEMO.accept}\n` });
    const editor = await vscode.window.showTextDocument(doc);
    try {
      const d = await waitFor('a diagnostic in the untitled draft', () => diagnosticOn(doc, DEMO.replaces));
      assert.equal(d.severity, vscode.DiagnosticSeverity.Warning);
      assert.equal(diagnosticOn(doc, DEMO.accept), undefined);
    } finally {
      await vscode.window.showTextDocument(editor.document);
      await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
    }
  });

  it('Verify Workspace verifies every draft and reports a total', async () => {
    const result = await vscode.commands.executeCommand<{ documents: number; summary: Record<string, number>; cancelled: boolean }>('warrant.verifyWorkspace');
    assert.equal(result.cancelled, false);
    assert.ok(result.documents >= 1);
    const draft = vscode.Uri.file(path.join(workspaceRoot(), 'drafts', 'warranted-search.md'));
    assert.ok(warrantDiagnostics(draft).length > 0, 'the unopened draft has diagnostics in Problems');
  });

  it('follows the severity settings, including off', async () => {
    const settings = () => vscode.workspace.getConfiguration('warrant');
    const editor = await openDemoCopy('severity');
    const doc = editor.document;
    try {
      await waitForDemoDiagnostics(doc);
      await settings().update('severity.repair', 'error', vscode.ConfigurationTarget.Global);
      await waitFor('repair as Error', () => diagnosticOn(doc, DEMO.replaces)?.severity === vscode.DiagnosticSeverity.Error);
      await settings().update('severity.repair', 'off', vscode.ConfigurationTarget.Global);
      await waitFor('repair diagnostics off', () => !diagnosticOn(doc, DEMO.replaces) && !diagnosticOn(doc, DEMO.eliminates));
      assert.ok(diagnosticOn(doc, DEMO.synthesis), 'review diagnostics stay');
    } finally {
      await settings().update('severity.repair', undefined, vscode.ConfigurationTarget.Global);
      await closeAndDelete(editor);
    }
  });

  it('verifies drafts over the size cap only on command', async () => {
    const w = await api();
    await vscode.workspace.getConfiguration('warrant').update('maxDraftSizeKB', 1, vscode.ConfigurationTarget.Global);
    const editor = await openDemoCopy('large');
    const doc = editor.document;
    try {
      await new Promise((r) => setTimeout(r, 1500));
      assert.equal(w.result(doc.uri), undefined, 'not verified automatically');
      assert.equal(warrantDiagnostics(doc.uri).length, 0);
      const summary = await vscode.commands.executeCommand<{ documents: number }>('warrant.verifyChapter', doc.uri);
      assert.equal(summary.documents, 1);
      assert.ok(diagnosticOn(doc, DEMO.replaces), 'Verify Chapter ignores the cap');
    } finally {
      await vscode.workspace.getConfiguration('warrant').update('maxDraftSizeKB', undefined, vscode.ConfigurationTarget.Global);
      await closeAndDelete(editor);
    }
  });

  it('Open Config creates a commented template where none exists', async () => {
    const cfg = path.join(workspaceRoot(), '.warrant.json');
    const original = fs.readFileSync(cfg, 'utf8');
    fs.rmSync(cfg);
    try {
      await vscode.commands.executeCommand('warrant.openConfig');
      const text = await waitFor('the template', () => fs.existsSync(cfg) && fs.readFileSync(cfg, 'utf8'));
      assert.match(text, /\/\/ Where evidence may come from/);
      assert.equal(vscode.window.activeTextEditor?.document.uri.fsPath, cfg);
    } finally {
      fs.writeFileSync(cfg, original);
    }
  });
});
