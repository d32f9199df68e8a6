// CPU time of this process by thread (Linux: /proc/self/task/<tid>/stat), so a build's own work on the main
// thread can be told from what V8's helper threads (optimising compiler, garbage collector) spend beside it, and
// from threads that have exited (parse workers), all of which process.cpuUsage() sums together.
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's utime and stime (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** User plus system CPU seconds of one /proc/<pid>/task/<tid>/stat line (the name may hold spaces and parentheses). */
export function statCpuSeconds(stat: string): number | undefined {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // after the name: state(3) … utime(14) stime(15), numbered from pid(1)
  const user = Number(fields[11]);
  const system = Number(fields[12]);
  return Number.isFinite(user) && Number.isFinite(system) ? (user + system) / TICKS_PER_SECOND : undefined;
}

export interface CpuSnapshot {
  /** CPU seconds of the whole process, exited threads included. */
  process: number;
  /** CPU seconds by live thread id. */
  threads: Map<number, number>;
}

export function cpuSnapshot(): CpuSnapshot {
  const usage = process.cpuUsage();
  const threads = new Map<number, number>();
  try {
    for (const tid of readdirSync('/proc/self/task')) {
      try {
        const seconds = statCpuSeconds(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8'));
        if (seconds !== undefined) threads.set(Number(tid), seconds);
      } catch {
        // the thread exited while listed
      }
    }
  } catch {
    // no /proc: only the process total is known
  }
  return { process: (usage.user + usage.system) / 1e6, threads };
}

export interface ThreadCpu {
  total: number;
  /** The main thread (its id is the process id). */
  main: number;
  /** Other threads still running: V8's platform workers (compiler, GC), libuv's pool, live worker threads. */
  helpers: number;
  /** The rest of the total: threads that exited in between (a build's parse workers). */
  exited: number;
}

/** CPU seconds spent between two snapshots, by kind of thread; undefined where /proc gives no threads. */
export function threadCpuBetween(before: CpuSnapshot, after: CpuSnapshot, mainTid = process.pid): ThreadCpu | undefined {
  if (after.threads.size === 0) return undefined;
  const total = after.process - before.process;
  let main = 0;
  let helpers = 0;
  for (const [tid, seconds] of after.threads) {
    const spent = seconds - (before.threads.get(tid) ?? 0);
    if (tid === mainTid) main += spent;
    else helpers += spent;
  }
  return { total, main, helpers, exited: Math.max(0, total - main - helpers) };
}
