import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A campaign's mails (`<campaign>.<subscriber>`) found by their id's prefix without reading the
 * mail log: byte order, so that the prefix is one range of the index whatever the database's
 * collation.
 */
export class CampaignMailsByCampaign1795000800000 implements MigrationInterface {
  name = 'CampaignMailsByCampaign1795000800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "mail_deliveries_id_bytes" ON "mail_deliveries" ("id" COLLATE "C")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "mail_deliveries_id_bytes"`);
  }
}
