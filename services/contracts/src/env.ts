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
  LOG_LEVEL: z.enum(['error', 'warn', 'log', 'debug', 'verbose']).default('log'),
};

export const databaseEnv = {
  DATABASE_URL: z.url(),
};
