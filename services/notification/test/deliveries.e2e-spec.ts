import { MailTemplate, StaffMailbox, type MailJob } from '@bytecraft/contracts/mail';
import { JobName, QueueName } from '@bytecraft/contracts/queues';
import type { INestMicroservice } from '@nestjs/common';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { redisOptionsFromUrl } from '@bytecraft/service-runtime/config/env';
import { startRedisServer, type RedisServer } from '@bytecraft/testing/redis-server';
import { freePort } from '@bytecraft/testing/free-port';
import { startMailCatcher, type MailCatcher } from '@bytecraft/testing/mail-catcher';
import {
  createTestDatabase,
  testQueuePrefix,
  type TestDatabase,
} from '@bytecraft/testing/databases';
import { waitFor } from '@bytecraft/testing/wait-for';
import { createNotificationApp } from '../src/app';
import { loadNotificationConfig } from '../src/config/notification.config';

// A Redis of the suite's own: nothing it queues is seen by, or left for, anyone else.
let redis: RedisServer;
const connection = () => redisOptionsFromUrl(redis.url);
beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(() => redis?.stop());

const buildMail = (overrides: Partial<MailJob> = {}): MailJob => ({
  deliveryId: `${randomUUID()}.${MailTemplate.ContactConfirmation}`,
  template: MailTemplate.ContactConfirmation,
  to: { visitor: `visitor.${randomUUID().slice(0, 8)}@example.com` },
  data: { Name: 'Asha Rao', Message: 'We want to move to the cloud <soon>.' },
  ...overrides,
});

/** Starts the service with its SMTP server at `smtpPort`, which may not be listening yet. */
async function startNotification(db: TestDatabase, prefix: string, smtpPort: number) {
  const app = await createNotificationApp(
    loadNotificationConfig({
      DATABASE_URL: db.url,
      QUEUE_PREFIX: prefix,
      REDIS_URL: redis.url,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      STAFF_SALES_EMAIL: 'sales-desk@bytecraft.example',
      LOG_LEVEL: 'fatal',
    }),
  );
  await app.listen();
  return app;
}

describe('notification service: deliveries', () => {
  const prefix = testQueuePrefix('notification');
  let db: TestDatabase;
  let mail: MailCatcher;
  let app: INestMicroservice;
  let queue: Queue;
  const send = (job: MailJob, jobId = job.deliveryId, opts = {}) =>
    queue.add(
      JobName.SendMail,
      { mails: [job] },
      {
        jobId,
        attempts: 3,
        backoff: { type: 'fixed', delay: 100 },
        ...opts,
      },
    );
  const mailsTo = async (address: string) =>
    (await mail.messages()).filter((m) => m.to[0]?.address === address);

  beforeAll(async () => {
    [db, mail] = await Promise.all([createTestDatabase('notification'), startMailCatcher()]);
    app = await startNotification(db, prefix, Number(new URL(mail.smtpUrl).port));
    queue = new Queue(QueueName.Notification, { connection: connection(), prefix });
  });

  afterAll(async () => {
    await queue?.close();
    await app?.close();
    await mail?.stop();
    await db?.drop();
  });

  it('mails the visitor a confirmation with text and HTML parts and records the delivery', async () => {
    const job = buildMail();
    await send(job);
    const visitor = (job.to as { visitor: string }).visitor;
    const received = await mail.waitForMail((m) => m.to[0]?.address === visitor);

    expect(received.subject).toBe('We received your project enquiry');
    expect(received.text).toContain('Message: We want to move to the cloud <soon>.');
    expect(received.html).toContain('We want to move to the cloud &#60;soon&#62;.');
    const rows = await db.query('SELECT template, recipient FROM mail_deliveries WHERE id = $1', [
      job.deliveryId,
    ]);
    expect(rows).toEqual([{ template: 'contact-confirmation', recipient: visitor }]);
  });

  it('sends staff alerts to the mailbox configured for them', async () => {
    await send(
      buildMail({ template: MailTemplate.ContactAlert, to: { staff: StaffMailbox.Sales } }),
    );
    const alert = await mail.waitForMail(
      (m) => m.to[0]?.address === 'sales-desk@bytecraft.example',
    );
    expect(alert.subject).toBe('New contact message');
  });

  it('sends a delivery once even when its job runs twice', async () => {
    const job = buildMail();
    const visitor = (job.to as { visitor: string }).visitor;
    const first = await send(job);
    await waitFor(async () => (await first.getState()) === 'completed');
    const second = await send(job, `${job.deliveryId}-again`);
    await waitFor(async () => (await second.getState()) === 'completed');

    expect((await queue.getJob(second.id!))?.returnvalue).toEqual(['already-sent']);
    expect(await mailsTo(visitor)).toHaveLength(1);
  });
});

describe('notification service: SMTP outage', () => {
  const prefix = testQueuePrefix('smtp-outage');
  let db: TestDatabase;
  let app: INestMicroservice;
  let queue: Queue;
  let mail: MailCatcher | undefined;

  beforeAll(async () => {
    db = await createTestDatabase('notification');
    queue = new Queue(QueueName.Notification, { connection: connection(), prefix });
  });

  afterAll(async () => {
    await queue?.close();
    await app?.close();
    await mail?.stop();
    await db?.drop();
  });

  it('retries with backoff while the mail server is down and delivers once it is back', async () => {
    const smtpPort = await freePort();
    app = await startNotification(db, prefix, smtpPort);
    const job = buildMail();
    const queued = await queue.add(
      JobName.SendMail,
      { mails: [job] },
      {
        jobId: job.deliveryId,
        attempts: 50,
        backoff: { type: 'fixed', delay: 200 },
      },
    );
    await waitFor(async () => (await queue.getJob(queued.id!))!.attemptsMade >= 1, {
      what: 'a failed attempt',
    });
    expect((await queue.getJob(queued.id!))?.failedReason).toMatch(/ECONNREFUSED/);

    mail = await startMailCatcher({ smtp: smtpPort });
    const visitor = (job.to as { visitor: string }).visitor;
    await mail.waitForMail((m) => m.to[0]?.address === visitor, 'the retried mail');
    await waitFor(async () => (await queue.getJob(queued.id!))?.finishedOn !== undefined);
  });
});
