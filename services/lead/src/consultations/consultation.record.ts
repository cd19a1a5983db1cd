import { consultation, type ConsultationRecord } from '@bytecraft/contracts/kinds/consultation';
import { recordOf } from '@bytecraft/service-runtime/records/record-columns';
import type { Consultation } from './consultation.entity';

const toRecord = recordOf(consultation);

/** A consultation request as staff read it. */
export const toConsultationRecord = (row: Consultation): ConsultationRecord => toRecord(row);
