import { commonEnv, parseEnv } from '@bytecraft/contracts/env';
import { z } from 'zod';

const schema = z.object({
  ...commonEnv,
  DATABASE_URL: z.url().default('postgres://postgres@127.0.0.1:5432/newsletter'),
});

export type NewsletterConfig = z.output<typeof schema>;

export const loadNewsletterConfig = (env: Record<string, string | undefined> = process.env) =>
  parseEnv(schema, env);
