import { ERROR_MESSAGES, ErrorCode } from '@bytecraft/contracts/errors';
import { HttpException } from '@nestjs/common';
import { ApiError } from './api-error';

/**
 * Framework errors a client can cause, by status. Nest hands fastify's own errors (body too
 * large, unsupported media type, unknown route) over as HttpExceptions that keep only a status.
 */
const CLIENT_ERRORS: Record<number, { code: ErrorCode; message: string }> = {
  404: { code: ErrorCode.NotFound, message: ERROR_MESSAGES.notFound },
  413: { code: ErrorCode.Validation, message: ERROR_MESSAGES.bodyTooLarge },
  415: { code: ErrorCode.Validation, message: ERROR_MESSAGES.unsupportedMediaType },
  429: { code: ErrorCode.RateLimit, message: ERROR_MESSAGES.rateLimit },
};

/**
 * Every failure, whatever raised it, becomes one catalogue error. Anything unexpected is a 500
 * whose body says nothing about internals; the caller logs the original.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const known = CLIENT_ERRORS[status];
    if (known) return new ApiError(status, known.code, known.message);
    if (status >= 400 && status < 500)
      return new ApiError(status, ErrorCode.Validation, error.message);
  }
  return new ApiError(500, ErrorCode.Internal, ERROR_MESSAGES.internal);
}
