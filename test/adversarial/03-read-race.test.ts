// Issue 13, case 3: a source swapped for a link between the kernel's checks and its read is never read through
// the link. The file system port is instrumented to make the swap at the worst moment, every time.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { defaultConfig } from '../../src/core/config';
import { MemoryFileSystem } from '../../src/core/fs/memory-fs';
import { nodeFileSystem } from '../../src/core/fs/node-fs';
import { SourceLoadError, SourceStore } from '../../src/core/kernel';
import type { FileSystemPort } from '../../src/core/ports';
import { silentLogger } from '../../src/core/ports';
import { SECRET, workspace, type Workspace } from './helpers';

/** Swaps `victim` for a link to `target` right after the first lstat of it (the check), before any read. */
function swappingPort(inner: FileSystemPort, victim: string, swap: () => void): FileSystemPort & { reads: string[] } {
  let swapped = false;
  const reads: string[] = [];
  return {
    reads,
    async stat(p) {
      const st = await inner.stat(p);
      if (p === victim && !swapped) {
        swapped = true;
        swap();
      }
      return st;
    },
    realpath: (p) => inner.realpath(p),
    readDirectory: (p) => inner.readDirectory(p),
    async readFile(p) {
      reads.push(p);
      return inner.readFile(p);
    },
    async readChecked(p, max) {
      reads.push(p);
      return inner.readChecked(p, max);
    },
  };
}

describe('adversarial 3: check-then-read races on sources', () => {
  let ws: Workspace;
  beforeEach(() => (ws = workspace()));
  afterEach(() => ws.cleanup());

  for (let round = 1; round <= 5; round++) {
    it(`a real file swapped for a link to an outside file after the check is refused (round ${round})`, async () => {
      const victim = ws.write('notes/a.md', 'Inside text only.\n');
      const port = swappingPort(nodeFileSystem, victim, () => {
        fs.rmSync(victim);
        fs.symlinkSync(path.join(ws.outside, 'secret.txt'), victim.replace(/a\.md$/, 'a.md'));
      });
      const store = new SourceStore(port, defaultConfig(ws.root), silentLogger);
      const loaded = await store.load(victim).then((d) => d.text, (e: unknown) => e);
      assert.ok(loaded instanceof SourceLoadError, `read through the link: ${String(loaded)}`);
      assert.ok(!String(loaded).includes(SECRET));
    });
  }

  it('a file swapped for a link (in-memory port) is refused; the outside file is never read', async () => {
    const mem = new MemoryFileSystem().writeFile('/ws/notes/a.md', 'Inside.\n').writeFile('/outside/secret.txt', SECRET);
    const port = swappingPort(mem, '/ws/notes/a.md', () => {
      mem.remove('/ws/notes/a.md');
      mem.symlink('/ws/notes/a.md', '/outside/secret.txt');
    });
    const store = new SourceStore(port, defaultConfig('/ws'), silentLogger);
    await assert.rejects(store.load('/ws/notes/a.md'), SourceLoadError);
    assert.ok(!mem.checkedReads.includes('/outside/secret.txt'));
    assert.deepEqual(port.reads.filter((p) => p.startsWith('/outside')), []);
  });

  it('a folder on the way swapped for a link to an outside folder after the check is refused', async () => {
    const victim = ws.write('notes/sub/a.md', 'Inside text only.\n');
    fs.writeFileSync(path.join(ws.outside, 'a.md'), `${SECRET}\n`);
    const port = swappingPort(nodeFileSystem, victim, () => {
      fs.rmSync(ws.file('notes/sub'), { recursive: true });
      fs.symlinkSync(ws.outside, ws.file('notes/sub'));
    });
    const store = new SourceStore(port, defaultConfig(ws.root), silentLogger);
    const loaded = await store.load(victim).then((d) => d.text, (e: unknown) => e);
    assert.ok(loaded instanceof SourceLoadError, `read through the link: ${String(loaded)}`);
  });

  it('a source replaced by a FIFO is refused at once, never blocks', async () => {
    const victim = ws.write('notes/a.md', 'Inside.\n');
    const { execFileSync } = await import('node:child_process');
    const port = swappingPort(nodeFileSystem, victim, () => {
      fs.rmSync(victim);
      execFileSync('mkfifo', [victim]);
    });
    const store = new SourceStore(port, defaultConfig(ws.root), silentLogger);
    const started = Date.now();
    await assert.rejects(store.load(victim), SourceLoadError);
    assert.ok(Date.now() - started < 2000);
  });
});
