// Creates each service's database (and the gateway's, for staff accounts) when it is missing.
// Each owns its tables through its migrations; this only makes the empty databases.
import pg from 'pg';

export const SERVICE_DATABASES = ['lead', 'recruiting', 'newsletter', 'notification', 'gateway'];

export async function createDatabases(adminUrl, names = SERVICE_DATABASES) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const name of names) {
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
        name,
      ]);
      if (rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
    }
  } finally {
    await client.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await createDatabases(
    process.env.POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  );
  console.warn('Databases ready:', SERVICE_DATABASES.join(', '));
}
