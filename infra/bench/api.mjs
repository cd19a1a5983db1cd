// Accept-path benchmark: autocannon against POST /api/contact on the real gateway (validation,
// rate limit, honeypot check, durable enqueue into Redis) and, in the same run, against a bare
// node:http server that parses the same JSON (the ceiling), the same server adding one BullMQ
// job per request (the floor of any design that enqueues a job per request) and a minimal
// NestJS + Fastify app with a zod pipe and one BullMQ add per request (the peer:
// minimal-nest-server.mjs), and the same on Fastify without NestJS (fastify-server.mjs). Prints
// each one's requests/s, latency and CPU per request, and their ratio to the ceiling, then
// checks that every 2xx the gateway gave is a job in Redis. Then times the staff lists
// (staff-lists.mjs). BENCH_ONLY=accept or BENCH_ONLY=lists runs one phase; BENCH_GATEWAY=path/to/
// main.js measures another build of the gateway (one of an earlier commit, interleaved runs);
// BENCH_GATEWAY_PROCESSES=2 adds a row for the gateway in two processes sharing its port.
import autocannon from 'autocannon';
import { Queue } from 'bullmq';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabases } from '../scripts/create-databases.mjs';
import { treeCpuSeconds } from './process-cpu.mjs';
import { benchStaffLists, reportStaffLists } from './staff-lists.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const BARE_PORT = 5601;
const GATEWAY_PORT = 5602;
const PEER_PORT = 5603;
const FLOOR_PORT = 5604;
const prefix = `bench-${randomBytes(3).toString('hex')}`;
const ONLY = process.env.BENCH_ONLY;
const GATEWAY_MAIN = process.env.BENCH_GATEWAY ?? join(ROOT, 'gateway/dist/main.js');
const GATEWAY_PROCESSES = Number(process.env.BENCH_GATEWAY_PROCESSES ?? 1);
const GATEWAYS_PORT = 5605;
const FASTIFY_PORT = 5606;

const body = JSON.stringify({
  name: 'Asha Rao',
  email: 'asha@example.com',
  company: 'Rao Logistics',
  phone: '+91 98765 43210',
  service: 'cloud',
  budget: '25k-50k',
  message: 'We want to move our dispatch system to the cloud this year.',
  timeline: '3-6-months',
});

/** Starts a server as its own process (as the gateway runs) and waits until it answers. */
async function startProcess(args, env, probeUrl) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(probeUrl);
      return child;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error(`${args[0]} did not start`);
}

const startBare = () =>
  startProcess(
    [join(ROOT, 'infra/bench/bare-server.mjs'), String(BARE_PORT)],
    {},
    `http://127.0.0.1:${BARE_PORT}/`,
  );

/** A bench server that adds one BullMQ job per request, under a queue prefix of its own. */
const startEnqueuer = (script, port, name) =>
  startProcess(
    [join(ROOT, 'infra/bench', script), String(port), REDIS_URL, `${prefix}-${name}`],
    {},
    `http://127.0.0.1:${port}/`,
  );

const startGateway = (processes = 1, port = GATEWAY_PORT, queuePrefix = prefix) =>
  startProcess(
    processes === 1
      ? [GATEWAY_MAIN]
      : [join(ROOT, 'infra/bench/gateway-cluster.mjs'), String(processes), GATEWAY_MAIN],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      QUEUE_PREFIX: queuePrefix,
      RATE_LIMIT_MAX: '100000000',
      // As production logs: one JSON line per request (stdout is discarded here).
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'log',
      LOG_FORMAT: 'json',
    },
    `http://127.0.0.1:${port}/api/nothing`,
  );

/** autocannon's result for one target, with the CPU its server process(es) used meanwhile. */
async function measure(url, child) {
  const before = treeCpuSeconds(child.pid);
  const result = await run(url);
  return { ...result, cpuSeconds: treeCpuSeconds(child.pid) - before };
}

function run(url, duration = DURATION) {
  return autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections: CONNECTIONS,
    duration,
  });
}

const summary = (name, r, ceiling) => ({
  target: name,
  'requests/s': Math.round(r.requests.average),
  '% of bare': +((100 * r.requests.average) / ceiling.requests.average).toFixed(1),
  'p50 ms': r.latency.p50,
  'p99 ms': r.latency.p99,
  'server CPU µs/request': Math.round((r.cpuSeconds * 1e6) / r.requests.total),
  '2xx': r['2xx'],
  'non-2xx': r.non2xx + r.errors + r.timeouts,
});

async function benchAcceptPath() {
  // The gateway keeps its staff accounts in its own database.
  await createDatabases('postgres://postgres@127.0.0.1:5432/postgres', ['gateway']);
  const bare = await startBare();
  const gateway = await startGateway();
  const peer = await startEnqueuer('minimal-nest-server.mjs', PEER_PORT, 'peer');
  const floor = await startEnqueuer('bare-server.mjs', FLOOR_PORT, 'floor');
  const fastify = await startEnqueuer('fastify-server.mjs', FASTIFY_PORT, 'fastify');
  const gateways =
    GATEWAY_PROCESSES > 1
      ? await startGateway(GATEWAY_PROCESSES, GATEWAYS_PORT, `${prefix}-gateways`)
      : undefined;
  const queue = new Queue('lead', { connection: { url: REDIS_URL }, prefix });
  const otherQueues = ['peer', 'floor', 'fastify', 'gateways'].map(
    (name) => new Queue('lead', { connection: { url: REDIS_URL }, prefix: `${prefix}-${name}` }),
  );
  const BARE = `http://127.0.0.1:${BARE_PORT}/`;
  const FLOOR = `http://127.0.0.1:${FLOOR_PORT}/`;
  const GATEWAY = `http://127.0.0.1:${GATEWAY_PORT}/api/contact`;
  const PEER = `http://127.0.0.1:${PEER_PORT}/api/contact`;
  const GATEWAYS = `http://127.0.0.1:${GATEWAYS_PORT}/api/contact`;
  const FASTIFY = `http://127.0.0.1:${FASTIFY_PORT}/api/contact`;
  try {
    // Warm-up runs let the JITs settle; they are not counted.
    for (const url of [BARE, GATEWAY, PEER, FLOOR, FASTIFY]) await run(url, 3);
    if (gateways) await run(GATEWAYS, 3);
    for (const q of [queue, ...otherQueues]) await q.obliterate({ force: true });
    const bareResult = await measure(BARE, bare);
    const gatewayResult = await measure(GATEWAY, gateway);
    const peerResult = await measure(PEER, peer);
    const floorResult = await measure(FLOOR, floor);
    const fastifyResult = await measure(FASTIFY, fastify);
    const gatewaysResult = gateways && (await measure(GATEWAYS, gateways));
    const rows = [
      summary('bare node:http (ceiling)', bareResult, bareResult),
      summary('bare node:http + one BullMQ add (floor)', floorResult, bareResult),
      summary('Fastify + zod + BullMQ, no NestJS', fastifyResult, bareResult),
      summary('minimal Nest + Fastify + zod + BullMQ (peer)', peerResult, bareResult),
      summary('gateway POST /api/contact', gatewayResult, bareResult),
      ...(gatewaysResult
        ? [summary(`gateway in ${GATEWAY_PROCESSES} processes`, gatewaysResult, bareResult)]
        : []),
    ];
    console.log(
      `Machine: load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(', ')}`,
    );
    console.table(rows);
    const ratio = gatewayResult.requests.average / bareResult.requests.average;
    console.log(`gateway / bare: ${(ratio * 100).toFixed(1)} %`);
    const jobs = await queue.count();
    console.log(`jobs in Redis: ${jobs} for ${gatewayResult['2xx']} accepted submissions`);
    // Requests still in flight when the run stops may be queued without being counted as 2xx.
    if (jobs < gatewayResult['2xx']) {
      console.error('Some accepted submissions did not reach Redis');
      process.exitCode = 1;
    }
  } finally {
    await queue.obliterate({ force: true }).catch(() => undefined);
    await queue.close();
    for (const q of otherQueues) {
      await q.obliterate({ force: true }).catch(() => undefined);
      await q.close();
    }
    floor.kill('SIGTERM');
    fastify.kill('SIGTERM');
    peer.kill('SIGTERM');
    gateway.kill('SIGTERM');
    gateways?.kill('SIGTERM');
    bare.kill('SIGTERM');
  }
}

if (ONLY !== 'lists') await benchAcceptPath();
if (ONLY !== 'accept') {
  const rows = await benchStaffLists({ port: GATEWAY_PORT, prefix, redisUrl: REDIS_URL });
  if (!reportStaffLists(rows)) process.exitCode = 1;
}
