// Citations through a bibliography in a real VS Code: "@" completion of keys from refs.bib (with titles), the
// diagnostic for a key that is not in the bibliography, and "Fix citation" proposing the right key.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { api, closeAndDelete, codeActionsAt, runAction, waitFor, warrantDiagnostics, workspaceRoot } from './helpers';

const WRONG_KEY = 'GrepSeek keeps no vector index of the corpus [@citevqa2025].';

async function openCitedCopy(name: string): Promise<vscode.TextEditor> {
  const target = path.join(workspaceRoot(), 'drafts', `${name}-${process.pid}.md`);
  fs.copyFileSync(path.join(workspaceRoot(), 'drafts', 'cited-by-key.md'), target);
  return vscode.window.showTextDocument(await vscode.workspace.openTextDocument(vscode.Uri.file(target)));
}

async function completionsAt(document: vscode.TextDocument, position: vscode.Position): Promise<vscode.CompletionItem[]> {
  const list = await vscode.commands.executeCommand<vscode.CompletionList>('vscode.executeCompletionItemProvider', document.uri, position, '@');
  return list.items.filter((i) => i.kind === vscode.CompletionItemKind.Reference);
}

const labelOf = (item: vscode.CompletionItem) => (typeof item.label === 'string' ? item.label : item.label.label);

describe('Citations through a bibliography', () => {
  before(async () => {
    await api();
  });

  afterEach(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  it('completes "@" keys from the front matter\'s refs.bib, with title, authors and year', async () => {
    const editor = await openCitedCopy('complete');
    const doc = editor.document;
    try {
      const end = doc.lineAt(doc.lineCount - 1).range.end;
      await editor.edit((e) => e.insert(end, '\n\nGrepSeek keeps no vector index of the corpus [@'));
      const afterAt = doc.lineAt(doc.lineCount - 1).range.end;
      const items = await waitFor('key completions', async () => {
        const found = await completionsAt(doc, afterAt);
        return found.length > 0 ? found : undefined;
      });
      const keys = items.map(labelOf).sort();
      assert.deepEqual(keys, ['aclverbatim2025', 'citevqa2025', 'grepseek2025', 'historynotes', 'okapi1994']);
      const grepseek = items.find((i) => labelOf(i) === 'grepseek2025')!;
      assert.match(grepseek.detail ?? '', /GrepSeek: Search Through Direct Corpus Interaction/);
      assert.match(grepseek.detail ?? '', /Soe 2025/);
      assert.equal(grepseek.insertText, 'grepseek2025');

      // a partly typed key is replaced whole; an e-mail address is no citation
      await editor.edit((e) => e.insert(afterAt, 'grep'));
      const typed = doc.lineAt(doc.lineCount - 1).range.end;
      const again = await completionsAt(doc, typed);
      const item = again.find((i) => labelOf(i) === 'grepseek2025');
      assert.ok(item?.range, 'the completion replaces the typed prefix');
      const range = item.range instanceof vscode.Range ? item.range : item.range.replacing;
      assert.equal(doc.getText(range), 'grep');
      await editor.edit((e) => e.insert(typed, '] Write to jane@'));
      assert.equal((await completionsAt(doc, doc.lineAt(doc.lineCount - 1).range.end)).length, 0, 'no keys after an e-mail address');
    } finally {
      await closeAndDelete(editor);
    }
  });

  it('reports an unknown key, and Fix citation replaces a wrong key with the one whose file carries the claim', async () => {
    const editor = await openCitedCopy('fix-key');
    const doc = editor.document;
    try {
      const unknown = await waitFor('the unknown-key diagnostic', () => warrantDiagnostics(doc.uri).find((d) => /@smith2020 is not in refs\.bib/.test(d.message)));
      assert.equal(doc.getText(unknown.range), '@smith2020', 'the diagnostic sits on the key');
      await waitFor('the wrong-source verdict', () => warrantDiagnostics(doc.uri).find((d) => /@grepseek2025/.test(d.message) && /does not carry/.test(d.message)));
      const actions = await codeActionsAt(doc, WRONG_KEY);
      const fix = actions.find((a) => a.kind?.value === 'quickfix.warrant.fixCitation');
      assert.ok(fix, `Fix citation offered among ${actions.map((a) => a.title).join(' | ')}`);
      assert.equal(fix.title, 'Fix citation: cite @grepseek2025 (papers/grepseek.txt)');
      await runAction(fix);
      await waitFor('the key replaced', () => doc.getText().includes('GrepSeek keeps no vector index of the corpus [@grepseek2025].'));
    } finally {
      await closeAndDelete(editor);
    }
  });
});
