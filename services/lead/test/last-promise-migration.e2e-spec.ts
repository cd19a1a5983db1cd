import { migrationSuite, schemaChanges } from '@bytecraft/testing/migration-suite';
import { randomUUID } from 'node:crypto';
import { LEAD_ENTITIES } from '../src/app.module';
import { LEAD_MIGRATIONS } from '../src/migrations';
import { AddLastPromise1795001400000 } from '../src/migrations/1795001400000-add-last-promise';

/**
 * How each lead's last answered promise ended reaches a database that already holds answered
 * leads: taken from their SLA events, none for a lead whose visitor has answered us since.
 */
describe('lead migrations: the last promise', () => {
  const suite = migrationSuite('lead_last_promise_migration', LEAD_MIGRATIONS, LEAD_ENTITIES);

  async function contact(answered: { firstReplyAt: string | null; visitorReplyAt?: string }) {
    const id = randomUUID();
    await suite.db.query(
      `INSERT INTO contacts (id, name, email, service, message, status, "firstReplyAt", "visitorReplyAt")
       VALUES ($1, 'Asha Rao', 'asha@example.com', 'cloud', 'A quote, please', 'new', $2, $3)`,
      [id, answered.firstReplyAt, answered.visitorReplyAt ?? null],
    );
    return id;
  }

  async function promise(recordId: string, clock: string, outcome: string, answeredAt: string) {
    await suite.db.query(
      `INSERT INTO sla_events (id, kind, "recordId", clock, "startedAt", "dueAt", outcome, "answeredAt")
       VALUES ($1, 'contact', $2, $3, $4, $4, $5, $6)`,
      [randomUUID(), recordId, clock, '2026-05-01T09:00:00Z', outcome, answeredAt],
    );
  }

  it('fills each answered lead from its latest answered promise; undone, it drops the column', async () => {
    await suite.migrate(suite.before(AddLastPromise1795001400000));
    const kept = await contact({ firstReplyAt: '2026-05-01T10:00:00Z' });
    await promise(kept, 'first-response', 'kept', '2026-05-01T10:00:00Z');
    // Late the first time, on time the next: the latest answer is what the record says.
    const keptLater = await contact({ firstReplyAt: '2026-05-02T10:00:00Z' });
    await promise(keptLater, 'first-response', 'breached', '2026-05-02T10:00:00Z');
    await promise(keptLater, 'next-response', 'kept', '2026-05-03T10:00:00Z');
    const late = await contact({ firstReplyAt: '2026-05-02T10:00:00Z' });
    await promise(late, 'first-response', 'breached', '2026-05-02T10:00:00Z');
    // Its visitor answered since: a clock runs again, and no promise ended is its news.
    const waiting = await contact({
      firstReplyAt: '2026-05-01T10:00:00Z',
      visitorReplyAt: '2026-05-04T10:00:00Z',
    });
    await promise(waiting, 'first-response', 'kept', '2026-05-01T10:00:00Z');
    const unanswered = await contact({ firstReplyAt: null });

    const source = await suite.open(LEAD_MIGRATIONS);
    try {
      expect(await schemaChanges(source)).toEqual([]);
      const rows = await suite.db.query<{ id: string; lastPromise: string | null }>(
        `SELECT id, "lastPromise" FROM contacts`,
      );
      expect(Object.fromEntries(rows.map((row) => [row.id, row.lastPromise]))).toEqual({
        [kept]: 'kept',
        [keptLater]: 'kept',
        [late]: 'breached',
        [waiting]: null,
        [unanswered]: null,
      });
      await expect(
        suite.db.query(`UPDATE contacts SET "lastPromise" = 'maybe' WHERE id = $1`, [kept]),
      ).rejects.toThrow(/check constraint/);

      await source.undoLastMigration();
      expect(
        await suite.db.query(
          `SELECT 1 FROM information_schema.columns WHERE column_name = 'lastPromise'`,
        ),
      ).toEqual([]);
    } finally {
      await source.destroy();
    }
  });
});
