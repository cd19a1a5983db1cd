import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Deliveries are claimed before they are sent: a row now exists from the claim on, 'sending'
 * with a lease until it is 'sent'. Rows from before were written after their mail went out.
 */
export class ClaimMailDeliveries1795000100000 implements MigrationInterface {
  name = 'ClaimMailDeliveries1795000100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "mail_deliveries"
        ADD COLUMN "status" varchar(10) NOT NULL DEFAULT 'sent',
        ADD COLUMN "claimToken" uuid,
        ADD COLUMN "leaseUntil" timestamptz,
        ADD COLUMN "claims" integer NOT NULL DEFAULT 1,
        ALTER COLUMN "sentAt" DROP NOT NULL,
        ALTER COLUMN "sentAt" DROP DEFAULT,
        ADD CONSTRAINT "mail_deliveries_status_check" CHECK ("status" IN ('sending', 'sent'))`);
    await queryRunner.query(`ALTER TABLE "mail_deliveries" ALTER COLUMN "status" DROP DEFAULT`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Unsent claims are not deliveries in the old sense: the old table records only sent mail.
    await queryRunner.query(`DELETE FROM "mail_deliveries" WHERE "status" <> 'sent'`);
    await queryRunner.query(`
      ALTER TABLE "mail_deliveries"
        DROP CONSTRAINT "mail_deliveries_status_check",
        DROP COLUMN "status",
        DROP COLUMN "claimToken",
        DROP COLUMN "leaseUntil",
        DROP COLUMN "claims",
        ALTER COLUMN "sentAt" SET DEFAULT now(),
        ALTER COLUMN "sentAt" SET NOT NULL`);
  }
}
