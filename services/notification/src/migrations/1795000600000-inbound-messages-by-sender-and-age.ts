import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Inbound mail for a person (GDPR access, erasure) and for retention: the messages of one
 * sender (read ones keep the address lower-cased), the ones not read yet (an erasure reads
 * their bytes for the sender), and those past a cutoff, each found without reading the table.
 */
export class InboundMessagesBySenderAndAge1795000600000 implements MigrationInterface {
  name = 'InboundMessagesBySenderAndAge1795000600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "inbound_messages_from" ON "inbound_messages" ("fromAddress")`,
    );
    await queryRunner.query(
      `CREATE INDEX "inbound_messages_unread" ON "inbound_messages" ("id")
        WHERE "fromAddress" IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "inbound_messages_received_at" ON "inbound_messages" ("receivedAt")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "inbound_messages_received_at"`);
    await queryRunner.query(`DROP INDEX "inbound_messages_unread"`);
    await queryRunner.query(`DROP INDEX "inbound_messages_from"`);
  }
}
