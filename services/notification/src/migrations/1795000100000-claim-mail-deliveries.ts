import { sqlMigration } from '@bytecraft/service-runtime/database/shared-migration';

/**
 * Deliveries are claimed before they are sent: a row now exists from the claim on, 'sending'
 * with a lease until it is 'sent'. Rows from before were written after their mail went out.
 */
export class ClaimMailDeliveries1795000100000 extends sqlMigration(
  [
    `
      ALTER TABLE "mail_deliveries"
        ADD COLUMN "status" varchar(10) NOT NULL DEFAULT 'sent',
        ADD COLUMN "claimToken" uuid,
        ADD COLUMN "leaseUntil" timestamptz,
        ADD COLUMN "claims" integer NOT NULL DEFAULT 1,
        ALTER COLUMN "sentAt" DROP NOT NULL,
        ALTER COLUMN "sentAt" DROP DEFAULT,
        ADD CONSTRAINT "mail_deliveries_status_check" CHECK ("status" IN ('sending', 'sent'))`,
    `ALTER TABLE "mail_deliveries" ALTER COLUMN "status" DROP DEFAULT`,
  ],
  [
    // Unsent claims are not deliveries in the old sense: the old table records only sent mail.
    `DELETE FROM "mail_deliveries" WHERE "status" <> 'sent'`,
    `
      ALTER TABLE "mail_deliveries"
        DROP CONSTRAINT "mail_deliveries_status_check",
        DROP COLUMN "status",
        DROP COLUMN "claimToken",
        DROP COLUMN "leaseUntil",
        DROP COLUMN "claims",
        ALTER COLUMN "sentAt" SET DEFAULT now(),
        ALTER COLUMN "sentAt" SET NOT NULL`,
  ],
) {}
