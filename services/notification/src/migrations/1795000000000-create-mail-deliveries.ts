import { sqlMigration } from '@bytecraft/service-runtime/database/shared-migration';

export class CreateMailDeliveries1795000000000 extends sqlMigration(
  [
    `
      CREATE TABLE "mail_deliveries" (
        "id" varchar(120) PRIMARY KEY,
        "template" varchar(60) NOT NULL,
        "recipient" varchar(254) NOT NULL,
        "messageId" varchar(250),
        "sentAt" timestamptz NOT NULL DEFAULT now()
      )`,
  ],
  [`DROP TABLE "mail_deliveries"`],
) {}
