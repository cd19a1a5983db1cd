import { ERROR_MESSAGES, ErrorCode } from '@bytecraft/contracts/errors';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Route config of a route that mail clients post to (RFC 8058 one-click unsubscribe). */
export interface MailClientPostConfig {
  mailClientPost: true;
}

/**
 * A route a mail client posts to on the reader's behalf, from wherever it runs: a form-encoded
 * body is read (only here), and a cross-site post is let through, since the secret in the
 * route's own URL is what authorises it.
 */
export const AcceptsMailClientPost = () =>
  RouteConfig({ mailClientPost: true } satisfies MailClientPostConfig);

export const isMailClientPost = (request: FastifyRequest): boolean =>
  (request.routeOptions.config as Partial<MailClientPostConfig>).mailClientPost === true;

/**
 * Go 1.25's CrossOriginProtection: a browser request is same-origin when its Sec-Fetch-Site
 * says so (`same-origin`, or `none` for one the person typed), or, from a browser too old to
 * send that header, when its Origin's host is the host it was sent to (as the trusted proxy
 * forwarded it, so the site answers under any of its names). An origin in the trusted list
 * (CORS_ORIGIN) is let through; a request with neither header comes from no browser, so no
 * visitor's browser can have been made to send it.
 */
export function isCrossOrigin(
  request: FastifyRequest,
  trustedOrigins: ReadonlySet<string>,
): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) {
    if (site === 'same-origin' || site === 'none') return false;
    return !trustedOrigins.has(request.headers.origin ?? '');
  }
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const scheme = origin.indexOf('://');
  if (scheme !== -1 && origin.slice(scheme + 3) === request.host) return false;
  return !trustedOrigins.has(origin);
}

/**
 * Refuses a state-changing request that another site made a visitor's browser send, on every
 * route, public submissions included: a form post needs no CORS preflight, so without this
 * any page could post our forms from its visitors' browsers. A sync onRequest hook, before
 * the body is read: on the accept path it reads a header or two (docs/performance.md).
 */
export function useCrossOriginProtection(
  app: NestFastifyApplication,
  corsOrigins: readonly string[],
): void {
  const trustedOrigins = new Set(corsOrigins);
  const refused = new ApiError(403, ErrorCode.Forbidden, ERROR_MESSAGES.crossOrigin);
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => {
      if (
        SAFE_METHODS.has(request.method) ||
        !isCrossOrigin(request, trustedOrigins) ||
        isMailClientPost(request)
      ) {
        done();
        return;
      }
      void reply.code(refused.status).send(refused.toBody());
    });
}
