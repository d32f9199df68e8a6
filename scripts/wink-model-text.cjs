// wink-eng-lite-web-model's core model (a 3 MB JSON file) is read at the first sentence split of every process:
// `read-core-model.js` requires the JSON and then copies it with JSON.parse(JSON.stringify(model)) before unpacking
// it. Bundled, the JSON is a 3 MB object literal that V8 evaluates (30–45 ms in a CLI run) only to turn it back into
// text and parse that (another 20–45 ms). In the bundles, the module instead holds the JSON's own text and parses
// it once (10–15 ms): JSON.parse of the file's text is what the copy was (the unit test compares the two models).
// Used by scripts/build.mjs (an esbuild plugin) and by test/unit/perf-speed17.test.ts.
'use strict';
const { readFileSync } = require('node:fs');
const path = require('node:path');

const MODEL_REQUIRE = 'const originalModel=require("./languages/cur/models/eng-core-web-model.json")';
const MODEL_COPY = 'JSON.parse(JSON.stringify(originalModel))';

/** read-core-model.js's source with the model's JSON text in place of the required object and its copy. */
function readCoreModelWithText(source, jsonText) {
  for (const expected of [MODEL_REQUIRE, MODEL_COPY]) {
    if (source.split(expected).length !== 2) throw new Error(`wink-eng-lite-web-model/dist/read-core-model.js: expected one ${expected}`);
  }
  JSON.parse(jsonText); // a broken file fails the build, not the first claim
  // replaced through functions: a replacement string would read the model's "$$" and "$&" as patterns
  return source.replace(MODEL_REQUIRE, () => `const originalModelText=${JSON.stringify(jsonText)}`).replace(MODEL_COPY, () => 'JSON.parse(originalModelText)');
}

/** The rewritten source of the read-core-model.js file at `file`, reading the model beside it. */
function rewriteReadCoreModel(file) {
  const json = path.join(path.dirname(file), 'languages', 'cur', 'models', 'eng-core-web-model.json');
  return readCoreModelWithText(readFileSync(file, 'utf8'), readFileSync(json, 'utf8'));
}

/** The esbuild plugin: every bundle that holds wink's model gets the rewritten module. */
const winkModelText = {
  name: 'wink-model-text',
  setup(b) {
    b.onLoad({ filter: /[\\/]wink-eng-lite-web-model[\\/]dist[\\/]read-core-model\.js$/ }, (args) => ({ contents: rewriteReadCoreModel(args.path), loader: 'js' }));
  },
};

module.exports = { readCoreModelWithText, rewriteReadCoreModel, winkModelText };
