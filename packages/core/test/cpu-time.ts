/**
 * CPU milliseconds (user + system) this process spends running `work`.
 *
 * Blow-up guards measure CPU time rather than wall time: on a loaded CI host a linear scan that
 * takes 300 ms idle can take several seconds of wall time while waiting for a core, but its CPU
 * time barely moves, and a quadratic scan still costs tens of seconds of CPU. Vitest runs core's
 * files in forked workers, one file at a time per worker, so the process's CPU is this test's.
 */
export function cpuMillis(work: () => unknown): number {
  const before = process.cpuUsage();
  work();
  const spent = process.cpuUsage(before);
  return (spent.user + spent.system) / 1000;
}
