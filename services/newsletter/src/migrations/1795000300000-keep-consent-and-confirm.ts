import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Double opt-in: the 'pending' status, the SHA-256 of the confirmation link's token (never the
 * token), and each subscription's proof of consent. Nullable: older subscriptions were stored
 * without one.
 */
export class KeepConsentAndConfirm1795000300000 implements MigrationInterface {
  name = 'KeepConsentAndConfirm1795000300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "newsletter_subscriptions"
        DROP CONSTRAINT "newsletter_subscriptions_status_check",
        ADD CONSTRAINT "newsletter_subscriptions_status_check"
          CHECK ("status" IN ('active', 'unsubscribed', 'pending')),
        ADD "confirmTokenHash" varchar(64) UNIQUE,
        ADD "consentAt" timestamptz,
        ADD "consentClientKey" varchar(64),
        ADD "consentPage" varchar(200),
        ADD "consentText" text,
        ADD "confirmedAt" timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "newsletter_subscriptions" WHERE "status" = 'pending'`);
    await queryRunner.query(`
      ALTER TABLE "newsletter_subscriptions"
        DROP COLUMN "confirmTokenHash",
        DROP COLUMN "consentAt",
        DROP COLUMN "consentClientKey",
        DROP COLUMN "consentPage",
        DROP COLUMN "consentText",
        DROP COLUMN "confirmedAt",
        DROP CONSTRAINT "newsletter_subscriptions_status_check",
        ADD CONSTRAINT "newsletter_subscriptions_status_check"
          CHECK ("status" IN ('active', 'unsubscribed'))`);
  }
}
