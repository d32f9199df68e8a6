// Runs the self-test through the standard @vscode/test-electron API, with scripts/vscode/code-launcher
// standing in for the VS Code executable. Usage: node test/integration/harness/run-with-test-electron.js
const path = require('node:path');
const { runTests } = require('@vscode/test-electron');

const REPO_ROOT = path.resolve(__dirname, '../../..');

runTests({
  vscodeExecutablePath: path.join(REPO_ROOT, 'scripts/vscode/code-launcher'),
  extensionDevelopmentPath: path.join(__dirname, 'extension'),
  extensionTestsPath: path.join(__dirname, 'suite/index.js'),
  launchArgs: [path.join(__dirname, 'workspace')],
}).then(
  () => process.exit(0),
  (error) => {
    console.error(error.message);
    process.exit(typeof error.code === 'number' ? error.code : 1);
  },
);
