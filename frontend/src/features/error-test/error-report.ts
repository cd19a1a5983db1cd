import { ErrorCode, type FieldError } from '@bytecraft/contracts/errors';
import { errorBodyOf, toastFor } from '../../lib/api-errors';

/** What the error popup shows about one failed (or simulated) call. */
export interface ErrorReport {
  /** The HTTP status; 0 when the request never got an answer. */
  status: number;
  title: string;
  message: string;
  fieldErrors: readonly FieldError[];
}

// The popup's own wording for a request that got no answer, not the toast's.
export const NETWORK_POPUP_MESSAGE =
  'Network error. Please check your internet connection or try again later.';

/** The popup's reading of an error: its status, the toast's title and the server's own words. */
export function errorReportOf(error: unknown): ErrorReport {
  const body = errorBodyOf(error);
  const status = (error as { status?: unknown })?.status;
  return {
    status: typeof status === 'number' ? status : 0,
    title: toastFor(error).title,
    message: body.code === ErrorCode.Network ? NETWORK_POPUP_MESSAGE : body.message,
    fieldErrors: body.validationErrors ?? [],
  };
}
