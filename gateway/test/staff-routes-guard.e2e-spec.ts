import { ERROR_MESSAGES } from '@bytecraft/contracts/errors';
import request from 'supertest';
import { createGatewayApp } from '../src/app';
import { loadGatewayConfig, type GatewayConfig } from '../src/config/gateway.config';
import { dropKeys } from '@bytecraft/testing/redis-server';
import {
  createTestDatabase,
  testQueuePrefix,
  type TestDatabase,
} from '@bytecraft/testing/databases';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/**
 * What the staff-auth hook does besides refusing: which answers it keeps out of caches, and that
 * an unknown path is a 404 to anyone. Who may call each route is the role matrix's
 * (role-matrix.e2e-spec.ts).
 */
describe('staff routes are deny-by-default', () => {
  let database: TestDatabase;
  let app: NestFastifyApplication;
  let config: GatewayConfig;

  beforeAll(async () => {
    database = await createTestDatabase('gateway');
    config = loadGatewayConfig({
      DATABASE_URL: database.url,
      QUEUE_PREFIX: testQueuePrefix('guard'),
      LOG_LEVEL: 'error',
    });
    app = await createGatewayApp(config);
    await app.listen(0, '127.0.0.1');
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    if (config) await dropKeys(config.REDIS_URL, config.QUEUE_PREFIX);
  });

  it('marks what the sign-in routes answer no-store too, and no public submission', async () => {
    const http = () => request(app.getHttpServer());
    const me = await http().get('/api/admin/auth/me').expect(401);
    expect(me.headers['cache-control']).toBe('no-store');
    const login = await http().post('/api/admin/auth/login').send({}).expect(400);
    expect(login.headers['cache-control']).toBe('no-store');
    const contact = await http().post('/api/contact').send({}).expect(400);
    expect(contact.headers['cache-control']).toBeUndefined();
  });

  it('answers an unknown route with the catalogue 404, not 401', async () => {
    for (const [method, url] of [
      ['get', '/api/no-such-route'],
      ['post', '/api/no-such-route'],
      ['delete', '/api/contact'],
    ] as const) {
      const res = await request(app.getHttpServer())[method](url).expect(404);
      expect(res.body).toEqual({
        requestId: expect.any(String),
        code: 'NOT_FOUND',
        message: ERROR_MESSAGES.notFound,
      });
    }
  });
});
