import { openMigrated } from '@bytecraft/service-runtime/database/migrated-data-source';
import { createTestDatabase, type TestDatabase } from '@bytecraft/testing/databases';
import { randomUUID } from 'node:crypto';
import { RECRUITING_ENTITIES, RECRUITING_MIGRATIONS } from '../src/app.module';
import { MoveStatusHistory1795000700000 } from '../src/migrations/1795000700000-move-status-history';

/** One history table reaches a database that already holds an application's status changes. */
describe('recruiting migrations: status changes into the activity', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase('recruiting_status_history_migration');
  });

  afterAll(async () => {
    await db?.drop();
  });

  it('moves each status change into the activity with its time and actor, and the entities match the schema', async () => {
    const before = RECRUITING_MIGRATIONS.slice(
      0,
      RECRUITING_MIGRATIONS.indexOf(MoveStatusHistory1795000700000),
    );
    expect(before).not.toHaveLength(0);
    await (await openMigrated({ type: 'postgres', url: db.url, migrations: before })).destroy();
    const id = randomUUID();
    const at = new Date('2026-03-01T09:00:00.000Z');
    await db.query(
      `INSERT INTO status_history (kind, "recordId", "from", "to", "changedBy", "changedAt")
       VALUES ('internship-application', $1, 'new', 'reviewing', 'ana@bytecraft.example', $2)`,
      [id, at],
    );

    const source = await openMigrated({
      type: 'postgres',
      url: db.url,
      migrations: RECRUITING_MIGRATIONS,
      entities: RECRUITING_ENTITIES,
    });
    try {
      expect(
        await db.query(
          `SELECT kind, type, actor, at, data FROM activity_entries WHERE "recordId" = $1`,
          [id],
        ),
      ).toEqual([
        {
          kind: 'internship-application',
          type: 'status',
          actor: 'ana@bytecraft.example',
          at,
          data: { from: 'new', to: 'reviewing' },
        },
      ]);
      expect(await db.query(`SELECT to_regclass('status_history') AS table`)).toEqual([
        { table: null },
      ]);
      // The entities say what the migrations made: TypeORM would change no table or column
      // (the indexes and CHECKs the migrations write by hand are not declared on entities).
      const changes = (await source.driver.createSchemaBuilder().log()).upQueries
        .map(({ query }) => query)
        .filter((query) => !/^(DROP|CREATE) INDEX|DROP CONSTRAINT "\w+_check"$/.test(query));
      expect(changes).toEqual([]);
    } finally {
      await source.destroy();
    }
  });
});
