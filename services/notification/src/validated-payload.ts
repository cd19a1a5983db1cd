import { ERROR_MESSAGES, ErrorCode, toFieldErrors } from '@bytecraft/contracts/errors';
import { RpcException } from '@nestjs/microservices';
import { z } from 'zod';

/**
 * A message's payload as its schema gives it back. A malformed one is answered with the error
 * catalogue's validation error, as an answer meant (RpcException), not a failure to log: the
 * transport is a boundary too.
 */
export function validatedPayload<S extends z.core.$ZodType>(
  schema: S,
  payload: unknown,
): z.output<S> {
  const parsed = z.safeParse(schema, payload);
  if (parsed.success) return parsed.data;
  throw new RpcException({
    code: ErrorCode.Validation,
    message: ERROR_MESSAGES.validation,
    validationErrors: toFieldErrors(parsed.error),
  });
}
