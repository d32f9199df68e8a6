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
});
