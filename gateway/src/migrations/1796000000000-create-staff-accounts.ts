import { sqlMigration } from '@bytecraft/service-runtime/database/shared-migration';

export class CreateStaffAccounts1796000000000 extends sqlMigration(
  [
    `
      CREATE TABLE "staff_accounts" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "email" varchar(254) NOT NULL CHECK ("email" = lower("email")),
        "password_hash" text NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "lastLoginAt" timestamptz,
        CONSTRAINT "staff_accounts_email_unique" UNIQUE ("email")
      )`,
  ],
  [`DROP TABLE "staff_accounts"`],
) {}
