import { sqlMigration } from '@bytecraft/service-runtime/database/shared-migration';

/**
 * Erasures: a person's or a retention run's, with each part's progress (`parts`, one entry per
 * service and the gateway). A person's keeps the keyed hash of the address only.
 */
export class CreateErasures1801000000000 extends sqlMigration(
  [
    `
      CREATE TABLE "erasures" (
        "id" uuid PRIMARY KEY,
        "reason" varchar(16) NOT NULL CHECK ("reason" IN ('request', 'retention')),
        "requested_by" varchar(254) NOT NULL,
        "requested_at" timestamptz NOT NULL DEFAULT now(),
        "email_hash" varchar(64),
        "parts" jsonb NOT NULL,
        "finished_at" timestamptz
      )`,
    // The console's list: the latest first.
    `CREATE INDEX "erasures_requested_at" ON "erasures" ("requested_at")`,
  ],
  [`DROP TABLE "erasures"`],
) {}
