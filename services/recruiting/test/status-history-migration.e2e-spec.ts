import { migrationSuite } from '@bytecraft/testing/migration-suite';
import { randomUUID } from 'node:crypto';
import { RECRUITING_ENTITIES } from '../src/app.module';
import { RECRUITING_MIGRATIONS } from '../src/migrations';
import { NameStaffById1795000800000 } from '../src/migrations/1795000800000-name-staff-by-id';
import { MoveStatusHistory1795000700000 } from '../src/migrations/1795000700000-move-status-history';

/** One history table reaches a database that already holds an application's status changes. */
describe('recruiting migrations: status changes into the activity', () => {
  const suite = migrationSuite(
    'recruiting_status_history_migration',
    RECRUITING_MIGRATIONS,
    RECRUITING_ENTITIES,
  );

  it('moves each status change into the activity with its time and actor', async () => {
    const { db } = suite;
    await suite.migrate(suite.before(MoveStatusHistory1795000700000));
    const id = randomUUID();
    const at = new Date('2026-03-01T09:00:00.000Z');
    await db.query(
      `INSERT INTO status_history (kind, "recordId", "from", "to", "changedBy", "changedAt")
       VALUES ('internship-application', $1, 'new', 'reviewing', 'ana@bytecraft.example', $2)`,
      [id, at],
    );

    // Up to the move: the migrations after it name staff otherwise.
    const source = await suite.open(suite.before(NameStaffById1795000800000));
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
    } finally {
      await source.destroy();
    }
  });
});
