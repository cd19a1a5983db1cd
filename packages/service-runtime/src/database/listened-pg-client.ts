import { Client, type ClientConfig } from 'pg';

/** What pg rejects a query with when its `query_timeout` passes without an answer. */
const READ_TIMEOUT = 'Query read timeout';

/**
 * The pg client the pools are given in place of pg's own.
 *
 * It always has an 'error' listener. TypeORM listens on a connection only a microtask after the
 * pool hands it over; when PostgreSQL stops or restarts just as a new connection is made, its
 * ReadyForQuery and the FATAL that ends the session (57P01) arrive in one read, the error is
 * emitted in that gap with nobody listening, and Node ends the process. The error still fails
 * the query, and the pool still drops the connection; this listener only keeps it from being
 * unhandled.
 *
 * And a query that got no answer within `query_timeout` ends its connection. pg fails the query
 * but keeps the connection, the lost query still in flight on it: back in the pool, it would
 * hold every later query behind one that may never be answered (a server stopped mid-query, a
 * network that drops packets). Ended, the pool drops it and opens a fresh one.
 */
export class ListenedPgClient extends Client {
  constructor(config?: string | ClientConfig) {
    super(config);
    this.on('error', () => undefined);
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((...args: unknown[]) => {
      const result = query(...args);
      // TypeORM asks with promises; the pool sees `_ending` before the caller releases it.
      if (result instanceof Promise) {
        result.catch((error: unknown) => {
          if (error instanceof Error && error.message === READ_TIMEOUT) void this.end();
        });
      }
      return result;
    }) as Client['query'];
  }
}

/** TypeORM's `extra` for PostgreSQL: handed through to the pg pool. */
export const listenedPgPool = { Client: ListenedPgClient } as const;

/** How long a service's database work may take (`commonEnv`). */
export interface DatabaseBounds {
  DATABASE_CONNECT_TIMEOUT_MS: number;
  DATABASE_QUERY_TIMEOUT_MS: number;
}

/**
 * The server's own cancellation (statement_timeout) answers first: the connection stays usable.
 * pg's read timeout is for a server that cannot answer at all.
 */
const ANSWER_GRACE_MS = 1000;

/**
 * A service's pg pool, every wait bounded: opening a connection or waiting for one of the
 * pool's, a statement on the server, the answer to a query. TCP keepalive finds a connection
 * whose server went away while it sat idle.
 */
export const boundedPgPool = (bounds: DatabaseBounds) => ({
  ...listenedPgPool,
  connectionTimeoutMillis: bounds.DATABASE_CONNECT_TIMEOUT_MS,
  statement_timeout: bounds.DATABASE_QUERY_TIMEOUT_MS,
  query_timeout: bounds.DATABASE_QUERY_TIMEOUT_MS + ANSWER_GRACE_MS,
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
});

/**
 * The same pool without the statement bounds, for migrations and the wait for another replica's
 * (`openMigrated`): an index built on a large table may rightly take minutes.
 */
export const withoutStatementBounds = (extra: object | undefined) => ({
  ...extra,
  statement_timeout: 0,
  query_timeout: 0,
});
