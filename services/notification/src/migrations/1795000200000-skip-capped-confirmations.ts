import { sqlMigration } from '@bytecraft/service-runtime/database/shared-migration';

/**
 * A delivery may end 'skipped': a confirmation held back by its address's daily cap, kept so
 * that a retry of its job finds it decided instead of asking the cap again.
 */
export class SkipCappedConfirmations1795000200000 extends sqlMigration(
  [
    `
      ALTER TABLE "mail_deliveries"
        DROP CONSTRAINT "mail_deliveries_status_check",
        ADD CONSTRAINT "mail_deliveries_status_check"
          CHECK ("status" IN ('sending', 'sent', 'skipped'))`,
  ],
  [
    // A skipped mail was never sent: the old table knows no such row.
    `DELETE FROM "mail_deliveries" WHERE "status" = 'skipped'`,
    `
      ALTER TABLE "mail_deliveries"
        DROP CONSTRAINT "mail_deliveries_status_check",
        ADD CONSTRAINT "mail_deliveries_status_check" CHECK ("status" IN ('sending', 'sent'))`,
  ],
) {}
