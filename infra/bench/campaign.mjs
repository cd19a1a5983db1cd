// Campaign benchmark: for each audience size, fills a fresh newsletter database with that many
// active subscribers, starts the built newsletter and notification services (an SMTP sink that
// accepts at once behind them), schedules a campaign due now and times it until every mail is in
// the mail log as sent. Prints, per audience, the configured rate beside the one reached and the
// peak resident memory of each service: a send holds no audience in memory, so the newsletter
// service's peak should not grow with the audience. BENCH_AUDIENCES (default 5000,50000),
// CAMPAIGN_RATE (default 1000) and CAMPAIGN_RATE_PER (default second) set the run.
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createTestDatabase } from '@bytecraft/testing/databases';
import { startService } from '@bytecraft/testing/service-process';
import { startPeerProcess } from './peer-process.mjs';

const require = createRequire(import.meta.url);
const { JobName, QueueName } = require('@bytecraft/contracts/queues');

const PG = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const AUDIENCES = (process.env.BENCH_AUDIENCES ?? '5000,50000').split(',').map(Number);
const RATE = Number(process.env.CAMPAIGN_RATE ?? 1000);
const PER = process.env.CAMPAIGN_RATE_PER ?? 'second';

/** Resident memory of a process now, in MB; 0 once it is gone. */
function rssMb(pid) {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1];
    return Number(kb) / 1024;
  } catch {
    return 0;
  }
}

/** One campaign to `audience` subscribers: its figures. */
async function run(audience) {
  const prefix = `bench-campaign-${randomUUID().slice(0, 6)}`;
  const newsletterDb = await createTestDatabase('bench_campaign_newsletter', `${PG}/postgres`);
  const notificationDb = await createTestDatabase('bench_campaign_notification', `${PG}/postgres`);
  const sink = await startPeerProcess('smtp', { stdio: 'ignore' });
  const [campaigns, ...others] = [
    QueueName.Campaigns,
    QueueName.Notification,
    QueueName.Newsletter,
  ].map((name) => new Queue(name, { connection: { url: REDIS_URL }, prefix }));
  const services = [];
  try {
    const common = { REDIS_URL, QUEUE_PREFIX: prefix };
    const options = { keepOutput: 20_000 };
    services.push(
      await startService(
        'newsletter',
        {
          ...common,
          DATABASE_URL: newsletterDb.url,
          CAMPAIGN_RATE: String(RATE),
          CAMPAIGN_RATE_PER: PER,
        },
        options,
      ),
      await startService(
        'notification',
        { ...common, DATABASE_URL: notificationDb.url, SMTP_URL: `smtp://127.0.0.1:${sink.port}` },
        options,
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
    const peak = services.map(() => 0);
    const started = Date.now();
    await campaigns.add(JobName.CampaignSend, { campaignId }, { jobId: `${campaignId}.start` });
    for (;;) {
      services.forEach((service, i) => (peak[i] = Math.max(peak[i], rssMb(service.pid))));
      const [{ sent }] = await notificationDb.query(
        `SELECT count(*)::int AS sent FROM mail_deliveries
          WHERE id COLLATE "C" >= $1 || '.' AND id COLLATE "C" < $1 || '/' AND status = 'sent'`,
        [campaignId],
      );
      if (sent >= audience) break;
      const { failed } = await campaigns.getJobCounts('failed');
      if (failed > 0) throw new Error(`${failed} campaign jobs failed: see the campaigns queue`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const seconds = (Date.now() - started) / 1000;
    const perSecond = PER === 'second' ? RATE : RATE / 60;
    return {
      audience,
      'configured mails/s': perSecond,
      'reached mails/s': Math.round(audience / seconds),
      seconds: Math.round(seconds * 10) / 10,
      'newsletter peak RSS MB': Math.round(peak[0]),
      'notification peak RSS MB': Math.round(peak[1]),
    };
  } finally {
    for (const service of services) await service.stop();
    await sink.stop();
    for (const queue of [campaigns, ...others]) {
      await queue.obliterate({ force: true });
      await queue.close();
    }
    await newsletterDb.drop();
    await notificationDb.drop();
  }
}

const rows = [];
for (const audience of AUDIENCES) rows.push(await run(audience));
console.table(rows);
