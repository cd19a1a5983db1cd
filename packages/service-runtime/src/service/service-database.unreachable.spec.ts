import { ServiceName } from '@bytecraft/contracts/rpc';
import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { pino } from 'pino';
import { firstValueFrom, timeout } from 'rxjs';
import { DataSource } from 'typeorm';
import { z } from 'zod';
// The test package builds on the runtime, so the runtime's own specs read its source.
import { createTestDatabase, testQueuePrefix, type TestDatabase } from '../../../testing/databases';
import { startRedisServer, type RedisServer } from '../../../testing/redis-server';
import { waitFor } from '../../../testing/wait-for';
import { commonEnv, parseEnv } from '../config/env';
import { NamespacedClientRedis } from '../transport/namespaced-redis';
import { createServiceApp } from './service-app';
import { serviceDatabase } from './service-modules';

/**
 * A TCP proxy to PostgreSQL that can stop answering without closing anything, as a server
 * stopped with SIGSTOP, a hung host or a network dropping packets does: connections are still
 * accepted and what is sent is taken, and nothing ever comes back. The machine's PostgreSQL,
 * which others use, is never touched. Connections cut off stay so after `forward()`: only new
 * ones reach the server again.
 */
async function startSilenceableProxy(upstreamPort: number) {
  let silent = false;
  const sockets = new Set<Socket>();
  const cutOff: (() => void)[] = [];
  const server: Server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => undefined);
    if (silent) return client.resume();
    const upstream = createConnection(upstreamPort, '127.0.0.1');
    sockets.add(upstream);
    upstream.on('close', () => {
      sockets.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => undefined);
    client.on('close', () => upstream.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
    cutOff.push(() => {
      client.unpipe(upstream);
      upstream.unpipe(client);
      // Read and dropped: the client's writes go through, as to a server that hangs.
      client.resume();
      upstream.pause();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    silence() {
      silent = true;
      cutOff.splice(0).forEach((cut) => cut());
    },
    forward() {
      silent = false;
    },
    async stop() {
      sockets.forEach((socket) => socket.destroy());
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

@Controller()
class ProbeController {
  constructor(private readonly source: DataSource) {}

  @MessagePattern('probe.answer')
  async answer(): Promise<number> {
    const [row] = await this.source.query<{ answer: number }[]>('SELECT 42 AS answer');
    return row.answer;
  }
}

@Module({})
class ProbeModule {}

/** What the Redis transport answers for a handler that failed. */
const FAILED = { status: 'error', message: 'Internal server error' };
/** More requests at once than the pool has connections (pg's default, 10). */
const AT_ONCE = 15;

describe('a request-reply handler whose database stops answering', () => {
  let redis: RedisServer;
  let db: TestDatabase;
  let proxy: Awaited<ReturnType<typeof startSilenceableProxy>>;
  let app: INestMicroservice;
  let client: NamespacedClientRedis;

  beforeAll(async () => {
    redis = await startRedisServer();
    db = await createTestDatabase('unreachable');
    proxy = await startSilenceableProxy(Number(new URL(db.url).port));
    const prefix = testQueuePrefix('unreachable');
    const config = parseEnv(z.object(commonEnv), {
      REDIS_URL: redis.url,
      QUEUE_PREFIX: prefix,
      LOG_LEVEL: 'fatal',
      DATABASE_CONNECT_TIMEOUT_MS: '500',
      DATABASE_QUERY_TIMEOUT_MS: '500',
    });
    const viaProxy = new URL(db.url);
    viaProxy.port = String(proxy.port);
    app = await createServiceApp(
      ServiceName.Newsletter,
      {
        module: ProbeModule,
        imports: [
          serviceDatabase(
            { ...config, DATABASE_URL: viaProxy.toString() },
            { entities: [], migrations: [] },
          ),
        ],
        controllers: [ProbeController],
      },
      config,
      pino({ level: 'silent' }),
    );
    await app.listen();
    client = new NamespacedClientRedis(prefix, redis.url);
  });
  afterAll(async () => {
    await client?.close();
    await app?.close();
    await proxy?.stop();
    await db?.drop();
    await redis?.stop();
  });

  /** The handler's answer, or what it failed with; a handler that never answers fails the test. */
  const ask = () =>
    firstValueFrom(client.send<number>('probe.answer', {}).pipe(timeout(15_000))).catch(
      (error: unknown) => error,
    );

  it("bounds each statement on the server too: the service's sessions carry statement_timeout", async () => {
    expect(await app.get(DataSource).query('SHOW statement_timeout')).toEqual([
      { statement_timeout: '500ms' },
    ]);
  });

  it('answers an error within its bounds, every request at once, and answers again once the database is back', async () => {
    expect(await ask()).toBe(42);

    proxy.silence();
    // The pool's connection now hangs mid-query and new ones never get past their start: each
    // request waits at most a connect (0.5 s) or a query's answer (0.5 s and 1 s of grace).
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: AT_ONCE }, ask));
    expect(answers).toEqual(Array.from({ length: AT_ONCE }, () => FAILED));
    expect(Date.now() - started).toBeLessThan(10_000);

    proxy.forward();
    // The connection cut off mid-query is dropped, not queued behind: the next ones are new.
    await waitFor(async () => (await ask()) === 42, {
      timeoutMs: 10_000,
      what: 'the handler to answer again',
    });
    const again = await Promise.all(Array.from({ length: AT_ONCE }, ask));
    expect(again).toEqual(Array.from({ length: AT_ONCE }, () => 42));
  });
});
