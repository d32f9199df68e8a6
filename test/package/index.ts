// Mocha entry point loaded by VS Code's extension host when scripts/test-package.mjs runs the suite against the
// installed .vsix (no extensionDevelopmentPath: the extension under test is the installed one).
import * as fs from 'node:fs';
import * as path from 'node:path';
import Mocha from 'mocha';

export function run(): Promise<void> {
  const mocha = new Mocha({ ui: 'bdd', timeout: 90_000, color: false, reporter: 'spec' });
  for (const file of fs.readdirSync(__dirname).filter((f) => f.endsWith('.test.js')).sort()) mocha.addFile(path.join(__dirname, file));
  return new Promise((resolve, reject) => {
    const runner = mocha.run((failures) => {
      console.log(`${runner.stats?.passes ?? 0} passed, ${failures} failed`);
      if (failures > 0) reject(new Error(`${failures} installed-extension test(s) failed`));
      else resolve();
    });
  });
}
