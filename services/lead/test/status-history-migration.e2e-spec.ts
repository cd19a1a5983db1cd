import { migrationSuite } from '@bytecraft/testing/migration-suite';
import { randomUUID } from 'node:crypto';
import { LEAD_ENTITIES } from '../src/app.module';
import { LEAD_MIGRATIONS } from '../src/migrations';
import { NameStaffById1795000700000 } from '../src/migrations/1795000700000-name-staff-by-id';
import { MoveStatusHistory1795000600000 } from '../src/migrations/1795000600000-move-status-history';

const ANA = 'ana@bytecraft.example';
const RAVI = 'ravi@bytecraft.example';

/** One history table reaches a database that already holds status changes. */
describe('lead migrations: status changes into the activity', () => {
  const suite = migrationSuite('lead_status_history_migration', LEAD_MIGRATIONS, LEAD_ENTITIES);
  const statusEntries = (id: string) =>
    suite.db.query(
      `SELECT kind, actor, at, data FROM activity_entries
        WHERE "recordId" = $1 AND type = 'status' ORDER BY at`,
      [id],
    );

  it('moves each status change into the activity with its time and actor, drops status_history; undone, it puts them back', async () => {
    const { db } = suite;
    await suite.migrate(suite.before(MoveStatusHistory1795000600000));
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

    // Up to the move: the migrations after it name staff otherwise.
    const source = await suite.open(suite.before(NameStaffById1795000700000));
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
