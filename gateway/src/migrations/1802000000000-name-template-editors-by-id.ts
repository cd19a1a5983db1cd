import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A reply template names the admin who wrote it last by account id, as records name staff: the
 * gateway owns the accounts, so each address is mapped here. An address no account has (none
 * should) leaves the id empty, shown as unknown staff, rather than a template nobody can read.
 */
export class NameTemplateEditorsById1802000000000 implements MigrationInterface {
  name = 'NameTemplateEditorsById1802000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "reply_templates"
        ADD COLUMN "updated_by_id" uuid REFERENCES "staff_accounts" ("id")`);
    await queryRunner.query(`
      UPDATE "reply_templates" t SET "updated_by_id" = a."id"
        FROM "staff_accounts" a WHERE a."email" = lower(t."updated_by")`);
    await queryRunner.query(`ALTER TABLE "reply_templates" DROP COLUMN "updated_by"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "reply_templates" ADD COLUMN "updated_by" varchar(254)`);
    await queryRunner.query(`
      UPDATE "reply_templates" t SET "updated_by" = coalesce(a."email", '')
        FROM "reply_templates" r LEFT JOIN "staff_accounts" a ON a."id" = r."updated_by_id"
       WHERE r."id" = t."id"`);
    await queryRunner.query(`ALTER TABLE "reply_templates" ALTER COLUMN "updated_by" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "reply_templates" DROP COLUMN "updated_by_id"`);
  }
}
