import type { RateLimiterOptions } from 'bullmq';
import type { NewsletterConfig } from '../config/newsletter.config';

type RateConfig = Pick<
  NewsletterConfig,
  'CAMPAIGN_RATE' | 'CAMPAIGN_RATE_PER' | 'CAMPAIGN_BATCH_SIZE'
>;

const PERIOD_MS = { second: 1000, minute: 60_000 } as const;

/** Recipients a job hands on: no more than the rate allows in its period, so none bursts past it. */
export const campaignBatchSize = (config: RateConfig): number =>
  config.CAMPAIGN_RATE > 0
    ? Math.min(config.CAMPAIGN_BATCH_SIZE, config.CAMPAIGN_RATE)
    : config.CAMPAIGN_BATCH_SIZE;

/**
 * The campaign queue's limiter: one batch per the time its mails take at the rate. BullMQ
 * keeps the count in Redis, so every replica's worker shares it.
 */
export function campaignLimiter(config: RateConfig): RateLimiterOptions | undefined {
  if (config.CAMPAIGN_RATE === 0) return undefined;
  const batch = campaignBatchSize(config);
  return {
    max: 1,
    duration: Math.ceil((batch * PERIOD_MS[config.CAMPAIGN_RATE_PER]) / config.CAMPAIGN_RATE),
  };
}
