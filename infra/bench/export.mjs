// `npm run bench:export`, the list export benchmark: GET /api/contact/export.csv of 100,000
// contacts through the real gateway (session check, the Redis transport, the CSV stream) and
// the lead service (keyset batches of 1000). Prints the time to the last byte, the size, and
// the peak resident memory of the gateway and of the lead service during the export, next to
// their memory before it: a streamed export's peak does not grow with the table. BENCH_ROWS
// (100,000) sets the table.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createTestDatabase } from '@bytecraft/testing/databases';
import { startGateway, startService } from '@bytecraft/testing/service-process';

const PG = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const STAFF = { email: 'bench@bytecraft.example', password: 'bench-password-long-enough' };
const MB = 1024 * 1024;

/** A process's resident memory now, in bytes (0 once it is gone). */
function rss(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return Number(line[1]) * 1024;
  } catch {
    return 0;
  }
}

/** Samples the processes' resident memory every 20 ms until stopped; answers each one's peak. */
function peakRss(pids) {
  const peaks = pids.map(rss);
  const timer = setInterval(
    () => pids.forEach((pid, i) => (peaks[i] = Math.max(peaks[i], rss(pid)))),
    20,
  );
  return () => {
    clearInterval(timer);
    return peaks;
  };
}

async function benchExport() {
  const adminUrl = `${PG}/postgres`;
  const leadDb = await createTestDatabase('bench_export_lead', adminUrl);
  const gatewayDb = await createTestDatabase('bench_export_gateway', adminUrl);
  const common = {
    REDIS_URL,
    QUEUE_PREFIX: `bench-export-${randomBytes(3).toString('hex')}`,
    LOG_LEVEL: 'warn',
  };
  let lead;
  let gateway;
  try {
    lead = await startService(
      'lead',
      { ...common, DATABASE_URL: leadDb.url },
      { keepOutput: 20_000 },
    );
    // Its health is 503 here (only the lead service runs); it is up once it answers at all.
    gateway = await startGateway(
      {
        ...common,
        DATABASE_URL: gatewayDb.url,
        ADMIN_EMAIL: STAFF.email,
        ADMIN_PASSWORD: STAFF.password,
      },
      { keepOutput: 20_000 },
    );
    await leadDb.query(
      `INSERT INTO contacts (id, name, email, company, phone, service, budget, timeline, message, status, "createdAt")
       SELECT gen_random_uuid(), 'Visitor ' || i, 'visitor' || i || '@example.com',
              'Company ' || (i % 5000), '+91 98765 ' || lpad((i % 100000)::text, 5, '0'), 'cloud',
              '25k-50k', '3-6-months',
              'We want to move our dispatch system to the cloud this year, with "zero" downtime, please.',
              (ARRAY['new','in_progress','resolved','closed'])[1 + i % 4],
              now() - i * interval '1 minute'
         FROM generate_series(1, $1) AS i`,
      [ROWS],
    );
    await leadDb.query('VACUUM ANALYZE contacts');
    const base = `${gateway.url}/api`;
    const login = await fetch(`${base}/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(STAFF),
    });
    if (!login.ok) throw new Error(`staff sign-in failed: ${login.status}`);
    const cookie = login.headers.get('set-cookie').split(';')[0];

    const exportOnce = async (path) => {
      const before = [gateway.pid, lead.pid].map(rss);
      const stop = peakRss([gateway.pid, lead.pid]);
      const started = performance.now();
      const res = await fetch(`${base}${path}`, { headers: { cookie } });
      if (!res.ok) throw new Error(`${path} answered ${res.status}`);
      let bytes = 0;
      let lines = 0;
      for await (const chunk of res.body) {
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 10) lines++;
      }
      const ms = performance.now() - started;
      const [gatewayPeak, leadPeak] = stop();
      return {
        export: `GET /api${path}`,
        rows: lines - 1,
        MB: +(bytes / MB).toFixed(1),
        seconds: +(ms / 1000).toFixed(2),
        'rows/s': Math.round(((lines - 1) * 1000) / ms),
        'gateway RSS before → peak MB': `${Math.round(before[0] / MB)} → ${Math.round(gatewayPeak / MB)}`,
        'lead RSS before → peak MB': `${Math.round(before[1] / MB)} → ${Math.round(leadPeak / MB)}`,
      };
    };
    // A first export warms both processes (JIT, connection pools); then a tenth of the table
    // and the whole of it, twice: memory that grew with the rows would grow again the second
    // time, where a heap settling at its working size does not.
    await exportOnce('/contact/export.csv?status=new&q=company%20424');
    return [
      await exportOnce('/contact/export.csv?q=visitor1'),
      await exportOnce('/contact/export.csv'),
      await exportOnce('/contact/export.csv'),
    ];
  } finally {
    await Promise.all([gateway?.stop(), lead?.stop()]);
    await Promise.all([leadDb.drop(), gatewayDb.drop()]);
  }
}

const rows = await benchExport();
console.log(`List export: ${ROWS} contacts`);
console.table(rows);
