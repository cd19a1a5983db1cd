import {
  internshipQuestion,
  type InternshipQuestionRecord,
} from '@bytecraft/contracts/kinds/internship-question';
import { recordOf } from '@bytecraft/service-runtime/records/record-columns';
import type { InternshipQuestion } from './internship-question.entity';

const toRecord = recordOf(internshipQuestion);

/** An internship question as staff read it, with staff's answer once there is one. */
export const toInternshipQuestionRecord = (row: InternshipQuestion): InternshipQuestionRecord =>
  toRecord(row, {
    response: row.response,
    respondedBy: row.respondedBy,
    respondedAt: row.respondedAt?.toISOString() ?? null,
  });
