// Issue 13, case 5: the built-in exclusions match what the README promises, tested against the README's own list.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ALWAYS_EXCLUDED, defaultConfig } from '../../src/core/config';
import { nodeFileSystem } from '../../src/core/fs/node-fs';
import { SourceStore } from '../../src/core/kernel';
import { exclusionMatcher } from '../../src/core/kernel/paths';
import { silentLogger } from '../../src/core/ports';
import { cli, workspace, type Workspace } from './helpers';

const README = fs.readFileSync(path.join(__dirname, '..', '..', 'README.md'), 'utf8');

/** The backticked entries of the README paragraph that begins "Always excluded". */
function promisedExclusions(): string[] {
  const paragraph = /Always excluded, whatever the config says:([\s\S]*?)—/.exec(README)?.[1];
  assert.ok(paragraph, 'the README lists the built-in exclusions');
  return [...paragraph.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
}

/** Sample paths each README entry promises to exclude (at the top and deeper down). */
function samplesFor(entry: string): string[] {
  const name = entry.replace(/\/$/, '').replace(/^\.warrant$/, '.warrant');
  const names = name.includes('*') ? ['', 'rc.md', '-backup.txt', '.local', '.md'].map((s) => name.replace('*', s)) : [name];
  return names.flatMap((n) => [n, `a/b/${n}`, `${n}/x.md`, `a/${n}/x.md`, n.toUpperCase()]).filter((p) => !p.startsWith('*'));
}

describe('adversarial 5: .env-like files and the README list of built-in exclusions', () => {
  const excluded = exclusionMatcher(ALWAYS_EXCLUDED);
  const entries = promisedExclusions();

  it('the README names the built-in exclusions', () => {
    assert.ok(entries.includes('.env*'), `README list: ${entries.join(' ')}`);
    assert.ok(entries.length >= 10);
  });

  for (const entry of promisedExclusions()) {
    it(`README promise "${entry}" holds for every sample path`, () => {
      const samples = entry.startsWith('*.') ? [entry.slice(1).replace(/^/, 'x'), `a/b/x${entry.slice(1)}`] : samplesFor(entry);
      for (const p of samples) assert.ok(excluded(p), `${p} is not excluded although the README promises "${entry}"`);
    });
  }

  const envLike = ['.envrc.md', '.env-backup.txt', '.env.local', '.env', '.ENV.md', 'config/.env.production.txt', '.envrc', '.env_old.md'];
  let ws: Workspace;
  beforeEach(() => (ws = workspace()));
  afterEach(() => ws.cleanup());

  for (const name of envLike) {
    it(`${name} is never listed, read or returned as evidence`, async () => {
      ws.write(name, 'The Halvard reservoir holds 4,180 cubic metres of water. API_KEY=abc\n');
      ws.write('drafts/chapter.md', '# Chapter\n\nThe Halvard reservoir holds 4,180 cubic metres of water.\n');
      const store = new SourceStore(nodeFileSystem, defaultConfig(ws.root), silentLogger);
      const listing = await store.listSources([ws.file('drafts/chapter.md')]);
      assert.deepEqual(listing.files.map((f) => f.relPath), []);
      // With nothing else to search the run stops (exit 1, "no sources") and names no excluded file.
      const empty = await cli(ws.root, ['verify', 'drafts/chapter.md', '--format', 'json', '--fail-level', 'none']);
      assert.equal(empty.code, 1, empty.stderr);
      assert.match(empty.stderr, /no sources/);
      assert.ok(!empty.stdout.includes('API_KEY') && !empty.stderr.includes('API_KEY') && !empty.stderr.toLowerCase().includes(name.toLowerCase().split('/').pop()!), empty.stderr);
      // With an unrelated source the run searches, and the .env-like file is still never evidence.
      ws.write('notes/weather.txt', 'The winter was mild and wet in the valley.\n');
      const run = await cli(ws.root, ['verify', 'drafts/chapter.md', '--format', 'json', '--fail-level', 'none']);
      assert.equal(run.code, 0, run.stderr);
      assert.ok(!run.stdout.includes('API_KEY') && !run.stdout.includes(`"sourcePath": "${name}"`), run.stdout);
    });
  }
});
