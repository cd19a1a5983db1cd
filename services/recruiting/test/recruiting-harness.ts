import { staffEventsChannel, type StaffEvent } from '@bytecraft/contracts/admin';
import { DEFAULT_JOB_OPTIONS, JobName, QueueName } from '@bytecraft/contracts/queues';
import type { INestMicroservice } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import {
  channelIn,
  NamespacedClientRedis,
} from '@bytecraft/service-runtime/transport/namespaced-redis';
import { Queue, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { firstValueFrom } from 'rxjs';
import {
  createTestDatabase,
  testQueuePrefix,
  type TestDatabase,
} from '../../../infra/testing/test-database';
import { waitFor } from '../../../infra/testing/wait-for';
import { createRecruitingApp } from '../src/app';
import { loadRecruitingConfig } from '../src/config/recruiting.config';

const connection = { host: '127.0.0.1', port: 6379 };

export type RecruitingJobName =
  | JobName.JobApplicationSubmitted
  | JobName.ResumeSubmitted
  | JobName.InternshipApplicationSubmitted
  | JobName.InternshipQuestionAsked;

export interface RecruitingHarness {
  app: INestMicroservice;
  db: TestDatabase;
  recruitingQueue: Queue;
  /** Where the service asks for mail; no notification worker runs, so its jobs stay to read. */
  notificationQueue: Queue;
  /** Every staff event heard on the suite's channel so far, oldest first. */
  events: StaffEvent[];
  /** Asks the service over the Redis transport, as the gateway does. */
  ask<T>(pattern: string, payload: unknown): Promise<T>;
  /**
   * How many processes listen for a message pattern. The Redis transport subscribes only to
   * the patterns a service handles, so a request for any other is never answered (the gateway
   * times out): this is how a test sees that a pattern is not offered.
   */
  listeners(pattern: string): Promise<number>;
  /** Publishes a job as the gateway does (the submission id as job id unless told otherwise). */
  submit(name: string, submission: { id: string }, jobId?: string): Promise<Job>;
  /** Publishes a job and waits until the service has completed it. */
  process(name: RecruitingJobName, submission: { id: string }, jobId?: string): Promise<Job>;
  /** Resolves once every staff event published before this call has been heard. */
  flushEvents(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The recruiting service in-process on a fresh database and a queue prefix of its own, a
 * client of its message patterns, its queues, and a listener on its staff events channel.
 */
export async function startRecruiting(suite: string): Promise<RecruitingHarness> {
  const prefix = testQueuePrefix(`recruiting-${suite}`);
  const db = await createTestDatabase('recruiting');
  const app: INestMicroservice = await createRecruitingApp(
    loadRecruitingConfig({ DATABASE_URL: db.url, QUEUE_PREFIX: prefix, LOG_LEVEL: 'error' }),
  );
  await app.listen();
  const recruitingQueue = new Queue(QueueName.Recruiting, { connection, prefix });
  const notificationQueue = new Queue(QueueName.Notification, { connection, prefix });
  const client: ClientProxy = new NamespacedClientRedis(prefix, 'redis://127.0.0.1:6379');

  const events: StaffEvent[] = [];
  const markers = new Set<string>();
  const subscriber = new Redis(connection);
  const channel = staffEventsChannel(prefix);
  await subscriber.subscribe(channel);
  subscriber.on('message', (_channel: string, message: string) => {
    const event = JSON.parse(message) as StaffEvent | { type: 'marker'; id: string };
    if (event.type === 'marker') markers.add(event.id);
    else events.push(event);
  });
  const publisher = new Redis(connection);

  const submit = (name: string, submission: { id: string }, jobId = submission.id) =>
    recruitingQueue.add(name, submission, { ...DEFAULT_JOB_OPTIONS, jobId });

  return {
    app,
    db,
    recruitingQueue,
    notificationQueue,
    events,
    ask: <T>(pattern: string, payload: unknown) => firstValueFrom(client.send<T>(pattern, payload)),
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
    async flushEvents() {
      // Redis delivers a channel's messages in the order it took them, so once a marker
      // published now arrives, every event the service published before it has arrived too.
      const marker = randomUUID();
      await publisher.publish(channel, JSON.stringify({ type: 'marker', id: marker }));
      await waitFor(() => markers.has(marker), { what: 'the staff events channel to catch up' });
    },
    async stop() {
      await client.close();
      await Promise.all([subscriber.quit(), publisher.quit()]);
      await Promise.all([
        recruitingQueue.obliterate({ force: true }),
        notificationQueue.obliterate({ force: true }),
      ]);
      await Promise.all([recruitingQueue.close(), notificationQueue.close()]);
      await app.close();
      await db.drop();
    },
  };
}
