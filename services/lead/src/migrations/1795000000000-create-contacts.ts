import { sqlMigration } from '@bytecraft/service-runtime/database/shared-migration';

export class CreateContacts1795000000000 extends sqlMigration(
  [
    `
      CREATE TABLE "contacts" (
        "id" uuid PRIMARY KEY,
        "name" varchar(100) NOT NULL,
        "email" varchar(254) NOT NULL,
        "phone" varchar(30),
        "company" varchar(150),
        "service" varchar(50) NOT NULL,
        "budget" varchar(30),
        "timeline" varchar(30),
        "message" text NOT NULL,
        "status" varchar(20) NOT NULL DEFAULT 'new'
          CHECK ("status" IN ('new', 'in_progress', 'resolved', 'closed')),
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`,
    `CREATE INDEX "contacts_status_created" ON "contacts" ("status", "createdAt" DESC)`,
  ],
  [`DROP TABLE "contacts"`],
) {}
