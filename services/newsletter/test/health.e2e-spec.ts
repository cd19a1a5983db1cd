import { rpc, ServiceName } from '@bytecraft/contracts/rpc';
import { migrationsRun } from '@bytecraft/testing/databases';
import { NEWSLETTER_MIGRATIONS } from '../src/migrations';
import { startNewsletter, type NewsletterHarness } from './newsletter-harness';

describe('newsletter service: health', () => {
  let newsletter: NewsletterHarness;

  beforeAll(async () => {
    newsletter = await startNewsletter('health');
  });

  afterAll(() => newsletter?.stop());

  it('answers the gateway health check once its database is reachable', async () => {
    const answer = await newsletter.ask(rpc.health(ServiceName.Newsletter), {});
    // newsletter_subscriptions (staff do not move subscriptions, so there is no status history),
    // newsletter_campaigns and their recipients.
    expect(answer).toEqual({ service: 'newsletter', database: 'up', tables: 3 });
  });

  it('creates its table and indexes through migrations, not synchronize', async () => {
    expect(await migrationsRun(newsletter.db)).toEqual(
      NEWSLETTER_MIGRATIONS.map((migration) => migration.name),
    );
    const [index] = await newsletter.db.query<{ indexdef: string }>(
      `SELECT indexdef FROM pg_indexes WHERE indexname = 'newsletter_subscriptions_subscribed_id'`,
    );
    expect(index?.indexdef).toContain('("subscribedAt", id)');
  });
});
