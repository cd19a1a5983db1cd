import { z } from 'zod';

/**
 * Reads configuration once at start; a service with bad configuration refuses to start and
 * says which variable is wrong.
 */
export function parseEnv<S extends z.ZodType>(
  schema: S,
  env: Record<string, string | undefined>,
): z.output<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues
    .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    .join('\n');
  throw new Error(`Invalid configuration:\n${problems}`);
}

/** Settings every backend process shares; defaults are the local machine's. */
export const commonEnv = {
  REDIS_URL: z.url().default('redis://127.0.0.1:6379'),
  /** Namespace of every queue key in Redis; tests use their own so they never share jobs. */
  QUEUE_PREFIX: z
    .string()
    .regex(/^[\w-]+$/)
    .default('bull'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'log', 'debug', 'verbose']).default('log'),
};

export const databaseEnv = {
  DATABASE_URL: z.url(),
};

/** ioredis options from a redis:// URL (BullMQ and the Nest Redis transport both take these). */
export function redisOptionsFromUrl(url: string) {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : 0,
  };
}

/**
 * Options of the Nest Redis transport, for the services and the gateway alike. Nest's default is
 * never to reconnect: after a Redis restart a service stops hearing requests and the gateway's
 * client rejects every call until the process is restarted. Reconnecting forever, every half
 * second, brings request-reply back within a second of Redis's return; ioredis re-subscribes the
 * channels itself.
 */
export function redisTransportOptions(url: string) {
  return {
    ...redisOptionsFromUrl(url),
    retryAttempts: Number.POSITIVE_INFINITY,
    retryDelay: 500,
  };
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'] as const;

/** Nest's logger takes the list of levels to print: the chosen one and everything graver. */
export const logLevelsUpTo = (level: (typeof LOG_LEVELS)[number]) =>
  LOG_LEVELS.slice(0, LOG_LEVELS.indexOf(level) + 1);
