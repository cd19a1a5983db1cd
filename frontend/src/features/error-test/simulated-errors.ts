import { contactSchema, type ContactInput } from '@bytecraft/contracts/kinds/contact';
import { ERROR_MESSAGES, ErrorCode, toFieldErrors } from '@bytecraft/contracts/errors';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** A contact message the server must refuse: the browser's own checks are skipped on purpose. */
export const INVALID_CONTACT: ContactInput = {
  name: 'A',
  email: 'not-an-email',
  message: 'short',
  service: '',
  // The type wants the key; JSON leaves an undefined value out of the body.
  phone: undefined,
};

// The schema's real messages for two broken fields, so the simulation never drifts from them.
const checked = contactSchema.safeParse({
  name: 'A',
  email: 'not-an-email',
  service: 'cloud',
  message: 'We need a cloud migration plan.',
});
const twoFieldErrors = checked.success ? [] : toFieldErrors(checked.error);

const answered = (status: number, code: ErrorCode, message: string): FetchBaseQueryError => ({
  status,
  data: { code, message },
});

export interface SimulatedError {
  label: string;
  /** Shaped exactly as the API client reports a failed call. */
  error: FetchBaseQueryError;
}

/** One button each on /error-test, with the HTTP status the popup's catalogue gives its code. */
export const simulatedErrors: readonly SimulatedError[] = [
  {
    label: 'Simulate Validation Error',
    error: {
      status: 400,
      data: {
        code: ErrorCode.Validation,
        message: ERROR_MESSAGES.validation,
        validationErrors: twoFieldErrors,
      },
    },
  },
  {
    label: 'Simulate Network Error',
    error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' },
  },
  {
    label: 'Simulate Rate Limit Error',
    error: answered(429, ErrorCode.RateLimit, ERROR_MESSAGES.rateLimit),
  },
  {
    label: 'Simulate Duplicate Email',
    error: answered(409, ErrorCode.DuplicateEmail, ERROR_MESSAGES.duplicateEmail),
  },
  {
    label: 'Simulate Server Error',
    error: answered(500, ErrorCode.Internal, ERROR_MESSAGES.internal),
  },
];
