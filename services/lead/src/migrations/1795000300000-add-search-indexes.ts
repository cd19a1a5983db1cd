import { createSearchIndex } from '@bytecraft/service-runtime/records/search-index';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Staff searches over all rows use trigram indexes, not a scan of the table. */
export class AddSearchIndexes1795000300000 implements MigrationInterface {
  name = 'AddSearchIndexes1795000300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createSearchIndex(queryRunner, 'contacts', 'contact');
    await createSearchIndex(queryRunner, 'schedule_calls', 'schedule-call');
    await createSearchIndex(queryRunner, 'consultations', 'consultation');
    await createSearchIndex(queryRunner, 'developer_hires', 'developer-hire');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "contacts_search"`);
    await queryRunner.query(`DROP INDEX "schedule_calls_search"`);
    await queryRunner.query(`DROP INDEX "consultations_search"`);
    await queryRunner.query(`DROP INDEX "developer_hires_search"`);
  }
}
