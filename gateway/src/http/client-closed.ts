import type { FastifyRequest } from 'fastify';

/** What nginx logs for a request whose client left before the answer; no answer reaches it. */
export const CLIENT_CLOSED_REQUEST = 499;

/**
 * Whether the client closed its connection while its request was being read (a tab closed or
 * a phone gone out of coverage mid-upload): Node then fails the body's stream with ECONNRESET.
 * Nothing on this side went wrong, and nothing can be answered.
 */
export const closedByClient = (error: unknown, request: FastifyRequest): boolean =>
  (error as { code?: unknown } | null)?.code === 'ECONNRESET' && request.raw.socket.destroyed;
