import { ERROR_MESSAGES, ErrorCode } from '@bytecraft/contracts/errors';
import { STAFF_ERROR_MESSAGES } from '@bytecraft/contracts/staff-auth';
import { StaffRole, STAFF_TEAM_MESSAGES } from '@bytecraft/contracts/staff-team';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { HTTPMethods } from 'fastify';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { newEmail, newPassword } from '@bytecraft/testing/staff';
import { isAdminOnly } from '../src/auth/admin-only.decorator';
import { isBeforeTwoFactor } from '../src/auth/before-two-factor.decorator';
import { isPublicRoute } from '../src/auth/public-route.decorator';
import { registeredRoutes } from '../src/auth/staff-auth.hook';
import type { QueueActionConfig } from '../src/observability/queues-board-routes';
import { StaffAccountsService } from '../src/staff/staff-accounts.service';
import { signIn } from './staff';
import { startTestGateway, type TestGateway } from './test-gateway';

/**
 * The role matrix: every route of the running gateway (from its router, so a route added later
 * is walked on its own) called as anonymous, staff, an admin, an admin who must turn two-factor
 * on first and a disabled account, each answer checked against the route's line in ROUTE_ACCESS.
 *
 * Why one table and no StaffRoute() marker: the gateway is deny-by-default, so an unmarked route
 * is already staff-only and a marker would change nothing it does. What a new route needs is an
 * access someone decided and a reviewer can see beside every other route's: its line here. A
 * route the router has and the table lacks fails (so does a line for a route that is gone), and
 * each line is checked against the route's own markers (PublicRoute/AcceptsSubmission,
 * AdminOnly, BeforeTwoFactor, the queue board's rule), which stay what the gateway reads.
 *
 * Calls carry dummy ids and empty bodies: any answer but 401/403 (a 400, a 404, or a 503 when no
 * service is there to ask) means the guard let the call through, which is all that is checked
 * here; what each route does is its own suite's. The OpenAPI pages, registered by a plugin, are
 * public by path; a HEAD route has its GET's access.
 */
type Access =
  /** Anyone: never 401/403. */
  | 'public'
  /** Public to the guard; answers whoever is signed in, and 401 itself to anyone else. */
  | 'own session'
  /** Any live session. */
  | 'staff'
  /** Staff, and an admin who must turn two-factor on may still use it. */
  | 'before two-factor'
  /** AdminOnly: 403 to staff. */
  | 'admin'
  /** A change the queue board refuses to everyone. */
  | 'nobody';

const ROUTE_ACCESS: Readonly<Record<string, Access>> = {
  'GET /api/health': 'public',
  'GET /api/health/details': 'staff',
  'POST /api/contact': 'public',
  'POST /api/consultation': 'public',
  'POST /api/schedule-call': 'public',
  'POST /api/developer-hire': 'public',
  'POST /api/job-application': 'public',
  'POST /api/job-application/resume': 'public',
  'POST /api/internship/application': 'public',
  'POST /api/internship/question': 'public',
  'POST /api/newsletter/subscribe': 'public',
  'POST /api/newsletter/confirm/:token': 'public',
  'POST /api/newsletter/unsubscribe/:token': 'public',

  'POST /api/admin/auth/login': 'public',
  'POST /api/admin/auth/invite/:token': 'public',
  'POST /api/admin/auth/reset/:token': 'public',
  'GET /api/admin/auth/me': 'own session',
  'PATCH /api/admin/auth/me': 'staff',
  'POST /api/admin/auth/password': 'staff',
  'POST /api/admin/auth/sessions/sign-out-others': 'staff',
  'POST /api/admin/auth/logout': 'before two-factor',
  'POST /api/admin/auth/two-factor/setup': 'before two-factor',
  'POST /api/admin/auth/two-factor/enable': 'before two-factor',
  'POST /api/admin/auth/two-factor/disable': 'before two-factor',

  'GET /api/admin/staff': 'admin',
  'POST /api/admin/staff': 'admin',
  'PATCH /api/admin/staff/:id': 'admin',
  'POST /api/admin/staff/:id/reset': 'admin',
  'DELETE /api/admin/staff/:id/two-factor': 'admin',
  'GET /api/admin/staff/directory': 'staff',
  'GET /api/admin/settings': 'staff',
  'PATCH /api/admin/settings': 'admin',
  'GET /api/admin/settings/assignment': 'admin',
  'PUT /api/admin/settings/assignment': 'admin',
  'GET /api/admin/settings/business-hours': 'staff',
  'PUT /api/admin/settings/business-hours': 'admin',
  'GET /api/admin/availability': 'staff',
  'PUT /api/admin/availability': 'staff',
  'GET /api/admin/audit': 'admin',
  'GET /api/admin/reply-templates': 'staff',
  'POST /api/admin/reply-templates': 'admin',
  'PUT /api/admin/reply-templates/:id': 'admin',
  'DELETE /api/admin/reply-templates/:id': 'admin',
  'GET /api/admin/campaigns': 'staff',
  'POST /api/admin/campaigns': 'staff',
  'GET /api/admin/campaigns/:id': 'staff',
  'PATCH /api/admin/campaigns/:id': 'staff',
  'GET /api/admin/campaigns/:id/preview': 'staff',
  'POST /api/admin/campaigns/:id/test': 'staff',
  'POST /api/admin/campaigns/:id/send': 'admin',
  'POST /api/admin/campaigns/:id/pause': 'admin',
  'POST /api/admin/campaigns/:id/resume': 'admin',
  'POST /api/admin/campaigns/:id/cancel': 'admin',
  'GET /api/admin/inbound/unmatched': 'staff',
  'POST /api/admin/inbound/unmatched/:id/attach': 'staff',
  'POST /api/admin/inbound/unmatched/:id/discard': 'admin',
  'GET /api/admin/inbound/:id/attachments': 'staff',
  'GET /api/admin/inbound/:id/attachments/:position': 'staff',
  'GET /api/admin/inbound/:id/original': 'staff',
  'GET /api/admin/people': 'staff',
  'GET /api/admin/people/export': 'staff',
  'POST /api/admin/people/erase': 'admin',
  'GET /api/admin/erasures': 'admin',
  'GET /api/admin/erasures/:id': 'admin',
  'GET /api/admin/dashboard/stats': 'staff',
  'GET /api/admin/dashboard/workload': 'staff',
  'GET /api/admin/sla': 'staff',
  'GET /api/admin/events': 'staff',

  'GET /api/contact': 'staff',
  'GET /api/contact/export.csv': 'staff',
  'GET /api/contact/counts': 'staff',
  'GET /api/contact/:id': 'staff',
  'PATCH /api/contact/:id/status': 'staff',
  'PATCH /api/contact/:id/owner': 'staff',
  'PATCH /api/contact/:id/follow-up': 'staff',
  'PATCH /api/contact/:id/priority': 'staff',
  'POST /api/contact/:id/notes': 'staff',
  'DELETE /api/contact/:id/notes/:noteId': 'staff',
  'POST /api/contact/:id/replies': 'staff',
  'POST /api/contact/:id/replies/:replyId/release': 'admin',
  'POST /api/contact/:id/replies/:replyId/discard': 'admin',
  'PATCH /api/contact/status': 'staff',
  'PATCH /api/contact/owner': 'staff',

  'GET /api/consultation': 'staff',
  'GET /api/consultation/export.csv': 'staff',
  'GET /api/consultation/counts': 'staff',
  'GET /api/consultation/:id': 'staff',
  'PATCH /api/consultation/:id/status': 'staff',
  'PATCH /api/consultation/:id/owner': 'staff',
  'PATCH /api/consultation/:id/follow-up': 'staff',
  'PATCH /api/consultation/:id/priority': 'staff',
  'POST /api/consultation/:id/notes': 'staff',
  'DELETE /api/consultation/:id/notes/:noteId': 'staff',
  'POST /api/consultation/:id/replies': 'staff',
  'POST /api/consultation/:id/replies/:replyId/release': 'admin',
  'POST /api/consultation/:id/replies/:replyId/discard': 'admin',
  'PATCH /api/consultation/status': 'staff',
  'PATCH /api/consultation/owner': 'staff',

  'GET /api/schedule-call': 'staff',
  'GET /api/schedule-call/export.csv': 'staff',
  'GET /api/schedule-call/counts': 'staff',
  'GET /api/schedule-call/:id': 'staff',
  'PATCH /api/schedule-call/:id/status': 'staff',
  'PATCH /api/schedule-call/:id/owner': 'staff',
  'PATCH /api/schedule-call/:id/follow-up': 'staff',
  'PATCH /api/schedule-call/:id/priority': 'staff',
  'POST /api/schedule-call/:id/notes': 'staff',
  'DELETE /api/schedule-call/:id/notes/:noteId': 'staff',
  'POST /api/schedule-call/:id/replies': 'staff',
  'POST /api/schedule-call/:id/replies/:replyId/release': 'admin',
  'POST /api/schedule-call/:id/replies/:replyId/discard': 'admin',
  'PATCH /api/schedule-call/status': 'staff',
  'PATCH /api/schedule-call/owner': 'staff',

  'GET /api/developer-hire': 'staff',
  'GET /api/developer-hire/export.csv': 'staff',
  'GET /api/developer-hire/counts': 'staff',
  'GET /api/developer-hire/:id': 'staff',
  'PATCH /api/developer-hire/:id/status': 'staff',
  'PATCH /api/developer-hire/:id/owner': 'staff',
  'PATCH /api/developer-hire/:id/follow-up': 'staff',
  'PATCH /api/developer-hire/:id/priority': 'staff',
  'POST /api/developer-hire/:id/notes': 'staff',
  'DELETE /api/developer-hire/:id/notes/:noteId': 'staff',
  'POST /api/developer-hire/:id/replies': 'staff',
  'POST /api/developer-hire/:id/replies/:replyId/release': 'admin',
  'POST /api/developer-hire/:id/replies/:replyId/discard': 'admin',
  'PATCH /api/developer-hire/status': 'staff',
  'PATCH /api/developer-hire/owner': 'staff',

  'GET /api/job-application': 'staff',
  'GET /api/job-application/export.csv': 'staff',
  'GET /api/job-application/counts': 'staff',
  'GET /api/job-application/:id': 'staff',
  'GET /api/job-application/:id/resume': 'staff',
  'PATCH /api/job-application/:id/status': 'staff',
  'PATCH /api/job-application/:id/owner': 'staff',
  'PATCH /api/job-application/:id/follow-up': 'staff',
  'PATCH /api/job-application/:id/priority': 'staff',
  'POST /api/job-application/:id/notes': 'staff',
  'DELETE /api/job-application/:id/notes/:noteId': 'staff',
  'POST /api/job-application/:id/replies': 'staff',
  'POST /api/job-application/:id/replies/:replyId/release': 'admin',
  'POST /api/job-application/:id/replies/:replyId/discard': 'admin',
  'PATCH /api/job-application/status': 'staff',
  'PATCH /api/job-application/owner': 'staff',

  'GET /api/internship/applications': 'staff',
  'GET /api/internship/applications/export.csv': 'staff',
  'GET /api/internship/applications/counts': 'staff',
  'GET /api/internship/applications/:id': 'staff',
  'GET /api/internship/applications/:id/resume': 'staff',
  'PATCH /api/internship/applications/:id/status': 'staff',
  'PATCH /api/internship/applications/:id/owner': 'staff',
  'PATCH /api/internship/applications/:id/follow-up': 'staff',
  'PATCH /api/internship/applications/:id/priority': 'staff',
  'POST /api/internship/applications/:id/notes': 'staff',
  'DELETE /api/internship/applications/:id/notes/:noteId': 'staff',
  'POST /api/internship/applications/:id/replies': 'staff',
  'POST /api/internship/applications/:id/replies/:replyId/release': 'admin',
  'POST /api/internship/applications/:id/replies/:replyId/discard': 'admin',
  'PATCH /api/internship/applications/status': 'staff',
  'PATCH /api/internship/applications/owner': 'staff',

  'GET /api/internship/questions': 'staff',
  'GET /api/internship/questions/export.csv': 'staff',
  'GET /api/internship/questions/counts': 'staff',
  'GET /api/internship/questions/:id': 'staff',
  'POST /api/internship/questions/:id/answer': 'staff',
  'PATCH /api/internship/questions/:id/owner': 'staff',
  'PATCH /api/internship/questions/:id/follow-up': 'staff',
  'PATCH /api/internship/questions/:id/priority': 'staff',
  'POST /api/internship/questions/:id/notes': 'staff',
  'DELETE /api/internship/questions/:id/notes/:noteId': 'staff',
  'POST /api/internship/questions/:id/replies': 'staff',
  'POST /api/internship/questions/:id/replies/:replyId/release': 'admin',
  'POST /api/internship/questions/:id/replies/:replyId/discard': 'admin',
  'PATCH /api/internship/questions/owner': 'staff',

  'GET /api/newsletter/subscriptions': 'staff',
  'GET /api/newsletter/subscriptions/export.csv': 'staff',
  'GET /api/newsletter/subscriptions/counts': 'staff',
  'GET /api/newsletter/subscriptions/:id': 'staff',
  'GET /api/newsletter/stats': 'staff',

  // Bull Board: staff read it, an admin retries and cleans, nobody changes anything else.
  'GET /api/admin/queues': 'staff',
  'GET /api/admin/queues/': 'staff',
  'GET /api/admin/queues/static/*': 'staff',
  'GET /api/admin/queues/metrics-history': 'staff',
  'GET /api/admin/queues/job-schedulers': 'staff',
  'GET /api/admin/queues/queue/:queueName': 'staff',
  'GET /api/admin/queues/queue/:queueName/:jobId': 'staff',
  'GET /api/admin/queues/api/redis/stats': 'staff',
  'GET /api/admin/queues/api/job-schedulers': 'staff',
  'GET /api/admin/queues/api/queues': 'staff',
  'GET /api/admin/queues/api/queues/:queueName/metrics': 'staff',
  'GET /api/admin/queues/api/queues/:queueName/default-job-options': 'staff',
  'GET /api/admin/queues/api/queues/:queueName/workers': 'staff',
  'GET /api/admin/queues/api/queues/:queueName/rate-limit': 'staff',
  'GET /api/admin/queues/api/queues/:queueName/job-data-schema': 'staff',
  'GET /api/admin/queues/api/queues/:queueName/:jobId': 'staff',
  'GET /api/admin/queues/api/queues/:queueName/:jobId/logs': 'staff',
  'GET /api/admin/queues/api/queues/:queueName/:jobId/flow': 'staff',
  'PUT /api/admin/queues/api/queues/:queueName/retry/:queueStatus': 'admin',
  'PUT /api/admin/queues/api/queues/:queueName/clean/:queueStatus': 'admin',
  'PUT /api/admin/queues/api/queues/:queueName/:jobId/retry': 'admin',
  'PUT /api/admin/queues/api/queues/:queueName/:jobId/clean': 'admin',
  'PUT /api/admin/queues/api/queues/pause': 'nobody',
  'PUT /api/admin/queues/api/queues/resume': 'nobody',
  'POST /api/admin/queues/api/queues/:queueName/add': 'nobody',
  'PUT /api/admin/queues/api/queues/:queueName/promote': 'nobody',
  'PUT /api/admin/queues/api/queues/:queueName/pause': 'nobody',
  'PUT /api/admin/queues/api/queues/:queueName/resume': 'nobody',
  'PUT /api/admin/queues/api/queues/:queueName/concurrency': 'nobody',
  'PUT /api/admin/queues/api/queues/:queueName/rate-limit': 'nobody',
  'PUT /api/admin/queues/api/queues/:queueName/rate-limit/release': 'nobody',
  'PUT /api/admin/queues/api/queues/:queueName/empty': 'nobody',
  'PUT /api/admin/queues/api/queues/:queueName/obliterate': 'nobody',
  'PATCH /api/admin/queues/api/queues/:queueName/job-schedulers/:schedulerId': 'nobody',
  'PUT /api/admin/queues/api/queues/:queueName/job-schedulers/:schedulerId/remove': 'nobody',
  'PUT /api/admin/queues/api/queues/:queueName/job-schedulers/:schedulerId/run': 'nobody',
  'PUT /api/admin/queues/api/queues/:queueName/:jobId/promote': 'nobody',
  'PATCH /api/admin/queues/api/queues/:queueName/:jobId/update-data': 'nobody',
  'PATCH /api/admin/queues/api/queues/:queueName/:jobId/delay': 'nobody',
  'PATCH /api/admin/queues/api/queues/:queueName/:jobId/priority': 'nobody',
  'PUT /api/admin/queues/api/queues/:queueName/:jobId/remove-unprocessed-children': 'nobody',
};

type Caller = 'anonymous' | 'staff' | 'admin' | 'admin before two-factor' | 'disabled';

/** What the guard answers a caller on a route of this access: a refusal, or let through. */
function expectedAnswer(access: Access, caller: Caller): string {
  const unauthorized = `401 ${ErrorCode.Unauthorized} ${ERROR_MESSAGES.unauthorized}`;
  const forbidden = (message: string) => `403 ${ErrorCode.Forbidden} ${message}`;
  if (access === 'public') return 'through';
  if (caller === 'anonymous' || caller === 'disabled') return unauthorized;
  if (access === 'own session') return 'through';
  if (caller === 'admin before two-factor') {
    return access === 'before two-factor'
      ? 'through'
      : forbidden(STAFF_TEAM_MESSAGES.twoFactorSetupRequired);
  }
  if (access === 'nobody') return forbidden(STAFF_ERROR_MESSAGES.queueBoardChange);
  if (access === 'admin' && caller === 'staff') return forbidden(STAFF_TEAM_MESSAGES.adminOnly);
  return 'through';
}

/** The access a registered route's own markers give it, in the table's words. */
function markedAccess(config: unknown): Access {
  if (isPublicRoute(config)) return 'public';
  if ((config as Partial<QueueActionConfig> | undefined)?.queueActionRefused) return 'nobody';
  if (isAdminOnly(config)) return 'admin';
  if (isBeforeTwoFactor(config)) return 'before two-factor';
  return 'staff';
}

/** The OpenAPI pages are registered by a plugin, which the staff-auth hook opens by path. */
const isDocs = (route: string) => route.split(' ')[1].startsWith('/api/docs');
/** @fastify/cors answers preflight requests here before any route hook; it serves no data. */
const CORS_PREFLIGHT = 'OPTIONS *';
/** Calls that end a session: each is made last, on a session of its own. */
const SESSION_ENDING = [
  'POST /api/admin/auth/logout',
  'POST /api/admin/auth/sessions/sign-out-others',
];
const DUMMY_ID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

/** The table's line for a walked route: a HEAD route's is its GET's. */
function accessOf(route: string): Access | undefined {
  if (isDocs(route)) return 'public';
  const [method, url] = route.split(' ') as [string, string];
  return ROUTE_ACCESS[`${method === 'HEAD' ? 'GET' : method} ${url}`];
}

/** "METHOD path" for every route in fastify's printed route tree. */
function routesInTree(tree: string): string[] {
  const paths: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    paths.length = depth;
    paths[depth] = (paths[depth - 1] ?? '') + match[2];
    for (const method of match[3]?.split(', ') ?? []) routes.push(`${method} ${paths[depth]}`);
  }
  return routes;
}

const newAccount = () => ({
  email: newEmail(),
  password: newPassword(),
});

describe('the role matrix: every route, as each kind of caller', () => {
  let gateway: TestGateway;
  /** A replica of the gateway where admins must turn two-factor on (the team's setting). */
  let strict: NestFastifyApplication;
  /** Every route the staff-auth hook saw registered, with the config it reads. */
  let registered: { route: string; config: unknown }[];
  /** Routes fastify serves that the hook was not told of (a plugin's trailing-slash twin). */
  let twins: string[];
  /** Everything walked: the registered routes and their twins. */
  let routes: string[];
  /** Where each caller is answered, and a new session of theirs (none, or a dead one). */
  let callers: Record<Caller, { app: NestFastifyApplication; session(): Promise<string | null> }>;

  beforeAll(async () => {
    gateway = await startTestGateway('role-matrix', { LOG_LEVEL: 'fatal' });
    strict = await gateway.replica({ STAFF_REQUIRE_2FA_FOR_ADMINS: 'true' });
    const fastify = gateway.app.getHttpAdapter().getInstance();
    registered = registeredRoutes(gateway.app).map(({ method, url, config }) => ({
      route: `${method} ${url}`,
      config,
    }));
    const seen = new Set([...registered.map(({ route }) => route), CORS_PREFLIGHT]);
    twins = routesInTree(fastify.printRoutes({ commonPrefix: false })).filter((route) => {
      const [method, url] = route.split(' ') as [HTTPMethods, string];
      return !seen.has(route) && fastify.hasRoute({ method, url });
    });
    routes = [...registered.map(({ route }) => route), ...twins];

    const accounts = gateway.app.get(StaffAccountsService);
    const member = newAccount();
    const pendingAdmin = newAccount();
    const leaver = newAccount();
    await accounts.add(member.email, member.password, StaffRole.Staff);
    await accounts.add(pendingAdmin.email, pendingAdmin.password, StaffRole.Admin);
    await accounts.add(leaver.email, leaver.password, StaffRole.Staff);

    // The leaver's session worked before an admin disabled the account: its 401s are the
    // disabling's, not a session that never was.
    const leaverSession = await signIn(gateway.app, leaver);
    const http = () => request(gateway.app.getHttpServer());
    await http().get('/api/admin/auth/me').set('Cookie', leaverSession).expect(200);
    await http()
      .patch(`/api/admin/staff/${(await accounts.byEmail(leaver.email)).id}`)
      .set('Cookie', await signIn(gateway.app, gateway.staff))
      .send({ disabled: true })
      .expect(200);

    callers = {
      anonymous: { app: gateway.app, session: async () => null },
      staff: { app: gateway.app, session: () => signIn(gateway.app, member) },
      admin: { app: gateway.app, session: () => signIn(gateway.app, gateway.staff) },
      'admin before two-factor': { app: strict, session: () => signIn(strict, pendingAdmin) },
      disabled: { app: gateway.app, session: async () => leaverSession },
    };
  });
  afterAll(async () => {
    await gateway?.stop();
  });

  /**
   * One call with a dummy id for each parameter and an empty JSON body, on a connection of its
   * own: 'through', or the refusal's status, code and message (a HEAD answer has no body). An
   * answer that is not JSON (the events stream stays open, the board's pages) is read no further
   * than its head.
   */
  function call(
    app: NestFastifyApplication,
    route: string,
    cookie: string | null,
  ): Promise<{ answer: string; cacheControl: string | undefined }> {
    const [method, path] = route.split(' ') as [string, string];
    const url = path.replace(/:id\b/g, DUMMY_ID).replace(/:\w+|\*/g, 'x');
    const { port } = app.getHttpServer().address() as AddressInfo;
    const body = method === 'GET' || method === 'HEAD' ? undefined : '{}';
    return new Promise((resolve, reject) => {
      const sent = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method,
          path: url,
          agent: false,
          headers: {
            'content-type': 'application/json',
            // Node sends a DELETE's body with neither length nor chunks unless told its length.
            ...(body ? { 'content-length': body.length } : {}),
            ...(cookie ? { cookie } : {}),
          },
        },
        (res) => {
          const status = res.statusCode!;
          const answer = (error?: { code?: string; message?: string }) =>
            resolve({
              answer:
                status === 401 || status === 403
                  ? [status, error?.code, error?.message].filter(Boolean).join(' ')
                  : 'through',
              cacheControl: res.headers['cache-control'],
            });
          if (method === 'HEAD' || !res.headers['content-type']?.startsWith('application/json')) {
            res.destroy();
            return answer();
          }
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => answer(JSON.parse(text) as { code?: string; message?: string }));
          res.on('error', reject);
        },
      );
      sent.on('error', reject);
      sent.end(body);
    });
  }

  it('walks every route in the router: all the hook saw, and a plugin twin it was not told of', () => {
    const fastify = gateway.app.getHttpAdapter().getInstance();
    const tree = routesInTree(fastify.printRoutes({ commonPrefix: false }));
    // The printed tree may fold two wildcards into one line, hence the lookup of each seen one.
    const walked = new Set([...routes, CORS_PREFLIGHT]);
    expect(tree.filter((route) => !walked.has(route) && !route.includes('*'))).toEqual([]);
    for (const { route } of registered) {
      const [method, url] = route.split(' ') as [HTTPMethods, string];
      expect({ route, found: fastify.hasRoute({ method, url }) }).toEqual({ route, found: true });
    }
  });

  it("declares every route's access in the table, as the route's own markers say", () => {
    expect(routes.filter((route) => accessOf(route) === undefined)).toEqual([]);
    const walked = new Set(routes);
    expect(Object.keys(ROUTE_ACCESS).filter((route) => !walked.has(route))).toEqual([]);
    const markedOtherwise = registered
      .filter(({ route, config }) => {
        const access = accessOf(route);
        return markedAccess(config) !== (access === 'own session' ? 'public' : access);
      })
      .map(
        ({ route, config }) => `${route}: table ${accessOf(route)}, marked ${markedAccess(config)}`,
      );
    expect(markedOtherwise).toEqual([]);
  });

  it.each<Caller>(['anonymous', 'staff', 'admin', 'admin before two-factor', 'disabled'])(
    'answers %s on every route as its access says, and never lets a browser keep a staff answer',
    async (caller) => {
      const { app, session } = callers[caller];
      const cookie = await session();
      const walk = routes.filter((route) => !SESSION_ENDING.includes(route));
      const answers = await Promise.all(walk.map((route) => call(app, route, cookie)));
      for (const route of SESSION_ENDING) answers.push(await call(app, route, await session()));
      const walked = [...walk, ...SESSION_ENDING];

      const wrong = walked.flatMap((route, i) => {
        const { answer, cacheControl } = answers[i];
        const access = accessOf(route);
        if (!access) return [`${route}: no line in ROUTE_ACCESS (answered ${answer})`];
        const expected = expectedAnswer(access, caller);
        const wanted = route.startsWith('HEAD ') ? expected.split(' ')[0] : expected;
        const mismatches = answer === wanted ? [] : [`${route} (${access}): ${answer}`];
        if (access !== 'public' && !/\bno-store\b/.test(cacheControl ?? ''))
          mismatches.push(`${route}: cache-control ${cacheControl}`);
        return mismatches;
      });
      expect(wrong).toEqual([]);
    },
  );
});
