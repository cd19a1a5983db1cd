import { peopleRpc, type PersonHoldings } from '@bytecraft/contracts/people';
import { rpc, ServiceName, type SubscribeOutcome } from '@bytecraft/contracts/rpc';
import { staffRpc } from '@bytecraft/contracts/staff-rpc';
import { monthsBefore, personScope, retentionScope } from '@bytecraft/testing/erasures';
import { randomBytes, randomUUID } from 'node:crypto';
import { startNewsletter, type NewsletterHarness } from './newsletter-harness';

const KIND = 'newsletter-subscription';
const DAY = 24 * 3600 * 1000;
const address = (name: string) => `${name}.${randomBytes(3).toString('hex')}@example.com`;

/**
 * A person in the newsletter service: the subscription of one address, as the person view
 * reads it, and its erasure, by address or by retention (unsubscribed ones the kind's months
 * after unsubscribing, pending ones once their link has expired).
 */
describe('newsletter service: a person', () => {
  let newsletter: NewsletterHarness;

  beforeAll(async () => {
    newsletter = await startNewsletter('people', { NEWSLETTER_DOUBLE_OPT_IN: 'true' });
  });

  afterAll(() => newsletter?.stop());

  /** Subscribes as the gateway asks (pending: double opt-in is on) and answers its id. */
  async function subscribe(email: string): Promise<string> {
    const outcome = await newsletter.ask<SubscribeOutcome>(rpc.newsletterSubscribe, {
      email,
      page: '/services',
      clientKey: '203.0.113.7',
    });
    return (outcome as { id: string }).id;
  }

  /** Sets a subscription's columns, dates included: what time would have done. */
  async function age(id: string, columns: Record<string, unknown>) {
    const names = Object.keys(columns);
    await newsletter.db.query(
      `UPDATE newsletter_subscriptions SET ${names
        .map((name, i) => `"${name}" = $${i + 2}`)
        .join(', ')} WHERE id = $1`,
      [id, ...Object.values(columns)],
    );
  }

  const find = (email: string) =>
    newsletter.ask<PersonHoldings>(peopleRpc.find(ServiceName.Newsletter), { email });

  const storedOf = async (ids: string[]) =>
    (
      await newsletter.db.query<{ id: string }>(
        'SELECT id FROM newsletter_subscriptions WHERE id = ANY($1) ORDER BY id',
        [ids],
      )
    ).map(({ id }) => id);

  it("finds the subscription of the address, whatever its case, as its detail; not another address's", async () => {
    const email = address('reader');
    const id = await subscribe(email.toUpperCase());
    await subscribe(address('someone.else'));

    const { records, mails } = await find(email.replace('reader', 'READER'));
    expect(mails).toEqual([]);
    expect(records).toEqual([
      { kind: KIND, record: await newsletter.ask(staffRpc.get(KIND), { id }) },
    ]);
    expect(records[0].record).toMatchObject({ id, email, status: 'pending' });
    expect(await find(address('nobody'))).toEqual({ records: [], mails: [], inbound: [] });
  });

  it("erases the subscription of the address and leaves another's; a re-delivery reports zero; subscribing again is a new subscription", async () => {
    const email = address('erased');
    const id = await subscribe(email);
    const other = await subscribe(address('kept'));

    const erasureId = randomUUID();
    const expected = (erased: number) => ({
      erasureId,
      part: ServiceName.Newsletter,
      counts: { [KIND]: erased },
    });
    expect(await newsletter.erase({ erasureId, scope: personScope(email) })).toEqual(expected(1));
    expect(await storedOf([id, other])).toEqual([other]);
    expect(await newsletter.erase({ erasureId, scope: personScope(email) })).toEqual(expected(0));
    expect(await storedOf([other])).toEqual([other]);

    const again = await subscribe(email);
    expect(again).not.toBe(id);
    expect((await find(email)).records.map(({ record }) => record.id)).toEqual([again]);
  });

  it("takes an erased subscriber out of every campaign's audience, and leaves the others'", async () => {
    const email = address('audience');
    const id = await subscribe(email);
    const other = await subscribe(address('audience.kept'));
    const campaignId = randomUUID();
    await newsletter.db.query(
      `INSERT INTO newsletter_campaigns (id, subject, body, "createdBy") VALUES ($1, 'News', 'Body', $2)`,
      [campaignId, randomUUID()],
    );
    await newsletter.db.query(
      `INSERT INTO newsletter_campaign_recipients ("campaignId", position, "subscriptionId") VALUES ($1, 1, $2), ($1, 2, $3)`,
      [campaignId, id, other],
    );
    await newsletter.erase({ erasureId: randomUUID(), scope: personScope(email) });
    expect(
      await newsletter.db.query(
        `SELECT "subscriptionId" FROM newsletter_campaign_recipients WHERE "campaignId" = $1`,
        [campaignId],
      ),
    ).toEqual([{ subscriptionId: other }]);
  });

  it('erases by retention the unsubscribed past the months after unsubscribing and the pending past their link; active ones stay', async () => {
    const now = new Date();
    const subscription = async (columns: Record<string, unknown>) => {
      const id = await subscribe(address('retained'));
      await age(id, columns);
      return id;
    };
    const longAgo = monthsBefore(now, 60);
    const unsubscribedPast = await subscription({
      status: 'unsubscribed',
      subscribedAt: longAgo,
      unsubscribedAt: monthsBefore(now, 2),
    });
    const unsubscribedLately = await subscription({
      status: 'unsubscribed',
      subscribedAt: longAgo,
      unsubscribedAt: new Date(now.getTime() - 14 * DAY),
    });
    const activeLongAgo = await subscription({ status: 'active', subscribedAt: longAgo });
    const pendingPast = await subscription({ subscribedAt: new Date(now.getTime() - 8 * DAY) });
    const pendingLately = await subscription({ subscribedAt: new Date(now.getTime() - DAY) });

    const erasureId = randomUUID();
    expect(await newsletter.erase({ erasureId, scope: retentionScope(now) })).toEqual({
      erasureId,
      part: ServiceName.Newsletter,
      counts: { [KIND]: 2 },
    });
    expect(
      await storedOf([
        unsubscribedPast,
        unsubscribedLately,
        activeLongAgo,
        pendingPast,
        pendingLately,
      ]),
    ).toEqual([unsubscribedLately, activeLongAgo, pendingLately].sort());
  });
});
