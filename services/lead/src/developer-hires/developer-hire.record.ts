import type { DeveloperHireRecord } from '@bytecraft/contracts/developer-hire';
import type { DeveloperHire } from './developer-hire.entity';
import { workFields } from '@bytecraft/service-runtime/records/work-columns';

/** A developer-hire request as staff read it. */
export const toDeveloperHireRecord = (row: DeveloperHire): DeveloperHireRecord => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  company: row.company,
  projectType: row.projectType,
  budget: row.budget,
  timeline: row.timeline,
  message: row.message,
  developerId: row.developerId,
  status: row.status,
  ...workFields(row),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
