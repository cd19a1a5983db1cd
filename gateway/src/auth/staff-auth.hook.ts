import { STAFF_SESSION_COOKIE } from '@bytecraft/contracts/staff-auth';
import { ERROR_MESSAGES, ErrorCode } from '@bytecraft/contracts/errors';
import { StaffRole, STAFF_TEAM_MESSAGES } from '@bytecraft/contracts/staff-team';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';
import type { AccountStanding } from './account-standing';
import { isAdminOnly } from './admin-only.decorator';
import { isBeforeTwoFactor } from './before-two-factor.decorator';
import { publicRouteConfig, type PublicRouteConfig } from './public-route.decorator';
import type { StaffSessionStore } from './staff-session.store';
import './staff-request';

/** A route as the hook saw it registered: `config` is what decides public or staff-only. */
export interface RegisteredRoute {
  method: string;
  url: string;
  config: unknown;
}

const routesByServer = new WeakMap<object, RegisteredRoute[]>();

/** Every route registered after useStaffAuth, so a test can walk all that the hook guards. */
export const registeredRoutes = (app: NestFastifyApplication): readonly RegisteredRoute[] =>
  routesByServer.get(app.getHttpAdapter().getInstance()) ?? [];

/**
 * Deny by default: every route needs a live staff session unless it is marked public
 * (PublicRoute, AcceptsSubmission); a request from another site was refused before
 * (useCrossOriginProtection), besides the cookie's SameSite=Strict. A fastify onRequest hook, not a Nest guard:
 * on the public accept path it costs one property read (docs/performance.md, "Accept path"),
 * and a refused request is answered before its body is read. The session's account must still
 * be able to sign in (AccountStanding); an AdminOnly route answers 403 to staff, and every route
 * but BeforeTwoFactor ones 403 to an admin who must turn two-factor on first. The signed-in
 * staff member, with the account's current role, is left on `request.staff`.
 */
export function useStaffAuth(
  app: NestFastifyApplication,
  sessions: StaffSessionStore,
  accounts: AccountStanding,
): void {
  const fastify = app.getHttpAdapter().getInstance();
  const logger = new Logger('StaffAuth');
  const refuse = (reply: FastifyReply, error: ApiError) =>
    reply.code(error.status).send(error.toBody());

  fastify.decorateRequest('staff', null);
  const routes: RegisteredRoute[] = [];
  routesByServer.set(fastify, routes);
  fastify.addHook('onRoute', (route) => {
    // The OpenAPI pages are registered by a plugin, which cannot carry PublicRoute.
    if (route.url.startsWith('/api/docs'))
      route.config = { ...route.config, ...publicRouteConfig() };
    for (const method of ([] as string[]).concat(route.method)) {
      // Read when asked: a scope's own onRoute hook runs after this one and may replace the
      // config (the queue board marks its routes so), and the route is served with that one.
      routes.push({
        method,
        url: route.url,
        get config() {
          return route.config;
        },
      });
    }
  });
  // A callback hook: a public route, the accept path among them, is let through without the
  // promise and the turn an async hook costs every request.
  fastify.addHook('onRequest', (request, reply, done) => {
    // An unknown path goes on to the catalogue's 404, whoever asks.
    if (request.is404) return done();
    const { publicRoute } = request.routeOptions.config as Partial<PublicRouteConfig>;
    // What staff read (records, exports, resumes, who is signed in) is never kept by a browser
    // or a proxy cache.
    if (!publicRoute || publicRoute.staffAnswer) reply.header('cache-control', 'no-store');
    if (publicRoute) return done();
    checkStaff(request, reply).then(() => done(), done);
  });

  /** Leaves the signed-in staff member on the request, or answers the refusal. */
  async function checkStaff(request: FastifyRequest, reply: FastifyReply) {
    const sessionId = request.cookies[STAFF_SESSION_COOKIE];
    let found;
    try {
      const session = await sessions.touch(sessionId);
      // A session from before roles (no account id) is ended like one of a removed account.
      const standing = session?.accountId ? await accounts.of(session.accountId) : null;
      found = session && standing && { session, standing };
    } catch (error) {
      logger.warn(`Staff session not checked: ${String(error)}`);
      return refuse(
        reply,
        new ApiError(503, ErrorCode.ServiceUnavailable, ERROR_MESSAGES.serviceUnavailable),
      );
    }
    if (!found) {
      return refuse(reply, new ApiError(401, ErrorCode.Unauthorized, ERROR_MESSAGES.unauthorized));
    }
    const { session, standing } = found;
    if (standing.role !== StaffRole.Admin && isAdminOnly(request.routeOptions.config)) {
      return refuse(reply, new ApiError(403, ErrorCode.Forbidden, STAFF_TEAM_MESSAGES.adminOnly));
    }
    if (standing.mustEnableTwoFactor && !isBeforeTwoFactor(request.routeOptions.config)) {
      return refuse(
        reply,
        new ApiError(403, ErrorCode.Forbidden, STAFF_TEAM_MESSAGES.twoFactorSetupRequired),
      );
    }
    request.staff = {
      accountId: session.accountId,
      email: session.email,
      role: standing.role,
      sessionId: sessionId!,
    };
  }
}
