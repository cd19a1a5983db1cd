import type { InternshipQuestionRecord } from '@bytecraft/contracts/internship';
import type { InternshipQuestion } from './internship-question.entity';
import { workFields } from '@bytecraft/service-runtime/records/work-columns';

/** An internship question as staff read it, with staff's answer once there is one. */
export const toInternshipQuestionRecord = (row: InternshipQuestion): InternshipQuestionRecord => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  university: row.university,
  question: row.question,
  internshipInterest: row.internshipInterest,
  response: row.response,
  respondedBy: row.respondedBy,
  respondedAt: row.respondedAt?.toISOString() ?? null,
  ...workFields(row),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
