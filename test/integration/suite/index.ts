// Mocha entry point loaded by VS Code's extension host (extensionTestsPath).
import * as fs from 'node:fs';
import * as path from 'node:path';
import Mocha from 'mocha';
import * as vscode from 'vscode';

/** Run in an untrusted workspace (`--workspace-trust`), only the Restricted Mode suite applies; otherwise everything else. */
const RESTRICTED_SUITE = 'restricted.test.js';

export function run(): Promise<void> {
  const mocha = new Mocha({ ui: 'bdd', timeout: 180_000, color: false, reporter: 'spec' });
  const grep = process.env.WARRANT_TEST_GREP;
  if (grep) mocha.grep(grep);
  const restricted = !vscode.workspace.isTrusted;
  const files = fs.readdirSync(__dirname).filter((f) => f.endsWith('.test.js') && (f === RESTRICTED_SUITE) === restricted);
  for (const file of files.sort()) mocha.addFile(path.join(__dirname, file));
  return new Promise((resolve, reject) => {
    const runner = mocha.run((failures) => {
      console.log(`${runner.stats?.passes ?? 0} passed, ${failures} failed`);
      if (failures > 0) reject(new Error(`${failures} integration test(s) failed`));
      else resolve();
    });
  });
}
