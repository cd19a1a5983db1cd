import { createSearchIndex } from '@bytecraft/service-runtime/records/search-index';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Staff searches over all rows use trigram indexes, not a scan of the table. */
export class AddSearchIndexes1795000200000 implements MigrationInterface {
  name = 'AddSearchIndexes1795000200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createSearchIndex(queryRunner, 'job_applications', 'job-application');
    await createSearchIndex(queryRunner, 'internship_applications', 'internship-application');
    await createSearchIndex(queryRunner, 'internship_questions', 'internship-question');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "job_applications_search"`);
    await queryRunner.query(`DROP INDEX "internship_applications_search"`);
    await queryRunner.query(`DROP INDEX "internship_questions_search"`);
  }
}
