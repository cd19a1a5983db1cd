// Accept-path benchmark: autocannon against POST /api/contact on the real gateway (validation,
// rate limit, honeypot check, durable enqueue into Redis) and, in the same run, against a bare
// node:http server that parses the same JSON (the ceiling), the same server adding one BullMQ
// job per request (the floor of any design that enqueues a job per request) and a minimal
// NestJS + Fastify app with a zod pipe and one BullMQ add per request (the peer:
// minimal-nest-server.mjs), and the same on Fastify without NestJS (fastify-server.mjs). Prints
// each one's requests/s, latency and CPU per request, and their ratio to the ceiling, then
// checks that every 2xx the gateway gave is a job in Redis. BENCH_GATEWAY_BEFORE=<main.js>
// (another build of the gateway, e.g. a copy of gateway/dist made before a change, kept under
// gateway/ so that it resolves its packages: gateway/.local/before/main.js) is measured
// too, just before this build, so a change is compared within one sitting; BENCH_CPU_PROF=<dir>
// writes a V8 CPU profile of each gateway and of the peer there. A gateway's row also shows the
// time it spent collecting garbage (from its /metrics; the other servers serve none).
// BENCH_ROUNDS (1) measures every target that many times, in turn, and reports each one's median
// round. The staff lists have their own bench (staff-lists.mjs, `npm run bench:lists`).
import autocannon from 'autocannon';
import { Queue } from 'bullmq';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestDatabase } from '@bytecraft/testing/databases';
import { buildContact } from '@bytecraft/testing/factories';
import { freePort } from '@bytecraft/testing/free-port';
import { gcSeconds } from '@bytecraft/testing/metrics';
import { startGateway } from '@bytecraft/testing/service-process';
import { waitFor } from '@bytecraft/testing/wait-for';
import { cpuSeconds } from './process-cpu.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const PG = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `bench-${randomBytes(3).toString('hex')}`;
const BEFORE_MAIN = process.env.BENCH_GATEWAY_BEFORE;
const CPU_PROF = process.env.BENCH_CPU_PROF;
const NODE_ARGS = CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : [];

const body = JSON.stringify(buildContact());

/**
 * Starts one of the comparison servers as its own process (as the gateway runs) on a port it
 * takes at once (port 0) and prints; resolves with the process and its address.
 */
async function startServer(script, args = [], nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, join(HERE, script), '0', ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  const port = await waitFor(
    () => {
      if (child.exitCode !== null) throw new Error(`${script} exited (${child.exitCode})`);
      return /listening on (\d+)/.exec(output)?.[1];
    },
    { what: `${script} to listen`, timeoutMs: 20_000 },
  ).catch((error) => {
    child.kill();
    throw error;
  });
  return { child, url: `http://127.0.0.1:${port}/` };
}

/** A bench server that adds one BullMQ job per request, under a queue prefix of its own. */
const startEnqueuer = (script, name, nodeArgs) =>
  startServer(script, [REDIS_URL, `${prefix}-${name}`], nodeArgs);

/**
 * autocannon's result for one target, with the CPU its server process used meanwhile and, for a
 * gateway, the part of it spent collecting garbage.
 */
async function measure({ url, pid, metricsUrl }) {
  const [cpuBefore, gcBefore] = [cpuSeconds(pid), metricsUrl && (await gcSeconds(metricsUrl))];
  const result = await run(url);
  const cpu = cpuSeconds(pid) - cpuBefore;
  const gc = metricsUrl && (await gcSeconds(metricsUrl)) - gcBefore;
  return { ...result, cpuSeconds: cpu, gcSeconds: gc };
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
  'GC µs/request':
    r.gcSeconds === undefined ? '' : Math.round((r.gcSeconds * 1e6) / r.requests.total),
  '2xx': r['2xx'],
  'non-2xx': r.non2xx + r.errors + r.timeouts,
});

/**
 * A gateway build on a database and queue prefix of its own, logging as in production, and its
 * /metrics address: its logs, which name the port it took, are discarded, so it is told one.
 */
async function startBenchGateway(database, queuePrefix, main) {
  const metricsPort = await freePort();
  const gateway = await startGateway(
    {
      DATABASE_URL: database.url,
      QUEUE_PREFIX: queuePrefix,
      RATE_LIMIT_MAX: '100000000',
      // As production logs: one JSON line per request (discarded here).
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'log',
      LOG_FORMAT: 'json',
      METRICS_PORT: String(metricsPort),
    },
    { discardLogs: true, nodeArgs: NODE_ARGS, main },
  );
  return { ...gateway, metricsUrl: () => `http://127.0.0.1:${metricsPort}/metrics` };
}

async function benchAcceptPath() {
  // The gateway keeps its staff accounts in a database of its own.
  const databases = [await createTestDatabase('bench_api_gateway', `${PG}/postgres`)];
  const servers = [];
  const queue = new Queue('lead', { connection: { url: REDIS_URL }, prefix });
  const otherQueues = ['peer', 'floor', 'fastify', 'before'].map(
    (name) => new Queue('lead', { connection: { url: REDIS_URL }, prefix: `${prefix}-${name}` }),
  );
  const gateways = [];
  try {
    const bare = await startServer('bare-server.mjs');
    const peer = await startEnqueuer('minimal-nest-server.mjs', 'peer', NODE_ARGS);
    const floor = await startEnqueuer('bare-server.mjs', 'floor');
    const fastify = await startEnqueuer('fastify-server.mjs', 'fastify');
    servers.push(bare, peer, floor, fastify);
    const gateway = await startBenchGateway(databases[0], prefix);
    gateways.push(gateway);
    let before;
    if (BEFORE_MAIN) {
      databases.push(await createTestDatabase('bench_api_gateway_before', `${PG}/postgres`));
      before = await startBenchGateway(databases[1], `${prefix}-before`, BEFORE_MAIN);
      gateways.push(before);
    }
    const GATEWAY = `${gateway.url}/api/contact`;
    const BEFORE = before && `${before.url}/api/contact`;
    const PEER = `${peer.url}api/contact`;
    const FASTIFY = `${fastify.url}api/contact`;
    // Warm-up runs let the JITs settle; they are not counted.
    for (const url of [bare.url, BEFORE, GATEWAY, PEER, floor.url, FASTIFY]) {
      if (url) await run(url, 3);
    }
    for (const q of [queue, ...otherQueues]) await q.obliterate({ force: true });
    const bareTarget = { name: 'bare node:http (ceiling)', url: bare.url, pid: bare.child.pid };
    const beforeTarget = before && {
      name: 'gateway before (BENCH_GATEWAY_BEFORE)',
      url: BEFORE,
      pid: before.pid,
      metricsUrl: before.metricsUrl(),
    };
    const gatewayTarget = {
      name: 'gateway POST /api/contact',
      url: GATEWAY,
      pid: gateway.pid,
      metricsUrl: gateway.metricsUrl(),
    };
    const peerTarget = {
      name: 'minimal Nest + Fastify + zod + BullMQ (peer)',
      url: PEER,
      pid: peer.child.pid,
    };
    const targets = [
      bareTarget,
      ...(beforeTarget ? [beforeTarget] : []),
      gatewayTarget,
      peerTarget,
      { name: 'bare node:http + one BullMQ add (floor)', url: floor.url, pid: floor.child.pid },
      { name: 'Fastify + zod + BullMQ, no NestJS', url: FASTIFY, pid: fastify.child.pid },
    ];
    // Each round measures every target once, every other round in reverse order; on a shared
    // machine one round says little, so each row is the target's median round.
    const runs = new Map(targets.map((target) => [target, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const target of round % 2 ? [...targets].reverse() : targets) {
        runs.get(target).push(await measure(target));
      }
      if (ROUNDS > 1) {
        const line = targets.map((target) => {
          const r = runs.get(target).at(-1);
          return `${Math.round(r.requests.average)} (${Math.round((r.cpuSeconds * 1e6) / r.requests.total)} µs)`;
        });
        console.log(
          `round ${round + 1}, requests/s (CPU a request) in the table's order: ${line.join(', ')}`,
        );
      }
    }
    const median = (values) => [...values].sort((a, b) => a - b)[(values.length - 1) >> 1];
    const medianRun = (target) =>
      runs
        .get(target)
        .find(
          (r) => r.requests.average === median(runs.get(target).map((x) => x.requests.average)),
        );
    const ceiling = medianRun(bareTarget);
    console.log(
      `Machine: load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(', ')}; ${ROUNDS} round(s)`,
    );
    console.table(targets.map((target) => summary(target.name, medianRun(target), ceiling)));
    /** The median over rounds of a target's requests/s against another's in the same round. */
    const ratio = (target, other) =>
      median(
        runs.get(target).map((r, i) => r.requests.average / runs.get(other)[i].requests.average),
      );
    console.log(`gateway / bare: ${(100 * ratio(gatewayTarget, bareTarget)).toFixed(1)} %`);
    console.log(`gateway / peer: ${ratio(gatewayTarget, peerTarget).toFixed(2)}x`);
    if (beforeTarget) {
      console.log(`before / peer: ${ratio(beforeTarget, peerTarget).toFixed(2)}x`);
    }
    const accepted = runs.get(gatewayTarget).reduce((sum, r) => sum + r['2xx'], 0);
    const jobs = await queue.count();
    console.log(`jobs in Redis: ${jobs} for ${accepted} accepted submissions`);
    // Requests still in flight when the run stops may be queued without being counted as 2xx.
    if (jobs < accepted) {
      console.error('Some accepted submissions did not reach Redis');
      process.exitCode = 1;
    }
  } finally {
    for (const q of [queue, ...otherQueues]) {
      await q.obliterate({ force: true }).catch(() => undefined);
      await q.close();
    }
    for (const { child } of servers) child.kill('SIGTERM');
    await Promise.all(gateways.map((gateway) => gateway.stop()));
    for (const database of databases) await database.drop();
  }
}

await benchAcceptPath();
