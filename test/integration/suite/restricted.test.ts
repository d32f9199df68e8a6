// Restricted Mode (run with `npm run test:integration:restricted`, which keeps workspace trust on so the
// folder opens untrusted): what the manifest's `capabilities.untrustedWorkspaces` declares.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { DEMO, api, closeAndDelete, diagnosticOn, openDemoCopy, waitFor, waitForDemoDiagnostics, workspaceRoot } from './helpers';

describe('Restricted Mode', () => {
  const settingsFile = () => path.join(workspaceRoot(), '.vscode', 'settings.json');

  before(async () => {
    assert.equal(vscode.workspace.isTrusted, false, 'this suite runs in an untrusted workspace');
    await api();
  });

  after(() => {
    fs.rmSync(path.dirname(settingsFile()), { recursive: true, force: true });
    fs.rmSync(path.join(workspaceRoot(), '.warrant'), { recursive: true, force: true });
  });

  it('still verifies drafts (limited support), from the config file\'s sources', async () => {
    const editor = await openDemoCopy('restricted');
    try {
      await waitForDemoDiagnostics(editor.document);
      assert.equal(diagnosticOn(editor.document, DEMO.accept), undefined, 'the metric claim is accepted');
    } finally {
      await closeAndDelete(editor);
    }
  });

  it('ignores the workspace\'s warrant.sources and warrant.exclude, so the workspace cannot widen what is evidence', async () => {
    fs.mkdirSync(path.dirname(settingsFile()), { recursive: true });
    // warrant.trace is not restricted: once it applies, VS Code has read the file.
    fs.writeFileSync(settingsFile(), JSON.stringify({ 'warrant.sources': ['references'], 'warrant.exclude': ['papers/**'], 'warrant.trace': 'verbose' }));
    await waitFor('VS Code to read the workspace settings', () => vscode.workspace.getConfiguration('warrant').get('trace') === 'verbose');
    assert.deepEqual(vscode.workspace.getConfiguration('warrant').get('sources'), [], 'a restricted setting keeps its default');
    assert.deepEqual(vscode.workspace.getConfiguration('warrant').get('exclude'), [], 'a restricted setting keeps its default');
    const w = await api();
    const editor = await openDemoCopy('restricted-settings');
    try {
      await waitForDemoDiagnostics(editor.document);
      const results = w.result(editor.document.uri)!.results;
      const metric = results.find((r) => r.claim.text === DEMO.accept)!;
      assert.equal(metric.action, 'accept', 'papers/ is still a source (neither excluded nor replaced)');
      assert.ok(metric.evidence.every((s) => s.relPath.startsWith('papers/')));
      const talk = results.find((r) => r.claim.text.startsWith('In a conference talk'))!;
      assert.equal(talk.verdict.label, 'out_of_scope', 'references/ did not become a source');
    } finally {
      await closeAndDelete(editor);
      fs.rmSync(path.dirname(settingsFile()), { recursive: true, force: true });
    }
  });

  it('Record Evidence writes nothing in an untrusted workspace', async () => {
    const editor = await openDemoCopy('restricted-record');
    try {
      await waitForDemoDiagnostics(editor.document);
      const recorded = await vscode.commands.executeCommand<unknown[]>('warrant.recordEvidence');
      assert.deepEqual(recorded, []);
      assert.equal(fs.existsSync(path.join(workspaceRoot(), '.warrant', 'evidence.lock.json')), false, 'no lockfile was written');
    } finally {
      await closeAndDelete(editor);
    }
  });

  it('a draft opened while a settings change replaces the engine still gets its diagnostics', async () => {
    const w = await api();
    // A change of warrant.sources drops the engines even here (the setting itself is ignored). trace tells when
    // the extension has seen the change: its listener runs before the new value can be read here.
    const writeSettings = (sources: string[], trace: string) => {
      fs.mkdirSync(path.dirname(settingsFile()), { recursive: true });
      fs.writeFileSync(settingsFile(), JSON.stringify({ 'warrant.sources': sources, 'warrant.trace': trace }));
      return waitFor(`warrant.trace to be ${trace}`, () => vscode.workspace.getConfiguration('warrant').get('trace') === trace);
    };
    // With no draft open, no engine is started again: the next draft's first run starts a new one, which indexes
    // the sources from nothing here (no persisted index in Restricted Mode), so it takes seconds.
    await writeSettings(['references/first'], 'off');
    const target = path.join(workspaceRoot(), 'drafts', `restricted-engine-replaced-${process.pid}.md`);
    fs.copyFileSync(path.join(workspaceRoot(), 'drafts', 'warranted-search.md'), target);
    // Opened but not shown yet, as between opening a file and its tab appearing: its first run starts now.
    const document = await vscode.workspace.openTextDocument(vscode.Uri.file(target));
    // A second change while that run is under way: the engine it runs on is stopped. The draft is in no tab and has
    // no result yet, so the change's own re-verification passes it over.
    await writeSettings(['references/second'], 'verbose');
    assert.equal(w.result(document.uri), undefined, 'the engine was replaced while the draft\'s first run was under way');
    const editor = await vscode.window.showTextDocument(document);
    try {
      await waitForDemoDiagnostics(editor.document);
      assert.equal(diagnosticOn(editor.document, DEMO.accept), undefined, 'the metric claim is accepted');
    } finally {
      await closeAndDelete(editor);
      fs.rmSync(path.dirname(settingsFile()), { recursive: true, force: true });
    }
  });
});
