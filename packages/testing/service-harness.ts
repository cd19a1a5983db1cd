import { staffEventsChannel, type StaffEvent } from '@bytecraft/contracts/records/events';
import { redisOptionsFromUrl } from '@bytecraft/service-runtime/config/env';
import type { ErasureJob, ErasureReport } from '@bytecraft/contracts/people';
import { JobName, QueueName } from '@bytecraft/contracts/queues';
import { erasureReportId } from '@bytecraft/service-runtime/people/erasure-reporter';
import {
  DEFAULT_JOB_OPTIONS,
  ERASURE_JOB_OPTIONS,
} from '@bytecraft/service-runtime/queues/job-options';
import {
  channelIn,
  NamespacedClientRedis,
} from '@bytecraft/service-runtime/transport/namespaced-redis';
import type { INestMicroservice } from '@nestjs/common';
import { Queue, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { firstValueFrom } from 'rxjs';
import { startRedisServer } from './redis-server';
import { createTestDatabase, testQueuePrefix, type TestDatabase } from './databases';
import { waitFor } from './wait-for';

/** What a service's own suite drives it with. */
export interface ServiceHarness {
  app: INestMicroservice;
  db: TestDatabase;
  prefix: string;
  /** What the service was started with: a second replica starts on the same database and Redis. */
  env: HarnessEnv;
  /** The queue the service consumes, if it has one. */
  queue: Queue | undefined;
  /** Where the service asks for mail; no notification worker runs, so its jobs stay to read. */
  notificationQueue: Queue;
  /** Every staff event heard on the suite's channel so far, oldest first. */
  events: StaffEvent[];
  /** Asks the service over the Redis transport, as the gateway does. */
  /** Asks as the gateway does; with a request id, sent beside the packet as `sendFor` does. */
  ask<T>(pattern: string, payload: unknown, requestId?: string): Promise<T>;
  /**
   * How many processes listen for a message pattern. The Redis transport subscribes only to
   * the patterns a service handles, so a request for any other is never answered (the gateway
   * times out): this is how a test sees that a pattern is not offered.
   */
  listeners(pattern: string): Promise<number>;
  /** Publishes a job as the gateway does (the submission id as job id unless told otherwise). */
  submit(name: string, submission: { id: string }, jobId?: string): Promise<Job>;
  /** Publishes a job and waits until the service has completed it. */
  process(name: string, submission: { id: string }, jobId?: string): Promise<Job>;
  /**
   * Asks the service to erase as the gateway does (one ErasureRequested job on its queue, the
   * erasure's id as job id) and answers its report, taken off the erasures queue as the
   * gateway's worker would, once the erasure's job is gone too: asking again re-delivers it.
   */
  erase(job: ErasureJob): Promise<ErasureReport>;
  /** Resolves once every staff event published before this call has been heard. */
  flushEvents(): Promise<void>;
  /** Another queue of the suite's namespace (one the service hands work to); closed by `stop`. */
  queueOf(name: QueueName): Queue;
  stop(): Promise<void>;
}

/** The environment a service is started with: its database, its Redis, its queue prefix. */
export type HarnessEnv = Record<string, string>;

/**
 * A service in-process on a fresh database and a Redis of the suite's own, with a client of
 * its message patterns, its queue and the notification queue, and a listener on its staff
 * events channel. The whole Redis goes with the suite, so no other suite or running system
 * sees its queues, channels or events.
 */
export async function startServiceHarness(options: {
  service: string;
  suite: string;
  createApp: (env: HarnessEnv) => Promise<INestMicroservice>;
  consumes?: QueueName;
}): Promise<ServiceHarness> {
  const redis = await startRedisServer();
  const connection = redisOptionsFromUrl(redis.url);
  const prefix = testQueuePrefix(`${options.service}-${options.suite}`);
  const db = await createTestDatabase(`${options.service}_${options.suite.replace(/\W/g, '_')}`);
  const env: HarnessEnv = {
    DATABASE_URL: db.url,
    REDIS_URL: redis.url,
    QUEUE_PREFIX: prefix,
    LOG_LEVEL: 'fatal',
  };
  const app = await options.createApp(env);
  await app.listen();
  const queue = options.consumes && new Queue(options.consumes, { connection, prefix });
  const notificationQueue = new Queue(QueueName.Notification, { connection, prefix });
  const erasures = new Queue(QueueName.Erasures, { connection, prefix });
  const client = new NamespacedClientRedis(prefix, redis.url);
  const others = new Map<QueueName, Queue>();

  const events: StaffEvent[] = [];
  const markers = new Set<string>();
  const channel = staffEventsChannel(prefix);
  const subscriber = new Redis(connection);
  subscriber.on('message', (_channel: string, message: string) => {
    const event = JSON.parse(message) as StaffEvent | { type: 'marker'; id: string };
    if (event.type === 'marker') markers.add(event.id);
    else events.push(event);
  });
  await subscriber.subscribe(channel);
  const publisher = new Redis(connection);

  const submit = (name: string, submission: { id: string }, jobId = submission.id) => {
    if (!queue) throw new Error(`The ${options.service} service consumes no queue`);
    return queue.add(name, submission, { ...DEFAULT_JOB_OPTIONS, jobId });
  };

  return {
    app,
    db,
    prefix,
    env,
    queue,
    notificationQueue,
    events,
    ask: <T>(pattern: string, payload: unknown, requestId?: string) =>
      firstValueFrom(
        requestId === undefined
          ? client.send<T>(pattern, payload)
          : client.sendFor<T>(requestId, pattern, payload),
      ),
    async listeners(pattern) {
      const [, count] = (await publisher.pubsub('NUMSUB', channelIn(prefix, pattern))) as [
        string,
        number,
      ];
      return Number(count);
    },
    submit,
    async process(name, submission, jobId) {
      const job = await submit(name, submission, jobId);
      await waitFor(async () => (await job.getState()) === 'completed', {
        what: `the ${name} job ${job.id} to complete`,
      });
      return job;
    },
    async erase(job) {
      if (!queue) throw new Error(`The ${options.service} service consumes no queue`);
      await queue.add(JobName.ErasureRequested, job, {
        ...ERASURE_JOB_OPTIONS,
        jobId: job.erasureId,
      });
      const reportId = erasureReportId({
        erasureId: job.erasureId,
        part: options.service as ErasureReport['part'],
      });
      const report = await waitFor(() => erasures.getJob(reportId), {
        what: `the ${options.service} service's report of erasure ${job.erasureId}`,
      });
      await waitFor(async () => !(await queue.getJob(job.erasureId)), {
        what: `the erasure job ${job.erasureId} to be done and removed`,
      });
      await report.remove();
      return report.data as ErasureReport;
    },
    async flushEvents() {
      // Redis delivers a channel's messages in the order it took them: once a marker published
      // now arrives, every event the service published before it has arrived too.
      const marker = randomUUID();
      await publisher.publish(channel, JSON.stringify({ type: 'marker', id: marker }));
      await waitFor(() => markers.has(marker), { what: 'the staff events channel to catch up' });
    },
    queueOf(name) {
      const other = others.get(name) ?? new Queue(name, { connection, prefix });
      others.set(name, other);
      return other;
    },
    async stop() {
      await client.close();
      await Promise.all([subscriber.quit(), publisher.quit()]);
      const open = [notificationQueue, erasures, ...others.values()];
      await Promise.all([queue?.close(), ...open.map((other) => other.close())]);
      await app.close();
      await db.drop();
      await redis.stop();
    },
  };
}
