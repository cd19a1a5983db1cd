import { ERROR_MESSAGES, ErrorCode, type ApiErrorBody } from '@bytecraft/contracts/errors';
import type { FastifyReply, FastifyServerOptions } from 'fastify';
import { STATUS_CODES } from 'node:http';

/**
 * Fastify answers a few requests itself, before any hook, route or Nest filter, in a shape of
 * its own: a path that is not valid percent-encoding, a path parameter longer than its router
 * takes (414), a request line and headers over Node's 16 KB (431), a request that is not HTTP
 * or too slow to arrive. These make them catalogue errors like every other answer.
 */
export const catalogueFrameworkErrors: Pick<
  FastifyServerOptions,
  'frameworkErrors' | 'clientErrorHandler'
> = {
  frameworkErrors(error, request, reply) {
    // No id or token is longer than the router takes: such a parameter names nothing we have.
    const [status, body]: [404 | 400, ApiErrorBody] =
      error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? [404, { code: ErrorCode.NotFound, message: ERROR_MESSAGES.notFound }]
        : [400, { code: ErrorCode.Validation, message: ERROR_MESSAGES.validation }];
    // Typed loosely: the server's options know nothing of the routes' reply types.
    void (reply as unknown as FastifyReply).status(status).send({ ...body, requestId: request.id });
  },
  clientErrorHandler(error, socket) {
    // A connection reset has nobody left to answer.
    if ((error as { code?: string }).code === 'ECONNRESET' || socket.destroyed) return;
    const code = (error as { code?: string }).code;
    const [status, message] =
      code === 'HPE_HEADER_OVERFLOW'
        ? [431, ERROR_MESSAGES.headersTooLarge]
        : code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, ERROR_MESSAGES.requestTimeout]
          : [400, ERROR_MESSAGES.malformedRequest];
    const body = JSON.stringify({ code: ErrorCode.Validation, message } satisfies ApiErrorBody);
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  },
};
