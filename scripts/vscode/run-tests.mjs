#!/usr/bin/env node
// Runs an extension's integration tests inside a real VS Code 1.100.3 extension host.
// Usage: node scripts/vscode/run-tests.mjs --extension <absDir> --tests <abs compiled test index.js>
//          [--workspace <absDir> | --workspace-file <abs .code-workspace>] [--timeout 300] [--user-settings <file>] [--workspace-trust] [--verbose]
// Exits with the tests' exit code (124 on timeout, 2 on bad arguments).
// --user-settings: JSON merged into the run's user settings. --workspace-trust: keep workspace trust on,
// so the folder opens in Restricted Mode. --workspace-file: open a (multi-root) .code-workspace file
// instead of a folder. --verbose: also show the server log and routine workbench lines.
import { readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { runExtensionTests } from './lib.mjs';

const usage =
  'usage: node scripts/vscode/run-tests.mjs --extension <dir> --tests <test index.js> [--workspace <dir> | --workspace-file <file.code-workspace>] [--timeout <s>] [--user-settings <settings.json>] [--workspace-trust] [--verbose]';

let values;
try {
  ({ values } = parseArgs({
    options: {
      extension: { type: 'string', multiple: true },
      tests: { type: 'string' },
      workspace: { type: 'string' },
      'workspace-file': { type: 'string' },
      timeout: { type: 'string', default: '300' },
      verbose: { type: 'boolean', default: false },
      'user-settings': { type: 'string' },
      'workspace-trust': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  }));
} catch (error) {
  console.error(`${error.message}\n${usage}`);
  process.exit(2);
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const timeoutSec = Number(values.timeout);
if (!values.extension?.length || !values.tests || !Number.isFinite(timeoutSec) || timeoutSec <= 0 || (values.workspace && values['workspace-file'])) {
  console.error(usage);
  process.exit(2);
}
// Relative paths are accepted and resolved against the current directory.
const absolute = (p) => (isAbsolute(p) ? p : resolve(p));

try {
  const code = await runExtensionTests({
    extensionDevelopmentPaths: values.extension.map(absolute),
    extensionTestsPath: absolute(values.tests),
    workspace: values.workspace && absolute(values.workspace),
    workspaceFile: values['workspace-file'] && absolute(values['workspace-file']),
    timeoutSec,
    verbose: values.verbose,
    userSettings: values['user-settings'] && JSON.parse(readFileSync(absolute(values['user-settings']), 'utf8')),
    workspaceTrust: values['workspace-trust'],
  });
  process.exit(code);
} catch (error) {
  console.error(`[vscode] ${error.message}`);
  process.exit(1);
}
