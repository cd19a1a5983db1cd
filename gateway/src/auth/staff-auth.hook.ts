import { STAFF_SESSION_COOKIE } from '@bytecraft/contracts/staff-auth';
import { ERROR_MESSAGES, ErrorCode } from '@bytecraft/contracts/errors';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayConfig } from '../config/gateway.config';
import { ApiError } from '../http/api-error';
import { publicRouteConfig, type PublicRouteConfig } from './public-route.decorator';
import type { StaffSessionStore } from './staff-session.store';
import './staff-request';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

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
 * True when a browser says the request comes from another site: by its Origin when it sends
 * one, else by Sec-Fetch-Site. A request with neither (curl, a server) is judged by its session.
 */
export function fromForeignSite(request: FastifyRequest, allowedOrigins: ReadonlySet<string>) {
  const origin = request.headers.origin;
  if (origin !== undefined) return !allowedOrigins.has(origin);
  const site = request.headers['sec-fetch-site'];
  return site !== undefined && site !== 'same-origin' && site !== 'none';
}

/**
 * Deny by default: every route needs a live staff session unless it is marked public
 * (PublicRoute, AcceptsSubmission), and a state-changing staff request from a foreign site is
 * refused (besides the cookie's SameSite=Strict). A fastify onRequest hook, not a Nest guard:
 * on the public accept path it costs one property read (docs/performance.md, "Accept path"),
 * and a refused request is answered before its body is read. The signed-in staff member is
 * left on `request.staff` for StaffEmail.
 */
export function useStaffAuth(
  app: NestFastifyApplication,
  sessions: StaffSessionStore,
  config: Pick<GatewayConfig, 'CORS_ORIGIN'>,
): void {
  const fastify = app.getHttpAdapter().getInstance();
  const logger = new Logger('StaffAuth');
  const allowedOrigins = new Set(config.CORS_ORIGIN.split(',').map((origin) => origin.trim()));
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
      routes.push({ method, url: route.url, config: route.config });
    }
  });
  fastify.addHook('onRequest', async (request, reply) => {
    // An unknown path goes on to the catalogue's 404, whoever asks.
    if (request.is404) return;
    const { publicRoute } = request.routeOptions.config as Partial<PublicRouteConfig>;
    // What staff read (records, exports, resumes, who is signed in) is never kept by a browser
    // or a proxy cache.
    if (!publicRoute || publicRoute.staffAnswer) reply.header('cache-control', 'no-store');
    if (publicRoute && !publicRoute.checkOrigin) return;
    if (!SAFE_METHODS.has(request.method) && fromForeignSite(request, allowedOrigins)) {
      return refuse(reply, new ApiError(403, ErrorCode.Forbidden, ERROR_MESSAGES.forbidden));
    }
    if (publicRoute) return;

    const sessionId = request.cookies[STAFF_SESSION_COOKIE];
    let session;
    try {
      session = await sessions.touch(sessionId);
    } catch (error) {
      logger.warn(`Staff session not checked: ${String(error)}`);
      return refuse(
        reply,
        new ApiError(503, ErrorCode.ServiceUnavailable, ERROR_MESSAGES.serviceUnavailable),
      );
    }
    if (!session) {
      return refuse(reply, new ApiError(401, ErrorCode.Unauthorized, ERROR_MESSAGES.unauthorized));
    }
    request.staff = { ...session, sessionId: sessionId! };
  });
}
