import type { RecordKind } from '@bytecraft/contracts/records';
import { createActivityTable } from '@bytecraft/service-runtime/records/activity-entry.entity';
import { addWorkColumns, dropWorkColumns } from '@bytecraft/service-runtime/records/work-columns';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES: Record<string, RecordKind> = {
  contacts: 'contact',
  schedule_calls: 'schedule-call',
  consultations: 'consultation',
  developer_hires: 'developer-hire',
};

/**
 * Staff work every lead: its owner, follow-up date and first reply on the row, with the
 * indexes the lists filtered by them read, and the activity of notes, owner and follow-up
 * changes and replies.
 */
export class AddRecordWork1795000400000 implements MigrationInterface {
  name = 'AddRecordWork1795000400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table, kind] of Object.entries(TABLES)) {
      await addWorkColumns(queryRunner, table, kind);
    }
    await createActivityTable(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "activity_entries"`);
    for (const table of Object.keys(TABLES)) await dropWorkColumns(queryRunner, table);
  }
}
