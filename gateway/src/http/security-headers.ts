import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The headers helmet's defaults put on a response, worked out once. They do not depend on the
 * request, and running helmet's middleware chain on every answer was a measurable share of the
 * accept path's CPU (docs/performance.md, "Accept path").
 */
export function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => (headers[name] = String(value)),
    removeHeader: (name: string) => delete headers[name],
  };
  let finished = false;
  helmet()({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error('helmet failed', { cause: error });
    finished = true;
  });
  // helmet answers synchronously today; a version that did not would leave headers out.
  if (!finished) throw new Error('helmet did not set its headers synchronously');
  return headers;
}

/** Every answer of the API carries helmet's headers: accepted, refused, unknown or staff. */
export function useSecurityHeaders(app: NestFastifyApplication): void {
  const headers = helmetHeaders();
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (_request, reply, done) => {
      void reply.headers(headers);
      done();
    });
}
