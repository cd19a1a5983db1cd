import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import {
  NEWSLETTER_CONSENT_TEXT,
  NEWSLETTER_MESSAGES,
} from '@bytecraft/contracts/newsletter-messages';
import { QueueName } from '@bytecraft/contracts/queues';
import { NEWSLETTER_RECEIPTS } from '@bytecraft/contracts/kinds/newsletter-subscription';
import { waitFor } from '@bytecraft/testing/wait-for';
import { signIn } from './staff';
import { startTestSystem, type TestSystem } from './system';

interface Row {
  status: string;
  source: string;
  token: string;
  unsubscribedAt: Date | null;
}

describe('newsletter (system)', () => {
  let system: TestSystem;
  let app: NestFastifyApplication;
  const address = () => `reader.${randomBytes(3).toString('hex')}@example.com`;
  const subscribe = (email: string) =>
    request(app.getHttpServer())
      .post('/api/newsletter/subscribe')
      .send({ email, source: 'footer' });
  const unsubscribe = (token: string) =>
    request(app.getHttpServer()).post(`/api/newsletter/unsubscribe/${token}`);
  const rowOf = async (email: string) =>
    (
      await system.db.newsletter.query<Row>(
        'SELECT status, source, token, "unsubscribedAt" FROM newsletter_subscriptions WHERE email = $1',
        [email],
      )
    )[0];

  beforeAll(async () => {
    system = await startTestSystem('newsletter');
    ({ app } = system);
  });
  afterAll(() => system?.stop());

  it('subscribes a new address as active, lower-cased, and mails a welcome with one-click unsubscribe', async () => {
    const email = address();
    const res = await subscribe(email.toUpperCase()).expect(201);
    expect(res.body).toMatchObject({
      success: true,
      title: 'Subscribed!',
      data: { id: expect.any(String) },
    });

    const row = await rowOf(email);
    expect(row).toMatchObject({ status: 'active', source: 'footer', unsubscribedAt: null });
    expect(row.token).toMatch(/^[\w-]{32}$/);

    const welcome = await system.mail.waitForMail((m) => m.to[0]?.address === email);
    expect(welcome.subject).toBe('Welcome to the Bytecraft newsletter');
    // Long header lines arrive folded; unfold them before reading.
    const raw = (await system.mail.source(welcome.id)).replace(/\r?\n[ \t]+/g, ' ');
    expect(raw).toMatch(
      new RegExp(
        `List-Unsubscribe:\\s+<http://localhost:5000/api/newsletter/unsubscribe/${row.token}>`,
      ),
    );
    expect(raw).toMatch(/List-Unsubscribe-Post:\s+List-Unsubscribe=One-Click/);
    expect(welcome.text).toContain(`http://localhost:5173/newsletter/unsubscribe/${row.token}`);
  });

  it('answers an address that is already subscribed with 409 DUPLICATE_EMAIL', async () => {
    const email = address();
    await subscribe(email).expect(201);
    const res = await subscribe(email).expect(409);
    expect(res.body).toEqual({
      requestId: expect.any(String),
      code: 'DUPLICATE_EMAIL',
      message: 'This email is already subscribed to our newsletter',
    });
  });

  it('unsubscribes by token, idempotently, and reactivates on a new subscribe with a new token', async () => {
    const email = address();
    await subscribe(email).expect(201);
    const { token } = await rowOf(email);

    const first = await unsubscribe(token).expect(200);
    expect(first.body).toMatchObject({ success: true, title: 'Unsubscribed' });
    const after = await rowOf(email);
    expect(after?.status).toBe('unsubscribed');
    expect(after?.unsubscribedAt).toBeInstanceOf(Date);
    await unsubscribe(token).expect(200);
    expect((await rowOf(email))?.unsubscribedAt).toEqual(after?.unsubscribedAt);

    await subscribe(email).expect(201);
    const again = await rowOf(email);
    expect(again).toMatchObject({ status: 'active', unsubscribedAt: null });
    expect(again.token).not.toBe(token);
    await waitFor(
      async () =>
        (await system.mail.messages()).filter((m) => m.to[0]?.address === email).length === 2,
      {
        what: 'a second welcome after reactivation',
      },
    );
  });

  it("accepts the mail client's one-click form post (RFC 8058)", async () => {
    const email = address();
    await subscribe(email).expect(201);
    const { token } = await rowOf(email);
    await request(app.getHttpServer())
      .post(`/api/newsletter/unsubscribe/${token}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect((await rowOf(email))?.status).toBe('unsubscribed');
  });

  it('answers an unknown token with 404', async () => {
    const res = await unsubscribe('no-such-token').expect(404);
    expect(res.body).toEqual({
      requestId: expect.any(String),
      code: 'NOT_FOUND',
      message: 'This unsubscribe link is not valid',
    });
  });

  it.each([
    [{}, 'Email is required'],
    [{ email: 'reader@example' }, 'Please enter a valid email address'],
  ])('rejects %j with its message', async (body, message) => {
    const res = await request(app.getHttpServer())
      .post('/api/newsletter/subscribe')
      .send(body)
      .expect(400);
    expect(res.body.validationErrors).toEqual([{ field: 'email', message }]);
  });

  it('answers 503 and stores nothing while the newsletter service is down', async () => {
    await system.stopService('newsletter');
    const email = address();
    const res = await subscribe(email).expect(503);
    expect(res.body.code).toBe('SERVICE_UNAVAILABLE');
    await system.restartService('newsletter');
    expect(await rowOf(email)).toBeUndefined();
  });
});

describe('newsletter with double opt-in (system)', () => {
  let system: TestSystem;
  let app: NestFastifyApplication;
  const address = () => `optin.${randomBytes(3).toString('hex')}@example.com`;
  const subscribe = (email: string) =>
    request(app.getHttpServer())
      .post('/api/newsletter/subscribe')
      .send({ email, source: 'footer', page: '/services' });
  const confirm = (token: string) =>
    request(app.getHttpServer()).post(`/api/newsletter/confirm/${token}`);
  const mailsTo = async (email: string, subject: string) =>
    (await system.mail.messages()).filter(
      (mail) => mail.to[0]?.address === email && mail.subject === subject,
    );
  const CONFIRM_SUBJECT = 'Confirm your subscription to the Bytecraft newsletter';
  const WELCOME_SUBJECT = 'Welcome to the Bytecraft newsletter';
  /** The tokens of the confirmation links mailed to an address, once `count` have arrived. */
  const confirmTokens = async (email: string, count: number) => {
    const mails = await waitFor(
      async () => {
        const found = await mailsTo(email, CONFIRM_SUBJECT);
        return found.length === count ? found : undefined;
      },
      { what: `${count} confirmation mail(s) to ${email}` },
    );
    return mails.map(
      (mail) => /\/newsletter\/confirm\/([\w-]+)/.exec(mail.text ?? '')?.[1] as string,
    );
  };

  beforeAll(async () => {
    system = await startTestSystem(
      'newsletter-opt-in',
      {},
      { serviceEnv: { newsletter: { NEWSLETTER_DOUBLE_OPT_IN: 'true' } } },
    );
    ({ app } = system);
  });
  afterAll(() => system?.stop());

  it('mails a link, welcomes once after it is followed (twice), and the CSV carries the consent', async () => {
    const email = address();
    const res = await subscribe(email).expect(201);
    expect(res.body).toEqual({
      success: true,
      ...NEWSLETTER_RECEIPTS.pending,
      data: { id: expect.any(String) },
    });
    const [token] = await confirmTokens(email, 1);
    expect(token).toMatch(/^[\w-]{32}$/);

    const confirmed = { success: true, ...NEWSLETTER_RECEIPTS.confirmed };
    expect((await confirm(token).expect(200)).body).toEqual(confirmed);
    // Followed again (a second click, a mail scanner): the same answer.
    expect((await confirm(token).expect(200)).body).toEqual(confirmed);
    await system.mail.waitForMail(
      (mail) => mail.to[0]?.address === email && mail.subject === WELCOME_SUBJECT,
      'the welcome after confirming',
    );
    // Every mail asked for so far has been handled: a second welcome would be caught by now.
    await system.drained(QueueName.Notification);
    expect(await mailsTo(email, WELCOME_SUBJECT)).toHaveLength(1);

    const cookie = await signIn(app, system.staff);
    const csv = await request(app.getHttpServer())
      .get('/api/newsletter/subscriptions/export.csv')
      .set('Cookie', cookie)
      .expect(200);
    // The spec's file and its five columns first, in its order and spelling; the rest after.
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="newsletter-subscriptions.csv"',
    );
    const [header, ...lines] = csv.text.trimEnd().split('\r\n');
    expect(header).toBe(
      '"Email","Status","Source","Subscribed At","Unsubscribed At","ID","Consent at","Consent client","Consent page","Consent text","Confirmed at"',
    );
    const iso = '"\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z"';
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^"${email}","active","footer",${iso},"","${res.body.data.id}",${iso},"127.0.0.1","/services","${NEWSLETTER_CONSENT_TEXT.replace(/\./g, '\\.')}",${iso}$`,
        ),
      ),
    );
  });

  it('counts a pending subscription apart from the active ones', async () => {
    const cookie = await signIn(app, system.staff);
    const email = address();
    await subscribe(email).expect(201);
    const stats = (
      await request(app.getHttpServer())
        .get('/api/newsletter/stats')
        .set('Cookie', cookie)
        .expect(200)
    ).body.data;
    const pending = await request(app.getHttpServer())
      .get('/api/newsletter/subscriptions?status=pending')
      .set('Cookie', cookie)
      .expect(200);
    expect(pending.body.data.map((record: { email: string }) => record.email)).toContain(email);
    expect(stats.pending).toBe(pending.body.pagination.total);
    expect(stats.active + stats.pending + stats.unsubscribed).toBe(stats.total);
  });

  it('answers a pending address that subscribes again the same, with a new link; the old one is not found', async () => {
    const email = address();
    await subscribe(email).expect(201);
    const [first] = await confirmTokens(email, 1);
    const again = await subscribe(email).expect(201);
    expect(again.body).toMatchObject({ success: true, ...NEWSLETTER_RECEIPTS.pending });
    const second = (await confirmTokens(email, 2)).find((token) => token !== first)!;

    const res = await confirm(first).expect(404);
    expect(res.body).toEqual({
      requestId: expect.any(String),
      code: 'NOT_FOUND',
      message: NEWSLETTER_MESSAGES.unknownConfirmToken,
    });
    await confirm(second).expect(200);
    // Confirmed, the address is subscribed: 409 as before.
    await subscribe(email).expect(409);
  });

  it("refuses a cross-site post of a confirmation link: only the site's page confirms", async () => {
    const email = address();
    await subscribe(email).expect(201);
    const [token] = await confirmTokens(email, 1);
    const res = await confirm(token)
      .set('Origin', 'https://attacker.example')
      .set('Sec-Fetch-Site', 'cross-site')
      .expect(403);
    expect(res.body.code).toBe('FORBIDDEN');
    const status = async () =>
      (
        await system.db.newsletter.query<{ status: string }>(
          'SELECT status FROM newsletter_subscriptions WHERE email = $1',
          [email],
        )
      )[0].status;
    expect(await status()).toBe('pending');
    await confirm(token).set('Sec-Fetch-Site', 'same-origin').expect(200);
    expect(await status()).toBe('active');
  });

  it('answers a link it never mailed with 404', async () => {
    const res = await confirm('no-such-token').expect(404);
    expect(res.body.message).toBe(NEWSLETTER_MESSAGES.unknownConfirmToken);
  });
});
