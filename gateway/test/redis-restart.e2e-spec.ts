import { ERROR_MESSAGES } from '@bytecraft/contracts/errors';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { buildContact } from '@bytecraft/testing/factories';
import { startRedisServer, type RedisServer } from '@bytecraft/testing/redis-server';
import { waitFor } from '@bytecraft/testing/wait-for';
import { errorBody } from '@bytecraft/testing/error-body';
import { startTestSystem, type TestSystem } from './system';

const unavailable = errorBody('SERVICE_UNAVAILABLE', ERROR_MESSAGES.serviceUnavailable);

/**
 * Redis killed and started again (append-only file on) under the running system: requests are
 * refused while it is away, and every path, request-reply included, comes back by itself. How
 * fast is for the chaos run to say (docs/testing.md); this proves what is answered.
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
    )[0].count;

  beforeAll(async () => {
    redis = await startRedisServer();
    system = await startTestSystem('redis-restart', {}, { redisUrl: redis.url });
  });
  afterAll(async () => {
    await system?.stop();
    await redis?.stop();
  });

  it('answers 503 while Redis is away and recovers after its return, no process restarted', async () => {
    await waitFor(async () => (await http().get('/api/health')).status === 200, {
      what: 'the system to be healthy',
    });
    await redis.kill();

    const contact = buildContact();
    const submissionId = randomUUID();
    const sendContact = () =>
      http().post('/api/contact').set('Idempotency-Key', submissionId).send(contact);

    const during = await sendContact().expect(503);
    expect(during.body).toEqual(unavailable);

    const newsletter = await subscribe(`away.${randomUUID()}@example.com`).expect(503);
    expect(newsletter.body).toEqual(unavailable);

    // The status is a second old at most; which dependency is down is a staff session's
    // (health/details), and sessions are in Redis.
    const health = await waitFor(
      async () => {
        const res = await http().get('/api/health');
        return res.status === 503 && res.body;
      },
      { intervalMs: 100, what: 'health to say error' },
    );
    expect(health).toEqual({ status: 'error' });

    await redis.start();

    await waitFor(async () => (await http().get('/api/health')).status === 200, {
      intervalMs: 100,
      what: 'health to say up again',
    });
    await waitFor(
      async () => (await subscribe(`back.${randomUUID()}@example.com`)).status === 201,
      {
        intervalMs: 100,
        what: 'a newsletter subscription to succeed',
      },
    );
    // The visitor's retry carries the same submission id: one row, however often it was sent.
    await waitFor(async () => (await sendContact()).status === 201, {
      what: 'the retried contact to be accepted',
    });
    await sendContact().expect(201);
    await waitFor(async () => (await storedContacts(contact.email)) === '1', {
      intervalMs: 100,
      what: 'the contact to be stored',
    });
    expect(await storedContacts(contact.email)).toBe('1');
  });
});
