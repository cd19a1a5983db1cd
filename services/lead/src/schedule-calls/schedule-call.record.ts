import { scheduleCall, type ScheduleCallRecord } from '@bytecraft/contracts/kinds/schedule-call';
import { recordOf } from '@bytecraft/service-runtime/records/record-columns';
import type { ScheduleCall } from './schedule-call.entity';

const toRecord = recordOf(scheduleCall);

/** A call request as staff read it. */
export const toScheduleCallRecord = (row: ScheduleCall): ScheduleCallRecord => toRecord(row);
