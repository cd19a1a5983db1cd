// `npm run chaos`: the whole backend as processes (built dist/ of the four services and the
// gateway) on a Redis, a PostgreSQL, an object store and an SMTP sink of its own, under a
// steady load of submissions, while each service and the gateway is SIGKILLed in turn and
// brought back, Redis is killed and restarted on its append-only file, and PostgreSQL is
// stopped for 10 s. Clients act as the site does: a request with no answer, or a 5xx, is sent
// again with the same Idempotency-Key. Then it waits for the queues to drain and prints what
// was accepted, stored, duplicated, lost, and mailed. Exits 1 if anything accepted was lost or
// stored twice, a mail never went out, or a submission was never accepted. A process that
// exits by itself is started again (compose's restart: unless-stopped) and named in the report.
//
//   node infra/chaos/run.mjs                 60 s, every fault (npm run chaos)
//   CHAOS_PROFILE=short node infra/chaos/run.mjs   20 s: lead, notification, Redis (npm test)
//   CHAOS_SECONDS, CHAOS_RATE (submissions per second) override the profile; CHAOS_FAULTS
//   (e.g. postgres,gateway,redis,lead) replaces the faults, one every 6 s.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import pg from 'pg';
import { createDatabases } from '@bytecraft/testing/databases';
import { files, SUBMISSION_FACTORIES } from '@bytecraft/testing/factories';
import { startObjectStore } from '@bytecraft/testing/object-store';
import { startPrivatePostgres } from '@bytecraft/testing/private-postgres';
import { startRedisServer } from '@bytecraft/testing/redis-server';
import { freePort } from '@bytecraft/testing/free-port';
import { SERVICE_NAMES, startGateway, startService } from '@bytecraft/testing/service-process';
import { startSmtpSink } from '@bytecraft/testing/smtp-sink';

const PROFILE = process.env.CHAOS_PROFILE ?? 'full';
const SECONDS = Number(process.env.CHAOS_SECONDS ?? (PROFILE === 'short' ? 20 : 60));
const RATE = Number(process.env.CHAOS_RATE ?? (PROFILE === 'short' ? 10 : 15));
/** How long after the load a client keeps retrying, and the queues have to drain. */
const RETRY_FOR_MS = 60_000;
const DRAIN_FOR_MS = Number(process.env.CHAOS_DRAIN_SECONDS ?? 150) * 1000;
const RUN = randomBytes(3).toString('hex');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const started = Date.now();
const elapsed = () => ((Date.now() - started) / 1000).toFixed(1).padStart(5);
const say = (line) => process.stderr.write(`[chaos ${elapsed()} s] ${line}\n`);

// ---- the system ------------------------------------------------------------------------------

const workDir = mkdtempSync(join(tmpdir(), 'chaos-'));
const logDir = join(workDir, 'logs');
mkdirSync(logDir);

const cleanups = [];
async function cleanup() {
  for (const step of cleanups.reverse()) {
    try {
      await step();
    } catch {
      // best effort: the rest still has to go
    }
  }
}
process.on('SIGINT', () => void cleanup().then(() => process.exit(130)));
process.on('SIGTERM', () => void cleanup().then(() => process.exit(143)));

/** The services and the gateway running now, by name. */
const processes = new Map();
let postgres;
let redis;
// Whatever ends the run (an error at start included), nothing it started outlives it.
process.on('exit', () => {
  const killNow = (pid) => {
    try {
      if (pid) process.kill(pid, 'SIGKILL');
    } catch {
      // gone already
    }
  };
  for (const app of processes.values()) killNow(app.pid);
  killNow(redis?.pid());
  postgres?.destroy();
});
postgres = await startPrivatePostgres();
cleanups.push(() => postgres.destroy());
await createDatabases(postgres.url('postgres'), [...SERVICE_NAMES, 'gateway']);

// As compose runs it: every write in the append-only file before the client hears OK.
redis = await startRedisServer();
cleanups.push(() => redis.stop());

const s3 = await startObjectStore();
cleanups.push(() => s3.stop());

// The sink keeps no message, only each mail's recipients, subject and the submission it is
// about (its visitor's address): a mail sent twice shows as the same three seen twice. MailDev
// keeps every message in memory and slows down past a few thousand; the chaos run sends more.
const ADDRESS = new RegExp(`chaos-${RUN}-\\d+@example\\.com`);
const sink = await startSmtpSink({ about: ADDRESS });
cleanups.push(() => sink.stop());

const common = {
  REDIS_URL: redis.url,
  QUEUE_PREFIX: `chaos-${RUN}`,
  NO_COLOR: '1',
  LOG_LEVEL: 'log',
};
const serviceEnv = (name) => ({
  ...common,
  DATABASE_URL: postgres.url(name),
  SMTP_URL: sink.smtpUrl,
});
// The gateway comes back on the same port after each kill: the clients keep its address.
let gatewayEnv;

/** Starts a service or the gateway from its build and waits until it is up. */
async function startApp(name) {
  // Logs are kept to the last 100-200 KB: enough to see how a process ended.
  const options = { keepOutput: 100_000, timeoutMs: 60_000 };
  const app =
    name === 'gateway'
      ? await startGateway(gatewayEnv, options)
      : await startService(name, serviceEnv(name), options);
  processes.set(name, app);
  void app.exited().then(({ code, signal }) => {
    const file = join(logDir, `${name}-${Date.now()}.log`);
    writeFileSync(file, app.output());
    // Killed by the run itself (kill() forgets it first), or at the end: expected.
    if (processes.get(name) !== app || stopping) return;
    // Anything else is a crash. Compose restarts it (restart: unless-stopped); so does the run,
    // and the report names it.
    const last = app.output().trim().split('\n').slice(-40).join('\n');
    crashes.push({
      name,
      at: ((Date.now() - loadStart) / 1000).toFixed(1),
      code,
      signal,
      file,
      last,
    });
    say(`${name} exited by itself (${signal ?? code}); log in ${file}; starting it again`);
    processes.delete(name);
    sleep(1000)
      .then(() => startApp(name))
      .catch((error) => say(`${name} did not come back: ${error.message}`));
  });
}
const crashes = [];
let stopping = false;
function kill(name) {
  const app = processes.get(name);
  processes.delete(name);
  return app?.kill() ?? Promise.resolve();
}
cleanups.push(() => {
  stopping = true;
  return Promise.all([...processes.keys()].map(kill));
});

await Promise.all(SERVICE_NAMES.map(startApp));
// The gateway must be told its port; it binds it a moment after this.
const gatewayPort = await freePort();
gatewayEnv = {
  ...common,
  DATABASE_URL: postgres.url('gateway'),
  PORT: String(gatewayPort),
  RATE_LIMIT_MAX: '100000000',
  ...s3.env,
  ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
  UPLOAD_TMP_DIR: join(workDir, 'uploads'),
};
await startApp('gateway');
say(
  `system up: PostgreSQL :${postgres.port}, Redis :${redis.port} (AOF), gateway :${gatewayPort}; ${RATE} submissions/s for ${SECONDS} s`,
);

// ---- load ------------------------------------------------------------------------------------

const PDF = files.pdf();
const KINDS = [
  {
    kind: 'contact',
    weight: 50,
    table: ['lead', 'contacts'],
    mails: 2,
    path: '/api/contact',
    body: (email) => SUBMISSION_FACTORIES.contact({ email }),
  },
  {
    kind: 'consultation',
    weight: 10,
    table: ['lead', 'consultations'],
    mails: 2,
    path: '/api/consultation',
    body: (email) => SUBMISSION_FACTORIES.consultation({ email }),
  },
  {
    kind: 'schedule-call',
    weight: 10,
    table: ['lead', 'schedule_calls'],
    mails: 2,
    path: '/api/schedule-call',
    body: (email) => SUBMISSION_FACTORIES['schedule-call']({ email }),
  },
  {
    kind: 'developer-hire',
    weight: 8,
    table: ['lead', 'developer_hires'],
    mails: 2,
    path: '/api/developer-hire',
    body: (email) => SUBMISSION_FACTORIES['developer-hire']({ email }),
  },
  {
    kind: 'internship-question',
    weight: 8,
    table: ['recruiting', 'internship_questions'],
    mails: 2,
    path: '/api/internship/question',
    body: (email) => SUBMISSION_FACTORIES['internship-question']({ email }),
  },
  {
    kind: 'job-application',
    weight: 8,
    table: ['recruiting', 'job_applications'],
    mails: 2,
    path: '/api/job-application',
    multipart: true,
    body: (email) => SUBMISSION_FACTORIES['job-application']({ email }),
  },
  {
    kind: 'newsletter',
    weight: 6,
    table: ['newsletter', 'newsletter_subscriptions'],
    mails: 1,
    path: '/api/newsletter/subscribe',
    body: (email) => SUBMISSION_FACTORIES['newsletter-subscription']({ email }),
  },
];
const totalWeight = KINDS.reduce((sum, k) => sum + k.weight, 0);
const kindOf = (i) => {
  // Deterministic spread: every kind appears at its share all through the run.
  let at = (i * 7919) % totalWeight;
  return KINDS.find((k) => (at -= k.weight) < 0);
};

const QUEUE_OF = {
  contact: 'lead',
  consultation: 'lead',
  'schedule-call': 'lead',
  'developer-hire': 'lead',
  'internship-question': 'recruiting',
  'job-application': 'recruiting',
};
const base = `http://127.0.0.1:${gatewayPort}`;
const submissions = [];
const tally = { requests: 0, noAnswer: 0, byStatus: {} };
const serverErrors = [];

/** One visitor's submission, sent until the gateway accepts it, as the site retries. */
async function submit(i, giveUpAt) {
  const spec = kindOf(i);
  const email = `chaos-${RUN}-${i}@example.com`;
  const key = randomUUID();
  const s = { i, kind: spec.kind, email, key, accepted: false, attempts: 0, refused: undefined };
  submissions.push(s);
  let unanswered = false;
  for (let delay = 250; ; delay = Math.min(delay * 2, 2000)) {
    s.attempts++;
    tally.requests++;
    let status;
    let text = '';
    try {
      const fields = spec.body(email);
      let body;
      const headers = { 'idempotency-key': key };
      if (spec.multipart) {
        body = new FormData();
        for (const [name, value] of Object.entries(fields)) body.append(name, value);
        body.append('resume', new Blob([PDF], { type: 'application/pdf' }), 'cv.pdf');
      } else {
        body = JSON.stringify(fields);
        headers['content-type'] = 'application/json';
      }
      const res = await fetch(`${base}${spec.path}`, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(5000),
      });
      status = res.status;
      text = await res.text();
    } catch {
      status = 0;
      tally.noAnswer++;
    }
    tally.byStatus[status] = (tally.byStatus[status] ?? 0) + 1;
    if (status === 201) {
      s.accepted = true;
      return;
    }
    // A subscription whose earlier try got no answer may have been stored by it.
    if (status === 409 && spec.kind === 'newsletter' && unanswered) {
      s.accepted = true;
      return;
    }
    if (status === 500 && serverErrors.length < 5) serverErrors.push(text.slice(0, 300));
    if (status !== 0 && status < 500 && status !== 429) {
      s.refused = `${status} ${text.slice(0, 200)}`;
      return;
    }
    unanswered = true;
    if (Date.now() > giveUpAt) return;
    await sleep(delay * (0.5 + Math.random()));
  }
}

// ---- faults ----------------------------------------------------------------------------------

const faults = [];
const fault = async (what, down, up, downtimeMs) => {
  const t0 = Date.now();
  await down();
  await sleep(downtimeMs);
  await up();
  faults.push({ what, at: ((t0 - loadStart) / 1000).toFixed(1), outMs: Date.now() - t0 });
  say(`${what}: back after ${((Date.now() - t0) / 1000).toFixed(1)} s`);
};
const killAndRestart = (name, downtimeMs = 2000) =>
  fault(
    `SIGKILL ${name}`,
    () => kill(name),
    () => startApp(name),
    downtimeMs,
  );
const restartRedis = () =>
  fault(
    'SIGKILL redis-server (append-only file on)',
    () => redis.kill(),
    () => redis.start(),
    2000,
  );
const stopPostgres = () =>
  fault(
    'PostgreSQL stopped',
    () => postgres.stop(),
    () => postgres.start(),
    10_000,
  );

/** [seconds into the load, fault] */
const SCHEDULES = {
  full: [
    [4, () => killAndRestart('lead')],
    [10, () => killAndRestart('recruiting')],
    [16, () => killAndRestart('newsletter')],
    [22, () => killAndRestart('notification')],
    [28, () => killAndRestart('gateway')],
    [34, restartRedis],
    [42, stopPostgres],
  ],
  short: [
    [3, () => killAndRestart('lead')],
    [8, () => killAndRestart('notification')],
    [13, restartRedis],
  ],
};

/** CHAOS_FAULTS=gateway,redis,postgres,lead...: these instead, one every 6 s from 4 s. */
const FAULTS = {
  redis: restartRedis,
  postgres: stopPostgres,
  ...Object.fromEntries(
    [...SERVICE_NAMES, 'gateway'].map((name) => [name, () => killAndRestart(name)]),
  ),
};
if (process.env.CHAOS_FAULTS) {
  SCHEDULES[PROFILE] = process.env.CHAOS_FAULTS.split(',').map((name, i) => {
    if (!FAULTS[name]) throw new Error(`Unknown fault ${name}: one of ${Object.keys(FAULTS)}`);
    return [4 + 6 * i, FAULTS[name]];
  });
}

// ---- run -------------------------------------------------------------------------------------

const loadStart = Date.now();
const loadEnd = loadStart + SECONDS * 1000;
const giveUpAt = loadEnd + RETRY_FOR_MS;
const clients = [];
const chaos = (async () => {
  for (const [at, run] of SCHEDULES[PROFILE] ?? SCHEDULES.full) {
    if (at >= SECONDS) break;
    await sleep(Math.max(0, loadStart + at * 1000 - Date.now()));
    await run();
  }
})();
for (let i = 0; Date.now() < loadEnd; i++) {
  await sleep(Math.max(0, loadStart + (i * 1000) / RATE - Date.now()));
  clients.push(submit(i, giveUpAt));
}
say(`load done: ${submissions.length} submissions started; waiting for their answers`);
await chaos;
await Promise.all(clients);
say(`every client has its answer (or gave up); waiting for the queues to drain`);

const accepted = submissions.filter((s) => s.accepted);
const refused = submissions.filter((s) => s.refused);
const unanswered = submissions.filter((s) => !s.accepted && !s.refused);

async function measure() {
  const rows = new Map();
  for (const spec of KINDS) {
    const [database, table] = spec.table;
    const client = new pg.Client({ connectionString: postgres.url(database) });
    await client.connect();
    try {
      const { rows: found } = await client.query(
        `SELECT email, count(*)::int AS n FROM "${table}" WHERE email LIKE $1 GROUP BY email`,
        [`chaos-${RUN}-%`],
      );
      for (const { email, n } of found) rows.set(email, n);
    } finally {
      await client.end();
    }
  }
  // A mail is its recipient, subject and submission: the same three twice is a mail sent twice.
  const counts = new Map();
  for (const mail of sink.mails) {
    if (!mail.about) continue;
    for (const to of mail.to) {
      const key = `${to.toLowerCase()}|${mail.subject}|${mail.about}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  const mailsByAddress = new Map();
  let sentTwice = 0;
  for (const [key, count] of counts) {
    const about = key.split('|')[2];
    mailsByAddress.set(about, (mailsByAddress.get(about) ?? 0) + 1);
    if (count > 1) sentTwice += count - 1;
  }
  const mailsOf = (s) => KINDS.find((k) => k.kind === s.kind).mails;
  const stored = accepted.filter((s) => rows.has(s.email));
  const expected = stored.reduce((sum, s) => sum + mailsOf(s), 0);
  const sent = stored.reduce(
    (sum, s) => sum + Math.min(mailsByAddress.get(s.email) ?? 0, mailsOf(s)),
    0,
  );
  return {
    accepted: accepted.length,
    stored: stored.length,
    duplicates: [...rows.values()].reduce((sum, n) => sum + n - 1, 0),
    lost: accepted.length - stored.length,
    storedWithoutAnswer: unanswered.filter((s) => rows.has(s.email)).length,
    mailsExpected: expected,
    mailsSent: sent,
    mailsSentTwice: sentTwice,
    mailsMissing: expected - sent,
    lostOnes: accepted.filter((s) => !rows.has(s.email)),
  };
}

let result = await measure();
const drainStart = Date.now();
while (Date.now() - drainStart < DRAIN_FOR_MS && (result.lost > 0 || result.mailsMissing > 0)) {
  await sleep(2000);
  result = await measure();
}
say(`drained in ${((Date.now() - drainStart) / 1000).toFixed(1)} s`);

const table = [
  ['submissions sent', submissions.length],
  ['HTTP requests (with retries)', tally.requests],
  ['requests with no answer', tally.noAnswer],
  ['answers by status', JSON.stringify(tally.byStatus)],
  ['accepted (2xx)', result.accepted],
  ['refused (4xx, a bug here)', refused.length],
  ['never answered 2xx (gave up)', unanswered.length],
  ['stored', result.stored],
  ['duplicates', result.duplicates],
  ['lost', result.lost],
  ['stored without a 2xx', result.storedWithoutAnswer],
  ['mails expected', result.mailsExpected],
  ['mails sent', result.mailsSent],
  ['mails sent twice', result.mailsSentTwice],
  ['mails missing', result.mailsMissing],
  [
    'processes that crashed by themselves',
    crashes.map((c) => `${c.name} at ${c.at} s`).join(', ') || 0,
  ],
];
const width = Math.max(...table.map(([label]) => label.length));
console.log(`\nChaos run ${RUN} (${PROFILE}, ${SECONDS} s at ${RATE}/s)`);
console.log('faults:');
for (const f of faults)
  console.log(`  at ${f.at.padStart(5)} s  ${f.what} (out ${(f.outMs / 1000).toFixed(1)} s)`);
for (const [label, value] of table) console.log(`  ${label.padEnd(width)}  ${value}`);
for (const s of refused.slice(0, 5)) console.log(`  refused: ${s.kind} ${s.refused}`);
for (const body of serverErrors) console.log(`  500: ${body}`);
// Where a lost submission is: its job (the submission id is the job id) says why.
for (const s of result.lostOnes.slice(0, 10)) {
  const queueName = QUEUE_OF[s.kind];
  let state = 'no queue (answered synchronously)';
  if (queueName) {
    const queue = new Queue(queueName, { prefix: `chaos-${RUN}`, connection: { url: redis.url } });
    const job = await queue.getJob(s.key);
    state = job
      ? `job ${await job.getState()}, ${job.attemptsMade} attempts, ${job.failedReason ?? ''}`
      : 'no job in Redis';
    await queue.close();
  }
  console.log(`  lost: ${s.kind} ${s.key}: ${state}`);
}
for (const crash of crashes) {
  console.log(
    `\n${crash.name} exited by itself (${crash.signal ?? crash.code}) at ${crash.at} s; the end of its log:`,
  );
  console.log(crash.last.replace(/^/gm, '  | '));
}
console.log(
  `CHAOS_RESULT ${JSON.stringify({ ...{ ...result, lostOnes: undefined }, refused: refused.length, gaveUp: unanswered.length, crashes: crashes.map(({ name, at, code, signal }) => ({ name, at, code, signal })), faults, submissions: submissions.length, requests: tally.requests, noAnswer: tally.noAnswer })}`,
);

// A visitor whose submission was never accepted, a minute after the faults, lost it too.
const failed =
  result.lost > 0 ||
  result.duplicates > 0 ||
  result.mailsMissing > 0 ||
  refused.length > 0 ||
  unanswered.length > 0;
// A crash is reported (and the process restarted, as compose would) but fails nothing by itself:
// what counts is that nothing accepted was lost or stored twice.
if (failed || crashes.length) console.log(`process logs kept in ${logDir}`);
await cleanup();
if (!failed && !crashes.length) rmSync(workDir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
