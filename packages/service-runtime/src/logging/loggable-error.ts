import { types } from 'node:util';

/**
 * An error as a log line may carry it: what failed and where, never the data it failed on.
 * pino's own error serializer copies every property of an error, and a TypeORM
 * `QueryFailedError` holds the query's `parameters` (a visitor's name, address, message) and
 * PostgreSQL's `detail` ("Key (email)=(…) already exists"); an SMTP error's message quotes the
 * server's reply, which names the recipient. So only the kind, codes, the places named by the
 * database and the stack's frames are kept, and the message is cleaned of values.
 */
export interface LoggableError {
  type: string;
  message: string;
  stack?: string;
  /** A SQLSTATE, a Node system error's code (ECONNREFUSED) or an SMTP error's (EENVELOPE). */
  code?: string | number;
  /** What PostgreSQL names on its errors: schema objects, never values. */
  schema?: string;
  table?: string;
  column?: string;
  constraint?: string;
  /** An SMTP reply's code (550, 451). */
  responseCode?: number;
  cause?: LoggableError;
  /** An AggregateError's errors (a connection refused on each address tried). */
  errors?: LoggableError[];
}

/** PostgreSQL's fields that name the schema objects an error is about. */
const IDENTIFIERS = ['schema', 'table', 'column', 'constraint'] as const;

/** How deep causes and aggregated errors are followed: a cycle must not hang a log call. */
const MAX_DEPTH = 3;

const EMAIL = /[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+/g;
const QUOTED = /"([^"]*)"/g;

type Fields = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** An error from PostgreSQL (pg's DatabaseError, or TypeORM's QueryFailedError, which copies its fields). */
const isDatabaseError = (fields: Fields) =>
  typeof fields.code === 'string' &&
  /^[0-9A-Z]{5}$/.test(fields.code) &&
  typeof fields.severity === 'string';

/**
 * PostgreSQL quotes values in its messages (`invalid input syntax for type uuid: "…"`,
 * `value "…" is out of range`) as it quotes names; a quoted part stays only when it is one of
 * the objects the error names in its own fields.
 */
function withoutValues(message: string, fields: Fields): string {
  const names = new Set(IDENTIFIERS.map((key) => text(fields[key])).filter(Boolean));
  return message.replace(QUOTED, (quoted, inside: string) => (names.has(inside) ? quoted : '"…"'));
}

/** `error` as it may be logged (see `LoggableError`); anything thrown, not only Errors. */
export function loggableError(error: unknown, depth = 0): LoggableError {
  // An error of Node's own made in another realm (a vm context, as under jest) is no
  // `instanceof Error` here, and is an error all the same.
  if (!(error instanceof Error || types.isNativeError(error))) {
    return { type: typeof error, message: '(not an Error: its value is not logged)' };
  }
  const fields = error as unknown as Fields;
  const database = isDatabaseError(fields);
  let message = error.message.replace(EMAIL, '…@…');
  if (database) message = withoutValues(message, fields);
  const logged: LoggableError = { type: error.name, message };
  // The stack's first line repeats the message: only the frames are kept.
  const frames = error.stack?.split('\n').filter((line) => /^\s+at /.test(line));
  if (frames?.length) logged.stack = [`${error.name}: ${message}`, ...frames].join('\n');
  if (typeof fields.code === 'string' || typeof fields.code === 'number') logged.code = fields.code;
  if (database) {
    for (const key of IDENTIFIERS) {
      const value = text(fields[key]);
      if (value) logged[key] = value;
    }
  }
  if (typeof fields.responseCode === 'number') logged.responseCode = fields.responseCode;
  if (depth < MAX_DEPTH) {
    if (error.cause !== undefined) logged.cause = loggableError(error.cause, depth + 1);
    if (error instanceof AggregateError) {
      logged.errors = (error.errors as unknown[]).map((inner) => loggableError(inner, depth + 1));
    }
  }
  return logged;
}
