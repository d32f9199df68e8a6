// Bundles the CLI, the extension and the benchmark with esbuild (one file each, CommonJS for Node 20).
import { build } from 'esbuild';
import { existsSync } from 'node:fs';

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
};

const entries = [
  { in: 'src/cli/main.ts', out: 'dist/cli.js' },
  // The extension is minified: it loads on every Markdown file, and the NLP model dominates its size
  // (names stay readable through the source map; keepNames would wrap every closure in the hot path).
  { in: 'src/extension/extension.ts', out: 'dist/extension.js', minify: true },
  // The engine's worker thread (verification off the extension host), started by src/extension/worker-engine.ts.
  { in: 'src/extension/engine-worker.ts', out: 'dist/engine-worker.js', minify: true },
  { in: 'src/bench/bench.ts', out: 'dist/bench.js' },
];

await Promise.all(
  entries
    .filter((e) => existsSync(e.in))
    .map((e) => build({ ...common, entryPoints: [e.in], outfile: e.out, minify: e.minify ?? false })),
);
