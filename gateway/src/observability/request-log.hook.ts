import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { CLIENT_CLOSED_REQUEST } from '../http/client-closed';

/** Probes answered many times a minute: their lines would drown the ones an operator reads. */
const QUIET_ROUTES = new Set(['/api/health']);
/** Path parameters that are secrets (an unsubscribe link's token): a line names, never shows them. */
const SECRET_PARAMS = ['token'];

/**
 * The path without its query (a staff search, `?q=`, is a person's name or address) and with
 * each secret parameter as its name.
 */
function loggedPath(request: FastifyRequest): string {
  let path = request.url.split('?', 1)[0];
  const params = request.params as Record<string, string | undefined> | undefined;
  for (const name of SECRET_PARAMS) {
    const value = params?.[name];
    if (value) path = path.replace(value, `:${name}`);
  }
  return path;
}

/**
 * One JSON line per request once it is answered: its id, the submission it brought (a
 * submission route), method, path (never the query or a secret in it), status and time. Only those: headers carry the staff cookie,
 * and bodies what visitors wrote. A fastify hook writing one pino line, not pino-http through
 * Nest's middleware, which cost the accept path far more CPU (docs/performance.md, "Accept path").
 * A request whose client left before its answer gets a line too, with status 499 and no time.
 */
export function useRequestLog(app: NestFastifyApplication, logger: Logger): void {
  const log = logger.child({ context: 'http' });
  const write = (request: FastifyRequest, status: number, ms: number | undefined, msg: string) => {
    if (QUIET_ROUTES.has(request.routeOptions.url ?? '')) return;
    const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
    const { id: requestId, trace, method } = request;
    const url = loggedPath(request);
    log[level]({ requestId, submissionId: trace?.submissionId, method, url, status, ms }, msg);
  };
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onResponse', (request, reply, done) => {
      write(
        request,
        reply.statusCode,
        Math.round(reply.elapsedTime * 10) / 10,
        'request completed',
      );
      done();
    })
    .addHook('onRequestAbort', (request, done) => {
      write(request, CLIENT_CLOSED_REQUEST, undefined, 'request closed by the client');
      done();
    });
}
