import { ERROR_MESSAGES, ErrorCode } from '@bytecraft/contracts/errors';
import { ApiError } from './api-error';

export const notFound = () => new ApiError(404, ErrorCode.NotFound, ERROR_MESSAGES.notFound);

/** A record the owning service answered, or 404 when it has none by that id. */
export function found<T>(record: T | null): { success: true; data: T } {
  if (record === null) throw notFound();
  return { success: true, data: record };
}
