import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A delivery may end 'failed': its job ran out of attempts before the mail went out. Staff see
 * it so in a record's activity; a later run (a retry from the queue board) claims it again.
 */
export class FailExhaustedDeliveries1795000300000 implements MigrationInterface {
  name = 'FailExhaustedDeliveries1795000300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "mail_deliveries"
        DROP CONSTRAINT "mail_deliveries_status_check",
        ADD CONSTRAINT "mail_deliveries_status_check"
          CHECK ("status" IN ('sending', 'sent', 'skipped', 'failed'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Unsent, as a 'sending' row whose lease has run out: the next run claims it.
    await queryRunner.query(`
      UPDATE "mail_deliveries" SET "status" = 'sending', "leaseUntil" = now()
       WHERE "status" = 'failed'`);
    await queryRunner.query(`
      ALTER TABLE "mail_deliveries"
        DROP CONSTRAINT "mail_deliveries_status_check",
        ADD CONSTRAINT "mail_deliveries_status_check"
          CHECK ("status" IN ('sending', 'sent', 'skipped'))`);
  }
}
