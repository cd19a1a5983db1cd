import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A delivery may end 'skipped': a confirmation held back by its address's daily cap, kept so
 * that a retry of its job finds it decided instead of asking the cap again.
 */
export class SkipCappedConfirmations1795000200000 implements MigrationInterface {
  name = 'SkipCappedConfirmations1795000200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "mail_deliveries"
        DROP CONSTRAINT "mail_deliveries_status_check",
        ADD CONSTRAINT "mail_deliveries_status_check"
          CHECK ("status" IN ('sending', 'sent', 'skipped'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // A skipped mail was never sent: the old table knows no such row.
    await queryRunner.query(`DELETE FROM "mail_deliveries" WHERE "status" = 'skipped'`);
    await queryRunner.query(`
      ALTER TABLE "mail_deliveries"
        DROP CONSTRAINT "mail_deliveries_status_check",
        ADD CONSTRAINT "mail_deliveries_status_check" CHECK ("status" IN ('sending', 'sent'))`);
  }
}
