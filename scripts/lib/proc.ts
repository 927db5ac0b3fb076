// What the benchmarks read of a server process on Linux (/proc): CPU per thread, its resident memory and peak,
// and percentiles of their samples. Elsewhere the /proc readers answer empty or NaN.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

/** CPU ms of each thread of a process, by thread id (empty where /proc is not). */
export function threadCpu(pid: number): Map<number, number> {
  const out = new Map<number, number>();
  let tids: string[];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return out;
  }
  for (const tid of tids) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(Number(tid), ((Number(fields[11]) + Number(fields[12])) * 1000) / 100); // utime + stime, USER_HZ = 100
    } catch {
      // the thread ended meanwhile
    }
  }
  return out;
}

/**
 * CPU ms between two threadCpu readings of `pid`: its main thread, its busiest other thread (the embedded store's
 * worker thread) and the rest together (V8's GC and compiler helpers, libuv's pool).
 */
export function cpuDelta(
  pid: number,
  before: Map<number, number>,
  after: Map<number, number>,
): [main: number, busiest: number, rest: number] {
  const delta = [...after].map(([tid, ms]) => [tid, ms - (before.get(tid) ?? 0)] as const);
  const main = delta.find(([tid]) => tid === pid)?.[1] ?? 0;
  const others = delta.filter(([tid]) => tid !== pid).map(([, ms]) => ms);
  const busiest = others.length ? Math.max(...others) : 0;
  return [main, busiest, others.reduce((a, b) => a + b, 0) - busiest];
}

/** The p-th percentile of ascending samples (NaN for none). */
export const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

/** Resident memory of a process and its peak since start or the last resetPeak, in bytes. */
export function memory(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rss: field('VmRSS'), hwm: field('VmHWM') };
}

/** Resets a process's peak RSS to its current RSS (Linux 4.0+). */
export const resetPeak = (pid: number) => writeFileSync(`/proc/${pid}/clear_refs`, '5');
