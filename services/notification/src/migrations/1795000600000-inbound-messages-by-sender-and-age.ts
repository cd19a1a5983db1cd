import { sqlMigration } from '@bytecraft/service-runtime/database/shared-migration';

/**
 * Inbound mail for a person (GDPR access, erasure) and for retention: the messages of one
 * sender (read ones keep the address lower-cased), the ones not read yet (an erasure reads
 * their bytes for the sender), and those past a cutoff, each found without reading the table.
 */
export class InboundMessagesBySenderAndAge1795000600000 extends sqlMigration(
  [
    `CREATE INDEX "inbound_messages_from" ON "inbound_messages" ("fromAddress")`,
    `CREATE INDEX "inbound_messages_unread" ON "inbound_messages" ("id")
        WHERE "fromAddress" IS NULL`,
    `CREATE INDEX "inbound_messages_received_at" ON "inbound_messages" ("receivedAt")`,
  ],
  [
    `DROP INDEX "inbound_messages_received_at"`,
    `DROP INDEX "inbound_messages_unread"`,
    `DROP INDEX "inbound_messages_from"`,
  ],
) {}
