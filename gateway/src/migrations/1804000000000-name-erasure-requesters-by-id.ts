import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An erasure names the admin who asked for it by account id, as the audit log does; a retention
 * run, asked for by nobody, names none. A request whose address no account has keeps no id and
 * reads as unknown staff: its reason still says someone asked.
 */
export class NameErasureRequestersById1804000000000 implements MigrationInterface {
  name = 'NameErasureRequestersById1804000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "erasures"
        ADD COLUMN "requested_by_id" uuid REFERENCES "staff_accounts" ("id")`);
    await queryRunner.query(`
      UPDATE "erasures" e SET "requested_by_id" = a."id"
        FROM "staff_accounts" a WHERE e."reason" = 'request' AND a."email" = lower(e."requested_by")`);
    await queryRunner.query(`
      ALTER TABLE "erasures" ADD CONSTRAINT "erasures_requested_by_staff"
        CHECK ("reason" = 'request' OR "requested_by_id" IS NULL)`);
    await queryRunner.query(`ALTER TABLE "erasures" DROP COLUMN "requested_by"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "erasures" ADD COLUMN "requested_by" varchar(254)`);
    await queryRunner.query(`
      UPDATE "erasures" e
         SET "requested_by" = CASE WHEN r."reason" = 'retention' THEN 'retention'
                                   ELSE coalesce(a."email", '') END
        FROM "erasures" r LEFT JOIN "staff_accounts" a ON a."id" = r."requested_by_id"
       WHERE r."id" = e."id"`);
    await queryRunner.query(`ALTER TABLE "erasures" ALTER COLUMN "requested_by" SET NOT NULL`);
    await queryRunner.query(`
      ALTER TABLE "erasures"
        DROP CONSTRAINT "erasures_requested_by_staff", DROP COLUMN "requested_by_id"`);
  }
}
