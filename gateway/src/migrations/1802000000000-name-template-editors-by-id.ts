import { sqlMigration } from '@bytecraft/service-runtime/database/shared-migration';

/**
 * A reply template names the admin who wrote it last by account id, as records name staff: the
 * gateway owns the accounts, so each address is mapped here. An address no account has (none
 * should) leaves the id empty, shown as unknown staff, rather than a template nobody can read.
 */
export class NameTemplateEditorsById1802000000000 extends sqlMigration(
  [
    `
      ALTER TABLE "reply_templates"
        ADD COLUMN "updated_by_id" uuid REFERENCES "staff_accounts" ("id")`,
    `
      UPDATE "reply_templates" t SET "updated_by_id" = a."id"
        FROM "staff_accounts" a WHERE a."email" = lower(t."updated_by")`,
    `ALTER TABLE "reply_templates" DROP COLUMN "updated_by"`,
  ],
  [
    `ALTER TABLE "reply_templates" ADD COLUMN "updated_by" varchar(254)`,
    `
      UPDATE "reply_templates" t SET "updated_by" = coalesce(a."email", '')
        FROM "reply_templates" r LEFT JOIN "staff_accounts" a ON a."id" = r."updated_by_id"
       WHERE r."id" = t."id"`,
    `ALTER TABLE "reply_templates" ALTER COLUMN "updated_by" SET NOT NULL`,
    `ALTER TABLE "reply_templates" DROP COLUMN "updated_by_id"`,
  ],
) {}
