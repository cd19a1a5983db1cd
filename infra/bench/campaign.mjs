// Campaign benchmark: for each audience size, fills a fresh newsletter database with that many
// active subscribers, starts the built newsletter and notification services (an SMTP sink that
// accepts at once behind them), schedules a campaign due now and times it until every mail is in
// the mail log as sent, once at the configured rate and once unthrottled (CAMPAIGN_RATE 0).
// Prints, per audience, the configured rate beside the ones reached, the peak resident memory of
// each service, and the notification service's heap after a full garbage collection once it is
// up and once the send is done: what it still holds, where its peak is mostly the heap V8 grew
// because it could. A send holds no audience in memory, so none of these should grow with the
// audience. Then it pauses a send of the largest audience at the configured rate once a quarter
// is sent, as the service's pause does (one conditional update), and times how long mail still
// goes out after it. BENCH_AUDIENCES (default 5000,20000), CAMPAIGN_RATE (default 1000) and
// CAMPAIGN_RATE_PER (default second) set the run; BENCH_NOTIFICATION_HEAP_MB caps the
// notification service's heap (--max-old-space-size).
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from '@bytecraft/testing/databases';
import { startService } from '@bytecraft/testing/service-process';
import { waitFor } from '@bytecraft/testing/wait-for';
import { startPeerProcess } from './peer-process.mjs';
import { peakRssMb } from './process-cpu.mjs';

const require = createRequire(import.meta.url);
const { JobName, QueueName } = require('@bytecraft/contracts/queues');

const PG = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const AUDIENCES = (process.env.BENCH_AUDIENCES ?? '5000,20000').split(',').map(Number);
const RATE = Number(process.env.CAMPAIGN_RATE ?? 1000);
const PER = process.env.CAMPAIGN_RATE_PER ?? 'second';
const HEAP_MB = process.env.BENCH_NOTIFICATION_HEAP_MB;
const NOTIFICATION_NODE_ARGS = [
  '--expose-gc',
  '--require',
  join(import.meta.dirname, 'heap-probe.cjs'),
  ...(HEAP_MB ? [`--max-old-space-size=${HEAP_MB}`] : []),
];

/** The heap a service started with heap-probe.cjs still uses after a full collection, in MB. */
async function heapAfterGcMb(service, probeFile) {
  const lines = () => (existsSync(probeFile) ? readFileSync(probeFile, 'utf8').split('\n') : ['']);
  const before = lines().length;
  service.signal('SIGUSR2');
  const heap = await waitFor(() => lines().length > before && lines().at(-2), {
    what: `${service.name} to write its heap`,
  });
  return Math.round(Number(heap) / 2 ** 20);
}

/**
 * One campaign to `audience` subscribers at `rate` a `PER` (0: unthrottled): its time and each
 * service's peak memory; with `pauseAt`, paused once that many are sent, and the time mail
 * still went out after the pause instead.
 */
async function run(audience, rate, pauseAt) {
  const prefix = `bench-campaign-${randomUUID().slice(0, 6)}`;
  const newsletterDb = await createTestDatabase('bench_campaign_newsletter', `${PG}/postgres`);
  const notificationDb = await createTestDatabase('bench_campaign_notification', `${PG}/postgres`);
  const sink = await startPeerProcess('smtp', { stdio: 'ignore' });
  // Every queue, not only those read here: the services write keys in the others too (their
  // meta), and a run leaves none of its keys behind.
  const queues = Object.values(QueueName).map(
    (name) => new Queue(name, { connection: { url: REDIS_URL }, prefix }),
  );
  const [campaigns, notification] = [QueueName.Campaigns, QueueName.Notification].map((name) =>
    queues.find((queue) => queue.name === name),
  );
  const services = [];
  const probeFile = join(tmpdir(), `${prefix}-heap`);
  try {
    const common = { REDIS_URL, QUEUE_PREFIX: prefix };
    const options = { keepOutput: 20_000 };
    services.push(
      await startService(
        'newsletter',
        {
          ...common,
          DATABASE_URL: newsletterDb.url,
          CAMPAIGN_RATE: String(rate),
          CAMPAIGN_RATE_PER: PER,
        },
        options,
      ),
      await startService(
        'notification',
        {
          ...common,
          DATABASE_URL: notificationDb.url,
          SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
          HEAP_PROBE_FILE: probeFile,
        },
        { ...options, nodeArgs: NOTIFICATION_NODE_ARGS },
      ),
    );
    // The services' migrations made the tables: the audience and a campaign due now, as a
    // scheduled one is when its time comes.
    await newsletterDb.query(
      `INSERT INTO newsletter_subscriptions (id, email, status, source, token, "subscribedAt")
       SELECT gen_random_uuid(), 'reader.' || i || '@example.com', 'active', 'footer',
              replace(gen_random_uuid()::text, '-', ''), now()
         FROM generate_series(1, $1::int) AS i`,
      [audience],
    );
    const campaignId = randomUUID();
    await newsletterDb.query(
      `INSERT INTO newsletter_campaigns (id, subject, body, state, "scheduledAt", "createdBy")
       VALUES ($1, 'Benchmark news', '# News\n\nA paragraph of **news**.', 'scheduled', now(), $2)`,
      [campaignId, randomUUID()],
    );
    const sentNow = async () =>
      (
        await notificationDb.query(
          `SELECT count(*)::int AS sent FROM mail_deliveries
            WHERE id COLLATE "C" >= $1 || '.' AND id COLLATE "C" < $1 || '/' AND status = 'sent'`,
          [campaignId],
        )
      )[0].sent;
    const heapAtStart = await heapAfterGcMb(services[1], probeFile);
    const started = Date.now();
    await campaigns.add(JobName.CampaignSend, { campaignId }, { jobId: `${campaignId}.start` });
    let pausedAt;
    let sentAtPause;
    let lastSent = 0;
    let lastSentAt;
    for (;;) {
      // A service that died (out of heap, say) would leave the loop waiting for ever.
      const dead = services.find((service) => !service.running());
      if (dead) throw new Error(`${dead.name} exited mid-send:\n${dead.output().slice(-3000)}`);
      const sent = await sentNow();
      if (sent > lastSent) [lastSent, lastSentAt] = [sent, Date.now()];
      if (sent >= audience) break;
      if (pauseAt !== undefined && pausedAt === undefined && sent >= pauseAt) {
        await newsletterDb.query(
          `UPDATE newsletter_campaigns SET state = 'paused' WHERE id = $1 AND state = 'sending'`,
          [campaignId],
        );
        [pausedAt, sentAtPause] = [Date.now(), sent];
      }
      // Paused: once no campaign job is left and the mail queue is empty, nothing more is sent.
      if (pausedAt !== undefined && (await idle(campaigns)) && (await idle(notification))) {
        const after = (await sentNow()) - sentAtPause;
        return {
          audience,
          'paused at (sent)': sentAtPause,
          'sent after the pause': after,
          'mail went on for s': Math.round((Math.max(lastSentAt, pausedAt) - pausedAt) / 100) / 10,
        };
      }
      const { failed } = await campaigns.getJobCounts('failed');
      if (failed > 0) throw new Error(`${failed} campaign jobs failed: see the campaigns queue`);
      await new Promise((resolve) => setTimeout(resolve, pausedAt === undefined ? 200 : 50));
    }
    if (pausedAt !== undefined) throw new Error('The paused campaign was sent to everyone');
    const seconds = (Date.now() - started) / 1000;
    const [newsletterRss, notificationRss] = services.map(({ pid }) => Math.round(peakRssMb(pid)));
    return {
      seconds: Math.round(seconds * 10) / 10,
      perSecond: Math.round(audience / seconds),
      newsletterRss,
      notificationRss,
      heapAtStart,
      heapAtEnd: await heapAfterGcMb(services[1], probeFile),
    };
  } finally {
    rmSync(probeFile, { force: true });
    for (const service of services) await service.stop();
    await sink.stop();
    for (const queue of queues) {
      await queue.obliterate({ force: true });
      await queue.close();
    }
    await newsletterDb.drop();
    await notificationDb.drop();
  }
}

/** No job of the queue waiting, delayed or running. */
async function idle(queue) {
  const counts = await queue.getJobCounts('waiting', 'delayed', 'active', 'prioritized');
  return Object.values(counts).every((count) => count === 0);
}

const rows = [];
for (const audience of AUDIENCES) {
  const paced = await run(audience, RATE);
  const unthrottled = await run(audience, 0);
  rows.push({
    audience,
    'configured mails/s': PER === 'second' ? RATE : RATE / 60,
    'reached mails/s': paced.perSecond,
    seconds: paced.seconds,
    'unthrottled mails/s': unthrottled.perSecond,
    'unthrottled seconds': unthrottled.seconds,
    'newsletter peak RSS MB': Math.max(paced.newsletterRss, unthrottled.newsletterRss),
    'notification peak RSS MB': Math.max(paced.notificationRss, unthrottled.notificationRss),
    'notification heap after GC MB, up': Math.max(paced.heapAtStart, unthrottled.heapAtStart),
    'notification heap after GC MB, sent': Math.max(paced.heapAtEnd, unthrottled.heapAtEnd),
  });
}
if (HEAP_MB) console.log(`The notification service's heap capped at ${HEAP_MB} MB`);
console.table(rows);
const largest = Math.max(...AUDIENCES);
console.table([await run(largest, RATE, Math.floor(largest / 4))]);
