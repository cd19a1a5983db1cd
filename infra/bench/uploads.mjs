// Upload benchmark: N job applications, each with a 5 MB PDF, sent at once to the real gateway
// (its own process, a fresh gateway database, a local S3 server in its own process, its own
// queue prefix), for N = 100 and 200. The client behaves like the site: fields before the file,
// one Idempotency-Key per application, and a 503 with Retry-After is sent again after the delay
// with the same key. Prints accepted, time and the gateway's resident memory (VmRSS sampled
// every 20 ms, and the kernel's high-water mark VmHWM), then checks that every accepted
// application is one job in Redis and one object in the bucket. Fails when one is refused or
// the peak is over the target.
//
//   BENCH_UPLOADS=100,200          the sizes to run (a fresh gateway for each)
//   BENCH_UPLOAD_MB=5              the resume's size
import { Queue } from 'bullmq';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createTestDatabase } from '@bytecraft/testing/databases';
import { buildJobApplication, files } from '@bytecraft/testing/factories';
import { objectStoreAt } from '@bytecraft/testing/object-store';
import { startGateway } from '@bytecraft/testing/service-process';
import { startPeerProcess } from './peer-process.mjs';

const PG = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SIZES = (process.env.BENCH_UPLOADS ?? '100,200').split(',').map(Number);
const FILE_BYTES = Number(process.env.BENCH_UPLOAD_MB ?? 5) * 1024 * 1024;
const PEAK_RSS_TARGET_MB = 300;
const MAX_RETRIES = 3;
const prefix = `bench-uploads-${randomBytes(3).toString('hex')}`;

/** A valid PDF start and incompressible bytes after it, the size of a real resume. */
const resume = new Blob([files.pdf({ size: FILE_BYTES, random: true })], {
  type: 'application/pdf',
});

const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(p * values.length) - 1)];

/** VmRSS and VmHWM of a process, in MB. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

/** One application as the site sends it: fields first, then the file; 503s are retried. */
async function apply(base, counters) {
  const id = randomUUID();
  const started = performance.now();
  try {
    await send(base, id, counters);
  } finally {
    counters.latencies?.push(performance.now() - started);
  }
}

async function send(base, id, counters) {
  const fields = buildJobApplication();
  for (let attempt = 0; ; attempt++) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('resume', resume, 'resume.pdf');
    const res = await fetch(`${base}/job-application`, {
      method: 'POST',
      body: form,
      headers: { 'idempotency-key': id },
    });
    await res.arrayBuffer();
    const retryAfter = Number(res.headers.get('retry-after'));
    if (res.status === 503 && retryAfter > 0 && attempt < MAX_RETRIES) {
      counters.retried++;
      await new Promise((r) => setTimeout(r, retryAfter * 1000 * (1 + Math.random() / 2)));
      continue;
    }
    if (res.status === 201) counters.accepted++;
    else counters.refused[res.status] = (counters.refused[res.status] ?? 0) + 1;
    return;
  }
}

async function run(n, s3, database) {
  const gateway = await startGateway(
    {
      QUEUE_PREFIX: prefix,
      REDIS_URL,
      DATABASE_URL: database.url,
      RATE_LIMIT_MAX: '100000000',
      LOG_LEVEL: 'warn',
      ...s3.env,
    },
    { keepOutput: 100_000 },
  );
  const base = `${gateway.url}/api`;
  const queue = new Queue('recruiting', { connection: { url: REDIS_URL }, prefix });
  try {
    // A few uploads first, so the JIT and the connection pools are warm; not counted.
    const warm = { accepted: 0, retried: 0, refused: {} };
    await Promise.all([0, 1, 2, 3].map(() => apply(base, warm)));
    if (warm.accepted !== 4) throw new Error(`warm-up refused: ${gateway.output()}`);
    await queue.obliterate({ force: true });
    await new Promise((r) => setTimeout(r, 500));
    const idle = memoryOf(gateway.pid).rss;
    const objectsBefore = (await s3.keys()).length;

    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, memoryOf(gateway.pid).rss);
    }, 20);
    const counters = { accepted: 0, retried: 0, refused: {}, latencies: [] };
    const started = performance.now();
    await Promise.all(Array.from({ length: n }, () => apply(base, counters)));
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const { hwm } = memoryOf(gateway.pid);
    if (Object.keys(counters.refused).length) console.error(gateway.output());
    const jobs = await queue.getJobCountByTypes('waiting', 'active', 'completed', 'failed');
    if (jobs !== counters.accepted) {
      throw new Error(`${counters.accepted} accepted but ${jobs} jobs in Redis`);
    }
    const objects = (await s3.keys()).length - objectsBefore;
    if (objects !== counters.accepted) {
      throw new Error(`${counters.accepted} accepted but ${objects} new objects in the bucket`);
    }
    return {
      'at once': n,
      accepted: counters.accepted,
      refused: JSON.stringify(counters.refused),
      '503 retried': counters.retried,
      'time s': Number(seconds.toFixed(1)),
      'p50 s': Number((percentile(counters.latencies, 0.5) / 1000).toFixed(1)),
      'max s': Number((percentile(counters.latencies, 1) / 1000).toFixed(1)),
      'MB/s': Math.round((counters.accepted * FILE_BYTES) / 1024 / 1024 / seconds),
      'idle RSS MB': Math.round(idle),
      'peak RSS MB': Math.round(peak),
      'VmHWM MB': Math.round(hwm),
    };
  } finally {
    await queue.obliterate({ force: true }).catch(() => {});
    await queue.close();
    await gateway.stop();
  }
}

// The S3 server runs in a process of its own, as in production, so its work on the uploads is
// not the bench client's.
const s3Server = await startPeerProcess('s3');
const s3 = objectStoreAt(s3Server.port);
const database = await createTestDatabase('bench_uploads_gateway', `${PG}/postgres`);
const rows = [];
try {
  for (const n of SIZES) rows.push(await run(n, s3, database));
} finally {
  await s3Server.stop();
  await database.drop();
}

console.log(
  `Uploads: job applications with a ${FILE_BYTES / 1024 / 1024} MB resume sent at once to the gateway; target: all accepted, peak RSS <= ${PEAK_RSS_TARGET_MB} MB`,
);
console.table(rows);
const missed = rows.filter(
  (row) => row.accepted !== row['at once'] || row['peak RSS MB'] > PEAK_RSS_TARGET_MB,
);
for (const row of missed) console.error(`Missed the target with ${row['at once']} at once`);
process.exitCode = missed.length ? 1 : 0;
