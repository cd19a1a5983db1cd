import { sqlMigration } from '@bytecraft/service-runtime/database/shared-migration';

/**
 * Roles and states for staff accounts, and the one-time links (invitation, reset) that set a
 * password. Every account that exists already was an operator's: it becomes an admin.
 */
export class StaffRolesAndTokens1796500000000 extends sqlMigration(
  [
    `
      ALTER TABLE "staff_accounts"
        ADD COLUMN "role" varchar(16) NOT NULL DEFAULT 'admin' CHECK ("role" IN ('admin', 'staff')),
        ADD COLUMN "name" varchar(120),
        ADD COLUMN "disabled_at" timestamptz,
        ADD COLUMN "password_changed_at" timestamptz,
        ALTER COLUMN "password_hash" DROP NOT NULL`,
    // Existing rows took 'admin' above; a new row is staff unless it says otherwise.
    `ALTER TABLE "staff_accounts" ALTER COLUMN "role" SET DEFAULT 'staff'`,
    `
      CREATE TABLE "staff_tokens" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "account_id" uuid NOT NULL REFERENCES "staff_accounts" ("id") ON DELETE CASCADE,
        "purpose" varchar(16) NOT NULL CHECK ("purpose" IN ('invite', 'reset')),
        "token_hash" char(43) NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "used_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "staff_tokens_hash_unique" UNIQUE ("token_hash")
      )`,
    `CREATE INDEX "staff_tokens_account" ON "staff_tokens" ("account_id")`,
  ],
  [
    `DROP TABLE "staff_tokens"`,
    `DELETE FROM "staff_accounts" WHERE "password_hash" IS NULL`,
    `
      ALTER TABLE "staff_accounts"
        DROP COLUMN "role",
        DROP COLUMN "name",
        DROP COLUMN "disabled_at",
        DROP COLUMN "password_changed_at",
        ALTER COLUMN "password_hash" SET NOT NULL`,
  ],
) {}
