import type { WorkedKind } from '@bytecraft/contracts/records';
import type { InboundRefusal } from '@bytecraft/contracts/staff-answers';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * 'received': stored, its job not done yet; 'matched': its answer went to the record it
 * answers; 'unmatched': no record found, kept for staff, who 'attached' it to a record or
 * 'discarded' it; 'bounce': a delivery report on a mail we sent, its bytes dropped once read;
 * 'answer': a staff answer to a record's address, handed to the gateway to check its sender and
 * have it mailed from the record.
 */
export type InboundStatus =
  'received' | 'matched' | 'unmatched' | 'attached' | 'discarded' | 'bounce' | 'answer';

/**
 * One message that came to the inbound address, stored once by its Message-ID (or, without
 * one, a hash of its bytes) before the sender is answered, whole, so that nothing read from it
 * is lost and its job can read it again.
 */
@Entity('inbound_messages')
export class InboundMessage {
  @PrimaryColumn('uuid')
  id: string;

  /** Its Message-ID, or `sha256:` and the hash of its bytes: a message delivered twice is one. */
  @Column({ type: 'varchar', length: 300, unique: true })
  key: string;

  @Column({ type: 'bytea' })
  raw: Buffer;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  receivedAt: Date;

  @Column({ type: 'varchar', length: 10 })
  status: InboundStatus;

  /** What its job read: the sender's address, subject and their own words. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  fromAddress: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  subject: string | null;

  @Column({ type: 'text', nullable: true })
  text: string | null;

  /** The record it went to (matched or attached). */
  @Column({ type: 'varchar', length: 40, nullable: true })
  kind: WorkedKind | null;

  @Column({ type: 'uuid', nullable: true })
  recordId: string | null;

  /** Why a message to a record's address went to the Unmatched list instead of the visitor. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  refusal: InboundRefusal | null;

  /** The staff account that attached or discarded it. */
  @Column({ type: 'uuid', nullable: true })
  decidedBy: string | null;
}
