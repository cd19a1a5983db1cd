import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';

/** Probes answered many times a minute: their lines would drown the ones an operator reads. */
const QUIET_ROUTES = new Set(['/api/health']);

/**
 * One JSON line per request once it is answered: its id, the submission it brought (a
 * submission route), method, path, status and time. Only those: headers carry the staff cookie,
 * and bodies what visitors wrote. A fastify hook writing one pino line, not pino-http through
 * Nest's middleware, which cost the accept path about 40 % more CPU (README, "Operations").
 */
export function useRequestLog(app: NestFastifyApplication, logger: Logger): void {
  const log = logger.child({ context: 'http' });
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onResponse', (request, reply, done) => {
      if (QUIET_ROUTES.has(request.routeOptions.url ?? '')) return done();
      const status = reply.statusCode;
      const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
      log[level](
        {
          requestId: request.id,
          submissionId: request.trace?.submissionId,
          method: request.method,
          url: request.url,
          status,
          ms: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request completed',
      );
      done();
    });
}
