import { isIP } from 'node:net';
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

/**
 * Settings every backend process shares, each process's schema spreads them into its own:
 * where Redis is, and what it reads for its operation rather than its domain (how it logs,
 * where it serves its metrics, how long a stop may take). Defaults are the local machine's.
 */
export const commonEnv = {
  REDIS_URL: z.url().default('redis://127.0.0.1:6379'),
  /** Namespace of every queue key in Redis; tests use their own so they never share jobs. */
  QUEUE_PREFIX: z
    .string()
    .regex(/^[\w-]+$/)
    .default('bull'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'log', 'debug', 'verbose']).default('log'),
  /** JSON lines for machines; `pretty` for a person at a terminal (the default outside production). */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  /** `production` (every image sets it) refuses the development defaults of secrets. */
  NODE_ENV: z.string().default('development'),
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
  /**
   * The longest a service waits to open a PostgreSQL connection, or for one of its pool's: a
   * server that is down or unreachable fails the work instead of holding it.
   */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /**
   * The longest a statement of a service may run: PostgreSQL cancels it then
   * (statement_timeout); an answer still missing a second later (a server stopped or cut off
   * mid-query) fails the query and the connection is dropped. Migrations are not bounded.
   */
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** The longest a service's message handler may take to answer before it answers an error. */
  MESSAGE_HANDLER_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
};

/** What every process's configuration holds. */
export type CommonConfig = z.output<z.ZodObject<typeof commonEnv>>;

/** The log format asked for, else JSON in production and pretty elsewhere. */
export const logFormatOf = (config: Partial<Pick<CommonConfig, 'LOG_FORMAT' | 'NODE_ENV'>>) =>
  config.LOG_FORMAT ?? (config.NODE_ENV === 'production' ? 'json' : 'pretty');

/**
 * Secrets anyone can read: this repository's development defaults (compose's old fallbacks,
 * s3rver's keys) and the ones the tools' own docs use (PostgreSQL's image, MinIO).
 */
export const DEVELOPMENT_SECRETS: readonly string[] = [
  'postgres',
  'password',
  'secret',
  'changeme',
  'change-me',
  's3rver',
  'minioadmin',
  'bytecraft',
  'bytecraft-secret',
  'bytecraft-person-hash',
  'bytecraft-inbound-address',
  'bytecraft-mail-link',
];

/** How a variable carries its secret: the value itself, or the password of a URL. */
export type SecretKind = 'secret' | 'url-password';

/** Why production refuses this secret, or undefined when it may be used. */
export function productionSecretProblem(
  name: string,
  value: string | undefined,
  kind: SecretKind = 'secret',
): string | undefined {
  if (kind === 'url-password') {
    if (!value) return `${name} must be set in production`;
    // A URL that does not parse is its own field's error.
    if (!URL.canParse(value)) return undefined;
    const password = decodeURIComponent(new URL(value).password);
    if (!password) return `${name} has no password; production needs one`;
    return DEVELOPMENT_SECRETS.includes(password.toLowerCase())
      ? `${name}'s password is a development default; set one of your own`
      : undefined;
  }
  if (!value) return `${name} must be set in production`;
  return DEVELOPMENT_SECRETS.includes(value.toLowerCase())
    ? `${name} is a development default; set one of your own`
    : undefined;
}

/**
 * The schema, refusing in production (NODE_ENV=production) any listed secret that is missing or
 * one of the development defaults, each by name. Defaults stay for development, where
 * `npm start` relies on them.
 */
export function refuseDefaultSecrets<S extends z.ZodType<{ NODE_ENV: string }>>(
  schema: S,
  secrets: Partial<Record<keyof z.output<S> & string, SecretKind>>,
): S {
  return schema.superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    for (const [name, kind] of Object.entries(secrets) as [string, SecretKind][]) {
      const value = (env as Record<string, unknown>)[name];
      const problem = productionSecretProblem(
        name,
        typeof value === 'string' ? value : undefined,
        kind,
      );
      if (problem) ctx.addIssue({ code: 'custom', path: [name], message: problem });
    }
  });
}

/**
 * ioredis options from a redis:// or rediss:// URL (BullMQ, ioredis and the Nest Redis transport
 * all take these). `rediss:` asks for TLS: ioredis speaks plain TCP unless given `tls`, so
 * without it the password would cross the network in clear to whatever answers. The server's
 * certificate is checked against the system's CAs and the URL's host name.
 */
export function redisOptionsFromUrl(url: string) {
  const parsed = new URL(url);
  // WHATWG URL keeps an IPv6 host in brackets; sockets and certificates want it bare.
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  return {
    host,
    port: Number(parsed.port || 6379),
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : 0,
    // SNI takes a name, never an address (Node warns and drops one); an address is still
    // checked against the certificate's IP entries.
    ...(parsed.protocol === 'rediss:' && { tls: isIP(host) ? {} : { servername: host } }),
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
