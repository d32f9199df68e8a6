// The adversarial suite's reporter: mocha's spec output, then one last line "N hostile cases, F failures".
'use strict';
const Mocha = require('mocha');

const { EVENT_RUN_END } = Mocha.Runner.constants;

class HostileReporter extends Mocha.reporters.Spec {
  constructor(runner, options) {
    super(runner, options);
    runner.once(EVENT_RUN_END, () => {
      const s = this.stats;
      const failures = s.failures;
      const cases = s.passes + s.failures + (s.pending || 0);
      process.stdout.write(`${cases} hostile cases, ${failures} failures\n`);
    });
  }
}

module.exports = HostileReporter;
