import type { RecordKind } from '@bytecraft/contracts/records';
import { createActivityTable } from '@bytecraft/service-runtime/records/activity-entry.entity';
import { addWorkColumns, dropWorkColumns } from '@bytecraft/service-runtime/records/work-columns';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES: Record<string, RecordKind> = {
  job_applications: 'job-application',
  internship_applications: 'internship-application',
  internship_questions: 'internship-question',
};

/**
 * Staff work every application and question: owner, follow-up date and first reply on the
 * row, with the indexes the filtered lists read, and the activity of what staff did. A
 * question answered before this was first replied to when it was answered: it waits no more.
 */
export class AddRecordWork1795000500000 implements MigrationInterface {
  name = 'AddRecordWork1795000500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table, kind] of Object.entries(TABLES)) {
      await addWorkColumns(queryRunner, table, kind);
    }
    await queryRunner.query(
      `UPDATE "internship_questions" SET "firstReplyAt" = "respondedAt" WHERE "respondedAt" IS NOT NULL`,
    );
    await createActivityTable(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "activity_entries"`);
    for (const table of Object.keys(TABLES)) await dropWorkColumns(queryRunner, table);
  }
}
