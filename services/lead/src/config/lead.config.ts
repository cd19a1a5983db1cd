import { commonEnv, parseEnv } from '@bytecraft/contracts/env';
import { workerEnv } from '@bytecraft/service-runtime/queues/worker-env';
import { z } from 'zod';

const schema = z.object({
  ...commonEnv,
  ...workerEnv({ concurrency: 16 }),
  DATABASE_URL: z.url().default('postgres://postgres@127.0.0.1:5432/lead'),
});

export type LeadConfig = z.output<typeof schema>;

export const loadLeadConfig = (env: Record<string, string | undefined> = process.env) =>
  parseEnv(schema, env);
