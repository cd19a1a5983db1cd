import { commonEnv, parseEnv } from '@bytecraft/contracts/env';
import { z } from 'zod';

const schema = z.object({
  ...commonEnv,
  PORT: z.coerce.number().int().positive().default(5000),
  HOST: z.string().default('0.0.0.0'),
  /** Only used to report PostgreSQL in /api/health; the gateway owns no tables. */
  DATABASE_URL: z.url().default('postgres://postgres@127.0.0.1:5432/postgres'),
  /** Comma-separated origins allowed to call the API from a browser. */
  CORS_ORIGIN: z.string().default('http://localhost:5173'),
  /** Submissions per IP per route in one window. */
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  /** Largest JSON body accepted; bigger ones are answered 413. */
  JSON_BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(64 * 1024),
  /** Object storage for resumes: MinIO in compose, a local S3 server (s3rver) here. */
  S3_ENDPOINT: z.url().default('http://127.0.0.1:9000'),
  S3_ACCESS_KEY: z.string().min(1).default('S3RVER'),
  S3_SECRET_KEY: z.string().min(1).default('S3RVER'),
  S3_BUCKET: z.string().min(3).default('resumes'),
  S3_REGION: z.string().default('us-east-1'),
  /** Behind a reverse proxy, the client address comes from X-Forwarded-For. */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type GatewayConfig = z.output<typeof schema>;

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');

export const loadGatewayConfig = (env: Record<string, string | undefined> = process.env) =>
  parseEnv(schema, env);
