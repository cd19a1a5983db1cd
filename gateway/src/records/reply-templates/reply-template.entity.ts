import { UNKNOWN_STAFF_ID } from '@bytecraft/contracts/records/base';
import type { ReplyTemplate } from '@bytecraft/contracts/records/work';
import type { WorkedKind } from '@bytecraft/contracts/records';
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A reply staff start from; `kinds` empty: offered for every kind. */
@Entity('reply_templates')
export class ReplyTemplateRow {
  @PrimaryColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 200 })
  subject: string;

  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'text', array: true, default: () => `'{}'` })
  kinds: WorkedKind[];

  /** The admin who wrote it last (their account); null only for an address no account had. */
  @Column({ name: 'updated_by_id', type: 'uuid', nullable: true })
  updatedById: string | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** The API's shape of a row. */
export const toReplyTemplate = (row: ReplyTemplateRow): ReplyTemplate => ({
  id: row.id,
  name: row.name,
  subject: row.subject,
  body: row.body,
  kinds: row.kinds,
  updatedById: row.updatedById ?? UNKNOWN_STAFF_ID,
  updatedAt: row.updatedAt.toISOString(),
});
