import type { ScheduleCallRecord } from '@bytecraft/contracts/kinds/schedule-call';
import { recordWith } from '@bytecraft/service-runtime/records/record-columns';
import type { ScheduleCall } from './schedule-call.entity';

/** A call request as staff read it. */
export const toScheduleCallRecord = (row: ScheduleCall): ScheduleCallRecord =>
  recordWith(row, ['company', 'purpose', 'preferredTime', 'message', 'status']);
