import { sqlMigration } from '@bytecraft/service-runtime/database/shared-migration';

/**
 * The business hours an admin set, one row (id 1). No row until the first change: until then
 * BUSINESS_HOURS_ZONE, BUSINESS_DAYS, BUSINESS_HOURS and BUSINESS_HOLIDAYS give the initial value.
 */
export class CreateBusinessHours1806000000000 extends sqlMigration(
  [
    `
      CREATE TABLE "business_hours" (
        "id" smallint PRIMARY KEY CHECK ("id" = 1),
        "setting" jsonb NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`,
  ],
  [`DROP TABLE "business_hours"`],
) {}
