import { commonEnv, parseEnv, refuseDefaultSecrets } from '@bytecraft/service-runtime/config/env';
import { mailLinkEnv } from '@bytecraft/service-runtime/notifications/mail-link-seal';
import { z } from 'zod';

const schema = refuseDefaultSecrets(
  z.object({
    ...commonEnv,
    DATABASE_URL: z.url().default('postgres://postgres@127.0.0.1:5432/newsletter'),
    /**
     * Double opt-in: a new subscription waits, `pending`, until the link mailed to the address
     * is followed. Off by default, so development keeps the spec's one-step subscribe.
     */
    NEWSLETTER_DOUBLE_OPT_IN: z.stringbool().default(false),
    /** Seals the confirmation and unsubscribe links' tokens in the mail jobs. */
    ...mailLinkEnv,
  }),
  { DATABASE_URL: 'url-password', MAIL_LINK_KEY: 'secret' },
);

export type NewsletterConfig = z.output<typeof schema>;

export const NEWSLETTER_CONFIG = Symbol('NEWSLETTER_CONFIG');

export const loadNewsletterConfig = (env: Record<string, string | undefined> = process.env) =>
  parseEnv(schema, env);
