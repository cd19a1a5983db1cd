import { SUBMISSION_ID_HEADER, UUID_PATTERN } from '@bytecraft/contracts/submission';
import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error';

/**
 * The submission's id: the client's Idempotency-Key when it sends one, so a retry maps to the
 * same record, else a fresh UUID.
 */
export const SubmissionId = createParamDecorator((_: unknown, ctx: ExecutionContext): string => {
  const header = ctx.switchToHttp().getRequest<FastifyRequest>().headers[SUBMISSION_ID_HEADER];
  if (header === undefined) return randomUUID();
  if (typeof header === 'string' && UUID_PATTERN.test(header)) return header.toLowerCase();
  throw ApiError.validation([
    { field: SUBMISSION_ID_HEADER, message: 'Idempotency-Key must be a UUID' },
  ]);
});
