import { commonEnv, parseEnv } from '@bytecraft/contracts/env';
import { z } from 'zod';

/**
 * What every backend process reads for its operation rather than its domain: how it logs, where
 * it serves its metrics, how long a stop may take. Validated once at start like the rest of the
 * configuration; a bad value names the variable and the process refuses to start.
 */
const schema = z.object({
  NODE_ENV: z.string().default('development'),
  LOG_LEVEL: commonEnv.LOG_LEVEL,
  /** JSON lines for machines; `pretty` for a person at a terminal (the default outside production). */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  /** Port of the process's `/metrics` (Prometheus); `0` picks a free one; unset serves none. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  METRICS_HOST: z.string().default('0.0.0.0'),
  /**
   * How long a SIGTERM may take (running jobs finishing, pools closing) before the process gives
   * up and exits 1. Below compose's stop_grace_period (30 s), so the exit is ours, not a SIGKILL.
   */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().default(25),
  /**
   * CPU niceness, 0 to 19: how readily the process gives way to the others on a busy machine.
   * Unset, the service's default (`DEFAULT_NICENESS`): 5 for the services that store
   * submissions, 19 for the notification service, so that accepting a submission goes before
   * storing it and both before mailing about it.
   */
  PROCESS_NICE: z.coerce.number().int().min(0).max(19).optional(),
});

export type OpsConfig = z.output<typeof schema> & { LOG_FORMAT: 'json' | 'pretty' };

export function loadOpsConfig(env: Record<string, string | undefined> = process.env): OpsConfig {
  const config = parseEnv(schema, env);
  return {
    ...config,
    LOG_FORMAT: config.LOG_FORMAT ?? (config.NODE_ENV === 'production' ? 'json' : 'pretty'),
  };
}
