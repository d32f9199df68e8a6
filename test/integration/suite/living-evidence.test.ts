// Living evidence in a real VS Code: record the evidence, edit a source so a demo claim loses it, and
// watch the diagnostic and the Attribution Diff view update; issue 5 in the hover and the Fix citation fix.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { DiffTreeNode } from '../../../src/extension/attribution';
import {
  DEMO, api, closeAndDelete, codeActionsAt, diagnosticOn, openDemoCopy, rangeOf, runAction, waitFor, waitForDemoDiagnostics, workspaceRoot,
} from './helpers';

const WRONG_SOURCE = 'ACL-Verbatim returns answers as verbatim source spans.';

function stateDir(): string {
  return path.join(workspaceRoot(), '.warrant');
}

async function folderDiff() {
  const [first] = await (await api()).attributionDiffs();
  assert.ok(first, 'one workspace folder');
  return first;
}

function findNode(nodes: DiffTreeNode[], match: (n: DiffTreeNode) => boolean): DiffTreeNode | undefined {
  for (const n of nodes) {
    if (match(n)) return n;
    const inner = findNode(n.children, match);
    if (inner) return inner;
  }
  return undefined;
}

/** Replaces text in a file through an editor and saves it (as a writer would); resolves with the time the save completed. */
async function editAndSave(file: string, from: string, to: string): Promise<number> {
  const document = await vscode.workspace.openTextDocument(vscode.Uri.file(file));
  const edit = new vscode.WorkspaceEdit();
  edit.replace(document.uri, rangeOf(document, from), to);
  assert.ok(await vscode.workspace.applyEdit(edit));
  const saved = new Promise<number>((resolve) => {
    const sub = vscode.workspace.onDidSaveTextDocument((d) => d.uri.toString() === document.uri.toString() && (sub.dispose(), resolve(Date.now())));
  });
  assert.ok(await document.save());
  return saved;
}

describe('Living evidence and the attribution diff', () => {
  before(async () => {
    await api();
    fs.rmSync(stateDir(), { recursive: true, force: true });
  });

  afterEach(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  after(() => {
    fs.rmSync(stateDir(), { recursive: true, force: true });
  });

  it('a saved source edit re-verifies the open draft at once and the diff reports the lost evidence; Record Evidence makes it clean', async () => {
    const w = await api();
    const editor = await openDemoCopy('living');
    const doc = editor.document;
    const citevqa = path.join(workspaceRoot(), 'papers', 'citevqa.txt');
    const original = fs.readFileSync(citevqa, 'utf8');
    try {
      await waitForDemoDiagnostics(doc);
      assert.equal((await folderDiff()).diff, undefined, 'nothing recorded yet');
      const accepted = w.result(doc.uri)!.results.find((r) => r.claim.text === DEMO.accept)!;
      assert.equal(accepted.action, 'accept');
      assert.ok(accepted.evidence.some((s) => s.relPath === 'papers/citevqa.txt'), 'the metric claim is carried by citevqa.txt');

      const recorded = await vscode.commands.executeCommand<Array<{ lockfile: string }>>('warrant.recordEvidence');
      assert.equal(recorded.length, 1);
      assert.ok(fs.existsSync(path.join(stateDir(), 'evidence.lock.json')), 'the lockfile was written');
      const clean = (await folderDiff()).diff!;
      assert.equal(clean.worse, false, 'right after recording nothing is lost');
      assert.equal(clean.counts.evidence_lost, 0);
      const draftName = path.basename(doc.uri.fsPath);
      const cleanTree = await w.attributionDiffTree();
      const cleanDoc = findNode(cleanTree, (n) => n.label.endsWith(draftName));
      assert.ok(cleanDoc, `the view lists the recorded draft: ${JSON.stringify(cleanTree.map((n) => n.label))}`);
      assert.ok(cleanDoc.children.some((c) => /still anchored/.test(c.label)), 'and counts its anchored claims');

      const saved = await editAndSave(citevqa, '1,897 questions', '1,987 questions');
      await waitFor('a diagnostic on the metric claim', () => diagnosticOn(doc, DEMO.accept), 10_000);
      const elapsed = Date.now() - saved;
      console.log(`      source saved → diagnostic on the metric claim: ${elapsed} ms`);
      assert.ok(elapsed < 1_500, `diagnostics updated ${elapsed} ms after the save`);
      const now = w.result(doc.uri)!.results.find((r) => r.claim.text === DEMO.accept)!;
      assert.notEqual(now.action, 'accept', `no longer accepted: ${now.action}/${now.verdict.label}`);

      const lost = await waitFor('the diff to report the metric claim', async () => {
        const d = (await folderDiff()).diff;
        const entries = d?.documents.flatMap((x) => x.entries).filter((e) => e.claimText === DEMO.accept) ?? [];
        return entries.some((e) => e.kind === 'evidence_lost' || (e.kind === 'verdict_changed' && e.direction === 'worse')) ? d : undefined;
      });
      assert.equal(lost.worse, true, 'the diff says evidence was lost or a verdict got worse');
      const tree = await w.attributionDiffTree();
      const draftNode = findNode(tree, (n) => n.label.endsWith(draftName))!;
      const group = draftNode.children.find((g) => /^(Lost evidence|Verdict worse) \(\d+\)$/.test(g.label));
      assert.ok(group, `a lost/worse group in ${JSON.stringify(draftNode.children.map((c) => c.label))}`);
      const entry = group.children.find((e) => e.label === DEMO.accept);
      assert.ok(entry, 'the metric claim is listed under it');
      assert.ok(entry.children.some((s) => /^before: papers\/citevqa\.txt:\d+$/.test(s.label)), 'with the recorded span to open');
      assert.ok(entry.children.every((s) => s.description === 'span text not kept (retention policy)'), 'metadata_only: no span text in the view');

      await vscode.commands.executeCommand('warrant.recordEvidence');
      const after = (await folderDiff()).diff!;
      const stillWorse = after.documents.flatMap((d) => d.entries).filter((e) => e.kind === 'evidence_lost' || (e.kind === 'verdict_changed' && e.direction === 'worse'));
      assert.equal(after.worse, false, `recording the new state makes the diff clean: ${JSON.stringify(stillWorse, null, 1)}`);
      assert.equal(after.counts.evidence_lost, 0);
    } finally {
      fs.writeFileSync(citevqa, original);
      await waitFor('the metric claim accepted again', () => w.result(doc.uri)?.results.find((r) => r.claim.text === DEMO.accept && r.action === 'accept'), 10_000);
      await closeAndDelete(editor);
    }
  });

  it('an unreadable lockfile is reported, and Record Evidence keeps a backup before writing a new one', async () => {
    const editor = await openDemoCopy('corrupt');
    try {
      await waitForDemoDiagnostics(editor.document);
      fs.mkdirSync(stateDir(), { recursive: true });
      const lockfile = path.join(stateDir(), 'evidence.lock.json');
      fs.writeFileSync(lockfile, '{ "schemaVersion": 1, "documents": ');
      const broken = await folderDiff();
      assert.equal(broken.diff, undefined);
      assert.match(broken.error ?? '', /invalid JSON/);
      await vscode.commands.executeCommand('warrant.recordEvidence');
      const backups = fs.readdirSync(stateDir()).filter((f) => f.startsWith('evidence.lock.json.corrupt-'));
      assert.equal(backups.length, 1, 'the unreadable lockfile was kept');
      assert.equal(fs.readFileSync(path.join(stateDir(), backups[0]!), 'utf8'), '{ "schemaVersion": 1, "documents": ');
      const fixed = await folderDiff();
      assert.equal(fixed.error, undefined);
      assert.ok(fixed.diff, 'a new lockfile was written');
    } finally {
      await closeAndDelete(editor);
    }
  });

  it('Fix citation points a wrong-source footnote at the source that carries the claim', async () => {
    const w = await api();
    const editor = await openDemoCopy('fix-citation');
    const doc = editor.document;
    try {
      await waitForDemoDiagnostics(doc);
      const claim = w.result(doc.uri)!.results.find((r) => r.claim.text === WRONG_SOURCE)!;
      assert.ok(claim.suggestedCitation, 'the engine names the source that carries the claim');
      const { relPath, line } = claim.suggestedCitation;
      const actions = await codeActionsAt(doc, WRONG_SOURCE);
      const fix = actions.find((a) => a.kind?.value === 'quickfix.warrant.fixCitation');
      assert.ok(fix, `Fix citation offered among ${actions.map((a) => a.title).join(' | ')}`);
      assert.equal(fix.title, `Fix citation: cite ${relPath} line ${line + 1}`);
      await runAction(fix);
      const target = `../${relPath}#L${line + 1}`;
      assert.match(doc.getText(), new RegExp(`^\\[\\^2\\]: ${target.replace(/[.#/]/g, '\\$&')}$`, 'm'), 'the footnote definition names the suggested source and line');
      assert.ok(doc.getText().includes('[^1]: ../papers/citevqa.txt'), 'other footnotes are untouched');
      const fixed = await waitFor('re-verification with the new citation', () => {
        const r = w.result(doc.uri)?.results.find((x) => x.claim.text === WRONG_SOURCE);
        return r?.claim.citations[0]?.resolvedPath === path.join(workspaceRoot(), relPath) ? r : undefined;
      });
      assert.equal(fixed.suggestedCitation, null, 'no other source is suggested any more');
    } finally {
      await closeAndDelete(editor);
    }
  });

  it('the hover shows the counter-evidence span and a synthesis claim\'s parts with the join marked as interpretation', async () => {
    const editor = await openDemoCopy('issue5-hover');
    const doc = editor.document;
    const hoverText = async (text: string) => {
      const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', doc.uri, rangeOf(doc, text).start.translate(0, 3));
      const md = hovers.flatMap((h) => h.contents).map((c) => (typeof c === 'string' ? c : (c as vscode.MarkdownString).value)).join('\n');
      return md.replace(/&nbsp;/g, ' '); // appendText keeps runs of spaces as &nbsp;
    };
    try {
      await waitForDemoDiagnostics(doc);
      const replaces = await hoverText(DEMO.replaces);
      assert.match(replaces, /\*Counter-evidence \(the claim is too broad\)\* — \[papers\/grepseek\.txt:\d+\]/);
      assert.match(replaces, /underperforms dense retrieval/, 'the counter-evidence span is quoted');
      const synthesis = await hoverText(DEMO.synthesis);
      assert.match(synthesis, /\*Synthesis\* — parts supported, join is interpretation/);
      assert.equal((synthesis.match(/^\d\. \*\*supported\*\*/gm) ?? []).length, 3, 'three supported parts');
      assert.match(synthesis, /Join \(author's interpretation, no source\)/);
    } finally {
      await closeAndDelete(editor);
    }
  });
});
