// Pipeline benchmark: public submissions of every kind (a fifth with a resume) through the real
// gateway and the four services, each its own process on databases and a queue prefix of its
// own, against an SMTP sink that accepts at once (`--maildev`: against MailDev instead).
//
// Phase 1 (burst): BENCH_SUBMISSIONS (10,000) at full speed from BENCH_CONNECTIONS (50)
// concurrent clients; prints accepted/s and the time from the first request until every request
// is accepted, until every row is stored and until every mail has been accepted by SMTP.
// Phase 2 (steady): BENCH_RATE (200) submissions a second for BENCH_STEADY_SECONDS (30), sent on
// schedule whatever the answers' latency; prints p50/p95/p99 of submit -> row and submit ->
// mail.
//
// A row's time is its `updatedAt`, which the insert sets; a mail's is its `sentAt`, recorded
// once the SMTP server has answered 250. Both come from PostgreSQL's clock, on this machine
// like the client's. Redis is the bench's own (AOF on, as compose runs it) unless
// BENCH_REDIS_URL names one; PostgreSQL is the machine's. Services log as in production (JSON
// at LOG_LEVEL log). It also prints the CPU each process used, per submission, and how long
// the rows' share of it (all but the mail) keeps the cores busy.
//
// BENCH_REPLICAS=lead=2,notification=2 starts more worker processes;
// BENCH_SERVICE_ENV='{"notification":{"WORKER_CONCURRENCY":"64"}}' sets a service's variables;
// BENCH_ONLY=burst|steady runs one phase; BENCH_KINDS=newsletter,contact sends only those
// kinds; BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the gateway, each service, s3rver and
// the SMTP sink there. Exits 1 when a target is missed.
import { Queue } from 'bullmq';
import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { createTestDatabase } from '@bytecraft/testing/databases';
import { files, SUBMISSION_FACTORIES } from '@bytecraft/testing/factories';
import { startMailCatcher } from '@bytecraft/testing/mail-catcher';
import { startRedisServer } from '@bytecraft/testing/redis-server';
import { SERVICE_NAMES, startGateway, startService } from '@bytecraft/testing/service-process';
import { waitFor } from '@bytecraft/testing/wait-for';
import { startPeerProcess } from './peer-process.mjs';
import { cpuSeconds } from './process-cpu.mjs';

const env = (name, fallback) => process.env[name] ?? fallback;
const PG = env('POSTGRES_URL', 'postgres://postgres@127.0.0.1:5432');
/** A Redis to use instead of the bench's own (which it starts as compose runs Redis: AOF on). */
const SHARED_REDIS_URL = env('BENCH_REDIS_URL', '');
const MAILDEV = process.argv.includes('--maildev') || env('BENCH_SMTP', '') === 'maildev';
const SUBMISSIONS = Number(env('BENCH_SUBMISSIONS', 10_000));
const CONNECTIONS = Number(env('BENCH_CONNECTIONS', 50));
const RATE = Number(env('BENCH_RATE', 200));
const STEADY_SECONDS = Number(env('BENCH_STEADY_SECONDS', 30));
const ONLY = env('BENCH_ONLY', '');
const ONLY_KINDS = env('BENCH_KINDS', '').split(',').filter(Boolean);
const REPLICAS = Object.fromEntries(
  env('BENCH_REPLICAS', '')
    .split(',')
    .filter(Boolean)
    .map((pair) => pair.split('=').map((part, i) => (i ? Number(part) : part.trim()))),
);
const SERVICE_ENV = JSON.parse(env('BENCH_SERVICE_ENV', '{}'));
const CPU_PROF = env('BENCH_CPU_PROF', '');
const NODE_ARGS = CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : [];
const TARGETS = { rowsMs: 15_000, mailsMs: 30_000, rowP95Ms: 200, mailP95Ms: 1_000 };
const WORKER_QUEUES = { lead: 'lead', recruiting: 'recruiting', notification: 'notification' };
const DONE_TIMEOUT_MS = 300_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const unique = () => randomBytes(5).toString('hex');

// --- What visitors send ------------------------------------------------------------------

const RESUME = files.pdf({ size: 30 * 1024 });

function multipart(fields, file) {
  const boundary = `----bench${unique()}`;
  const parts = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      file,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { type: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(parts) };
}

const json = (value) => ({ type: 'application/json', body: Buffer.from(JSON.stringify(value)) });

/** Every public kind: its route, where its row lands, how many mails it causes, its share. */
const KINDS = [
  {
    kind: 'contact',
    path: '/api/contact',
    db: 'lead',
    table: 'contacts',
    mails: 2,
    weight: 5,
    body: (email) => json(SUBMISSION_FACTORIES.contact({ email })),
  },
  {
    kind: 'consultation',
    path: '/api/consultation',
    db: 'lead',
    table: 'consultations',
    mails: 2,
    weight: 2,
    body: (email) => json(SUBMISSION_FACTORIES.consultation({ email })),
  },
  {
    kind: 'schedule-call',
    path: '/api/schedule-call',
    db: 'lead',
    table: 'schedule_calls',
    mails: 2,
    weight: 2,
    body: (email) => json(SUBMISSION_FACTORIES['schedule-call']({ email })),
  },
  {
    kind: 'developer-hire',
    path: '/api/developer-hire',
    db: 'lead',
    table: 'developer_hires',
    mails: 2,
    weight: 2,
    body: (email) => json(SUBMISSION_FACTORIES['developer-hire']({ email })),
  },
  {
    kind: 'job-application',
    path: '/api/job-application',
    db: 'recruiting',
    table: 'job_applications',
    mails: 2,
    weight: 2,
    body: (email) => multipart(SUBMISSION_FACTORIES['job-application']({ email }), RESUME),
  },
  {
    kind: 'resume',
    path: '/api/job-application/resume',
    db: 'recruiting',
    table: 'job_applications',
    mails: 2,
    weight: 1,
    body: (email) => multipart({ name: 'Dev Patel', email }, RESUME),
  },
  {
    kind: 'internship (resume)',
    path: '/api/internship/application',
    db: 'recruiting',
    table: 'internship_applications',
    mails: 2,
    weight: 1,
    body: (email) => multipart(SUBMISSION_FACTORIES['internship-application']({ email }), RESUME),
  },
  {
    kind: 'internship',
    path: '/api/internship/application',
    db: 'recruiting',
    table: 'internship_applications',
    mails: 2,
    weight: 1,
    body: (email) => multipart(SUBMISSION_FACTORIES['internship-application']({ email })),
  },
  {
    kind: 'internship-question',
    path: '/api/internship/question',
    db: 'recruiting',
    table: 'internship_questions',
    mails: 2,
    weight: 2,
    body: (email) => json(SUBMISSION_FACTORIES['internship-question']({ email })),
  },
  {
    kind: 'newsletter',
    path: '/api/newsletter/subscribe',
    db: 'newsletter',
    table: 'newsletter_subscriptions',
    mails: 1,
    weight: 2,
    body: (email) => json(SUBMISSION_FACTORIES['newsletter-subscription']({ email })),
  },
];

/** n submissions in a fixed interleaving of the kinds (BENCH_KINDS, or all) by weight. */
function plan(n) {
  const kinds = ONLY_KINDS.length ? KINDS.filter(({ kind }) => ONLY_KINDS.includes(kind)) : KINDS;
  if (!kinds.length) throw new Error(`BENCH_KINDS names none of ${KINDS.map((k) => k.kind)}`);
  const cycle = [];
  const left = kinds.map((kind) => kind.weight);
  while (left.some((w) => w > 0)) {
    kinds.forEach((kind, i) => {
      if (left[i]-- > 0) cycle.push(kind);
    });
  }
  return Array.from({ length: n }, (_, i) => cycle[i % cycle.length]);
}

// --- The client ---------------------------------------------------------------------------

const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

function submit(port, kind) {
  const email = `bench.${unique()}@example.com`;
  const { type, body } = kind.body(email);
  const sentAt = Date.now();
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: kind.path,
        method: 'POST',
        agent,
        headers: {
          'content-type': type,
          'content-length': body.length,
          'idempotency-key': randomUUID(),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const answeredAt = Date.now();
          let id;
          try {
            id = JSON.parse(Buffer.concat(chunks).toString()).data?.id;
          } catch {
            /* not JSON: counted as an error below */
          }
          resolve({ kind, sentAt, answeredAt, status: res.statusCode, id });
        });
      },
    );
    req.on('error', (error) =>
      resolve({ kind, sentAt, answeredAt: Date.now(), status: 0, error: error.message }),
    );
    req.end(body);
  });
}

// --- Processes ----------------------------------------------------------------------------

/** Every process the bench started, by name, for its CPU, its logs and the end of the run. */
const children = [];
/** `backing`: Redis, SMTP, S3, which the others use until they have stopped. */
const started = (name, pid, stop, output = () => '', backing = false) => {
  children.push({ name, pid, stop, output, backing });
};

async function stopAll() {
  const stop = (backing) =>
    Promise.all(
      children
        .filter((child) => child.backing === backing)
        .map((child) => child.stop().catch(() => undefined)),
    );
  await stop(false);
  await stop(true);
}

/** Waits as waitFor does, and on a timeout shows what each process printed last. */
async function until(check, what, timeoutMs = 60_000, intervalMs = 100) {
  try {
    return await waitFor(check, { what, timeoutMs, intervalMs });
  } catch (error) {
    const logs = children
      .map(({ name, output }) => (output() ? `--- ${name}\n${output()}` : ''))
      .join('\n');
    throw new Error(`${error.message}\n${logs}`);
  }
}

// --- CPU accounting: what each process used, and the machine as a whole --------------------

const TICKS = 100; // USER_HZ on Linux

const ticksOf = (pid) => cpuSeconds(pid) * TICKS;

function pidsNamed(command) {
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === command) pids.push(Number(entry));
    } catch {
      /* gone */
    }
  }
  return pids;
}

function machineTicks() {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const numbers = values.map(Number);
  const idle = numbers[3] + numbers[4];
  const total = numbers.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

/** The Redis server given in BENCH_REDIS_URL (shared with anything else on it). */
function sharedRedisPids() {
  if (!SHARED_REDIS_URL) return [];
  const port = new URL(SHARED_REDIS_URL).port || '6379';
  return pidsNamed('redis-server').filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(`:${port}`);
    } catch {
      return false;
    }
  });
}

/**
 * CPU ticks so far of each process of ours, of the PostgreSQL backends serving the bench's
 * databases (`pids`, from pg_stat_activity) and of the Redis server, and of the machine.
 */
function cpuSnapshot(postgresPids) {
  const byName = {};
  for (const { name, pid } of children) {
    byName[name] = (byName[name] ?? 0) + ticksOf(pid());
  }
  byName['bench client'] = ticksOf(process.pid);
  if (SHARED_REDIS_URL) {
    byName['redis-server (shared)'] = sharedRedisPids().reduce((sum, pid) => sum + ticksOf(pid), 0);
  }
  byName['postgres (bench backends)'] = postgresPids.reduce((sum, pid) => sum + ticksOf(pid), 0);
  return { byName, machine: machineTicks(), at: Date.now() };
}

/** CPU each process used over a phase, per second and per submission of the phase. */
function cpuReport(before, after, submissions) {
  const seconds = (after.at - before.at) / 1000;
  const rows = Object.keys(after.byName).map((name) => {
    const used = (after.byName[name] - (before.byName[name] ?? 0)) / TICKS;
    return {
      process: name,
      'CPU s': +used.toFixed(1),
      cores: +(used / seconds).toFixed(2),
      'CPU ms per submission': +((used * 1000) / submissions).toFixed(2),
    };
  });
  const msPerSubmission = (filter) =>
    rows.filter(filter).reduce((sum, row) => sum + row['CPU ms per submission'], 0);
  const perSubmission = msPerSubmission((row) => row.process !== 'bench client');
  // What runs before a row is stored: everything but the mail behind it (client included).
  const rowPath = msPerSubmission((row) => !MAIL_PROCESSES.includes(row.process));
  const machine =
    (after.machine.busy - before.machine.busy) / (after.machine.total - before.machine.total);
  return { rows, machineBusy: machine, seconds, perSubmission, rowPath, submissions };
}

/** The processes that only carry mail: the row path does not wait for them. */
const MAIL_PROCESSES = ['notification', 'smtp sink', 'maildev'];

function printCpu(title, cpu) {
  console.log(
    `\nCPU during ${title} (${cpu.seconds.toFixed(1)} s): machine ${(cpu.machineBusy * 100).toFixed(0)} % ` +
      `busy of ${cpus().length} cores; ${uptime()}`,
  );
  console.table(cpu.rows);
  const cpuOf = (filter) => cpu.rows.filter(filter).reduce((sum, row) => sum + row['CPU s'], 0);
  const mailShare = cpuOf((row) => MAIL_PROCESSES.includes(row.process)) / cpuOf(() => true);
  console.log(
    `Mail (${MAIL_PROCESSES.filter((name) => cpu.rows.some((row) => row.process === name)).join(', ')}) ` +
      `took ${(mailShare * 100).toFixed(0)} % of the CPU these processes used.`,
  );
  console.log(
    `The pipeline (all but the client) used ${cpu.perSubmission.toFixed(2)} ms of CPU per ` +
      `submission with its mails: on ${cpus().length} idle cores, at most ` +
      `${Math.round((cpus().length * 1000) / cpu.perSubmission)} submissions/s end to end.`,
  );
  console.log(
    `The row path (every process but notification and the SMTP server; the client, Redis and ` +
      `PostgreSQL whole) used ${cpu.rowPath.toFixed(2)} ms per submission: ${cpu.submissions} ` +
      `rows need about ${((cpu.rowPath * cpu.submissions) / 1000 / cpus().length).toFixed(1)} s ` +
      `of ${cpus().length} idle cores even if mail waited.`,
  );
}

const uptime = () =>
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`;

/**
 * Samples each worker queue's waiting jobs twice a second until the returned function is
 * called, which gives each queue's most: the service that falls behind the accepts shows here.
 */
function watchBacklog(queues) {
  const most = new Map(queues.map((queue) => [queue.name, 0]));
  const timer = setInterval(() => {
    for (const queue of queues) {
      queue.getWaitingCount().then(
        (waiting) => most.set(queue.name, Math.max(most.get(queue.name), waiting)),
        () => undefined,
      );
    }
  }, 500);
  return () => {
    clearInterval(timer);
    return most;
  };
}

// --- Measuring ----------------------------------------------------------------------------

const percentile = (sorted, p) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
    : NaN;

function spread(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1),
  };
}

/**
 * Where the burst's clients waited for their answers, by kind: each client sends its next
 * submission only once answered, so the kinds with the largest share of the waiting are what
 * holds accepted/s down.
 */
function printAcceptByKind(results) {
  const waitOf = (r) => r.answeredAt - r.sentAt;
  const total = results.reduce((sum, r) => sum + waitOf(r), 0);
  const rows = KINDS.map(({ kind }) => {
    const waits = results.filter((r) => r.kind.kind === kind).map(waitOf);
    const { p50, p95 } = spread(waits);
    const waited = waits.reduce((sum, wait) => sum + wait, 0);
    return {
      kind,
      submissions: waits.length,
      'accept p50 ms': p50,
      'accept p95 ms': p95,
      'share of the waiting %': +((100 * waited) / total).toFixed(1),
    };
  });
  console.log(
    `\nAccepting in the burst, by kind (${CONNECTIONS} clients, each waiting for its answer):`,
  );
  console.table(rows);
}

async function main() {
  const prefix = `bench-pipeline-${unique().slice(0, 6)}`;
  const adminUrl = `${PG}/postgres`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const dbs = {};
  const queues = [];
  try {
    for (const name of [...SERVICE_NAMES, 'gateway'])
      dbs[name] = await createTestDatabase(`bench_${name}`, adminUrl);
    let REDIS_URL = SHARED_REDIS_URL;
    if (!REDIS_URL) {
      // A Redis of the bench's own, so what it counts and measures is the pipeline's alone.
      const redis = await startRedisServer();
      started('redis-server', redis.pid, redis.stop, undefined, true);
      REDIS_URL = redis.url;
    }
    let sink;
    let smtpUrl;
    if (MAILDEV) {
      const maildev = await startMailCatcher();
      started('maildev', () => maildev.pid, maildev.stop, undefined, true);
      smtpUrl = maildev.smtpUrl;
    } else {
      sink = await startPeerProcess('smtp', { execArgv: NODE_ARGS });
      started('smtp sink', () => sink.child.pid, sink.stop, undefined, true);
      smtpUrl = `smtp://127.0.0.1:${sink.port}`;
    }
    const s3 = await startPeerProcess('s3', { execArgv: NODE_ARGS });
    started('s3rver', () => s3.child.pid, s3.stop, undefined, true);
    const common = { REDIS_URL, QUEUE_PREFIX: prefix };
    const options = (label) => ({ label, nodeArgs: NODE_ARGS, keepOutput: 20_000 });
    await Promise.all(
      SERVICE_NAMES.flatMap((service) =>
        Array.from({ length: REPLICAS[service] ?? 1 }, async (_, i) => {
          const label = `${service}${i ? ` #${i + 1}` : ''}`;
          const app = await startService(
            service,
            {
              ...common,
              DATABASE_URL: dbs[service].url,
              SMTP_URL: smtpUrl,
              ...SERVICE_ENV[service],
            },
            options(label),
          );
          started(label, () => app.pid, app.stop, app.output);
        }),
      ),
    );
    const gateway = await startGateway(
      {
        ...common,
        S3_ENDPOINT: `http://127.0.0.1:${s3.port}`,
        S3_ACCESS_KEY: 'S3RVER',
        S3_SECRET_KEY: 'S3RVER',
        DATABASE_URL: dbs.gateway.url,
        RATE_LIMIT_MAX: '100000000',
        ...SERVICE_ENV.gateway,
      },
      options('gateway'),
    );
    started('gateway', () => gateway.pid, gateway.stop, gateway.output);
    const gatewayPort = gateway.port;
    for (const [service, queueName] of Object.entries(WORKER_QUEUES)) {
      const queue = new Queue(queueName, { connection: { url: REDIS_URL }, prefix });
      queues.push(queue);
      const want = REPLICAS[service] ?? 1;
      await until(
        async () => (await queue.getWorkersCount()) >= want,
        `${want} ${service} worker(s) to start`,
      );
    }
    await until(
      async () => (await fetch(`${gateway.url}/api/health`)).ok,
      'the gateway and all four services to answer health',
    );
    // The bench's own connections are not the pipeline's work.
    const ownBackends = [];
    for (const db of Object.values(dbs)) {
      ownBackends.push((await db.query('SELECT pg_backend_pid() AS pid'))[0].pid);
    }

    // The backends are pooled and stay for the run, so the same set is read before and after.
    const backendPids = async () =>
      (
        await admin.query(
          'SELECT pid FROM pg_stat_activity WHERE datname = ANY($1) AND NOT pid = ANY($2)',
          [Object.values(dbs).map((db) => db.name), ownBackends],
        )
      ).rows.map((row) => row.pid);
    const tables = [...new Set(KINDS.map((k) => `${k.db}.${k.table}`))].map((t) => t.split('.'));
    const countRows = async () => {
      let total = 0;
      for (const [db, table] of tables) {
        total += Number((await dbs[db].query(`SELECT count(*) AS n FROM ${table}`))[0].n);
      }
      return total;
    };
    const sentMails = async () =>
      Number(
        (
          await dbs.notification.query(
            `SELECT count(*) AS n FROM mail_deliveries WHERE status = 'sent'`,
          )
        )[0].n,
      );
    /** Mails accepted so far: counted by the sink, or recorded as sent behind MailDev. */
    const mailsSoFar = async () => (sink ? (await sinkReport()).count : sentMails());
    const sinkReport = () => sink.report();

    /** Waits until the phase's rows and mails are all in; returns when each completed. */
    async function completion(rowsBefore, mailsBefore, submissions) {
      const expectedMails = submissions.reduce((sum, s) => sum + s.kind.mails, 0);
      let rowsDoneAt;
      let mailsDoneAt;
      await until(
        async () => {
          if (!rowsDoneAt && (await countRows()) - rowsBefore >= submissions.length)
            rowsDoneAt = Date.now();
          if (!mailsDoneAt && (await mailsSoFar()) - mailsBefore >= expectedMails)
            mailsDoneAt = Date.now();
          return rowsDoneAt && mailsDoneAt;
        },
        'every row and mail',
        DONE_TIMEOUT_MS,
        // The times reported come from the rows and mails themselves; polling only says when
        // to stop waiting, so it stays light (its queries would be load on the same cores).
        250,
      );
      return { expectedMails, rowsDoneAt, mailsDoneAt };
    }

    /** Each submission's row time and each mail's SMTP acceptance, from the databases. */
    async function latencies(submissions) {
      const byId = new Map(submissions.map((s) => [s.id, s]));
      const rowTimes = new Map();
      for (const [db, table] of tables) {
        const rows = await dbs[db].query(
          `SELECT id::text, "updatedAt" FROM ${table} WHERE id = ANY($1::uuid[])`,
          [submissions.map((s) => s.id)],
        );
        for (const row of rows) rowTimes.set(row.id, row.updatedAt.getTime());
      }
      const mails = await dbs.notification.query(
        `SELECT id, "sentAt" FROM mail_deliveries WHERE status = 'sent'`,
      );
      const toRow = [];
      for (const s of submissions) toRow.push(rowTimes.get(s.id) - s.sentAt);
      const toMail = [];
      let lastMail = 0;
      for (const mail of mails) {
        const submission = byId.get(mail.id.split('.')[0]);
        if (!submission) continue;
        toMail.push(mail.sentAt.getTime() - submission.sentAt);
        lastMail = Math.max(lastMail, mail.sentAt.getTime());
      }
      return { toRow, toMail, lastRow: Math.max(...rowTimes.values()), lastMail };
    }

    const checkAnswers = (results) => {
      const failed = results.filter((r) => r.status !== 201 || !r.id);
      if (failed.length) {
        const sample = failed
          .slice(0, 3)
          .map((r) => `${r.kind.kind}: ${r.status} ${r.error ?? ''}`);
        throw new Error(`${failed.length} submissions not accepted, e.g. ${sample.join('; ')}`);
      }
    };

    const summary = [];
    const missed = [];
    console.log(`Machine before: ${uptime()}`);
    console.log(
      `SMTP: ${MAILDEV ? 'MailDev' : 'fast sink'}; processes: ${SERVICE_NAMES.map(
        (s) => `${s} x${REPLICAS[s] ?? 1}`,
      ).join(', ')}, gateway x1`,
    );

    if (ONLY !== 'steady') {
      // Warm-up: a few of each kind, so JIT and connection pools are not what is measured.
      const warm = await Promise.all(plan(200).map((kind) => submit(gatewayPort, kind)));
      checkAnswers(warm);
      await completion(0, 0, warm);

      const rowsBefore = await countRows();
      const mailsBefore = await mailsSoFar();
      const sinkBefore = sink ? await sinkReport() : undefined;
      const work = plan(SUBMISSIONS);
      const cpuBefore = cpuSnapshot(await backendPids());
      const t0 = Date.now();
      const stopWatching = watchBacklog(queues);
      const results = [];
      let next = 0;
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async () => {
          while (next < work.length) results.push(await submit(gatewayPort, work[next++]));
        }),
      );
      const acceptedAt = Date.now();
      // The rows target is mostly the time to accept: who had the cores meanwhile.
      const cpuAccepted = cpuSnapshot(await backendPids());
      checkAnswers(results);
      const done = await completion(rowsBefore, mailsBefore, results);
      const backlog = stopWatching();
      const cpuAfter = cpuSnapshot(await backendPids());
      const lat = await latencies(results);
      const smtp = sink ? await sinkReport() : undefined;
      const mailsAt = smtp ? smtp.last : lat.lastMail;
      const rowsMs = lat.lastRow - t0;
      const mailsMs = mailsAt - t0;
      const accept = spread(results.map((r) => r.answeredAt - r.sentAt));
      summary.push(
        { phase: 'burst', measure: 'submissions', value: results.length },
        {
          phase: 'burst',
          measure: 'accepted/s',
          value: Math.round(results.length / ((acceptedAt - t0) / 1000)),
        },
        { phase: 'burst', measure: 'accept p50 / p99 ms', value: `${accept.p50} / ${accept.p99}` },
        // Rows trail the accepts by little when the services keep up: then the time to store
        // them all is the time the gateway takes to accept them all.
        {
          phase: 'burst',
          measure: 'all accepted, s after first request',
          value: +((acceptedAt - t0) / 1000).toFixed(1),
        },
        {
          phase: 'burst',
          measure: 'all rows stored, s after first request',
          value: +(rowsMs / 1000).toFixed(1),
        },
        { phase: 'burst', measure: 'rows/s', value: Math.round(results.length / (rowsMs / 1000)) },
        {
          phase: 'burst',
          measure: `all ${done.expectedMails} mails accepted by SMTP, s`,
          value: +(mailsMs / 1000).toFixed(1),
        },
        {
          phase: 'burst',
          measure: 'mails/s',
          value: Math.round(done.expectedMails / (mailsMs / 1000)),
        },
      );
      summary.push({
        phase: 'burst',
        measure: `most jobs waiting: ${[...backlog.keys()].join(' / ')}`,
        value: [...backlog.values()].join(' / '),
      });
      if (smtp) {
        summary.push({
          phase: 'burst',
          measure: 'mails at the sink (duplicates)',
          value: `${smtp.count - sinkBefore.count} (${smtp.duplicates - sinkBefore.duplicates})`,
        });
      }
      if (rowsMs > TARGETS.rowsMs) missed.push(`rows stored in ${rowsMs} ms > ${TARGETS.rowsMs}`);
      if (mailsMs > TARGETS.mailsMs)
        missed.push(`mails sent in ${mailsMs} ms > ${TARGETS.mailsMs}`);
      printCpu(
        'the burst, first request to last answer',
        cpuReport(cpuBefore, cpuAccepted, results.length),
      );
      printCpu(
        'the burst, first request to last mail',
        cpuReport(cpuBefore, cpuAfter, results.length),
      );
      printAcceptByKind(results);
    }

    if (ONLY !== 'burst') {
      const rowsBefore = await countRows();
      const mailsBefore = await mailsSoFar();
      const work = plan(RATE * STEADY_SECONDS);
      const cpuBefore = cpuSnapshot(await backendPids());
      const pending = [];
      const startAt = Date.now() + 50;
      for (let i = 0; i < work.length; i++) {
        const due = startAt + (i * 1000) / RATE;
        const wait = due - Date.now();
        if (wait > 1) await sleep(wait);
        pending.push(submit(gatewayPort, work[i]));
      }
      const results = await Promise.all(pending);
      checkAnswers(results);
      await completion(rowsBefore, mailsBefore, results);
      const cpuAfter = cpuSnapshot(await backendPids());
      const lat = await latencies(results);
      const accept = spread(results.map((r) => r.answeredAt - r.sentAt));
      const row = spread(lat.toRow);
      const mail = spread(lat.toMail);
      const line = (s) => `${s.p50} / ${s.p95} / ${s.p99} (max ${s.max})`;
      summary.push(
        { phase: `steady ${RATE}/s`, measure: 'submissions', value: results.length },
        { phase: `steady ${RATE}/s`, measure: 'accept ms p50/p95/p99', value: line(accept) },
        { phase: `steady ${RATE}/s`, measure: 'submit -> row ms p50/p95/p99', value: line(row) },
        { phase: `steady ${RATE}/s`, measure: 'submit -> mail ms p50/p95/p99', value: line(mail) },
      );
      if (row.p95 > TARGETS.rowP95Ms)
        missed.push(`p95 submit -> row ${row.p95} ms > ${TARGETS.rowP95Ms}`);
      if (mail.p95 > TARGETS.mailP95Ms)
        missed.push(`p95 submit -> mail ${mail.p95} ms > ${TARGETS.mailP95Ms}`);
      printCpu('the steady phase', cpuReport(cpuBefore, cpuAfter, results.length));
    }

    if (sink) {
      const { count, duplicates } = await sinkReport();
      summary.push({
        phase: 'all',
        measure: 'mails at the sink (duplicates)',
        value: `${count} (${duplicates})`,
      });
      if (duplicates > 0) missed.push(`${duplicates} mails were sent twice`);
    }
    console.log(
      `\nPipeline (${MAILDEV ? 'MailDev' : 'fast SMTP sink'}); machine after: ${uptime()}`,
    );
    console.table(summary);
    console.log(
      `Targets: rows <= ${TARGETS.rowsMs / 1000} s, mails <= ${TARGETS.mailsMs / 1000} s, ` +
        `p95 row <= ${TARGETS.rowP95Ms} ms, p95 mail <= ${TARGETS.mailP95Ms} ms`,
    );
    for (const miss of missed) console.error(`Missed: ${miss}`);
    if (missed.length) process.exitCode = 1;
  } finally {
    agent.destroy();
    for (const queue of queues) {
      // A shared Redis keeps nothing of the run; the bench's own goes away with its files.
      if (SHARED_REDIS_URL) await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
    }
    await stopAll();
    for (const db of Object.values(dbs)) await db.drop().catch(() => undefined);
    await admin.end();
  }
}

await main();
