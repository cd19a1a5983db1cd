import type { z } from './zod';

/** The error catalogue: every error any route answers has this code set and shape. */
export enum ErrorCode {
  Validation = 'VALIDATION_ERROR',
  RateLimit = 'RATE_LIMIT_ERROR',
  DuplicateEmail = 'DUPLICATE_EMAIL',
  FileUpload = 'FILE_UPLOAD_ERROR',
  NotFound = 'NOT_FOUND',
  Internal = 'INTERNAL_SERVER_ERROR',
  Network = 'NETWORK_ERROR',
  Unauthorized = 'UNAUTHORIZED',
  InvalidCredentials = 'INVALID_CREDENTIALS',
  Forbidden = 'FORBIDDEN',
  /** The password was right; the account's two-factor code is missing or wrong. */
  TwoFactorRequired = 'TWO_FACTOR_REQUIRED',
  /** The request conflicts with what is stored (the team's last admin, an address in use). */
  Conflict = 'CONFLICT',
  /** A dependency (Redis, a service, storage) is away; nothing was stored, retrying is safe. */
  ServiceUnavailable = 'SERVICE_UNAVAILABLE',
}

export interface FieldError {
  field: string;
  message: string;
}

export interface ApiErrorBody {
  code: ErrorCode | string;
  message: string;
  validationErrors?: FieldError[];
  /** The request's id (also its X-Request-Id header): quote it and an operator finds the logs. */
  requestId?: string;
}

export const ERROR_MESSAGES = {
  validation: 'Validation failed',
  rateLimit: 'Too many requests from this IP, please try again later',
  duplicateEmail: 'This email is already subscribed to our newsletter',
  notFound: 'The requested resource was not found',
  internal: 'Internal server error',
  malformedJson: 'The request body is not valid JSON',
  bodyTooLarge: 'The request body is too large',
  unsupportedMediaType: 'This content type is not supported',
  headersTooLarge: 'The request line and headers are too large',
  requestTimeout: 'The request took too long to arrive',
  malformedRequest: 'The request is not valid HTTP',
  serviceUnavailable: 'This service is unavailable right now, please try again shortly',
  unauthorized: 'Please sign in to continue',
  invalidCredentials: 'Invalid email or password.',
  crossOrigin: 'Requests sent from another site are not accepted',
} as const;

/** Zod issues as the catalogue's field list, in the order the fields were checked. */
export function toFieldErrors(error: z.core.$ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || 'body',
    message: issue.message,
  }));
}

/** Field errors grouped by field, as forms show them (bullet lines under each field). */
export function groupFieldErrors(errors: readonly FieldError[]): Record<string, string[]> {
  const grouped: Record<string, string[]> = {};
  for (const { field, message } of errors) (grouped[field] ??= []).push(message);
  return grouped;
}
