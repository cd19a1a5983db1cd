import { ServiceName } from '@bytecraft/contracts/rpc';
import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { firstValueFrom, timeout } from 'rxjs';
import { z } from 'zod';
// The test package builds on the runtime, so the runtime's own specs read its source.
import { testQueuePrefix } from '../../../testing/databases';
import { startRedisServer, type RedisServer } from '../../../testing/redis-server';
import { waitFor } from '../../../testing/wait-for';
import { commonEnv, parseEnv } from '../config/env';
import { createRootLogger } from '../logging/root-logger';
import { createServiceApp } from '../service/service-app';
import { NamespacedClientRedis } from './namespaced-redis';

/** Released by the test: until then the handler waits, as on something that never answers. */
let release: () => void = () => undefined;

@Controller()
class ProbeController {
  @MessagePattern('probe.stuck')
  stuck(): Promise<string> {
    return new Promise((resolve) => (release = () => resolve('too late')));
  }

  @MessagePattern('probe.quick')
  quick(): string {
    return 'in time';
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

describe('the deadline of a message handler', () => {
  let redis: RedisServer;
  let app: INestMicroservice;
  let client: NamespacedClientRedis;
  let prefix: string;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    redis = await startRedisServer();
    prefix = testQueuePrefix('deadline');
    const config = parseEnv(z.object(commonEnv), {
      REDIS_URL: redis.url,
      QUEUE_PREFIX: prefix,
      MESSAGE_HANDLER_TIMEOUT_MS: '300',
    });
    const logger = createRootLogger(
      ServiceName.Newsletter,
      { LOG_LEVEL: 'log', LOG_FORMAT: 'json' },
      { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    );
    app = await createServiceApp(ServiceName.Newsletter, { module: ProbeModule }, config, logger);
    await app.listen();
    client = new NamespacedClientRedis(prefix, redis.url);
  });
  afterAll(async () => {
    release();
    await client?.close();
    await app?.close();
    await redis?.stop();
  });

  /** The handler's answer, or what it failed with; no answer at all fails the test. */
  const ask = (pattern: string, requestId: string) =>
    firstValueFrom(client.sendFor<string>(requestId, pattern, {}).pipe(timeout(10_000))).catch(
      (error: unknown) => error,
    );

  it('answers an error for a handler still waiting at its deadline, and logs it with its channel and request id', async () => {
    expect(await ask('probe.stuck', 'req-stuck-1')).toEqual({
      status: 'error',
      message: 'Internal server error',
    });
    const line = await waitFor(() => lines.find((logged) => logged.requestId === 'req-stuck-1'), {
      what: "the stuck handler's line",
    });
    expect(line).toMatchObject({
      level: 50,
      context: 'rpc',
      channel: `${prefix}:probe.stuck`,
      msg: 'message handler failed',
      err: { type: 'HandlerDeadlineExceeded', message: 'no answer within 300 ms' },
    });
  });

  it('leaves a handler that answers in time alone', async () => {
    expect(await ask('probe.quick', 'req-quick-1')).toBe('in time');
  });
});
