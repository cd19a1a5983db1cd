import type { DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { Logger } from 'pino';
import type { Options } from 'pino-http';

/**
 * nestjs-pino over the process's root logger: Nest's own logs (and every `new Logger(...)`)
 * become JSON lines of that logger. For HTTP (the gateway) pino-http's options come along and
 * each request gets one line with its id; a service has no HTTP and passes none.
 */
export function loggingModule(logger: Logger, http?: Omit<Options, 'logger'>): DynamicModule {
  return LoggerModule.forRoot({
    pinoHttp: { logger, autoLogging: false, ...http },
    renameContext: 'context',
    // Fields a handler assigns (the gateway's submission id) reach the request's one line.
    assignResponse: http !== undefined,
  });
}
