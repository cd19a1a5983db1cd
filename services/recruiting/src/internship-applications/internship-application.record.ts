import { type InternshipApplicationRecord } from '@bytecraft/contracts/internship';
import { STAFF_PATHS } from '@bytecraft/contracts/triage';
import type { InternshipApplication } from './internship-application.entity';
import { workFields } from '@bytecraft/service-runtime/records/work-columns';

/** An internship application as staff read it; the bucket key stays inside the service. */
export const toInternshipApplicationRecord = (
  row: InternshipApplication,
): InternshipApplicationRecord => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
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
  ...workFields(row),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
