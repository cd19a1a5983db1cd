import type { LoggerService } from '@nestjs/common';
import { Logger, PinoLogger } from 'nestjs-pino';
import type { Logger as Pino } from 'pino';

/**
 * Nest's logger (its own lines and every `new Logger(context)`) writing through the process's
 * pino logger, by nestjs-pino's adapter. Its HTTP middleware (pino-http) is not used: on the
 * gateway's accept path it cost more CPU than the rest of the logging together, and one
 * fastify hook writes the request's line instead (docs/performance.md, "Accept path").
 */
export function nestLogger(logger: Pino): LoggerService {
  return new Logger(new PinoLogger({ pinoHttp: { logger } }), { renameContext: 'context' });
}
