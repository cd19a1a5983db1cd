import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One index in the order staff read subscriptions: the list walks it backwards (newest first,
 * id breaking ties) and the CSV export forwards from its cursor, so neither sorts the table.
 */
export class IndexSubscriptionsByDate1795000100000 implements MigrationInterface {
  name = 'IndexSubscriptionsByDate1795000100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "newsletter_subscriptions_subscribed_id" ON "newsletter_subscriptions" ("subscribedAt", "id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "newsletter_subscriptions_subscribed_id"`);
  }
}
