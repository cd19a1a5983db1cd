// The compose deployment's PostgreSQL roles (infra/db/init/service-databases.sh), run as compose
// runs it, against a PostgreSQL of the test's own (node --test, after a build): each app's role
// owns its database and migrates it, opens no other, is no superuser, takes its password
// exactly as given, and a database an older deployment made as the superuser is handed to it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { pbkdf2Sync, createHash, createHmac } from 'node:crypto';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openMigrated } from '@bytecraft/service-runtime/database/migrated-data-source';
import { startPrivatePostgres } from '@bytecraft/testing/private-postgres';
import { SERVICE_NAMES } from '@bytecraft/testing/service-process';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const SCRIPT = join(ROOT, 'infra/db/init/service-databases.sh');
const APPS = ['gateway', ...SERVICE_NAMES];
const folderOf = (app) => (app === 'gateway' ? 'gateway' : `services/${app}`);
// Quotes, a semicolon and a comment: taken as SQL, any of them would break the statement.
const passwordOf = (app) => `${app}'s "own" pass; DROP ROLE ${app}; --`;
const PASSWORDS = Object.fromEntries(
  APPS.map((app) => [`${app.toUpperCase()}_DB_PASSWORD`, passwordOf(app)]),
);

let server;
before(async () => {
  server = await startPrivatePostgres();
});
after(() => server?.destroy());

/** The script as compose's postgres-init runs it: libpq's variables name the superuser. */
function runScript(env = PASSWORDS) {
  const result = spawnSync('bash', [SCRIPT, ...APPS], {
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      PGHOST: '127.0.0.1',
      PGPORT: String(server.port),
      PGUSER: 'postgres',
      ...env,
    },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** A connection to `database` on the test's server as `user`. */
async function connect(user, database) {
  const client = new pg.Client({ host: '127.0.0.1', port: server.port, user, database });
  await client.connect();
  return client;
}

async function asUser(user, database, work) {
  const client = await connect(user, database);
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Applies the app's migrations as `user`, as the app does at start. */
async function migrate(app, user) {
  const dataSource = await openMigrated({
    type: 'postgres',
    host: '127.0.0.1',
    port: server.port,
    username: user,
    database: app,
    // The numbered files only: a folder's index lists the same classes again.
    migrations: [join(ROOT, folderOf(app), 'dist/migrations/[0-9]*.js')],
  });
  const applied = await dataSource.query('SELECT count(*)::int AS n FROM migrations');
  await dataSource.destroy();
  return applied[0].n;
}

/** Whether a SCRAM verifier PostgreSQL stored was made from `password` (RFC 5802). */
function scramMatches(verifier, password) {
  const [, iterations, salt, storedKey] = /^SCRAM-SHA-256\$(\d+):([^$]+)\$([^:]+):/.exec(verifier);
  const salted = pbkdf2Sync(
    password,
    Buffer.from(salt, 'base64'),
    Number(iterations),
    32,
    'sha256',
  );
  const clientKey = createHmac('sha256', salted).update('Client Key').digest();
  return createHash('sha256').update(clientKey).digest('base64') === storedKey;
}

test('a database an older deployment made as the superuser is handed to its role', async () => {
  await asUser('postgres', 'postgres', (admin) => admin.query('CREATE DATABASE lead'));
  const applied = await migrate('lead', 'postgres');

  const { status, output } = runScript();
  assert.equal(status, 0, output);

  const notLeads = await asUser('lead', 'lead', (lead) =>
    lead.query(
      `SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'S', 'v')
          AND pg_get_userbyid(c.relowner) <> 'lead'`,
    ),
  );
  assert.deepEqual(notLeads.rows, []);
  // Owning them, it changes them as a later migration would, and finds its migrations applied.
  await asUser('lead', 'lead', (lead) => lead.query('ALTER TABLE contacts ADD COLUMN probe int'));
  assert.equal(await migrate('lead', 'lead'), applied);
});

test('each app migrates its own database as its own role, which is no superuser', async () => {
  assert.equal(runScript().status, 0);
  for (const app of APPS) assert.ok((await migrate(app, app)) > 0, `${app} applied migrations`);

  const roles = await asUser('postgres', 'postgres', (admin) =>
    admin.query(
      `SELECT r.rolname, r.rolsuper, r.rolcreatedb, r.rolcreaterole, r.rolreplication,
              r.rolbypassrls, pg_get_userbyid(d.datdba) AS owner
         FROM pg_roles r JOIN pg_database d ON d.datname = r.rolname
        WHERE r.rolname = ANY($1) ORDER BY r.rolname`,
      [APPS],
    ),
  );
  assert.deepEqual(
    roles.rows,
    [...APPS].sort().map((app) => ({
      rolname: app,
      rolsuper: false,
      rolcreatedb: false,
      rolcreaterole: false,
      rolreplication: false,
      rolbypassrls: false,
      owner: app,
    })),
  );
});

test('a role opens no database but its own', async () => {
  assert.equal(runScript().status, 0);
  for (const app of APPS) {
    await asUser(app, app, (client) => client.query('SELECT 1'));
    for (const other of [...APPS.filter((name) => name !== app), 'postgres']) {
      await assert.rejects(connect(app, other), (error) => {
        assert.equal(error.code, '42501', `${app} on ${other}: ${error.message}`);
        return true;
      });
    }
  }
});

test('each role has exactly its secret for a password, and a changed secret changes it', async () => {
  assert.equal(runScript().status, 0);
  const verifiers = () =>
    asUser('postgres', 'postgres', async (admin) => {
      const { rows } = await admin.query(
        'SELECT rolname, rolpassword FROM pg_authid WHERE rolname = ANY($1)',
        [APPS],
      );
      return Object.fromEntries(rows.map((row) => [row.rolname, row.rolpassword]));
    });
  const before = await verifiers();
  for (const app of APPS) assert.ok(scramMatches(before[app], passwordOf(app)), app);

  assert.equal(runScript({ ...PASSWORDS, LEAD_DB_PASSWORD: 'rotated-lead-secret' }).status, 0);
  const rotated = await verifiers();
  assert.ok(scramMatches(rotated.lead, 'rotated-lead-secret'));
  assert.ok(!scramMatches(rotated.lead, passwordOf('lead')));
  assert.ok(scramMatches(rotated.recruiting, passwordOf('recruiting')));
});

test('refuses to run without a role password, naming its variable', () => {
  const { NEWSLETTER_DB_PASSWORD, ...others } = PASSWORDS;
  assert.ok(NEWSLETTER_DB_PASSWORD);
  const { status, output } = runScript(others);
  assert.equal(status, 1);
  assert.match(output, /NEWSLETTER_DB_PASSWORD is not set/);
});
