import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two-factor sign-in for staff accounts: the TOTP secret (encrypted with STAFF_TOTP_KEY), the
 * one being set up until a code confirms it, when it was turned on, and the last time step a
 * code was accepted for (a code is never accepted twice). Recovery codes are kept as SHA-256
 * only, each used once.
 */
export class StaffTwoFactor1798000000000 implements MigrationInterface {
  name = 'StaffTwoFactor1798000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "staff_accounts"
        ADD COLUMN "totp_secret" text,
        ADD COLUMN "totp_pending_secret" text,
        ADD COLUMN "two_factor_enabled_at" timestamptz,
        ADD COLUMN "totp_last_step" bigint`);
    await queryRunner.query(`
      CREATE TABLE "staff_recovery_codes" (
        "account_id" uuid NOT NULL REFERENCES "staff_accounts" ("id") ON DELETE CASCADE,
        "code_hash" char(43) NOT NULL,
        "used_at" timestamptz,
        PRIMARY KEY ("account_id", "code_hash")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "staff_recovery_codes"`);
    await queryRunner.query(`
      ALTER TABLE "staff_accounts"
        DROP COLUMN "totp_secret",
        DROP COLUMN "totp_pending_secret",
        DROP COLUMN "two_factor_enabled_at",
        DROP COLUMN "totp_last_step"`);
  }
}
