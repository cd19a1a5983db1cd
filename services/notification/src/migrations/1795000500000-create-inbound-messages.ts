import { sqlMigration } from '@bytecraft/service-runtime/database/shared-migration';

/**
 * The messages that come to the inbound address, each once (by Message-ID or hash), with what
 * their job read of them; the unmatched ones are listed for staff newest first.
 */
export class CreateInboundMessages1795000500000 extends sqlMigration(
  [
    `
      CREATE TABLE "inbound_messages" (
        "id" uuid PRIMARY KEY,
        "key" varchar(300) NOT NULL UNIQUE,
        "raw" bytea NOT NULL,
        "receivedAt" timestamptz NOT NULL DEFAULT now(),
        "status" varchar(10) NOT NULL
          CHECK ("status" IN ('received', 'matched', 'unmatched', 'attached', 'discarded')),
        "fromAddress" varchar(254),
        "subject" varchar(500),
        "text" text,
        "kind" varchar(40),
        "recordId" uuid,
        "decidedBy" uuid
      )`,
    `CREATE INDEX "inbound_messages_unmatched" ON "inbound_messages" ("receivedAt" DESC)
        WHERE "status" = 'unmatched'`,
  ],
  [`DROP TABLE "inbound_messages"`],
) {}
