import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateMailDeliveries1795000000000 implements MigrationInterface {
  name = 'CreateMailDeliveries1795000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "mail_deliveries" (
        "id" varchar(120) PRIMARY KEY,
        "template" varchar(60) NOT NULL,
        "recipient" varchar(254) NOT NULL,
        "messageId" varchar(250),
        "sentAt" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "mail_deliveries"`);
  }
}
