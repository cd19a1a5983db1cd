import { loadNewsletterConfig } from '../config/newsletter.config';
import { campaignBatchSize, campaignLimiter } from './campaign-rate';

const config = (env: Record<string, string>) => loadNewsletterConfig(env);

describe('campaign rate', () => {
  it('is unthrottled by default, in batches of 20', () => {
    expect(campaignLimiter(config({}))).toBeUndefined();
    expect(campaignBatchSize(config({}))).toBe(20);
  });

  it('hands one batch per the time its mails take at the rate', () => {
    expect(campaignLimiter(config({ CAMPAIGN_RATE: '600', CAMPAIGN_RATE_PER: 'minute' }))).toEqual({
      max: 1,
      duration: 2000,
    });
    expect(campaignLimiter(config({ CAMPAIGN_RATE: '40', CAMPAIGN_RATE_PER: 'second' }))).toEqual({
      max: 1,
      duration: 500,
    });
  });

  it('makes batches no larger than the rate, so a slow rate does not burst', () => {
    const slow = config({ CAMPAIGN_RATE: '5', CAMPAIGN_RATE_PER: 'second' });
    expect(campaignBatchSize(slow)).toBe(5);
    expect(campaignLimiter(slow)).toEqual({ max: 1, duration: 1000 });
  });

  it('refuses a rate period that is neither second nor minute', () => {
    expect(() => config({ CAMPAIGN_RATE_PER: 'hour' })).toThrow(/CAMPAIGN_RATE_PER/);
  });
});
