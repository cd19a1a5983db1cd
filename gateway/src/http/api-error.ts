import {
  ERROR_MESSAGES,
  ErrorCode,
  type ApiErrorBody,
  type FieldError,
} from '@bytecraft/contracts/errors';

/** An error the client is meant to read: it carries the catalogue's code and status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly validationErrors?: FieldError[],
    /** Sent as Retry-After: when the same request is worth sending again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  static validation(validationErrors: FieldError[], message: string = ERROR_MESSAGES.validation) {
    return new ApiError(400, ErrorCode.Validation, message, validationErrors);
  }

  /** A dependency is away: nothing was stored, and the same request may be sent again. */
  static unavailable(retryAfterSeconds?: number) {
    return new ApiError(
      503,
      ErrorCode.ServiceUnavailable,
      ERROR_MESSAGES.serviceUnavailable,
      undefined,
      retryAfterSeconds,
    );
  }

  toBody(): ApiErrorBody {
    return this.validationErrors
      ? { code: this.code, message: this.message, validationErrors: this.validationErrors }
      : { code: this.code, message: this.message };
  }
}
