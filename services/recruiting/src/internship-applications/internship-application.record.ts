import type { InternshipApplicationRecord } from '@bytecraft/contracts/kinds/internship-application';
import { STAFF_PATHS } from '@bytecraft/contracts/records';
import { recordFields } from '@bytecraft/service-runtime/records/record-columns';
import type { InternshipApplication } from './internship-application.entity';

/** An internship application as staff read it; the bucket key stays inside the service. */
export const toInternshipApplicationRecord = (
  row: InternshipApplication,
): InternshipApplicationRecord => ({
  ...recordFields(row),
  university: row.university,
  course: row.course,
  year: row.year,
  skills: row.skills,
  experience: row.experience,
  motivation: row.motivation,
  availability: row.availability,
  portfolioUrl: row.portfolioUrl,
  resumeUrl: row.resumeKey
    ? `/api/${STAFF_PATHS['internship-application']}/${row.id}/resume`
    : null,
  resumeName: row.resumeName,
  resumeType: row.resumeType,
  status: row.status,
});
