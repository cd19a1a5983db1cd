import { type JobApplicationRecord } from '@bytecraft/contracts/job-application';
import { STAFF_PATHS } from '@bytecraft/contracts/triage';
import type { JobApplication } from './job-application.entity';
import { workFields } from '@bytecraft/service-runtime/records/work-columns';

/** A job application as staff read it; the bucket key stays inside the service. */
export const toJobApplicationRecord = (row: JobApplication): JobApplicationRecord => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
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
  ...workFields(row),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
