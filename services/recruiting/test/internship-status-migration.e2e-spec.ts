import { createTestDatabase, type TestDatabase } from '@bytecraft/testing/databases';
import { randomUUID } from 'node:crypto';
import { openMigrated } from '@bytecraft/service-runtime/database/migrated-data-source';
import { RECRUITING_MIGRATIONS } from '../src/app.module';
import { AddInternshipStatus1795000300000 } from '../src/migrations/1795000300000-add-internship-status';

/** The internship workflow reaches a database that already holds applications. */
describe('recruiting migrations: internship application status', () => {
  let db: TestDatabase;
  // The service's own way to its schema (under the migrations' lock), then closed.
  const migrate = async (migrations: typeof RECRUITING_MIGRATIONS) =>
    (await openMigrated({ type: 'postgres', url: db.url, migrations })).destroy();

  beforeAll(async () => {
    db = await createTestDatabase('recruiting_internship_status');
  });

  afterAll(async () => {
    await db?.drop();
  });

  it('starts the applications stored before it at new, and takes only the five statuses', async () => {
    const before = RECRUITING_MIGRATIONS.slice(
      0,
      RECRUITING_MIGRATIONS.indexOf(AddInternshipStatus1795000300000),
    );
    expect(before).not.toHaveLength(0);
    await migrate(before);
    const id = randomUUID();
    await db.query(
      `INSERT INTO internship_applications (id, name, email, university, course, motivation)
       VALUES ($1, 'Rohan Das', 'rohan@example.com', 'IIT Madras', 'Computer Science', 'Keen to learn')`,
      [id],
    );

    await migrate(RECRUITING_MIGRATIONS);
    expect(
      await db.query('SELECT status FROM internship_applications WHERE id = $1', [id]),
    ).toEqual([{ status: 'new' }]);
    await db.query(`UPDATE internship_applications SET status = 'accepted' WHERE id = $1`, [id]);
    await expect(
      db.query(`UPDATE internship_applications SET status = 'hired' WHERE id = $1`, [id]),
    ).rejects.toThrow(/check constraint/);
  });
});
