import { QueueName } from '@bytecraft/contracts/queues';
import { MailLinkSeal } from '@bytecraft/service-runtime/notifications/mail-link-seal';
import { startServiceHarness, type ServiceHarness } from '@bytecraft/testing/service-harness';
import { randomBytes } from 'node:crypto';
import { createNewsletterApp } from '../src/app';
import { loadNewsletterConfig } from '../src/config/newsletter.config';

export type NewsletterHarness = ServiceHarness;

/**
 * The newsletter service in-process for one suite (see `startServiceHarness`), with `env` over
 * the harness's (`NEWSLETTER_DOUBLE_OPT_IN`). The gateway asks it over the Redis transport; its
 * queue carries only erasures.
 */
export const startNewsletter = (
  suite: string,
  env: Record<string, string> = {},
): Promise<NewsletterHarness> =>
  startServiceHarness({
    service: 'newsletter',
    suite,
    createApp: (harnessEnv) => createNewsletterApp(loadNewsletterConfig({ ...harnessEnv, ...env })),
    consumes: QueueName.Newsletter,
  });

/** Opens a queued mail's link as the notification service does, with the same key. */
export const seal = new MailLinkSeal(loadNewsletterConfig({}).MAIL_LINK_KEY);

/** A reader's address of its own for each call. */
export const newAddress = () => `reader.${randomBytes(4).toString('hex')}@example.com`;

/** A row of newsletter_subscriptions, as the suites read it back. */
export interface SubscriptionRow {
  id: string;
  email: string;
  status: string;
  source: string;
  token: string;
  subscribedAt: Date;
  unsubscribedAt: Date | null;
  confirmTokenHash: string | null;
  consentAt: Date | null;
  consentClientKey: string | null;
  consentPage: string | null;
  consentText: string | null;
  confirmedAt: Date | null;
}
