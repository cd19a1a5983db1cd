import { ArgumentsHost, Catch, ExceptionFilter, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { closedByClient } from './client-closed';
import { toApiError } from './to-api-error';

/** Answers every error from every route in the catalogue's shape. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    // Not an error of ours and no one to answer: the request log has its line (onRequestAbort).
    if (closedByClient(exception, host.switchToHttp().getRequest<FastifyRequest>())) return;
    const error = toApiError(exception);
    // 503 is an expected state (a dependency away), logged where it is detected.
    if (error.status >= 500 && error.status !== 503) this.logger.error(exception);
    if (error.retryAfterSeconds) void reply.header('retry-after', String(error.retryAfterSeconds));
    void reply.status(error.status).send(error.toBody());
  }
}
