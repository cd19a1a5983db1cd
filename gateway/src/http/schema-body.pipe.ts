import { toFieldErrors } from '@bytecraft/contracts/errors';
import { Injectable, PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { ApiError } from './api-error';

/** Validates a body with the shared schema, so the server's messages are the form's. */
export function validateWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw ApiError.validation(toFieldErrors(result.error));
  return result.data;
}

@Injectable()
export class SchemaBodyPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    return validateWith(this.schema, value);
  }
}
