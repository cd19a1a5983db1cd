import type { JobApplicationRecord } from '@bytecraft/contracts/kinds/job-application';
import { STAFF_PATHS } from '@bytecraft/contracts/records';
import { recordFields } from '@bytecraft/service-runtime/records/record-columns';
import type { JobApplication } from './job-application.entity';

/** A job application as staff read it; the bucket key stays inside the service. */
export const toJobApplicationRecord = (row: JobApplication): JobApplicationRecord => ({
  ...recordFields(row),
  jobTitle: row.jobTitle,
  jobId: row.jobId,
  experience: row.experience,
  skills: row.skills,
  coverLetter: row.coverLetter,
  resumeUrl: `/api/${STAFF_PATHS['job-application']}/${row.id}/resume`,
  resumeName: row.resumeName,
  resumeType: row.resumeType,
  resumeSize: row.resumeSize,
  status: row.status,
});
