import { sqlMigration } from '@bytecraft/service-runtime/database/shared-migration';

/**
 * Internship applications get a workflow staff move them through, as job applications have.
 * Applications stored before it start at `new`: nobody has looked at them in a workflow yet.
 * The constant default fills existing rows without rewriting the table (PostgreSQL ≥ 11).
 */
export class AddInternshipStatus1795000300000 extends sqlMigration(
  [
    `
      ALTER TABLE "internship_applications" ADD "status" varchar(20) NOT NULL DEFAULT 'new'
        CHECK ("status" IN ('new', 'reviewing', 'interview', 'accepted', 'rejected'))`,
    `CREATE INDEX "internship_applications_status_created" ON "internship_applications" ("status", "createdAt" DESC)`,
  ],
  [
    `DROP INDEX "internship_applications_status_created"`,
    `ALTER TABLE "internship_applications" DROP COLUMN "status"`,
  ],
) {}
