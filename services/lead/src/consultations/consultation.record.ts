import type { ConsultationRecord } from '@bytecraft/contracts/kinds/consultation';
import { recordWith } from '@bytecraft/service-runtime/records/record-columns';
import type { Consultation } from './consultation.entity';

/** A consultation request as staff read it. */
export const toConsultationRecord = (row: Consultation): ConsultationRecord =>
  recordWith(row, ['company', 'service', 'budget', 'timeline', 'message', 'status']);
