import type { MigrationInterface, QueryRunner } from 'typeorm';
// The test package builds on the runtime, so the runtime's own specs read its source.
import { createTestDatabase, type TestDatabase } from '../../../testing/databases';
import { boundedPgPool } from './listened-pg-client';
import { openMigrated } from './migrated-data-source';

/** A migration that is not safe to run twice at once: two runs race to create one table. */
class CreateProbe1700000000000 implements MigrationInterface {
  name = 'CreateProbe1700000000000';
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE TABLE probe (id int PRIMARY KEY)');
    // Long enough for every other replica to be starting meanwhile.
    await queryRunner.query('SELECT pg_sleep(0.3)');
  }
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE probe');
  }
}

describe('openMigrated', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('migrations_lock');
  });
  afterAll(() => db?.drop());

  it('lets replicas starting together on an empty database migrate one after the other', async () => {
    // Bounds far below the migration's run and the replicas' wait for it: they bind the data
    // source handed back, not the migrations.
    const extra = boundedPgPool({
      DATABASE_CONNECT_TIMEOUT_MS: 5000,
      DATABASE_QUERY_TIMEOUT_MS: 100,
    });
    const replicas = await Promise.all(
      [1, 2, 3].map(() =>
        openMigrated({
          type: 'postgres',
          url: db.url,
          migrations: [CreateProbe1700000000000],
          extra,
        }),
      ),
    );
    try {
      expect(await db.query('SELECT name FROM migrations')).toEqual([
        { name: 'CreateProbe1700000000000' },
      ]);
      // Every replica is ready, and no lock is left behind for the next start.
      expect(replicas.every((replica) => replica.isInitialized)).toBe(true);
      expect(await replicas[0].query('SHOW statement_timeout')).toEqual([
        { statement_timeout: '100ms' },
      ]);
      // This database's only: other suites may hold advisory locks of their own meanwhile.
      expect(
        await db.query(
          `SELECT * FROM pg_locks WHERE locktype = 'advisory'
              AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
        ),
      ).toEqual([]);
    } finally {
      await Promise.all(replicas.map((replica) => replica.destroy()));
    }
  });
});
