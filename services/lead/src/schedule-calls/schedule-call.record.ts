import type { ScheduleCallRecord } from '@bytecraft/contracts/schedule-call';
import type { ScheduleCall } from './schedule-call.entity';
import { workFields } from '@bytecraft/service-runtime/records/work-columns';

/** A call request as staff read it. */
export const toScheduleCallRecord = (row: ScheduleCall): ScheduleCallRecord => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  company: row.company,
  purpose: row.purpose,
  preferredTime: row.preferredTime,
  message: row.message,
  status: row.status,
  ...workFields(row),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
