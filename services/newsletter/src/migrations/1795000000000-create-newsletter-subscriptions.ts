import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateNewsletterSubscriptions1795000000000 implements MigrationInterface {
  name = 'CreateNewsletterSubscriptions1795000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "newsletter_subscriptions" (
        "id" uuid PRIMARY KEY,
        "email" varchar(254) NOT NULL UNIQUE,
        "status" varchar(20) NOT NULL DEFAULT 'active' CHECK ("status" IN ('active', 'unsubscribed')),
        "source" varchar(50) NOT NULL,
        "token" varchar(64) NOT NULL UNIQUE,
        "subscribedAt" timestamptz NOT NULL,
        "unsubscribedAt" timestamptz,
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "newsletter_subscriptions_status" ON "newsletter_subscriptions" ("status", "subscribedAt" DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "newsletter_subscriptions"`);
  }
}
