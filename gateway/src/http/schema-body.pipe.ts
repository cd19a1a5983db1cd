import { toFieldErrors } from '@bytecraft/contracts/errors';
import { Injectable, PipeTransform } from '@nestjs/common';
import { z } from 'zod';
import { ApiError } from './api-error';

/**
 * Validates a body with the shared schema, so the server's messages are the form's; a schema of
 * either zod build (classic or mini).
 */
export function validateWith<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  const result = z.safeParse(schema, value ?? {});
  if (!result.success) throw ApiError.validation(toFieldErrors(result.error));
  return result.data;
}

@Injectable()
export class SchemaBodyPipe<S extends z.core.$ZodType> implements PipeTransform<
  unknown,
  z.output<S>
> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    return validateWith(this.schema, value);
  }
}
