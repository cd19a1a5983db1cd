import { Logger } from '@nestjs/common';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import { RedisContext, RpcException } from '@nestjs/microservices';
import { lastValueFrom, type Observable } from 'rxjs';
import { NamespacedServerRedis } from './namespaced-redis';
import { TracedRpcErrors } from './traced-rpc-errors';

/** A handler's arguments for a packet read by the service's server, as Nest passes them. */
function handling(packet: Record<string, unknown>): ExecutionContextHost {
  const server = new NamespacedServerRedis('ns', 'redis://127.0.0.1:6379');
  const ctx = new RedisContext(['ns:lead.list']);
  server.parseMessage(JSON.stringify(packet));
  // Nest asks for the reply's publisher with the packet's id and context before the handler.
  server.getPublisher({} as never, 'ns:lead.list', String(packet.id), ctx);
  const host = new ExecutionContextHost([packet.data, ctx]);
  host.setType('rpc');
  return host;
}

const answer = (reply: Observable<unknown>) => lastValueFrom(reply).catch((error) => error);

describe('TracedRpcErrors', () => {
  const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  afterEach(() => errors.mockClear());
  afterAll(() => errors.mockRestore());

  it("logs a handler's failure once, with its channel and the request id beside the packet, and answers generically", async () => {
    const host = handling({ id: 'p1', pattern: 'lead.list', data: {}, requestId: 'req-rpc-1' });
    const failure = new Error('database away');
    const reply = await answer(new TracedRpcErrors().catch(failure, host));
    expect(reply).toEqual({ status: 'error', message: 'Internal server error' });
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalledWith(
      { channel: 'ns:lead.list', requestId: 'req-rpc-1', err: failure },
      'message handler failed',
    );
  });

  it('logs a failure of a request that came without an id all the same', async () => {
    const host = handling({ id: 'p2', pattern: 'lead.list', data: {} });
    await answer(new TracedRpcErrors().catch(new Error('boom'), host));
    expect(errors).toHaveBeenCalledWith(
      { channel: 'ns:lead.list', err: expect.any(Error) },
      'message handler failed',
    );
  });

  it('answers an RpcException as the handler meant it, without an error line', async () => {
    const host = handling({ id: 'p3', pattern: 'lead.list', data: {}, requestId: 'req-rpc-3' });
    const reply = await answer(new TracedRpcErrors().catch(new RpcException('not here'), host));
    expect(reply).toEqual({ status: 'error', message: 'not here' });
    expect(errors).not.toHaveBeenCalled();
  });
});
