import { collectDefaultMetrics, Counter, Histogram, register } from 'prom-client';

/**
 * Every metric a backend process exposes, named once. prom-client's default registry: one per
 * process, labelled with the process's name (gateway, lead, ...) so replicas and services can
 * be told apart in Prometheus beside the instance label it adds itself.
 */
export const metricsRegistry = register;

let labelled = false;
/** Node's default metrics (event loop lag, heap, GC, CPU) and the process label; once. */
export function initMetrics(process: string): void {
  if (labelled) return;
  labelled = true;
  metricsRegistry.setDefaultLabels({ process });
  collectDefaultMetrics({ register: metricsRegistry });
}

/** Jobs run by this process, by queue, job name and outcome (completed, failed, retried). */
export const jobsTotal = new Counter({
  name: 'bytecraft_jobs_total',
  help: 'Jobs run, by queue, job name and outcome: completed, retried (failed, will run again) or failed (no attempt left)',
  labelNames: ['queue', 'name', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const jobDuration = new Histogram({
  name: 'bytecraft_job_duration_seconds',
  help: 'Time a job ran in this process, by queue and job name',
  labelNames: ['queue', 'name'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [metricsRegistry],
});

/** HTTP requests by route pattern (never the raw path: ids would explode the series) and status. */
export const httpRequestDuration = new Histogram({
  name: 'bytecraft_http_request_duration_seconds',
  help: 'HTTP request latency, by method, route pattern and status code',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});

/**
 * Mail deliveries: sent, or failed (the job retries; the failure is counted each time), or a
 * confirmation held back by its address's daily cap.
 */
export const mailsTotal = new Counter({
  name: 'bytecraft_mails_total',
  help: "Mail deliveries by template and outcome: sent, already-sent (a re-run, not sent again), skipped-cap (a confirmation past its address's daily cap), already-skipped (a re-run of one) or failed",
  labelNames: ['template', 'outcome'] as const,
  registers: [metricsRegistry],
});
