import type { ReplyDecision } from '@bytecraft/contracts/record-work';
import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import type { QueryRunner } from 'typeorm';

/** What staff did to a record besides its status (which `status_history` keeps). */
export type WorkEntryType = 'note' | 'owner' | 'follow-up' | 'reply';

/** Each type's data. */
export interface WorkEntryData {
  note: { text: string };
  owner: { from: string | null; to: string | null };
  'follow-up': { from: string | null; to: string | null };
  reply: {
    subject: string;
    body: string;
    templateId: string | null;
    senderName: string;
    /** Staff asked for the visitor's message below the reply (absent on older rows). */
    quote?: boolean;
    /** Past its address's daily cap: held for an admin, then released or discarded. */
    hold?: { state: 'held' } | { state: ReplyDecision; by: string; at: string };
  };
}

/**
 * One thing staff did to a record, for its activity. Every service that owns worked records
 * keeps this table in its own database. The id is given by the service, so a reply's delivery
 * id is known before the row is stored.
 */
@Entity('activity_entries')
@Index(['recordId', 'at'])
export class ActivityEntryRow<T extends WorkEntryType = WorkEntryType> {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 40 })
  kind: string;

  @Column('uuid')
  recordId: string;

  @Column({ type: 'varchar', length: 20 })
  type: T;

  @Column({ type: 'varchar', length: 254 })
  actor: string;

  @CreateDateColumn({ type: 'timestamptz' })
  at: Date;

  @Column({ type: 'jsonb' })
  data: WorkEntryData[T];
}

/** The table's DDL, for the owning service's migration. */
export async function createActivityTable(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query(`
    CREATE TABLE "activity_entries" (
      "id" uuid PRIMARY KEY,
      "kind" varchar(40) NOT NULL,
      "recordId" uuid NOT NULL,
      "type" varchar(20) NOT NULL CHECK ("type" IN ('note', 'owner', 'follow-up', 'reply')),
      "actor" varchar(254) NOT NULL,
      "at" timestamptz NOT NULL DEFAULT now(),
      "data" jsonb NOT NULL
    )`);
  await queryRunner.query(
    `CREATE INDEX "activity_entries_record" ON "activity_entries" ("recordId", "at")`,
  );
}
