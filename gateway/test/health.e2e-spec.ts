import { ERROR_MESSAGES } from '@bytecraft/contracts/errors';
import { rpc, ServiceName } from '@bytecraft/contracts/rpc';
import { redisOptionsFromUrl } from '@bytecraft/service-runtime/config/env';
import { channelIn } from '@bytecraft/service-runtime/transport/namespaced-redis';
import { waitFor } from '@bytecraft/testing/wait-for';
import { Redis } from 'ioredis';
import request from 'supertest';
import { HEALTH_STATUS_FRESH_MS } from '../src/health/health-probe';
import { signIn } from './staff';
import { startTestSystem, type TestSystem } from './system';

/**
 * `/api/health` against the real stack: anyone gets the status of one probe shared by every
 * caller for a second; each dependency's state, and the tables, are a staff session's.
 */
describe('health (system)', () => {
  let system: TestSystem;
  let listener: Redis;
  /** When each health request reached lead's channel: one per fan-out. */
  const fanOuts: number[] = [];
  const http = () => request(system.app.getHttpServer());

  beforeAll(async () => {
    system = await startTestSystem('health');
    listener = new Redis(redisOptionsFromUrl(system.config.REDIS_URL));
    listener.on('message', () => void fanOuts.push(Date.now()));
    await listener.subscribe(channelIn(system.prefix, rpc.health(ServiceName.Lead)));
  });
  afterAll(async () => {
    await listener?.quit();
    await system?.stop();
  });

  it('answers anyone the status alone: 200 ok while everything answers', async () => {
    // Each service's first answer after its start may outlast a check's deadline on a busy
    // machine: the status is read once every dependency has answered within it.
    const res = await waitFor(
      async () => {
        const answer = await http().get('/api/health');
        return answer.status === 200 && answer;
      },
      { what: 'every dependency to answer the health probe' },
    );
    expect(res.body).toEqual({ status: 'ok' });
    await http().head('/api/health').expect(200);
  });

  it('fans out at most once a second, however many ask at once', async () => {
    // A fan-out seen on the channel: the next ones would be too.
    const seen = fanOuts.length;
    await waitFor(async () => (await http().get('/api/health')).ok && fanOuts.length > seen, {
      intervalMs: 50,
      what: 'a fan-out on lead’s health channel',
    });
    const burst = await Promise.all(Array.from({ length: 30 }, () => http().get('/api/health')));
    expect(burst.map((res) => res.status)).toEqual(burst.map(() => 200));
    await waitFor(async () => (await http().get('/api/health')).ok && fanOuts.length > seen + 1, {
      intervalMs: 50,
      what: 'the next fan-out',
    });
    // Messages arrive in the order they were published: the burst asked for none.
    expect(fanOuts).toHaveLength(seen + 2);
    expect(fanOuts[seen + 1] - fanOuts[seen]).toBeGreaterThanOrEqual(HEALTH_STATUS_FRESH_MS - 50);
  });

  it('gives each dependency’s state and the tables to staff only', async () => {
    const anonymous = await http().get('/api/health/details').expect(401);
    expect(anonymous.body).toEqual({
      requestId: expect.any(String),
      code: 'UNAUTHORIZED',
      message: ERROR_MESSAGES.unauthorized,
    });
    const cookie = await signIn(system.app, system.staff);
    const res = await http().get('/api/health/details').set('Cookie', cookie).expect(200);
    expect(res.body).toMatchObject({
      status: 'ok',
      details: {
        redis: { status: 'up' },
        postgres: { status: 'up' },
        lead: { status: 'up' },
        recruiting: { status: 'up' },
        newsletter: { status: 'up' },
        notification: { status: 'up' },
      },
    });
    expect(res.body.tables).toBeGreaterThan(0);
  });

  it('answers 503 while a service is down: the status to anyone, which one to staff', async () => {
    const cookie = await signIn(system.app, system.staff);
    await system.stopService('lead');
    try {
      const down = await http().get('/api/health/details').set('Cookie', cookie).expect(503);
      expect(down.body.status).toBe('error');
      expect(down.body.details.lead.status).toBe('down');
      const status = await waitFor(
        async () => {
          const res = await http().get('/api/health');
          return res.status === 503 && res.body;
        },
        { what: 'the status to say error' },
      );
      expect(status).toEqual({ status: 'error' });
    } finally {
      await system.restartService('lead');
    }
  });
});
