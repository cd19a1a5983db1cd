import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { QueueName } from '@bytecraft/contracts/queues';
import { Queue } from 'bullmq';
import type { Logger } from 'pino';
import { startMailCatcher, type MailCatcher } from '@bytecraft/testing/mail-catcher';
import { startObjectStore, type ObjectStore } from '@bytecraft/testing/object-store';
import {
  SERVICE_NAMES,
  startService,
  type ServiceName,
  type ServiceProcess,
} from '@bytecraft/testing/service-process';
import {
  createTestDatabase,
  testQueuePrefix,
  type TestDatabase,
} from '@bytecraft/testing/databases';
import { dropKeys } from '@bytecraft/testing/redis-server';
import { waitFor } from '@bytecraft/testing/wait-for';
import { newPassword } from '@bytecraft/testing/staff';
import { loadGatewayConfig, type GatewayConfig } from '../src/config/gateway.config';
import { createGatewayApp } from '../src/app';

/** A job in any of these states has yet to be handled. */
const PENDING = ['waiting', 'active', 'delayed', 'prioritized', 'waiting-children'] as const;

export interface TestSystem {
  app: NestFastifyApplication;
  mail: MailCatcher;
  objects: ObjectStore;
  prefix: string;
  db: Record<ServiceName | 'gateway', TestDatabase>;
  /** The in-process gateway's configuration: `createGatewayApp(config)` starts a replica. */
  config: GatewayConfig;
  /** The staff account the gateway created at start (ADMIN_EMAIL / ADMIN_PASSWORD). */
  staff: { email: string; password: string };
  /** Stops (or, with `kill`, crashes) one service; `restart` brings it back on the same database. */
  stopService(name: ServiceName, how?: 'stop' | 'kill'): Promise<void>;
  restartService(name: ServiceName): Promise<void>;
  /** A running service's process: its log lines, its /metrics. */
  service(name: ServiceName): ServiceProcess;
  /**
   * Waits until none of these queues has a job waiting, delayed or running, so every job queued
   * before the call has been handled. A check that something was *not* stored waits for this
   * after a later submission was stored: then it cannot pass only because the work is still on
   * its way.
   */
  drained(...queues: QueueName[]): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The whole backend for a gateway suite: every service as its own process on a fresh
 * database, one queue prefix, a mail catcher, and the gateway in-process for supertest.
 */
export async function startTestSystem(
  suite: string,
  gatewayEnv: Record<string, string> = {},
  /** A Redis of the suite's own (startRedisServer) for every process; the machine's otherwise. */
  {
    redisUrl,
    gatewayLogger,
    serviceEnv = {},
  }: {
    redisUrl?: string;
    /** Where the in-process gateway logs (a test that reads its lines); stdout otherwise. */
    gatewayLogger?: Logger;
    /** Settings of one service's own, on each start of it (`NEWSLETTER_DOUBLE_OPT_IN`). */
    serviceEnv?: Partial<Record<ServiceName, Record<string, string>>>;
  } = {},
): Promise<TestSystem> {
  const redis: Record<string, string> = redisUrl ? { REDIS_URL: redisUrl } : {};
  const prefix = testQueuePrefix(suite);
  // What has started, stopped again should a later part fail: a suite whose setup failed must
  // leave no process behind to keep jest, and the machine, busy.
  const started: (() => Promise<unknown>)[] = [];
  const start = async <T>(part: Promise<T>, stop: (part: T) => Promise<unknown>) => {
    const value = await part;
    started.push(() => stop(value));
    return value;
  };
  try {
    return await startParts();
  } catch (error) {
    for (const stop of started.reverse()) await stop().catch(() => undefined);
    throw error;
  }

  async function startParts(): Promise<TestSystem> {
    const [mail, objects] = await allStarted([
      start(startMailCatcher(), (catcher) => catcher.stop()),
      start(startObjectStore(), (store) => store.stop()),
    ]);
    const dbs = await allStarted(
      SERVICE_NAMES.map((name) => start(createTestDatabase(name), (database) => database.drop())),
    );
    const gatewayDb = await start(createTestDatabase('gateway'), (database) => database.drop());
    const db = {
      ...Object.fromEntries(SERVICE_NAMES.map((name, i) => [name, dbs[i]])),
      gateway: gatewayDb,
    } as Record<ServiceName | 'gateway', TestDatabase>;
    const staff = {
      email: 'staff@bytecraft.example',
      password: newPassword(),
    };
    const envOf = (name: ServiceName) => ({
      DATABASE_URL: db[name].url,
      QUEUE_PREFIX: prefix,
      SMTP_URL: mail.smtpUrl,
      ...redis,
      // The notification service keeps inbound mail's attachments in the gateway's bucket.
      ...(name === 'notification' ? objects.env : {}),
      ...serviceEnv[name],
    });
    const running = new Map<ServiceName, ServiceProcess>();
    started.push(() => Promise.all([...running.values()].map((service) => service.stop())));
    await allStarted(
      SERVICE_NAMES.map(async (name) => running.set(name, await startService(name, envOf(name)))),
    );
    const config = loadGatewayConfig({
      QUEUE_PREFIX: prefix,
      RATE_LIMIT_MAX: '1000',
      LOG_LEVEL: 'error',
      DATABASE_URL: gatewayDb.url,
      ADMIN_EMAIL: staff.email,
      ADMIN_PASSWORD: staff.password,
      // No daily retention scheduler (a delayed job in the erasures queue) unless a suite asks.
      RETENTION_ENABLED: 'false',
      ...objects.env,
      ...redis,
      ...gatewayEnv,
    });
    const app = await start(createGatewayApp(config, gatewayLogger), (gateway) => gateway.close());
    await app.listen(0, '127.0.0.1');

    return {
      app,
      mail,
      objects,
      prefix,
      db,
      config,
      staff,
      async stopService(name, how = 'stop') {
        const service = running.get(name);
        running.delete(name);
        await (how === 'kill' ? service?.kill() : service?.stop());
      },
      async restartService(name) {
        running.set(name, await startService(name, envOf(name)));
      },
      service(name) {
        const service = running.get(name);
        if (!service) throw new Error(`The ${name} service is not running`);
        return service;
      },
      async drained(...queues) {
        await Promise.all(
          queues.map(async (name) => {
            const queue = new Queue(name, { prefix, connection: { url: config.REDIS_URL } });
            try {
              await waitFor(
                async () => {
                  const counts = await queue.getJobCounts(...PENDING);
                  return Object.values(counts).every((n) => n === 0);
                },
                { what: `the ${name} queue to drain` },
              );
            } finally {
              await queue.close();
            }
          }),
        );
      },
      async stop() {
        await app.close();
        await Promise.all([...running.values()].map((service) => service.stop()));
        await Promise.all([mail.stop(), objects.stop()]);
        await Promise.all([...dbs, gatewayDb].map((database) => database.drop()));
        await dropKeys(config.REDIS_URL, prefix);
      },
    };
  }
}

/** Every part started, or the first failure once none is still starting. */
async function allStarted<T extends readonly unknown[]>(parts: {
  readonly [K in keyof T]: Promise<T[K]>;
}): Promise<T> {
  const results = await Promise.allSettled(parts as readonly Promise<unknown>[]);
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  return results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
