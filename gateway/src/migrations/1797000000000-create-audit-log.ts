import { sqlMigration } from '@bytecraft/service-runtime/database/shared-migration';

export class CreateAuditLog1797000000000 extends sqlMigration(
  [
    `
      CREATE TABLE "audit_log" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "at" timestamptz NOT NULL DEFAULT now(),
        "actor" varchar(254),
        "action" varchar(64) NOT NULL,
        "target" text,
        "client" varchar(64)
      )`,
    // The screen's pages, newest first: all rows, one actor's, one action's; "at" alone also
    // serves the retention purge.
    `CREATE INDEX "audit_log_at" ON "audit_log" ("at")`,
    `CREATE INDEX "audit_log_actor_at" ON "audit_log" ("actor", "at")`,
    `CREATE INDEX "audit_log_action_at" ON "audit_log" ("action", "at")`,
  ],
  [`DROP TABLE "audit_log"`],
) {}
