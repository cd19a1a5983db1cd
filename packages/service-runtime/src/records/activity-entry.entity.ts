import { UNKNOWN_STAFF_ID } from '@bytecraft/contracts/records/base';
import type { Priority } from '@bytecraft/contracts/records/due';
import type { ActivityEntry, ReplyDecision } from '@bytecraft/contracts/records/work';
import { Column, CreateDateColumn, Entity, Index } from 'typeorm';
import type { QueryRunner } from 'typeorm';
import { RECORD_EVENT_DDL, RecordEventColumns } from './record-event-columns';

/** What staff do to a record they work, besides moving its status. */
export const WORK_TYPES = ['note', 'owner', 'follow-up', 'reply'] as const;

/** What a visitor did to a record after submitting it: no staff member is its actor. */
export const VISITOR_TYPES = ['visitor-reply'] as const;

/** Staff changed a worked record's priority: entries since priorities were kept (`AddPriority`). */
export const PRIORITY_TYPES = ['priority'] as const;

/** What staff did to a record (a status change, or work on it), or its visitor did. */
export type ActivityRowType =
  | 'status'
  | (typeof WORK_TYPES)[number]
  | (typeof PRIORITY_TYPES)[number]
  | (typeof VISITOR_TYPES)[number];

/** Each type's data. */
export interface ActivityRowData {
  status: { from: string; to: string };
  note: { text: string };
  owner: { from: string | null; to: string | null };
  'follow-up': { from: string | null; to: string | null };
  priority: { from: Priority; to: Priority };
  reply: {
    subject: string;
    body: string;
    templateId: string | null;
    senderName: string;
    /** Staff asked for the visitor's message below the reply (absent on older rows). */
    quote?: boolean;
    /**
     * Past its address's daily cap: held for an admin, then released or discarded by the admin
     * `actorId` (absent on a decision from before staff were named by id, until its address
     * `by` is mapped: `mapStaffIds`).
     */
    hold?: { state: 'held' } | { state: ReplyDecision; actorId?: string; by?: string; at: string };
  };
  /** The visitor's mailed answer: its sender, subject, and their own words (quotes stripped). */
  'visitor-reply': { from: string; subject: string; text: string };
}

/**
 * One thing staff did to a record, for its activity: the one history of a record. Every service
 * that owns records staff move or work keeps this table in its own database. The id is given by the service, so a reply's delivery
 * id is known before the row is stored.
 */
@Entity('activity_entries')
@Index(['recordId', 'at'])
export class ActivityEntryRow<
  T extends ActivityRowType = ActivityRowType,
> extends RecordEventColumns {
  @Column({ type: 'varchar', length: 20 })
  type: T;

  /**
   * The staff account that did it. Null only on an entry from before staff were named by id,
   * until the gateway maps its address (`mapStaffIds`); read as UNKNOWN_STAFF_ID meanwhile.
   */
  @Column({ type: 'uuid', nullable: true })
  actorId: string | null;

  /** The address such an entry named its staff member by, kept only until it is mapped. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  actorEmail: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  at: Date;

  @Column({ type: 'jsonb' })
  data: ActivityRowData[T];
}

/** The CHECK of the table's `type` column, over these types. */
export const typeCheck = (types: readonly string[]) =>
  `CHECK ("type" IN (${types.map((type) => `'${type}'`).join(', ')}))`;

/**
 * The table's DDL as the services' work migrations first made it; `moveStatusHistory` adds the
 * status entries to its types, `nameStaffById` the actor's id.
 */
export async function createActivityTable(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query(`
    CREATE TABLE "activity_entries" (
      ${RECORD_EVENT_DDL}
      "type" varchar(20) NOT NULL ${typeCheck(WORK_TYPES)},
      "actor" varchar(254) NOT NULL,
      "at" timestamptz NOT NULL DEFAULT now(),
      "data" jsonb NOT NULL
    )`);
  await queryRunner.query(
    `CREATE INDEX "activity_entries_record" ON "activity_entries" ("recordId", "at")`,
  );
}

/** A reply's delivery id: one mail per reply, however often its publish is repeated. */
export const replyDeliveryId = (recordId: string, entryId: string) =>
  `${recordId}.reply.${entryId}`;

/** A mail as the activity shows it before the notification service tells its state. */
export const queued = (deliveryId: string) => ({
  deliveryId,
  delivery: 'queued' as const,
  sentAt: null,
});

/** A stored entry as the record's activity shows it. */
export function toActivityEntry(row: ActivityEntryRow): ActivityEntry {
  const at = row.at.toISOString();
  if (row.type === 'visitor-reply') {
    return {
      type: 'visitor-reply',
      id: row.id,
      at,
      ...(row.data as ActivityRowData['visitor-reply']),
    };
  }
  const actorId = row.actorId ?? UNKNOWN_STAFF_ID;
  switch (row.type) {
    case 'status':
      return { type: 'status', at, actorId, ...(row.data as ActivityRowData['status']) };
    case 'note':
      return { type: 'note', id: row.id, at, actorId, ...(row.data as ActivityRowData['note']) };
    case 'owner':
    case 'follow-up':
      return { type: row.type, at, actorId, ...(row.data as ActivityRowData['owner']) };
    case 'priority':
      return { type: 'priority', at, actorId, ...(row.data as ActivityRowData['priority']) };
    case 'reply': {
      const { subject, body, templateId, hold } = row.data as ActivityRowData['reply'];
      return {
        type: 'reply',
        id: row.id,
        at,
        actorId,
        subject,
        body,
        templateId,
        ...queued(replyDeliveryId(row.recordId, row.id)),
        ...(hold?.state === 'held' ? { delivery: 'held' as const } : {}),
        ...(hold?.state === 'discard' ? { delivery: 'discarded' as const } : {}),
        ...(hold && hold.state !== 'held'
          ? {
              decision: {
                action: hold.state,
                actorId: hold.actorId ?? UNKNOWN_STAFF_ID,
                at: hold.at,
              },
            }
          : {}),
      };
    }
  }
}
