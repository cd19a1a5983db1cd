import { ERROR_MESSAGES } from '@bytecraft/contracts/errors';
import request from 'supertest';
import { startTestGateway, type TestGateway } from './test-gateway';

/**
 * What the staff-auth hook does besides refusing: which answers it keeps out of caches, and that
 * an unknown path is a 404 to anyone. Who may call each route is the role matrix's
 * (role-matrix.e2e-spec.ts).
 */
describe('staff routes are deny-by-default', () => {
  let gateway: TestGateway;
  const http = () => request(gateway.app.getHttpServer());

  beforeAll(async () => {
    gateway = await startTestGateway('guard');
  });
  afterAll(async () => {
    await gateway?.stop();
  });

  it('marks what the sign-in routes answer no-store too, and no public submission', async () => {
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
      const res = await http()[method](url).expect(404);
      expect(res.body).toEqual({
        requestId: expect.any(String),
        code: 'NOT_FOUND',
        message: ERROR_MESSAGES.notFound,
      });
    }
  });
});
