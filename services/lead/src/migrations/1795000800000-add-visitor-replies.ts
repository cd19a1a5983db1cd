import type { RecordKind } from '@bytecraft/contracts/records';
import { AddVisitorReplies } from '@bytecraft/service-runtime/records/visitor-replies';

/** Visitors' mailed answers join a lead's activity, and make it wait on us again. */
export class AddVisitorReplies1795000800000 extends AddVisitorReplies {
  override readonly tables: Record<string, RecordKind> = {
    contacts: 'contact',
    schedule_calls: 'schedule-call',
    consultations: 'consultation',
    developer_hires: 'developer-hire',
  };
}
