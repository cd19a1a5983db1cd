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
 * What busboy throws for a multipart body it cannot read (a missing boundary, a form cut off
 * before its closing line). It gives these no code, only their wording.
 */
const UNREADABLE_MULTIPART =
  /^(Multipart: Boundary not found|Boundary required|Unsupported Content-Type\.|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data)$/;

/**
 * A client's fault raised below Nest: fastify's plugins throw plain errors with an `FST_` code
 * and a 4xx status (multipart's field and part limits, a field named like an Object.prototype
 * member, a field declared JSON that is not), and busboy an unreadable form.
 */
function fromBelowNest(error: unknown): ApiError | undefined {
  const { code, statusCode, message } = (error ?? {}) as Record<string, unknown>;
  if (
    typeof code === 'string' &&
    code.startsWith('FST_') &&
    typeof statusCode === 'number' &&
    statusCode >= 400 &&
    statusCode < 500
  ) {
    // 406 is multipart's word for a part it will not parse; the catalogue says 400 (or 415).
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return clientError(415);
    return clientError(statusCode === 406 ? 400 : statusCode);
  }
  if (error instanceof Error && typeof message === 'string' && UNREADABLE_MULTIPART.test(message))
    return clientError(400);
  return undefined;
}

const clientError = (status: number) => {
  const known = CLIENT_ERRORS[status];
  return known
    ? new ApiError(status, known.code, known.message)
    : new ApiError(status, ErrorCode.Validation, ERROR_MESSAGES.validation);
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
  return fromBelowNest(error) ?? new ApiError(500, ErrorCode.Internal, ERROR_MESSAGES.internal);
}
