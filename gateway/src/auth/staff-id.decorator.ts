import { ERROR_MESSAGES, ErrorCode } from '@bytecraft/contracts/errors';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';
import './staff-request';

/**
 * The signed-in staff member's account id, which names them wherever a record keeps who changed
 * it: `setStatus(@StaffId() actorId: string)`. Only staff-only routes have one.
 */
export const StaffId = createParamDecorator((_: unknown, ctx: ExecutionContext): string => {
  const { staff } = ctx.switchToHttp().getRequest<FastifyRequest>();
  if (!staff) throw new ApiError(401, ErrorCode.Unauthorized, ERROR_MESSAGES.unauthorized);
  return staff.accountId;
});
