import type { ConsultationRecord } from '@bytecraft/contracts/kinds/consultation';
import type { Consultation } from './consultation.entity';
import { recordWith } from '@bytecraft/service-runtime/records/record-columns';

/** A consultation request as staff read it. */
export const toConsultationRecord = (row: Consultation): ConsultationRecord =>
  recordWith(row, ['company', 'service', 'budget', 'timeline', 'message', 'status']);
