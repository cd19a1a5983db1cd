import { httpRequestDuration } from '@bytecraft/service-runtime/metrics/metrics';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/**
 * Latency of every request by route pattern and status, observed when the answer has gone out.
 * The pattern (`/api/admin/:kind/:id`), never the path, keeps the series few; a path no route
 * matched counts as `unmatched`.
 */
export function useHttpMetrics(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onResponse', (request, reply, done) => {
      httpRequestDuration.observe(
        {
          method: request.method,
          route: request.is404 ? 'unmatched' : (request.routeOptions.url ?? 'unmatched'),
          status: reply.statusCode,
        },
        reply.elapsedTime / 1000,
      );
      done();
    });
}
