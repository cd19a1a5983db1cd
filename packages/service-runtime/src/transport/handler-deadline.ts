import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import { throwError, timeout, type Observable } from 'rxjs';

/** What a message handler fails with when it has not answered in time. */
export class HandlerDeadlineExceeded extends Error {
  override name = 'HandlerDeadlineExceeded';
}

/**
 * Every message handler answers within its deadline (MESSAGE_HANDLER_TIMEOUT_MS): one still
 * waiting then, on whatever it waits for, is answered with an error and logged with its
 * channel and request id (`TracedRpcErrors`). Without it, a handler waiting on something that
 * never answers leaves the caller to time out and the service's log without a line. The work
 * itself is not cancelled: what it waits on has its own bounds (the database's).
 */
export class HandlerDeadline implements NestInterceptor {
  constructor(private readonly ms: number) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      timeout({
        first: this.ms,
        with: () => throwError(() => new HandlerDeadlineExceeded(`no answer within ${this.ms} ms`)),
      }),
    );
  }
}
