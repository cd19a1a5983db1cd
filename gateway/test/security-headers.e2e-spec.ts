import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { buildContact } from '@bytecraft/testing/factories';
import { startTestGateway, type TestGateway } from './test-gateway';

/**
 * The API keeps helmet's headers on every answer: accepted, refused, unknown, limited and
 * staff-only alike (a staff file download is one more answer; staff-api.e2e-spec.ts checks its
 * attachment and nosniff).
 */
describe('API response headers (system)', () => {
  let gateway: TestGateway;
  const http = () => request(gateway.app.getHttpServer());

  beforeAll(async () => {
    gateway = await startTestGateway('security-headers', { RATE_LIMIT_MAX: '1' });
  });
  afterAll(() => gateway?.stop());

  it.each([
    ['an accepted submission', 201, () => http().post('/api/contact').send(buildContact())],
    ['a rate-limited one', 429, () => http().post('/api/contact').send(buildContact())],
    ['an invalid body', 400, () => http().post('/api/consultation').send({})],
    ['an unknown path', 404, () => http().get('/api/no-such-route')],
    ['a staff route without a session', 401, () => http().get('/api/contact')],
    [
      'a staff file without a session',
      401,
      () => http().get(`/api/job-application/${randomUUID()}/resume`),
    ],
  ])('sends them with %s', async (_what, status, send) => {
    const res = await send().expect(status);
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': expect.stringMatching(/^max-age=\d{8}; includeSubDomains$/),
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'self';/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
  });
});
