// Mocha entry point that VS Code's extension host calls (run() must return a Promise).
// Prints the closing line "N passed, N failed" that CI reads.
const path = require('node:path');

const REPO_ROOT = path.resolve(__dirname, '../../../..');
const Mocha = require(require.resolve('mocha', { paths: [REPO_ROOT] }));

function run() {
  const mocha = new Mocha({ ui: 'bdd', color: false, timeout: 30000, reporter: 'spec' });
  mocha.addFile(path.join(__dirname, 'diagnostics.test.js'));
  return new Promise((resolve, reject) => {
    const runner = mocha.run((failures) => {
      const { passes = 0, failures: failed = 0 } = runner.stats ?? {};
      console.log(`${passes} passed, ${failed} failed`);
      if (failures > 0) reject(new Error(`${failures} test(s) failed`));
      else resolve();
    });
  });
}

module.exports = { run };
