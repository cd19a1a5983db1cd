import type { ScheduleCallRecord } from '@bytecraft/contracts/kinds/schedule-call';
import type { ScheduleCall } from './schedule-call.entity';
import { recordWith } from '@bytecraft/service-runtime/records/record-columns';

/** A call request as staff read it. */
export const toScheduleCallRecord = (row: ScheduleCall): ScheduleCallRecord =>
  recordWith(row, ['company', 'purpose', 'preferredTime', 'message', 'status']);
