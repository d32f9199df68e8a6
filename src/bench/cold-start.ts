// The CLI's cold start, for `npm run bench`: fresh `node bin/warrant.js` processes, timed from spawn to exit.
// `--version` and `--help` load only the small entry (dist/cli.js); `verify` of the sample chapter also loads the
// commands bundle, the NLP model and WordNet. `node -e 0` is Node's own start-up on this machine, the floor.
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';

export interface ColdStartFigure {
  label: string;
  runs: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
}

function time(label: string, args: string[], runs: number, cwd: string): ColdStartFigure {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    const r = spawnSync(process.execPath, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
    ms.push(Number(process.hrtime.bigint() - start) / 1e6);
    if (r.status !== 0) throw new Error(`${label} exited with ${r.status}: ${r.stderr}`);
  }
  ms.sort((a, b) => a - b);
  return { label, runs, medianMs: ms[Math.floor(ms.length / 2)]!, minMs: ms[0]!, maxMs: ms[ms.length - 1]! };
}

/** Times the CLI's start-up; `root` is the repository (holding bin/warrant.js, dist/ and sample-corpus/). */
export function measureColdStart(root: string, runs = 20, verifyRuns = 5): ColdStartFigure[] {
  const bin = path.join(root, 'bin', 'warrant.js');
  const sample = ['verify', 'sample-corpus/drafts/warranted-search.md', '--config', 'sample-corpus/.warrant.json', '--fail-level', 'none', '--format', 'json'];
  return [
    time('node -e 0 (Node alone)', ['-e', '0'], runs, root),
    time('warrant --version', [bin, '--version'], runs, root),
    time('warrant --help', [bin, '--help'], runs, root),
    time('warrant verify (sample chapter)', [bin, ...sample], verifyRuns, root),
  ];
}

export function formatColdStart(figures: ColdStartFigure[]): string[] {
  const fmt = (ms: number) => `${ms.toFixed(0)} ms`;
  return figures.map(
    (f) => `  ${f.label.padEnd(32)} ${fmt(f.medianMs).padStart(8)} median of ${f.runs} (min ${fmt(f.minMs)}, max ${fmt(f.maxMs)})` +
      (f.label === 'warrant --version' ? '   (target ≤ 150 ms)' : ''),
  );
}
