import type { FieldsMail } from '@bytecraft/contracts/mail';
import { NEWSLETTER_CONSENT_TEXT } from '@bytecraft/contracts/newsletter-messages';
import type { NewsletterStats } from '@bytecraft/contracts/kinds/newsletter-subscription';
import { NEWSLETTER_CONFIRM_DAYS } from '@bytecraft/contracts/retention-policy';
import {
  rpc,
  type ConfirmOutcome,
  type SubscribeOutcome,
  type UnsubscribeOutcome,
} from '@bytecraft/contracts/rpc';
import { staffRpc } from '@bytecraft/contracts/staff-rpc';
import { queuedMails } from '@bytecraft/testing/queued-mails';
import { createHash } from 'node:crypto';
import {
  newAddress,
  seal,
  startNewsletter,
  type NewsletterHarness,
  type SubscriptionRow,
} from './newsletter-harness';

const sha256 = (token: string) => createHash('sha256').update(token).digest('base64url');
const tokenOf = (mail: FieldsMail) => seal.open(mail.link!, mail.to);

/** NEWSLETTER_DOUBLE_OPT_IN=true: pending until the mailed link is followed. */
describe('newsletter service: double opt-in', () => {
  let newsletter: NewsletterHarness;

  const subscribe = (email: string, page = '/services', clientKey = '203.0.113.7') =>
    newsletter.ask<SubscribeOutcome>(rpc.newsletterSubscribe, { email, page, clientKey });
  const confirm = (token: string) =>
    newsletter.ask<ConfirmOutcome>(rpc.newsletterConfirm, { token });
  const rowOf = async (email: string) =>
    (
      await newsletter.db.query<SubscriptionRow>(
        'SELECT * FROM newsletter_subscriptions WHERE email = $1',
        [email],
      )
    )[0];
  const mailsTo = async (email: string, template: string) =>
    (await queuedMails(newsletter.notificationQueue))
      .map(({ mail }) => mail as FieldsMail)
      .filter((mail) => 'visitor' in mail.to && mail.to.visitor === email)
      .filter((mail) => mail.template === template);
  const confirmLinks = async (email: string) =>
    (await mailsTo(email, 'newsletter-confirm')).map(tokenOf);
  const welcomes = (email: string) => mailsTo(email, 'newsletter-welcome');

  /** Subscribes a new address and answers the token its confirmation mail carries. */
  async function pending(email: string): Promise<string> {
    await subscribe(email);
    const [token] = await confirmLinks(email);
    return token;
  }

  beforeAll(async () => {
    newsletter = await startNewsletter('double_opt_in', { NEWSLETTER_DOUBLE_OPT_IN: 'true' });
  });

  afterAll(() => newsletter?.stop());

  it('stores a new address as pending with its consent, and mails a confirmation link, not a welcome', async () => {
    const email = newAddress();
    const outcome = await subscribe(email, '/blog', '2001:db8:1:2::/64');
    expect(outcome).toEqual({ status: 'pending', id: expect.any(String) });

    const row = await rowOf(email);
    expect(row).toMatchObject({
      id: (outcome as { id: string }).id,
      status: 'pending',
      consentAt: expect.any(Date),
      consentClientKey: '2001:db8:1:2::/64',
      consentPage: '/blog',
      consentText: NEWSLETTER_CONSENT_TEXT,
      confirmedAt: null,
    });
    const [mail, ...others] = await mailsTo(email, 'newsletter-confirm');
    expect(others).toEqual([]);
    expect(mail).toEqual({
      deliveryId: `${row.id}.${row.confirmTokenHash}.newsletter-confirm`,
      template: 'newsletter-confirm',
      to: { visitor: email },
      data: { Email: email },
      link: { purpose: 'newsletter-confirm', token: expect.stringMatching(/^v1\./) },
    });
    const token = tokenOf(mail);
    expect(token).toMatch(/^[\w-]{32}$/);
    // The table holds the token's hash only, the job the token sealed: the link alone confirms.
    expect(row.confirmTokenHash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(JSON.stringify(mail)).not.toContain(token);
    expect(await welcomes(email)).toEqual([]);
  });

  it('confirms once: active with confirmedAt, one welcome mail however often the link is followed', async () => {
    const email = newAddress();
    const token = await pending(email);

    const outcomes = await Promise.all(Array.from({ length: 4 }, () => confirm(token)));
    expect(outcomes.filter(({ status }) => status === 'confirmed')).toHaveLength(1);
    expect(outcomes.filter(({ status }) => status === 'already-confirmed')).toHaveLength(3);
    expect(await confirm(token)).toEqual({ status: 'already-confirmed' });

    const row = await rowOf(email);
    expect(row).toMatchObject({ status: 'active', confirmedAt: expect.any(Date) });
    const deliveryId = `${row.id}.${row.subscribedAt.getTime()}.newsletter-welcome`;
    // One welcome job: every confirm asked for the same delivery id.
    const jobs = await newsletter.notificationQueue.getJobs(['waiting', 'completed']);
    expect(jobs.filter((job) => job.id === deliveryId)).toHaveLength(1);
    const [welcome, ...others] = await welcomes(email);
    expect(others).toEqual([]);
    expect(welcome).toMatchObject({ deliveryId, link: { purpose: 'unsubscribe' } });
    expect(tokenOf(welcome)).toBe(row.token);
  });

  it('answers an active address as already subscribed, without mailing a link', async () => {
    const email = newAddress();
    await confirm(await pending(email));
    expect(await subscribe(email)).toEqual({ status: 'already-subscribed' });
    expect(await confirmLinks(email)).toHaveLength(1);
  });

  it(`refuses a link older than ${NEWSLETTER_CONFIRM_DAYS} days, leaving the subscription pending`, async () => {
    const email = newAddress();
    const token = await pending(email);
    await newsletter.db.query(
      `UPDATE newsletter_subscriptions SET "subscribedAt" = now() - make_interval(days => $2, mins => 1)
        WHERE email = $1`,
      [email, NEWSLETTER_CONFIRM_DAYS],
    );
    expect(await confirm(token)).toEqual({ status: 'unknown-token' });
    expect(await rowOf(email)).toMatchObject({ status: 'pending', confirmedAt: null });
    expect(await welcomes(email)).toEqual([]);
  });

  it('mails a pending address that subscribes again a new link; the old one stops working', async () => {
    const email = newAddress();
    const first = await pending(email);
    const before = await rowOf(email);

    expect(await subscribe(email, '/about', '198.51.100.4')).toEqual({
      status: 'pending',
      id: before.id,
    });
    const links = await confirmLinks(email);
    expect(links).toHaveLength(2);
    const second = links.find((link) => link !== first)!;
    expect(await rowOf(email)).toMatchObject({
      status: 'pending',
      confirmTokenHash: sha256(second),
      consentPage: '/about',
      consentClientKey: '198.51.100.4',
    });

    expect(await confirm(first)).toEqual({ status: 'unknown-token' });
    expect(await confirm(second)).toEqual({ status: 'confirmed' });
    expect(await welcomes(email)).toHaveLength(1);
  });

  it('stores one row for a new address subscribed many times at once, and only its last mailed link confirms', async () => {
    const email = newAddress();
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => subscribe(email)));
    const [row] = await newsletter.db.query<SubscriptionRow>(
      'SELECT * FROM newsletter_subscriptions WHERE email = $1',
      [email],
    );
    expect(outcomes).toEqual(Array.from({ length: 8 }, () => ({ status: 'pending', id: row.id })));
    const links = await confirmLinks(email);
    const current = links.filter((link) => sha256(link) === row.confirmTokenHash);
    expect(current).toHaveLength(1);
    for (const link of links.filter((link) => link !== current[0])) {
      expect(await confirm(link)).toEqual({ status: 'unknown-token' });
    }
    expect(await confirm(current[0])).toEqual({ status: 'confirmed' });
  });

  it('answers a token it never made as unknown', async () => {
    expect(await confirm('no-such-token')).toEqual({ status: 'unknown-token' });
  });

  it('unsubscribes a pending address; its link no longer confirms, and a new subscribe is pending again', async () => {
    const email = newAddress();
    const token = await pending(email);
    const { token: unsubscribeToken } = await rowOf(email);
    expect(
      await newsletter.ask<UnsubscribeOutcome>(rpc.newsletterUnsubscribe, unsubscribeToken),
    ).toEqual({ status: 'unsubscribed' });
    expect(await rowOf(email)).toMatchObject({ status: 'unsubscribed' });
    expect(await confirm(token)).toEqual({ status: 'unknown-token' });

    expect((await subscribe(email)).status).toBe('pending');
    expect(await rowOf(email)).toMatchObject({ status: 'pending', confirmedAt: null });
    expect(await confirmLinks(email)).toHaveLength(2);
  });

  it('counts pending ones apart from active ones', async () => {
    await newsletter.db.query('TRUNCATE newsletter_subscriptions CASCADE');
    await pending(newAddress());
    await pending(newAddress());
    await confirm(await pending(newAddress()));
    expect(await newsletter.ask<NewsletterStats>(staffRpc.newsletterStats, {})).toMatchObject({
      total: 3,
      active: 1,
      pending: 2,
      unsubscribed: 0,
    });
  });
});
