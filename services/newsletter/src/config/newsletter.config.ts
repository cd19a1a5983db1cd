import { commonEnv, parseEnv, refuseDefaultSecrets } from '@bytecraft/service-runtime/config/env';
import { z } from 'zod';

const schema = refuseDefaultSecrets(
  z.object({
    ...commonEnv,
    DATABASE_URL: z.url().default('postgres://postgres@127.0.0.1:5432/newsletter'),
  }),
  { DATABASE_URL: 'url-password' },
);

export type NewsletterConfig = z.output<typeof schema>;

export const loadNewsletterConfig = (env: Record<string, string | undefined> = process.env) =>
  parseEnv(schema, env);
