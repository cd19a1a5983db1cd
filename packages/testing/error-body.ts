import { ERROR_MESSAGES, type FieldError } from '@bytecraft/contracts/errors';

/** An error answer's body: its code and message, and the request's id that every one carries. */
export const errorBody = (code: string, message: string) => ({
  code,
  message,
  requestId: expect.any(String),
});

/** A refused input's body: the catalogue's validation message, then each field's own. */
export const validationBody = (validationErrors: FieldError[]) => ({
  ...errorBody('VALIDATION_ERROR', ERROR_MESSAGES.validation),
  validationErrors,
});

/** One field refused with a message that is also the answer's (a wrong password, a wrong code). */
export const fieldRefusal = (field: string, message: string) => ({
  ...errorBody('VALIDATION_ERROR', message),
  validationErrors: [{ field, message }],
});
