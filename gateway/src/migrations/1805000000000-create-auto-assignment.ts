import { sqlMigration } from '@bytecraft/service-runtime/database/shared-migration';

/**
 * Auto-assignment: the kinds an admin turned on (a kind with no row is off), each member's own
 * availability (a member with no row takes none), and the round robin's one cursor row, which
 * every replica locks while it gives records out, so they give them out one at a time.
 */
export class CreateAutoAssignment1805000000000 extends sqlMigration(
  [
    `
      CREATE TABLE "assignment_kinds" (
        "kind" varchar(40) PRIMARY KEY,
        "enabled" boolean NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`,
    `
      CREATE TABLE "staff_availability" (
        "account_id" uuid PRIMARY KEY REFERENCES "staff_accounts" ("id") ON DELETE CASCADE,
        "opted_in" boolean NOT NULL,
        "capacity" integer NOT NULL CHECK ("capacity" > 0),
        "away" boolean NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`,
    `
      CREATE TABLE "assignment_cursor" (
        "id" smallint PRIMARY KEY CHECK ("id" = 1),
        "last_account_id" uuid
      )`,
    `INSERT INTO "assignment_cursor" ("id", "last_account_id") VALUES (1, NULL)`,
  ],
  [
    `DROP TABLE "assignment_cursor"`,
    `DROP TABLE "staff_availability"`,
    `DROP TABLE "assignment_kinds"`,
  ],
) {}
