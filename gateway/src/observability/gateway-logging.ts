import { loggingModule } from '@bytecraft/service-runtime/logging/logging.module';
import type { DynamicModule } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';

/** Probes answered many times a minute: their lines would drown the ones an operator reads. */
const QUIET_PATHS = new Set(['/api/health']);

/**
 * One JSON line per request (pino-http through nestjs-pino) with its id as `requestId`, method,
 * path, status and time; a submission route adds its `submissionId` to that same line
 * (SubmissionPublisher). Only method and path of the request: headers carry the staff cookie,
 * and bodies what visitors wrote.
 */
export function gatewayLoggingModule(logger: Logger): DynamicModule {
  return loggingModule(logger, {
    customAttributeKeys: { reqId: 'requestId' },
    // req.log carries only the id, so a line logged inside a request stays small.
    quietReqLogger: true,
    autoLogging: { ignore: (req) => QUIET_PATHS.has((req.url ?? '').split('?')[0]!) },
    serializers: {
      req: (req: IncomingMessage) => ({ method: req.method, url: req.url }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
    },
    customSuccessMessage: () => 'request completed',
    customErrorMessage: () => 'request failed',
    // 5xx are errors, 4xx warnings (a visitor's mistake, a missing session), the rest info.
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
  });
}
