import { sqlMigration } from '@bytecraft/service-runtime/database/shared-migration';

/** Reply templates: admins write them, every staff member replies with them. */
export class CreateReplyTemplates1800000000000 extends sqlMigration(
  [
    // A few dozen rows at most: every read takes them all (by name), so no index beyond the key.
    `
      CREATE TABLE "reply_templates" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "name" varchar(100) NOT NULL,
        "subject" varchar(200) NOT NULL,
        "body" text NOT NULL,
        "kinds" text[] NOT NULL DEFAULT '{}',
        "updated_by" varchar(254) NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`,
  ],
  [`DROP TABLE "reply_templates"`],
) {}
