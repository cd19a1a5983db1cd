import {
  ErrorCode,
  groupFieldErrors,
  type ApiErrorBody,
  type FieldError,
} from '@bytecraft/contracts/errors';
import type { ToastText } from './toasts';

/** The error catalogue's toast, title and body, for each code. */
const CATALOGUE: Record<string, (body?: ApiErrorBody) => ToastText> = {
  [ErrorCode.Network]: () => ({
    title: 'Connection Error',
    message: 'Unable to connect to server. Please check your internet connection and try again.',
  }),
  [ErrorCode.Validation]: (body) => ({
    title: 'Invalid Input',
    message: body?.message || 'Please check your input and try again.',
  }),
  [ErrorCode.RateLimit]: () => ({
    title: 'Too Many Requests',
    message: 'Too many requests. Please wait a moment before trying again.',
  }),
  [ErrorCode.DuplicateEmail]: () => ({
    title: 'Email Already Exists',
    message: 'This email is already registered. Please use a different email address.',
  }),
  [ErrorCode.FileUpload]: () => ({
    title: 'Upload Failed',
    message: 'File upload failed. Please check the file size and format, then try again.',
  }),
  // Redis or a service is away for a moment; the form keeps its submission id, so sending
  // again stores the submission once.
  [ErrorCode.ServiceUnavailable]: () => ({
    title: 'Service Unavailable',
    message: 'We could not take your request just now. Please try again in a few seconds.',
  }),
  [ErrorCode.Internal]: () => ({
    title: 'Error',
    message:
      'Server error occurred. Please try again later or contact support if the problem persists.',
  }),
};

/** What any failed call carries, whatever raised it: RTK Query errors and plain bodies alike. */
export function errorBodyOf(error: unknown): ApiErrorBody {
  const status = (error as { status?: unknown })?.status;
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') {
    return { code: ErrorCode.Network, message: 'API request failed' };
  }
  const data = (error as { data?: Partial<ApiErrorBody> })?.data;
  if (data && typeof data.code === 'string') {
    return {
      code: data.code,
      message: data.message ?? 'API request failed',
      validationErrors: data.validationErrors,
    };
  }
  return { code: 'UNKNOWN', message: 'API request failed' };
}

/** The toast for an error: field lists first, then the catalogue, then a generic one. */
export function toastFor(error: unknown): ToastText {
  const body = errorBodyOf(error);
  if (body.validationErrors?.length) {
    return {
      title: 'Validation Error',
      message: [
        'Please fix the following errors:',
        ...body.validationErrors.map((e) => `• ${e.field}: ${e.message}`),
      ].join('\n'),
    };
  }
  const entry = CATALOGUE[body.code];
  if (entry) return entry(body);
  return {
    title: 'Error',
    message: body.message || 'An unexpected error occurred. Please try again.',
  };
}

/** The server's field errors, grouped per field as the forms show them. */
export function fieldErrorsOf(error: unknown): Record<string, string[]> {
  const list: FieldError[] = errorBodyOf(error).validationErrors ?? [];
  return groupFieldErrors(list);
}

/** The HTTP status of a failed call, if the server answered. */
export function httpStatusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
}
