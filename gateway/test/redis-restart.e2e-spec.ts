import { ERROR_MESSAGES } from '@bytecraft/contracts/errors';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { buildContact } from '../../infra/testing/factories';
import { startRedisServer, type RedisServer } from '../../infra/testing/redis-server';
import { startTestSystem, type TestSystem } from '../../infra/testing/system';
import { waitFor } from '../../infra/testing/wait-for';

const unavailable = {
  code: 'SERVICE_UNAVAILABLE',
  message: ERROR_MESSAGES.serviceUnavailable,
  requestId: expect.any(String),
};

/** Times one request: what came back and how long it took. */
async function timed(call: () => request.Test) {
  const started = Date.now();
  const res = await call();
  return { res, ms: Date.now() - started };
}

/**
 * Redis killed and started again (append-only file on) under the running system: requests fail
 * fast while it is away, and every path, request-reply included, comes back by itself.
 */
describe('a Redis restart under the running system (system)', () => {
  let redis: RedisServer;
  let system: TestSystem;
  const http = () => request(system.app.getHttpServer());
  const subscribe = (email: string) =>
    http().post('/api/newsletter/subscribe').send({ email, source: 'footer' });
  const storedContacts = async (email: string) =>
    (
      await system.db.lead.query<{ count: string }>(
        'SELECT count(*) FROM contacts WHERE email = $1',
        [email],
      )
    )[0]!.count;

  beforeAll(async () => {
    redis = await startRedisServer();
    system = await startTestSystem('redis-restart', {}, { redisUrl: redis.url });
  });
  afterAll(async () => {
    await system?.stop();
    await redis?.stop();
  });

  it('answers 503 within 2 s while Redis is away and recovers within 5 s of its return, no process restarted', async () => {
    await waitFor(async () => (await http().get('/api/health')).status === 200, {
      what: 'the system to be healthy',
    });
    await redis.kill();

    const contact = buildContact();
    const submissionId = randomUUID();
    const sendContact = () =>
      http().post('/api/contact').set('Idempotency-Key', submissionId).send(contact);

    const during = await timed(sendContact);
    expect(during.res.status).toBe(503);
    expect(during.res.body).toEqual(unavailable);
    expect(during.ms).toBeLessThan(2000);

    const newsletter = await timed(() => subscribe(`away.${randomUUID()}@example.com`));
    expect(newsletter.res.status).toBe(503);
    expect(newsletter.res.body).toEqual(unavailable);
    expect(newsletter.ms).toBeLessThan(2000);

    const health = await timed(() => http().get('/api/health'));
    expect(health.res.status).toBe(503);
    expect(health.res.body.error).toHaveProperty('redis');
    expect(health.res.body.error.redis.status).toBe('down');
    expect(health.ms).toBeLessThan(2000);

    await redis.start();
    const back = Date.now();

    await waitFor(async () => (await http().get('/api/health')).status === 200, {
      timeoutMs: 5000,
      intervalMs: 100,
      what: 'health to say up again',
    });
    await waitFor(
      async () => (await subscribe(`back.${randomUUID()}@example.com`)).status === 201,
      {
        timeoutMs: 5000,
        intervalMs: 100,
        what: 'a newsletter subscription to succeed',
      },
    );
    // The visitor's retry carries the same submission id: one row, however often it was sent.
    await waitFor(async () => (await sendContact()).status === 201, {
      timeoutMs: 5000,
      what: 'the retried contact to be accepted',
    });
    await sendContact().expect(201);
    await waitFor(async () => (await storedContacts(contact.email)) === '1', {
      timeoutMs: 5000,
      intervalMs: 100,
      what: 'the contact to be stored',
    });
    expect(Date.now() - back).toBeLessThan(5000);
    expect(await storedContacts(contact.email)).toBe('1');
  });
});
