import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { startTestSystem, type TestSystem } from './system';
import { waitFor } from '@bytecraft/testing/wait-for';

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
    expect(row!.token).toMatch(/^[\w-]{32}$/);

    const welcome = await system.mail.waitForMail((m) => m.to[0]?.address === email);
    expect(welcome.subject).toBe('Welcome to the Bytecraft newsletter');
    // Long header lines arrive folded; unfold them before reading.
    const raw = (await system.mail.source(welcome.id)).replace(/\r?\n[ \t]+/g, ' ');
    expect(raw).toMatch(
      new RegExp(
        `List-Unsubscribe:\\s+<http://localhost:5000/api/newsletter/unsubscribe/${row!.token}>`,
      ),
    );
    expect(raw).toMatch(/List-Unsubscribe-Post:\s+List-Unsubscribe=One-Click/);
    expect(welcome.text).toContain(`http://localhost:5173/newsletter/unsubscribe/${row!.token}`);
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
    const { token } = (await rowOf(email))!;

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
    expect(again!.token).not.toBe(token);
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
    const { token } = (await rowOf(email))!;
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
