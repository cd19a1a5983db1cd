import { migrationSuite } from '@bytecraft/testing/migration-suite';
import { randomUUID } from 'node:crypto';
import { RECRUITING_MIGRATIONS } from '../src/migrations';
import { AddInternshipStatus1795000300000 } from '../src/migrations/1795000300000-add-internship-status';

/** The internship workflow reaches a database that already holds applications. */
describe('recruiting migrations: internship application status', () => {
  const suite = migrationSuite('recruiting_internship_status', RECRUITING_MIGRATIONS);

  it('starts the applications stored before it at new, and takes only the five statuses', async () => {
    const { db } = suite;
    await suite.migrate(suite.before(AddInternshipStatus1795000300000));
    const id = randomUUID();
    await db.query(
      `INSERT INTO internship_applications (id, name, email, university, course, motivation)
       VALUES ($1, 'Rohan Das', 'rohan@example.com', 'IIT Madras', 'Computer Science', 'Keen to learn')`,
      [id],
    );

    await suite.migrate(RECRUITING_MIGRATIONS);
    expect(
      await db.query('SELECT status FROM internship_applications WHERE id = $1', [id]),
    ).toEqual([{ status: 'new' }]);
    await db.query(`UPDATE internship_applications SET status = 'accepted' WHERE id = $1`, [id]);
    await expect(
      db.query(`UPDATE internship_applications SET status = 'hired' WHERE id = $1`, [id]),
    ).rejects.toThrow(/check constraint/);
  });
});
