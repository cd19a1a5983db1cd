// Inbound mail benchmark: the built notification, lead and recruiting services on fresh
// databases; BENCH_MESSAGES contacts (default 1,000) stored through the lead queue, then one
// visitor's answer from each address sent into the notification service's SMTP listener (a few
// connections at once, as relays deliver), each stored once, matched by its sender to their
// contact and appended to it as a visitor-reply. Prints the time from the first message sent to
// the last reply on its record, messages a second, and the peak resident memory of the
// notification and lead services.
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { createTransport } from 'nodemailer';
import { createTestDatabase } from '@bytecraft/testing/databases';
import { buildContactSubmission } from '@bytecraft/testing/factories';
import { freePort } from '@bytecraft/testing/free-port';
import { startService } from '@bytecraft/testing/service-process';
import { startPeerProcess } from './peer-process.mjs';
import { peakRssMb } from './process-cpu.mjs';

const require = createRequire(import.meta.url);
const { JobName, QueueName } = require('@bytecraft/contracts/queues');
const { DEFAULT_JOB_OPTIONS } = require('@bytecraft/service-runtime/queues/job-options');

const PG = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1000);
/** SMTP connections sending at once. */
const CONNECTIONS = 4;
const DOMAIN = 'bytecraft.example';

/** Polls `count` until it reaches `target`, failing after `timeoutMs`. */
async function until(what, count, target, timeoutMs = 600_000) {
  const deadline = Date.now() + timeoutMs;
  for (let now = await count(); now < target; now = await count()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}: ${now}/${target}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const prefix = `bench-inbound-${randomUUID().slice(0, 6)}`;
const names = ['notification', 'lead', 'recruiting'];
const databases = await Promise.all(
  names.map((name) => createTestDatabase(`bench_inbound_${name}`, `${PG}/postgres`)),
);
const [notificationDb, leadDb] = databases;
const queue = new Queue(QueueName.Lead, { connection: { url: REDIS_URL }, prefix });
// The owners' alerts go to a sink that accepts at once.
const sink = await startPeerProcess('smtp', { stdio: 'ignore' });
const services = [];
try {
  const port = await freePort();
  const common = { REDIS_URL, QUEUE_PREFIX: prefix, SMTP_URL: `smtp://127.0.0.1:${sink.port}` };
  services.push(
    ...(await Promise.all(
      names.map((name, i) =>
        startService(
          name,
          {
            ...common,
            DATABASE_URL: databases[i].url,
            ...(name === 'notification'
              ? {
                  INBOUND_MAIL_DOMAIN: DOMAIN,
                  INBOUND_SMTP_PORT: String(port),
                  INBOUND_SMTP_HOST: '127.0.0.1',
                }
              : {}),
          },
          { keepOutput: 20_000 },
        ),
      ),
    )),
  );
  const [notification, lead] = services;

  const senders = Array.from({ length: MESSAGES }, (_, i) => `visitor${i}@example.com`);
  const submissions = senders.map((email) => buildContactSubmission({ email }));
  await queue.addBulk(
    submissions.map((submission) => ({
      name: JobName.ContactSubmitted,
      data: submission,
      opts: { ...DEFAULT_JOB_OPTIONS, jobId: submission.id },
    })),
  );
  const count = (db, sql) => async () => (await db.query(sql))[0].n;
  await until(
    'the contacts stored',
    count(leadDb, 'SELECT count(*)::int AS n FROM contacts'),
    MESSAGES,
  );

  const started = Date.now();
  const transports = Array.from({ length: CONNECTIONS }, () =>
    createTransport({ host: '127.0.0.1', port, ignoreTLS: true, pool: true, maxConnections: 1 }),
  );
  await Promise.all(
    transports.map(async (transport, t) => {
      for (let i = t; i < MESSAGES; i += CONNECTIONS) {
        await transport.sendMail({
          from: senders[i],
          to: `replies@${DOMAIN}`,
          subject: 'Re: your enquiry',
          text: `Friday works for us.\n\nOn Mon, Bytecraft wrote:\n> A quote follows.`,
        });
      }
    }),
  );
  const sent = Date.now();
  await until(
    'the answers matched',
    count(
      notificationDb,
      `SELECT count(*)::int AS n FROM inbound_messages WHERE status = 'matched'`,
    ),
    MESSAGES,
  );
  await until(
    'the answers on their records',
    count(leadDb, `SELECT count(*)::int AS n FROM activity_entries WHERE type = 'visitor-reply'`),
    MESSAGES,
  );
  const done = Date.now();
  for (const transport of transports) transport.close();
  console.table({
    messages: MESSAGES,
    'all sent, s': (sent - started) / 1000,
    'all on their records, s': (done - started) / 1000,
    'messages/s': Math.round((MESSAGES * 1000) / (done - started)),
    'notification peak RSS MB': Math.round(peakRssMb(notification.pid)),
    'lead peak RSS MB': Math.round(peakRssMb(lead.pid)),
  });
} finally {
  for (const service of services) await service.stop();
  await sink.stop();
  await queue.obliterate({ force: true });
  await queue.close();
  for (const database of databases) await database.drop();
}
