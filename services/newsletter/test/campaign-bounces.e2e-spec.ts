import {
  campaignRpc,
  type CampaignAnswer,
  type CampaignBounce,
} from '@bytecraft/contracts/campaigns';
import { JobName } from '@bytecraft/contracts/queues';
import { rpc, ServiceName, type SubscribeOutcome } from '@bytecraft/contracts/rpc';
import { monthsBefore, retentionScope } from '@bytecraft/testing/erasures';
import { waitFor } from '@bytecraft/testing/wait-for';
import { randomUUID } from 'node:crypto';
import { newAddress, startNewsletter, type NewsletterHarness } from './newsletter-harness';

const DAY = 24 * 3600 * 1000;

/**
 * A campaign mail that bounced for good, as the notification service reports it on the
 * newsletter queue: an active subscription becomes bounced, which no later campaign's
 * audience holds; any other status stays; subscribing again makes it active.
 */
describe('newsletter service: campaign mails that bounced', () => {
  let newsletter: NewsletterHarness;

  beforeAll(async () => {
    newsletter = await startNewsletter('campaign-bounces');
  });

  afterAll(() => newsletter?.stop());

  const subscribe = async (email = newAddress()) =>
    (
      (await newsletter.ask<SubscribeOutcome>(rpc.newsletterSubscribe, {
        email,
        page: '/',
        clientKey: '203.0.113.9',
      })) as { id: string }
    ).id;

  const statusOf = async (id: string) =>
    (
      await newsletter.db.query<{ status: string; bouncedAt: Date | null }>(
        'SELECT status, "bouncedAt" FROM newsletter_subscriptions WHERE id = $1',
        [id],
      )
    )[0];

  /** The bounce job handled, and what it answered. */
  async function bounced(subscriptionId: string): Promise<unknown> {
    const data: CampaignBounce = { campaignId: randomUUID(), subscriptionId };
    const job = await newsletter.queue!.add(JobName.CampaignMailBounced, data, {
      jobId: `bounced.${data.campaignId}.${subscriptionId}`,
    });
    await waitFor(async () => (await job.getState()) === 'completed', {
      what: `the bounce of ${subscriptionId} handled`,
    });
    return (await newsletter.queue!.getJob(job.id!))?.returnvalue;
  }

  it('marks an active subscription bounced once; a second report changes nothing', async () => {
    const id = await subscribe();
    expect(await bounced(id)).toEqual({ marked: true });
    const first = await statusOf(id);
    expect(first.status).toBe('bounced');
    expect(first.bouncedAt).toBeInstanceOf(Date);
    expect(await bounced(id)).toEqual({ marked: false });
    expect(await statusOf(id)).toEqual(first);
  });

  it('leaves an unsubscribed or pending subscription as it is', async () => {
    const unsubscribed = await subscribe();
    const pending = await subscribe();
    await newsletter.db.query(
      `UPDATE newsletter_subscriptions SET status = 'unsubscribed', "unsubscribedAt" = now() WHERE id = $1`,
      [unsubscribed],
    );
    await newsletter.db.query(
      `UPDATE newsletter_subscriptions SET status = 'pending' WHERE id = $1`,
      [pending],
    );
    expect(await bounced(unsubscribed)).toEqual({ marked: false });
    expect(await bounced(pending)).toEqual({ marked: false });
    expect((await statusOf(unsubscribed)).status).toBe('unsubscribed');
    expect((await statusOf(pending)).status).toBe('pending');
  });

  it("keeps a bounced address out of the next campaign's audience, and an active one in", async () => {
    const gone = await subscribe();
    const kept = await subscribe();
    await bounced(gone);
    const created = await newsletter.ask<CampaignAnswer>(campaignRpc.create, {
      draft: { subject: 'After the bounce', body: 'Hello' },
      createdBy: randomUUID(),
    });
    expect(created.status).toBe('ok');
    const { id } = (created as { data: { id: string } }).data;
    expect((await newsletter.ask<CampaignAnswer>(campaignRpc.send, { id })).status).toBe('ok');
    const audience = (
      await newsletter.db.query<{ subscriptionId: string }>(
        'SELECT "subscriptionId" FROM newsletter_campaign_recipients WHERE "campaignId" = $1',
        [id],
      )
    ).map((row) => row.subscriptionId);
    expect(audience).toContain(kept);
    expect(audience).not.toContain(gone);
  });

  it('makes a bounced address active again when it subscribes again', async () => {
    const email = newAddress();
    const id = await subscribe(email);
    await bounced(id);
    expect(
      await newsletter.ask<SubscribeOutcome>(rpc.newsletterSubscribe, {
        email,
        page: '/',
        clientKey: '203.0.113.9',
      }),
    ).toEqual({ status: 'reactivated', id });
    expect((await statusOf(id)).status).toBe('active');
  });

  it('erases by retention a bounced subscription the months after it bounced, not a recent one', async () => {
    const now = new Date();
    const past = await subscribe();
    const lately = await subscribe();
    for (const [id, at] of [
      [past, monthsBefore(now, 2)],
      [lately, new Date(now.getTime() - 14 * DAY)],
    ] as const) {
      await newsletter.db.query(
        `UPDATE newsletter_subscriptions SET status = 'bounced', "bouncedAt" = $2 WHERE id = $1`,
        [id, at],
      );
    }
    const erasureId = randomUUID();
    const report = await newsletter.erase({ erasureId, scope: retentionScope(now) });
    expect(report.part).toBe(ServiceName.Newsletter);
    const left = await newsletter.db.query<{ id: string }>(
      'SELECT id FROM newsletter_subscriptions WHERE id = ANY($1)',
      [[past, lately]],
    );
    expect(left).toEqual([{ id: lately }]);
  });
});
