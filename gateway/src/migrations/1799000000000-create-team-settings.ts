import { sqlMigration } from '@bytecraft/service-runtime/database/shared-migration';

/**
 * The team's settings, one row (id 1) that admins change in the console. No row until the
 * first change: until then STAFF_REQUIRE_2FA_FOR_ADMINS gives the initial value.
 */
export class CreateTeamSettings1799000000000 extends sqlMigration(
  [
    `
      CREATE TABLE "team_settings" (
        "id" smallint PRIMARY KEY CHECK ("id" = 1),
        "require_two_factor_for_admins" boolean NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`,
  ],
  [`DROP TABLE "team_settings"`],
) {}
