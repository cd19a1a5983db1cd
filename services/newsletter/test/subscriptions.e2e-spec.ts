import { JobName } from '@bytecraft/contracts/queues';
import { rpc, type SubscribeOutcome, type UnsubscribeOutcome } from '@bytecraft/contracts/rpc';
import { NEWSLETTER_CONSENT_TEXT } from '@bytecraft/contracts/newsletter-messages';
import { Logger } from '@nestjs/common';
import { queuedMails } from '@bytecraft/testing/queued-mails';
import { waitFor } from '@bytecraft/testing/wait-for';
import {
  newAddress,
  seal,
  startNewsletter,
  type NewsletterHarness,
  type SubscriptionRow,
} from './newsletter-harness';

describe('newsletter service: subscribing and unsubscribing', () => {
  let newsletter: NewsletterHarness;

  const subscribe = (email: string, source?: string, requestId?: string) =>
    newsletter.ask<SubscribeOutcome>(
      rpc.newsletterSubscribe,
      { email, source, clientKey: '203.0.113.7' },
      requestId,
    );
  const unsubscribe = (token: string) =>
    newsletter.ask<UnsubscribeOutcome>(rpc.newsletterUnsubscribe, token);
  const rowsOf = (email: string) =>
    newsletter.db.query<SubscriptionRow>(
      'SELECT * FROM newsletter_subscriptions WHERE email = $1',
      [email],
    );
  const welcomeMailsTo = async (email: string) =>
    (await queuedMails(newsletter.notificationQueue)).filter(
      ({ mail }) => 'visitor' in mail.to && mail.to.visitor === email,
    );
  beforeAll(async () => {
    newsletter = await startNewsletter('subscriptions');
  });

  afterAll(() => newsletter?.stop());

  it('stores a new address, lower-cased, as an active subscription', async () => {
    const email = newAddress();
    const outcome = await subscribe(email.toUpperCase(), 'blog');
    expect(outcome).toEqual({ status: 'subscribed', id: expect.any(String) });
    const [row] = await rowsOf(email);
    expect(row).toMatchObject({
      id: (outcome as { id: string }).id,
      email,
      status: 'active',
      source: 'blog',
      unsubscribedAt: null,
    });
    expect(row.token).toMatch(/^[\w-]{32}$/);
  });

  it('keeps the proof of consent without double opt-in: when, the client key, the page, the text; never confirmed', async () => {
    const email = newAddress();
    await newsletter.ask<SubscribeOutcome>(rpc.newsletterSubscribe, {
      email,
      page: '/services',
      clientKey: '2001:db8:1:2::/64',
    });
    const [row] = await rowsOf(email);
    expect(row).toMatchObject({
      status: 'active',
      consentAt: row.subscribedAt,
      consentClientKey: '2001:db8:1:2::/64',
      consentPage: '/services',
      consentText: NEWSLETTER_CONSENT_TEXT,
      confirmedAt: null,
      confirmTokenHash: null,
    });
  });

  it('refuses a request without the client key the gateway adds', async () => {
    await expect(newsletter.ask(rpc.newsletterSubscribe, { email: newAddress() })).rejects.toEqual({
      status: 'error',
      message: 'Internal server error',
    });
  });

  it('publishes the welcome mail with a delivery id made of the subscription and its date', async () => {
    const email = newAddress();
    await subscribe(email);
    const [row] = await rowsOf(email);
    const deliveryId = `${row.id}.${row.subscribedAt.getTime()}.newsletter-welcome`;
    const job = await waitFor(() => newsletter.notificationQueue.getJob(deliveryId), {
      what: `the welcome mail ${deliveryId}`,
    });
    expect(job.name).toBe(JobName.SendMail);
    expect(job.data.mails).toEqual([
      {
        deliveryId,
        template: 'newsletter-welcome',
        to: { visitor: email },
        data: { Email: email },
        link: { purpose: 'unsubscribe', token: expect.stringMatching(/^v1\./) },
      },
    ]);
    // The unsubscribe token travels sealed: the job alone does not unsubscribe anyone.
    expect(JSON.stringify(job.data)).not.toContain(row.token);
    expect(seal.open(job.data.mails[0].link, { visitor: email })).toBe(row.token);
  });

  it("hands the request id sent beside the request on to the welcome mail, for the notification service's logs", async () => {
    const traced = newAddress();
    const plain = newAddress();
    await subscribe(traced, 'footer', 'req-newsletter-1');
    await subscribe(plain, 'footer');
    const [welcome] = await waitFor(async () => {
      const mails = await welcomeMailsTo(traced);
      return mails.length ? mails : undefined;
    });
    expect(welcome.requestId).toBe('req-newsletter-1');
    const [untraced] = await waitFor(async () => {
      const mails = await welcomeMailsTo(plain);
      return mails.length ? mails : undefined;
    });
    expect(untraced.requestId).toBeUndefined();
  });

  it('answers already-subscribed for the same address again, in any case, and mails once', async () => {
    const email = newAddress();
    expect((await subscribe(email)).status).toBe('subscribed');
    expect(await subscribe(email)).toEqual({ status: 'already-subscribed' });
    expect(await subscribe(` ${email.toUpperCase()} `)).toEqual({ status: 'already-subscribed' });
    expect(await rowsOf(email)).toHaveLength(1);
    expect(await welcomeMailsTo(email)).toHaveLength(1);
  });

  it('asks again for the welcome mail of an address stored without it (its request failed), on the retry', async () => {
    const email = newAddress();
    // As a request leaves it that stored the subscription and then lost Redis before the mail.
    const [stored] = await newsletter.db.query<SubscriptionRow>(
      `INSERT INTO newsletter_subscriptions (id, email, source, status, token, "subscribedAt")
       VALUES (gen_random_uuid(), $1, 'footer', 'active', $2, now()) RETURNING *`,
      [email, 'a'.repeat(32)],
    );
    expect(await welcomeMailsTo(email)).toEqual([]);
    expect(await subscribe(email, 'footer', 'req-retry-1')).toEqual({
      status: 'already-subscribed',
    });
    const deliveryId = `${stored.id}.${stored.subscribedAt.getTime()}.newsletter-welcome`;
    expect(await welcomeMailsTo(email)).toEqual([
      expect.objectContaining({
        requestId: 'req-retry-1',
        mail: expect.objectContaining({ deliveryId, link: expect.anything() }),
      }),
    ]);
    // Asked again, it is the same mail.
    await subscribe(email);
    expect(await welcomeMailsTo(email)).toHaveLength(1);
  });

  it('stores one row when one new address is subscribed many times at once', async () => {
    const email = newAddress();
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => subscribe(email)));
    expect(outcomes.filter((outcome) => outcome.status === 'subscribed')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.status === 'already-subscribed')).toHaveLength(7);
    expect(await rowsOf(email)).toHaveLength(1);
    expect(await welcomeMailsTo(email)).toHaveLength(1);
  });

  it('unsubscribes by token once, and answers the same link again without changing it', async () => {
    const email = newAddress();
    await subscribe(email);
    const [before] = await rowsOf(email);
    expect(await unsubscribe(before.token)).toEqual({ status: 'unsubscribed' });
    const [after] = await rowsOf(email);
    expect(after).toMatchObject({ status: 'unsubscribed', unsubscribedAt: expect.any(Date) });

    expect(await unsubscribe(before.token)).toEqual({ status: 'already-unsubscribed' });
    expect((await rowsOf(email))[0].unsubscribedAt).toEqual(after.unsubscribedAt);
    expect(await unsubscribe('no-such-token')).toEqual({ status: 'unknown-token' });
  });

  it('reactivates an unsubscribed address with a new token, once however many ask at once', async () => {
    const email = newAddress();
    await subscribe(email);
    const [first] = await rowsOf(email);
    await unsubscribe(first.token);

    const outcomes = await Promise.all(Array.from({ length: 5 }, () => subscribe(email)));
    expect(outcomes.filter((outcome) => outcome.status === 'reactivated')).toEqual([
      { status: 'reactivated', id: first.id },
    ]);
    const [again] = await rowsOf(email);
    expect(again).toMatchObject({ status: 'active', unsubscribedAt: null });
    expect(again.token).not.toBe(first.token);
    expect(again.subscribedAt.getTime()).toBeGreaterThan(first.subscribedAt.getTime());
    expect(await unsubscribe(first.token)).toEqual({ status: 'unknown-token' });
    await waitFor(async () => (await welcomeMailsTo(email)).length === 2, {
      what: 'a second welcome mail',
    });
  });

  it('rejects an address the shared schema refuses, logging it with the request id', async () => {
    const errors = jest.spyOn(Logger.prototype, 'error');
    try {
      await expect(subscribe('not-an-address', 'footer', 'req-refused-1')).rejects.toEqual({
        status: 'error',
        message: 'Internal server error',
      });
      expect(errors).toHaveBeenCalledWith(
        expect.objectContaining({
          channel: `${newsletter.prefix}:${rpc.newsletterSubscribe}`,
          requestId: 'req-refused-1',
        }),
        'message handler failed',
      );
    } finally {
      errors.mockRestore();
    }
  });

  it('announces a new subscription to staff, and not an address already subscribed', async () => {
    const email = newAddress();
    const outcome = await subscribe(email);
    const id = (outcome as { id: string }).id;
    const created = await waitFor(() => newsletter.events.find((event) => event.id === id), {
      what: `the submission.created event of ${id}`,
    });
    expect(created).toEqual({
      type: 'submission.created',
      kind: 'newsletter-subscription',
      id,
      name: email,
    });

    await subscribe(email);
    await newsletter.flushEvents();
    expect(newsletter.events.filter((event) => event.id === id)).toHaveLength(1);
  });
});
