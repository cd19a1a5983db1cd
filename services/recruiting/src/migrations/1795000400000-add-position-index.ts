import { sqlMigration } from '@bytecraft/service-runtime/database/shared-migration';

/**
 * Job applications filtered by position read newest first from an index of their own, as a
 * status filter does: without it a rare position walks the date index row by row.
 */
export class AddPositionIndex1795000400000 extends sqlMigration(
  [
    `CREATE INDEX "job_applications_job_created" ON "job_applications" ("jobId", "createdAt" DESC, "id" DESC)`,
  ],
  [`DROP INDEX "job_applications_job_created"`],
) {}
