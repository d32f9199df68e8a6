// The cold-build benchmark's CPU by thread (src/bench/thread-cpu.ts): /proc stat lines read right, and the
// process's CPU split into the main thread, live helper threads and exited threads.
import assert from 'node:assert/strict';
import { cpuSnapshot, statCpuSeconds, threadCpuBetween } from '../../src/bench/thread-cpu';

describe('bench: CPU time by thread', () => {
  it('reads utime and stime from a stat line, whatever the thread name holds', () => {
    const tail = 'S 1 2 3 4 5 6 7 8 9 10 1234 66 0 0 20 0 11 0 5 6 7';
    assert.equal(statCpuSeconds(`4242 (node) ${tail}`), 13);
    assert.equal(statCpuSeconds(`4242 (V8 Worker (x) y) ${tail}`), 13);
    assert.equal(statCpuSeconds('4242 (node) S 1'), undefined);
  });

  it('splits CPU between snapshots into the main thread, helpers and what exited threads used', () => {
    const before = { process: 10, threads: new Map([[1, 4], [2, 1], [3, 2]]) };
    const after = { process: 19, threads: new Map([[1, 9], [2, 2], [4, 0.5]]) };
    assert.deepEqual(threadCpuBetween(before, after, 1), { total: 9, main: 5, helpers: 1.5, exited: 2.5 });
    assert.equal(threadCpuBetween(before, { process: 12, threads: new Map() }, 1), undefined);
  });

  it('takes a snapshot of this process', () => {
    const snapshot = cpuSnapshot();
    assert.ok(snapshot.process > 0);
    if (process.platform === 'linux') assert.ok(snapshot.threads.has(process.pid));
  });
});
