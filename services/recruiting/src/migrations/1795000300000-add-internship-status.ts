import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Internship applications get a workflow staff move them through, as job applications have.
 * Applications stored before it start at `new`: nobody has looked at them in a workflow yet.
 * The constant default fills existing rows without rewriting the table (PostgreSQL ≥ 11).
 */
export class AddInternshipStatus1795000300000 implements MigrationInterface {
  name = 'AddInternshipStatus1795000300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "internship_applications" ADD "status" varchar(20) NOT NULL DEFAULT 'new'
        CHECK ("status" IN ('new', 'reviewing', 'interview', 'accepted', 'rejected'))`);
    await queryRunner.query(
      `CREATE INDEX "internship_applications_status_created" ON "internship_applications" ("status", "createdAt" DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "internship_applications_status_created"`);
    await queryRunner.query(`ALTER TABLE "internship_applications" DROP COLUMN "status"`);
  }
}
