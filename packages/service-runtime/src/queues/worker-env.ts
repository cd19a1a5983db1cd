import { z } from 'zod';

/**
 * A service's `WORKER_CONCURRENCY`: how many jobs one process runs at once. Each service passes
 * the default measured for its work (docs/performance.md, "Pipeline"); more processes multiply it.
 */
export const workerEnv = (defaults: { concurrency: number }) => ({
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(defaults.concurrency),
});
