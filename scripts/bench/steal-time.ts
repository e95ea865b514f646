import { readFileSync } from "node:fs";

// How much of the machine's CPU time its hypervisor gave to other machines
// (Linux's "steal" column of /proc/stat). The virtual machines the
// benchmarks run on slow down by a fifth or more within an hour; a run that
// reports its share of steal can be set beside another.

/** The first line of /proc/stat: the whole machine's CPU time so far, in ticks, column by column. */
function cpuTicks(): number[] {
  const line = readFileSync("/proc/stat", "utf8").split("\n", 1)[0];
  return line.trim().split(/\s+/).slice(1).map(Number);
}

/**
 * Steal's share of the CPU time between two readings of /proc/stat's first
 * line, in percent. Its columns: user, nice, system, idle, iowait, irq,
 * softirq, steal, then guest time, which is within user and is left out.
 */
export function stealShare(before: readonly number[], after: readonly number[]): number {
  const spent = after.slice(0, 8).map((ticks, i) => ticks - (before[i] ?? 0));
  const total = spent.reduce((sum, ticks) => sum + ticks, 0);
  return total === 0 ? 0 : (spent[7] / total) * 100;
}

/** Starts counting; the function returned gives steal's share of all CPU time since, in percent. */
export function stealSince(): () => number {
  const before = cpuTicks();
  return () => stealShare(before, cpuTicks());
}
