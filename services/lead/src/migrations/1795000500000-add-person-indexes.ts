import { createPersonIndex, dropPersonIndex } from '@bytecraft/service-runtime/people/person-rows';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES = ['contacts', 'schedule_calls', 'consultations', 'developer_hires'];

/**
 * A person's records (for the person view, the export and the erasure) are found by their
 * address lower-cased, from an index of it rather than a scan of every row.
 */
export class AddPersonIndexes1795000500000 implements MigrationInterface {
  name = 'AddPersonIndexes1795000500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) await createPersonIndex(queryRunner, table);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) await dropPersonIndex(queryRunner, table);
  }
}
