import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** The machine's PostgreSQL, as its superuser: where databases are made and dropped. */
export const POSTGRES_ADMIN_URL =
  process.env.POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function asAdmin<T>(adminUrl: string, work: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** The address of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Creates these databases where missing (`npm start`'s, which stay from run to run, and the
 * chaos run's on its own server). Each service owns its tables through its migrations; this only
 * makes the empty databases.
 */
export async function createDatabases(adminUrl: string, names: string[]): Promise<void> {
  await asAdmin(adminUrl, async (admin) => {
    for (const name of names) {
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [
        name,
      ]);
      if (rowCount === 0) await admin.query(`CREATE DATABASE "${name}"`);
    }
  });
}

/** Drops these databases, ending any session still on them. */
export async function dropDatabases(adminUrl: string, names: string[]): Promise<void> {
  await asAdmin(adminUrl, async (admin) => {
    for (const name of names) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
}

export interface TestDatabase {
  name: string;
  url: string;
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<R[]>;
  drop(): Promise<void>;
}

/**
 * A new, empty database of a random name for one suite or bench run; the service under test
 * migrates it itself.
 */
export async function createTestDatabase(
  prefix: string,
  adminUrl = POSTGRES_ADMIN_URL,
): Promise<TestDatabase> {
  const name = `test_${prefix}_${randomBytes(4).toString('hex')}`;
  await asAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE "${name}"`));
  const url = databaseUrl(adminUrl, name);
  const client = new Client({ connectionString: url });
  await client.connect();
  return {
    name,
    url,
    async query<R>(sql: string, params?: unknown[]) {
      return (await client.query(sql, params)).rows as R[];
    },
    async drop() {
      await client.end();
      await dropDatabases(adminUrl, [name]);
    },
  };
}

/** The migrations a service ran on this database, by name, in the order it ran them. */
export const migrationsRun = async (db: Pick<TestDatabase, 'query'>) =>
  (await db.query<{ name: string }>('SELECT name FROM migrations ORDER BY id')).map(
    ({ name }) => name,
  );

/** A queue namespace of its own, so suites never take each other's jobs. */
export const testQueuePrefix = (suite: string) => `test-${suite}-${randomBytes(4).toString('hex')}`;
