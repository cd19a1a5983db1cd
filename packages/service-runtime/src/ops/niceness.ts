import { ServiceName } from '@bytecraft/contracts/rpc';
import { getPriority, setPriority } from 'node:os';

/**
 * Who gives way to whom on a busy machine, as each service's default niceness: accepting a
 * submission (the gateway, 0) goes first, storing it (and answering staff reads) next, mail
 * last. Under a burst on two cores the gateway then accepts faster and the rows are stored
 * sooner, with mail as fast as before (docs/performance.md, "Pipeline").
 */
export const DEFAULT_NICENESS: Record<ServiceName, number> = {
  [ServiceName.Lead]: 5,
  [ServiceName.Recruiting]: 5,
  [ServiceName.Newsletter]: 5,
  [ServiceName.Notification]: 19,
};

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
