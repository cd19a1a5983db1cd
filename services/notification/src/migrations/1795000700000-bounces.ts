import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bounces: a mail that went out and bounced keeps the kind of bounce and its status code, and
 * a delivery report received is kept as one ('bounce'), so that it is read once.
 */
export class Bounces1795000700000 implements MigrationInterface {
  name = 'Bounces1795000700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "mail_deliveries"
         ADD "bounce" character varying(4), ADD "bounceStatus" character varying(12)`,
    );
    await queryRunner.query(
      `ALTER TABLE "inbound_messages" DROP CONSTRAINT "inbound_messages_status_check",
         ADD CONSTRAINT "inbound_messages_status_check" CHECK ("status" IN
           ('received', 'matched', 'unmatched', 'attached', 'discarded', 'bounce'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "inbound_messages" WHERE "status" = 'bounce'`);
    await queryRunner.query(
      `ALTER TABLE "inbound_messages" DROP CONSTRAINT "inbound_messages_status_check",
         ADD CONSTRAINT "inbound_messages_status_check" CHECK ("status" IN
           ('received', 'matched', 'unmatched', 'attached', 'discarded'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "mail_deliveries" DROP COLUMN "bounceStatus", DROP COLUMN "bounce"`,
    );
  }
}
