import { getPriority, setPriority } from 'node:os';

/**
 * Lowers a process's CPU priority (this one's by default) to `nice`, 0 to 19, if it runs above
 * it; never raises it, which would need privileges a container does not have. A process at 10
 * gets about a tenth of the CPU of one at 0 while both want it, and all of it when the other is
 * idle. Returns the niceness the process runs at.
 */
export function yieldCpu(nice: number, pid = 0): number {
  if (nice > getPriority(pid)) setPriority(pid, nice);
  return getPriority(pid);
}
