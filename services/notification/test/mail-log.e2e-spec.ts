import { redisOptionsFromUrl } from '@bytecraft/service-runtime/config/env';
import type { MailBatch } from '@bytecraft/contracts/mail';
import { MailTemplate, StaffMailbox } from '@bytecraft/contracts/mail-templates';
import { JobName, QueueName } from '@bytecraft/contracts/queues';
import { DEFAULT_JOB_OPTIONS } from '@bytecraft/service-runtime/queues/job-options';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { startRedisServer, type RedisServer } from '@bytecraft/testing/redis-server';
import { startMailCatcher, type MailCatcher } from '@bytecraft/testing/mail-catcher';
import { startService, type ServiceProcess } from '@bytecraft/testing/service-process';
import {
  createTestDatabase,
  testQueuePrefix,
  type TestDatabase,
} from '@bytecraft/testing/databases';
import { contactMails } from '@bytecraft/testing/factories';
import { waitFor } from '@bytecraft/testing/wait-for';

/**
 * What an operator greps for: each mail's line carries the visitor's request and submission ids
 * that came with its job, so `grep <request id>` follows a submission to its mails. The service
 * runs as its own process, logging JSON lines as in production.
 */
describe('the mail log (the notification service as a process)', () => {
  const prefix = testQueuePrefix('notification-log');
  let db: TestDatabase;
  let mail: MailCatcher;
  let queue: Queue;
  let notification: ServiceProcess | undefined;
  // A Redis of the suite's own: nothing it queues is seen by, or left for, anyone else.
  let redis: RedisServer;

  beforeAll(async () => {
    [db, mail, redis] = await Promise.all([
      createTestDatabase('notification_log'),
      startMailCatcher(),
      startRedisServer(),
    ]);
    queue = new Queue(QueueName.Notification, {
      connection: redisOptionsFromUrl(redis.url),
      prefix,
    });
    notification = await startService('notification', {
      DATABASE_URL: db.url,
      QUEUE_PREFIX: prefix,
      REDIS_URL: redis.url,
      SMTP_URL: mail.smtpUrl,
      // One a day, so that the second confirmation to an address is the one held back.
      CONFIRMATIONS_PER_RECIPIENT_PER_DAY: '1',
    });
  });
  afterAll(async () => {
    await notification?.stop();
    await queue?.close();
    await redis?.stop();
    await mail?.stop();
    await db?.drop();
  });

  it("logs each mail sent with its job's request and submission ids, never the address", async () => {
    const submissionId = randomUUID();
    const visitor = `visitor.${submissionId.slice(0, 8)}@example.com`;
    const batch: MailBatch = {
      requestId: 'req-mail-log-1',
      submissionId,
      mails: contactMails(visitor, submissionId),
    };
    await queue.add(JobName.SendMail, batch, { ...DEFAULT_JOB_OPTIONS, jobId: submissionId });

    const sent = await waitFor(
      () => {
        const lines = notification!
          .logs()
          .filter((line) => line.msg === 'mail sent' && line.submissionId === submissionId);
        return lines.length === 2 ? lines : undefined;
      },
      { what: 'both mails logged as sent' },
    );
    const common = {
      queue: QueueName.Notification,
      job: JobName.SendMail,
      jobId: submissionId,
      requestId: 'req-mail-log-1',
      submissionId,
      outcome: 'sent',
    };
    expect(sent).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          ...common,
          template: MailTemplate.ContactConfirmation,
          recipient: 'visitor',
        }),
        expect.objectContaining({
          ...common,
          template: MailTemplate.ContactAlert,
          recipient: `staff:${StaffMailbox.Sales}`,
        }),
      ]),
    );
    const completed = notification!
      .logs()
      .find((line) => line.msg === 'job completed' && line.jobId === submissionId);
    expect(completed).toMatchObject({ requestId: 'req-mail-log-1', submissionId });
    expect(notification!.output()).not.toContain(visitor);
  });

  it('logs a confirmation held back by the daily cap, and the alert sent, without the address', async () => {
    const visitor = `capped.${randomUUID().slice(0, 8)}@example.com`;
    const [first, second] = [randomUUID(), randomUUID()];
    const submit = (submissionId: string) =>
      queue.add(
        JobName.SendMail,
        { submissionId, mails: contactMails(visitor, submissionId) },
        { ...DEFAULT_JOB_OPTIONS, jobId: submissionId },
      );
    await submit(first);
    await mail.waitForMail((m) => m.to[0]?.address === visitor, 'the first confirmation');
    await submit(second);

    const lines = await waitFor(
      () => {
        const found = notification!
          .logs()
          .filter((line) => line.submissionId === second && line.msg !== 'job completed');
        return found.length === 2 ? found : undefined;
      },
      { what: "both of the second submission's mails logged" },
    );
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          msg: 'confirmation skipped: its address has had its confirmations for the day',
          template: MailTemplate.ContactConfirmation,
          outcome: 'skipped-cap',
          recipient: 'visitor',
        }),
        expect.objectContaining({
          msg: 'mail sent',
          template: MailTemplate.ContactAlert,
          outcome: 'sent',
        }),
      ]),
    );
    const mailsTo = (await mail.messages()).filter((m) => m.to[0]?.address === visitor);
    expect(mailsTo.map((m) => m.text)).toEqual([expect.stringContaining('Hello Asha,')]);
    expect(notification!.output()).not.toContain(visitor);
  });
});
