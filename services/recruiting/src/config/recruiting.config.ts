import { commonEnv, parseEnv, refuseDefaultSecrets } from '@bytecraft/contracts/env';
import { workerEnv } from '@bytecraft/service-runtime/queues/worker-env';
import { z } from 'zod';

const schema = refuseDefaultSecrets(
  z.object({
    ...commonEnv,
    // 64, not 16: with more jobs at once their inserts share bigger statements, and a burst
    // leaves no backlog behind its last accept (README, "Throughput").
    ...workerEnv({ concurrency: 64 }),
    DATABASE_URL: z.url().default('postgres://postgres@127.0.0.1:5432/recruiting'),
  }),
  { DATABASE_URL: 'url-password' },
);

export type RecruitingConfig = z.output<typeof schema>;

export const loadRecruitingConfig = (env: Record<string, string | undefined> = process.env) =>
  parseEnv(schema, env);
