// Mail benchmark: fills the notification queue with contact mail batches (a confirmation and an
// alert each, as the lead service publishes them), then starts the built notification service
// alone against an SMTP sink that accepts at once, and times it draining the queue. Prints mails
// a second and the service's CPU a mail (counted from its first finished job, so start-up is
// left out), the garbage collection its /metrics count a mail, and the sink's CPU a mail, the
// control for how fast the machine runs. BENCH_BATCHES sets how many batches (default 4,000:
// 8,000 mails); BENCH_NOTIFICATION=path/to/main.js drains with another build (for interleaved
// runs).
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { createTestDatabase } from '@bytecraft/testing/databases';
import { buildContact } from '@bytecraft/testing/factories';
import { gcSeconds } from '@bytecraft/testing/metrics';
import { startService } from '@bytecraft/testing/service-process';
import { startPeerProcess } from './peer-process.mjs';
import { cpuSeconds } from './process-cpu.mjs';

const require = createRequire(import.meta.url);
const { confirmationAndAlert, mailBatchId } = require('@bytecraft/contracts/mail');
const { MailTemplate, StaffMailbox } = require('@bytecraft/contracts/mail-templates');
const { JobName, QueueName } = require('@bytecraft/contracts/queues');
const { DEFAULT_JOB_OPTIONS } = require('@bytecraft/service-runtime/queues/job-options');

const PG = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const BATCHES = Number(process.env.BENCH_BATCHES ?? 4000);
const NOTIFICATION_MAIN = process.env.BENCH_NOTIFICATION;

/** One contact's two mails, as the lead service asks for them. */
function contactBatch(i) {
  const id = randomUUID();
  const contact = buildContact({ email: `visitor${i}@example.com` });
  const mails = confirmationAndAlert({
    kind: 'contact',
    recordId: id,
    visitor: contact,
    confirmation: MailTemplate.ContactConfirmation,
    alert: MailTemplate.ContactAlert,
    mailbox: StaffMailbox.Sales,
    data: {
      Name: contact.name,
      Email: contact.email,
      Company: contact.company,
      Service: 'Cloud Solutions',
      Message: contact.message,
    },
  });
  return {
    name: JobName.SendMail,
    data: { requestId: randomUUID(), submissionId: id, mails },
    opts: { ...DEFAULT_JOB_OPTIONS, jobId: mailBatchId(mails) },
  };
}

const prefix = `bench-mail-${randomUUID().slice(0, 6)}`;
const database = await createTestDatabase('bench_mail', `${PG}/postgres`);
const sink = await startPeerProcess('smtp', { stdio: 'ignore' });
const queue = new Queue(QueueName.Notification, { connection: { url: REDIS_URL }, prefix });
let service;
try {
  const jobs = Array.from({ length: BATCHES }, (_, i) => contactBatch(i));
  for (let i = 0; i < jobs.length; i += 500) await queue.addBulk(jobs.slice(i, i + 500));

  service = await startService(
    'notification',
    {
      REDIS_URL,
      QUEUE_PREFIX: prefix,
      DATABASE_URL: database.url,
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    },
    // Its log lines are not read after start: only the last few are kept for a failure.
    { main: NOTIFICATION_MAIN, keepOutput: 20_000 },
  );
  // Read while the start line, which names the port, is still in the kept output.
  const metricsUrl = service.metricsUrl();
  let from;
  for (;;) {
    const { completed, failed } = await queue.getJobCounts('completed', 'failed');
    if (failed > 0) throw new Error(`${failed} mail jobs failed`);
    if (!from && completed > 0) {
      from = {
        completed,
        at: Date.now(),
        cpu: cpuSeconds(service.pid),
        sink: cpuSeconds(sink.child.pid),
        gc: await gcSeconds(metricsUrl),
      };
    }
    if (completed >= BATCHES) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const mails = (BATCHES - from.completed) * 2;
  const perMail = (cpu) => Math.round((cpu * 1e6) / mails);
  console.table({
    'mails timed': mails,
    'mails/s': Math.round((mails * 1000) / (Date.now() - from.at)),
    'notification CPU µs a mail': perMail(cpuSeconds(service.pid) - from.cpu),
    'notification GC µs a mail': perMail((await gcSeconds(metricsUrl)) - from.gc),
    'SMTP sink CPU µs a mail': perMail(cpuSeconds(sink.child.pid) - from.sink),
  });
} finally {
  await service?.stop();
  await sink.stop();
  await queue.obliterate({ force: true });
  await queue.close();
  await database.drop();
}
