import { openMigrated } from '@bytecraft/service-runtime/database/migrated-data-source';
import { createTestDatabase, type TestDatabase } from '@bytecraft/testing/databases';
import { randomUUID } from 'node:crypto';
import { LEAD_ENTITIES, LEAD_MIGRATIONS } from '../src/app.module';
import { MoveStatusHistory1795000600000 } from '../src/migrations/1795000600000-move-status-history';

const ANA = 'ana@bytecraft.example';
const RAVI = 'ravi@bytecraft.example';

/** One history table reaches a database that already holds status changes. */
describe('lead migrations: status changes into the activity', () => {
  let db: TestDatabase;
  // The service's own way to its schema (under the migrations' lock), left open for the test.
  const migrate = (migrations: typeof LEAD_MIGRATIONS) =>
    openMigrated({ type: 'postgres', url: db.url, migrations, entities: LEAD_ENTITIES });
  const statusEntries = (id: string) =>
    db.query(
      `SELECT kind, actor, at, data FROM activity_entries
        WHERE "recordId" = $1 AND type = 'status' ORDER BY at`,
      [id],
    );

  beforeAll(async () => {
    db = await createTestDatabase('lead_status_history_migration');
  });

  afterAll(async () => {
    await db?.drop();
  });

  it('moves each status change into the activity with its time and actor, drops status_history, and the entities match the schema; undone, it puts them back', async () => {
    const before = LEAD_MIGRATIONS.slice(
      0,
      LEAD_MIGRATIONS.indexOf(MoveStatusHistory1795000600000),
    );
    expect(before).not.toHaveLength(0);
    await (await migrate(before)).destroy();
    const id = randomUUID();
    await db.query(
      `INSERT INTO contacts (id, name, email, service, message, status)
       VALUES ($1, 'Asha Rao', 'asha@example.com', 'cloud', 'Before one history', 'resolved')`,
      [id],
    );
    const first = new Date('2026-03-01T09:00:00.000Z');
    const second = new Date('2026-03-02T10:30:00.000Z');
    await db.query(
      `INSERT INTO status_history (kind, "recordId", "from", "to", "changedBy", "changedAt")
       VALUES ('contact', $1, 'new', 'in_progress', $2, $3),
              ('contact', $1, 'in_progress', 'resolved', $4, $5)`,
      [id, ANA, first, RAVI, second],
    );
    await db.query(
      `INSERT INTO activity_entries (id, kind, "recordId", type, actor, at, data)
       VALUES ($1, 'contact', $2, 'note', $3, $4, '{"text":"Called back"}')`,
      [randomUUID(), id, ANA, first],
    );

    const source = await migrate(LEAD_MIGRATIONS);
    try {
      expect(await statusEntries(id)).toEqual([
        { kind: 'contact', actor: ANA, at: first, data: { from: 'new', to: 'in_progress' } },
        { kind: 'contact', actor: RAVI, at: second, data: { from: 'in_progress', to: 'resolved' } },
      ]);
      expect(
        await db.query(
          `SELECT type FROM activity_entries WHERE "recordId" = $1 AND type = 'note'`,
          [id],
        ),
      ).toEqual([{ type: 'note' }]);
      expect(await db.query(`SELECT to_regclass('status_history') AS table`)).toEqual([
        { table: null },
      ]);
      await expect(
        db.query(
          `INSERT INTO activity_entries (id, kind, "recordId", type, actor, data)
           VALUES ($1, 'contact', $2, 'bogus', $3, '{}')`,
          [randomUUID(), id, ANA],
        ),
      ).rejects.toThrow(/check constraint/);
      // The entities say what the migrations made: nothing is left to generate.
      // The entities say what the migrations made: TypeORM would change no table or column
      // (the indexes and CHECKs the migrations write by hand are not declared on entities).
      const changes = (await source.driver.createSchemaBuilder().log()).upQueries
        .map(({ query }) => query)
        .filter((query) => !/^(DROP|CREATE) INDEX|DROP CONSTRAINT "\w+_check"$/.test(query));
      expect(changes).toEqual([]);

      await source.undoLastMigration();
      expect(await statusEntries(id)).toEqual([]);
      expect(
        await db.query(
          `SELECT "from", "to", "changedBy", "changedAt" FROM status_history
            WHERE "recordId" = $1 ORDER BY "changedAt"`,
          [id],
        ),
      ).toEqual([
        { from: 'new', to: 'in_progress', changedBy: ANA, changedAt: first },
        { from: 'in_progress', to: 'resolved', changedBy: RAVI, changedAt: second },
      ]);
    } finally {
      await source.destroy();
    }
  });
});
