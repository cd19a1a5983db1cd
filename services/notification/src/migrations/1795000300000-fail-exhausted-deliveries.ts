import { sqlMigration } from '@bytecraft/service-runtime/database/shared-migration';

/**
 * A delivery may end 'failed': its job ran out of attempts before the mail went out. Staff see
 * it so in a record's activity; a later run (a retry from the queue board) claims it again.
 */
export class FailExhaustedDeliveries1795000300000 extends sqlMigration(
  [
    `
      ALTER TABLE "mail_deliveries"
        DROP CONSTRAINT "mail_deliveries_status_check",
        ADD CONSTRAINT "mail_deliveries_status_check"
          CHECK ("status" IN ('sending', 'sent', 'skipped', 'failed'))`,
  ],
  [
    // Unsent, as a 'sending' row whose lease has run out: the next run claims it.
    `
      UPDATE "mail_deliveries" SET "status" = 'sending', "leaseUntil" = now()
       WHERE "status" = 'failed'`,
    `
      ALTER TABLE "mail_deliveries"
        DROP CONSTRAINT "mail_deliveries_status_check",
        ADD CONSTRAINT "mail_deliveries_status_check"
          CHECK ("status" IN ('sending', 'sent', 'skipped'))`,
  ],
) {}
