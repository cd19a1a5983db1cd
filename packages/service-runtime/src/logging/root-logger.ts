import { pino, type DestinationStream, type Logger } from 'pino';
import { logFormatOf, type CommonConfig } from '../config/env';
import { loggableError } from './loggable-error';

/** Nest's level names, as LOG_LEVEL spells them, in pino's. */
const PINO_LEVELS = {
  fatal: 'fatal',
  error: 'error',
  warn: 'warn',
  log: 'info',
  debug: 'debug',
  verbose: 'trace',
} as const;

/**
 * Never in a log line: a staff session, credentials. What visitors wrote (message text, files)
 * is not logged by any code in the first place; these are what a framework would log on its
 * own (request headers). An error's own fields can hold it too (a failed query's parameters):
 * every `err` goes through `loggableError`.
 */
const REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
];

/**
 * The process's one pino logger: JSON lines on stdout in production, pino-pretty in
 * development. A job's lines carry its request and submission ids (its `JobContext`, handed on),
 * so `grep <request id>` follows a submission through every service.
 */
export function createRootLogger(
  process: string,
  config: Pick<CommonConfig, 'LOG_LEVEL'> & Partial<Pick<CommonConfig, 'LOG_FORMAT' | 'NODE_ENV'>>,
  destination?: DestinationStream,
): Logger {
  const options = {
    level: PINO_LEVELS[config.LOG_LEVEL],
    base: { process },
    redact: REDACT,
    serializers: { err: loggableError },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  if (destination) return pino(options, destination);
  if (logFormatOf(config) === 'pretty') {
    const pretty = loadPretty();
    // Synchronous, like pino's own stdout: the last lines before an exit are not lost.
    if (pretty)
      return pino(options, pretty({ sync: true, ignore: 'pid,hostname', singleLine: true }));
  }
  // Lines gather up to 4 KB (or a second) and go out in one write: a busy gateway does not pay a
  // write per request line. pino flushes what is left when the process exits.
  const stdout = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => {
    // Ended at exit: a flush then would throw.
    if (!(stdout as unknown as { destroyed: boolean }).destroyed) stdout.flush();
  }, 1000).unref();
  return pino(options, stdout);
}

type Pretty = (options: Record<string, unknown>) => DestinationStream;

/** pino-pretty is a development dependency: images log JSON and do not ship it. */
function loadPretty(): Pretty | undefined {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require('pino-pretty') as Pretty;
  } catch {
    return undefined;
  }
}
