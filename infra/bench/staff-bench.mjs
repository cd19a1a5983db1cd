// The setting the staff benchmarks share (`bench:lists`, `bench:export`): the lead service and
// the gateway on databases and a queue prefix of their own, a contacts table of `rows` as staff
// work it, and a signed-in staff member's cookie.
import { randomBytes } from 'node:crypto';
import { createTestDatabase } from '@bytecraft/testing/databases';
import { startGateway, startService } from '@bytecraft/testing/service-process';

const PG = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const STAFF = { email: 'bench@bytecraft.example', password: 'bench-password-long-enough' };

/**
 * Contacts as a team works them: every tenth owned by the signed-in staff member and every
 * tenth by a colleague, every seventh with a follow-up (half of them past), and the older
 * half answered.
 */
const SEED_CONTACTS = `
  INSERT INTO contacts (id, name, email, company, phone, service, budget, timeline, message, status,
                        "createdAt", "ownerId", "followUpAt", "firstReplyAt")
  SELECT gen_random_uuid(), 'Visitor ' || i, 'visitor' || i || '@example.com',
         'Company ' || (i % 5000), '+91 98765 ' || lpad((i % 100000)::text, 5, '0'), 'cloud',
         '25k-50k', '3-6-months',
         'We want to move our dispatch system to the cloud this year, with "zero" downtime, please.',
         (ARRAY['new','in_progress','resolved','closed'])[1 + i % 4],
         now() - i * interval '1 minute',
         CASE i % 10 WHEN 0 THEN CAST($2 AS uuid) WHEN 1 THEN CAST($3 AS uuid) END,
         CASE WHEN i % 7 = 0 THEN now() + (CASE WHEN i % 14 = 0 THEN -1 ELSE 1 END) * interval '3 days' END,
         CASE WHEN i > $1 / 2 THEN now() - i * interval '1 minute' + interval '3 hours' END
    FROM generate_series(1, $1) AS i`;

/**
 * Starts the lead service and the gateway, seeds `rows` contacts, signs in; `stop()` ends both
 * and drops their databases. `name` keeps each benchmark's databases apart.
 */
export async function staffBench(name, { rows, nodeArgs = [] }) {
  const adminUrl = `${PG}/postgres`;
  const leadDb = await createTestDatabase(`bench_${name}_lead`, adminUrl);
  const gatewayDb = await createTestDatabase(`bench_${name}_gateway`, adminUrl);
  const common = {
    REDIS_URL,
    QUEUE_PREFIX: `bench-${name}-${randomBytes(3).toString('hex')}`,
    LOG_LEVEL: 'warn',
  };
  let lead;
  let gateway;
  const startLead = () =>
    startService('lead', { ...common, DATABASE_URL: leadDb.url }, { nodeArgs, keepOutput: 20_000 });
  const stop = async () => {
    await Promise.all([gateway?.stop(), lead?.stop()]);
    await Promise.all([leadDb.drop(), gatewayDb.drop()]);
  };
  try {
    lead = await startLead();
    // Its health is 503 here (only the lead service runs); it is up once it answers at all.
    gateway = await startGateway(
      {
        ...common,
        DATABASE_URL: gatewayDb.url,
        ADMIN_EMAIL: STAFF.email,
        ADMIN_PASSWORD: STAFF.password,
      },
      { nodeArgs, keepOutput: 20_000 },
    );
    const [{ id: staffId }] = await gatewayDb.query(
      'SELECT id FROM staff_accounts WHERE email = $1',
      [STAFF.email],
    );
    await leadDb.query(SEED_CONTACTS, [rows, staffId, '00000000-0000-4000-8000-000000000001']);
    // Started again, the service gives the waiting rows their due times, as on an upgrade.
    await lead.stop();
    lead = await startLead();
    // As autovacuum leaves a table that has settled: statistics and the visibility map.
    await leadDb.query('VACUUM ANALYZE contacts');
    const base = `${gateway.url}/api`;
    const login = await fetch(`${base}/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(STAFF),
    });
    if (!login.ok) throw new Error(`staff sign-in failed: ${login.status}`);
    const cookie = login.headers.get('set-cookie').split(';')[0];
    return { base, cookie, gateway, lead, leadDb, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
