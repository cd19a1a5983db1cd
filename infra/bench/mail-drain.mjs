// Mail benchmark: fills the notification queue with contact mail batches (a confirmation and an
// alert each, as the lead service publishes them), then starts the built notification service
// alone against an SMTP sink that accepts at once, and times it draining the queue. Prints mails
// a second and the service's CPU a mail (counted from its first finished job, so start-up is
// left out) beside the sink's, the control for how fast the machine runs. BENCH_BATCHES sets
// how many batches (default 4,000: 8,000 mails); BENCH_NOTIFICATION=path/to/main.js drains with
// another build (for interleaved runs).
import { Queue } from 'bullmq';
import { fork, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from './free-port.mjs';
import { cpuSeconds } from './process-cpu.mjs';

const require = createRequire(import.meta.url);
const { mailBatchId, MailTemplate, StaffMailbox } = require('@bytecraft/contracts/mail');
const { JobName, QueueName } = require('@bytecraft/contracts/queues');
const { DEFAULT_JOB_OPTIONS } = require('@bytecraft/service-runtime/queues/job-options');

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const PG = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const BATCHES = Number(process.env.BENCH_BATCHES ?? 4000);
const NOTIFICATION_MAIN =
  process.env.BENCH_NOTIFICATION ?? join(ROOT, 'services/notification/dist/main.js');

/** One contact's two mails, as the lead service asks for them. */
function contactBatch(i) {
  const id = randomUUID();
  const data = {
    Name: 'Asha Rao',
    Email: `visitor${i}@example.com`,
    Company: 'Rao Logistics',
    Service: 'Cloud Solutions',
    Message: 'We want to move our dispatch system to the cloud this year.',
  };
  const mails = [
    {
      deliveryId: `${id}.${MailTemplate.ContactConfirmation}`,
      template: MailTemplate.ContactConfirmation,
      to: { visitor: data.Email },
      data,
    },
    {
      deliveryId: `${id}.${MailTemplate.ContactAlert}`,
      template: MailTemplate.ContactAlert,
      to: { staff: StaffMailbox.Sales },
      data,
    },
  ];
  return {
    name: JobName.SendMail,
    data: { requestId: randomUUID(), submissionId: id, mails },
    opts: { ...DEFAULT_JOB_OPTIONS, jobId: mailBatchId(mails) },
  };
}

const suffix = randomUUID().slice(0, 6);
const database = `bench_mail_${suffix}`;
const admin = new pg.Client({ connectionString: `${PG}/postgres` });
await admin.connect();
await admin.query(`CREATE DATABASE "${database}"`);
const smtpPort = await freePort();
const sink = fork(join(ROOT, 'infra/bench/sinks.mjs'), ['smtp', String(smtpPort)], {
  stdio: 'ignore',
});
const queue = new Queue(QueueName.Notification, {
  connection: { url: REDIS_URL },
  prefix: `bench-mail-${suffix}`,
});
let service;
try {
  await new Promise((resolve) => sink.on('message', (m) => m.type === 'ready' && resolve()));
  const jobs = Array.from({ length: BATCHES }, (_, i) => contactBatch(i));
  for (let i = 0; i < jobs.length; i += 500) await queue.addBulk(jobs.slice(i, i + 500));

  service = spawn(process.execPath, [NOTIFICATION_MAIN], {
    env: {
      ...process.env,
      REDIS_URL,
      QUEUE_PREFIX: `bench-mail-${suffix}`,
      DATABASE_URL: `${PG}/${database}`,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LOG_FORMAT: 'json',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let from;
  for (;;) {
    const { completed, failed } = await queue.getJobCounts('completed', 'failed');
    if (failed > 0) throw new Error(`${failed} mail jobs failed`);
    if (!from && completed > 0) {
      from = {
        completed,
        at: Date.now(),
        cpu: cpuSeconds(service.pid),
        sink: cpuSeconds(sink.pid),
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
    'SMTP sink CPU µs a mail': perMail(cpuSeconds(sink.pid) - from.sink),
  });
} finally {
  if (service) {
    service.kill('SIGTERM');
    if (service.exitCode === null) await new Promise((resolve) => service.once('exit', resolve));
  }
  sink.kill();
  await queue.obliterate({ force: true });
  await queue.close();
  await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await admin.end();
}
