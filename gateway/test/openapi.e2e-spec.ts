import { ERROR_MESSAGES } from '@bytecraft/contracts/errors';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { startTestGateway, type TestGateway } from './test-gateway';

/**
 * The OpenAPI pages describe the staff API too: served in development, and in production only
 * when OPENAPI_DOCS says so.
 */
describe('OpenAPI pages', () => {
  let gateway: TestGateway;
  const secret = () => randomBytes(12).toString('base64url');
  /** A replica started as production starts, with secrets of its own. */
  const production = (env: Record<string, string> = {}) => {
    const database = new URL(gateway.db.url);
    database.password = secret();
    return gateway.replica({
      NODE_ENV: 'production',
      ADMIN_PASSWORD: secret(),
      DATABASE_URL: database.toString(),
      S3_ACCESS_KEY: secret(),
      S3_SECRET_KEY: secret(),
      STAFF_TOTP_KEY: secret(),
      PERSON_HASH_KEY: secret(),
      MAIL_LINK_KEY: secret(),
      ...env,
    });
  };
  const docs = (app: NestFastifyApplication, path: string) =>
    request(app.getHttpServer()).get(path);

  beforeAll(async () => {
    gateway = await startTestGateway('openapi');
  });
  afterAll(() => gateway?.stop());

  it('serves them outside production', async () => {
    const res = await docs(gateway.app, '/api/docs-json').expect(200);
    expect(res.body.paths).toHaveProperty(['/api/admin/people']);
    await docs(gateway.app, '/api/docs').expect(200);
  });

  it('describes the SLA report’s answer, per kind and per owner', async () => {
    const res = await docs(gateway.app, '/api/docs-json').expect(200);
    const answer = res.body.paths['/api/admin/sla'].get.responses['200'].content['application/json']
      .schema as {
      properties: { data: { properties: Record<string, unknown>; required: string[] } };
    };
    expect(answer.properties.data.required).toEqual([
      'from',
      'to',
      'overall',
      'byKind',
      'byOwner',
      'misses',
    ]);
    expect(answer.properties.data.properties.byOwner).toMatchObject({
      type: 'array',
      items: { properties: { ownerId: { type: 'string', nullable: true } } },
    });
  });

  it('serves none in production, to anyone, with the catalogue’s 404', async () => {
    const app = await production();
    for (const path of ['/api/docs-json', '/api/docs']) {
      const res = await docs(app, path).expect(404);
      expect(res.body).toEqual({
        requestId: expect.any(String),
        code: 'NOT_FOUND',
        message: ERROR_MESSAGES.notFound,
      });
    }
  });

  it('serves them in production when OPENAPI_DOCS=true', async () => {
    const app = await production({ OPENAPI_DOCS: 'true' });
    const res = await docs(app, '/api/docs-json').expect(200);
    expect(res.body.openapi).toMatch(/^3\./);
  });
});
