import { HONEYPOT_FIELD } from '@bytecraft/contracts/submission';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { SubmissionRouteConfig } from '../submissions/accepts-submission.decorator';

/** True when a parsed body has the hidden field filled in, which people never do. */
export function isTrapped(body: unknown): boolean {
  const trap = (body as Record<string, unknown> | undefined)?.[HONEYPOT_FIELD];
  return typeof trap === 'string' && trap.trim() !== '';
}

/**
 * A filled honeypot marks a bot: it is answered exactly like an accepted submission, so the
 * bot learns nothing, and nothing is validated, stored or sent.
 */
export function useHoneypot(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('preHandler', (request: FastifyRequest, reply, done) => {
      const { receipt } = request.routeOptions.config as Partial<SubmissionRouteConfig>;
      // A callback hook: a person's submission goes on without an async hook's promise.
      if (!receipt || !isTrapped(request.body)) return done();
      void reply.code(201).send({ success: true, ...receipt, data: { id: randomUUID() } });
    });
}
