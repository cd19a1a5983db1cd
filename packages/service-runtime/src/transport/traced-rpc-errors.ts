import { Catch, IntrinsicException, Logger, type ArgumentsHost } from '@nestjs/common';
import { BaseRpcExceptionFilter, RpcException, type RedisContext } from '@nestjs/microservices';
import type { Observable } from 'rxjs';
import { rpcTraceOf } from './namespaced-redis';

/** An error this filter has logged, handed to Nest's own for its answer without a second line. */
class LoggedError extends IntrinsicException {}

/**
 * A message handler's unexpected error, logged with its pattern and the request id that came
 * beside the packet (as a failed job's line carries its ids), then answered as Nest answers
 * it: a generic error, nothing internal. An `RpcException` is an answer the handler meant.
 */
@Catch()
export class TracedRpcErrors extends BaseRpcExceptionFilter {
  private readonly logger = new Logger('rpc');

  override catch(exception: unknown, host: ArgumentsHost): Observable<unknown> {
    if (exception instanceof RpcException || exception instanceof IntrinsicException) {
      return super.catch(exception, host);
    }
    const ctx = host.switchToRpc().getContext<RedisContext>();
    this.logger.error(
      { channel: ctx.getChannel(), ...rpcTraceOf(ctx), err: exception },
      'message handler failed',
    );
    return super.catch(new LoggedError(), host);
  }
}
