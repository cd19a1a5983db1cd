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
    /**
     * How fast a campaign is sent: at most CAMPAIGN_RATE mails per CAMPAIGN_RATE_PER, counted
     * across every replica (0: as fast as the notification service sends). A relay's or a
     * mailbox provider's limit for bulk mail is what sets it.
     */
    CAMPAIGN_RATE: z.coerce.number().int().min(0).default(0),
    CAMPAIGN_RATE_PER: z.enum(['second', 'minute']).default('minute'),
    /** Recipients handed to the notification queue in one job (its batch limit is 20). */
    CAMPAIGN_BATCH_SIZE: z.coerce.number().int().min(1).max(20).default(20),
    /**
     * Batches handed on whose mails may still be in the mail queue: enough to keep the SMTP
     * pool busy at the rate, few enough that pausing and cancelling stop soon after.
     */
    CAMPAIGN_BATCHES_IN_FLIGHT: z.coerce.number().int().min(1).max(50).default(4),
    /**
     * How long the oldest batch in flight is waited for before the next is handed on anyway
     * (the notification service away).
     */
    CAMPAIGN_BATCH_WAIT_MS: z.coerce.number().int().min(100).default(60_000),
  }),
  { DATABASE_URL: 'url-password', MAIL_LINK_KEY: 'secret' },
);

export type NewsletterConfig = z.output<typeof schema>;

export const NEWSLETTER_CONFIG = Symbol('NEWSLETTER_CONFIG');

export const loadNewsletterConfig = (env: Record<string, string | undefined> = process.env) =>
  parseEnv(schema, env);
