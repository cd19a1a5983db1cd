import { Client, type ClientConfig } from 'pg';

/**
 * A pg client that always has an 'error' listener, given to the pool in place of pg's own.
 * TypeORM listens on a connection only a microtask after the pool hands it over; when PostgreSQL
 * stops or restarts just as a new connection is made, its ReadyForQuery and the FATAL that ends
 * the session (57P01) arrive in one read, the error is emitted in that gap with nobody
 * listening, and Node ends the process. The error still fails the query, and the pool still
 * drops the connection; this listener only keeps it from being unhandled.
 */
export class ListenedPgClient extends Client {
  constructor(config?: string | ClientConfig) {
    super(config);
    this.on('error', () => undefined);
  }
}

/** TypeORM's `extra` for PostgreSQL: handed through to the pg pool. */
export const listenedPgPool = { Client: ListenedPgClient } as const;
