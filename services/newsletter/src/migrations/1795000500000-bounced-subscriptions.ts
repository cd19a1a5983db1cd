import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The 'bounced' status (a campaign's mail to the address bounced for good) and when it bounced,
 * which retention counts from.
 */
export class BouncedSubscriptions1795000500000 implements MigrationInterface {
  name = 'BouncedSubscriptions1795000500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "newsletter_subscriptions"
        DROP CONSTRAINT "newsletter_subscriptions_status_check",
        ADD CONSTRAINT "newsletter_subscriptions_status_check"
          CHECK ("status" IN ('active', 'unsubscribed', 'pending', 'bounced')),
        ADD "bouncedAt" timestamptz`);
  }

  /** A bounced address is mailed by no campaign after the way back either: it is unsubscribed. */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      UPDATE "newsletter_subscriptions" SET "status" = 'unsubscribed', "unsubscribedAt" = "bouncedAt"
       WHERE "status" = 'bounced'`);
    await queryRunner.query(`
      ALTER TABLE "newsletter_subscriptions"
        DROP COLUMN "bouncedAt",
        DROP CONSTRAINT "newsletter_subscriptions_status_check",
        ADD CONSTRAINT "newsletter_subscriptions_status_check"
          CHECK ("status" IN ('active', 'unsubscribed', 'pending'))`);
  }
}
