import { sqlMigration } from '@bytecraft/service-runtime/database/shared-migration';

/**
 * The audit log names who acted by account id, as records name staff: the gateway owns the
 * accounts, so each address is mapped here. A row whose address no account has keeps no id and
 * is marked `actor_unknown`, so it still reads as some staff member rather than as nobody (a
 * failed sign-in to an address no account has, whose actor stays empty).
 */
export class NameAuditActorsById1803000000000 extends sqlMigration(
  [
    `
      ALTER TABLE "audit_log"
        ADD COLUMN "actor_id" uuid REFERENCES "staff_accounts" ("id"),
        ADD COLUMN "actor_unknown" boolean NOT NULL DEFAULT false`,
    `
      UPDATE "audit_log" l SET "actor_id" = a."id"
        FROM "staff_accounts" a WHERE a."email" = lower(l."actor")`,
    `
      UPDATE "audit_log" SET "actor_unknown" = true
       WHERE "actor" IS NOT NULL AND "actor_id" IS NULL`,
    `
      ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_known_or_unknown"
        CHECK (NOT "actor_unknown" OR "actor_id" IS NULL)`,
    `DROP INDEX "audit_log_actor_at"`,
    `ALTER TABLE "audit_log" DROP COLUMN "actor"`,
    `CREATE INDEX "audit_log_actor_at" ON "audit_log" ("actor_id", "at")`,
  ],
  [
    `ALTER TABLE "audit_log" ADD COLUMN "actor" varchar(254)`,
    // An unknown actor's address is gone: an empty one still says someone acted.
    `
      UPDATE "audit_log" l SET "actor" = CASE WHEN r."actor_unknown" THEN '' ELSE a."email" END
        FROM "audit_log" r LEFT JOIN "staff_accounts" a ON a."id" = r."actor_id"
       WHERE r."id" = l."id"`,
    `DROP INDEX "audit_log_actor_at"`,
    `
      ALTER TABLE "audit_log" DROP COLUMN "actor_id", DROP COLUMN "actor_unknown"`,
    `CREATE INDEX "audit_log_actor_at" ON "audit_log" ("actor", "at")`,
  ],
) {}
