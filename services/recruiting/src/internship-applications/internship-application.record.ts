import {
  internshipApplication,
  type InternshipApplicationRecord,
} from '@bytecraft/contracts/kinds/internship-application';
import { recordOf } from '@bytecraft/service-runtime/records/record-columns';
import type { InternshipApplication } from './internship-application.entity';

const toRecord = recordOf(internshipApplication);

/**
 * An internship application as staff read it: the resume, when one was sent, as the route that
 * streams it back, and what the file is; its bucket key stays inside the service.
 */
export const toInternshipApplicationRecord = (
  row: InternshipApplication,
): InternshipApplicationRecord =>
  toRecord(row, {
    resumeUrl: row.resumeKey ? `/api/${internshipApplication.staffPath}/${row.id}/resume` : null,
    resumeName: row.resumeName,
    resumeType: row.resumeType,
  });
