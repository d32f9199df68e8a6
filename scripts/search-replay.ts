// Replays the discovery searches a verification of a chapter makes, against the warm persisted index: records them
// (searches.json in the scratch folder) on the first run, then times `rounds` replays (CPU time per round) and
// prints a hash of all their results, to check that two builds of the index search alike. The scratch folder
// holds corpus/ and chapter.md (see scripts/make-chapter.mjs) and the persisted index of a CLI run there.
//   npx esbuild scripts/search-replay.ts --bundle --platform=node --main-fields=module,main --outfile=dist/search-replay.js
//   node dist/search-replay.js <scratch folder with corpus/ and chapter.md> [rounds]
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { defaultConfig } from '../src/core/config';
import { createEngine } from '../src/core/engine';
import { nodeFileSystem } from '../src/core/fs/node-fs';
import { silentLogger, systemClock } from '../src/core/ports';
import { nodeIndexStore } from '../src/core/records/node-state';

interface Logged { queryTerms: string[]; limit: number; restrictTo: string[] | null }
async function main(): Promise<void> {
  const scratch = path.resolve(process.argv[2]!);
  const rounds = Number(process.argv[3] ?? 5);
  const draftPath = path.join(scratch, 'chapter.md');
  const config = { ...defaultConfig(scratch), sources: ['corpus'] };
  const engine = createEngine({ config, ports: { fs: nodeFileSystem, clock: systemClock, logger: silentLogger }, indexStore: nodeIndexStore(config.stateDir) });
  type Search = (q: string[], o: { limit: number; restrictTo?: ReadonlySet<string> }) => unknown[];
  const index = (engine as unknown as { index: { search: Search } }).index;
  const logFile = path.join(scratch, 'searches.json');
  let log: Logged[];
  if (existsSync(logFile)) {
    await engine.checkSources([draftPath]);
    log = JSON.parse(readFileSync(logFile, 'utf8')) as Logged[];
  } else {
    // recorded by shadowing the index's search method while the chapter is verified
    log = [];
    const search = index.search.bind(index);
    index.search = (q, o) => {
      log.push({ queryTerms: [...q], limit: o.limit, restrictTo: o.restrictTo ? [...o.restrictTo] : null });
      return search(q, o);
    };
    await engine.verifyDocument({ documentPath: draftPath, text: readFileSync(draftPath, 'utf8') });
    delete (index as { search?: Search }).search;
    writeFileSync(logFile, JSON.stringify(log));
  }
  const queries = log.map((l) => ({ terms: l.queryTerms, opts: { limit: l.limit, restrictTo: l.restrictTo ? new Set(l.restrictTo) : undefined } }));
  const times: number[] = [];
  let digest = '';
  for (let r = 0; r < rounds; r++) {
    const hash = createHash('sha256');
    const c = process.cpuUsage();
    for (const q of queries) hash.update(JSON.stringify(index.search(q.terms, q.opts)));
    const u = process.cpuUsage(c);
    times.push((u.user + u.system) / 1000);
    digest = hash.digest('hex');
  }
  console.log(`${queries.length} searches; CPU per round: ${times.map((t) => t.toFixed(0)).join(' ')} ms; results ${digest.slice(0, 16)}`);
}
main();
