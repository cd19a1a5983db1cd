import { commonEnv, parseEnv, refuseDefaultSecrets } from '@bytecraft/service-runtime/config/env';
import { workerEnv } from '@bytecraft/service-runtime/queues/worker-env';
import { replyCapEnv } from '@bytecraft/service-runtime/records/reply-cap';
import { z } from 'zod';

const schema = refuseDefaultSecrets(
  z.object({
    ...commonEnv,
    // More jobs at once put more rows into each shared insert, so the service keeps up with a
    // burst's accepts instead of trailing them (docs/performance.md, "Pipeline").
    ...workerEnv({ concurrency: 64 }),
    ...replyCapEnv,
    DATABASE_URL: z.url().default('postgres://postgres@127.0.0.1:5432/recruiting'),
  }),
  { DATABASE_URL: 'url-password' },
);

export type RecruitingConfig = z.output<typeof schema>;

export const loadRecruitingConfig = (env: Record<string, string | undefined> = process.env) =>
  parseEnv(schema, env);
