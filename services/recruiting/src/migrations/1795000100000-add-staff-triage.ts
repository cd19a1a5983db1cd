import { createStatusHistoryTable } from '@bytecraft/service-runtime/records/status-history';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES = ['job_applications', 'internship_applications', 'internship_questions'];

/**
 * What staff triage needs: the history of job applications' statuses, when a question was
 * answered, the media type of internship resumes (served back on download), and an index per
 * table in the order every staff list reads (newest first, id breaking ties).
 */
export class AddStaffTriage1795000100000 implements MigrationInterface {
  name = 'AddStaffTriage1795000100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createStatusHistoryTable(queryRunner);
    await queryRunner.query(`ALTER TABLE "internship_questions" ADD "respondedAt" timestamptz`);
    await queryRunner.query(`ALTER TABLE "internship_applications" ADD "resumeType" varchar(100)`);
    // Resumes stored before this column: the gateway named each object after the type it
    // detected (resumes/<uuid>.pdf|doc|docx), so the key says what the file is.
    await queryRunner.query(`
      UPDATE "internship_applications" SET "resumeType" = CASE
        WHEN "resumeKey" LIKE '%.pdf' THEN 'application/pdf'
        WHEN "resumeKey" LIKE '%.docx'
          THEN 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
        WHEN "resumeKey" LIKE '%.doc' THEN 'application/msword'
        ELSE 'application/octet-stream'
      END
      WHERE "resumeKey" IS NOT NULL`);
    for (const table of TABLES) {
      await queryRunner.query(
        `CREATE INDEX "${table}_created_id" ON "${table}" ("createdAt" DESC, "id" DESC)`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) await queryRunner.query(`DROP INDEX "${table}_created_id"`);
    await queryRunner.query(`ALTER TABLE "internship_applications" DROP COLUMN "resumeType"`);
    await queryRunner.query(`ALTER TABLE "internship_questions" DROP COLUMN "respondedAt"`);
    await queryRunner.query(`DROP TABLE "status_history"`);
  }
}
