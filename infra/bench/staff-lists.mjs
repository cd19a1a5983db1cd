// Staff-list benchmark: a page of 50 contacts from a table of 100,000 rows, through the real
// gateway (session check, query validation, the Redis transport) and the lead service (SQL),
// for a plain first page, a deep page, a status filter and a search. Prints p50/p99 per list,
// the CPU each request cost the gateway, the lead service and its PostgreSQL backends, and
// fails when a p99 is over the target. BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the
// gateway and of the lead service there.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { cpuSeconds } from './process-cpu.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const PG = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const SECONDS = Number(process.env.BENCH_LIST_SECONDS ?? 5);
// One staff member at a time (latency), and ten at once (a busy office, which on 2 cores
// measures throughput as much as latency). The target holds for both.
const CONNECTIONS = (process.env.BENCH_LIST_CONNECTIONS ?? '1,10').split(',').map(Number);
const P99_TARGET_MS = 50;
const CPU_PROF = process.env.BENCH_CPU_PROF;
const NODE_ARGS = CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : [];
const STAFF = { email: 'bench@bytecraft.example', password: 'bench-password-long-enough' };

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function start(args, env) {
  let output = '';
  const child = spawn(process.execPath, [...NODE_ARGS, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
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

/** Runs the staff-list phase against its own databases and queue prefix; returns the table. */
export async function benchStaffLists({ port, prefix, redisUrl }) {
  const suffix = randomBytes(3).toString('hex');
  const dbs = { lead: `bench_lead_${suffix}`, gateway: `bench_gateway_${suffix}` };
  await withClient(`${PG}/postgres`, async (c) => {
    for (const name of Object.values(dbs)) await c.query(`CREATE DATABASE "${name}"`);
  });
  const common = { REDIS_URL: redisUrl, QUEUE_PREFIX: prefix, LOG_LEVEL: 'warn' };
  const lead = start([join(ROOT, 'services/lead/dist/main.js')], {
    ...common,
    DATABASE_URL: `${PG}/${dbs.lead}`,
    LOG_LEVEL: 'log',
  });
  const gateway = start([join(ROOT, 'gateway/dist/main.js')], {
    ...common,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: `${PG}/${dbs.gateway}`,
    ADMIN_EMAIL: STAFF.email,
    ADMIN_PASSWORD: STAFF.password,
  });
  try {
    await until(() => lead.output().includes('successfully started'), 'the lead service to start');
    await withClient(`${PG}/${dbs.lead}`, (c) =>
      c.query(
        `INSERT INTO contacts (id, name, email, company, service, message, status, "createdAt")
         SELECT gen_random_uuid(), 'Visitor ' || i, 'visitor' || i || '@example.com',
                'Company ' || (i % 5000), 'cloud', 'We want to move to the cloud this year.',
                (ARRAY['new','in_progress','resolved','closed'])[1 + i % 4],
                now() - i * interval '1 minute'
           FROM generate_series(1, $1) AS i`,
        [ROWS],
      ),
    );
    // As autovacuum leaves a table that has settled: statistics and the visibility map.
    await withClient(`${PG}/${dbs.lead}`, (c) => c.query('VACUUM ANALYZE contacts'));
    const base = `http://127.0.0.1:${port}/api`;
    // Health is 503 here (only the lead service runs); any answer means it listens.
    await until(async () => (await fetch(`${base}/health`)).status > 0, 'the gateway to start');
    const login = await fetch(`${base}/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(STAFF),
    });
    if (!login.ok) throw new Error(`staff sign-in failed: ${login.status}`);
    const cookie = login.headers.get('set-cookie').split(';')[0];

    // The gateway, the lead service and the PostgreSQL backends serving the lead's database.
    const serving = () =>
      withClient(`${PG}/postgres`, async (c) => [
        gateway.child.pid,
        lead.child.pid,
        ...(
          await c.query('SELECT pid FROM pg_stat_activity WHERE datname = $1', [dbs.lead])
        ).rows.map((row) => row.pid),
      ]);
    const lists = {
      'page 1 of 50': '/contact?limit=50',
      'page 1000 of 50': '/contact?limit=50&page=1000',
      'status filter': '/contact?limit=50&status=in_progress',
      'search (q)': '/contact?limit=50&q=company%20424',
    };
    const rows = [];
    for (const [name, path] of Object.entries(lists)) {
      const url = `${base}${path}`;
      const check = await fetch(url, { headers: { cookie } });
      const body = await check.json();
      if (!check.ok || body.data.length === 0)
        throw new Error(`${name}: ${path} answered ${check.status}`);
      for (const connections of CONNECTIONS) {
        await autocannon({ url, headers: { cookie }, connections, duration: 2 });
        const processes = await serving();
        const before = processes.map(cpuSeconds);
        const r = await autocannon({ url, headers: { cookie }, connections, duration: SECONDS });
        const [gatewayCpu, leadCpu, ...backendsCpu] = processes.map((pid, i) =>
          Math.round(((cpuSeconds(pid) - before[i]) * 1e6) / r.requests.total),
        );
        rows.push({
          list: `GET /api${path}`,
          'of rows': body.pagination.total,
          connections,
          'requests/s': Math.round(r.requests.average),
          'p50 ms': r.latency.p50,
          'p99 ms': r.latency.p99,
          'non-2xx': r.non2xx + r.errors + r.timeouts,
          'CPU µs/request gateway, lead, postgres': [
            gatewayCpu,
            leadCpu,
            backendsCpu.reduce((a, b) => a + b, 0),
          ].join(', '),
        });
      }
    }
    return rows;
  } finally {
    gateway.child.kill('SIGTERM');
    lead.child.kill('SIGTERM');
    await Promise.all(
      [gateway.child, lead.child].map((c) =>
        c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null,
      ),
    );
    await withClient(`${PG}/postgres`, async (c) => {
      for (const name of Object.values(dbs))
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    });
  }
}

/** Prints the table and says whether every list met the target. */
export function reportStaffLists(rows) {
  console.log(
    `Staff lists: ${CONNECTIONS} connections, ${SECONDS} s each, target p99 <= ${P99_TARGET_MS} ms`,
  );
  console.table(rows);
  const missed = rows.filter((row) => row['p99 ms'] > P99_TARGET_MS || row['non-2xx'] > 0);
  for (const row of missed) console.error(`Missed: ${row.list} (p99 ${row['p99 ms']} ms)`);
  return missed.length === 0;
}
