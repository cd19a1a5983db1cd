import { sqlMigration } from '@bytecraft/service-runtime/database/shared-migration';

/**
 * The mail log for a person (GDPR access, erasure) and for retention: when each mail was
 * logged (rows from before all get the time of this migration, the oldest they can be known
 * as), the mails of one address found by its lower-cased form, and the rows retention may
 * still hash found without reading the whole log (a hashed recipient has no '@').
 */
export class MailLogAgeAndRecipient1795000400000 extends sqlMigration(
  [
    `ALTER TABLE "mail_deliveries" ADD COLUMN "createdAt" timestamptz NOT NULL DEFAULT now()`,
    `CREATE INDEX "mail_deliveries_recipient_lower" ON "mail_deliveries" (lower("recipient"))`,
    `CREATE INDEX "mail_deliveries_unhashed_created_at" ON "mail_deliveries" ("createdAt")
        WHERE "recipient" LIKE '%@%'`,
  ],
  [
    `DROP INDEX "mail_deliveries_unhashed_created_at"`,
    `DROP INDEX "mail_deliveries_recipient_lower"`,
    `ALTER TABLE "mail_deliveries" DROP COLUMN "createdAt"`,
  ],
) {}
