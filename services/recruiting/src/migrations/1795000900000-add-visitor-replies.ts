import type { RecordKind } from '@bytecraft/contracts/records';
import { AddVisitorReplies } from '@bytecraft/service-runtime/records/visitor-replies';

/** Applicants' mailed answers join their record's activity, and make it wait on us again. */
export class AddVisitorReplies1795000900000 extends AddVisitorReplies {
  override readonly tables: Record<string, RecordKind> = {
    job_applications: 'job-application',
    internship_applications: 'internship-application',
    internship_questions: 'internship-question',
  };
}
