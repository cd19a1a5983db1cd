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
//   BENCH_GATEWAY=path/to/main.js  another build, e.g. one of an earlier commit
import { Queue } from 'bullmq';
import { Client } from 'minio';
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createDatabases } from '../scripts/create-databases.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const PG = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SIZES = (process.env.BENCH_UPLOADS ?? '100,200').split(',').map(Number);
const FILE_BYTES = Number(process.env.BENCH_UPLOAD_MB ?? 5) * 1024 * 1024;
const GATEWAY_MAIN = process.env.BENCH_GATEWAY ?? join(ROOT, 'gateway/dist/main.js');
const GATEWAY_PORT = 5611;
const S3_PORT = 5612;
const PEAK_RSS_TARGET_MB = 300;
const MAX_RETRIES = 3;
const prefix = `bench-uploads-${randomBytes(3).toString('hex')}`;
const database = `bench_uploads_gateway_${randomBytes(3).toString('hex')}`;
const base = `http://127.0.0.1:${GATEWAY_PORT}/api`;
const bucket = new Client({
  endPoint: '127.0.0.1',
  port: S3_PORT,
  useSSL: false,
  pathStyle: true,
  accessKey: 'S3RVER',
  secretKey: 'S3RVER',
});

/** Objects in the bucket, under every prefix. */
async function objectCount() {
  if (!(await bucket.bucketExists('resumes'))) return 0;
  let count = 0;
  for await (const _ of bucket.listObjectsV2('resumes', '', true)) count++;
  return count;
}

/** A valid PDF start and incompressible bytes after it, the size of a real resume. */
const resume = new Blob([Buffer.from('%PDF-1.7\n'), randomBytes(FILE_BYTES - 9)], {
  type: 'application/pdf',
});

const fields = (i) => ({
  name: 'Priya Nair',
  email: `priya.${i}@example.com`,
  phone: '+91 90000 33333',
  experience: '3-5',
  skills: 'TypeScript, NestJS, PostgreSQL, Redis',
  coverLetter:
    'I have built event-driven services for four years and would love to join your team.',
  jobId: '2',
  jobTitle: 'Senior Backend Engineer',
});

function start(args, env) {
  let output = '';
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

async function stop({ child }) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

async function until(check, what) {
  for (let i = 0; i < 300; i++) {
    try {
      if (await check()) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not happen`);
}

const S3_SERVER = `
const S3rver = require('s3rver');
new S3rver({ port: ${S3_PORT}, address: '127.0.0.1', directory: process.argv[1], silent: true })
  .run().then(() => console.log('s3 ready'));
`;

const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(p * values.length) - 1)];

/** VmRSS and VmHWM of a process, in MB. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

/** One application as the site sends it: fields first, then the file; 503s are retried. */
async function apply(i, counters) {
  const id = randomUUID();
  const started = performance.now();
  try {
    await send(i, id, counters);
  } finally {
    counters.latencies?.push(performance.now() - started);
  }
}

async function send(i, id, counters) {
  for (let attempt = 0; ; attempt++) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields(i))) form.append(name, value);
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

async function run(n, s3Env) {
  const gateway = start([GATEWAY_MAIN], {
    PORT: String(GATEWAY_PORT),
    HOST: '127.0.0.1',
    QUEUE_PREFIX: prefix,
    REDIS_URL,
    DATABASE_URL: `${PG}/${database}`,
    RATE_LIMIT_MAX: '100000000',
    LOG_LEVEL: 'warn',
    ...s3Env,
  });
  const queue = new Queue('recruiting', { connection: { url: REDIS_URL }, prefix });
  try {
    await until(async () => (await fetch(`${base}/health`)).status > 0, 'the gateway to start');
    // A few uploads first, so the JIT and the connection pools are warm; not counted.
    const warm = { accepted: 0, retried: 0, refused: {} };
    await Promise.all([0, 1, 2, 3].map((i) => apply(-1 - i, warm)));
    if (warm.accepted !== 4) throw new Error(`warm-up refused: ${gateway.output()}`);
    await queue.obliterate({ force: true });
    await new Promise((r) => setTimeout(r, 500));
    const idle = memoryOf(gateway.child.pid).rss;
    const objectsBefore = await objectCount();

    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, memoryOf(gateway.child.pid).rss);
    }, 20);
    const counters = { accepted: 0, retried: 0, refused: {}, latencies: [] };
    const started = performance.now();
    await Promise.all(Array.from({ length: n }, (_, i) => apply(i, counters)));
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const { hwm } = memoryOf(gateway.child.pid);
    if (Object.keys(counters.refused).length) console.error(gateway.output());
    const jobs = await queue.getJobCountByTypes('waiting', 'active', 'completed', 'failed');
    if (jobs !== counters.accepted) {
      throw new Error(`${counters.accepted} accepted but ${jobs} jobs in Redis`);
    }
    const objects = (await objectCount()) - objectsBefore;
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
    await stop(gateway);
  }
}

const s3Directory = mkdtempSync(join(tmpdir(), 'bench-s3-'));
const s3 = start(['-e', S3_SERVER, s3Directory], {});
const s3Env = {
  S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
  S3_ACCESS_KEY: 'S3RVER',
  S3_SECRET_KEY: 'S3RVER',
  S3_BUCKET: 'resumes',
};
await createDatabases(`${PG}/postgres`, [database]);
const rows = [];
try {
  await until(() => s3.output().includes('s3 ready'), 'the S3 server to start');
  for (const n of SIZES) rows.push(await run(n, s3Env));
} finally {
  await stop(s3);
  rmSync(s3Directory, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: `${PG}/postgres` });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await admin.end();
}

console.log(
  `Uploads: job applications with a ${FILE_BYTES / 1024 / 1024} MB resume sent at once to ${GATEWAY_MAIN.replace(`${ROOT}/`, '')}; target: all accepted, peak RSS <= ${PEAK_RSS_TARGET_MB} MB`,
);
console.table(rows);
const missed = rows.filter(
  (row) => row.accepted !== row['at once'] || row['peak RSS MB'] > PEAK_RSS_TARGET_MB,
);
for (const row of missed) console.error(`Missed the target with ${row['at once']} at once`);
process.exitCode = missed.length ? 1 : 0;
