import {
  jobApplication,
  type JobApplicationRecord,
} from '@bytecraft/contracts/kinds/job-application';
import { recordOf } from '@bytecraft/service-runtime/records/record-columns';
import type { JobApplication } from './job-application.entity';

const toRecord = recordOf(jobApplication);

/**
 * A job application as staff read it: the resume as the route that streams it back, and what
 * the file is; its bucket key stays inside the service.
 */
export const toJobApplicationRecord = (row: JobApplication): JobApplicationRecord =>
  toRecord(row, {
    resumeUrl: `/api/${jobApplication.staffPath}/${row.id}/resume`,
    resumeName: row.resumeName,
    resumeType: row.resumeType,
    resumeSize: row.resumeSize,
  });
