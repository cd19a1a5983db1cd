import type { InternshipQuestionRecord } from '@bytecraft/contracts/kinds/internship-question';
import { recordFields } from '@bytecraft/service-runtime/records/record-columns';
import type { InternshipQuestion } from './internship-question.entity';

/** An internship question as staff read it, with staff's answer once there is one. */
export const toInternshipQuestionRecord = (row: InternshipQuestion): InternshipQuestionRecord => ({
  ...recordFields(row),
  university: row.university,
  question: row.question,
  internshipInterest: row.internshipInterest,
  response: row.response,
  respondedBy: row.respondedBy,
  respondedAt: row.respondedAt?.toISOString() ?? null,
});
