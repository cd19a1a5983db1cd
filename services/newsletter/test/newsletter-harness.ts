import { staffEventsChannel, type StaffEvent } from '@bytecraft/contracts/admin';
import { redisOptionsFromUrl } from '@bytecraft/contracts/env';
import { QueueName } from '@bytecraft/contracts/queues';
import type { INestMicroservice } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import {
  channelIn,
  NamespacedClientRedis,
} from '@bytecraft/service-runtime/transport/namespaced-redis';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { firstValueFrom } from 'rxjs';
import { startRedisServer } from '../../../infra/testing/redis-server';
import {
  createTestDatabase,
  testQueuePrefix,
  type TestDatabase,
} from '../../../infra/testing/test-database';
import { waitFor } from '../../../infra/testing/wait-for';
import { createNewsletterApp } from '../src/app';
import { loadNewsletterConfig } from '../src/config/newsletter.config';

export interface NewsletterHarness {
  app: INestMicroservice;
  db: TestDatabase;
  prefix: string;
  /** Where the service asks for mail; no notification worker runs, so its jobs stay to read. */
  notificationQueue: Queue;
  /** Every staff event heard on the suite's channel so far, oldest first. */
  events: StaffEvent[];
  /** Asks the service over the Redis transport, as the gateway does. */
  ask<T>(pattern: string, payload: unknown): Promise<T>;
  /** How many processes listen for a message pattern (a pattern nobody offers is never answered). */
  listeners(pattern: string): Promise<number>;
  /** Resolves once every staff event published before this call has been heard. */
  flushEvents(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The newsletter service in-process on a fresh database, with a client of its message patterns,
 * the notification queue, and a listener on its staff events channel, all on a Redis of the
 * suite's own. The Redis transport's channels are the bare pattern names in every Redis
 * database, so on a shared Redis any other newsletter service running meanwhile (another suite,
 * `npm start`) would answer this suite's requests from its own database, and this one theirs.
 */
export async function startNewsletter(suite: string): Promise<NewsletterHarness> {
  const redis = await startRedisServer();
  const connection = redisOptionsFromUrl(redis.url);
  const prefix = testQueuePrefix(`newsletter-${suite}`);
  const db = await createTestDatabase(`newsletter_${suite.replace(/\W/g, '_')}`);
  const app = await createNewsletterApp(
    loadNewsletterConfig({
      DATABASE_URL: db.url,
      REDIS_URL: redis.url,
      QUEUE_PREFIX: prefix,
      LOG_LEVEL: 'fatal',
    }),
  );
  await app.listen();
  const notificationQueue = new Queue(QueueName.Notification, { connection, prefix });
  const client: ClientProxy = new NamespacedClientRedis(prefix, redis.url);

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

  return {
    app,
    db,
    prefix,
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
    async flushEvents() {
      // Redis delivers a channel's messages in the order it took them: once a marker published
      // now arrives, every event the service published before it has arrived too.
      const marker = randomUUID();
      await publisher.publish(channel, JSON.stringify({ type: 'marker', id: marker }));
      await waitFor(() => markers.has(marker), { what: 'the staff events channel to catch up' });
    },
    async stop() {
      await client.close();
      await Promise.all([subscriber.quit(), publisher.quit()]);
      await notificationQueue.close();
      await app.close();
      await db.drop();
      // The whole Redis goes with its suite, queues and all.
      await redis.stop();
    },
  };
}
