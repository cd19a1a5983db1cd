import type { Queue } from 'bullmq';
import { Gauge } from 'prom-client';
import { metricsRegistry } from './metrics';

const STATES = ['waiting', 'active', 'delayed', 'failed'] as const;
const watched = new Map<string, Queue>();

/**
 * Jobs per queue and state, read from Redis when Prometheus scrapes (not kept up to date in
 * between). Every process that holds a queue reports it, so replicas report the same figure:
 * query it with `max by (queue, state)`.
 */
new Gauge({
  name: 'bytecraft_queue_jobs',
  help: 'Jobs in a queue by state (waiting, active, delayed, failed), read at scrape time',
  labelNames: ['queue', 'state'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    await Promise.all(
      [...watched.values()].map(async (queue) => {
        // A Redis that is away must not fail the whole scrape: the series are missing instead.
        const counts = await queue.getJobCounts(...STATES).catch(() => undefined);
        if (!counts) return;
        for (const state of STATES) this.set({ queue: queue.name, state }, counts[state] ?? 0);
      }),
    );
  },
});

export function watchQueueDepth(...queues: Queue[]): void {
  for (const queue of queues) watched.set(queue.name, queue);
}
