import { ERROR_MESSAGES } from '@bytecraft/contracts/errors';
import request from 'supertest';
import { createGatewayApp } from '../src/app';
import { isAdminOnly } from '../src/auth/admin-only.decorator';
import { isPublicRoute } from '../src/auth/public-route.decorator';
import { registeredRoutes } from '../src/auth/staff-auth.hook';
import { loadGatewayConfig, type GatewayConfig } from '../src/config/gateway.config';
import { StaffAccountsService } from '../src/staff/staff-accounts.service';
import { signIn } from './staff';
import { STAFF_TEAM_MESSAGES } from '@bytecraft/contracts/staff-team';
import { randomBytes } from 'node:crypto';
import { dropKeys } from '@bytecraft/testing/redis-server';
import {
  createTestDatabase,
  testQueuePrefix,
  type TestDatabase,
} from '@bytecraft/testing/databases';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { HTTPMethods } from 'fastify';

/**
 * Every route the gateway has, walked without a session: each one not marked public must answer
 * 401. The list comes from the running app, so a route added later is in the walk on its own,
 * and the public list must stay exactly this one.
 */
const EXPECTED_PUBLIC = [
  'POST /api/contact',
  'POST /api/consultation',
  'POST /api/schedule-call',
  'POST /api/developer-hire',
  'POST /api/job-application',
  'POST /api/job-application/resume',
  'POST /api/internship/application',
  'POST /api/internship/question',
  'POST /api/newsletter/subscribe',
  'POST /api/newsletter/unsubscribe/:token',
  'POST /api/newsletter/confirm/:token',
  'POST /api/admin/auth/login',
  'GET /api/admin/auth/me',
  'POST /api/admin/auth/invite/:token',
  'POST /api/admin/auth/reset/:token',
  'HEAD /api/admin/auth/me',
  'GET /api/health',
  'HEAD /api/health',
];
/** The OpenAPI pages, when there are any, are public too. */
const isDocs = (route: string) => route.split(' ')[1]!.startsWith('/api/docs');
/** @fastify/cors answers preflight requests here before any route hook; it serves no data. */
const CORS_PREFLIGHT = 'OPTIONS *';

const DUMMY_ID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const UNAUTHORIZED = {
  code: 'UNAUTHORIZED',
  message: ERROR_MESSAGES.unauthorized,
  requestId: expect.any(String),
};

/** "METHOD path" for every route in fastify's printed route tree. */
function routesInTree(tree: string): string[] {
  const paths: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    paths.length = depth;
    paths[depth] = (paths[depth - 1] ?? '') + match[2]!;
    for (const method of match[3]?.split(', ') ?? []) routes.push(`${method} ${paths[depth]}`);
  }
  return routes;
}

describe('staff routes are deny-by-default', () => {
  let database: TestDatabase;
  let app: NestFastifyApplication;
  /** Every route the staff-auth hook saw registered, with the config it reads. */
  let registered: { route: string; config: unknown }[];

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
    registered = registeredRoutes(app).map(({ method, url, config }) => ({
      route: `${method} ${url}`,
      config,
    }));
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    if (config) await dropKeys(config.REDIS_URL, config.QUEUE_PREFIX);
  });

  it('walks every route there is: the hook saw every route in the table but the CORS preflight', async () => {
    const fastify = app.getHttpAdapter().getInstance();
    const table = routesInTree(fastify.printRoutes({ commonPrefix: false }));
    const seen = new Set([...registered.map(({ route }) => route), CORS_PREFLIGHT]);
    // Every route in fastify's table went through the hook (the printed tree may fold two
    // wildcards into one line, so the check runs this way round, plus a lookup of each seen one).
    // A plugin's route (Bull Board's) can have a twin fastify adds without telling onRoute (its
    // trailing-slash form): such a twin must still be refused without a session.
    const unseen = table.filter((route) => !seen.has(route));
    const twins = unseen.filter((route) => {
      const [method, url] = route.split(' ') as [HTTPMethods, string];
      return fastify.hasRoute({ method, url });
    });
    for (const route of twins) {
      const [method, url] = route.split(' ') as [string, string];
      const res = await fastify.inject({
        method: method as HTTPMethods,
        url: url.replace('*', 'x'),
      });
      expect({ route, status: res.statusCode }).toEqual({ route, status: 401 });
    }
    expect(unseen.filter((route) => !twins.includes(route) && !route.includes('*'))).toEqual([]);
    expect(table.length).toBeGreaterThan(EXPECTED_PUBLIC.length);
    for (const { route } of registered) {
      const [method, url] = route.split(' ') as [HTTPMethods, string];
      expect({ route, found: fastify.hasRoute({ method, url }) }).toEqual({ route, found: true });
    }
  });

  it('opens exactly the expected routes to the public', () => {
    const open = registered.filter(({ config }) => isPublicRoute(config)).map(({ route }) => route);
    expect(open.filter((route) => !isDocs(route)).sort()).toEqual([...EXPECTED_PUBLIC].sort());
    const docs = registered.filter(({ route }) => isDocs(route));
    expect(docs.filter(({ config }) => !isPublicRoute(config))).toEqual([]);
  });

  it('answers 401 UNAUTHORIZED on every other route without a session', async () => {
    const closed = registered.filter(({ config }) => !isPublicRoute(config));
    // Issue #28's routes among them, for one kind and the shared ones.
    expect(closed.map(({ route }) => route)).toEqual(
      expect.arrayContaining([
        'PATCH /api/contact/:id/owner',
        'PATCH /api/contact/:id/follow-up',
        'POST /api/contact/:id/notes',
        'DELETE /api/contact/:id/notes/:noteId',
        'POST /api/contact/:id/replies',
        'PATCH /api/contact/status',
        'PATCH /api/contact/owner',
        'GET /api/admin/staff/directory',
        'GET /api/admin/reply-templates',
        'GET /api/admin/dashboard/workload',
        // Issue #29's: a person, its export and erasure, erasures' progress.
        'GET /api/admin/people',
        'GET /api/admin/people/export',
        'POST /api/admin/people/erase',
        'GET /api/admin/erasures',
        'GET /api/admin/erasures/:id',
      ]),
    );
    const answers: Record<string, string> = {};
    const agent = request(app.getHttpServer()) as unknown as Record<
      string,
      (url: string) => request.Test
    >;
    for (const { route } of closed) {
      const [method, path] = route.split(' ') as [string, string];
      const url = path.replace(/:id\b/g, DUMMY_ID).replace(/:(\w+)/g, 'x');
      const res = await agent[method.toLowerCase()]!(url)
        .set('Content-Type', 'application/json')
        .send(method === 'GET' || method === 'HEAD' ? undefined : '{}');
      answers[route] = `${res.status} ${res.headers['cache-control']}`;
      if (method !== 'HEAD')
        expect({ route, body: res.body }).toEqual({ route, body: UNAUTHORIZED });
    }
    // Refused, and not to be kept by any cache either.
    expect(Object.entries(answers).filter(([, answer]) => answer !== '401 no-store')).toEqual([]);
  });

  it('answers 403 FORBIDDEN on every admin-only route to a staff session', async () => {
    const member = { email: 'member@bytecraft.example', password: randomBytes(12).toString('hex') };
    await app.get(StaffAccountsService).add(member.email, member.password);
    const cookie = await signIn(app, member);
    const adminOnly = registered.filter(({ config }) => isAdminOnly(config));
    // The team's routes at least; a route marked later is in the walk on its own.
    expect(adminOnly.map(({ route }) => route)).toEqual(
      expect.arrayContaining([
        'GET /api/admin/staff',
        'PATCH /api/admin/staff/:id',
        'POST /api/admin/reply-templates',
        'PUT /api/admin/reply-templates/:id',
        'DELETE /api/admin/reply-templates/:id',
        'POST /api/admin/people/erase',
        'GET /api/admin/erasures',
        'GET /api/admin/erasures/:id',
      ]),
    );
    const agent = request(app.getHttpServer()) as unknown as Record<
      string,
      (url: string) => request.Test
    >;
    const answers: Record<string, number> = {};
    for (const { route } of adminOnly) {
      const [method, path] = route.split(' ') as [string, string];
      const url = path.replace(/:id\b/g, DUMMY_ID).replace(/:(\w+)/g, 'x');
      const res = await agent[method.toLowerCase()]!(url)
        .set('Cookie', cookie)
        .set('Content-Type', 'application/json')
        .send(method === 'GET' || method === 'HEAD' ? undefined : '{}');
      answers[route] = res.status;
      if (method !== 'HEAD') {
        expect({ route, body: res.body }).toEqual({
          route,
          body: {
            code: 'FORBIDDEN',
            message: STAFF_TEAM_MESSAGES.adminOnly,
            requestId: expect.any(String),
          },
        });
      }
    }
    expect(Object.entries(answers).filter(([, status]) => status !== 403)).toEqual([]);
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
