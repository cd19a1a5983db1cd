import { migrationSuite, schemaChanges } from '@bytecraft/testing/migration-suite';
import { randomUUID } from 'node:crypto';
import { LEAD_ENTITIES } from '../src/app.module';
import { LEAD_MIGRATIONS } from '../src/migrations';
import { AddVisitorReplies1795000800000 } from '../src/migrations/1795000800000-add-visitor-replies';

/** Visitors' mailed answers reach a database that already holds answered leads, and leave it. */
describe('lead migrations: visitors’ replies', () => {
  const suite = migrationSuite('lead_visitor_replies_migration', LEAD_MIGRATIONS, LEAD_ENTITIES);
  const waitingIndex = async () =>
    (
      await suite.db.query<{ indexdef: string }>(
        `SELECT indexdef FROM pg_indexes WHERE indexname = 'contacts_waiting'`,
      )
    )[0]?.indexdef;

  it('adds the column, the entry type and the waiting index that counts them; undone, it takes them away', async () => {
    const { db } = suite;
    const id = randomUUID();
    const source = await suite.open(LEAD_MIGRATIONS);
    try {
      expect(await schemaChanges(source)).toEqual([]);
      await db.query(
        `INSERT INTO contacts (id, name, email, service, message, status, "firstReplyAt", "visitorReplyAt")
         VALUES ($1, 'Asha Rao', 'asha@example.com', 'cloud', 'Answered, then answered us', 'new', now(), now())`,
        [id],
      );
      await db.query(
        `INSERT INTO activity_entries (id, kind, "recordId", type, data)
         VALUES ($2, 'contact', $1, 'visitor-reply', '{"from":"asha@example.com","subject":"Re","text":"Hi"}')`,
        [id, randomUUID()],
      );
      // Staff entries still name who made them.
      await expect(
        db.query(
          `INSERT INTO activity_entries (id, kind, "recordId", type, data)
           VALUES ($2, 'contact', $1, 'note', '{"text":"Nobody"}')`,
          [id, randomUUID()],
        ),
      ).rejects.toThrow(/activity_entries_actor_check/);
      expect(await waitingIndex()).toContain('"visitorReplyAt" IS NOT NULL');

      // Undone with the migrations that came after it.
      const undo = LEAD_MIGRATIONS.length - LEAD_MIGRATIONS.indexOf(AddVisitorReplies1795000800000);
      for (let undone = 0; undone < undo; undone++) await source.undoLastMigration();
      expect(await db.query(`SELECT 1 FROM activity_entries WHERE "recordId" = $1`, [id])).toEqual(
        [],
      );
      expect(await waitingIndex()).not.toContain('visitorReplyAt');
      await expect(
        db.query(
          `INSERT INTO activity_entries (id, kind, "recordId", type, data)
           VALUES ($2, 'contact', $1, 'visitor-reply', '{}')`,
          [id, randomUUID()],
        ),
      ).rejects.toThrow(/check constraint/);
    } finally {
      await source.destroy();
    }
    await suite.migrate(LEAD_MIGRATIONS);
    expect(await waitingIndex()).toContain('"visitorReplyAt" IS NOT NULL');
  });
});
