import type { AttachmentRefusal } from '@bytecraft/contracts/inbound';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One file a received message carried, numbered within it from 1: kept in the bucket under
 * `key`, or refused (`refusal`) and listed without a file. Rows go with their message (a
 * foreign key, on delete cascade); their files are removed first, by the erasure that deletes
 * the message.
 */
@Entity('inbound_attachments')
export class InboundAttachment {
  @PrimaryColumn('uuid')
  inboundId: string;

  @PrimaryColumn('smallint')
  position: number;

  /** The sender as its message's job read them: an erasure of that address finds it by this. */
  @Column({ type: 'varchar', length: 254 })
  fromAddress: string;

  /** The name the sender gave it, as they wrote it (shown to staff, never a path). */
  @Column({ type: 'varchar', length: 255 })
  name: string;

  /** The type its bytes say it is; null when refused for its type. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  contentType: string | null;

  @Column({ type: 'integer' })
  size: number;

  @Column({ type: 'varchar', length: 600, nullable: true })
  key: string | null;

  @Column({ type: 'varchar', length: 4, nullable: true })
  refusal: AttachmentRefusal | null;
}
