import type { ConsultationRecord } from '@bytecraft/contracts/consultation';
import type { Consultation } from './consultation.entity';
import { workFields } from '@bytecraft/service-runtime/records/work-columns';

/** A consultation request as staff read it. */
export const toConsultationRecord = (row: Consultation): ConsultationRecord => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  company: row.company,
  service: row.service,
  budget: row.budget,
  timeline: row.timeline,
  message: row.message,
  status: row.status,
  ...workFields(row),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
