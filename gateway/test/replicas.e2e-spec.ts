import { QueueName } from '@bytecraft/contracts/queues';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { redisOptionsFromUrl } from '@bytecraft/service-runtime/config/env';
import { DEFAULT_NICENESS } from '@bytecraft/service-runtime/ops/niceness';
import { Queue } from 'bullmq';
import { startRedisServer, type RedisServer } from '@bytecraft/testing/redis-server';
import { startService, type ServiceProcess } from '@bytecraft/testing/service-process';
import { waitFor } from '@bytecraft/testing/wait-for';
import { contactLoad } from './contact-load';
import { startTestSystem, type TestSystem } from './system';

const SUBMISSIONS = 300;
const CONCURRENCY = 20;

/**
 * Replicas compete for the same queues: with two lead and two notification processes at once,
 * every accepted contact is one row and two mails (confirmation and alert), each sent once.
 */
describe('two lead and two notification processes at once (system)', () => {
  let system: TestSystem;
  let app: NestFastifyApplication;
  const extra: ServiceProcess[] = [];
  const queues: Partial<Record<QueueName, Queue>> = {};

  // A Redis of the suite's own: nothing it queues is seen by, or left for, anyone else.
  let redis: RedisServer;

  beforeAll(async () => {
    redis = await startRedisServer();
    system = await startTestSystem('replicas', {}, { redisUrl: redis.url });
    ({ app } = system);
    const shared = {
      QUEUE_PREFIX: system.prefix,
      SMTP_URL: system.mail.smtpUrl,
      REDIS_URL: redis.url,
    };
    extra.push(
      ...(await Promise.all([
        startService('lead', { ...shared, DATABASE_URL: system.db.lead.url }),
        startService('notification', { ...shared, DATABASE_URL: system.db.notification.url }),
      ])),
    );
    for (const name of [QueueName.Lead, QueueName.Notification]) {
      queues[name] = new Queue(name, {
        connection: redisOptionsFromUrl(redis.url),
        prefix: system.prefix,
      });
    }
  });
  afterAll(async () => {
    for (const queue of Object.values(queues)) await queue.close();
    await Promise.all(extra.map((service) => service.stop()));
    await system?.stop();
    await redis?.stop();
  });

  /**
   * Whether each process of a service ran jobs of its queue, by its logs: a sent mail's job
   * leaves Redis, so the queue no longer says who ran it.
   */
  const eachRanJobs = (name: QueueName.Lead | QueueName.Notification, replica: ServiceProcess) =>
    [system.service(name), replica].map((process) =>
      process.logs().some((line) => line.msg === 'job completed' && line.queue === name),
    );

  it(`stores each of ${SUBMISSIONS} contacts once and sends each of its mails once`, async () => {
    const run = `replicas-${Date.now()}`;
    const { contacts, send } = contactLoad(app, run, SUBMISSIONS);
    const ids: string[] = [];
    await send(CONCURRENCY, (res) => {
      expect(res.status).toBe(201);
      ids.push(res.body.data.id as string);
    });

    const rows = await waitFor(
      async () => {
        const found = await system.db.lead.query<{ id: string }>(
          'SELECT id FROM contacts WHERE company = $1',
          [run],
        );
        return found.length === SUBMISSIONS ? found : undefined;
      },
      { timeoutMs: 60_000, what: `${SUBMISSIONS} stored contacts` },
    );
    expect(rows.map((row) => row.id).sort()).toEqual([...ids].sort());

    // The confirmations by their addresses (they repeat nothing the visitor sent), the alerts by
    // the run's company.
    const addresses = new Set(contacts.map((contact) => contact.email));
    const ours = async () =>
      (await system.mail.messages()).filter(
        (m) => addresses.has(m.to[0]?.address ?? '') || m.text?.includes(run) === true,
      );
    await waitFor(async () => (await ours()).length >= 2 * SUBMISSIONS, {
      timeoutMs: 60_000,
      what: `${2 * SUBMISSIONS} mails`,
    });
    // Nothing is left to run that could still send a duplicate.
    await waitFor(
      async () => {
        const counts = await Promise.all(
          Object.values(queues).map((queue) =>
            queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized'),
          ),
        );
        return counts.every((count) => Object.values(count).every((n) => n === 0));
      },
      { what: 'the lead and notification queues to drain' },
    );

    const mails = await ours();
    expect(mails).toHaveLength(2 * SUBMISSIONS);
    // One Message-ID per delivery id, so a mail sent twice would show up here.
    expect(new Set(mails.map((m) => m.headers['message-id'])).size).toBe(2 * SUBMISSIONS);
    for (const contact of contacts) {
      expect(mails.filter((m) => m.to[0]?.address === contact.email)).toHaveLength(1);
    }
    expect(mails.filter((m) => m.to[0]?.address === 'sales@bytecraft.example')).toHaveLength(
      SUBMISSIONS,
    );
    // Both processes of each service took jobs.
    expect(eachRanJobs(QueueName.Lead, extra[0])).toEqual([true, true]);
    expect(eachRanJobs(QueueName.Notification, extra[1])).toEqual([true, true]);
  }, 180_000);

  it('runs each service process at its niceness: storing gives way to accepting, mail to both', () => {
    const niceness = extra.map(
      (service) => service.logs().find((line) => line.nice !== undefined)?.nice,
    );
    expect(niceness).toEqual([DEFAULT_NICENESS.lead, DEFAULT_NICENESS.notification]);
    expect(DEFAULT_NICENESS.lead).toBeGreaterThan(0);
    expect(DEFAULT_NICENESS.notification).toBeGreaterThan(DEFAULT_NICENESS.lead);
  });
});
