import { createStatusHistoryTable } from '@bytecraft/service-runtime/records/status-history';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES = ['contacts', 'schedule_calls', 'consultations', 'developer_hires'];

/**
 * What staff triage needs: the history of every status change, and an index per table in the
 * order every staff list reads (newest first, id breaking ties), so an unfiltered page is read
 * from the index's first entries instead of sorting the whole table.
 */
export class AddStaffTriage1795000200000 implements MigrationInterface {
  name = 'AddStaffTriage1795000200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createStatusHistoryTable(queryRunner);
    for (const table of TABLES) {
      await queryRunner.query(
        `CREATE INDEX "${table}_created_id" ON "${table}" ("createdAt" DESC, "id" DESC)`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) await queryRunner.query(`DROP INDEX "${table}_created_id"`);
    await queryRunner.query(`DROP TABLE "status_history"`);
  }
}
