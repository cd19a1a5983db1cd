import type { RecordKind } from '../records';

/** Events the console hears live (GET /admin/events), published by the owning services. */
export type StaffEvent =
  | { type: 'submission.created'; kind: RecordKind; id: string; name: string }
  | {
      type: 'status.changed';
      kind: RecordKind;
      id: string;
      from: string;
      to: string;
      /** The staff account that changed it. */
      actorId: string;
    }
  /** Someone worked a record: its owner, follow-up, notes or replies changed. */
  | { type: 'record.worked'; kind: RecordKind; id: string; actorId: string }
  /** The visitor's mailed answer came to the record: it waits on us again. */
  | { type: 'visitor.replied'; kind: RecordKind; id: string };

/** The Redis pub/sub channel staff events travel on, inside the deployment's key prefix. */
export const staffEventsChannel = (prefix: string) => `${prefix}:staff-events`;
