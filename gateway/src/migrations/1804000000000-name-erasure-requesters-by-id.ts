import { sqlMigration } from '@bytecraft/service-runtime/database/shared-migration';

/**
 * An erasure names the admin who asked for it by account id, as the audit log does; a retention
 * run, asked for by nobody, names none. A request whose address no account has keeps no id and
 * reads as unknown staff: its reason still says someone asked.
 */
export class NameErasureRequestersById1804000000000 extends sqlMigration(
  [
    `
      ALTER TABLE "erasures"
        ADD COLUMN "requested_by_id" uuid REFERENCES "staff_accounts" ("id")`,
    `
      UPDATE "erasures" e SET "requested_by_id" = a."id"
        FROM "staff_accounts" a WHERE e."reason" = 'request' AND a."email" = lower(e."requested_by")`,
    `
      ALTER TABLE "erasures" ADD CONSTRAINT "erasures_requested_by_staff"
        CHECK ("reason" = 'request' OR "requested_by_id" IS NULL)`,
    `ALTER TABLE "erasures" DROP COLUMN "requested_by"`,
  ],
  [
    `ALTER TABLE "erasures" ADD COLUMN "requested_by" varchar(254)`,
    `
      UPDATE "erasures" e
         SET "requested_by" = CASE WHEN r."reason" = 'retention' THEN 'retention'
                                   ELSE coalesce(a."email", '') END
        FROM "erasures" r LEFT JOIN "staff_accounts" a ON a."id" = r."requested_by_id"
       WHERE r."id" = e."id"`,
    `ALTER TABLE "erasures" ALTER COLUMN "requested_by" SET NOT NULL`,
    `
      ALTER TABLE "erasures"
        DROP CONSTRAINT "erasures_requested_by_staff", DROP COLUMN "requested_by_id"`,
  ],
) {}
