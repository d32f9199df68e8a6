// Mocha entry point for the multi-root suite (extensionTestsPath), run with the workspace file
// out/test/multiroot/multiroot.code-workspace opened (see scripts/build-integration.mjs).
import * as fs from 'node:fs';
import * as path from 'node:path';
import Mocha from 'mocha';

export function run(): Promise<void> {
  const mocha = new Mocha({ ui: 'bdd', timeout: 240_000, color: false, reporter: 'spec' });
  const grep = process.env.WARRANT_TEST_GREP;
  if (grep) mocha.grep(grep);
  for (const file of fs.readdirSync(__dirname).filter((f) => f.endsWith('.test.js')).sort()) mocha.addFile(path.join(__dirname, file));
  return new Promise((resolve, reject) => {
    const runner = mocha.run((failures) => {
      console.log(`${runner.stats?.passes ?? 0} passed, ${failures} failed`);
      if (failures > 0) reject(new Error(`${failures} integration test(s) failed`));
      else resolve();
    });
  });
}
