import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateStaffAccounts1796000000000 implements MigrationInterface {
  name = 'CreateStaffAccounts1796000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "staff_accounts" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "email" varchar(254) NOT NULL CHECK ("email" = lower("email")),
        "password_hash" text NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "lastLoginAt" timestamptz,
        CONSTRAINT "staff_accounts_email_unique" UNIQUE ("email")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "staff_accounts"`);
  }
}
