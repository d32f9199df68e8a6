// Asserts that the self-test extension really runs in the extension host: diagnostics, quick fix, command.
const assert = require('node:assert/strict');
const vscode = require('vscode');

const MARKER = 'UNSUPPORTED';

/** Polls until `read()` returns a value accepted by `done`, or fails after `timeoutMs`. */
async function poll(read, done, what, timeoutMs = 15000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}; last value: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function sampleUri() {
  const folder = vscode.workspace.workspaceFolders?.[0];
  assert.ok(folder, 'the harness workspace folder is open');
  return vscode.Uri.joinPath(folder.uri, 'sample.md');
}

describe('harness self-test extension', () => {
  let document;

  before(async () => {
    document = await vscode.workspace.openTextDocument(sampleUri());
    await vscode.window.showTextDocument(document);
  });

  after(async () => {
    await vscode.commands.executeCommand('workbench.action.files.revert');
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  it('publishes a warning exactly on the marker', async () => {
    const diagnostics = await poll(() => vscode.languages.getDiagnostics(document.uri), (d) => d.length > 0, 'diagnostics');
    assert.equal(diagnostics.length, 1);
    const [diagnostic] = diagnostics;
    assert.equal(diagnostic.severity, vscode.DiagnosticSeverity.Warning);
    assert.equal(diagnostic.source, 'warrant-harness');
    assert.equal(document.getText(diagnostic.range), MARKER);
  });

  it('offers a quick fix whose edit removes the marker and clears the diagnostic', async () => {
    const [diagnostic] = vscode.languages.getDiagnostics(document.uri);
    const actions = await poll(
      () => vscode.commands.executeCommand('vscode.executeCodeActionProvider', document.uri, diagnostic.range),
      (a) => Array.isArray(a) && a.some((action) => action.title === `Remove "${MARKER}"`),
      'the quick fix',
    );
    const fix = actions.find((action) => action.title === `Remove "${MARKER}"`);
    assert.ok(await vscode.workspace.applyEdit(fix.edit));
    assert.ok(!document.getText().includes(MARKER));
    await poll(() => vscode.languages.getDiagnostics(document.uri), (d) => d.length === 0, 'diagnostics to clear');
  });

  it('registers its command', async () => {
    const commands = await vscode.commands.getCommands(true);
    assert.ok(commands.includes('warrantHarness.showPanel'));
  });
});
