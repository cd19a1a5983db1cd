import { createSearchIndex } from '@bytecraft/service-runtime/records/search-index';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Staff searches over all rows use trigram indexes, not a scan of the table. */
export class AddSearchIndexes1795000200000 implements MigrationInterface {
  name = 'AddSearchIndexes1795000200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createSearchIndex(queryRunner, 'newsletter_subscriptions', 'newsletter-subscription');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "newsletter_subscriptions_search"`);
  }
}
