import { migrationSuite } from '@bytecraft/testing/migration-suite';
import { NOTIFICATION_MIGRATIONS } from '../src/migrations';
import { MailLogAgeAndRecipient1795000400000 } from '../src/migrations/1795000400000-mail-log-age-and-recipient';

/** The mail log's age reaches a database that already holds mails. */
describe('notification migrations: the mail log’s age', () => {
  const suite = migrationSuite('notification_mail_log_age', NOTIFICATION_MIGRATIONS);

  it('dates the mails logged before it at its own time, and each new one at its claim', async () => {
    const { db } = suite;
    await suite.migrate(suite.before(MailLogAgeAndRecipient1795000400000));
    await db.query(
      `INSERT INTO mail_deliveries (id, template, recipient, status, claims, "sentAt")
       VALUES ('old.contact-confirmation', 'contact-confirmation', 'asha@example.com', 'sent', 1, now())`,
    );
    const migratedFrom = (await db.query<{ now: Date }>('SELECT now()'))[0].now;

    await suite.migrate(NOTIFICATION_MIGRATIONS);
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
