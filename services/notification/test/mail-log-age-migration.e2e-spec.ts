import { createTestDatabase, type TestDatabase } from '@bytecraft/testing/databases';
import { openMigrated } from '@bytecraft/service-runtime/database/migrated-data-source';
import { NOTIFICATION_MIGRATIONS } from '../src/app.module';
import { MailLogAgeAndRecipient1795000400000 } from '../src/migrations/1795000400000-mail-log-age-and-recipient';

/** The mail log's age reaches a database that already holds mails. */
describe('notification migrations: the mail log’s age', () => {
  let db: TestDatabase;
  // The service's own way to its schema (under the migrations' lock), then closed.
  const migrate = async (migrations: typeof NOTIFICATION_MIGRATIONS) =>
    (await openMigrated({ type: 'postgres', url: db.url, migrations })).destroy();

  beforeAll(async () => {
    db = await createTestDatabase('notification_mail_log_age');
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('dates the mails logged before it at its own time, and each new one at its claim', async () => {
    const before = NOTIFICATION_MIGRATIONS.slice(
      0,
      NOTIFICATION_MIGRATIONS.indexOf(MailLogAgeAndRecipient1795000400000),
    );
    expect(before).not.toHaveLength(0);
    await migrate(before);
    await db.query(
      `INSERT INTO mail_deliveries (id, template, recipient, status, claims, "sentAt")
       VALUES ('old.contact-confirmation', 'contact-confirmation', 'asha@example.com', 'sent', 1, now())`,
    );
    const migratedFrom = (await db.query<{ now: Date }>('SELECT now()'))[0].now;

    await migrate(NOTIFICATION_MIGRATIONS);
    await db.query(
      `INSERT INTO mail_deliveries (id, template, recipient, status, claims)
       VALUES ('new.contact-confirmation', 'contact-confirmation', 'ravi@example.com', 'sending', 1)`,
    );
    const rows = await db.query<{ id: string; createdAt: Date }>(
      'SELECT id, "createdAt" FROM mail_deliveries ORDER BY "createdAt"',
    );
    expect(rows.map((row) => row.id)).toEqual([
      'old.contact-confirmation',
      'new.contact-confirmation',
    ]);
    expect(rows[0].createdAt.getTime()).toBeGreaterThanOrEqual(migratedFrom.getTime());
  });
});
