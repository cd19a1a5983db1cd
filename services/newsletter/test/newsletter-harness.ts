import { QueueName } from '@bytecraft/contracts/queues';
import { startServiceHarness, type ServiceHarness } from '@bytecraft/testing/service-harness';
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
