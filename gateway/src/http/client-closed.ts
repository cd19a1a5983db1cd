import type { FastifyRequest } from 'fastify';

/** What nginx logs for a request whose client left before the answer; no answer reaches it. */
export const CLIENT_CLOSED_REQUEST = 499;

/** Work given up because its client left (an upload still waiting for its turn). */
export class ClientClosedError extends Error {
  constructor(what: string) {
    super(`The client left before ${what}`);
    this.name = 'ClientClosedError';
  }
}

/**
 * Whether a request failed because its client left: work given up for it, or its connection
 * closed while the request was being read (a tab closed or a phone gone out of coverage
 * mid-upload), which fails the body's stream with ECONNRESET. Nothing on this side went
 * wrong, and nothing can be answered.
 */
export const closedByClient = (error: unknown, request: FastifyRequest): boolean =>
  error instanceof ClientClosedError ||
  ((error as { code?: unknown } | null)?.code === 'ECONNRESET' && request.raw.socket.destroyed);
