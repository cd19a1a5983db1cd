import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';

/** What a request's log line and its job share: its id, and the submission it brought. */
export interface RequestTrace {
  requestId: string;
  submissionId?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    trace: RequestTrace | null;
  }
}

/**
 * The request's trace, for a route handler to hand on: SubmissionPublisher reads the id for the
 * job and leaves the submission id for the request's line; askService sends the id to the
 * service. Handed on rather than kept in an AsyncLocalStorage: with one in use, every promise
 * in the process pays its hooks, about a fifth of the accept path's CPU (docs/performance.md,
 * "Accept path").
 */
export const Trace = createParamDecorator((_: unknown, ctx: ExecutionContext): RequestTrace => {
  const request = ctx.switchToHttp().getRequest<FastifyRequest>();
  return (request.trace ??= { requestId: request.id });
});

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An id a client or proxy may hand us: short, and of characters that cannot break a log line or
 * a header (a UUID, a proxy's hex id). Anything else is replaced, never trusted into the logs.
 */
const ACCEPTABLE_REQUEST_ID = /^[\w.:-]{8,128}$/;

/**
 * Fastify's `genReqId`: the caller's X-Request-Id when it is acceptable (so a proxy's id and
 * ours are one), else a fresh UUID. It becomes `request.id`, the id on the request's
 * log lines, the X-Request-Id answered, the `requestId` of every error body and of the job.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTABLE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Answers every request with its id (errors and 404s included), and gives it its trace. */
export function useRequestTrace(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.decorateRequest('trace', null);
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    request.trace = { requestId: request.id };
    done();
  });
}

/**
 * Every error body carries the request's id, whoever answered (a Nest filter, a fastify hook
 * such as the staff check): an operator given the body finds the request's log lines at once.
 */
export function useRequestIdInErrors(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('preSerialization', (request, reply, payload, done) => {
      if (reply.statusCode < 400 || typeof payload !== 'object' || payload === null) {
        return done(null, payload);
      }
      if (!('code' in payload) || !('message' in payload)) return done(null, payload);
      done(null, { ...payload, requestId: request.id });
    });
}
